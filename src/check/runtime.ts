// The runtime levels. L3a: 30 s of game time with no input; passes with no uncaught error, no failed or blocked
// request, no crash and a canvas that is not blank after start-up. L3b: 60 s of game time, the first 10 s navigating
// menus (JamBench App. D.4's three-level fallback), then the archetype's input cycle; it produces the behaviour vector,
// a timeline and screenshots, and is never a pass/fail on its own.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  BehaviourVectorSchema,
  HarnessError,
  isBlankPixelSample,
  sharedBrowser,
  type GameSession,
  type WallBudget,
} from '../harness/index.ts';
import type { OnProgress } from '../shared/index.ts';
import {
  ArchetypeSchema,
  FORBIDDEN_ACTION,
  gridPoint,
  inputStrategy,
  MENU_SCENE,
  rankMenuTargets,
  TICK_MS,
  CYCLE_MS,
  type Archetype,
  type ContractAction,
  type InputStrategy,
  type StrategyArchetype,
} from './strategy.ts';
import { changedFraction, decodeFrame, frameEntropy } from './visual.ts';

export const L3A_GAME_MS = 30_000;
export const L3B_GAME_MS = 60_000;
export const MENU_PHASE_MS = 10_000;
/** Pixel samples before this game time are start-up (loading screens may be blank). */
export const STARTUP_MS = 2_000;
const SCREENSHOT_EVERY_MS = 5_000;

export interface RuntimeOptions {
  seed: number;
  viewport: { width: number; height: number };
  browserPath?: string | undefined;
  /** Where screenshots and traces go; nothing is written without it. */
  outDir?: string | undefined;
  /** The whole check's wall-clock budget, shared by every level that runs the game. */
  wallBudget?: WallBudget | undefined;
  onProgress?: OnProgress | undefined;
}

const ErrorEvidenceSchema = z.object({
  gameTime: z.number(),
  message: z.string(),
  source: z.string(),
  stack: z.string().optional(),
});
const CrashSchema = z.object({ code: z.string(), message: z.string(), gameTime: z.number() });

export const StabilityResultSchema = z.object({
  status: z.enum(['pass', 'fail']),
  reasons: z.array(z.string()),
  gameMs: z.number(),
  engine: z.object({ name: z.string(), version: z.string(), renderer: z.string() }).nullable(),
  contract: z.boolean(),
  uncaughtErrors: z.array(ErrorEvidenceSchema),
  failedRequests: z.array(z.object({ gameTime: z.number(), url: z.string(), kind: z.string() })),
  blockedRequests: z.array(z.object({ gameTime: z.number(), url: z.string(), method: z.string() })),
  crash: CrashSchema.nullable(),
  blank: z.boolean(),
  pixels: z.object({ samplesAfterStartup: z.int(), blankAfterStartup: z.int() }),
  screenshot: z.string().nullable(),
  traceHash: z.string().nullable(),
  notes: z.array(z.string()),
});
export type StabilityResult = z.infer<typeof StabilityResultSchema>;

const TimelinePointSchema = z.object({
  t: z.number(),
  objectsAdded: z.int(),
  objectsRemoved: z.int(),
  positionChanges: z.int(),
  inputEvents: z.int(),
  velocityActiveFrames: z.int(),
  responsiveActions: z.int(),
  eventTypes: z.int(),
});

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
    attempts: z.array(
      z.object({
        t: z.number(),
        level: z.enum(['contract-action', 'click', 'key']),
        what: z.string(),
        scene: z.string().nullable(),
      }),
    ),
  }),
  pausesUndone: z.int(),
  restarts: z.int(),
  behaviour: BehaviourVectorSchema,
  timeline: z.array(TimelinePointSchema),
  screenshots: z.array(z.object({ gameTime: z.number(), file: z.string().nullable(), entropy: z.number() })),
  changedFractions: z.array(z.number()),
  uncaughtErrors: z.array(ErrorEvidenceSchema),
  crash: CrashSchema.nullable(),
  finalState: z.unknown(),
  traceHash: z.string().nullable(),
  notes: z.array(z.string()),
});
export type BehaviourRun = z.infer<typeof BehaviourRunSchema>;

/** Harness failures that are the game's doing (not the machine's): they become evidence, not exceptions. */
const GAME_FAILURES = new Set([
  'no-canvas',
  'renderer-crashed',
  'page-closed',
  'wall-clock-limit',
  'navigated-away',
  'target-unreachable',
  'no-index-html',
]);

const STOP_VERB: Record<string, string> = { 'wall-clock-limit': 'hung', 'navigated-away': 'stopped' };

function asCrash(error: unknown, gameTime: number): z.infer<typeof CrashSchema> {
  if (error instanceof HarnessError && GAME_FAILURES.has(error.code))
    return { code: error.code, message: error.message, gameTime };
  throw error;
}

function errorEvidence(session: GameSession): z.infer<typeof ErrorEvidenceSchema>[] {
  return session.errors.map((e) => ({
    gameTime: e.gameTime,
    message: e.message,
    source: e.source,
    ...(e.stack ? { stack: e.stack.split('\n').slice(0, 6).join('\n') } : {}),
  }));
}

async function open(
  target: string,
  options: RuntimeOptions,
): Promise<{ session?: GameSession; crash?: z.infer<typeof CrashSchema> }> {
  const browser = await sharedBrowser({ browserPath: options.browserPath });
  try {
    return {
      session: await browser.openGame(target, {
        seed: options.seed,
        viewport: options.viewport,
        wallBudget: options.wallBudget,
      }),
    };
  } catch (error) {
    return { crash: asCrash(error, 0) };
  }
}

// ---- L3a ------------------------------------------------------------------------------------------------------------

export async function runStability(target: string, options: RuntimeOptions): Promise<StabilityResult> {
  const opened = await open(target, options);
  const base: StabilityResult = {
    status: 'fail',
    reasons: [],
    gameMs: 0,
    engine: null,
    contract: false,
    uncaughtErrors: [],
    failedRequests: [],
    blockedRequests: [],
    crash: opened.crash ?? null,
    blank: false,
    pixels: { samplesAfterStartup: 0, blankAfterStartup: 0 },
    screenshot: null,
    traceHash: null,
    notes: [],
  };
  const session = opened.session;
  if (!session) {
    base.reasons.push(`the game did not start: ${base.crash!.message}`);
    return base;
  }
  try {
    while (session.gameTime < L3A_GAME_MS) {
      await session.runFor(Math.min(1000, L3A_GAME_MS - session.gameTime));
      options.onProgress?.({ task: 'L3a stability', done: session.gameTime / 1000, total: L3A_GAME_MS / 1000 });
    }
    const shot = await session.screenshot();
    if (options.outDir) {
      writeFileSync(join(options.outDir, 'l3a-final.png'), shot);
      base.screenshot = 'l3a-final.png';
    }
  } catch (error) {
    base.crash = asCrash(error, session.gameTime);
  } finally {
    base.gameMs = session.gameTime;
    const { engine, contract } = session.engine();
    base.engine = engine ?? null;
    base.contract = contract;
    base.uncaughtErrors = errorEvidence(session);
    base.failedRequests = session.networkFailures.map((f) => ({ gameTime: f.gameTime, url: f.url, kind: f.kind }));
    base.blockedRequests = session.violations.map((v) => ({ gameTime: v.gameTime, url: v.url, method: v.method }));
    const after = session.pixels.filter((p) => p.gameTime >= STARTUP_MS);
    const blankAfter = after.filter(isBlankPixelSample).length;
    base.pixels = { samplesAfterStartup: after.length, blankAfterStartup: blankAfter };
    base.blank = after.length > 0 && blankAfter === after.length;
    base.notes = [...session.notes];
    base.traceHash = session.traceHash();
    if (options.outDir) writeFileSync(join(options.outDir, 'trace-l3a.jsonl'), session.trace.jsonl());
    await session.close();
  }
  const r = base.reasons;
  if (base.crash)
    r.push(
      `${STOP_VERB[base.crash.code] ?? 'crashed'} at ${base.crash.gameTime} ms of game time: ${base.crash.message}`,
    );
  for (const e of base.uncaughtErrors) r.push(`uncaught error at ${e.gameTime} ms: ${e.message}`);
  for (const f of base.failedRequests) r.push(`request failed at ${f.gameTime} ms (${f.kind}): ${f.url}`);
  for (const v of base.blockedRequests)
    r.push(`request blocked at ${v.gameTime} ms (outside the game server): ${v.method} ${v.url}`);
  if (base.blank)
    r.push(
      `the canvas stayed blank after start-up (${base.pixels.blankAfterStartup} of ${base.pixels.samplesAfterStartup} pixel samples after ${STARTUP_MS} ms were one colour)`,
    );
  base.status = r.length === 0 ? 'pass' : 'fail';
  return base;
}

// ---- L3b ------------------------------------------------------------------------------------------------------------

type Attempt = BehaviourRun['menu']['attempts'][number];
type GameState = Record<string, unknown> | undefined;

function stateScene(state: GameState): string | undefined {
  return typeof state?.scene === 'string' ? state.scene : undefined;
}

/** true: playing; false: in a menu; undefined: cannot tell (no contract, no engine). */
async function inGameplay(session: GameSession): Promise<boolean | undefined> {
  const state = await session.state();
  if (state) {
    if (state.player && typeof state.player === 'object') return true;
    const scene = stateScene(state);
    if (scene !== undefined) return !MENU_SCENE.test(scene);
  }
  const { active } = await session.scenes();
  if (active.length) return active.some((key) => !MENU_SCENE.test(key));
  return undefined;
}

async function currentScene(session: GameSession): Promise<string | null> {
  const scene = stateScene(await session.state());
  if (scene) return scene;
  const { active } = await session.scenes();
  return active.length ? active.join(',') : null;
}

async function navigateMenus(
  session: GameSession,
  startAction: string | undefined,
  attempts: Attempt[],
): Promise<{ reached: boolean; atMs: number | null }> {
  await session.runFor(500);
  let playing = await inGameplay(session);
  if (playing) return { reached: true, atMs: session.gameTime };
  const tried = new Set<string>();
  let fallbackKey = 0;
  while (session.gameTime < MENU_PHASE_MS) {
    const scene = await currentScene(session);
    const actionTry = `${scene}|action`;
    if (startAction && !tried.has(actionTry)) {
      tried.add(actionTry);
      await session.press(startAction, { holdMs: 100 });
      attempts.push({
        t: session.gameTime,
        level: 'contract-action',
        what: `pressed the contract action "${startAction}"`,
        scene,
      });
    } else {
      const target = rankMenuTargets(await session.clickables()).find(
        (c) => !tried.has(`${scene}|${c.label}@${c.x},${c.y}`),
      );
      if (target && playing !== undefined) {
        tried.add(`${scene}|${target.label}@${target.x},${target.y}`);
        await session.click(target.x, target.y);
        attempts.push({
          t: session.gameTime,
          level: 'click',
          what: `clicked "${target.label}" at (${target.x}, ${target.y})`,
          scene,
        });
      } else {
        const key = fallbackKey++ % 2 === 0 ? 'Enter' : 'Space';
        await session.press(key, { holdMs: 100 });
        attempts.push({ t: session.gameTime, level: 'key', what: `pressed ${key}`, scene });
        if (playing === undefined && fallbackKey >= 2) return { reached: false, atMs: null }; // nothing to watch: one round of keys, then play
      }
    }
    await session.runFor(500);
    playing = await inGameplay(session);
    if (playing) return { reached: true, atMs: session.gameTime };
    if (tried.size > 40) tried.clear();
  }
  return { reached: false, atMs: null };
}

function isPausedState(state: GameState): boolean {
  const flags = state?.flags as Record<string, unknown> | undefined;
  return state?.paused === true || flags?.paused === true;
}

/**
 * Runs L3b. The archetype picks the input cycle: `archetype` when given, else the contract's meta().archetype,
 * else 'other' (JamBench's mixed default); `archetypeSource` in the result says which.
 */
export async function runBehaviour(
  target: string,
  requested: Archetype | undefined,
  options: RuntimeOptions,
): Promise<BehaviourRun> {
  const opened = await open(target, options);
  const actions: ContractAction[] = [];
  let archetype: StrategyArchetype = requested ?? 'other';
  const strategyFor = (list: ContractAction[]): InputStrategy => inputStrategy(archetype, list);
  let strategy = strategyFor(actions);
  const result: BehaviourRun = {
    status: 'crashed',
    gameMs: 0,
    archetype,
    archetypeSource: requested ? 'option' : 'default',
    strategy: {
      gameType: strategy.gameType,
      mode: strategy.mode,
      bindings: strategy.bindings,
      extraActions: strategy.extraActions,
      refused: strategy.refused,
    },
    menu: { reachedGameplay: false, atMs: null, attempts: [] },
    pausesUndone: 0,
    restarts: 0,
    behaviour: BehaviourVectorSchema.parse({
      objectsAdded: 0,
      objectsRemoved: 0,
      positionChanges: 0,
      inputEvents: 0,
      velocityActiveFrames: 0,
      responsiveActions: 0,
      triggeredEventTypes: [],
      sceneChanges: 0,
      tiers: {},
      samples: 0,
      pixels: { samples: 0, meanEntropy: 0, meanMotion: 0, blankSamples: 0 },
    }),
    timeline: [],
    screenshots: [],
    changedFractions: [],
    uncaughtErrors: [],
    crash: opened.crash ?? null,
    finalState: null,
    traceHash: null,
    notes: [],
  };
  const session = opened.session;
  if (!session) return result;
  const frames: ReturnType<typeof decodeFrame>[] = [];
  let nextShotAt = SCREENSHOT_EVERY_MS;
  const shoot = async (): Promise<void> => {
    const png = await session.screenshot();
    const frame = decodeFrame(png);
    const file = options.outDir ? `l3b-${String(session.gameTime).padStart(6, '0')}ms.png` : null;
    if (file) writeFileSync(join(options.outDir!, file), png);
    const previous = frames[frames.length - 1];
    if (previous) result.changedFractions.push(changedFraction(previous, frame));
    frames.push(frame);
    result.screenshots.push({ gameTime: session.gameTime, file, entropy: frameEntropy(frame) });
  };
  let nextTimelineAt = 1000;
  const observe = async (): Promise<void> => {
    while (session.gameTime >= nextTimelineAt) {
      const b = await session.behaviour();
      result.timeline.push({
        t: nextTimelineAt,
        objectsAdded: b.objectsAdded,
        objectsRemoved: b.objectsRemoved,
        positionChanges: b.positionChanges,
        inputEvents: b.inputEvents,
        velocityActiveFrames: b.velocityActiveFrames,
        responsiveActions: b.responsiveActions,
        eventTypes: b.triggeredEventTypes.length,
      });
      nextTimelineAt += 1000;
    }
    while (session.gameTime >= nextShotAt && nextShotAt <= L3B_GAME_MS) {
      await shoot();
      nextShotAt += SCREENSHOT_EVERY_MS;
    }
    options.onProgress?.({
      task: 'L3b behaviour',
      done: Math.min(session.gameTime, L3B_GAME_MS) / 1000,
      total: L3B_GAME_MS / 1000,
    });
  };

  try {
    const meta = await session.meta();
    if (Array.isArray(meta?.actions)) {
      for (const a of meta.actions as { name?: unknown; keys?: unknown }[]) {
        if (typeof a.name === 'string' && Array.isArray(a.keys))
          actions.push({ name: a.name, keys: a.keys.filter((k): k is string => typeof k === 'string') });
      }
    }
    const declared = ArchetypeSchema.safeParse(meta?.archetype);
    if (!requested && declared.success) {
      archetype = declared.data;
      result.archetype = archetype;
      result.archetypeSource = 'contract';
    }
    strategy = strategyFor(actions);
    result.strategy = {
      gameType: strategy.gameType,
      mode: strategy.mode,
      bindings: strategy.bindings,
      extraActions: strategy.extraActions,
      refused: strategy.refused,
    };
    const startAction = actions.find(
      (a) => /^(start|play|begin)$/i.test(a.name) && !FORBIDDEN_ACTION.test(a.name),
    )?.name;
    const menu = await navigateMenus(session, startAction, result.menu.attempts);
    result.menu.reachedGameplay = menu.reached;
    result.menu.atMs = menu.atMs;
    if (!menu.reached)
      result.notes.push(
        `menu navigation did not reach a gameplay scene in ${MENU_PHASE_MS / 1000} s; the input cycle ran from ${session.gameTime} ms anyway`,
      );
    await observe();

    const size = (await session.gameSize()) ?? options.viewport;
    const held = new Set<string>();
    const tapUntil = new Map<string, number>();
    let tick = 0;
    let clickIndex = 0;
    let gridIndex = 0;
    let overSince: number | undefined;
    const phaseStart = session.gameTime;
    while (session.gameTime < L3B_GAME_MS) {
      const tickStart = phaseStart + tick * TICK_MS;
      const step = strategy.ticks[tick % (CYCLE_MS / TICK_MS)]!;
      for (const input of step.tap) tapUntil.set(input, tick + 2);
      const want = new Set([
        ...step.hold,
        ...[...tapUntil].filter(([, until]) => until > tick).map(([input]) => input),
      ]);
      for (const input of [...held])
        if (!want.has(input)) {
          await session.keyUp(input);
          held.delete(input);
        }
      for (const input of want)
        if (!held.has(input)) {
          await session.keyDown(input);
          held.add(input);
        }
      if (step.click) {
        const targets =
          step.click === 'target'
            ? (await session.clickables()).filter(
                (c) => !FORBIDDEN_ACTION.test(c.label) && !/quit|exit|pause|menu|back/i.test(c.label),
              )
            : [];
        targets.sort((a, b) => a.y - b.y || a.x - b.x);
        const point = targets.length
          ? targets[clickIndex++ % targets.length]!
          : step.click === 'center'
            ? { x: Math.round(size.width / 2), y: Math.round(size.height / 2) }
            : gridPoint(gridIndex++, size.width, size.height);
        await session.click(point.x, point.y);
      }
      if (step.drag) {
        const targets = await session.clickables();
        const from = targets[0] ?? { x: Math.round(size.width / 3), y: Math.round(size.height / 2) };
        const to = targets[1] ?? { x: Math.round((2 * size.width) / 3), y: Math.round(size.height / 2) };
        await session.drag(from, to, { steps: 5, durationMs: 200 });
      }
      if (tick % 5 === 4) {
        const state = await session.state();
        if (isPausedState(state) || (await session.scenes()).paused.length) {
          const done = await session.unpause();
          if (done.length) result.pausesUndone++;
        }
        if (state?.over === true && state.won !== true) {
          overSince ??= session.gameTime;
          if (session.gameTime - overSince >= 1000) {
            const restart = actions.find((a) => /^(restart|retry|start)$/i.test(a.name))?.name ?? 'Enter';
            await session.press(restart, { holdMs: 100 });
            result.restarts++;
            overSince = undefined;
          }
        } else overSince = undefined;
      }
      tick++;
      const until = Math.min(tickStart + TICK_MS, L3B_GAME_MS);
      if (until > session.gameTime) await session.runFor(until - session.gameTime);
      await observe();
    }
    await session.releaseAll();
    result.status = 'done';
  } catch (error) {
    result.crash = asCrash(error, session.gameTime);
  } finally {
    result.gameMs = session.gameTime;
    result.uncaughtErrors = errorEvidence(session);
    result.notes.push(...session.notes);
    if (!result.crash) {
      result.behaviour = await session.behaviour();
      result.finalState = (await session.state()) ?? null;
    }
    result.traceHash = session.traceHash();
    if (options.outDir) writeFileSync(join(options.outDir, 'trace-l3b.jsonl'), session.trace.jsonl());
    await session.close();
  }
  return result;
}
