// The runner: tasks × systems × samples (seed = base seed + sample), each record appended whole as it completes, cached
// by content, resumable, and infrastructure errors retried with backoff and then recorded as errors, never as the
// system's failures. Samples run on a backend: locally `jobs` at a time on one shared browser (each sample opens its
// own contexts), or as jobs on a Redis queue that `bench worker` processes run (distributed/).
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import type { GameBrowser } from '../harness/index.ts';
import { toolVersions, type BenchRecord, type BenchTimingSchema } from '../shared/index.ts';
import { benchCacheDir, SampleCache } from './cache.ts';
import { LOCAL_BACKEND, type BenchBackend } from './distributed/backend.ts';
import { runOnRedis, type QueueStats } from './distributed/producer.ts';
import { appendLine, readRecords, RESULTS_FILE, TIMINGS_FILE, writeRecords } from './results-file.ts';
import { prepareRunFolder, RUN_SCHEMA, sampleFolder, type RunFile, type Shard } from './run-folder.ts';
import { INFRA_RETRIES, sampleKey, sha256, trySample, type PlannedSample, type SampleEnv } from './sample.ts';
import { buildIndex } from './store.ts';
import type { LoadedTask, Suite } from './suite.ts';
import type { BenchSystem } from './systems.ts';

export interface BenchProgress {
  done: number;
  total: number;
  /** Records whose Pass verdict holds, and records with a Pass verdict measured. */
  passed: number;
  judged: number;
  errors: number;
  /** Estimated wall time left, from the samples computed so far; null before the first. */
  etaMs: number | null;
  last: { task: string; system: string; sample: number; status: BenchRecord['status']; cached: boolean } | null;
}

export interface RunBenchOptions {
  suite: Suite;
  systems: BenchSystem[];
  samples: number;
  seed: number;
  jobs: number;
  outDir: string;
  resume: boolean;
  shard?: Shard | undefined;
  /** The bench config the command systems came from, recorded for the report's rerun line. */
  benchConfig?: string | undefined;
  /** Reuse and fill the content-addressed cache (default true). */
  cache?: boolean | undefined;
  cacheDir: string;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  maxRepairs: number;
  /** First backoff pause before retrying an infrastructure error (doubles each retry). Default 2000 ms. */
  retryDelayMs?: number | undefined;
  /** Where samples run: this process (the default) or the workers of a Redis queue. */
  backend?: BenchBackend | undefined;
  onProgress?: ((p: BenchProgress) => void) | undefined;
}

export interface BenchRunSummary {
  outDir: string;
  records: BenchRecord[];
  /** Samples computed in this run, taken from the cache, and found already done (--resume). */
  computed: number;
  cached: number;
  resumed: number;
  errors: number;
  /** The redis backend's delivery figures (absent for a local run). */
  queue?: QueueStats;
}

/** Tasks of shard i of n: split by task hash, so every machine computes the same split. */
export function shardTasks(tasks: LoadedTask[], shard: Shard | undefined): LoadedTask[] {
  if (!shard) return tasks;
  return tasks.filter((t) => Number.parseInt(t.hash.slice(0, 12), 16) % shard.count === shard.index - 1);
}

function plan(o: RunBenchOptions, versionsHash: string): PlannedSample[] {
  const planned: PlannedSample[] = [];
  for (const loaded of shardTasks(o.suite.tasks, o.shard))
    for (const system of o.systems)
      for (let sample = 0; sample < o.samples; sample++) {
        const seed = o.seed + sample;
        const key = sampleKey(loaded.hash, system.configHash, seed, versionsHash);
        planned.push({ loaded, system, sample, seed, key });
      }
  return planned;
}

/** A sample tried until it has a record: retryable infrastructure errors again after a doubling pause. */
async function runLocally(env: SampleEnv, p: PlannedSample, sampleDir: string, delayMs: number) {
  for (let attempt = 1; ; attempt++) {
    const tried = await trySample(env, p, sampleDir, attempt > INFRA_RETRIES);
    if ('record' in tried) return { ...tried, attempts: attempt };
    await new Promise((r) => setTimeout(r, delayMs * 2 ** (attempt - 1)));
  }
}

type Timing = z.infer<typeof BenchTimingSchema>;

/** The local backend: `jobs` samples at a time in this process, on its one browser. */
async function runPool(
  env: SampleEnv,
  todo: PlannedSample[],
  jobs: number,
  outDir: string,
  delayMs: number,
  finish: (p: PlannedSample, record: BenchRecord, timing: Timing) => void,
): Promise<void> {
  const queue = [...todo];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const t = performance.now();
      const sampleDir = join(outDir, sampleFolder(p.loaded.task.id, p.system.id, p.sample));
      const { record, cached, attempts } = await runLocally(env, p, sampleDir, delayMs);
      finish(p, record, { key: p.key, wallMs: Math.round(performance.now() - t), cached, attempts });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, todo.length)) }, worker));
}

/** Runs (or resumes) a benchmark into `outDir`; records are appended as they complete. */
export async function runBench(o: RunBenchOptions): Promise<BenchRunSummary> {
  const outDir = resolve(o.outDir);
  const versions = toolVersions();
  const asked: RunFile = {
    schema: RUN_SCHEMA,
    suite: { name: o.suite.name, hash: o.suite.hash, kind: o.suite.kind, metrics: o.suite.metrics },
    systems: o.systems.map(({ id, kind, configHash, model }) => ({ id, kind, configHash, model })),
    samples: o.samples,
    seed: o.seed,
    shard: o.shard ?? null,
    versions,
    suiteDir: o.suite.dir,
    ...(o.benchConfig ? { benchConfig: resolve(o.benchConfig) } : {}),
  };
  prepareRunFolder(outDir, asked, o.resume);
  const resultsFile = join(outDir, RESULTS_FILE);
  const timingsFile = join(outDir, TIMINGS_FILE);
  const planned = plan(o, sha256(JSON.stringify(versions)));
  const wanted = new Set(planned.map((p) => p.key));
  const done = new Map(
    readRecords(resultsFile)
      .filter((r) => wanted.has(r.key))
      .map((r) => [r.key, r]),
  );
  const todo = planned.filter((p) => !done.has(p.key));
  const progress: BenchProgress = {
    done: done.size,
    total: planned.length,
    passed: 0,
    judged: 0,
    errors: 0,
    etaMs: null,
    last: null,
  };
  const count = (r: BenchRecord) => {
    if (r.scores.pass && r.scores.pass.holds !== null) progress.judged++;
    if (r.scores.pass?.holds) progress.passed++;
    if (r.status === 'error') progress.errors++;
  };
  for (const r of done.values()) count(r);
  const summary = { computed: 0, cached: 0, resumed: done.size };
  const started = performance.now();
  const finish = (p: PlannedSample, record: BenchRecord, timing: Timing) => {
    appendLine(resultsFile, record);
    appendLine(timingsFile, timing);
    done.set(record.key, record);
    count(record);
    if (timing.cached) summary.cached++;
    else summary.computed++;
    progress.done++;
    const processed = summary.computed + summary.cached;
    progress.etaMs = Math.round(((performance.now() - started) / processed) * (todo.length - processed));
    const { id: task } = p.loaded.task;
    progress.last = { task, system: p.system.id, sample: p.sample, status: record.status, cached: timing.cached };
    o.onProgress?.({ ...progress });
  };
  o.onProgress?.({ ...progress });
  const backend = o.backend ?? LOCAL_BACKEND;
  let queue: QueueStats | undefined;
  if (backend.kind === 'redis') {
    const run = { asked, outDir, suite: o.suite, viewport: o.viewport, maxRepairs: o.maxRepairs };
    queue = await runOnRedis({
      ...run,
      backend,
      todo,
      cache: o.cache !== false,
      finish,
      retryDelayMs: o.retryDelayMs ?? 2000,
    });
  } else {
    const cache = o.cache === false ? undefined : new SampleCache(benchCacheDir(o.cacheDir));
    const env = { suite: o.suite, browser: o.browser, viewport: o.viewport, maxRepairs: o.maxRepairs, cache };
    await runPool({ ...env, cacheDir: o.cacheDir }, todo, o.jobs, outDir, o.retryDelayMs ?? 2000, finish);
  }
  const records = planned.map((p) => done.get(p.key)!);
  writeRecords(resultsFile, records);
  buildIndex(outDir, records);
  return { outDir, records, ...summary, errors: progress.errors, ...(queue ? { queue } : {}) };
}
