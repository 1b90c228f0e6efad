// The edit kind end to end on a one-task copy of suites/edit-starter (gem-points): the offline system edits nothing
// and fails the hidden test while its game still runs; a scripted agent that edits the config with sed passes; one
// that does the edit but leaves the game throwing fails (L3a); one that hunts for the hidden test, the solution and
// the nonce finds none of them; one that hangs is killed at its 2 s limit and fails. The llm system is recorded as
// not measured.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../../harness/index.ts';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { loadBenchConfig, loadSuite, resolveSystems, runBench, TIMINGS_FILE } from '../index.ts';
import { editKind, type EditBenchTask } from './edit.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'bench-edit-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

/** edit-starter with only its gem-points task, copied outside the project (its path must not reach an agent). */
function gemPointsSuite(): string {
  const dir = join(work, 'suite');
  cpSync(join(PROJECT_ROOT, 'suites', 'edit-starter'), dir, { recursive: true });
  const suite = JSON.parse(readFileSync(join(dir, 'suite.json'), 'utf8'));
  suite.tasks = suite.tasks.filter((t: { id: string }) => t.id === 'gem-points');
  writeFileSync(join(dir, 'suite.json'), JSON.stringify(suite));
  return dir;
}

test('offline fails, a sed agent passes, a breaking one fails, a snoop finds nothing hidden, a hang is killed', {
  timeout: 1_800_000,
}, async () => {
  const suiteDir = gemPointsSuite();
  const commands = loadBenchConfig(join(FIXTURES, 'edit.config.json'));
  const started = performance.now();
  const run = await runBench({
    suite: loadSuite(suiteDir),
    systems: resolveSystems(['playsmith-offline', 'edit-sed', 'edit-break', 'edit-peek', 'hang'], commands, {
      reason: 'none',
    }),
    samples: 1,
    seed: 1,
    jobs: 2,
    outDir: join(work, 'run'),
    resume: false,
    cache: false,
    cacheDir: join(work, 'cache'),
    browser,
    viewport: { width: 800, height: 600 },
    maxRepairs: 0,
    retryDelayMs: 10,
  });
  const wallMs = Math.round(performance.now() - started);
  assert.equal(run.errors, 0, JSON.stringify(run.records.map((r) => r.error)));
  const by = (id: string) => run.records.find((r) => r.system.id === id)!;
  const verdict = (id: string) => JSON.parse(readFileSync(join(run.outDir, by(id).files.verdict!), 'utf8'));

  const offline = by('playsmith-offline');
  assert.equal(offline.task.kind, 'edit');
  assert.equal(offline.scores.testPassed, false, 'the start game as it is does not do the edit');
  assert.deepEqual(offline.scores.levels, { l1: true, l2: true, l3a: true }, 'but it runs');
  assert.match(verdict('playsmith-offline').reason, /worth 5 points/, 'the reason is the failed assertion');

  const sed = by('edit-sed');
  assert.equal(sed.scores.testPassed, true, verdict('edit-sed').reason);
  assert.deepEqual(sed.scores.levels, { l1: true, l2: true, l3a: true });
  assert.ok(sed.scores.unmeasured.some((u) => u.metric === 'scs' && /hidden test and L1–L3a/.test(u.reason)));
  const given = readFileSync(join(run.outDir, sed.files.workspace!, 'given.txt'), 'utf8');
  assert.match(given, /INSTRUCTIONS\.md/);
  assert.match(given, /config\.json/);
  assert.doesNotMatch(given, /test\.ts|solution\.json/, 'nothing hidden was copied into the workspace');

  const broken = by('edit-break');
  assert.equal(broken.scores.levels?.l3a, false, 'an uncaught error 5 s in fails L3a');
  assert.equal(broken.scores.testPassed, false, 'a task done by breaking the game does not pass');
  assert.equal(verdict('edit-break').test.passed, true, 'although its hidden test alone passed');
  assert.match(verdict('edit-break').reason, /the edited game does not run/);

  const peek = by('edit-peek');
  const seen = readFileSync(join(run.outDir, peek.files.workspace!, 'seen.txt'), 'utf8');
  const parent = readFileSync(join(run.outDir, peek.files.workspace!, 'parent.txt'), 'utf8');
  assert.match(seen, /gem-run/);
  for (const [what, text] of [
    ['its folder, the guessed paths and its env', seen],
    ['the folder above', parent],
  ] as const) {
    assert.doesNotMatch(text, /after one gem the score is|edit-solution|"find"/, `no hidden text in ${what}`);
    assert.ok(!text.includes(suiteDir), `the suite folder is named nowhere in ${what}`);
  }
  assert.doesNotMatch(seen, /nonce/i, 'no nonce exists while an agent runs');
  assert.ok((seen.match(/No such file or directory/g)?.length ?? 0) >= 12, 'the guesses at hidden paths find nothing');
  const instructions = readFileSync(join(run.outDir, peek.files.workspace!, 'INSTRUCTIONS.md'), 'utf8');
  assert.match(instructions, /worth 5 points instead of 1/, 'the instruction is given');
  assert.equal(peek.scores.testPassed, false);

  const hang = by('hang');
  assert.equal(hang.status, 'scored', 'a command that runs out of time is its own failure, not an error of ours');
  assert.equal(hang.scores.testPassed, false);
  const command = JSON.parse(readFileSync(join(run.outDir, hang.files.command!), 'utf8'));
  assert.equal(command.timedOut, true);
  assert.ok(command.wallMs < 10_000, `killed at its limit, not later (${command.wallMs} ms)`);
  const timings = readFileSync(join(run.outDir, TIMINGS_FILE), 'utf8').trim().split('\n');
  const each = timings.map((line) => JSON.parse(line).wallMs).join(', ');
  process.stdout.write(
    `# edit e2e: 5 samples in ${wallMs} ms (each ${each}; load ${readFileSync('/proc/loadavg', 'utf8')})`,
  );
});

test('playsmith-llm is recorded as not measured for edit tasks, with what to use instead', async () => {
  const suite = loadSuite(gemPointsSuite());
  const task = suite.tasks[0]!.task as EditBenchTask;
  const sampleDir = mkdtempSync(join(work, 'llm-'));
  const llm = {} as NonNullable<Parameters<typeof editKind.runBuiltin>[2]['llm']>;
  const ctx = { seed: 1, sampleDir, browser, viewport: { width: 800, height: 600 }, llm, maxRepairs: 0 };
  const outcome = await editKind.runBuiltin(task, suite.dir, ctx);
  assert.equal(outcome.scores.testPassed, null);
  const why = outcome.scores.unmeasured.find((u) => u.metric === 'testPassed')?.reason ?? '';
  assert.match(why, /playsmith-llm cannot edit a game yet .*playsmith-offline or an external command/);
});
