// What a kind of grid level (a push-box room, a merge board, a match-3 board, ...) brings to the family's level set,
// checks, levels file and golden path. A mode of the family plays one kind (push-box games add a merge board last),
// and hands its kinds to the family's design, validate, write and plan (mode.ts).
import type { Random } from '../../../assets/index.ts';
import type { LevelDesign } from '../../gdd.ts';
import type { Direction } from '../../../../templates/grid_logic/src/family/grid.ts';
import type { MergeSettings } from './merge.ts';
import type { GridWords } from './words.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';
export type LevelKind = 'push' | 'merge' | 'match3' | 'blocks' | 'sudoku';

/** The golden path runs with this seed; merge boards are proven for it. */
export const GOLDEN_SEED = 1;

/** What every kind's level data holds (section 4's `data`); each kind adds its own fields. */
export interface KindData {
  kind: LevelKind;
  /** The solver's (or planner's) length of the level: moves, swaps, tries, ticks. */
  par: number;
  hint: string;
}

/** What one kind needs to make its levels, besides the level's place in the set. */
export interface LevelSetInput {
  words: GridWords;
  kinds: readonly LevelKind[];
  difficulty: Difficulty;
  merge: MergeSettings;
  random: Random;
}

/** A level's place in its kind and in the set, when it is generated. */
export interface LevelSlot {
  key: string;
  name: string;
  /** Its index in the level order. */
  index: number;
  /** Its index among the levels of its kind, and how many there are. */
  nth: number;
  count: number;
  /** Levels of other kinds in the set. */
  others: number;
  /** Where it stands on the kind's difficulty curve, 0 (first) to 1 (last). */
  position: number;
}

/** A level being checked or played: where it stands in the level order, and the merge settings of the game. */
export interface LevelContext {
  levelOrder: readonly string[];
  merge: MergeSettings;
}

/** What the golden path shows on the first level when the prompt asks: an undo, a restart. */
export interface GoldenPathOptions {
  undo: boolean;
  restart: boolean;
}

export type Step = Record<string, unknown>;

/** The golden path's part of one level: its steps and how the description tells them. */
export interface LevelSteps {
  told: string;
  steps: Step[];
}

export interface GridKind<D extends KindData = KindData> {
  kind: LevelKind;
  /** Makes every level of the kind at once before the level names are drawn (push rooms, sorted by difficulty). */
  prepare?(count: number, input: LevelSetInput): unknown;
  /** One level of the kind; `prepared` is what prepare() made. */
  level(slot: LevelSlot, input: LevelSetInput, prepared: unknown): LevelDesign;
  /** The data a level carries, read back from the GDD (which may have been edited by hand), or what is wrong. */
  data(d: Record<string, unknown>): D | string;
  /** Problems of the level under the kind's rules (structure, solvability); empty when valid. */
  problems(level: LevelDesign, data: D, context: LevelContext): string[];
  /** The fields of its entry in src/game/levels.ts besides kind, name, par, hint and rows, each line ",\n    x: v". */
  specFields(data: D): string;
  /** The level's golden-path steps, from the moment its board is up. */
  steps(level: LevelDesign, data: D, play: { index: number; options: GoldenPathOptions } & LevelContext): LevelSteps;
}

/** A kind with its data type checked where it is written (the family's code takes any kind as a GridKind). */
export const defineKind = <D extends KindData>(kind: GridKind<D>): GridKind<D> => kind;

/** Where level `nth` of `count` stands on its kind's curve. */
export const curve = (nth: number, count: number): number => (count === 1 ? 0 : nth / (count - 1));

/** Column letter and row number of a cell ("b3"). */
export const cellName = (cell: { col: number; row: number }): string =>
  `${String.fromCharCode(97 + cell.col)}${cell.row + 1}`;

/** Presses that move the cursor from `from` to `to` (columns first), as the golden path writes them. */
export function cursorPresses(from: { col: number; row: number }, to: { col: number; row: number }): Direction[] {
  const out: Direction[] = [];
  for (let c = from.col; c !== to.col; c += Math.sign(to.col - c)) out.push(to.col > c ? 'right' : 'left');
  for (let r = from.row; r !== to.row; r += Math.sign(to.row - r)) out.push(to.row > r ? 'down' : 'up');
  return out;
}
