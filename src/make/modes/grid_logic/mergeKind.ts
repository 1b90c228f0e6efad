// Merge boards (2048-like) as a kind of grid level: a board for its place on the curve whose goal a slide cycle
// reaches for the golden path's seed (or, for the prompt's own goal tile, a planned line of slides), its data read back
// and proven again, and its golden-path steps. Merge games play only these; push-box games end on one.
import type { LevelDesign } from '../../gdd.ts';
import { fromLurd, toLurd, type Direction } from '../../../../templates/grid_logic/src/family/grid.ts';
import { parseMergeLevel } from '../../../../templates/grid_logic/src/family/mergeRules.ts';
import { defineKind, GOLDEN_SEED, type KindData } from './kind.ts';
import {
  boardSeed,
  generateMergeLevel,
  MERGE_MAX_SIDE,
  planMergeLine,
  playCycle,
  playLine,
  type MergeSettings,
} from './merge.ts';
import { plural, type GridWords } from './words.ts';

export interface MergeLevelData extends KindData {
  kind: 'merge';
  goal: number;
  /** The slide cycle the golden path repeats until the goal tile appears. */
  cycle: Direction[];
  /** Slides the cycle takes to the goal for the golden path's seed. */
  moves: number;
  /** A planned line of slides (LURD letters) that makes a goal no cycle reaches (the prompt's 2048); else absent. */
  line?: string;
}

const MERGE_LEGEND_CHARS = (words: GridWords): Record<string, string> => ({
  '.': 'empty cell',
  '#': 'block (never moves)',
  ...Object.fromEntries([1, 2, 3].map((n) => [String(n), `a starting ${words.tile} of ${2 ** n}`])),
});

/** Design rule M5: room on the board for the goal. */
function mergeRoomProblem(rows: readonly string[], goal: number): string | null {
  const free = rows.join('').replace(/#/g, '').length;
  const cap = free >= 16 ? 2048 : free >= 12 ? 256 : free >= 8 ? 64 : 0;
  return goal > cap
    ? `goal ${goal} needs more room than ${free} free cells give (at most ${cap || 'nothing'}; design rule M5)`
    : null;
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

/** The merge settings a GDD's config gives (the template's defaults where it is silent). */
export function mergeSettingsOf(c: Record<string, unknown>): MergeSettings {
  return {
    startTiles: typeof c['merge.startTiles'] === 'number' ? c['merge.startTiles'] : 2,
    fourChance: typeof c['merge.fourChance'] === 'number' ? c['merge.fourChance'] : 0.1,
  };
}

/** A slide that moves something on the merge board as the game opens it (for an undo or restart demonstration). */
function openingSlide(rows: readonly string[], goal: number, index: number, settings: MergeSettings): Direction {
  const parsed = parseMergeLevel(rows, goal);
  if (!parsed.ok) return 'down';
  const directions: Direction[] = ['down', 'left', 'up', 'right'];
  return (
    directions.find((d) => playCycle(parsed.level, boardSeed(GOLDEN_SEED, index), settings, [d], 1).moves === 1) ??
    'down'
  );
}

export const mergeKind = defineKind<MergeLevelData>({
  kind: 'merge',
  level(slot, input) {
    const { words, difficulty, random } = input;
    // A lone merge board after push rooms stands mid-curve: a bonus, neither the easiest nor the hardest.
    const position = slot.count === 1 ? (slot.others ? 0.5 : 0) : slot.position;
    const asked = words.boardSize;
    const fits = asked && Math.min(asked.cols, asked.rows) >= 3 && Math.max(asked.cols, asked.rows) <= MERGE_MAX_SIDE;
    // The prompt's goal tile ("merge into 2048") is the last board's goal, made by a planned line.
    const targeted =
      slot.nth === slot.count - 1 ? targetBoard(words, fits ? asked : null, slot.index, input.merge) : null;
    if (targeted) return { ...targeted, key: slot.key, title: slot.name };
    const board = generateMergeLevel(
      position,
      difficulty,
      slot.index,
      GOLDEN_SEED,
      input.merge,
      random,
      fits ? asked : null,
    );
    if (!board)
      throw new Error(
        `could not find a merge board whose goal a slide cycle reaches for seed ${GOLDEN_SEED} at level ` +
          `${slot.index + 1}`,
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
      key: slot.key,
      title: slot.name,
      ascii: board.rows,
      legend: MERGE_LEGEND_CHARS(words),
      data: { ...data },
      notes: [
        `Merge board, goal ${board.goal}: repeating ${board.cycle.join(', ')} reaches it in ${board.moves} ` +
          `slides for seed ${GOLDEN_SEED} (par ${data.par}).`,
      ],
    };
  },
  data(d) {
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
  },
  problems(level, data, { levelOrder, merge }) {
    const parsed = parseMergeLevel(level.ascii, data.goal);
    if (!parsed.ok) return parsed.errors;
    const problems: string[] = [];
    const room = mergeRoomProblem(level.ascii, data.goal);
    if (room) problems.push(room);
    const index = levelOrder.indexOf(level.key);
    if (data.line) {
      let slides: Direction[] = [];
      try {
        slides = fromLurd(data.line);
      } catch (e) {
        return [...problems, `data.line: ${(e as Error).message}`];
      }
      const planned = playLine(parsed.level, boardSeed(GOLDEN_SEED, Math.max(0, index)), merge, slides);
      if (!planned.won) problems.push(`the planned line does not make ${data.goal} for seed ${GOLDEN_SEED}`);
      return problems;
    }
    const play = playCycle(parsed.level, boardSeed(GOLDEN_SEED, Math.max(0, index)), merge, data.cycle);
    if (!play.won)
      problems.push(
        `the golden path's cycle (${data.cycle.join(', ')}) does not reach ${data.goal} for seed ` +
          `${GOLDEN_SEED}: ${play.reason}`,
      );
    return problems;
  },
  specFields: (data) => `\n    goal: ${data.goal},`,
  steps(level, data, { index, options, merge }) {
    const first = openingSlide(level.ascii, data.goal, index, merge);
    const told = data.line
      ? `${level.title}: the planned ${data.moves} slides to a ${data.goal}`
      : `${level.title}: repeat ${data.cycle.join('/')} until a ${data.goal}`;
    const steps: Record<string, unknown>[] = [];
    if (options.undo) steps.push({ press: first }, { press: 'undo' });
    if (options.restart) steps.push({ press: first }, { press: 'restart' });
    // A planned line (a goal no cycle reaches): every slide of it, in order.
    if (data.line) for (const d of fromLurd(data.line)) steps.push({ press: d });
    else {
      // Stop the moment the goal tile exists, so no slide spills into the next level.
      const timeoutMs = Math.min(600_000, Math.max(30_000, data.moves * 400));
      steps.push({
        until: { path: 'entities.maxTile', gte: data.goal },
        timeoutMs,
        repeat: data.cycle.map((d) => ({ press: d })),
      });
    }
    return { told, steps };
  },
});
