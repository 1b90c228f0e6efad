// The match-3 generator: the prompt's numbers reach the level, the solver's line wins within the move limit on the
// seeded refill, and the golden path's cursor presses reach each swap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import {
  parseMatch3Level,
  swapTiles,
} from '../../../../../templates/grid_logic/src/family/modes/match3/match3Rules.ts';
import { cursorPresses } from '../kind.ts';
import { generateMatch3Level, match3Targets } from './match3.ts';
import { readGridWords } from '../words.ts';

test('a prompt naming match-3 picks the mode and reads its target, move limit, board and tiles', () => {
  const words = readGridWords(readIntent('a match-3 with gems on a 7x7 board: reach 1,500 points in 20 moves'));
  assert.deepEqual(
    [words.modes, words.match3Phrase, words.scoreTarget, words.moveLimit, words.boardSize, words.tile],
    ['match3', 'match-3', 1500, 20, { cols: 7, rows: 7 }, 'gem'],
  );
  assert.equal(readGridWords(readIntent('a penguin pushes crates onto pads')).modes, 'push');
});

test("a generated board keeps the prompt's size, target and move limit, and the solver's line wins within it", () => {
  const asked = { target: 2000, moves: 15, board: { cols: 8, rows: 6 } };
  const made = generateMatch3Level(match3Targets(0, 'normal', asked), createRandom(3, 'match3'));
  assert.ok(made, 'a board was proven');
  assert.deepEqual([made.rows[0]!.length, made.rows.length, made.target, made.moves], [8, 6, 2000, 15]);
  const parsed = parseMatch3Level(made);
  assert.ok(parsed.ok);
  let state = parsed.level.start;
  for (const swap of made.solution) {
    const result = swapTiles(parsed.level, state, swap.cell, swap.direction);
    assert.equal(result.accepted, true);
    state = result.state;
  }
  assert.ok(made.solution.length <= 15);
  assert.ok(state.score >= 2000, `the line scores ${state.score}`);
});

test('a board size outside the rules falls back to the difficulty size', () => {
  const targets = match3Targets(0, 'easy', { target: null, moves: null, board: { cols: 20, rows: 20 } });
  assert.deepEqual([targets.cols, targets.rows], [6, 6]);
});

test('cursor presses walk columns first, then rows, and none when already there', () => {
  assert.deepEqual(cursorPresses({ col: 0, row: 0 }, { col: 2, row: 1 }), ['right', 'right', 'down']);
  assert.deepEqual(cursorPresses({ col: 3, row: 3 }, { col: 1, row: 2 }), ['left', 'left', 'up']);
  assert.deepEqual(cursorPresses({ col: 1, row: 1 }, { col: 1, row: 1 }), []);
});
