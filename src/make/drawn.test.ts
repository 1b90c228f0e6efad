// Make and the nouns drawn from parts: a prompt naming a walrus gets a walrus for its player (and sharks, balloons
// for its enemies and pickups), and the noun accounting says what the art draws, approximations included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figureName } from '../assets/index.ts';
import { drawing, drawnNoun, drawsNoun } from './drawn.ts';
import { designGdd } from './modes/shared/testing.ts';
import { familyGenerator } from './dispatch.ts';

const platformerGenerator = familyGenerator('platformer');
const topDownGenerator = familyGenerator('top_down');

type Art = { key: string; role?: string; description: string };
const artOf = (prompt: string, generator = platformerGenerator) =>
  designGdd(generator, prompt, 7).sections.assets.assets as readonly Art[];
const shown = (art: readonly Art[], role: string) =>
  art
    .filter((a) => a.role === role)
    .map((a) => figureName({ key: a.key, role: a.role as 'player', description: a.description }));

test('a platformer whose prompt names a walrus draws a walrus for the player, sharks and balloons for the rest', () => {
  const art = artOf('a platformer where a walrus collects balloons and dodges sharks');
  assert.deepEqual(shown(art, 'player'), ['walrus']);
  assert.deepEqual(shown(art, 'enemy'), ['shark', 'shark']);
  assert.ok(shown(art, 'pickup').includes('balloon'));
  assert.ok(!shown(art, 'projectile').includes('walrus'), 'the walrus throws a cannonball; it is not one');
});

test('a top-down game draws its named octopuses and cups; a fox game still draws a fox character', () => {
  const art = artOf('a top-down game where a penguin avoids octopuses and collects cups', topDownGenerator);
  assert.ok(shown(art, 'enemy').includes('octopus'));
  assert.ok(shown(art, 'pickup').includes('cup'));
  assert.deepEqual(shown(artOf('a platformer where a fox collects gems'), 'player'), ['character']);
});

test('the noun accounting reads two-word names and keeps saying what it cannot draw', () => {
  assert.deepEqual(drawnNoun('rusty trash cans'), { noun: 'trash can', drawn: 'a trash can' });
  assert.equal(drawing('walruses'), 'drawn as a walrus');
  assert.equal(drawing('gold coins'), 'drawn as a gold coin');
  assert.ok(drawsNoun('a shark') && drawsNoun('buses') && !drawsNoun('zeppelins'));
  assert.equal(drawing('zeppelins'), 'the procedural art cannot draw "zeppelin" (a generic figure is drawn)');
});
