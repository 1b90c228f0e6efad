// The whole test suite: make sure a browser is there (installing Debian's headless Chromium as root when it is not),
// then run lint and format (Biome), the strict type-check, the unit tests and every end-to-end test in one pool of
// processes, one per core (at least two: most of an end-to-end file's time is a browser or a build waiting on the other
// core).
// The end-to-end files start longest first (test/support/e2e-costs.json, then what this machine measured last time),
// so the run does not end on one long file with a core idle; the unit files run in a few processes without isolation.
// Each job's report is printed whole when it ends, and a table of every job closes the run.
// With --fast, only the unit tests: every *.test.ts but the *.e2e.test.ts files, with no lint, no type-check and
// no browser, and a guard (test/support/fast-tier.ts) that fails any of them that starts a process.
// Files named on the command line run alone (`npm test -- test/check.e2e.test.ts`), without lint and type-check.
import { spawn } from 'node:child_process';
import { globSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBrowser, HarnessError } from '../src/harness/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import {
  dealBySize,
  type FileCosts,
  longestFirst,
  readFileCosts,
  tapCounts,
  type TestCounts,
} from '../test/support/schedule.ts';

const COSTS_FILE = join(PROJECT_ROOT, 'test', 'support', 'e2e-costs.json');
const TSC_7 = join(PROJECT_ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');
/** What this machine measured on its last whole run; never committed (.playsmith/ is git-ignored). */
const LOCAL_COSTS_FILE = join(PROJECT_ROOT, '.playsmith', 'test-times.json');

interface Job {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A file the job's TAP report goes to, for its counts. */
  tap?: string;
  /** The end-to-end file it runs, for the measured times. */
  file?: string;
}

interface Finished {
  job: Job;
  code: number;
  seconds: number;
  counts: TestCounts | undefined;
}

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const named = args.filter((a) => a !== '--fast');
const cores = availableParallelism();

const unitFiles = (): string[] =>
  globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: PROJECT_ROOT })
    .filter((file) => !file.endsWith('.e2e.test.ts') && !file.includes('/fixtures/'))
    .sort();
const e2eFiles = (): string[] =>
  globSync(['src/**/*.e2e.test.ts', 'test/**/*.e2e.test.ts'], { cwd: PROJECT_ROOT })
    .filter((file) => !file.includes('/fixtures/'))
    .sort();

const reports = join(tmpdir(), `playsmith-test-${process.pid}`);
mkdirSync(reports, { recursive: true });
process.once('exit', () => rmSync(reports, { recursive: true, force: true }));
let tapCount = 0;
const tapFile = (): string => join(reports, `${++tapCount}.tap`);

/**
 * The unit files in one process per group, each running its share without process isolation: most of a unit file's
 * time was loading the same module graph (zod, TypeScript, the families) in a process of its own. Files are dealt
 * largest first to the lightest group, so the heavy family tests land in different processes.
 */
function unitJobs(files: string[], groups: number): Job[] {
  const sized = files.map((file) => ({ file, size: statSync(resolve(PROJECT_ROOT, file)).size }));
  return dealBySize(sized, groups).map((share, i, all) => {
    const tap = tapFile();
    return {
      name: `unit tests ${i + 1}/${all.length} (${share.length} files)`,
      command: process.execPath,
      tap,
      args: [
        '--import',
        './test/support/fast-tier.ts',
        '--test',
        '--test-isolation=none',
        '--test-reporter=dot',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        ...share,
      ],
      env: { PLAYSMITH_FAST_TIER: '1' },
    };
  });
}

function fileJob(file: string): Job {
  const tap = tapFile();
  return {
    name: file,
    file,
    tap,
    command: process.execPath,
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      file,
    ],
  };
}

function toolJob(name: string, command: string, jobArgs: string[]): Job {
  return { name, command, args: jobArgs };
}

/** Runs `jobs` at most `slots` at a time, in order, printing each one's output whole when it ends. */
async function runPool(jobs: Job[], slots: number): Promise<Finished[]> {
  const finished: Finished[] = [];
  let next = 0;
  const runOne = (job: Job): Promise<Finished> =>
    new Promise((done) => {
      const started = performance.now();
      const child = spawn(job.command, job.args, { cwd: PROJECT_ROOT, env: { ...process.env, ...job.env } });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (d: Buffer) => chunks.push(d));
      child.stderr.on('data', (d: Buffer) => chunks.push(d));
      child.on('error', (error) => chunks.push(Buffer.from(`could not start ${job.command}: ${error.message}\n`)));
      child.on('close', (code, signal) => {
        const seconds = (performance.now() - started) / 1000;
        let tap = '';
        try {
          tap = job.tap ? readFileSync(job.tap, 'utf8') : '';
        } catch {}
        const out = Buffer.concat(chunks).toString('utf8');
        const result = { job, code: code ?? (signal ? 1 : 0), seconds, counts: tapCounts(tap) };
        const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${code ?? signal})`;
        process.stdout.write(
          `\n── ${job.name}: ${verdict}, ${seconds.toFixed(1)} s\n${out.endsWith('\n') ? out : `${out}\n`}`,
        );
        done(result);
      });
    });
  const worker = async (): Promise<void> => {
    while (next < jobs.length) finished.push(await runOne(jobs[next++]!));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, jobs.length)) }, worker));
  return finished;
}

/** The closing table: every job with its verdict, counts and time; failures last, so they are what one reads. */
function summary(finished: Finished[], wallSeconds: number): string {
  const total = { tests: 0, pass: 0, fail: 0, skipped: 0, cancelled: 0 };
  const lines = [...finished]
    .sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0) || b.seconds - a.seconds)
    .map(({ job, code, seconds, counts }) => {
      if (counts) for (const key of Object.keys(total) as (keyof TestCounts)[]) total[key] += counts[key];
      const tally = counts
        ? `${counts.pass}/${counts.tests} passed${counts.fail ? `, ${counts.fail} failed` : ''}`
        : '';
      const verdict = code === 0 ? 'ok    ' : 'FAILED';
      return `  ${verdict} ${seconds.toFixed(1).padStart(7)} s  ${job.name}${tally ? `  (${tally})` : ''}`;
    });
  const failed = finished.filter((f) => f.code !== 0).length;
  return (
    `\nplaysmith test: ${finished.length} jobs in ${(wallSeconds / 60).toFixed(1)} min wall on ${cores} cores\n` +
    `${lines.join('\n')}\n` +
    `playsmith test: ${total.tests} tests, ${total.pass} passed, ${total.fail} failed, ${total.skipped} skipped, ` +
    `${total.cancelled} cancelled; ${failed ? `${failed} job(s) FAILED` : 'every job passed'}\n`
  );
}

/** Keeps this machine's end-to-end file times, for the order of its next run. */
function recordTimes(finished: Finished[], before: FileCosts): void {
  const times = { ...before };
  for (const f of finished) if (f.job.file && f.code === 0) times[f.job.file] = Math.round(f.seconds);
  try {
    mkdirSync(join(PROJECT_ROOT, '.playsmith'), { recursive: true });
    writeFileSync(LOCAL_COSTS_FILE, `${JSON.stringify(times, null, 2)}\n`);
  } catch {}
}

const started = performance.now();
if (fast) {
  const finished = await runPool(unitJobs(named.length ? named : unitFiles(), cores), cores);
  process.stdout.write(summary(finished, (performance.now() - started) / 1000));
  process.exit(finished.find((f) => f.code !== 0) ? 1 : 0);
}

try {
  ensureBrowser({ onProgress: (line) => process.stderr.write(`playsmith test: ${line}\n`) });
} catch (e) {
  if (!(e instanceof HarnessError)) throw e;
  process.stderr.write(`playsmith test: ${e.message}\n`);
  process.exit(1);
}

const localTimes = readFileCosts(LOCAL_COSTS_FILE);
let jobs: Job[];
if (named.length) jobs = named.map((file) => (file.endsWith('.e2e.test.ts') ? fileJob(file) : unitJobs([file], 1)[0]!));
else {
  const e2e = longestFirst(e2eFiles(), localTimes, readFileCosts(COSTS_FILE)).map(fileJob);
  // Lint, types and the unit groups are short: they go after the first two long files, so that those start at once
  // and the short jobs fill the time the long ones leave.
  jobs = [
    ...e2e.slice(0, 2),
    toolJob('lint and format (biome ci)', 'biome', ['ci', '--colors=off', '--error-on-warnings']),
    // TypeScript 7's native tsc (the typescript-7 alias; the toolkit runs TypeScript 6's compiler API, which 7 does not
    // have) checks the same code in about 5 CPU-s, one thread, against 21 for TypeScript 6's.
    toolJob('type-check (TypeScript 7 tsc --noEmit, strict)', TSC_7, [
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--singleThreaded',
    ]),
    ...unitJobs(unitFiles(), 2),
    ...e2e.slice(2),
  ];
}
const finished = await runPool(jobs, Math.max(2, cores));
process.stdout.write(summary(finished, (performance.now() - started) / 1000));
if (!named.length) recordTimes(finished, localTimes);
const lint = finished.find((f) => f.job.name.startsWith('lint') && f.code !== 0);
if (lint)
  process.stdout.write('playsmith test: lint or format failed (npx biome check --write fixes the formatting)\n');
process.exit(finished.some((f) => f.code !== 0) ? 1 : 0);
