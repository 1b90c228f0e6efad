// The one gameConfig.json merge: values land in the template's leaves without moving a key, added leaves take the
// value first and their spec's order, and a path no leaf or family covers is refused with the family named.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { configLeafAt, leavesFrom, mergeConfig, type GameConfigTree } from './game-config.ts';
import { PROJECT_ROOT } from './version.ts';

const template = (): GameConfigTree =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'templates/top_down/src/gameConfig.json'), 'utf8')) as GameConfigTree;

test('a value replaces only the value of its leaf: the file keeps every key in its place', () => {
  const merged = mergeConfig(template(), { 'game.title': 'Moth Keep', 'enemies.chaser.speed': 99 }, 'top_down');
  const expected = template();
  configLeafAt(expected, 'game.title')!.value = 'Moth Keep';
  configLeafAt(expected, 'enemies.chaser.speed')!.value = 99;
  assert.equal(JSON.stringify(merged, null, 2), JSON.stringify(expected, null, 2));
  assert.notEqual(JSON.stringify(merged), JSON.stringify(template()));
});

test('a leaf a family adds takes the value first, then its spec in order, in sections made for it', () => {
  const added = leavesFrom({ 'goal.timeLimitSeconds': { type: 'integer', min: 10, max: 900, description: 'Seconds' } });
  const merged = mergeConfig({}, { 'goal.timeLimitSeconds': 60 }, 'top_down', added);
  assert.equal(
    JSON.stringify(merged),
    '{"goal":{"timeLimitSeconds":{"value":60,"type":"integer","min":10,"max":900,"description":"Seconds"}}}',
  );
});

test('a path no leaf and no added leaf covers names the path and the family; a path through a leaf is refused', () => {
  assert.throws(
    () => mergeConfig(template(), { 'player.wingspan': 3 }, 'top_down'),
    /gameConfig.json has no leaf "player.wingspan" and the top_down family adds none by that name/,
  );
  const through = leavesFrom({ 'game.title.font': { type: 'string', description: 'Font' } });
  assert.throws(
    () => mergeConfig(template(), { 'game.title.font': 'serif' }, 'top_down', through),
    /gameConfig.json's "title" in "game.title.font" is a leaf, not a section/,
  );
});
