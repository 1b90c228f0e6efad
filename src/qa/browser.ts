// The browser adapter: any web game, explored through the harness under virtual time. reset(seed) opens the game
// afresh in its own page (the harness makes a seed replay exactly), act sends one action line (web-actions.ts), and
// each observation carries the game's text, its state as a place (web-actions.ts), the page errors the action
// raised, and what play's oracles saw on that step (a score falling with no cause, a wall passed through, input
// that still works after the end, a win with no win screen) as faults for qa's explorer, replays and critic.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { buildGame } from '../check/index.ts';
import { type GameBrowser, type GameSession, isUrlTarget, type LookedAt } from '../harness/index.ts';
import { Oracles, playerAt, refusal, sendAction, TESTER_SESSION } from '../play/index.ts';
import { type ContractState, makeTempDir, type PlayAction, type QaSandbox, removeTempDir } from '../shared/index.ts';
import {
  type GameAdapter,
  type GameRules,
  GameRulesSchema,
  type ObservedFault,
  type QaObservation,
} from './adapter.ts';
import { QA_ADAPTER_SCHEMA, QaAdapterError } from './http-text.ts';
import { DEFAULT_HOLD_MS, parseWebAction, webState } from './web-actions.ts';

/** Play's oracles qa has its own of: page errors (server-error) and input after the end (after-end). */
const QA_HAS = new Set(['page-error', 'input-after-end']);
/** Game time after each action before the adapter looks, so that its effect shows. */
const SETTLE_MS = 100;
/** Words of a web game's clock: left out when telling states apart and when judging counters. */
const WEB_CLOCK = ['timeLeftMs', 'timeMs', 'elapsedMs', 'time', 'elapsed', 'frame', 'frames', 'tick', 'ticks'];

/** qa.adapter.json for a web game: where it is, and what it promises (its rules, as for a text game). */
export const BrowserConfigSchema = z.strictObject({
  schema: z.literal(QA_ADAPTER_SCHEMA),
  kind: z.literal('browser'),
  name: z.string().min(1).optional(),
  /** The game: a folder (a source project is built first) relative to this file, or a URL. */
  target: z.string().min(1),
  viewport: z.strictObject({ width: z.int().min(64).max(4096), height: z.int().min(64).max(4096) }).optional(),
  game: z.unknown().optional(),
});
export type BrowserConfig = z.infer<typeof BrowserConfigSchema>;

export interface BrowserAdapterOptions {
  browser: GameBrowser;
  viewport?: { width: number; height: number } | undefined;
  /** What the game promises (field names, rules, counter ranges); defaults read a Game Contract's state. */
  game?: unknown;
  /** Where a source project's build goes (default: a temporary folder). */
  buildDir?: string | undefined;
  cacheDir?: string | undefined;
  name?: string | undefined;
}

/** Rules for a web game: the contract's scene is the room, its time fields are the clock. */
export function webRules(game: unknown): GameRules {
  const given = (game ?? {}) as { fields?: Record<string, unknown> };
  const parsed = GameRulesSchema.safeParse({
    ...given,
    fields: {
      room: 'scene',
      place: 'playerCell',
      inventory: 'inventory',
      here: 'items_here',
      features: 'buttons',
      over: 'over',
      won: 'won',
      ...given.fields,
    },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new QaAdapterError(`game.${issue.path.map(String).join('.')}: ${issue.message}`);
  }
  const rules = parsed.data;
  if (!given.fields?.clock) rules.fields.clock = [...new Set([...rules.fields.clock, ...WEB_CLOCK])];
  return rules;
}

/** What the adapter serves, and the temp build folder it made for it (removed when the adapter closes). */
interface Servable {
  served: string;
  tempDir: string | undefined;
}

/** Builds a source project (a folder with package.json), or serves a built folder or a URL as it is. */
async function servable(target: string, options: BrowserAdapterOptions): Promise<Servable> {
  if (isUrlTarget(target)) return { served: target, tempDir: undefined };
  const folder = resolve(target);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new QaAdapterError(`${target}: no such game folder; give a game folder, a URL or an adapter file`);
  if (!existsSync(join(folder, 'package.json'))) return { served: folder, tempDir: undefined };
  const tempDir = options.buildDir ? undefined : makeTempDir('playsmith-qa-build-');
  const outDir = options.buildDir ?? tempDir!;
  const build = await buildGame(folder, { outDir, cacheDir: options.cacheDir });
  if (!build.ok) {
    if (tempDir) removeTempDir(tempDir);
    throw new QaAdapterError(
      `${target} does not build (${build.diagnostics[0]?.message ?? 'unknown error'}); run playsmith check on it`,
      'usage',
    );
  }
  return { served: build.outDir, tempDir };
}

/** Adds a page's blocked attempts and dismissed dialogs to the totals: counted by what they were, first time kept. */
function foldSandbox(
  session: GameSession,
  blocked: Map<string, QaSandbox['blocked'][number]>,
  dialogs: Map<string, QaSandbox['dialogs'][number]>,
): void {
  const add = <T extends { gameTime: number; count: number }>(into: Map<string, T>, key: string, entry: T) => {
    const known = into.get(key);
    if (!known) into.set(key, entry);
    else {
      known.count++;
      known.gameTime = Math.min(known.gameTime, entry.gameTime);
    }
  };
  for (const v of session.violations)
    add(blocked, `${v.method} ${v.url}`, { gameTime: v.gameTime, url: v.url, method: v.method, count: 1 });
  for (const d of session.dialogs) add(dialogs, `${d.type} ${d.message}`, { ...d, count: 1 });
}

class BrowserGame implements GameAdapter {
  readonly kind = 'browser' as const;
  /** A page load takes about as long as this many actions. */
  readonly resetCost = 25;
  readonly name: string;
  readonly rules: GameRules;
  private session: GameSession | undefined;
  private oracles = new Oracles([]);
  private state: ContractState | undefined;
  private view: Awaited<ReturnType<GameSession['sceneView']>> | undefined;
  private errorsSeen = 0;
  /** The buttons the last observation read: nothing moves them until the next action lets game time pass. */
  private buttons: Awaited<ReturnType<GameSession['clickables']>> = [];
  private steps = 0;
  private size: { width: number; height: number } | undefined;
  private readonly served: string;
  private readonly options: BrowserAdapterOptions;
  /** What the sandbox blocked and the dialogs dismissed, over every page the adapter opened, by what they were. */
  private readonly blocked = new Map<string, QaSandbox['blocked'][number]>();
  private readonly dialogs = new Map<string, QaSandbox['dialogs'][number]>();

  private readonly tempDir: string | undefined;

  constructor(served: string, name: string, options: BrowserAdapterOptions, tempDir: string | undefined) {
    this.served = served;
    this.tempDir = tempDir;
    this.name = name;
    this.options = options;
    this.rules = webRules(options.game);
  }

  private get open(): GameSession {
    if (!this.session) throw new Error('the browser adapter was used before reset()');
    return this.session;
  }

  /** Takes in what the page being let go of blocked and dismissed. */
  private keepSandbox(session: GameSession | undefined): void {
    if (session) foldSandbox(session, this.blocked, this.dialogs);
  }

  /** Everything blocked and dismissed so far, the open page's included, in the order it first happened. */
  sandbox(): QaSandbox {
    const copy = <T extends object>(m: Map<string, T>) => new Map([...m].map(([k, v]) => [k, { ...v }]));
    const blocked = copy(this.blocked);
    const dialogs = copy(this.dialogs);
    if (this.session) foldSandbox(this.session, blocked, dialogs);
    const order = (a: { gameTime: number }, b: { gameTime: number }) => a.gameTime - b.gameTime;
    return { blocked: [...blocked.values()].sort(order), dialogs: [...dialogs.values()].sort(order) };
  }

  async reset(seed: number): Promise<QaObservation> {
    this.keepSandbox(this.session);
    await this.session?.close();
    this.session = undefined;
    const open = () =>
      this.options.browser.openGame(this.served, {
        ...TESTER_SESSION,
        seed,
        viewport: this.options.viewport ?? { width: 800, height: 600 },
      });
    // A replay opens the game hundreds of times; a browser that died under it (seen on a loaded machine as "Target
    // page, context or browser has been closed" while opening) is the machine's fault, not the game's: once more.
    const session = await open().catch((e: unknown) => {
      if (e instanceof Error && (e.name === 'TargetClosedError' || /has been closed/.test(e.message))) return open();
      throw e;
    });
    this.session = session;
    this.oracles = new Oracles([]);
    this.steps = 0;
    this.size = await session.gameSize();
    this.state = await session.state();
    this.view = await session.sceneView();
    this.errorsSeen = 0;
    return this.observe([]);
  }

  /**
   * What the player sees now. After an action its text and buttons come with the same page call that let the action
   * settle (`looked`); otherwise they are read here.
   */
  private async observe(
    faults: ObservedFault[],
    refused?: string,
    looked?: Pick<LookedAt, 'text' | 'clickables'>,
  ): Promise<QaObservation> {
    const s = this.open;
    const errors = s.errors.slice(this.errorsSeen).map((e) => e.message);
    this.errorsSeen = s.errors.length;
    const said = (looked ? looked.text : await s.text()) ?? (this.view?.texts ?? []).map((t) => t.text).join(' | ');
    const state = webState(this.state as Record<string, unknown> | undefined);
    this.buttons = looked ? looked.clickables : await s.clickables();
    const labels = this.buttons.map((b) => b.label.toLowerCase()).filter(Boolean);
    return {
      text: refused ? `refused: ${refused}` : said,
      state: state || labels.length ? { ...state, buttons: [...new Set(labels)].sort() } : null,
      error: errors[0] ?? null,
      faults,
    };
  }

  /** A click on a button by its label becomes a click where that button is now; a missing one is refused. */
  private async resolve(line: string): Promise<PlayAction | string> {
    const parsed = parseWebAction(line);
    if (typeof parsed === 'string') return parsed;
    if (parsed.action !== 'click-label') return parsed;
    const buttons = this.buttons;
    const hit = buttons.find((b) => b.label.toLowerCase() === parsed.label.toLowerCase());
    if (hit) return { action: 'click', x: hit.x, y: hit.y };
    return `no button "${parsed.label}" is shown (${buttons.map((b) => `"${b.label}"`).join(', ') || 'none are'})`;
  }

  async act(line: string): Promise<QaObservation> {
    const s = this.open;
    const action = await this.resolve(line);
    const why = typeof action === 'string' ? action : refusal(action, { size: this.size, actions: s.actions() });
    if (why !== undefined || typeof action === 'string') return this.observe([], why ?? String(action));
    this.steps++;
    const before = this.state;
    const viewBefore = this.view;
    const eventsFrom = s.trace.records.length;
    const findingsFrom = this.oracles.findings.length;
    const start = s.gameTime;
    await sendAction(s, action);
    await s.releaseAll();
    const looked = await s.runAndLook(SETTLE_MS, { clickables: true, text: true });
    this.state = looked.state;
    this.view = looked.view;
    const positions = s.players.filter((p) => p.gameTime > start).map(({ x, y }) => ({ x, y }));
    const now = playerAt(this.state);
    if (now) positions.push(now);
    const input = action.action === 'act' ? action.name : action.action === 'press' ? action.key : undefined;
    await this.oracles.observe({
      step: this.steps,
      gameTime: s.gameTime,
      action,
      input,
      before,
      after: this.state,
      positions,
      events: s.trace.records
        .slice(eventsFrom)
        .flatMap((r) => (r.k === 'event' ? [{ type: r.type, payload: r.payload }] : [])),
      viewBefore,
      view: this.view,
      errors: s.errors.slice(this.errorsSeen).map((e) => e.message),
      screenshot: async () => ({ file: '', png: await s.screenshot() }),
      latestScreenshot: null,
    });
    const faults = this.oracles.findings
      .slice(findingsFrom)
      .filter((f) => !QA_HAS.has(f.oracle))
      .map((f): ObservedFault => ({ rule: f.oracle, title: f.message, observed: f.message }));
    return this.observe(faults, undefined, looked);
  }

  /** The contract's actions held for the default time, each key the game lists, a wait; buttons by their label. */
  async actions(): Promise<string[]> {
    const listed = Object.keys(this.open.actions());
    const lines = listed.map((name) => `act ${name} ${DEFAULT_HOLD_MS}`);
    if (listed.length === 0)
      for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Enter'])
        lines.push(`press ${key} ${DEFAULT_HOLD_MS}`);
    return [...lines, 'click "<button>"', 'wait 500'];
  }

  async screenshot(): Promise<Buffer | null> {
    return this.session ? this.session.screenshot() : null;
  }

  async close(): Promise<void> {
    this.keepSandbox(this.session);
    await this.session?.close();
    this.session = undefined;
    if (this.tempDir) removeTempDir(this.tempDir);
  }
}

/** The options a browser adapter file gives, its target resolved against the file's folder. */
export function browserConfigOptions(file: string, value: unknown): { target: string; name?: string; game?: unknown } {
  const parsed = BrowserConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new QaAdapterError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message}` +
        ' (a web game\'s adapter file has "schema", "kind": "browser" and "target": its folder or URL)',
    );
  }
  const c = parsed.data;
  return {
    target: isUrlTarget(c.target) ? c.target : resolve(dirname(resolve(file)), c.target),
    name: c.name,
    game: c.game,
    ...(c.viewport ? { viewport: c.viewport } : {}),
  };
}

/** Opens a web game (a source project, a built folder or a URL) for qa. */
export async function openBrowserGame(target: string, options: BrowserAdapterOptions): Promise<GameAdapter> {
  const { served, tempDir } = await servable(target, options);
  return new BrowserGame(served, options.name ?? target, options, tempDir);
}
