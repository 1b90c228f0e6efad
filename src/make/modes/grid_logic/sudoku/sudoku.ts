// Sudoku puzzles and the line the golden path plays on them: a full grid filled from the seed, cells emptied in a
// seeded order while the template's solver still finds exactly one solution, until the givens for the difficulty
// are left; and a line that fills every empty cell row by row (the first one by a hint), checked against the
// template's own pure rules.
import type { Random } from '../../../../assets/index.ts';
import type { Cell } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  countSolutions,
  parseSudokuLevel,
  placeDigit,
  SUDOKU_BOXES,
  sudokuSolved,
  useHint,
  type SudokuLevel,
} from '../../../../../templates/grid_logic/src/family/modes/sudoku/sudokuRules.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';

/** The share of cells left as givens, by difficulty: a beginner's grid shows many more digits. */
const GIVEN_SHARE: Readonly<Record<Difficulty, number>> = { easy: 0.56, normal: 0.42, hard: 0.34 };

/** How many givens a grid of `size` keeps for the difficulty (fewer as the curve goes on, never fewer than hard's). */
export function givensFor(size: number, difficulty: Difficulty, position: number): number {
  const cells = size * size;
  const share = GIVEN_SHARE[difficulty] - position * 0.04;
  return Math.max(Math.ceil(cells * GIVEN_SHARE.hard), Math.round(cells * share));
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface GeneratedSudoku {
  rows: string[];
  givens: number;
  solution: number[];
}

const rowsOf = (values: readonly number[], size: number): string[] =>
  [...Array(size).keys()].map((r) =>
    values
      .slice(r * size, (r + 1) * size)
      .map((v) => (v ? String(v) : '.'))
      .join(''),
  );

/**
 * A seeded puzzle of side `size` with `givens` givens (or as few above it as the seed allows) and one solution.
 * Throws when the side is not one the rules know.
 */
export function generateSudoku(size: number, givens: number, random: Random): GeneratedSudoku {
  if (!SUDOKU_BOXES[size]) throw new Error(`a sudoku is 4, 6 or 9 cells a side (asked ${size})`);
  const full: number[] = [];
  countSolutions(new Array<number>(size * size).fill(0), size, 1, full, (c) => shuffled(c, random));
  const values = full.slice();
  let left = values.length;
  for (const i of shuffled([...values.keys()], random)) {
    if (left <= givens) break;
    const keep = values[i]!;
    values[i] = 0;
    if (countSolutions(values, size, 2) === 1) left--;
    else values[i] = keep;
  }
  return { rows: rowsOf(values, size), givens: left, solution: full };
}

export type SudokuAction = { act: 'hint'; cell: Cell } | { act: 'digit'; cell: Cell; digit: number };

/**
 * The golden path's line: a hint on the first empty cell (hints are proven in play), then every other empty cell's
 * digit, row by row, the first of them typed wrong once and put right (a wrong digit is shown); played through the
 * rules, or null when it does not solve the puzzle.
 */
export function planSudoku(level: SudokuLevel, show: { hint: boolean; mistake: boolean }): SudokuAction[] | null {
  const line: SudokuAction[] = [];
  let state = level.start;
  level.given.forEach((given, i) => {
    if (given) return;
    const cell = level.shape.cell(i);
    if (show.hint && line.length === 0) {
      const hinted = useHint(level, state, i);
      if (hinted.accepted && hinted.index === i) {
        state = hinted.state;
        line.push({ act: 'hint', cell });
        return;
      }
    }
    const right = level.solution[i]!;
    if (show.mistake && !line.some((a) => a.act === 'digit')) {
      const wrong = (right % level.size) + 1;
      const typo = placeDigit(level, state, i, wrong);
      if (typo.accepted) state = typo.state;
      line.push({ act: 'digit', cell, digit: wrong });
    }
    const placed = placeDigit(level, state, i, right);
    if (placed.accepted) state = placed.state;
    line.push({ act: 'digit', cell, digit: level.solution[i]! });
  });
  return sudokuSolved(level, state) ? line : null;
}

/** The puzzle's rows read by the rules, with their errors when they are not a sudoku with one solution. */
export function readSudoku(rows: readonly string[], hintLimit: number): ReturnType<typeof parseSudokuLevel> {
  return parseSudokuLevel({ rows, ...(hintLimit > 0 ? { hintLimit } : {}) });
}
