// Top-down levels, generated per the template's design rules (templates/top_down/docs/design_rules.md) and checked
// with its own validateLevel plus the family's sealed-region check and the golden path's route:
// - arenas: one screen, the player in the middle of a clear loop, cover (pillars and low obstacles) in the quadrants
//   and margins, spawn points along the edges and corners, waves sized by difficulty (chasers, then shooters, a
//   brute or the boss last);
// - dungeons: a scrolling tilemap of rooms in a grid of slots, joined in a snake by corridors three cells wide,
//   1-4 sleeping enemies a room, turret nests behind low obstacles, pickups on the way and gems off it, the exit in
//   the far corner of the last room.
// Each level carries its route (plan.ts): where the golden path fights and which ways it walks.
import { type Random, shuffled } from '../../../../assets/index.ts';
import {
  parseLevel,
  validateLevel,
  walkDistances,
  cellsSee,
  type EnemyKind,
  type TopDownLevelSpec,
  type WaveSpec,
} from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { Objective } from '../../../../../templates/top_down/src/family/objectives.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { enemyHp, levelRulesOf, num } from '../config.ts';
import {
  geometryOf,
  onRouteCells,
  routeSegments,
  sweptCells,
  type FightOp,
  type Geometry,
  type RouteOp,
} from './plan.ts';
import type { Difficulty } from '../words.ts';

export interface LevelFacts {
  mode: 'arena' | 'tilemap';
  cols: number;
  rows: number;
  waves: number[];
  rooms: number;
  enemies: Record<EnemyKind, number>;
  /** Total enemies the level holds (placed and from waves); the golden path kills them all. */
  enemyTotal: number;
  boss: boolean;
  spawns: number;
  cover: number;
  health: number;
  ammo: number;
  gems: number;
  gemsOnRoute: number;
}

/** What the GDD's level `data` holds for a top-down level. */
export interface TopDownLevelData {
  mode: 'arena' | 'tilemap';
  win: 'waves' | 'exit' | 'rescue';
  waves: WaveSpec[];
  boss: boolean;
  route: RouteOp[];
  facts: LevelFacts;
  /** Collect-and-escape or a timed rescue (objectives.ts); absent on plain levels. */
  objective?: Objective;
}

export interface LevelRequest {
  key: string;
  title: string;
  mode: 'arena' | 'tilemap';
  index: number;
  difficulty: Difficulty;
  boss: boolean;
  bossHp: number;
  /** Waves per arena level the prompt asked for, or null. */
  waves: number | null;
  /** Put gems where the golden path walks (the prompt asks to collect them). */
  gemsOnRoute: boolean;
}

export interface GeneratedLevel {
  key: string;
  title: string;
  rows: string[];
  data: TopDownLevelData;
}

type Grid = string[][];

const at = (grid: Grid, col: number, row: number) => grid[row]?.[col] ?? '#';
const ENEMY_CHAR: Record<EnemyKind, string> = { chaser: 'C', shooter: 'R', brute: 'B', turret: 'T' };
const chebyshev = (a: { col: number; row: number }, b: { col: number; row: number }) =>
  Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));

export function emptyGrid(cols: number, rows: number, fill: string): Grid {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => fill));
}

/**
 * Tries to put a rectangle of `char` at (col, row): every cell must be floor, outside `banned`, and the rectangle's
 * ring one cell wide must hold no wall or obstacle, so separate pieces of cover can never close off a pocket of floor.
 */
export function placeBlock(
  grid: Grid,
  banned: Set<number>,
  col: number,
  row: number,
  w: number,
  h: number,
  char: string,
): boolean {
  const cols = grid[0]!.length;
  for (let r = row - 1; r <= row + h; r++) {
    for (let c = col - 1; c <= col + w; c++) {
      const inside = r >= row && r < row + h && c >= col && c < col + w;
      const ch = at(grid, c, r);
      if (inside && (ch !== '.' || banned.has(r * cols + c))) return false;
      if (!inside && (ch === '#' || ch === '~')) return false;
    }
  }
  for (let r = row; r < row + h; r++) for (let c = col; c < col + w; c++) grid[r]![c] = char;
  return true;
}

/** Enemy hit points as the game will have them (the boss's own when it is the boss level's brute). */
function hitsFor(kind: EnemyKind, config: ConfigValues, bossHp: number | null): number {
  return kind === 'brute' && bossHp !== null ? bossHp : enemyHp(config, kind);
}

/**
 * Ammo pickups the level needs: two shots per hit point beyond the start ammo. The design rules say about 1.5 for
 * misses; auto-aimed shots at strafing shooters miss more, and a golden path that runs dry was seen to lose.
 */
function ammoNeeded(hits: number, config: ConfigValues): number {
  const need = Math.ceil(hits * 2) - num(config, 'weapon.startAmmo');
  return Math.max(0, Math.ceil(need / num(config, 'pickups.ammoAmount')));
}

function countEnemies(rows: readonly string[], waves: readonly WaveSpec[]): Record<EnemyKind, number> {
  const counts: Record<EnemyKind, number> = { chaser: 0, shooter: 0, brute: 0, turret: 0 };
  for (const line of rows)
    for (const ch of line)
      for (const [kind, c] of Object.entries(ENEMY_CHAR)) if (ch === c) counts[kind as EnemyKind]++;
  for (const wave of waves) for (const e of wave.enemies) counts[e.kind] += e.count;
  return counts;
}

export function factsOf(
  rows: readonly string[],
  mode: 'arena' | 'tilemap',
  waves: readonly WaveSpec[],
  rooms: number,
  boss: boolean,
  route: readonly RouteOp[],
  g: Geometry,
): LevelFacts {
  const text = rows.join('\n');
  const count = (ch: string) => text.split(ch).length - 1;
  const enemies = countEnemies(rows, waves);
  const start = parseLevel(rows);
  let gemsOnRoute = 0;
  if (start.ok) {
    const cols = rows[0]!.length;
    const onRoute = onRouteCells(
      routeSegments(
        route,
        { x: start.map.player.col * g.cell + g.cell / 2, y: start.map.player.row * g.cell + g.cell / 2 },
        g,
      ),
      cols,
      rows.length,
      g,
    );
    rows.forEach(
      (line, r) =>
        void [...line].forEach((ch, c) => {
          if (ch === 'o' && onRoute.has(r * cols + c)) gemsOnRoute++;
        }),
    );
  }
  return {
    mode,
    cols: rows[0]!.length,
    rows: rows.length,
    waves: waves.map((w) => w.enemies.reduce((s, e) => s + e.count, 0)),
    rooms,
    enemies,
    enemyTotal: Object.values(enemies).reduce((s, n) => s + n, 0),
    boss,
    spawns: count('S'),
    cover:
      count('~') +
      (mode === 'arena' ? rows.slice(1, -1).reduce((s, line) => s + (line.slice(1, -1).split('#').length - 1), 0) : 0),
    health: count('h'),
    ammo: count('a'),
    gems: count('o'),
    gemsOnRoute,
  };
}

// ---- arenas ----------------------------------------------------------------------------------------------------

/**
 * Waves for an arena: sizes from the difficulty growing about 30 % a wave, chasers first, shooters from the second
 * wave, a brute (or the boss) in the last.
 */
function arenaWaves(request: LevelRequest, random: Random): WaveSpec[] {
  const count = request.waves ?? { easy: 2, normal: 3, hard: 3 }[request.difficulty];
  // Later levels open one enemy bigger; beyond that the growth stops, so a long game stays winnable to the end.
  const base = { easy: 5, normal: 6, hard: 7 }[request.difficulty] + Math.min(1, request.index);
  const cap = request.difficulty === 'hard' ? 12 : 10;
  const shooterShare = { easy: 0.2, normal: 0.3, hard: 0.3 }[request.difficulty];
  const waves: WaveSpec[] = [];
  for (let w = 0; w < count; w++) {
    const size = Math.min(cap, Math.round(base * 1.3 ** w) + (random.chance(0.3) ? 1 : 0));
    const last = w === count - 1;
    const brute = last && (request.boss || request.difficulty !== 'easy' || request.index > 0) ? 1 : 0;
    // The boss comes with a pack of chasers only, so its fight is about dodging one big foe.
    const shooters = w === 0 || (last && request.boss) ? 0 : Math.max(1, Math.round(size * shooterShare));
    const chasers = Math.max(1, size - shooters - brute);
    const enemies: WaveSpec['enemies'][number][] = [{ kind: 'chaser', count: chasers }];
    if (shooters) enemies.push({ kind: 'shooter', count: shooters });
    if (brute) enemies.push({ kind: 'brute', count: brute });
    waves.push(last && count > 1 ? { enemies, spawnEveryMs: 800 } : { enemies });
  }
  return waves;
}

export function generateArena(request: LevelRequest, config: ConfigValues, random: Random): GeneratedLevel {
  const g = geometryOf(config);
  const rules = levelRulesOf(config);
  const maxCols = Math.floor(rules.viewWidth / rules.cellSize);
  const maxRows = Math.floor(rules.viewHeight / rules.cellSize);
  const oddBelow = (n: number) => (n % 2 === 1 ? n : n - 1);
  const cols = Math.min(oddBelow(maxCols), random.pick([21, 23, 25]));
  const rows = Math.min(oddBelow(maxRows), random.pick([15, 17]));
  const cx = (cols - 1) / 2;
  const cy = (rows - 1) / 2;
  const grid = emptyGrid(cols, rows, '.');
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) if (r === 0 || c === 0 || r === rows - 1 || c === cols - 1) grid[r]![c] = '#';
  grid[cy]![cx] = 'P';

  const waves = arenaWaves(request, random);
  const total = waves.reduce((s, w) => s + w.enemies.reduce((t, e) => t + e.count, 0), 0);
  const fight: FightOp = {
    op: 'fight',
    col: cx,
    row: cy,
    halfCols: cx - 5,
    halfRows: cy - 4,
    kills: total,
    recentre: false,
  };
  const route: RouteOp[] = [fight];
  const segments = routeSegments(route, { x: cx * g.cell + g.cell / 2, y: cy * g.cell + g.cell / 2 }, g);
  const band = sweptCells(segments, cols, rows, g);
  const onRoute = [...onRouteCells(segments, cols, rows, g)].filter(
    (i) => grid[Math.floor(i / cols)]![i % cols] === '.',
  );

  // Spawn points on the edges and in the corners, at least minSpawnDistanceCells from the start.
  const corners = [
    [1, 1],
    [cols - 2, 1],
    [1, rows - 2],
    [cols - 2, rows - 2],
  ];
  const edges = shuffled(
    [
      [cx, 1],
      [cx, rows - 2],
      [1, cy],
      [cols - 2, cy],
    ],
    random,
  );
  const spawnCount = { easy: 4, normal: 6, hard: 8 }[request.difficulty];
  for (const [c, r] of [...corners, ...edges].slice(0, spawnCount)) {
    if (chebyshev({ col: c!, row: r! }, { col: cx, row: cy }) >= rules.minSpawnDistanceCells) grid[r!]![c!] = 'S';
  }

  // Cover in the quadrants and the margins, mirrored left to right: pillars "#" and crates "~".
  const shapes: [number, number, string][] = [
    [1, 1, '#'],
    [2, 2, '~'],
    [2, 1, '~'],
    [1, 2, '~'],
    [3, 1, '~'],
    [1, 3, '~'],
    [2, 2, '#'],
    [1, 1, '~'],
  ];
  const tries = { easy: 30, normal: 40, hard: 50 }[request.difficulty];
  for (let i = 0; i < tries; i++) {
    const [w, h, ch] = random.pick(shapes);
    const col = random.int(2, cx - w);
    const row = random.int(2, rows - 2 - h);
    const mirror = cols - 1 - col - (w - 1);
    if (!placeBlock(grid, band, col, row, w, h, ch)) continue;
    if (mirror !== col && !placeBlock(grid, band, mirror, row, w, h, ch)) {
      for (let r = row; r < row + h; r++) for (let c = col; c < col + w; c++) grid[r]![c] = '.';
    }
  }

  // Pickups: health and ammo on the loop (health waits on the floor until the hero is hurt), gems off it.
  const hits = waves.reduce(
    (s, w) =>
      s + w.enemies.reduce((t, e) => t + e.count * hitsFor(e.kind, config, request.boss ? request.bossHp : null), 0),
    0,
  );
  const free = (i: number) => grid[Math.floor(i / cols)]![i % cols] === '.';
  const routeCells = shuffled(
    onRoute.filter((i) => chebyshev({ col: i % cols, row: Math.floor(i / cols) }, { col: cx, row: cy }) >= 2),
    random,
  );
  const put = (cells: number[], ch: string, n: number) => {
    let placed = 0;
    for (const i of cells) {
      if (placed >= n) break;
      if (!free(i)) continue;
      grid[Math.floor(i / cols)]![i % cols] = ch;
      placed++;
    }
  };
  put(routeCells, 'h', (request.difficulty === 'normal' ? 1 : 2) + (request.boss ? 1 : 0));
  put(routeCells, 'a', Math.max(1, ammoNeeded(hits, config)));
  if (request.gemsOnRoute) put(routeCells, 'o', 2);
  const offRoute: number[] = [];
  for (let r = 2; r < rows - 2; r++)
    for (let c = 2; c < cols - 2; c++) if (!band.has(r * cols + c) && grid[r]![c] === '.') offRoute.push(r * cols + c);
  put(shuffled(offRoute, random), 'o', random.int(2, 4));

  const lines = grid.map((r) => r.join(''));
  return {
    key: request.key,
    title: request.title,
    rows: lines,
    data: {
      mode: 'arena',
      win: 'waves',
      waves,
      boss: request.boss,
      route,
      facts: factsOf(lines, 'arena', waves, 0, request.boss, route, g),
    },
  };
}

// ---- dungeons ----------------------------------------------------------------------------------------------------

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

function roomGrid(request: LevelRequest): { slotCols: number; slotRows: number } {
  const bigger = request.index >= 2 ? 1 : 0;
  if (request.difficulty === 'easy') return { slotCols: 2 + bigger, slotRows: 2 };
  if (request.difficulty === 'hard') return { slotCols: 3 + bigger, slotRows: 2 };
  return { slotCols: 3, slotRows: 2 + bigger };
}

function generateDungeon(request: LevelRequest, config: ConfigValues, random: Random): GeneratedLevel {
  const g = geometryOf(config);
  const { slotCols, slotRows } = roomGrid(request);
  const cols = slotCols * SLOT_W + 1;
  const rows = slotRows * SLOT_H + 1;
  const grid = emptyGrid(cols, rows, '#');

  // Rooms in snake order: left to right on even slot rows, right to left on odd ones.
  const order: { sx: number; sy: number }[] = [];
  for (let sy = 0; sy < slotRows; sy++)
    for (let i = 0; i < slotCols; i++) order.push({ sx: sy % 2 === 0 ? i : slotCols - 1 - i, sy });
  // The brute (or the boss) lives in the last room, or the one before it.
  const bruteRoom = request.boss ? order.length - 1 : request.difficulty !== 'easy' ? order.length - 2 : -1;
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

  const fightOf = (room: Room, kills: number): FightOp => ({
    op: 'fight',
    col: room.ax,
    row: room.ay,
    kills,
    recentre: true,
    halfCols: Math.min(3, room.ax - room.left - 2, room.right - room.ax - 2),
    halfRows: Math.min(3, room.ay - room.top - 2, room.bottom - room.ay - 2),
  });
  // Corridors three cells wide between consecutive rooms, and the route's legs through them.
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

  // Who lives in each room: one chaser near the start so the level opens with action; then 1-4 a room by difficulty,
  // shooters from the third room, a turret nest now and then, a brute near the end, the boss in the last room.
  const last = rooms.length - 1;
  const perRoom = { easy: [1, 2], normal: [2, 3], hard: [2, 4] }[request.difficulty] as [number, number];
  const extra = Math.min(1, Math.floor(request.index / 2));
  const residents: EnemyKind[][] = rooms.map((_, i) => {
    if (i === 0) return ['chaser'];
    const n = request.boss && i === last ? 2 : Math.min(4, random.int(perRoom[0], perRoom[1]) + extra);
    const kinds: EnemyKind[] = [];
    if (i === bruteRoom) kinds.push('brute');
    if (i >= 2 && kinds.length < n && random.chance(request.difficulty === 'easy' ? 0.2 : 0.3)) kinds.push('turret');
    while (kinds.length < n)
      kinds.push(i >= 2 && random.chance(request.difficulty === 'hard' ? 0.4 : 0.35) ? 'shooter' : 'chaser');
    return kinds;
  });

  const start = { col: rooms[0]!.ax, row: rooms[0]!.ay };
  grid[start.row]![start.col] = 'P';
  // The exit in the corner of the last room farthest from where the route comes in.
  const end = rooms[last]!;
  const entry = rooms[last - 1] ?? end;
  const corners = [
    { col: end.left + 1, row: end.top + 1 },
    { col: end.right - 1, row: end.top + 1 },
    { col: end.left + 1, row: end.bottom - 1 },
    { col: end.right - 1, row: end.bottom - 1 },
  ];
  const exit = corners.reduce((best, c) =>
    Math.hypot(c.col - entry.ax, c.row - entry.ay) > Math.hypot(best.col - entry.ax, best.row - entry.ay) ? c : best,
  );

  let kills = 0;
  const route: RouteOp[] = [];
  rooms.forEach((room, i) => {
    kills += residents[i]!.length;
    route.push(fightOf(room, kills));
    if (i < last) route.push(...legs[i]!);
  });
  route.push({ op: 'move', axis: 'x', to: exit.col }, { op: 'move', axis: 'y', to: exit.row, exit: true });
  grid[exit.row]![exit.col] = 'X';

  const segments = routeSegments(route, { x: start.col * g.cell + g.cell / 2, y: start.row * g.cell + g.cell / 2 }, g);
  const band = sweptCells(segments, cols, rows, g);
  const onRoute = onRouteCells(segments, cols, rows, g);
  const aggro = num(config, 'enemies.aggroRange') - num(config, 'enemies.wanderCells') * g.cell * Math.SQRT2 - 12;
  const aim = num(config, 'weapon.autoAimRange') - 24;
  const distance = (room: Room, c: number, r: number) => Math.hypot(c - room.ax, r - room.ay) * g.cell;

  rooms.forEach((room, i) => {
    const kinds = residents[i]!;
    // A turret sits in a room's corner behind two low obstacles: shots fly over them, walkers cannot reach it. These
    // nests are the one place cover touches walls; the rooms' own blocks keep a ring of floor around them.
    if (kinds.includes('turret')) {
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
          distance(room, c, r) <= aim &&
          cells.every(([x, y]) => grid[y!]![x!] === '.' && !band.has(y! * cols + x!)) &&
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
    // The others on free floor off the route, close enough to the room's anchor to wake when the hero fights there.
    const spots = shuffled(
      (() => {
        const out: [number, number][] = [];
        for (let r = room.top; r <= room.bottom; r++) {
          for (let c = room.left; c <= room.right; c++) {
            if (
              grid[r]![c] !== '.' ||
              band.has(r * cols + c) ||
              distance(room, c, r) > aggro ||
              chebyshev({ col: c, row: r }, start) < 4
            )
              continue;
            out.push([c, r]);
          }
        }
        return out;
      })(),
      random,
    );
    for (const kind of kinds) {
      const spot = spots.find(
        ([c, r]) =>
          grid[r]![c] === '.' &&
          [-1, 0, 1].every((dr) => [-1, 0, 1].every((dc) => !/[CRBT]/.test(at(grid, c + dc, r + dr)))),
      );
      if (!spot) throw new Error(`room ${i + 1} of "${request.key}" has no room for its ${kind}`);
      grid[spot[1]]![spot[0]] = ENEMY_CHAR[kind];
    }
    // Cover: a few low obstacles and the odd crate pair, never on the route, never closing off floor.
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
  });

  // Pickups: health and ammo where the route walks (corridors first), gems in the rooms off it.
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

  const lines = grid.map((r) => r.join(''));
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

export function generateLevel(request: LevelRequest, config: ConfigValues, random: Random): GeneratedLevel {
  return request.mode === 'arena' ? generateArena(request, config, random) : generateDungeon(request, config, random);
}

// ---- checks ----------------------------------------------------------------------------------------------------

/** The level spec the game's levelSpec() hook returns for these rows and data. */
export function specOf(
  rows: readonly string[],
  data: Pick<TopDownLevelData, 'mode' | 'waves' | 'win' | 'objective'>,
): TopDownLevelSpec {
  const spec: TopDownLevelSpec = data.waves.length
    ? { mode: data.mode, rows, waves: data.waves, win: data.win }
    : { mode: data.mode, rows, win: data.win };
  return data.objective ? { ...spec, objective: data.objective } : spec;
}

/**
 * Sealed regions: every floor cell (anything but "#" and "~"; turrets aside, which may sit behind obstacles as long as
 * they can be shot) must be reachable by walking from the start, so no part of the map is walled off.
 */
export function sealedProblems(rows: readonly string[]): string[] {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return parsed.problems;
  const { map } = parsed;
  const dist = walkDistances(map, map.player);
  const sealed: string[] = [];
  rows.forEach(
    (line, r) =>
      void [...line].forEach((ch, c) => {
        if (ch === '#' || ch === '~' || ch === 'T') return;
        if (dist[r * map.cols + c]! < 0) sealed.push(`row ${r + 1}, column ${c + 1} ("${ch}")`);
      }),
  );
  if (sealed.length === 0) return [];
  return [
    `${sealed.length} floor cell(s) cannot be walked to from the start (a sealed region): ` +
      `${sealed.slice(0, 6).join('; ')}${sealed.length > 6 ? '; ...' : ''}`,
  ];
}

/**
 * The route's problems: walls, low obstacles or turrets in the band of cells the golden path sweeps; a route that
 * does not start where the player does; fights whose kill counts do not add up to the level's enemies; placed
 * enemies no fight wakes (out of sight or too far from every anchor); an exit leg that does not end on the exit.
 */
export function routeProblems(rows: readonly string[], data: TopDownLevelData, config: ConfigValues): string[] {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return parsed.problems;
  const { map } = parsed;
  const g = geometryOf(config);
  const problems: string[] = [];
  const route = data.route;
  if (route.length === 0) return ['the level has no route for the golden path'];
  const first = route[0]!;
  if (first.op !== 'fight' || first.col !== map.player.col || first.row !== map.player.row)
    problems.push(
      `the route must begin with a fight at the player's start (row ${map.player.row + 1}, column ` +
        `${map.player.col + 1})`,
    );
  const segments = routeSegments(
    route,
    { x: map.player.col * g.cell + g.cell / 2, y: map.player.row * g.cell + g.cell / 2 },
    g,
  );
  const band = sweptCells(segments, map.cols, map.rows, g);
  const blocked: string[] = [];
  for (const i of band) {
    const ch = at(
      rows.map((l) => [...l]),
      i % map.cols,
      Math.floor(i / map.cols),
    );
    if (ch === '#' || ch === '~' || ch === 'T')
      blocked.push(`row ${Math.floor(i / map.cols) + 1}, column ${(i % map.cols) + 1} ("${ch}")`);
  }
  if (blocked.length)
    problems.push(
      `the golden path's route runs into ${blocked.length} blocked cell(s): ${blocked.slice(0, 5).join('; ')}` +
        `${blocked.length > 5 ? '; ...' : ''}`,
    );
  const fights = route.filter((op): op is FightOp => op.op === 'fight');
  const total = data.waves.reduce((s, w) => s + w.enemies.reduce((t, e) => t + e.count, 0), 0) + map.enemies.length;
  const kills = fights.map((f) => f.kills);
  if (kills.some((k, i) => i > 0 && k < kills[i - 1]!))
    problems.push("the fights' kill counts must not go down along the route");
  if (kills[kills.length - 1] !== total)
    problems.push(`the last fight waits for ${kills[kills.length - 1]} kills but the level holds ${total} enemies`);
  const aggro = num(config, 'enemies.aggroRange') - num(config, 'enemies.wanderCells') * g.cell * Math.SQRT2 - 12;
  const aim = num(config, 'weapon.autoAimRange') - 24;
  for (const e of map.enemies) {
    const reach = e.kind === 'turret' ? aim : aggro;
    const woken = fights.some(
      (f) => Math.hypot(e.col - f.col, e.row - f.row) * g.cell <= reach && cellsSee(map, { col: f.col, row: f.row }, e),
    );
    if (!woken)
      problems.push(
        `the ${e.kind} at row ${e.row + 1}, column ${e.col + 1} is not in sight within ${Math.round(reach)} ` +
          'px of any place the golden path fights, so it may never wake or be shot',
      );
  }
  const lastMove = route[route.length - 1]!;
  if (data.win === 'exit') {
    if (lastMove.op !== 'move' || !lastMove.exit)
      problems.push('a level won at the exit must end its route with a walk onto the exit');
    else if (map.exit) {
      let col = map.player.col;
      let row = map.player.row;
      for (const op of route) {
        if (op.op === 'fight') [col, row] = [op.col, op.row];
        else if (op.axis === 'x') col = op.to;
        else row = op.to;
      }
      if (col !== map.exit.col || row !== map.exit.row)
        problems.push(
          `the route ends at row ${row + 1}, column ${col + 1}, not on the exit (row ${map.exit.row + 1}, ` +
            `column ${map.exit.col + 1})`,
        );
    }
  }
  return problems;
}

/** Every problem of one generated level: the family's validateLevel, sealed regions, and the golden path's route. */
export function levelProblems(rows: readonly string[], data: TopDownLevelData, config: ConfigValues): string[] {
  const spec = specOf(rows, data);
  const problems = validateLevel(spec, levelRulesOf(config));
  if (problems.length) return problems;
  return [...sealedProblems(rows), ...routeProblems(rows, data, config)];
}
