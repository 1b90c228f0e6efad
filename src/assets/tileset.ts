// Tileset images laid out for 47-tile blob autotiling. Frame order is shared with the templates'
// own autotiler: the 47 reduced masks in ascending order, 8 frames per row; a "floor-walls"
// tileset (top-down maps) starts with two floor frames, then the 47 wall frames.
import { BLOB47_MASKS, E, N, NE, NW, S, SE, SW, W } from './autotile.ts';
import { fromOklch, mix, type Rgb } from './color.ts';
import { rampFrom, type Ramp, type ThemePalette } from './palette.ts';
import { drawPlaceFloor, tilePlace } from './placeTiles.ts';
import { createRandom } from './random.ts';
import { Raster } from './raster.ts';
import type { TilesetAsset } from './registry.ts';
import { wordEntry } from '../shared/index.ts';

export const TILESET_COLUMNS = 8;
export const FLOOR_FRAMES = 2;

export interface TilesetLayout {
  columns: number;
  rows: number;
  frames: number;
  firstWallFrame: number;
}

export function tilesetLayout(mode: TilesetAsset['mode']): TilesetLayout {
  const firstWallFrame = mode === 'floor-walls' ? FLOOR_FRAMES : 0;
  const frames = firstWallFrame + BLOB47_MASKS.length;
  return { columns: TILESET_COLUMNS, rows: Math.ceil(frames / TILESET_COLUMNS), frames, firstWallFrame };
}

type Pattern = 'earth' | 'bricks' | 'planks' | 'metal' | 'ice' | 'stalks';

interface Material {
  body: Ramp;
  surface: Ramp | undefined;
  pattern: Pattern;
}

/** Words in a tileset's description that name its material; the palette decides the rest. */
const MATERIAL_WORDS: Record<
  string,
  { pattern: Pattern; body?: [number, number, number]; surface?: [number, number, number] | null }
> = {
  grass: { pattern: 'earth', surface: [0.68, 0.17, 140] },
  grassy: { pattern: 'earth', surface: [0.68, 0.17, 140] },
  moss: { pattern: 'earth', surface: [0.6, 0.13, 130] },
  mossy: { pattern: 'earth', surface: [0.6, 0.13, 130] },
  dirt: { pattern: 'earth', surface: null },
  earth: { pattern: 'earth', surface: null },
  mud: { pattern: 'earth', body: [0.42, 0.06, 55], surface: null },
  snow: { pattern: 'earth', surface: [0.96, 0.02, 230] },
  sand: { pattern: 'earth', body: [0.72, 0.09, 75], surface: [0.84, 0.09, 85] },
  stone: { pattern: 'bricks', body: [0.58, 0.02, 250], surface: null },
  rock: { pattern: 'earth', body: [0.55, 0.02, 60], surface: null },
  brick: { pattern: 'bricks', body: [0.55, 0.1, 35], surface: null },
  bricks: { pattern: 'bricks', body: [0.55, 0.1, 35], surface: null },
  castle: { pattern: 'bricks', body: [0.6, 0.02, 250], surface: null },
  dungeon: { pattern: 'bricks', body: [0.5, 0.02, 260], surface: null },
  wood: { pattern: 'planks', body: [0.58, 0.09, 60], surface: null },
  wooden: { pattern: 'planks', body: [0.58, 0.09, 60], surface: null },
  metal: { pattern: 'metal', body: [0.62, 0.03, 240], surface: null },
  steel: { pattern: 'metal', body: [0.62, 0.03, 240], surface: null },
  ice: { pattern: 'ice', body: [0.82, 0.07, 220], surface: [0.94, 0.04, 210] },
  crystal: { pattern: 'ice', body: [0.7, 0.1, 300], surface: null },
  lava: { pattern: 'earth', body: [0.35, 0.03, 30], surface: [0.68, 0.2, 45] },
  candy: { pattern: 'earth', body: [0.62, 0.1, 40], surface: [0.86, 0.09, 355] },
  corn: { pattern: 'stalks', body: [0.58, 0.14, 135], surface: null },
};

function materialFor(asset: TilesetAsset, palette: ThemePalette): Material {
  const words = `${asset.description} ${asset.key}`.toLowerCase().split(/[^a-z]+/);
  const hit = words.map((w) => wordEntry(MATERIAL_WORDS, w)).find(Boolean);
  const top = asset.mode === 'floor-walls';
  const body = hit?.body
    ? rampFrom({ l: hit.body[0], c: hit.body[1], h: hit.body[2] })
    : top
      ? palette.wall
      : palette.ground;
  let surface: Ramp | undefined = top ? undefined : palette.surface;
  if (hit?.surface === null) surface = undefined;
  else if (hit?.surface) surface = rampFrom({ l: hit.surface[0], c: hit.surface[1], h: hit.surface[2] });
  return { body, surface: top ? undefined : surface, pattern: hit?.pattern ?? (top ? 'bricks' : 'earth') };
}

/** Texture of the tile body, periodic with the tile size so that neighbouring tiles join without a seam. */
function bodyTexture(size: number, pattern: Pattern, ramp: Ramp, seed: number): Rgb[][] {
  const rng = createRandom(seed, 'tile-body');
  const tex: Rgb[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => ramp.base));
  const put = (x: number, y: number, c: Rgb) => {
    tex[((y % size) + size) % size]![((x % size) + size) % size] = c;
  };
  const unit = Math.max(1, Math.round(size / 16));
  if (pattern === 'earth') {
    const stones = Math.max(3, Math.round((size * size) / 90));
    for (let i = 0; i < stones; i++) {
      const x = rng.int(0, size - 1);
      const y = rng.int(0, size - 1);
      const w = rng.int(1, 2) * unit;
      for (let dy = 0; dy < unit; dy++) for (let dx = 0; dx < w; dx++) put(x + dx, y + dy, ramp.shadow);
      for (let dx = 0; dx < w; dx++) put(x + dx, y - 1, ramp.light);
    }
  } else if (pattern === 'bricks') {
    const rows = size >= 24 ? 4 : 2;
    const h = size / rows;
    for (let r = 0; r < rows; r++) {
      const y = Math.round(r * h);
      for (let x = 0; x < size; x++) put(x, y, ramp.shadow);
      for (let x = 0; x < size; x++) put(x, y + 1, ramp.light);
      const offset = r % 2 === 0 ? 0 : Math.round(size / 2);
      for (let dy = 0; dy < Math.round(h); dy++) put(offset, y + dy, ramp.shadow);
    }
  } else if (pattern === 'planks') {
    const rows = size >= 24 ? 4 : 2;
    for (let r = 0; r < rows; r++) {
      const y = Math.round((r * size) / rows);
      for (let x = 0; x < size; x++) put(x, y, ramp.shadow);
      put(rng.int(0, size - 1), y + Math.round(size / rows / 2), ramp.shadow);
    }
  } else if (pattern === 'metal') {
    for (let x = 0; x < size; x++) {
      put(x, 0, ramp.light);
      put(x, size - 1, ramp.shadow);
    }
    for (let y = 0; y < size; y++) {
      put(0, y, ramp.light);
      put(size - 1, y, ramp.shadow);
    }
    for (const [x, y] of [
      [2, 2],
      [size - 3, 2],
      [2, size - 3],
      [size - 3, size - 3],
    ] as const)
      put(x, y, ramp.highlight);
  } else if (pattern === 'stalks') {
    // Tall corn seen from above at an angle: upright stalks, each with a yellow cob.
    for (let x = 1; x < size; x += Math.max(3, Math.round(size / 6))) {
      for (let y = 0; y < size; y++) put(x, y, ramp.shadow);
      put(x + 1, (x * 7) % size, [236, 206, 90]);
      put(x + 1, ((x * 7) % size) + 1, [236, 206, 90]);
    }
  } else {
    for (let i = 0; i < size; i += Math.max(3, Math.round(size / 5))) {
      for (let d = 0; d < Math.round(size / 3); d++) put(i + d, i + 2 - d + Math.round(size / 2), ramp.highlight);
    }
  }
  return tex;
}

/**
 * Draws one blob tile for `mask` into `out` at (ox, oy). Each pixel asks how far it is from open
 * space (the empty neighbours of this mask) and from which side, then becomes outline, surface
 * (grass, snow) when open space is above, a lit or shaded rim, or the body texture.
 */
function drawBlobTile(
  out: Raster,
  ox: number,
  oy: number,
  size: number,
  mask: number,
  material: Material,
  outline: Rgb,
  texture: Rgb[][],
  topDown: boolean,
): void {
  const has = (bit: number) => (mask & bit) !== 0;
  const radius = size >= 16 ? 2 : 1;
  const surfaceDepth = Math.max(2, Math.round(size / 5));
  const faceDepth = Math.max(2, Math.round(size / 4));
  const unit = Math.max(1, Math.round(size / 16));
  // A gentle wave along the bottom of the surface band, periodic with the tile so it continues across tiles.
  const wave = (x: number) => Math.round(unit * (Math.sin((x / size) * Math.PI * 4) + 1) * 0.75);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dN = has(N) ? Infinity : y;
      const dS = has(S) ? Infinity : size - 1 - y;
      const dW = has(W) ? Infinity : x;
      const dE = has(E) ? Infinity : size - 1 - x;
      // Inner corners: the diagonal cell is open although both edges beside it are solid.
      const cNE = has(N) && has(E) && !has(NE) ? Math.max(y, size - 1 - x) : Infinity;
      const cNW = has(N) && has(W) && !has(NW) ? Math.max(y, x) : Infinity;
      const cSE = has(S) && has(E) && !has(SE) ? Math.max(size - 1 - y, size - 1 - x) : Infinity;
      const cSW = has(S) && has(W) && !has(SW) ? Math.max(size - 1 - y, x) : Infinity;
      // Rounded outer corners: cut where two open sides meet.
      const cut = (a: number, b: number) =>
        a < radius && b < radius && (radius - a - 0.5) ** 2 + (radius - b - 0.5) ** 2 > radius * radius * 0.5;
      if (cut(dN, dW) || cut(dN, dE) || cut(dS, dW) || cut(dS, dE)) continue;
      const nearest = Math.min(dN, dS, dW, dE, cNE, cNW, cSE, cSW);
      const fromAbove = Math.min(dN, cNE, cNW);
      const onCornerDiagonal = (a: number, b: number) => a < radius + 1 && b < radius + 1 && a + b === radius;
      let c: Rgb;
      if (
        nearest < 1 ||
        onCornerDiagonal(dN, dW) ||
        onCornerDiagonal(dN, dE) ||
        onCornerDiagonal(dS, dW) ||
        onCornerDiagonal(dS, dE)
      )
        c = outline;
      else if (
        !topDown &&
        material.surface &&
        fromAbove < surfaceDepth + wave(x) &&
        fromAbove <= nearest + surfaceDepth
      ) {
        const depth = fromAbove;
        c =
          depth < 1 + unit
            ? material.surface.highlight
            : depth >= surfaceDepth + wave(x) - unit
              ? material.surface.shadow
              : material.surface.base;
      } else if (topDown && dS < faceDepth + 1) {
        // The wall's front face, seen from above at an angle: darker, with a lit top line.
        c =
          dS >= faceDepth
            ? material.body.light
            : (x + Math.floor(dS / 2)) % Math.max(4, Math.round(size / 4)) === 0
              ? material.body.shadow
              : mix(material.body.shadow, material.body.base, 0.5);
      } else if (nearest < 1 + unit && (dN === nearest || dW === nearest || cNE === nearest || cNW === nearest))
        c = material.body.light;
      else if (nearest < 1 + unit) c = material.body.shadow;
      else c = texture[y]![x]!;
      out.set(ox + x, oy + y, c);
    }
  }
}

/** Floor tile for top-down maps: texture with a faint grid; variant 1 carries a little detail. */
function drawFloorTile(
  out: Raster,
  ox: number,
  oy: number,
  size: number,
  ramp: Ramp,
  variant: number,
  seed: number,
): void {
  const rng = createRandom(seed, `floor-${variant}`);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const grid = x === 0 || y === 0;
      out.set(ox + x, oy + y, grid ? mix(ramp.base, ramp.shadow, 0.45) : ramp.base);
    }
  }
  const marks = variant === 0 ? 2 : 6;
  for (let i = 0; i < marks; i++) {
    const x = rng.int(2, size - 3);
    const y = rng.int(2, size - 3);
    out.set(ox + x, oy + y, variant === 0 ? ramp.light : ramp.shadow);
    if (variant === 1) out.set(ox + x + 1, oy + y, ramp.shadow);
  }
}

/** The tileset image for `asset`: `columns` x `rows` frames of tileSize pixels, frame order as above. */
export function drawTileset(asset: TilesetAsset, palette: ThemePalette, seed: number): Raster {
  const size = asset.tileSize;
  const layout = tilesetLayout(asset.mode);
  const out = new Raster(layout.columns * size, layout.rows * size);
  const material = materialFor(asset, palette);
  const topDown = asset.mode === 'floor-walls';
  const texture = bodyTexture(size, material.pattern, material.body, seed);
  const at = (frame: number) => [(frame % layout.columns) * size, Math.floor(frame / layout.columns) * size] as const;
  if (topDown) {
    // A named place's floor (a kitchen's checks, a cornfield's rows) says where the game is set; else the palette's.
    const place = tilePlace(asset.description, asset.key);
    for (let v = 0; v < FLOOR_FRAMES; v++)
      if (!place || !drawPlaceFloor(place, out, at(v), size, v, seed))
        drawFloorTile(out, ...at(v), size, palette.floor, v, seed);
  }
  const outline = fromOklch({ l: 0.2, c: 0.03, h: 270 });
  BLOB47_MASKS.forEach(
    (mask, i) =>
      void drawBlobTile(out, ...at(layout.firstWallFrame + i), size, mask, material, outline, texture, topDown),
  );
  return out;
}
