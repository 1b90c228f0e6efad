// A snake game's levels: the board size, food target and ticks the prompt asks for (the family's defaults where it is
// silent), each board generated with a food seed the planner wins, its data as the GDD carries it, read back and
// checked again (a hand-edited board must still be won by the planner).
import type { Random } from '../../../../assets/index.ts';
import type { LevelDesign } from '../../../gdd.ts';
import {
  parseSnakeLevel,
  SNAKE_LIMITS,
  SNAKE_START_MS,
} from '../../../../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';
import { generateSnakeLevel, planSnake } from './snake.ts';
import { defineKind, type KindData, type Step } from '../kind.ts';
import { plural, type GridWords } from '../words.ts';

export interface SnakeLevelData extends KindData {
  kind: 'snake';
  /** What the snake eats (a noun the art draws). */
  food: string;
  cols: number;
  rows: number;
  /** Food to eat to win; the snake ends this much longer than it starts. */
  target: number;
  startLength: number;
  /** Fixes where each food appears, so the planner's line plays the same in the browser. */
  seed: number;
  tickMs: number;
  speedUpMs: number;
  minTickMs: number;
  /** Ticks of the planner's line. */
  par: number;
  hint: string;
  /** The planner's turns, "t12 up, t20 left" (the tick that takes each). */
  solution: string;
}

export type SnakeDifficulty = 'easy' | 'normal' | 'hard';

/** Cells of the snake at the start. */
export const SNAKE_START_LENGTH = 3;
const DEFAULT_BOARD = 20;
const DEFAULT_FOOD = 'apple';

/** The numbers of a snake board: the prompt's where it gives them (within the rules' limits), else the defaults. */
export interface SnakeTargets {
  cols: number;
  rows: number;
  length: number;
  target: number;
  tickMs: number;
  speedUpMs: number;
  minTickMs: number;
  food: string;
  /** What was changed from the prompt's numbers to fit the rules, for the design's decisions. */
  clamped: string[];
}

export function snakeTargets(words: GridWords, difficulty: SnakeDifficulty): SnakeTargets {
  const clamped: string[] = [];
  const side = (n: number, what: string) => {
    const fit = Math.min(SNAKE_LIMITS.maxSide, Math.max(SNAKE_LIMITS.minSide, n));
    if (fit !== n) clamped.push(`the board's ${what} ${n} became ${fit} (a side is ${SNAKE_LIMITS.minSide} to 30)`);
    return fit;
  };
  const cols = side(words.boardSize?.cols ?? DEFAULT_BOARD, 'width');
  const rows = side(words.boardSize?.rows ?? DEFAULT_BOARD, 'height');
  const asked = words.snakeTarget;
  const wanted =
    asked === null
      ? { easy: 8, normal: 10, hard: 15 }[difficulty]
      : 'food' in asked
        ? asked.food
        : asked.length - SNAKE_START_LENGTH;
  // A snake filling more than a third of the board is a long planning job and a hard game; the rules allow 300.
  const most = Math.min(SNAKE_LIMITS.maxTarget, Math.floor((cols * rows) / 3));
  const target = Math.min(most, Math.max(1, wanted));
  if (target !== wanted) clamped.push(`the food target ${wanted} became ${target} (1 to ${most} on this board)`);
  const tickMs = { easy: 180, normal: 150, hard: 120 }[difficulty];
  return {
    cols,
    rows,
    length: SNAKE_START_LENGTH,
    target,
    tickMs,
    speedUpMs: words.speedUpPhrase ? 4 : 0,
    minTickMs: words.speedUpPhrase ? 80 : tickMs,
    food: words.snakeFood ?? DEFAULT_FOOD,
    clamped,
  };
}

/** A snake board for the targets with a food stream the planner wins, as the GDD's level. */
export function snakeLevel(targets: SnakeTargets, random: Random, key: string, name: string): LevelDesign {
  const board = generateSnakeLevel(targets, random);
  const foods = plural(targets.food);
  const data: SnakeLevelData = {
    kind: 'snake',
    food: targets.food,
    cols: targets.cols,
    rows: targets.rows,
    target: targets.target,
    startLength: targets.length,
    seed: board.seed,
    tickMs: targets.tickMs,
    speedUpMs: targets.speedUpMs,
    minTickMs: targets.minTickMs,
    par: board.line.ticks,
    hint: `Eat ${targets.target} ${targets.target === 1 ? targets.food : foods}. Do not hit a wall or your tail.`,
    solution: board.line.turns.map((t) => `t${t.tick} ${t.direction}`).join(', '),
  };
  return {
    key,
    title: name,
    ascii: board.rows,
    legend: { '.': 'open floor', H: "the snake's head", o: "the snake's body", '#': 'a wall' },
    data: { ...data },
    notes: [
      `Snake board ${targets.cols}x${targets.rows}: eat ${targets.target} ${foods} to grow from ` +
        `${targets.length} to ${targets.length + targets.target}; the planner's line on food seed ${board.seed} ` +
        `turns ${board.line.turns.length} times over ${board.line.ticks} ticks.`,
    ],
  };
}

/** A snake level's data read back from the GDD, or what is wrong with it. */
export function snakeLevelData(d: Record<string, unknown>): SnakeLevelData | string {
  const numbers = ['cols', 'rows', 'target', 'startLength', 'seed', 'tickMs', 'speedUpMs', 'minTickMs', 'par'] as const;
  const missing = numbers.filter((k) => typeof d[k] !== 'number');
  if (missing.length) return `a snake level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
  if (typeof d.food !== 'string' || !d.food) return 'a snake level needs data.food: the noun the snake eats';
  const n = (k: (typeof numbers)[number]) => d[k] as number;
  return {
    kind: 'snake',
    food: d.food,
    cols: n('cols'),
    rows: n('rows'),
    target: n('target'),
    startLength: n('startLength'),
    seed: n('seed'),
    tickMs: n('tickMs'),
    speedUpMs: n('speedUpMs'),
    minTickMs: n('minTickMs'),
    par: n('par'),
    hint: String(d.hint ?? ''),
    solution: String(d.solution ?? ''),
  };
}

/** What keeps a snake board from being played to its win: the rules' refusal, or no line the planner finds. */
export function snakeProblems(rows: readonly string[], data: SnakeLevelData): string[] {
  const parsed = parseSnakeLevel({ ...data, rows });
  if (!parsed.ok) return parsed.errors;
  return planSnake(parsed.level) ? [] : [`the planner finds no line that eats ${data.target} food without a crash`];
}

/**
 * Presses for a snake board's line: each turn waits until the tick before the one that takes it (checked every
 * frame, so the press lands well inside the tick) and presses the direction. A later board first waits for its own
 * fresh snake, since the level number changes a frame before the board is built.
 */
function snakeSteps(id: string, rows: readonly string[], data: SnakeLevelData, later: boolean): Step[] {
  const parsed = parseSnakeLevel({ ...data, rows });
  const line = parsed.ok ? planSnake(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no line that eats ${data.target} food, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = later ? [{ until: { path: 'flags.ticks', equals: 0 }, timeoutMs: 4000, checkEveryMs: 16 }] : [];
  let tick = 0;
  for (const turn of line.turns) {
    const timeoutMs = SNAKE_START_MS + (turn.tick - tick + 4) * data.tickMs;
    steps.push(
      { until: { path: 'flags.ticks', gte: turn.tick - 1 }, timeoutMs, checkEveryMs: 16 },
      { press: turn.direction },
    );
    tick = turn.tick;
  }
  steps.push({
    until: { path: 'flags.foodEaten', gte: data.target },
    timeoutMs: SNAKE_START_MS + (line.ticks - tick + 4) * data.tickMs,
    checkEveryMs: 50,
  });
  return steps;
}

export const snakeKind = defineKind<SnakeLevelData>({
  kind: 'snake',
  level: (slot, input) => snakeLevel(snakeTargets(input.words, input.difficulty), input.random, slot.key, slot.name),
  data: snakeLevelData,
  problems: (level, data) => snakeProblems(level.ascii, data),
  specFields: (data) =>
    `\n    food: ${JSON.stringify(data.food)},\n    target: ${data.target},\n    seed: ${data.seed},` +
    `\n    tickMs: ${data.tickMs},\n    speedUpMs: ${data.speedUpMs},\n    minTickMs: ${data.minTickMs},`,
  steps(level, data, { index }) {
    const turns = data.solution ? data.solution.split(', ').length : 0;
    return {
      told: `${level.title}: eat ${data.target} ${plural(data.food)}, turning ${turns} times over ${data.par} ticks`,
      steps: snakeSteps(level.key, level.ascii, data, index > 0),
    };
  },
});
