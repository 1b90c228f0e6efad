// Top-down dungeons, generated per the template's design rules (templates/top_down/docs/design_rules.md): a scrolling
// tilemap of rooms in a grid of slots, joined in a snake by corridors three cells wide, 1-4 sleeping enemies a room,
// turret nests behind low obstacles, pickups on the way and gems off it, the exit in the far corner of the last room.
// A dungeon is made in phases, in this order, each drawing on the seeded stream in turn: the rooms, the corridors, who
// lives in each room, the exit and the golden path's route, then each room's enemies and cover, then the pickups.
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { num } from '../config.ts';
import {
  ammoNeeded,
  at,
  chebyshev,
  emptyGrid,
  ENEMY_CHAR,
  factsOf,
  hitsFor,
  placeBlock,
  type GeneratedLevel,
  type Grid,
  type LevelRequest,
} from './levels.ts';
import {
  geometryOf,
  onRouteCells,
  routeSegments,
  sweptCells,
  type FightOp,
  type Geometry,
  type RouteOp,
} from './plan.ts';

/** Slot sizes: a room of 9-13 by 10-11 cells fits in each, walls between slots shared. */
const SLOT_W = 14;
const SLOT_H = 12;

interface Room {
  left: number;
  top: number;
  right: number;
  bottom: number;
  ax: number;
  ay: number;
}

/** A room's place in the grid of slots. */
interface Slot {
  sx: number;
  sy: number;
}

interface Cell {
  col: number;
  row: number;
}

/** The dungeon being made: what it was asked for, its stream, and the grid every phase writes into. */
interface Draft {
  request: LevelRequest;
  config: ConfigValues;
  random: Random;
  g: Geometry;
  grid: Grid;
  cols: number;
  rows: number;
}

/** Where the enemies may go: off the route's band, and near enough to an anchor to wake when the hero fights. */
interface Reach {
  band: Set<number>;
  /** How far from a room's anchor a walker still wakes. */
  aggro: number;
  /** How far from a room's anchor a turret is still shot by auto-aim. */
  aim: number;
  start: Cell;
}

function roomGrid(request: LevelRequest): { slotCols: number; slotRows: number } {
  const bigger = request.index >= 2 ? 1 : 0;
  if (request.difficulty === 'easy') return { slotCols: 2 + bigger, slotRows: 2 };
  if (request.difficulty === 'hard') return { slotCols: 3 + bigger, slotRows: 2 };
  return { slotCols: 3, slotRows: 2 + bigger };
}

export function generateDungeon(request: LevelRequest, config: ConfigValues, random: Random): GeneratedLevel {
  const g = geometryOf(config);
  const { slotCols, slotRows } = roomGrid(request);
  const cols = slotCols * SLOT_W + 1;
  const rows = slotRows * SLOT_H + 1;
  const d: Draft = { request, config, random, g, grid: emptyGrid(cols, rows, '#'), cols, rows };

  // Rooms in snake order: left to right on even slot rows, right to left on odd ones.
  const order: Slot[] = [];
  for (let sy = 0; sy < slotRows; sy++)
    for (let i = 0; i < slotCols; i++) order.push({ sx: sy % 2 === 0 ? i : slotCols - 1 - i, sy });
  // The brute (or the boss) lives in the last room, or the one before it.
  const bruteRoom = request.boss ? order.length - 1 : request.difficulty !== 'easy' ? order.length - 2 : -1;
  const rooms = layRooms(d, order, bruteRoom);
  const legs = digCorridors(d, rooms, order);
  const residents = chooseResidents(d, rooms, bruteRoom);

  const start = { col: rooms[0]!.ax, row: rooms[0]!.ay };
  d.grid[start.row]![start.col] = 'P';
  const exit = exitCorner(rooms);
  const route = routeThrough(rooms, residents, legs, exit);
  d.grid[exit.row]![exit.col] = 'X';

  const segments = routeSegments(route, { x: start.col * g.cell + g.cell / 2, y: start.row * g.cell + g.cell / 2 }, g);
  const band = sweptCells(segments, cols, rows, g);
  const onRoute = onRouteCells(segments, cols, rows, g);
  const reach: Reach = {
    band,
    aggro: num(config, 'enemies.aggroRange') - num(config, 'enemies.wanderCells') * g.cell * Math.SQRT2 - 12,
    aim: num(config, 'weapon.autoAimRange') - 24,
    start,
  };
  rooms.forEach((room, i) => {
    const kinds = residents[i]!;
    placeTurret(d, room, kinds, reach);
    placeResidents(d, room, i, kinds, reach);
    placeCover(d, room, band);
  });
  placePickups(d, { rooms, residents, legs, route, start, band, onRoute });

  const lines = d.grid.map((r) => r.join(''));
  return {
    key: request.key,
    title: request.title,
    rows: lines,
    data: {
      mode: 'tilemap',
      win: 'exit',
      waves: [],
      boss: request.boss,
      route,
      facts: factsOf(lines, 'tilemap', [], rooms.length, request.boss, route, g),
    },
  };
}

/** One room in each slot, its anchor (where the golden path fights) in its middle; carved out of the rock. */
function layRooms({ random, grid }: Draft, order: readonly Slot[], bruteRoom: number): Room[] {
  const rooms: Room[] = order.map(({ sx, sy }, i) => {
    const x0 = sx * SLOT_W;
    const y0 = sy * SLOT_H;
    // The brute or the boss fights in a hall filling its whole slot, so the loop round it can be as wide as the rules
    // allow.
    if (i === bruteRoom) {
      const hall = { left: x0 + 1, top: y0 + 1, right: x0 + SLOT_W - 1, bottom: y0 + SLOT_H - 1 };
      return { ...hall, ax: Math.floor((hall.left + hall.right) / 2), ay: Math.floor((hall.top + hall.bottom) / 2) };
    }
    const tall = random.chance(0.5);
    const left = x0 + 1 + random.int(0, 2);
    const right = x0 + SLOT_W - 1 - random.int(0, 2);
    const top = y0 + 1 + (tall ? 0 : random.int(0, 1));
    const bottom = y0 + SLOT_H - 1 - (tall ? 0 : top > y0 + 1 ? 0 : 1);
    return { left, top, right, bottom, ax: Math.floor((left + right) / 2), ay: Math.floor((top + bottom) / 2) };
  });
  for (const room of rooms)
    for (let r = room.top; r <= room.bottom; r++) for (let c = room.left; c <= room.right; c++) grid[r]![c] = '.';
  return rooms;
}

/** Corridors three cells wide between consecutive rooms, and the route's legs through them. */
function digCorridors({ random, grid }: Draft, rooms: readonly Room[], order: readonly Slot[]): RouteOp[][] {
  const legs: RouteOp[][] = [];
  for (let i = 0; i + 1 < rooms.length; i++) {
    const a = rooms[i]!;
    const b = rooms[i + 1]!;
    const from = order[i]!;
    const to = order[i + 1]!;
    if (from.sy === to.sy) {
      const y0 = from.sy * SLOT_H;
      const rc = random.int(y0 + 3, y0 + SLOT_H - 3);
      const [x1, x2] = a.right < b.left ? [a.right + 1, b.left - 1] : [b.right + 1, a.left - 1];
      for (let r = rc - 1; r <= rc + 1; r++) for (let c = x1; c <= x2; c++) grid[r]![c] = '.';
      legs.push([
        { op: 'move', axis: 'y', to: rc },
        { op: 'move', axis: 'x', to: b.ax },
        { op: 'move', axis: 'y', to: b.ay },
      ]);
    } else {
      const x0 = from.sx * SLOT_W;
      const cc = random.int(x0 + 4, x0 + SLOT_W - 4);
      for (let c = cc - 1; c <= cc + 1; c++) for (let r = a.bottom + 1; r <= b.top - 1; r++) grid[r]![c] = '.';
      legs.push([
        { op: 'move', axis: 'x', to: cc },
        { op: 'move', axis: 'y', to: b.ay },
        { op: 'move', axis: 'x', to: b.ax },
      ]);
    }
  }
  return legs;
}

/**
 * Who lives in each room: one chaser near the start so the level opens with action; then 1-4 a room by difficulty,
 * shooters from the third room, a turret nest now and then, a brute near the end, the boss in the last room.
 */
function chooseResidents({ request, random }: Draft, rooms: readonly Room[], bruteRoom: number): EnemyKind[][] {
  const last = rooms.length - 1;
  const perRoom = { easy: [1, 2], normal: [2, 3], hard: [2, 4] }[request.difficulty] as [number, number];
  const extra = Math.min(1, Math.floor(request.index / 2));
  return rooms.map((_, i) => {
    if (i === 0) return ['chaser'];
    const n = request.boss && i === last ? 2 : Math.min(4, random.int(perRoom[0], perRoom[1]) + extra);
    const kinds: EnemyKind[] = [];
    if (i === bruteRoom) kinds.push('brute');
    if (i >= 2 && kinds.length < n && random.chance(request.difficulty === 'easy' ? 0.2 : 0.3)) kinds.push('turret');
    while (kinds.length < n)
      kinds.push(i >= 2 && random.chance(request.difficulty === 'hard' ? 0.4 : 0.35) ? 'shooter' : 'chaser');
    return kinds;
  });
}

/** The exit in the corner of the last room farthest from where the route comes in. */
function exitCorner(rooms: readonly Room[]): Cell {
  const end = rooms[rooms.length - 1]!;
  const entry = rooms[rooms.length - 2] ?? end;
  const corners = [
    { col: end.left + 1, row: end.top + 1 },
    { col: end.right - 1, row: end.top + 1 },
    { col: end.left + 1, row: end.bottom - 1 },
    { col: end.right - 1, row: end.bottom - 1 },
  ];
  return corners.reduce((best, c) =>
    Math.hypot(c.col - entry.ax, c.row - entry.ay) > Math.hypot(best.col - entry.ax, best.row - entry.ay) ? c : best,
  );
}

/** A fight looping round a room's anchor until `kills` enemies of the level are down, re-centred as it starts. */
function fightOf(room: Room, kills: number): FightOp {
  return {
    op: 'fight',
    col: room.ax,
    row: room.ay,
    kills,
    recentre: true,
    halfCols: Math.min(3, room.ax - room.left - 2, room.right - room.ax - 2),
    halfRows: Math.min(3, room.ay - room.top - 2, room.bottom - room.ay - 2),
  };
}

/** The golden path's route: a fight in each room for everyone met so far, the corridor on, then onto the exit. */
function routeThrough(
  rooms: readonly Room[],
  residents: readonly EnemyKind[][],
  legs: readonly RouteOp[][],
  exit: Cell,
): RouteOp[] {
  const last = rooms.length - 1;
  let kills = 0;
  const route: RouteOp[] = [];
  rooms.forEach((room, i) => {
    kills += residents[i]!.length;
    route.push(fightOf(room, kills));
    if (i < last) route.push(...legs[i]!);
  });
  route.push({ op: 'move', axis: 'x', to: exit.col }, { op: 'move', axis: 'y', to: exit.row, exit: true });
  return route;
}

const distance = (room: Room, c: number, r: number, g: Geometry) => Math.hypot(c - room.ax, r - room.ay) * g.cell;

/**
 * A turret sits in a room's corner behind two low obstacles: shots fly over them, walkers cannot reach it. These nests
 * are the one place cover touches walls; the rooms' own blocks keep a ring of floor around them. The turret leaves
 * `kinds`; a room with no corner for a nest gets a chaser instead.
 */
function placeTurret({ random, grid, cols, g }: Draft, room: Room, kinds: EnemyKind[], reach: Reach): void {
  if (!kinds.includes('turret')) return;
  const nests = shuffled(
    [
      [room.left, room.top, 1, 1],
      [room.right, room.top, -1, 1],
      [room.left, room.bottom, 1, -1],
      [room.right, room.bottom, -1, -1],
    ] as const,
    random,
  );
  const nest = nests.find(([c, r, dc, dr]) => {
    const cells = [
      [c, r],
      [c + dc, r],
      [c, r + dr],
    ];
    return (
      distance(room, c, r, g) <= reach.aim &&
      cells.every(([x, y]) => grid[y!]![x!] === '.' && !reach.band.has(y! * cols + x!)) &&
      [
        [c - dc, r],
        [c, r - dr],
      ].every(([x, y]) => grid[y!]![x!] === '#')
    );
  });
  kinds.splice(kinds.indexOf('turret'), 1);
  if (nest) {
    const [c, r, dc, dr] = nest;
    grid[r]![c] = 'T';
    grid[r]![c + dc] = '~';
    grid[r + dr]![c] = '~';
  } else kinds.push('chaser');
}

/** The room's walkers on free floor off the route, close enough to its anchor to wake when the hero fights there. */
function placeResidents(d: Draft, room: Room, index: number, kinds: readonly EnemyKind[], reach: Reach): void {
  const { random, grid, cols, g } = d;
  const free: [number, number][] = [];
  for (let r = room.top; r <= room.bottom; r++) {
    for (let c = room.left; c <= room.right; c++) {
      if (
        grid[r]![c] !== '.' ||
        reach.band.has(r * cols + c) ||
        distance(room, c, r, g) > reach.aggro ||
        chebyshev({ col: c, row: r }, reach.start) < 4
      )
        continue;
      free.push([c, r]);
    }
  }
  const spots = shuffled(free, random);
  for (const kind of kinds) {
    const spot = spots.find(
      ([c, r]) =>
        grid[r]![c] === '.' &&
        [-1, 0, 1].every((dr) => [-1, 0, 1].every((dc) => !/[CRBT]/.test(at(grid, c + dc, r + dr)))),
    );
    if (!spot) throw new Error(`room ${index + 1} of "${d.request.key}" has no room for its ${kind}`);
    grid[spot[1]]![spot[0]] = ENEMY_CHAR[kind];
  }
}

/** Cover: a few low obstacles and the odd crate pair, never on the route, never closing off floor. */
function placeCover({ random, grid }: Draft, room: Room, band: Set<number>): void {
  const blocks = random.int(1, 3);
  for (let n = 0, tries = 0; n < blocks && tries < 30; tries++) {
    const [w, h] = random.pick([
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
    ] as const);
    if (
      placeBlock(
        grid,
        band,
        random.int(room.left + 1, room.right - w),
        random.int(room.top + 1, room.bottom - h),
        w,
        h,
        '~',
      )
    )
      n++;
  }
}

/** What the pickups are placed by: the rooms and who lives there, the corridors' legs and the whole route. */
interface Layout {
  rooms: readonly Room[];
  residents: readonly EnemyKind[][];
  legs: readonly RouteOp[][];
  route: readonly RouteOp[];
  start: Cell;
  band: Set<number>;
  onRoute: Set<number>;
}

/** Pickups: health and ammo where the route walks (corridors first), gems in the rooms off it. */
function placePickups(d: Draft, { rooms, residents, legs, route, start, band, onRoute }: Layout): void {
  const { request, config, random, g, grid, cols, rows } = d;
  const hits = grid.flat().reduce((s, ch) => {
    const kind = Object.entries(ENEMY_CHAR).find(([, c]) => c === ch)?.[0] as EnemyKind | undefined;
    return s + (kind ? hitsFor(kind, config, request.boss ? request.bossHp : null) : 0);
  }, 0);
  const inRoom = (c: number, r: number) =>
    rooms.some((room) => c >= room.left && c <= room.right && r >= room.top && r <= room.bottom);
  const routeFloor = shuffled(
    [...onRoute].filter(
      (i) =>
        grid[Math.floor(i / cols)]![i % cols] === '.' &&
        chebyshev({ col: i % cols, row: Math.floor(i / cols) }, start) >= 3,
    ),
    random,
  );
  // The cells on each corridor's line, so hearts and ammo can be spread along the way rather than bunched at the start.
  const legCells = legs.map((leg, i) => {
    const from = rooms[i]!;
    const line = onRouteCells(
      routeSegments(leg, { x: from.ax * g.cell + g.cell / 2, y: from.ay * g.cell + g.cell / 2 }, g),
      cols,
      rows,
      g,
    );
    return shuffled(
      [...line].filter((c) => !inRoom(c % cols, Math.floor(c / cols))),
      random,
    );
  });
  const put = (cells: readonly number[], ch: string, n: number) => {
    let placed = 0;
    for (const i of cells) {
      if (placed >= n) break;
      if (grid[Math.floor(i / cols)]![i % cols] !== '.') continue;
      grid[Math.floor(i / cols)]![i % cols] = ch;
      placed++;
    }
  };
  // A heart on the loop of each fight with a brute or the boss (the loop passes it again and again; it waits on the
  // floor until the hero is hurt), then about one heart per two rooms where the route walks.
  route.forEach((op) => {
    if (op.op !== 'fight') return;
    const room = rooms.find((r) => r.ax === op.col && r.ay === op.row);
    if (!room || !residents[rooms.indexOf(room)]!.includes('brute')) return;
    const loop = routeSegments([op], { x: op.col * g.cell + g.cell / 2, y: op.row * g.cell + g.cell / 2 }, g).slice(
      1,
      5,
    );
    put(shuffled([...onRouteCells(loop, cols, rows, g)], random), 'h', 1);
  });
  // `n` pickups in corridors spread along the route (`phase` shifts them later), falling back to the next corridors
  // and then to any cell the route walks over.
  const spread = (ch: string, n: number, phase: number) => {
    for (let k = 0; k < n; k++) {
      const want = Math.min(legCells.length - 1, Math.floor(((k + phase) * legCells.length) / n));
      put([...legCells.slice(want), ...legCells.slice(0, want)].flat().concat(routeFloor), ch, 1);
    }
  };
  spread('h', Math.max(2, Math.ceil(rooms.length / 2)), 0.5);
  spread('a', Math.max(1, ammoNeeded(hits, config)), 0.6);
  if (request.gemsOnRoute) put(routeFloor, 'o', Math.min(5, rooms.length));
  const offRoute: number[] = [];
  rooms.forEach((room) => {
    for (let r = room.top; r <= room.bottom; r++)
      for (let c = room.left; c <= room.right; c++)
        if (grid[r]![c] === '.' && !band.has(r * cols + c)) offRoute.push(r * cols + c);
  });
  put(shuffled(offRoute, random), 'o', random.int(2, 5));
}
