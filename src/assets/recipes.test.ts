// The nouns drawn from parts: every recipe fits its frame with room for the outline, draws something, draws the same
// pixels every time, and differs from every other; drawnAs names each noun and its other words; descriptions pick a
// recipe only for their subject; and sprites of nouns drawn before (a fox, a bat, a coin) keep their exact bytes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { poseOf } from './motion.ts';
import { drawnAs } from './nouns.ts';
import { themePalette } from './palette.ts';
import { drawRecipe } from './parts.ts';
import { Raster } from './raster.ts';
import { RECIPE_GROUPS, RECIPES, recipeName } from './recipes/index.ts';
import { recipeSheet } from './recipes/sheet.ts';
import type { SpritesheetAsset } from './registry.ts';
import { drawImage, drawSpritesheet, figureName, namedRecipe } from './sprites.ts';
import { wordsOf } from './words.ts';

const palette = themePalette(['meadow']);
const colours = { body: palette.roles.player, accent: palette.accent };
const render = (name: string, w: number, h: number, motion = 'idle', frame = 0, frames = 1): Raster =>
  drawRecipe(RECIPES[name]!, w, h, colours, poseOf(motion, frame, frames), palette, false, true);
const names = Object.keys(RECIPES);

describe('nouns drawn from parts', () => {
  test('there are at least 40, in the five groups the issue names', () => {
    assert.ok(names.length >= 40, `${names.length} recipes`);
    assert.deepEqual(Object.keys(RECIPE_GROUPS), ['animals', 'vehicles', 'objects', 'buildings', 'space']);
    for (const [group, members] of Object.entries(RECIPE_GROUPS)) assert.ok(members.length >= 6, group);
  });

  test('every recipe draws something inside its frame, leaving the 1px border for the outline', () => {
    for (const name of names)
      for (const [w, h] of [
        [16, 16],
        [32, 32],
        [64, 64],
        [32, 64],
        [48, 24],
      ] as const) {
        const r = render(name, w, h);
        assert.ok(r.coverage() >= w * h * 0.04, `${name} at ${w}x${h} covers only ${r.coverage()} pixels`);
        for (let x = 0; x < w; x++)
          assert.ok(r.alpha(x, 0) === 0 && r.alpha(x, h - 1) === 0, `${name} ${w}x${h} touches top/bottom`);
        for (let y = 0; y < h; y++)
          assert.ok(r.alpha(0, y) === 0 && r.alpha(w - 1, y) === 0, `${name} ${w}x${h} touches a side`);
      }
  });

  test('the same recipe, size and pose give the same bytes', () => {
    for (const name of names)
      assert.deepEqual(render(name, 32, 32, 'walk', 1, 4).toPng(), render(name, 32, 32, 'walk', 1, 4).toPng(), name);
  });

  test('every recipe looks unlike every other: silhouettes at 32 px differ in at least 12% of their pixels', () => {
    const masks = names.map((n) => {
      const r = render(n, 32, 32);
      return Array.from({ length: 32 * 32 }, (_, i) => r.alpha(i % 32, Math.floor(i / 32)) > 0);
    });
    for (let a = 0; a < names.length; a++)
      for (let b = a + 1; b < names.length; b++) {
        let differ = 0;
        let union = 0;
        for (let i = 0; i < 32 * 32; i++) {
          if (masks[a]![i] !== masks[b]![i]) differ++;
          if (masks[a]![i] || masks[b]![i]) union++;
        }
        assert.ok(differ / union >= 0.12, `${names[a]} and ${names[b]} share ${((1 - differ / union) * 100) | 0}%`);
      }
  });

  test('walking moves legs and wheels, so a walk cycle is not one picture repeated', () => {
    for (const name of ['walrus', 'elephant', 'car', 'bicycle', 'helicopter', 'duck']) {
      const frames = [0, 1, 2, 3].map((k) => render(name, 32, 32, 'walk', k, 4).toPng().toString('base64'));
      assert.ok(new Set(frames).size >= 2, name);
    }
  });

  test('the contact sheet holds every recipe and is the same every time', () => {
    const a = recipeSheet({ scale: 1, columns: 8 });
    const sheet = Raster.fromPng(a);
    assert.ok(sheet.width > 8 * 80 && sheet.height >= Math.ceil(names.length / 8) * 42);
    assert.deepEqual(a, recipeSheet({ scale: 1, columns: 8 }));
  });
});

describe('drawnAs and the words for each noun', () => {
  test('each recipe is drawn as itself, its other words as it, plurals too', () => {
    for (const name of names) assert.equal(drawnAs(name), `a ${name}`);
    const cases: [string, string][] = [
      ['mug', 'cup'],
      ['bin', 'trash can'],
      ['trashcan', 'trash can'],
      ['garbage can', 'trash can'],
      ['hydrant', 'fire hydrant'],
      ['spaceship', 'rocket'],
      ['bike', 'bicycle'],
      ['plane', 'airplane'],
      ['tortoise', 'turtle'],
      ['mall', 'shop'],
      ['shopping mall', 'shop'],
      ['saucer', 'ufo'],
      ['meteorite', 'asteroid'],
    ];
    for (const [word, name] of cases) assert.equal(drawnAs(word), `a ${name} (for "${word}")`, word);
    for (const plural of ['walruses', 'buses', 'octopuses', 'sharks', 'trash_cans'])
      assert.ok(recipeName(plural), plural);
  });

  test('nouns drawn before stay as they were, and a noun nobody draws stays undrawn', () => {
    assert.equal(drawnAs('fox'), 'a fox character');
    assert.equal(drawnAs('bat'), 'a bat');
    assert.equal(drawnAs('coin'), 'a coin');
    assert.equal(drawnAs('gold'), 'a coin (for "gold")');
    assert.equal(drawnAs('zeppelin'), undefined);
    assert.equal(drawnAs('can'), undefined, '"can" alone is a verb more often than a bin');
  });

  test('a description picks a recipe only for its subject', () => {
    const pick = (description: string, role: 'player' | 'enemy' | 'pickup' | 'projectile' | 'prop' | 'ui') =>
      namedRecipe(wordsOf(description), role);
    assert.equal(pick('walrus hero, side view facing right', 'player'), 'walrus');
    assert.equal(pick('hulking giant octopus, slow and tough', 'enemy'), 'octopus');
    assert.equal(pick('sparkling trash can', 'pickup'), 'trash can');
    assert.equal(pick('fireball the walrus throws', 'projectile'), undefined);
    assert.equal(pick('bat that patrols the lighthouse', 'enemy'), undefined);
    assert.equal(pick('sentinel that patrols the asteroid field', 'enemy'), undefined);
    assert.equal(pick('drone that patrols the asteroid field', 'enemy'), 'drone');
    assert.equal(pick('book pile, pushed around like a crate', 'prop'), undefined);
    assert.equal(pick('shark hunter', 'enemy'), undefined);
    assert.equal(pick('house', 'ui'), undefined, 'UI icons keep their icon shapes');
    assert.equal(figureName({ key: 'hero', role: 'player', description: 'walrus hero' }), 'walrus');
    assert.equal(figureName({ key: 'p', role: 'pickup', description: 'sparkling coin' }), 'coin thing');
  });
});

// sha256 of the PNGs these sprites had before the part-drawn nouns existed (main at 2d22fba, seed 7, forest theme).
const BEFORE: readonly [string, string][] = [
  ['fox hero, side view facing right', '81e5a4ff06d8a8e3d986a5a02204e657dd81dfc2f5ef3bfa6cd230e54ea930e0'],
  ['bat that patrols the cave', 'ba90575a075548e6e70fd91b8bebf90567614b9de840dbce300a568925a32cb5'],
  ['sparkling coin', 'c05fc7b6a29423db6085e81611006d2e16911d97c037dac8e42aa75da93ae89a'],
  ['sentinel that patrols the asteroid field', '457bfec01c72da8aeed59f781e658865acd5ed70cf8d2d2794804ec8af9c30e0'],
  ['fox courier carrying a lamp', '299b281b6925ff1c068780b2470f1adf33f780984f025a38a6b1baf1cfe2919e'],
];

describe('sprites that name none of the new nouns keep their bytes', () => {
  const anims = [
    { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
    { name: 'run', frames: 4, frameRate: 12, repeat: -1 },
    { name: 'hurt', frames: 2, frameRate: 10, repeat: 0 },
  ];
  const sheetOf = (key: string, role: SpritesheetAsset['role'], description: string, size: number, view: string) =>
    ({
      type: 'spritesheet',
      key,
      role,
      view,
      frameWidth: size,
      frameHeight: size,
      description,
      animations: anims,
    }) as SpritesheetAsset;
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const forest = themePalette(['forest']);

  test('a fox, a bat, a coin, an unknown sentinel and a fox carrying a lamp are the PNGs they were', () => {
    const assets = [
      sheetOf('hero', 'player', BEFORE[0]![0], 32, 'side'),
      sheetOf('patroller', 'enemy', BEFORE[1]![0], 32, 'side'),
      sheetOf('pickup', 'pickup', BEFORE[2]![0], 16, 'side'),
      sheetOf('chaser', 'enemy', BEFORE[3]![0], 32, 'side'),
      sheetOf('hero', 'player', BEFORE[4]![0], 32, 'top-down'),
    ];
    for (const [i, a] of assets.entries())
      assert.equal(sha(drawSpritesheet(a, forest, 7).toPng()), BEFORE[i]![1], a.description);
    const door = { type: 'image', key: 'exit', role: 'goal', width: 32, height: 32 } as const;
    const png = drawImage({ ...door, description: 'wooden door to the next floor' }, forest, 7).toPng();
    assert.equal(sha(png), '38ed0d894e4f714f36428c60bd97cafd1c46c41c2755f0b3f4a97a0ad78372b6');
  });
});
