// The one task function of a bench run: one (task, system, sample) to its BenchRecord, from the cache or computed once.
// The local pool and the redis worker both call it, so the two backends write the same records; each backend owns
// only how often a retryable infrastructure error is tried again (a loop here, BullMQ's attempts there).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import type { GameBrowser } from '../harness/index.ts';
import {
  BENCH_RECORD_SCHEMA,
  BenchRecordSchema,
  PlaysmithError,
  toolVersions,
  type BenchRecord,
} from '../shared/index.ts';
import type { SampleCache } from './cache.ts';
import { runCommandSample } from './command.ts';
import { scoresOf, type SampleContext, type SampleOutcome } from './kinds/index.ts';
import { sampleFolder } from './run-folder.ts';
import type { LoadedTask, Suite } from './suite.ts';
import type { BenchSystem } from './systems.ts';

/** One (task, system, sample) of a run, with its seed and its key (the cache, resume and job key). */
/** Tries after the first when our own machinery fails (a browser that died, a timeout of ours), on every backend. */
export const INFRA_RETRIES = 2;

export interface PlannedSample {
  loaded: LoadedTask;
  system: BenchSystem;
  sample: number;
  seed: number;
  key: string;
}

/** What a sample runs with, wherever it runs. */
export interface SampleEnv {
  suite: Suite;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  maxRepairs: number;
  cacheDir: string;
  cache: SampleCache | undefined;
}

/** A try's end: the sample's record (from the cache or computed), or a retryable infrastructure error's message. */
export type SampleTry = { record: BenchRecord; cached: boolean } | { retry: string };

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The key of a sample: task hash, system config hash, seed and tool versions (hashed). */
export function sampleKey(taskHash: string, configHash: string, seed: number, versionsHash: string): string {
  return sha256(`${taskHash}\0${configHash}\0${seed}\0${versionsHash}`);
}

/** The record of a planned sample, from what it came to. */
function recordOf(suite: Suite, p: PlannedSample, body: Pick<BenchRecord, 'status' | 'error'> & SampleOutcome) {
  const folder = sampleFolder(p.loaded.task.id, p.system.id, p.sample);
  const labels = suite.bench.labels(p.loaded.task);
  const record: BenchRecord = {
    schema: BENCH_RECORD_SCHEMA,
    key: p.key,
    suite: { name: suite.name, hash: suite.hash },
    task: { id: p.loaded.task.id, kind: suite.kind, hash: p.loaded.hash, ...labels, tier: p.loaded.task.tier },
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
function failedOutcome(suite: Suite, message: string): SampleOutcome {
  const verdict = { holds: false, reason: message };
  const why = `not measured: the system failed first (${message})`;
  const reasons = Object.fromEntries(
    ['levels', 'scs', 'bas', 'bh', 'vu', 'ia', 'recall', 'precision'].map((m) => [m, why]),
  );
  const measured = suite.kind === 'qa' ? {} : { exec: verdict, pass: verdict, play: verdict };
  return { scores: scoresOf(suite.kind, measured, reasons), usage: null, costUsd: null, hashes: {}, files: {} };
}

async function runOnce(env: SampleEnv, p: PlannedSample, sampleDir: string): Promise<SampleOutcome> {
  const ctx: SampleContext = {
    seed: p.seed,
    sampleDir,
    browser: env.browser,
    viewport: env.viewport,
    cacheDir: env.cacheDir,
    llm: p.system.kind === 'builtin' ? p.system.llm : undefined,
    maxRepairs: env.maxRepairs,
  };
  if (p.system.kind === 'command')
    return runCommandSample(p.system, env.suite.bench, p.loaded.task, env.suite.dir, ctx);
  return env.suite.bench.runBuiltin(p.loaded.task, env.suite.dir, ctx);
}

/** Computes a sample once into `sampleDir`; a usage error (bad suite or config) is thrown, stopping the run. */
async function computeOnce(env: SampleEnv, p: PlannedSample, sampleDir: string, final: boolean): Promise<SampleTry> {
  rmSync(sampleDir, { recursive: true, force: true });
  mkdirSync(sampleDir, { recursive: true });
  try {
    const outcome = await runOnce(env, p, sampleDir);
    return { record: recordOf(env.suite, p, { status: 'scored', error: null, ...outcome }), cached: false };
  } catch (e) {
    if (e instanceof PlaysmithError && e.kind === 'usage') throw e;
    const message = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    if (e instanceof PlaysmithError && e.kind === 'failure') {
      const outcome = failedOutcome(env.suite, message);
      return { record: recordOf(env.suite, p, { status: 'scored', error: null, ...outcome }), cached: false };
    }
    if (e instanceof PlaysmithError && e.retryable && !final) return { retry: message };
    return {
      record: errorRecord(env.suite, p, e instanceof PlaysmithError ? e.code : 'internal', message),
      cached: false,
    };
  }
}

/** The record of a sample an infrastructure error stopped for good: nothing measured, never the system's failure. */
export function errorRecord(suite: Suite, p: PlannedSample, code: string, message: string): BenchRecord {
  const outcome = { ...failedOutcome(suite, message), scores: scoresOf(suite.kind, {}, {}) };
  for (const u of outcome.scores.unmeasured) u.reason = `an infrastructure error stopped the sample: ${message}`;
  return recordOf(suite, p, { status: 'error', error: { code, message }, ...outcome });
}

/**
 * One try of a sample into `sampleDir` (its artefacts land there; the record names them relative to the run folder):
 * the cached record when there is one, else computed and cached. `final`: a retryable infrastructure error is then
 * recorded as an error rather than handed back for another try.
 */
export async function trySample(
  env: SampleEnv,
  p: PlannedSample,
  sampleDir: string,
  final: boolean,
): Promise<SampleTry> {
  const folder = sampleFolder(p.loaded.task.id, p.system.id, p.sample);
  const hit = env.cache?.take(p.key, sampleDir);
  if (hit) {
    const files = Object.fromEntries(Object.entries(hit.files).map(([n, f]) => [n, `${folder}/${f}`]));
    const record = { ...hit.record, suite: { name: env.suite.name, hash: env.suite.hash }, sample: p.sample, files };
    return { record, cached: true };
  }
  const tried = await computeOnce(env, p, sampleDir, final);
  if ('record' in tried) {
    const { record } = tried;
    const files = Object.fromEntries(Object.entries(record.files).map(([n, f]) => [n, f.slice(folder.length + 1)]));
    env.cache?.put({ record, files }, sampleDir);
  }
  return tried;
}
