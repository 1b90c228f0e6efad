// External command systems, run by scripted shell agents on a one-task copy of the tiny suite: one writes a game (its
// workspace is checked and played), one hunts for the hidden grader note and finds nothing, one hangs and is killed at
// its 2 s limit with its whole process group; a second run with the cache computes nothing.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../harness/index.ts';
import { PROJECT_ROOT } from '../shared/index.ts';
import { loadBenchConfig, loadSuite, resolveSystems, RESULTS_FILE, runBench, type RunBenchOptions } from './index.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'bench-command-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

/** The tiny suite with only its platformer task (the one with a visible note and a hidden grader note). */
function oneTaskSuite(): string {
  const dir = join(work, 'suite');
  if (existsSync(dir)) return dir;
  cpSync(join(FIXTURES, 'make-tiny'), dir, { recursive: true });
  const suite = JSON.parse(readFileSync(join(dir, 'suite.json'), 'utf8'));
  suite.tasks = suite.tasks.slice(0, 1);
  writeFileSync(join(dir, 'suite.json'), JSON.stringify(suite));
  return dir;
}

function options(systems: string[], out: string, extra: Partial<RunBenchOptions> = {}): RunBenchOptions {
  return {
    suite: loadSuite(oneTaskSuite()),
    systems: resolveSystems(systems, loadBenchConfig(join(FIXTURES, 'bench.config.json')), { reason: 'none' }),
    samples: 1,
    seed: 1,
    jobs: 2,
    outDir: join(work, out),
    resume: false,
    cache: false,
    cacheDir: join(work, 'cache'),
    browser,
    viewport: { width: 800, height: 600 },
    maxRepairs: 0,
    retryDelayMs: 10,
    ...extra,
  };
}

test('an agent that hunts for hidden files sees only the visible note; one that hangs is killed at 2 s', async () => {
  const started = performance.now();
  const run = await runBench(options(['peek', 'hang'], 'peek-hang'));
  assert.equal(run.errors, 0);
  const peek = run.records.find((r) => r.system.id === 'peek')!;
  const seen = readFileSync(join(run.outDir, peek.files.workspace!, 'seen.txt'), 'utf8');
  assert.match(seen, /INSTRUCTIONS\.md/);
  assert.match(seen, /notes\.md/);
  assert.doesNotMatch(seen, /HIDDEN-7F3A/);
  assert.doesNotMatch(seen, /^[-d].* grader\.md$/m, 'no listing shows the grader note');
  assert.ok((seen.match(/No such file or directory/g)?.length ?? 0) >= 6, 'the guesses at hidden paths find nothing');
  assert.ok(!seen.includes(oneTaskSuite()), 'the suite folder is named nowhere the agent looked, its env included');
  const instructions = readFileSync(join(run.outDir, peek.files.workspace!, 'INSTRUCTIONS.md'), 'utf8');
  assert.match(instructions, /a frog hopping between lily pads at dusk/);

  const hang = run.records.find((r) => r.system.id === 'hang')!;
  assert.equal(hang.status, 'scored', 'a command that runs out of time is its own failure, not an error of ours');
  assert.equal(hang.scores.exec?.holds, false);
  const command = JSON.parse(readFileSync(join(run.outDir, hang.files.command!), 'utf8'));
  assert.equal(command.timedOut, true);
  assert.ok(command.wallMs < 10_000, `killed at its limit, not later (${command.wallMs} ms)`);
  const child = Number(readFileSync(join(run.outDir, hang.files.workspace!, 'child.pid'), 'utf8'));
  // Gone, or a zombie waiting for init to reap it: either way it no longer runs.
  const stat = existsSync(`/proc/${child}/stat`) ? readFileSync(`/proc/${child}/stat`, 'utf8') : '';
  assert.ok(stat === '' || / Z /.test(stat), `its background child went with its process group: ${stat}`);
  assert.ok(performance.now() - started < 120_000);
});

test('a second run with the cache computes nothing and writes the same results.jsonl', async () => {
  const cached = { cache: true, cacheDir: join(work, 'cache-reuse') };
  const first = await runBench(options(['slow'], 'cache-1', cached));
  assert.deepEqual([first.computed, first.cached], [1, 0]);
  const second = await runBench(options(['slow'], 'cache-2', cached));
  assert.deepEqual([second.computed, second.cached], [0, 1]);
  assert.equal(
    readFileSync(join(second.outDir, RESULTS_FILE), 'utf8'),
    readFileSync(join(first.outDir, RESULTS_FILE), 'utf8'),
  );
  const done = join(second.outDir, second.records[0]!.files.workspace!, 'done.txt');
  assert.equal(readFileSync(done, 'utf8').trim(), 'pf-1a', "the cached sample's artefacts are in the new run");
});

test('an agent that writes a game gets its workspace checked and played: it runs (Exec)', async () => {
  const run = await runBench(options(['write-game'], 'write'));
  const [record] = run.records;
  assert.equal(record?.status, 'scored', JSON.stringify(record?.error));
  const given = readFileSync(join(run.outDir, record.files.workspace!, 'given.txt'), 'utf8').split('\n');
  assert.deepEqual(given.filter((f) => !f.startsWith('.')).sort(), ['', 'INSTRUCTIONS.md', 'given.txt', 'notes.md']);
  assert.equal(record.scores.exec?.holds, true, record.scores.exec?.reason);
  assert.deepEqual(record.scores.levels, { l1: true, l2: true, l3a: true });
  assert.ok(existsSync(join(run.outDir, record.files.play!)));
  assert.ok(record.scores.unmeasured.some((u) => u.metric === 'ia'));
});
