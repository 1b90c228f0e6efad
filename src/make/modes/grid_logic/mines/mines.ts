// Minesweeper fields and the line the golden path plays on them: the field's size and mines from the prompt (or the
// difficulty), a seeded layout that keeps the first reveal's neighbourhood clear (so it opens an area), and a line
// that knows the layout: the first reveal, then every mine flagged and every safe cell still shut revealed, row by
// row, checked against the template's own pure rules.
import type { Random } from '../../../../assets/index.ts';
import type { Cell } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  MINES_LIMITS,
  minesCleared,
  parseMinesLevel,
  revealCell,
  toggleFlag,
  type MinesLevel,
} from '../../../../../templates/grid_logic/src/family/modes/mines/minesRules.ts';

export interface MinesTargets {
  cols: number;
  rows: number;
  mines: number;
}

/** The field for a place in the curve; the prompt's size and mine count win where it has them (within the rules). */
export function minesTargets(
  position: number,
  difficulty: 'easy' | 'normal' | 'hard',
  asked: { board: { cols: number; rows: number } | null; mines: number | null },
): MinesTargets {
  const fits = (n: number) => n >= MINES_LIMITS.minSide && n <= MINES_LIMITS.maxSide;
  const board = asked.board && fits(asked.board.cols) && fits(asked.board.rows) ? asked.board : null;
  const base = {
    easy: { side: 8, density: 0.12 },
    normal: { side: 9, density: 0.125 },
    hard: { side: 12, density: 0.16 },
  };
  const side = Math.min(MINES_LIMITS.maxSide, base[difficulty].side + Math.round(position * 2));
  const cols = board?.cols ?? side;
  const rows = board?.rows ?? side;
  const density = base[difficulty].density * (1 + position * 0.25);
  // Nine cells stay clear around the first reveal.
  const room = cols * rows - 9;
  const mines = Math.max(1, Math.min(room, asked.mines ?? Math.round(cols * rows * density)));
  return { cols, rows, mines };
}

/** Where the golden path's first reveal goes (the field's centre, where the cursor starts). */
export function firstReveal(cols: number, rows: number): Cell {
  return { col: Math.floor(cols / 2), row: Math.floor(rows / 2) };
}

/** A seeded field: the mines on cells drawn from the seed, none on the first reveal or next to it. */
export function layMines(targets: MinesTargets, random: Random): string[] {
  const { cols, rows, mines } = targets;
  const first = firstReveal(cols, rows);
  const free: number[] = [];
  for (let i = 0; i < cols * rows; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    if (Math.abs(col - first.col) > 1 || Math.abs(row - first.row) > 1) free.push(i);
  }
  const laid = new Set<number>();
  while (laid.size < mines) laid.add(free[random.int(0, free.length - 1)]!);
  return [...Array(rows).keys()].map((r) =>
    [...Array(cols).keys()].map((c) => (laid.has(r * cols + c) ? '*' : '.')).join(''),
  );
}

export type MinesAction = { cell: Cell; act: 'reveal' | 'flag' };

/**
 * A line that knows the field: the first reveal, then row by row (left to right, then back, so the cursor never
 * jumps) a flag on every mine and a reveal on every safe cell still shut, until the field is won. Null when it does
 * not win under the rules.
 */
export function planMines(level: MinesLevel): MinesAction[] | null {
  const { shape } = level;
  const first = firstReveal(shape.cols, shape.rows);
  const line: MinesAction[] = [{ cell: first, act: 'reveal' }];
  let state = revealCell(level, level.start, first).state;
  for (let row = 0; row < shape.rows; row++)
    for (let k = 0; k < shape.cols; k++) {
      const cell = { col: row % 2 === 0 ? k : shape.cols - 1 - k, row };
      const i = shape.index(cell);
      // The field is won the moment its last safe cell opens: a mine still unflagged then stays so.
      if (state.revealed[i] || minesCleared(level, state)) continue;
      if (state.mines[i]) {
        state = toggleFlag(level, state, cell) ?? state;
        line.push({ cell, act: 'flag' });
        continue;
      }
      const result = revealCell(level, state, cell);
      if (!result.accepted || result.exploded) return null;
      state = result.state;
      line.push({ cell, act: 'reveal' });
    }
  return minesCleared(level, state) ? line : null;
}

export interface GeneratedMines {
  rows: string[];
  mines: number;
  line: MinesAction[];
  /** Cells the first reveal opened. */
  opening: number;
}

/** A field for the targets, with its line; throws when the rules refuse it (a bug of this file, not the prompt). */
export function generateMinesLevel(targets: MinesTargets, random: Random): GeneratedMines {
  const rows = layMines(targets, random);
  const parsed = parseMinesLevel(rows);
  if (!parsed.ok)
    throw new Error(`the ${targets.cols}x${targets.rows} field breaks the rules: ${parsed.errors.join('; ')}`);
  const line = planMines(parsed.level);
  if (!line) throw new Error(`no line clears the ${targets.cols}x${targets.rows} field with ${targets.mines} mines`);
  const first = revealCell(parsed.level, parsed.level.start, line[0]!.cell);
  return { rows, mines: targets.mines, line, opening: first.accepted ? first.opened.length : 0 };
}
