// The names a wrong one could have meant, by edit distance, for messages that say what exists instead.
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length]!;
}

/** The existing names closest to `wanted` by edit distance (ties by name), at most `count`. */
export function nearest(wanted: string, candidates: Iterable<string>, count = 3): string[] {
  return [...new Set(candidates)]
    .filter((c) => c !== wanted)
    .map((c) => ({ c, d: editDistance(wanted, c) }))
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : a.c > b.c ? 1 : 0))
    .slice(0, count)
    .map((x) => x.c);
}

export const quoted = (names: readonly string[]): string => names.map((n) => `"${n}"`).join(', ');

export function nearestText(wanted: string, candidates: Iterable<string>, what: string): string {
  const near = nearest(wanted, candidates);
  return near.length ? `nearest ${what}: ${quoted(near)}` : `there are no ${what}`;
}
