// A game folder's golden path end to end: build the folder, open the build in the caller's browser with the path's
// seed, play golden-path.json, and keep the evidence (trace, contract events, last frame, page errors). A game that
// does not build, or whose golden path is invalid, is a failed run, not an error.
import { join } from 'node:path';
import { buildGame } from '../check/index.ts';
import type { GameBrowser, GameSession, SessionProfile } from '../harness/index.ts';
import { makeTempDir, removeTempDir } from '../shared/index.ts';
import { readGoldenPath, runGoldenPath } from './golden-path.ts';
import { TESTER_SESSION } from './tester.ts';

export interface FolderGoldenPathRun {
  passed: boolean;
  won: boolean;
  failure: string | null;
  gameTimeMs: number;
  traceHash: string;
  /** Contract event types and how often each was emitted, sorted by type. */
  events: Record<string, number>;
  /** The last frame as PNG; null when the game never opened. */
  endScreenshot: Buffer | null;
  finalState: Record<string, unknown> | undefined;
  /** What the page threw, each with its game time. */
  errors: string[];
  /** Where the session's wall time went, when asked for (wall time: never in a result that is stored). */
  profile?: SessionProfile | undefined;
}

export interface FolderGoldenPathOptions {
  /** Where the game is opened; its owner closes it. */
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** A bundle of `gameDir` already built (by check, on the same files); without it the folder is built here. */
  built?: string | undefined;
  /** Keep the session's wall-time profile in the run (for benchmarks). */
  profile?: boolean | undefined;
}

/** Contract event types and their counts, read from a trace's JSONL. */
export function eventCounts(jsonl: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of jsonl.split('\n')) {
    if (!line.includes('"k":"event"')) continue;
    const record = JSON.parse(line) as { k: string; type?: string };
    if (record.k === 'event' && record.type) counts[record.type] = (counts[record.type] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A run that never got to play: the game did not build, or its path is invalid. */
export function notPlayed(failure: string): FolderGoldenPathRun {
  return {
    passed: false,
    won: false,
    failure,
    gameTimeMs: 0,
    traceHash: '',
    events: {},
    endScreenshot: null,
    finalState: undefined,
    errors: [],
  };
}

/** What the page threw, each with its game time. */
export function pageErrors(session: GameSession): string[] {
  return session.errors.map((e) => `${e.message} (at ${Math.round(e.gameTime)} ms of game time)`);
}

/** A path's failure with the first page error as its evidence: uncaught errors are the likeliest cause of a stall. */
export function withPageErrors(failure: string | undefined, errors: string[]): string | null {
  if (failure === undefined) return null;
  return errors.length ? `${failure}; the page threw: ${errors[0]}` : failure;
}

/** Builds `gameDir` into a temporary folder (removed afterwards), unless given its build, and plays its golden path. */
export async function playFolderGoldenPath(
  gameDir: string,
  options: FolderGoldenPathOptions,
): Promise<FolderGoldenPathRun> {
  const parsed = readGoldenPath(join(gameDir, 'golden-path.json'));
  if (!parsed.ok) return notPlayed(`golden-path.json is invalid: ${parsed.errors.join('; ')}`);
  const buildRoot = options.built ? undefined : makeTempDir('playsmith-play-build-');
  try {
    let served = options.built;
    if (buildRoot) {
      const build = await buildGame(gameDir, { outDir: join(buildRoot, 'build') });
      if (!build.ok) return notPlayed(`the game does not build: ${build.diagnostics[0]?.message ?? 'unknown error'}`);
      served = build.outDir;
    }
    // Opened as the tester opens a game: the path's verdict needs neither pixel samples nor inputs watched for the
    // behaviour vector, and each costs a rendered frame read back through the software GPU.
    const session = await options.browser.openGame(served!, {
      ...TESTER_SESSION,
      seed: parsed.path.seed,
      viewport: options.viewport,
    });
    try {
      const run = await runGoldenPath(session, parsed.path);
      const endScreenshot = await session.screenshot();
      const errors = pageErrors(session);
      const failure = withPageErrors(run.failure, errors);
      return {
        passed: run.passed,
        won: run.won,
        failure,
        gameTimeMs: run.gameTimeMs,
        traceHash: session.traceHash(),
        events: eventCounts(session.trace.jsonl()),
        endScreenshot,
        finalState: run.finalState,
        errors,
        ...(options.profile ? { profile: session.profile() } : {}),
      };
    } finally {
      await session.close();
    }
  } finally {
    if (buildRoot) removeTempDir(buildRoot);
  }
}
