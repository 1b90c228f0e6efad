// Named places' floors on top-down tilesets: which descriptions get them, and that the pixels are that place's floor.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backgroundScene } from './backgrounds.ts';
import { themePalette } from './palette.ts';
import { tilePlace, tilesDrawnAs } from './placeTiles.ts';
import type { TilesetAsset } from './registry.ts';
import { drawTileset } from './tileset.ts';

const tileset = (description: string): TilesetAsset => ({
  type: 'tileset',
  key: 'tiles',
  description,
  tileSize: 32,
  mode: 'floor-walls',
});

/** The distinct colours of the first floor frame. */
function floorColours(description: string): Set<string> {
  const r = drawTileset(tileset(description), themePalette(['city']), 1);
  const out = new Set<string>();
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 32; x++) {
      const [cr, cg, cb] = r.get(x, y);
      out.add(`${cr},${cg},${cb}`);
    }
  return out;
}

test('a tileset naming a place with a floor of its own is drawn as that place; others are not', () => {
  assert.equal(tilePlace('cornfield floor and tall corn walls'), 'cornfield');
  assert.equal(tilePlace('mining colony floor and steel bulkhead walls'), 'mining colony');
  assert.equal(tilesDrawnAs('checkered kitchen floor and wooden cupboard walls'), 'a checkered kitchen floor');
  assert.equal(tilesDrawnAs('grass floor and tall hedge walls'), undefined);
  // A place drawn only as a backdrop (an arena) has no floor of its own.
  assert.equal(tilesDrawnAs('arena floor and stone walls'), undefined);
});

test('the kitchen floor is a two-colour checkerboard; the cornfield floor holds green stalks on brown soil', () => {
  const kitchen = floorColours('checkered kitchen floor and wooden cupboard walls');
  assert.equal(kitchen.size, 2, `checks: ${[...kitchen].join(' ')}`);
  const corn = [...floorColours('cornfield floor and tall corn walls')].map((c) => c.split(',').map(Number));
  assert.ok(
    corn.some(([r, g, b]) => g! > r! + 20 && g! > b! + 20),
    'a green stalk',
  );
  assert.ok(
    corn.some(([r, g, b]) => r! > g! && g! > b!),
    'brown soil',
  );
  // A floor with no place keeps the palette's plain floor, many shades of one colour, no checks.
  assert.notDeepEqual(floorColours('grass floor and tall hedge walls'), kitchen);
});

test('backdrops named by the new places are painted as them', () => {
  assert.equal(backgroundScene('the moon'), 'moon surface');
  assert.equal(backgroundScene('the bamboo rooftops'), 'bamboo rooftops');
  assert.equal(backgroundScene('the crossroads of the night train'), 'night train');
  assert.equal(backgroundScene('the storm over the harbour of the island'), 'storm');
  assert.equal(backgroundScene('neon city skyline'), undefined);
});
