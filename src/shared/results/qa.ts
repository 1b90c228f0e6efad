// The qa result (qa.json, playsmith.qa/1) and the known-bugs file it is scored against: bug reports with GBQA's fields
// (title, type, severity, difficulty, minimal reproduction, observed, expected, evidence) plus ours (the seed, the
// exact action list, the oracle that saw it and its fault signature, the state before and after), each confirmed or
// not by a replay from a fresh reset; and, when known bugs were given, which report matched which bug.
import { z } from 'zod';
import { BlockedAttemptSchema, DialogSchema } from './check-levels.ts';
import { UsageReportSchema } from './usage.ts';

export const QA_RESULT_SCHEMA = 'playsmith.qa/1';
export const KNOWN_BUGS_SCHEMA = 'playsmith.known-bugs/1';

/** GBQA's discovery difficulty: one observation, a short chain, or long-horizon tracking. */
export const QA_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const QaDifficultySchema = z.enum(QA_DIFFICULTIES);
export type QaDifficulty = z.infer<typeof QaDifficultySchema>;

export const QA_BUG_TYPES = [
  'crash',
  'logic-error',
  'description-flaw',
  'data-inconsistency',
  'out-of-range',
  'non-determinism',
  'wrong-acceptance',
  'wrong-refusal',
  'stuck',
  'other',
] as const;
export const QaBugTypeSchema = z.enum(QA_BUG_TYPES);
export type QaBugType = z.infer<typeof QaBugTypeSchema>;

/**
 * The oracles that need no model, each a small named unit (src/qa/oracles.ts); play-rule: a rule every game keeps,
 * judged by play's oracles on a web game's step; and a model's own report.
 */
export const QA_ORACLES = [
  'server-error',
  'non-determinism',
  'conservation',
  'counter-range',
  'description',
  'exit-acceptance',
  'exit-refusal',
  'shortcut',
  'after-end',
  'stuck',
  'play-rule',
  'model-report',
] as const;
export const QaOracleSchema = z.enum(QA_ORACLES);
export type QaOracle = z.infer<typeof QaOracleSchema>;

/** One action as a person would type it: a text game's command, or a web game's action line (press ArrowLeft 200). */
export const QaActionSchema = z.string().min(1).max(500);

/**
 * A fault as a predicate over what the Game Contract shows after a reproduction, checked on a mutant and on its
 * original: a state() value (dotted path) after the last step, or a contract event emitted during the steps (one with
 * this payload, or this many of this type), or a text on screen after the last step.
 */
export const FaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('state'), path: z.string().min(1), equals: z.unknown() }),
  z.object({ kind: z.literal('event'), type: z.string().min(1), payload: z.unknown() }),
  z.object({ kind: z.literal('event-count'), type: z.string().min(1), count: z.int().min(0) }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
export type Fault = z.infer<typeof FaultSchema>;

/** Where an injected bug was planted (qa inject): the operator, the file and line, and the code before and after. */
export const InjectedSiteSchema = z.object({
  operator: z.string().min(1),
  file: z.string().min(1),
  line: z.int().min(1),
  /** Where on the line the planted code starts (records from before it was kept have none). */
  column: z.int().min(1).optional(),
  original: z.string(),
  mutated: z.string(),
});
export type InjectedSite = z.infer<typeof InjectedSiteSchema>;

/** A bug someone verified, in GBQA's bug-file shape; the agent never reads these. */
export const KnownBugSchema = z.object({
  id: z.string().min(1),
  type: QaBugTypeSchema,
  difficulty: QaDifficultySchema,
  description: z.string().min(1),
  observed: z.string().optional(),
  expected: z.string().optional(),
  /** The minimal reproduction from a fresh game, one action per entry (or one prose step each: see `prose`). */
  reproduction: z.array(QaActionSchema).min(1),
  /**
   * The reproduction is prose a person follows (GBQA's `minimal_reproduction`), not commands a replay can send: such
   * a bug is matched by what it describes, not by replaying it.
   */
  prose: z.boolean().optional(),
  /** The bug's type as its file wrote it (GBQA's `bug_type`: "logic error", "softlock", …). */
  writtenType: z.string().optional(),
  /** The fault the reproduction shows, as a predicate a replay can check (qa inject proves it on both builds). */
  fault: FaultSchema.optional(),
  /** A reproduction that is the first `steps` steps of the game's golden-path.json, played from `seed`. */
  goldenPrefix: z.object({ seed: z.int().min(0), steps: z.int().min(1) }).optional(),
  /** For an injected bug: where and how it was planted. */
  injected: InjectedSiteSchema.optional(),
});
export type KnownBug = z.infer<typeof KnownBugSchema>;

export const KnownBugsFileSchema = z.object({
  schema: z.literal(KNOWN_BUGS_SCHEMA),
  game: z.string(),
  bugs: z.array(KnownBugSchema).min(1),
  /** gbqa: read from GBQA's own bug file ({game_name, bugs: [{id, bug_type, minimal_reproduction, observed_fault}]}) */
  format: z.enum(['playsmith', 'gbqa']).optional(),
});
export type KnownBugsFile = z.infer<typeof KnownBugsFileSchema>;

export const QaReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: QaBugTypeSchema,
  severity: z.enum(['critical', 'major', 'minor']),
  difficulty: QaDifficultySchema,
  oracle: QaOracleSchema,
  /** What identifies the fault whatever the path to it (oracle and subject): duplicates share it. */
  signature: z.string(),
  /** The reproduction from reset(seed), minimised; the fault shows at its last action. */
  steps: z.array(QaActionSchema),
  observed: z.string(),
  expected: z.string(),
  evidence: z.object({
    before: z.unknown(),
    after: z.unknown(),
    text: z.string().nullable(),
    /** The game's screen after the last step of a confirmed report (relative to qa.json), where it has one. */
    screenshot: z.string().optional(),
  }),
  /** confirmed: the fault recurred when the steps were replayed from a fresh reset(seed); only these are findings. */
  status: z.enum(['confirmed', 'unconfirmed']),
  /** How many other paths to the same fault were merged into this one. */
  duplicates: z.int().min(0),
});
export type QaReport = z.infer<typeof QaReportSchema>;

const RateSchema = z.object({ matched: z.int().min(0), of: z.int().min(0), rate: z.number().nullable() });

export const QaScoreSchema = z.object({
  /** offline: each known bug's reproduction was replayed and its fault signatures compared with the reports'. */
  critic: z.enum(['offline', 'model']),
  recall: RateSchema,
  precision: RateSchema,
  byDifficulty: z.record(QaDifficultySchema, RateSchema),
  /** Every confirmed report each known bug's signatures matched: the candidates, before any report is credited. */
  matches: z.array(z.object({ bug: z.string(), reports: z.array(z.string()) })),
  /** The bugs recall counts: a largest pairing of bugs with matching reports in which one report credits one bug, so
   * a report whose fault several bugs share is not counted as finding all of them. */
  credited: z.array(z.object({ bug: z.string(), report: z.string() })),
  /** Known bugs whose own reproduction showed no fault an oracle can see: the offline critic cannot match them. */
  unobservable: z.array(z.string()),
  /** Confirmed reports no known bug matched: a person should judge whether each is a real bug. */
  unmatchedReports: z.array(z.string()),
  /** Known bugs with prose reproductions, matched by what they describe rather than by a replay (offline critic). */
  byDescription: z.array(z.string()).optional(),
});
export type QaScore = z.infer<typeof QaScoreSchema>;

/**
 * What a web game's pages tried that the sandbox blocked, and the dialogs they opened (each dismissed), over every
 * page load of the run (exploring, replays, confirmation): one entry per attempt, with the game time it first happened
 * at and how often it happened.
 */
export const QaSandboxSchema = z.object({
  blocked: z.array(BlockedAttemptSchema.extend({ count: z.int().min(1) })),
  dialogs: z.array(DialogSchema.extend({ count: z.int().min(1) })),
});
export type QaSandbox = z.infer<typeof QaSandboxSchema>;

export const QaResultSchema = z.object({
  schema: z.literal(QA_RESULT_SCHEMA),
  target: z.string(),
  adapter: z.enum(['http-text', 'browser']),
  agent: z.enum(['explore', 'llm']),
  mode: z.enum(['qa', 'player']),
  seed: z.int(),
  budget: z.int().min(1),
  /** Actions sent to the game by the explorer, replays included; confirmation and scoring are counted apart. */
  actions: z.int().min(0),
  confirmActions: z.int().min(0),
  states: z.int().min(0),
  /** Every thing's name the explorer saw in the game's state: the words the description oracle reads texts with. */
  vocabulary: z.array(z.string()),
  /** The things it saw carried: where a game lists fixed and portable things together, what a look must name. */
  portable: z.array(z.string()).optional(),
  /** How deep the exploration reached: actions from a fresh game to the deepest state (shortest way known). */
  depth: z
    .object({ actions: z.int().min(0), rooms: z.int().min(0), states: z.int().min(0), won: z.boolean() })
    .nullable()
    .optional(),
  /** The game's white-box state (GBQA's full_state) was read: qa mode, with the user's --white-box. */
  whiteBox: z.boolean().optional(),
  /** Rules the game's own text states, which the explorer added to its rules (a replay judges by them too). */
  learnedRules: z
    .object({
      counts: z.array(
        z.object({
          of: z.string(),
          count: z.int().min(2),
          qualifier: z.string().optional(),
          why: z.string().optional(),
        }),
      ),
      carry: z.int().min(1).optional(),
    })
    .optional(),
  wallMs: z.number(),
  ended: z.string(),
  reports: z.array(QaReportSchema),
  score: QaScoreSchema.nullable(),
  /** The known-bugs file the score was taken against, as given. */
  known: z.string().optional(),
  /** The oracles that judged this game (absent in files written before it was recorded). */
  oracles: z.array(QaOracleSchema).optional(),
  /** Oracles that could not run on this game and why (a state field it lacks, no help text). */
  unmeasured: z.array(z.string()),
  notes: z.array(z.string()),
  /** Read as nothing blocked in files written before it existed (and for text games, which have no sandbox). */
  sandbox: QaSandboxSchema.default({ blocked: [], dialogs: [] }),
  files: z.object({ trajectory: z.string(), bugs: z.string(), report: z.string() }),
  /** The model that explored or judged, when one did: its label, unusable answers, usage, the agent's memory. */
  model: z
    .object({
      label: z.string(),
      unusableReplies: z.int().min(0),
      usage: UsageReportSchema,
      memory: z
        .object({
          places: z.array(z.string()),
          items: z.array(z.string()),
          events: z.array(z.string()),
          suspicions: z.array(z.string()),
          bugs: z.array(z.string()),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
  versions: z.record(z.string(), z.string()),
});
export type QaResult = z.infer<typeof QaResultSchema>;
