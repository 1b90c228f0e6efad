// What playsmith repair writes (repair.json, playsmith.repair/1): per bug, what the agent patched and what the
// verification saw level by level — the bug's reproduction replayed, L1–L3a, the golden path — and the verdict:
// fixed only when the fault is gone and nothing regressed.
import { z } from 'zod';
import { RepairReportSchema, SkippedEntrySchema } from '../shared/index.ts';

export const REPAIR_RESULT_SCHEMA = 'playsmith.repair/1';

/** The levels of one verification, in the order they run; the first that fails ends it. */
export const FIX_LEVELS = ['L1', 'L2', 'reproduction', 'L3a', 'goldenPath'] as const;
export type FixLevel = (typeof FIX_LEVELS)[number];

const LevelSchema = z.object({
  /** pass; for the reproduction: the fault no longer shows. not-run: an earlier level failed. */
  status: z.enum(['pass', 'fail', 'not-run']),
  detail: z.string(),
});

export const FixVerificationSchema = z.object({
  levels: z.object({
    L1: LevelSchema,
    L2: LevelSchema,
    reproduction: LevelSchema,
    L3a: LevelSchema,
    goldenPath: LevelSchema,
  }),
  /** The level that failed, or null when every level passed. */
  failedAt: z.enum(FIX_LEVELS).nullable(),
  wallMs: z.number(),
});
export type FixVerification = z.infer<typeof FixVerificationSchema>;

/** fixed: fault gone, L1–L3a pass, golden path wins; regressed: the patch broke one of those; else not-fixed. */
export const REPAIR_STATUSES = ['fixed', 'not-fixed', 'regressed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const BugRepairSchema = z.object({
  id: z.string(),
  source: z.enum(['known-bug', 'qa-report']),
  title: z.string(),
  status: z.enum(REPAIR_STATUSES),
  /** Why, in a sentence a person can act on. */
  reason: z.string(),
  /** What the agent changed (relative to the game folder); null when it changed nothing. Kept only when fixed. */
  patch: z.object({ files: z.array(z.string()), summary: z.string() }).nullable(),
  /** The verification of the game with the patch in; null when there was nothing to verify. */
  verification: FixVerificationSchema.nullable(),
  /** The llm agent's rounds through make's repair loop, with what the debug protocol matched and learned. */
  rounds: RepairReportSchema.nullable(),
  wallMs: z.number(),
});
export type BugRepair = z.infer<typeof BugRepairSchema>;

export const RepairResultSchema = z.object({
  schema: z.literal(REPAIR_RESULT_SCHEMA),
  /** The game as given (never changed) and the bugs file. */
  game: z.string(),
  bugsFile: z.string(),
  agent: z.enum(['offline', 'llm']),
  /** The repaired game, relative to the output folder: the input with every fixed bug's patch. */
  repaired: z.string(),
  seed: z.int(),
  bugs: z.array(BugRepairSchema),
  counts: z.object({ fixed: z.int().min(0), notFixed: z.int().min(0), regressed: z.int().min(0) }),
  /**
   * What the game holds that was not copied into the repaired game (and so never read or patched), with the reason:
   * only regular files inside it are. Read as empty in files written before it existed.
   */
  skippedFiles: z.array(SkippedEntrySchema).default([]),
  wallMs: z.number(),
  versions: z.record(z.string(), z.string()),
});
export type RepairResult = z.infer<typeof RepairResultSchema>;
