// What a grid mode is to the level scene: rules plus their pictures, driven one turn at a time. The scene
// owns input, turns, undo and the Game Contract; a mode owns the board. Push, merge, match-3, pairs, mines, snake,
// falling blocks and sudoku are the family's modes; a new mode implements GridMode in a folder of modes/ and its
// GridBoardKind is one line of modes/index.ts.
import type { PlayerSnapshot } from '../core/index.ts';
import type { BoardView, GridAssets } from './board.ts';
import type { Cell, Direction, GridShape } from './grid.ts';
import type { GridLevelSpec } from './levelSpec.ts';

/** Something that happened on the board; each becomes a Game Contract event of the same type. */
export type GridEvent =
  | { type: 'player_moved'; direction: Direction; from: Cell; to: Cell }
  | { type: 'box_pushed'; box: number; direction: Direction; from: Cell; to: Cell }
  | { type: 'box_on_target'; box: number; at: Cell; placed: number; total: number }
  | { type: 'box_off_target'; box: number; at: Cell; placed: number; total: number }
  | { type: 'move_blocked'; direction: Direction; by: string }
  | { type: 'board_slid'; direction: Direction; moved: number; merges: number }
  | { type: 'tiles_merged'; value: number; at: Cell }
  | { type: 'tile_spawned'; value: number; at: Cell }
  | { type: 'tiles_swapped'; direction: Direction; from: Cell; to: Cell; movesLeft: number }
  | { type: 'tiles_matched'; count: number; chain: number; points: number; score: number }
  | { type: 'cascade'; chain: number; points: number }
  | { type: 'card_flipped'; at: Cell; face: string }
  | { type: 'pair_found'; face: string; found: number; total: number }
  | { type: 'pair_missed'; faces: [string, string]; misses: number }
  | { type: 'cards_turned_back'; cells: Cell[] }
  | { type: 'cells_revealed'; at: Cell; opened: number; safeLeft: number; firstMoved: boolean }
  | { type: 'cell_flagged'; at: Cell; on: boolean; flags: number }
  | { type: 'mine_hit'; at: Cell }
  | { type: 'snake_turned'; direction: Direction; queued: number }
  | { type: 'food_eaten'; at: Cell; food: string; eaten: number; length: number; target: number }
  | { type: 'snake_died'; at: Cell; cause: 'wall' | 'itself'; length: number }
  | { type: 'piece_moved'; action: 'left' | 'right' | 'turn' }
  | { type: 'piece_locked'; cells: number; pieces: number }
  | { type: 'lines_cleared'; count: number; lines: number; target: number }
  | { type: 'blocks_topped_out'; pieces: number }
  | { type: 'digit_placed'; at: Cell; digit: number; correct: boolean; right: number; total: number; mistakes: number }
  | { type: 'digit_wrong'; at: Cell; digit: number; mistakes: number }
  | { type: 'hint_used'; at: Cell; digit: number; hints: number; right: number; total: number };

/** What a turn is made of: a direction, the `select` action (match-3 picks a tile up, pairs turns a card over,
 * minesweeper reveals a cell), the `flag` action (minesweeper marks a cell), or a sudoku's digit and hint. */
export type GridAction = Direction | 'select' | 'flag' | 'hint' | `digit${number}`;

export interface MoveOutcome {
  /** True when the move is a turn (undoable, counted); false when it was blocked or is only part of one. */
  accepted: boolean;
  events: GridEvent[];
}

export interface GridMode<S> {
  readonly kind: string;
  readonly shape: GridShape;
  /** Creates the board's game objects; runs once per level start. */
  build(): void;
  /** The player's move. Changes nothing when it is blocked. */
  move(direction: Direction): MoveOutcome;
  /** The `select` action (match-3: pick up the tile under the cursor; pairs: turn the card there over); a mode without
   * it has no such action. Accepted when it completes a turn (the second card of a try). */
  select?(): MoveOutcome;
  /**
   * The `flag` action (minesweeper: mark or unmark the cell under the cursor); a mode without it has no such action.
   */
  mark?(): MoveOutcome;
  /** A digit typed into the cell under the cursor (sudoku); a mode without it takes no digits. */
  digit?(digit: number): MoveOutcome;
  /** The `hint` action (sudoku: fill one cell with its digit); a mode without it has no hints. */
  hint?(): MoveOutcome;
  /** Points the board has scored so far (match-3); the scene adds their change to the game's score. */
  points?(): number;
  /** The world's own step on the game clock, every frame (the snake's ticks); events of what it did. A turn-based
   * mode has none. */
  tick?(deltaMs: number): GridEvent[];
  /** The world's own step after an accepted move (the merge board's new tile); events of what it did. */
  advance(): GridEvent[];
  /** A copy of everything a turn can change; restore(snapshot()) changes nothing. */
  snapshot(): S;
  /** Puts a snapshot back and redraws the board at once (no animation). */
  restore(snapshot: S): void;
  /** Snaps running animations to their end. */
  settle(): void;
  solved(): boolean;
  /** Why the puzzle can no longer be won from here (for a hint), or null. */
  stuck(): string | null;
  /** The moves a click on `cell` stands for (empty: none). */
  clickMoves(cell: Cell): GridAction[];
  /** The mode counts the player's moves in its own hud() lines (a move limit), so the scene shows no second count. */
  readonly ownsMoves?: boolean;
  /** The side panel's status: progress towards the goal, on one line or two. */
  status(): string;
  /** Extra HUD fields, e.g. `Pushes 4`. */
  hud(): string[];
  player(): PlayerSnapshot | null;
  entities(): Record<string, unknown>;
  flags(): Record<string, unknown>;
}

/** What a kind of board needs from the level scene to be built. */
export interface BoardHost {
  /** The board view for a shape, fitted to the play area. */
  fit(shape: GridShape): BoardView;
  /** Walks the player (or the cursor) to a clicked cell. */
  walkTo(cell: Cell): void;
  /** A fresh seed from the game's random stream, for a board that draws its own (merge spawns). */
  seed(): number;
}

/** A kind of board of the family (push, merge, match-3, ...): the textures it draws with and how it is built. */
export interface GridBoardKind<S extends GridLevelSpec = GridLevelSpec> {
  kind: S['kind'];
  /** The registry keys the board draws with, from the game's asset keys. */
  textures(spec: S, assets: GridAssets): string[];
  /** The running board for the level's spec, or the errors of its rows. */
  create(spec: S, host: BoardHost): GridMode<unknown> | { errors: string[] };
}

/** A kind with its spec type checked where it is written, erased for the scene's registry. */
export const boardKind = <S extends GridLevelSpec>(kind: GridBoardKind<S>): GridBoardKind =>
  kind as unknown as GridBoardKind;
