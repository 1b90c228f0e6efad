// Merge boards of the size a prompt asks for: every level is that open board, and its goal is still won by the
// golden path's slide cycle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../../assets/index.ts';
import { generateMergeLevel } from './merge.ts';

const settings = { startTiles: 2, fourChance: 0.1 };

for (const [cols, rows] of [
  [4, 4],
  [5, 5],
  [3, 3],
  [6, 4],
] as const)
  test(`a ${cols}x${rows} board asked for is what every level gets, and its goal is won`, () => {
    for (const [position, levelIndex] of [
      [0, 0],
      [0.5, 1],
      [1, 2],
    ] as const) {
      const random = createRandom(7 + levelIndex);
      const board = generateMergeLevel(position, 'normal', levelIndex, 1, settings, random, { cols, rows });
      assert.ok(board, `a board at level ${levelIndex + 1}`);
      assert.equal(board.rows.length, rows);
      assert.ok(
        board.rows.every((r) => r.length === cols && !r.includes('#')),
        board.rows.join('/'),
      );
      assert.ok(board.moves > 0 && board.goal >= 8);
    }
  });

test('without an asked size the family boards vary along the curve as before', () => {
  const first = generateMergeLevel(0, 'normal', 0, 1, settings, createRandom(3));
  const last = generateMergeLevel(1, 'normal', 2, 1, settings, createRandom(3));
  assert.ok(first && last);
  assert.notEqual(`${first.rows[0]!.length}x${first.rows.length}`, `${last.rows[0]!.length}x${last.rows.length}`);
});
