import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BLOB47_MASKS, E, S, SE, SW, W } from './autotile.ts';
import { parseAssetRegistry, type TilesetAsset } from './registry.ts';
import { buildTiledMap, type TiledObjectLayer, type TiledTileLayer } from './tilemap.ts';

function tileset(mode: 'blob47' | 'floor-walls', maps: unknown[]): TilesetAsset {
  const r = parseAssetRegistry({ version: 1, assets: [{ type: 'tileset', key: 'tiles', tileSize: 16, mode, maps }] });
  return r.assets[0] as TilesetAsset;
}
const gidOf = (mask: number, first = 0) => first + BLOB47_MASKS.indexOf(mask) + 1;

test('an ASCII platformer level becomes a Tiled map: autotiled ground and markers at tile centres', () => {
  const ts = tileset('blob47', [
    { key: 'level-1', layout: ['.......', '.P...G.', '..###..', '#######'], markers: { P: 'player', G: 'gem' } },
  ]);
  const map = buildTiledMap(ts.maps![0]!, ts, 'tiles.png');
  assert.equal(map.width, 7);
  assert.equal(map.height, 4);
  assert.equal(map.tilewidth, 16);
  const ground = map.layers[0] as TiledTileLayer;
  assert.equal(ground.type, 'tilelayer');
  assert.equal(ground.name, 'ground');
  assert.equal(ground.data.length, 28);
  const at = (x: number, y: number) => ground.data[y * 7 + x];
  assert.equal(at(0, 0), 0, 'empty cells carry gid 0');
  assert.equal(
    at(2, 2),
    gidOf(E | S | SE),
    'left end of the raised block: open above and to the left (so the south-west corner does not count)',
  );
  assert.equal(at(3, 2), gidOf(E | W | S | SE | SW), 'middle of the raised block: a top edge');
  assert.equal(
    at(0, 3),
    gidOf(E | S | W | SE | SW),
    'ground at the left edge runs off the map: outside counts as solid',
  );
  assert.equal(at(3, 3), gidOf(0xff), 'under the middle of the block: surrounded');
  assert.equal(
    at(1, 3),
    gidOf(E | S | W | SE | SW),
    'beside the block the ground is open above: the diagonal block does not count',
  );
  const objects = map.layers[1] as TiledObjectLayer;
  assert.equal(objects.type, 'objectgroup');
  assert.deepEqual(
    objects.objects.map((o) => [o.name, o.x, o.y]),
    [
      ['player', 24, 24],
      ['gem', 88, 24],
    ],
  );
  assert.equal(map.nextobjectid, 3);
  assert.deepEqual(map.tilesets[0], {
    firstgid: 1,
    name: 'tiles',
    image: 'tiles.png',
    imagewidth: 128,
    imageheight: 96,
    tilewidth: 16,
    tileheight: 16,
    tilecount: 48,
    columns: 8,
    margin: 0,
    spacing: 0,
  });
});

test(
  'floor/walls mode puts floor under every cell and autotiled ' + 'walls above it, gids after the two floor frames',
  () => {
    const ts = tileset('floor-walls', [
      { key: 'room', layout: ['#####', '#...#', '#.E.#', '#####'], markers: { E: 'enemy' } },
    ]);
    const map = buildTiledMap(ts.maps![0]!, ts, 'tiles.png');
    const [floor, walls, objects] = map.layers as [TiledTileLayer, TiledTileLayer, TiledObjectLayer];
    assert.deepEqual([floor.name, walls.name, objects.name], ['floor', 'walls', 'objects']);
    assert.ok(floor.data.every((g) => g === 1 || g === 2));
    assert.equal(walls.data[1 * 5 + 1], 0);
    assert.equal(walls.data[0], gidOf(0xff & ~SE, 2), 'top-left wall: the room opens at its south-east diagonal');
    assert.equal(walls.data[2], gidOf((0xff & ~(S | SE | SW)) | E | W, 2), 'top wall over the room');
    assert.equal(map.tilesets[0]!.tilecount, 56);
    assert.deepEqual(
      objects.objects.map((o) => [o.name, o.x, o.y, o.point]),
      [['enemy', 40, 40, true]],
    );
  },
);

test('a custom legend makes other characters solid or empty', () => {
  const ts = tileset('blob47', [{ key: 'l', layout: ['xx', 'x~'], legend: { x: 'solid', '~': 'empty' } }]);
  const ground = buildTiledMap(ts.maps![0]!, ts, 't.png').layers[0] as TiledTileLayer;
  assert.equal(ground.data[3], 0);
  assert.ok(ground.data.slice(0, 3).every((g) => g > 0));
});
