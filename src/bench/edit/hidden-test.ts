// Runs hidden tests against game folders and reads their verdicts: one child Node process (test-runner.ts, its own
// browser) for a batch, each run with a fresh random nonce and a result file in a temp folder outside every game
// folder. A verdict counts only when its file holds that run's nonce; nothing the game or the test prints is read.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EditVerdictFileSchema } from '../../shared/index.ts';
import { BenchInfraError } from '../errors.ts';
import type { TestJobs } from './test-jobs.ts';

const RUNNER = join(import.meta.dirname, 'test-runner.ts');
/** The browser's launch and the module imports, on top of the jobs' own limits. */
const LAUNCH_ALLOWANCE_MS = 60_000;

export interface HiddenTestRun {
  /** The game folder the test opens (the agent's workspace game, or a copy of the start or solution). */
  game: string;
  /** The hidden test module (absolute path). */
  test: string;
}

export interface HiddenTestVerdict {
  passed: boolean;
  reason: string;
  wallMs: number | null;
}

export interface HiddenTestOptions {
  seed: number;
  viewport: { width: number; height: number };
  /** Wall-clock limit of one test (default 90 s); the runner is killed past the sum of its tests' limits. */
  testLimitMs?: number | undefined;
  /** The Chromium the caller runs games in, so the runner's browser is the same one. */
  browserPath?: string | undefined;
}

/** The verdict in `file`, believed only with this run's nonce. */
export function readVerdict(file: string, nonce: string): HiddenTestVerdict {
  if (!existsSync(file))
    return { passed: false, reason: 'the test wrote no verdict (it hung or crashed)', wallMs: null };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: false, reason: 'the verdict file is not JSON', wallMs: null };
  }
  const parsed = EditVerdictFileSchema.safeParse(raw);
  if (!parsed.success) return { passed: false, reason: 'the verdict file is not {nonce, passed}', wallMs: null };
  if (parsed.data.nonce !== nonce)
    return { passed: false, reason: "the verdict file does not hold this run's nonce", wallMs: null };
  const reason = parsed.data.passed ? 'the hidden test passed' : `the hidden test failed: ${parsed.data.reason ?? '?'}`;
  return { passed: parsed.data.passed, reason, wallMs: parsed.data.wallMs ?? null };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the runner and its browser are already gone.
  }
}

/** Runs the child with `jobs` on stdin; resolves with its exit code and the tail of what it wrote to stderr. */
function runRunner(jobs: TestJobs, cwd: string, limitMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [RUNNER], { cwd, detached: true, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const timer = setTimeout(() => killGroup(child.pid), limitMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      killGroup(child.pid);
      resolvePromise({ code, stderr });
    });
    child.stdin.end(JSON.stringify(jobs));
  });
}

/** Runs every hidden test on its game in one runner; verdicts in the order of `runs`. */
export async function runHiddenTests(runs: HiddenTestRun[], options: HiddenTestOptions): Promise<HiddenTestVerdict[]> {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-edit-verdict-'));
  try {
    const testLimitMs = options.testLimitMs ?? 90_000;
    const jobs: TestJobs = {
      seed: options.seed,
      viewport: options.viewport,
      stepLimitMs: testLimitMs,
      browserPath: options.browserPath ?? null,
      jobs: runs.map((run, i) => ({
        game: resolve(run.game),
        test: resolve(run.test),
        resultFile: join(dir, `verdict-${i}.json`),
        nonce: randomBytes(16).toString('hex'),
      })),
    };
    const ran = await runRunner(jobs, dir, LAUNCH_ALLOWANCE_MS + testLimitMs * runs.length);
    const verdicts = jobs.jobs.map((job) => readVerdict(job.resultFile, job.nonce));
    // No verdict at all and a runner that failed: our machinery (no browser, a broken runner), not the game.
    if (ran.code !== 0 && verdicts.every((v) => v.wallMs === null))
      throw new BenchInfraError(
        'edit-test-runner',
        `the edit test runner exited with ${ran.code ?? 'a signal'} before any verdict: ` +
          `${ran.stderr.trim().split('\n').slice(-3).join(' | ') || 'no output'}`,
      );
    return verdicts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
