// The rules of the stealth mode as plain code on a fixed step of game time (no Phaser), so the generator's planner and
// the tests play exactly what the game plays: guards walk their patrol routes to and fro on the game clock, each
// looking where it walks next; a hero in a guard's view cone with a clear line of sight is seen; walls block sight.
import { cellsSee, type GridCell, type TopDownMap } from '../../levelMap.ts';

/** A guard walks `route` (neighbouring cells) to its end and back, one cell every `stepMs` of game time. */
export interface StealthGuard {
  route: GridCell[];
  stepMs: number;
}

/** How the level plays; written by the generator into src/game/levels.ts. */
export interface StealthGame {
  kind: 'stealth';
  /** The map: '#' wall, '.' floor. */
  rows: string[];
  start: GridCell;
  /** Where the loot lies on its plinth. */
  loot: GridCell;
  exit: GridCell;
  guards: StealthGuard[];
  /** How many cells ahead a guard sees. */
  sight: number;
}

export type StealthEvent =
  | { type: 'hero_moved'; col: number; row: number; moves: number }
  | { type: 'loot_taken'; col: number; row: number }
  | { type: 'seen'; guard: number; seen: number }
  | { type: 'escaped'; timeMs: number };

export const STEALTH_STEP_MS = 5;
/** Guards step on multiples of this; the planner moves the hero at most once in each slot. */
export const STEALTH_SLOT_MS = 200;
export const STEALTH_LIMITS = { minCols: 8, maxCols: 25, minRows: 6, maxRows: 18, maxGuards: 8, maxSight: 8 } as const;

const same = (a: GridCell, b: GridCell): boolean => a.col === b.col && a.row === b.row;

/** Problems with a level's stealth game, worded for the person who wrote the level. */
export function stealthProblems(game: StealthGame): string[] {
  const problems: string[] = [];
  const rows = game.rows.length;
  const cols = game.rows[0]?.length ?? 0;
  const L = STEALTH_LIMITS;
  if (rows < L.minRows || rows > L.maxRows || cols < L.minCols || cols > L.maxCols)
    problems.push(`the stealth map must be ${L.minCols}-${L.maxCols} columns by ${L.minRows}-${L.maxRows} rows`);
  if (game.rows.some((r) => r.length !== cols || /[^#.]/.test(r)))
    problems.push("every map row must have the same length and hold only '#' (wall) and '.' (floor)");
  const floor = (c: GridCell) => game.rows[c.row]?.[c.col] === '.';
  for (const [name, cell] of [
    ['start', game.start],
    ['loot', game.loot],
    ['exit', game.exit],
  ] as const)
    if (!floor(cell)) problems.push(`the ${name} (${cell.col},${cell.row}) must be on a floor cell`);
  if (game.guards.length < 1 || game.guards.length > L.maxGuards) problems.push(`1 to ${L.maxGuards} guards`);
  game.guards.forEach((g, i) => {
    if (g.route.length < 2) problems.push(`guard ${i + 1} needs a route of at least 2 cells`);
    if (!g.route.every(floor)) problems.push(`guard ${i + 1}'s route must stay on floor cells`);
    const apart = (a: GridCell, b: GridCell) => Math.abs(a.col - b.col) + Math.abs(a.row - b.row);
    const steps = g.route.slice(1).every((c, k) => apart(c, g.route[k]!) === 1);
    if (!steps) problems.push(`guard ${i + 1}'s route must go one neighbouring cell at a time`);
    if (g.stepMs <= 0 || g.stepMs % STEALTH_SLOT_MS !== 0)
      problems.push(`guard ${i + 1}'s stepMs must be a positive multiple of ${STEALTH_SLOT_MS}`);
  });
  if (!Number.isInteger(game.sight) || game.sight < 1 || game.sight > L.maxSight)
    problems.push(`sight must be 1 to ${L.maxSight} cells`);
  return problems;
}

/** The map the family's terrain and line-of-sight code read, made from the stealth rows. */
export function stealthMap(game: StealthGame): TopDownMap {
  const wall = game.rows.map((r) => [...r].map((ch) => ch === '#'));
  return {
    cols: game.rows[0]!.length,
    rows: game.rows.length,
    wall,
    low: wall.map((line) => line.map(() => false)),
    player: game.start,
    exit: game.exit,
    rescue: undefined,
    threat: undefined,
    spawns: [],
    enemies: [],
    pickups: [],
    custom: [],
  };
}

/** Where a guard stands at `clockMs` and which way it faces (towards its next cell). */
export function guardAt(guard: StealthGuard, clockMs: number): { cell: GridCell; facing: GridCell } {
  const n = guard.route.length;
  const period = 2 * (n - 1);
  const indexAt = (s: number) => {
    const k = s % period;
    return k < n - 1 ? k : period - k;
  };
  const s = Math.floor(clockMs / guard.stepMs);
  const cell = guard.route[indexAt(s)]!;
  const next = guard.route[indexAt(s + 1)]!;
  return { cell, facing: { col: next.col - cell.col, row: next.row - cell.row } };
}

/**
 * Whether a guard at `at` facing `facing` sees `cell`: the guard's own cell, or a cell up to `sight` ahead whose
 * sideways offset is at most half its distance ahead (rounded up), with no wall on the line between.
 */
export function guardSees(map: TopDownMap, at: GridCell, facing: GridCell, sight: number, cell: GridCell): boolean {
  if (same(at, cell)) return true;
  const d = { col: cell.col - at.col, row: cell.row - at.row };
  const ahead = d.col * facing.col + d.row * facing.row;
  const aside = Math.abs(d.col * facing.row - d.row * facing.col);
  if (ahead < 1 || ahead > sight || aside * 2 > ahead + 1) return false;
  return cellsSee(map, at, cell);
}

/** The cells each guard sees at `clockMs`: what the scene draws as view cones, and what the planner avoids. */
export function viewCones(game: StealthGame, map: TopDownMap, clockMs: number): GridCell[][] {
  return game.guards.map((guard) => {
    const { cell, facing } = guardAt(guard, clockMs);
    const out: GridCell[] = [];
    const r = game.sight;
    for (let row = cell.row - r; row <= cell.row + r; row++)
      for (let col = cell.col - r; col <= cell.col + r; col++) {
        if (row < 0 || col < 0 || row >= map.rows || col >= map.cols || map.wall[row]![col]) continue;
        if (guardSees(map, cell, facing, r, { col, row })) out.push({ col, row });
      }
    return out;
  });
}

/** The guard (its index) that sees `cell` at `clockMs`, or -1. */
export function seenBy(game: StealthGame, map: TopDownMap, cell: GridCell, clockMs: number): number {
  return game.guards.findIndex((guard) => {
    const { cell: at, facing } = guardAt(guard, clockMs);
    return guardSees(map, at, facing, game.sight, cell);
  });
}

/** The hero, the loot and the clock, stepped in STEALTH_STEP_MS of game time. */
export class StealthRules {
  readonly game: StealthGame;
  readonly map: TopDownMap;
  hero: GridCell;
  clockMs = 0;
  moves = 0;
  seen = 0;
  lootTaken = false;
  private carry = 0;
  private outcome: 'playing' | 'won' = 'playing';

  constructor(game: StealthGame) {
    this.game = game;
    this.map = stealthMap(game);
    this.hero = { ...game.start };
  }

  get won(): boolean {
    return this.outcome === 'won';
  }

  /** Steps one cell towards (dx, dy) if it is floor; taking the loot and escaping happen on arrival. */
  tryMove(dx: number, dy: number): StealthEvent[] {
    const events: StealthEvent[] = [];
    if (this.won) return events;
    const to = { col: this.hero.col + Math.sign(dx), row: this.hero.row + Math.sign(dy) };
    if (this.map.wall[to.row]?.[to.col] !== false || same(to, this.hero)) return events;
    this.hero = to;
    this.moves++;
    events.push({ type: 'hero_moved', col: to.col, row: to.row, moves: this.moves });
    if (!this.lootTaken && same(to, this.game.loot)) {
      this.lootTaken = true;
      events.push({ type: 'loot_taken', col: to.col, row: to.row });
    }
    if (this.lootTaken && same(to, this.game.exit)) {
      this.outcome = 'won';
      events.push({ type: 'escaped', timeMs: this.clockMs });
    }
    this.look(events);
    return events;
  }

  update(delta: number): StealthEvent[] {
    const events: StealthEvent[] = [];
    this.carry += delta;
    while (this.carry >= STEALTH_STEP_MS && !this.won) {
      this.carry -= STEALTH_STEP_MS;
      this.clockMs += STEALTH_STEP_MS;
      this.look(events);
    }
    return events;
  }

  /** A guard that sees the hero sends it back to the start and the loot back to its plinth. */
  private look(events: StealthEvent[]): void {
    if (this.won) return;
    const guard = seenBy(this.game, this.map, this.hero, this.clockMs);
    if (guard < 0) return;
    this.seen++;
    this.hero = { ...this.game.start };
    this.lootTaken = false;
    events.push({ type: 'seen', guard, seen: this.seen });
  }
}
