// The deterministic input strategy of L3b: a rule table by archetype, modelled on JamBench's Table 10 (App. D.3),
// turned into a 10-second cycle of 100 ms ticks. Keys come from the game's contract actions where it names them,
// from archetype defaults otherwise. Actions that pause, quit or leave the game are never injected.
import type { Archetype, ContractAction } from '../shared/index.ts';

export type StrategyArchetype = Archetype | 'other';

export const TICK_MS = 100;
export const CYCLE_MS = 10_000;
const TICKS = CYCLE_MS / TICK_MS;

/** Action names a checker must never press: they pause, quit or leave the game. */
export const FORBIDDEN_ACTION = /pause|quit|escape|exit|menu|mute|fullscreen|settings|options|back_to/i;

type Role = 'left' | 'right' | 'up' | 'down' | 'jump' | 'attack' | 'interact' | 'start';
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
  click: 'target' | 'grid' | 'center' | undefined;
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
function clickEvery(ticks: StrategyTick[], kind: 'target' | 'grid' | 'center', everyMs: number, offsetMs = 0): void {
  for (let t = offsetMs; t < CYCLE_MS; t += everyMs) {
    const tick = ticks[ms(t)];
    if (tick && !tick.click) tick.click = kind;
  }
}

/** The Table-10 row for an archetype. */
const GAME_TYPE: Record<StrategyArchetype, { gameType: string; mode: InputStrategy['mode'] }> = {
  platformer: { gameType: 'platformer', mode: 'keyboard' },
  top_down: { gameType: 'shooter', mode: 'mixed' },
  grid_logic: { gameType: 'puzzle', mode: 'mixed' },
  tower_defense: { gameType: 'strategy', mode: 'mouse' },
  ui_heavy: { gameType: 'card', mode: 'mouse' },
  other: { gameType: 'other', mode: 'mixed' },
};

/** Builds the cycle for an archetype from the contract's actions. Deterministic: the same inputs give the same ticks. */
export function inputStrategy(archetype: StrategyArchetype, actions: readonly ContractAction[]): InputStrategy {
  const { bindings: b, extraActions, refused } = bindRoles(actions);
  const ticks = emptyTicks();
  switch (archetype) {
    case 'platformer':
      // Movement most of the time, direction alternating every 2–3 s with a bias forward; jumps a quarter; attacks.
      holdRange(ticks, b.right, 0, 3000);
      holdRange(ticks, b.left, 3000, 5000);
      holdRange(ticks, b.right, 5000, 7500);
      holdRange(ticks, b.left, 7500, 8500);
      holdRange(ticks, b.right, 8500, 10_000);
      tapAt(ticks, b.jump, 400, 1200, 2000, 2700, 3600, 4400, 5600, 6400, 7200, 8000, 9000, 9600);
      tapAt(ticks, b.attack, 1600, 4000, 6800, 9300);
      break;
    case 'top_down':
      // Eight-way movement half the time, clicks at targets, and the attack action.
      holdRange(ticks, b.up, 0, 1200);
      holdRange(ticks, b.right, 1000, 2400);
      holdRange(ticks, b.down, 2400, 3600);
      holdRange(ticks, b.left, 3400, 4800);
      holdRange(ticks, b.up, 5500, 6500);
      holdRange(ticks, b.left, 5500, 6500);
      holdRange(ticks, b.down, 7000, 8000);
      holdRange(ticks, b.right, 7000, 8000);
      clickEvery(ticks, 'target', 1000, 300);
      tapAt(ticks, b.attack, 500, 1500, 2500, 3500, 4500, 6000, 7500, 9000);
      break;
    case 'grid_logic':
      // Discrete steps in a varied pattern, then clicks on interactive cells in order.
      [
        b.right,
        b.right,
        b.up,
        b.left,
        b.down,
        b.down,
        b.right,
        b.up,
        b.left,
        b.left,
        b.up,
        b.right,
        b.down,
        b.right,
        b.up,
        b.up,
        b.left,
        b.down,
      ].forEach((key, i) => {
        tapAt(ticks, key, 300 + i * 300);
      });
      clickEvery(ticks, 'target', 700, 6000);
      tapAt(ticks, b.interact, 9800);
      break;
    case 'tower_defense':
      // Clicks at UI elements and across the field (placing things), with a periodic confirm.
      clickEvery(ticks, 'target', 1000, 0);
      clickEvery(ticks, 'grid', 1000, 500);
      tapAt(ticks, b.interact, 2000, 6000);
      tapAt(ticks, 'Space', 4000, 8000);
      break;
    case 'ui_heavy':
      // Clicks on card-like things in order, a drag now and then, periodic confirms.
      clickEvery(ticks, 'target', 500, 0);
      for (const t of [2600, 7600]) ticks[ms(t)]!.drag = true;
      tapAt(ticks, b.interact, 3000, 6000, 9000);
      break;
    case 'other':
      // WASD-style movement with clicks at the centre and at interactive things.
      holdRange(ticks, b.up, 0, 1000);
      holdRange(ticks, b.right, 1000, 2500);
      holdRange(ticks, b.down, 2500, 3500);
      holdRange(ticks, b.left, 3500, 5000);
      tapAt(ticks, b.jump, 1200, 3700, 6200, 8700);
      clickEvery(ticks, 'center', 2500, 600);
      clickEvery(ticks, 'target', 2500, 1800);
      tapAt(ticks, b.attack, 5500, 7500);
      break;
  }
  extraActions.forEach((name, i) => {
    tapAt(ticks, name, 5200 + ((i * 700) % 4500));
  });
  const { gameType, mode } = GAME_TYPE[archetype];
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
