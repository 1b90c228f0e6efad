import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readContract } from './contract.ts';

test("a template's contract values fit, and are given back as the game gave them (key order too)", () => {
  const state = {
    scene: 'Level',
    over: false,
    won: false,
    score: 3,
    level: 1,
    paused: false,
    player: { x: 10, y: 20, vx: 0, vy: 0, hp: 3 },
    entities: { coins: [{ x: 1, y: 2 }] },
    flags: { lives: 3 },
  };
  const read = readContract('state', state);
  assert.ok(read.ok);
  assert.equal(read.value, state);
  const meta = { title: 'Coin Run', archetype: 'platformer', actions: [{ name: 'jump', keys: ['Space'] }], goal: 'x' };
  assert.deepEqual(readContract('meta', meta), { ok: true, value: meta });
  assert.deepEqual(readContract('text', 'Level 1/3: score 3'), { ok: true, value: 'Level 1/3: score 3' });
});

test("another game's contract may leave fields out and add its own", () => {
  const own = { flags: { lane: 2 }, boardSize: 9, player: { x: 1, y: 1, hp: Infinity, facing: 'north' } };
  assert.deepEqual(readContract('state', own), { ok: true, value: own });
  assert.deepEqual(readContract('meta', { title: 'Only a title' }), { ok: true, value: { title: 'Only a title' } });
  assert.deepEqual(readContract('state', undefined), { ok: true, value: undefined });
});

test('a value that does not fit, or a call that threw, is a problem that says where and what', () => {
  assert.deepEqual(readContract('state', { score: 'twelve', player: 'here' }), {
    ok: false,
    problem:
      "the Game Contract's state() does not fit the contract (score: expected a number; player: Invalid input: " +
      'expected object, received string); it was ignored',
  });
  assert.deepEqual(readContract('text', { __error: 'boom' }), {
    ok: false,
    problem: "the Game Contract's text() threw: boom",
  });
  const list = readContract('meta', [1, 2]);
  assert.equal(list.ok, false);
  assert.match(list.ok ? '' : list.problem, /meta\(\) does not fit the contract \(\(the value itself\): /);
});
