// What a sudoku game's design says and what proves it was made: the decisions about its grids, givens and hints, and
// the requirements checked on the played game (every puzzle solved, digits placed and a wrong one shown in events,
// hints used, the grid's side, the puzzle count and the hint limit in the contract's state).
import type { Requirement } from '../../../requirements.ts';
import { eventFact } from '../../shared/requirements.ts';
import type { KindData } from '../kind.ts';
import type { SudokuLevelData } from './kind.ts';
import type { GridWords } from '../words.ts';

const puzzlesOf = (data: readonly KindData[]): SudokuLevelData[] =>
  data.filter((d): d is SudokuLevelData => d.kind === 'sudoku');

export function sudokuDecisions(words: GridWords, data: readonly KindData[]): string[] {
  const puzzles = puzzlesOf(data);
  const first = puzzles[0];
  if (!first) return [];
  const side = `${first.size}x${first.size}`;
  const hints =
    first.hintLimit > 0
      ? `at most ${first.hintLimit} hints per puzzle (the prompt's "${words.hintPhrase}")`
      : `hints without a limit${words.hintPhrase ? ` (the prompt asks for "${words.hintPhrase}")` : ''}`;
  return [
    `Grids: ${puzzles.length} ${side} puzzles with ${puzzles.map((p) => p.givens).join(', ')} givens` +
      `${words.boardSize ? ` (the prompt's ${words.boardSize.cols}x${words.boardSize.rows})` : ''}.`,
    "Each grid is filled from the design's seed, then cells are emptied in a seeded order as long as the solver " +
      'still finds exactly one way to fill them, until the givens for the difficulty are left.',
    `The player picks a cell with the arrows or a click and types a digit (keys or the panel's pad); a wrong digit ` +
      `stays red and counts a mistake. H or the Hint button fills one cell; ${hints}.`,
    "The golden path fills every empty cell row by row with the solver's digits; on the first puzzle it takes one " +
      'hint and types one digit wrong before putting it right.',
  ];
}

/** The requirements of a game with sudoku grids (none without). */
export function sudokuRequirements(words: GridWords, data: readonly KindData[]): Requirement[] {
  const puzzles = puzzlesOf(data);
  if (puzzles.length === 0) return [];
  const last = puzzles[puzzles.length - 1]!;
  const source = words.sudokuPhrase ?? 'family rules';
  const cells = puzzles.reduce((s, p) => s + p.par, 0);
  const out: Requirement[] = [
    eventFact({
      id: 'sudoku-solved',
      text: `every one of the ${puzzles.length} sudoku puzzles is filled (each row, column and box once each digit)`,
      source,
      weight: 2,
      event: 'puzzle_solved',
      minCount: puzzles.length,
    }),
    eventFact({
      id: 'digits-placed',
      text: 'the player types digits into the chosen cells',
      source,
      weight: 2,
      // One cell of the first puzzle is filled by a hint.
      event: 'digit_placed',
      minCount: cells - 1,
    }),
    eventFact({
      id: 'wrong-digit-shown',
      text: 'a wrong digit is shown as a mistake',
      source,
      event: 'digit_wrong',
      minCount: 1,
    }),
    {
      id: 'sudoku-grid',
      text: `a ${last.size}x${last.size} grid`,
      source: words.boardSize ? `${words.boardSize.cols}x${words.boardSize.rows}` : source,
      weight: 1,
      check: { kind: 'state', path: 'flags.size', equals: `${last.size}x${last.size}` },
    },
    {
      id: 'sudoku-puzzles',
      text: `${puzzles.length} puzzles`,
      source: 'family rules',
      weight: 1,
      check: { kind: 'state', path: 'flags.levelCount', equals: puzzles.length },
    },
  ];
  // "for beginners": the givens the grid shows, read from the game's state (the last, least helped puzzle).
  if (words.difficultyWord)
    out.push({
      id: 'sudoku-givens',
      text: `${last.givens} of ${last.size * last.size} digits given on the last puzzle`,
      source: words.difficultyWord,
      weight: 1,
      check: { kind: 'state', path: 'flags.givens', equals: last.givens },
    });
  if (words.hintPhrase)
    out.push(
      eventFact({
        id: 'hint-used',
        text: 'a hint fills a cell with its digit',
        source: words.hintPhrase,
        weight: 2,
        event: 'hint_used',
        minCount: 1,
      }),
    );
  if (last.hintLimit > 0)
    out.push({
      id: 'hint-limit',
      text: `at most ${last.hintLimit} hints per puzzle`,
      source: `${last.hintLimit} hints`,
      weight: 1,
      check: { kind: 'state', path: 'flags.hintLimit', equals: last.hintLimit },
    });
  return out;
}
