// Reading asset descriptions: lower-case words, and the first entry of a table any word names.

export function wordsOf(...texts: readonly string[]): string[] {
  return texts.flatMap((t) => t.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
}

/** The value for the first word (or its singular) found in `table`, or undefined. */
export function lookup<T>(words: readonly string[], table: Readonly<Record<string, T>>): T | undefined {
  for (const w of words) {
    if (Object.hasOwn(table, w)) return table[w];
    const singular = w.replace(/(es|s)$/, '');
    if (singular !== w && Object.hasOwn(table, singular)) return table[singular];
    if (w.endsWith('s') && Object.hasOwn(table, w.slice(0, -1))) return table[w.slice(0, -1)];
  }
  return undefined;
}
