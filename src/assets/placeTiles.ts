// Floors of named places for top-down maps (a kitchen's checkered tiles, a cornfield's rows, a mining colony's metal
// plates): a top-down game shows where it is set by what the hero walks on, since its map fills the screen.
import { mix, type Rgb } from './color.ts';
import { rampFrom } from './palette.ts';
import { createRandom } from './random.ts';
import type { Raster } from './raster.ts';
import { sceneOf, type SceneKind } from './scenes.ts';
import { wordsOf } from './words.ts';

const hex = (l: number, c: number, h: number): Rgb => rampFrom({ l, c, h }).base;

type FloorDrawer = (out: Raster, ox: number, oy: number, size: number, variant: number, seed: number) => void;

/** Two by two cream and slate squares: a checkered kitchen floor. */
const kitchenFloor: FloorDrawer = (out, ox, oy, size) => {
  const [light, dark] = [hex(0.9, 0.03, 90), hex(0.42, 0.03, 250)];
  const half = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) out.set(ox + x, oy + y, x < half === y < half ? light : dark);
};

/** Tilled brown soil with two rows of green corn plants, each with broad leaves and a yellow cob. */
const cornFloor: FloorDrawer = (out, ox, oy, size, variant) => {
  const [soil, furrow] = [hex(0.5, 0.07, 60), hex(0.4, 0.07, 55)];
  const [stalk, leaf, cob] = [hex(0.62, 0.16, 135), hex(0.52, 0.14, 140), hex(0.86, 0.15, 92)];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) out.set(ox + x, oy + y, y % Math.max(3, size / 8) === 0 ? furrow : soil);
  const leafStep = Math.max(5, Math.round(size / 4));
  for (const col of [size / 4, (3 * size) / 4]) {
    const x = Math.round(ox + col);
    out.rect(x - 1, oy + 1, 2, size - 2, stalk);
    // Broad leaves slanting out from the stalk, alternating sides, shifted on the second frame.
    for (let y = 3 + variant * 2; y < size - 4; y += leafStep) {
      const side = (y + variant) % 2 === 0 ? 1 : -1;
      for (let k = 1; k <= Math.round(size / 6); k++) {
        out.set(x + side * k, oy + y + Math.floor(k / 2), leaf);
        out.set(x + side * k, oy + y + Math.floor(k / 2) + 1, leaf);
      }
    }
    out.rect(x + 1, oy + Math.round(size * 0.35), 2, Math.round(size * 0.2), cob);
  }
};

/** Riveted steel plates, with a yellow and black hazard stripe on the second frame. */
const metalPlateFloor: FloorDrawer = (out, ox, oy, size, variant) => {
  const plate = rampFrom({ l: 0.44, c: 0.02, h: 240 });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0 ? plate.light : x === size - 1 || y === size - 1 ? plate.shadow : plate.base;
      out.set(ox + x, oy + y, edge);
    }
  for (const [x, y] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
    [size - 4, size - 4],
  ] as const)
    out.set(ox + x, oy + y, plate.highlight);
  if (variant !== 1) return;
  const [yellow, black] = [hex(0.84, 0.16, 95), hex(0.25, 0.01, 260)];
  for (let y = Math.round(size * 0.4); y < Math.round(size * 0.6); y++)
    for (let x = 1; x < size - 1; x++) out.set(ox + x, oy + y, Math.floor((x + y) / 4) % 2 === 0 ? yellow : black);
};

/** Grey lunar dust with a crater. */
const moonFloor: FloorDrawer = (out, ox, oy, size, variant, seed) => {
  const dust = rampFrom({ l: 0.7, c: 0.01, h: 250 });
  const rng = createRandom(seed, `moon-floor-${variant}`);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) out.set(ox + x, oy + y, dust.base);
  const d = Math.round(size * (variant === 1 ? 0.5 : 0.3));
  const cx = rng.int(2, size - d - 2);
  const cy = rng.int(2, size - d - 2);
  out.ellipse(ox + cx, oy + cy, d, d * 0.8, dust.shadow);
  out.ellipse(ox + cx + 1, oy + cy + 1, d - 2, d * 0.8 - 2, mix(dust.base, dust.shadow, 0.5));
};

/** Wooden parquet: blocks of planks turned each way, as in a museum hall. */
const parquetFloor: FloorDrawer = (out, ox, oy, size) => {
  const wood = [hex(0.6, 0.09, 60), hex(0.52, 0.09, 55)];
  const seam = hex(0.4, 0.07, 50);
  const half = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const across = x < half === y < half;
      const along = across ? y % half : x % half;
      const c = along % Math.max(3, half / 3) === 0 ? seam : wood[(Math.floor(x / half) + Math.floor(y / half)) % 2]!;
      out.set(ox + x, oy + y, c);
    }
};

/** Each named place a floor is drawn for, and what a person would call the floor. */
const PLACE_FLOORS: Partial<Record<SceneKind, { draw: FloorDrawer; look: string }>> = {
  kitchen: { draw: kitchenFloor, look: 'a checkered kitchen floor' },
  cornfield: { draw: cornFloor, look: 'rows of corn on tilled soil' },
  'mining colony': { draw: metalPlateFloor, look: 'riveted metal plates with hazard stripes' },
  'moon surface': { draw: moonFloor, look: 'grey cratered moon dust' },
  museum: { draw: parquetFloor, look: 'a museum parquet floor' },
};

/** The named place whose floor a top-down tileset with this description is drawn with, or undefined. */
export function tilePlace(description: string, key = ''): SceneKind | undefined {
  const scene = sceneOf(wordsOf(description, key));
  return scene && PLACE_FLOORS[scene] ? scene : undefined;
}

/** What a top-down tileset with this description draws its floor as ("a checkered kitchen floor"), or undefined. */
export function tilesDrawnAs(description: string, key = ''): string | undefined {
  const scene = tilePlace(description, key);
  return scene ? PLACE_FLOORS[scene]!.look : undefined;
}

/** Draws frame `variant` of the named place's floor; false when the place has no floor of its own. */
export function drawPlaceFloor(
  scene: SceneKind,
  out: Raster,
  at: readonly [number, number],
  size: number,
  variant: number,
  seed: number,
): boolean {
  const floor = PLACE_FLOORS[scene];
  if (!floor) return false;
  floor.draw(out, at[0], at[1], size, variant, seed);
  return true;
}
