// The match-3 board as pure rules: the ASCII legend, parsing with its checks, one swap and the cascade it sets off
// (clear runs of 3+, tiles fall, new tiles drop in), the legal swaps, and the win and out-of-moves tests. No Phaser:
// the generator's solver and the tests run this too. New tiles come from the level's own seed and the refill count,
// so the same swaps always give the same board (undo and replays included).
import { DIRECTIONS, GridShape, stepCell, type Cell, type Direction } from '../../grid.ts';
import type { ParseResult } from '../../grid.ts';

/** The match-3 legend: a letter 'a', 'b', ... is a tile of that colour (colour 0, 1, ...). */
export const MATCH3_LETTERS = 'abcdef';

export const MATCH3_LIMITS = { minSide: 4, maxSide: 9, minColours: 3, maxColours: 6, maxMoves: 99 } as const;

/** Points per cleared tile; a cascade's n-th clear of one swap scores n times as much. */
export const POINTS_PER_TILE = 10;

export interface Match3Tile {
  /** Stable identity, so the view can animate the same tile as it falls. */
  id: number;
  colour: number;
}

export interface Match3State {
  /** Per cell index, row by row: the tile there (a settled board is always full). */
  cells: Match3Tile[];
  nextId: number;
  /** Tiles dropped in so far; each new tile's colour is drawn from (level seed, refill count). */
  refills: number;
  /** Points scored on this board. */
  score: number;
  /** Swaps made (each one uses a move of the limit). */
  swaps: number;
}

export interface Match3Level {
  shape: GridShape;
  colours: number;
  /** Points that win the board. */
  target: number;
  /** Swaps allowed. */
  moveLimit: number;
  seed: number;
  start: Match3State;
}

export interface Match3Spec {
  rows: readonly string[];
  colours: number;
  target: number;
  moves: number;
  seed: number;
}

/**
 * Reads an ASCII match-3 board and checks it: a rectangle of MATCH3_LIMITS.minSide to maxSide cells a side, letters
 * of the first `colours` colours only, no run of three at the start, at least one swap that makes a match, a positive
 * target and a move limit of 1 to maxMoves.
 */
export function parseMatch3Level(spec: Match3Spec): ParseResult<Match3Level> {
  const { rows, colours, target, moves, seed } = spec;
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  const { minSide, maxSide, minColours, maxColours, maxMoves } = MATCH3_LIMITS;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a match-3 board must have the same length');
  if (cols < minSide || rows.length < minSide || cols > maxSide || rows.length > maxSide)
    errors.push(`the board is ${cols}x${rows.length}; each side must be ${minSide} to ${maxSide} cells`);
  if (!Number.isInteger(colours) || colours < minColours || colours > maxColours)
    errors.push(`colours ${colours} must be a whole number from ${minColours} to ${maxColours}`);
  if (!Number.isInteger(target) || target < 1) errors.push(`target ${target} must be a whole number of points above 0`);
  if (!Number.isInteger(moves) || moves < 1 || moves > maxMoves)
    errors.push(`moves ${moves} must be a whole number from 1 to ${maxMoves}`);
  if (!Number.isInteger(seed)) errors.push(`seed ${seed} must be a whole number`);
  const shape = new GridShape(cols, rows.length);
  const cells: Match3Tile[] = [];
  const letters = MATCH3_LETTERS.slice(0, colours);
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      const colour = letters.indexOf(ch);
      if (colour < 0)
        errors.push(`unknown tile "${ch}" at row ${row + 1}, column ${col + 1} (legend: ${[...letters].join(' ')})`);
      cells.push({ id: cells.length + 1, colour: Math.max(0, colour) });
    });
  });
  if (errors.length) return { ok: false, errors };
  const start: Match3State = { cells, nextId: cells.length + 1, refills: 0, score: 0, swaps: 0 };
  const level: Match3Level = { shape, colours, target, moveLimit: moves, seed, start };
  if (findRuns(shape, cells).length)
    errors.push('the board starts with a run of three; no run may be there before a swap');
  else if (legalSwaps(level, start).length === 0) errors.push('no swap on the starting board makes a match');
  return errors.length ? { ok: false, errors } : { ok: true, level };
}

/** The colour of the n-th new tile of a level: a hash of (seed, n), the same in the game and in Node. */
export function refillColour(seed: number, n: number, colours: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (n + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h % colours;
}

/** Cell indices in horizontal or vertical runs of three or more equal colours. */
export function findRuns(shape: GridShape, cells: readonly (Match3Tile | null)[]): number[] {
  const hit = new Set<number>();
  const scan = (line: number[]) => {
    let start = 0;
    for (let i = 1; i <= line.length; i++) {
      const same = i < line.length && cells[line[i]!] && cells[line[i]!]!.colour === cells[line[start]!]?.colour;
      if (same) continue;
      if (i - start >= 3 && cells[line[start]!]) for (let j = start; j < i; j++) hit.add(line[j]!);
      start = i;
    }
  };
  for (let row = 0; row < shape.rows; row++)
    scan([...Array(shape.cols).keys()].map((col) => shape.index({ col, row })));
  for (let col = 0; col < shape.cols; col++)
    scan([...Array(shape.rows).keys()].map((row) => shape.index({ col, row })));
  return [...hit].sort((a, b) => a - b);
}

export interface TileFall {
  id: number;
  from: Cell;
  to: Cell;
}

export interface TileDrop {
  id: number;
  colour: number;
  at: Cell;
  /** How many cells above the board it starts (so new tiles stack as they fall in). */
  above: number;
}

/** One clear of a cascade: the runs removed, their points, and how the board filled up again. */
export interface CascadeStep {
  /** 1 for the swap's own match, 2 and up for the cascades it set off. */
  chain: number;
  cleared: { id: number; colour: number; at: Cell }[];
  points: number;
  falls: TileFall[];
  drops: TileDrop[];
}

export interface SwapResult {
  /** False when the swap leaves the board or makes no match (nothing changes, no move is used). */
  accepted: boolean;
  state: Match3State;
  steps: CascadeStep[];
}

/** Swaps the tile at `cell` with its neighbour in `direction`, then clears, drops and refills until nothing matches. */
export function swapTiles(level: Match3Level, state: Match3State, cell: Cell, direction: Direction): SwapResult {
  const { shape } = level;
  const other = stepCell(cell, direction);
  const refused = { accepted: false, state, steps: [] };
  if (!shape.inside(cell) || !shape.inside(other) || state.swaps >= level.moveLimit) return refused;
  const cells: (Match3Tile | null)[] = state.cells.slice();
  const [a, b] = [shape.index(cell), shape.index(other)];
  [cells[a], cells[b]] = [cells[b]!, cells[a]!];
  if (findRuns(shape, cells).length === 0) return refused;
  let { nextId, refills, score } = state;
  const steps: CascadeStep[] = [];
  for (let chain = 1; ; chain++) {
    const runs = findRuns(shape, cells);
    if (runs.length === 0) break;
    const cleared = runs.map((i) => ({ id: cells[i]!.id, colour: cells[i]!.colour, at: shape.cell(i) }));
    for (const i of runs) cells[i] = null;
    const points = cleared.length * POINTS_PER_TILE * chain;
    score += points;
    const falls: TileFall[] = [];
    const drops: TileDrop[] = [];
    for (let col = 0; col < shape.cols; col++) {
      let to = shape.rows - 1;
      for (let row = shape.rows - 1; row >= 0; row--) {
        const tile = cells[shape.index({ col, row })];
        if (!tile) continue;
        cells[shape.index({ col, row })] = null;
        cells[shape.index({ col, row: to })] = tile;
        if (to !== row) falls.push({ id: tile.id, from: { col, row }, to: { col, row: to } });
        to--;
      }
      for (let row = to; row >= 0; row--) {
        const tile = { id: nextId++, colour: refillColour(level.seed, refills++, level.colours) };
        cells[shape.index({ col, row })] = tile;
        drops.push({ id: tile.id, colour: tile.colour, at: { col, row }, above: to + 1 });
      }
    }
    steps.push({ chain, cleared, points, falls, drops });
  }
  const next: Match3State = { cells: cells as Match3Tile[], nextId, refills, score, swaps: state.swaps + 1 };
  return { accepted: true, state: next, steps };
}

/** Every swap that makes a match, each once (from its upper or left tile: right or down). */
export function legalSwaps(level: Match3Level, state: Match3State): { cell: Cell; direction: Direction }[] {
  const out: { cell: Cell; direction: Direction }[] = [];
  for (let i = 0; i < level.shape.size; i++) {
    const cell = level.shape.cell(i);
    for (const direction of DIRECTIONS.filter((d) => d === 'right' || d === 'down'))
      if (swapMakesRun(level, state, cell, direction)) out.push({ cell, direction });
  }
  return out;
}

function swapMakesRun(level: Match3Level, state: Match3State, cell: Cell, direction: Direction): boolean {
  const other = stepCell(cell, direction);
  if (!level.shape.inside(other)) return false;
  const cells = state.cells.slice();
  const [a, b] = [level.shape.index(cell), level.shape.index(other)];
  [cells[a], cells[b]] = [cells[b]!, cells[a]!];
  return findRuns(level.shape, cells).length > 0;
}

export function reachedTarget(level: Match3Level, state: Match3State): boolean {
  return state.score >= level.target;
}

export function movesLeft(level: Match3Level, state: Match3State): number {
  return Math.max(0, level.moveLimit - state.swaps);
}

/** Why the board can no longer be won, or null: the moves are used up, or no swap makes a match. */
export function match3Stuck(level: Match3Level, state: Match3State): string | null {
  if (reachedTarget(level, state)) return null;
  if (movesLeft(level, state) === 0) return `Out of moves: ${state.score} of ${level.target} points.`;
  return legalSwaps(level, state).length ? null : 'Stuck: no swap makes a match.';
}
