// The grid_logic family's public face for game code: import from here.
export { BoardView, DEPTH, type Area, type GridAssets } from './board.ts';
export {
  DIRECTIONS,
  GridShape,
  directionBetween,
  fromLurd,
  offsetOf,
  oppositeOf,
  sameCell,
  stepCell,
  toLurd,
  type Cell,
  type Direction,
} from './grid.ts';
export {
  BLOCKS_ACTIONS,
  GRID_ACTIONS,
  GridLevelScene,
  MATCH3_ACTIONS,
  SUDOKU_ACTIONS,
  type SolveSummary,
  type TurnInfo,
} from './GridLevelScene.ts';
export type {
  GridLevelSpec,
  Match3LevelSpec,
  MergeLevelSpec,
  PushLevelSpec,
  BlocksLevelSpec,
  SudokuLevelSpec,
} from './levelSpec.ts';
export { UndoHistory } from './history.ts';
export { Match3Mode } from './modes/match3/Match3Mode.ts';
export {
  findRuns,
  legalSwaps,
  MATCH3_LETTERS,
  MATCH3_LIMITS,
  match3Stuck,
  movesLeft,
  parseMatch3Level,
  POINTS_PER_TILE,
  reachedTarget,
  refillColour,
  swapTiles,
  type CascadeStep,
  type Match3Level,
  type Match3State,
  type Match3Tile,
} from './modes/match3/match3Rules.ts';
export { MergeMode } from './MergeMode.ts';
export {
  hasMoves,
  MERGE_LEGEND,
  MERGE_LIMITS,
  maxTile,
  parseMergeLevel,
  reachedGoal,
  slide,
  spawnTile,
  type MergeLevel,
  type MergeState,
  type MergeTile,
} from './mergeRules.ts';
export type { GridAction, GridEvent, GridMode, MoveOutcome } from './mode.ts';
export { PushMode } from './modes/push/PushMode.ts';
export {
  boxesOnTargets,
  isSolved,
  movesForClick,
  parsePushLevel,
  PUSH_LEGEND,
  PUSH_LIMITS,
  solvePush,
  stuckBoxes,
  tryMove,
  walkPath,
  type PushLevel,
  type PushMove,
  type PushState,
} from './modes/push/pushRules.ts';
export { RepeatPress } from './repeatPress.ts';
export { BlocksMode } from './modes/blocks/BlocksMode.ts';
export {
  BLOCKS_LEGEND,
  BLOCKS_LIMITS,
  blocksStuck,
  blocksWon,
  dropPiece,
  FALL_MS,
  fallPiece,
  fits,
  LINE_POINTS,
  movePiece,
  parseBlocksLevel,
  PIECE_NAMES,
  pieceCells,
  turnPiece,
  type BlocksLevel,
  type BlocksState,
  type FallingPiece,
  type LockResult,
} from './modes/blocks/blocksRules.ts';
export { SudokuMode } from './modes/sudoku/SudokuMode.ts';
export {
  cellsRight,
  countSolutions,
  hintsLeft,
  parseSudokuLevel,
  placeDigit,
  POINTS_PER_DIGIT,
  SUDOKU_BOXES,
  SUDOKU_EMPTY,
  sudokuSolved,
  useHint,
  wrongCells,
  type HintResult,
  type PlaceResult,
  type SudokuLevel,
  type SudokuState,
} from './modes/sudoku/sudokuRules.ts';
export { MadeGridLevelScene, type MadeGridArt } from './MadeLevelScene.ts';
