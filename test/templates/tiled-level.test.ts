// Levels of made platformer, top_down and grid_logic games ship as Tiled maps: each follows Tiled's JSON map format, is
// in the asset pack (Phaser's Tiled loader), and the core's reader turns it back into exactly the level the golden path
// was planned on; a level edited in Tiled is the level the game plays.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { z } from 'zod';
import { generateGameAssets } from '../../src/assets/index.ts';
import type { Gdd } from '../../src/make/gdd.ts';
import { designGdd, writtenCopy } from '../../src/make/modes/shared/testing.ts';
import { tiledLevelRows } from '../../templates/core/src/core/tiledLevel.ts';
import { familyGenerator } from '../../src/make/dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');
const platformerGenerator = familyGenerator('platformer');
const topDownGenerator = familyGenerator('top_down');

/** The fields Tiled's JSON map format requires (doc.mapeditor.org, "JSON Map Format"), for what the writer makes. */
const TiledProperty = z.object({
  name: z.string(),
  type: z.enum(['string', 'int', 'float', 'bool']),
  value: z.unknown(),
});
const TiledMapFormat = z.object({
  type: z.literal('map'),
  version: z.string(),
  tiledversion: z.string(),
  orientation: z.enum(['orthogonal', 'isometric', 'staggered', 'hexagonal']),
  renderorder: z.enum(['right-down', 'right-up', 'left-down', 'left-up']),
  infinite: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  tilewidth: z.number().int().positive(),
  tileheight: z.number().int().positive(),
  nextlayerid: z.number().int(),
  nextobjectid: z.number().int(),
  layers: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('tilelayer'),
        id: z.number().int(),
        name: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        x: z.number(),
        y: z.number(),
        opacity: z.number(),
        visible: z.boolean(),
        data: z.array(z.number().int().nonnegative()),
      }),
      z.object({
        type: z.literal('objectgroup'),
        id: z.number().int(),
        name: z.string(),
        draworder: z.enum(['topdown', 'index']),
        opacity: z.number(),
        visible: z.boolean(),
        x: z.number(),
        y: z.number(),
        objects: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            type: z.string(),
            x: z.number(),
            y: z.number(),
            width: z.number(),
            height: z.number(),
            rotation: z.number(),
            visible: z.boolean(),
            point: z.boolean().optional(),
            properties: z.array(TiledProperty).optional(),
          }),
        ),
      }),
    ]),
  ),
  tilesets: z
    .array(
      z.object({
        firstgid: z.number().int().positive(),
        name: z.string(),
        image: z.string(),
        imagewidth: z.number().int().positive(),
        imageheight: z.number().int().positive(),
        tilewidth: z.number().int().positive(),
        tileheight: z.number().int().positive(),
        tilecount: z.number().int().positive(),
        columns: z.number().int().positive(),
        margin: z.number().int(),
        spacing: z.number().int(),
      }),
    )
    .min(1),
});

/** How each family's Level.ts reads a map back: the empty character, and whether rows are ragged (trimmed). */
type ReadBack = (level: Gdd['sections']['levels'][number]) => { empty: string; ragged: boolean };
/** The family's MadeLevelScene.ts files in a made copy (src/family/ and its modes' folders), as one text. */
function madeLevelScene(dir: string): string {
  const family = join(dir, 'src', 'family');
  const files = readdirSync(family, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('MadeLevelScene.ts'),
  );
  return files.map((f) => readFileSync(join(family, f), 'utf8')).join('\n');
}

const dotted: ReadBack = () => ({ empty: '.', ragged: false });
const gridReadBack: ReadBack = (level) =>
  level.ascii.some((row) => row.includes('@') || row.includes('+'))
    ? { empty: ' ', ragged: true }
    : { empty: '.', ragged: false };

for (const [generator, prompt, readBack] of [
  [platformerGenerator, 'a platformer where a fox collects gems and stomps snails, 2 levels', dotted],
  [topDownGenerator, 'a top-down dungeon crawler where a wizard fights skeletons', dotted],
  [gridLogicGenerator, 'a penguin pushing ice blocks across a frozen lake', gridReadBack],
  [gridLogicGenerator, 'a 2048 sliding tile puzzle', gridReadBack],
] as const) {
  test(`${generator.archetype} levels ("${prompt}") ship as Tiled maps that read back into the same level`, () => {
    const gdd = designGdd(generator, prompt, 1);
    writtenCopy(generator, gdd, (dir) => {
      generateGameAssets(dir, { seed: 1 });
      const pack = readFileSync(join(dir, 'public', 'assets', 'asset-pack.json'), 'utf8');
      for (const level of gdd.sections.levels) {
        const file = join(dir, 'public', 'assets', `level-${level.key}.json`);
        assert.ok(existsSync(file), `level ${level.key} has a map`);
        assert.ok(pack.includes(`"tilemapTiledJSON"`) && pack.includes(`assets/level-${level.key}.json`));
        const map = TiledMapFormat.parse(JSON.parse(readFileSync(file, 'utf8')));
        assert.ok(existsSync(join(dir, 'public', 'assets', map.tilesets[0]!.image)), 'the tileset image is beside it');
        for (const layer of map.layers)
          if (layer.type === 'tilelayer') assert.equal(layer.data.length, map.width * map.height);
        // What Phaser's Tiled loader caches for the key: the parsed JSON under `data`.
        const scene = {
          cache: { tilemap: { get: (key: string) => (key === `level-${level.key}` ? { data: map } : undefined) } },
        };
        const { empty, ragged } = readBack(level);
        const rows = tiledLevelRows(scene as never, `level-${level.key}`, '#', empty);
        assert.deepEqual(
          ragged ? rows?.map((row) => row.trimEnd()) : rows,
          level.ascii,
          'the map is exactly the planned level',
        );
      }
      // The game's Level reads them, or the family's Made*LevelScene it extends (the same code for every made game).
      const levelTs = readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
      const made = /from '\.\.\/family\/index\.ts'/.test(levelTs) && /extends Made/.test(levelTs);
      const reader = made ? madeLevelScene(dir) : levelTs;
      assert.ok(
        reader.includes('tiledLevelRows(this, `level-$' + '{info.id}`'),
        'the game reads its levels from the maps',
      );
    });
  });
}

test('a level edited in Tiled plays as edited, and an object without a marker is a clear error', () => {
  const map = {
    width: 3,
    height: 2,
    tilewidth: 32,
    tileheight: 32,
    layers: [
      { type: 'tilelayer', name: 'ground', data: [0, 0, 0, 5, 5, 0] },
      {
        type: 'objectgroup',
        name: 'objects',
        objects: [{ name: 'coin', x: 80, y: 16, properties: [{ name: 'marker', value: 'o' }] }],
      },
    ],
  };
  const scene = (data: unknown) => ({ cache: { tilemap: { get: () => ({ data }) } } }) as never;
  assert.deepEqual(tiledLevelRows(scene(map), 'level-a'), ['..o', '##.']);
  const broken = structuredClone(map);
  broken.layers[1]!.objects![0]!.properties = [];
  assert.throws(
    () => tiledLevelRows(scene(broken), 'level-a'),
    /level map "level-a", object "coin".*"marker" property/,
  );
});
