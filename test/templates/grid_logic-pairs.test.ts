// The grid_logic template's pairs (memory) rules in Node: what a board may hold, turning cards over (a pair stays up,
// a miss shows until it turns back or the next card is turned), the refusals, the move limit and the win.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  faceKey,
  faceUp,
  flipCard,
  hideMiss,
  pairsMovesLeft,
  pairsSolved,
  pairsStuck,
  parsePairsLevel,
  type PairsLevel,
  type PairsSpec,
  type PairsState,
} from '../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';

const FACES = ['octopus', 'whale', 'crab'];
// a b c / c a b: octopus at (0,0) and (1,1), whale at (1,0) and (2,1), crab at (2,0) and (0,1).
const BOARD = ['abc', 'cab'];

function level(spec: Partial<PairsSpec> = {}): PairsLevel {
  const parsed = parsePairsLevel({ rows: BOARD, faces: FACES, ...spec });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

/** Turns the cards over in order; every flip must be accepted. */
function play(l: PairsLevel, cells: [number, number][], from: PairsState = l.start): PairsState {
  let state = from;
  for (const [col, row] of cells) {
    const result = flipCard(l, state, { col, row });
    assert.equal(result.accepted, true, `the card at ${col},${row} turns over`);
    state = result.state;
  }
  return state;
}

describe('pairs boards', () => {
  test('a board whose faces are not each on two cards, or with an unknown letter, is refused with the reason', () => {
    const odd = parsePairsLevel({ rows: ['abc', 'caa'], faces: FACES });
    assert.equal(odd.ok, false);
    const errors = odd.ok ? '' : odd.errors.join('\n');
    assert.match(errors, /card "a" \(octopus\) appears 3 time\(s\)/);
    assert.match(errors, /card "b" \(whale\) appears 1 time\(s\)/);
    const letter = parsePairsLevel({ rows: ['abd', 'cab'], faces: FACES });
    assert.match(letter.ok ? '' : letter.errors.join(), /unknown card "d" at row 1, column 3/);
    const limit = parsePairsLevel({ rows: BOARD, faces: FACES, moves: 2 });
    assert.match(limit.ok ? '' : limit.errors.join(), /moves 2 must be a whole number from the 3 pairs/);
  });

  test("a '.' is a cell with no card, and face pictures are keyed by name", () => {
    const parsed = parsePairsLevel({ rows: ['ab.', 'ba.'], faces: ['sea turtle', 'whale'] });
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.level.cards, [0, 1, null, 1, 0, null]);
    assert.equal(flipCard(parsed.level, parsed.level.start, { col: 2, row: 0 }).accepted, false);
    assert.equal(faceKey('sea turtle'), 'face-sea-turtle');
  });

  test('the first card of a try turns up without using a move; two equal faces stay up and count a pair', () => {
    const l = level();
    const first = flipCard(l, l.start, { col: 0, row: 0 });
    assert.ok(first.accepted);
    assert.equal(first.kind, 'first');
    assert.equal(first.state.moves, 0);
    assert.deepEqual(first.state.open, [0]);
    const second = flipCard(l, first.state, { col: 1, row: 1 });
    assert.ok(second.accepted);
    assert.equal(second.kind, 'pair');
    assert.deepEqual([second.state.found, second.state.moves, second.state.open], [1, 1, []]);
    assert.ok(faceUp(second.state, 0) && faceUp(second.state, 4));
    assert.equal(flipCard(l, second.state, { col: 0, row: 0 }).accepted, false, 'a found card cannot turn again');
  });

  test('a miss shows both faces until it turns back; turning a third card first turns the miss back', () => {
    const l = level();
    const miss = flipCard(l, play(l, [[0, 0]]), { col: 1, row: 0 });
    assert.ok(miss.accepted);
    assert.equal(miss.kind, 'miss');
    assert.deepEqual([miss.state.open, miss.state.misses, miss.state.moves], [[0, 1], 1, 1]);
    assert.deepEqual(hideMiss(miss.state).open, []);
    const third = flipCard(l, miss.state, { col: 2, row: 0 });
    assert.ok(third.accepted);
    assert.deepEqual([third.kind, third.hidden, third.state.open], ['first', [0, 1], [2]]);
    assert.equal(faceUp(third.state, 0), false);
  });

  test('the same card twice in one try is refused and changes nothing', () => {
    const l = level();
    const state = play(l, [[0, 0]]);
    const again = flipCard(l, state, { col: 0, row: 0 });
    assert.equal(again.accepted, false);
    assert.equal(again.state, state);
  });

  test('finding every pair wins; without a limit no move count is ever stuck', () => {
    const l = level();
    const state = play(l, [
      [0, 0],
      [2, 1],
      [0, 0],
      [1, 1],
      [1, 0],
      [2, 1],
      [2, 0],
      [0, 1],
    ]);
    assert.deepEqual([state.found, state.moves, state.misses], [3, 4, 1]);
    assert.ok(pairsSolved(l, state));
    assert.equal(pairsStuck(l, state), null);
    assert.equal(pairsMovesLeft(l, state), Number.POSITIVE_INFINITY);
    assert.equal(flipCard(l, state, { col: 0, row: 0 }).accepted, false);
  });

  test('a used-up move limit stops the board and says why', () => {
    const l = level({ moves: 3 });
    const state = play(l, [
      [0, 0],
      [1, 0],
      [0, 0],
      [2, 0],
      [1, 0],
      [2, 0],
    ]);
    assert.deepEqual([state.moves, state.found, pairsMovesLeft(l, state)], [3, 0, 0]);
    assert.equal(pairsStuck(l, state), 'Out of moves: 0 of 3 pairs found.');
    const refused = flipCard(l, state, { col: 1, row: 1 });
    assert.deepEqual([refused.accepted, refused.accepted ? '' : refused.reason], [false, 'no moves left']);
  });
});
