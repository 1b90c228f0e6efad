// Hidden test of spike-tile: a spike at x = 380 costs a life and sends the player back.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.keyDown('ArrowRight');
  await game.runFor(1500); // from x = 100 over x = 380
  const state = await game.state();
  const lives = state?.flags?.lives;
  assert.equal(lives, 2, `touching the spike at x = 380 should cost a life (lives: ${lives})`);
  assert.ok((state?.player?.x ?? 999) < 250, `the player should be sent back to the start (x: ${state?.player?.x})`);
};
export default test;
