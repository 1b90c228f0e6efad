// 47-tile "blob" autotiling: a solid tile's frame depends on which of its 8 neighbours are solid too.
// A corner neighbour only matters when both edges beside it are solid, which leaves 47 distinct shapes.
// Frame order (shared with the asset generator): the 47 reduced masks in ascending order, 8 per row.

export const N = 1,
  NE = 2,
  E = 4,
  SE = 8,
  S = 16,
  SW = 32,
  W = 64,
  NW = 128;

/** Drops corner bits whose two adjacent edges are not both set. */
export function reduceMask(mask: number): number {
  let m = mask & (N | E | S | W);
  if (mask & NE && mask & N && mask & E) m |= NE;
  if (mask & SE && mask & S && mask & E) m |= SE;
  if (mask & SW && mask & S && mask & W) m |= SW;
  if (mask & NW && mask & N && mask & W) m |= NW;
  return m;
}

export const BLOB47_MASKS: readonly number[] = [...new Set(Array.from({ length: 256 }, (_, m) => reduceMask(m)))].sort(
  (a, b) => a - b,
);

const FRAME_OF_MASK = new Map(BLOB47_MASKS.map((mask, i) => [mask, i]));

export const BLOB47_COLUMNS = 8;

/** Frames before the wall frames in a "floor-walls" tileset: plain floor, then a floor variant. */
export const FLOOR_FRAMES = 2;

/** The blob47 frame (0..46) for a neighbour mask. */
export function blobFrame(mask: number): number {
  return FRAME_OF_MASK.get(reduceMask(mask))!;
}

/** The neighbour mask of cell (x, y); `solid` decides what lies outside the grid. */
export function neighbourMask(solid: (x: number, y: number) => boolean, x: number, y: number): number {
  let m = 0;
  if (solid(x, y - 1)) m |= N;
  if (solid(x + 1, y - 1)) m |= NE;
  if (solid(x + 1, y)) m |= E;
  if (solid(x + 1, y + 1)) m |= SE;
  if (solid(x, y + 1)) m |= S;
  if (solid(x - 1, y + 1)) m |= SW;
  if (solid(x - 1, y)) m |= W;
  if (solid(x - 1, y - 1)) m |= NW;
  return m;
}
