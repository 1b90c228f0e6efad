// What a level of this family is, as data. Pure types (no Phaser), so src/game/levels.ts can be read by
// level tools, generators and tests outside the browser.

/** A push-box level: ASCII rows in the push legend (docs/design_rules.md). */
export interface PushLevelSpec {
  kind: 'push';
  name: string;
  rows: readonly string[];
  /** Moves a good solution takes; fewer earn a bonus. */
  par?: number;
  /** One short sentence shown in the side panel. */
  hint?: string;
}

/** A merge-board level: ASCII rows in the merge legend and the tile value that wins. */
export interface MergeLevelSpec {
  kind: 'merge';
  name: string;
  rows: readonly string[];
  goal: number;
  par?: number;
  hint?: string;
}

/** A match-3 board: ASCII rows of tile letters (a, b, ...), the points that win it and the swaps allowed. */
export interface Match3LevelSpec {
  kind: 'match3';
  name: string;
  rows: readonly string[];
  /** How many tile colours the board and its new tiles use. */
  colours: number;
  target: number;
  moves: number;
  /** Fixes which tiles drop in after each clear, so the board replays identically. */
  seed: number;
  par?: number;
  hint?: string;
}

/** A memory (pairs) board: ASCII rows of card letters (each letter twice, '.' no card) and the name of each face. */
export interface PairsLevelSpec {
  kind: 'pairs';
  name: string;
  rows: readonly string[];
  /** Face names, letter 'a' first; each is drawn from the image loaded as faceKey(name) ("face-octopus"). */
  faces: readonly string[];
  /** Tries (two cards each) allowed; absent: no limit. */
  moves?: number;
  par?: number;
  hint?: string;
}

/** A minesweeper field: ASCII rows of '*' (a mine) and '.' (a safe cell). */
export interface MinesLevelSpec {
  kind: 'mines';
  name: string;
  rows: readonly string[];
  par?: number;
  hint?: string;
}

/** A snake board: ASCII rows of '.', '#', the head 'H' and its body 'o'; what the snake eats and how much wins. */
export interface SnakeLevelSpec {
  kind: 'snake';
  name: string;
  rows: readonly string[];
  /** What the snake eats; drawn from the image loaded as foodKey(food) ("food-apple"). */
  food: string;
  /** Food to eat to win (the snake grows by one each). */
  target: number;
  /** Fixes where each food appears, so the board replays identically. */
  seed: number;
  /** Game time of one tick at the start; speedUpMs less per food eaten, never under minTickMs. */
  tickMs: number;
  speedUpMs?: number;
  minTickMs?: number;
  par?: number;
  hint?: string;
}

/** A falling-blocks well: ASCII rows of '.' (empty) and 'x' (filled at the start), and the lines that win it. */
export interface BlocksLevelSpec {
  kind: 'blocks';
  name: string;
  rows: readonly string[];
  target: number;
  /** Fixes the order of the pieces, so the well replays identically. */
  seed: number;
  par?: number;
  hint?: string;
}

/** A sudoku: ASCII rows of givens (digits) and empty cells ('.'), 4, 6 or 9 a side, with exactly one solution. */
export interface SudokuLevelSpec {
  kind: 'sudoku';
  name: string;
  rows: readonly string[];
  /** Hints allowed per puzzle; absent: no limit. */
  hintLimit?: number;
  par?: number;
  hint?: string;
}

export type GridLevelSpec =
  | PushLevelSpec
  | MergeLevelSpec
  | Match3LevelSpec
  | PairsLevelSpec
  | MinesLevelSpec
  | SnakeLevelSpec
  | BlocksLevelSpec
  | SudokuLevelSpec;
