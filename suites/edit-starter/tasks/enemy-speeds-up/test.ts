// Hidden test of enemy-speeds-up: the enemy is 25 % faster after each turn.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  const speed = async () => Math.abs(((await game.state())?.entities as any)?.enemy?.vx ?? 0);
  await game.runFor(100);
  assert.equal(await speed(), 80, 'the enemy starts at 80 px/s');
  await game.runFor(2200); // its first turn is at 1.75 s
  const once = await speed();
  assert.ok(Math.abs(once - 100) < 0.5, `after one turn the enemy should move at 100 px/s; it moves at ${once}`);
  await game.runFor(1500); // its second turn is at 3.15 s
  const twice = await speed();
  assert.ok(Math.abs(twice - 125) < 0.5, `after two turns the enemy should move at 125 px/s; it moves at ${twice}`);
};
export default test;
