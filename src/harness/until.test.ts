import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conditionHolds, readContract, seededRandom, valueAt } from '../shared/index.ts';
import { surelyReadAlike } from './page/until.ts';

class Sprite {
  x = 1;
  get y() {
    return 2;
  }
}

/** Values of every kind a game's state() may hold, good and bad for the contract. */
const VALUES: unknown[] = [
  undefined,
  null,
  0,
  -3.5,
  Number.NaN,
  'Level',
  '',
  true,
  false,
  {},
  [],
  [1, 2],
  { x: 1, y: 2 },
  { x: '1' },
  { hp: true },
  new Map([['x', 1]]),
  new Set([1]),
  new Sprite(),
  Object.create(null),
  () => 1,
  { __error: 'thrown' },
];
const FIELDS = ['scene', 'over', 'won', 'paused', 'score', 'level', 'player', 'entities', 'flags', 'other'];
const PATHS = ['scene', 'won', 'score', 'player.x', 'player.y', 'flags.gold', 'entities.coins.length', 'other.size'];

test('the page is sure of a state only when the contract reads it so: never sure of one Node would ignore', () => {
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  let sure = 0;
  let unsure = 0;
  for (let i = 0; i < 20_000; i++) {
    const state: Record<string, unknown> = {};
    for (const field of FIELDS) if (random() < 0.4) state[field] = pick(VALUES);
    const raw = random() < 0.05 ? pick(VALUES) : state;
    const path = pick(PATHS);
    if (!surelyReadAlike(raw, path)) {
      unsure++;
      continue;
    }
    sure++;
    const reading = readContract('state', raw);
    assert.ok(reading.ok, `sure of ${JSON.stringify(raw)}, which the contract does not read`);
    assert.equal(reading.value, raw);
  }
  assert.ok(sure > 500 && unsure > 500, `both kinds are tried: ${sure} sure, ${unsure} not`);
});

test('a state as the templates give it is read alike; a path through a Map, a class or an array goes to Node', () => {
  const state = { scene: 'Level', won: false, score: 3, player: { x: 4, y: 5 }, flags: { gold: 90, wave: [1, 2] } };
  for (const path of ['scene', 'won', 'flags.gold', 'flags.wave.length', 'flags.wave.1', 'player.x', 'nothing.here'])
    assert.equal(surelyReadAlike(state, path), true, path);
  assert.equal(surelyReadAlike(undefined, 'scene'), true, 'no contract reads as undefined on both sides');
  assert.equal(surelyReadAlike({ ...state, flags: { m: new Map() } }, 'flags.m.size'), false);
  assert.equal(surelyReadAlike({ ...state, flags: { s: new Sprite() } }, 'flags.s.y'), false);
  assert.equal(surelyReadAlike({ ...state, flags: { w: [1] } }, 'flags.w.first'), false);
  assert.equal(surelyReadAlike({ ...state, score: 'twelve' }, 'scene'), false);
  assert.equal(surelyReadAlike({ __error: 'boom' }, 'scene'), false);
  assert.equal(surelyReadAlike(new Sprite(), 'x'), false);
  assert.equal(valueAt(state, 'flags.wave.length'), 2);
  assert.equal(conditionHolds({ path: 'flags.gold', gte: 90 }, state), true);
  assert.equal(conditionHolds({ path: 'scene', notEquals: 'Level' }, undefined), true, 'an absent state is not Level');
});
