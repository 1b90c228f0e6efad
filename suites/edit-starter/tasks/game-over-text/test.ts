// Hidden test of game-over-text: the game-over message is "Out of lives! Press R to try again".
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
  const state = await runUntil(game, (s) => s?.over === true, 40_000);
  assert.equal(state?.over, true, 'running into the enemy three times should end the game');
  const text = (await game.text()) ?? '';
  assert.ok(text.includes('Out of lives! Press R to try again'), `the game-over text should be the new one: "${text}"`);
  assert.ok(!text.includes('GAME OVER'), `the old message should be gone: "${text}"`);
};
export default test;
