// A sudoku game's levels: one puzzle per level, of the side the prompt asks (9x9 unless it says 4x4 or 6x6), with
// givens for the difficulty; each puzzle's data as the GDD carries it, read back and checked again (a hand-edited grid
// must still have exactly one solution), and the golden path's presses that fill it.
import type { Random } from '../../../../assets/index.ts';
import type { LevelDesign } from '../../../gdd.ts';
import { SUDOKU_BOXES } from '../../../../../templates/grid_logic/src/family/modes/sudoku/sudokuRules.ts';
import { cursorPresses, defineKind, type KindData, type Step } from '../kind.ts';
import { generateSudoku, givensFor, planSudoku, readSudoku, type Difficulty } from './sudoku.ts';
import type { GridWords } from '../words.ts';

export interface SudokuLevelData extends KindData {
  kind: 'sudoku';
  size: number;
  givens: number;
  /** Hints allowed per puzzle; 0: no limit. */
  hintLimit: number;
  /** Cells the golden path fills (every empty cell). */
  par: number;
  hint: string;
}

/** The grid's side: the prompt's 4x4 or 6x6 (or 9x9), else the classic 9. */
export function sudokuSide(words: GridWords): number {
  const asked = words.boardSize;
  return asked && asked.cols === asked.rows && SUDOKU_BOXES[asked.cols] ? asked.cols : 9;
}

/** One puzzle for its place in the curve (0 first, 1 last), as the GDD's level. */
export function sudokuLevel(
  position: number,
  input: { words: GridWords; difficulty: Difficulty; random: Random },
  key: string,
  name: string,
): LevelDesign {
  const size = sudokuSide(input.words);
  const puzzle = generateSudoku(size, givensFor(size, input.difficulty, position), input.random);
  const hintLimit = input.words.hintLimit ?? 0;
  const data: SudokuLevelData = {
    kind: 'sudoku',
    size,
    givens: puzzle.givens,
    hintLimit,
    par: size * size - puzzle.givens,
    hint: `Fill every row, column and box with 1-${size} once each.${hintLimit ? ` ${hintLimit} hints.` : ''}`,
  };
  return {
    key,
    title: name,
    ascii: puzzle.rows,
    legend: {
      '.': 'an empty cell',
      ...Object.fromEntries([...Array(size).keys()].map((d) => [`${d + 1}`, 'a given'])),
    },
    data: { ...data },
    notes: [
      `Sudoku ${size}x${size} with ${puzzle.givens} givens; the solver finds exactly one way to fill the other ` +
        `${data.par} cells.`,
    ],
  };
}

export function sudokuLevelData(d: Record<string, unknown>): SudokuLevelData | string {
  const numbers = ['size', 'givens', 'par'] as const;
  const missing = numbers.filter((k) => typeof d[k] !== 'number');
  if (missing.length) return `a sudoku level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
  return {
    kind: 'sudoku',
    size: d.size as number,
    givens: d.givens as number,
    hintLimit: typeof d.hintLimit === 'number' ? d.hintLimit : 0,
    par: d.par as number,
    hint: String(d.hint ?? ''),
  };
}

/** What keeps a puzzle from being played to its win: the rules' refusal (no single solution), or no line. */
export function sudokuProblems(rows: readonly string[], data: SudokuLevelData): string[] {
  const parsed = readSudoku(rows, data.hintLimit);
  if (!parsed.ok) return parsed.errors;
  if (parsed.level.size !== data.size) return [`data.size is ${data.size} but the grid is ${parsed.level.size} a side`];
  return planSudoku(parsed.level, { hint: true, mistake: true }) ? [] : ['no line fills the grid'];
}

/**
 * Presses for a puzzle's line: the cursor starts on the first empty cell; for each cell it walks there and presses
 * the digit. On the first puzzle (`first`) the first cell is filled by `hint` and the next typed wrong once. An asked
 * undo takes back the first right digit, which is then typed again; an asked restart is undone at once.
 */
export function sudokuSteps(
  id: string,
  rows: readonly string[],
  data: SudokuLevelData,
  options: { undo: boolean; restart: boolean; first: boolean },
): Step[] {
  const parsed = readSudoku(rows, data.hintLimit);
  const show = { hint: options.first, mistake: options.first };
  const line = parsed.ok ? planSudoku(parsed.level, show) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no line that fills the grid, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = [];
  let cursor = line[0]!.cell;
  let shown = false;
  for (const action of line) {
    for (const d of cursorPresses(cursor, action.cell)) steps.push({ press: d });
    cursor = action.cell;
    if (action.act === 'hint') {
      steps.push({ press: 'hint' });
      continue;
    }
    const press = `digit${action.digit}`;
    steps.push({ press });
    // Undo and restart are shown once the puzzle's first right digit stands.
    const right = parsed.level.solution[parsed.level.shape.index(action.cell)] === action.digit;
    if (right && !shown && options.undo) steps.push({ press: 'undo' }, { press });
    if (right && !shown && options.restart) steps.push({ press: 'restart' }, { press: 'undo' });
    if (right) shown = true;
  }
  return steps;
}

export const sudokuKind = defineKind<SudokuLevelData>({
  kind: 'sudoku',
  level: (slot, input) => sudokuLevel(slot.position, input, slot.key, slot.name),
  data: sudokuLevelData,
  problems: (level, data) => sudokuProblems(level.ascii, data),
  specFields: (data) => (data.hintLimit ? `\n    hintLimit: ${data.hintLimit},` : ''),
  steps: (level, data, { index, options }) => ({
    told: `${level.title}: fill the ${data.par} empty cells of the ${data.size}x${data.size} grid`,
    steps: sudokuSteps(level.key, level.ascii, data, { ...options, first: index === 0 }),
  }),
});
