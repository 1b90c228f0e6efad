// Hidden test of win-all-gems: the last gem wins the game and says so.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.runFor(100);
  assert.equal((await game.state())?.won, false, 'the game is not won at the start');
  await game.keyDown('ArrowRight');
  await game.runFor(2500); // from x = 100 past the last gem at x = 560, short of the enemy
  const state = await game.state();
  assert.equal((state?.entities as any)?.gemsLeft, 0, 'every gem was collected');
  assert.equal(state?.won, true, 'collecting every gem should win');
  assert.equal(state?.over, true, 'a won game is over');
  assert.match((await game.text()) ?? '', /You win!/, 'the HUD should say "You win!"');
};
export default test;
