// Sudoku grids: digits typed into the empty cells.
// The board kind the level scene builds for a "sudoku" level (../index.ts lists every kind).
import type { SudokuLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { SudokuMode } from './SudokuMode.ts';
import { parseSudokuLevel } from './sudokuRules.ts';

export const sudokuBoard = boardKind<SudokuLevelSpec>({
  kind: 'sudoku',
  textures: (_spec, a) => [a.floor, a.spark],
  create(spec, host) {
    const parsed = parseSudokuLevel(spec);
    return parsed.ok ? new SudokuMode(host.fit(parsed.level.shape), parsed.level, (cell) => host.walkTo(cell)) : parsed;
  },
});
