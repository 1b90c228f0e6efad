import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { BLOB47_MASKS, N, S } from './autotile.ts';
import { themePalette } from './palette.ts';
import type { Raster } from './raster.ts';
import type { TilesetAsset } from './registry.ts';
import { drawTileset, tilesetLayout } from './tileset.ts';

const asset = (mode: TilesetAsset['mode'], tileSize = 16, description = 'grass ground'): TilesetAsset => ({
  type: 'tileset',
  key: 'tiles',
  description,
  tileSize,
  mode,
});
const palette = themePalette(['forest']);

function frame(
  r: Raster,
  index: number,
  size: number,
): { hash: string; opaque: number; at: (x: number, y: number) => [number, number, number, number] } {
  const ox = (index % 8) * size;
  const oy = Math.floor(index / 8) * size;
  const h = createHash('sha256');
  let opaque = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const px = r.get(ox + x, oy + y);
      h.update(Uint8Array.from(px));
      if (px[3] > 0) opaque++;
    }
  return { hash: h.digest('hex'), opaque, at: (x, y) => r.get(ox + x, oy + y) };
}

test('the image has 8 frames per row: 47 blob frames, or 2 floor frames then 47 wall frames', () => {
  assert.deepEqual(tilesetLayout('blob47'), { columns: 8, rows: 6, frames: 47, firstWallFrame: 0 });
  assert.deepEqual(tilesetLayout('floor-walls'), { columns: 8, rows: 7, frames: 49, firstWallFrame: 2 });
  const blob = drawTileset(asset('blob47'), palette, 1);
  assert.equal(blob.width, 128);
  assert.equal(blob.height, 96);
  assert.equal(frame(blob, 47, 16).opaque, 0, 'the cell after the last frame stays empty');
  const top = drawTileset(asset('floor-walls', 24), palette, 1);
  assert.equal(top.width, 192);
  assert.equal(top.height, 168);
  assert.equal(frame(top, 0, 24).opaque, 24 * 24, 'floor frames are solid');
  assert.notEqual(frame(top, 0, 24).hash, frame(top, 1, 24).hash, 'two different floor variants');
});

test('every one of the 47 masks has its own picture', () => {
  for (const mode of ['blob47', 'floor-walls'] as const) {
    const r = drawTileset(asset(mode), palette, 1);
    const first = tilesetLayout(mode).firstWallFrame;
    const hashes = BLOB47_MASKS.map((_, i) => frame(r, first + i, 16).hash);
    assert.equal(new Set(hashes).size, 47, `${mode}: some masks share a picture`);
  }
});

test(
  'a surrounded tile is all body, an island is outlined on every side, and ground open ' + 'above carries its surface',
  () => {
    const size = 16;
    const r = drawTileset(asset('blob47', size), palette, 1);
    const full = frame(r, BLOB47_MASKS.indexOf(0xff), size);
    assert.equal(full.opaque, size * size);
    const island = frame(r, BLOB47_MASKS.indexOf(0), size);
    const dark = (p: number[]) => p[3]! > 0 && p[0]! + p[1]! + p[2]! < 150;
    for (const [x, y] of [
      [8, 0],
      [8, 15],
      [0, 8],
      [15, 8],
    ] as const)
      assert.ok(dark(island.at(x, y)), `island edge pixel (${x},${y}) is not outline`);
    const topEdge = frame(r, BLOB47_MASKS.indexOf(0xff & ~(N | 2 | 128)), size);
    const [gr, gg, gb] = topEdge.at(8, 2);
    assert.ok(gg > gr && gg > gb, 'grass (green) just under the top outline of an open-topped tile');
    const bottomEdge = frame(r, BLOB47_MASKS.indexOf(0xff & ~(S | 8 | 32)), size);
    assert.ok(dark(bottomEdge.at(8, 15)));
    assert.ok(!dark(bottomEdge.at(8, 0)), 'no outline toward a solid neighbour');
  },
);

test('the same tileset and seed give the same pixels; the description picks the material', () => {
  assert.deepEqual(drawTileset(asset('blob47'), palette, 5).toPng(), drawTileset(asset('blob47'), palette, 5).toPng());
  const stone = drawTileset(asset('blob47', 16, 'grey stone bricks'), palette, 5);
  const grass = drawTileset(asset('blob47', 16, 'grass ground'), palette, 5);
  assert.notDeepEqual(stone.toPng(), grass.toPng());
});
