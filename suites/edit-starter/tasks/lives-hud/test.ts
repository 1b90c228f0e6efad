// Hidden test of lives-hud: the HUD (and text()) shows "Lives: N", updated when a life is lost.
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
  await game.runFor(200);
  assert.match((await game.text()) ?? '', /Lives: 3/, 'the HUD should show "Lives: 3" at the start');
  await game.keyDown('ArrowRight');
  const state = await runUntil(game, (s) => s?.flags?.lives === 2, 15_000);
  assert.equal(state?.flags?.lives, 2, 'running into the enemy should cost a life');
  assert.match((await game.text()) ?? '', /Lives: 2/, 'after losing a life the HUD should show "Lives: 2"');
};
export default test;
