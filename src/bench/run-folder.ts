// A run folder: run.json (what was asked: suite, systems, samples, seed, shard, tool versions), results.jsonl,
// timings.jsonl, index.sqlite and samples/<task>/<system>/<sample>/ with each sample's artefacts. A new run needs a new
// or empty folder; --resume needs the same question as the one the folder holds.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BenchInputError, firstIssue } from './errors.ts';

export const RUN_FILE = 'run.json';
export const RUN_SCHEMA = 'playsmith.bench-run/1';
export const SAMPLES_DIR = 'samples';

export const ShardSchema = z.object({ index: z.int().min(1), count: z.int().min(1) });
export type Shard = z.infer<typeof ShardSchema>;

export const RunFileSchema = z.object({
  schema: z.literal(RUN_SCHEMA),
  suite: z.object({ name: z.string(), hash: z.string(), kind: z.string(), metrics: z.array(z.string()) }),
  systems: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['builtin', 'command']),
      configHash: z.string(),
      model: z.string().nullable(),
    }),
  ),
  samples: z.int().min(1),
  seed: z.int(),
  shard: ShardSchema.nullable(),
  versions: z.record(z.string(), z.string()),
  /** The suite folder and the bench config as given, for the report's rerun line (not part of the question). */
  suiteDir: z.string().optional(),
  benchConfig: z.string().optional(),
  /** For a run made by `bench merge`: the run.json of each run it combines. */
  mergedFrom: z.array(z.unknown()).optional(),
});
export type RunFile = z.infer<typeof RunFileSchema>;

/** The folder of one sample's artefacts, relative to the run folder. */
export function sampleFolder(taskId: string, systemId: string, sample: number): string {
  return `${SAMPLES_DIR}/${taskId}/${systemId}/${sample}`;
}

export function readRunFile(dir: string): RunFile {
  const file = join(dir, RUN_FILE);
  if (!existsSync(file)) throw new BenchInputError(`${dir} holds no ${RUN_FILE}; give a bench run folder`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BenchInputError(`${file}: cannot be read as JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = RunFileSchema.safeParse(raw);
  if (!parsed.success) throw new BenchInputError(`${file}: ${firstIssue(parsed.error)}; it is not a bench run`);
  return parsed.data;
}

/** Makes `dir` ready for `asked`: new or empty for a new run; holding the same question for --resume. */
export function prepareRunFolder(dir: string, asked: RunFile, resume: boolean): void {
  const present = existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).length > 0;
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new BenchInputError(`--out ${dir} is a file; give a folder`);
  if (!present) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, RUN_FILE), `${JSON.stringify(asked, null, 2)}\n`);
    return;
  }
  if (!resume)
    throw new BenchInputError(
      `--out ${dir} is not empty; pass --resume to continue the run there, or choose a new folder`,
    );
  const held = readRunFile(dir);
  for (const field of ['suite', 'systems', 'samples', 'seed', 'shard', 'versions'] as const) {
    if (JSON.stringify(held[field]) !== JSON.stringify(asked[field]))
      throw new BenchInputError(
        `--resume: ${dir} was run with a different ${field} (${JSON.stringify(held[field]).slice(0, 200)}); ` +
          'ask the same question to resume it, or choose a new --out',
      );
  }
}
