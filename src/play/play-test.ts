// The play test of a game make has built and verified: its golden path played again by the tester, with every oracle
// watching, to the per-game verdicts PlayCoder counts. Exec and Pass come from make's own check and golden path; Play
// is Exec and Pass, the win reached, and no logic violation on the way.
import { mkdirSync } from 'node:fs';
import { HarnessError, type GameBrowser } from '../harness/index.ts';
import type { PlayFinding, PlayVerdict, PlayVerdicts } from '../shared/index.ts';
import type { GoldenPath } from './golden-path.ts';
import { goldenPolicy } from './policies/golden.ts';
import { runTester, TESTER_SESSION } from './tester.ts';
import { playHolds } from './verdict.ts';

/** A screenshot every this many golden-path steps, for the report's strip (findings take their own). */
const SCREENSHOT_EVERY = 5;
/**
 * Game time the tester may use beyond the path's own run. It replays the path step for step with no settle, so a run
 * like make's takes none of it; a run that differs is then judged by its verdicts, not cut short by the budget.
 */
const BUDGET_HEADROOM_MS = 30_000;

export interface PlayTestOptions {
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** The game's bundle, already built (make's check built it); undefined when it did not build. */
  built: string | undefined;
  /** The game's golden path; undefined when it has no valid one. */
  golden: GoldenPath | undefined;
  /** Game time the golden path took when make played it. */
  goldenGameMs: number;
  /** Exec (L3a) and Pass (the golden path won), as make measured them. */
  exec: PlayVerdict;
  pass: PlayVerdict;
  /** Where trajectory.jsonl and the step screenshots go. */
  outDir: string;
}

export interface PlayTestRun {
  verdict: PlayVerdicts;
  findings: PlayFinding[];
  steps: number;
  gameMs: number;
  ended: string;
  traceHash: string | null;
  /** The tester played (it does not when Exec or Pass already fails: Play cannot hold then). */
  played: boolean;
}

/** Plays the golden path under the tester with the oracles, and returns Exec, Pass and Play with the findings. */
export async function playTestGame(options: PlayTestOptions): Promise<PlayTestRun> {
  const { golden, built } = options;
  const measured = { exec: options.exec, pass: options.pass };
  const unplayed = (play: PlayVerdict, ended: string): PlayTestRun => ({
    verdict: { ...measured, play, unmeasured: [] },
    findings: [],
    steps: 0,
    gameMs: 0,
    ended,
    traceHash: null,
    played: false,
  });
  if (!golden || !built || measured.exec.holds === false || measured.pass.holds === false) {
    const play = playHolds(measured, undefined, [], []);
    return unplayed(play, `not played: ${play.reason}`);
  }
  mkdirSync(options.outDir, { recursive: true });
  let session: Awaited<ReturnType<GameBrowser['openGame']>> | undefined;
  // The same bundle just loaded for L3a and the golden path, so a page that will not load now is first taken for a
  // browser that failed under it (seen on a loaded machine: "Target page, context or browser has been closed") and
  // opened once more; only a second failure is the game's.
  for (let attempt = 1; !session; attempt++) {
    try {
      session = await options.browser.openGame(built, {
        ...TESTER_SESSION,
        seed: golden.seed,
        viewport: options.viewport,
      });
    } catch (error) {
      if (!(error instanceof HarnessError) || ['browser-not-found', 'browser-launch-failed'].includes(error.code))
        throw error;
      if (attempt < 2) continue;
      const ended = `the game could not be played (twice): ${error.message}`;
      return unplayed({ holds: false, reason: ended }, ended);
    }
  }
  try {
    const run = await runTester(session, goldenPolicy(golden), {
      steps: golden.steps.length + 1,
      gameMs: options.goldenGameMs + BUDGET_HEADROOM_MS,
      outDir: options.outDir,
      screenshotEvery: SCREENSHOT_EVERY,
      checkedActions: [],
    });
    const unmeasured: string[] = [];
    const play = playHolds(measured, run, run.findings, unmeasured);
    return {
      verdict: { ...measured, play, unmeasured },
      findings: run.findings,
      steps: run.steps,
      gameMs: run.gameMs,
      ended: run.ended,
      traceHash: session.traceHash(),
      played: true,
    };
  } finally {
    await session.close();
  }
}
