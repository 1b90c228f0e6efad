// Typed harness errors: a code a program can branch on and a message a person can act on.
export type HarnessErrorCode =
  | 'browser-not-found'
  | 'browser-launch-failed'
  | 'no-index-html'
  | 'target-unreachable'
  | 'no-canvas'
  | 'wall-clock-limit'
  | 'renderer-crashed'
  | 'page-closed'
  | 'navigated-away'
  | 'unknown-action'
  | 'bad-input';

export class HarnessError extends Error {
  override name = 'HarnessError';
  readonly code: HarnessErrorCode;
  constructor(code: HarnessErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
