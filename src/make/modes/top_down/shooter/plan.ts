// The golden path of a top-down level, planned from its route: fights (loop around an anchor cell with fire held,
// auto-aim doing the aiming, until the level's kill count reaches a number) and moves (walk along one axis to a cell's
// centre). The hero is never pushed by enemies (the family overlaps them, it does not collide), so its position is a
// function of the keys alone: a leg ends where its until condition says, give or take one check, and a loop of whole
// holds returns to where it began. The same geometry gives the band of cells the route sweeps, which must be clear
// of walls and low obstacles; levels.ts keeps cover out of it and validate() checks it.
import type { ConfigValues } from '../../../../shared/index.ts';
import { num } from '../config.ts';

/**
 * Loop around the centre of (col, row) with these half sizes in cells, fire held, until flags.kills reaches `kills`.
 */
export interface FightOp {
  op: 'fight';
  col: number;
  row: number;
  halfCols: number;
  halfRows: number;
  kills: number;
  /** Walk back to the anchor after the fight (not needed when the fight ends the level). */
  recentre: boolean;
}

/** Walk along one axis to the centre of column / row `to`, fire held. `exit`: the leg ends when the exit is reached. */
export interface MoveOp {
  op: 'move';
  axis: 'x' | 'y';
  to: number;
  exit?: boolean;
}

export type RouteOp = FightOp | MoveOp;

/** The hero's body radius (the family gives the player a circle of 0.36 of a 28-pixel frame). */
export const HERO_RADIUS = 28 * 0.36;
/** How often an until leg looks at the state: the stop lands within one look of the target. */
export const CHECK_MS = 50;
/** A leg aims this many pixels short of the cell centre, so it stops within this distance either side of it. */
export const AIM_SHORT = 5;
/**
 * Clearance around route lines: body, the stop's spread across a leg, one frame of a hold, and a pixel to spare.
 * Cells closer than this to a line must be free of walls and low obstacles.
 */
export const ROUTE_CLEARANCE = HERO_RADIUS + AIM_SHORT + 3.2 + 1;

export interface Geometry {
  cell: number;
  speed: number;
}

export function geometryOf(config: ConfigValues): Geometry {
  return { cell: num(config, 'world.cellSize'), speed: num(config, 'player.speed') };
}

const centre = (index: number, g: Geometry) => index * g.cell + g.cell / 2;

/** A hold length in ms, whole multiples of 50 ms (three frames), close to `cells` of walking. */
export function holdMs(cells: number, g: Geometry): number {
  return Math.max(50, Math.round((((cells * g.cell) / g.speed) * 1000) / 50) * 50);
}

type Dir = 'up' | 'down' | 'left' | 'right';

/**
 * A fight's holds: the way out from the anchor to the loop's top-right corner (up, right), then the loop itself
 * (down, left, up, right), which returns to that corner. The loop never crosses its middle, so a slow enemy chasing
 * the hero round it stays on an inner track instead of meeting it there.
 */
export function loopHolds(
  op: FightOp,
  g: Geometry,
): { entry: { dir: Dir; ms: number }[]; cycle: { dir: Dir; ms: number }[] } {
  const a = holdMs(op.halfCols, g);
  const b = holdMs(op.halfRows, g);
  return {
    entry: [
      { dir: 'up', ms: b },
      { dir: 'right', ms: a },
    ],
    cycle: [
      { dir: 'down', ms: 2 * b },
      { dir: 'left', ms: 2 * a },
      { dir: 'up', ms: 2 * b },
      { dir: 'right', ms: 2 * a },
    ],
  };
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The segments the hero's centre sweeps along the route, starting at `start` (pixels): the way out from the anchor
 * and the loop's edges, the middle row a re-centring walk uses, and every move (to its target plus the stop's spread).
 */
export function routeSegments(route: readonly RouteOp[], start: { x: number; y: number }, g: Geometry): Segment[] {
  const out: Segment[] = [];
  let x = start.x;
  let y = start.y;
  for (const op of route) {
    if (op.op === 'fight') {
      const ax = centre(op.col, g);
      const ay = centre(op.row, g);
      const dx = (g.speed * holdMs(op.halfCols, g)) / 1000;
      const dy = (g.speed * holdMs(op.halfRows, g)) / 1000;
      out.push(
        { x1: ax, y1: ay - dy, x2: ax, y2: ay },
        { x1: ax - dx, y1: ay - dy, x2: ax + dx, y2: ay - dy },
        { x1: ax - dx, y1: ay + dy, x2: ax + dx, y2: ay + dy },
        { x1: ax - dx, y1: ay - dy, x2: ax - dx, y2: ay + dy },
        { x1: ax + dx, y1: ay - dy, x2: ax + dx, y2: ay + dy },
      );
      if (op.recentre) out.push({ x1: ax - dx, y1: ay, x2: ax + dx, y2: ay });
      x = ax;
      y = ay;
    } else {
      const target = centre(op.to, g);
      if (op.axis === 'x') {
        out.push({ x1: x, y1: y, x2: target + Math.sign(target - x) * AIM_SHORT, y2: y });
        x = target;
      } else {
        out.push({ x1: x, y1: y, x2: x, y2: target + Math.sign(target - y) * AIM_SHORT });
        y = target;
      }
    }
  }
  return out;
}

/** Cells (col, row) whose square comes closer than `clearance` to any segment (overlap with positive area). */
export function sweptCells(
  segments: readonly Segment[],
  cols: number,
  rows: number,
  g: Geometry,
  clearance = ROUTE_CLEARANCE,
): Set<number> {
  const cells = new Set<number>();
  for (const s of segments) {
    const left = Math.min(s.x1, s.x2) - clearance;
    const right = Math.max(s.x1, s.x2) + clearance;
    const top = Math.min(s.y1, s.y2) - clearance;
    const bottom = Math.max(s.y1, s.y2) + clearance;
    const c0 = Math.max(0, Math.floor(left / g.cell));
    const c1 = Math.min(cols - 1, Math.ceil(right / g.cell) - 1);
    const r0 = Math.max(0, Math.floor(top / g.cell));
    const r1 = Math.min(rows - 1, Math.ceil(bottom / g.cell) - 1);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.add(r * cols + c);
  }
  return cells;
}

/** Cells whose centre lies within `slack` pixels of a route line: a pickup there is walked over. */
export function onRouteCells(
  segments: readonly Segment[],
  cols: number,
  rows: number,
  g: Geometry,
  slack = 6,
): Set<number> {
  const cells = new Set<number>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = centre(c, g);
      const py = centre(r, g);
      for (const s of segments) {
        const nx = Math.max(Math.min(s.x1, s.x2), Math.min(px, Math.max(s.x1, s.x2)));
        const ny = Math.max(Math.min(s.y1, s.y2), Math.min(py, Math.max(s.y1, s.y2)));
        if (Math.hypot(px - nx, py - ny) <= slack) {
          cells.add(r * cols + c);
          break;
        }
      }
    }
  }
  return cells;
}

type Step = Record<string, unknown>;

/**
 * Until-steps that walk back to the centre of (col, row) along one axis at a time: from whichever corner of its loop a
 * fight stopped at, or from wherever a hold that ran on into a new level left the hero (on a line through its start).
 * Each leg does nothing when the hero is already on its side of the centre.
 */
export function recentreSteps(col: number, row: number, g: Geometry, fire: boolean): Step[] {
  const x = centre(col, g);
  const y = centre(row, g);
  const leg = (path: string, cond: Record<string, number>, dir: string): Step => ({
    until: { path, ...cond },
    hold: fire ? [dir, 'fire'] : [dir],
    timeoutMs: 8000,
    checkEveryMs: CHECK_MS,
  });
  return [
    leg('player.y', { lte: y + AIM_SHORT }, 'up'),
    leg('player.y', { gte: y - AIM_SHORT }, 'down'),
    leg('player.x', { lte: x + AIM_SHORT }, 'left'),
    leg('player.x', { gte: x - AIM_SHORT }, 'right'),
  ];
}

export interface LevelPlanInput {
  start: { col: number; row: number };
  route: readonly RouteOp[];
}

/**
 * Rough game time of a level's golden path in ms: walking, plus `fightMs` per fight (the caller's estimate of the
 * fights).
 */
export function walkingMs(level: LevelPlanInput, g: Geometry): number {
  const segments = routeSegments(
    level.route.filter((op) => op.op === 'move'),
    { x: centre(level.start.col, g), y: centre(level.start.row, g) },
    g,
  );
  return segments.reduce((s, seg) => s + ((Math.abs(seg.x2 - seg.x1) + Math.abs(seg.y2 - seg.y1)) / g.speed) * 1000, 0);
}

/**
 * The steps of one level, from its first frame (no key held) to the frame it is won. Walks hold fire on the way
 * unless `fire` is false (a room with nothing to shoot).
 */
export function levelSteps(
  level: LevelPlanInput,
  g: Geometry,
  fightTimeoutMs: (op: FightOp) => number,
  fire = true,
): Step[] {
  const steps: Step[] = [];
  let x = centre(level.start.col, g);
  let y = centre(level.start.row, g);
  for (const op of level.route) {
    if (op.op === 'fight') {
      const holds = loopHolds(op, g);
      steps.push(...holds.entry.map((h) => ({ hold: [h.dir, 'fire'], ms: h.ms })));
      steps.push({
        until: { path: 'flags.kills', gte: op.kills },
        hold: ['fire'],
        repeat: holds.cycle.map((h) => ({ hold: [h.dir], ms: h.ms })),
        timeoutMs: fightTimeoutMs(op),
      });
      if (op.recentre) steps.push(...recentreSteps(op.col, op.row, g, true));
      x = centre(op.col, g);
      y = centre(op.row, g);
      continue;
    }
    const target = centre(op.to, g);
    const from = op.axis === 'x' ? x : y;
    const forward = target >= from;
    const dir = op.axis === 'x' ? (forward ? 'right' : 'left') : forward ? 'down' : 'up';
    const path = op.axis === 'x' ? 'player.x' : 'player.y';
    const until = op.exit
      ? { path: 'flags.exitReached', equals: true }
      : forward
        ? { path, gte: target - AIM_SHORT }
        : { path, lte: target + AIM_SHORT };
    // Walking time with room for the fights on the way (the hero keeps walking while it shoots).
    const timeoutMs = Math.round((Math.abs(target - from) / g.speed) * 1000 * 3 + 4000);
    const hold = fire ? [dir, 'fire'] : [dir];
    steps.push({ until, hold, timeoutMs: Math.ceil(timeoutMs / 100) * 100, checkEveryMs: CHECK_MS });
    if (op.axis === 'x') x = target;
    else y = target;
  }
  return steps;
}
