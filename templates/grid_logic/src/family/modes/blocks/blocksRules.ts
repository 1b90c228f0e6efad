// The falling-blocks well as pure rules: the ASCII legend, parsing with its checks, the seven four-cell pieces and
// their turns, a seeded bag of pieces, moving, turning, falling, dropping, locking and clearing full lines. No Phaser:
// the generator's planner and the tests run this too, so a planned placement lands the same in Node and in the game.
import { GridShape, type Cell } from '../../grid.ts';
import { nextRandom, type ParseResult } from '../../grid.ts';

/** The well legend: '.' an empty cell, 'x' a filled cell already in the well at the start. */
export const BLOCKS_LEGEND = { empty: '.', filled: 'x' } as const;

export const BLOCKS_LIMITS = { minCols: 6, maxCols: 14, minRows: 10, maxRows: 24, maxTarget: 99 } as const;

/** The pieces by name, each drawn in its box (row strings, '#' a cell); a turn rotates the box clockwise. */
const PIECE_BOXES: Record<string, readonly string[]> = {
  I: ['....', '####', '....', '....'],
  O: ['##', '##'],
  T: ['.#.', '###', '...'],
  S: ['.##', '##.', '...'],
  Z: ['##.', '.##', '...'],
  J: ['#..', '###', '...'],
  L: ['..#', '###', '...'],
};
export const PIECE_NAMES: readonly string[] = Object.keys(PIECE_BOXES);

/** Cells of each piece in each of its four turns, as offsets from its box's top left. */
const TURNS: readonly (readonly Cell[][])[] = PIECE_NAMES.map((name) => {
  const box = PIECE_BOXES[name]!;
  const size = box.length;
  const first = box.flatMap((line, row) => [...line].flatMap((ch, col) => (ch === '#' ? [{ col, row }] : [])));
  const turns = [first];
  for (let t = 1; t < 4; t++) turns.push(turns[t - 1]!.map(({ col, row }) => ({ col: size - 1 - row, row: col })));
  return turns;
});

/** Game time a piece hangs before each row it falls (gravity). */
export const FALL_MS = 700;

/** Points for lines cleared at once (one to four). */
export const LINE_POINTS = [0, 100, 300, 500, 800] as const;

export interface FallingPiece {
  /** Index into PIECE_NAMES. */
  type: number;
  turn: number;
  /** Top left of the piece's box in the well (may be outside it where the box is empty). */
  col: number;
  row: number;
}

export interface BlocksState {
  /** Per cell index: 0 empty, else the locked piece's type + 1 (8 for a cell filled at the start). */
  cells: number[];
  piece: FallingPiece | null;
  /** Pieces still in the current bag, next first. */
  bag: number[];
  rng: number;
  lines: number;
  /** Pieces that have entered the well (the falling one included). */
  pieces: number;
  /** True once a new piece had no room. */
  toppedOut: boolean;
}

export interface BlocksLevel {
  shape: GridShape;
  target: number;
  seed: number;
  start: BlocksState;
}

export interface BlocksSpec {
  rows: readonly string[];
  target: number;
  seed: number;
}

/** The cells a piece covers in the well. */
export function pieceCells(piece: FallingPiece): Cell[] {
  return TURNS[piece.type]![piece.turn % 4]!.map((c) => ({ col: piece.col + c.col, row: piece.row + c.row }));
}

/** Whether the piece lies inside the well on empty cells. */
export function fits(level: BlocksLevel, cells: readonly number[], piece: FallingPiece): boolean {
  return pieceCells(piece).every((c) => level.shape.inside(c) && cells[level.shape.index(c)] === 0);
}

/** A fresh bag: every piece once, in an order drawn from the generator (Fisher-Yates). */
function fillBag(rng: number): { bag: number[]; rng: number } {
  const bag = PIECE_NAMES.map((_, i) => i);
  let state = rng;
  for (let i = bag.length - 1; i > 0; i--) {
    const drawn = nextRandom(state);
    state = drawn.state;
    const j = Math.floor(drawn.value * (i + 1));
    [bag[i], bag[j]] = [bag[j]!, bag[i]!];
  }
  return { bag, rng: state };
}

/** The next piece from the bag enters at the top centre; no room for it tops the well out. */
function spawn(level: BlocksLevel, state: BlocksState): BlocksState {
  const filled = state.bag.length ? { bag: state.bag, rng: state.rng } : fillBag(state.rng);
  const [type, ...bag] = filled.bag;
  const size = PIECE_BOXES[PIECE_NAMES[type!]!]!.length;
  const piece: FallingPiece = { type: type!, turn: 0, col: Math.floor((level.shape.cols - size) / 2), row: 0 };
  const next = { ...state, bag, rng: filled.rng, pieces: state.pieces + 1 };
  return fits(level, state.cells, piece) ? { ...next, piece } : { ...next, piece: null, toppedOut: true };
}

/**
 * Reads an ASCII well and checks it: a rectangle of minCols to maxCols columns and minRows to maxRows rows in the
 * legend, no full row at the start, the top four rows empty (room for a piece), and a lines target of 1 to maxTarget.
 * The first piece enters from the seed's bag.
 */
export function parseBlocksLevel(spec: BlocksSpec): ParseResult<BlocksLevel> {
  const { rows, target, seed } = spec;
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  const { minCols, maxCols, minRows, maxRows, maxTarget } = BLOCKS_LIMITS;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a well must have the same length');
  if (cols < minCols || cols > maxCols || rows.length < minRows || rows.length > maxRows)
    errors.push(
      `the well is ${cols}x${rows.length}; it must be ${minCols}-${maxCols} wide, ${minRows}-${maxRows} deep`,
    );
  if (!Number.isInteger(target) || target < 1 || target > maxTarget)
    errors.push(`the lines target is ${target}; it must be a whole number from 1 to ${maxTarget}`);
  const cells: number[] = [];
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch !== BLOCKS_LEGEND.empty && ch !== BLOCKS_LEGEND.filled)
        errors.push(`unknown cell "${ch}" at row ${row + 1}, column ${col + 1} (legend: . x)`);
      cells.push(ch === BLOCKS_LEGEND.filled ? 8 : 0);
    });
    if (row < 4 && line.includes(BLOCKS_LEGEND.filled))
      errors.push(`row ${row + 1} must be empty (pieces enter there)`);
    if (line.length && !line.includes(BLOCKS_LEGEND.empty)) errors.push(`row ${row + 1} is full at the start`);
  });
  if (errors.length) return { ok: false, errors };
  const level: BlocksLevel = {
    shape: new GridShape(cols, rows.length),
    target,
    seed,
    start: { cells, piece: null, bag: [], rng: seed | 0, lines: 0, pieces: 0, toppedOut: false },
  };
  level.start = spawn(level, level.start);
  return { ok: true, level };
}

/** The piece moved by (dc, dr) or turned clockwise; refused when it would not fit. */
function shifted(level: BlocksLevel, state: BlocksState, dc: number, dr: number, turn = 0): BlocksState | null {
  if (!state.piece) return null;
  const piece = { ...state.piece, col: state.piece.col + dc, row: state.piece.row + dr, turn: state.piece.turn + turn };
  return fits(level, state.cells, piece) ? { ...state, piece } : null;
}

export function movePiece(level: BlocksLevel, state: BlocksState, dc: number): BlocksState | null {
  return shifted(level, state, dc, 0);
}

export function turnPiece(level: BlocksLevel, state: BlocksState): BlocksState | null {
  return shifted(level, state, 0, 0, 1);
}

export interface LockResult {
  state: BlocksState;
  /** Lines cleared by this piece. */
  cleared: number;
  /** The cells the piece locked into. */
  locked: Cell[];
}

/** Locks the falling piece where it is, clears every full row (the rows above fall) and lets the next piece in (unless
 * the lines target is reached). */
function lock(level: BlocksLevel, state: BlocksState): LockResult {
  const piece = state.piece!;
  const cells = state.cells.slice();
  const locked = pieceCells(piece);
  for (const c of locked) cells[level.shape.index(c)] = piece.type + 1;
  const { cols, rows } = level.shape;
  const kept: number[][] = [];
  for (let r = 0; r < rows; r++) {
    const row = cells.slice(r * cols, (r + 1) * cols);
    if (row.some((v) => v === 0)) kept.push(row);
  }
  const cleared = rows - kept.length;
  const empty = new Array<number[]>(cleared).fill(new Array<number>(cols).fill(0));
  const next = { ...state, cells: [...empty, ...kept].flat(), piece: null, lines: state.lines + cleared };
  // The won well takes no new piece.
  return { state: next.lines >= level.target ? next : spawn(level, next), cleared, locked };
}

/** One row of gravity: the piece falls, or locks when it rests on something. */
export function fallPiece(level: BlocksLevel, state: BlocksState): LockResult | { state: BlocksState; cleared: null } {
  if (!state.piece) return { state, cleared: null };
  const down = shifted(level, state, 0, 1);
  return down ? { state: down, cleared: null } : lock(level, state);
}

/** Drops the piece straight down as far as it goes and locks it there. */
export function dropPiece(level: BlocksLevel, state: BlocksState): LockResult | null {
  if (!state.piece) return null;
  let at = state;
  for (let down = shifted(level, at, 0, 1); down; down = shifted(level, at, 0, 1)) at = down;
  return lock(level, at);
}

export function blocksWon(level: BlocksLevel, state: BlocksState): boolean {
  return !state.toppedOut && state.lines >= level.target;
}

export function blocksStuck(state: BlocksState): string | null {
  return state.toppedOut ? 'The blocks reached the top.' : null;
}
