// The result of `playsmith godot check` (godot-check.json, playsmith.godot-check/1): JamBench's levels on a Godot 4
// project — L1 integrity with every broken reference at file:line, SCS over the seven Godot dimensions, and the
// runtime levels (L2, L3a, L3b with its behaviour vector and BAS), which say "skipped" when no Godot binary is set.
import { z } from 'zod';
import { SkippedEntrySchema } from '../project-files.ts';

export const GODOT_CHECK_RESULT_SCHEMA = 'playsmith.godot-check/1';

/**
 * What L1 found wrong; references into addons/ and autoloads are told apart, as JamBench does. `parse-error` is no
 * longer written (a file Playsmith cannot read goes to `l1.unreadable`, and L1 is then not measured) but is still read.
 */
export const GODOT_ISSUE_KINDS = [
  'parse-error',
  'not-godot-4',
  'no-main-scene',
  'missing-resource',
  'missing-uid',
  'undeclared-id',
  'missing-autoload',
  'missing-addon',
] as const;
export const GodotIssueKindSchema = z.enum(GODOT_ISSUE_KINDS);

export const GodotIssueSchema = z.object({
  kind: GodotIssueKindSchema,
  /** Project-relative file the broken reference is written in. */
  file: z.string(),
  line: z.number().int().min(1),
  message: z.string(),
});
export type GodotIssue = z.infer<typeof GodotIssueSchema>;

/** JamBench's seven SCS dimensions (eq. 1), named as in its Table 3. */
export const SCS_DIMENSIONS = [
  'script_count',
  'scene_count',
  'input_action',
  'function_count',
  'node_count',
  'non_empty_ratio',
  'signal_usage',
] as const;
export const ScsDimensionSchema = z.enum(SCS_DIMENSIONS);
export type ScsDimension = z.infer<typeof ScsDimensionSchema>;
export const ScsValuesSchema = z.record(ScsDimensionSchema, z.number().min(0));
export type ScsValues = z.infer<typeof ScsValuesSchema>;

export const ScsResultSchema = z.object({
  score: z.number().min(0).max(1),
  /** A reference project's folder, or the dataset means with their source. */
  reference: z.object({ kind: z.enum(['project', 'dataset-means']), source: z.string() }),
  dimensions: z.array(
    z.object({ name: ScsDimensionSchema, value: z.number(), reference: z.number(), ratio: z.number().min(0).max(1) }),
  ),
});
export type ScsResult = z.infer<typeof ScsResultSchema>;

/** JamBench's BAS dimensions: six counts and the set of signal types triggered. */
export const GodotBehaviourSchema = z.object({
  nodes_added: z.number().min(0),
  nodes_removed: z.number().min(0),
  position_changes: z.number().min(0),
  event_count: z.number().min(0),
  velocity_active: z.number().min(0),
  responsive_actions: z.number().min(0),
  signal_triggers: z.array(z.string()),
});
export type GodotBehaviour = z.infer<typeof GodotBehaviourSchema>;

export const GodotLevelSchema = z.object({
  status: z.enum(['passed', 'failed', 'skipped']),
  /** Why the level was skipped or failed, in a line. */
  reason: z.string().optional(),
  /** Errors the engine printed, as `file:line: message` where it named a place. */
  errors: z.array(z.string()),
  /** The exact command line run, so that a person can run it again. */
  command: z.array(z.string()).optional(),
});
export type GodotLevel = z.infer<typeof GodotLevelSchema>;

/** A place in a file Playsmith's readers could not parse: its defect, never the project's. */
export const GodotUnreadableSchema = z.object({
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
});

export const GodotCheckResultSchema = z.object({
  schema: z.literal(GODOT_CHECK_RESULT_SCHEMA),
  project: z.string(),
  l1: z.object({
    /** True only when every file was read and every reference resolves. */
    passed: z.boolean(),
    /** not-measured: no broken reference was found, but some file could not be read (see unreadable). */
    status: z.enum(['passed', 'failed', 'not-measured']).optional(),
    files: z.number().int().min(0),
    issues: z.array(GodotIssueSchema),
    unreadable: z.array(GodotUnreadableSchema).optional(),
  }),
  scs: ScsResultSchema,
  l2: GodotLevelSchema,
  l3a: GodotLevelSchema,
  l3b: GodotLevelSchema.extend({ behaviour: GodotBehaviourSchema.optional() }),
  bas: z.number().min(0).max(1).nullable(),
  /**
   * What the project holds or names that was not read (nor given to Godot), with the reason: only regular files whose
   * real path is inside the project are. Read as empty in files written before it existed.
   */
  skipped: z.array(SkippedEntrySchema).default([]),
});
export type GodotCheckResult = z.infer<typeof GodotCheckResultSchema>;
