// The producer of a redis-backed run: one BullMQ job per sample (the sample's key is its job id, so enqueueing twice is
// a no-op), progress from the queue's events, and each result written into the run folder as its job completes, once:
// a second completion of a job already written is ignored and counted. A periodic sweep over the jobs not yet written
// finds what events missed (a Redis restart, a producer started again with --resume) and re-adds a job Redis lost.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { toolVersions, type BenchRecord, type BenchTiming } from '../../shared/index.ts';
import { BenchInputError } from '../errors.ts';
import { sampleFolder, type RunFile } from '../run-folder.ts';
import { errorRecord, type PlannedSample } from '../sample.ts';
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

/** Tries of a job when a worker meets a retryable infrastructure error: the first and two more, as locally. */
export const JOB_ATTEMPTS = 3;
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

/** Runs the samples `todo` on the workers of a Redis queue; returns once each has its record written. */
export async function runOnRedis(o: RedisRunOptions): Promise<QueueStats> {
  const name = queueNameOf(o.asked, o.outDir);
  const client = await connectRedis(o.backend.url);
  const queue = new Queue(name, { connection: client });
  const events = new QueueEvents(name, { connection: redisOptions(o.backend.url) });
  queue.on('error', () => {});
  events.on('error', () => {});
  const stats: QueueStats = { queue: name, duplicates: 0, requeued: 0, jobs: [] };
  const planned = new Map(o.todo.map((p) => [p.key, p]));
  const written = new Map<string, string>();
  const completions = new Set<string>();
  const pending = new Set<string>();
  let wake = (): void => {};
  const notice = ({ jobId }: { jobId: string }) => {
    pending.add(jobId);
    wake();
  };
  events.on('completed', notice);
  events.on('failed', notice);
  const opts = (key: string) => ({
    jobId: key,
    attempts: JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: o.retryDelayMs },
    removeOnComplete: false,
    removeOnFail: false,
  });
  const add = (ps: PlannedSample[]) =>
    queue.addBulk(ps.map((p) => ({ name: SAMPLE_JOB_NAME, data: jobOf(o, p), opts: opts(p.key) })));

  /** Looks at one job and writes its result when it has one; throws when it failed in a way no retry can help. */
  const inspect = async (key: string): Promise<void> => {
    const p = planned.get(key);
    if (!p) return;
    const job = await queue.getJob(key);
    if (!job) {
      if (written.has(key)) return;
      stats.requeued++;
      await add([p]);
      return;
    }
    const state = await job.getState();
    if (state === 'completed') {
      const result = SampleJobResultSchema.parse(job.returnvalue);
      if (completions.has(result.completion)) return;
      completions.add(result.completion);
      if (written.has(key)) {
        stats.duplicates++;
        return;
      }
      writeArtefacts(o.outDir, p, result.files);
      const { record, cached, attempts, wallMs } = result;
      o.finish(p, record, { key, wallMs, cached, attempts });
      written.set(key, result.completion);
      stats.jobs.push({
        key,
        worker: result.worker,
        enqueuedAt: job.timestamp,
        startedAt: job.processedOn ?? job.timestamp,
        finishedAt: job.finishedOn ?? Date.now(),
        writtenAt: Date.now(),
        taskMs: wallMs,
      });
      return;
    }
    if (state !== 'failed' || written.has(key)) return;
    const reason = job.failedReason ?? 'no reason given';
    const where = `${p.loaded.task.id} ${p.system.id} #${p.sample}`;
    if (reason.startsWith(STOP_MARK))
      throw new BenchInputError(
        `a worker refused job ${where}: ${reason.slice(STOP_MARK.length)}; fix that and run again with --resume`,
      );
    // Our machinery gave up on it (a worker died with it too often): an error, never the system's failure.
    o.finish(p, errorRecord(o.suite, p, 'worker-failed', reason), {
      key,
      wallMs: 0,
      cached: false,
      attempts: Math.max(1, job.attemptsMade),
    });
    written.set(key, 'failed');
  };

  try {
    await queue.waitUntilReady();
    await events.waitUntilReady();
    await client.sadd(QUEUES_KEY, name);
    // A resumed run tries again what a worker refused last time (after the worker was fixed).
    for (const job of await queue.getJobs(['failed']))
      if (job.id && planned.has(job.id) && job.failedReason?.startsWith(STOP_MARK)) await job.retry('failed');
    await add(o.todo);
    let lastSweep = 0;
    while (written.size < planned.size) {
      await new Promise<void>((r) => {
        wake = r;
        if (pending.size) r();
        setTimeout(r, SWEEP_MS);
      });
      const sweep = performance.now() - lastSweep >= SWEEP_MS;
      if (sweep) lastSweep = performance.now();
      const keys = sweep ? [...planned.keys()].filter((k) => !written.has(k)) : [];
      for (const key of new Set([...pending, ...keys])) {
        pending.delete(key);
        await inspect(key);
      }
    }
    await client.srem(QUEUES_KEY, name);
    // Every result is in the run folder: the queue's copy would only fill Redis.
    await queue.obliterate({ force: true });
    return stats;
  } finally {
    await events.close();
    await queue.close();
    client.disconnect();
  }
}
