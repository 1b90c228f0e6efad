// The runtime levels' common ground (L3a in stability.ts, L3b in behaviour.ts): opening the game for a run, and the
// evidence of uncaught errors and crashes both record. Harness failures that are the game's doing become evidence.
import { z } from 'zod';
import { HarnessError, type GameBrowser, type GameSession } from '../harness/index.ts';
import type { OnProgress } from '../shared/index.ts';

export interface RuntimeOptions {
  seed: number;
  viewport: { width: number; height: number };
  /** The browser the run opens the game in; its owner closes it. */
  browser: GameBrowser;
  /** Where screenshots and traces go; nothing is written without it. */
  outDir?: string | undefined;
  onProgress?: OnProgress | undefined;
}

/** The contract's state() as a run reads it: any JSON object, or nothing when the game has no contract. */
export type GameState = Record<string, unknown> | undefined;

export const ErrorEvidenceSchema = z.object({
  gameTime: z.number(),
  message: z.string(),
  source: z.string(),
  stack: z.string().optional(),
});
export const CrashSchema = z.object({ code: z.string(), message: z.string(), gameTime: z.number() });

/** Harness failures that are the game's doing (not the machine's): they become evidence, not exceptions. */
const GAME_FAILURES = new Set([
  'no-canvas',
  'renderer-crashed',
  'page-closed',
  'wall-clock-limit',
  'target-unreachable',
  'no-index-html',
]);

export function asCrash(error: unknown, gameTime: number): z.infer<typeof CrashSchema> {
  if (error instanceof HarnessError && GAME_FAILURES.has(error.code))
    return { code: error.code, message: error.message, gameTime };
  throw error;
}

export function errorEvidence(session: GameSession): z.infer<typeof ErrorEvidenceSchema>[] {
  return session.errors.map((e) => ({
    gameTime: e.gameTime,
    message: e.message,
    source: e.source,
    ...(e.stack ? { stack: e.stack.split('\n').slice(0, 6).join('\n') } : {}),
  }));
}

/** Opens `target` for one run; a game that cannot even start is a crash at 0 ms, not an exception. */
export async function openRun(
  target: string,
  options: RuntimeOptions,
): Promise<{ session?: GameSession; crash?: z.infer<typeof CrashSchema> }> {
  try {
    return { session: await options.browser.openGame(target, { seed: options.seed, viewport: options.viewport }) };
  } catch (error) {
    return { crash: asCrash(error, 0) };
  }
}
