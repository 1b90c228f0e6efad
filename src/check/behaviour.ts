// L3b behaviour: 60 s of game time, the first 10 s navigating menus (menu-navigation.ts), then the archetype's input
// cycle; it produces the behaviour vector, a timeline and screenshots, and is never a pass/fail on its own.
import { join } from 'node:path';
import type { GameSession } from '../harness/index.ts';
import { BehaviourVectorSchema, type Archetype, type BehaviourRun, type ContractAction } from '../shared/index.ts';
import { MENU_PHASE_MS, navigateMenus } from './menu-navigation.ts';
import { writeOutput } from './profile.ts';
import { asCrash, errorEvidence, openRun, readContract, type GameState, type RuntimeOptions } from './runtime.ts';
import {
  FORBIDDEN_ACTION,
  gridPoint,
  inputStrategy,
  TICK_MS,
  CYCLE_MS,
  type InputStrategy,
  type StrategyArchetype,
} from './strategy.ts';
import { changedFraction, decodeFrame, frameEntropy } from './visual.ts';

export const L3B_GAME_MS = 60_000;
const SCREENSHOT_EVERY_MS = 5_000;

function isPausedState(state: GameState): boolean {
  return state?.paused === true || state?.flags?.paused === true;
}

function strategySummary(strategy: InputStrategy): BehaviourRun['strategy'] {
  return {
    gameType: strategy.gameType,
    mode: strategy.mode,
    bindings: strategy.bindings,
    extraActions: strategy.extraActions,
    refused: strategy.refused,
  };
}

/** The result before the game has done anything: what a run that never started reports. */
function emptyRun(
  archetype: StrategyArchetype,
  requested: Archetype | undefined,
  strategy: InputStrategy,
  crash: BehaviourRun['crash'] | undefined,
): BehaviourRun {
  return {
    status: 'crashed',
    gameMs: 0,
    archetype,
    archetypeSource: requested ? 'option' : 'default',
    strategy: strategySummary(strategy),
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
    blockedRequests: [],
    dialogs: [],
    crash: crash ?? null,
    finalState: null,
    traceHash: null,
    notes: [],
    probeFaults: [],
  };
}

/**
 * What L3b records as game time passes: a timeline point every game-second, a screenshot every five (with the
 * share of pixels changed since the last), and progress.
 */
interface Observer {
  /** Records what is due at the game time now. */
  observe(): Promise<void>;
  /** The game time of the next record due: a run may go on to it in one step without missing one. */
  nextDueAt(): number;
}

function observer(session: GameSession, result: BehaviourRun, options: RuntimeOptions): Observer {
  const frames: ReturnType<typeof decodeFrame>[] = [];
  let nextShotAt = SCREENSHOT_EVERY_MS;
  const shoot = async (): Promise<void> => {
    const png = await session.screenshot();
    const frame = decodeFrame(png);
    const file = options.outDir ? `l3b-${String(session.gameTime).padStart(6, '0')}ms.png` : null;
    if (file) writeOutput(options.profiler, join(options.outDir!, file), png);
    const previous = frames[frames.length - 1];
    if (previous) result.changedFractions.push(changedFraction(previous, frame));
    frames.push(frame);
    result.screenshots.push({ gameTime: session.gameTime, file, entropy: frameEntropy(frame) });
  };
  let nextTimelineAt = 1000;
  const nextDueAt = (): number => Math.min(nextTimelineAt, nextShotAt <= L3B_GAME_MS ? nextShotAt : Infinity);
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
  return { observe, nextDueAt };
}

type Size = { width: number; height: number };

/** One tick's click: the next clickable target, else the centre or the next point of a grid, as the step says. */
async function clickForStep(
  session: GameSession,
  kind: NonNullable<InputStrategy['ticks'][number]['click']>,
  size: Size,
  counters: { click: number; grid: number },
): Promise<void> {
  const targets =
    kind === 'target'
      ? (await session.clickables()).filter(
          (c) => !FORBIDDEN_ACTION.test(c.label) && !/quit|exit|pause|menu|back/i.test(c.label),
        )
      : [];
  targets.sort((a, b) => a.y - b.y || a.x - b.x);
  const point = targets.length
    ? targets[counters.click++ % targets.length]!
    : kind === 'center'
      ? { x: Math.round(size.width / 2), y: Math.round(size.height / 2) }
      : gridPoint(counters.grid++, size.width, size.height);
  await session.click(point.x, point.y);
}

/** Every fifth tick: undo a pause, and restart a game that has been over (and not won) for a game-second. */
function recoverer(
  session: GameSession,
  actions: readonly ContractAction[],
  result: BehaviourRun,
): () => Promise<void> {
  let overSince: number | undefined;
  return async (): Promise<void> => {
    const { state, scenes } = await session.stateAndScenes();
    if (isPausedState(state) || scenes.paused.length) {
      const done = await session.unpause();
      if (done.length) result.pausesUndone++;
    }
    if (state?.over === true && state.won !== true) {
      const since = (overSince ??= session.gameTime);
      if (session.gameTime - since >= 1000) {
        const restart = actions.find((a) => /^(restart|retry|start)$/i.test(a.name))?.name ?? 'Enter';
        await session.press(restart, { holdMs: 100 });
        result.restarts++;
        overSince = undefined;
      }
    } else overSince = undefined;
  };
}

/** The archetype's input cycle, tick by tick, until L3B_GAME_MS of game time. */
async function playInputCycle(
  session: GameSession,
  strategy: InputStrategy,
  actions: readonly ContractAction[],
  result: BehaviourRun,
  size: Size,
  observer: Observer,
): Promise<void> {
  const held = new Set<string>();
  const tapUntil = new Map<string, number>();
  const counters = { click: 0, grid: 0 };
  const recover = recoverer(session, actions, result);
  let tick = 0;
  const phaseStart = session.gameTime;
  const stepAt = (t: number) => strategy.ticks[t % (CYCLE_MS / TICK_MS)]!;
  const wanted = (t: number, step: InputStrategy['ticks'][number]) =>
    new Set([...step.hold, ...[...tapUntil].filter(([, until]) => until > t).map(([input]) => input)]);
  /** A tick that presses, releases, clicks, drags and reads nothing: it only lets game time pass. */
  const quiet = (t: number): boolean => {
    const step = stepAt(t);
    if (step.tap.length || step.click || step.drag || t % 5 === 4) return false;
    const want = wanted(t, step);
    return want.size === held.size && [...want].every((input) => held.has(input));
  };
  while (session.gameTime < L3B_GAME_MS) {
    const tickStart = phaseStart + tick * TICK_MS;
    const step = stepAt(tick);
    for (const input of step.tap) tapUntil.set(input, tick + 2);
    const want = wanted(tick, step);
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
    if (step.click) await clickForStep(session, step.click, size, counters);
    if (step.drag) {
      const targets = await session.clickables();
      const from = targets[0] ?? { x: Math.round(size.width / 3), y: Math.round(size.height / 2) };
      const to = targets[1] ?? { x: Math.round((2 * size.width) / 3), y: Math.round(size.height / 2) };
      await session.drag(from, to, { steps: 5, durationMs: 200 });
    }
    if (tick % 5 === 4) await recover();
    tick++;
    // The quiet ticks that follow run in the same step, up to the next record due: one page call, the same frames.
    let end = tickStart + TICK_MS;
    while (end < L3B_GAME_MS && end < observer.nextDueAt() && quiet(tick)) {
      tick++;
      end += TICK_MS;
    }
    const until = Math.min(end, L3B_GAME_MS);
    if (until > session.gameTime) await session.runFor(until - session.gameTime);
    await observer.observe();
  }
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
  // Where the game is readable, L3b's pixel samples are its screenshots' frames: each is drawn and read once for both.
  const opened = await openRun(target, options, { readablePixelEveryMs: L3B_GAME_MS });
  let archetype: StrategyArchetype = requested ?? 'other';
  const result = emptyRun(archetype, requested, inputStrategy(archetype, []), opened.crash);
  const session = opened.session;
  if (!session) return result;
  const observing = observer(session, result, options);
  try {
    const contract = await readContract(session);
    if (!requested && contract.archetype) {
      archetype = contract.archetype;
      result.archetype = archetype;
      result.archetypeSource = 'contract';
    }
    const strategy = inputStrategy(archetype, contract.actions);
    result.strategy = strategySummary(strategy);
    const startAction = contract.actions.find(
      (a) => /^(start|play|begin)$/i.test(a.name) && !FORBIDDEN_ACTION.test(a.name),
    )?.name;
    const menu = await navigateMenus(session, startAction, result.menu.attempts);
    result.menu.reachedGameplay = menu.reached;
    result.menu.atMs = menu.atMs;
    if (!menu.reached && !menu.observable)
      result.notes.push(
        'cannot tell whether the menu was left: neither the Game Contract nor the Phaser engine is reachable, so ' +
          `no scene can be read; the input cycle ran from ${session.gameTime} ms`,
      );
    else if (!menu.reached)
      result.notes.push(
        `menu navigation did not reach a gameplay scene in ${MENU_PHASE_MS / 1000} s; ` +
          `the input cycle ran from ${session.gameTime} ms anyway`,
      );
    await observing.observe();
    const size = (await session.gameSize()) ?? options.viewport;
    await playInputCycle(session, strategy, contract.actions, result, size, observing);
    await session.releaseAll();
    result.status = 'done';
  } catch (error) {
    result.crash = asCrash(error, session.gameTime);
  } finally {
    result.gameMs = session.gameTime;
    result.uncaughtErrors = errorEvidence(session);
    result.blockedRequests = session.violations.map((v) => ({ gameTime: v.gameTime, url: v.url, method: v.method }));
    result.dialogs = session.dialogs.map((d) => ({ ...d }));
    result.notes.push(...session.notes);
    result.probeFaults = session.probeFaults.map((f) => ({ ...f }));
    if (!result.crash) {
      result.behaviour = await session.behaviour();
      result.finalState = (await session.state()) ?? null;
    }
    result.traceHash = session.traceHash();
    if (options.outDir) writeOutput(options.profiler, join(options.outDir, 'trace-l3b.jsonl'), session.trace.jsonl());
    options.profiler?.addSession(session.profile());
    await session.close();
  }
  return result;
}
