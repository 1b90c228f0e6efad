// ASCII levels for side-view platformers: parsing, structural checks, and a reachability check that
// uses the configured jump physics. Pure code (no Phaser), so tools and tests can run it too.

/** The family's legend. Games may add their own characters through the customLegend() hook. */
export const PLATFORMER_LEGEND: Readonly<Record<string, string>> = {
  '.': 'air',
  ' ': 'air',
  '#': 'ground (solid, autotiled)',
  '=': 'platform (stand on it, jump up through it)',
  '^': 'spikes (hurt on touch)',
  P: 'player start (exactly one)',
  E: 'patrolling enemy (walks, turns at walls and ledges)',
  C: 'chasing enemy (patrols, runs at the player when near)',
  B: 'boss (at most one; guards the flag when boss.guardsGoal is on)',
  o: 'coin',
  h: 'heart (heals)',
  F: 'goal flag (exactly one)',
};

/**
 * The hero's arcade body as fractions of its frame (PlatformerPlayer): narrower than the picture, feet at its bottom.
 */
export const HERO_BODY = { width: 0.55, height: 0.85 } as const;
/** A spike's hit box as fractions of its picture (PlatformerLevelScene): smaller, so grazing an edge does not hurt. */
export const SPIKE_BOX = { width: 0.8, height: 0.6, left: 0.1, top: 0.4 } as const;

export interface Cell {
  x: number;
  y: number;
}

export interface LevelMap {
  width: number;
  height: number;
  /** solid[y][x]: ground cells. */
  solid: boolean[][];
  platforms: Cell[];
  spikes: Cell[];
  player: Cell;
  goal: Cell;
  boss: Cell | undefined;
  enemies: (Cell & { kind: 'patrol' | 'chase' })[];
  coins: Cell[];
  hearts: Cell[];
  /** Cells with characters from the game's own legend. */
  custom: (Cell & { char: string })[];
}

/** Characters that must stand on ground or a platform (they fall otherwise). */
const GROUNDED = new Set(['P', 'E', 'C', 'B', 'F']);

export type ParsedLevel = { ok: true; map: LevelMap } | { ok: false; problems: string[] };

/**
 * Reads rows of an ASCII level. Problems name row and column (1-based) and say what to change:
 * ragged rows, unknown characters, a missing or doubled P/F, things placed in mid-air.
 */
export function parseLevel(rows: readonly string[], customLegend: Readonly<Record<string, string>> = {}): ParsedLevel {
  const problems: string[] = [];
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height < 3 || width < 3)
    return { ok: false, problems: ['a level needs at least 3 rows of at least 3 characters'] };
  const at = (x: number, y: number) => rows[y]?.[x] ?? '.';
  const map: LevelMap = {
    width,
    height,
    solid: [],
    platforms: [],
    spikes: [],
    player: { x: -1, y: -1 },
    goal: { x: -1, y: -1 },
    boss: undefined,
    enemies: [],
    coins: [],
    hearts: [],
    custom: [],
  };
  const players: Cell[] = [];
  const goals: Cell[] = [];
  const bosses: Cell[] = [];
  rows.forEach((row, y) => {
    if (row.length !== width)
      problems.push(
        `row ${y + 1} has ${row.length} characters but row 1 has ${width}; every row must be the same length`,
      );
    map.solid.push([...row].map((ch) => ch === '#'));
    [...row].forEach((ch, x) => {
      const cell = { x, y };
      switch (ch) {
        case '.':
        case ' ':
        case '#':
          break;
        case '=':
          map.platforms.push(cell);
          break;
        case '^':
          map.spikes.push(cell);
          break;
        case 'P':
          players.push(cell);
          break;
        case 'F':
          goals.push(cell);
          break;
        case 'B':
          bosses.push(cell);
          break;
        case 'E':
          map.enemies.push({ ...cell, kind: 'patrol' });
          break;
        case 'C':
          map.enemies.push({ ...cell, kind: 'chase' });
          break;
        case 'o':
          map.coins.push(cell);
          break;
        case 'h':
          map.hearts.push(cell);
          break;
        default:
          if (ch in customLegend) map.custom.push({ ...cell, char: ch });
          else
            problems.push(
              `row ${y + 1}, column ${x + 1}: unknown character "${ch}" (legend: ${Object.keys({
                ...PLATFORMER_LEGEND,
                ...customLegend,
              })
                .filter((c) => c !== ' ')
                .join(' ')})`,
            );
      }
      if (GROUNDED.has(ch) && at(x, y + 1) !== '#' && at(x, y + 1) !== '=') {
        problems.push(
          `row ${y + 1}, column ${x + 1}: "${ch}" (${PLATFORMER_LEGEND[ch]}) must stand directly on ground "#" ` +
            `or a platform "=" (the cell below is "${at(x, y + 1)}")`,
        );
      }
    });
  });
  if (players.length !== 1) problems.push(`a level needs exactly one player start "P" (found ${players.length})`);
  if (goals.length !== 1) problems.push(`a level needs exactly one goal flag "F" (found ${goals.length})`);
  if (bosses.length > 1) problems.push(`a level has at most one boss "B" (found ${bosses.length})`);
  if (problems.length) return { ok: false, problems };
  map.player = players[0]!;
  map.goal = goals[0]!;
  map.boss = bosses[0];
  return { ok: true, map };
}

// ---- jump physics and reachability ----

export interface JumpPhysics {
  /** px/s² downward. */
  gravity: number;
  /** px/s upward at take-off. */
  jumpVelocity: number;
  /** px/s horizontal. */
  walkSpeed: number;
  /** px/s upward of the second jump; 0 when there is no double jump. */
  doubleJumpVelocity: number;
}

/** Highest the feet rise above the take-off surface, in px. */
export function maxJumpHeight(p: JumpPhysics): number {
  const first = (p.jumpVelocity * p.jumpVelocity) / (2 * p.gravity);
  return first + (p.doubleJumpVelocity * p.doubleJumpVelocity) / (2 * p.gravity);
}

/**
 * How far (px, horizontally) a jump can carry the feet while they are still at or above `rise` px over
 * the take-off surface on the way down (negative `rise`: a drop). -Infinity when `rise` is out of reach.
 * Double jumps are tried at every 20 ms of the first jump.
 */
export function jumpReach(p: JumpPhysics, rise: number): number {
  const dt = 1 / 240;
  let best = -Infinity;
  const second = p.doubleJumpVelocity > 0 ? Array.from({ length: 60 }, (_, i) => 0.02 * (i + 1)) : [];
  for (const trigger of [Infinity, ...second]) {
    let y = 0;
    let vy = p.jumpVelocity;
    let used = false;
    let above = rise <= 0;
    for (let t = 0; t < 6; t += dt) {
      if (!used && t >= trigger) {
        vy = p.doubleJumpVelocity;
        used = true;
      }
      vy -= p.gravity * dt;
      y += vy * dt;
      if (y >= rise) above = true;
      // Only a fall through `rise` from above counts; a jump that never got that high reaches nothing.
      if (vy < 0 && y < rise) {
        if (above) best = Math.max(best, p.walkSpeed * t);
        break;
      }
    }
  }
  return best;
}

/** The highest the feet can be (px above take-off) once `distance` px have been covered horizontally. */
export function heightAt(p: JumpPhysics, distance: number): number {
  const t = Math.max(0, distance) / p.walkSpeed;
  const first = (time: number) => p.jumpVelocity * time - (p.gravity * time * time) / 2;
  let best = first(t);
  if (p.doubleJumpVelocity > 0) {
    for (let i = 1; i <= 60; i++) {
      const trigger = 0.02 * i;
      if (trigger >= t) break;
      const after = t - trigger;
      best = Math.max(best, first(trigger) + p.doubleJumpVelocity * after - (p.gravity * after * after) / 2);
    }
  }
  return best;
}

/** Cells a player can stand in: air (or a pickup) with ground or a platform right below, and no spikes. */
function standable(rows: readonly string[], x: number, y: number): boolean {
  const ch = rows[y]?.[x];
  const below = rows[y + 1]?.[x];
  return ch !== undefined && ch !== '#' && ch !== '=' && ch !== '^' && (below === '#' || below === '=');
}

/**
 * Whether a jump from `from` to `to` gets over the ground columns between them: each column's wall
 * (ground stacked up from the lower of the two standing rows) must be below the jump's height there.
 */
function clearsWalls(
  rows: readonly string[],
  from: Cell,
  to: Cell,
  physics: JumpPhysics,
  cellSize: number,
  bodyWidth: number,
): boolean {
  const base = Math.max(from.y, to.y);
  const step = to.x > from.x ? 1 : -1;
  for (let c = from.x + step; c !== to.x; c += step) {
    let top = base + 1;
    while (top - 1 >= 0 && rows[top - 1]?.[c] === '#') top--;
    if (top > base) continue;
    const needed = (from.y - top + 1) * cellSize;
    const distance = (Math.abs(c - from.x) - 0.5) * cellSize - bodyWidth / 2;
    if (heightAt(physics, distance) < needed) return false;
  }
  return true;
}

/**
 * Every cell the player can stand in after walking and jumping from the start with `physics` (cells of
 * `cellSize` px), keyed "x,y". Walls between take-off and landing must be jumped over; ceilings and
 * enemies are ignored. Undefined when the level does not parse.
 */
export function reachableSpots(
  rows: readonly string[],
  physics: JumpPhysics,
  cellSize: number,
  bodyWidth = 20,
): Set<string> | undefined {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return undefined;
  const { map } = parsed;
  const spots: Cell[] = [];
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) if (standable(rows, x, y)) spots.push({ x, y });
  const key = (c: Cell) => `${c.x},${c.y}`;
  const reachCache = new Map<number, number>();
  const reach = (rise: number) => {
    if (!reachCache.has(rise)) reachCache.set(rise, jumpReach(physics, rise));
    return reachCache.get(rise)!;
  };
  const seen = new Set([key(map.player)]);
  const queue = [map.player];
  while (queue.length) {
    const from = queue.shift()!;
    for (const to of spots) {
      if (seen.has(key(to))) continue;
      const dx = Math.abs(to.x - from.x);
      const walk = to.y === from.y && dx === 1;
      // Rising by `rise` needs the feet a little above the target surface; the gap is between cell edges.
      const rise = (from.y - to.y) * cellSize + (to.y < from.y ? 4 : 0);
      const gap = Math.max(0, dx - 1) * cellSize;
      if (
        walk ||
        (rise <= maxJumpHeight(physics) &&
          reach(rise) >= gap + bodyWidth &&
          clearsWalls(rows, from, to, physics, cellSize, bodyWidth))
      ) {
        seen.add(key(to));
        queue.push(to);
      }
    }
  }
  return seen;
}

/**
 * Whether the flag can be reached from the start, walking and jumping with `physics` (cells of `cellSize`
 * px). Walls between take-off and landing must be jumped over; ceilings and enemies are ignored, so it is
 * a necessary check, not a proof: play the level too.
 */
export function checkReachable(
  rows: readonly string[],
  physics: JumpPhysics,
  cellSize: number,
  bodyWidth = 20,
): { reachable: boolean; visited: number; problems: string[] } {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return { reachable: false, visited: 0, problems: parsed.problems };
  const { map } = parsed;
  const seen = reachableSpots(rows, physics, cellSize, bodyWidth)!;
  const reachable = seen.has(`${map.goal.x},${map.goal.y}`);
  return {
    reachable,
    visited: seen.size,
    problems: reachable
      ? []
      : [
          `the flag (row ${map.goal.y + 1}, column ${map.goal.x + 1}) cannot be reached from the start with jumps ` +
            `of at most ${Math.round(maxJumpHeight(physics))} px; lower a step or narrow a gap`,
        ],
  };
}

/**
 * Coins and hearts the player cannot touch: for each, some reachable standing cell must have a jump whose
 * body (`bodyWidth` x `bodyHeight` px) overlaps the pickup (`pickupSize` px square, centred in its cell).
 * Problems name row and column. Like checkReachable it ignores ceilings and enemies.
 */
export function unreachablePickups(
  rows: readonly string[],
  physics: JumpPhysics,
  cellSize: number,
  body = { width: 18, height: 27 },
  pickupSize = 16,
): string[] {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return parsed.problems;
  const spots = [...reachableSpots(rows, physics, cellSize, body.width)!].map(
    (k) => k.split(',').map(Number) as [number, number],
  );
  const touchable = (p: Cell) =>
    spots.some(([sx, sy]) => {
      // How far the feet must rise for the body's top to reach the pickup's bottom, and how far the body's
      // centre must travel for its side to reach the pickup's side.
      const rise = (sy + 1) * cellSize - body.height - ((p.y + 0.5) * cellSize + pickupSize / 2);
      const feetBelow = (sy + 1) * cellSize >= (p.y + 0.5) * cellSize - pickupSize / 2;
      const distance = Math.abs(p.x - sx) * cellSize - (body.width + pickupSize) / 2;
      if (!feetBelow) return false;
      if (rise <= 0) return distance <= 0 || heightAt(physics, distance) >= 0;
      return rise <= maxJumpHeight(physics) && heightAt(physics, Math.max(0, distance)) >= rise;
    });
  const problems: string[] = [];
  for (const [kind, cells] of [
    ['coin', parsed.map.coins],
    ['heart', parsed.map.hearts],
  ] as const) {
    for (const c of cells)
      if (!touchable(c))
        problems.push(
          `row ${c.y + 1}, column ${c.x + 1}: the ${kind} cannot be reached from any standing place with jumps ` +
            `of at most ${Math.round(maxJumpHeight(physics))} px; move it lower or nearer a ledge`,
        );
  }
  return problems;
}
