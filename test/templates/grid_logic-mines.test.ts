// The grid_logic template's minesweeper rules in Node: what a field may be, the safe first reveal, counts, the flood
// fill that opens empty areas (and stops at flags), flags, the lost field and the cleared one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  minesAround,
  minesCleared,
  minesStuck,
  parseMinesLevel,
  revealCell,
  safeLeft,
  toggleFlag,
  type MinesLevel,
} from '../../templates/grid_logic/src/family/modes/mines/minesRules.ts';

// Two mines in the top right corner; the rest of the field is safe.
const FIELD = ['...**', '.....', '.....', '.....'];

function level(rows: readonly string[] = FIELD): MinesLevel {
  const parsed = parseMinesLevel(rows);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

describe('minesweeper fields', () => {
  test('a field with an unknown cell, no mine or too small is refused with the reason', () => {
    const letter = parseMinesLevel(['...*x', '.....', '.....', '.....']);
    assert.match(letter.ok ? '' : letter.errors.join(), /unknown cell "x" at row 1, column 5/);
    assert.match(parseMinesLevel(['....', '....', '....', '....']).ok ? '' : 'refused', /refused/);
    const small = parseMinesLevel(['*..', '...', '...']);
    assert.match(small.ok ? '' : small.errors.join(), /the field is 3x3; each side must be 4 to 16/);
  });

  test('a reveal far from the mines opens the whole empty area and stops at the numbered edge', () => {
    const l = level();
    const result = revealCell(l, l.start, { col: 0, row: 3 });
    assert.ok(result.accepted && !result.exploded);
    assert.equal(result.opened.length, 18, 'every safe cell but the two touching the mines is open');
    assert.equal(safeLeft(result.state), 0);
    assert.ok(minesCleared(l, result.state));
    assert.equal(minesAround(l, result.state, { col: 2, row: 0 }), 1);
    assert.equal(minesAround(l, result.state, { col: 3, row: 1 }), 2);
  });

  test('a flag stays shut through a flood fill, and only a closed cell takes a flag', () => {
    const l = level();
    const flagged = toggleFlag(l, l.start, { col: 0, row: 0 });
    assert.ok(flagged);
    const result = revealCell(l, flagged, { col: 0, row: 3 });
    assert.ok(result.accepted);
    assert.equal(result.state.revealed[0], false, 'the flagged cell stays shut');
    assert.equal(revealCell(l, result.state, { col: 0, row: 0 }).accepted, false, 'a flagged cell is not revealed');
    assert.equal(toggleFlag(l, result.state, { col: 1, row: 1 }), null, 'an open cell takes no flag');
    const unflagged = toggleFlag(l, result.state, { col: 0, row: 0 })!;
    assert.equal(unflagged.flagged[0], false);
  });

  test('the first reveal is safe: a mine under it moves to the first free cell in reading order', () => {
    const l = level();
    const first = revealCell(l, l.start, { col: 3, row: 0 });
    assert.ok(first.accepted);
    assert.deepEqual([first.exploded, first.moved], [false, true]);
    assert.equal(first.state.mines.filter(Boolean).length, 2, 'the field keeps its mine count');
    assert.equal(first.state.mines[0], true, 'the mine moved to the top left cell');
  });

  test('a later reveal on a mine loses the field and says where', () => {
    const l = level();
    const opened = revealCell(l, l.start, { col: 2, row: 0 });
    assert.ok(opened.accepted);
    assert.deepEqual(opened.opened, [2], 'a cell next to a mine opens alone');
    const boom = revealCell(l, opened.state, { col: 4, row: 0 });
    assert.ok(boom.accepted && boom.exploded);
    assert.equal(minesCleared(l, boom.state), false);
    assert.equal(minesStuck(l, boom.state), 'A mine went off at row 1, column 5.');
    assert.equal(revealCell(l, boom.state, { col: 1, row: 1 }).accepted, false, 'nothing opens after a loss');
  });
});
