// The deterministic input strategy of L3b: a rule table by archetype, modelled on JamBench's Table 10 (App. D.3),
// turned into a 10-second cycle of 100 ms ticks. Each family declares its row (src/families/<name>/); this file plays
// the rows. Keys come from the game's contract actions where it names them, from archetype defaults otherwise.
// Actions that pause, quit or leave the game are never injected.
import { FAMILIES, type ClickTarget, type StrategyRole, type StrategyRow } from '../families/index.ts';
import type { Archetype, ContractAction } from '../shared/index.ts';

export type StrategyArchetype = Archetype | 'other';

export const TICK_MS = 100;
export const CYCLE_MS = 10_000;
const TICKS = CYCLE_MS / TICK_MS;

/** Action names a checker must never press: they pause, quit or leave the game. */
export const FORBIDDEN_ACTION = /pause|quit|escape|exit|menu|mute|fullscreen|settings|options|back_to/i;

type Role = StrategyRole;
const ROLE_PATTERNS: Record<Role, RegExp> = {
  left: /^(move_?|walk_?|run_?)?left$|^west$/i,
  right: /^(move_?|walk_?|run_?)?right$|^east$/i,
  up: /^(move_?|walk_?)?up$|^north$|^forward$/i,
  down: /^(move_?|walk_?)?down$|^south$|^back(ward)?$/i,
  jump: /jump|hop/i,
  attack: /attack|fire|shoot|melee|strike|slash|hit|throw|cast/i,
  interact: /interact|use|action|confirm|select|place|build|next|advance/i,
  start: /^(start|play|begin|start_game|new_game)$/i,
};
const DEFAULT_KEYS: Record<Role, string> = {
  left: 'ArrowLeft',
  right: 'ArrowRight',
  up: 'ArrowUp',
  down: 'ArrowDown',
  jump: 'Space',
  attack: 'KeyX',
  interact: 'Enter',
  start: 'Enter',
};

/** What one tick does: inputs held during it, taps (pressed for two ticks from its start), clicks at its start. */
export interface StrategyTick {
  hold: string[];
  tap: string[];
  click: ClickTarget | undefined;
  drag: boolean;
}

export interface InputStrategy {
  archetype: StrategyArchetype;
  /** Table-10 game type the archetype maps to. */
  gameType: string;
  mode: 'keyboard' | 'mouse' | 'mixed';
  /** Each role and the action name or key it is played with. */
  bindings: Partial<Record<Role, string>>;
  /** Contract actions with no role, tapped once a cycle each. */
  extraActions: string[];
  /** Actions the contract names that the strategy refuses to press. */
  refused: string[];
  ticks: StrategyTick[];
}

/** Resolves roles to contract action names (which the harness maps to keys) or to default keys. */
export function bindRoles(actions: readonly ContractAction[]): {
  bindings: Record<Role, string>;
  extraActions: string[];
  refused: string[];
} {
  const usable = actions.filter((a) => !FORBIDDEN_ACTION.test(a.name));
  const refused = actions.filter((a) => FORBIDDEN_ACTION.test(a.name)).map((a) => a.name);
  const bindings = { ...DEFAULT_KEYS };
  const used = new Set<string>();
  for (const role of Object.keys(ROLE_PATTERNS) as Role[]) {
    const match = usable.find((a) => ROLE_PATTERNS[role].test(a.name) && !used.has(a.name));
    if (match) {
      bindings[role] = match.name;
      used.add(match.name);
    }
  }
  const extraActions = usable
    .map((a) => a.name)
    .filter((name) => !used.has(name) && !/restart|retry|undo|reset/i.test(name));
  return { bindings, extraActions, refused };
}

const emptyTicks = (): StrategyTick[] =>
  Array.from({ length: TICKS }, () => ({ hold: [], tap: [], click: undefined, drag: false }));
const ms = (t: number): number => Math.floor(t / TICK_MS);

function holdRange(ticks: StrategyTick[], input: string, fromMs: number, toMs: number): void {
  for (let i = ms(fromMs); i < ms(toMs) && i < ticks.length; i++) ticks[i]!.hold.push(input);
}
function tapAt(ticks: StrategyTick[], input: string, ...times: number[]): void {
  for (const t of times) ticks[ms(t)]?.tap.push(input);
}
function clickEvery(ticks: StrategyTick[], kind: ClickTarget, everyMs: number, offsetMs: number): void {
  for (let t = offsetMs; t < CYCLE_MS; t += everyMs) {
    const tick = ticks[ms(t)];
    if (tick && !tick.click) tick.click = kind;
  }
}

/** The row for a game of no known family (JamBench's "other"): the families' rows are in src/families/. */
const OTHER: StrategyRow = {
  gameType: 'other',
  mode: 'mixed',
  summary: 'WASD-style movement with clicks at the centre and at interactive things.',
  inputs: [
    { hold: 'up', fromMs: 0, toMs: 1000 },
    { hold: 'right', fromMs: 1000, toMs: 2500 },
    { hold: 'down', fromMs: 2500, toMs: 3500 },
    { hold: 'left', fromMs: 3500, toMs: 5000 },
    { tap: 'jump', atMs: [1200, 3700, 6200, 8700] },
    { click: 'center', everyMs: 2500, offsetMs: 600 },
    { click: 'target', everyMs: 2500, offsetMs: 1800 },
    { tap: 'attack', atMs: [5500, 7500] },
  ],
};

/** The Table-10 row of an archetype. */
export function strategyRow(archetype: StrategyArchetype): StrategyRow {
  return archetype === 'other' ? OTHER : FAMILIES[archetype].strategy;
}

/** Plays a row's instructions into the ticks, in the row's order, with roles bound to actions or keys. */
function playRow(ticks: StrategyTick[], row: StrategyRow, b: Record<Role, string>): void {
  for (const input of row.inputs) {
    if ('hold' in input) holdRange(ticks, b[input.hold], input.fromMs, input.toMs);
    else if ('tap' in input) tapAt(ticks, b[input.tap], ...input.atMs);
    else if ('tapKey' in input) tapAt(ticks, input.tapKey, ...input.atMs);
    else if ('steps' in input)
      input.steps.forEach((role, i) => {
        tapAt(ticks, b[role], input.fromMs + i * input.everyMs);
      });
    else if ('click' in input) clickEvery(ticks, input.click, input.everyMs, input.offsetMs);
    else for (const t of input.dragAtMs) ticks[ms(t)]!.drag = true;
  }
}

/** Builds the cycle for an archetype from the contract's actions. Deterministic: the same inputs, the same ticks. */
export function inputStrategy(archetype: StrategyArchetype, actions: readonly ContractAction[]): InputStrategy {
  const { bindings: b, extraActions, refused } = bindRoles(actions);
  const ticks = emptyTicks();
  const row = strategyRow(archetype);
  playRow(ticks, row, b);
  extraActions.forEach((name, i) => {
    tapAt(ticks, name, 5200 + ((i * 700) % 4500));
  });
  const { gameType, mode } = row;
  const bindings: InputStrategy['bindings'] = {};
  const usedRoles: Role[] = ['left', 'right', 'up', 'down', 'jump', 'attack', 'interact'];
  for (const role of usedRoles)
    if (ticks.some((t) => t.hold.includes(b[role]) || t.tap.includes(b[role]))) bindings[role] = b[role];
  return { archetype, gameType, mode, bindings, extraActions, refused, ticks };
}

/** Scene names that mean "not playing yet". */
export const MENU_SCENE = /menu|title|boot|preload|load|splash|intro|lobby|^start$|start_?screen|home/i;

/** Labels a menu button may carry, best first (JamBench App. D.4's keyword order, extended). */
const MENU_KEYWORDS = ['play', 'start', 'begin', 'new game', 'continue', 'go', 'ok', 'next', 'enter', 'tap', 'click'];

/** Orders clickables for menu navigation: by keyword rank, then top to bottom, left to right; unlabelled last. */
export function rankMenuTargets<T extends { label: string; x: number; y: number }>(targets: readonly T[]): T[] {
  const rank = (label: string): number => {
    const l = label.toLowerCase();
    const i = MENU_KEYWORDS.findIndex((k) => l.includes(k));
    if (FORBIDDEN_ACTION.test(l) || /credit|quit|exit|setting|option/i.test(l)) return 1000;
    return i < 0 ? MENU_KEYWORDS.length : i;
  };
  return [...targets]
    .sort((a, b) => rank(a.label) - rank(b.label) || a.y - b.y || a.x - b.x)
    .filter((t) => rank(t.label) < 1000);
}

/** Grid points over the play field for archetypes that place things, visited in a fixed order. */
export function gridPoint(index: number, width: number, height: number): { x: number; y: number } {
  const cols = 6;
  const rows = 4;
  const i = index % (cols * rows);
  const col = (i * 5) % cols; // a stride that visits every column before repeating
  const row = Math.floor(i / cols);
  return { x: Math.round(((col + 0.5) * width) / cols), y: Math.round(((row + 0.5) * height) / rows) };
}
