// The real-world fixture corpus of issue 22: its manifest's schema and loader, and what "lively" means for L3b.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const CORPUS_DIR = fileURLToPath(new URL('../fixtures/real-world/', import.meta.url));

const LevelExpectation = z.enum(['pass', 'fail', 'skipped']);

export const FixtureSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  /** The game folder under test/fixtures/real-world/ this fixture is a form of. */
  dir: z.string(),
  shape: z.enum(['static', 'bundle', 'source']),
  phaser: z.string().regex(/^\d+\.\d+\.\d+$/),
  physics: z.enum(['none', 'arcade', 'matter']),
  features: z.array(z.string()),
  /** How a person plays it (what was tried by hand). */
  play: z.string(),
  expect: z.object({
    L1: LevelExpectation,
    L2: LevelExpectation,
    L3a: LevelExpectation,
    /** 'any' for a negative whose crash ends the behaviour run early. */
    L3b: z.enum(['lively', 'any']),
  }),
  negative: z
    .object({
      mustFail: z.enum(['L1', 'L2', 'L3a']),
      evidence: z.string(),
      /** A regular expression the failing level's evidence must match. */
      evidencePattern: z.string(),
    })
    .optional(),
});
export type Fixture = z.infer<typeof FixtureSchema>;

export const CorpusSchema = z.object({
  about: z.string(),
  liveliness: z.string(),
  fixtures: z.array(FixtureSchema).min(1),
});

/** Reads and validates corpus.json; every fixture's folder must exist and names must be unique. */
export function loadCorpus(dir = CORPUS_DIR): Fixture[] {
  const file = join(dir, 'corpus.json');
  const parsed = CorpusSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid corpus manifest: ${parsed.error.message}`);
  const seen = new Set<string>();
  for (const fixture of parsed.data.fixtures) {
    if (seen.has(fixture.name)) throw new Error(`${file}: fixture name "${fixture.name}" appears twice`);
    seen.add(fixture.name);
    if (!existsSync(join(dir, fixture.dir)))
      throw new Error(`${file}: fixture "${fixture.name}" names folder "${fixture.dir}", which does not exist`);
  }
  return parsed.data.fixtures;
}

/** The behaviour dimensions the game itself drives (inputEvents counts our own input, so it is left out). */
export const GAME_DRIVEN_DIMENSIONS = [
  'objectsAdded',
  'objectsRemoved',
  'positionChanges',
  'velocityActiveFrames',
  'responsiveActions',
  'triggeredEventTypes',
  'sceneChanges',
] as const;

export interface BehaviourNumbers {
  objectsAdded: number;
  objectsRemoved: number;
  positionChanges: number;
  velocityActiveFrames: number;
  responsiveActions: number;
  triggeredEventTypes: readonly string[];
  sceneChanges: number;
}

/** The game-driven dimensions that are non-zero. */
export function nonZeroDimensions(b: BehaviourNumbers): string[] {
  return GAME_DRIVEN_DIMENSIONS.filter((d) => {
    const v = b[d];
    return typeof v === 'number' ? v > 0 : v.length > 0;
  });
}

/** Lively: the game answered our input (responsiveActions > 0) and at least two game-driven dimensions moved. */
export function isLively(b: BehaviourNumbers): boolean {
  return b.responsiveActions > 0 && nonZeroDimensions(b).length >= 2;
}
