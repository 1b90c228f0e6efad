// The 47-tile blob autotiler. Each solid cell looks at its 8 neighbours and gets a bitmask; a
// corner neighbour only counts when both edges beside it are solid too (a diagonal alone does not
// change how a tile's corner looks). That leaves exactly 47 different masks out of 256, and each
// of them has its own tile: no collapsing to the 13 or 16 tiles of simpler schemes.

export const N = 1;
export const NE = 2;
export const E = 4;
export const SE = 8;
export const S = 16;
export const SW = 32;
export const W = 64;
export const NW = 128;

/** Neighbour offsets (dx, dy) in bit order; y grows downward as on screen. */
export const NEIGHBOURS: readonly (readonly [number, number, number])[] = [
  [N, 0, -1],
  [NE, 1, -1],
  [E, 1, 0],
  [SE, 1, 1],
  [S, 0, 1],
  [SW, -1, 1],
  [W, -1, 0],
  [NW, -1, -1],
];

/** Drops each corner bit whose two adjacent edge bits are not both set. */
export function reduceBlobMask(mask: number): number {
  let m = mask & 0xff;
  if ((m & (N | E)) !== (N | E)) m &= ~NE;
  if ((m & (S | E)) !== (S | E)) m &= ~SE;
  if ((m & (S | W)) !== (S | W)) m &= ~SW;
  if ((m & (N | W)) !== (N | W)) m &= ~NW;
  return m;
}

/** The 47 reduced masks in ascending order; a mask's position here is its tile index. */
export const BLOB47_MASKS: readonly number[] = [
  ...new Set(Array.from({ length: 256 }, (_, m) => reduceBlobMask(m))),
].sort((a, b) => a - b);

const INDEX_OF_MASK: readonly number[] = Array.from({ length: 256 }, (_, m) => BLOB47_MASKS.indexOf(reduceBlobMask(m)));

/** Tile index (0-46) for any 8-neighbour mask. */
export function blobTileIndex(mask: number): number {
  return INDEX_OF_MASK[mask & 0xff]!;
}

/** The 8-neighbour mask of cell (x, y), given a solidity test that also answers for cells off the map. */
export function blobMask(solidAt: (x: number, y: number) => boolean, x: number, y: number): number {
  let mask = 0;
  for (const [bit, dx, dy] of NEIGHBOURS) if (solidAt(x + dx, y + dy)) mask |= bit;
  return mask;
}

export interface AutotileOptions {
  /** How cells beyond the map's edge count: "solid" lets ground run off the map without a border. Default "solid". */
  outside?: 'solid' | 'empty';
}

/**
 * Autotiles a grid of solid/empty cells (rows of booleans): each solid cell gets its blob tile
 * index (0-46), each empty cell -1.
 */
export function autotile(solid: readonly (readonly boolean[])[], options: AutotileOptions = {}): number[][] {
  const outsideSolid = (options.outside ?? 'solid') === 'solid';
  const height = solid.length;
  const solidAt = (x: number, y: number) => {
    if (y < 0 || y >= height || x < 0 || x >= (solid[y]?.length ?? 0)) return outsideSolid;
    return solid[y]![x]!;
  };
  return solid.map((row, y) => row.map((cell, x) => (cell ? blobTileIndex(blobMask(solidAt, x, y)) : -1)));
}

/** Short name of a mask for people ("N E S W · ne sw"): upper case edges, lower case counted corners. */
export function describeBlobMask(mask: number): string {
  const m = reduceBlobMask(mask);
  const edges = [
    [N, 'N'],
    [E, 'E'],
    [S, 'S'],
    [W, 'W'],
  ]
    .filter(([b]) => m & (b as number))
    .map(([, n]) => n);
  const corners = [
    [NE, 'ne'],
    [SE, 'se'],
    [SW, 'sw'],
    [NW, 'nw'],
  ]
    .filter(([b]) => m & (b as number))
    .map(([, n]) => n);
  if (!edges.length) return 'island';
  return corners.length ? `${edges.join(' ')} · ${corners.join(' ')}` : edges.join(' ');
}
