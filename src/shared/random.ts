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
