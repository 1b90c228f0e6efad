// The check result (check.json, playsmith.check/1): the verdict over L1–L3a, every level's evidence, the structure
// measures, the scores, the hashes that make it reproducible, and where its files are.
import { z } from 'zod';
import { SkippedEntrySchema } from '../project-files.ts';
import {
  BehaviourRunSchema,
  BuildResultSchema,
  IntegrityResultSchema,
  StabilityResultSchema,
  UnmeasuredSchema,
} from './check-levels.ts';

export const CHECK_RESULT_SCHEMA = 'playsmith.check/1';

const count = z.number().min(0);

/** The static structure of a game's sources: the SCS dimensions (JamBench eq. 1). */
export const StructureSchema = z.object({
  sceneCount: count,
  moduleCount: count,
  inputActions: count,
  functionCount: count,
  objectCreations: count,
  nonEmptyFunctionRatio: z.number().min(0).max(1),
  eventUsage: count,
});
export type Structure = z.infer<typeof StructureSchema>;

export const DimensionScoreSchema = z.object({
  dimension: z.string(),
  value: z.number(),
  reference: z.number(),
  score: z.number(),
});
export type DimensionScore = z.infer<typeof DimensionScoreSchema>;

/** A score with how it was computed and against what; `score` is null (with a reason) when it could not be. */
export const ScoreSchema = z.object({
  score: z.number().nullable(),
  method: z.string(),
  reference: z.string().nullable(),
  reason: z.string().optional(),
  dimensions: z.array(DimensionScoreSchema),
  counted: z.array(z.string()).optional(),
});
export type ScoreResult = z.infer<typeof ScoreSchema>;

export const SkippedSchema = z.object({ status: z.literal('skipped'), reason: z.string() });
export type Skipped = z.infer<typeof SkippedSchema>;

/** Frames drawn for one asker, and the wall time their rendering and pixel readback took (ms). */
const DrawCostSchema = z.object({ frames: z.number(), renderMs: z.number(), readbackMs: z.number() });

/**
 * A check's wall time split by kind of work (ms), the frames its runs stepped and rendered, and which metric,
 * screenshot or click asked for each drawn frame with what it cost.
 */
export const CheckProfileSchema = z.object({
  wallMs: z.object({
    build: z.number(),
    pageStart: z.number(),
    stepping: z.number(),
    rendering: z.number(),
    readback: z.number(),
    probeCalls: z.number(),
    input: z.number(),
    screenshots: z.number(),
    writing: z.number(),
    other: z.number(),
  }),
  frames: z.object({ stepped: z.number(), rendered: z.number() }),
  /**
   * By asker: pixelSamples (the pixel metrics of a game whose contract or engine is readable: blankness, entropy,
   * motion), pixelReading (a game read only through its pixels), clickedRegion (pixels where a pointer input landed),
   * screenshot, and game (the game's own drawing where the engine is out of reach: stepped frames, not timed).
   * Absent in files written before it existed.
   */
  drawnFor: z
    .object({
      pixelSamples: DrawCostSchema,
      pixelReading: DrawCostSchema,
      clickedRegion: DrawCostSchema,
      screenshot: DrawCostSchema,
      game: DrawCostSchema,
    })
    .optional(),
});
export type CheckProfile = z.infer<typeof CheckProfileSchema>;

export const CheckResultSchema = z.object({
  schema: z.literal(CHECK_RESULT_SCHEMA),
  target: z.string(),
  kind: z.enum(['source-project', 'static-folder', 'url']),
  seed: z.int(),
  archetype: z.object({ value: z.string(), source: z.enum(['option', 'contract', 'default']) }),
  verdict: z.object({ pass: z.boolean(), failedAt: z.enum(['L1', 'L2', 'L3a']).nullable(), summary: z.string() }),
  levels: z.object({
    L1: z.union([IntegrityResultSchema.extend({ status: z.enum(['pass', 'fail']) }), SkippedSchema]),
    L2: z.union([
      BuildResultSchema.omit({ outDir: true, wallMs: true }).extend({ status: z.enum(['pass', 'fail']) }),
      SkippedSchema,
    ]),
    L3a: z.union([StabilityResultSchema, SkippedSchema]),
    L3b: z.union([BehaviourRunSchema.extend({ status: z.enum(['done', 'crashed']) }), SkippedSchema]),
  }),
  structure: StructureSchema.nullable(),
  /**
   * Everything Playsmith could not measure on this game (our limits, not the game's failures), each with its reason;
   * probe faults are listed in L3a and L3b. Read as empty in files written before it existed.
   */
  unmeasured: z.array(UnmeasuredSchema).default([]),
  /**
   * What the game folder holds or names that no level read, built or served, with the reason: only regular files whose
   * real path is inside the folder are (links out, link loops, FIFOs, devices are left alone). Read as empty in files
   * written before it existed.
   */
  skipped: z.array(SkippedEntrySchema).default([]),
  scores: z.object({
    scs: ScoreSchema,
    bas: ScoreSchema,
    buildHealth: z.object({
      score: z.number(),
      parts: z.record(z.string(), z.number()),
      /** Parts Playsmith could not measure: left out of parts and of the score (absent when all were measured). */
      notMeasured: z.array(z.string()).optional(),
    }),
    visualUsability: z.object({
      score: z.number(),
      detail: z.number(),
      motion: z.number(),
      method: z.string(),
      /** Why it was not measured (then the score is no verdict on the game); absent when it was. */
      notMeasured: z.string().optional(),
    }),
  }),
  hashes: z.object({
    content: z.string().nullable(),
    traceL3a: z.string().nullable(),
    traceL3b: z.string().nullable(),
  }),
  versions: z.record(z.string(), z.string()),
  timings: z.object({
    gameMs: z.object({ L3a: z.number(), L3b: z.number() }),
    wallMs: z.object({
      L1: z.number(),
      L2: z.number(),
      L3a: z.number(),
      L3b: z.number(),
      reference: z.number(),
      total: z.number(),
    }),
    /**
     * True when L2 reused a build of identical files and toolchain from the cache. Like the wall times it says how the
     * result was got, not what it is: the bundle and the type-check verdict are those of a fresh build.
     */
    buildCached: z.boolean().optional(),
    /**
     * True when the reference folder's measures were read back from an earlier measurement by the same browser in this
     * process (identical files, seed, viewport and archetype), instead of building and playing it again.
     */
    referenceCached: z.boolean().optional(),
    /** Where the wall time went, with `check --profile` (wall time only, like wallMs). */
    profile: CheckProfileSchema.optional(),
  }),
  files: z
    .object({ result: z.string(), report: z.string(), screenshots: z.array(z.string()), traces: z.array(z.string()) })
    .nullable(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;
