// The example agents (examples/agents/) as a researcher runs them: `bench run` with their bench config on one task of
// each kind, offline. Each agent reports its tokens in usage.json; bench reads the file into the record, and the
// report's Efficiency@1 is Play@1 over those tokens (make, complete) or says Play was not measured (edit, qa), with
// the tokens shown beside it. A broken usage.json is refused with its reason and the sample still scored.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import { AgentUsageSchema, readAgentUsage } from '../src/bench/index.ts';
import { BenchRecordSchema, PROJECT_ROOT } from '../src/shared/index.ts';

const AGENTS = join(PROJECT_ROOT, 'examples', 'agents');
const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'playsmith-example-agents-'));
after(() => rmSync(work, { recursive: true, force: true }));

function playsmith(...args: string[]) {
  const env = { ...process.env, PLAYSMITH_LLM_BASE_URL: '', PLAYSMITH_MODEL: '' };
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    cwd: work,
    env,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of `suite` with only the task `id`. */
function oneTask(suite: string, id: string): string {
  const dir = join(work, 'suites', id);
  cpSync(suite, dir, { recursive: true });
  const file = join(dir, 'suite.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.tasks = manifest.tasks.filter((t: { id: string }) => t.id === id);
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

/** The text of the leaderboard cell of `system` for `metric`, tags stripped. */
function cell(html: string, system: string, metric: string): string {
  const row = new RegExp(`<tr data-system="${system}">(.*?)</tr>`).exec(html)?.[1] ?? '';
  const td = new RegExp(`<td class="num" data-metric="${metric}">(.*?)</td>`).exec(row)?.[1];
  assert.ok(td !== undefined, `no ${metric} cell for ${system}`);
  return td
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The qa suite's Vault loads Phaser's global build from beside its page, as the fixture games do. */
function withPhaser(suite: string): string {
  const phaser = join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'dist', 'phaser.min.js');
  cpSync(phaser, join(suite, 'games', 'vault', 'phaser.js'));
  return suite;
}

const KINDS = [
  { kind: 'make', suite: oneTask(join(FIXTURES, 'make-tiny'), 'pf-1a'), play: true },
  { kind: 'complete', suite: oneTask(join(FIXTURES, 'complete-tiny'), 'drift-2c'), play: true },
  { kind: 'edit', suite: oneTask(join(PROJECT_ROOT, 'suites', 'edit-starter'), 'gem-points'), play: false },
  { kind: 'qa', suite: withPhaser(oneTask(join(FIXTURES, 'qa-tiny'), 'vault')), play: false },
] as const;

for (const { kind, suite, play } of KINDS)
  test(`examples/agents on a ${kind} task: its usage.json tokens are in the record and in Efficiency@1`, () => {
    const system = `example-${kind}`;
    const out = join(work, 'runs', kind);
    const config = join(AGENTS, 'bench.config.json');
    const run = playsmith(
      'bench',
      'run',
      suite,
      '--bench-config',
      config,
      '--system',
      system,
      '--out',
      out,
      '--no-cache',
      '--json',
    );
    assert.equal(run.code, 0, run.stderr);
    const [record] = (JSON.parse(run.stdout) as unknown[]).map((r) => BenchRecordSchema.parse(r));
    assert.ok(record && record.status === 'scored', `${kind}: ${JSON.stringify(record?.error)}`);
    const reported = AgentUsageSchema.parse(
      JSON.parse(readFileSync(join(out, record.files.workspace!, 'usage.json'), 'utf8')),
    );
    assert.ok(reported.inputTokens > 0 && reported.outputTokens > 0);
    assert.equal(record.usage?.inputTokens, reported.inputTokens);
    assert.equal(record.usage?.outputTokens, reported.outputTokens);
    const commandJson = JSON.parse(readFileSync(join(out, record.files.command!), 'utf8'));
    assert.equal(commandJson.usage.status, 'read');
    if (kind === 'edit') assert.equal(record.scores.testPassed, true, 'the example edit agent solves gem-points');
    if (kind === 'make') assert.equal(record.scores.play?.holds, true, 'the example game is won on its golden path');
    if (kind === 'qa')
      assert.match(readFileSync(join(out, record.files.workspace!, 'bugs.md'), 'utf8'), /^# Bugs found in vault/);

    const report = playsmith('bench', 'report', out);
    assert.equal(report.code, 0, report.stderr);
    const html = readFileSync(join(out, 'report', 'index.html'), 'utf8');
    const total = reported.inputTokens + reported.outputTokens;
    assert.doesNotMatch(cell(html, system, 'tokens'), /not measured/);
    const efficiency = cell(html, system, 'efficiency@1');
    if (play) {
      const playPercent = record.scores.play?.holds ? 100 : 0;
      assert.equal(efficiency.split(' ')[0], ((playPercent * 1000) / total).toFixed(2), efficiency);
    } else assert.match(efficiency, /^not measured/);
    assert.match(html, new RegExp(`Rerun:.*playsmith bench run .*--system ${system}`));
  });

test('a usage.json that is not the protocol is refused with its reason, not read as tokens', () => {
  const dir = mkdtempSync(join(work, 'usage-'));
  assert.deepEqual(readAgentUsage(dir), { status: 'absent' });
  writeFileSync(join(dir, 'usage.json'), '{"inputTokens": 10}');
  const missing = readAgentUsage(dir);
  assert.equal(missing.status, 'invalid');
  assert.match(missing.status === 'invalid' ? missing.reason : '', /outputTokens/);
  writeFileSync(join(dir, 'usage.json'), '{"inputTokens": 10, "outputTokens": -1}');
  assert.equal(readAgentUsage(dir).status, 'invalid');
  writeFileSync(join(dir, 'usage.json'), 'tokens: 10');
  assert.match(JSON.stringify(readAgentUsage(dir)), /not JSON/);
});
