// Push-box levels, generated so that every one is solvable: carve a small walled room, put the boxes on their
// targets (a solved position), then search backwards — the player pulls boxes away from the targets — breadth-first
// over every position reachable that way. A position's depth in that search is the fewest pushes that solve it, so the
// deepest ones are the hardest starts the room has. The template's own solver then proves the chosen start (and gives
// the solution the golden path plays and par is set from); the best of several rooms is kept.
import type { Random } from '../../../../assets/index.ts';
import { DIRECTIONS, stepCell, type Cell } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  parsePushLevel,
  solvePush,
  type PushLevel,
  type PushSolution,
} from '../../../../../templates/grid_logic/src/family/modes/push/pushRules.ts';

/** The solver budget the design rules set (P9): a level is kept only when it is solved within it. */
export const SOLVER_BUDGET = 200_000;
/** Positions the backward search may visit per room; rooms are kept small enough to stay under it. */
const PULL_BUDGET = 60_000;

export interface PushTargets {
  boxes: number;
  /** Interior width and height of the room (walls excluded). */
  cols: number;
  rows: number;
  /** Most floor cells the room keeps (more wall pieces go in until it fits): compact rooms, small searches. */
  maxFloor: number;
  minPushes: number;
  /** The push count aimed for; deeper starts are passed over so early levels stay short lessons. */
  maxPushes: number;
  maxMoves: number;
}

export interface GeneratedPush {
  rows: string[];
  solution: PushSolution;
  boxes: number;
}

/** What a level position has to aim for, by its place in the game (0 first .. 1 last) and the difficulty. */
export function pushTargets(position: number, difficulty: 'easy' | 'normal' | 'hard'): PushTargets {
  const step = position === 0 ? 0 : position <= 0.5 ? 1 : 2;
  const boxes = { easy: [1, 2, 2], normal: [2, 2, 3], hard: [2, 3, 4] }[difficulty][step]!;
  const [cols, rows] = (
    [
      [6, 5],
      [7, 6],
      [8, 6],
    ] as const
  )[step]!;
  const maxFloor = { easy: [16, 22, 26], normal: [18, 24, 30], hard: [22, 28, 31] }[difficulty][step]!;
  const minPushes = { easy: [3, 4, 6], normal: [3, 7, 10], hard: [6, 10, 13] }[difficulty][step]!;
  const maxPushes = { easy: [4, 8, 12], normal: [6, 14, 22], hard: [12, 22, 32] }[difficulty][step]!;
  const maxMoves = { easy: [20, 45, 70], normal: [20, 70, 120], hard: [60, 120, 180] }[difficulty][step]!;
  return { boxes, cols, rows, maxFloor, minPushes, maxPushes, maxMoves };
}

/** A room on a grid that includes its outer wall ring; cells by index row * cols + col. */
interface Room {
  cols: number;
  rows: number;
  floor: boolean[];
}

const cellOf = (room: Room, i: number): Cell => ({ col: i % room.cols, row: Math.floor(i / room.cols) });
const indexOf = (room: Room, c: Cell) => c.row * room.cols + c.col;
const inside = (room: Room, c: Cell) => c.col >= 0 && c.row >= 0 && c.col < room.cols && c.row < room.rows;
const isFloor = (room: Room, c: Cell) => inside(room, c) && room.floor[indexOf(room, c)] === true;

function floorIndices(room: Room): number[] {
  return [...room.floor.keys()].filter((i) => room.floor[i]);
}

/** Floor cells reachable from `from` without crossing `blocked`. */
function reach(room: Room, from: number, blocked: ReadonlySet<number>): Set<number> {
  const seen = new Set([from]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const c = cellOf(room, queue[head]!);
    for (const d of DIRECTIONS) {
      const n = stepCell(c, d);
      if (!isFloor(room, n)) continue;
      const i = indexOf(room, n);
      if (!seen.has(i) && !blocked.has(i)) {
        seen.add(i);
        queue.push(i);
      }
    }
  }
  return seen;
}

/**
 * A walled room: a rectangle with corners cut away and wall pieces set inside until at most `maxFloor` floor cells
 * remain, all connected, and no floor cell walled in on three sides (a dead-end pocket is wasted space).
 */
function carveRoom(t: PushTargets, random: Random): Room | null {
  const room: Room = { cols: t.cols + 2, rows: t.rows + 2, floor: [] };
  for (let row = 0; row < room.rows; row++)
    for (let col = 0; col < room.cols; col++)
      room.floor.push(row > 0 && col > 0 && row < room.rows - 1 && col < room.cols - 1);
  const set = (c: Cell, v: boolean) => {
    if (inside(room, c)) room.floor[indexOf(room, c)] = v;
  };
  for (const [right, bottom] of [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ] as const) {
    if (!random.chance(0.4)) continue;
    const w = random.int(1, 2);
    const h = random.int(1, 2);
    for (let dc = 0; dc < w; dc++)
      for (let dr = 0; dr < h; dr++)
        set({ col: right ? t.cols - dc : 1 + dc, row: bottom ? t.rows - dr : 1 + dr }, false);
  }
  const connected = () => {
    const cells = floorIndices(room);
    return cells.length > 0 && reach(room, cells[0]!, new Set()).size === cells.length;
  };
  for (let tries = 0; floorIndices(room).length > t.maxFloor; tries++) {
    if (tries > 200) return null;
    const c = { col: random.int(1, t.cols), row: random.int(1, t.rows) };
    const piece = [c, ...(random.chance(0.5) ? [stepCell(c, random.pick(DIRECTIONS))] : [])].filter((p) =>
      isFloor(room, p),
    );
    for (const p of piece) set(p, false);
    if (!connected()) for (const p of piece) set(p, true);
  }
  // Fill dead-end pockets (a floor cell with three walls around it) until none is left.
  for (let changed = true; changed; ) {
    changed = false;
    for (const i of floorIndices(room)) {
      const open = DIRECTIONS.filter((d) => isFloor(room, stepCell(cellOf(room, i), d))).length;
      if (open <= 1) {
        room.floor[i] = false;
        changed = true;
      }
    }
  }
  return connected() && floorIndices(room).length >= t.boxes * 2 + 6 ? room : null;
}

interface PullNode {
  boxes: number[];
  player: number;
  depth: number;
}

/**
 * Breadth-first search backwards from the solved position (boxes on `targets`, the player anywhere free): each step
 * pulls one box one cell. A node's depth is the fewest pulls from a solved position, which is the fewest pushes that
 * solve it. Stops at PULL_BUDGET nodes (the depths found so far stay exact).
 */
function pullSearch(room: Room, targets: number[]): PullNode[] {
  const solved = [...targets].sort((a, b) => a - b);
  const nodes: PullNode[] = [];
  const seen = new Set<string>();
  const keyOf = (boxes: number[], area: Set<number>) => `${boxes.join(',')}|${Math.min(...area)}`;
  const solvedSet = new Set(solved);
  for (const cell of floorIndices(room)) {
    if (solvedSet.has(cell)) continue;
    const key = keyOf(solved, reach(room, cell, solvedSet));
    if (seen.has(key)) continue;
    seen.add(key);
    nodes.push({ boxes: solved, player: cell, depth: 0 });
  }
  for (let head = 0; head < nodes.length && nodes.length < PULL_BUDGET; head++) {
    const node = nodes[head]!;
    const boxSet = new Set(node.boxes);
    const area = reach(room, node.player, boxSet);
    for (const box of node.boxes) {
      for (const d of DIRECTIONS) {
        // The player stands next to the box on side d and steps away from it, drawing the box into its cell.
        const stand = stepCell(cellOf(room, box), d);
        const back = stepCell(stand, d);
        if (!area.has(indexOf(room, stand)) || !isFloor(room, back) || boxSet.has(indexOf(room, back))) continue;
        const standIndex = indexOf(room, stand);
        const boxes = node.boxes.map((b) => (b === box ? standIndex : b)).sort((a, b) => a - b);
        const player = indexOf(room, back);
        const key = keyOf(boxes, reach(room, player, new Set(boxes)));
        if (seen.has(key)) continue;
        seen.add(key);
        nodes.push({ boxes, player, depth: node.depth + 1 });
      }
    }
  }
  return nodes;
}

/** ASCII rows in the push legend; wall cells only where they touch the room, trailing blanks trimmed. */
function renderRows(room: Room, targets: readonly number[], boxes: readonly number[], player: number): string[] {
  const touchesFloor = (c: Cell) =>
    [-1, 0, 1].some((dc) => [-1, 0, 1].some((dr) => isFloor(room, { col: c.col + dc, row: c.row + dr })));
  const lines: string[] = [];
  for (let row = 0; row < room.rows; row++) {
    let line = '';
    for (let col = 0; col < room.cols; col++) {
      const i = row * room.cols + col;
      if (!room.floor[i]) {
        line += touchesFloor({ col, row }) ? '#' : ' ';
        continue;
      }
      const target = targets.includes(i);
      line += i === player ? (target ? '+' : '@') : boxes.includes(i) ? (target ? '*' : '$') : target ? '.' : ' ';
    }
    lines.push(line);
  }
  // Drop blank rows and columns a carved corner may have left at the edges.
  const used = lines.filter((l) => l.trim() !== '');
  const lead = Math.min(...used.map((l) => l.length - l.trimStart().length));
  return used.map((l) => l.slice(lead).replace(/\s+$/, ''));
}

/**
 * One push level for `t`: rooms carved and searched backwards, the start chosen among the deepest positions within
 * `t.maxPushes` (every box off its target after the first lesson), then proved by the template's solver; the deepest
 * of several rooms is kept. Null when no room met the targets.
 */
export function generatePushLevel(t: PushTargets, random: Random, rooms = 5): GeneratedPush | null {
  let best: GeneratedPush | null = null;
  for (let attempt = 0; attempt < rooms * 4 && (attempt < rooms || !best); attempt++) {
    const room = carveRoom(t, random);
    if (!room) continue;
    const cells = floorIndices(room);
    const targets: number[] = [];
    while (targets.length < t.boxes) {
      const c = random.pick(cells);
      if (!targets.includes(c)) targets.push(c);
    }
    const nodes = pullSearch(room, targets);
    const allOff = (n: PullNode) => n.boxes.every((b) => !targets.includes(b));
    const needAllOff = t.minPushes > 3;
    const deepestFound = nodes.reduce((m, n) => (n.depth > m && (!needAllOff || allOff(n)) ? n.depth : m), 0);
    const depth = Math.min(t.maxPushes, deepestFound);
    if (depth < t.minPushes) continue;
    const deepest = nodes.filter((n) => n.depth === depth && (!needAllOff || allOff(n)));
    // Try a few of the deepest starts: the solver's walk between pushes may exceed the move bound for some.
    for (let k = 0; k < 3 && deepest.length; k++) {
      const start = deepest.splice(random.int(0, deepest.length - 1), 1)[0]!;
      const rows = renderRows(room, targets, start.boxes, start.player);
      const checked = checkPushLevel(rows);
      if (!checked.ok || checked.solution.moves.length > t.maxMoves) continue;
      if (!best || checked.solution.pushes > best.solution.pushes)
        best = { rows, solution: checked.solution, boxes: t.boxes };
      break;
    }
  }
  return best;
}

export type PushCheck = { ok: true; level: PushLevel; solution: PushSolution } | { ok: false; problems: string[] };

/** The design rules' checks of a push level: structure (P1–P8), then solvability within the solver budget (P9). */
export function checkPushLevel(rows: readonly string[]): PushCheck {
  const parsed = parsePushLevel(rows);
  if (!parsed.ok) return { ok: false, problems: parsed.errors };
  const solution = solvePush(parsed.level, { maxStates: SOLVER_BUDGET });
  if (solution.solved) return { ok: true, level: parsed.level, solution };
  return {
    ok: false,
    problems: [
      solution.exhausted
        ? `the solver could not decide within ${SOLVER_BUDGET} positions (treated as unsolvable; make the room smaller)`
        : `unsolvable: the solver explored all ${solution.explored} positions and no push order puts every box ` +
          'on a target',
    ],
  };
}
