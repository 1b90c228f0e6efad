// Node side: one run of one game. Opens the game in its own browser context with the virtual clock
// and probe installed before any game script, guards it (page-guard.ts: every request that is not to
// the game's own loopback server is blocked, popups and navigation away too; sandbox.ts: the proxy
// trap for what routing does not see), advances game time on request, injects input in game
// coordinates, and keeps the trace.
import { createHash, randomUUID } from 'node:crypto';
import type {
  Browser,
  BrowserContext,
  CDPSession,
  ConsoleMessage as PageConsole,
  Dialog,
  Disposable,
  Page,
} from 'playwright-core';
import {
  conditionHolds,
  readContract,
  oddNamesNote,
  skippedNote,
  valueAt,
  type BehaviourVector,
  type ContractMeta,
  type ContractState,
  type StateCondition,
} from '../shared/index.ts';
import { behaviourVector, isBlankPixelSample } from './behaviour.ts';
import type { WallBudget } from './budget.ts';
import { HarnessError } from './errors.ts';
import { guardPage } from './page-guard.ts';
import { installVirtualClock } from './page/clock.ts';
import { installProbe } from './page/probe.ts';
import { type SessionProfile, WallLedger } from './profile.ts';
import { lookAfter, readSceneView } from './page/scene-view.ts';
import { advanceUntil, surelyReadAlike, type UntilLeg } from './page/until.ts';
import type {
  ActionNote,
  ClockOptions,
  HarnessRuntime,
  PageError,
  ProbeFault,
  PixelSample,
  ProbeApi,
  ProbeBatch,
  ProbeOptions,
  SceneView,
} from './page/runtime.ts';
import type { ServedGame } from './serve.ts';
import { Trace } from './trace.ts';
import {
  closeWarm,
  contextFor,
  pageFor,
  parkPage,
  resetForRun,
  type WarmContext,
  type WarmContexts,
} from './warm-contexts.ts';

export interface OpenGameOptions {
  seed?: number;
  viewport?: { width: number; height: number };
  fps?: number;
  /** Game-time interval between behaviour samples (default 100 ms). */
  sampleEveryMs?: number;
  /**
   * Game-time interval between pixel samples (rendered, measured frames) where pixels are the game's only reading: no
   * Game Contract and no engine in reach (default 500 ms, the response window of an input).
   */
  pixelEveryMs?: number;
  /**
   * The same where the contract or the engine answers what the game does, so pixels serve only the pixel metrics
   * (blankness, entropy, motion): a drawn frame costs tens of undrawn ones through SwiftShader. Default pixelEveryMs;
   * a caller that needs the pixel metrics only now and then (check's L3a and L3b) asks for fewer.
   */
  readablePixelEveryMs?: number;
  /** Whether a screenshot's frame is also a pixel sample where the engine draws it, restarting that interval (no). */
  pixelsFromScreenshots?: boolean;
  /** Render only sampled frames where the engine is reachable (default true). */
  renderOnlySampledFrames?: boolean;
  /** Wall-clock limit for one runFor call or one input; the page is killed past it (default 120 s). */
  wallClockLimitMs?: number;
  /** How much game time to wait for a canvas to appear after load (default 3000 ms). */
  canvasWaitMs?: number;
  /** Input actions by name (from the contract's meta().actions when absent). */
  actions?: Record<string, string[]>;
  /**
   * Watch every input for the game's answer, for the behaviour vector's responsive actions (default true). Off for
   * callers that judge answers themselves (the play-tester compares states): each input then costs one page call
   * and one rendered frame less.
   */
  watchResponses?: boolean;
  /** The whole run's (or check's) wall-clock budget; every step gets at most what is left of it. */
  wallBudget?: WallBudget | undefined;
  /**
   * A page that never makes a canvas gives a session that is already stopped (its next call says why, and what it
   * recorded is kept for a record), instead of a failed open (default false).
   */
  noCanvasStops?: boolean;
}

/** What a play-tester reads after an action: the contract state, the scene and the clickables. */
export interface LookedAt {
  state: ContractState | undefined;
  view: SceneView;
  /** The contract's text(), when asked for (undefined without a contract or when not asked). */
  text: string | undefined;
  clickables: { label: string; x: number; y: number; source: string }[];
}

export interface ConsoleMessage {
  gameTime: number;
  type: string;
  text: string;
}
export interface NetworkViolation {
  gameTime: number;
  url: string;
  method: string;
  resourceType: string;
}
export interface NetworkFailure {
  gameTime: number;
  url: string;
  kind: string;
}

type KeyName = string;
type MouseButton = 'left' | 'right' | 'middle';
/** CDP's bits for the buttons held and the modifier keys down (Input.dispatchMouseEvent). */
const BUTTON_BITS: Record<MouseButton, number> = { left: 1, right: 2, middle: 4 };
const MODIFIER_BITS = { Alt: 1, Control: 2, Meta: 4, Shift: 8 } as const;
/** A held key that is a modifier, as Playwright names it ("Shift", "ShiftLeft", "ControlOrMeta": Control here). */
const MODIFIER_KEY = /^(Alt|Control|Meta|Shift)(?:Left|Right|OrMeta)?$/;

/** A game point in CSS pixels through the canvas's position and CSS scaling (ProbeApi.canvasBox). */
function pagePoint(box: ReturnType<ProbeApi['canvasBox']>, x: number, y: number): { x: number; y: number } {
  if (!box) throw new HarnessError('no-canvas', 'the page has no canvas to aim at');
  return { x: box.left + (x * box.width) / box.gameWidth, y: box.top + (y * box.height) / box.gameHeight };
}
type ResolvedOptions = Required<Omit<OpenGameOptions, 'actions' | 'viewport' | 'wallBudget'>> & {
  viewport: { width: number; height: number };
  wallBudget: WallBudget | undefined;
};

/**
 * The URL a session opens. A served folder gets `?seed=N`, so that games with their own seeded random source (the
 * templates read it) follow the session's seed as Math.random does; a URL target is opened as given.
 */
function pageUrl(served: ServedGame, seed: number): string {
  return served.folder === undefined ? served.url : `${served.url}?seed=${seed}`;
}

const DEFAULTS = {
  seed: 1,
  fps: 60,
  watchResponses: true,
  sampleEveryMs: 100,
  pixelEveryMs: 500,
  pixelsFromScreenshots: false,
  wallClockLimitMs: 120_000,
  canvasWaitMs: 3000,
  noCanvasStops: false,
};
const EPOCH_MS = Date.UTC(2026, 0, 1);
const RUNTIME = Symbol.for('playsmith.harness');

/**
 * The page call of runUntil around its spec, built once: advanceUntil with the run's key, and the condition's code and
 * the read-alike test as sources (a serialised function reaches nothing else).
 */
const UNTIL_CALL = {
  head: `(${advanceUntil.toString()})(${JSON.stringify(RUNTIME.description)}, `,
  tail:
    `, (() => { const valueAt = ${valueAt.toString()}; return ${conditionHolds.toString()}; })(), ` +
    `${surelyReadAlike.toString()})`,
};

export class GameSession {
  readonly seed: number;
  readonly url: string;
  readonly contentHash: string | undefined;
  readonly errors: PageError[] = [];
  /** Faults of Playsmith's own page-side probe: our defects, kept apart from the game's errors. */
  readonly probeFaults: ProbeFault[] = [];
  readonly console: ConsoleMessage[] = [];
  readonly violations: NetworkViolation[] = [];
  readonly networkFailures: NetworkFailure[] = [];
  readonly pixels: PixelSample[] = [];
  /** The contract's player position at each behaviour sample, the latest 1000 (not part of the trace). */
  readonly players: { gameTime: number; x: number; y: number }[] = [];
  readonly trace: Trace;
  /** Messages about the run itself (loading that never finished, dropped console lines). */
  readonly notes: string[] = [];
  /** alert/confirm/prompt dialogs the page opened, at the game time each opened; each was dismissed at once. */
  readonly dialogs: { gameTime: number; type: string; message: string }[] = [];
  /** Dialogs the browser reported and dismissed that the page's own record has not named yet. */
  private readonly unmatchedDialogs: { gameTime: number; type: string; message: string }[] = [];
  /** The secret the page's clock says its pings with (ClockOptions.pingKey). */
  private readonly pingKey = `playsmith-${randomUUID()}:`;
  /** The game time the page said it started to leave at, since the last batch (undefined when it did not). */
  private leavingAt: number | undefined;
  /** Requests to other origins the page said it made (with their game time) that no violation has claimed yet. */
  private readonly outbound: { gameTime: number; url: string }[] = [];
  /** Violations recorded with the node's time, not yet traced, that a page record may still stamp: by raw URL. */
  private readonly unstamped = new Map<NetworkViolation, string>();
  private latest: ProbeBatch | undefined;
  private readonly ledger = new WallLedger();
  /**
   * Inputs delivered whose noteAction the page has not had yet: the next page call takes them first (before its own
   * work, so the page reads each input's baseline as it would have in a call of its own), and before the next input.
   */
  private pendingNotes: ActionNote[] = [];
  /** Page calls and inputs so far, and how many there had been at the latest collection of the probe's batch. */
  private pageWork = 0;
  private collectedAt = -1;
  private reportedViolations = 0;
  private consoleDropped = 0;
  private consoleNote = -1;
  private navigatedAway: { url: string; gameTime: number } | undefined;
  private sampleCount = 0;
  private time = 0;
  private closed = false;
  private crashed = false;
  private dead: HarnessError | undefined;
  private readonly heldKeys = new Set<string>();
  /** Buttons this run pressed on its CDP session and has not released (mouseEvent). */
  private readonly buttonsDown = new Set<MouseButton>();
  /** Where the mouse is, in CSS pixels: where the last move, click or drag left it (a wheel turns there). */
  private pointer = { x: 0, y: 0 };
  private readonly contractProblems = new Set<string>();
  private actionKeys: Record<string, string[]>;

  private readonly context: BrowserContext;
  private readonly page: Page;
  private readonly served: ServedGame;
  private readonly warm: WarmContext;
  /** Where a cleanly closed run hands its context back, for the next run of the same game. */
  private readonly kept: WarmContexts | undefined;
  private readonly options: ResolvedOptions;

  private constructor(
    warm: WarmContext,
    page: Page,
    kept: WarmContexts | undefined,
    options: ResolvedOptions,
    actions: Record<string, string[]> | undefined,
  ) {
    this.warm = warm;
    this.context = warm.context;
    this.page = page;
    this.served = warm.served;
    this.kept = kept;
    this.options = options;
    this.seed = options.seed;
    this.url = warm.served.url;
    this.contentHash = warm.served.contentHash;
    this.trace = new Trace(warm.served.allowedOrigins);
    this.actionKeys = actions ?? {};
    for (const note of [skippedNote(warm.served.skipped), oddNamesNote(warm.served.oddNames)])
      if (note) this.notes.push(note);
  }

  /**
   * Opens `target` (a game folder or a URL) in a fresh page of `browser`: in a context of `kept` that an earlier run of
   * the same game handed back (cleared first), else in a new context.
   */
  static async open(
    browser: Browser,
    target: string,
    options: OpenGameOptions = {},
    kept?: WarmContexts,
  ): Promise<GameSession> {
    const viewport = options.viewport ?? { width: 800, height: 600 };
    const given = {
      ...DEFAULTS,
      renderOnlySampledFrames: true,
      ...stripUndefined(options),
      viewport,
      wallBudget: options.wallBudget,
    };
    const resolved = { ...given, readablePixelEveryMs: given.readablePixelEveryMs ?? given.pixelEveryMs };
    validateOptions(resolved);
    const opening = performance.now();
    const { warm, reused } = await contextFor(browser, target, viewport, kept);
    let session: GameSession | undefined;
    try {
      warm.current = {
        page: undefined,
        hooks: {
          violation: (url, method, resourceType) => session?.recordViolation(url, method, resourceType),
          leftPage: (url) => session?.leftPage(url),
        },
        onTrapped: (url, method) => session?.recordViolation(url, method, 'outside the page (proxy)'),
      };
      const { page, reusedPage } = await pageFor(warm);
      if (reusedPage && kept) kept.reusedPages++;
      warm.current.page = page;
      if (reused) await resetForRun(warm, page);
      session = new GameSession(warm, page, kept, resolved, options.actions);
      // A game that hangs, crashes or leaves its page while loading gives a session that is already stopped: its
      // next call says why, and what it recorded until then (violations, trace) is kept for the caller's record.
      await session.start().catch((e: unknown) => {
        if (!(e instanceof HarnessError && e === session?.dead)) throw e;
      });
      session.ledger.started(performance.now() - opening, session.latest);
      return session;
    } catch (e) {
      warm.current = undefined;
      await closeWarm(warm);
      throw e;
    }
  }

  private leftPage(url: string): void {
    const gameTime = Math.max(this.time, this.leavingAt ?? this.time);
    this.time = gameTime;
    this.navigatedAway = { url: this.trace.normalise(url).slice(0, 200), gameTime };
  }

  private async start(): Promise<void> {
    const { page, served, options } = this;
    this.pageListeners.push(
      guardPage(page, served.allowedOrigins, {
        violation: (url, method, resourceType) => this.recordViolation(url, method, resourceType),
        leftPage: (url) => this.leftPage(url),
      }),
    );
    const onCrash = () => {
      this.crashed = true;
    };
    const onDialog = (dialog: Dialog) => {
      // Stamped again with the game time the page's record gives it (collect), where the page saw it open.
      this.unmatchedDialogs.push({ gameTime: this.time, type: dialog.type(), message: dialog.message().slice(0, 200) });
      void dialog.dismiss().catch(() => {});
    };
    const onConsole = (message: PageConsole) => {
      if (message.type() !== 'debug') return;
      const text = message.text();
      if (!text.startsWith(this.pingKey)) return;
      const leaving = /^leaving (\d+(?:\.\d+)?)$/.exec(text.slice(this.pingKey.length));
      if (leaving) this.leavingAt = Number(leaving[1]);
    };
    page.on('crash', onCrash);
    page.on('dialog', onDialog);
    page.on('console', onConsole);
    this.pageListeners.push(
      () => page.off('crash', onCrash),
      () => page.off('dialog', onDialog),
      () => page.off('console', onConsole),
    );
    const clock: ClockOptions = {
      seed: options.seed,
      fps: options.fps,
      epochMs: EPOCH_MS,
      pendingWallLimitMs: 15_000,
      pingKey: this.pingKey,
    };
    const probe: ProbeOptions = {
      sampleEveryMs: options.sampleEveryMs,
      pixelEveryMs: options.pixelEveryMs,
      readablePixelEveryMs: options.readablePixelEveryMs,
      pixelsFromScreenshots: options.pixelsFromScreenshots,
      responseWindowMs: 500,
      renderOnlySampledFrames: options.renderOnlySampledFrames,
      thumbnail: { width: 96, height: 72 },
    };
    // One script, clock first, as Playwright would write each of two (one call to the browser instead of two).
    const call = (fn: (options: never) => void, options: object) => `(${fn.toString()})(${JSON.stringify(options)});`;
    this.initScript = await page.addInitScript(call(installVirtualClock, clock) + call(installProbe, probe));
    this.trace.add({
      t: 0,
      k: 'open',
      seed: options.seed,
      fps: options.fps,
      viewport: options.viewport,
      contentHash: served.contentHash ?? null,
    });
    try {
      await this.withWallLimit(
        'loading the page',
        page.goto(pageUrl(served, options.seed), { waitUntil: 'load', timeout: 0 }),
      );
    } catch (e) {
      if (e instanceof HarnessError) throw e;
      const stopped = await this.stopAfter(e);
      if (stopped) throw stopped;
      const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
      const advice = served.folder
        ? ''
        : '; check the URL and that its server is running (only loopback and the target origin are reachable)';
      throw new HarnessError('target-unreachable', `could not load ${served.url}: ${reason}${advice}`);
    }
    const hasCanvas = () => page.evaluate(() => document.querySelector('canvas') !== null);
    for (let waited = 0; !(await hasCanvas()); waited += 100) {
      if (waited >= options.canvasWaitMs) {
        await this.collect();
        const noCanvas = new HarnessError(
          'no-canvas',
          `${served.folder ?? served.url} never created a <canvas> within ${options.canvasWaitMs} ms of game ` +
            `time${this.errors[0] ? ` (first page error: ${this.errors[0].message})` : ''}; is it a canvas ` +
            'game, and does its index.html load its script?',
        );
        if (options.noCanvasStops) this.dead = noCanvas;
        throw noCanvas;
      }
      await this.runFor(100);
    }
    await this.collect();
    if (Object.keys(this.actionKeys).length === 0) this.actionKeys = actionsFromMeta(await this.meta());
  }

  /** Why the session cannot go on (a crash, a hang, leaving its page, no canvas), or undefined while it can. */
  ended(): HarnessError | undefined {
    return this.stop();
  }

  /** Current game time in ms. */
  get gameTime(): number {
    return this.time;
  }

  /** Advances game time by `gameMs`, in chunks, gathering what the probe saw. */
  async runFor(gameMs: number): Promise<void> {
    this.ensureUsable();
    if (!Number.isFinite(gameMs) || gameMs < 0)
      throw new HarnessError('bad-input', `runFor expects a game-time duration in ms >= 0, got ${gameMs}`);
    const started = performance.now();
    let left = gameMs;
    while (left > 0) {
      const chunk = Math.min(left, 1000);
      const budget = this.options.wallClockLimitMs - (performance.now() - started);
      // One page call advances and hands back what the probe gathered meanwhile.
      const batch = await this.withWallLimit(
        `running ${gameMs} ms of game time`,
        this.ledger.time(
          'advance',
          this.pageCall(() =>
            this.page.evaluate(
              async ([key, ms, notes]) => {
                const rt = (globalThis as unknown as Record<symbol, HarnessRuntime>)[Symbol.for(key)]!;
                if (notes.length) rt.probe!.noteActions(notes);
                await rt.advance(ms);
                // As text: Playwright walks, checks and rebuilds a returned object value by value, and a batch holds
                // hundreds (the probe made it JSON-safe: its numbers are finite, its payloads already JSON).
                return JSON.stringify(rt.probe!.flush());
              },
              [RUNTIME.description!, chunk, this.takeNotes()] as const,
            ),
          ),
        ),
        budget,
      );
      left -= chunk;
      this.time += chunk;
      await this.collect(JSON.parse(batch) as ProbeBatch);
    }
  }

  /**
   * Advances `gameMs` of game time and then reads the contract state, the scene and (when asked) the contract text and
   * the clickables, in one page call for the last second instead of up to five: what a play-tester or qa's explorer
   * does after every action. The readings are those of runFor, state(), sceneView(), text() and clickables() in turn.
   */
  async runAndLook(gameMs: number, options: { clickables: boolean; text?: boolean }): Promise<LookedAt> {
    this.ensureUsable();
    if (!Number.isFinite(gameMs) || gameMs < 0)
      throw new HarnessError('bad-input', `runAndLook expects a game-time duration in ms >= 0, got ${gameMs}`);
    const last = Math.min(gameMs, 1000);
    await this.runFor(gameMs - last);
    await this.deliverNotes();
    const expression =
      `(${lookAfter.toString()})(${JSON.stringify(RUNTIME.description)}, ${last}, ${options.clickables}, ` +
      `${options.text === true}, ${readSceneView.toString()})`;
    const looked = await this.withWallLimit(
      `running ${last} ms of game time and looking`,
      this.ledger.time(
        'advance',
        this.pageCall(() => this.page.evaluate(expression) as ReturnType<typeof lookAfter>),
      ),
    );
    // The reading is probe work, not stepping: the page timed it.
    this.ledger.move('advance', 'probe', looked.lookMs);
    this.time += last;
    await this.collect(JSON.parse(looked.batch) as ProbeBatch);
    return {
      state: this.readContractValue('state', looked.state),
      view: looked.view,
      text: options.text === true ? this.readContractValue('text', looked.text) : undefined,
      clickables: looked.clickables,
    };
  }

  /**
   * Advances game time in steps of `everyMs` (the last one cut at game time `until`), reading state() after each,
   * until `condition` holds on a reading (true) or game time reaches `until` (false). It is the loop of runFor(step)
   * and state() — the same batches at the same game times, the same readings, a state() that does not fit the
   * contract noted as state() notes it — but the readings are taken in the page, one page call for up to a second
   * of game time instead of two calls per step. A reading the page cannot be sure Node reads alike (a state with
   * values of other kinds than the contract's, or a path through them) is handed back and judged here.
   */
  async runUntil(condition: StateCondition, options: { everyMs: number; until: number }): Promise<boolean> {
    this.ensureUsable();
    const { everyMs, until } = options;
    if (!Number.isFinite(everyMs) || everyMs <= 0 || !Number.isFinite(until))
      throw new HarnessError(
        'bad-input',
        `runUntil expects a finite everyMs > 0 and until, got ${everyMs} and ${until}`,
      );
    for (const key of ['equals', 'notEquals', 'gte', 'lte'] as const) {
      const value = condition[key];
      if (typeof value === 'number' && !Number.isFinite(value))
        throw new HarnessError('bad-input', `runUntil expects finite numbers in the condition, got ${key} ${value}`);
    }
    while (this.time < until) {
      // The first leg carries the notes of inputs delivered since the last page call (no call of their own).
      const spec = { condition, everyMs, time: this.time, until, legMs: 1000, notes: this.takeNotes() };
      const expression = `${UNTIL_CALL.head}${JSON.stringify(spec)}${UNTIL_CALL.tail}`;
      const leg = await this.withWallLimit(
        `running game time until ${condition.path} changes`,
        this.ledger.time(
          'advance',
          this.pageCall(() => this.page.evaluate(expression) as Promise<UntilLeg>),
        ),
      );
      this.ledger.move('advance', 'probe', leg.lookMs);
      for (const [ms, batch] of leg.batches) {
        this.time += ms;
        await this.collect(JSON.parse(batch) as ProbeBatch);
      }
      if (leg.ended !== 'open' && conditionHolds(condition, this.readContractValue('state', leg.state))) return true;
    }
    return false;
  }

  /**
   * Delivers one input within the wall-clock limit, counted as input time in the profile; the page first has the
   * notes of the inputs before it.
   */
  private async inputCall<T>(what: string, deliver: () => Promise<T>): Promise<T> {
    await this.deliverNotes();
    return this.withWallLimit(what, this.ledger.time('input', this.pageCall(deliver)));
  }

  /** One call to the page (an evaluate or an input), counted so that a collection knows whether anything came since. */
  private pageCall<T>(call: () => Promise<T>): Promise<T> {
    this.pageWork++;
    return call();
  }

  /** The notes of inputs delivered since the last page call, for the next one to carry. */
  private takeNotes(): ActionNote[] {
    return this.pendingNotes.splice(0);
  }

  /** Hands the page the notes of inputs delivered since its last call, when there are any. */
  private async deliverNotes(): Promise<void> {
    if (this.pendingNotes.length) await this.probeCall('noteActions', this.takeNotes());
  }

  private async withWallLimit<T>(what: string, work: Promise<T>, budgetMs = this.options.wallClockLimitMs): Promise<T> {
    const overall = this.options.wallBudget;
    const overallLeft = overall ? overall.remainingMs() : Number.POSITIVE_INFINITY;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            overall && overallLeft <= budgetMs
              ? overall.exhausted(this.time)
              : new HarnessError(
                  'wall-clock-limit',
                  `${what} exceeded the wall-clock limit of ${Math.round(this.options.wallClockLimitMs / 1000)} s ` +
                    `at game time ${this.time} ms (an infinite loop or a very slow game); the page was killed`,
                ),
          ),
        Math.max(0, Math.min(budgetMs, overallLeft)),
      );
    });
    try {
      return await Promise.race([work, limit]);
    } catch (e) {
      if (e instanceof HarnessError && e.code === 'wall-clock-limit') {
        this.dead = e;
        this.traceViolations();
        await this.kill();
        throw e;
      }
      const stopped = await this.stopAfter(e);
      if (stopped) {
        if (stopped.code === 'renderer-crashed') await this.kill();
        throw stopped;
      }
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The error that ends the run when the page crashed or left the game (Playwright's own error says neither). */
  private stop(): HarnessError | undefined {
    if (this.dead) return this.dead;
    if (this.crashed)
      this.dead = new HarnessError(
        'renderer-crashed',
        `the game's renderer process crashed at game time ${this.time} ms; the run cannot continue`,
      );
    else if (this.navigatedAway)
      this.dead = new HarnessError(
        'navigated-away',
        `the game left its page for ${this.navigatedAway.url} at game time ${this.navigatedAway.gameTime} ms ` +
          '(recorded as a violation; navigation to other origins is blocked, but this one cannot be undone), ' +
          'so the run stopped there',
      );
    // What the page attempted since the last collection still belongs in the trace.
    if (this.dead) this.traceViolations();
    return this.dead;
  }

  /** The stop reason after a failed call, waiting a moment for a navigation Playwright reports after the failure. */
  private async stopAfter(error: unknown): Promise<HarnessError | undefined> {
    if (!this.stop() && /Execution context was destroyed|Cannot find context/.test(String(error)))
      for (let waited = 0; waited < 2000 && !this.navigatedAway && !this.crashed; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
    return this.stop();
  }

  private async kill(): Promise<void> {
    // A page stuck in script cannot unload itself: closing the context makes the browser end its
    // renderer process, and the shared browser carries on.
    this.warm.current = undefined;
    await settledWithin(
      this.context.close().catch(() => {}),
      CLOSE_WAIT_MS,
      undefined,
    );
    await this.warm.trap.close();
    await this.served.close();
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  private ensureUsable(): void {
    const stopped = this.stop();
    if (stopped) throw stopped;
    if (this.closed) throw new HarnessError('page-closed', 'this game session is closed; open the game again');
  }

  /** Adds the violations recorded since the last time to the trace. */
  private traceViolations(): void {
    for (const v of this.violations.slice(this.reportedViolations)) {
      this.unstamped.delete(v);
      this.trace.add({ t: v.gameTime, k: 'violation', url: v.url, method: v.method });
    }
    this.reportedViolations = this.violations.length;
  }

  /**
   * Records an attempt to reach something outside the game (a request, a socket, a popup, a navigation). A navigation
   * is stamped with the game time the page said it started to leave at, where it said so.
   */
  private recordViolation(url: string, method: string, resourceType: string, at?: number): void {
    if (this.violations.length >= 1000) return;
    let gameTime = at ?? (resourceType === 'document' ? (this.leavingAt ?? this.time) : this.time);
    // A request the page made itself is stamped with the game time the page said it made it at, heard before or after.
    const request = at === undefined && resourceType !== 'document' && resourceType !== 'websocket';
    const said = request ? this.outbound.findIndex((o) => o.url === url) : -1;
    if (said >= 0) gameTime = this.outbound.splice(said, 1)[0]!.gameTime;
    const violation = { gameTime, url: this.trace.normalise(url).slice(0, 500), method, resourceType };
    this.violations.push(violation);
    if (request && said < 0) this.unstamped.set(violation, url);
  }

  /** Stamps the violations still open with the game times the page gave its requests; keeps the rest for later. */
  private stampRequests(said: ProbeBatch['outbound']): void {
    for (const o of said) {
      const claimed = [...this.unstamped].find(([, url]) => url === o.url)?.[0];
      if (claimed) {
        claimed.gameTime = o.gameTime;
        this.unstamped.delete(claimed);
      } else if (this.outbound.length < 1000) this.outbound.push(o);
    }
  }

  /** Calls the page-side probe. The function is serialised, so it reaches the probe by its symbol. */
  private probeCall<K extends keyof ProbeApi>(
    method: K,
    ...args: Parameters<ProbeApi[K]>
  ): Promise<Awaited<ReturnType<ProbeApi[K]>>> {
    return this.ledger
      .time(
        'probe',
        this.pageCall(
          () =>
            this.page.evaluate(
              ([key, name, rest, notes]) => {
                const probe = (globalThis as unknown as Record<symbol, HarnessRuntime>)[Symbol.for(key)]!.probe!;
                if (notes.length) probe.noteActions(notes);
                return (probe[name] as (...a: unknown[]) => unknown)(...rest);
              },
              [RUNTIME.description!, method, args, this.takeNotes()] as const,
            ) as Promise<Awaited<ReturnType<ProbeApi[K]>>>,
        ),
      )
      .catch(async (e: unknown) => {
        throw (await this.stopAfter(e)) ?? e;
      });
  }

  /** Takes in what the probe gathered: `given` when a page call brought it back already, else a flush. */
  private async collect(given?: ProbeBatch): Promise<void> {
    const batch = given ?? (await this.probeCall('flush'));
    this.collectedAt = this.pageWork;
    const n = (s: string) => this.trace.normalise(s);
    const records: { t: number; order: number; add: () => void }[] = [];
    const push = (t: number, order: number, add: () => void) => records.push({ t, order, add });
    for (const s of batch.samples)
      push(s.gameTime, 0, () =>
        this.trace.add({ t: s.gameTime, k: 'sample', digest: s.digest, scene: s.scene ?? null, objects: s.objects }),
      );
    for (const p of batch.pixels)
      push(p.gameTime, 1, () =>
        this.trace.add({ t: p.gameTime, k: 'pixels', entropy: p.entropy, diff: p.diff, nonUniform: p.nonUniform }),
      );
    for (const e of batch.events)
      push(e.gameTime, 2, () => this.trace.add({ t: e.gameTime, k: 'event', type: e.type, payload: e.payload }));
    for (const e of batch.errors)
      push(e.gameTime, 3, () =>
        this.trace.add({ t: e.gameTime, k: 'error', message: n(e.message), source: n(e.source) }),
      );
    for (const c of batch.console)
      push(c.gameTime, 4, () => this.trace.add({ t: c.gameTime, k: 'console', type: c.type, text: n(c.text) }));
    for (const f of batch.networkFailures)
      push(f.gameTime, 5, () => this.trace.add({ t: f.gameTime, k: 'network-failure', url: n(f.url), kind: f.kind }));
    const dialogs = [...batch.dialogs];
    for (const d of dialogs)
      push(d.gameTime, 6, () => this.trace.add({ t: d.gameTime, k: 'dialog', type: d.type, message: n(d.message) }));
    // Stable order inside a batch: by game time, then by kind, then as the page produced them.
    records.sort((a, b) => a.t - b.t || a.order - b.order);
    for (const r of records) r.add();
    this.errors.push(
      ...batch.errors.map((e) => ({
        ...e,
        message: n(e.message),
        source: n(e.source),
        stack: e.stack === undefined ? undefined : n(e.stack),
      })),
    );
    for (const f of batch.probeFaults) {
      const known = this.probeFaults.find((k) => k.where === f.where && k.message === f.message);
      if (known) known.count += f.count;
      else this.probeFaults.push({ ...f, message: n(f.message) });
    }
    this.console.push(...batch.console.map((c) => ({ ...c, text: n(c.text) })));
    this.networkFailures.push(...batch.networkFailures.map((f) => ({ ...f, url: n(f.url) })));
    this.pixels.push(...batch.pixels);
    this.players.push(...batch.players);
    if (this.players.length > 1000) this.players.splice(0, this.players.length - 1000);
    this.sampleCount += batch.samples.length;
    this.stampRequests(batch.outbound);
    for (const attempt of batch.sandbox)
      this.recordViolation(
        attempt.url,
        attempt.what,
        attempt.what === 'WINDOW_CLOSE' ? 'window' : 'webrtc',
        attempt.gameTime,
      );
    this.traceViolations();
    this.noteDialogs(dialogs, batch.gameTime);
    this.leavingAt = undefined;
    if (batch.stalled) {
      this.notes.push(batch.stalled.message);
      this.trace.add({ t: batch.stalled.gameTime, k: 'stalled', message: batch.stalled.message });
    }
    if (batch.consoleDropped) {
      // One note for the run, kept up to date, rather than one per stretch.
      this.consoleDropped += batch.consoleDropped;
      const note = `${this.consoleDropped} console messages were not kept (over 500 in one stretch)`;
      if (this.consoleNote < 0) this.consoleNote = this.notes.push(note) - 1;
      else this.notes[this.consoleNote] = note;
    }
    this.latest = batch;
  }

  /**
   * Keeps the dialogs of a batch with the game time the page gave them, each matched to the one the browser reported;
   * one the browser reported that no page record names (a frame's, a beforeunload prompt) keeps the time it was seen.
   */
  private noteDialogs(fromPage: ProbeBatch['dialogs'], gameTime: number): void {
    for (const d of fromPage) {
      const message = d.message.slice(0, 200);
      const seen = this.unmatchedDialogs.findIndex((u) => u.type === d.type && u.message === message);
      if (seen >= 0) this.unmatchedDialogs.splice(seen, 1);
      if (this.dialogs.length < 1000) this.dialogs.push({ gameTime: d.gameTime, type: d.type, message });
    }
    for (const u of this.unmatchedDialogs.splice(0)) {
      if (this.dialogs.length < 1000) this.dialogs.push({ ...u, gameTime: Math.min(u.gameTime, gameTime) });
      const message = this.trace.normalise(u.message);
      this.trace.add({ t: Math.min(u.gameTime, gameTime), k: 'dialog', type: u.type, message });
    }
  }

  // ---- input ----

  private keysFor(keyOrAction: string): string[] {
    const mapped = this.actionKeys[keyOrAction];
    if (mapped?.length) return [mapped[0]!];
    if (/^[a-z]+(_[a-z]+)*$/.test(keyOrAction) && keyOrAction.length > 1) {
      throw new HarnessError(
        'unknown-action',
        `no action named "${keyOrAction}" (known: ` +
          `${Object.keys(this.actionKeys).join(', ') || 'none; the game has no contract meta().actions'}); pass ` +
          'a key name such as ArrowLeft or Space instead',
      );
    }
    return [keyOrAction];
  }

  private async recordInput(input: string, detail: Record<string, unknown>, action?: string): Promise<void> {
    this.trace.add({ t: this.time, k: 'input', input, detail });
    const at = typeof detail.x === 'number' && typeof detail.y === 'number' ? { x: detail.x, y: detail.y } : undefined;
    if (action && this.options.watchResponses) this.pendingNotes.push(at ? [action, at] : [action]);
  }

  async keyDown(keyOrAction: KeyName): Promise<void> {
    this.ensureUsable();
    for (const key of this.keysFor(keyOrAction)) {
      if (this.heldKeys.has(key)) continue;
      await this.inputCall(`pressing ${key}`, () => this.page.keyboard.down(key));
      this.heldKeys.add(key);
      await this.recordInput('keydown', { key, as: keyOrAction }, keyOrAction);
    }
  }

  async keyUp(keyOrAction: KeyName): Promise<void> {
    this.ensureUsable();
    for (const key of this.keysFor(keyOrAction)) {
      if (!this.heldKeys.has(key)) continue;
      await this.inputCall(`releasing ${key}`, () => this.page.keyboard.up(key));
      this.heldKeys.delete(key);
      await this.recordInput('keyup', { key, as: keyOrAction });
    }
  }

  /** Holds a key or named action for `holdMs` of game time (default one frame), then releases it. */
  async press(keyOrAction: KeyName, options: { holdMs?: number } = {}): Promise<void> {
    await this.keyDown(keyOrAction);
    await this.runFor(options.holdMs ?? Math.ceil(1000 / this.options.fps));
    await this.keyUp(keyOrAction);
  }

  async releaseAll(): Promise<void> {
    for (const key of [...this.heldKeys]) await this.keyUp(key);
  }

  /** Maps game coordinates to CSS pixels through the canvas's position and CSS scaling. */
  async toPage(x: number, y: number): Promise<{ x: number; y: number }> {
    return pagePoint(await this.probeCall('canvasBox'), x, y);
  }

  /** toPage after the engine's render pass made hit areas current (ProbeApi.prepareInputBox): one page call. */
  private async preparedPoint(x: number, y: number): Promise<{ x: number; y: number }> {
    return pagePoint(await this.probeCall('prepareInputBox'), x, y);
  }

  /** The game's own width and height (its coordinate space for input), or undefined without a canvas. */
  async gameSize(): Promise<{ width: number; height: number } | undefined> {
    this.ensureUsable();
    const box = await this.probeCall('canvasBox');
    return box ? { width: box.gameWidth, height: box.gameHeight } : undefined;
  }

  async mouseMove(x: number, y: number): Promise<void> {
    this.ensureUsable();
    const p = await this.toPage(x, y);
    await this.inputCall('moving the mouse', () => this.page.mouse.move(p.x, p.y));
    this.pointer = p;
    await this.recordInput('mousemove', { x, y });
  }

  /** Clicks at game coordinates (x, y). The scene's render pass runs first (nothing drawn) so hit areas are current. */
  async click(
    x: number,
    y: number,
    options: { button?: 'left' | 'right' | 'middle'; holdMs?: number } = {},
  ): Promise<void> {
    this.ensureUsable();
    const p = await this.preparedPoint(x, y);
    const button = options.button ?? 'left';
    await this.inputCall('clicking', () => this.pressAt(p, button));
    await this.recordInput('mousedown', { x, y, button }, `click:${button}`);
    await this.runFor(options.holdMs ?? Math.ceil(1000 / this.options.fps));
    await this.inputCall('clicking', () => this.mouseEvent({ type: 'mouseReleased', ...p, button, clickCount: 1 }));
    await this.recordInput('mouseup', { x, y, button });
  }

  /**
   * Moves the mouse to a CSS point and presses a button there, the move not waited for: the renderer holds a move
   * until its next frame (≈ 16 ms of wall time here, where the game's frames are stepped, not displayed), and a press
   * behind it makes it hand both over at once, in order — Playwright's own click sends them so. Sent on this run's
   * CDP session, since Playwright's mouse waits for each move; Playwright's mouse moves first wherever it is used.
   */
  private async pressAt(p: { x: number; y: number }, button: MouseButton): Promise<void> {
    this.pointer = p;
    const moved = this.mouseEvent({ type: 'mouseMoved', ...p, button: 'none' });
    const pressed = this.mouseEvent({ type: 'mousePressed', ...p, button, clickCount: 1 });
    await Promise.all([moved, pressed]);
  }

  /** One mouse event on this run's CDP session, with the modifier keys held and the buttons down (as Playwright's). */
  private async mouseEvent(
    event: { x: number; y: number } & (
      | { type: 'mouseMoved' | 'mousePressed' | 'mouseReleased'; button: MouseButton | 'none'; clickCount?: number }
      | { type: 'mouseWheel'; deltaX: number; deltaY: number }
    ),
  ): Promise<void> {
    this.cdp ??= await this.context.newCDPSession(this.page);
    if (event.type === 'mousePressed' && event.button !== 'none') this.buttonsDown.add(event.button);
    if (event.type === 'mouseReleased' && event.button !== 'none') this.buttonsDown.delete(event.button);
    let buttons = 0;
    for (const b of this.buttonsDown) buttons |= BUTTON_BITS[b];
    let modifiers = 0;
    for (const key of this.heldKeys) {
      const modifier = MODIFIER_KEY.exec(key)?.[1] as keyof typeof MODIFIER_BITS | undefined;
      if (modifier) modifiers |= MODIFIER_BITS[modifier];
    }
    await this.cdp.send('Input.dispatchMouseEvent', { ...event, buttons, modifiers });
  }

  /** Drags from one game point to another over `durationMs` of game time in `steps` moves. */
  async drag(
    from: { x: number; y: number },
    to: { x: number; y: number },
    options: { steps?: number; durationMs?: number } = {},
  ): Promise<void> {
    this.ensureUsable();
    const steps = Math.max(1, options.steps ?? 10);
    const perStep = (options.durationMs ?? 200) / steps;
    // Playwright's mouse, whose drag manager carries an HTML drag and drop through in a headless browser.
    const start = await this.preparedPoint(from.x, from.y);
    await this.inputCall('dragging', () => this.page.mouse.move(start.x, start.y));
    this.pointer = start;
    await this.inputCall('dragging', () => this.page.mouse.down());
    await this.recordInput('dragstart', { ...from }, 'drag');
    for (let i = 1; i <= steps; i++) {
      await this.runFor(perStep);
      const p = await this.toPage(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await this.inputCall('dragging', () => this.page.mouse.move(p.x, p.y));
      this.pointer = p;
    }
    await this.inputCall('dragging', () => this.page.mouse.up());
    await this.recordInput('dragend', { ...to });
  }

  async wheel(deltaX: number, deltaY: number): Promise<void> {
    this.ensureUsable();
    await this.inputCall('scrolling', () => this.mouseEvent({ type: 'mouseWheel', ...this.pointer, deltaX, deltaY }));
    await this.recordInput('wheel', { deltaX, deltaY }, 'wheel');
  }

  /** Types text as key presses, one frame apart in game time. */
  async type(text: string): Promise<void> {
    this.ensureUsable();
    for (const ch of text) {
      await this.inputCall('typing', () => this.page.keyboard.press(ch));
      await this.recordInput('type', { text: ch }, 'type');
      await this.runFor(Math.ceil(1000 / this.options.fps));
    }
  }

  // ---- observation ----

  /**
   * A PNG of the viewport as it is now; its hash goes into the trace. The frame is drawn only when the canvas does not
   * show the game as it is now, and where the engine draws it is a pixel sample too (pixelsFromScreenshots). `fast`:
   * straight from the compositor, compressed for speed (about half the time, other bytes for the same pixels), for
   * callers that take many (the play-tester).
   */
  async screenshot(options: { fast?: boolean } = {}): Promise<Buffer> {
    this.ensureUsable();
    const { sample } = await this.probeCall('prepareScreenshot');
    if (sample) {
      this.pixels.push(sample);
      const { entropy, diff, nonUniform } = sample;
      this.trace.add({ t: sample.gameTime, k: 'pixels', entropy, diff, nonUniform });
    }
    const capture = this.pageCall(() =>
      options.fast ? this.fastCapture() : this.page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' }),
    );
    const png = await this.withWallLimit('taking a screenshot', this.ledger.time('screenshot', capture));
    this.trace.add({ t: this.time, k: 'screenshot', sha256: createHash('sha256').update(png).digest('hex') });
    return png;
  }

  private cdp: CDPSession | undefined;
  /** This run's hold on its page (its listeners, its init script), let go when the page is parked for the next run. */
  private readonly pageListeners: (() => void)[] = [];
  private initScript: Disposable | undefined;

  private async fastCapture(): Promise<Buffer> {
    this.cdp ??= await this.context.newCDPSession(this.page);
    const shot = await this.cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
    return Buffer.from(shot.data, 'base64');
  }

  /**
   * Calls one function of the game's contract. A value that does not fit the contract (or a call that threw) reads as
   * absent, and what was wrong goes into `notes` once, so a check of any game goes on and can say why.
   */
  private async contractCall<P extends 'meta' | 'state' | 'text'>(part: P) {
    this.ensureUsable();
    const raw = await (part === 'meta'
      ? this.probeCall('contractMeta')
      : part === 'state'
        ? this.probeCall('contractState')
        : this.probeCall('contractText'));
    return this.readContractValue(part, raw);
  }

  /** A raw contract value read against the contract; what did not fit goes into `notes` once and reads as absent. */
  private readContractValue<P extends 'meta' | 'state' | 'text'>(part: P, raw: unknown) {
    const reading = readContract(part, raw);
    if (reading.ok) return reading.value;
    if (!this.contractProblems.has(reading.problem)) {
      this.contractProblems.add(reading.problem);
      this.notes.push(`${reading.problem} (first at ${this.time} ms of game time)`);
    }
    return undefined;
  }

  /** The game's contract state(), or undefined when the game has no contract (or its state() does not fit it). */
  state(): Promise<ContractState | undefined> {
    return this.contractCall('state');
  }

  /** The game's contract text(): its state, short and readable. */
  text(): Promise<string | undefined> {
    return this.contractCall('text');
  }

  /** The game's contract meta(): title, archetype, actions and goal. */
  meta(): Promise<ContractMeta | undefined> {
    return this.contractCall('meta');
  }

  /** Named actions and their keys, from options or the contract's meta(). */
  actions(): Record<string, string[]> {
    return { ...this.actionKeys };
  }

  /** Clickable things the probe can see, in game coordinates. */
  async clickables(): Promise<{ label: string; x: number; y: number; source: string }[]> {
    this.ensureUsable();
    return this.probeCall('clickables');
  }

  /** Texts on screen, solid geometry, world bounds and the engine's frame counter (empty without the engine). */
  async sceneView(): Promise<SceneView> {
    this.ensureUsable();
    await this.deliverNotes();
    return this.withWallLimit(
      'reading the scene',
      this.ledger.time(
        'probe',
        this.pageCall(() => this.page.evaluate(readSceneView, RUNTIME.description!)),
      ),
    );
  }

  /** The behaviour vector so far (gathering what the page saw since the last step first). */
  async behaviour(): Promise<BehaviourVector> {
    // Right after a step nothing new is in the page: the step's own batch was the last word.
    if (!this.closed && !this.dead && !this.crashed && this.collectedAt !== this.pageWork) await this.collect();
    return behaviourVector(this.latest, this.sampleCount, this.pixels);
  }

  /** Phaser scene keys running and paused right now (empty where the engine is out of reach). */
  async scenes(): Promise<{ active: string[]; paused: string[] }> {
    this.ensureUsable();
    return this.probeCall('scenes');
  }

  /** state() and scenes() in one page call: the readings of each, as if called one after the other. */
  async stateAndScenes(): Promise<{
    state: ContractState | undefined;
    scenes: { active: string[]; paused: string[] };
  }> {
    this.ensureUsable();
    const both = await this.probeCall('contractStateAndScenes');
    return { state: this.readContractValue('state', both.state), scenes: both.scenes };
  }

  /** Undoes a pause the game is in, where the engine is reachable; records what it did in the trace. */
  async unpause(): Promise<string[]> {
    this.ensureUsable();
    const done = await this.probeCall('unpause');
    if (done.length) this.trace.add({ t: this.time, k: 'input', input: 'unpause', detail: { done } });
    return done;
  }

  /** Which engine the probe reached, and whether the game has the contract. */
  engine(): { engine: ProbeBatch['engine']; contract: boolean } {
    return { engine: this.latest?.engine, contract: this.latest?.contract ?? false };
  }

  /** Whether the latest pixel sample was a blank (uniform) frame. */
  lastFrameBlank(): boolean | undefined {
    const last = this.pixels[this.pixels.length - 1];
    return last ? isBlankPixelSample(last) : undefined;
  }

  /** Where this session's wall time went since the page started (and how long the start took). */
  profile(): SessionProfile {
    return this.ledger.profile(this.latest);
  }

  traceHash(): string {
    return this.trace.hash();
  }

  /** Test support: crash the renderer process, as a GPU or memory fault would. */
  async crashRendererForTest(): Promise<void> {
    const cdp = await this.context.newCDPSession(this.page);
    const crashed = new Promise<void>((resolve) => this.page.once('crash', () => resolve()));
    // Page.crash never answers: the renderer is gone before it could.
    void cdp.send('Page.crash').catch(() => {});
    await crashed;
  }

  private readonly closeListeners: (() => void)[] = [];

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** Lets go of the page and parks it for the next run of the game; false when it cannot be kept. */
  private async handOverPage(): Promise<boolean> {
    for (const release of this.pageListeners.splice(0)) release();
    try {
      await this.cdp?.detach();
      await this.initScript?.dispose();
    } catch {
      return false;
    }
    return parkPage(this.warm, this.page);
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      // Only a run that ended cleanly hands its context on; a crashed, killed or wandered-off one takes it along.
      // A run closed because its browser is closing (the command ends, or was stopped) parks nothing either.
      const clean = this.kept && !this.kept.isClosed && !this.dead && !this.crashed && !this.navigatedAway;
      const handedOver = clean && (await settledWithin(this.handOverPage(), CLOSE_WAIT_MS, false));
      if (handedOver) await this.kept!.give(this.warm);
      else {
        this.warm.current = undefined;
        await closeWarm(this.warm);
      }
    }
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}

/** How long closing a page or a context may take before the session gives up on it. */
const CLOSE_WAIT_MS = 10_000;

/**
 * `work`, or `fallback` when it takes longer than `ms`. The timer is cleared as soon as the work settles: a pending one
 * held every command's process open for its full ten seconds after its last line.
 */
async function settledWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((done) => {
    timer = setTimeout(() => done(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function actionsFromMeta(meta: ContractMeta | undefined): Record<string, string[]> {
  return Object.fromEntries((meta?.actions ?? []).map((a) => [a.name, [...a.keys]]));
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function validateOptions(o: {
  seed: number;
  fps: number;
  sampleEveryMs: number;
  pixelEveryMs: number;
  readablePixelEveryMs: number;
  wallClockLimitMs: number;
}): void {
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)
    throw new HarnessError('bad-input', `seed must be a whole number from 0 to 4294967295, got ${o.seed}`);
  if (!(o.fps > 0 && o.fps <= 240)) throw new HarnessError('bad-input', `fps must be between 1 and 240, got ${o.fps}`);
  for (const key of ['sampleEveryMs', 'pixelEveryMs', 'readablePixelEveryMs', 'wallClockLimitMs'] as const) {
    if (!(o[key] > 0)) throw new HarnessError('bad-input', `${key} must be a positive number of ms, got ${o[key]}`);
  }
}
