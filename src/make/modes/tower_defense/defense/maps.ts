// Map generation for the tower-defense family: a winding route carved from a spawn on one border to a base on
// another, build plots beside it and a little scenery, all seeded. The route is a walk on a lattice of every other
// tile (odd rows and columns), so two stretches of path are always at least one tile apart and the family's rule
// "every path tile touches exactly two walkable tiles" holds by construction; the family's own checkMap then
// validates the result (templates/tower_defense/src/family/map.ts, the code the game runs).
import { type Random, shuffled } from '../../../../assets/index.ts';
import {
  checkMap,
  type Cell,
  type MapRules,
  type TowerDefenseMap,
} from '../../../../../templates/tower_defense/src/family/map.ts';

export interface MapOptions {
  cols: number;
  rows: number;
  /** Route length in tiles, spawn and base included. */
  minTiles: number;
  maxTiles: number;
  minTurns: number;
  maxTurns: number;
  minPlots: number;
  maxPlots: number;
  /** Share of plots that sit beside two stretches of the route (where one tower covers both). */
  doubleShare: number;
  rules: MapRules;
}

type Side = 'left' | 'right' | 'top' | 'bottom';
interface Node {
  i: number;
  j: number;
}
const DIRS: Record<Side, Node> = {
  left: { i: -1, j: 0 },
  right: { i: 1, j: 0 },
  top: { i: 0, j: -1 },
  bottom: { i: 0, j: 1 },
};
const OPPOSITE: Record<Side, Side> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };
const SIDES: readonly Side[] = ['left', 'top', 'right', 'bottom'];

/** Node expansions one carving attempt may use before it gives up and starts again. */
const CARVE_BUDGET = 4000;

interface Carved {
  nodes: Node[];
  spawnSide: Side;
  baseSide: Side;
}

/** A lattice walk from the spawn side to the base side with the wanted length and number of turns, or null. */
function carve(ni: number, nj: number, options: MapOptions, random: Random): Carved | null {
  const spawnSide = random.pick(SIDES);
  const baseSide = random.chance(0.7)
    ? OPPOSITE[spawnSide]
    : random.pick(SIDES.filter((s) => s !== spawnSide && s !== OPPOSITE[spawnSide]));
  const onSide = (n: Node, side: Side): boolean =>
    side === 'left' ? n.i === 0 : side === 'right' ? n.i === ni - 1 : side === 'top' ? n.j === 0 : n.j === nj - 1;
  const along = spawnSide === 'left' || spawnSide === 'right' ? nj : ni;
  const k = random.int(0, along - 1);
  const start: Node =
    spawnSide === 'left'
      ? { i: 0, j: k }
      : spawnSide === 'right'
        ? { i: ni - 1, j: k }
        : spawnSide === 'top'
          ? { i: k, j: 0 }
          : { i: k, j: nj - 1 };
  // Tiles = 2 * nodes + 1 (the nodes, the links between them, and the spawn and base stubs on the border).
  const minNodes = Math.ceil((options.minTiles - 1) / 2);
  const maxNodes = Math.floor((options.maxTiles - 1) / 2);
  const target = random.int(minNodes, maxNodes);
  const visited = new Set([`${start.i},${start.j}`]);
  const nodes: Node[] = [start];
  let budget = CARVE_BUDGET;
  const inward = DIRS[OPPOSITE[spawnSide]];
  const outward = DIRS[baseSide];

  const turnsWithEnd = (runs: number, lastDir: Node): number =>
    runs - 1 + (lastDir.i === outward.i && lastDir.j === outward.j ? 0 : 1);
  const far = (end: Node) => Math.abs(end.i - start.i) + Math.abs(end.j - start.j) >= Math.floor((ni + nj) / 2);

  const extend = (dir: Node | null, runs: number): boolean => {
    if (--budget < 0) return false;
    const last = nodes[nodes.length - 1]!;
    if (dir && nodes.length >= target && onSide(last, baseSide) && far(last)) {
      const turns = turnsWithEnd(runs, dir);
      if (turns >= options.minTurns && turns <= options.maxTurns) return true;
    }
    if (nodes.length >= maxNodes || runs > options.maxTurns + 1) return false;
    const choices =
      dir === null
        ? [inward]
        : shuffled(
            [
              { i: dir.j, j: dir.i },
              { i: -dir.j, j: -dir.i },
            ],
            random,
          );
    for (const d of choices) {
      const longest = d.i !== 0 ? ni - 1 : nj - 1;
      // Long runs first: one-node wiggles make many turns and short stretches.
      for (const length of [
        ...shuffled(
          [2, 3, 4, 5].filter((x) => x <= longest),
          random,
        ),
        1,
      ]) {
        const run: Node[] = [];
        for (let s = 1; s <= length; s++) {
          const n = { i: last.i + d.i * s, j: last.j + d.j * s };
          if (n.i < 0 || n.j < 0 || n.i >= ni || n.j >= nj || visited.has(`${n.i},${n.j}`)) break;
          run.push(n);
        }
        if (run.length !== length || nodes.length + length > maxNodes) continue;
        for (const n of run) {
          visited.add(`${n.i},${n.j}`);
          nodes.push(n);
        }
        if (extend(d, runs + 1)) return true;
        for (const n of run) {
          visited.delete(`${n.i},${n.j}`);
          nodes.pop();
        }
        if (budget < 0) return false;
      }
    }
    return false;
  };
  return extend(null, 0) ? { nodes, spawnSide, baseSide } : null;
}

const cellOf = (n: Node): Cell => ({ col: 2 * n.i + 1, row: 2 * n.j + 1 });

function stub(n: Node, side: Side): Cell {
  const c = cellOf(n);
  return side === 'left'
    ? { col: c.col - 1, row: c.row }
    : side === 'right'
      ? { col: c.col + 1, row: c.row }
      : side === 'top'
        ? { col: c.col, row: c.row - 1 }
        : { col: c.col, row: c.row + 1 };
}

/** Route tiles in order: the spawn stub, the lattice nodes and the links between them, the base stub. */
function routeTiles(carved: Carved): Cell[] {
  const out: Cell[] = [stub(carved.nodes[0]!, carved.spawnSide)];
  carved.nodes.forEach((n, idx) => {
    const c = cellOf(n);
    if (idx > 0) {
      const p = cellOf(carved.nodes[idx - 1]!);
      out.push({ col: (c.col + p.col) / 2, row: (c.row + p.row) / 2 });
    }
    out.push(c);
  });
  out.push(stub(carved.nodes[carved.nodes.length - 1]!, carved.baseSide));
  return out;
}

/** Indexes of the route's straight stretches each tile belongs to (a corner belongs to both of its stretches). */
function stretchesOf(route: readonly Cell[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  let stretch = 0;
  for (let k = 0; k < route.length; k++) {
    const key = `${route[k]!.col},${route[k]!.row}`;
    const set = out.get(key) ?? new Set<number>();
    set.add(stretch);
    if (k > 0 && k < route.length - 1) {
      const a = route[k - 1]!,
        b = route[k]!,
        c = route[k + 1]!;
      if (b.col - a.col !== c.col - b.col || b.row - a.row !== c.row - b.row) set.add(++stretch);
    }
    out.set(key, set);
  }
  return out;
}

interface Candidate {
  cell: Cell;
  /** How many stretches of the route it touches (diagonals count). */
  stretches: number;
  /** Route tiles within 2.5 tiles of its centre: a rough measure of how long a tower there shoots. */
  coverage: number;
  /** Which third of the route it sits beside (0, 1, 2). */
  third: number;
}

function plotCandidates(route: readonly Cell[], cols: number, rows: number): Candidate[] {
  const onRoute = new Map(route.map((c, k) => [`${c.col},${c.row}`, k]));
  const stretches = stretchesOf(route);
  const out: Candidate[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (onRoute.has(`${col},${row}`)) continue;
      const touched = new Set<number>();
      let nearest = -1;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const key = `${col + dc},${row + dr}`;
          const k = onRoute.get(key);
          if (k === undefined) continue;
          nearest = Math.max(nearest, k);
          for (const s of stretches.get(key)!) touched.add(s);
        }
      }
      if (nearest < 0) continue;
      // Spawn and base stubs are on the border; a plot there would touch only the stub.
      const coverage = route.filter((c) => Math.hypot(c.col - col, c.row - row) <= 2.5).length;
      out.push({
        cell: { col, row },
        stretches: touched.size,
        coverage,
        third: Math.min(2, Math.floor((3 * nearest) / route.length)),
      });
    }
  }
  return out;
}

/** Picks build plots: spread over the route's thirds, a share of them beside two stretches, never side by side. */
function choosePlots(candidates: readonly Candidate[], options: MapOptions, random: Random): Cell[] {
  const count = random.int(options.minPlots, options.maxPlots);
  const chosen: Candidate[] = [];
  const blocked = (c: Candidate) =>
    chosen.some((p) => Math.abs(p.cell.col - c.cell.col) + Math.abs(p.cell.row - c.cell.row) <= 1);
  const take = (pool: readonly Candidate[], n: number) => {
    for (const c of pool) {
      if (n <= 0 || chosen.length >= count) return;
      if (chosen.includes(c) || blocked(c)) continue;
      chosen.push(c);
      n--;
    }
  };
  const byValue = (pool: readonly Candidate[]) =>
    shuffled(pool, random).sort((a, b) => b.stretches - a.stretches || b.coverage - a.coverage);
  const doubles = byValue(candidates.filter((c) => c.stretches >= 2));
  take(doubles, Math.round(count * options.doubleShare));
  for (const third of [0, 1, 2]) {
    const have = chosen.filter((c) => c.third === third).length;
    take(byValue(candidates.filter((c) => c.third === third)), Math.max(0, 3 - have));
  }
  // The rest at random, so maps differ, but better-placed plots a little more often.
  take(
    shuffled(candidates, random)
      .sort((a, b) => b.coverage - a.coverage)
      .filter((_, idx) => random.chance(idx < candidates.length / 2 ? 0.8 : 0.4)),
    count,
  );
  take(shuffled(candidates, random), count);
  return chosen.map((c) => c.cell).sort((a, b) => a.row - b.row || a.col - b.col);
}

export interface GeneratedMap {
  lines: string[];
  map: TowerDefenseMap;
}

/**
 * One seeded map that keeps every rule of the family (checked with its own checkMap), or null after `attempts` tries.
 */
export function generateMap(options: MapOptions, random: Random, attempts = 30): GeneratedMap | null {
  const ni = (options.cols - 1) >> 1;
  const nj = (options.rows - 1) >> 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const carved = carve(ni, nj, options, random);
    if (!carved) continue;
    const route = routeTiles(carved);
    const grid = Array.from({ length: options.rows }, () => Array.from({ length: options.cols }, () => '.'));
    for (const c of route) grid[c.row]![c.col] = '#';
    grid[route[0]!.row]![route[0]!.col] = 'S';
    grid[route[route.length - 1]!.row]![route[route.length - 1]!.col] = 'B';
    for (const p of choosePlots(plotCandidates(route, options.cols, options.rows), options, random))
      grid[p.row]![p.col] = '+';
    // Scenery on 5-10 % of the ground, away from the path so it never reads as a plot or a wall.
    const ground = shuffled(
      grid.flatMap((cells, row) =>
        cells.flatMap((ch, col) =>
          ch === '.' && !route.some((r) => Math.abs(r.col - col) <= 1 && Math.abs(r.row - row) <= 1)
            ? [{ col, row }]
            : [],
        ),
      ),
      random,
    );
    const groundCount = grid.flat().filter((ch) => ch === '.').length;
    for (const c of ground.slice(0, Math.round(groundCount * random.range(0.05, 0.1)))) grid[c.row]![c.col] = '^';
    const lines = grid.map((cells) => cells.join(''));
    const { map } = checkMap(lines, options.rules);
    if (!map) continue;
    const turns = map.waypoints.length - 2;
    if (turns < options.minTurns || turns > options.maxTurns) continue;
    return { lines, map };
  }
  return null;
}

/**
 * Ground cells where kills drop the map currency: `count` of them spread along the route (the ground cell nearest each
 * of `count` evenly spaced route tiles), so pieces land where the fighting is and never on a plot or the path.
 */
export function dropSpots(map: TowerDefenseMap, count: number): Cell[] {
  const spots: Cell[] = [];
  for (let k = 0; k < count; k++) {
    const at = map.route[Math.floor(((k + 0.5) * map.route.length) / count)]!;
    let best: { cell: Cell; distance: number } | undefined;
    for (const [row, kinds] of map.tiles.entries()) {
      for (const [col, kind] of kinds.entries()) {
        if (kind !== 'ground' || spots.some((s) => s.col === col && s.row === row)) continue;
        const distance = Math.hypot(col - at.col, row - at.row);
        if (!best || distance < best.distance) best = { cell: { col, row }, distance };
      }
    }
    if (best) spots.push(best.cell);
  }
  return spots;
}
