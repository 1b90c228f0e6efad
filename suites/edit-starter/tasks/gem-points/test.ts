// Hidden test of gem-points: the first gem collected gives 5 points.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.keyDown('ArrowRight');
  await game.runFor(700); // from x = 100 past the first gem at x = 200
  const state = await game.state();
  assert.equal(state?.score, 5, `one gem should be worth 5 points; after one gem the score is ${state?.score}`);
};
export default test;
