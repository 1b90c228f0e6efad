// Named places as backgrounds (a kitchen, a frozen lake, a neon arcade): each paints what a person would call the place
// by its name, repeating whole times across the width so tileable layers scroll without a seam.
import { deltaE2000, mix, toOklch, type Rgb } from './color.ts';
import { rampFrom, type ThemePalette } from './palette.ts';
import type { Random } from './random.ts';
import type { Raster } from './raster.ts';

export type SceneKind =
  | 'kitchen'
  | 'river'
  | 'lake'
  | 'tomb'
  | 'museum'
  | 'mining colony'
  | 'moon surface'
  | 'rooftops'
  | 'bamboo rooftops'
  | 'night train'
  | 'cornfield'
  | 'market'
  | 'neon arcade'
  | 'ice palace'
  | 'arena'
  | 'race track'
  | 'storm';

/** Words (and two-word names, joined by a space) for each place. */
export const SCENE_WORDS: Readonly<Record<string, SceneKind>> = {
  kitchen: 'kitchen',
  river: 'river',
  stream: 'river',
  creek: 'river',
  lake: 'lake',
  pond: 'lake',
  tomb: 'tomb',
  crypt: 'tomb',
  catacomb: 'tomb',
  catacombs: 'tomb',
  mausoleum: 'tomb',
  museum: 'museum',
  gallery: 'museum',
  'mining colony': 'mining colony',
  colony: 'mining colony',
  'moon surface': 'moon surface',
  'lunar surface': 'moon surface',
  moonscape: 'moon surface',
  lunar: 'moon surface',
  moon: 'moon surface',
  rooftop: 'rooftops',
  rooftops: 'rooftops',
  roofs: 'rooftops',
  'bamboo rooftop': 'bamboo rooftops',
  'bamboo rooftops': 'bamboo rooftops',
  'bamboo roofs': 'bamboo rooftops',
  'night train': 'night train',
  'sleeper train': 'night train',
  'night express': 'night train',
  cornfield: 'cornfield',
  'corn field': 'cornfield',
  corn: 'cornfield',
  maize: 'cornfield',
  marketplace: 'market',
  bazaar: 'market',
  'market square': 'market',
  market: 'market',
  arcade: 'neon arcade',
  'neon arcade': 'neon arcade',
  'ice palace': 'ice palace',
  'ice castle': 'ice palace',
  arena: 'arena',
  colosseum: 'arena',
  coliseum: 'arena',
  stadium: 'arena',
  'race track': 'race track',
  racetrack: 'race track',
  raceway: 'race track',
  speedway: 'race track',
  storm: 'storm',
  stormy: 'storm',
  thunderstorm: 'storm',
  rainstorm: 'storm',
};

export type Season = 'autumn' | 'winter';

/** Words that turn scenery to a season: autumn leaves, or snow and ice. */
export const SEASON_WORDS: Readonly<Record<string, Season>> = {
  autumn: 'autumn',
  autumnal: 'autumn',
  winter: 'winter',
  wintry: 'winter',
  snowy: 'winter',
  frozen: 'winter',
  icy: 'winter',
};

/** The season the words name, if any. */
export function seasonOf(words: readonly string[]): Season | undefined {
  for (const w of words) if (Object.hasOwn(SEASON_WORDS, w)) return SEASON_WORDS[w];
  return undefined;
}

/** The place one name (a word or two-word name, or its plural) is, or undefined. */
export function sceneNamed(name: string): SceneKind | undefined {
  if (Object.hasOwn(SCENE_WORDS, name)) return SCENE_WORDS[name];
  const singular = name.replace(/s$/, '');
  return singular !== name && Object.hasOwn(SCENE_WORDS, singular) ? SCENE_WORDS[singular] : undefined;
}

/** The place a whole name is ("mining colony", "moon", "bamboo rooftops"), or undefined ("mouse hole", "icy hills"). */
export function placeScene(name: string): SceneKind | undefined {
  return sceneNamed(name.toLowerCase().trim().replace(/\s+/g, ' '));
}

/** The place the words name: two-word names first ("mining colony"), then single words in order. */
export function sceneOf(words: readonly string[]): SceneKind | undefined {
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (pair.includes(' ') && Object.hasOwn(SCENE_WORDS, pair)) return SCENE_WORDS[pair];
  }
  for (const w of words) {
    if (Object.hasOwn(SCENE_WORDS, w)) return SCENE_WORDS[w];
    const singular = w.replace(/s$/, '');
    if (singular !== w && Object.hasOwn(SCENE_WORDS, singular)) return SCENE_WORDS[singular];
  }
  return undefined;
}

interface Ctx {
  r: Raster;
  w: number;
  h: number;
  rng: Random;
  palette: ThemePalette;
  winter: boolean;
  autumn: boolean;
  /** A fixed scene (not a scrolling layer): room for one-off things, a planet in the sky, a lightning bolt. */
  fixed: boolean;
}

const hex = (l: number, c: number, h: number): Rgb => rampFrom({ l, c, h }).base;

/** Draws a shape at x and at x ± the width, so what crosses an edge comes back on the other side. */
function wrapped(c: Ctx, draw: (dx: number) => void): void {
  for (const dx of [-c.w, 0, c.w]) draw(dx);
}

/** `n` evenly spaced positions across the width (whole repeats, so a tileable layer meets itself), seeded offset. */
function spots(c: Ctx, spacing: number): number[] {
  const n = Math.max(2, Math.round(c.w / spacing));
  const start = c.rng.range(0, c.w / n);
  return Array.from({ length: n }, (_, i) => start + (i * c.w) / n);
}

/** A sky from `top` to `bottom` colour in dithered bands. */
function sky(c: Ctx, top: Rgb, bottom: Rgb, until: number): void {
  for (let y = 0; y < until; y++) {
    const t = y / Math.max(1, until - 1);
    for (let x = 0; x < c.w; x++) c.r.set(x, y, mix(top, bottom, Math.round(t * 5 + ((x + y) % 2) * 0.4) / 5));
  }
}

function stars(c: Ctx, until: number, colour: Rgb): void {
  const n = Math.round((c.w * until) / 700);
  for (let i = 0; i < n; i++) c.r.set(c.rng.int(0, c.w - 1), c.rng.int(0, until - 1), colour);
}

/** Ground from a wavy line down: `amp` of the height, whole waves across the width. */
function ground(c: Ctx, base: number, amp: number, colour: Rgb, rim?: Rgb): (x: number) => number {
  const waves = [2, 3, 5].map((k, i) => ({ k, p: c.rng.range(0, Math.PI * 2), a: (amp * c.h) / (i + 1) }));
  const top = (x: number) => base - waves.reduce((s, t) => s + t.a * Math.sin((2 * Math.PI * t.k * x) / c.w + t.p), 0);
  for (let x = 0; x < c.w; x++) {
    const y0 = Math.max(0, Math.round(top(x)));
    for (let y = y0; y < c.h; y++) c.r.set(x, y, y === y0 && rim ? rim : colour);
  }
  return top;
}

function kitchen(c: Ctx): void {
  const { r, w, h } = c;
  const wall = hex(0.9, 0.04, 85);
  const wood = rampFrom({ l: 0.58, c: 0.08, h: 60 });
  const tile = hex(0.86, 0.04, 200);
  r.rect(0, 0, w, h, wall);
  // Tiled splashback between the cupboards and the counter.
  const counter = Math.round(h * 0.6);
  const cell = Math.max(4, Math.round(h / 24));
  r.rect(0, Math.round(h * 0.34), w, counter - Math.round(h * 0.34), tile);
  for (let y = Math.round(h * 0.34); y < counter; y += cell) r.rect(0, y, w, 1, mix(tile, wall, 0.5));
  for (let x = 0; x < w; x += cell)
    r.rect(x, Math.round(h * 0.34), 1, counter - Math.round(h * 0.34), mix(tile, wall, 0.5));
  const unit = w / Math.max(2, Math.round(w / (h * 0.4)));
  for (let i = 0; i * unit < w; i++) {
    const x = i * unit;
    // Wall cupboards above, base cupboards below, every third unit a stove with burners and an oven door.
    r.rect(x + 1, Math.round(h * 0.06), unit - 2, Math.round(h * 0.24), wood.base);
    r.rect(x + unit / 2 - 1, Math.round(h * 0.2), 2, Math.round(h * 0.05), wood.shadow);
    const stove = i % 3 === 1;
    r.rect(x, counter + Math.round(h * 0.03), unit, Math.round(h * 0.27), stove ? hex(0.8, 0.01, 250) : wood.base);
    if (stove) {
      r.rect(x + unit * 0.15, counter + h * 0.1, unit * 0.7, h * 0.14, hex(0.3, 0.02, 260));
      for (const bx of [0.2, 0.6])
        r.ellipse(x + unit * bx, counter - h * 0.02, unit * 0.22, h * 0.03, hex(0.3, 0.02, 260));
    } else {
      r.rect(x + unit / 2, counter + h * 0.05, 1, h * 0.22, wood.shadow);
      r.rect(x + unit * 0.35, counter + h * 0.12, 2, h * 0.04, wood.highlight);
    }
  }
  r.rect(0, counter, w, Math.max(2, Math.round(h * 0.03)), hex(0.5, 0.02, 250));
  // Chequered floor.
  const floor = Math.round(h * 0.9);
  const sq = Math.max(4, Math.round(h / 18));
  for (let y = floor; y < h; y++)
    for (let x = 0; x < w; x++)
      r.set(
        x,
        y,
        (Math.floor(x / sq) + Math.floor((y - floor) / sq)) % 2 ? hex(0.85, 0.01, 250) : hex(0.45, 0.02, 250),
      );
}

function water(c: Ctx, top: number, bottom: number, frozen: boolean): void {
  const { r, w } = c;
  const body = frozen ? hex(0.88, 0.05, 220) : hex(0.55, 0.12, 235);
  const glint = frozen ? hex(0.96, 0.02, 220) : hex(0.78, 0.08, 225);
  r.rect(0, top, w, bottom - top, body);
  for (let y = top + 2; y < bottom; y += 3) {
    const p = c.rng.range(0, Math.PI * 2);
    for (let x = 0; x < w; x++) if (Math.sin((2 * Math.PI * 10 * x) / w + p + y) > 0.88) r.set(x, y, glint);
  }
  if (frozen)
    // Cracks in the ice.
    for (const x of spots(c, w / 5)) {
      const y = c.rng.range(top + 2, bottom - 4);
      wrapped(c, (dx) => {
        r.line(x + dx, y, x + dx + w * 0.05, y + 3, hex(0.7, 0.06, 230));
        r.line(x + dx + w * 0.05, y + 3, x + dx + w * 0.09, y + 1, hex(0.7, 0.06, 230));
      });
    }
}

function treeLine(c: Ctx, base: number, colour: Rgb): void {
  for (const x of spots(c, c.h * 0.07)) {
    const th = c.rng.range(c.h * 0.08, c.h * 0.16);
    wrapped(c, (dx) => {
      c.r.polygon(
        [
          [x + dx - th * 0.3, base + 1],
          [x + dx, base - th],
          [x + dx + th * 0.3, base + 1],
        ],
        colour,
      );
      if (c.winter)
        c.r.polygon(
          [
            [x + dx - th * 0.1, base - th * 0.66],
            [x + dx, base - th],
            [x + dx + th * 0.1, base - th * 0.66],
          ],
          c.palette.white,
        );
    });
  }
}

function river(c: Ctx): void {
  const { h } = c;
  const grass = c.winter ? mix(c.palette.white, c.palette.mid, 0.15) : hex(0.62, 0.13, 140);
  ground(c, h * 0.58, 0.015, grass);
  treeLine(c, Math.round(h * 0.6), c.winter ? hex(0.45, 0.06, 160) : hex(0.45, 0.1, 150));
  c.r.rect(0, Math.round(h * 0.6), c.w, Math.round(h * 0.1), grass);
  water(c, Math.round(h * 0.68), Math.round(h * 0.86), c.winter);
  // Flow lines run along the river; reeds on the near bank.
  c.r.rect(0, Math.round(h * 0.86), c.w, h, grass);
  for (const x of spots(c, h * 0.05))
    wrapped(c, (dx) => c.r.line(x + dx, h * 0.86, x + dx + 1, h * 0.8, hex(0.5, 0.1, 130)));
}

function lake(c: Ctx): void {
  const { h, r, w } = c;
  const shore = c.winter ? mix(c.palette.white, c.palette.far, 0.2) : c.palette.far;
  // Far mountains and their trees, then the wide water with a near shore.
  const peaks = spots(c, w / 3).map((x) => ({ x, top: h * c.rng.range(0.22, 0.36) }));
  const top = (x: number) =>
    Math.min(h * 0.56, ...peaks.map((p) => p.top + Math.abs(((x - p.x + w * 1.5) % w) - w / 2) * 0.9));
  for (let x = 0; x < w; x++) for (let y = Math.round(top(x)); y < h * 0.58; y++) r.set(x, y, shore);
  treeLine(c, Math.round(h * 0.58), c.winter ? hex(0.45, 0.06, 160) : hex(0.42, 0.09, 150));
  water(c, Math.round(h * 0.58), Math.round(h * 0.9), c.winter);
  r.rect(0, Math.round(h * 0.9), w, h, c.winter ? c.palette.white : hex(0.6, 0.1, 130));
}

function bricks(c: Ctx, top: number, bottom: number, stone: Rgb, mortar: Rgb, size: number): void {
  const { r, w } = c;
  r.rect(0, top, w, bottom - top, stone);
  const bw = w / Math.max(2, Math.round(w / (size * 2)));
  for (let y = top, row = 0; y < bottom; y += size, row++) {
    r.rect(0, y, w, 1, mortar);
    for (let x = (row % 2) * (bw / 2); x < w; x += bw) r.rect(x, y, 1, size, mortar);
  }
}

function tomb(c: Ctx): void {
  const { r, w, h } = c;
  const stone = hex(0.5, 0.04, 75);
  bricks(c, 0, h, stone, hex(0.38, 0.03, 70), Math.max(5, Math.round(h / 16)));
  const floor = Math.round(h * 0.84);
  r.rect(0, floor, w, h - floor, hex(0.4, 0.03, 70));
  for (const x of spots(c, h * 0.9)) {
    wrapped(c, (dx) => {
      // A sarcophagus on the floor, a painted eye above it, and a torch either side.
      const sw = h * 0.4;
      r.rect(x + dx - sw / 2, floor - h * 0.16, sw, h * 0.16, hex(0.7, 0.1, 85));
      r.ellipse(x + dx - sw / 2 - 2, floor - h * 0.2, sw + 4, h * 0.08, hex(0.62, 0.1, 80));
      r.rect(x + dx - sw / 2 + 3, floor - h * 0.12, sw - 6, 2, hex(0.45, 0.1, 250));
      r.ellipse(x + dx - h * 0.06, h * 0.3, h * 0.12, h * 0.06, hex(0.85, 0.05, 85));
      r.ellipse(x + dx - h * 0.02, h * 0.31, h * 0.04, h * 0.04, hex(0.3, 0.04, 270));
      for (const side of [-1, 1]) {
        const tx = x + dx + side * h * 0.32;
        r.rect(tx - 1, h * 0.42, 3, h * 0.12, hex(0.4, 0.06, 60));
        r.ellipse(tx - 3, h * 0.36, 7, h * 0.07, hex(0.78, 0.17, 65));
      }
    });
  }
}

function museum(c: Ctx): void {
  const { r, w, h } = c;
  r.rect(0, 0, w, h, hex(0.9, 0.02, 80));
  r.rect(0, Math.round(h * 0.08), w, Math.max(2, Math.round(h * 0.03)), hex(0.75, 0.03, 80));
  const floor = Math.round(h * 0.82);
  for (let y = floor; y < h; y++)
    for (let x = 0; x < w; x++) r.set(x, y, (x + 2 * y) % 16 < 8 ? hex(0.6, 0.07, 60) : hex(0.56, 0.07, 60));
  const step = h * 0.7;
  for (const x of spots(c, step)) {
    wrapped(c, (dx) => {
      // A column, then a framed painting between it and the next one, with a rope barrier below.
      const col = hex(0.95, 0.01, 80);
      r.rect(x + dx - h * 0.04, h * 0.14, h * 0.08, floor - h * 0.14, col);
      r.rect(x + dx - h * 0.06, h * 0.12, h * 0.12, h * 0.04, col);
      r.rect(x + dx - h * 0.06, floor - h * 0.04, h * 0.12, h * 0.04, col);
      r.rect(x + dx - h * 0.02, h * 0.18, 1, floor - h * 0.24, hex(0.82, 0.02, 80));
      const px = x + dx + step / 2;
      r.rect(px - h * 0.17, h * 0.24, h * 0.34, h * 0.26, hex(0.75, 0.14, 85));
      r.rect(px - h * 0.14, h * 0.27, h * 0.28, h * 0.2, hex(0.72, 0.08, 230));
      r.rect(px - h * 0.14, h * 0.39, h * 0.28, h * 0.08, hex(0.6, 0.12, 140));
      r.ellipse(px + h * 0.04, h * 0.29, h * 0.06, h * 0.06, hex(0.9, 0.1, 95));
      r.rect(px - h * 0.2, floor - h * 0.16, 2, h * 0.16, hex(0.7, 0.12, 85));
      r.rect(px + h * 0.2, floor - h * 0.16, 2, h * 0.16, hex(0.7, 0.12, 85));
      for (let t = 0; t <= 20; t++) {
        const xx = px - h * 0.2 + (t / 20) * h * 0.4;
        r.set(xx, floor - h * 0.14 + Math.sin((t / 20) * Math.PI) * h * 0.04, hex(0.45, 0.16, 25));
      }
    });
  }
}

function moonSurface(c: Ctx, colony: boolean): void {
  const { r, w, h } = c;
  sky(c, hex(0.16, 0.02, 270), hex(0.26, 0.04, 265), h);
  stars(c, Math.round(h * 0.6), c.palette.white);
  if (c.fixed) {
    // The blue planet hangs in the black sky; a scrolling layer would repeat it, so only a fixed scene has it.
    const d = h * 0.16;
    r.ellipse(w * 0.72, h * 0.1, d, d, hex(0.6, 0.12, 240));
    r.ellipse(w * 0.72 + d * 0.2, h * 0.1 + d * 0.25, d * 0.35, d * 0.3, hex(0.65, 0.13, 145));
  }
  const dust = colony ? hex(0.55, 0.09, 45) : hex(0.7, 0.01, 250);
  const top = ground(c, h * 0.64, 0.02, dust, mix(dust, c.palette.white, 0.3));
  for (const x of spots(c, h * 0.35)) {
    const cw = c.rng.range(h * 0.1, h * 0.22);
    const y = c.rng.range(h * 0.72, h * 0.9);
    wrapped(c, (dx) => {
      r.ellipse(x + dx - cw / 2, y, cw, cw * 0.3, mix(dust, hex(0.3, 0.02, 260), 0.35));
      r.ellipse(x + dx - cw / 2, y + cw * 0.08, cw, cw * 0.22, mix(dust, hex(0.3, 0.02, 260), 0.15));
    });
  }
  if (!colony) return;
  // Domes and boxy habitats joined by pipes, and a drilling rig over the mine.
  for (const [i, x] of spots(c, h * 0.8).entries()) {
    const base = Math.round(top(((x % w) + w) % w)) + 2;
    wrapped(c, (dx) => {
      const d = h * 0.26;
      r.ellipse(x + dx - d / 2, base - d / 2, d, d, hex(0.82, 0.06, 210));
      r.rect(x + dx - d / 2, base, d, d / 2, dust);
      r.ellipse(x + dx - d / 4, base - d * 0.4, d * 0.2, d * 0.12, c.palette.white);
      r.rect(x + dx + d * 0.5, base - h * 0.12, h * 0.2, h * 0.12, hex(0.7, 0.02, 250));
      for (let k = 0; k < 3; k++)
        r.rect(x + dx + d * 0.56 + k * h * 0.06, base - h * 0.09, h * 0.03, h * 0.03, hex(0.88, 0.12, 95));
      r.rect(x + dx + d * 0.5 + h * 0.2, base - h * 0.05, h * 0.12, 2, hex(0.6, 0.02, 250));
      if (i % 2 === 0) {
        const rx = x + dx + d * 0.5 + h * 0.36;
        r.line(rx, base, rx + h * 0.06, base - h * 0.3, hex(0.6, 0.1, 60));
        r.line(rx + h * 0.12, base, rx + h * 0.06, base - h * 0.3, hex(0.6, 0.1, 60));
        for (let k = 1; k < 4; k++)
          r.rect(rx + k * h * 0.012, base - k * h * 0.075, h * 0.12 - k * h * 0.024, 1, hex(0.6, 0.1, 60));
      }
    });
  }
}

function rooftops(c: Ctx): void {
  const { r, w, h } = c;
  const wall = [hex(0.52, 0.06, 40), hex(0.6, 0.04, 70), hex(0.48, 0.05, 20)];
  const roof = [hex(0.42, 0.1, 30), hex(0.4, 0.03, 250), hex(0.45, 0.09, 40)];
  const lit = hex(0.88, 0.12, 90);
  for (const [i, x] of spots(c, h * 0.32).entries()) {
    const bw = h * c.rng.range(0.28, 0.36);
    const top = h * c.rng.range(0.42, 0.56);
    const k = i % 3;
    wrapped(c, (dx) => {
      const x0 = x + dx - bw / 2;
      // A chimney, the pitched roof, the front wall with lit and dark windows.
      r.rect(x0 + bw * 0.65, top - h * 0.14, bw * 0.12, h * 0.12, hex(0.45, 0.08, 30));
      r.polygon(
        [
          [x0 - 2, top],
          [x0 + bw / 2, top - h * 0.14],
          [x0 + bw + 2, top],
        ],
        roof[k]!,
      );
      r.rect(x0, top, bw, h - top, wall[k]!);
      for (let wy = top + h * 0.06; wy < h - h * 0.08; wy += h * 0.12)
        for (const wx of [0.2, 0.6])
          r.rect(x0 + bw * wx, wy, bw * 0.18, h * 0.06, (wx * 10 + wy) % 3 < 1 ? lit : hex(0.32, 0.04, 260));
    });
  }
  // The near roof's edge the game runs on.
  r.rect(0, Math.round(h * 0.9), w, h, hex(0.36, 0.04, 30));
  for (let x = 0; x < w; x += 6) r.rect(x, Math.round(h * 0.9), 3, 2, hex(0.44, 0.05, 30));
}

/** Tall green bamboo behind the roofs: segmented stalks with nodes and slanting leaves. */
function bambooRooftops(c: Ctx): void {
  const { r, h } = c;
  const stalk = [hex(0.62, 0.14, 135), hex(0.54, 0.13, 140)];
  const node = hex(0.42, 0.1, 140);
  const leaf = hex(0.5, 0.14, 145);
  for (const [i, x] of spots(c, h * 0.05).entries()) {
    const top = h * c.rng.range(0.05, 0.25);
    const thick = Math.max(2, Math.round(h * 0.016));
    wrapped(c, (dx) => {
      const x0 = x + dx;
      r.thickLine(x0, h, x0, top, thick, stalk[i % 2]!);
      for (let y = top + h * 0.06; y < h; y += h * 0.08) r.rect(x0 - thick / 2 - 1, y, thick + 2, 2, node);
      for (let y = top + h * 0.04; y < h * 0.5; y += h * 0.11) {
        const side = (Math.round(y) + i) % 2 === 0 ? 1 : -1;
        r.thickLine(x0, y, x0 + side * h * 0.06, y + h * 0.025, 2, leaf);
      }
    });
  }
  rooftops(c);
}

/** A night train: dark sky, hills, and carriages with lit windows on a rail line. */
function nightTrain(c: Ctx): void {
  const { r, w, h } = c;
  sky(c, hex(0.18, 0.05, 270), hex(0.3, 0.06, 260), h);
  stars(c, Math.round(h * 0.5), c.palette.white);
  if (c.fixed) r.ellipse(w * 0.8, h * 0.12, h * 0.1, h * 0.1, hex(0.92, 0.05, 95));
  ground(c, h * 0.62, 0.03, hex(0.26, 0.04, 200));
  const rail = Math.round(h * 0.86);
  r.rect(0, rail, w, h - rail, hex(0.3, 0.03, 40));
  r.rect(0, rail, w, 3, hex(0.62, 0.02, 250));
  for (let x = 0; x < w; x += 14) r.rect(x, rail + 4, 8, 3, hex(0.36, 0.05, 50));
  const body = [hex(0.4, 0.12, 25), hex(0.36, 0.08, 160)];
  const lit = hex(0.88, 0.13, 90);
  const cars = Math.max(2, Math.round(w / (h * 0.7)));
  for (let k = 0; k < cars; k++) {
    const x0 = (k * w) / cars + 3;
    const cw = w / cars - 6;
    const top = rail - h * 0.24;
    r.rect(x0, top, cw, h * 0.2, body[k % 2]!);
    r.rect(x0, top - h * 0.02, cw, h * 0.025, hex(0.3, 0.03, 260));
    for (let wx = x0 + cw * 0.08; wx < x0 + cw * 0.9; wx += cw * 0.16)
      r.rect(wx, top + h * 0.04, cw * 0.1, h * 0.06, lit);
    for (const f of [0.15, 0.3, 0.7, 0.85])
      r.ellipse(x0 + cw * f - h * 0.02, rail - h * 0.03, h * 0.04, h * 0.04, hex(0.2, 0.01, 260));
  }
}

function cornfield(c: Ctx): void {
  const { r, h } = c;
  const autumn = c.autumn;
  const soil = hex(0.45, 0.07, 60);
  ground(c, h * 0.62, 0.01, soil);
  const stalk = autumn ? hex(0.7, 0.12, 85) : hex(0.6, 0.14, 135);
  const leaf = autumn ? hex(0.64, 0.1, 80) : hex(0.52, 0.13, 140);
  const cob = hex(0.86, 0.15, 92);
  for (const [row, base] of [h * 0.7, h * 0.84, h * 1.0].entries()) {
    const tall = h * (0.28 + row * 0.08);
    for (const x of spots(c, h * (0.06 + row * 0.02))) {
      wrapped(c, (dx) => {
        const x0 = x + dx;
        r.thickLine(x0, base, x0, base - tall, Math.max(1, row + 1), stalk);
        r.line(x0, base - tall * 0.5, x0 - tall * 0.25, base - tall * 0.62, leaf);
        r.line(x0, base - tall * 0.7, x0 + tall * 0.25, base - tall * 0.82, leaf);
        r.ellipse(x0 + 1, base - tall * 0.6, 2 + row, tall * 0.18, cob);
        r.line(x0, base - tall, x0 - 2, base - tall - 3, cob);
        r.line(x0, base - tall, x0 + 2, base - tall - 3, cob);
      });
    }
  }
}

function market(c: Ctx): void {
  const { r, w, h } = c;
  // Houses behind the square, then a row of stalls with striped awnings and goods on the counters.
  for (const x of spots(c, h * 0.4)) {
    const top = h * c.rng.range(0.12, 0.24);
    wrapped(c, (dx) => {
      r.rect(x + dx - h * 0.2, top, h * 0.4, h, hex(0.78, 0.05, 70));
      r.polygon(
        [
          [x + dx - h * 0.22, top],
          [x + dx, top - h * 0.1],
          [x + dx + h * 0.22, top],
        ],
        hex(0.48, 0.1, 35),
      );
      r.rect(x + dx - h * 0.1, top + h * 0.08, h * 0.06, h * 0.08, hex(0.4, 0.05, 250));
      r.rect(x + dx + h * 0.04, top + h * 0.08, h * 0.06, h * 0.08, hex(0.4, 0.05, 250));
    });
  }
  r.rect(0, Math.round(h * 0.82), w, h, hex(0.62, 0.03, 70));
  const stripes = [
    [hex(0.58, 0.17, 25), hex(0.95, 0.02, 90)],
    [hex(0.55, 0.12, 150), hex(0.95, 0.02, 90)],
    [hex(0.55, 0.12, 250), hex(0.9, 0.08, 95)],
  ] as const;
  const goods = [hex(0.62, 0.18, 35), hex(0.8, 0.15, 95), hex(0.6, 0.15, 140), hex(0.5, 0.15, 330)];
  for (const [i, x] of spots(c, h * 0.55).entries()) {
    const sw = h * 0.46;
    wrapped(c, (dx) => {
      const x0 = x + dx - sw / 2;
      const [a, b] = stripes[i % 3]!;
      r.rect(x0 + 2, h * 0.44, 2, h * 0.38, hex(0.45, 0.07, 60));
      r.rect(x0 + sw - 4, h * 0.44, 2, h * 0.38, hex(0.45, 0.07, 60));
      const n = 6;
      for (let k = 0; k < n; k++) {
        r.polygon(
          [
            [x0 + (k * sw) / n, h * 0.4],
            [x0 + ((k + 1) * sw) / n, h * 0.4],
            [x0 + ((k + 1) * sw) / n, h * 0.5],
            [x0 + ((k + 0.5) * sw) / n, h * 0.53],
            [x0 + (k * sw) / n, h * 0.5],
          ],
          k % 2 ? b : a,
        );
      }
      r.rect(x0, h * 0.66, sw, h * 0.16, hex(0.55, 0.09, 60));
      r.rect(x0, h * 0.66, sw, 2, hex(0.68, 0.08, 65));
      for (let k = 0; k < 6; k++)
        r.ellipse(x0 + 3 + k * (sw / 6), h * 0.6, sw / 8, h * 0.06, goods[(k + i) % goods.length]!);
    });
  }
}

function neonArcade(c: Ctx): void {
  const { r, w, h } = c;
  r.rect(0, 0, w, h, hex(0.22, 0.06, 300));
  const pink = hex(0.7, 0.25, 345);
  const cyan = hex(0.82, 0.14, 200);
  r.rect(0, Math.round(h * 0.08), w, 2, pink);
  r.rect(0, Math.round(h * 0.12), w, 1, cyan);
  // Chequered carpet, then a row of cabinets with glowing screens and marquees.
  const floor = Math.round(h * 0.84);
  for (let y = floor; y < h; y++)
    for (let x = 0; x < w; x++)
      r.set(x, y, (x >> 3) % 2 === ((y >> 2) & 1) ? hex(0.18, 0.04, 280) : hex(0.28, 0.08, 300));
  for (const [i, x] of spots(c, h * 0.32).entries()) {
    const cw = h * 0.22;
    wrapped(c, (dx) => {
      const x0 = x + dx - cw / 2;
      r.rect(x0, h * 0.3, cw, floor - h * 0.3, hex(0.3, 0.04, 270));
      r.rect(x0 - 1, h * 0.26, cw + 2, h * 0.07, i % 2 ? pink : cyan);
      r.rect(x0 + cw * 0.14, h * 0.38, cw * 0.72, h * 0.18, hex(0.15, 0.03, 260));
      r.rect(x0 + cw * 0.2, h * 0.42, cw * 0.2, h * 0.04, i % 2 ? cyan : hex(0.85, 0.16, 95));
      r.rect(x0 + cw * 0.5, h * 0.48, cw * 0.2, h * 0.04, pink);
      r.rect(x0 - 1, h * 0.6, cw + 2, h * 0.05, hex(0.4, 0.04, 270));
      r.rect(x0 + cw * 0.3, h * 0.55, 2, h * 0.05, hex(0.9, 0.02, 250));
      r.ellipse(x0 + cw * 0.26, h * 0.53, 5, 4, pink);
      r.rect(x0, h * 0.3, 1, floor - h * 0.3, i % 2 ? pink : cyan);
      r.rect(x0 + cw - 1, h * 0.3, 1, floor - h * 0.3, i % 2 ? pink : cyan);
    });
  }
}

function icePalace(c: Ctx): void {
  const { r, h } = c;
  const snow = mix(c.palette.white, hex(0.9, 0.03, 230), 0.3);
  const ice = [hex(0.84, 0.07, 215), hex(0.76, 0.09, 225), hex(0.92, 0.04, 210)];
  for (const x of spots(c, h * 1.2)) {
    wrapped(c, (dx) => {
      // A palace of ice: a wall with an arch, and tall towers ending in sharp spires.
      const x0 = x + dx;
      r.rect(x0 - h * 0.4, h * 0.5, h * 0.8, h * 0.3, ice[1]!);
      r.ellipse(x0 - h * 0.08, h * 0.6, h * 0.16, h * 0.2, hex(0.6, 0.08, 235));
      for (const [k, [ox, tw, top]] of (
        [
          [-0.36, 0.1, 0.3],
          [-0.18, 0.12, 0.2],
          [0.04, 0.14, 0.08],
          [0.22, 0.1, 0.24],
        ] as const
      ).entries()) {
        const tx = x0 + ox * h;
        r.rect(tx, h * top, tw * h, h * (0.8 - top), ice[k % 3]!);
        r.polygon(
          [
            [tx - 2, h * top],
            [tx + (tw * h) / 2, h * (top - 0.14)],
            [tx + tw * h + 2, h * top],
          ],
          ice[(k + 2) % 3]!,
        );
        r.rect(tx + tw * h * 0.3, h * (top + 0.06), 2, h * 0.3, c.palette.white);
      }
    });
  }
  ground(c, h * 0.8, 0.01, snow, c.palette.white);
}

function arena(c: Ctx): void {
  const { r, w, h } = c;
  const stone = hex(0.7, 0.05, 75);
  // Tiers of the crowd under the sky, the arched wall, then the sand floor.
  const crowd = [hex(0.58, 0.14, 30), hex(0.6, 0.1, 250), hex(0.72, 0.12, 90), hex(0.55, 0.1, 150), hex(0.8, 0.05, 60)];
  for (let t = 0; t < 4; t++) {
    const y = Math.round(h * (0.16 + t * 0.09));
    r.rect(0, y, w, Math.round(h * 0.09), mix(stone, hex(0.3, 0.02, 260), 0.15 + t * 0.05));
    const step = Math.max(3, Math.round(h / 45));
    for (let x = (t % 2) * 2; x < w; x += step)
      if (c.rng.chance(0.75)) r.ellipse(x, y + 2, 3, 4, crowd[c.rng.int(0, crowd.length - 1)]!);
  }
  const wallTop = Math.round(h * 0.52);
  r.rect(0, wallTop, w, Math.round(h * 0.22), stone);
  for (const x of spots(c, h * 0.16))
    wrapped(c, (dx) => {
      r.ellipse(x + dx - h * 0.04, wallTop + h * 0.05, h * 0.08, h * 0.1, hex(0.35, 0.03, 60));
      r.rect(x + dx - h * 0.04, wallTop + h * 0.1, h * 0.08, h * 0.12, hex(0.35, 0.03, 60));
    });
  r.rect(0, wallTop, w, 2, mix(stone, c.palette.white, 0.4));
  const sand = hex(0.8, 0.08, 80);
  r.rect(0, Math.round(h * 0.74), w, h, sand);
  for (let i = 0; i < (w * h) / 200; i++)
    r.set(c.rng.int(0, w - 1), c.rng.int(Math.round(h * 0.76), h - 1), hex(0.72, 0.08, 75));
}

function raceTrack(c: Ctx): void {
  const { r, w, h } = c;
  // A grandstand, the grass verge, the kerbs in red and white, the asphalt with its dashed line.
  r.rect(0, Math.round(h * 0.42), w, Math.round(h * 0.14), hex(0.62, 0.02, 250));
  for (let y = Math.round(h * 0.44); y < h * 0.56; y += 3)
    for (let x = (y % 2) * 2; x < w; x += 4)
      r.set(x, y, [hex(0.58, 0.15, 30), hex(0.6, 0.1, 250), hex(0.8, 0.12, 90)][(x + y) % 3]!);
  r.rect(0, Math.round(h * 0.38), w, Math.round(h * 0.04), hex(0.5, 0.02, 250));
  r.rect(0, Math.round(h * 0.56), w, Math.round(h * 0.08), hex(0.62, 0.13, 140));
  const kerb = Math.max(4, Math.round(h / 20));
  const n = Math.max(4, Math.round(w / (kerb * 2)));
  for (const y of [Math.round(h * 0.64), Math.round(h * 0.94)])
    for (let i = 0; i < n; i++)
      r.rect(
        (i * w) / n,
        y,
        w / n,
        Math.max(2, Math.round(h * 0.03)),
        i % 2 ? hex(0.95, 0.01, 90) : hex(0.55, 0.18, 25),
      );
  r.rect(0, Math.round(h * 0.67), w, Math.round(h * 0.27), hex(0.4, 0.01, 260));
  const dashes = Math.max(3, Math.round(w / (h * 0.3)));
  for (let i = 0; i < dashes; i++)
    r.rect((i * w) / dashes, Math.round(h * 0.8), w / dashes / 2, 2, hex(0.95, 0.01, 90));
  r.rect(0, Math.round(h * 0.97), w, h, hex(0.62, 0.13, 140));
  if (c.fixed) {
    // A chequered start line across the asphalt.
    const sq = Math.max(2, Math.round(h / 40));
    for (let y = Math.round(h * 0.67); y < h * 0.94; y += sq)
      for (let k = 0; k < 2; k++)
        r.rect(w * 0.3 + k * sq, y, sq, sq, (k + Math.round(y / sq)) % 2 ? hex(0.95, 0.01, 90) : hex(0.2, 0.01, 260));
  }
}

function storm(c: Ctx): void {
  const { r, w, h } = c;
  sky(c, hex(0.3, 0.03, 260), hex(0.46, 0.03, 250), h);
  const cloud = [hex(0.38, 0.02, 260), hex(0.46, 0.02, 255)];
  for (const [i, x] of spots(c, h * 0.3).entries()) {
    const cw = h * c.rng.range(0.4, 0.6);
    const cy = h * c.rng.range(0.04, 0.2);
    wrapped(c, (dx) => {
      r.ellipse(x + dx - cw / 2, cy, cw, cw * 0.35, cloud[i % 2]!);
      r.ellipse(x + dx - cw / 4, cy - cw * 0.12, cw / 2, cw * 0.3, cloud[(i + 1) % 2]!);
    });
  }
  ground(c, h * 0.8, 0.03, hex(0.36, 0.05, 150), hex(0.42, 0.05, 150));
  if (c.fixed) {
    // One lightning bolt from the clouds to the hills.
    let [x, y] = [w * c.rng.range(0.3, 0.7), h * 0.22];
    const bolt = hex(0.95, 0.08, 95);
    while (y < h * 0.75) {
      const nx = x + c.rng.range(-h * 0.06, h * 0.06);
      const ny = y + h * c.rng.range(0.06, 0.12);
      r.thickLine(x, y, nx, ny, 2, bolt);
      [x, y] = [nx, ny];
    }
  }
  // Slanting rain over everything.
  const drops = Math.round((w * h) / 60);
  const rain = hex(0.7, 0.03, 240);
  for (let i = 0; i < drops; i++) {
    const x = c.rng.int(0, w - 1);
    const y = c.rng.int(0, h - 1);
    for (let k = 0; k < 4; k++) r.set((x - Math.floor(k / 2) + w) % w, y + k, rain);
  }
}

/** Paints a whole scene of `kind` over the frame (its sky, ground and the things that name it). */
export function drawScene(
  r: Raster,
  kind: SceneKind,
  rng: Random,
  palette: ThemePalette,
  season: Season | undefined,
  fixed: boolean,
): void {
  const c: Ctx = {
    r,
    w: r.width,
    h: r.height,
    rng,
    palette,
    winter: season === 'winter',
    autumn: season === 'autumn',
    fixed,
  };
  const scenes: Record<SceneKind, () => void> = {
    kitchen: () => kitchen(c),
    river: () => river(c),
    lake: () => lake(c),
    tomb: () => tomb(c),
    museum: () => museum(c),
    'mining colony': () => moonSurface(c, true),
    'moon surface': () => moonSurface(c, false),
    rooftops: () => rooftops(c),
    'bamboo rooftops': () => bambooRooftops(c),
    'night train': () => nightTrain(c),
    cornfield: () => cornfield(c),
    market: () => market(c),
    'neon arcade': () => neonArcade(c),
    'ice palace': () => icePalace(c),
    arena: () => arena(c),
    'race track': () => raceTrack(c),
    storm: () => storm(c),
  };
  scenes[kind]();
  keepRolesApart(r, palette);
}

/** Nudges pixels that nearly match a player, enemy or pickup colour toward grey: backgrounds hold no role colour. */
function keepRolesApart(r: Raster, palette: ThemePalette): void {
  const fixed = new Map<string, Rgb>();
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const [cr, cg, cb, a] = r.get(x, y);
      if (a === 0) continue;
      const key = `${cr},${cg},${cb}`;
      let out = fixed.get(key);
      if (!out) {
        out = apartFromRoles([cr, cg, cb], palette);
        fixed.set(key, out);
      }
      if (out[0] !== cr || out[1] !== cg || out[2] !== cb) r.set(x, y, out, a);
    }
}

/** `colour`, or a greyer, lighter or darker step from it, until no player, enemy or pickup colour is near it. */
export function apartFromRoles(colour: Rgb, palette: ThemePalette): Rgb {
  const roles = (['player', 'enemy', 'pickup'] as const).map((k) => palette.roles[k].base);
  let out = colour;
  for (let k = 0; k < 6 && roles.some((role) => deltaE2000(out, role) < 10); k++) {
    const { l, c } = toOklch(out);
    out = mix(out, rampFrom({ l: l > 0.5 ? l - 0.15 : l + 0.15, c: c * 0.4, h: 250 }).base, 0.5);
  }
  return out;
}
