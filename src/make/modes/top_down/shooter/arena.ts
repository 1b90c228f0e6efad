// Top-down arenas, generated per the template's design rules (templates/top_down/docs/design_rules.md): one screen,
// the player in the middle of a clear loop, cover (pillars and low obstacles) in the quadrants and margins, spawn
// points along the edges and corners, waves sized by difficulty (chasers, then shooters, a brute or the boss last).
// The arena's route (plan.ts) is one fight looping round the start; levels.ts checks the result.
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { WaveSpec } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { levelRulesOf } from '../config.ts';
import {
  ammoNeeded,
  chebyshev,
  emptyGrid,
  factsOf,
  hitsFor,
  placeBlock,
  type GeneratedLevel,
  type LevelRequest,
} from './levels.ts';
import { geometryOf, onRouteCells, routeSegments, sweptCells, type FightOp, type RouteOp } from './plan.ts';

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
