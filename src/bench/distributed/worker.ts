// `bench worker`: serves every run queue listed in Redis with one browser and N jobs at a time per queue. A job
// runs the same task function as a local run, on the suite files of this machine; a job from another tool version,
// for a suite this machine holds with another hash, or for a system set up otherwise here is refused with the reason
// on the job. A retryable infrastructure error is thrown back to BullMQ (which tries again after its backoff) until
// the last try, which records it as an error; a worker killed mid-job loses its lock, and BullMQ hands its job out
// again.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { GameBrowser } from '../../harness/index.ts';
import type { Llm } from '../../llm/index.ts';
import {
  makeTempDir,
  PlaysmithError,
  readRegularFile,
  removeTempDir,
  toolVersions,
  type BenchRecord,
  walkProject,
} from '../../shared/index.ts';
import { benchCacheDir, SampleCache } from '../cache.ts';
import { sampleKey, sha256, trySample, type PlannedSample } from '../sample.ts';
import { loadSuite, type Suite } from '../suite.ts';
import { resolveSystems, type BenchSystem } from '../systems.ts';
import { connectRedis, redisOptions } from './backend.ts';
import { QUEUES_KEY, SampleJobSchema, STOP_MARK, type SampleJob, type SampleJobResult } from './job.ts';

/** BullMQ's defaults: a job's lock lasts 30 s (renewed every 15 s) and stalled jobs are looked for every 30 s. */
export const DEFAULT_LOCK_MS = 30_000;
export const DEFAULT_STALLED_MS = 30_000;
/** How often the list of run queues is read. */
const DISCOVER_MS = 1_000;

export type BenchWorkerEvent =
  | { kind: 'serving' | 'left'; queue: string }
  | { kind: 'done'; queue: string; job: string; status: BenchRecord['status']; cached: boolean; ms: number }
  | { kind: 'failed'; queue: string; job: string; message: string };

export interface BenchWorkerOptions {
  backend: { kind: 'redis'; url: string };
  /** Jobs run at once per queue, on the one browser. */
  jobs: number;
  browser: GameBrowser;
  cacheDir: string;
  /** The external command systems this machine declares (its --bench-config). */
  commands: Extract<BenchSystem, { kind: 'command' }>[];
  model: { llm: Llm; label: string } | { reason: string };
  /** How long a job's lock lasts without renewal (a killed worker's job is free again after it). */
  lockDurationMs?: number | undefined;
  /** How often stalled jobs (locks that lapsed) are looked for and handed out again. */
  stalledIntervalMs?: number | undefined;
  onEvent?: ((e: BenchWorkerEvent) => void) | undefined;
}

export interface BenchWorker {
  /** Stops taking jobs, lets the running ones finish, and disconnects. */
  close(): Promise<void>;
  /** Settles when close() is done. */
  closed: Promise<void>;
}

const stop = (message: string) => new UnrecoverableError(`${STOP_MARK}${message}`);

/** Every regular file under `dir` (the project rule: no link out of it, no FIFO), by path relative to it, base64. */
function artefactsOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of walkProject(dir, { never: new Set() }).files) {
    const bytes = readRegularFile(file.abs);
    if (bytes) files[file.rel.toString('utf8')] = bytes.toString('base64');
  }
  return files;
}

/** Resolves what a job names on this machine's disk and set-up, or refuses it with what to change. */
class JobResolver {
  private readonly suites = new Map<string, Suite>();
  private readonly o: BenchWorkerOptions;
  readonly me = `${hostname()}:${process.pid}`;

  constructor(o: BenchWorkerOptions) {
    this.o = o;
  }

  private suite(data: SampleJob): Suite {
    const path = resolve(data.suite.path);
    let suite = this.suites.get(path);
    try {
      // Loaded again when the hash differs: the files may have been updated since.
      if (!suite || suite.hash !== data.suite.hash) suite = loadSuite(path);
    } catch (e) {
      throw stop(`suite "${data.suite.path}" cannot be loaded on worker ${this.me}: ${(e as Error).message}`);
    }
    this.suites.set(path, suite);
    if (suite.hash !== data.suite.hash)
      throw stop(
        `suite ${path} on worker ${this.me} has hash ${suite.hash.slice(0, 12)}, the job's has ` +
          `${data.suite.hash.slice(0, 12)}; give the worker the same suite files`,
      );
    return suite;
  }

  private system(data: SampleJob): BenchSystem {
    let system: BenchSystem | undefined;
    try {
      [system] = resolveSystems([data.system.id], this.o.commands, this.o.model);
    } catch (e) {
      throw stop(`system ${data.system.id} is not available on worker ${this.me}: ${(e as Error).message}`);
    }
    if (!system || system.configHash !== data.system.configHash)
      throw stop(
        `system ${data.system.id} is set up differently on worker ${this.me} (config hash ` +
          `${system?.configHash.slice(0, 12)} vs the job's ${data.system.configHash.slice(0, 12)}); give the ` +
          'worker the same --bench-config and model',
      );
    return system;
  }

  /** The planned sample of a job and its suite. */
  planned(raw: unknown): { data: SampleJob; suite: Suite; p: PlannedSample } {
    const parsed = SampleJobSchema.safeParse(raw);
    if (!parsed.success) throw stop(`the job is not a playsmith bench job this worker understands (${me(parsed)})`);
    const data = parsed.data;
    const versions = toolVersions();
    const differ = Object.keys({ ...versions, ...data.versions }).filter((k) => versions[k] !== data.versions[k]);
    if (differ.length)
      throw stop(
        `worker ${this.me} runs other tool versions than the producer (` +
          `${differ.map((k) => `${k} ${versions[k] ?? 'none'} vs ${data.versions[k] ?? 'none'}`).join(', ')}); ` +
          'run the same Playsmith version (and Node) on both',
      );
    const suite = this.suite(data);
    const loaded = suite.tasks.find((t) => t.task.id === data.task);
    if (!loaded) throw stop(`suite ${suite.dir} on worker ${this.me} has no task "${data.task}"`);
    const system = this.system(data);
    const key = sampleKey(loaded.hash, system.configHash, data.seed, sha256(JSON.stringify(versions)));
    if (key !== data.key) throw stop(`worker ${this.me} computes another key for job ${data.key}; its set-up differs`);
    return { data, suite, p: { loaded, system, sample: data.sample, seed: data.seed, key } };
  }
}

function me(parsed: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  const issue = parsed.error?.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid';
}

async function runJob(o: BenchWorkerOptions, resolver: JobResolver, job: Job): Promise<SampleJobResult> {
  const { data, suite, p } = resolver.planned(job.data);
  const cache = data.cache ? new SampleCache(benchCacheDir(o.cacheDir)) : undefined;
  const env = { suite, browser: o.browser, viewport: data.viewport, maxRepairs: data.maxRepairs, cacheDir: o.cacheDir };
  const attempt = job.attemptsMade + 1;
  const dir = makeTempDir('playsmith-bench-job-');
  try {
    const t = performance.now();
    const tried = await trySample({ ...env, cache }, p, dir, attempt >= (job.opts.attempts ?? 1)).catch((e) => {
      throw e instanceof PlaysmithError && e.kind === 'usage' ? stop(e.message) : e;
    });
    // Thrown back: BullMQ runs the job again after its backoff, on this worker or another.
    if ('retry' in tried) throw new Error(tried.retry);
    if (tried.record.error?.code === 'stopped') throw new Error(`worker ${resolver.me} was stopped mid-job`);
    return {
      completion: randomUUID(),
      worker: resolver.me,
      record: tried.record,
      cached: tried.cached,
      attempts: attempt,
      wallMs: Math.round(performance.now() - t),
      files: artefactsOf(dir),
    };
  } finally {
    removeTempDir(dir);
  }
}

/** Starts serving; returns at once with the handle that stops it. */
export async function startBenchWorker(o: BenchWorkerOptions): Promise<BenchWorker> {
  const client = await connectRedis(o.backend.url);
  const resolver = new JobResolver(o);
  const workers = new Map<string, Worker>();
  const emit = (e: BenchWorkerEvent) => o.onEvent?.(e);
  const serve = (queue: string): Worker => {
    const worker = new Worker(queue, (job) => runJob(o, resolver, job), {
      connection: redisOptions(o.backend.url),
      concurrency: o.jobs,
      lockDuration: o.lockDurationMs ?? DEFAULT_LOCK_MS,
      stalledInterval: o.stalledIntervalMs ?? DEFAULT_STALLED_MS,
      // A job may lose its worker twice (killed, restarted machines) before it is failed for good.
      maxStalledCount: 2,
    });
    // Connection errors during a Redis restart: the worker reconnects by itself.
    worker.on('error', () => {});
    worker.on('completed', (job, result: SampleJobResult) =>
      emit({
        kind: 'done',
        queue,
        job: job.id ?? '',
        status: result.record.status,
        cached: result.cached,
        ms: result.wallMs,
      }),
    );
    worker.on('failed', (job, error) => emit({ kind: 'failed', queue, job: job?.id ?? '', message: error.message }));
    emit({ kind: 'serving', queue });
    return worker;
  };
  let discovering = Promise.resolve();
  const discover = async () => {
    const listed = new Set(await client.smembers(QUEUES_KEY));
    for (const queue of listed) if (!workers.has(queue)) workers.set(queue, serve(queue));
    for (const [queue, worker] of workers)
      if (!listed.has(queue)) {
        workers.delete(queue);
        await worker.close();
        emit({ kind: 'left', queue });
      }
  };
  const timer = setInterval(() => {
    // Redis unreachable for a moment: the next round tries again.
    discovering = discovering.then(discover).catch(() => {});
  }, DISCOVER_MS);
  await discover();
  let done = (): void => {};
  const closed = new Promise<void>((r) => {
    done = r;
  });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(timer);
      await discovering;
      await Promise.all([...workers.values()].map((w) => w.close()));
      client.disconnect();
      done();
    })();
    return closing;
  };
  return { close, closed };
}
