// The play result (play.json, playsmith.play/1) and its trajectory (trajectory.jsonl): one game played by a tester
// policy — every step with its action and screenshot, the oracles' findings with their evidence, and the per-game
// verdicts Exec, Pass and Play that PlayCoder's Exec@k / Pass@k / Play@k count.
import { z } from 'zod';
import { UsageReportSchema } from './usage.ts';

export const PLAY_RESULT_SCHEMA = 'playsmith.play/1';

export const PLAY_POLICIES = ['golden', 'explore', 'llm'] as const;
export const PlayPolicyNameSchema = z.enum(PLAY_POLICIES);
export type PlayPolicyName = z.infer<typeof PlayPolicyNameSchema>;

const GameCoordinate = z.number().finite();
const HoldMs = z.int().min(1).max(10_000);

/** The tester's actions (PlayCoder's executor), in game coordinates, plus the contract's named actions. */
export const PlayActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('click'), x: GameCoordinate, y: GameCoordinate }),
  z.strictObject({ action: z.literal('type'), text: z.string().min(1).max(100) }),
  z.strictObject({ action: z.literal('hotkey'), keys: z.array(z.string()).min(1).max(4) }),
  z.strictObject({ action: z.literal('press'), key: z.string(), ms: HoldMs.default(100) }),
  z.strictObject({
    action: z.literal('scroll'),
    x: GameCoordinate,
    y: GameCoordinate,
    direction: z.enum(['up', 'down', 'left', 'right']),
  }),
  z.strictObject({ action: z.literal('wait'), ms: HoldMs }),
  z.strictObject({
    action: z.literal('finish'),
    outcome: z.enum(['success', 'failure']),
    reason: z.string().max(1000),
  }),
  z.strictObject({ action: z.literal('act'), name: z.string(), ms: HoldMs.default(200) }),
  /** One step of the game's golden path (the golden policy only; its label says which). */
  z.strictObject({ action: z.literal('script'), index: z.int().min(0), label: z.string() }),
]);
export type PlayAction = z.infer<typeof PlayActionSchema>;

export const PLAY_ORACLES = [
  'score-without-cause',
  'through-solid',
  'left-world',
  'input-after-end',
  'no-win-screen',
  'action-no-effect',
  'invisible-text',
  'frozen',
  'page-error',
  'model-report',
] as const;
export const PlayOracleSchema = z.enum(PLAY_ORACLES);
export type PlayOracle = z.infer<typeof PlayOracleSchema>;

/** A logic violation an oracle found, with its evidence. */
export const PlayFindingSchema = z.object({
  oracle: PlayOracleSchema,
  /** The step (1-based) at which it was seen; 0 for findings drawn from the whole run. */
  step: z.int().min(0),
  gameTime: z.number(),
  message: z.string(),
  /** The screenshot file (relative to play.json) taken when it was seen, or null. */
  screenshot: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type PlayFinding = z.infer<typeof PlayFindingSchema>;

/** One line of trajectory.jsonl: what the policy decided, what happened, what the tester saw afterwards. */
export const PlayStepSchema = z.object({
  step: z.int().min(1),
  gameTime: z.number(),
  gameMs: z.number(),
  action: PlayActionSchema,
  /** The action in a few words (click (400, 300), jump 200 ms). */
  label: z.string(),
  /** Why the action was not sent (out of bounds, unknown key or action), or null when it was. */
  refused: z.string().nullable(),
  /** The policy's own words about the step (a model's reasoning, explore's intent). */
  reason: z.string(),
  /** The screenshot taken after the step, relative to play.json, or null when none was taken this step. */
  screenshot: z.string().nullable(),
  /** What the step changed: state paths, scene, contract events. */
  changed: z.array(z.string()),
  events: z.array(z.string()),
  scene: z.string().nullable(),
  score: z.number().nullable(),
  over: z.boolean().nullable(),
  won: z.boolean().nullable(),
});
export type PlayStep = z.infer<typeof PlayStepSchema>;

/** One of Exec, Pass, Play for one game. */
export const PlayVerdictSchema = z.object({
  /** null: could not be measured (the reason says why); never counted as a failure. */
  holds: z.boolean().nullable(),
  reason: z.string(),
});
export type PlayVerdict = z.infer<typeof PlayVerdictSchema>;

/** Exec, Pass and Play together, with what could not be measured. */
export const PlayVerdictsSchema = z.object({
  exec: PlayVerdictSchema,
  pass: PlayVerdictSchema,
  play: PlayVerdictSchema,
  /** What could not be measured, for a person: no contract, no golden path, no win state. */
  unmeasured: z.array(z.string()),
});
export type PlayVerdicts = z.infer<typeof PlayVerdictsSchema>;

export const PlayResultSchema = z.object({
  schema: z.literal(PLAY_RESULT_SCHEMA),
  target: z.string(),
  seed: z.int(),
  policy: PlayPolicyNameSchema,
  verdict: PlayVerdictsSchema,
  goal: z.object({ text: z.string().nullable(), reached: z.boolean(), featuresCovered: z.boolean().nullable() }),
  findings: z.array(PlayFindingSchema),
  steps: z.int().min(0),
  gameMs: z.number(),
  wallMs: z.number(),
  /** How the run ended: finish by the policy, the step or game-time budget, or a stop of the game. */
  ended: z.string(),
  contract: z.boolean(),
  /** Per listed action: how often it was sent and whether it ever changed the game. */
  actions: z.array(z.object({ name: z.string(), tried: z.int(), effective: z.boolean() })),
  model: z
    .object({ label: z.string(), images: z.boolean(), unusableReplies: z.int(), usage: UsageReportSchema })
    .nullable(),
  traceHash: z.string().nullable(),
  notes: z.array(z.string()),
  files: z.object({ trajectory: z.string(), trace: z.string().nullable(), report: z.string() }),
  versions: z.record(z.string(), z.string()),
});
export type PlayResult = z.infer<typeof PlayResultSchema>;
