// The complete kind end to end on a one-task suite (a small canvas game with every script removed): the
// offline system, which writes no code, scores the masked game as it is and fails; a scripted agent that writes the
// removed file back passes L1–L3a with SCS and BAS of 1 against the original's own measures. The workspace it was
// given holds the masked game and instructions naming what was removed, never the original script.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../../harness/index.ts';
import { CheckResultSchema, PROJECT_ROOT } from '../../shared/index.ts';
import { loadBenchConfig, loadSuite, resolveSystems, runBench } from '../index.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'bench-complete-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

test('2c: the untouched masked game fails; a restoring agent passes with SCS and BAS of 1 against the original', {
  timeout: 600_000,
}, async () => {
  const commands = loadBenchConfig(join(FIXTURES, 'complete.config.json'));
  const run = await runBench({
    suite: loadSuite(join(FIXTURES, 'complete-tiny')),
    systems: resolveSystems(['playsmith-offline', 'restore-drift'], commands, { reason: 'none' }),
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
  assert.equal(run.errors, 0);
  const offline = run.records.find((r) => r.system.id === 'playsmith-offline')!;
  const restored = run.records.find((r) => r.system.id === 'restore-drift')!;
  assert.deepEqual([offline.task.kind, offline.task.variant], ['complete', '2c']);
  assert.equal(offline.scores.exec?.holds, false, 'a game with its script removed does not run');
  assert.equal(offline.scores.levels?.l3a, false);
  assert.equal(restored.scores.exec?.holds, true, restored.scores.exec?.reason);
  assert.deepEqual(restored.scores.levels, { l1: true, l2: true, l3a: true });
  assert.equal(restored.scores.scs, 1, 'the same code as the original has its structure');
  assert.equal(restored.scores.bas, 1, 'and, deterministic, its behaviour');
  assert.ok(restored.scores.unmeasured.some((u) => u.metric === 'ia' && /no prompt/.test(u.reason)));
  // Both samples are scored against the same original: it was built and played once, and read back by the other.
  const referenceReads = [offline, restored].map((r) => {
    const check = CheckResultSchema.parse(JSON.parse(readFileSync(join(run.outDir, r.files.check!), 'utf8')));
    return check.timings.referenceCached === true;
  });
  assert.deepEqual(referenceReads.sort(), [false, true]);
  const before = readFileSync(join(run.outDir, restored.files.workspace!, 'before.txt'), 'utf8');
  assert.match(before, /index\.html/);
  assert.doesNotMatch(before, /^game\.js$/m, 'the removed script was not in the workspace');
  assert.match(before, /instructions name game\.js/);
});
