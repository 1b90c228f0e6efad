// The game's only source of randomness: a small seeded generator (sfc32). The same seed gives the same
// game, which is what lets a recorded playthrough be replayed exactly. Never use Math.random in game code.
import gameConfig from '../gameConfig.json';

export class SeededRandom {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  private seedValue = 0;

  constructor(seed: number) {
    this.reseed(seed);
  }

  get seed(): number {
    return this.seedValue;
  }

  reseed(seed: number): void {
    this.seedValue = seed >>> 0;
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = this.seedValue ^ 0xdeadbeef;
    // Warm up so that nearby seeds give unrelated sequences.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('random.pick needs at least one item');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A new array with the items in a random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** The seed of this run: ?seed=N in the page URL, else gameConfig.game.seed. */
export function runSeed(): number {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('seed');
  if (fromUrl !== null && /^\d+$/.test(fromUrl)) return Number(fromUrl) >>> 0;
  return gameConfig.game.seed.value >>> 0;
}

/** Mixes the run seed with small numbers (level index, attempt) into a new seed. */
export function deriveSeed(base: number, ...parts: number[]): number {
  let h = base >>> 0;
  for (const part of parts) {
    h = Math.imul(h ^ (part + 0x9e3779b9), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
  }
  return h;
}

export const random = new SeededRandom(runSeed());
