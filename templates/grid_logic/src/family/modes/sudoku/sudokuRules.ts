// The sudoku puzzle as pure rules: the ASCII legend (a digit is a given, '.' an empty cell), parsing with its checks
// (a 4x4, 6x6 or 9x9 square whose givens have exactly one solution), placing a digit, hints, and the win test. No
// Phaser: the generator's solver and the tests run this too.
import { GridShape } from '../../grid.ts';
import type { ParseResult } from '../../grid.ts';

/** The sudoku legend: '.' an empty cell; a digit 1..size a given. */
export const SUDOKU_EMPTY = '.';

/** Sides a sudoku can have, with the size of one box (columns x rows) for each. */
export const SUDOKU_BOXES: Readonly<Record<number, { cols: number; rows: number }>> = {
  4: { cols: 2, rows: 2 },
  6: { cols: 3, rows: 2 },
  9: { cols: 3, rows: 3 },
};

/** Points for each right digit placed (the game's score; an undo takes them back). */
export const POINTS_PER_DIGIT = 10;

export interface SudokuState {
  /** Per cell index: the digit shown (0 empty); givens included. */
  values: number[];
  /** Hints used on this puzzle. */
  hints: number;
  /** Digits placed that were not the cell's digit. */
  mistakes: number;
}

export interface SudokuLevel {
  shape: GridShape;
  size: number;
  box: { cols: number; rows: number };
  /** Per cell index: the digit is a given (it cannot be changed). */
  given: boolean[];
  /** The one solution, per cell index. */
  solution: number[];
  /** Hints allowed per puzzle; null: no limit. */
  hintLimit: number | null;
  start: SudokuState;
}

/** The cells that share a row, a column or a box with each cell (its peers), for a side and box size. */
function peersOf(size: number, box: { cols: number; rows: number }): number[][] {
  const peers: number[][] = [];
  for (let i = 0; i < size * size; i++) {
    const row = Math.floor(i / size);
    const col = i % size;
    const set = new Set<number>();
    for (let k = 0; k < size; k++) {
      set.add(row * size + k);
      set.add(k * size + col);
    }
    const top = row - (row % box.rows);
    const left = col - (col % box.cols);
    for (let r = top; r < top + box.rows; r++) for (let c = left; c < left + box.cols; c++) set.add(r * size + c);
    set.delete(i);
    peers.push([...set]);
  }
  return peers;
}

/**
 * Counts the solutions of a grid (0 for an empty cell), stopping at `limit`; fills `first` with the first one found.
 * Depth-first, always trying the empty cell with the fewest candidates, so a well-posed 9x9 is solved at once.
 */
export function countSolutions(
  values: readonly number[],
  size: number,
  limit = 2,
  first: number[] = [],
  order?: (candidates: number[]) => number[],
): number {
  const box = SUDOKU_BOXES[size];
  if (!box) throw new Error(`a sudoku is 4, 6 or 9 cells a side (got ${size})`);
  const peers = peersOf(size, box);
  const grid = values.slice();
  for (let i = 0; i < grid.length; i++) if (grid[i] && peers[i]!.some((p) => grid[p] === grid[i])) return 0;
  let found = 0;
  const search = (): void => {
    let best = -1;
    let bestCandidates: number[] = [];
    for (let i = 0; i < grid.length; i++) {
      if (grid[i]) continue;
      const used = new Set(peers[i]!.map((p) => grid[p]));
      const candidates: number[] = [];
      for (let d = 1; d <= size; d++) if (!used.has(d)) candidates.push(d);
      if (best < 0 || candidates.length < bestCandidates.length) {
        best = i;
        bestCandidates = candidates;
        if (candidates.length <= 1) break;
      }
    }
    if (best < 0) {
      if (found === 0) first.splice(0, first.length, ...grid);
      found++;
      return;
    }
    for (const d of order ? order(bestCandidates) : bestCandidates) {
      grid[best] = d;
      search();
      grid[best] = 0;
      if (found >= limit) return;
    }
  };
  search();
  return found;
}

/**
 * Reads a sudoku and checks it: a square of side 4, 6 or 9, only digits 1..side and '.', givens that break no rule,
 * and exactly one way to fill the rest. `hintLimit` (absent or 0: no limit) caps the hints per puzzle.
 */
export function parseSudokuLevel(spec: { rows: readonly string[]; hintLimit?: number }): ParseResult<SudokuLevel> {
  const { rows } = spec;
  const size = rows.length;
  const box = SUDOKU_BOXES[size];
  if (!box) return { ok: false, errors: [`a sudoku has 4, 6 or 9 rows (got ${size})`] };
  const errors: string[] = [];
  if (rows.some((r) => r.length !== size)) errors.push(`every row of a ${size}x${size} sudoku must have ${size} cells`);
  const values: number[] = [];
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      const digit = ch === SUDOKU_EMPTY ? 0 : Number(ch);
      if (!Number.isInteger(digit) || digit < 0 || digit > size)
        errors.push(`unknown cell "${ch}" at row ${row + 1}, column ${col + 1} (legend: 1-${size} a given, . empty)`);
      values.push(Number.isInteger(digit) && digit <= size ? digit : 0);
    });
  });
  if (errors.length) return { ok: false, errors };
  const solution: number[] = [];
  const count = countSolutions(values, size, 2, solution);
  if (count === 0) return { ok: false, errors: ['the givens break a rule or leave no way to fill the grid'] };
  if (count > 1) return { ok: false, errors: ['the givens leave more than one way to fill the grid; add a given'] };
  if (values.every((v) => v > 0)) return { ok: false, errors: ['the grid has no empty cell to fill'] };
  const hintLimit = spec.hintLimit && spec.hintLimit > 0 ? Math.floor(spec.hintLimit) : null;
  return {
    ok: true,
    level: {
      shape: new GridShape(size, size),
      size,
      box,
      given: values.map((v) => v > 0),
      solution,
      hintLimit,
      start: { values, hints: 0, mistakes: 0 },
    },
  };
}

export type PlaceResult =
  | { accepted: false; state: SudokuState; reason: string }
  | { accepted: true; state: SudokuState; correct: boolean };

/** Puts `digit` in the cell (a wrong one stays, shown as wrong, and counts a mistake). Givens never change. */
export function placeDigit(level: SudokuLevel, state: SudokuState, index: number, digit: number): PlaceResult {
  if (level.given[index]) return { accepted: false, state, reason: 'a given cannot be changed' };
  if (digit < 1 || digit > level.size) return { accepted: false, state, reason: `digits go from 1 to ${level.size}` };
  if (state.values[index] === digit) return { accepted: false, state, reason: 'the cell already holds that digit' };
  const values = state.values.slice();
  values[index] = digit;
  const correct = level.solution[index] === digit;
  return { accepted: true, correct, state: { ...state, values, mistakes: state.mistakes + (correct ? 0 : 1) } };
}

/** Cells that hold their right digit (givens included). */
export function cellsRight(level: SudokuLevel, state: SudokuState): number {
  return state.values.filter((v, i) => v === level.solution[i]).length;
}

/** Cells showing a digit that is not theirs. */
export function wrongCells(level: SudokuLevel, state: SudokuState): number[] {
  return state.values.flatMap((v, i) => (v !== 0 && v !== level.solution[i] ? [i] : []));
}

export type HintResult =
  | { accepted: false; state: SudokuState; reason: string }
  | { accepted: true; state: SudokuState; index: number; digit: number };

/** Fills one cell with its digit: `preferred` when it is not right yet, else the first cell that is not. */
export function useHint(level: SudokuLevel, state: SudokuState, preferred: number): HintResult {
  if (level.hintLimit !== null && state.hints >= level.hintLimit)
    return { accepted: false, state, reason: `all ${level.hintLimit} hints are used` };
  const open = (i: number) => state.values[i] !== level.solution[i];
  const index = open(preferred) ? preferred : state.values.findIndex((_, i) => open(i));
  if (index < 0) return { accepted: false, state, reason: 'the puzzle is solved' };
  const values = state.values.slice();
  const digit = level.solution[index]!;
  values[index] = digit;
  return { accepted: true, index, digit, state: { ...state, values, hints: state.hints + 1 } };
}

export function sudokuSolved(level: SudokuLevel, state: SudokuState): boolean {
  return cellsRight(level, state) === level.solution.length;
}

/** Hints left on this puzzle, or null when they are not limited. */
export function hintsLeft(level: SudokuLevel, state: SudokuState): number | null {
  return level.hintLimit === null ? null : Math.max(0, level.hintLimit - state.hints);
}
