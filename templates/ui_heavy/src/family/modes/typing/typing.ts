// The typing defence's rules, without Phaser: words fall at a fixed speed from their spawn times; typed letters aim
// at the lowest falling word they spell the start of; a word typed in full is destroyed; a word reaching the ground
// hits the city. The mode (modes/TypingMode.ts) draws this; tools (the generator's simulation) import it on its own.

/** One falling word: what to type, where it falls (x in pixels) and when it appears (ms of game time). */
export interface FallingSpec {
  word: string;
  x: number;
  at: number;
}

export interface Faller {
  /** Index into the level's words. */
  index: number;
  word: string;
  x: number;
  /** 0 at the top, 1 at the ground. */
  progress: number;
}

export type TypingEvent =
  | { kind: 'destroyed'; index: number; word: string }
  | { kind: 'hit'; index: number; word: string };

/** The whole defence: the clock, the words in the air, what is typed, what is cleared and the city's health. */
export class TypingDefence {
  private readonly words: readonly FallingSpec[];
  private readonly fallMs: number;
  private clock = 0;
  private spawned = 0;
  private air: Faller[] = [];
  typed = '';
  destroyed = 0;
  hits = 0;
  health: number;

  constructor(words: readonly FallingSpec[], fallMs: number, health: number) {
    this.words = words;
    this.fallMs = fallMs;
    this.health = health;
  }

  get falling(): readonly Faller[] {
    return this.air;
  }

  get spawnedCount(): number {
    return this.spawned;
  }

  get elapsedMs(): number {
    return this.clock;
  }

  /** Every word has appeared and none is left in the air. */
  get over(): boolean {
    return this.health <= 0 || (this.spawned === this.words.length && this.air.length === 0);
  }

  /** Moves the clock on: words appear at their times and fall; those reaching the ground hit the city. */
  advance(ms: number): TypingEvent[] {
    const out: TypingEvent[] = [];
    this.clock += ms;
    while (this.spawned < this.words.length && this.words[this.spawned]!.at <= this.clock) {
      const spec = this.words[this.spawned]!;
      this.air.push({
        index: this.spawned,
        word: spec.word,
        x: spec.x,
        progress: (this.clock - spec.at) / this.fallMs,
      });
      this.spawned++;
    }
    for (const f of this.air) f.progress = (this.clock - this.words[f.index]!.at) / this.fallMs;
    for (const f of this.air.filter((x) => x.progress >= 1)) {
      this.air = this.air.filter((x) => x !== f);
      this.hits++;
      this.health = Math.max(0, this.health - 1);
      out.push({ kind: 'hit', index: f.index, word: f.word });
      if (this.typed && !this.air.some((x) => x.word.startsWith(this.typed))) this.typed = '';
    }
    return out;
  }

  /** The word the typed letters aim at: the lowest one they spell the start of. */
  target(prefix = this.typed): Faller | undefined {
    if (!prefix) return undefined;
    return [...this.air].filter((f) => f.word.startsWith(prefix)).sort((a, b) => b.progress - a.progress)[0];
  }

  /** Types a letter: it extends the aim when some falling word goes on with it, else the typing starts over. */
  type(letter: string): TypingEvent | null {
    const next = this.typed + letter.toLowerCase();
    const aim = this.target(next);
    if (!aim) {
      // A miss starts over, from this letter when some word begins with it.
      this.typed = this.target(letter.toLowerCase()) ? letter.toLowerCase() : '';
      return this.finishIf(this.target(this.typed));
    }
    this.typed = next;
    return this.finishIf(aim);
  }

  backspace(): void {
    this.typed = this.typed.slice(0, -1);
  }

  private finishIf(aim: Faller | undefined): TypingEvent | null {
    if (!aim || aim.word !== this.typed) return null;
    this.air = this.air.filter((f) => f !== aim);
    this.destroyed++;
    this.typed = '';
    return { kind: 'destroyed', index: aim.index, word: aim.word };
  }
}
