// The grid_logic template's sudoku rules in Node: what a grid may be (a 4x4, 6x6 or 9x9 square with one solution),
// placing digits (givens fixed, wrong digits kept and counted), hints (the chosen cell first, a limit), and the win.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cellsRight,
  countSolutions,
  hintsLeft,
  parseSudokuLevel,
  placeDigit,
  sudokuSolved,
  useHint,
  wrongCells,
  type SudokuLevel,
} from '../../templates/grid_logic/src/family/modes/sudoku/sudokuRules.ts';

/** A 4x4 grid with one solution: 1234 / 3412 / 2143 / 4321. */
const FOUR = ['1.3.', '.4.2', '2.4.', '.3.1'];

function level(rows: readonly string[] = FOUR, hintLimit?: number): SudokuLevel {
  const parsed = parseSudokuLevel({ rows, ...(hintLimit === undefined ? {} : { hintLimit }) });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

describe('sudoku grids', () => {
  test('a grid of a bad side, an unknown cell, clashing givens or many solutions is refused with the reason', () => {
    const errors = (rows: string[]) => {
      const parsed = parseSudokuLevel({ rows });
      return parsed.ok ? '' : parsed.errors.join('; ');
    };
    assert.match(errors(['12.', '...', '...']), /4, 6 or 9 rows \(got 3\)/);
    assert.match(errors(['1.3.', '.4.2', '2.x.', '.3.1']), /unknown cell "x" at row 3, column 3/);
    assert.match(errors(['1.3.', '.4.2', '2.4.', '.3.1'.replace('1', '5')]), /unknown cell "5"/);
    assert.match(errors(['11..', '....', '....', '....']), /break a rule/);
    assert.match(errors(['1...', '....', '....', '....']), /more than one way/);
    assert.match(errors(['1234', '3412', '2143', '4321']), /no empty cell/);
    assert.equal(errors(FOUR), '');
  });

  test('the solver finds the one solution, and counts a second when the givens allow it', () => {
    const solution: number[] = [];
    const values = FOUR.join('')
      .split('')
      .map((c) => (c === '.' ? 0 : Number(c)));
    assert.equal(countSolutions(values, 4, 2, solution), 1);
    assert.deepEqual(solution.join(''), '1234341221434321');
    assert.equal(countSolutions(new Array<number>(16).fill(0), 4, 2), 2);
    // A 6x6 grid has boxes three wide and two tall: the solver must respect them.
    const six: number[] = [];
    assert.equal(countSolutions(new Array<number>(36).fill(0), 6, 1, six), 1);
    for (let box = 0; box < 6; box++) {
      const top = Math.floor(box / 2) * 2;
      const left = (box % 2) * 3;
      const digits = new Set([0, 1].flatMap((r) => [0, 1, 2].map((c) => six[(top + r) * 6 + left + c])));
      assert.equal(digits.size, 6, `box ${box + 1} holds each digit once`);
    }
  });

  test('a digit fills an empty cell; a wrong one stays, shown and counted as a mistake; givens never change', () => {
    const l = level();
    assert.equal(placeDigit(l, l.start, 0, 4).accepted, false, 'the given 1 stays');
    const wrong = placeDigit(l, l.start, 1, 3);
    assert.ok(wrong.accepted && !wrong.correct);
    assert.deepEqual(wrongCells(l, wrong.state), [1]);
    assert.equal(wrong.state.mistakes, 1);
    const right = placeDigit(l, wrong.state, 1, 2);
    assert.ok(right.accepted && right.correct);
    assert.deepEqual(wrongCells(l, right.state), []);
    assert.equal(right.state.mistakes, 1, 'a mistake stays counted once put right');
    assert.equal(placeDigit(l, right.state, 1, 2).accepted, false, 'the same digit again is no move');
    assert.equal(cellsRight(l, right.state), 9);
  });

  test('a hint fills the chosen cell, or the first open one when the chosen is right; a limit stops them', () => {
    const l = level(FOUR, 2);
    const first = useHint(l, l.start, 3);
    assert.ok(first.accepted);
    assert.equal(first.index, 3);
    assert.equal(first.state.values[3], 4);
    const second = useHint(l, first.state, 0);
    assert.ok(second.accepted);
    assert.equal(second.index, 1, 'the given at 0 is right, so the first open cell gets it');
    assert.equal(hintsLeft(l, second.state), 0);
    const third = useHint(l, second.state, 5);
    assert.ok(!third.accepted);
    assert.match(third.reason, /all 2 hints are used/);
    assert.equal(hintsLeft(level(), level().start), null, 'no limit asked: none');
  });

  test('the grid is solved only when every cell holds its digit', () => {
    const l = level();
    let state = l.start;
    l.given.forEach((given, i) => {
      if (given) return;
      assert.ok(!sudokuSolved(l, state));
      const placed = placeDigit(l, state, i, l.solution[i]!);
      if (placed.accepted) state = placed.state;
    });
    assert.ok(sudokuSolved(l, state));
  });
});
