// Backgrounds: layered scenery with no characters or UI. An opaque layer paints sky (dithered
// bands), stars, clouds and two ridges of scenery; a see-through layer (for parallax in front of
// it) paints only the nearest scenery. Everything that varies along x is periodic in the width,
// and shapes are drawn wrapped round the edges, so tileable layers scroll without a seam.
import { mix, type Rgb } from './color.ts';
import type { Scenery, ThemePalette } from './palette.ts';
import { createRandom, type Random } from './random.ts';
import { Raster } from './raster.ts';
import type { BackgroundAsset } from './registry.ts';
import { apartFromRoles, drawScene, sceneNamed, seasonOf, type SceneKind, type Season } from './scenes.ts';
import { lookup, wordsOf } from './words.ts';

export const SCENERY_WORDS: Record<string, Scenery> = {
  hill: 'hills',
  hills: 'hills',
  meadow: 'hills',
  field: 'hills',
  mountain: 'mountains',
  mountains: 'mountains',
  peak: 'mountains',
  peaks: 'mountains',
  alps: 'mountains',
  dune: 'dunes',
  dunes: 'dunes',
  desert: 'dunes',
  forest: 'trees',
  tree: 'trees',
  trees: 'trees',
  woods: 'trees',
  jungle: 'trees',
  pine: 'trees',
  city: 'city',
  skyline: 'city',
  building: 'city',
  buildings: 'city',
  town: 'city',
  street: 'city',
  cave: 'stalactites',
  cavern: 'stalactites',
  mine: 'stalactites',
  sea: 'waves',
  ocean: 'waves',
  wave: 'waves',
  waves: 'waves',
  beach: 'waves',
  castle: 'castle',
  fortress: 'castle',
  ruins: 'castle',
  cloud: 'clouds',
  clouds: 'clouds',
  sky: 'clouds',
};

/** Leaf colours of an autumn wood: orange, red, gold and brown. */
const AUTUMN: readonly Rgb[] = [
  [214, 110, 40],
  [190, 60, 40],
  [222, 168, 50],
  [150, 84, 40],
];

/** What scenery a place's name is drawn as ("autumn forest": autumn trees scenery), or undefined. */
export function sceneryName(noun: string): string | undefined {
  const words = wordsOf(noun);
  const season = seasonOf(words);
  const rest = words.filter((w) => seasonOf([w]) === undefined);
  // The whole name must be the place ("mining colony", "frozen lake"): a "cave bat" is no cave.
  const kind =
    rest.length === 2
      ? sceneNamed(`${rest[0]} ${rest[1]}`)
      : rest.length === 1
        ? (sceneNamed(rest[0]!) ?? lookup(rest, SCENERY_WORDS))
        : undefined;
  if (!kind) return undefined;
  const shown = season ? seasonShown(kind, season, words) : undefined;
  return `${shown ? `${shown} ` : ''}${kind} scenery`;
}

/** The word for how a season shows on scenery, when the drawing changes for it (frozen water, autumn leaves). */
function seasonShown(kind: string, season: Season, words: readonly string[]): string | undefined {
  if (season === 'autumn') return kind === 'trees' || kind === 'cornfield' ? 'autumn' : undefined;
  if (kind === 'lake' || kind === 'river') return 'frozen';
  if (kind === 'trees') return words.includes('frozen') ? 'frozen' : words.includes('icy') ? 'icy' : 'snowy';
  return undefined;
}

/** The first place the words name, when it is one of the named scenes rather than older scenery. */
function firstScene(words: readonly string[]): SceneKind | undefined {
  for (let i = 0; i < words.length; i++) {
    if (lookup([words[i]!], SCENERY_WORDS) !== undefined) return undefined;
    // "Rivers of lava", "a lake of fire": a measure of something else, not the place.
    if (words[i + 1] === 'of') continue;
    const scene =
      (i + 1 < words.length ? sceneNamed(`${words[i]} ${words[i + 1]}`) : undefined) ?? sceneNamed(words[i]!);
    if (scene) return scene;
  }
  return undefined;
}

/** The named place a background with this description is drawn as (the whole frame is that place), or undefined. */
export function backgroundScene(description: string, key = ''): SceneKind | undefined {
  return firstScene(wordsOf(description, key));
}

/** 4x4 ordered-dither thresholds: pixel-art gradients without smooth blends. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16);

/**
 * Whether a layer paints its own sky. By default a layer is see-through only when it is part of a
 * scrolling stack: it is tileable and another tileable layer of the game scrolls slower behind it.
 * Scene backgrounds (not tileable, or alone) are always opaque.
 */
export function isOpaque(asset: BackgroundAsset, layers: readonly BackgroundAsset[] = []): boolean {
  if (asset.opaque !== undefined) return asset.opaque;
  const behind = layers.some((o) => o.key !== asset.key && o.tileable && (o.parallax ?? 0) < (asset.parallax ?? 0));
  return !(asset.tileable && behind);
}

/** Wraps x into [0, w). */
const wrap = (x: number, w: number) => ((x % w) + w) % w;

/** Sum of sines with whole periods across the width: smooth, random-looking, and periodic. */
function ridge(
  rng: Random,
  width: number,
  base: number,
  amplitude: number,
  waves: readonly number[],
): (x: number) => number {
  const terms = waves.map((k, i) => ({ k, phase: rng.range(0, Math.PI * 2), a: amplitude / (i + 1) }));
  return (x) => base - terms.reduce((s, t) => s + t.a * Math.sin((2 * Math.PI * t.k * x) / width + t.phase), 0);
}

function fillBelow(r: Raster, top: (x: number) => number, colour: Rgb, rim: Rgb | undefined, bottom = r.height): void {
  for (let x = 0; x < r.width; x++) {
    const y0 = Math.max(0, Math.round(top(x)));
    for (let y = y0; y < bottom; y++) r.set(x, y, y === y0 && rim ? rim : colour);
  }
}

/** A skyline of one scenery kind whose lowest point sits near `baseY`. */
function drawScenery(
  r: Raster,
  kind: Scenery,
  rng: Random,
  baseY: number,
  colour: Rgb,
  palette: ThemePalette,
  snow: boolean,
  season?: Season,
): void {
  const rim = mix(colour, palette.sky[1], 0.35);
  // Variation moves toward the sky, never toward the outline, so sprite outlines keep their contrast.
  const dark = mix(colour, palette.sky[0], 0.22);
  SKYLINES[kind]({ r, rng, baseY, colour, rim, dark, palette, snow, season });
}

/** What one skyline is drawn with: its raster and random stream, its lowest point, and its colour with two shades. */
interface Skyline {
  r: Raster;
  rng: Random;
  baseY: number;
  colour: Rgb;
  /** The colour of a ridge's top row, toward the sky. */
  rim: Rgb;
  /** The colour for variation (every third tree, every other building). */
  dark: Rgb;
  palette: ThemePalette;
  /** Snow on the high peaks of mountains. */
  snow: boolean;
  season: Season | undefined;
}

/** One drawing per scenery kind. */
const SKYLINES: Record<Scenery, (s: Skyline) => void> = {
  hills: ({ r, rng, baseY, colour, rim }) =>
    fillBelow(r, ridge(rng, r.width, baseY, r.height * 0.06, [1, 2, 3]), colour, rim),
  dunes: ({ r, rng, baseY, colour, rim }) =>
    fillBelow(r, ridge(rng, r.width, baseY, r.height * 0.05, [2, 3]), colour, rim),
  mountains: drawMountains,
  trees: drawTrees,
  city: drawCity,
  stalactites: drawStalactites,
  waves: drawWaves,
  castle: drawCastle,
  clouds: ({ r, rng, baseY, palette }) => {
    drawClouds(r, rng, baseY - r.height * 0.1, mix(palette.white, palette.sky[1], 0.2), 1.6);
    fillBelow(
      r,
      ridge(rng, r.width, baseY + r.height * 0.05, r.height * 0.02, [3, 4]),
      mix(palette.white, palette.sky[1], 0.35),
      undefined,
    );
  },
};

/** Peaks with straight slopes, wrapped round the edges; snow caps the high ones. */
function drawMountains({ r, rng, baseY, colour, rim, palette, snow }: Skyline): void {
  const w = r.width;
  const h = r.height;
  const peaks = Array.from({ length: Math.max(3, Math.round(w / 160)) }, () => ({
    x: rng.range(0, w),
    top: baseY - rng.range(h * 0.12, h * 0.3),
    slope: rng.range(0.7, 1.3),
  }));
  const top = (x: number) =>
    Math.min(baseY, ...peaks.map((p) => p.top + Math.abs(wrap(x - p.x + w / 2, w) - w / 2) * p.slope));
  fillBelow(r, top, colour, rim);
  if (snow)
    for (let x = 0; x < w; x++) {
      const y0 = Math.round(top(x));
      if (y0 < baseY - h * 0.16)
        for (let y = y0; y < y0 + Math.max(2, Math.round(h * 0.02)) + ((x * 7) % 3); y++)
          r.set(x, y, mix(palette.white, colour, 0.15));
    }
}

/** A wood on a low ridge: evergreens (snow-tipped in winter), or broad-leaved trees in autumn. */
function drawTrees({ r, rng, baseY, colour, dark, palette, season }: Skyline): void {
  const w = r.width;
  const h = r.height;
  const ground = ridge(rng, w, baseY, h * 0.02, [2, 3]);
  fillBelow(r, ground, colour, undefined);
  const spacing = Math.max(6, Math.round(h * 0.03));
  const count = Math.max(4, Math.round(w / spacing / 1.5));
  for (let i = 0; i < count; i++) {
    const cx = (i * w) / count + rng.range(-spacing / 2, spacing / 2);
    const th = rng.range(h * 0.07, h * 0.16);
    const tw = th * rng.range(0.45, 0.6);
    const by = ground(wrap(cx, w)) + 2;
    for (const dx of [-w, 0, w])
      if (season === 'autumn') {
        // Broad-leaved trees in autumn colours on a short trunk, instead of evergreens.
        r.rect(cx + dx - 1, by - th * 0.45, 2, th * 0.45, mix(colour, [90, 60, 40], 0.6));
        r.ellipse(cx + dx - tw * 0.6, by - th, tw * 1.2, th * 0.7, apartFromRoles(AUTUMN[i % AUTUMN.length]!, palette));
      } else {
        r.polygon(
          [
            [cx + dx - tw / 2, by],
            [cx + dx, by - th],
            [cx + dx + tw / 2, by],
          ],
          i % 3 === 0 ? dark : colour,
        );
        if (season === 'winter')
          r.polygon(
            [
              [cx + dx - tw / 5, by - th * 0.6],
              [cx + dx, by - th],
              [cx + dx + tw / 5, by - th * 0.6],
            ],
            palette.white,
          );
      }
  }
}

/** Buildings of random widths and heights side by side across the width, with some windows lit. */
function drawCity({ r, rng, baseY, colour, dark, palette }: Skyline): void {
  const w = r.width;
  const h = r.height;
  let x = 0;
  const windows = mix(palette.sky[1], palette.white, 0.4);
  while (x < w) {
    const bw = Math.min(w - x, Math.round(rng.range(w * 0.04, w * 0.09)));
    const top = Math.round(baseY - rng.range(h * 0.08, h * 0.3));
    r.rect(x, top, bw, h - top, bw % 2 ? colour : dark);
    const cell = Math.max(3, Math.round(h / 60));
    for (let wy = top + cell; wy < baseY; wy += cell * 2)
      for (let wx = x + cell; wx < x + bw - cell; wx += cell * 2)
        if (rng.chance(0.35)) r.rect(wx, wy, Math.ceil(cell / 2), Math.ceil(cell / 2), windows);
    x += bw;
  }
  r.rect(0, baseY, w, h - baseY, dark);
}

/** A cave: a rock roof with stalactites hanging from it, over a rocky floor. */
function drawStalactites({ r, rng, baseY, colour, rim, dark }: Skyline): void {
  const w = r.width;
  const h = r.height;
  const roof = ridge(rng, w, h * 0.08, h * 0.03, [2, 5]);
  for (let x = 0; x < w; x++) for (let y = 0; y <= Math.round(roof(x)); y++) r.set(x, y, colour);
  const n = Math.max(4, Math.round(w / 50));
  for (let i = 0; i < n; i++) {
    const cx = rng.range(0, w);
    const len = rng.range(h * 0.06, h * 0.2);
    const half = len * 0.18;
    for (const dx of [-w, 0, w])
      r.polygon(
        [
          [cx + dx - half, roof(wrap(cx, w)) - 1],
          [cx + dx, roof(wrap(cx, w)) + len],
          [cx + dx + half, roof(wrap(cx, w)) - 1],
        ],
        i % 2 ? dark : colour,
      );
  }
  fillBelow(r, ridge(rng, w, baseY, h * 0.03, [3, 5]), colour, rim);
}

/** Open water below `baseY` with rows of glinting crests. */
function drawWaves({ r, rng, baseY, colour, palette }: Skyline): void {
  const w = r.width;
  const h = r.height;
  const water = mix(colour, palette.sky[0], 0.3);
  r.rect(0, baseY, w, h - baseY, water);
  for (let y = baseY + 2; y < h; y += Math.max(3, Math.round(h / 40))) {
    const phase = rng.range(0, Math.PI * 2);
    for (let x = 0; x < w; x++)
      if (Math.sin((2 * Math.PI * 8 * x) / w + phase + y) > 0.85) r.set(x, y, mix(water, palette.white, 0.5));
  }
}

/** Castles on a low ridge: a crenellated wall between two crenellated towers, each wrapped round the edges. */
function drawCastle({ r, rng, baseY, colour, dark }: Skyline): void {
  const w = r.width;
  const h = r.height;
  fillBelow(r, ridge(rng, w, baseY, h * 0.02, [1, 2]), dark, undefined);
  const n = Math.max(2, Math.round(w / 300));
  for (let i = 0; i < n; i++) {
    const cx = ((i + rng.range(0.2, 0.8)) * w) / n;
    const tw = w * 0.05;
    const wallW = w * 0.14;
    const wallTop = baseY - h * 0.12;
    const towerTop = baseY - h * 0.24;
    for (const dx of [-w, 0, w]) {
      r.rect(cx + dx - wallW / 2, wallTop, wallW, baseY - wallTop + 2, colour);
      for (const side of [-1, 1]) {
        const tx = cx + dx + (side * wallW) / 2 - tw / 2;
        r.rect(tx, towerTop, tw, baseY - towerTop + 2, colour);
        for (let k = 0; k < 3; k++) r.rect(tx + (k * tw) / 3, towerTop - tw / 4, tw / 6, tw / 4, colour);
      }
      const step = Math.max(3, wallW / 8);
      for (let x = cx + dx - wallW / 2; x < cx + dx + wallW / 2; x += step * 2)
        r.rect(x, wallTop - step, step, step, colour);
    }
  }
}

function drawClouds(r: Raster, rng: Random, band: number, colour: Rgb, scale = 1): void {
  const w = r.width;
  const h = r.height;
  const shade = mix(colour, r.rgb(0, Math.round(band)), 0.35);
  const n = Math.max(3, Math.round(w / 180));
  for (let i = 0; i < n; i++) {
    const cx = rng.range(0, w);
    const cy = rng.range(h * 0.08, band);
    const cw = rng.range(w * 0.06, w * 0.12) * scale;
    const ch = cw * 0.28;
    for (const dx of [-w, 0, w]) {
      r.ellipse(cx + dx - cw / 2, cy, cw, ch, shade);
      r.ellipse(cx + dx - cw / 2, cy - ch * 0.15, cw, ch * 0.9, colour);
      r.ellipse(cx + dx - cw / 4, cy - ch * 0.6, cw / 2, ch * 1.1, colour);
    }
  }
}

/** The palette's sky, top to bottom in dithered bands. */
function paintSky(r: Raster, palette: ThemePalette): void {
  const bands = 6;
  const colours = Array.from({ length: bands }, (_, i) => mix(palette.sky[0], palette.sky[1], i / (bands - 1)));
  for (let y = 0; y < r.height; y++) {
    const t = (y / Math.max(1, r.height - 1)) * (bands - 1);
    const band = Math.floor(t);
    for (let x = 0; x < r.width; x++) {
      const step = t - band > BAYER[(y % 4) * 4 + (x % 4)]! ? band + 1 : band;
      r.set(x, y, colours[Math.min(bands - 1, step)]!);
    }
  }
}

/** Draws one background layer; `layers` are all the game's backgrounds (to tell a stacked layer from a scene). */
export function drawBackground(
  asset: BackgroundAsset,
  palette: ThemePalette,
  seed: number,
  layers: readonly BackgroundAsset[] = [],
): Raster {
  const rng = createRandom(seed, `background:${asset.key}`);
  const w = asset.width;
  const h = asset.height;
  const r = new Raster(w, h);
  const words = wordsOf(asset.description, asset.key);
  const scene = firstScene(words);
  if (scene) {
    // A named place paints the whole frame; a see-through layer keeps only its nearest strip (the floor, the bank).
    const full = new Raster(w, h);
    paintSky(full, palette);
    drawScene(full, scene, rng, palette, seasonOf(words), !asset.tileable);
    const from = isOpaque(asset, layers) ? 0 : Math.round(h * 0.8);
    r.copyRegion(full, 0, from, w, h - from, 0, from);
    return r;
  }
  const season = seasonOf(words);
  const named = lookup(words, SCENERY_WORDS);
  const stars = palette.scenery.stars || words.some((wd) => /^(stars?|starry|night|space|galaxy)$/.test(wd));
  if (isOpaque(asset, layers)) {
    paintSky(r, palette);
    if (stars) {
      const n = Math.round((w * h) / 900);
      for (let i = 0; i < n; i++) {
        const x = rng.int(0, w - 1);
        const y = rng.int(0, Math.round(h * 0.55));
        r.set(x, y, i % 5 === 0 ? palette.white : mix(palette.white, palette.sky[0], 0.45));
      }
    }
    // A sun or moon would repeat on every tile of a scrolling layer, so only fixed scenes get one.
    if (!asset.tileable && palette.biome !== 'cave') {
      const d = Math.round(Math.min(w, h) * 0.12);
      const moon = stars;
      const body = moon ? mix(palette.white, palette.sky[1], 0.15) : mix(palette.white, [255, 220, 120], 0.55);
      const sx = Math.round(w * rng.range(0.6, 0.82));
      const sy = Math.round(h * rng.range(0.1, 0.2));
      r.ellipse(sx, sy, d, d, body);
      if (moon) r.ellipse(sx + d * 0.3, sy - d * 0.1, d * 0.85, d * 0.85, palette.sky[0]);
    }
    const far = named && named !== 'clouds' ? named : palette.scenery.far;
    if (far !== 'stalactites' && palette.biome !== 'cave' && palette.biome !== 'space')
      drawClouds(r, rng, h * 0.4, mix(palette.white, palette.sky[1], 0.25));
    drawScenery(
      r,
      far,
      rng,
      Math.round(h * 0.68),
      palette.far,
      palette,
      palette.biome === 'snow' || palette.biome === 'meadow',
      season,
    );
    const mid = far === palette.scenery.near ? 'hills' : palette.scenery.near;
    drawScenery(
      r,
      mid === 'stalactites' || mid === 'city' ? 'hills' : mid,
      rng,
      Math.round(h * 0.84),
      palette.mid,
      palette,
      false,
      season,
    );
  } else {
    const near = named && named !== 'clouds' ? named : palette.scenery.near;
    drawScenery(
      r,
      near === 'stalactites' ? 'hills' : near,
      rng,
      Math.round(h * 0.78),
      palette.near,
      palette,
      false,
      season,
    );
  }
  return r;
}
