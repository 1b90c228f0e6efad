// A QA suite grown by qa inject: its manifest (playsmith.qa-suite/1) and its layout — one complete game folder per
// proven mutant under games/, and each mutant's known bugs under hidden/, apart from anything a tester is shown.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { PlaysmithError } from '../../shared/index.ts';
import { parseSource, type SourceCode } from './ast.ts';
import { OPERATOR_NAMES } from './operators.ts';

export const QA_SUITE_SCHEMA = 'playsmith.qa-suite/1';

const SkipSchema = z.object({ file: z.string(), line: z.int(), reason: z.string() });

export const QaSuiteManifestSchema = z.object({
  schema: z.literal(QA_SUITE_SCHEMA),
  /** The game the mutants were made from, and the hash of its files (check's content hash). */
  source: z.object({ game: z.string(), contentHash: z.string() }),
  seed: z.int(),
  /** Proven mutants asked for, and the most sites tried per operator. */
  count: z.int().min(1),
  triesPerOperator: z.int().min(1),
  operators: z.array(
    z.object({
      name: z.enum(OPERATOR_NAMES),
      sites: z.int().min(0),
      tried: z.int().min(0),
      proven: z.int().min(0),
      skipped: z.array(SkipSchema),
    }),
  ),
  /** The proven mutants: their game folders and their hidden known-bugs files, relative to the suite. */
  games: z.array(z.object({ id: z.string(), folder: z.string(), bugs: z.string() })),
  wallMs: z.number(),
  /** Wall time of the whole run divided by the mutants proven (null when none was). */
  wallMsPerProven: z.number().nullable(),
  versions: z.record(z.string(), z.string()),
});
export type QaSuiteManifest = z.infer<typeof QaSuiteManifestSchema>;

/** Files of a game that are its presentation or the contract itself: a mutation there shows nothing or fakes faults. */
export const UNMUTATED = new Set([
  'src/core/contract.ts',
  'src/core/art.ts',
  'src/core/audio.ts',
  'src/core/animations.ts',
  'src/core/autotile.ts',
  'src/core/scenes/Boot.ts',
  'src/core/scenes/Preloader.ts',
]);

/** Bad input to qa inject: what is wrong, where, and what to do. */
export class QaInjectError extends PlaysmithError {
  override name = 'QaInjectError';
  constructor(message: string) {
    super(message, { code: 'qa-inject', kind: 'usage' });
  }
}

/** The game's TypeScript sources under src/ that operators may mutate, in path order. */
export function gameSources(gameDir: string): SourceCode[] {
  let names: string[];
  try {
    names = readdirSync(join(gameDir, 'src'), { recursive: true, encoding: 'utf8' });
  } catch {
    throw new QaInjectError(
      `${gameDir}: no src/ folder; qa inject mutates a source project's TypeScript (a template or a made game)`,
    );
  }
  return names
    .map((name) =>
      relative(gameDir, join(gameDir, 'src', name))
        .split('\\')
        .join('/'),
    )
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !UNMUTATED.has(file))
    .sort()
    .map((file) => parseSource(file, readFileSync(join(gameDir, file), 'utf8')));
}

/** Reads a JSON module a source file imports, or undefined when it is not there. */
export function jsonReader(gameDir: string): (fromFile: string, specifier: string) => unknown {
  const cache = new Map<string, unknown>();
  return (fromFile, specifier) => {
    const file = join(gameDir, dirname(fromFile), specifier);
    if (!cache.has(file)) {
      try {
        cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };
}
