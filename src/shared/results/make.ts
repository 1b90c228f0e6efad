// The make result (playsmith.json, playsmith.make/3): the prompt and what was made of it — classification, design,
// requirement verdicts, what became of each phrase of the prompt, the check and golden-path outcome, the play test's
// Exec / Pass / Play — with the model's part when one was used. Older versions are still read: playsmith.make/2
// (without the play test) and playsmith.make/1 (without the phrase account either).
import { z } from 'zod';
import { ClassificationSchema, GddSchema } from '../gdd.ts';
import { FidelitySchema } from './fidelity.ts';
import { PlayFindingSchema, PlayVerdictsSchema } from './play.ts';
import { ImplementationSchema, RepairReportSchema } from './repair.ts';
import { RequirementVerdictSchema } from './requirements.ts';
import { UsageReportSchema } from './usage.ts';

export const MAKE_RESULT_SCHEMA = 'playsmith.make/3';
/** The make result before the play test: read, never written. */
export const MAKE_RESULT_SCHEMA_V2 = 'playsmith.make/2';
/** The make result before phrase accounting: read, never written. */
export const MAKE_RESULT_SCHEMA_V1 = 'playsmith.make/1';

/** The made game played by the tester with the oracles watching: PlayCoder's per-game Exec, Pass and Play. */
export const MadePlayTestSchema = z.object({
  verdict: PlayVerdictsSchema,
  /** Logic violations the oracles found, with their evidence (screenshots relative to playsmith.json). */
  findings: z.array(PlayFindingSchema),
  steps: z.int().min(0),
  gameMs: z.number(),
  /** How the tester's run ended. */
  ended: z.string(),
  traceHash: z.string().nullable(),
  /** The tester's steps, one JSON line each, relative to playsmith.json; null when Exec or Pass failed first. */
  trajectory: z.string().nullable(),
});
export type MadePlayTest = z.infer<typeof MadePlayTestSchema>;

/** What kind of game the prompt asked for, what kind was made, and by a bespoke mode or a rulebook. */
export const MadeKindSchema = z.object({
  /** The kind as the prompt named it ("a whack-a-mole"), null when it names none the reader knows. */
  asked: z.string().nullable(),
  made: z.string(),
  by: z.enum(['mode', 'rulebook']),
  /** The asked kind is what was made (true too when the prompt named no kind). */
  exact: z.boolean(),
  /** "asked: a whack-a-mole; made: a whack-a-mole (the library rulebook whack-a-mole)". */
  line: z.string(),
});
export type MadeKind = z.infer<typeof MadeKindSchema>;

export const MakeResultSchema = z.object({
  schema: z.literal(MAKE_RESULT_SCHEMA),
  prompt: z.string(),
  seed: z.int(),
  pass: z.boolean(),
  summary: z.string(),
  classification: ClassificationSchema,
  gdd: GddSchema,
  requirements: z.array(RequirementVerdictSchema),
  /** Weighted requirement pass rate, in percent; at most 33 when the asked kind of game was not made. */
  intentAlignment: z.number(),
  /** The kind of game asked for and the kind made, and by what (optional: results before it have none). */
  kind: MadeKindSchema.optional(),
  /** Every content phrase of the prompt and whether the game honours it. */
  fidelity: FidelitySchema,
  assets: z.object({ files: z.int(), totalBytes: z.int() }),
  check: z.object({
    pass: z.boolean(),
    failedAt: z.string().nullable(),
    summary: z.string(),
    levels: z.record(z.string(), z.string()),
    scores: z.object({
      scs: z.number().nullable(),
      bas: z.number().nullable(),
      buildHealth: z.number(),
      /** Null when it could not be measured (L3b did not run; check.json says why), never a silent 0. */
      visualUsability: z.number().nullable(),
    }),
    traceL3b: z.string().nullable(),
    file: z.string(),
  }),
  goldenPath: z.object({
    passed: z.boolean(),
    won: z.boolean(),
    failure: z.string().nullable(),
    gameTimeMs: z.number(),
    traceHash: z.string(),
    events: z.record(z.string(), z.int()),
    screenshot: z.string(),
  }),
  playTest: MadePlayTestSchema,
  /**
   * Present for `--agent llm`: the model, what fell back to offline code, the implementation, the repair loop and
   * usage.
   */
  agent: z
    .object({
      mode: z.literal('llm'),
      model: z.string(),
      fallbacks: z.array(z.object({ phase: z.string(), reason: z.string() })),
      implementation: ImplementationSchema,
      repair: RepairReportSchema,
      trajectory: z.string(),
      usage: UsageReportSchema,
    })
    .optional(),
  versions: z.record(z.string(), z.string()),
  timings: z.object({ wallMs: z.record(z.string(), z.number()) }),
  /** Every file make wrote under the output folder, sorted; --force removes exactly these before writing again. */
  files: z.array(z.string()),
});
export type MakeResult = z.infer<typeof MakeResultSchema>;

/** playsmith.make/2: a make result written before the play test. */
export const MakeResultV2Schema = MakeResultSchema.omit({ playTest: true }).extend({
  schema: z.literal(MAKE_RESULT_SCHEMA_V2),
});
export type MakeResultV2 = z.infer<typeof MakeResultV2Schema>;

/** playsmith.make/1: a make result written before phrase accounting. */
export const MakeResultV1Schema = MakeResultV2Schema.extend({
  schema: z.literal(MAKE_RESULT_SCHEMA_V1),
  fidelity: FidelitySchema.optional(),
});
export type MakeResultV1 = z.infer<typeof MakeResultV1Schema>;
