// A QA suite grown by qa inject: its manifest (playsmith.qa-suite/1) and its layout — one complete game folder per
// proven mutant under games/, and each mutant's known bugs under hidden/, apart from anything a tester is shown.
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { PlaysmithError, type ProjectFiles, SkippedEntrySchema } from '../../shared/index.ts';
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
  /**
   * What the game folder holds that was neither mutated nor copied into the mutants, with the reason: only regular
   * files inside it are (links out, FIFOs, devices are left alone). Read as empty in manifests written before it.
   */
  skippedFiles: z.array(SkippedEntrySchema).default([]),
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

/**
 * The game's TypeScript sources under src/ that operators may mutate, in path order: regular files inside the game
 * folder only (the project rule), so a link to a file outside is never read or mutated.
 */
export function gameSources(game: ProjectFiles): SourceCode[] {
  if (!game.isFolder('src'))
    throw new QaInjectError(
      `${game.root}: no src/ folder; qa inject mutates a source project's TypeScript (a template or a made game)`,
    );
  return game
    .walk('src')
    .filter(({ rel }) => rel.endsWith('.ts') && !rel.endsWith('.d.ts') && !UNMUTATED.has(rel))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
    .flatMap(({ rel, abs }) => {
      const text = game.text(abs);
      return text === undefined ? [] : [parseSource(rel, text)];
    });
}

/** Reads a JSON module a source file imports (under the project rule), or undefined when it is not there. */
export function jsonReader(game: ProjectFiles): (fromFile: string, specifier: string) => unknown {
  const cache = new Map<string, unknown>();
  return (fromFile, specifier) => {
    const file = join(game.root, dirname(fromFile), specifier);
    if (!cache.has(file)) {
      try {
        const text = game.text(file);
        cache.set(file, text === undefined ? undefined : JSON.parse(text));
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };
}
