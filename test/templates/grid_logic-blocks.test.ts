// The grid_logic template's falling-blocks rules in Node: what a well may be, the seeded bag, moving and turning
// (refused where a piece would not fit), gravity and locking, full lines clearing, and topping out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  blocksStuck,
  blocksWon,
  dropPiece,
  fallPiece,
  movePiece,
  parseBlocksLevel,
  PIECE_NAMES,
  pieceCells,
  turnPiece,
  type BlocksLevel,
  type BlocksState,
} from '../../templates/grid_logic/src/family/modes/blocks/blocksRules.ts';

const EMPTY = new Array<string>(12).fill('......');

function level(rows: readonly string[] = EMPTY, seed = 3, target = 2): BlocksLevel {
  const parsed = parseBlocksLevel({ rows, target, seed });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

/** The state with an I piece lying flat at the top left. */
const withI = (state: BlocksState): BlocksState => ({
  ...state,
  piece: { type: PIECE_NAMES.indexOf('I'), turn: 0, col: 0, row: 0 },
});

describe('falling-blocks wells', () => {
  test('a well with an unknown cell, a full row, a filled top or a bad target is refused with the reason', () => {
    const errors = (rows: string[], target = 2) => {
      const parsed = parseBlocksLevel({ rows, target, seed: 1 });
      return parsed.ok ? '' : parsed.errors.join('; ');
    };
    assert.match(errors([...EMPTY.slice(1), '..q...']), /unknown cell "q" at row 12, column 3/);
    assert.match(errors([...EMPTY.slice(1), 'xxxxxx']), /row 12 is full at the start/);
    assert.match(errors(['x.....', ...EMPTY.slice(1)]), /row 1 must be empty/);
    assert.match(errors(EMPTY, 0), /lines target is 0/);
    assert.match(errors(EMPTY.slice(0, 5)), /the well is 6x5/);
  });

  test('the bag gives every piece once per seven, in an order fixed by the seed', () => {
    const a = level();
    let state = a.start;
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(state.piece!.type);
      state = { ...state, piece: null, cells: a.start.cells };
      state = dropPiece(a, { ...state, piece: { type: 1, turn: 0, col: 0, row: 0 } })!.state;
      state = { ...state, cells: a.start.cells.slice() };
    }
    assert.equal(new Set(seen).size, 7, 'seven different pieces in the first bag');
    assert.equal(level(EMPTY, 3).start.piece!.type, a.start.piece!.type, 'the same seed, the same first piece');
    const firsts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => level(EMPTY, seed).start.piece!.type);
    assert.ok(new Set(firsts).size > 1, 'other seeds start with other pieces');
  });

  test('a piece moves and turns where it fits and is refused at the wall', () => {
    const a = level();
    const flat = withI(a.start);
    assert.equal(movePiece(a, flat, -1), null, 'the left wall stops it');
    const right = movePiece(a, flat, 1)!;
    assert.deepEqual(
      pieceCells(right.piece!).map((c) => c.col),
      [1, 2, 3, 4],
    );
    const upright = turnPiece(a, flat)!;
    assert.deepEqual(new Set(pieceCells(upright.piece!).map((c) => c.col)).size, 1, 'turned, the I stands upright');
  });

  test('gravity moves a piece down until it rests, then it locks and the next one enters', () => {
    const a = level();
    let state = withI(a.start);
    let falls = 0;
    for (;;) {
      const result = fallPiece(a, state);
      state = result.state;
      if (result.cleared !== null) break;
      falls++;
    }
    assert.equal(falls, 10, 'an I lying in row 1 of a 12-deep well falls ten rows');
    assert.equal(state.cells.filter((v) => v !== 0).length, 4);
    assert.equal(state.pieces, 2);
  });

  test('a full row clears, the rows above fall, and enough lines win', () => {
    const rows = [...EMPTY.slice(0, 10), 'xx....', 'xx.x..'];
    const a = level(rows, 3, 1);
    const dropped = dropPiece(a, { ...withI(a.start), piece: { type: 0, turn: 0, col: 2, row: 0 } })!;
    assert.equal(dropped.cleared, 1);
    assert.equal(dropped.state.lines, 1);
    assert.equal(blocksWon(a, dropped.state), true);
    assert.equal(dropped.state.piece, null, 'the won well takes no new piece');
    const bottom = dropped.state.cells.slice(11 * 6);
    assert.deepEqual(bottom.map((v) => (v ? 'x' : '.')).join(''), 'xx.x..', 'the row above fell into its place');
  });

  test('a piece with no room to enter tops the well out', () => {
    const a = level();
    const full: BlocksState = { ...a.start, cells: a.start.cells.map((_, i) => (i % 6 === 5 ? 0 : 8)), piece: null };
    const topped = dropPiece(a, withI({ ...full, cells: full.cells.map((v, i) => (i < 6 ? 0 : v)) }));
    assert.equal(topped?.state.toppedOut, true);
    assert.match(blocksStuck(topped!.state) ?? '', /reached the top/);
  });
});
