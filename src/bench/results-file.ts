// The run folder's JSONL files: each line appended whole (one write, then fsync) as its sample completes, so a run
// killed at any moment leaves at most a torn last line, which reading drops (and cuts from the file); at the end
// results.jsonl is rewritten in canonical order (task id, system id, sample), so a resumed run equals an uninterrupted
// one byte for byte.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import type { z } from 'zod';
import { BenchRecordSchema, type BenchRecord } from '../shared/index.ts';
import { BenchInputError, firstIssue } from './errors.ts';

export const RESULTS_FILE = 'results.jsonl';
export const TIMINGS_FILE = 'timings.jsonl';

/** Appends one JSON line in a single write and waits until it is on disk. */
export function appendLine(file: string, value: unknown): void {
  const fd = openSync(file, 'a');
  try {
    writeSync(fd, `${JSON.stringify(value)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The valid lines of a JSONL file. A last line without its newline (or that does not parse) is a write the run was
 * killed in: it is dropped and cut from the file. A bad line before the last is damage a person must look at.
 */
export function readLines<T>(file: string, schema: z.ZodType<T>): T[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const values: T[] = [];
  let kept = 0;
  for (const [i, line] of lines.entries()) {
    const complete = i < lines.length - 1;
    if (!complete) break;
    let parsed: ReturnType<typeof schema.safeParse> | undefined;
    try {
      parsed = schema.safeParse(JSON.parse(line));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      if (i === lines.length - 2) break;
      const why = parsed ? firstIssue(parsed.error) : 'not JSON';
      throw new BenchInputError(`${file}:${i + 1}: ${why}; this run folder is damaged, run again into a new --out`);
    }
    values.push(parsed.data);
    kept += Buffer.byteLength(line) + 1;
  }
  if (kept < Buffer.byteLength(text)) truncateSync(file, kept);
  return values;
}

export function readRecords(file: string): BenchRecord[] {
  return readLines(file, BenchRecordSchema);
}

/** Task id, then system id, then sample: the one order results.jsonl ends in. */
export function canonicalOrder(a: BenchRecord, b: BenchRecord): number {
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return by(a.task.id, b.task.id) || by(a.system.id, b.system.id) || a.sample - b.sample || by(a.key, b.key);
}

/** Writes `records` in canonical order, whole (to a temporary name, then renamed). */
export function writeRecords(file: string, records: BenchRecord[]): void {
  const text = [...records]
    .sort(canonicalOrder)
    .map((r) => `${JSON.stringify(r)}\n`)
    .join('');
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}
