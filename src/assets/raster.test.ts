import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Raster } from './raster.ts';

const RED = [255, 0, 0] as const;
const INK = [10, 10, 20] as const;

test('a raster encodes to a PNG that decodes to the same pixels, and the same pixels give the same bytes', () => {
  const r = new Raster(5, 3);
  r.rect(1, 1, 3, 1, RED);
  const bytes = r.toPng();
  assert.deepEqual([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(''), 'PNG');
  const back = Raster.fromPng(bytes);
  assert.equal(back.width, 5);
  assert.deepEqual(back.get(2, 1), [255, 0, 0, 255]);
  assert.deepEqual(back.get(0, 0), [0, 0, 0, 0]);
  assert.deepEqual(r.toPng(), bytes);
});

test('the outline surrounds a shape by exactly one pixel and never covers it', () => {
  const r = new Raster(7, 7);
  r.rect(2, 2, 3, 3, RED);
  r.outline(INK);
  assert.equal(r.coverage(), 9 + 12);
  assert.deepEqual(r.rgb(3, 3), RED);
  assert.deepEqual(r.rgb(1, 3), INK);
  assert.equal(r.alpha(1, 1), 0, 'corners stay open without diagonal outlining');
  r.outline(INK, true);
  assert.equal(r.alpha(0, 3), 255);
});

test('an ellipse is symmetric and a rotation by 90 degrees keeps every pixel', () => {
  const r = new Raster(16, 16);
  r.ellipse(2, 4, 12, 8, RED);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) assert.equal(r.alpha(x, y), r.alpha(15 - x, y));
  assert.equal(r.rotated(90).coverage(), r.coverage());
  assert.equal(r.flippedX().coverage(), r.coverage());
});

test('a raster refuses a size that is not whole positive pixels', () => {
  assert.throws(() => new Raster(0, 4), /whole positive pixels, got 0x4/);
  assert.throws(() => new Raster(2.5, 4), /2.5x4/);
});
