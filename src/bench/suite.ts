// A suite: a folder with suite.json (name, kind, tasks, metrics, defaults) and the tasks' files. Loading validates
// everything up front and says which file, which field and what to do; each task gets a hash over its entry and every
// file it names, visible and hidden, so a changed task is a new cache key.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { BenchTaskKindSchema, type BenchTaskKind } from '../shared/index.ts';
import { BenchInputError, firstIssue } from './errors.ts';
import { BENCH_KINDS, type BaseTask, type BenchKind } from './kinds/index.ts';

export const SUITE_FILE = 'suite.json';
export const SUITE_SCHEMA = 'playsmith.suite/1';

export const SuiteFileSchema = z.object({
  schema: z.literal(SUITE_SCHEMA),
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'use lower-case letters, digits, ".", "_" and "-"'),
  description: z.string().default(''),
  kind: BenchTaskKindSchema,
  /** The metrics a report of this suite shows first (names of BenchScores fields). */
  metrics: z.array(z.string().min(1)).min(1),
  defaults: z.object({ samples: z.int().min(1).default(1), seed: z.int().default(1) }).prefault({}),
  tasks: z.array(z.unknown()).min(1, 'a suite needs at least one task'),
});
export type SuiteFile = z.infer<typeof SuiteFileSchema>;

export interface LoadedTask {
  task: BaseTask;
  hash: string;
}

export interface Suite {
  dir: string;
  name: string;
  description: string;
  kind: BenchTaskKind;
  bench: BenchKind;
  metrics: string[];
  defaults: { samples: number; seed: number };
  tasks: LoadedTask[];
  /** sha256 over the task hashes in order: which tasks, exactly. */
  hash: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BenchInputError(`${file}: cannot be read as JSON (${(e as Error).message.split('\n')[0]}); fix the file`);
  }
}

/** Every regular file under `path` (itself when it is a file), as [path relative to `root`, bytes], sorted. */
function filesOf(root: string, path: string): [string, Buffer][] {
  const stat = statSync(path);
  if (stat.isFile()) return [[relative(root, path).split(sep).join('/'), readFileSync(path)]];
  if (!stat.isDirectory()) return [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(root, join(path, name)));
}

/** A task's path, inside the suite folder and present, or an error naming the task and field. */
function taskPath(dir: string, where: string, path: string): string {
  const full = resolve(dir, path);
  if (isAbsolute(path) || !full.startsWith(dir + sep))
    throw new BenchInputError(`${where}: "${path}" must be a path inside the suite folder ${dir}`);
  if (!existsSync(full)) throw new BenchInputError(`${where}: "${path}" does not exist in ${dir}; add it or fix it`);
  return full;
}

/** A visible path that holds a hidden one (or the other way) would copy hidden material into a workspace. */
function assertApart(dir: string, where: string, visible: string[], hidden: string[]): void {
  for (const v of visible.map((p) => resolve(dir, p)))
    for (const h of hidden.map((p) => resolve(dir, p)))
      if (v === h || h.startsWith(v + sep) || v.startsWith(h + sep))
        throw new BenchInputError(
          `${where}: visible "${relative(dir, v)}" and hidden "${relative(dir, h)}" overlap; hidden material ` +
            'must never be copied into a workspace, so keep them in separate folders',
        );
}

function hashTask(dir: string, file: string, index: number, raw: unknown, task: BaseTask, kind: BenchKind): string {
  assertApart(dir, `${file}: tasks.${index} (${task.id})`, kind.visible(task), kind.hidden(task));
  const h = createHash('sha256').update(JSON.stringify(raw));
  for (const [field, paths] of [
    ['visible', kind.visible(task)],
    ['hidden', kind.hidden(task)],
  ] as const) {
    for (const path of paths) {
      for (const [name, bytes] of filesOf(dir, taskPath(dir, `${file}: tasks.${index} (${task.id}) ${field}`, path)))
        h.update(`\0${field}\0${name}\0${bytes.length}\0`).update(bytes);
    }
  }
  return h.digest('hex');
}

/** Loads and validates the suite in `dir` (a folder holding suite.json, or the suite.json itself). */
export function loadSuite(path: string): Suite {
  const file = path.endsWith('.json') ? resolve(path) : join(resolve(path), SUITE_FILE);
  const dir = resolve(file, '..');
  if (!existsSync(file)) throw new BenchInputError(`${file} does not exist; give a suite folder holding ${SUITE_FILE}`);
  const parsed = SuiteFileSchema.safeParse(readJson(file));
  if (!parsed.success)
    throw new BenchInputError(
      `${file}: ${firstIssue(parsed.error)} (a suite has "schema": "${SUITE_SCHEMA}", "name", "kind", "metrics" ` +
        'and "tasks"; see suites/make-100/README.md)',
    );
  const suite = parsed.data;
  const bench = BENCH_KINDS[suite.kind];
  const seen = new Set<string>();
  const tasks = suite.tasks.map((raw, i) => {
    const task = bench.taskSchema.safeParse(raw);
    if (!task.success)
      throw new BenchInputError(`${file}: tasks.${i}.${firstIssue(task.error)}; fix that ${suite.kind} task`);
    if (seen.has(task.data.id)) throw new BenchInputError(`${file}: tasks.${i}: id "${task.data.id}" is used twice`);
    seen.add(task.data.id);
    return { task: task.data, hash: hashTask(dir, file, i, raw, task.data, bench) };
  });
  const hash = createHash('sha256')
    .update(tasks.map((t) => t.hash).join('\n'))
    .digest('hex');
  const { name, description, kind, metrics, defaults } = suite;
  return { dir, name, description, kind, bench, metrics, defaults, tasks, hash };
}
