// What each level of a check found, as it is written into check.json: L1 integrity issues, the L2 build and its
// diagnostics, L3a stability and the L3b behaviour run. check produces these; the check result holds them.
import { z } from 'zod';
import { ArchetypeSchema } from '../archetype.ts';
import { BehaviourVectorSchema } from '../behaviour.ts';

export const IntegrityIssueSchema = z.object({
  kind: z.enum([
    'missing-entry',
    'broken-manifest',
    'unreadable-script',
    'missing-asset-file',
    'remote-asset',
    'unknown-asset-key',
    'broken-pack',
    'unregistered-scene',
    'missing-config-key',
    'broken-config',
  ]),
  file: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  message: z.string(),
});
export type IntegrityIssue = z.infer<typeof IntegrityIssueSchema>;

export const IntegrityResultSchema = z.object({
  ok: z.boolean(),
  kind: z.enum(['source-project', 'static-folder']),
  issues: z.array(IntegrityIssueSchema),
  warnings: z.array(IntegrityIssueSchema),
  counts: z.object({
    scripts: z.int(),
    assetLoads: z.int(),
    assetUses: z.int(),
    sceneReferences: z.int(),
    configReads: z.int(),
  }),
  skipped: z.array(z.string()),
});
export type IntegrityResult = z.infer<typeof IntegrityResultSchema>;

export const BuildDiagnosticSchema = z.object({
  stage: z.enum(['project', 'typecheck', 'bundle', 'timeout']),
  file: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string(),
});
export type BuildDiagnostic = z.infer<typeof BuildDiagnosticSchema>;

/**
 * Whose toolchain built the project: Playsmith's (our templates and projects without a lockfile) or the project's
 * own, installed from its lockfile by its own package manager (with how long the install took and whether it came from
 * the cache).
 */
export const BuildToolchainSchema = z.object({
  source: z.enum(['playsmith', 'project']),
  typescript: z.string().nullable(),
  phaser: z.string().nullable(),
  install: z
    .object({
      lockfile: z.string(),
      /** The package manager that installed it, `name@version` (absent in files written before it existed). */
      tool: z.string().optional(),
      cached: z.boolean(),
      ms: z.number(),
    })
    .nullable(),
});
export type BuildToolchain = z.infer<typeof BuildToolchainSchema>;

export const BuildResultSchema = z.object({
  ok: z.boolean(),
  outDir: z.string(),
  typecheck: z.object({ ok: z.boolean(), files: z.number().int() }),
  bundle: z.object({ ok: z.boolean(), skipped: z.boolean() }),
  diagnostics: z.array(BuildDiagnosticSchema),
  wallMs: z.number(),
  /** Absent in files written before it existed. */
  toolchain: BuildToolchainSchema.optional(),
  /** What the build could not honour or had to do instead (a config it did not run, an install that failed). */
  notes: z.array(z.string()).default([]),
  /** True when the bundle and the type-check verdict were reused from the build cache (identical files, toolchain). */
  cached: z.boolean().optional(),
});
export type BuildResult = z.infer<typeof BuildResultSchema>;

export const ErrorEvidenceSchema = z.object({
  gameTime: z.number(),
  message: z.string(),
  source: z.string(),
  stack: z.string().optional(),
});
export type ErrorEvidence = z.infer<typeof ErrorEvidenceSchema>;

/**
 * A fault in Playsmith's own page-side probe while it watched the game: our defect, never the game's. It is reported
 * apart from the game's errors and never decides a verdict. (Added after playsmith.check/1's first files, so it is
 * read as empty where it is absent.)
 */
export const ProbeFaultSchema = z.object({
  gameTime: z.number(),
  where: z.string(),
  message: z.string(),
  count: z.int(),
});
export type ProbeFault = z.infer<typeof ProbeFaultSchema>;

/** Something Playsmith could not measure on this game and why: never to be read as a 0 or as the game failing. */
export const UnmeasuredSchema = z.object({
  what: z.string(),
  level: z.enum(['L1', 'L2', 'L3a', 'L3b', 'scores']),
  reason: z.string(),
});
export type Unmeasured = z.infer<typeof UnmeasuredSchema>;

/** An alert, confirm or prompt the game opened, and the game time it opened at; each is dismissed at once. */
export const DialogSchema = z.object({ gameTime: z.number(), type: z.string(), message: z.string() });
export type DismissedDialog = z.infer<typeof DialogSchema>;

/** What the page tried that the sandbox blocked (a request, a socket, a popup, a navigation, window.close()). */
export const BlockedAttemptSchema = z.object({ gameTime: z.number(), url: z.string(), method: z.string() });

/** How a run ended early: a harness error code that is the game's doing, its message and when. */
export const CrashSchema = z.object({ code: z.string(), message: z.string(), gameTime: z.number() });
export type Crash = z.infer<typeof CrashSchema>;

export const StabilityResultSchema = z.object({
  status: z.enum(['pass', 'fail']),
  reasons: z.array(z.string()),
  gameMs: z.number(),
  engine: z.object({ name: z.string(), version: z.string(), renderer: z.string() }).nullable(),
  contract: z.boolean(),
  /** The archetype the contract's meta() names, if it names one: what the means are read for when L3b does not run. */
  archetype: ArchetypeSchema.nullable().default(null),
  uncaughtErrors: z.array(ErrorEvidenceSchema),
  failedRequests: z.array(z.object({ gameTime: z.number(), url: z.string(), kind: z.string() })),
  blockedRequests: z.array(BlockedAttemptSchema),
  /** Read as none in files written before it existed. */
  dialogs: z.array(DialogSchema).default([]),
  crash: CrashSchema.nullable(),
  blank: z.boolean(),
  pixels: z.object({ samplesAfterStartup: z.int(), blankAfterStartup: z.int() }),
  screenshot: z.string().nullable(),
  traceHash: z.string().nullable(),
  notes: z.array(z.string()),
  probeFaults: z.array(ProbeFaultSchema).default([]),
});
export type StabilityResult = z.infer<typeof StabilityResultSchema>;

/** Cumulative behaviour dimensions at one second of L3b game time. */
export const TimelinePointSchema = z.object({
  t: z.number(),
  objectsAdded: z.int(),
  objectsRemoved: z.int(),
  positionChanges: z.int(),
  inputEvents: z.int(),
  velocityActiveFrames: z.int(),
  responsiveActions: z.int(),
  eventTypes: z.int(),
});
export type TimelinePoint = z.infer<typeof TimelinePointSchema>;

/** One try at leaving a menu in L3b: when, by which of the three levels, what exactly, in which scene. */
export const MenuAttemptSchema = z.object({
  t: z.number(),
  level: z.enum(['contract-action', 'click', 'key']),
  what: z.string(),
  scene: z.string().nullable(),
});
export type MenuAttempt = z.infer<typeof MenuAttemptSchema>;

export const BehaviourRunSchema = z.object({
  status: z.enum(['done', 'crashed']),
  gameMs: z.number(),
  archetype: z.string(),
  archetypeSource: z.enum(['option', 'contract', 'default']),
  strategy: z.object({
    gameType: z.string(),
    mode: z.string(),
    bindings: z.record(z.string(), z.string()),
    extraActions: z.array(z.string()),
    refused: z.array(z.string()),
  }),
  menu: z.object({
    reachedGameplay: z.boolean(),
    atMs: z.number().nullable(),
    attempts: z.array(MenuAttemptSchema),
  }),
  pausesUndone: z.int(),
  restarts: z.int(),
  behaviour: BehaviourVectorSchema,
  timeline: z.array(TimelinePointSchema),
  screenshots: z.array(z.object({ gameTime: z.number(), file: z.string().nullable(), entropy: z.number() })),
  changedFractions: z.array(z.number()),
  uncaughtErrors: z.array(ErrorEvidenceSchema),
  /** What the sandbox blocked and the dialogs dismissed during L3b (never part of a verdict); none in older files. */
  blockedRequests: z.array(BlockedAttemptSchema).default([]),
  dialogs: z.array(DialogSchema).default([]),
  crash: CrashSchema.nullable(),
  finalState: z.unknown(),
  traceHash: z.string().nullable(),
  notes: z.array(z.string()),
  probeFaults: z.array(ProbeFaultSchema).default([]),
});
export type BehaviourRun = z.infer<typeof BehaviourRunSchema>;
