// Test helper shared by the sprite tests: the colour a player reads a sprite by.
import type { Rgb } from './color.ts';
import type { Raster } from './raster.ts';

/** The most common colour of a sprite other than its outline. */
export function dominant(r: Raster, outline: Rgb): Rgb {
  const counts = new Map<string, number>();
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      if (r.alpha(x, y) === 0) continue;
      const c = r.rgb(x, y);
      if (c.every((v, i) => v === outline[i])) continue;
      counts.set(c.join(','), (counts.get(c.join(',')) ?? 0) + 1);
    }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  return best.split(',').map(Number) as unknown as Rgb;
}
