// The grid_logic template's match-3 rules in Node: what a board may start as, what a swap does (refused without a
// match, clears, falls and seeded refills with one), how cascades score, the move limit, and that the same swaps on
// the same seed replay to the same board.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Direction } from '../../templates/grid_logic/src/family/grid.ts';
import {
  findRuns,
  legalSwaps,
  match3Stuck,
  movesLeft,
  parseMatch3Level,
  POINTS_PER_TILE,
  swapTiles,
  type Match3Level,
  type Match3Spec,
  type Match3State,
} from '../../templates/grid_logic/src/family/modes/match3/match3Rules.ts';

const BOARD = ['abca', 'bcab', 'abcc', 'cabc'];

function level(spec: Partial<Match3Spec> = {}): Match3Level {
  const parsed = parseMatch3Level({ rows: BOARD, colours: 3, target: 1000, moves: 5, seed: 7, ...spec });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

const colours = (state: Match3State) => state.cells.map((t) => 'abcdef'[t.colour]).join('');

describe('match-3 boards', () => {
  test('a board starting with a run of three, or with a letter beyond its colours, is refused with the reason', () => {
    const run = parseMatch3Level({
      rows: ['aaab', 'bcab', 'abcc', 'cabc'],
      colours: 3,
      target: 100,
      moves: 5,
      seed: 1,
    });
    assert.equal(run.ok, false);
    assert.match(run.ok ? '' : run.errors.join(), /starts with a run of three/);
    const letter = parseMatch3Level({
      rows: ['abda', 'bcab', 'abcc', 'cabc'],
      colours: 3,
      target: 100,
      moves: 5,
      seed: 1,
    });
    assert.match(letter.ok ? '' : letter.errors.join(), /unknown tile "d" at row 1, column 3/);
  });

  test('a swap that lines up nothing is refused and uses no move', () => {
    const l = level();
    const result = swapTiles(l, l.start, { col: 0, row: 0 }, 'right');
    assert.equal(result.accepted, false);
    assert.equal(result.state, l.start);
    assert.equal(movesLeft(l, result.state), 5);
  });

  test('a matching swap clears the run, scores it, and leaves a full board with no run and one move fewer', () => {
    const l = level();
    const swap = legalSwaps(l, l.start)[0]!;
    const result = swapTiles(l, l.start, swap.cell, swap.direction);
    assert.equal(result.accepted, true);
    const first = result.steps[0]!;
    assert.ok(first.cleared.length >= 3);
    assert.equal(first.points, first.cleared.length * POINTS_PER_TILE);
    assert.equal(
      result.state.score,
      result.steps.reduce((s, step) => s + step.points, 0),
    );
    assert.equal(result.state.cells.length, 16);
    assert.deepEqual(findRuns(l.shape, result.state.cells), []);
    assert.equal(movesLeft(l, result.state), 4);
  });

  test('the same swaps on the same seed give the same board; another seed drops other tiles in', () => {
    const play = (l: Match3Level) => {
      let state = l.start;
      for (let i = 0; i < 4; i++) {
        const swap = legalSwaps(l, state)[0];
        if (!swap) break;
        state = swapTiles(l, state, swap.cell, swap.direction).state;
      }
      return state;
    };
    assert.equal(colours(play(level())), colours(play(level())));
    assert.notEqual(colours(play(level())), colours(play(level({ seed: 8 }))));
  });

  test("a cascade's n-th clear scores n times the points per tile", () => {
    let found = 0;
    for (let seed = 1; seed < 200 && found < 3; seed++) {
      const l = level({ seed });
      for (const swap of legalSwaps(l, l.start)) {
        const result = swapTiles(l, l.start, swap.cell, swap.direction);
        for (const step of result.steps.slice(1)) {
          assert.equal(step.points, step.cleared.length * POINTS_PER_TILE * step.chain);
          found++;
        }
      }
    }
    assert.ok(found >= 3, 'some seeds set off cascades');
  });

  test('once the move limit is used up no swap is taken, and the board says it is out of moves', () => {
    const l = level({ moves: 1 });
    const swap = legalSwaps(l, l.start)[0]!;
    const after = swapTiles(l, l.start, swap.cell, swap.direction).state;
    const next = legalSwaps(l, after)[0];
    const directions: Direction[] = next ? [next.direction] : ['right'];
    assert.equal(swapTiles(l, after, next?.cell ?? { col: 0, row: 0 }, directions[0]!).accepted, false);
    assert.match(match3Stuck(l, after) ?? '', /^Out of moves: \d+ of 1000 points\.$/);
  });
});
