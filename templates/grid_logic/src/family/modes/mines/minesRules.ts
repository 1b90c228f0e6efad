// The minesweeper field as pure rules: the ASCII legend, parsing with its checks, revealing a cell (the first reveal
// is always safe; a cell with no mine around it opens its neighbours too), flags, and the win and lose tests. No
// Phaser: the generator's planner and the tests run this too.
import { GridShape, type Cell } from '../../grid.ts';
import type { ParseResult } from '../../grid.ts';

/** The mines legend: '*' a mine, '.' a safe cell. */
export const MINES_LEGEND = { mine: '*', safe: '.' } as const;

export const MINES_LIMITS = { minSide: 4, maxSide: 16 } as const;

/** Points for each safe cell opened (the game's score; an undo takes them back). */
export const POINTS_PER_CELL = 5;

export interface MinesState {
  /** Per cell index: a mine there. The first reveal may move a mine, so the field is state, not level. */
  mines: boolean[];
  revealed: boolean[];
  flagged: boolean[];
  /** Reveals made (each one a move). */
  reveals: number;
  /** The cell whose mine went off, or null. */
  exploded: number | null;
}

export interface MinesLevel {
  shape: GridShape;
  mineCount: number;
  start: MinesState;
}

/**
 * Reads an ASCII field and checks it: a rectangle of MINES_LIMITS.minSide to maxSide cells a side, only '*' and '.',
 * at least one mine, and at least nine safe cells (room for a safe first reveal and its neighbours).
 */
export function parseMinesLevel(rows: readonly string[]): ParseResult<MinesLevel> {
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  const { minSide, maxSide } = MINES_LIMITS;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a minesweeper field must have the same length');
  if (cols < minSide || rows.length < minSide || cols > maxSide || rows.length > maxSide)
    errors.push(`the field is ${cols}x${rows.length}; each side must be ${minSide} to ${maxSide} cells`);
  const mines: boolean[] = [];
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch !== MINES_LEGEND.mine && ch !== MINES_LEGEND.safe)
        errors.push(`unknown cell "${ch}" at row ${row + 1}, column ${col + 1} (legend: * mine, . safe)`);
      mines.push(ch === MINES_LEGEND.mine);
    });
  });
  const mineCount = mines.filter(Boolean).length;
  if (mineCount === 0) errors.push('the field has no mine');
  if (mines.length - mineCount < 9) errors.push(`the field has ${mines.length - mineCount} safe cells; it needs 9`);
  if (errors.length) return { ok: false, errors };
  const none = mines.map(() => false);
  const start: MinesState = { mines, revealed: none, flagged: none, reveals: 0, exploded: null };
  return { ok: true, level: { shape: new GridShape(cols, rows.length), mineCount, start } };
}

/** The cells around `cell` (up to eight) that are on the field. */
export function neighbours(shape: GridShape, cell: Cell): Cell[] {
  const out: Cell[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const next = { col: cell.col + dc, row: cell.row + dr };
      if ((dc || dr) && shape.inside(next)) out.push(next);
    }
  return out;
}

/** How many mines touch the cell. */
export function minesAround(level: MinesLevel, state: MinesState, cell: Cell): number {
  return neighbours(level.shape, cell).filter((n) => state.mines[level.shape.index(n)]).length;
}

export type RevealResult =
  | { accepted: false; state: MinesState; reason: string }
  | {
      accepted: true;
      state: MinesState;
      /** Cell indices opened by this reveal, the revealed cell first (a cell with no mine around opens its area). */
      opened: number[];
      exploded: boolean;
      /** The first reveal found a mine, which moved to the first free cell in reading order. */
      moved: boolean;
    };

/**
 * Reveals the cell. Refused on a flag, an open cell, off the field, or once the field is won or lost. The first
 * reveal of a field is safe: a mine under it moves to the first mine-free cell in reading order. A mine ends the
 * field; a safe cell with no mine around it opens every neighbour too, and so on (flood fill; flags stay shut).
 */
export function revealCell(level: MinesLevel, state: MinesState, cell: Cell): RevealResult {
  const refuse = (reason: string): RevealResult => ({ accepted: false, state, reason });
  const { shape } = level;
  if (!shape.inside(cell)) return refuse('edge');
  if (state.exploded !== null || minesCleared(level, state)) return refuse('over');
  const at = shape.index(cell);
  if (state.revealed[at]) return refuse('open');
  if (state.flagged[at]) return refuse('flagged');
  let mines = state.mines;
  let moved = false;
  if (state.reveals === 0 && mines[at]) {
    mines = mines.slice();
    mines[at] = false;
    mines[mines.findIndex((m, i) => !m && i !== at)] = true;
    moved = true;
  }
  const revealed = state.revealed.slice();
  const next = { ...state, mines, revealed, reveals: state.reveals + 1 };
  if (mines[at]) {
    revealed[at] = true;
    return { accepted: true, state: { ...next, exploded: at }, opened: [at], exploded: true, moved };
  }
  const opened: number[] = [];
  const queue = [at];
  revealed[at] = true;
  while (queue.length) {
    const index = queue.shift()!;
    opened.push(index);
    const here = shape.cell(index);
    if (minesAround(level, next, here) > 0) continue;
    for (const n of neighbours(shape, here)) {
      const i = shape.index(n);
      if (revealed[i] || state.flagged[i] || mines[i]) continue;
      revealed[i] = true;
      queue.push(i);
    }
  }
  return { accepted: true, state: next, opened, exploded: false, moved };
}

/** Puts a flag on a closed cell, or takes it off. Refused on an open cell, off the field, or once it is over. */
export function toggleFlag(level: MinesLevel, state: MinesState, cell: Cell): MinesState | null {
  if (!level.shape.inside(cell) || state.exploded !== null || minesCleared(level, state)) return null;
  const at = level.shape.index(cell);
  if (state.revealed[at]) return null;
  const flagged = state.flagged.slice();
  flagged[at] = !flagged[at];
  return { ...state, flagged };
}

/** Safe cells still closed. */
export function safeLeft(state: MinesState): number {
  return state.mines.filter((m, i) => !m && !state.revealed[i]).length;
}

/** Won: every safe cell is open and no mine went off. */
export function minesCleared(_level: MinesLevel, state: MinesState): boolean {
  return state.exploded === null && safeLeft(state) === 0;
}

/** Why the field can no longer be won, or null: a mine went off. */
export function minesStuck(level: MinesLevel, state: MinesState): string | null {
  if (state.exploded === null) return null;
  const { col, row } = level.shape.cell(state.exploded);
  return `A mine went off at row ${row + 1}, column ${col + 1}.`;
}
