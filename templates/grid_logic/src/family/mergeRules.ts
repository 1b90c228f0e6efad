// The merge board (2048-like) as pure rules: the ASCII legend, parsing with its checks, one slide of every
// tile, new tiles after a slide, and the win and stuck tests. No Phaser: tools and tests run this too.
// Randomness is passed in (a function giving floats in [0, 1)), so the same draws give the same board.
import { DIRECTIONS, GridShape, oppositeOf, stepCell, type Cell, type Direction } from './grid.ts';
import type { ParseResult } from './grid.ts';

/**
 * The merge-mode legend: '.' an empty cell, '#' a block (never moves, tiles stop at it), a digit n a
 * starting tile of value 2^n ('1' = 2, '2' = 4, ... '9' = 512).
 */
export const MERGE_LEGEND = { empty: '.', block: '#' } as const;

export const MERGE_LIMITS = { minSide: 3, maxSide: 8, maxGoal: 8192 } as const;

export interface MergeTile {
  /** Stable identity, so the view can animate the same tile from cell to cell. */
  id: number;
  value: number;
}

export interface MergeState {
  /** Per cell index: the tile there, or null. */
  cells: (MergeTile | null)[];
  nextId: number;
  /** Tiles spawned so far; the spawn draws are derived from it, so undo restores the same future. */
  spawns: number;
  /** Sum of the values made by merges (the level's merge points). */
  points: number;
}

export interface MergeLevel {
  shape: GridShape;
  /** Per cell index: a block. */
  block: boolean[];
  /** The tile value that wins the level. */
  goal: number;
  start: MergeState;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 4 && (n & (n - 1)) === 0;

/**
 * Reads an ASCII merge board and checks it: a rectangle from MERGE_LIMITS.minSide to maxSide cells a
 * side, known characters, at least two free cells, a goal that is a power of two (4..maxGoal) above
 * every starting tile.
 */
export function parseMergeLevel(rows: readonly string[], goal: number): ParseResult<MergeLevel> {
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a merge board must have the same length');
  if (
    cols < MERGE_LIMITS.minSide ||
    rows.length < MERGE_LIMITS.minSide ||
    cols > MERGE_LIMITS.maxSide ||
    rows.length > MERGE_LIMITS.maxSide
  ) {
    errors.push(
      `the board is ${cols}x${rows.length}; each side must be ${MERGE_LIMITS.minSide} to ${MERGE_LIMITS.maxSide} cells`,
    );
  }
  if (!isPowerOfTwo(goal) || goal > MERGE_LIMITS.maxGoal)
    errors.push(`goal ${goal} must be a power of two from 4 to ${MERGE_LIMITS.maxGoal}`);
  const shape = new GridShape(cols, rows.length);
  const block = new Array<boolean>(shape.size).fill(false);
  const cells: (MergeTile | null)[] = new Array<MergeTile | null>(shape.size).fill(null);
  let nextId = 1;
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      const i = shape.index({ col, row });
      if (ch === '#') block[i] = true;
      else if (/^[1-9]$/.test(ch)) cells[i] = { id: nextId++, value: 2 ** Number(ch) };
      else if (ch !== '.')
        errors.push(
          `unknown character "${ch}" at row ${row + 1}, column ${col + 1} ` +
            '(legend: . empty, # block, 1-9 a tile of 2^n)',
        );
    });
  });
  const free = block.filter((b) => !b).length;
  if (free < 2) errors.push('a merge board needs at least two cells that are not blocks');
  const top = Math.max(0, ...cells.map((t) => t?.value ?? 0));
  if (top >= goal) errors.push(`a starting tile (${top}) already reaches the goal ${goal}`);
  if (errors.length) return { ok: false, errors };
  return { ok: true, level: { shape, block, goal, start: { cells, nextId, spawns: 0, points: 0 } } };
}

export interface TileMove {
  id: number;
  from: Cell;
  to: Cell;
}

export interface TileMerge {
  /** The tile that stays (its value doubles). */
  id: number;
  /** The tile that slid into it and is gone. */
  absorbed: number;
  at: Cell;
  value: number;
}

export interface SlideResult {
  state: MergeState;
  /** False when no tile could move or merge (the slide does not count as a turn). */
  moved: boolean;
  moves: TileMove[];
  merges: TileMerge[];
}

/**
 * Slides every tile as far as it goes in `direction`; two equal tiles meeting merge once per slide (the
 * pair nearest the far wall first). Blocks split a line into separate stretches.
 */
export function slide(level: MergeLevel, state: MergeState, direction: Direction): SlideResult {
  const { shape } = level;
  const cells = state.cells.map((t) => (t ? { ...t } : null));
  const moves: TileMove[] = [];
  const merges: TileMerge[] = [];
  let points = state.points;
  const back = oppositeOf(direction);
  // Lead cells: the far edge in the slide direction; walk each line backwards from there.
  const leads: Cell[] = [];
  for (let i = 0; i < shape.size; i++) {
    const cell = shape.cell(i);
    if (!shape.inside(stepCell(cell, direction))) leads.push(cell);
  }
  for (const lead of leads) {
    const line: Cell[] = [];
    for (let c = lead; shape.inside(c); c = stepCell(c, back)) line.push(c);
    // Each stretch between blocks slides on its own.
    let stretch: Cell[] = [];
    for (const cell of [...line, null]) {
      if (cell && !level.block[shape.index(cell)]) {
        stretch.push(cell);
        continue;
      }
      let place = 0;
      let mergeable: { cell: Cell; tile: MergeTile } | null = null;
      for (const from of stretch) {
        const tile = cells[shape.index(from)];
        if (!tile) continue;
        cells[shape.index(from)] = null;
        if (mergeable && mergeable.tile.value === tile.value) {
          mergeable.tile.value *= 2;
          points += mergeable.tile.value;
          moves.push({ id: tile.id, from, to: mergeable.cell });
          merges.push({ id: mergeable.tile.id, absorbed: tile.id, at: mergeable.cell, value: mergeable.tile.value });
          mergeable = null;
          continue;
        }
        const to = stretch[place++]!;
        cells[shape.index(to)] = tile;
        if (to.col !== from.col || to.row !== from.row) moves.push({ id: tile.id, from, to });
        mergeable = { cell: to, tile };
      }
      stretch = [];
    }
  }
  const moved = moves.length > 0;
  return { state: moved ? { cells, nextId: state.nextId, spawns: state.spawns, points } : state, moved, moves, merges };
}

/** Puts one new tile (a 2, or a 4 with probability `fourChance`) on a random free cell; null when the board is full. */
export function spawnTile(
  level: MergeLevel,
  state: MergeState,
  draw: () => number,
  fourChance: number,
): { state: MergeState; tile: MergeTile; at: Cell } | null {
  const free: number[] = [];
  state.cells.forEach((t, i) => {
    if (!t && !level.block[i]) free.push(i);
  });
  if (free.length === 0) return null;
  const index = free[Math.min(free.length - 1, Math.floor(draw() * free.length))]!;
  const tile = { id: state.nextId, value: draw() < fourChance ? 4 : 2 };
  const cells = state.cells.slice();
  cells[index] = tile;
  return {
    state: { ...state, cells, nextId: state.nextId + 1, spawns: state.spawns + 1 },
    tile,
    at: level.shape.cell(index),
  };
}

export function maxTile(state: MergeState): number {
  return Math.max(0, ...state.cells.map((t) => t?.value ?? 0));
}

export function reachedGoal(level: MergeLevel, state: MergeState): boolean {
  return maxTile(state) >= level.goal;
}

/** True when some slide would change the board (a free cell alone is not enough when blocks wall it in). */
export function hasMoves(level: MergeLevel, state: MergeState): boolean {
  return DIRECTIONS.some((d) => slide(level, state, d).moved);
}
