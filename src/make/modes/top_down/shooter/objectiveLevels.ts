// Levels with an objective, and the planner that proves them: a collect-and-escape room (furniture, the items, the
// exit and the sleeping threat; a route that walks over every item and then onto the exit, planned over the cells the
// hero can cross with room to spare, and timed against the threat's countdown), and a rescue arena (waves paced to
// fill the asked time, the rescue spot on the golden path's loop so the loop that survives also boards).
import { type Random, shuffled } from '../../../../assets/index.ts';
import { parseLevel, validateLevel, type TopDownMap } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { Objective } from '../../../../../templates/top_down/src/family/objectives.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { levelRulesOf, num } from '../config.ts';
import {
  emptyGrid,
  factsOf,
  placeBlock,
  routeProblems,
  sealedProblems,
  specOf,
  type GeneratedLevel,
  type LevelRequest,
  type TopDownLevelData,
} from './levels.ts';
import { generateArena } from './arena.ts';
import {
  geometryOf,
  onRouteCells,
  routeSegments,
  sweptCells,
  walkingMs,
  type FightOp,
  type Geometry,
  type MoveOp,
  type RouteOp,
} from './plan.ts';

/** The golden path must walk an escape in at most this share of the threat's countdown. */
export const ESCAPE_SLACK = 2;
/** Time the rescue takes to land. */
export const LAND_MS = 3000;

export type EscapeAsk = {
  kind: 'escape';
  items: number;
  threatMs: number | null;
  names: { items: string; exit: string; threat: string };
};
export type RescueAsk = { kind: 'rescue'; surviveMs: number; vehicle: string };

type Cell = { col: number; row: number };
type Grid = string[][];

const key = (c: Cell, cols: number) => c.row * cols + c.col;
const blocked = (ch: string | undefined) => ch === undefined || ch === '#' || ch === '~';

/** Cells the hero can stand on with a whole cell of floor around (all eight neighbours walkable). */
export function roomyCells(grid: Grid): Set<number> {
  const rows = grid.length;
  const cols = grid[0]!.length;
  const out = new Set<number>();
  for (let r = 1; r < rows - 1; r++)
    for (let c = 1; c < cols - 1; c++) {
      let ok = true;
      for (let dr = -1; dr <= 1 && ok; dr++)
        for (let dc = -1; dc <= 1 && ok; dc++) ok = !blocked(grid[r + dr]?.[c + dc]);
      if (ok) out.add(r * cols + c);
    }
  return out;
}

const DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Steps from `from` to every roomy cell over roomy cells (-1: not joined). */
export function roomyDistances(roomy: ReadonlySet<number>, cols: number, size: number, from: Cell): Int32Array {
  const dist = new Int32Array(size).fill(-1);
  const first = key(from, cols);
  if (!roomy.has(first)) return dist;
  dist[first] = 0;
  const queue = [first];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    for (const [dc, dr] of DIRS) {
      const col = (at % cols) + dc;
      const next = (Math.floor(at / cols) + dr) * cols + col;
      if (col < 0 || col >= cols || !roomy.has(next) || dist[next] !== -1) continue;
      dist[next] = dist[at]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

/**
 * A shortest path from `from` to `to` over roomy cells that keeps its heading where it can (so the golden path walks
 * long straight legs), or null when `to` cannot be reached.
 */
export function roomyPath(roomy: ReadonlySet<number>, cols: number, size: number, from: Cell, to: Cell): Cell[] | null {
  const dist = roomyDistances(roomy, cols, size, to);
  let at = key(from, cols);
  if (dist[at]! < 0) return null;
  const path: Cell[] = [{ ...from }];
  let heading = -1;
  while (dist[at]! > 0) {
    const options = DIRS.map(([dc, dr], d) => ({
      d,
      next: (Math.floor(at / cols) + dr) * cols + (at % cols) + dc,
    })).filter((o) => roomy.has(o.next) && dist[o.next] === dist[at]! - 1);
    const pick = options.find((o) => o.d === heading) ?? options[0]!;
    heading = pick.d;
    at = pick.next;
    path.push({ col: at % cols, row: Math.floor(at / cols) });
  }
  return path;
}

/** A path of cells as axis moves, one per straight run, each to the centre of the cell where the run ends. */
export function movesAlong(path: readonly Cell[]): MoveOp[] {
  const moves: MoveOp[] = [];
  let previous = '';
  for (let i = 1; i < path.length; i++) {
    const dc = path[i]!.col - path[i - 1]!.col;
    const dr = path[i]!.row - path[i - 1]!.row;
    const heading = `${dc},${dr}`;
    const axis = dc !== 0 ? 'x' : 'y';
    const to = axis === 'x' ? path[i]!.col : path[i]!.row;
    if (heading === previous) moves[moves.length - 1]!.to = to;
    else moves.push({ op: 'move', axis, to });
    previous = heading;
  }
  return moves;
}

/**
 * The escape's plan: from the start, the nearest item not yet taken (by roomy walking distance) again and again, then
 * the exit; each leg the straightest shortest path. Null when some item or the exit cannot be reached with room.
 */
export function planEscape(grid: Grid, start: Cell, items: readonly Cell[], exit: Cell): MoveOp[] | null {
  const cols = grid[0]!.length;
  const size = cols * grid.length;
  const roomy = roomyCells(grid);
  const left = [...items];
  const route: MoveOp[] = [];
  let at = start;
  while (left.length) {
    const legs = left.map((item) => ({ item, path: roomyPath(roomy, cols, size, at, item) }));
    if (legs.some((l) => l.path === null)) return null;
    const best = legs.reduce((a, b) => (b.path!.length < a.path!.length ? b : a));
    route.push(...movesAlong(best.path!));
    left.splice(left.indexOf(best.item), 1);
    at = best.item;
  }
  const out = roomyPath(roomy, cols, size, at, exit);
  if (!out) return null;
  const last = movesAlong(out);
  // Standing on the exit already (it cannot be: the exit is no item), or the walk onto it ends the level.
  if (last.length === 0) return null;
  last[last.length - 1]!.exit = true;
  route.push(...last);
  return route;
}

/** Game time the golden path walks an escape route, with a tenth of a second for each turn. */
export function escapeWalkMs(start: Cell, route: readonly RouteOp[], g: Geometry): number {
  return walkingMs({ start, route }, g) + route.length * 100;
}

/**
 * The threat's countdown for a route: twice the walk rounded up to 5 s (at least 20 s); an asked time is kept when it
 * leaves the walk that slack, else raised to the least that does (the design says so).
 */
export function threatMsFor(walkMs: number, asked: number | null): number {
  if (asked === null) return Math.max(20_000, Math.ceil((walkMs * ESCAPE_SLACK) / 5000) * 5000);
  return Math.max(asked, Math.ceil((walkMs * ESCAPE_SLACK) / 1000) * 1000);
}

/** Whether every roomy cell can be reached from `start` over roomy cells. */
function roomyJoined(grid: Grid, start: Cell): boolean {
  const cols = grid[0]!.length;
  const roomy = roomyCells(grid);
  const dist = roomyDistances(roomy, cols, cols * grid.length, start);
  return [...roomy].every((i) => dist[i]! >= 0);
}

/** Furniture shapes of an escape room: counters and tables (walls) and chairs or crates (low). */
const FURNITURE: [number, number, string][] = [
  [2, 1, '#'],
  [1, 2, '#'],
  [3, 1, '#'],
  [2, 2, '#'],
  [1, 1, '~'],
  [2, 1, '~'],
  [1, 1, '#'],
];

/**
 * A collect-and-escape room: one screen of floor with furniture, the hero on the left, the exit near the far wall, the
 * items on roomy cells spread over the room, the threat asleep off the route; planned and timed.
 */
export function generateEscape(
  request: LevelRequest,
  ask: EscapeAsk,
  config: ConfigValues,
  random: Random,
): GeneratedLevel {
  const g = geometryOf(config);
  const rules = levelRulesOf(config);
  const maxCols = Math.floor(rules.viewWidth / rules.cellSize);
  const maxRows = Math.floor(rules.viewHeight / rules.cellSize);
  const bigger = Math.min(2, request.index) * 2;
  const cols = Math.min(maxCols, random.pick([19, 21]) + bigger);
  const rows = Math.min(maxRows, random.pick([13, 15]) + bigger);
  const grid = emptyGrid(cols, rows, '.');
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) if (r === 0 || c === 0 || r === rows - 1 || c === cols - 1) grid[r]![c] = '#';
  const start = { col: 2, row: random.int(2, rows - 3) };
  grid[start.row]![start.col] = 'P';
  // The start keeps a clear square around it, so the hero always sets off with room.
  const banned = new Set<number>();
  for (let r = start.row - 2; r <= start.row + 2; r++)
    for (let c = start.col - 2; c <= start.col + 2; c++) banned.add(r * cols + c);
  const pieces = { easy: 6, normal: 9, hard: 12 }[request.difficulty] + request.index;
  for (let placed = 0, tries = 0; placed < pieces && tries < 200; tries++) {
    const [w, h, ch] = random.pick(FURNITURE);
    const col = random.int(2, cols - 2 - w);
    const row = random.int(2, rows - 2 - h);
    if (!placeBlock(grid, banned, col, row, w, h, ch)) continue;
    // A piece that cuts the roomy cells in two would leave items or the exit where the route cannot go: take it away.
    if (roomyJoined(grid, start)) placed++;
    else for (let r = row; r < row + h; r++) for (let c = col; c < col + w; c++) grid[r]![c] = '.';
  }

  // Only cells the route can cross with room: those joined to the start.
  const roomy = roomyCells(grid);
  const fromStart = roomyDistances(roomy, cols, cols * rows, start);
  const joined = [...roomy].filter((i) => fromStart[i]! > 0);
  const cellOf = (i: number): Cell => ({ col: i % cols, row: Math.floor(i / cols) });
  const far = (a: Cell, b: Cell, n: number) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) >= n;
  const nearWall = joined
    .map(cellOf)
    .filter((c) => (c.col >= cols - 4 || c.row <= 2 || c.row >= rows - 3) && far(c, start, 6));
  if (nearWall.length === 0) throw new Error(`"${request.key}": no room for the ${ask.names.exit} near a far wall`);
  const exit = nearWall.reduce((best, c) =>
    c.col - Math.abs(c.row - start.row) / 2 > best.col - Math.abs(best.row - start.row) / 2 ? c : best,
  );
  const items: Cell[] = [];
  for (const c of shuffled(joined.map(cellOf), random)) {
    if (items.length === ask.items) break;
    if (!far(c, start, 2) || !far(c, exit, 2) || items.some((o) => !far(o, c, 2))) continue;
    items.push(c);
  }
  if (items.length < ask.items)
    throw new Error(`"${request.key}": room for ${items.length} of the ${ask.items} ${ask.names.items} only`);
  for (const c of items) grid[c.row]![c.col] = 'o';
  grid[exit.row]![exit.col] = 'X';
  const route = planEscape(grid, start, items, exit);
  if (!route) throw new Error(`"${request.key}": the planner finds no roomy route over every item to the exit`);

  // The threat sleeps off the route, away from the start, where the player can see it.
  const band = sweptCells(routeSegments(route, centreOf(start, g), g), cols, rows, g);
  const beds = shuffled(
    [...Array(cols * rows).keys()]
      .filter((i) => grid[Math.floor(i / cols)]![i % cols] === '.' && !band.has(i))
      .map(cellOf),
    random,
  ).filter((c) => far(c, start, 5));
  const bed = beds[0];
  if (!bed) throw new Error(`"${request.key}": no place off the route for the ${ask.names.threat} to sleep`);
  grid[bed.row]![bed.col] = 'Z';

  const walk = escapeWalkMs(start, route, g);
  const objective: Objective = {
    kind: 'escape',
    items: ask.items,
    threatMs: threatMsFor(walk, ask.threatMs),
    names: ask.names,
  };
  const lines = grid.map((r) => r.join(''));
  return {
    key: request.key,
    title: request.title,
    rows: lines,
    data: {
      mode: 'arena',
      win: 'exit',
      waves: [],
      boss: false,
      route,
      facts: factsOf(lines, 'arena', [], 0, false, route, g),
      objective,
    },
  };
}

const centreOf = (c: Cell, g: Geometry) => ({ x: c.col * g.cell + g.cell / 2, y: c.row * g.cell + g.cell / 2 });

/** Waves for a rescue: about one per half minute (the prompt's count when it gives one), arrivals paced to the time. */
export function rescueWaveCount(surviveMs: number, asked: number | null): number {
  return asked ?? Math.min(8, Math.max(2, Math.round(surviveMs / 30_000)));
}

/**
 * A rescue arena: the family's arena with waves paced so their arrivals fill the time to survive, and the rescue spot
 * "H" on the far edge of the golden path's loop, which the hero passes every round.
 */
export function generateRescue(
  request: LevelRequest,
  ask: RescueAsk,
  config: ConfigValues,
  random: Random,
): GeneratedLevel {
  const arena = generateArena(request, config, random);
  // The waves are of the foes the prompt names (chasers) and a brute at the end: nothing shoots from afar, so the
  // hero can hold out as long as asked.
  const chasersOnly = arena.data.waves.map((w) => {
    const shooters = w.enemies.find((e) => e.kind === 'shooter')?.count ?? 0;
    return {
      ...w,
      enemies: w.enemies
        .filter((e) => e.kind !== 'shooter')
        .map((e) => (e.kind === 'chaser' ? { ...e, count: e.count + shooters } : e)),
    };
  });
  const g = geometryOf(config);
  const breakMs = num(config, 'waves.breakMs');
  const share = ask.surviveMs / arena.data.waves.length;
  const waves = chasersOnly.map((w) => {
    const size = w.enemies.reduce((s, e) => s + e.count, 0);
    const every =
      Math.round(Math.min(3000, Math.max(num(config, 'waves.spawnEveryMs'), (share - breakMs) / size)) / 50) * 50;
    return { ...w, spawnEveryMs: every };
  });
  const fight = arena.data.route[0] as FightOp;
  const grid = arena.rows.map((r) => [...r]);
  const cols = grid[0]!.length;
  const loop = routeSegments([fight], centreOf({ col: fight.col, row: fight.row }, g), g).slice(1, 5);
  const spots = [...onRouteCells(loop, cols, grid.length, g)]
    .map((i) => ({ col: i % cols, row: Math.floor(i / cols) }))
    .filter((c) => grid[c.row]![c.col] === '.')
    // The lower left of the loop: the loop's first pass comes there last, so the pad is away from where it starts.
    .sort((a, b) => b.row - a.row || a.col - b.col);
  const spot = spots[0];
  if (!spot) throw new Error(`"${request.key}": no free cell on the loop for the ${ask.vehicle}`);
  grid[spot.row]![spot.col] = 'H';
  // Hearts on the loop for the long hold: the loop passes them every round and they wait until the hero is hurt.
  const free = spots.filter((c) => grid[c.row]![c.col] === '.');
  for (const c of shuffled(free, random).slice(0, 2)) grid[c.row]![c.col] = 'h';
  const rows = grid.map((r) => r.join(''));
  const objective: Objective = { kind: 'rescue', surviveMs: ask.surviveMs, landMs: LAND_MS, vehicle: ask.vehicle };
  return {
    ...arena,
    rows,
    data: {
      ...arena.data,
      win: 'rescue',
      waves,
      objective,
      facts: factsOf(rows, 'arena', waves, 0, arena.data.boss, arena.data.route, g),
    },
  };
}

/** Where the route of an escape ends, walking its moves from `start`. */
function routeEnd(start: Cell, route: readonly RouteOp[]): Cell {
  let { col, row } = start;
  for (const op of route) {
    if (op.op === 'fight') [col, row] = [op.col, op.row];
    else if (op.axis === 'x') col = op.to;
    else row = op.to;
  }
  return { col, row };
}

/**
 * An escape level's own checks: only moves, a clear band, every item walked over, the last move onto the exit, and
 * the walk within the threat's countdown by ESCAPE_SLACK.
 */
export function escapeProblems(
  map: TopDownMap,
  route: readonly RouteOp[],
  objective: Extract<Objective, { kind: 'escape' }>,
  g: Geometry,
): string[] {
  const problems: string[] = [];
  if (route.length === 0 || route.some((op) => op.op !== 'move'))
    return ['an escape route is walks only (no fights): the room has no enemies'];
  const start = map.player;
  const segments = routeSegments(route, centreOf(start, g), g);
  const band = sweptCells(segments, map.cols, map.rows, g);
  const hits = [...band].filter(
    (i) => map.wall[Math.floor(i / map.cols)]![i % map.cols] || map.low[Math.floor(i / map.cols)]![i % map.cols],
  );
  if (hits.length)
    problems.push(
      `the golden path's route runs into ${hits.length} blocked cell(s), first at row ` +
        `${Math.floor(hits[0]! / map.cols) + 1}, column ${(hits[0]! % map.cols) + 1}`,
    );
  const walked = onRouteCells(segments, map.cols, map.rows, g);
  const items = map.pickups.filter((p) => p.kind === 'score');
  const missed = items.filter((p) => !walked.has(p.row * map.cols + p.col));
  if (missed.length)
    problems.push(
      `the route walks past ${missed.length} of the ${items.length} items (first at row ${missed[0]!.row + 1}, ` +
        `column ${missed[0]!.col + 1})`,
    );
  const last = route[route.length - 1]!;
  const end = routeEnd(start, route);
  if (last.op !== 'move' || !last.exit || !map.exit || end.col !== map.exit.col || end.row !== map.exit.row)
    problems.push('an escape route must end with a walk onto the exit');
  const walk = escapeWalkMs(start, route, g);
  if (walk * ESCAPE_SLACK > objective.threatMs)
    problems.push(
      `the route takes about ${Math.round(walk / 1000)} s; the threat's ${Math.round(objective.threatMs / 1000)} s ` +
        `leave less than ${ESCAPE_SLACK}x that`,
    );
  return problems;
}

/** Every problem of a level, objective or not: the family's checks, plus the escape's route or the rescue spot's
 * place. */
export function objectiveLevelProblems(
  rows: readonly string[],
  data: TopDownLevelData,
  config: ConfigValues,
): string[] {
  const spec = specOf(rows, data);
  const problems = validateLevel(spec, levelRulesOf(config));
  if (problems.length) return problems;
  const parsed = parseLevel(rows);
  if (!parsed.ok) return parsed.problems;
  const g = geometryOf(config);
  const objective = data.objective;
  if (objective?.kind === 'escape')
    return [...sealedProblems(rows), ...escapeProblems(parsed.map, data.route, objective, g)];
  const out = [...sealedProblems(rows), ...routeProblems(rows, data, config)];
  if (objective?.kind === 'rescue') {
    const spot = parsed.map.rescue!;
    const fight = data.route[0];
    const loop =
      fight?.op === 'fight'
        ? routeSegments([fight], centreOf({ col: fight.col, row: fight.row }, g), g).slice(1, 5)
        : [];
    if (!onRouteCells(loop, parsed.map.cols, parsed.map.rows, g).has(spot.row * parsed.map.cols + spot.col))
      out.push(`the rescue spot "H" (row ${spot.row + 1}, column ${spot.col + 1}) is not on the golden path's loop`);
  }
  return out;
}
