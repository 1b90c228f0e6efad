// How enemies find the player in a map with walls: a flow field (walking distance from the player's cell to
// every cell, refreshed when the player changes cell) that each enemy descends one cell at a time. Pure code.
import { isWalkable, type GridCell, type TopDownMap } from '../../../levelMap.ts';

/** Neighbour steps: orthogonal first, so ties resolve the same way every time. */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** Whether a diagonal step from (col,row) by (dc,dr) would cut a blocked corner. */
function cutsCorner(map: TopDownMap, col: number, row: number, dc: number, dr: number): boolean {
  return dc !== 0 && dr !== 0 && (!isWalkable(map, col + dc, row) || !isWalkable(map, col, row + dr));
}

export class FlowField {
  private readonly map: TopDownMap;
  private readonly distances: Int32Array;
  private target: GridCell = { col: -1, row: -1 };

  constructor(map: TopDownMap) {
    this.map = map;
    this.distances = new Int32Array(map.cols * map.rows).fill(-1);
  }

  /** The cell the field currently leads to. */
  get goal(): GridCell {
    return this.target;
  }

  /** Recomputes distances toward `target` (8-neighbour steps, no corner cutting); nothing when it is unchanged. */
  aimAt(target: GridCell): void {
    if (target.col === this.target.col && target.row === this.target.row) return;
    const map = this.map;
    this.target = { ...target };
    const dist = this.distances.fill(-1);
    if (!isWalkable(map, target.col, target.row)) return;
    const queue = [target.row * map.cols + target.col];
    dist[queue[0]!] = 0;
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head]!;
      const col = at % map.cols;
      const row = (at - col) / map.cols;
      for (const [dc, dr] of STEPS) {
        const c = col + dc;
        const r = row + dr;
        const i = r * map.cols + c;
        if (!isWalkable(map, c, r) || dist[i] !== -1 || cutsCorner(map, col, row, dc, dr)) continue;
        dist[i] = dist[at]! + 1;
        queue.push(i);
      }
    }
  }

  /** Steps from `from` to the goal; -1 when there is no way. */
  distance(from: GridCell): number {
    const map = this.map;
    if (from.col < 0 || from.row < 0 || from.col >= map.cols || from.row >= map.rows) return -1;
    return this.distances[from.row * map.cols + from.col]!;
  }

  /** The neighbour of `from` one step closer to the goal, or undefined at the goal or with no way there. */
  next(from: GridCell): GridCell | undefined {
    const map = this.map;
    const here = this.distance(from);
    let best: GridCell | undefined;
    let bestDistance = here < 0 ? Number.POSITIVE_INFINITY : here;
    for (const [dc, dr] of STEPS) {
      const cell = { col: from.col + dc, row: from.row + dr };
      const d = this.distance(cell);
      if (d < 0 || d >= bestDistance || (here >= 0 && cutsCorner(map, from.col, from.row, dc, dr))) continue;
      best = cell;
      bestDistance = d;
    }
    return best;
  }
}
