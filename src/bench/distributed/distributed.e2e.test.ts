// The redis backend against a real redis-server and real `bench worker` processes, on 12 samples of the qa-tiny task
// (a short exploration each): with one worker SIGKILLed mid-job, and with Redis killed and restarted mid-run, the run
// completes with each sample's record written exactly once, equal to the local backend's records for the same run.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { LazyBrowser } from '../../harness/index.ts';
import { PROJECT_ROOT, type BenchRecord } from '../../shared/index.ts';
import { startRedisServer } from '../../../test/support/redis-server.ts';
import {
  loadSuite,
  parseBackend,
  resolveSystems,
  RESULTS_FILE,
  runBench,
  TIMINGS_FILE,
  type BenchProgress,
  type RunBenchOptions,
} from '../index.ts';

const SAMPLES = 12;
const work = mkdtempSync(join(tmpdir(), 'bench-redis-'));
const browser = new LazyBrowser();
let local: BenchRecord[] = [];

/** qa-tiny with a short exploration per sample, so 12 samples stay cheap. */
function suiteDir(): string {
  const dir = join(work, 'suite');
  cpSync(join(PROJECT_ROOT, 'test', 'fixtures', 'bench', 'qa-tiny'), dir, { recursive: true });
  const suite = JSON.parse(readFileSync(join(dir, 'suite.json'), 'utf8'));
  suite.tasks[0].steps = 6;
  writeFileSync(join(dir, 'suite.json'), JSON.stringify(suite));
  return dir;
}

function options(out: string, extra: Partial<RunBenchOptions> = {}): RunBenchOptions {
  return {
    suite: loadSuite(join(work, 'suite')),
    systems: resolveSystems([], [], { reason: 'none' }),
    samples: SAMPLES,
    seed: 1,
    jobs: 2,
    outDir: join(work, out),
    resume: false,
    cache: false,
    cacheDir: join(work, 'cache'),
    browser,
    viewport: { width: 800, height: 600 },
    maxRepairs: 0,
    retryDelayMs: 200,
    ...extra,
  };
}

/** What a record is, without where this run put it (identical anyway) — scores, hashes, versions, key. */
function sameRecords(got: BenchRecord[], want: BenchRecord[]): void {
  assert.equal(got.length, want.length);
  assert.deepEqual(got, want);
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

/** A `bench worker` process in its own process group (so a SIGKILL takes its whole tree), with its output kept. */
function startWorker(url: string): { child: ChildProcess; output: () => string } {
  const args = ['bench', 'worker', '--backend', url, '--jobs', '1', '--lock-ms', '8000', '--stalled-ms', '2000'];
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'playsmith.js'), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PLAYSMITH_CACHE_DIR: join(work, 'cache') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d) => {
    text += d;
  });
  child.stderr?.on('data', (d) => {
    text += d;
  });
  return { child, output: () => text };
}

/** Asks a worker to stop (SIGTERM), as an operator would; kills it when it has not within 20 s. */
async function stopWorker(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Its group is gone already.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  signal('SIGTERM');
  await Promise.race([exited, sleep(20_000, undefined, { ref: false })]); // unref: the file must not wait it out
  if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
}

async function until(what: string, ok: () => boolean, timeoutMs = 180_000): Promise<void> {
  for (let waited = 0; !ok(); waited += 100) {
    assert.ok(waited < timeoutMs, `waited ${timeoutMs / 1000} s for ${what}`);
    await sleep(100);
  }
}

before(async () => {
  suiteDir();
  local = (await runBench(options('local'))).records;
  assert.equal(local.length, SAMPLES);
  assert.ok(local.every((r) => r.status === 'scored'));
});

after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

test('two workers, one SIGKILLed mid-job: every sample written once, as the local backend writes it', {
  timeout: 600_000,
}, async () => {
  const redis = await startRedisServer();
  const first = startWorker(redis.url);
  const second = startWorker(redis.url);
  try {
    let killed = false;
    // The first worker has finished a job, and finishing took the next (BullMQ moves one job out and the next in at
    // once): kill it the moment it says so, inside that next job. A kill a second later could miss it: a job of
    // this suite takes a few hundred ms, and the whole run about two seconds.
    first.child.stdout?.on('data', () => {
      if (killed || !/^done /m.test(first.output())) return;
      killed = true;
      process.kill(-first.child.pid!, 'SIGKILL');
    });
    const backend = parseBackend(redis.url, 'test');
    const run = await runBench(options('redis', { backend }));
    assert.ok(killed, 'the first worker was killed mid-run');
    sameRecords(run.records, local);
    assert.ok(run.queue, 'the run reports its queue');
    assert.ok(run.queue.stalled >= 1, `the killed worker's job was found stalled (${JSON.stringify(run.queue)})`);
    assert.equal(run.queue.duplicates, 0);
    assert.equal(new Set(run.queue.jobs.map((j) => j.key)).size, SAMPLES, 'each job written once');
    const results = lines(join(run.outDir, RESULTS_FILE));
    assert.equal(
      readFileSync(join(run.outDir, RESULTS_FILE), 'utf8'),
      readFileSync(join(work, 'local', RESULTS_FILE), 'utf8'),
    );
    assert.equal(results.length, SAMPLES);
    assert.equal(lines(join(run.outDir, TIMINGS_FILE)).length, SAMPLES, 'one timing per sample: none written twice');
    assert.match(second.output(), /^done /m, 'the surviving worker ran jobs');
  } finally {
    await Promise.all([stopWorker(first.child), stopWorker(second.child)]);
    await redis.stop();
  }
});

test('redis-server killed and restarted mid-run (appendonly): the workers and the producer reconnect and finish', {
  timeout: 600_000,
}, async () => {
  const redis = await startRedisServer();
  const worker = startWorker(redis.url);
  try {
    let restarted: Promise<void> | undefined;
    const onProgress = (p: BenchProgress) => {
      if (restarted || p.done < 2) return;
      restarted = (async () => {
        await redis.kill();
        await sleep(1_500);
        await redis.restart();
      })();
    };
    const backend = parseBackend(redis.url, 'test');
    const run = await runBench(options('restart', { backend, onProgress }));
    assert.ok(restarted, 'Redis was restarted mid-run');
    await restarted;
    sameRecords(run.records, local);
    assert.equal(lines(join(run.outDir, TIMINGS_FILE)).length, SAMPLES, 'one timing per sample: none written twice');
    await until('the worker to leave the finished run', () => /^left /m.test(worker.output()), 30_000);
  } finally {
    await stopWorker(worker.child);
    await redis.stop();
  }
});

test('a worker whose suite files differ refuses the job, and the producer stops saying what to fix', {
  timeout: 300_000,
}, async () => {
  const redis = await startRedisServer();
  const suite = join(work, 'other-suite');
  cpSync(join(work, 'suite'), suite, { recursive: true });
  const asked = loadSuite(suite);
  // The worker's copy changes after the producer loaded its own: another hash.
  const file = join(suite, 'suite.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"steps":6', '"steps":7'));
  const worker = startWorker(redis.url);
  try {
    const backend = parseBackend(redis.url, 'test');
    await assert.rejects(
      runBench(options('refused', { suite: asked, samples: 1, backend })),
      new RegExp(
        "a worker refused job vault playsmith-offline #0: suite .* has hash \\w+, the job's has \\w+; " +
          'give the worker the same suite files; fix that and run again with --resume',
      ),
    );
    await until('the worker to say it refused the job', () => /^FAILED /m.test(worker.output()), 30_000);
  } finally {
    await stopWorker(worker.child);
    await redis.stop();
  }
});
