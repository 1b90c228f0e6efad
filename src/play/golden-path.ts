// Golden paths: a game's scripted playthrough (golden-path.json) from the title screen to its win
// state, written in the game's named actions and game-time durations, and the runner that plays one
// through a harness session. The format is documented in templates/README.md.
import { dirname } from 'node:path';
import { z } from 'zod';
import type { GameSession } from '../harness/index.ts';
import { conditionHolds, ProjectFiles, valueAt, type ContractState } from '../shared/index.ts';

/** An action name from the game's meta().actions (snake_case) or a Playwright key name (ArrowLeft, Space). */
const Input = z
  .string()
  .regex(
    /^([a-z][a-z0-9]*(_[a-z0-9]+)*|[A-Z][A-Za-z0-9]*)$/,
    'expected an action name such as "jump" or a key name such as "ArrowRight"',
  );
const Inputs = z.array(Input).min(1, 'expected at least one action');
const GameMs = z
  .number()
  .positive('expected a positive number of game-time ms')
  .max(600_000, 'expected at most 600000 ms (10 minutes of game time)');
const Scalar = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** A test on the contract's state(): `path` is dotted (player.x, flags.lives, entities.coins.length). */
export const ConditionSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'expected a dotted path into state(), such as "level" or "player.x"'),
    equals: Scalar.optional(),
    notEquals: Scalar.optional(),
    gte: z.number().optional(),
    lte: z.number().optional(),
  })
  .refine(
    (c) => c.equals !== undefined || c.notEquals !== undefined || c.gte !== undefined || c.lte !== undefined,
    'a condition needs at least one of equals, notEquals, gte, lte',
  );
export type Condition = z.infer<typeof ConditionSchema>;

export const PressStepSchema = z.strictObject({ press: Input, holdMs: GameMs.optional() });
export const HoldStepSchema = z.strictObject({ hold: Inputs, ms: GameMs });
export const WaitStepSchema = z.strictObject({ wait: GameMs });
export const ClickStepSchema = z.strictObject({
  click: z.strictObject({ x: z.number(), y: z.number() }),
  holdMs: GameMs.optional(),
});

/** The steps allowed inside `repeat` of an until step. */
export const SimpleStepSchema = z.union([PressStepSchema, HoldStepSchema, WaitStepSchema, ClickStepSchema]);

/**
 * Plays until a condition on state() holds: holding `hold` the whole time and/or cycling through
 * `repeat`, checking every `checkEveryMs` (and after every repeated step). Fails after `timeoutMs`.
 */
export const UntilStepSchema = z.strictObject({
  until: ConditionSchema,
  timeoutMs: GameMs.default(10_000),
  hold: Inputs.optional(),
  repeat: z.array(SimpleStepSchema).min(1, 'expected at least one step to repeat').optional(),
  checkEveryMs: GameMs.max(5000).default(100),
});

export const StepSchema = z.union([PressStepSchema, HoldStepSchema, WaitStepSchema, ClickStepSchema, UntilStepSchema]);
export type GoldenPathStep = z.infer<typeof StepSchema>;
type SimpleStep = z.infer<typeof SimpleStepSchema>;
type UntilStep = z.infer<typeof UntilStepSchema>;

export const GoldenPathSchema = z.strictObject({
  version: z.literal(1, 'expected "version": 1'),
  seed: z.int('expected a whole-number seed').min(0).max(0xffffffff).default(1),
  description: z.string().default(''),
  steps: z.array(StepSchema).min(1, 'expected at least one step'),
  expect: z
    .strictObject({
      won: z.boolean().optional(),
      state: z.array(ConditionSchema).optional(),
    })
    .default({ won: true }),
});
export type GoldenPath = z.infer<typeof GoldenPathSchema>;

const STEP_SCHEMAS = {
  press: PressStepSchema,
  hold: HoldStepSchema,
  wait: WaitStepSchema,
  click: ClickStepSchema,
  until: UntilStepSchema,
} as const;
type StepKind = keyof typeof STEP_SCHEMAS;
const STEP_KINDS = Object.keys(STEP_SCHEMAS) as StepKind[];

function formatIssues(issues: readonly z.core.$ZodIssue[], prefix: (string | number)[]): string[] {
  return issues.map((issue) => {
    const where = [...prefix, ...issue.path]
      .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`))
      .join('');
    return `${where || '(top level)'}: ${issue.message}`;
  });
}

function stepKind(step: unknown): StepKind | string {
  if (!step || typeof step !== 'object' || Array.isArray(step)) return 'expected an object such as {"press": "start"}';
  // An until step may also carry "hold": its kind is until.
  if ('until' in step) return 'until';
  const kinds = STEP_KINDS.filter((k) => k in step);
  if (kinds.length === 1) return kinds[0]!;
  if (kinds.length === 0)
    return `expected one of the keys ${STEP_KINDS.join(', ')} (got ${Object.keys(step).join(', ') || 'none'})`;
  return `a step does one thing; it has ${kinds.join(' and ')}`;
}

export type ParsedGoldenPath = { ok: true; path: GoldenPath } | { ok: false; errors: string[] };

/**
 * Checks a golden path. Each step is parsed by its kind (the key press/hold/wait/click/until it
 * has), so an error names the step and the field rather than every kind it might have been.
 */
export function parseGoldenPath(json: unknown): ParsedGoldenPath {
  const errors: string[] = [];
  const raw = json as { steps?: unknown } | null;
  if (raw && typeof raw === 'object' && Array.isArray(raw.steps)) {
    raw.steps.forEach((step, i) => {
      const kind = stepKind(step);
      if (!Object.hasOwn(STEP_SCHEMAS, kind)) {
        errors.push(`steps[${i}]: ${kind}`);
        return;
      }
      const result = STEP_SCHEMAS[kind as StepKind].safeParse(step);
      if (!result.success) errors.push(...formatIssues(result.error.issues, ['steps', i]));
    });
  }
  const whole = GoldenPathSchema.safeParse(json);
  if (!whole.success) {
    // Step errors were reported above, by kind; the union's own messages would only repeat them.
    errors.push(
      ...formatIssues(
        whole.error.issues.filter((issue) => !(issue.path[0] === 'steps' && issue.path.length > 1)),
        [],
      ),
    );
  }
  return errors.length || !whole.success ? { ok: false, errors } : { ok: true, path: whole.data };
}

/**
 * Reads and checks a game's golden-path.json (`file`, in the game folder) under the project rule: a link out of the
 * folder or a FIFO is not read. Errors name the file.
 */
export function readGoldenPath(file: string): ParsedGoldenPath {
  let text: string | undefined;
  let why: string | undefined;
  try {
    const game = new ProjectFiles(dirname(file));
    why = game.whyNotFile(file);
    text = why === undefined ? game.text(file) : undefined;
  } catch (e) {
    why = `unreadable (${(e as NodeJS.ErrnoException).code ?? String(e)})`;
  }
  if (text === undefined)
    return { ok: false, errors: [`${file}: cannot read it (${why ?? 'not a regular file inside the game folder'})`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`${file}: not valid JSON (${(e as Error).message})`] };
  }
  const parsed = parseGoldenPath(json);
  return parsed.ok ? parsed : { ok: false, errors: parsed.errors.map((e) => `${file}: ${e}`) };
}

// ---- running ----

export interface StepResult {
  index: number;
  /** The step as written, short: `press start`, `hold right+jump 400 ms`, `until level == 2`. */
  label: string;
  startMs: number;
  endMs: number;
  /** Game time the step took. */
  gameMs: number;
  /** For until steps: whether the condition was reached before the timeout. */
  reached?: boolean;
}

export interface Expectation {
  what: string;
  met: boolean;
  actual: unknown;
}

export interface GoldenPathResult {
  /** state().won at the end. */
  won: boolean;
  /** Every step ran (no until timed out, no unknown action) and every expectation holds. */
  passed: boolean;
  /** Why it did not pass, for a person: which step, what was expected, what the state was. */
  failure: string | undefined;
  steps: StepResult[];
  expectations: Expectation[];
  finalState: ContractState | undefined;
  /** Game time the whole path took. */
  gameTimeMs: number;
  notes: string[];
}

export function describeCondition(c: Condition): string {
  const parts: string[] = [];
  if (c.equals !== undefined) parts.push(`${c.path} == ${JSON.stringify(c.equals)}`);
  if (c.notEquals !== undefined) parts.push(`${c.path} != ${JSON.stringify(c.notEquals)}`);
  if (c.gte !== undefined) parts.push(`${c.path} >= ${c.gte}`);
  if (c.lte !== undefined) parts.push(`${c.path} <= ${c.lte}`);
  return parts.join(' and ');
}

export function describeStep(step: GoldenPathStep): string {
  if ('press' in step) return `press ${step.press}${step.holdMs ? ` ${step.holdMs} ms` : ''}`;
  if ('wait' in step) return `wait ${step.wait} ms`;
  if ('click' in step) return `click (${step.click.x}, ${step.click.y})`;
  if (!('until' in step)) return `hold ${step.hold.join('+')} ${step.ms} ms`;
  const doing = [
    step.hold ? `holding ${step.hold.join('+')}` : '',
    step.repeat ? `repeating ${step.repeat.map(describeStep).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `until ${describeCondition(step.until)}${doing ? ` (${doing})` : ''}`;
}

function inputsOf(step: GoldenPathStep): string[] {
  if ('until' in step) return [...(step.hold ?? []), ...(step.repeat ?? []).flatMap(inputsOf)];
  if ('press' in step) return [step.press];
  if ('hold' in step) return step.hold;
  return [];
}

async function runSimple(session: GameSession, step: SimpleStep): Promise<void> {
  if ('press' in step) return session.press(step.press, step.holdMs === undefined ? {} : { holdMs: step.holdMs });
  if ('hold' in step) {
    for (const input of step.hold) await session.keyDown(input);
    await session.runFor(step.ms);
    for (const input of step.hold) await session.keyUp(input);
    return;
  }
  if ('wait' in step) return session.runFor(step.wait);
  return session.click(step.click.x, step.click.y, step.holdMs === undefined ? {} : { holdMs: step.holdMs });
}

/** Plays an until step; true when the condition was reached within its timeout. */
async function runUntil(session: GameSession, step: UntilStep): Promise<boolean> {
  const deadline = session.gameTime + step.timeoutMs;
  const holds = async () => conditionHolds(step.until, await session.state());
  if (await holds()) return true;
  for (const input of step.hold ?? []) await session.keyDown(input);
  try {
    // Holding or waiting, the page looks at state() every checkEveryMs itself (GameSession.runUntil).
    if (!step.repeat) return await session.runUntil(step.until, { everyMs: step.checkEveryMs, until: deadline });
    while (session.gameTime < deadline) {
      for (const sub of step.repeat) {
        await runSimple(session, sub);
        if (await holds()) return true;
        if (session.gameTime >= deadline) break;
      }
    }
    return false;
  } finally {
    for (const input of step.hold ?? []) await session.keyUp(input);
  }
}

/** Plays one step of a golden path; for an until step, whether its condition was reached within its timeout. */
export async function playGoldenStep(session: GameSession, step: GoldenPathStep): Promise<boolean | undefined> {
  if ('until' in step) return runUntil(session, step);
  await runSimple(session, step);
  return undefined;
}

/**
 * Plays `path` on an open session, step by step, in game time. Problems of the path or the game are
 * in the result (`passed`, `failure`), not thrown; harness failures (a dead page) are thrown.
 */
export async function runGoldenPath(session: GameSession, path: GoldenPath): Promise<GoldenPathResult> {
  const started = session.gameTime;
  const steps: StepResult[] = [];
  const notes: string[] = [];
  let failure: string | undefined;
  if (session.seed !== path.seed)
    notes.push(`the path was written for seed ${path.seed} but the session runs seed ${session.seed}`);

  failure = undeclaredActions(path, session.actions());
  if (failure === undefined) {
    for (const [index, step] of path.steps.entries()) {
      const startMs = session.gameTime - started;
      const reached = await playGoldenStep(session, step);
      const endMs = session.gameTime - started;
      steps.push({
        index,
        label: describeStep(step),
        startMs,
        endMs,
        gameMs: endMs - startMs,
        ...(reached === undefined ? {} : { reached }),
      });
      if (reached === false && 'until' in step) {
        failure = untilTimedOut(index, step, await session.state());
        break;
      }
    }
  }
  await session.releaseAll();

  const finalState = await session.state();
  const end = judgeGoldenEnd(path, finalState, failure);
  return { ...end, steps, finalState, gameTimeMs: session.gameTime - started, notes: [...notes, ...end.notes] };
}

/** Why a path cannot be played on a game: the actions it names that the game does not declare; undefined if none. */
export function undeclaredActions(path: GoldenPath, known: Record<string, string[]>): string | undefined {
  const unknown = [...new Set(path.steps.flatMap(inputsOf))].filter(
    (input) => /^[a-z]/.test(input) && !(input in known),
  );
  if (!unknown.length) return undefined;
  return (
    `the path uses actions the game does not declare: ${unknown.join(', ')} (the game's meta().actions: ` +
    `${Object.keys(known).join(', ') || 'none'})`
  );
}

/** The failure of an until step that timed out (its index in the path), with the value it waited on. */
export function untilTimedOut(index: number, step: UntilStep, state: unknown): string {
  return (
    `step ${index + 1} (${describeStep(step)}) did not happen within ${step.timeoutMs} ms of game time; ` +
    `${step.until.path} was ${JSON.stringify(valueAt(state, step.until.path))}`
  );
}

/**
 * The path's verdict on the state it ended in: won, its expectations, and passed when no step failed (`failure`, the
 * first step failure if any) and every expectation holds. Any runner of a path judges its end here, so that a failure
 * reads the same whoever played it.
 */
export function judgeGoldenEnd(
  path: GoldenPath,
  finalState: ContractState | undefined,
  stepFailure: string | undefined,
): Pick<GoldenPathResult, 'won' | 'passed' | 'failure' | 'expectations' | 'notes'> {
  const notes: string[] = [];
  if (finalState === undefined) notes.push('the game has no Game Contract (window.__playsmith); won cannot be read');
  const won = finalState?.won === true;
  const expectations: Expectation[] = [];
  if (path.expect.won !== undefined)
    expectations.push({ what: `won == ${path.expect.won}`, met: won === path.expect.won, actual: finalState?.won });
  for (const condition of path.expect.state ?? []) {
    expectations.push({
      what: describeCondition(condition),
      met: conditionHolds(condition, finalState),
      actual: valueAt(finalState, condition.path),
    });
  }
  const unmet = expectations.filter((e) => !e.met);
  const failure =
    stepFailure ??
    (unmet.length
      ? `after the last step: expected ${unmet.map((e) => `${e.what} (was ${JSON.stringify(e.actual)})`).join(', ')}`
      : undefined);
  return { won, passed: failure === undefined, failure, expectations, notes };
}
