// Cells, directions and move notation shared by every grid mode. Pure code (no Phaser), so level tools,
// solvers and tests run it as well as the game.

export type Direction = 'up' | 'down' | 'left' | 'right';

export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** A grid position: column from the left, row from the top, both 0-based. */
export interface Cell {
  col: number;
  row: number;
}

const OFFSET: Record<Direction, { dc: number; dr: number }> = {
  up: { dc: 0, dr: -1 },
  down: { dc: 0, dr: 1 },
  left: { dc: -1, dr: 0 },
  right: { dc: 1, dr: 0 },
};

export function offsetOf(direction: Direction): { dc: number; dr: number } {
  return OFFSET[direction];
}

/** The neighbouring cell `times` steps in `direction`. */
export function stepCell(cell: Cell, direction: Direction, times = 1): Cell {
  const { dc, dr } = OFFSET[direction];
  return { col: cell.col + dc * times, row: cell.row + dr * times };
}

const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

export function oppositeOf(direction: Direction): Direction {
  return OPPOSITE[direction];
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.col === b.col && a.row === b.row;
}

/** The direction from `from` to an orthogonal neighbour `to`, or undefined when they are not neighbours. */
export function directionBetween(from: Cell, to: Cell): Direction | undefined {
  return DIRECTIONS.find((d) => sameCell(stepCell(from, d), to));
}

/**
 * A rectangular grid of cells stored row by row. `index` is `row * cols + col`; cells outside the
 * rectangle have no index.
 */
export class GridShape {
  readonly cols: number;
  readonly rows: number;

  constructor(cols: number, rows: number) {
    this.cols = cols;
    this.rows = rows;
  }

  get size(): number {
    return this.cols * this.rows;
  }

  inside(cell: Cell): boolean {
    return cell.col >= 0 && cell.row >= 0 && cell.col < this.cols && cell.row < this.rows;
  }

  index(cell: Cell): number {
    return cell.row * this.cols + cell.col;
  }

  cell(index: number): Cell {
    return { col: index % this.cols, row: Math.floor(index / this.cols) };
  }
}

// Moves are written in the LURD notation of Sokoban tools: l/u/r/d for a walk, L/U/R/D for a push.
const LETTER: Record<Direction, string> = { left: 'l', up: 'u', right: 'r', down: 'd' };
const FROM_LETTER: Record<string, Direction> = { l: 'left', u: 'up', r: 'right', d: 'down' };

/** Moves as LURD text; `pushes[i]` true writes move i in capitals. */
export function toLurd(moves: readonly Direction[], pushes: readonly boolean[] = []): string {
  return moves.map((m, i) => (pushes[i] ? LETTER[m].toUpperCase() : LETTER[m])).join('');
}

/** Reads LURD text (case and whitespace ignored); throws naming the first character that is not a move. */
export function fromLurd(text: string): Direction[] {
  const out: Direction[] = [];
  for (const [i, ch] of [...text.replace(/\s+/g, '')].entries()) {
    const direction = FROM_LETTER[ch.toLowerCase()];
    if (!direction)
      throw new Error(`"${ch}" at position ${i + 1} of the move list is not one of l u r d (L U R D for pushes)`);
    out.push(direction);
  }
  return out;
}

/** What reading a level's rows gives: the level, or every error found in them. */
export type ParseResult<T> = { ok: true; level: T } | { ok: false; errors: string[] };

/** One step of a 32-bit generator (mulberry32): the next state and a number in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}
