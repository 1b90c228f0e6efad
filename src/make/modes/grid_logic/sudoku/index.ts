// The sudoku mode: grids whose empty cells are filled so every row, column and box holds each digit once; one way
// to fill each, found by the family's solver, with hints and a wrong digit shown as a mistake.
import type { GameMode } from '../../../mode.ts';
import { GRID_KEYS } from '../assets.ts';
import { gridMode } from '../family.ts';
import { SUDOKU_RE } from '../words.ts';
import type { GridParts } from '../parts.ts';
import type { LevelKind } from '../kind.ts';
import { sudokuDecisions, sudokuRequirements } from './design.ts';
import { sudokuKind } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export const sudokuParts: GridParts = {
  id: 'sudoku',
  kinds: [sudokuKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 3).fill('sudoku'),
  // "for beginners" makes a sudoku easy (many givens) when the prompt names no difficulty of its own.
  difficulty: (words) => (words.difficultyWord !== null ? 'easy' : null),
  stakes: () => false,
  titles(words) {
    const place = capital(words.setting[0] ?? '');
    return ['Sudoku', `${place} Sudoku`, 'Number Place', 'Sudoku Grid'];
  },
  goal: ({ levels }) =>
    `Fill every empty cell of each of the ${levels.length} grids so that every row, column and box holds each ` +
    'digit once.',
  notes: () => [
    'Arrow keys (or a click) choose a cell; the digit keys (or the pad in the side panel) fill it.',
    'A wrong digit shows red and counts a mistake; type another over it. H (or Hint) fills one cell.',
    'Z (or Backspace, U) undoes; R restarts the grid. Enter or Space starts the game; P or Escape pauses.',
  ],
  completeNotes: true,
  boardModes: (words) => `sudoku grids ("${words.sudokuPhrase}")`,
  decisions: ({ words, data }) => sudokuDecisions(words, data),
  ownStakes: true,
  entities: () => [
    {
      name: 'sudoku grid',
      role: 'prop',
      description:
        'cells in rows, columns and boxes; givens are fixed, the player types the other digits; a wrong digit ' +
        'shows red; a hint fills one cell',
      assets: [GRID_KEYS.floor, GRID_KEYS.spark],
      config: ['grid.clickToMove'],
    },
  ],
  requirements: { leading: (_gdd, words, data) => sudokuRequirements(words, data) },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: sudoku grids. Rows use the sudoku ` +
    `legend (a digit
// is a given, . an empty cell); the family's solver found exactly one way to fill each grid, and the golden path
// types it cell by cell.`,
  actions: {
    imports: "import { GRID_ACTIONS, SUDOKU_ACTIONS } from '../family/index.ts';",
    expression: '[...GRID_ACTIONS, ...SUDOKU_ACTIONS]',
  },
};

export const sudokuMode: GameMode = gridMode(sudokuParts, {
  answers: ['sudoku'],
  cues: [],
  names: [
    { head: 'sudoku', kind: 'genre', pattern: SUDOKU_RE, proofs: ['sudoku-solved'] },
    { head: 'hints', kind: 'mechanic', pattern: /\bhints?\b/, proofs: ['hint-used'] },
  ],
  proofs: [
    'digits-placed',
    'hint-limit',
    'hint-used',
    'sudoku-givens',
    'sudoku-grid',
    'sudoku-puzzles',
    'sudoku-solved',
    'wrong-digit-shown',
  ],
  examples: ['a 6x6 sudoku with 2 hints', 'a sudoku for beginners with 3 puzzles and hints'],
});
