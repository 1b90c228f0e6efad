// Merge boards (2048-like) and the proof that the golden path wins them. Where new tiles appear is drawn by the game
// from its seeded random source: the level's board seed is the first draw after the core reseeds for (run seed,
// level index, attempt), and each new tile then comes from (board seed, spawn count). This file mirrors those few
// lines (templates/core/src/core/random.ts, family/MergeMode.ts) so a slide cycle can be played to the goal in Node,
// exactly as the browser will play it; the template's pure merge rules do the sliding.
import type { Random } from '../../../assets/index.ts';
import type { Direction } from '../../../../templates/grid_logic/src/family/grid.ts';
import {
  hasMoves,
  parseMergeLevel,
  reachedGoal,
  slide,
  spawnTile,
  type MergeLevel,
  type MergeState,
} from '../../../../templates/grid_logic/src/family/mergeRules.ts';

/** The game's sfc32 generator (templates/core/src/core/random.ts), draw for draw. */
class GameRandom {
  private a = 0x9e3779b9;
  private b = 0x243f6a88;
  private c = 0xb7e15162;
  private d: number;

  constructor(seed: number) {
    this.d = (seed >>> 0) ^ 0xdeadbeef;
    for (let i = 0; i < 15; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** The core's deriveSeed: mixes a seed with small numbers (level index, attempt, spawn count). */
function deriveSeed(base: number, ...parts: number[]): number {
  let h = base >>> 0;
  for (const part of parts) {
    h = Math.imul(h ^ (part + 0x9e3779b9), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
  }
  return h;
}

/** The board seed the game gives the merge level at `levelIndex` (0-based) on its first attempt, for a run seed. */
export function boardSeed(runSeed: number, levelIndex: number): number {
  return new GameRandom(deriveSeed(runSeed, levelIndex, 1)).int(1, 0x7fffffff);
}

export interface MergeSettings {
  startTiles: number;
  fourChance: number;
}

/** Cycles of slides the golden path may repeat, tried in order (corner strategies: one side and a corner stay full). */
export const SLIDE_CYCLES: readonly (readonly Direction[])[] = [
  ['down', 'left', 'down', 'right'],
  ['down', 'right', 'down', 'left'],
  ['left', 'down', 'left', 'up'],
  ['up', 'left', 'up', 'right'],
  ['down', 'left', 'right', 'left'],
];

export interface CyclePlay {
  won: boolean;
  /** Accepted slides until the goal (or until it stopped). */
  moves: number;
  /** Presses, blocked ones included: what the golden path spends. */
  presses: number;
  /** Why it stopped without the goal. */
  reason: string | null;
}

function spawn(level: MergeLevel, state: MergeState, seed: number, fourChance: number): MergeState {
  const draws = new GameRandom(deriveSeed(seed, state.spawns));
  return spawnTile(level, state, () => draws.next(), fourChance)?.state ?? state;
}

/** Plays `cycle` over and over on the board as the game seeded it, until the goal, a stuck board, or `maxPresses`. */
export function playCycle(
  level: MergeLevel,
  seed: number,
  settings: MergeSettings,
  cycle: readonly Direction[],
  maxPresses = 1200,
): CyclePlay {
  let state = level.start;
  for (let i = 0; i < settings.startTiles; i++) state = spawn(level, state, seed, settings.fourChance);
  let moves = 0;
  for (let presses = 0; presses < maxPresses; presses++) {
    if (reachedGoal(level, state)) return { won: true, moves, presses, reason: null };
    if (!hasMoves(level, state))
      return { won: false, moves, presses, reason: `the board filled up after ${moves} slides` };
    const result = slide(level, state, cycle[presses % cycle.length]!);
    if (!result.moved) continue;
    moves++;
    state = spawn(level, result.state, seed, settings.fourChance);
  }
  return reachedGoal(level, state)
    ? { won: true, moves, presses: maxPresses, reason: null }
    : {
        won: false,
        moves,
        presses: maxPresses,
        reason: `no goal tile after ${maxPresses} presses (the cycle only shuffles tiles)`,
      };
}

export interface GeneratedMerge {
  rows: string[];
  goal: number;
  cycle: Direction[];
  moves: number;
}

/** Boards a level may use, from the gentlest; a goal is chosen per difficulty within design rule M5. */
const BOARDS: readonly { rows: string[]; goals: { easy: number; normal: number; hard: number } }[] = [
  { rows: ['....', '....', '....', '....'], goals: { easy: 32, normal: 64, hard: 128 } },
  { rows: ['.....', '.....', '..#..', '.....', '.....'], goals: { easy: 64, normal: 128, hard: 128 } },
  { rows: ['.....', '.....', '.....', '.....'], goals: { easy: 64, normal: 128, hard: 256 } },
  { rows: ['.....', '.#...', '.....', '...#.', '.....'], goals: { easy: 64, normal: 128, hard: 256 } },
  { rows: ['......', '......', '..##..', '......', '......'], goals: { easy: 64, normal: 128, hard: 256 } },
];

/** Largest side of a board the prompt may ask for; a larger ask keeps the family's boards (and is not honoured). */
export const MERGE_MAX_SIDE = 8;

/**
 * An open board of the size the prompt asks for ("on a 4x4 grid"), every level the same size; goals as the family's
 * boards of about that area have them, halved for a 3-wide board.
 */
function openBoard(size: { cols: number; rows: number }): (typeof BOARDS)[number] {
  const area = size.cols * size.rows;
  const goals =
    area <= 12
      ? { easy: 16, normal: 32, hard: 64 }
      : area <= 16
        ? BOARDS[0]!.goals
        : { easy: 64, normal: 128, hard: 256 };
  return { rows: Array.from({ length: size.rows }, () => '.'.repeat(size.cols)), goals };
}

/** Seeds (besides the golden path's) the chosen cycle must also win on, so a person with other luck can win too. */
const SPREAD_SEEDS = 24;
/** Of those, how many must win. */
const SPREAD_WINS = 18;

/**
 * A merge level for its place in the game: a board and goal for the difficulty, and the first slide cycle that wins
 * it for the golden path's seed and for most other seeds. Null when no cycle does (then a gentler board is tried).
 */
export function generateMergeLevel(
  position: number,
  difficulty: 'easy' | 'normal' | 'hard',
  levelIndex: number,
  runSeed: number,
  settings: MergeSettings,
  random: Random,
  size: { cols: number; rows: number } | null = null,
): GeneratedMerge | null {
  const boards = size ? [openBoard(size)] : BOARDS;
  const first = Math.min(boards.length - 1, Math.floor(position * boards.length));
  const order = [
    first,
    ...[...boards.keys()].filter((i) => i !== first).sort((a, b) => Math.abs(a - first) - Math.abs(b - first)),
  ];
  for (const boardIndex of order) {
    const board = boards[boardIndex]!;
    // Start tiles make the opening shorter; a few low ones, seeded.
    const rows = board.rows.map((r) => [...r].map((ch) => (ch === '.' && random.chance(0.08) ? '1' : ch)).join(''));
    for (const goal of [board.goals[difficulty], board.goals[difficulty] / 2]) {
      const parsed = parseMergeLevel(rows, goal);
      if (!parsed.ok) continue;
      const won = provenCycle(parsed.level, levelIndex, runSeed, settings);
      if (won) return { rows, goal, cycle: [...won.cycle], moves: won.play.moves };
    }
  }
  return null;
}

/** The first cycle that wins for the run seed and for most spread seeds, with its play for the run seed. */
export function provenCycle(
  level: MergeLevel,
  levelIndex: number,
  runSeed: number,
  settings: MergeSettings,
): { cycle: readonly Direction[]; play: CyclePlay } | null {
  for (const cycle of SLIDE_CYCLES) {
    const play = playCycle(level, boardSeed(runSeed, levelIndex), settings, cycle);
    if (!play.won) continue;
    let wins = 0;
    for (let s = 1; s <= SPREAD_SEEDS; s++)
      if (playCycle(level, boardSeed(runSeed + 1000 * s, levelIndex), settings, cycle).won) wins++;
    if (wins >= SPREAD_WINS) return { cycle, play };
  }
  return null;
}

/** How many boards the target-tile planner keeps after each slide. */
const PLAN_BEAM = 40;
/** Slides the planner may take before it gives up (2048 on a 4x4 board takes about 1,000 to 1,800). */
const PLAN_MAX_SLIDES = 4000;

/**
 * A board's promise for the planner: big tiles gathered along a snake from the top-left corner, free cells, and
 * neighbours of near value (log2 values, so a 2048 weighs 11).
 */
function promise(level: MergeLevel, state: MergeState): number {
  const { cols, rows } = level.shape;
  const v = state.cells.map((t) => (t ? Math.log2(t.value) : 0));
  let score = 0;
  for (let i = 0; i < v.length; i++) {
    const row = Math.floor(i / cols);
    const col = i % cols;
    // The snake runs left to right on even rows and back on odd ones, heaviest at the top-left.
    const along = row * cols + (row % 2 === 0 ? col : cols - 1 - col);
    score += v[i]! * v[i]! * 1.6 ** (cols * rows - 1 - along);
    if (!v[i] && !level.block[i]) score += 50;
    if (col + 1 < cols && v[i] && v[i + 1]) score -= 2 * Math.abs(v[i]! - v[i + 1]!);
    if (row + 1 < rows && v[i] && v[i + cols]) score -= 2 * Math.abs(v[i]! - v[i + cols]!);
  }
  return score;
}

/**
 * The slides that make the goal tile for the board as the game seeds it: a beam search over the known spawns (they
 * follow from the seed and the spawn count, so every line's future is certain). Null when no line is found.
 */
export function planMergeLine(level: MergeLevel, seed: number, settings: MergeSettings): Direction[] | null {
  let start = level.start;
  for (let i = 0; i < settings.startTiles; i++) start = spawn(level, start, seed, settings.fourChance);
  // Each line keeps only its last slide and the line before it (copying whole lines each step is quadratic).
  type Line = { state: MergeState; last: Direction | null; before: Line | null };
  const movesOf = (line: Line): Direction[] => {
    const out: Direction[] = [];
    for (let l: Line | null = line; l?.last; l = l.before) out.push(l.last);
    return out.reverse();
  };
  let beam: Line[] = [{ state: start, last: null, before: null }];
  for (let step = 0; step < PLAN_MAX_SLIDES; step++) {
    const done = beam.find((l) => reachedGoal(level, l.state));
    if (done) return movesOf(done);
    const next: { line: Line; score: number }[] = [];
    for (const line of beam)
      for (const d of ['up', 'left', 'right', 'down'] as const) {
        const result = slide(level, line.state, d);
        if (!result.moved) continue;
        const state = spawn(level, result.state, seed, settings.fourChance);
        next.push({ line: { state, last: d, before: line }, score: promise(level, state) });
      }
    if (next.length === 0) return null;
    next.sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    beam = [];
    for (const { line } of next) {
      const key = line.state.cells.map((t) => t?.value ?? 0).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      beam.push(line);
      if (beam.length >= PLAN_BEAM) break;
    }
  }
  return null;
}

/** Plays a planned line on the board as the game seeds it: whether it makes the goal tile, and in how many slides. */
export function playLine(
  level: MergeLevel,
  seed: number,
  settings: MergeSettings,
  line: readonly Direction[],
): { won: boolean; moves: number } {
  let state = level.start;
  for (let i = 0; i < settings.startTiles; i++) state = spawn(level, state, seed, settings.fourChance);
  let moves = 0;
  for (const d of line) {
    if (reachedGoal(level, state)) break;
    const result = slide(level, state, d);
    if (!result.moved) return { won: false, moves };
    moves++;
    state = spawn(level, result.state, seed, settings.fourChance);
  }
  return { won: reachedGoal(level, state), moves };
}
