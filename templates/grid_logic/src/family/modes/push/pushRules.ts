// The push-box puzzle (Sokoban-like) as pure rules: the ASCII legend, parsing with the structural checks a
// level must pass, one move, the win test, dead squares and simple deadlocks, click-to-walk paths, and a
// solver that proves a level solvable. No Phaser: level tools, generators and tests run this too.
import {
  DIRECTIONS,
  GridShape,
  directionBetween,
  oppositeOf,
  sameCell,
  stepCell,
  type Cell,
  type Direction,
} from '../../grid.ts';

/** The push-mode legend: the usual Sokoban (XSB) characters. */
export const PUSH_LEGEND = {
  wall: '#',
  /** Floor; '-' and '_' are floor too, for editors that trim trailing spaces. */
  floor: ' ',
  target: '.',
  box: '$',
  boxOnTarget: '*',
  player: '@',
  playerOnTarget: '+',
} as const;

const FLOOR_CHARS = new Set([' ', '-', '_']);
const KNOWN_CHARS = new Set(['#', '.', '$', '*', '@', '+', ...FLOOR_CHARS]);

/** Size limits a push level must keep so that it fits the board area at a readable cell size. */
export const PUSH_LIMITS = { maxCols: 20, maxRows: 14, maxBoxes: 12 } as const;

export interface PushState {
  player: Cell;
  /** Box positions; a box keeps its index for the whole level (the view animates box i). */
  boxes: Cell[];
}

export interface PushLevel {
  shape: GridShape;
  /** Per cell index: a wall character. */
  wall: boolean[];
  /** Per cell index: inside the player's walled region (the only cells anything can stand on). */
  floor: boolean[];
  /** Per cell index: a target square. */
  target: boolean[];
  targets: Cell[];
  /** Per cell index: floor where a box can never reach any target (pushing a box there loses). */
  dead: boolean[];
  start: PushState;
}

import type { ParseResult } from '../../grid.ts';

export type { ParseResult };

const where = (cell: Cell) => `row ${cell.row + 1}, column ${cell.col + 1}`;

/**
 * Reads an ASCII push level (rows of PUSH_LEGEND characters) and checks the structural rules of
 * docs/design_rules.md: known characters, one player, as many boxes as targets (at least one), a region
 * closed by walls, every box and target inside it, no box starting on a dead square, not solved at the
 * start, within PUSH_LIMITS. Solvability is a separate, costlier question: solvePush().
 */
export function parsePushLevel(rows: readonly string[]): ParseResult<PushLevel> {
  const errors: string[] = [];
  const cols = Math.max(0, ...rows.map((r) => r.length));
  if (rows.length === 0 || cols === 0) return { ok: false, errors: ['the level has no rows'] };
  if (cols > PUSH_LIMITS.maxCols || rows.length > PUSH_LIMITS.maxRows) {
    errors.push(
      `the level is ${cols}x${rows.length} cells; at most ${PUSH_LIMITS.maxCols}x${PUSH_LIMITS.maxRows} fit the board`,
    );
  }
  const shape = new GridShape(cols, rows.length);
  const wall = new Array<boolean>(shape.size).fill(false);
  const target = new Array<boolean>(shape.size).fill(false);
  const boxes: Cell[] = [];
  const players: Cell[] = [];
  rows.forEach((line, row) => {
    for (let col = 0; col < cols; col++) {
      const ch = line[col] ?? ' ';
      const cell = { col, row };
      const i = shape.index(cell);
      if (!KNOWN_CHARS.has(ch)) {
        errors.push(
          `unknown character "${ch}" at ${where(cell)} ` +
            '(legend: # wall, space/-/_ floor, . target, $ box, * box on target, @ player, + player on target)',
        );
        continue;
      }
      wall[i] = ch === '#';
      target[i] = ch === '.' || ch === '*' || ch === '+';
      if (ch === '$' || ch === '*') boxes.push(cell);
      if (ch === '@' || ch === '+') players.push(cell);
    }
  });
  if (players.length !== 1)
    errors.push(
      players.length === 0
        ? 'no player: put one @ (or + on a target)'
        : `${players.length} players (at ${players.map(where).join('; ')}): keep exactly one @ or +`,
    );
  const targets = [...target.keys()].filter((i) => target[i]).map((i) => shape.cell(i));
  if (boxes.length === 0) errors.push('no box: put at least one $ (or * on a target)');
  if (boxes.length > PUSH_LIMITS.maxBoxes) errors.push(`${boxes.length} boxes; at most ${PUSH_LIMITS.maxBoxes}`);
  if (boxes.length !== targets.length)
    errors.push(`${boxes.length} boxes but ${targets.length} targets: they must be equal`);
  const player = players[0];
  const floor = new Array<boolean>(shape.size).fill(false);
  if (player) {
    // The player's region: every non-wall cell reachable from the start, boxes ignored (they can be moved).
    const queue = [player];
    floor[shape.index(player)] = true;
    let open = false;
    while (queue.length) {
      const cell = queue.pop()!;
      if (cell.col === 0 || cell.row === 0 || cell.col === cols - 1 || cell.row === rows.length - 1) open = true;
      for (const d of DIRECTIONS) {
        const next = stepCell(cell, d);
        if (!shape.inside(next)) continue;
        const i = shape.index(next);
        if (!wall[i] && !floor[i]) {
          floor[i] = true;
          queue.push(next);
        }
      }
    }
    if (open) errors.push("the player's area is not closed by walls: surround it with #");
    for (const b of boxes)
      if (!floor[shape.index(b)]) errors.push(`the box at ${where(b)} is outside the player's area`);
    for (const t of targets)
      if (!floor[shape.index(t)]) errors.push(`the target at ${where(t)} is outside the player's area`);
  }
  if (errors.length || !player) return { ok: false, errors };
  const dead = deadSquares(shape, wall, floor, targets);
  for (const b of boxes)
    if (dead[shape.index(b)])
      errors.push(`the box at ${where(b)} starts on a dead square (it can never reach a target)`);
  if (boxes.every((b) => target[shape.index(b)]))
    errors.push('every box starts on a target: the level is solved before it starts');
  if (errors.length) return { ok: false, errors };
  return { ok: true, level: { shape, wall, floor, target, targets, dead, start: { player, boxes } } };
}

/**
 * Floor cells from which a lone box can never be pushed onto any target (found by pulling boxes back from the
 * targets).
 */
function deadSquares(shape: GridShape, wall: boolean[], floor: boolean[], targets: Cell[]): boolean[] {
  const live = new Array<boolean>(shape.size).fill(false);
  const queue = [...targets];
  for (const t of targets) live[shape.index(t)] = true;
  const isFloor = (c: Cell) => shape.inside(c) && floor[shape.index(c)] === true && !wall[shape.index(c)];
  while (queue.length) {
    const q = queue.pop()!;
    for (const d of DIRECTIONS) {
      // A box reaches q from the neighbour `from` when the player can stand one further out to push it.
      const from = stepCell(q, d);
      const stand = stepCell(q, d, 2);
      if (isFloor(from) && isFloor(stand) && !live[shape.index(from)]) {
        live[shape.index(from)] = true;
        queue.push(from);
      }
    }
  }
  return floor.map((f, i) => f && !live[i]);
}

export function boxIndexAt(state: PushState, cell: Cell): number {
  return state.boxes.findIndex((b) => sameCell(b, cell));
}

function isFloorCell(level: PushLevel, cell: Cell): boolean {
  return level.shape.inside(cell) && level.floor[level.shape.index(cell)] === true;
}

export function isTarget(level: PushLevel, cell: Cell): boolean {
  return level.shape.inside(cell) && level.target[level.shape.index(cell)] === true;
}

export type PushMove =
  | { kind: 'blocked'; direction: Direction; by: 'wall' | 'box' }
  | { kind: 'walk'; direction: Direction; from: Cell; to: Cell; state: PushState }
  | {
      kind: 'push';
      direction: Direction;
      from: Cell;
      to: Cell;
      box: number;
      boxFrom: Cell;
      boxTo: Cell;
      onTarget: boolean;
      wasOnTarget: boolean;
      state: PushState;
    };

/** One step of the player in `direction`: a walk, a push of one box, or blocked (a wall, or a box that cannot move). */
export function tryMove(level: PushLevel, state: PushState, direction: Direction): PushMove {
  const from = state.player;
  const to = stepCell(from, direction);
  if (!isFloorCell(level, to)) return { kind: 'blocked', direction, by: 'wall' };
  const box = boxIndexAt(state, to);
  if (box < 0) return { kind: 'walk', direction, from, to, state: { player: to, boxes: state.boxes } };
  const boxTo = stepCell(to, direction);
  if (!isFloorCell(level, boxTo)) return { kind: 'blocked', direction, by: 'wall' };
  if (boxIndexAt(state, boxTo) >= 0) return { kind: 'blocked', direction, by: 'box' };
  const boxes = state.boxes.map((b, i) => (i === box ? boxTo : b));
  return {
    kind: 'push',
    direction,
    from,
    to,
    box,
    boxFrom: to,
    boxTo,
    onTarget: isTarget(level, boxTo),
    wasOnTarget: isTarget(level, to),
    state: { player: to, boxes },
  };
}

export function boxesOnTargets(level: PushLevel, state: PushState): number {
  return state.boxes.filter((b) => isTarget(level, b)).length;
}

export function isSolved(level: PushLevel, state: PushState): boolean {
  return state.boxes.every((b) => isTarget(level, b));
}

/**
 * Boxes that can never reach a target whatever the player does: off target and on a dead square, or
 * part of a 2x2 block of walls and boxes (nothing in it can move).
 */
export function stuckBoxes(level: PushLevel, state: PushState): number[] {
  const solid = (c: Cell) => !isFloorCell(level, c) || boxIndexAt(state, c) >= 0;
  const stuck: number[] = [];
  state.boxes.forEach((b, i) => {
    if (isTarget(level, b)) return;
    if (level.dead[level.shape.index(b)]) {
      stuck.push(i);
      return;
    }
    for (const [dc, dr] of [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
    ] as const) {
      const corner = { col: b.col + dc, row: b.row + dr };
      const square = [
        corner,
        { col: corner.col + 1, row: corner.row },
        { col: corner.col, row: corner.row + 1 },
        { col: corner.col + 1, row: corner.row + 1 },
      ];
      if (square.every(solid)) {
        stuck.push(i);
        return;
      }
    }
  });
  return stuck;
}

/** The shortest walk (no pushing) from the player to `goal`, or null when boxes or walls cut it off. */
export function walkPath(level: PushLevel, state: PushState, goal: Cell): Direction[] | null {
  if (!isFloorCell(level, goal) || boxIndexAt(state, goal) >= 0) return null;
  const { shape } = level;
  const came = new Map<number, { prev: number; direction: Direction }>();
  const startIndex = shape.index(state.player);
  const seen = new Set([startIndex]);
  const queue = [state.player];
  const blocked = new Set(state.boxes.map((b) => shape.index(b)));
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    if (sameCell(cell, goal)) break;
    for (const d of DIRECTIONS) {
      const next = stepCell(cell, d);
      if (!isFloorCell(level, next)) continue;
      const i = shape.index(next);
      if (seen.has(i) || blocked.has(i)) continue;
      seen.add(i);
      came.set(i, { prev: shape.index(cell), direction: d });
      queue.push(next);
    }
  }
  const goalIndex = shape.index(goal);
  if (!seen.has(goalIndex)) return null;
  const path: Direction[] = [];
  for (let i = goalIndex; i !== startIndex; ) {
    const step = came.get(i)!;
    path.push(step.direction);
    i = step.prev;
  }
  return path.reverse();
}

/** What a click (or tap) on `cell` asks for: a push when it is a box next to the player, else a walk there. */
export function movesForClick(level: PushLevel, state: PushState, cell: Cell): Direction[] {
  const next = directionBetween(state.player, cell);
  if (next && boxIndexAt(state, cell) >= 0) return [next];
  return walkPath(level, state, cell) ?? [];
}

export interface PushSolution {
  /** True when a solution was found. */
  solved: boolean;
  /** The moves of the solution (fewest pushes; walks between pushes are shortest walks). */
  moves: Direction[];
  pushes: number;
  /** Positions (box sets with a player area) looked at. */
  explored: number;
  /** True when the search stopped at maxStates before deciding. */
  exhausted: boolean;
}

/**
 * Breadth-first search over pushes: proves a level solvable and gives a solution with the fewest pushes.
 * Dead squares are pruned. Exponential in the number of boxes; keep maxStates for generators' budgets.
 */
export function solvePush(level: PushLevel, options: { maxStates?: number } = {}): PushSolution {
  const maxStates = options.maxStates ?? 200_000;
  const { shape } = level;
  interface Node {
    boxes: number[];
    player: number;
    parent: number;
    box: number;
    direction: Direction | null;
  }
  const reach = (player: number, boxes: ReadonlySet<number>): Set<number> => {
    const seen = new Set([player]);
    const queue = [player];
    for (let head = 0; head < queue.length; head++) {
      const cell = shape.cell(queue[head]!);
      for (const d of DIRECTIONS) {
        const next = stepCell(cell, d);
        if (!isFloorCell(level, next)) continue;
        const i = shape.index(next);
        if (!seen.has(i) && !boxes.has(i)) {
          seen.add(i);
          queue.push(i);
        }
      }
    }
    return seen;
  };
  const keyOf = (boxes: number[], area: Set<number>) => `${boxes.join(',')}|${Math.min(...area)}`;
  const startBoxes = level.start.boxes.map((b) => shape.index(b)).sort((a, b) => a - b);
  const nodes: Node[] = [
    { boxes: startBoxes, player: shape.index(level.start.player), parent: -1, box: -1, direction: null },
  ];
  const seen = new Set([keyOf(startBoxes, reach(nodes[0]!.player, new Set(startBoxes)))]);
  let found = -1;
  for (let head = 0; head < nodes.length && found < 0; head++) {
    if (nodes.length > maxStates)
      return { solved: false, moves: [], pushes: 0, explored: nodes.length, exhausted: true };
    const node = nodes[head]!;
    const boxSet = new Set(node.boxes);
    const area = reach(node.player, boxSet);
    for (const box of node.boxes) {
      const cell = shape.cell(box);
      for (const d of DIRECTIONS) {
        const stand = stepCell(cell, oppositeOf(d));
        const dest = stepCell(cell, d);
        if (!shape.inside(stand) || !area.has(shape.index(stand))) continue;
        if (!isFloorCell(level, dest)) continue;
        const destIndex = shape.index(dest);
        if (boxSet.has(destIndex) || level.dead[destIndex]) continue;
        const boxes = node.boxes.map((b) => (b === box ? destIndex : b)).sort((a, b) => a - b);
        const key = keyOf(boxes, reach(box, new Set(boxes)));
        if (seen.has(key)) continue;
        seen.add(key);
        nodes.push({ boxes, player: box, parent: head, box, direction: d });
        if (boxes.every((b) => level.target[b])) {
          found = nodes.length - 1;
          break;
        }
      }
      if (found >= 0) break;
    }
  }
  if (found < 0) return { solved: false, moves: [], pushes: 0, explored: nodes.length, exhausted: false };
  const pushes: { box: number; direction: Direction }[] = [];
  for (let i = found; nodes[i]!.parent >= 0; i = nodes[i]!.parent)
    pushes.push({ box: nodes[i]!.box, direction: nodes[i]!.direction! });
  pushes.reverse();
  // Replay the pushes on the real state (boxes keep their identity there), walking between them.
  let state: PushState = { player: level.start.player, boxes: level.start.boxes.map((b) => ({ ...b })) };
  const moves: Direction[] = [];
  for (const push of pushes) {
    const boxCell = shape.cell(push.box);
    const walk = walkPath(level, state, stepCell(boxCell, oppositeOf(push.direction))) ?? [];
    for (const d of [...walk, push.direction]) {
      const move = tryMove(level, state, d);
      if (move.kind === 'blocked')
        throw new Error(`solver replay blocked at move ${moves.length + 1}; this is a bug in solvePush`);
      state = move.state;
      moves.push(d);
    }
  }
  return { solved: true, moves, pushes: pushes.length, explored: nodes.length, exhausted: false };
}
