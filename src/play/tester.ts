// The tester loop (PlayCoder's PlayTester): observe → decide → act on a harness session under virtual time, until the
// policy finishes or a budget runs out. Every action is checked before it is sent (a refusal goes back to the policy),
// every step is appended to trajectory.jsonl with its screenshot, and the oracles look at every step.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HarnessError, type GameSession, type SceneView } from '../harness/index.ts';
import type { ContractState, OnProgress, PlayAction, PlayFinding, PlayStep } from '../shared/index.ts';
import { describeAction, refusal, sendAction } from './actions.ts';
import { changedPaths, playerAt, type Observation } from './observation.ts';
import { Oracles, type StepEvidence } from './oracles.ts';
import { PolicyStop, type PlayPolicy } from './policy.ts';

export interface TesterOptions {
  /** Most steps (decisions) to take. */
  steps: number;
  /** Most game time the loop may use, in ms. */
  gameMs: number;
  /** Where trajectory.jsonl and the screenshots go. */
  outDir: string;
  /** A screenshot every this many steps (and whenever an oracle needs one); 1 for policies that look. */
  screenshotEvery: number;
  /** Game time after each key, click or scroll before the tester looks, so that its effect shows. */
  settleMs?: number;
  /** Listed actions whose effect the oracles check. */
  checkedActions: readonly string[];
  onProgress?: OnProgress | undefined;
}

export interface TesterRun {
  steps: number;
  gameMs: number;
  /** How the loop ended, for a person. */
  ended: string;
  /** The policy said finish: with which outcome and why. */
  finish: { outcome: 'success' | 'failure'; reason: string } | undefined;
  /** state().won was seen true. */
  everWon: boolean;
  /** The game has the Game Contract, and the goal its meta() states. */
  contract: boolean;
  goal: string | null;
  findings: PlayFinding[];
  actions: { name: string; tried: number; effective: boolean }[];
  /** Step files (relative to outDir), in order, for the report's strip. */
  screenshots: string[];
}

const SETTLE_MS = 100;

/**
 * Game time to run after an action before looking: none after a wait (it is its own settle) or a golden-path step (it
 * ran the game time its path gives, so the tester sees the game as make's golden-path check saw it).
 */
function settleAfter(action: PlayAction, settleMs: number): number {
  return action.action === 'wait' || action.action === 'script' ? 0 : settleMs;
}

/**
 * How the tester opens a game: no periodic pixel samples (their rendered frames and read-backs are what a run costs;
 * the tester takes its own screenshots, which render the frame they show, and the frozen oracle reads the engine's
 * frame counter, not pixels), and no watching of inputs for the behaviour vector (the tester compares states itself).
 */
export const TESTER_SESSION = { pixelEveryMs: 3_600_000, watchResponses: false } as const;

/** The input a step held or clicked, as the oracles track it: a named action, a key, or a button by its label. */
function inputOf(action: PlayAction, actions: Record<string, string[]>, buttons: Observation['clickables']) {
  if (action.action === 'act') return action.name;
  if (action.action === 'press') {
    const named = Object.entries(actions).find(([, keys]) => keys[0] === action.key);
    return named ? named[0] : action.key;
  }
  if (action.action === 'click') {
    const hit = buttons.find((b) => Math.hypot(b.x - action.x, b.y - action.y) <= 24 && b.label);
    return hit ? `button "${hit.label}"` : undefined;
  }
  return undefined;
}

class StepShots {
  private taken: { file: string; png: Buffer } | undefined;
  latest: string | null = null;
  /** The latest screenshot itself, whichever step took it. */
  latestPng: Buffer | undefined;
  readonly files: string[] = [];
  step = 0;
  private readonly session: GameSession;
  private readonly outDir: string;
  constructor(session: GameSession, outDir: string) {
    this.session = session;
    this.outDir = outDir;
  }
  next(step: number): void {
    this.step = step;
    this.taken = undefined;
  }
  async take(): Promise<{ file: string; png: Buffer }> {
    if (this.taken) return this.taken;
    const png = await this.session.screenshot({ fast: true });
    const file = `step-${String(this.step).padStart(3, '0')}.png`;
    writeFileSync(join(this.outDir, file), png);
    this.taken = { file, png };
    this.latest = file;
    this.latestPng = png;
    this.files.push(file);
    return this.taken;
  }
  current(): { file: string; png: Buffer } | undefined {
    return this.taken;
  }
}

interface LoopState {
  state: ContractState | undefined;
  view: SceneView | undefined;
  clickables: Observation['clickables'];
  lastAction: Observation['lastAction'];
  errorsSeen: number;
}

/** What the game told the tester once, at the start. */
interface GameFacts {
  meta: Awaited<ReturnType<GameSession['meta']>>;
  actions: Record<string, string[]>;
  size: { width: number; height: number } | undefined;
  contract: boolean;
}

class TesterLoop {
  readonly shots: StepShots;
  readonly oracles: Oracles;
  readonly trajectory: string;
  private readonly started: number;
  private facts!: GameFacts;
  private loop!: LoopState;
  readonly run: TesterRun;
  private readonly session: GameSession;
  private readonly policy: PlayPolicy;
  private readonly options: TesterOptions;

  constructor(session: GameSession, policy: PlayPolicy, options: TesterOptions) {
    this.session = session;
    this.policy = policy;
    this.options = options;
    this.started = session.gameTime;
    this.trajectory = join(options.outDir, 'trajectory.jsonl');
    writeFileSync(this.trajectory, '');
    this.shots = new StepShots(session, options.outDir);
    this.oracles = new Oracles(options.checkedActions);
    this.run = {
      steps: 0,
      gameMs: 0,
      ended: `the step budget (${options.steps}) ran out`,
      finish: undefined,
      everWon: false,
      contract: false,
      goal: null,
      findings: this.oracles.findings,
      actions: [],
      screenshots: this.shots.files,
    };
  }

  /**
   * Runs `settleMs` of game time, then reads state, scene and (for policies that use them) clickables: one page call
   * for all of it.
   */
  private async look(settleMs = 0): Promise<Pick<LoopState, 'state' | 'view' | 'clickables'>> {
    const { state, view, clickables } = await this.session.runAndLook(settleMs, {
      clickables: this.policy.wantsClickables,
    });
    return { state, view, clickables: clickables.map(({ label, x, y }) => ({ label, x, y })) };
  }

  async start(): Promise<void> {
    const s = this.session;
    const seen = await this.look();
    this.facts = {
      meta: await s.meta(),
      actions: s.actions(),
      size: await s.gameSize(),
      contract: seen.state !== undefined,
    };
    const state = seen.state;
    this.loop = { ...seen, lastAction: null, errorsSeen: s.errors.length };
    if (state?.won === true) this.run.everWon = true;
    this.run.contract = this.facts.contract;
    this.run.goal = this.facts.meta?.goal ?? null;
    await this.shots.take();
  }

  private async observe(step: number): Promise<Observation> {
    const s = this.session;
    const { state, view, clickables, lastAction } = this.loop;
    return {
      step: step - 1,
      gameTime: s.gameTime,
      size: this.facts.size ?? null,
      screenshot: this.shots.latest,
      state: (state as Record<string, unknown> | undefined) ?? null,
      text: this.policy.wantsText ? ((await s.text()) ?? null) : null,
      clickables,
      texts: (view?.texts ?? []).map(({ text, x, y }) => ({ text, x, y })),
      actions: this.facts.actions,
      goal: this.facts.meta?.goal ?? null,
      lastAction,
      errors: s.errors.map((e) => e.message),
      png: this.policy.wantsImages ? this.shots.latestPng : undefined,
    };
  }

  private append(step: number, stepStart: number, action: PlayAction, reason: string, refused: string | null): void {
    const { state, lastAction } = this.loop;
    const line: PlayStep = {
      step,
      gameTime: this.session.gameTime,
      gameMs: this.session.gameTime - stepStart,
      action,
      label: describeAction(action),
      refused,
      reason,
      screenshot: this.shots.current()?.file ?? null,
      changed: refused === null ? (lastAction?.changed ?? []) : [],
      events: refused === null ? (lastAction?.events ?? []) : [],
      scene: typeof state?.scene === 'string' ? state.scene : null,
      score: typeof state?.score === 'number' ? state.score : null,
      over: typeof state?.over === 'boolean' ? state.over : null,
      won: typeof state?.won === 'boolean' ? state.won : null,
    };
    appendFileSync(this.trajectory, `${JSON.stringify(line)}\n`);
    this.run.steps = step;
  }

  /** One step; false when the policy finished. */
  async step(step: number): Promise<boolean> {
    const observation = await this.observe(step);
    const { action, reason } = await this.policy.decide(observation);
    this.shots.next(step);
    const stepStart = this.session.gameTime;
    const label = describeAction(action);
    if (action.action === 'finish') {
      this.run.finish = { outcome: action.outcome, reason: action.reason };
      this.run.ended = `the ${this.policy.name} policy finished (${action.outcome}): ${action.reason}`;
      this.loop.lastAction = null;
      this.append(step, stepStart, action, reason, null);
      return false;
    }
    const refused = action.action === 'script' ? undefined : refusal(action, this.facts);
    if (refused) {
      this.loop.lastAction = { label, refused, changed: [], events: [] };
      this.append(step, stepStart, action, reason, refused);
      return true;
    }
    await this.act(step, action, observation.clickables);
    this.append(step, stepStart, action, reason, null);
    this.options.onProgress?.({
      task: `play (${this.policy.name})`,
      done: step,
      total: this.options.steps,
      detail: label,
    });
    return true;
  }

  private async act(step: number, action: PlayAction, clickables: Observation['clickables']): Promise<void> {
    const s = this.session;
    const { state: before, view: viewBefore } = this.loop;
    const eventsFrom = s.trace.records.length;
    const stepStart = s.gameTime;
    const input = inputOf(action, this.facts.actions, clickables);
    if (action.action === 'script') await this.policy.perform!(s, action);
    else await sendAction(s, action);
    await s.releaseAll();
    const {
      state,
      view,
      clickables: clickablesNow,
    } = await this.look(settleAfter(action, this.options.settleMs ?? SETTLE_MS));
    // Where the player was at every behaviour sample of the step, then now.
    const positions = s.players.filter((p) => p.gameTime > stepStart).map(({ x, y }) => ({ x, y }));
    const now = playerAt(state);
    if (now) positions.push(now);
    if (state?.won === true) this.run.everWon = true;
    const events = s.trace.records
      .slice(eventsFrom)
      .flatMap((r) => (r.k === 'event' ? [{ type: r.type, payload: r.payload }] : []));
    const errors = s.errors.slice(this.loop.errorsSeen).map((e) => e.message);
    if (this.policy.wantsImages || step % this.options.screenshotEvery === 0) await this.shots.take();
    const evidence: StepEvidence = {
      step,
      gameTime: s.gameTime,
      action,
      input,
      before,
      after: state,
      positions,
      events,
      viewBefore,
      view,
      errors,
      screenshot: () => this.shots.take(),
      latestScreenshot: this.shots.latest,
    };
    await this.oracles.observe(evidence);
    const changed = changedPaths(before, state);
    this.loop = {
      state,
      view,
      clickables: clickablesNow,
      lastAction: { label: describeAction(action), refused: null, changed, events: events.map((e) => e.type) },
      errorsSeen: s.errors.length,
    };
  }

  overBudget(): boolean {
    if (this.session.gameTime - this.started < this.options.gameMs) return false;
    this.run.ended = `the game-time budget (${this.options.gameMs / 1000} s) ran out`;
    return true;
  }

  end(): TesterRun {
    this.oracles.finish();
    this.run.actions = this.oracles.actionCoverage();
    this.run.gameMs = this.session.gameTime - this.started;
    return this.run;
  }
}

/** Plays `policy` on an open session. Harness stops (a crash, a page that left) end the loop, not the caller. */
export async function runTester(session: GameSession, policy: PlayPolicy, options: TesterOptions): Promise<TesterRun> {
  const loop = new TesterLoop(session, policy, options);
  try {
    await loop.start();
    for (let step = 1; step <= options.steps && !loop.overBudget(); step++) if (!(await loop.step(step))) break;
  } catch (error) {
    if (error instanceof PolicyStop) loop.run.ended = `the ${policy.name} policy stopped: ${error.message}`;
    else if (error instanceof HarnessError && !['browser-not-found', 'browser-launch-failed'].includes(error.code))
      loop.run.ended = `the game stopped the run: ${error.message}`;
    else throw error;
  }
  return loop.end();
}
