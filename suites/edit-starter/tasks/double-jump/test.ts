// Hidden test of double-jump: a second jump in the air kicks the player up again; a third does not.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.runFor(100); // the game has loaded its config and stands on the ground
  await game.press('Space');
  await game.runFor(250);
  const rising = (await game.state())?.player?.vy ?? 0;
  await game.press('Space');
  const second = (await game.state())?.player?.vy ?? 0;
  assert.ok(second < rising - 200, `a jump in the air should give the jump speed again (vy ${rising} -> ${second})`);
  await game.runFor(150);
  const before = (await game.state())?.player?.vy ?? 0;
  await game.press('Space');
  const third = (await game.state())?.player?.vy ?? 0;
  assert.ok(third > before, `a third jump before landing is not allowed (vy ${before} -> ${third})`);
};
export default test;
