// A web game's action lines and its state as qa reads them: every line a person can type parses to the action it
// names (or a reason it names none), and a state becomes a place — cells for positions, no velocities or fractions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { webRules } from './browser.ts';
import { parseWebAction, webState } from './web-actions.ts';

test('action lines parse to the actions they name; a bad line says how to write it', () => {
  assert.deepEqual(parseWebAction('act jump 300'), { action: 'act', name: 'jump', ms: 300 });
  assert.deepEqual(parseWebAction('press ArrowLeft'), { action: 'press', key: 'ArrowLeft', ms: 200 });
  assert.deepEqual(parseWebAction('click 120 80'), { action: 'click', x: 120, y: 80 });
  assert.deepEqual(parseWebAction('click "Start game"'), { action: 'click-label', label: 'Start game' });
  assert.deepEqual(parseWebAction('wait 500'), { action: 'wait', ms: 500 });
  assert.deepEqual(parseWebAction('type hello there'), { action: 'type', text: 'hello there' });
  assert.deepEqual(parseWebAction('hotkey Control+KeyZ'), { action: 'hotkey', keys: ['Control', 'KeyZ'] });
  assert.deepEqual(parseWebAction('scroll 10 20 down'), { action: 'scroll', x: 10, y: 20, direction: 'down' });
  assert.match(parseWebAction('act jump soon') as string, /soon is not a time in ms/);
  assert.match(parseWebAction('press') as string, /write press <key> \[ms\]/);
  assert.match(parseWebAction('scroll 1 2 sideways') as string, /needs a direction/);
  assert.match(parseWebAction('go north') as string, /is not a web action; write press <key>/);
  assert.match(parseWebAction('wait 999999') as string, /not a time in ms/);
});

test('a state becomes a place: positions to cells, velocities and fractions dropped, object lists counted', () => {
  const state = {
    scene: 'Level',
    score: 30,
    timeLeftMs: 1234.5,
    player: { x: 100, y: 70.4, vx: 160, vy: -3, hp: 3 },
    entities: { coins: 4, enemies: [{ x: 1, y: 2 }] },
    inventory: ['key'],
    over: false,
  };
  assert.deepEqual(webState(state), {
    scene: 'Level',
    score: 30,
    player: { hp: 3 },
    playerCell: '3,2',
    entities: { coins: 4, enemies: 1 },
    inventory: ['key'],
    over: false,
  });
  assert.equal(webState(undefined), null);
  // Moving within one cell is the same place; into the next cell, another.
  const at = (x: number) => webState({ player: { x, y: 10 } })!.playerCell;
  assert.equal(at(33), at(63));
  assert.notEqual(at(63), at(64));
});

test("a web game's rules read the Game Contract's fields, its clock and its position cell by default", () => {
  const rules = webRules(undefined);
  assert.equal(rules.fields.room, 'scene');
  assert.equal(rules.fields.place, 'playerCell');
  assert.ok(rules.fields.clock.includes('timeLeftMs'));
  const custom = webRules({
    fields: { room: 'room' },
    look: 'act look 200',
    rules: [{ gain: 'gem', requires: ['key'] }],
  });
  assert.equal(custom.fields.room, 'room');
  assert.equal(custom.fields.over, 'over');
  assert.equal(custom.look, 'act look 200');
  assert.throws(() => webRules({ rules: [{ gain: 'gem' }] }), /game\.rules\.0\.requires/);
});
