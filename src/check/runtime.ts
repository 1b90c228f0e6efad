// The runtime levels' common ground (L3a in stability.ts, L3b in behaviour.ts): opening the game for a run, and the
// evidence of uncaught errors and crashes both record. Harness failures that are the game's doing become evidence.
import {
  HarnessError,
  type GameBrowser,
  type GameSession,
  type OpenGameOptions,
  type WallBudget,
} from '../harness/index.ts';
import {
  type Archetype,
  ArchetypeSchema,
  type ContractAction,
  type ContractState,
  type Crash,
  type ErrorEvidence,
  type OnProgress,
} from '../shared/index.ts';
import type { CheckProfiler } from './profile.ts';

export interface RuntimeOptions {
  seed: number;
  viewport: { width: number; height: number };
  /** The browser the run opens the game in; its owner closes it. */
  browser: GameBrowser;
  /** Where screenshots and traces go; nothing is written without it. */
  outDir?: string | undefined;
  /** The whole check's wall-clock budget, shared by every level that runs the game. */
  wallBudget?: WallBudget | undefined;
  onProgress?: OnProgress | undefined;
  /** Collects where the wall time went (check --profile). */
  profiler?: CheckProfiler | undefined;
}

/** The contract's state() as a run reads it, or nothing when the game has no contract. */
export type GameState = ContractState | undefined;

/** Harness failures that are the game's doing (not the machine's): they become evidence, not exceptions. */
const GAME_FAILURES = new Set([
  'no-canvas',
  'renderer-crashed',
  'page-closed',
  'wall-clock-limit',
  'navigated-away',
  'target-unreachable',
  'no-index-html',
]);

export const STOP_VERB: Record<string, string> = { 'wall-clock-limit': 'hung', 'navigated-away': 'stopped' };

export function asCrash(error: unknown, gameTime: number): Crash {
  if (error instanceof HarnessError && GAME_FAILURES.has(error.code))
    return { code: error.code, message: error.message, gameTime };
  throw error;
}

export function errorEvidence(session: GameSession): ErrorEvidence[] {
  return session.errors.map((e) => ({
    gameTime: e.gameTime,
    message: e.message,
    source: e.source,
    ...(e.stack ? { stack: e.stack.split('\n').slice(0, 6).join('\n') } : {}),
  }));
}

/**
 * Opens `target` for one run; a game that cannot even start is a crash at 0 ms, not an exception. `pixels` is how
 * often the level's metrics need a pixel sample of a game whose contract or engine is readable (the session's default
 * when absent); the frames of the level's screenshots are pixel samples too, drawn and read once for both.
 */
export async function openRun(
  target: string,
  options: RuntimeOptions,
  pixels: Pick<OpenGameOptions, 'readablePixelEveryMs'> = {},
): Promise<{ session?: GameSession; crash?: Crash }> {
  try {
    return {
      session: await options.browser.openGame(target, {
        seed: options.seed,
        viewport: options.viewport,
        wallBudget: options.wallBudget,
        pixelsFromScreenshots: true,
        ...pixels,
      }),
    };
  } catch (error) {
    return { crash: asCrash(error, 0) };
  }
}

/** The contract's actions from meta(), and its archetype when it declares a known one. */
export async function readContract(
  session: GameSession,
): Promise<{ actions: ContractAction[]; archetype?: Archetype }> {
  const meta = await session.meta();
  const actions: ContractAction[] = (meta?.actions ?? []).map((a) => ({ name: a.name, keys: [...a.keys] }));
  const declared = ArchetypeSchema.safeParse(meta?.archetype);
  return declared.success ? { actions, archetype: declared.data } : { actions };
}
