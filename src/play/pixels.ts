// Pixel facts the oracles need from screenshots: whether the region a text was drawn in is one colour (the text
// cannot be seen), and how much of the picture changed between two screenshots.
import { PNG } from 'pngjs';
import type { Rect } from '../harness/index.ts';

export interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

export function decodePicture(png: Buffer): Picture {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, data: image.data };
}

/** Channel difference under which two pixels count as the same colour (anti-aliasing of a visible text is more). */
const SAME_COLOUR = 24;

/**
 * The share of the region's pixels that have its commonest colour, or undefined when too little of the region is on
 * the picture to judge. A text drawn where this is ~1 left no mark: it cannot be read.
 */
export function uniformShare(picture: Picture, region: Rect): number | undefined {
  const x0 = Math.max(0, Math.floor(region.x));
  const y0 = Math.max(0, Math.floor(region.y));
  const x1 = Math.min(picture.width, Math.ceil(region.x + region.width));
  const y1 = Math.min(picture.height, Math.ceil(region.y + region.height));
  const area = (x1 - x0) * (y1 - y0);
  if (x1 - x0 < 4 || y1 - y0 < 4 || area < 0.5 * region.width * region.height) return undefined;
  const counts = new Map<number, number>();
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const p = (y * picture.width + x) * 4;
      const key = ((picture.data[p]! >> 4) << 8) | ((picture.data[p + 1]! >> 4) << 4) | (picture.data[p + 2]! >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  let top = 0;
  let topKey = 0;
  for (const [key, n] of counts)
    if (n > top) {
      top = n;
      topKey = key;
    }
  const ref = [((topKey >> 8) & 15) * 16 + 8, ((topKey >> 4) & 15) * 16 + 8, (topKey & 15) * 16 + 8];
  let same = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const p = (y * picture.width + x) * 4;
      if (
        Math.abs(picture.data[p]! - ref[0]!) <= SAME_COLOUR &&
        Math.abs(picture.data[p + 1]! - ref[1]!) <= SAME_COLOUR &&
        Math.abs(picture.data[p + 2]! - ref[2]!) <= SAME_COLOUR
      )
        same++;
    }
  return same / area;
}

/** The share of pixels whose colour changed by more than a little between two pictures of the same size. */
export function changedShare(a: Picture, b: Picture): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  const n = a.width * a.height;
  for (let i = 0; i < n * 4; i += 4)
    if (
      Math.abs(a.data[i]! - b.data[i]!) > 16 ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > 16 ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 16
    )
      changed++;
  return changed / n;
}
