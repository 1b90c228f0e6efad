// Platformer levels, generated per the template's design rules (templates/platformer/docs/design_rules.md): a safe
// start, then a seeded sequence of obstacles (pits, spike runs, steps up and down, a double-jump gap when the prompt
// asks for one) between flat stretches, the flag on flat ground at the far right, and on a boss level an arena of
// flat ground with platforms out of the boss's reach. The golden path is planned on the bare terrain (plan.ts); then
// enemies go on flat stretches the hero meets at its own height and away from landings, coins on the hero's line and
// along its jump arcs, bonus platforms with coins where no jump passes, and a heart. The finished level is checked
// again: it parses, the flag and every pickup are reachable with the configured jump, and the plan still holds.
import {
  checkReachable,
  parseLevel,
  unreachablePickups,
  type JumpPhysics,
} from '../../../../../templates/platformer/src/family/asciiLevel.ts';
import { type Random, shuffled } from '../../../../assets/index.ts';
import { planLevel, type LevelPlan } from './plan.ts';
import { BODY, CELL, type PlayerPhysics } from '../sim.ts';

import type { Difficulty } from '../words.ts';

export type { Difficulty };

export const LEVEL_HEIGHT = 19;
const BASE_FLOOR = 16;
const HIGHEST_FLOOR = 11;
const LOWEST_FLOOR = 17;
const START_COLUMN = 2;
/** The boss arena: flat ground this wide, the boss this far in, the flag this far in. */
const ARENA = {
  width: 28,
  boss: 12,
  flag: 25,
  platforms: [
    [5, 7],
    [18, 20],
  ] as const,
  platformHeight: 4,
};

interface Tuning {
  width: number;
  pit: [number, number];
  spikes: [number, number];
  stepUp: [number, number];
  flat: [number, number];
  enemies: [number, number];
  chaseShare: number;
  doubleGap: number;
}

const TUNING: Record<Difficulty, Tuning> = {
  easy: {
    width: 62,
    pit: [2, 3],
    spikes: [1, 2],
    stepUp: [1, 2],
    flat: [5, 9],
    enemies: [2, 3],
    chaseShare: 0.2,
    doubleGap: 6,
  },
  normal: {
    width: 74,
    pit: [2, 4],
    spikes: [1, 3],
    stepUp: [1, 3],
    flat: [4, 8],
    enemies: [3, 5],
    chaseShare: 0.35,
    doubleGap: 7,
  },
  hard: {
    width: 86,
    pit: [3, 4],
    spikes: [2, 3],
    stepUp: [2, 3],
    flat: [4, 7],
    enemies: [4, 6],
    chaseShare: 0.5,
    doubleGap: 7,
  },
};

export interface LevelRecipe {
  key: string;
  title: string;
  index: number;
  count: number;
  difficulty: Difficulty;
  /** A gap only the double jump crosses. */
  doubleJumpGap: boolean;
  boss: boolean;
  /** Columns the level may use at most (a time limit keeps levels short). */
  maxColumns: number;
  /** The pickups this level holds when the prompt counts them ("collects 20 fish" over two levels: 10 each). */
  coins?: number;
}

export interface GeneratedLevel {
  key: string;
  title: string;
  rows: string[];
  plan: LevelPlan;
  /** What is in it, for the level notes and requirements. */
  facts: {
    pits: number;
    spikeRuns: number;
    steps: number;
    doubleJumps: number;
    patrols: number;
    chasers: number;
    coins: number;
    /** Coins the golden path collects under every timing. */
    coinsOnPath: number;
    hearts: number;
    platforms: number;
    boss: boolean;
  };
}

interface Column {
  floor: number | null;
  spike: boolean;
}

type Piece = 'pit' | 'pitDown' | 'pitUp' | 'spikes' | 'stepUp' | 'stepDown';

export function jumpPhysicsOf(p: PlayerPhysics, doubleJump = p.doubleJump): JumpPhysics {
  return {
    gravity: p.gravity,
    jumpVelocity: p.jumpVelocity,
    walkSpeed: p.walkSpeed,
    doubleJumpVelocity: doubleJump ? p.doubleJumpVelocity : 0,
  };
}

/** The ground of a level: a seeded run of obstacles between flat stretches. */
function terrain(recipe: LevelRecipe, random: Random): { columns: Column[]; arenaStart: number | null } {
  const t = TUNING[recipe.difficulty];
  // The first level of several is a little gentler: its widest pit is one narrower.
  const gentle = recipe.index === 0 && recipe.count > 1 ? 1 : 0;
  const columns: Column[] = [];
  let floor = BASE_FLOOR;
  const flat = (n: number) => {
    for (let i = 0; i < n; i++) columns.push({ floor, spike: false });
  };
  // Non-boss levels are 60–100 columns (the design rules); a boss level's run-up is shorter, its arena comes on top.
  const wanted = recipe.boss ? t.width + random.int(-4, 4) - 10 : Math.max(60, t.width + random.int(-4, 4));
  const mainWidth = Math.max(
    recipe.boss ? 32 : 40,
    Math.min(recipe.maxColumns - (recipe.boss ? ARENA.width : 0), wanted),
  );
  const ending = recipe.boss ? 5 : 9;
  flat(random.int(9, 11));
  const teach: Piece[] = recipe.index === 0 ? ['pit', 'stepUp', 'spikes'] : [];
  const doubleAt = recipe.doubleJumpGap ? Math.floor(mainWidth * random.range(0.4, 0.6)) : Number.POSITIVE_INFINITY;
  let placedDouble = false;
  // The longest piece adds 16 columns (a double-jump gap and its landing), so the ending always fits.
  while (columns.length < mainWidth - ending - 16) {
    if (!placedDouble && columns.length >= doubleAt) {
      placedDouble = true;
      for (let i = 0; i < t.doubleGap; i++) columns.push({ floor: null, spike: false });
      flat(random.int(6, 8));
      continue;
    }
    const options: [Piece, number][] = [
      ['pit', 3],
      ['spikes', 2],
      ['stepUp', floor - t.stepUp[0] >= HIGHEST_FLOOR ? 2 : 0],
      ['stepDown', floor < LOWEST_FLOOR ? 1.5 : 0],
      ['pitDown', floor < LOWEST_FLOOR ? 1 : 0],
      ['pitUp', floor > HIGHEST_FLOOR ? 1 : 0],
    ];
    const piece = teach.shift() ?? weighted(options, random);
    const [pitMin, pitMax] = [t.pit[0], t.pit[1] - gentle];
    switch (piece) {
      case 'pit':
      case 'pitDown':
      case 'pitUp': {
        const width = random.int(pitMin, piece === 'pitUp' ? Math.min(3, pitMax) : pitMax);
        for (let i = 0; i < width; i++) columns.push({ floor: null, spike: false });
        if (piece === 'pitDown') floor = Math.min(LOWEST_FLOOR, floor + random.int(1, 2));
        if (piece === 'pitUp') floor -= 1;
        break;
      }
      case 'spikes': {
        flat(1);
        const width = random.int(t.spikes[0], t.spikes[1]);
        for (let i = 0; i < width; i++) columns.push({ floor, spike: true });
        break;
      }
      case 'stepUp':
        floor = Math.max(HIGHEST_FLOOR, floor - random.int(t.stepUp[0], t.stepUp[1]));
        break;
      case 'stepDown':
        floor = Math.min(LOWEST_FLOOR, floor + random.int(1, 3));
        break;
    }
    // Enemies stand where the hero arrives at their height (its shots fly level there): after a pit or spikes that
    // keep the floor, a longer stretch leaves them room to patrol away from the landing.
    const level = piece === 'pit' || piece === 'spikes';
    flat(level && random.chance(0.6) ? random.int(7, 10) : random.int(t.flat[0], t.flat[1]));
  }
  if (recipe.doubleJumpGap && !placedDouble) {
    for (let i = 0; i < t.doubleGap; i++) columns.push({ floor: null, spike: false });
    flat(random.int(6, 8));
  }
  flat(Math.max(ending, mainWidth - columns.length));
  if (!recipe.boss) return { columns, arenaStart: null };
  const arenaStart = columns.length;
  flat(ARENA.width);
  return { columns, arenaStart };
}

function weighted<T>(options: readonly [T, number][], random: Random): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = random.next() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  return options[options.length - 1]![0];
}

class Canvas {
  readonly cells: string[][];

  constructor(columns: readonly Column[]) {
    this.cells = Array.from({ length: LEVEL_HEIGHT }, () => columns.map(() => '.'));
    columns.forEach((col, x) => {
      if (col.floor === null) return;
      for (let y = col.floor; y < LEVEL_HEIGHT; y++) this.cells[y]![x] = '#';
      if (col.spike) this.cells[col.floor - 1]![x] = '^';
    });
  }

  get width(): number {
    return this.cells[0]!.length;
  }

  at(x: number, y: number): string {
    return this.cells[y]?.[x] ?? '#';
  }

  free(x: number, y: number): boolean {
    return y >= 1 && x >= 0 && x < this.width && this.at(x, y) === '.';
  }

  put(x: number, y: number, ch: string): void {
    this.cells[y]![x] = ch;
  }

  rows(): string[] {
    return this.cells.map((r) => r.join(''));
  }
}

interface Stretch {
  from: number;
  to: number;
  floor: number;
}

/** Maximal runs of spike-free ground at one height. */
function stretches(columns: readonly Column[]): Stretch[] {
  const out: Stretch[] = [];
  columns.forEach((col, x) => {
    if (col.floor === null || col.spike) return;
    const last = out[out.length - 1];
    if (last && last.to === x - 1 && last.floor === col.floor) last.to = x;
    else out.push({ from: x, to: x, floor: col.floor });
  });
  return out;
}

function nearAirborne(plan: LevelPlan, col: number, margin: number): boolean {
  const x0 = col * CELL - margin * CELL;
  const x1 = (col + 1) * CELL + margin * CELL;
  return plan.airborne.some(([a, b]) => x1 > a - BODY.width && x0 < b + BODY.width);
}

interface Decorated {
  canvas: Canvas;
  patrols: number;
  chasers: number;
  hearts: number;
  platforms: number;
}

/**
 * Enemies: on stretches the hero lands on at its own height (its shots fly level there), long enough to patrol,
 * starting at least three cells past the landing edge and outside every jump's span.
 */
function placeEnemies(
  canvas: Canvas,
  columns: readonly Column[],
  plan: LevelPlan,
  t: (typeof TUNING)[keyof typeof TUNING],
  random: Random,
  mainEnd: number,
): { patrols: number; chasers: number } {
  const candidates: { col: number; floor: number; length: number }[] = [];
  for (const jump of plan.jumps) {
    const o = jump.obstacle;
    const takeoffFloor = columns[o.from - 1]?.floor;
    if (o.kind === 'step' || takeoffFloor !== o.land.floor) continue;
    const length = o.land.to - o.land.from + 1;
    if (length < 5) continue;
    const cols: number[] = [];
    for (let c = o.land.from + 3; c <= Math.min(o.land.to - 1, mainEnd - 1); c++)
      if (!nearAirborne(plan, c, 0)) cols.push(c);
    if (cols.length) candidates.push({ col: random.pick(cols), floor: o.land.floor, length });
  }
  const wanted = Math.min(candidates.length, random.int(t.enemies[0], t.enemies[1]));
  let patrols = 0;
  let chasers = 0;
  for (const spot of shuffled(candidates, random).slice(0, wanted)) {
    const chase = spot.length >= 7 && random.chance(t.chaseShare);
    canvas.put(spot.col, spot.floor - 1, chase ? 'C' : 'E');
    if (chase) chasers++;
    else patrols++;
  }
  return { patrols, chasers };
}

function decorate(
  canvas: Canvas,
  columns: readonly Column[],
  plan: LevelPlan,
  recipe: LevelRecipe,
  physics: PlayerPhysics,
  random: Random,
  arenaStart: number | null,
): Decorated {
  const t = TUNING[recipe.difficulty];
  const goalCol = arenaStart === null ? columns.length - 4 : arenaStart + ARENA.flag;
  const mainEnd = arenaStart ?? goalCol - 2;
  const { patrols, chasers } = placeEnemies(canvas, columns, plan, t, random, mainEnd);

  // Bonus platforms with coins, where no jump of the golden path passes (a one-way plank in an arc could catch the
  // hero).
  let platforms = 0;
  // A counted level keeps at most half its pickups on bonus platforms (three each), so the count can be met.
  const drawnPlatforms = random.int(1, 2);
  const wantPlatforms =
    recipe.coins === undefined ? drawnPlatforms : Math.min(drawnPlatforms, Math.floor(recipe.coins / 6));
  for (const s of shuffled(
    stretches(columns).filter((s) => s.to - s.from >= 6 && s.from > START_COLUMN + 4 && s.to < mainEnd),
    random,
  )) {
    if (platforms >= wantPlatforms) break;
    const high = physics.doubleJump && random.chance(0.35);
    const row = s.floor - (high ? 5 : 3);
    const from = s.from + random.int(1, s.to - s.from - 4);
    const cols = [from, from + 1, from + 2];
    if (row < 3 || cols.some((c) => nearAirborne(plan, c, 2) || !canvas.free(c, row) || !canvas.free(c, row - 1)))
      continue;
    for (const c of cols) {
      canvas.put(c, row, '=');
      canvas.put(c, row - 1, 'o');
    }
    platforms++;
  }

  if (arenaStart !== null) {
    const floor = columns[arenaStart]!.floor!;
    for (const [a, b] of ARENA.platforms)
      for (let c = arenaStart + a; c <= arenaStart + b; c++) canvas.put(c, floor - ARENA.platformHeight, '=');
  }

  // Coins the hero's body surely passes through: short lines on the ground and the tops of its jump arcs.
  const sure = [...plan.sureCells]
    .map((k) => k.split(',').map(Number) as [number, number])
    .filter(([c, r]) => c < mainEnd && c > START_COLUMN + 1 && canvas.free(c, r) && canvas.at(c, r + 1) !== '^');
  const onGround = sure.filter(([c, r]) => columns[c]?.floor === r + 1 && !nearAirborne(plan, c, 0));
  let coins = 0;
  const drawnCoins = random.int(15, 22);
  const target = (recipe.coins ?? drawnCoins) - platforms * 3;
  for (const [c, r] of shuffled(onGround, random)) {
    if (coins >= Math.ceil(target * 0.6)) break;
    if (canvas.free(c, r) && canvas.at(c - 1, r) !== 'o' && canvas.at(c + 1, r) !== 'o') {
      // Lines of two or three.
      for (const dc of [0, 1, 2]) {
        if (coins >= target) break;
        if (onGround.some(([x, y]) => x === c + dc && y === r) && canvas.free(c + dc, r)) {
          canvas.put(c + dc, r, 'o');
          coins++;
        } else break;
      }
    }
  }
  // Never along a double jump: the family counts an overlap from above (a coin touched while falling) as ground,
  // which would turn the planned air jump into a stronger ground jump.
  const doubleSpans = plan.jumps.flatMap((j, i) => (j.kind === 'double' ? [plan.airborne[i]!] : []));
  const onDoubleArc = (c: number) => doubleSpans.some(([a, b]) => (c + 1) * CELL > a - CELL && c * CELL < b + CELL);
  const inAir = sure.filter(
    ([c, r]) => columns[c]?.floor !== r + 1 && (columns[c]?.floor ?? LEVEL_HEIGHT) > r + 1 && !onDoubleArc(c),
  );
  for (const [c, r] of shuffled(inAir, random)) {
    if (coins >= target) break;
    const apexish = plan.trace.some((p) => Math.floor(p.x / CELL) === c && Math.floor(p.y / CELL) === r && !p.onGround);
    if (apexish && canvas.free(c, r) && canvas.at(c - 1, r) !== 'o' && canvas.at(c + 1, r) !== 'o') {
      canvas.put(c, r, 'o');
      coins++;
    }
  }

  // One heart: before the boss arena, or on the hero's line in the second half.
  let hearts = 0;
  const heartSpots =
    arenaStart !== null
      ? onGround.filter(([c]) => c >= arenaStart - 5 && c < arenaStart)
      : onGround.filter(([c]) => c > columns.length / 2);
  const heart = [...heartSpots, ...onGround.filter(([c]) => c > columns.length / 3)].find(([c, r]) =>
    canvas.free(c, r),
  );
  if (heart) {
    canvas.put(heart[0], heart[1], 'h');
    hearts++;
  }
  return {
    canvas,
    patrols,
    chasers,
    hearts,
    platforms: platforms + (arenaStart !== null ? ARENA.platforms.length : 0),
  };
}

/** Every problem of a finished level: structure, reachability of the flag and each pickup, and the golden-path plan. */
export function levelProblems(rows: readonly string[], physics: PlayerPhysics): string[] {
  const parsed = parseLevel(rows);
  if (!parsed.ok) return parsed.problems;
  const jump = jumpPhysicsOf(physics);
  const problems = [
    ...checkReachable(rows, jump, CELL, BODY.width).problems,
    ...unreachablePickups(rows, jump, CELL, BODY),
  ];
  if (problems.length) return problems;
  const plan = planLevel(rows, physics);
  return plan.ok ? [] : [`golden path: ${plan.problem}`];
}

/**
 * Tries fresh terrain up to `attempts` times and keeps the first valid level with the difficulty's least number of
 * enemies (else the valid one with the most); throws with the reasons when none is valid.
 */
export function generateLevel(
  recipe: LevelRecipe,
  physics: PlayerPhysics,
  random: Random,
  attempts = 12,
): GeneratedLevel {
  const failures: string[] = [];
  let best: GeneratedLevel | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const made = attemptLevel(recipe, physics, random);
    if (typeof made === 'string') {
      failures.push(made);
      continue;
    }
    const enemies = (l: GeneratedLevel) => l.facts.patrols + l.facts.chasers;
    // A level that misses the asked count of pickups is kept only when no try meets it.
    const counted = (l: GeneratedLevel) => recipe.coins === undefined || l.facts.coins === recipe.coins;
    if (counted(made) && enemies(made) >= TUNING[recipe.difficulty].enemies[0]) return made;
    const better =
      !best ||
      (counted(made)
        ? !counted(best) || enemies(made) > enemies(best)
        : !counted(best) && enemies(made) > enemies(best));
    if (better) best = made;
  }
  if (best) return best;
  throw new Error(
    `level "${recipe.key}": no layout passed its checks in ${attempts} tries ` +
      `(${[...new Set(failures)].slice(0, 3).join(' | ')})`,
  );
}

function attemptLevel(recipe: LevelRecipe, physics: PlayerPhysics, random: Random): GeneratedLevel | string {
  const { columns, arenaStart } = terrain(recipe, random);
  const canvas = new Canvas(columns);
  const startFloor = columns[START_COLUMN]!.floor!;
  canvas.put(START_COLUMN, startFloor - 1, 'P');
  const goalCol = arenaStart === null ? columns.length - 4 : arenaStart + ARENA.flag;
  canvas.put(goalCol, columns[goalCol]!.floor! - 1, 'F');
  if (arenaStart !== null) canvas.put(arenaStart + ARENA.boss, columns[arenaStart]!.floor! - 1, 'B');
  const bare = planLevel(canvas.rows(), physics);
  if (!bare.ok) return bare.problem;
  const made = decorate(canvas, columns, bare.plan, recipe, physics, random, arenaStart);
  const rows = made.canvas.rows();
  const problems = levelProblems(rows, physics);
  if (problems.length) return problems.join('; ');
  const final = planLevel(rows, physics);
  if (!final.ok) return final.problem;
  const plan = final.plan;
  const coinCells = rows.flatMap((row, y) => [...row].flatMap((ch, x) => (ch === 'o' ? [`${x},${y}`] : [])));
  const obstacles = plan.jumps.map((j) => j.obstacle);
  return {
    key: recipe.key,
    title: recipe.title,
    rows,
    plan,
    facts: {
      pits: obstacles.filter((o) => o.kind === 'pit').length,
      spikeRuns: obstacles.filter((o) => o.kind === 'spikes').length,
      steps: obstacles.filter((o) => o.kind === 'step').length,
      doubleJumps: plan.jumps.filter((j) => j.kind === 'double').length,
      patrols: made.patrols,
      chasers: made.chasers,
      coins: coinCells.length,
      coinsOnPath: coinCells.filter((c) => plan.sureCells.has(c)).length,
      hearts: made.hearts,
      platforms: made.platforms,
      boss: arenaStart !== null,
    },
  };
}
