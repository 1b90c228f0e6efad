// The level set of a made grid game: which levels are push-box puzzles, merge boards, match-3 boards, memory (pairs)
// boards or snake boards, each generated for its place in the difficulty curve, named and hinted in the prompt's words;
// and the checks every level must pass (the design rules' structure and solvability for push levels, a proven winning
// slide cycle for merge boards, a solver's line to the score target within the move limit for match-3 boards, a line
// that finds every pair within the move limit for pairs boards, a planner's line to the food target for snake boards).
import type { Random } from '../../../assets/index.ts';
import type { LevelDesign } from '../../gdd.ts';
import { fromLurd, toLurd, type Direction } from '../../../../templates/grid_logic/src/family/grid.ts';
import { parseMatch3Level } from '../../../../templates/grid_logic/src/family/match3Rules.ts';
import { parseMergeLevel } from '../../../../templates/grid_logic/src/family/mergeRules.ts';
import { parseMinesLevel } from '../../../../templates/grid_logic/src/family/minesRules.ts';
import { PAIRS_LETTERS, parsePairsLevel } from '../../../../templates/grid_logic/src/family/pairsRules.ts';
import { generateMinesLevel, minesTargets, planMines } from './mines.ts';
import { parsePushLevel, tryMove } from '../../../../templates/grid_logic/src/family/pushRules.ts';
import { generateMatch3Level, match3Targets, solveMatch3, swapText } from './match3.ts';
import {
  boardSeed,
  generateMergeLevel,
  MERGE_MAX_SIDE,
  planMergeLine,
  playCycle,
  playLine,
  type MergeSettings,
} from './merge.ts';
import { generatePairsLevel, planPairs, type CardFaces } from './pairs.ts';
import { checkPushLevel, generatePushLevel, pushTargets, type GeneratedPush, type PushTargets } from './push.ts';
import { blocksLevel, blocksLevelData, blocksProblems, blocksTarget, type BlocksLevelData } from './blocksLevels.ts';
import { snakeLevel, snakeLevelData, snakeProblems, snakeTargets, type SnakeLevelData } from './snakeLevels.ts';
import { sudokuLevel, sudokuLevelData, sudokuProblems, type SudokuLevelData } from './sudokuLevels.ts';
import { plural, withArticle, type GridWords } from './words.ts';

export type { SnakeLevelData } from './snakeLevels.ts';
export type { BlocksLevelData } from './blocksLevels.ts';
export type { SudokuLevelData } from './sudokuLevels.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';
export type LevelKind = 'push' | 'merge' | 'match3' | 'pairs' | 'mines' | 'snake' | 'blocks' | 'sudoku';

/** The golden path runs with this seed; merge boards are proven for it. */
export const GOLDEN_SEED = 1;

/** Level data the GDD carries beyond the map (section 4's `data`). */
export interface PushLevelData {
  kind: 'push';
  par: number;
  hint: string;
  boxes: number;
  pushes: number;
  /** The solver's solution in LURD notation (capitals push). */
  solution: string;
}
export interface MergeLevelData {
  kind: 'merge';
  goal: number;
  par: number;
  hint: string;
  /** The slide cycle the golden path repeats until the goal tile appears. */
  cycle: Direction[];
  /** Slides the cycle takes to the goal for the golden path's seed. */
  moves: number;
  /** A planned line of slides (LURD letters) that makes a goal no cycle reaches (the prompt's 2048); else absent. */
  line?: string;
}
export interface Match3LevelData {
  kind: 'match3';
  /** Points that win the board. */
  target: number;
  /** Swaps allowed. */
  moves: number;
  colours: number;
  /** Fixes the tiles that drop in, so the solver's line plays the same in the browser. */
  seed: number;
  /** Swaps of the solver's line. */
  par: number;
  hint: string;
  /** The solver's line, e.g. "c3 right, d5 down". */
  solution: string;
}
export interface PairsLevelData {
  kind: 'pairs';
  /** Face names in letter order (a, b, ...). */
  faces: string[];
  /** What the faces are, in the prompt's words where it has them ("zoo animals"). */
  subject: string;
  pairs: number;
  /** Tries allowed (two cards each); 0: no limit. */
  moves: number;
  /** Tries of the golden path's line. */
  par: number;
  hint: string;
  /** The line's flips, two per try, e.g. "a1 b1, a1 c3" (column letter, row number). */
  solution: string;
}
export interface MinesLevelData {
  kind: 'mines';
  mines: number;
  cols: number;
  rows: number;
  /** Actions of the golden path's line (reveals and flags). */
  par: number;
  /** Reveals in that line (fewer than the safe cells: empty areas open whole). */
  reveals: number;
  hint: string;
}
export type GridLevelData =
  | PushLevelData
  | MergeLevelData
  | Match3LevelData
  | PairsLevelData
  | MinesLevelData
  | SnakeLevelData
  | BlocksLevelData
  | SudokuLevelData;

/** How many levels, of which kinds, in play order (merge boards last when mixed: a bonus after the puzzles). */
export function levelKinds(modes: GridWords['modes'], asked: number | null, difficulty: Difficulty): LevelKind[] {
  if (modes === 'merge') return new Array<LevelKind>(asked ?? 3).fill('merge');
  if (modes === 'match3') return new Array<LevelKind>(asked ?? 3).fill('match3');
  if (modes === 'pairs') return new Array<LevelKind>(asked ?? 1).fill('pairs');
  if (modes === 'mines') return new Array<LevelKind>(asked ?? 1).fill('mines');
  if (modes === 'snake') return new Array<LevelKind>(asked ?? 1).fill('snake');
  if (modes === 'blocks') return new Array<LevelKind>(asked ?? 1).fill('blocks');
  if (modes === 'sudoku') return new Array<LevelKind>(asked ?? 3).fill('sudoku');
  const count = asked ?? { easy: 3, normal: 4, hard: 5 }[difficulty];
  if (modes === 'push+merge' && count >= 2) return [...new Array<LevelKind>(count - 1).fill('push'), 'merge'];
  return new Array<LevelKind>(count).fill('push');
}

const PLACES = [
  'Yard',
  'Corner',
  'Hollow',
  'Nook',
  'Pass',
  'Hall',
  'Loft',
  'Den',
  'Court',
  'Alley',
  'Cellar',
  'Landing',
  'Gate',
  'Maze',
  'Ledge',
  'Row',
];
const MOODS = [
  'Quiet',
  'Narrow',
  'Twisty',
  'Crowded',
  'Hidden',
  'Windy',
  'Tight',
  'Long',
  'Old',
  'Busy',
  'Still',
  'Crooked',
];
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Level names of at most 14 characters (one line of the side panel), distinct, from the setting's words. */
function levelNames(count: number, words: GridWords, random: Random): string[] {
  const adjectives = [...words.setting.filter((w) => w.length <= 7).map(capital), ...MOODS];
  const names: string[] = [];
  for (let tries = 0; names.length < count; tries++) {
    const adjective =
      tries < 40 && names.length < words.setting.length ? adjectives[names.length]! : random.pick(adjectives);
    const name = `${adjective} ${random.pick(PLACES)}`;
    if (name.length <= 14 && !names.includes(name)) names.push(name);
    if (tries > 400) names.push(`Puzzle ${names.length + 1}`);
  }
  return names;
}

function levelKey(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(?![a-z])/, 'level_') || 'level';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/** One sentence of at most ~80 characters naming the level's idea without its solution. */
function pushHint(index: number, level: GeneratedPush, words: GridWords, random: Random): string {
  const boxes = plural(words.box);
  const box = withArticle(words.box);
  const options =
    index === 0
      ? [
          `Walk into ${box} to push it. Put every ${words.box} on ${withArticle(words.target)}.`,
          `Walk into ${box} to push it onto ${withArticle(words.target)}.`,
          'Walk into it to push it. You can never pull.',
        ]
      : [
          ...(level.boxes >= 3 ? [`${level.boxes} ${boxes}: choose which one goes home first.`] : []),
          `Some ${boxes} must step aside before the others can pass.`,
          `${capital(box)} pushed into a corner stays there. Z undoes.`,
          `You can push but never pull: plan each ${words.box}'s last push.`,
          `Clear a lane first, then push the ${boxes} home.`,
        ];
  const fitting = options.filter((o) => o.length <= 80);
  return fitting.length
    ? index === 0
      ? fitting[0]!
      : random.pick(fitting)
    : 'Push every one onto a mark. Z undoes, R restarts.';
}

const PUSH_LEGEND_CHARS = (words: GridWords): Record<string, string> => ({
  '#': 'wall',
  ' ': 'floor',
  '.': words.target,
  $: words.box,
  '*': `${words.box} on ${withArticle(words.target)}`,
  '@': words.hero,
  '+': `${words.hero} on ${withArticle(words.target)}`,
});

const MERGE_LEGEND_CHARS = (words: GridWords): Record<string, string> => ({
  '.': 'empty cell',
  '#': 'block (never moves)',
  ...Object.fromEntries([1, 2, 3].map((n) => [String(n), `a starting ${words.tile} of ${2 ** n}`])),
});

const MATCH3_LEGEND_CHARS = (colours: number): Record<string, string> =>
  Object.fromEntries([...'abcdef'.slice(0, colours)].map((ch, i) => [ch, `a tile of colour ${i + 1}`]));

/** A match-3 level for its place in the curve, with the prompt's target and move limit where it gives them. */
function match3Level(position: number, input: LevelSetInput, key: string, name: string): LevelDesign {
  const { words, difficulty, random } = input;
  const targets = match3Targets(position, difficulty, {
    target: words.scoreTarget,
    moves: words.moveLimit,
    board: words.boardSize,
  });
  const board = generateMatch3Level(targets, random);
  if (!board)
    throw new Error(
      `could not find a match-3 board on which ${targets.target} points can be reached in ${targets.moves} swaps; ` +
        'ask for a lower score or more moves',
    );
  const data: Match3LevelData = {
    kind: 'match3',
    target: board.target,
    moves: board.moves,
    colours: board.colours,
    seed: board.seed,
    par: board.solution.length,
    hint: `Swap two tiles to line up 3 or more. Score ${board.target} in ${board.moves} moves.`,
    solution: board.solution.map(swapText).join(', '),
  };
  return {
    key,
    title: name,
    ascii: board.rows,
    legend: MATCH3_LEGEND_CHARS(board.colours),
    data: { ...data },
    notes: [
      `Match-3 board, ${board.colours} colours: ${board.target} points in at most ${board.moves} swaps; the solver ` +
        `reaches it in ${board.solution.length} (${data.solution}) with the tiles the level's seed drops in.`,
    ],
  };
}

/** Pairs per board: the prompt's count on every board, else a count for the difficulty that grows along the curve. */
export function pairsFor(position: number, difficulty: Difficulty, asked: number | null): number {
  if (asked !== null) return Math.min(PAIRS_LETTERS.length, Math.max(2, asked));
  const [low, high] = { easy: [4, 6], normal: [6, 8], hard: [8, 10] }[difficulty];
  return Math.round(low! + (high! - low!) * position);
}

/** Column letter and row number of a cell ("b3"). */
const cellName = (cell: { col: number; row: number }) => `${String.fromCharCode(97 + cell.col)}${cell.row + 1}`;

/** A pairs board for its place in the curve, with faces from the prompt's subject and the prompt's move limit. */
function pairsLevel(position: number, input: LevelSetInput, key: string, name: string): LevelDesign {
  const { words, difficulty, random } = input;
  const count = pairsFor(position, difficulty, words.pairsCount);
  const chosen = input.faces;
  const faces = chosen?.faces.slice(0, count) ?? [];
  if (!chosen || faces.length < count)
    throw new Error(`a pairs board of ${count} pairs needs ${count} card faces; the design chose ${faces.length}`);
  const board = generatePairsLevel(faces, words.moveLimit, random);
  const flips = board.line.flips.map(cellName);
  const tries = flips.length / 2;
  const data: PairsLevelData = {
    kind: 'pairs',
    faces: board.faces,
    subject: chosen.subject,
    pairs: board.faces.length,
    moves: board.moves ?? 0,
    par: tries,
    hint: `Turn two cards over; a pair stays up. Find all ${board.faces.length} pairs.`,
    solution: [...Array(tries).keys()].map((t) => `${flips[2 * t]} ${flips[2 * t + 1]}`).join(', '),
  };
  const legend = Object.fromEntries([
    ...board.faces.map((face, i) => [PAIRS_LETTERS[i]!, `a card showing ${withArticle(face)}`]),
    ...(board.rows.join('').includes('.') ? [['.', 'no card']] : []),
  ]);
  return {
    key,
    title: name,
    ascii: board.rows,
    legend,
    data: { ...data },
    notes: [
      `Pairs board, ${board.faces.length} pairs (${board.faces.join(', ')})` +
        `${board.moves === null ? '' : ` in at most ${board.moves} tries`}: the golden path's line turns over ` +
        `${board.line.misses} miss(es) first, then every pair, ${tries} tries in all.`,
    ],
  };
}

/** A minesweeper field for its place in the curve, with the prompt's size and mine count where it gives them. */
function minesLevel(position: number, input: LevelSetInput, key: string, name: string): LevelDesign {
  const { words, difficulty, random } = input;
  const targets = minesTargets(position, difficulty, { board: words.boardSize, mines: words.mineCount });
  const field = generateMinesLevel(targets, random);
  const reveals = field.line.filter((a) => a.act === 'reveal').length;
  const data: MinesLevelData = {
    kind: 'mines',
    mines: field.mines,
    cols: targets.cols,
    rows: targets.rows,
    par: field.line.length,
    reveals,
    hint: `${field.mines} mines hide here. A number counts the mines touching its cell.`,
  };
  return {
    key,
    title: name,
    ascii: field.rows,
    legend: { '*': 'a mine', '.': 'a safe cell' },
    data: { ...data },
    notes: [
      `Minesweeper field ${targets.cols}x${targets.rows} with ${field.mines} mines; the first reveal (the centre) ` +
        `opens ${field.opening} cells, and the golden path's line flags every mine and opens the rest in ${reveals} ` +
        'reveals.',
    ],
  };
}

export interface LevelSetInput {
  words: GridWords;
  kinds: readonly LevelKind[];
  difficulty: Difficulty;
  merge: MergeSettings;
  random: Random;
  /** Pairs boards: the faces chosen for the prompt (the largest board's worth; smaller boards take the first). */
  faces?: CardFaces;
}

/**
 * Generates every level: push levels for their place in the curve (relaxing the targets a little when a room will not
 * give a deep enough puzzle), sorted so boxes, pushes and moves do not fall from one level to the next; then merge
 * boards, each proven for the golden path's seed at its place in the level order. Throws when even relaxed targets
 * fail.
 */
export function generateLevels(input: LevelSetInput): LevelDesign[] {
  const { words, kinds, difficulty, random } = input;
  const pushCount = kinds.filter((k) => k === 'push').length;
  const pushLevels: GeneratedPush[] = [];
  for (let i = 0; i < pushCount; i++) {
    const position = pushCount === 1 ? 0 : i / (pushCount - 1);
    let targets: PushTargets = pushTargets(position, difficulty);
    let level: GeneratedPush | null = null;
    for (let relax = 0; relax < 4 && !level; relax++) {
      level = generatePushLevel(targets, random);
      targets = {
        ...targets,
        minPushes: Math.max(2, targets.minPushes - 2),
        maxMoves: targets.maxMoves + 30,
        maxFloor: targets.maxFloor + 2,
      };
    }
    if (!level)
      throw new Error(
        `could not generate push level ${i + 1} (${JSON.stringify(pushTargets(position, difficulty))}) even ` +
          'with relaxed targets',
      );
    pushLevels.push(level);
  }
  pushLevels.sort(
    (a, b) =>
      a.boxes - b.boxes || a.solution.pushes - b.solution.pushes || a.solution.moves.length - b.solution.moves.length,
  );

  const names = levelNames(kinds.length, words, random);
  const taken = new Set<string>();
  const mergeCount = kinds.length - pushCount;
  let pushIndex = 0;
  let mergeIndex = 0;
  const match3Count = kinds.filter((k) => k === 'match3').length;
  let match3Index = 0;
  const pairsCount = kinds.filter((k) => k === 'pairs').length;
  let pairsIndex = 0;
  const minesCount = kinds.filter((k) => k === 'mines').length;
  let minesIndex = 0;
  const sudokuCount = kinds.filter((k) => k === 'sudoku').length;
  let sudokuIndex = 0;
  return kinds.map((kind, index) => {
    const name = names[index]!;
    const key = levelKey(name, taken);
    if (kind === 'sudoku') {
      const position = sudokuCount === 1 ? 0 : sudokuIndex++ / (sudokuCount - 1);
      return sudokuLevel(position, input, key, name);
    }
    if (kind === 'blocks') return blocksLevel(blocksTarget(words, difficulty), random, key, name);
    if (kind === 'snake') return snakeLevel(snakeTargets(words, difficulty), random, key, name);
    if (kind === 'mines') {
      const position = minesCount === 1 ? 0 : minesIndex++ / (minesCount - 1);
      return minesLevel(position, input, key, name);
    }
    if (kind === 'pairs') {
      const position = pairsCount === 1 ? 0 : pairsIndex++ / (pairsCount - 1);
      return pairsLevel(position, input, key, name);
    }
    if (kind === 'match3') {
      const position = match3Count === 1 ? 0 : match3Index++ / (match3Count - 1);
      return match3Level(position, input, key, name);
    }
    if (kind === 'push') {
      const level = pushLevels[pushIndex]!;
      const data: PushLevelData = {
        kind: 'push',
        par: level.solution.moves.length,
        hint: pushHint(pushIndex, level, words, random),
        boxes: level.boxes,
        pushes: level.solution.pushes,
        solution: lurdOf(level),
      };
      pushIndex++;
      return {
        key,
        title: name,
        ascii: level.rows,
        legend: PUSH_LEGEND_CHARS(words),
        data: { ...data },
        notes: [
          `${level.boxes} ${level.boxes === 1 ? words.box : plural(words.box)}; the solver's fewest-push ` +
            `solution takes ${level.solution.pushes} pushes and ${level.solution.moves.length} moves (par ` +
            `${data.par}).`,
        ],
      };
    }
    const position = mergeCount === 1 ? (pushCount ? 0.5 : 0) : mergeIndex / (mergeCount - 1);
    mergeIndex++;
    const asked = words.boardSize;
    const fits = asked && Math.min(asked.cols, asked.rows) >= 3 && Math.max(asked.cols, asked.rows) <= MERGE_MAX_SIDE;
    // The prompt's goal tile ("merge into 2048") is the last board's goal, made by a planned line.
    const targeted = mergeIndex === mergeCount ? targetBoard(words, fits ? asked : null, index, input.merge) : null;
    if (targeted) return { ...targeted, key, title: name };
    const board = generateMergeLevel(
      position,
      difficulty,
      index,
      GOLDEN_SEED,
      input.merge,
      random,
      fits ? asked : null,
    );
    if (!board)
      throw new Error(
        `could not find a merge board whose goal a slide cycle reaches for seed ${GOLDEN_SEED} at level ${index + 1}`,
      );
    const data: MergeLevelData = {
      kind: 'merge',
      goal: board.goal,
      par: board.moves,
      hint: `Every move slides all ${plural(words.tile)}. Equal ones merge. Make a ${board.goal}.`.slice(0, 80),
      cycle: board.cycle,
      moves: board.moves,
    };
    return {
      key,
      title: name,
      ascii: board.rows,
      legend: MERGE_LEGEND_CHARS(words),
      data: { ...data },
      notes: [
        `Merge board, goal ${board.goal}: repeating ${board.cycle.join(', ')} reaches it in ${board.moves} ` +
          `slides for seed ${GOLDEN_SEED} (par ${data.par}).`,
      ],
    };
  });
}

/** The last merge board for the prompt's goal tile: an open board and the planner's line; null when none is found. */
function targetBoard(
  words: GridWords,
  size: { cols: number; rows: number } | null,
  index: number,
  merge: MergeSettings,
): Omit<LevelDesign, 'key' | 'title'> | null {
  const goal = words.mergeTarget;
  if (goal === null) return null;
  const rows = Array.from({ length: size?.rows ?? 4 }, () => '.'.repeat(size?.cols ?? 4));
  const parsed = parseMergeLevel(rows, goal);
  if (!parsed.ok || mergeRoomProblem(rows, goal)) return null;
  const line = planMergeLine(parsed.level, boardSeed(GOLDEN_SEED, index), merge);
  if (!line) return null;
  const data: MergeLevelData = {
    kind: 'merge',
    goal,
    par: line.length,
    hint: `Every move slides all ${plural(words.tile)}. Equal ones merge. Make a ${goal}.`.slice(0, 80),
    cycle: [],
    moves: line.length,
    line: toLurd(line),
  };
  return {
    ascii: rows,
    legend: MERGE_LEGEND_CHARS(words),
    data: { ...data },
    notes: [
      `Merge board, goal ${goal} (the prompt's "${words.mergeTargetPhrase}"): no slide cycle reaches it, so a beam ` +
        `search over the seeded spawns planned ${line.length} slides that make it for seed ${GOLDEN_SEED}.`,
    ],
  };
}

/** The solution in LURD notation, pushes in capitals (replayed by the rules to see which moves moved a box). */
function lurdOf(level: GeneratedPush): string {
  const parsed = parsePushLevel(level.rows);
  if (!parsed.ok) return toLurd(level.solution.moves);
  let state = parsed.level.start;
  const pushes = level.solution.moves.map((d) => {
    const move = tryMove(parsed.level, state, d);
    if (move.kind !== 'blocked') state = move.state;
    return move.kind === 'push';
  });
  return toLurd(level.solution.moves, pushes);
}

/** The data a level carries, read back from the GDD (which may have been edited by hand). */
export function levelData(level: LevelDesign): GridLevelData | string {
  const d = level.data;
  if (d.kind === 'push') {
    if (typeof d.par !== 'number') return 'a push level needs a numeric data.par';
    return {
      kind: 'push',
      par: d.par,
      hint: String(d.hint ?? ''),
      boxes: Number(d.boxes ?? 0),
      pushes: Number(d.pushes ?? 0),
      solution: String(d.solution ?? ''),
    };
  }
  if (d.kind === 'merge') {
    if (typeof d.goal !== 'number' || typeof d.par !== 'number')
      return 'a merge level needs numeric data.goal and data.par';
    const cycle = Array.isArray(d.cycle)
      ? d.cycle.filter((x): x is Direction => x === 'up' || x === 'down' || x === 'left' || x === 'right')
      : [];
    const line = typeof d.line === 'string' && d.line.length > 0 ? d.line : undefined;
    if (cycle.length === 0 && !line)
      return 'a merge level needs data.cycle: the slides (up/down/left/right) its golden path repeats';
    const base = { kind: 'merge' as const, goal: d.goal, par: d.par, hint: String(d.hint ?? ''), cycle };
    return { ...base, moves: Number(d.moves ?? 0), ...(line ? { line } : {}) };
  }
  if (d.kind === 'match3') {
    const numbers = ['target', 'moves', 'colours', 'seed', 'par'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a match-3 level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    const [target, moves, colours, seed, par] = numbers.map((k) => d[k] as number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return {
      kind: 'match3',
      target,
      moves,
      colours,
      seed,
      par,
      hint: String(d.hint ?? ''),
      solution: String(d.solution ?? ''),
    };
  }
  if (d.kind === 'pairs') {
    const faces = Array.isArray(d.faces) ? d.faces.filter((f): f is string => typeof f === 'string') : [];
    if (faces.length === 0) return 'a pairs level needs data.faces: the name of each card face, letter a first';
    const numbers = ['moves', 'par'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a pairs level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    return {
      kind: 'pairs',
      faces,
      subject: String(d.subject ?? 'cards'),
      pairs: faces.length,
      moves: d.moves as number,
      par: d.par as number,
      hint: String(d.hint ?? ''),
      solution: String(d.solution ?? ''),
    };
  }
  if (d.kind === 'mines') {
    const numbers = ['mines', 'cols', 'rows', 'par', 'reveals'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a minesweeper level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    const [mines, cols, rows, par, reveals] = numbers.map((k) => d[k] as number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { kind: 'mines', mines, cols, rows, par, reveals, hint: String(d.hint ?? '') };
  }
  if (d.kind === 'snake') return snakeLevelData(d);
  if (d.kind === 'blocks') return blocksLevelData(d);
  if (d.kind === 'sudoku') return sudokuLevelData(d);
  const kinds = '"push", "merge", "match3", "pairs", "mines", "snake", "blocks" or "sudoku"';
  return `data.kind must be ${kinds} (got ${JSON.stringify(d.kind)})`;
}

/** Design rule M5: room on the board for the goal. */
function mergeRoomProblem(rows: readonly string[], goal: number): string | null {
  const free = rows.join('').replace(/#/g, '').length;
  const cap = free >= 16 ? 2048 : free >= 12 ? 256 : free >= 8 ? 64 : 0;
  return goal > cap
    ? `goal ${goal} needs more room than ${free} free cells give (at most ${cap || 'nothing'}; design rule M5)`
    : null;
}

/** Every problem of the levels under the family's rules, each naming its level; empty when all are valid. */
export function levelProblems(
  levels: readonly LevelDesign[],
  levelOrder: readonly string[],
  merge: MergeSettings,
): string[] {
  const problems: string[] = [];
  const keys = levels.map((l) => l.key);
  if (new Set(levelOrder).size !== levelOrder.length)
    problems.push(`the level order repeats a level: ${levelOrder.join(', ')}`);
  for (const id of levelOrder)
    if (!keys.includes(id)) problems.push(`the level order names "${id}", which no level has`);
  for (const key of keys) if (!levelOrder.includes(key)) problems.push(`level "${key}" is not in the level order`);
  for (const level of levels) {
    const where = `level "${level.key}" (${level.title})`;
    const data = levelData(level);
    if (typeof data === 'string') {
      problems.push(`${where}: ${data}`);
      continue;
    }
    if (data.kind === 'push') {
      const check = checkPushLevel(level.ascii);
      if (!check.ok) problems.push(...check.problems.map((p) => `${where}: ${p}`));
      else if (data.par < check.solution.moves.length)
        problems.push(
          `${where}: par ${data.par} is below the solver's ${check.solution.moves.length} moves (design rule P10)`,
        );
      continue;
    }
    if (data.kind === 'sudoku') {
      problems.push(...sudokuProblems(level.ascii, data).map((p) => `${where}: ${p}`));
      continue;
    }
    if (data.kind === 'blocks') {
      problems.push(...blocksProblems(level.ascii, data).map((p) => `${where}: ${p}`));
      continue;
    }
    if (data.kind === 'snake') {
      problems.push(...snakeProblems(level.ascii, data).map((p) => `${where}: ${p}`));
      continue;
    }
    if (data.kind === 'mines') {
      const parsed = parseMinesLevel(level.ascii);
      if (!parsed.ok) problems.push(...parsed.errors.map((e) => `${where}: ${e}`));
      else if (!planMines(parsed.level)) problems.push(`${where}: no line clears the field without a mine going off`);
      continue;
    }
    if (data.kind === 'pairs') {
      const parsed = parsePairsLevel({
        rows: level.ascii,
        faces: data.faces,
        ...(data.moves ? { moves: data.moves } : {}),
      });
      if (!parsed.ok) problems.push(...parsed.errors.map((e) => `${where}: ${e}`));
      else if (!planPairs(parsed.level))
        problems.push(`${where}: no line finds all ${data.faces.length} pairs within ${data.moves} tries`);
      continue;
    }
    if (data.kind === 'match3') {
      const parsed = parseMatch3Level({ ...data, rows: level.ascii });
      if (!parsed.ok) problems.push(...parsed.errors.map((e) => `${where}: ${e}`));
      else if (!solveMatch3(parsed.level))
        problems.push(`${where}: the solver finds no line to ${data.target} points in ${data.moves} swaps`);
      continue;
    }
    const parsed = parseMergeLevel(level.ascii, data.goal);
    if (!parsed.ok) {
      problems.push(...parsed.errors.map((e) => `${where}: ${e}`));
      continue;
    }
    const room = mergeRoomProblem(level.ascii, data.goal);
    if (room) problems.push(`${where}: ${room}`);
    const index = levelOrder.indexOf(level.key);
    if (data.line) {
      let slides: Direction[] = [];
      try {
        slides = fromLurd(data.line);
      } catch (e) {
        problems.push(`${where}: data.line: ${(e as Error).message}`);
        continue;
      }
      const planned = playLine(parsed.level, boardSeed(GOLDEN_SEED, Math.max(0, index)), merge, slides);
      if (!planned.won) problems.push(`${where}: the planned line does not make ${data.goal} for seed ${GOLDEN_SEED}`);
      continue;
    }
    const play = playCycle(parsed.level, boardSeed(GOLDEN_SEED, Math.max(0, index)), merge, data.cycle);
    if (!play.won)
      problems.push(
        `${where}: the golden path's cycle (${data.cycle.join(', ')}) does not reach ${data.goal} for seed ` +
          `${GOLDEN_SEED}: ${play.reason}`,
      );
  }
  return problems;
}
