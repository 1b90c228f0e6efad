// The producer of a redis-backed run: one BullMQ job per sample (the sample's key is its job id, so enqueueing twice is
// a no-op), progress from the queue's events, and each result written into the run folder as its job completes, once:
// a second completion of a job already written is ignored and counted. A periodic sweep over the jobs not yet written
// finds what events missed (a Redis restart, a producer started again with --resume) and re-adds a job Redis lost.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { PlaysmithError, toolVersions, type BenchRecord, type BenchTiming } from '../../shared/index.ts';
import { BenchInputError, firstIssue } from '../errors.ts';
import { sampleFolder, type RunFile } from '../run-folder.ts';
import { errorRecord, INFRA_RETRIES, type PlannedSample } from '../sample.ts';
import type { Suite } from '../suite.ts';
import { connectRedis, redisOptions } from './backend.ts';
import {
  QUEUES_KEY,
  SAMPLE_JOB_NAME,
  SAMPLE_JOB_SCHEMA,
  SampleJobResultSchema,
  STOP_MARK,
  queueNameOf,
  type SampleJob,
} from './job.ts';

/** Tries of a job when a worker meets a retryable infrastructure error: the first and as many more as locally. */
export const JOB_ATTEMPTS = 1 + INFRA_RETRIES;
/** How often the jobs not yet written are looked at, besides the queue's events. */
const SWEEP_MS = 2_000;

/** How one job went through the queue, in wall-clock ms since the epoch (Redis's and this machine's clocks). */
export interface JobTimes {
  key: string;
  worker: string;
  enqueuedAt: number;
  startedAt: number;
  finishedAt: number;
  writtenAt: number;
  /** The task's own time on the worker. */
  taskMs: number;
}

export interface QueueStats {
  queue: string;
  /** Completions of a job whose result was already written: ignored. */
  duplicates: number;
  /** Jobs Redis no longer held before their result was written: enqueued again. */
  requeued: number;
  /** Jobs whose worker vanished mid-job (lock lapsed), handed out again. */
  stalled: number;
  jobs: JobTimes[];
}

export interface RedisRunOptions {
  backend: { kind: 'redis'; url: string };
  asked: RunFile;
  outDir: string;
  suite: Suite;
  viewport: { width: number; height: number };
  maxRepairs: number;
  cache: boolean;
  todo: PlannedSample[];
  /** First backoff pause before a retried job runs again (doubles each retry). */
  retryDelayMs: number;
  finish: (p: PlannedSample, record: BenchRecord, timing: BenchTiming) => void;
}

/** The suite path a worker resolves: relative to this working folder when inside it, so machines may differ. */
function suitePathOf(dir: string): string {
  const rel = relative(process.cwd(), dir);
  return rel && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel) ? rel : dir;
}

function jobOf(o: RedisRunOptions, p: PlannedSample): SampleJob {
  return {
    schema: SAMPLE_JOB_SCHEMA,
    versions: toolVersions(),
    suite: { path: suitePathOf(o.suite.dir), name: o.suite.name, hash: o.suite.hash },
    task: p.loaded.task.id,
    system: { id: p.system.id, kind: p.system.kind, configHash: p.system.configHash, model: p.system.model },
    sample: p.sample,
    seed: p.seed,
    key: p.key,
    viewport: o.viewport,
    maxRepairs: o.maxRepairs,
    cache: o.cache,
  };
}

/** Writes a result's artefacts into the sample's folder of the run, replacing what a dead attempt left there. */
function writeArtefacts(outDir: string, p: PlannedSample, files: Record<string, string>): void {
  const dir = join(outDir, sampleFolder(p.loaded.task.id, p.system.id, p.sample));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, base64] of Object.entries(files)) {
    const file = join(dir, name);
    if (!file.startsWith(dir + sep)) throw new Error(`a worker sent an artefact outside its sample folder: ${name}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(base64, 'base64'));
  }
}

/** One run's queue as the producer sees it: what is planned, what is written, and how each job went. */
class RunQueue {
  readonly stats: QueueStats;
  readonly planned: Map<string, PlannedSample>;
  /** Job id → the completion written for it. */
  readonly written = new Map<string, string>();
  private readonly completions = new Set<string>();
  private readonly o: RedisRunOptions;
  private readonly queue: Queue;

  constructor(o: RedisRunOptions, queue: Queue) {
    this.o = o;
    this.queue = queue;
    this.planned = new Map(o.todo.map((p) => [p.key, p]));
    this.stats = { queue: queue.name, duplicates: 0, requeued: 0, stalled: 0, jobs: [] };
  }

  /** Enqueues samples, each under its key: a job id already in the queue is left as it is. */
  async add(ps: PlannedSample[]): Promise<void> {
    const opts = (key: string) => ({
      jobId: key,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.o.retryDelayMs },
      removeOnComplete: false,
      removeOnFail: false,
    });
    await this.queue.addBulk(ps.map((p) => ({ name: SAMPLE_JOB_NAME, data: jobOf(this.o, p), opts: opts(p.key) })));
  }

  /** Looks at one job and writes its result when it has one; throws when it failed in a way no retry can help. */
  async inspect(key: string): Promise<void> {
    const p = this.planned.get(key);
    if (!p) return;
    // The state first: a job read while active and then found completed would have no result in hand.
    const state = await this.queue.getJobState(key);
    if (state === 'unknown') {
      if (this.written.has(key)) return;
      this.stats.requeued++;
      await this.add([p]);
      return;
    }
    if (state !== 'completed' && (state !== 'failed' || this.written.has(key))) return;
    const job = await this.queue.getJob(key);
    if (!job) return;
    if (state === 'completed') this.completed(p, job);
    else this.failed(p, job);
  }

  private completed(p: PlannedSample, job: Job): void {
    const parsed = SampleJobResultSchema.safeParse(job.returnvalue);
    if (!parsed.success)
      throw new PlaysmithError(
        `job ${p.key} completed with a result this producer cannot read (${firstIssue(parsed.error)}); run the ` +
          'same Playsmith version on the producer and the workers',
        { code: 'bench-job-result', kind: 'infrastructure' },
      );
    const result = parsed.data;
    if (this.completions.has(result.completion)) return;
    this.completions.add(result.completion);
    if (this.written.has(p.key)) {
      this.stats.duplicates++;
      return;
    }
    writeArtefacts(this.o.outDir, p, result.files);
    const { record, cached, attempts, wallMs } = result;
    this.o.finish(p, record, { key: p.key, wallMs, cached, attempts });
    this.written.set(p.key, result.completion);
    this.stats.jobs.push({
      key: p.key,
      worker: result.worker,
      enqueuedAt: job.timestamp,
      startedAt: job.processedOn ?? job.timestamp,
      finishedAt: job.finishedOn ?? Date.now(),
      writtenAt: Date.now(),
      taskMs: wallMs,
    });
  }

  private failed(p: PlannedSample, job: Job): void {
    const reason = job.failedReason ?? 'no reason given';
    const where = `${p.loaded.task.id} ${p.system.id} #${p.sample}`;
    if (reason.startsWith(STOP_MARK))
      throw new BenchInputError(
        `a worker refused job ${where}: ${reason.slice(STOP_MARK.length)}; fix that and run again with --resume`,
      );
    // Our machinery gave up on it (its workers died with it too often): an error, never the system's failure.
    const timing = { key: p.key, wallMs: 0, cached: false, attempts: Math.max(1, job.attemptsMade) };
    this.o.finish(p, errorRecord(this.o.suite, p, 'worker-failed', reason), timing);
    this.written.set(p.key, 'failed');
  }
}

/** Runs the samples `todo` on the workers of a Redis queue; returns once each has its record written. */
export async function runOnRedis(o: RedisRunOptions): Promise<QueueStats> {
  const name = queueNameOf(o.asked, o.outDir);
  const client = await connectRedis(o.backend.url);
  const queue = new Queue(name, { connection: client });
  const events = new QueueEvents(name, { connection: redisOptions(o.backend.url) });
  // Connection errors during a Redis restart: ioredis reconnects by itself.
  queue.on('error', () => {});
  events.on('error', () => {});
  const run = new RunQueue(o, queue);
  const pending = new Set<string>();
  let wake = (): void => {};
  const notice = ({ jobId }: { jobId: string }) => {
    pending.add(jobId);
    wake();
  };
  events.on('completed', notice);
  events.on('failed', notice);
  events.on('stalled', () => run.stats.stalled++);
  try {
    await queue.waitUntilReady();
    await events.waitUntilReady();
    await client.sadd(QUEUES_KEY, name);
    // A resumed run tries again what a worker refused last time (after the worker was fixed).
    for (const job of await queue.getJobs(['failed']))
      if (job.id && run.planned.has(job.id) && job.failedReason?.startsWith(STOP_MARK)) await job.retry('failed');
    await run.add(o.todo);
    let lastSweep = 0;
    while (run.written.size < run.planned.size) {
      await new Promise<void>((r) => {
        wake = r;
        if (pending.size) r();
        setTimeout(r, SWEEP_MS);
      });
      const sweep = performance.now() - lastSweep >= SWEEP_MS;
      if (sweep) lastSweep = performance.now();
      const keys = sweep ? [...run.planned.keys()].filter((k) => !run.written.has(k)) : [];
      for (const key of new Set([...pending, ...keys])) {
        pending.delete(key);
        await run.inspect(key).catch((e: unknown) => {
          // Redis went away mid-look (a restart): the next sweep looks again once ioredis is back.
          if (e instanceof PlaysmithError) throw e;
        });
      }
    }
    await client.srem(QUEUES_KEY, name);
    // Every result is in the run folder: the queue's copy would only fill Redis.
    await queue.obliterate({ force: true });
    return run.stats;
  } finally {
    await events.close();
    await queue.close();
    client.disconnect();
  }
}
