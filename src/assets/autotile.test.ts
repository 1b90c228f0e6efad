import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  autotile,
  BLOB47_MASKS,
  blobTileIndex,
  describeBlobMask,
  E,
  N,
  NE,
  NW,
  reduceBlobMask,
  S,
  SE,
  SW,
  W,
} from './autotile.ts';

const grid = (rows: string[]) => rows.map((r) => [...r].map((c) => c === '#'));
const tileOf = (mask: number) => BLOB47_MASKS.indexOf(mask);

test('all 256 neighbourhoods reduce to exactly 47 classes', () => {
  const classes = new Set(Array.from({ length: 256 }, (_, m) => reduceBlobMask(m)));
  assert.equal(classes.size, 47);
  assert.equal(BLOB47_MASKS.length, 47);
});

test('each class maps to its own tile index, 0-46, and every mask in a class to the same one', () => {
  const indexByClass = new Map<number, number>();
  for (let m = 0; m < 256; m++) {
    const cls = reduceBlobMask(m);
    const index = blobTileIndex(m);
    assert.ok(index >= 0 && index < 47);
    if (indexByClass.has(cls))
      assert.equal(indexByClass.get(cls), index, `mask ${m} is in class ${cls} but got another tile`);
    indexByClass.set(cls, index);
  }
  assert.equal(new Set(indexByClass.values()).size, 47, 'no two classes share a tile');
});

test('a corner counts only when both edges beside it are solid', () => {
  assert.equal(reduceBlobMask(N | NE), N);
  assert.equal(reduceBlobMask(NE | SE | SW | NW), 0);
  assert.equal(reduceBlobMask(N | E | NE), N | E | NE);
  assert.equal(reduceBlobMask(S | W | SW | NW), S | W | SW);
  assert.equal(reduceBlobMask(0xff), 0xff);
});

test('an isolated island, end caps and corridors get their tiles', () => {
  const t = autotile(grid(['.......', '.#.###.', '.......', '.#.....', '.#.....', '.#.....']), { outside: 'empty' });
  assert.equal(t[1]![1], tileOf(0), 'island');
  assert.equal(t[1]![3], tileOf(E), 'left end cap: only east is solid');
  assert.equal(t[1]![4], tileOf(E | W), 'horizontal corridor');
  assert.equal(t[1]![5], tileOf(W), 'right end cap');
  assert.equal(t[3]![1], tileOf(S), 'top end cap');
  assert.equal(t[4]![1], tileOf(N | S), 'vertical corridor');
  assert.equal(t[5]![1], tileOf(N), 'bottom end cap');
  assert.equal(t[0]![0], -1, 'empty stays empty');
});

test('a filled block gets corners, edges and a centre; an inner corner gets its own tile', () => {
  const t = autotile(grid(['.....', '.###.', '.###.', '.###.', '.....']), { outside: 'empty' });
  assert.equal(t[2]![2], tileOf(0xff), 'centre');
  assert.equal(t[1]![1], tileOf(E | S | SE), 'top-left outer corner');
  assert.equal(t[1]![2], tileOf(E | S | W | SE | SW), 'top edge');
  assert.equal(t[3]![3], tileOf(N | W | NW), 'bottom-right outer corner');
  const inner = autotile(grid(['###', '###', '##.']), { outside: 'empty' });
  assert.equal(inner[1]![1], tileOf(0xff & ~SE), 'inner corner: every neighbour but the south-east one');
  assert.notEqual(inner[1]![1], tileOf(0xff));
});

test('cells beyond the edge count as solid by default, so ground runs off the map without a border', () => {
  const t = autotile(grid(['###', '###']));
  assert.ok(t.flat().every((i) => i === tileOf(0xff)));
  const open = autotile(grid(['###', '###']), { outside: 'empty' });
  assert.equal(open[0]![0], tileOf(E | S | SE));
});

test('masks have short readable names', () => {
  assert.equal(describeBlobMask(0), 'island');
  assert.equal(describeBlobMask(N | E | NE | NW), 'N E · ne');
});
