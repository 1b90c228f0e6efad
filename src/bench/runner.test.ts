// The runner's bookkeeping on a kind whose samples are scripted: an infrastructure error is retried with backoff and
// then recorded as an error (never a failure), a failure of the system is a scored failure, a usage error stops the
// run, progress counts up to the total, and --shard runs only its tasks.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { z } from 'zod';
import { PlaysmithError } from '../shared/index.ts';
import { BenchInfraError } from './errors.ts';
import {
  INFRA_RETRIES,
  resolveSystems,
  runBench,
  TIMINGS_FILE,
  type BenchKind,
  type BenchProgress,
  type Suite,
} from './index.ts';
import { BaseTaskSchema, scoresOf } from './kinds/kind.ts';

const work = mkdtempSync(join(tmpdir(), 'bench-runner-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A kind whose task ids say what its sample does: "ok", "flaky" (two infrastructure errors, then ok), and so on. */
function scriptedSuite(ids: string[]): { suite: Suite; tries: Map<string, number> } {
  const tries = new Map<string, number>();
  const kind: BenchKind = {
    kind: 'make',
    taskSchema: BaseTaskSchema as unknown as z.ZodType<z.infer<typeof BaseTaskSchema>>,
    labels: () => ({ variant: null, family: null }),
    visible: () => [],
    hidden: () => [],
    instructions: () => '',
    async runBuiltin(task) {
      const n = (tries.get(task.id) ?? 0) + 1;
      tries.set(task.id, n);
      if (task.id === 'flaky' && n <= 2) throw new BenchInfraError('browser-died', 'the browser died');
      if (task.id === 'broken') throw new BenchInfraError('browser-died', 'the browser keeps dying');
      if (task.id === 'fails') throw new PlaysmithError('the model answer is unusable', { code: 'x', kind: 'failure' });
      if (task.id === 'bad') throw new PlaysmithError('the prompt is empty', { code: 'y', kind: 'usage' });
      const won = { holds: true, reason: 'won' };
      return {
        scores: scoresOf('make', { exec: won, pass: won, play: won }),
        usage: null,
        costUsd: null,
        hashes: {},
        files: {},
      };
    },
    scoreWorkspace: () => Promise.reject(new Error('not used')),
  };
  const tasks = ids.map((id, i) => ({
    task: { id, visible: [], hidden: [], tier: null },
    hash: `${i.toString(16).padStart(12, '0')}${id}`,
  }));
  const suite: Suite = {
    dir: work,
    name: 'scripted',
    description: '',
    kind: 'make',
    bench: kind,
    metrics: ['pass'],
    defaults: { samples: 1, seed: 1 },
    tasks,
    hash: ids.join(','),
  };
  return { suite, tries };
}

function run(suite: Suite, out: string, extra: Partial<Parameters<typeof runBench>[0]> = {}) {
  return runBench({
    suite,
    systems: resolveSystems([], [], { reason: 'none' }),
    samples: 1,
    seed: 1,
    jobs: 2,
    outDir: join(work, out),
    resume: false,
    cache: false,
    cacheDir: join(work, 'cache'),
    browser: { openGame: () => Promise.reject(new Error('no browser in this test')) },
    viewport: { width: 800, height: 600 },
    maxRepairs: 0,
    retryDelayMs: 1,
    ...extra,
  });
}

test('errors are retried then recorded as errors; the system failing is a scored failure', async () => {
  const { suite, tries } = scriptedSuite(['ok', 'flaky', 'broken', 'fails']);
  const seen: BenchProgress[] = [];
  const summary = await run(suite, 'errors', { onProgress: (p) => seen.push(p) });
  const by = Object.fromEntries(summary.records.map((r) => [r.task.id, r]));
  assert.equal(by.flaky?.status, 'scored');
  assert.equal(tries.get('flaky'), 3);
  assert.equal(by.broken?.status, 'error');
  assert.deepEqual(by.broken?.error, { code: 'browser-died', message: 'the browser keeps dying' });
  assert.equal(by.broken?.scores.pass, null, 'an error is no verdict on the system');
  assert.equal(tries.get('broken'), 1 + INFRA_RETRIES);
  assert.equal(by.fails?.status, 'scored');
  assert.equal(by.fails?.scores.pass?.holds, false);
  assert.equal(summary.errors, 1);
  const timings = readFileSync(join(summary.outDir, TIMINGS_FILE), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  assert.equal(timings.find((t) => t.key === by.flaky?.key)?.attempts, 3);
  const last = seen.at(-1)!;
  assert.deepEqual([last.done, last.total, last.passed, last.judged, last.errors], [4, 4, 2, 3, 1]);
});

test('a usage error in a sample stops the run; --shard runs only its share of the tasks', async () => {
  await assert.rejects(run(scriptedSuite(['ok', 'bad']).suite, 'usage'), /the prompt is empty/);
  const { suite } = scriptedSuite(['a', 'b', 'c', 'd', 'e', 'f']);
  const one = await run(suite, 'shard-1', { shard: { index: 1, count: 2 } });
  const two = await run(suite, 'shard-2', { shard: { index: 2, count: 2 } });
  const ids = [...one.records, ...two.records].map((r) => r.task.id).sort();
  assert.deepEqual(ids, ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.ok(one.records.length > 0 && two.records.length > 0);
});
