// One error model for every part: a code a program can branch on, a kind that says whose move it is, and a message a
// person can act on. The CLI turns kinds into exit codes (src/cli/main.ts); bench will turn them into retries.
//
// usage           the input the caller gave is wrong (an argument, a flag, the configuration, a file they named):
//                 they must change it. Exit 2. Not retryable.
// failure         the work ran and what it worked on failed (a game that will not load, a model answer that cannot
//                 be used): a verdict, not a fault of the machine. Exit 1. Not retryable.
// infrastructure  the machine or a service the work relies on failed (no browser, a browser that died, a model
//                 server that is down): the input may be fine. Exit 1. Retryable, unless the code says that trying
//                 again unchanged cannot help (no browser installed, a refused key).
//
// Which code of which class has which kind is decided beside the codes: HARNESS_ERRORS in harness/errors.ts,
// LLM_ERROR_KINDS in llm/errors.ts; classes without codes (MakeInputError, CheckInputError, UsageError, …) have one.
// A bare Error is a programming error (an impossible state), never a way to report bad input.

export const ERROR_KINDS = ['usage', 'failure', 'infrastructure'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** What a code means for whoever handles it: its kind, and whether trying again unchanged may help. */
export interface ErrorClassification {
  kind: ErrorKind;
  /** Whether the same work, tried again unchanged, may succeed; by default true for infrastructure, else false. */
  retryable?: boolean | undefined;
}

export interface PlaysmithErrorOptions extends ErrorClassification {
  code: string;
  cause?: unknown;
}

export class PlaysmithError extends Error {
  override name = 'PlaysmithError';
  readonly code: string;
  readonly kind: ErrorKind;
  readonly retryable: boolean;
  constructor(message: string, options: PlaysmithErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.kind = options.kind;
    this.retryable = options.retryable ?? options.kind === 'infrastructure';
  }
}
