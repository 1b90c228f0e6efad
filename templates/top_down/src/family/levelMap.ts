// ASCII levels for top-down games: the legend, parsing, and the constraints every level keeps (closed
// border, one start, reachable marks, spawn distance, arena size). Pure code with no Phaser, so level
// generators, validators and tests run it too. docs/design_rules.md states the same rules in prose.
import { objectiveProblems, type Objective } from './objectives.ts';

export type TopDownMode = 'arena' | 'tilemap';
export type WinCondition = 'waves' | 'exit' | 'rescue';
export type EnemyKind = 'chaser' | 'shooter' | 'brute' | 'turret';
export type PickupKind = 'health' | 'ammo' | 'score';

export const ENEMY_KINDS: readonly EnemyKind[] = ['chaser', 'shooter', 'brute', 'turret'];
export const PICKUP_KINDS: readonly PickupKind[] = ['health', 'ammo', 'score'];

/** The family's legend. Games add characters of their own through the customLegend() hook. */
export const TOP_DOWN_LEGEND: Readonly<Record<string, string>> = {
  '.': 'floor',
  '#': 'wall (blocks walking and shots; the outer ring must be all walls)',
  '~': 'low obstacle: crate, pit or water (blocks walking; shots fly over it)',
  P: 'player start (exactly one)',
  S: 'wave spawn point (at least one when the level has waves)',
  X: 'exit (exactly one when the level is won at the exit; none otherwise)',
  C: 'chaser enemy (runs at the player)',
  R: 'shooter enemy (keeps its distance and fires)',
  B: 'brute enemy (slow, tough, hits hard)',
  T: 'turret enemy (never moves, fires when it sees the player)',
  h: 'health pickup',
  a: 'ammo pickup',
  o: 'score gem (an item to collect on a level with an escape objective)',
  H: 'rescue spot: where the rescue lands (exactly one on a level with a rescue objective; none otherwise)',
  Z: 'the sleeping threat of an escape objective (drawn there; walkers pass it)',
};

const ENEMY_CHARS: Readonly<Record<string, EnemyKind>> = { C: 'chaser', R: 'shooter', B: 'brute', T: 'turret' };
const PICKUP_CHARS: Readonly<Record<string, PickupKind>> = { h: 'health', a: 'ammo', o: 'score' };

export interface GridCell {
  col: number;
  row: number;
}

export interface WaveSpec {
  /** Who comes in this wave; they arrive in a seeded shuffled order. */
  enemies: readonly { kind: EnemyKind; count: number }[];
  /** Time between two arrivals of this wave; waves.spawnEveryMs when absent. */
  spawnEveryMs?: number;
}

/** What a game's levelSpec() hook returns for one level. */
export interface TopDownLevelSpec {
  mode: TopDownMode;
  rows: readonly string[];
  /** Waves that come from the spawn points "S", in order; none when absent. */
  waves?: readonly WaveSpec[];
  /** How the level is won; 'exit' when the map has an "X", else 'waves' ('rescue' for a rescue objective). */
  win?: WinCondition;
  /** Collect-and-escape (the exit opens once the items are collected) or a timed rescue; see objectives.ts. */
  objective?: Objective;
}

export interface TopDownMap {
  cols: number;
  rows: number;
  /** wall[row][col]: blocks walking and shots. */
  wall: boolean[][];
  /** low[row][col]: blocks walking only. */
  low: boolean[][];
  player: GridCell;
  exit: GridCell | undefined;
  /** Where the rescue lands ("H"), when the level has one. */
  rescue: GridCell | undefined;
  /** Where the sleeping threat lies ("Z"), when the level has one. */
  threat: GridCell | undefined;
  spawns: GridCell[];
  enemies: (GridCell & { kind: EnemyKind })[];
  pickups: (GridCell & { kind: PickupKind })[];
  /** Cells holding characters of the game's own legend. */
  custom: (GridCell & { char: string })[];
}

export type ParsedLevel = { ok: true; map: TopDownMap } | { ok: false; problems: string[] };

const where = (c: GridCell): string => `row ${c.row + 1}, column ${c.col + 1}`;

/**
 * Reads the rows of an ASCII level. Problems name row and column (1-based) and say what to change:
 * ragged rows, unknown characters, an open border, a missing or doubled "P" or "X".
 */
export function parseLevel(rows: readonly string[], customLegend: Readonly<Record<string, string>> = {}): ParsedLevel {
  const problems: string[] = [];
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height < 5 || width < 5)
    return {
      ok: false,
      problems: [`a level needs at least 5 rows of at least 5 characters (has ${height} rows of ${width})`],
    };
  const map: TopDownMap = {
    cols: width,
    rows: height,
    wall: [],
    low: [],
    player: { col: -1, row: -1 },
    exit: undefined,
    rescue: undefined,
    threat: undefined,
    spawns: [],
    enemies: [],
    pickups: [],
    custom: [],
  };
  const players: GridCell[] = [];
  const exits: GridCell[] = [];
  const rescues: GridCell[] = [];
  const threats: GridCell[] = [];
  const known = Object.keys({ ...TOP_DOWN_LEGEND, ...customLegend }).join(' ');
  rows.forEach((line, row) => {
    if (line.length !== width)
      problems.push(
        `row ${row + 1} has ${line.length} characters but row 1 has ${width}; every row must be the same length`,
      );
    const wallRow: boolean[] = [];
    const lowRow: boolean[] = [];
    for (let col = 0; col < width; col++) {
      const ch = line[col] ?? '#';
      const cell = { col, row };
      wallRow.push(ch === '#');
      lowRow.push(ch === '~');
      const border = row === 0 || col === 0 || row === height - 1 || col === width - 1;
      if (border && ch !== '#') problems.push(`${where(cell)}: the outer ring must be walls "#" (found "${ch}")`);
      const enemy = ENEMY_CHARS[ch];
      const pickup = PICKUP_CHARS[ch];
      if (ch === '.' || ch === '#' || ch === '~') continue;
      if (ch === 'P') players.push(cell);
      else if (ch === 'X') exits.push(cell);
      else if (ch === 'H') rescues.push(cell);
      else if (ch === 'Z') threats.push(cell);
      else if (ch === 'S') map.spawns.push(cell);
      else if (enemy) map.enemies.push({ ...cell, kind: enemy });
      else if (pickup) map.pickups.push({ ...cell, kind: pickup });
      else if (ch in customLegend) map.custom.push({ ...cell, char: ch });
      else problems.push(`${where(cell)}: unknown character "${ch}" (legend: ${known})`);
    }
    map.wall.push(wallRow);
    map.low.push(lowRow);
  });
  if (players.length !== 1) problems.push(`a level needs exactly one player start "P" (found ${players.length})`);
  if (exits.length > 1)
    problems.push(`a level has at most one exit "X" (found ${exits.length} at ${exits.map(where).join('; ')})`);
  if (rescues.length > 1) problems.push(`a level has at most one rescue spot "H" (found ${rescues.length})`);
  if (threats.length > 1) problems.push(`a level has at most one sleeping threat "Z" (found ${threats.length})`);
  if (problems.length) return { ok: false, problems };
  map.player = players[0]!;
  map.exit = exits[0];
  map.rescue = rescues[0];
  map.threat = threats[0];
  return { ok: true, map };
}

/** Whether a walker can stand in the cell: inside the map and neither wall nor low obstacle. */
export function isWalkable(map: TopDownMap, col: number, row: number): boolean {
  return row >= 0 && col >= 0 && row < map.rows && col < map.cols && !map.wall[row]![col] && !map.low[row]![col];
}

/** Whether a shot flies through the cell: inside the map and not a wall. */
export function isOpenToShots(map: TopDownMap, col: number, row: number): boolean {
  return row >= 0 && col >= 0 && row < map.rows && col < map.cols && !map.wall[row]![col];
}

/** Walking distance in cells from `from` to every cell (-1: unreachable), 4-neighbour steps over walkable cells. */
export function walkDistances(map: TopDownMap, from: GridCell): Int32Array {
  const dist = new Int32Array(map.cols * map.rows).fill(-1);
  if (!isWalkable(map, from.col, from.row)) return dist;
  const queue = [from.row * map.cols + from.col];
  dist[queue[0]!] = 0;
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    const col = at % map.cols;
    const row = (at - col) / map.cols;
    for (const [dc, dr] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const c = col + dc;
      const r = row + dr;
      const i = r * map.cols + c;
      if (isWalkable(map, c, r) && dist[i] === -1) {
        dist[i] = dist[at]! + 1;
        queue.push(i);
      }
    }
  }
  return dist;
}

/**
 * Whether a straight shot from the centre of cell `a` reaches the centre of cell `b` without crossing a
 * wall (low obstacles do not stop shots). Samples the segment every quarter cell.
 */
export function cellsSee(map: TopDownMap, a: GridCell, b: GridCell): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.col - a.col, b.row - a.row) * 4));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const col = Math.floor(a.col + 0.5 + (b.col - a.col) * t);
    const row = Math.floor(a.row + 0.5 + (b.row - a.row) * t);
    if (!isOpenToShots(map, col, row)) return false;
  }
  return true;
}

/** Height of the core HUD bar the play area sits below. */
export const HUD_HEIGHT = 24;

/** What validateLevel needs besides the level itself; the family fills it from gameConfig. */
export interface LevelRules {
  /** Pixels per cell. */
  cellSize: number;
  /** Play area in pixels an arena must fit in (the screen below the HUD bar). */
  viewWidth: number;
  viewHeight: number;
  /** Fewest cells (Chebyshev) between the player start and any spawn point. */
  minSpawnDistanceCells: number;
  /** Most enemies one wave may hold. */
  maxWaveSize: number;
}

/** The win condition a spec resolves to: its own `win`, else 'rescue' for a rescue objective, else 'exit' when the map
 * has an "X", else 'waves'. */
export function winConditionOf(spec: TopDownLevelSpec, map: TopDownMap): WinCondition {
  return spec.win ?? (spec.objective?.kind === 'rescue' ? 'rescue' : map.exit ? 'exit' : 'waves');
}

/** The objective's own rules: an escape needs its exit and enough items, a rescue its spot "H" and the rescue win. */
function objectiveRules(spec: TopDownLevelSpec, map: TopDownMap, win: WinCondition): string[] {
  const objective = spec.objective;
  if (!objective) {
    const extra = [map.rescue && 'a rescue spot "H"', map.threat && 'a sleeping threat "Z"'].filter(Boolean);
    if (win === 'rescue') return ['the level is won by a rescue but has no rescue objective'];
    return extra.length ? [`${extra.join(' and ')} need an objective (the level has none)`] : [];
  }
  const problems = objectiveProblems(objective);
  if (objective.kind === 'escape') {
    if (win !== 'exit') problems.push('an escape objective is won at the exit: win must be "exit"');
    const items = map.pickups.filter((p) => p.kind === 'score').length;
    if (items < objective.items)
      problems.push(`the escape asks for ${objective.items} items but the map has ${items} "o"`);
    if (map.rescue) problems.push('a rescue spot "H" belongs to a rescue objective, not an escape');
  } else if (objective.kind === 'rescue') {
    if (win !== 'rescue') problems.push('a rescue objective is won by boarding the rescue: win must be "rescue"');
    if (!map.rescue) problems.push('a rescue objective needs a rescue spot "H"');
    if (map.exit) problems.push(`a rescue level has no exit "X" (${where(map.exit)})`);
    if (map.threat) problems.push('a sleeping threat "Z" belongs to an escape objective, not a rescue');
  }
  return problems;
}

/**
 * Every hard constraint of a level, as problems a person (or a generator) can act on; empty when the
 * level is playable and winnable as far as static checks can tell. See docs/design_rules.md.
 */
export function validateLevel(
  spec: TopDownLevelSpec,
  rules: LevelRules,
  customLegend: Readonly<Record<string, string>> = {},
): string[] {
  if (spec.mode !== 'arena' && spec.mode !== 'tilemap')
    return [`mode must be "arena" or "tilemap" (found "${String(spec.mode)}")`];
  const parsed = parseLevel(spec.rows, customLegend);
  if (!parsed.ok) return parsed.problems;
  const { map } = parsed;
  const problems: string[] = [];
  const waves = spec.waves ?? [];
  const win = winConditionOf(spec, map);

  if (spec.mode === 'arena') {
    const w = map.cols * rules.cellSize;
    const h = map.rows * rules.cellSize;
    if (w > rules.viewWidth || h > rules.viewHeight) {
      problems.push(
        `an arena must fit the screen: ${map.cols}x${map.rows} cells are ${w}x${h} px but the play area is ` +
          `${rules.viewWidth}x${rules.viewHeight} px (at most ${Math.floor(rules.viewWidth / rules.cellSize)}x` +
          `${Math.floor(rules.viewHeight / rules.cellSize)} cells); use mode "tilemap" for bigger maps`,
      );
    }
  } else if (map.cols > 200 || map.rows > 200) {
    problems.push(`a tilemap has at most 200x200 cells (has ${map.cols}x${map.rows})`);
  }

  problems.push(...objectiveRules(spec, map, win));
  if (win === 'exit' && !map.exit) problems.push('the level is won at the exit but has no exit "X"');
  if (win === 'waves') {
    if (map.exit)
      problems.push(`the level is won by clearing waves, so it must not have an exit "X" (${where(map.exit)})`);
    if (waves.length === 0) problems.push('the level is won by clearing waves but lists no waves');
  }
  if (waves.length > 0 && map.spawns.length === 0) problems.push('the level has waves but no spawn point "S"');
  if (waves.length === 0 && map.spawns.length > 0)
    problems.push(`spawn points "S" need waves (the level has none; first "S" at ${where(map.spawns[0]!)})`);
  waves.forEach((wave, i) => {
    const size = wave.enemies.reduce((n, e) => n + e.count, 0);
    if (size < 1) problems.push(`wave ${i + 1} has no enemies`);
    if (size > rules.maxWaveSize) problems.push(`wave ${i + 1} has ${size} enemies; at most ${rules.maxWaveSize}`);
    for (const e of wave.enemies) {
      if (!ENEMY_KINDS.includes(e.kind))
        problems.push(`wave ${i + 1}: unknown enemy kind "${String(e.kind)}" (${ENEMY_KINDS.join(', ')})`);
      if (!Number.isInteger(e.count) || e.count < 1)
        problems.push(`wave ${i + 1}: the count of "${e.kind}" must be a whole number >= 1`);
    }
    if (wave.spawnEveryMs !== undefined && !(wave.spawnEveryMs >= 100))
      problems.push(`wave ${i + 1}: spawnEveryMs must be at least 100`);
  });

  const dist = walkDistances(map, map.player);
  const reachable = (c: GridCell) => dist[c.row * map.cols + c.col]! >= 0;
  const walkableCells: GridCell[] = [];
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col < map.cols; col++) if (reachable({ col, row })) walkableCells.push({ col, row });
  if (map.exit && !reachable(map.exit))
    problems.push(`the exit "X" at ${where(map.exit)} cannot be walked to from the start`);
  if (map.rescue && !reachable(map.rescue))
    problems.push(`the rescue spot "H" at ${where(map.rescue)} cannot be walked to from the start`);
  for (const s of map.spawns) {
    if (!reachable(s))
      problems.push(
        `the spawn point "S" at ${where(s)} cannot be walked to from the start ` +
          '(its enemies could never reach the player)',
      );
    const gap = Math.max(Math.abs(s.col - map.player.col), Math.abs(s.row - map.player.row));
    if (gap < rules.minSpawnDistanceCells)
      problems.push(
        `the spawn point "S" at ${where(s)} is ${gap} cells from the start; ` +
          `keep at least ${rules.minSpawnDistanceCells}`,
      );
  }
  for (const e of map.enemies) {
    if (e.kind === 'turret') {
      // A turret may stand out of reach (behind crates or water) as long as the player can shoot it from somewhere.
      if (!walkableCells.some((c) => cellsSee(map, c, e)))
        problems.push(
          `the turret "T" at ${where(e)} cannot be seen from any cell the player can walk to, so it can never be shot`,
        );
    } else if (!reachable(e)) {
      problems.push(
        `the ${e.kind} at ${where(e)} stands where the player cannot walk (walled in or behind low obstacles)`,
      );
    }
  }
  for (const p of map.pickups)
    if (!reachable(p)) problems.push(`the ${p.kind} pickup at ${where(p)} cannot be walked to from the start`);
  const near = map.enemies.filter(
    (e) => Math.max(Math.abs(e.col - map.player.col), Math.abs(e.row - map.player.row)) < 3,
  );
  for (const e of near)
    problems.push(`the ${e.kind} at ${where(e)} is closer than 3 cells to the start; give the player room`);
  return problems;
}
