// Held-key repeat for discrete moves: one step on the press, then, while the key stays down, another after
// a delay and then at a steady interval (like a text cursor). Game time only, so replays repeat exactly.

export class RepeatPress {
  private heldMs = 0;
  /** When the next repeat is due; infinite until a fresh press, so a key still held from before does nothing. */
  private nextAt = Number.POSITIVE_INFINITY;

  /**
   * Call once per frame with the key's state. Returns how many steps to take this frame (0 or 1):
   * 1 on the press, then 1 each time the repeat timer comes round while it is held.
   */
  update(justPressed: boolean, down: boolean, delta: number, delayMs: number, intervalMs: number): number {
    if (justPressed) {
      this.heldMs = 0;
      this.nextAt = delayMs;
      return 1;
    }
    if (!down) {
      this.reset();
      return 0;
    }
    this.heldMs += delta;
    if (intervalMs > 0 && this.heldMs >= this.nextAt) {
      this.nextAt = Math.max(this.heldMs, this.nextAt) + intervalMs;
      return 1;
    }
    return 0;
  }

  reset(): void {
    this.heldMs = 0;
    this.nextAt = Number.POSITIVE_INFINITY;
  }
}
