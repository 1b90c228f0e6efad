// One small seeded generator (mulberry32) for the parts that need chance: the same seed gives the same draws on every
// machine, so a seeded run is re-derivable from what was stored.

/** A generator of floats in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` of `items`, chosen by a seeded Fisher–Yates shuffle drawing from `next`, returned in their original order. */
export function chooseSeeded<T>(items: readonly T[], count: number, next: () => number): T[] {
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}
