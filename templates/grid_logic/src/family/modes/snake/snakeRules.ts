// The snake board as pure rules: the ASCII legend, parsing with its checks, queued turns (never straight back), one
// tick of movement (eat, grow, die on a wall or itself), the seeded food stream and the tick that speeds up. No Phaser:
// the generator's planner and the tests run this too, so a planned line plays the same in Node and in the game.
import { DIRECTIONS, GridShape, oppositeOf, sameCell, stepCell, type Cell, type Direction } from '../../grid.ts';
import { nextRandom, type ParseResult } from '../../grid.ts';

export { nextRandom };

/** The snake legend: '.' open floor, '#' a wall, 'H' the head, 'o' a body segment (joined to the head in a line). */
export const SNAKE_LEGEND = { floor: '.', wall: '#', head: 'H', body: 'o' } as const;

export const SNAKE_LIMITS = { minSide: 5, maxSide: 30, maxTarget: 300, minTickMs: 60, maxTickMs: 1000 } as const;

/** Game time the snake waits at the start of an attempt, so the player sees the board before it moves. */
export const SNAKE_START_MS = 1000;

/** Points for each food eaten (the game's score). */
export const POINTS_PER_FOOD = 10;

/** Turns a player may queue ahead of the snake (two quick presses make a U-turn over two ticks). */
export const MAX_QUEUED_TURNS = 2;

export interface SnakeState {
  /** Cells of the snake, head first. */
  body: Cell[];
  heading: Direction;
  /** Turns pressed and not yet taken, oldest first; each tick takes one. */
  queued: Direction[];
  /** Where the food lies, or null when the board has no free cell left. */
  food: Cell | null;
  eaten: number;
  alive: boolean;
  /** Why the snake died ('wall' or 'itself'), or null while it lives. */
  death: 'wall' | 'itself' | null;
  ticks: number;
  /** The food stream's generator state (a 32-bit integer). */
  rng: number;
}

export interface SnakeLevel {
  shape: GridShape;
  /** Per cell index: true for a wall. */
  walls: boolean[];
  /** Food to eat to win. */
  target: number;
  seed: number;
  /** Game time of a tick at the start, the time it loses per food eaten, and the fastest it gets. */
  tickMs: number;
  speedUpMs: number;
  minTickMs: number;
  start: SnakeState;
}

export interface SnakeSpec {
  rows: readonly string[];
  target: number;
  seed: number;
  tickMs: number;
  speedUpMs?: number;
  minTickMs?: number;
}

/** The next food from the stream: a free cell (no wall, no snake) picked in reading order; null when none is free. */
export function placeFood(level: SnakeLevel, body: readonly Cell[], rng: number): { food: Cell | null; rng: number } {
  const taken = new Set(body.map((c) => level.shape.index(c)));
  const free: number[] = [];
  for (let i = 0; i < level.shape.size; i++) if (!level.walls[i] && !taken.has(i)) free.push(i);
  if (free.length === 0) return { food: null, rng };
  const drawn = nextRandom(rng);
  return { food: level.shape.cell(free[Math.floor(drawn.value * free.length)]!), rng: drawn.state };
}

/** The body from the head along joined 'o' cells; null when a segment is left over or the line forks. */
function traceBody(shape: GridShape, head: Cell, segments: Set<number>): Cell[] | null {
  const body = [head];
  const left = new Set(segments);
  for (;;) {
    const last = body[body.length - 1]!;
    const next = DIRECTIONS.map((d) => stepCell(last, d)).filter((c) => shape.inside(c) && left.has(shape.index(c)));
    if (next.length > 1) return null;
    if (next.length === 0) return left.size === 0 ? body : null;
    left.delete(shape.index(next[0]!));
    body.push(next[0]!);
  }
}

/**
 * Reads an ASCII snake board and checks it: a rectangle of minSide to maxSide cells a side in the legend, one head,
 * a body joined to it in one line (the snake heads away from its neck; a lone head heads right), a target of 1 to
 * maxTarget food, and ticks within the limits. The first food is placed from the seed.
 */
export function parseSnakeLevel(spec: SnakeSpec): ParseResult<SnakeLevel> {
  const { rows, target, seed } = spec;
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  const { minSide, maxSide, maxTarget, minTickMs, maxTickMs } = SNAKE_LIMITS;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a snake board must have the same length');
  if (cols < minSide || rows.length < minSide || cols > maxSide || rows.length > maxSide)
    errors.push(`the board is ${cols}x${rows.length}; each side must be ${minSide} to ${maxSide} cells`);
  if (!Number.isInteger(target) || target < 1 || target > maxTarget)
    errors.push(`the food target is ${target}; it must be a whole number from 1 to ${maxTarget}`);
  const tickMs = spec.tickMs;
  const floor = spec.minTickMs ?? tickMs;
  if (!(tickMs >= minTickMs && tickMs <= maxTickMs) || !(floor >= minTickMs && floor <= tickMs))
    errors.push(`ticks of ${tickMs} ms (fastest ${floor} ms) must lie in ${minTickMs} to ${maxTickMs} ms`);
  const shape = new GridShape(cols, rows.length);
  const walls: boolean[] = [];
  const heads: Cell[] = [];
  const segments = new Set<number>();
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      walls.push(ch === SNAKE_LEGEND.wall);
      if (ch === SNAKE_LEGEND.head) heads.push({ col, row });
      else if (ch === SNAKE_LEGEND.body) segments.add(row * cols + col);
      else if (ch !== SNAKE_LEGEND.floor && ch !== SNAKE_LEGEND.wall)
        errors.push(`unknown cell "${ch}" at row ${row + 1}, column ${col + 1} (legend: . # H o)`);
    });
  });
  if (heads.length !== 1) errors.push(`a snake board needs exactly one head "H" (found ${heads.length})`);
  const body = heads.length === 1 ? traceBody(shape, heads[0]!, segments) : null;
  if (heads.length === 1 && !body) errors.push('the body "o" must be one line of cells joined to the head');
  if (errors.length || !body) return { ok: false, errors };
  const neck = body[1];
  const heading = neck ? DIRECTIONS.find((d) => sameCell(stepCell(neck, d), body[0]!))! : 'right';
  const level: SnakeLevel = {
    shape,
    walls,
    target,
    seed,
    tickMs,
    speedUpMs: spec.speedUpMs ?? 0,
    minTickMs: floor,
    start: { body, heading, queued: [], food: null, eaten: 0, alive: true, death: null, ticks: 0, rng: seed | 0 },
  };
  const first = placeFood(level, body, seed | 0);
  level.start = { ...level.start, food: first.food, rng: first.rng };
  return { ok: true, level };
}

/** Queues a turn; refused when the snake is dead, the queue is full, or it repeats or reverses the last heading. */
export function queueTurn(state: SnakeState, direction: Direction): { accepted: boolean; state: SnakeState } {
  const last = state.queued[state.queued.length - 1] ?? state.heading;
  if (!state.alive || state.queued.length >= MAX_QUEUED_TURNS || direction === last || direction === oppositeOf(last))
    return { accepted: false, state };
  return { accepted: true, state: { ...state, queued: [...state.queued, direction] } };
}

export interface TickResult {
  state: SnakeState;
  /** The food eaten on this tick, or null. */
  ate: Cell | null;
  died: boolean;
}

/** One tick: the snake takes its next queued turn, moves a cell, eats (growing by one) or dies on a wall or itself. */
export function tickSnake(level: SnakeLevel, state: SnakeState): TickResult {
  if (!state.alive) return { state, ate: null, died: false };
  const [turn, ...queued] = state.queued;
  const heading = turn ?? state.heading;
  const head = stepCell(state.body[0]!, heading);
  const ticks = state.ticks + 1;
  const dead = (death: 'wall' | 'itself'): TickResult => ({
    state: { ...state, heading, queued, ticks, alive: false, death },
    ate: null,
    died: true,
  });
  if (!level.shape.inside(head) || level.walls[level.shape.index(head)]) return dead('wall');
  const eats = state.food !== null && sameCell(head, state.food);
  // The tail moves on as the head moves in, unless the snake grows this tick.
  const stays = eats ? state.body : state.body.slice(0, -1);
  if (stays.some((c) => sameCell(c, head))) return dead('itself');
  const body = [head, ...stays];
  if (!eats) return { state: { ...state, body, heading, queued, ticks }, ate: null, died: false };
  const next = placeFood(level, body, state.rng);
  return {
    state: { ...state, body, heading, queued, ticks, eaten: state.eaten + 1, food: next.food, rng: next.rng },
    ate: head,
    died: false,
  };
}

/** Game time of the next tick: the start tick, quicker by speedUpMs for each food eaten, never under minTickMs. */
export function tickMsAt(level: SnakeLevel, state: SnakeState): number {
  return Math.max(level.minTickMs, level.tickMs - level.speedUpMs * state.eaten);
}

export function snakeWon(level: SnakeLevel, state: SnakeState): boolean {
  return state.alive && state.eaten >= level.target;
}

/** Why the game is lost, for the side panel, or null while the snake lives. */
export function snakeStuck(state: SnakeState): string | null {
  if (state.alive) return null;
  return state.death === 'wall' ? 'The snake hit a wall.' : 'The snake bit itself.';
}

/** The texture key of the snake's head picture, when the game has one (else the head is drawn with eyes). */
export const SNAKE_HEAD_KEY = 'snake-head';

/** The texture key the food's picture is loaded under (assets.json): "food-" and the noun with dashes for spaces. */
export function foodKey(name: string): string {
  return `food-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
