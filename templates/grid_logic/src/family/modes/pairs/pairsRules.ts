// The memory (pairs) board as pure rules: the ASCII legend, parsing with its checks, turning a card over (the second
// card of a try makes a pair or a miss), a missed pair turning back, and the win and out-of-moves tests. No Phaser:
// the generator's planner and the tests run this too. A move is one try: two cards turned over.
import { GridShape, type Cell } from '../../grid.ts';
import type { ParseResult } from '../../grid.ts';

/**
 * The pairs legend: a letter 'a', 'b', ... is a card showing that face (face 0, 1, ...); '.' is a cell with no card.
 */
export const PAIRS_LETTERS = 'abcdefghijklmnopqr';
export const PAIRS_EMPTY = '.';

export const PAIRS_LIMITS = { minPairs: 2, maxPairs: PAIRS_LETTERS.length, maxSide: 8, maxMoves: 99 } as const;

/** Game time a missed pair stays face up before it turns back (long enough to remember both faces). */
export const MISS_SHOW_MS = 900;

/** Points for each pair found (the game's score; an undo takes them back). */
export const POINTS_PER_PAIR = 50;

export interface PairsState {
  /** Per cell index: true once the card there is part of a found pair (it stays face up). */
  matched: boolean[];
  /** Cells turned face up in the current try, in order: none, the first card, or a missed pair not yet turned back. */
  open: number[];
  /** Tries made (two cards turned over each). */
  moves: number;
  found: number;
  misses: number;
}

export interface PairsLevel {
  shape: GridShape;
  /** The name of each face (face 0 is letter 'a'). */
  faces: string[];
  /** Per cell index: the face of the card there, or null for a cell with no card. */
  cards: (number | null)[];
  pairs: number;
  /** Tries allowed, or null for no limit. */
  moveLimit: number | null;
  start: PairsState;
}

export interface PairsSpec {
  rows: readonly string[];
  faces: readonly string[];
  moves?: number;
}

/** The texture key a face's picture is loaded under (assets.json): "face-" and the name with dashes for spaces. */
export function faceKey(name: string): string {
  return `face-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * Reads an ASCII pairs board and checks it: a rectangle of at most PAIRS_LIMITS.maxSide cells a side, every letter of
 * the first `faces.length` letters exactly twice, 2 to maxPairs pairs, distinct face names, and a move limit (when
 * given) of at least the number of pairs and at most maxMoves.
 */
export function parsePairsLevel(spec: PairsSpec): ParseResult<PairsLevel> {
  const { rows, faces, moves } = spec;
  const errors: string[] = [];
  const cols = rows[0]?.length ?? 0;
  const { minPairs, maxPairs, maxSide, maxMoves } = PAIRS_LIMITS;
  if (rows.some((r) => r.length !== cols)) errors.push('every row of a pairs board must have the same length');
  if (cols < 1 || rows.length < 1 || cols > maxSide || rows.length > maxSide)
    errors.push(`the board is ${cols}x${rows.length}; each side must be 1 to ${maxSide} cells`);
  if (faces.length < minPairs || faces.length > maxPairs)
    errors.push(`${faces.length} faces; a pairs board has ${minPairs} to ${maxPairs}`);
  if (new Set(faces).size !== faces.length) errors.push(`the face names repeat: ${faces.join(', ')}`);
  const letters = PAIRS_LETTERS.slice(0, faces.length);
  const cards: (number | null)[] = [];
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch === PAIRS_EMPTY) {
        cards.push(null);
        return;
      }
      const face = letters.indexOf(ch);
      if (face < 0)
        errors.push(`unknown card "${ch}" at row ${row + 1}, column ${col + 1} (legend: ${[...letters].join(' ')} .)`);
      cards.push(face < 0 ? null : face);
    });
  });
  [...letters].forEach((ch, face) => {
    const count = cards.filter((c) => c === face).length;
    if (count !== 2) errors.push(`card "${ch}" (${faces[face]}) appears ${count} time(s); each face appears twice`);
  });
  if (moves !== undefined && (!Number.isInteger(moves) || moves < faces.length || moves > maxMoves))
    errors.push(`moves ${moves} must be a whole number from the ${faces.length} pairs to ${maxMoves}`);
  if (errors.length) return { ok: false, errors };
  const start: PairsState = { matched: cards.map(() => false), open: [], moves: 0, found: 0, misses: 0 };
  const shape = new GridShape(cols, rows.length);
  return { ok: true, level: { shape, faces: [...faces], cards, pairs: faces.length, moveLimit: moves ?? null, start } };
}

export type FlipKind = 'first' | 'pair' | 'miss';

export type FlipResult =
  | { accepted: false; state: PairsState; reason: string }
  | {
      accepted: true;
      kind: FlipKind;
      state: PairsState;
      /** The face turned up. */
      face: number;
      /** A missed pair that was still showing and turned back first (empty when none). */
      hidden: number[];
    };

/**
 * Turns the card at `cell` face up. A missed pair still showing turns back first. The second card of a try ends it: a
 * pair stays face up, a miss stays showing until hideMiss (or the next card). Refused (nothing changes) off the
 * board, on an empty cell, on a card already up, once the board is solved or its moves are used up.
 */
export function flipCard(level: PairsLevel, state: PairsState, cell: Cell): FlipResult {
  const refuse = (reason: string): FlipResult => ({ accepted: false, state, reason });
  if (!level.shape.inside(cell)) return refuse('edge');
  const index = level.shape.index(cell);
  const face = level.cards[index];
  if (face === null || face === undefined) return refuse('no card');
  if (pairsSolved(level, state)) return refuse('solved');
  if (pairsMovesLeft(level, state) === 0) return refuse('no moves left');
  const hidden = state.open.length === 2 ? state.open : [];
  const open = hidden.length ? [] : state.open;
  if (state.matched[index] || open.includes(index)) return refuse('face up');
  if (open.length === 0) return { accepted: true, kind: 'first', state: { ...state, open: [index] }, face, hidden };
  const first = open[0]!;
  const moves = state.moves + 1;
  if (level.cards[first] !== face)
    return {
      accepted: true,
      kind: 'miss',
      state: { ...state, open: [first, index], moves, misses: state.misses + 1 },
      face,
      hidden,
    };
  const matched = state.matched.slice();
  matched[first] = true;
  matched[index] = true;
  return {
    accepted: true,
    kind: 'pair',
    state: { ...state, matched, open: [], moves, found: state.found + 1 },
    face,
    hidden,
  };
}

/** The missed pair turned back face down (no change when no miss is showing). */
export function hideMiss(state: PairsState): PairsState {
  return state.open.length === 2 ? { ...state, open: [] } : state;
}

export function pairsSolved(level: PairsLevel, state: PairsState): boolean {
  return state.found === level.pairs;
}

/** Tries left under the move limit (Infinity without one). */
export function pairsMovesLeft(level: PairsLevel, state: PairsState): number {
  return level.moveLimit === null ? Number.POSITIVE_INFINITY : Math.max(0, level.moveLimit - state.moves);
}

/** Why the board can no longer be won, or null: only when the move limit is used up. */
export function pairsStuck(level: PairsLevel, state: PairsState): string | null {
  if (pairsSolved(level, state) || pairsMovesLeft(level, state) > 0) return null;
  return `Out of moves: ${state.found} of ${level.pairs} pairs found.`;
}

/** Whether the card at cell index `index` shows its face (found, or turned up in this try). */
export function faceUp(state: PairsState, index: number): boolean {
  return state.matched[index] === true || state.open.includes(index);
}
