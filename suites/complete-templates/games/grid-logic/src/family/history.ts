// Undo for turn-based games: a bounded stack of whole-state snapshots. A snapshot is taken before every
// accepted move, so undo puts back exactly what was there (positions, counters, the random draws to come).

export class UndoHistory<T> {
  private readonly entries: T[] = [];
  private readonly limit: number;

  /** `limit` snapshots are kept; the oldest go first when it is exceeded (0 or less: unlimited). */
  constructor(limit: number) {
    this.limit = limit;
  }

  get size(): number {
    return this.entries.length;
  }

  push(snapshot: T): void {
    this.entries.push(snapshot);
    if (this.limit > 0 && this.entries.length > this.limit) this.entries.shift();
  }

  /** The latest snapshot, removed from the stack; undefined when there is nothing to undo. */
  pop(): T | undefined {
    return this.entries.pop();
  }

  clear(): void {
    this.entries.length = 0;
  }
}
