// Hidden test of wasd-keys: A, D and W move and jump, and meta() lists them.
import assert from 'node:assert/strict';
import type { EditTest } from '../../../../src/bench/index.ts';

const test: EditTest = async (game) => {
  await game.keyDown('KeyD');
  await game.runFor(500);
  await game.keyUp('KeyD');
  const right = (await game.state())?.player?.x ?? 0;
  assert.ok(right > 150, `holding D should move right from x = 100 (x: ${right})`);
  await game.keyDown('KeyA');
  await game.runFor(250);
  await game.keyUp('KeyA');
  const left = (await game.state())?.player?.x ?? 0;
  assert.ok(left < right - 25, `holding A should move left (x: ${right} -> ${left})`);
  await game.press('KeyW');
  await game.runFor(100);
  assert.ok(((await game.state())?.player?.vy ?? 0) < 0, 'W should jump');
  const keys = ((await game.meta())?.actions ?? []).flatMap((a) => a.keys);
  for (const key of ['KeyA', 'KeyD', 'KeyW']) assert.ok(keys.includes(key), `meta().actions should list ${key}`);
};
export default test;
