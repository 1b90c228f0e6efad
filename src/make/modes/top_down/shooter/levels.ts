// Top-down levels of the shooter mode: what a level is (its request, its data in the GDD, its facts), the grid
// helpers the generators share, and the checks every level must pass: the template's own validateLevel
// (templates/top_down/docs/design_rules.md), the family's sealed-region check and the golden path's route.
// The generators live beside it: arenas in arena.ts, dungeons in dungeon.ts, levels with an objective in
// objectiveLevels.ts. Each level carries its route (plan.ts): where the golden path fights and which ways it walks.
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

export type Grid = string[][];

export const at = (grid: Grid, col: number, row: number) => grid[row]?.[col] ?? '#';
export const ENEMY_CHAR: Record<EnemyKind, string> = { chaser: 'C', shooter: 'R', brute: 'B', turret: 'T' };
export const chebyshev = (a: { col: number; row: number }, b: { col: number; row: number }) =>
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
export function hitsFor(kind: EnemyKind, config: ConfigValues, bossHp: number | null): number {
  return kind === 'brute' && bossHp !== null ? bossHp : enemyHp(config, kind);
}

/**
 * Ammo pickups the level needs: two shots per hit point beyond the start ammo. The design rules say about 1.5 for
 * misses; auto-aimed shots at strafing shooters miss more, and a golden path that runs dry was seen to lose.
 */
export function ammoNeeded(hits: number, config: ConfigValues): number {
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
