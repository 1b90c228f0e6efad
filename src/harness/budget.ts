// Node side: one wall-clock budget for a whole run or a whole check. Every step that waits on the browser (and a
// check's build) gets at most what is left of it, so a game that is slow in every frame ends in bounded time.
import { HarnessError } from './errors.ts';

export class WallBudget {
  readonly limitMs: number;
  /** What the budget is for, as the message names it: "run", "check". */
  readonly what: string;
  private readonly started = performance.now();

  constructor(limitMs: number, what: string) {
    if (!(limitMs > 0)) throw new HarnessError('bad-input', `a wall-clock budget must be positive, got ${limitMs} ms`);
    this.limitMs = limitMs;
    this.what = what;
  }

  remainingMs(): number {
    return Math.max(0, this.limitMs - (performance.now() - this.started));
  }

  /** The error that ends the work when the budget is spent, saying where game time had got to. */
  exhausted(gameTimeMs: number): HarnessError {
    return new HarnessError(
      'wall-clock-limit',
      `the ${this.what}'s wall-clock budget of ${Math.round(this.limitMs / 1000)} s ran out at game time ` +
        `${gameTimeMs} ms (a very slow game); raise it with --wall-limit`,
    );
  }
}
