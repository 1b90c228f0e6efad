// A contact sheet of every part-drawn noun, as a person judges them: each at game size (32 px as the player, 32 px
// as an angry walking enemy, 16 px as a pickup), scaled up by whole pixels and labelled with its name.
import { poseOf } from '../motion.ts';
import { themePalette } from '../palette.ts';
import { Raster } from '../raster.ts';
import type { AssetRole } from '../registry.ts';
import { drawFrame, figureFor } from '../sprites.ts';
import { createRandom } from '../random.ts';
import { RECIPE_GROUPS } from './index.ts';

/** A 3x5 pixel font for the labels: each letter is five rows of three bits. */
const FONT: Readonly<Record<string, string>> = {
  a: '010101111101101',
  b: '110101110101110',
  c: '011100100100011',
  d: '110101101101110',
  e: '111100110100111',
  f: '111100110100100',
  g: '011100101101011',
  h: '101101111101101',
  i: '111010010010111',
  j: '001001001101010',
  k: '101101110101101',
  l: '100100100100111',
  m: '101111111101101',
  n: '110101101101101',
  o: '010101101101010',
  p: '110101110100100',
  q: '010101101110011',
  r: '110101110101101',
  s: '011100010001110',
  t: '111010010010010',
  u: '101101101101111',
  v: '101101101101010',
  w: '101101111111101',
  x: '101101010101101',
  y: '101101010010010',
  z: '111001010100111',
  ' ': '000000000000000',
};

function label(r: Raster, text: string, x: number, y: number, scale: number): void {
  [...text.toLowerCase()].forEach((ch, i) => {
    const bits = FONT[ch] ?? FONT[' ']!;
    for (let k = 0; k < 15; k++)
      if (bits[k] === '1')
        r.rect(x + (i * 4 + (k % 3)) * scale, y + Math.floor(k / 3) * scale, scale, scale, [20, 20, 30]);
  });
}

const SHOWN: readonly { role: AssetRole; size: number; animation: string; frame: number; frames: number }[] = [
  { role: 'player', size: 32, animation: 'idle', frame: 0, frames: 1 },
  { role: 'enemy', size: 32, animation: 'walk', frame: 1, frames: 4 },
  { role: 'pickup', size: 16, animation: 'idle', frame: 0, frames: 1 },
];

/** The sheet as PNG bytes: one cell per recipe, grouped (animals, vehicles, ...), `columns` cells a row. */
export function recipeSheet(
  options: { scale?: number; columns?: number; theme?: string[]; seed?: number; only?: readonly string[] } = {},
): Buffer {
  const { scale = 3, columns = 5, theme = ['meadow'], seed = 7 } = options;
  const palette = themePalette(theme);
  const names = options.only ?? Object.values(RECIPE_GROUPS).flat();
  const gap = 4 * scale;
  const cellW = SHOWN.reduce((n, s) => n + s.size * scale + gap, gap);
  const cellH = 32 * scale + 10 * scale;
  const rows = Math.ceil(names.length / columns);
  const sheet = new Raster(columns * cellW, rows * cellH);
  sheet.fill([196, 206, 214]);
  names.forEach((name, i) => {
    const [cx, cy] = [(i % columns) * cellW, Math.floor(i / columns) * cellH];
    sheet.rect(cx + 2, cy + 2, cellW - 4, cellH - 4, palette.sky[1]);
    let x = cx + gap;
    for (const shown of SHOWN) {
      const asset = { key: name, role: shown.role, description: name };
      const figure = figureFor(asset, palette, createRandom(seed, `sheet:${name}`));
      const pose = poseOf(shown.animation, shown.frame, shown.frames);
      const frame = drawFrame(figure, shown.size, shown.size, pose, palette);
      for (let py = 0; py < shown.size; py++)
        for (let px = 0; px < shown.size; px++) {
          const [r, g, b, a] = frame.get(px, py);
          if (a > 0) sheet.rect(x + px * scale, cy + gap + py * scale, scale, scale, [r, g, b]);
        }
      x += shown.size * scale + gap;
    }
    label(sheet, name, cx + gap, cy + gap + 32 * scale + 2 * scale, Math.max(1, scale - 1));
  });
  return sheet.toPng();
}
