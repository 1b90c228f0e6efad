import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drawBackground, isOpaque } from './backgrounds.ts';
import { deltaE2000, toHex } from './color.ts';
import { themePalette } from './palette.ts';
import { Raster } from './raster.ts';
import type { BackgroundAsset } from './registry.ts';

const bg = (over: Partial<BackgroundAsset>): BackgroundAsset => ({
  type: 'background',
  key: 'bg',
  description: '',
  width: 320,
  height: 180,
  tileable: true,
  ...over,
});

/** Mean absolute RGB difference between two columns. */
function columnDiff(r: Raster, a: number, b: number): number {
  let sum = 0;
  for (let y = 0; y < r.height; y++) {
    const p = r.get(a, y);
    const q = r.get(b, y);
    sum += Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) + Math.abs(p[3] - q[3]);
  }
  return sum / r.height;
}

/** How the step from the last column back to the first compares with the steps between neighbouring columns inside. */
function seam(r: Raster): { wrap: number; p99: number } {
  const inside = Array.from({ length: r.width - 1 }, (_, x) => columnDiff(r, x, x + 1)).sort((a, b) => a - b);
  return { wrap: columnDiff(r, r.width - 1, 0), p99: inside[Math.floor(inside.length * 0.99)]! };
}

const SCENES: [string[], string][] = [
  [['forest'], 'distant hills'],
  [['forest'], 'near trees'],
  [['desert'], 'dunes'],
  [['city'], 'skyline'],
  [['snow'], 'mountains'],
  [['cave'], 'cave'],
  [['castle'], 'castle'],
  [['ocean'], 'sea'],
  [['space'], 'stars'],
  [['sky'], 'clouds'],
  [['forest'], 'autumn forest'],
  [['snow'], 'snowy woods'],
  [['meadow'], 'kitchen'],
  [['meadow'], 'river'],
  [['snow'], 'frozen lake'],
  [['desert'], 'tomb'],
  [['city'], 'museum'],
  [['space'], 'mining colony'],
  [['space'], 'moon surface'],
  [['night'], 'rooftops'],
  [['meadow'], 'cornfield'],
  [['city'], 'market square'],
  [['city'], 'neon arcade'],
  [['snow'], 'ice palace'],
  [['desert'], 'arena'],
  [['city'], 'race track'],
  [['night'], 'storm'],
];

test('tileable layers join their right edge to their left edge like any two neighbouring columns', () => {
  for (const [theme, description] of SCENES)
    for (const parallax of [0.1, 0.6]) {
      const layer = bg({ description, parallax });
      const r = drawBackground(layer, themePalette(theme), 4, [bg({ key: 'behind', parallax: 0 }), layer]);
      const { wrap, p99 } = seam(r);
      assert.ok(
        wrap <= p99,
        `[${theme}] "${description}" parallax ${parallax}: the seam step ${wrap.toFixed(1)} exceeds 99% of ` +
          `the steps inside (${p99.toFixed(1)})`,
      );
    }
});

test('the seam measure does catch a layer that does not tile', () => {
  const r = drawBackground(bg({ description: 'distant hills', parallax: 0.1 }), themePalette(['forest']), 4);
  const cut = new Raster(Math.round(r.width * 0.63), r.height);
  cut.copyRegion(r, 0, 0, cut.width, r.height, 0, 0);
  const { wrap, p99 } = seam(cut);
  assert.ok(wrap > p99, 'cutting a tileable layer short leaves a visible seam');
});

test('opaque layers fill every pixel; a layer in front of a slower scrolling layer leaves its sky open', () => {
  const far = bg({ key: 'far', parallax: 0.2 });
  const near = bg({ key: 'near', parallax: 0.6, description: 'forest' });
  const stack = [far, near];
  assert.equal(isOpaque(far, stack), true);
  assert.equal(isOpaque(near, stack), false);
  assert.equal(isOpaque(near, [near]), true, 'alone, a layer is a whole scene whatever its parallax');
  assert.equal(isOpaque({ ...near, tileable: false }, stack), true, 'scene backgrounds (not tileable) are opaque');
  assert.equal(isOpaque({ ...near, opaque: true }, stack), true, 'the registry can say so');
  const farPixels = drawBackground(far, themePalette(['forest']), 1, stack);
  assert.equal(farPixels.coverage(), farPixels.width * farPixels.height);
  const nearPixels = drawBackground(near, themePalette(['forest']), 1, stack);
  assert.equal(
    [...Array(nearPixels.width).keys()].filter((x) => nearPixels.alpha(x, 0) > 0).length,
    0,
    'the top row is sky: transparent',
  );
  assert.equal(
    [...Array(nearPixels.width).keys()].filter((x) => nearPixels.alpha(x, nearPixels.height - 1) === 0).length,
    0,
    'the bottom row is scenery',
  );
  assert.equal(drawBackground(near, themePalette(['forest']), 1).coverage(), 320 * 180);
});

test('backgrounds hold scenery only: no pixel takes a player, enemy or pickup colour', () => {
  for (const [theme, description] of SCENES) {
    const palette = themePalette(theme);
    const r = drawBackground(bg({ description, tileable: false }), palette, 2);
    const seen = new Set<string>();
    for (let y = 0; y < r.height; y++)
      for (let x = 0; x < r.width; x++) if (r.alpha(x, y)) seen.add(toHex(r.rgb(x, y)));
    for (const hex of seen)
      for (const role of ['player', 'enemy', 'pickup'] as const) {
        const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
        const d = deltaE2000(rgb, palette.roles[role].base);
        assert.ok(
          d >= 8,
          `[${theme}] background colour ${hex} is almost the ${role} colour ` +
            `${toHex(palette.roles[role].base)} (ΔE00 ${d.toFixed(1)})`,
        );
      }
  }
});

test('the same layer and seed give the same pixels; the seed moves the scenery', () => {
  const palette = themePalette(['snow']);
  const a = drawBackground(bg({ description: 'mountains' }), palette, 1).toPng();
  assert.deepEqual(drawBackground(bg({ description: 'mountains' }), palette, 1).toPng(), a);
  assert.notDeepEqual(drawBackground(bg({ description: 'mountains' }), palette, 2).toPng(), a);
});
