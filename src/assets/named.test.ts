// Things prompts name that the art used to draw as a generic figure: people by their role, more animals and things,
// named places as backgrounds, and colour and season words; each is drawn as itself and drawnAs says so.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { drawBackground } from './backgrounds.ts';
import { characterLook } from './characters.ts';
import { deltaE2000, toOklch } from './color.ts';
import { drawnAs, drawnColour } from './nouns.ts';
import { themePalette } from './palette.ts';
import { createRandom } from './random.ts';
import type { Raster } from './raster.ts';
import type { AssetRole, BackgroundAsset, SpritesheetAsset } from './registry.ts';
import { drawSpritesheet, figureName } from './sprites.ts';
import { wordsOf } from './words.ts';
import { dominant } from './dominant.testing.ts';

const meadow = themePalette(['meadow']);
const sheet = (description: string, role: AssetRole, view = 'side', key = 'k'): Raster =>
  drawSpritesheet(
    {
      type: 'spritesheet',
      key,
      role,
      view,
      frameWidth: 32,
      frameHeight: 32,
      description,
      animations: [
        { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
        { name: 'attack', frames: 2, frameRate: 8, repeat: 0 },
      ],
    } as SpritesheetAsset,
    meadow,
    3,
  );
const png = (r: Raster) => r.toPng().toString('base64');

describe('people by their role', () => {
  // What shows each role at sprite size, as the look's fields.
  const ROLES: [string, Record<string, unknown>][] = [
    ['explorer', { headwear: 'pith' }],
    ['farmer', { headwear: 'straw', outfit: 'overalls' }],
    ['space marine', { headwear: 'helmet', outfit: 'armour', big: true }],
    ['old man', { beard: true, prop: 'cane' }],
    ['drummer', { prop: 'drumsticks' }],
    ['girl', { longHair: true, outfit: 'dress' }],
    ['detective', { headwear: 'fedora', outfit: 'coat', prop: 'magnifier' }],
    ['cadet', { headwear: 'cap', outfit: 'uniform' }],
    ['lighthouse keeper', { headwear: 'cap', prop: 'lantern' }],
    ['vampire lord', { outfit: 'cape' }],
    ['druid', { headwear: 'hood', outfit: 'robe', prop: 'staff' }],
    ['swamp hag', { headwear: 'hood', nose: true }],
    ['marsh queen', { headwear: 'crown', outfit: 'dress' }],
    ['bog troll', { big: true, ears: 'pointy' }],
    ['cat burglar', { mask: true, prop: 'sack', species: 'human', ears: 'none', tail: 'none' }],
    ['lich', { species: 'skeleton', headwear: 'wizard', outfit: 'robe' }],
  ];

  test('each role word wears or holds what shows its role, and drawnAs names it', () => {
    for (const [role, expected] of ROLES) {
      const look = characterLook(wordsOf(`the ${role}`), 'npc', meadow, createRandom(1, role));
      for (const [field, value] of Object.entries(expected))
        assert.equal((look as unknown as Record<string, unknown>)[field], value, `${role}: ${field}`);
      assert.equal(drawnAs(role), `a ${role} character`);
    }
  });

  test('a role is drawn unlike the figure an unknown word gets, as a person even when it is an enemy', () => {
    for (const [role] of ROLES)
      for (const part of ['player', 'enemy'] as const) {
        const drawn = sheet(role, part);
        assert.ok(drawn.coverage() > 0, role);
        assert.notEqual(png(drawn), png(sheet('plumber', part)), `${role} as ${part} looks like a plumber`);
        assert.equal(figureName({ key: 'k', role: part, description: role }), 'character', role);
      }
    // Front and back views (top-down games) draw them too.
    assert.notEqual(png(sheet('detective', 'npc', 'top-down')), png(sheet('plumber', 'npc', 'top-down')));
  });

  test('unknown roles keep their old look and stay undrawn', () => {
    assert.equal(drawnAs('plumber'), undefined);
    assert.equal(drawnAs('cat'), 'a cat character', 'a cat alone is still the animal');
    const look = characterLook(['plumber'], 'npc', meadow, createRandom(1, 'x'));
    assert.deepEqual([look.prop, look.outfit, look.beard, look.mask, look.big], ['none', 'none', false, false, false]);
  });
});

describe('animals and things', () => {
  const NOUNS = [
    'beaver',
    'raccoon',
    'seal',
    'yeti',
    'dinosaur',
    'moth',
    'chicken',
    'trout',
    'slug',
    'log',
    'snowball',
    'cheese',
    'idol',
    'diamond',
    'oxygen tank',
    'stalactite',
    'drone',
    'tank',
    'alien',
    'meteor',
  ];

  test('each is drawn as itself, not as the generic figure, and drawnAs names it', () => {
    for (const noun of NOUNS) {
      assert.equal(drawnAs(noun), `a ${noun}`);
      for (const role of ['enemy', 'pickup'] as const) {
        assert.equal(figureName({ key: 'k', role, description: noun }), noun, `${noun} as ${role}`);
        const drawn = sheet(noun, role);
        assert.ok(drawn.coverage() > 32 * 32 * 0.05, `${noun} as ${role} is almost empty`);
        assert.notEqual(png(drawn), png(sheet('zeppelin', role)), `${noun} as ${role} is the generic figure`);
      }
    }
    assert.equal(drawnAs('cheese wedge'), 'a cheese (for "cheese wedge")');
    assert.equal(drawnAs('hens'), 'a chicken (for "hens")');
    assert.equal(drawnAs('snake'), 'a snake', 'snakes were drawn before');
    assert.equal(drawnAs('key'), 'a key', 'keys were drawn before');
  });

  test('a trout is a fish with spots, an alien is no person, a lich is a skeletal mage', () => {
    assert.equal(figureName({ key: 'k', role: 'enemy', description: 'spotted trout' }), 'trout');
    assert.equal(figureName({ key: 'k', role: 'enemy', description: 'little green alien' }), 'alien');
    const lich = characterLook(['lich'], 'boss', meadow, createRandom(1, 'x'));
    assert.equal(lich.species, 'skeleton');
    assert.equal(lich.headwear, 'wizard');
  });

  test('a pickup named for a creature is that creature, as drawnAs says; other pickups keep their shapes', () => {
    assert.equal(drawnAs('fish'), 'a fish');
    assert.equal(figureName({ key: 'pickup', role: 'pickup', description: 'sparkling fish' }), 'fish creature');
    assert.equal(figureName({ key: 'pickup', role: 'pickup', description: 'fish on a plate' }), 'fish creature');
    assert.equal(figureName({ key: 'pickup', role: 'pickup', description: 'sparkling jewel' }), 'gem thing');
    assert.equal(figureName({ key: 'pickup', role: 'pickup', description: 'sparkling gold coin' }), 'coin thing');
  });
});

describe('named places and seasons', () => {
  const bg = (description: string, theme = ['meadow'], tileable = false): Raster =>
    drawBackground(
      { type: 'background', key: 'bg', description, width: 160, height: 90, tileable } as BackgroundAsset,
      themePalette(theme),
      1,
    );
  const PLACES: [string, string][] = [
    ['kitchen', 'kitchen'],
    ['river', 'river'],
    ['lake', 'lake'],
    ['tomb', 'tomb'],
    ['museum', 'museum'],
    ['mining colony', 'mining colony'],
    ['moon surface', 'moon surface'],
    ['rooftops', 'rooftops'],
    ['cornfield', 'cornfield'],
    ['marketplace', 'market'],
    ['neon arcade', 'neon arcade'],
    ['ice palace', 'ice palace'],
    ['arena', 'arena'],
    ['race track', 'race track'],
    ['storm', 'storm'],
  ];

  test('each place is its own background, unlike the default one, and drawnAs names it', () => {
    const plain = png(bg('background'));
    const seen = new Set<string>([plain]);
    for (const [words, kind] of PLACES) {
      assert.equal(drawnAs(words), `${kind} scenery`);
      const drawn = png(bg(`a ${words} at dusk`));
      assert.ok(!seen.has(drawn), `${words} draws the same picture as another place`);
      seen.add(drawn);
    }
    assert.equal(drawnAs('cave bat'), undefined, 'a place word inside another name is no place');
  });

  test('season words change the scenery and drawnAs says so', () => {
    assert.equal(drawnAs('autumn forest'), 'autumn trees scenery');
    assert.equal(drawnAs('frozen lake'), 'frozen lake scenery');
    assert.equal(drawnAs('snowy forest'), 'snowy trees scenery');
    assert.notEqual(png(bg('autumn forest', ['forest'])), png(bg('forest', ['forest'])));
    assert.notEqual(png(bg('frozen lake')), png(bg('lake')));
    // Autumn leaves are warm: more orange and red pixels than the evergreen wood has.
    const warm = (r: Raster) => {
      let n = 0;
      for (let y = 0; y < r.height; y++)
        for (let x = 0; x < r.width; x++) {
          const { c, h } = toOklch(r.rgb(x, y));
          if (c > 0.08 && (h < 75 || h > 350)) n++;
        }
      return n;
    };
    assert.ok(warm(bg('autumn forest', ['forest'])) > warm(bg('forest', ['forest'])) + 50);
  });

  test('older descriptions keep their scenery: the first place word decides, and "rivers of" is no river', () => {
    assert.equal(png(bg('castle by the river')), png(bg('castle')));
    assert.equal(png(bg('volcano with rivers of lava')), png(bg('volcano with pools of lava')));
  });
});

describe('colour words', () => {
  test('a colour word before a drawn thing paints it and drawnAs and drawnColour say so', () => {
    assert.equal(drawnAs('golden apple'), 'a golden fruit (for "golden apple")');
    assert.equal(drawnColour('golden apples'), 'golden');
    assert.equal(drawnAs('red car'), 'a red car');
    assert.equal(drawnColour('apple'), undefined);
    assert.equal(drawnAs('red knight'), undefined, 'people wear colours; the colour says nothing about the figure');
    assert.equal(drawnColour('frozen lakes'), undefined, 'a place word is no colour');
    assert.equal(drawnColour('stone idol'), undefined, 'a material is not claimed as the colour');
    const apple = dominant(sheet('apple', 'pickup'), meadow.outline);
    const golden = dominant(sheet('golden apple', 'pickup'), meadow.outline);
    assert.ok(deltaE2000(golden, [239, 189, 36]) < 12, `a golden apple is ${golden}`);
    for (const [word, hue] of [
      ['red', 25],
      ['blue', 255],
      ['green', 145],
      ['silver', -1],
      ['neon', 340],
    ] as const) {
      const thing = dominant(sheet(`${word} trout`, 'npc'), meadow.outline);
      const plain = dominant(sheet('trout', 'npc'), meadow.outline);
      assert.notDeepEqual(thing, plain, word);
      const { h, c } = toOklch(thing);
      if (hue < 0) assert.ok(c < 0.05, `a silver trout is grey, not ${thing}`);
      else assert.ok(Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue)) < 30, `a ${word} trout has hue ${h}`);
    }
    assert.notDeepEqual(golden, apple);
  });

  test('a colour that would hide a role takes the nearest shade that keeps it apart', () => {
    // Blue enemies in a game whose player is blue: still blue, never the player's blue.
    const blue = dominant(sheet('blue car', 'enemy'), meadow.outline);
    const { h } = toOklch(blue);
    assert.ok(h > 200 && h < 300, `the blue car is ${blue}`);
    assert.ok(deltaE2000(blue, meadow.roles.player.base) >= 20);
  });
});

test('a word for the part played is no look: a lich boss is drawn as a lich', () => {
  assert.equal(drawnAs('lich boss'), 'a lich character');
  assert.equal(drawnAs('walrus hero'), 'a walrus');
  assert.equal(drawnAs('zeppelin boss'), undefined);
});
