// Hidden test of pause-key: P freezes the game and reports paused; P again resumes.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.runFor(500);
  await game.press('KeyP');
  const paused = await game.state();
  await game.runFor(1000);
  const later = await game.state();
  assert.equal(later?.paused, true, 'after P, state().paused should be true');
  const enemyAt = (s: any) => s?.entities?.enemy?.x;
  assert.equal(enemyAt(later), enemyAt(paused), 'while paused the enemy should not move');
  await game.press('KeyP');
  await game.runFor(500);
  const resumed = await game.state();
  assert.equal(resumed?.paused, false, 'after P again, state().paused should be false');
  assert.notEqual(enemyAt(resumed), enemyAt(later), 'after resuming the enemy should move again');
};
export default test;
