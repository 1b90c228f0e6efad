// Match-3 boards and the proof that the golden path wins them: a seeded starting board with no run of three, and a
// beam search over swaps that plays the template's own pure rules (new tiles come from the level's seed, so Node sees
// exactly the tiles the browser will) until the score target is reached within the move limit.
import type { Random } from '../../../../assets/index.ts';
import type { Cell, Direction } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  findRuns,
  legalSwaps,
  MATCH3_LETTERS,
  MATCH3_LIMITS,
  parseMatch3Level,
  swapTiles,
  type Match3Level,
  type Match3State,
  type Match3Tile,
} from '../../../../../templates/grid_logic/src/family/modes/match3/match3Rules.ts';

export interface Swap {
  cell: Cell;
  direction: Direction;
}

/** States the beam search keeps per depth. */
const BEAM_WIDTH = 12;

/**
 * The fewest-swaps line the beam search finds from the level's start to its target within its move limit, or null.
 * Each depth keeps the BEAM_WIDTH best boards by score (ties: more swaps left to choose from next).
 */
export function solveMatch3(level: Match3Level): Swap[] | null {
  let beam: { state: Match3State; path: Swap[] }[] = [{ state: level.start, path: [] }];
  for (let depth = 0; depth < level.moveLimit; depth++) {
    const next: { state: Match3State; path: Swap[]; options: number }[] = [];
    const seen = new Set<string>();
    for (const node of beam) {
      for (const swap of legalSwaps(level, node.state)) {
        const result = swapTiles(level, node.state, swap.cell, swap.direction);
        if (!result.accepted) continue;
        const path = [...node.path, swap];
        if (result.state.score >= level.target) return path;
        const key = result.state.cells.map((t) => t.colour).join('') + result.state.score;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ state: result.state, path, options: legalSwaps(level, result.state).length });
      }
    }
    if (next.length === 0) return null;
    next.sort((a, b) => b.state.score - a.state.score || b.options - a.options);
    beam = next.slice(0, BEAM_WIDTH);
  }
  return null;
}

/** A starting board of `colours` colours with no run of three and at least one swap that makes a match. */
export function startingBoard(cols: number, rows: number, colours: number, random: Random): string[] {
  for (;;) {
    const cells: Match3Tile[] = [];
    for (let i = 0; i < cols * rows; i++) {
      const col = i % cols;
      const banned = new Set<number>();
      if (col >= 2 && cells[i - 1]!.colour === cells[i - 2]!.colour) banned.add(cells[i - 1]!.colour);
      if (i >= 2 * cols && cells[i - cols]!.colour === cells[i - 2 * cols]!.colour) banned.add(cells[i - cols]!.colour);
      const allowed = [...Array(colours).keys()].filter((c) => !banned.has(c));
      cells.push({ id: i + 1, colour: random.pick(allowed) });
    }
    const board = [...Array(rows).keys()].map((r) =>
      cells
        .slice(r * cols, (r + 1) * cols)
        .map((t) => MATCH3_LETTERS[t.colour])
        .join(''),
    );
    const parsed = parseMatch3Level({ rows: board, colours, target: 1, moves: 1, seed: 0 });
    if (parsed.ok && findRuns(parsed.level.shape, parsed.level.start.cells).length === 0) return board;
  }
}

export interface Match3Targets {
  cols: number;
  rows: number;
  colours: number;
  target: number;
  moves: number;
}

/** Board size, colours, target and move limit for a place in the curve; the prompt's numbers win where it has them. */
export function match3Targets(
  position: number,
  difficulty: 'easy' | 'normal' | 'hard',
  asked: { target: number | null; moves: number | null; board: { cols: number; rows: number } | null },
): Match3Targets {
  const side = { easy: 6, normal: 7, hard: 8 }[difficulty];
  const fits = (n: number) => n >= MATCH3_LIMITS.minSide && n <= MATCH3_LIMITS.maxSide;
  const board = asked.board && fits(asked.board.cols) && fits(asked.board.rows) ? asked.board : null;
  const base = {
    easy: { target: 600, moves: 20 },
    normal: { target: 1000, moves: 20 },
    hard: { target: 1500, moves: 18 },
  };
  const ramp = 1 + position * 0.5;
  return {
    cols: board?.cols ?? side,
    rows: board?.rows ?? side,
    colours: { easy: 5, normal: 6, hard: 6 }[difficulty],
    target: asked.target ?? Math.round((base[difficulty].target * ramp) / 50) * 50,
    moves: asked.moves ?? base[difficulty].moves,
  };
}

export interface GeneratedMatch3 {
  rows: string[];
  colours: number;
  target: number;
  moves: number;
  seed: number;
  solution: Swap[];
}

/** Boards tried (each a fresh seeded board and refill seed) before the level gives up. */
const BOARD_ATTEMPTS = 12;

/**
 * A match-3 level the solver wins within its move limit: fresh boards and refill seeds are drawn until one is proven;
 * when none is, fewer colours are tried (more matches), then null.
 */
export function generateMatch3Level(targets: Match3Targets, random: Random): GeneratedMatch3 | null {
  for (let colours = targets.colours; colours >= 3; colours--) {
    for (let attempt = 0; attempt < BOARD_ATTEMPTS; attempt++) {
      const rows = startingBoard(targets.cols, targets.rows, colours, random);
      const seed = random.int(1, 0x7fffffff);
      const parsed = parseMatch3Level({ rows, colours, target: targets.target, moves: targets.moves, seed });
      if (!parsed.ok) continue;
      const solution = solveMatch3(parsed.level);
      if (solution) return { rows, colours, target: targets.target, moves: targets.moves, seed, solution };
    }
  }
  return null;
}

/** A swap in short words: "c3 right" (column letter, row number from the top). */
export function swapText(swap: Swap): string {
  return `${String.fromCharCode(97 + swap.cell.col)}${swap.cell.row + 1} ${swap.direction}`;
}
