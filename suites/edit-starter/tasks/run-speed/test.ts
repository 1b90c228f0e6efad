// Hidden test of run-speed: holding right runs at 260 px/s.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.keyDown('ArrowRight');
  await game.runFor(500);
  const state = await game.state();
  assert.equal(state?.player?.vx, 260, `the run speed should be 260 px/s; it is ${state?.player?.vx}`);
  const x = state?.player?.x ?? 0;
  assert.ok(Math.abs(x - 230) < 10, `after 0.5 s at 260 px/s from x = 100, x should be near 230; it is ${x}`);
};
export default test;
