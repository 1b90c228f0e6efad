// What the edit kind's test runner and a hidden test module share: the test's interface (the running game it gets)
// and the jobs the runner reads from stdin. Kept apart from test-runner.ts, whose import runs it.
import { z } from 'zod';
import type { GameSession } from '../../harness/index.ts';

/** What a hidden test gets: the running game, stepped in game time, driven by input, read through its contract. */
export type EditTestGame = Pick<
  GameSession,
  | 'runFor'
  | 'press'
  | 'keyDown'
  | 'keyUp'
  | 'releaseAll'
  | 'click'
  | 'type'
  | 'state'
  | 'text'
  | 'meta'
  | 'errors'
  | 'gameTime'
>;
/** A hidden test module's default export: it resolves when the edit is right and throws (an assertion) when not. */
export type EditTest = (game: EditTestGame) => Promise<void>;

export const TestJobsSchema = z.object({
  seed: z.int(),
  viewport: z.object({ width: z.int().min(1), height: z.int().min(1) }),
  /** Wall-clock limit of one game step or input inside a test (the harness kills the page past it). */
  stepLimitMs: z.int().min(1),
  /** The Chromium the bench was given (config browser.path); null: found as every command finds it. */
  browserPath: z.string().nullable().default(null),
  jobs: z.array(z.object({ game: z.string(), test: z.string(), resultFile: z.string(), nonce: z.string() })),
});
export type TestJobs = z.infer<typeof TestJobsSchema>;
