// The edit kind's test runner, run as a child Node process: it reads its jobs (a game folder, a hidden test module, a
// result file and the run's nonce) from stdin, opens each game through the harness (loopback only, virtual time),
// hands it to the test's default export, and writes {nonce, passed, reason} to the job's result file. Only trusted
// suite code runs here; the game's own code runs in the browser.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { HarnessBrowser } from '../../harness/index.ts';
import type { EditVerdictFile } from '../../shared/index.ts';
import { type EditTest, type EditTestGame, type TestJobs, TestJobsSchema } from './test-jobs.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function loadTest(file: string): Promise<EditTest> {
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof module.default !== 'function')
    throw new Error(`${file}: a hidden test module must export default an async function (game) => void`);
  return module.default as EditTest;
}

/** Game time a test waits at most for the contract's state() to answer before it starts anyway (3 s). */
const READY_STEPS = 30;

/** Steps the game until its contract's state() answers (it may load its config first), so each test starts alike. */
async function untilReady(session: EditTestGame): Promise<void> {
  for (let i = 0; i < READY_STEPS && (await session.state()) === undefined; i++) await session.runFor(100);
}

async function runJob(browser: HarnessBrowser, given: TestJobs, job: TestJobs['jobs'][number]): Promise<void> {
  const started = performance.now();
  let verdict: Pick<EditVerdictFile, 'passed' | 'reason'>;
  const test = await loadTest(job.test);
  const options = { seed: given.seed, viewport: given.viewport, wallClockLimitMs: given.stepLimitMs };
  try {
    // A game that cannot be opened, hangs or crashes fails its test; a browser that died is our failure (exit 1).
    const session = await browser.openGame(job.game, options);
    try {
      await untilReady(session);
      await test(session);
      verdict = { passed: true };
    } finally {
      await session.close();
    }
  } catch (e) {
    if (!browser.connected) throw e;
    verdict = { passed: false, reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) };
  }
  const wallMs = Math.round(performance.now() - started);
  writeFileSync(job.resultFile, JSON.stringify({ nonce: job.nonce, ...verdict, wallMs } satisfies EditVerdictFile));
}

const given = TestJobsSchema.parse(JSON.parse(await readStdin()));
const browser = await HarnessBrowser.launch({ browserPath: given.browserPath ?? undefined });
try {
  for (const job of given.jobs) await runJob(browser, given, job);
} finally {
  await browser.close();
}
