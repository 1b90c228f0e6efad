// Hidden test of restart-resets: R after game over resets score, lives and gems.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

/** Runs the game in steps of 250 ms until `done` holds for its state, at most `limitMs`; the last state. */
async function runUntil(game: Parameters<EditTest>[0], done: (s: any) => boolean, limitMs: number) {
  for (let t = 0; t < limitMs; t += 250) {
    const state = await game.state();
    if (done(state)) return state;
    await game.runFor(250);
  }
  return game.state();
}

const test: EditTest = async (game) => {
  await game.keyDown('ArrowRight');
  const over = await runUntil(game, (s) => s?.over === true, 40_000);
  assert.equal(over?.over, true, 'running into the enemy three times should end the game');
  assert.ok((over?.score ?? 0) > 0, 'gems were collected on the way');
  await game.keyUp('ArrowRight');
  await game.press('KeyR');
  await game.runFor(100);
  const fresh = await game.state();
  assert.equal(fresh?.over, false, 'R should start a new game');
  assert.equal(fresh?.score, 0, `a new game starts with score 0, not ${fresh?.score}`);
  assert.equal(fresh?.flags?.lives, 3, 'a new game starts with 3 lives');
  assert.equal((fresh?.entities as any)?.gemsLeft, 4, 'a new game has all 4 gems back');
};
export default test;
