// Distributed bench benchmark: jobs per minute of a redis-backed run with 1 worker and with 2 workers (each --jobs 1)
// on a small suite (qa-tiny, a short exploration per sample), and the queue's overhead per job: enqueue to start,
// a worker's gap between finishing one job and starting the next, the worker's own time around the task, and finish
// to result written. Starts its own redis-server on loopback. Prints JSON; figures depend on the machine and its load.
//
//   node scripts/bench-distributed.ts [--samples 8] [--steps 6]
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadSuite, parseBackend, resolveSystems, runBench, type JobTimes } from '../src/bench/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { makeTempDir, PROJECT_ROOT, removeTempDir } from '../src/shared/index.ts';
import { startRedisServer } from '../test/support/redis-server.ts';

const { values } = parseArgs({
  options: { samples: { type: 'string', default: '8' }, steps: { type: 'string', default: '6' } },
});
const samples = Number(values.samples);
const work = makeTempDir('bench-distributed-');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
}

/** Per job: enqueue → start, the worker's idle gap before it (after its previous job), overheads, task time. */
function overheads(jobs: JobTimes[]) {
  const gaps: number[] = [];
  const byWorker = Map.groupBy(jobs, (j) => j.worker);
  for (const own of byWorker.values()) {
    const sorted = own.sort((a, b) => a.startedAt - b.startedAt);
    for (let i = 1; i < sorted.length; i++) gaps.push(sorted[i]!.startedAt - sorted[i - 1]!.finishedAt);
  }
  return {
    enqueueToStartMsMedian: median(jobs.map((j) => j.startedAt - j.enqueuedAt)),
    workerGapBetweenJobsMsMedian: median(gaps),
    workerAroundTaskMsMedian: median(jobs.map((j) => j.finishedAt - j.startedAt - j.taskMs)),
    finishToWrittenMsMedian: median(jobs.map((j) => j.writtenAt - j.finishedAt)),
    taskMsMedian: median(jobs.map((j) => j.taskMs)),
  };
}

async function measure(workers: number, url: string, suiteDir: string) {
  const args = ['bench', 'worker', '--backend', url, '--jobs', '1'];
  const children = Array.from({ length: workers }, () =>
    spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'playsmith.js'), ...args], {
      cwd: PROJECT_ROOT,
      detached: true,
      stdio: 'ignore',
    }),
  );
  const browser = new LazyBrowser();
  try {
    // Let the workers start (Node, TypeScript) before the clock runs: the figure is the queue's, not start-up's.
    await sleep(5_000);
    const started = performance.now();
    const run = await runBench({
      suite: loadSuite(suiteDir),
      systems: resolveSystems([], [], { reason: 'none' }),
      samples,
      seed: 1,
      jobs: 1,
      outDir: join(work, `run-${workers}`),
      resume: false,
      cache: false,
      cacheDir: join(work, 'cache'),
      browser,
      viewport: { width: 800, height: 600 },
      maxRepairs: 0,
      backend: parseBackend(url, 'bench-distributed'),
    });
    const wallS = (performance.now() - started) / 1000;
    return {
      workers,
      jobs: run.records.length,
      wallS: Math.round(wallS * 10) / 10,
      jobsPerMinute: Math.round((run.records.length / wallS) * 60 * 10) / 10,
      ...overheads(run.queue?.jobs ?? []),
    };
  } finally {
    await browser.close();
    for (const child of children) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

const redis = await startRedisServer();
try {
  const suiteDir = join(work, 'suite');
  cpSync(join(PROJECT_ROOT, 'test', 'fixtures', 'bench', 'qa-tiny'), suiteDir, { recursive: true });
  const suite = JSON.parse(readFileSync(join(suiteDir, 'suite.json'), 'utf8'));
  suite.tasks[0].steps = Number(values.steps);
  writeFileSync(join(suiteDir, 'suite.json'), JSON.stringify(suite));
  const loadBefore = loadavg();
  const one = await measure(1, redis.url, suiteDir);
  const two = await measure(2, redis.url, suiteDir);
  const figures = {
    suite: 'qa-tiny',
    steps: Number(values.steps),
    samples,
    loadBefore,
    loadAfter: loadavg(),
    one,
    two,
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await redis.stop();
  removeTempDir(work);
}
