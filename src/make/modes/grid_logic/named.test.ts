// What merge and push prompts name, read and made as named: a goal tile ("merge into 2048") planned over the seeded
// spawns, the tiles named before the verb, the thing a character pushes (not the genre's "block pushing"), a pushed
// thing the art draws drawn as itself, and a two-word place the art paints leading the setting.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMergeLevel } from '../../../../templates/grid_logic/src/family/mergeRules.ts';
import { readIntent } from '../../intent.ts';
import { gridRegistry } from './assets.ts';
import { boardSeed, planMergeLine, playLine } from './merge.ts';
import { readGridWords } from './words.ts';

const settings = { startTiles: 2, fourChance: 0.1 };
const words = (prompt: string) => readGridWords(readIntent(prompt));

test('a goal tile the prompt names is read, a game it is only likened to is not', () => {
  const asked = words('a sliding tile puzzle where numbered tiles merge into 2048 on a 4x4 grid');
  assert.deepEqual(
    [asked.modes, asked.mergeTarget, asked.tile, asked.numberedPhrase],
    ['merge', 2048, 'tile', 'numbered tiles'],
  );
  assert.equal(words('merge acorns like 2048').mergeTarget, null);
  assert.equal(words('merge gems to reach the 512 tile').mergeTarget, 512);
  assert.equal(words('merge gems into 300').mergeTarget, null, 'not a power of two');
});

test('the planner finds slides that make the goal for the seeded spawns, and only the whole line makes it', () => {
  const parsed = parseMergeLevel(['....', '....', '....', '....'], 128);
  assert.ok(parsed.ok);
  const seed = boardSeed(1, 2);
  const line = planMergeLine(parsed.level, seed, settings);
  assert.ok(line && line.length > 30, `a line of ${line?.length} slides`);
  assert.deepEqual(line, planMergeLine(parsed.level, seed, settings), 'the same seed plans the same line');
  assert.deepEqual(playLine(parsed.level, seed, settings, line), { won: true, moves: line.length });
  assert.equal(playLine(parsed.level, seed, settings, line.slice(0, -10)).won, false);
});

test('the thing a character pushes is read past the genre words, and the art draws it as itself', () => {
  const yeti = words(
    'a block pushing puzzle in an ice palace where a yeti pushes snowballs onto glowing runes, 5 levels, 3 lives',
  );
  assert.deepEqual([yeti.hero, yeti.box, yeti.target], ['yeti', 'snowball', 'glowing rune']);
  assert.deepEqual(yeti.setting.slice(0, 2), ['ice', 'palace']);
  const beaver = words('a puzzle where a beaver pushes logs across a river to build a dam in 3 levels');
  assert.equal(beaver.box, 'log');
  const art = (w: ReturnType<typeof words>) =>
    gridRegistry(w, 'normal').assets.find((a) => a.key === 'crate')?.description;
  assert.equal(art(beaver), 'heavy log');
  assert.equal(art(yeti), 'heavy snowball');
  assert.equal(art(words('a sokoban where a robot pushes parcels onto pads')), 'parcel, pushed around like a crate');
});
