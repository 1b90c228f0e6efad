// Falling-blocks wells and the line the golden path plays in them: an empty well of the asked size, and a planner
// that places each piece of the well's seeded bag by trying every turn and column with the template's own pure rules
// and keeping the placement whose well looks best (lines cleared, few holes, a low and even surface), until the lines
// target is cleared without topping out.
import type { Random } from '../../../../assets/index.ts';
import {
  BLOCKS_LEGEND,
  blocksWon,
  dropPiece,
  movePiece,
  parseBlocksLevel,
  turnPiece,
  type BlocksLevel,
  type BlocksState,
} from '../../../../../templates/grid_logic/src/family/modes/blocks/blocksRules.ts';

/** One piece's placement: turns first (at the top), then column steps (negative: left), then the drop. */
export interface Placement {
  turns: number;
  shift: number;
}

export interface BlocksLine {
  placements: Placement[];
  /** Lines the line clears (at least the target). */
  lines: number;
}

/** How good a well looks after a placement: higher is better. */
function wellScore(level: BlocksLevel, state: BlocksState, cleared: number): number {
  const { cols, rows } = level.shape;
  const heights: number[] = [];
  let holes = 0;
  for (let c = 0; c < cols; c++) {
    let top = rows;
    for (let r = 0; r < rows; r++) {
      const filled = state.cells[r * cols + c] !== 0;
      if (filled && top === rows) top = r;
      else if (!filled && top < rows) holes++;
    }
    heights.push(rows - top);
  }
  const height = heights.reduce((s, h) => s + h, 0);
  const bumps = heights.slice(1).reduce((s, h, i) => s + Math.abs(h - heights[i]!), 0);
  return 8 * cleared - 4 * holes - 0.5 * height - 0.4 * bumps - (state.toppedOut ? 1000 : 0);
}

/** The state after a placement, with the lines it cleared; null when a turn or a step does not fit. */
export function place(
  level: BlocksLevel,
  state: BlocksState,
  p: Placement,
): { state: BlocksState; cleared: number } | null {
  let at: BlocksState | null = state;
  for (let t = 0; t < p.turns && at; t++) at = turnPiece(level, at);
  const step = Math.sign(p.shift);
  for (let s = 0; s < Math.abs(p.shift) && at; s++) at = movePiece(level, at, step);
  const dropped = at ? dropPiece(level, at) : null;
  return dropped ? { state: dropped.state, cleared: dropped.cleared } : null;
}

/** A line to the level's lines target, or null when the pieces top out (or run past a generous count) first. */
export function planBlocks(level: BlocksLevel): BlocksLine | null {
  let state = level.start;
  const placements: Placement[] = [];
  const most = level.target * level.shape.cols + 20;
  while (!blocksWon(level, state)) {
    if (state.toppedOut || placements.length >= most) return null;
    let best: { p: Placement; next: BlocksState; score: number } | null = null;
    for (let turns = 0; turns < 4; turns++)
      for (let shift = -level.shape.cols; shift <= level.shape.cols; shift++) {
        const p = { turns, shift };
        const result = place(level, state, p);
        if (!result) continue;
        const score = wellScore(level, result.state, result.cleared);
        if (!best || score > best.score) best = { p, next: result.state, score };
      }
    if (!best) return null;
    placements.push(best.p);
    state = best.next;
  }
  return { placements, lines: state.lines };
}

/** Whether the placements, made one after another from the start, clear the target without topping out. */
export function placesToWin(level: BlocksLevel, line: BlocksLine): boolean {
  let state = level.start;
  for (const p of line.placements) {
    const result = place(level, state, p);
    if (!result) return false;
    state = result.state;
  }
  return blocksWon(level, state);
}

/** An empty well's rows. */
export function emptyWell(cols: number, rows: number): string[] {
  return new Array<string>(rows).fill(BLOCKS_LEGEND.empty.repeat(cols));
}

export interface GeneratedBlocks {
  rows: string[];
  seed: number;
  line: BlocksLine;
}

/** A well with a piece seed whose bag the planner clears to the target; throws after many seeds all fail. */
export function generateBlocksLevel(cols: number, rows: number, target: number, random: Random): GeneratedBlocks {
  const well = emptyWell(cols, rows);
  for (let attempt = 0; attempt < 10; attempt++) {
    const seed = random.int(1, 0x7fffffff);
    const parsed = parseBlocksLevel({ rows: well, target, seed });
    if (!parsed.ok) throw new Error(`the well ${cols}x${rows} is refused: ${parsed.errors.join('; ')}`);
    const line = planBlocks(parsed.level);
    if (line && placesToWin(parsed.level, line)) return { rows: well, seed, line };
  }
  throw new Error(`no piece order of 10 tried lets the planner clear ${target} lines in a ${cols}x${rows} well`);
}
