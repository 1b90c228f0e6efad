// The play test of a game make has built and checked: its golden path played once, by the tester with every oracle
// watching. The one run gives Pass (the path's own verdict, worded as the golden-path runner words it, with the
// evidence make keeps: game time, contract events, final state, page errors, the last frame) and the Play verdict
// PlayCoder counts: Exec and Pass, the win reached, and no logic violation on the way.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HarnessError, type GameBrowser, type GameSession } from '../harness/index.ts';
import type { PlayFinding, PlayVerdict, PlayVerdicts } from '../shared/index.ts';
import {
  eventCounts,
  notPlayed,
  pageErrors,
  playFolderGoldenPath,
  withPageErrors,
  type FolderGoldenPathRun,
} from './golden-path-folder.ts';
import { judgeGoldenEnd, readGoldenPath, type GoldenPath } from './golden-path.ts';
import { goldenPolicy, type GoldenPolicy } from './policies/golden.ts';
import { runTester, TESTER_SESSION, type TesterRun } from './tester.ts';
import { playHolds } from './verdict.ts';

/** A screenshot every this many golden-path steps, for the report's strip (findings take their own). */
const SCREENSHOT_EVERY = 5;

export interface PlayTestOptions {
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** The game folder: its golden-path.json, and its sources when it has no bundle yet. */
  gameDir: string;
  /** The game's bundle, already built (make's check built it); undefined when check could not build it. */
  built: string | undefined;
  /** Exec (L3a), as make's check measured it. */
  exec: PlayVerdict;
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
  /** The play test counts (it does not when Exec or Pass fails: Play cannot hold then). */
  played: boolean;
}

export interface GoldenPlayTest {
  /** The golden path's run, as playFolderGoldenPath gives it (the trace hash is the tester session's). */
  golden: FolderGoldenPathRun;
  test: PlayTestRun;
}

/** Pass: the golden path ran every step, met its expectations and won. */
function passOf(golden: FolderGoldenPathRun): PlayVerdict {
  return golden.passed && golden.won
    ? { holds: true, reason: `the golden path won in ${(golden.gameTimeMs / 1000).toFixed(1)} s` }
    : { holds: false, reason: golden.failure ?? 'the golden path did not win' };
}

function unplayed(measured: { exec: PlayVerdict; pass: PlayVerdict }): PlayTestRun {
  const play = playHolds(measured, undefined, [], []);
  return {
    verdict: { ...measured, play, unmeasured: [] },
    findings: [],
    steps: 0,
    gameMs: 0,
    ended: `not played: ${play.reason}`,
    traceHash: null,
    played: false,
  };
}

/**
 * Opens the bundle for the tester. It loaded for check's L3a a moment ago, so a page that will not load now is first
 * taken for a browser that failed under it (seen on a loaded machine: "Target page, context or browser has been
 * closed") and opened once more; a second failure is the game's, returned as the reason.
 */
async function openForTester(options: PlayTestOptions, built: string, seed: number): Promise<GameSession | string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await options.browser.openGame(built, { ...TESTER_SESSION, seed, viewport: options.viewport });
    } catch (error) {
      if (!(error instanceof HarnessError) || ['browser-not-found', 'browser-launch-failed'].includes(error.code))
        throw error;
      if (attempt >= 2) return `the game could not be played (twice): ${error.message}`;
    }
  }
}

/** The golden path's run read off the tester's: judged by the runner's rules on the state the path ended in. */
async function goldenRunOf(
  session: GameSession,
  path: GoldenPath,
  policy: GoldenPolicy,
  run: TesterRun,
): Promise<FolderGoldenPathRun> {
  const errors = pageErrors(session);
  // A page that crashed or left ended the loop: the path failed there, and the page can no longer be read.
  const stopped = /^the game stopped the run/.test(run.ended);
  const finalState = stopped ? undefined : await session.state();
  const end = judgeGoldenEnd(path, finalState, policy.stepFailure() ?? (stopped ? run.ended : undefined));
  const endScreenshot = stopped ? null : await session.screenshot();
  return {
    passed: end.passed,
    won: end.won,
    failure: withPageErrors(end.failure, errors),
    gameTimeMs: run.gameMs,
    traceHash: session.traceHash(),
    events: eventCounts(session.trace.jsonl()),
    endScreenshot,
    finalState,
    errors,
  };
}

/**
 * Plays the game's golden path once under the tester with the oracles, and returns the path's run (Pass) and the play
 * test (Exec, Pass and Play with the findings). A game with no valid path, or no bundle from check, is left to the
 * folder runner (which says why it cannot play, or builds and plays the path alone) and gets no play test.
 */
export async function playTestGame(options: PlayTestOptions): Promise<GoldenPlayTest> {
  const { built, exec } = options;
  const parsed = readGoldenPath(join(options.gameDir, 'golden-path.json'));
  if (!parsed.ok || !built) {
    const golden = await playFolderGoldenPath(options.gameDir, {
      browser: options.browser,
      viewport: options.viewport,
      built,
    });
    return { golden, test: unplayed({ exec, pass: passOf(golden) }) };
  }
  const path = parsed.path;
  mkdirSync(options.outDir, { recursive: true });
  const session = await openForTester(options, built, path.seed);
  if (typeof session === 'string') {
    rmSync(options.outDir, { recursive: true, force: true });
    const golden = notPlayed(session);
    return { golden, test: unplayed({ exec, pass: passOf(golden) }) };
  }
  try {
    const policy = goldenPolicy(path);
    const run = await runTester(session, policy, {
      steps: path.steps.length + 1,
      // The path bounds itself, as it does for the runner: every step has its own length or timeout.
      gameMs: Number.POSITIVE_INFINITY,
      outDir: options.outDir,
      screenshotEvery: SCREENSHOT_EVERY,
      checkedActions: [],
    });
    // The play test's hash is the trace as the tester left it; the path's also holds the last frame taken for it.
    const traceHash = session.traceHash();
    const golden = await goldenRunOf(session, path, policy, run);
    const measured = { exec, pass: passOf(golden) };
    if (measured.exec.holds === false || measured.pass.holds === false) {
      // Play needs Exec and Pass: this run is then no play test, and its trajectory is not kept.
      rmSync(options.outDir, { recursive: true, force: true });
      return { golden, test: unplayed(measured) };
    }
    const unmeasured: string[] = [];
    const play = playHolds(measured, run, run.findings, unmeasured);
    return {
      golden,
      test: {
        verdict: { ...measured, play, unmeasured },
        findings: run.findings,
        steps: run.steps,
        gameMs: run.gameMs,
        ended: run.ended,
        traceHash,
        played: true,
      },
    };
  } finally {
    await session.close();
  }
}
