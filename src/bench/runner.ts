// The runner: tasks × systems × samples (seed = base seed + sample), `jobs` at a time on one shared browser (each
// sample opens its own contexts), each record appended whole as it completes, cached by content, resumable, and
// infrastructure errors retried with backoff and then recorded as errors, never as the system's failures.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GameBrowser } from '../harness/index.ts';
import {
  BENCH_RECORD_SCHEMA,
  BenchRecordSchema,
  PlaysmithError,
  toolVersions,
  type BenchRecord,
  type BenchTimingSchema,
} from '../shared/index.ts';
import type { z } from 'zod';
import { benchCacheDir, SampleCache } from './cache.ts';
import { runCommandSample } from './command.ts';
import { scoresOf, type SampleContext, type SampleOutcome } from './kinds/index.ts';
import { appendLine, readRecords, RESULTS_FILE, TIMINGS_FILE, writeRecords } from './results-file.ts';
import { prepareRunFolder, RUN_SCHEMA, sampleFolder, type RunFile, type Shard } from './run-folder.ts';
import { buildIndex } from './store.ts';
import type { LoadedTask, Suite } from './suite.ts';
import type { BenchSystem } from './systems.ts';

/** Tries after the first when our own machinery fails (a browser that died, a timeout of ours). */
export const INFRA_RETRIES = 2;

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
  /** Reuse and fill the content-addressed cache (default true). */
  cache?: boolean | undefined;
  cacheDir: string;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  maxRepairs: number;
  /** First backoff pause before retrying an infrastructure error (doubles each retry). Default 2000 ms. */
  retryDelayMs?: number | undefined;
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
}

interface Planned {
  loaded: LoadedTask;
  system: BenchSystem;
  sample: number;
  seed: number;
  key: string;
}

/** Tasks of shard i of n: split by task hash, so every machine computes the same split. */
export function shardTasks(tasks: LoadedTask[], shard: Shard | undefined): LoadedTask[] {
  if (!shard) return tasks;
  return tasks.filter((t) => Number.parseInt(t.hash.slice(0, 12), 16) % shard.count === shard.index - 1);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function plan(o: RunBenchOptions, versionsHash: string): Planned[] {
  const planned: Planned[] = [];
  for (const loaded of shardTasks(o.suite.tasks, o.shard))
    for (const system of o.systems)
      for (let sample = 0; sample < o.samples; sample++) {
        const seed = o.seed + sample;
        const key = sha256(`${loaded.hash}\0${system.configHash}\0${seed}\0${versionsHash}`);
        planned.push({ loaded, system, sample, seed, key });
      }
  return planned;
}

/** The record of a planned sample, from what it came to. */
function recordOf(o: RunBenchOptions, p: Planned, body: Pick<BenchRecord, 'status' | 'error'> & SampleOutcome) {
  const folder = sampleFolder(p.loaded.task.id, p.system.id, p.sample);
  const labels = o.suite.bench.labels(p.loaded.task);
  const record: BenchRecord = {
    schema: BENCH_RECORD_SCHEMA,
    key: p.key,
    suite: { name: o.suite.name, hash: o.suite.hash },
    task: { id: p.loaded.task.id, kind: o.suite.kind, hash: p.loaded.hash, ...labels, tier: p.loaded.task.tier },
    system: { id: p.system.id, kind: p.system.kind, configHash: p.system.configHash, model: p.system.model },
    sample: p.sample,
    seed: p.seed,
    status: body.status,
    error: body.error,
    scores: body.scores,
    usage: body.usage,
    costUsd: body.costUsd,
    hashes: body.hashes,
    versions: toolVersions(),
    files: Object.fromEntries(Object.entries(body.files).map(([name, path]) => [name, `${folder}/${path}`])),
  };
  // Parsed, so its keys are in the schema's order: a record read back (resume, cache) serialises to the same bytes.
  return BenchRecordSchema.parse(record);
}

/** A sample the system failed outright (an error of the failure kind): its verdicts are failures, with the reason. */
function failedOutcome(o: RunBenchOptions, message: string): SampleOutcome {
  const verdict = { holds: false, reason: message };
  const why = `not measured: the system failed first (${message})`;
  const reasons = Object.fromEntries(
    ['levels', 'scs', 'bas', 'bh', 'vu', 'ia', 'recall', 'precision'].map((m) => [m, why]),
  );
  const measured = o.suite.kind === 'qa' ? {} : { exec: verdict, pass: verdict, play: verdict };
  return { scores: scoresOf(o.suite.kind, measured, reasons), usage: null, costUsd: null, hashes: {}, files: {} };
}

async function runOnce(o: RunBenchOptions, p: Planned, sampleDir: string): Promise<SampleOutcome> {
  const ctx: SampleContext = {
    seed: p.seed,
    sampleDir,
    browser: o.browser,
    viewport: o.viewport,
    cacheDir: o.cacheDir,
    llm: p.system.kind === 'builtin' ? p.system.llm : undefined,
    maxRepairs: o.maxRepairs,
  };
  if (p.system.kind === 'command') return runCommandSample(p.system, o.suite.bench, p.loaded.task, o.suite.dir, ctx);
  return o.suite.bench.runBuiltin(p.loaded.task, o.suite.dir, ctx);
}

/** Runs one sample with retries; a usage error (bad suite or config) stops the whole run. */
async function computeSample(o: RunBenchOptions, p: Planned): Promise<{ record: BenchRecord; attempts: number }> {
  const sampleDir = join(resolve(o.outDir), sampleFolder(p.loaded.task.id, p.system.id, p.sample));
  const delay = o.retryDelayMs ?? 2000;
  for (let attempt = 1; ; attempt++) {
    rmSync(sampleDir, { recursive: true, force: true });
    mkdirSync(sampleDir, { recursive: true });
    try {
      const outcome = await runOnce(o, p, sampleDir);
      return { record: recordOf(o, p, { status: 'scored', error: null, ...outcome }), attempts: attempt };
    } catch (e) {
      if (e instanceof PlaysmithError && e.kind === 'usage') throw e;
      const message = e instanceof Error ? e.message.split('\n')[0]! : String(e);
      if (e instanceof PlaysmithError && e.kind === 'failure') {
        const outcome = failedOutcome(o, message);
        return { record: recordOf(o, p, { status: 'scored', error: null, ...outcome }), attempts: attempt };
      }
      const retryable = e instanceof PlaysmithError && e.retryable;
      if (retryable && attempt <= INFRA_RETRIES) {
        await new Promise((r) => setTimeout(r, delay * 2 ** (attempt - 1)));
        continue;
      }
      const code = e instanceof PlaysmithError ? e.code : 'internal';
      const outcome = { ...failedOutcome(o, message), scores: scoresOf(o.suite.kind, {}, {}) };
      for (const u of outcome.scores.unmeasured) u.reason = `an infrastructure error stopped the sample: ${message}`;
      return { record: recordOf(o, p, { status: 'error', error: { code, message }, ...outcome }), attempts: attempt };
    }
  }
}

type Timing = z.infer<typeof BenchTimingSchema>;

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
  const cache = o.cache === false ? undefined : new SampleCache(benchCacheDir(o.cacheDir));
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
  const finish = (p: Planned, record: BenchRecord, timing: Timing) => {
    appendLine(resultsFile, record);
    appendLine(timingsFile, timing);
    done.set(record.key, record);
    count(record);
    progress.done++;
    const processed = summary.computed + summary.cached;
    progress.etaMs = Math.round(((performance.now() - started) / processed) * (todo.length - processed));
    const { id: task } = p.loaded.task;
    progress.last = { task, system: p.system.id, sample: p.sample, status: record.status, cached: timing.cached };
    o.onProgress?.({ ...progress });
  };
  o.onProgress?.({ ...progress });
  const queue = [...todo];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const t = performance.now();
      const folder = sampleFolder(p.loaded.task.id, p.system.id, p.sample);
      const sampleDir = join(outDir, folder);
      const hit = cache?.take(p.key, sampleDir);
      if (hit) {
        summary.cached++;
        const files = Object.fromEntries(Object.entries(hit.files).map(([n, f]) => [n, `${folder}/${f}`]));
        const record = { ...hit.record, suite: { name: o.suite.name, hash: o.suite.hash }, sample: p.sample, files };
        finish(p, record, { key: p.key, wallMs: Math.round(performance.now() - t), cached: true, attempts: 1 });
        continue;
      }
      const { record, attempts } = await computeSample(o, p);
      summary.computed++;
      const files = Object.fromEntries(Object.entries(record.files).map(([n, f]) => [n, f.slice(folder.length + 1)]));
      cache?.put({ record, files }, sampleDir);
      finish(p, record, { key: p.key, wallMs: Math.round(performance.now() - t), cached: false, attempts });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.jobs, todo.length)) }, worker));
  const records = planned.map((p) => done.get(p.key)!);
  writeRecords(resultsFile, records);
  buildIndex(outDir, records);
  return { outDir, records, ...summary, errors: progress.errors };
}
