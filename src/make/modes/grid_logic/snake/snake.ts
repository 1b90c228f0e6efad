// Snake boards and the line the golden path plays on them: an open board of the asked size with a short snake in the
// left half, and a planner that steps the template's own pure rules over the board's seeded food stream, steering the
// head along a shortest path to each food (breadth-first) while keeping its tail reachable, so the line it returns
// (the ticks at which to turn) reaches the food target without a crash.
import type { Random } from '../../../../assets/index.ts';
import {
  DIRECTIONS,
  oppositeOf,
  stepCell,
  type Cell,
  type Direction,
} from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  parseSnakeLevel,
  queueTurn,
  SNAKE_LEGEND,
  snakeWon,
  tickSnake,
  type SnakeLevel,
  type SnakeState,
} from '../../../../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';

/** A turn the line makes: pressed after tick `tick - 1`, so tick `tick` takes it. */
export interface SnakeTurn {
  tick: number;
  direction: Direction;
}

export interface SnakeLine {
  turns: SnakeTurn[];
  /** Ticks from the start to the target's last food. */
  ticks: number;
}

/** Cells the snake can reach from `from` through free cells (no wall, none of `blocked`), `from` included. */
function reachable(level: SnakeLevel, from: Cell, blocked: ReadonlySet<number>): number {
  const { shape } = level;
  const seen = new Set([shape.index(from)]);
  const queue = [from];
  while (queue.length) {
    const cell = queue.pop()!;
    for (const d of DIRECTIONS) {
      const next = stepCell(cell, d);
      if (!shape.inside(next)) continue;
      const i = shape.index(next);
      if (seen.has(i) || blocked.has(i) || level.walls[i]) continue;
      seen.add(i);
      queue.push(next);
    }
  }
  return seen.size;
}

/** The first step of a shortest way from the head to the food (the heading tried first), or null when none is free. */
function stepTowardsFood(level: SnakeLevel, state: SnakeState): Direction | null {
  const { shape } = level;
  const food = state.food;
  if (!food) return null;
  // The tail moves on as the head moves, so it does not block.
  const blocked = new Set(state.body.slice(0, -1).map((c) => shape.index(c)));
  const order = [state.heading, ...DIRECTIONS.filter((d) => d !== state.heading && d !== oppositeOf(state.heading))];
  const first = new Map<number, Direction>();
  const queue: Cell[] = [];
  for (const d of order) {
    const next = stepCell(state.body[0]!, d);
    const i = shape.index(next);
    if (!shape.inside(next) || blocked.has(i) || level.walls[i] || first.has(i)) continue;
    first.set(i, d);
    queue.push(next);
  }
  for (let at = 0; at < queue.length; at++) {
    const cell = queue[at]!;
    const via = first.get(shape.index(cell))!;
    if (cell.col === food.col && cell.row === food.row) return via;
    for (const d of DIRECTIONS) {
      const next = stepCell(cell, d);
      if (!shape.inside(next)) continue;
      const i = shape.index(next);
      if (first.has(i) || blocked.has(i) || level.walls[i]) continue;
      first.set(i, via);
      queue.push(next);
    }
  }
  return null;
}

/** The state after one tick heading `direction`, or null when the snake dies there. */
function stepIn(level: SnakeLevel, state: SnakeState, direction: Direction): SnakeState | null {
  const turned = direction === state.heading ? state : queueTurn(state, direction).state;
  const next = tickSnake(level, turned).state;
  return next.alive ? next : null;
}

/** Whether the snake still has room: its head can reach its tail, or as many cells as it is long. */
function roomy(level: SnakeLevel, state: SnakeState): boolean {
  const { shape } = level;
  const blocked = new Set(state.body.slice(1, -1).map((c) => shape.index(c)));
  return reachable(level, state.body[0]!, blocked) >= state.body.length;
}

/**
 * A line to the level's food target, or null: each tick the snake heads along a shortest way to the food when the
 * position after that step still has room, else takes the living step with the most room (going straight on a tie).
 */
export function planSnake(level: SnakeLevel): SnakeLine | null {
  let state = level.start;
  const turns: SnakeTurn[] = [];
  const limit = level.shape.size * (level.target + 2);
  while (!snakeWon(level, state)) {
    if (state.ticks >= limit) return null;
    const options = [state.heading, ...DIRECTIONS.filter((d) => d !== state.heading && d !== oppositeOf(state.heading))]
      .map((d) => ({ d, next: stepIn(level, state, d) }))
      .filter((o): o is { d: Direction; next: SnakeState } => o.next !== null);
    if (options.length === 0) return null;
    const towards = stepTowardsFood(level, state);
    const chosen =
      options.find((o) => o.d === towards && roomy(level, o.next)) ??
      options
        .map((o) => ({
          ...o,
          room: reachable(level, o.next.body[0]!, new Set(o.next.body.map((c) => level.shape.index(c)))),
        }))
        .reduce((best, o) => (o.room > best.room ? o : best));
    if (chosen.d !== state.heading) turns.push({ tick: state.ticks + 1, direction: chosen.d });
    state = chosen.next;
  }
  const line = { turns, ticks: state.ticks };
  return playsToWin(level, line) ? line : null;
}

/** Whether the line, pressed as the golden path presses it (each turn just after the tick before it), wins. */
export function playsToWin(level: SnakeLevel, line: SnakeLine): boolean {
  let state = level.start;
  let next = 0;
  while (state.alive && !snakeWon(level, state) && state.ticks < line.ticks) {
    while (next < line.turns.length && line.turns[next]!.tick === state.ticks + 1) {
      const turned = queueTurn(state, line.turns[next]!.direction);
      if (!turned.accepted) return false;
      state = turned.state;
      next++;
    }
    state = tickSnake(level, state).state;
  }
  return snakeWon(level, state) && next === line.turns.length;
}

/** The rows of an open board: the snake of `length` cells heading right from the left quarter of the middle row. */
export function snakeBoard(cols: number, rows: number, length: number): string[] {
  const row = Math.floor(rows / 2);
  const tail = Math.max(0, Math.floor(cols / 4) - Math.floor(length / 2));
  return [...Array(rows).keys()].map((r) =>
    [...Array(cols).keys()]
      .map((c) => {
        if (r !== row || c < tail || c >= tail + length) return SNAKE_LEGEND.floor;
        return c === tail + length - 1 ? SNAKE_LEGEND.head : SNAKE_LEGEND.body;
      })
      .join(''),
  );
}

export interface SnakeBoardInput {
  cols: number;
  rows: number;
  /** Cells of the snake at the start. */
  length: number;
  target: number;
  tickMs: number;
  speedUpMs: number;
  minTickMs: number;
}

export interface GeneratedSnake {
  rows: string[];
  seed: number;
  line: SnakeLine;
}

/** A board for the input with a food seed whose stream the planner wins; throws after many seeds all fail. */
export function generateSnakeLevel(input: SnakeBoardInput, random: Random): GeneratedSnake {
  const rows = snakeBoard(input.cols, input.rows, input.length);
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = random.int(1, 0x7fffffff);
    const parsed = parseSnakeLevel({ ...input, rows, seed });
    if (!parsed.ok)
      throw new Error(`the snake board ${input.cols}x${input.rows} is refused: ${parsed.errors.join('; ')}`);
    const line = planSnake(parsed.level);
    if (line) return { rows, seed, line };
  }
  throw new Error(
    `no food stream of 20 tried lets the planner eat ${input.target} food on a ${input.cols}x${input.rows} board; ` +
      'ask for a larger board or a smaller target',
  );
}
