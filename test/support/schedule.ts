// How `npm test` runs its files: which order the end-to-end files start in, how the unit files are dealt into
// processes, and what each finished job's spec report says. Pure functions; scripts/test.ts runs the processes.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Seconds each end-to-end file took when run two at a time, by its path from the project root. */
export const FileCostsSchema = z.record(z.string(), z.number().nonnegative());
export type FileCosts = z.infer<typeof FileCostsSchema>;

/** Reads a costs file; a missing or unreadable one is no costs (every file then counts as unknown). */
export function readFileCosts(path: string): FileCosts {
  try {
    return FileCostsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * The end-to-end files longest first, so that the last files to finish are short ones and no core idles at the end.
 * A file with no recorded cost starts first: it is new, or renamed, and may be long. Ties keep path order.
 */
export function longestFirst(files: readonly string[], ...costs: FileCosts[]): string[] {
  const costOf = (file: string): number => {
    for (const table of costs) if (table[file] !== undefined) return table[file];
    return Number.POSITIVE_INFINITY;
  };
  return [...files].sort((a, b) => costOf(b) - costOf(a) || a.localeCompare(b));
}

/** Deals files into `groups` shares of about equal size, largest first to the lightest share; each share sorted. */
export function dealBySize(files: readonly { file: string; size: number }[], groups: number): string[][] {
  const bySize = [...files].sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const shares = Array.from({ length: Math.max(1, Math.min(groups, files.length)) }, () => ({
    files: [] as string[],
    size: 0,
  }));
  for (const { file, size } of bySize) {
    const lightest = shares.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += size;
  }
  return shares.map((s) => s.files.sort());
}

export interface TestCounts {
  tests: number;
  pass: number;
  fail: number;
  skipped: number;
  cancelled: number;
}

/** The totals the TAP reporter writes at the end (`# tests 5`, …); undefined when a run wrote none. */
export function tapCounts(output: string): TestCounts | undefined {
  const read = (name: string): number | undefined => {
    const m = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output);
    return m ? Number(m[1]) : undefined;
  };
  const tests = read('tests');
  if (tests === undefined) return undefined;
  return {
    tests,
    pass: read('pass') ?? 0,
    fail: read('fail') ?? 0,
    skipped: read('skipped') ?? 0,
    cancelled: read('cancelled') ?? 0,
  };
}
