// Typed harness errors: a code a program can branch on and a message a person can act on. Each code's kind (whose
// move it is, shared/errors.ts) is decided here, in one table.
import { PlaysmithError, type ErrorClassification } from '../shared/index.ts';

export const HARNESS_ERRORS = {
  // The machine has no usable browser: nothing the input can fix, and trying again unchanged finds none again.
  'browser-not-found': { kind: 'infrastructure', retryable: false },
  // A browser that would not start or that died can start on the next attempt.
  'browser-launch-failed': { kind: 'infrastructure' },
  // The target named is not a game folder: the caller must name another.
  'no-index-html': { kind: 'usage' },
  // The game's doing: check records these as evidence about the game rather than failing itself.
  'target-unreachable': { kind: 'failure' },
  'no-canvas': { kind: 'failure' },
  'wall-clock-limit': { kind: 'failure' },
  'renderer-crashed': { kind: 'failure' },
  'page-closed': { kind: 'failure' },
  // The page navigated away from the game (or opened a window): the run ends there, with a record saying so.
  'navigated-away': { kind: 'failure' },
  // The caller asked for something the session cannot do: an action the game does not have, a bad option value.
  'unknown-action': { kind: 'usage' },
  'bad-input': { kind: 'usage' },
} as const satisfies Record<string, ErrorClassification>;

export type HarnessErrorCode = keyof typeof HARNESS_ERRORS;

export class HarnessError extends PlaysmithError {
  override name = 'HarnessError';
  declare readonly code: HarnessErrorCode;
  constructor(code: HarnessErrorCode, message: string) {
    const classification: ErrorClassification = HARNESS_ERRORS[code];
    super(message, { code, ...classification });
  }
}
