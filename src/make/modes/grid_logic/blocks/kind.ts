// A falling-blocks game's levels: the well and lines target the prompt asks for (the family's defaults where it is
// silent), each well generated with a piece seed the planner clears, its data as the GDD carries it, read back and
// checked again (a hand-edited well must still be cleared by the planner).
import type { Random } from '../../../../assets/index.ts';
import type { LevelDesign } from '../../../gdd.ts';
import {
  BLOCKS_LIMITS,
  parseBlocksLevel,
} from '../../../../../templates/grid_logic/src/family/modes/blocks/blocksRules.ts';
import { generateBlocksLevel, planBlocks } from './blocks.ts';
import { defineKind, type KindData, type Step } from '../kind.ts';
import type { GridWords } from '../words.ts';

export interface BlocksLevelData extends KindData {
  kind: 'blocks';
  cols: number;
  rows: number;
  /** Lines to clear to win. */
  target: number;
  /** Fixes the order of the pieces, so the planner's placements land the same in the browser. */
  seed: number;
  /** Pieces the planner's line places. */
  par: number;
  hint: string;
  /** The planner's placements, "t1 -3, t0 +2" (turns, then column steps), one per piece. */
  solution: string;
}

/** The classic well: 10 wide, 20 deep. */
export const WELL = { cols: 10, rows: 20 } as const;

export function blocksTarget(words: GridWords, difficulty: 'easy' | 'normal' | 'hard'): number {
  const wanted = words.linesTarget ?? { easy: 5, normal: 10, hard: 15 }[difficulty];
  return Math.min(BLOCKS_LIMITS.maxTarget, Math.max(1, wanted));
}

/** A well for the target with a piece order the planner clears, as the GDD's level. */
export function blocksLevel(target: number, random: Random, key: string, name: string): LevelDesign {
  const well = generateBlocksLevel(WELL.cols, WELL.rows, target, random);
  const data: BlocksLevelData = {
    kind: 'blocks',
    cols: WELL.cols,
    rows: WELL.rows,
    target,
    seed: well.seed,
    par: well.line.placements.length,
    hint: `Fill rows to clear them. Clear ${target} ${target === 1 ? 'line' : 'lines'}.`,
    solution: well.line.placements.map((p) => `t${p.turns} ${p.shift > 0 ? '+' : ''}${p.shift}`).join(', '),
  };
  return {
    key,
    title: name,
    ascii: well.rows,
    legend: { '.': 'an empty cell', x: 'a cell filled at the start' },
    data: { ...data },
    notes: [
      `Falling-blocks well ${WELL.cols}x${WELL.rows}: the planner clears ${well.line.lines} lines (target ` +
        `${target}) with ${well.line.placements.length} pieces of seed ${well.seed}'s bag.`,
    ],
  };
}

export function blocksLevelData(d: Record<string, unknown>): BlocksLevelData | string {
  const numbers = ['cols', 'rows', 'target', 'seed', 'par'] as const;
  const missing = numbers.filter((k) => typeof d[k] !== 'number');
  if (missing.length) return `a falling-blocks level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
  const n = (k: (typeof numbers)[number]) => d[k] as number;
  return {
    kind: 'blocks',
    cols: n('cols'),
    rows: n('rows'),
    target: n('target'),
    seed: n('seed'),
    par: n('par'),
    hint: String(d.hint ?? ''),
    solution: String(d.solution ?? ''),
  };
}

/** What keeps a well from being played to its win: the rules' refusal, or no line the planner finds. */
export function blocksProblems(rows: readonly string[], data: BlocksLevelData): string[] {
  const parsed = parseBlocksLevel({ rows, target: data.target, seed: data.seed });
  if (!parsed.ok) return parsed.errors;
  return planBlocks(parsed.level) ? [] : [`the planner finds no placements that clear ${data.target} lines`];
}

/**
 * Presses for a well's line: for each piece the path waits until it has entered the well, turns it, steps it to its
 * column and drops it (all well inside the time before gravity moves it a row). A later well first waits for its
 * own start, since the level number changes a frame before the well is built.
 */
function blocksSteps(id: string, rows: readonly string[], data: BlocksLevelData, later: boolean): Step[] {
  const parsed = parseBlocksLevel({ rows, target: data.target, seed: data.seed });
  const line = parsed.ok ? planBlocks(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no placements that clear ${data.target} lines, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = later ? [{ until: { path: 'flags.lines', equals: 0 }, timeoutMs: 4000, checkEveryMs: 16 }] : [];
  line.placements.forEach((p, i) => {
    steps.push({ until: { path: 'flags.pieces', gte: i + 1 }, timeoutMs: 4000, checkEveryMs: 16 });
    for (let t = 0; t < p.turns; t++) steps.push({ press: 'up' });
    for (let s = 0; s < Math.abs(p.shift); s++) steps.push({ press: p.shift < 0 ? 'left' : 'right' });
    steps.push({ press: 'select' });
  });
  return steps;
}

export const blocksKind = defineKind<BlocksLevelData>({
  kind: 'blocks',
  level: (slot, input) => blocksLevel(blocksTarget(input.words, input.difficulty), input.random, slot.key, slot.name),
  data: blocksLevelData,
  problems: (level, data) => blocksProblems(level.ascii, data),
  specFields: (data) => `\n    target: ${data.target},\n    seed: ${data.seed},`,
  steps: (level, data, { index }) => ({
    told: `${level.title}: place ${data.par} pieces to clear ${data.target} lines`,
    steps: blocksSteps(level.key, level.ascii, data, index > 0),
  }),
});
