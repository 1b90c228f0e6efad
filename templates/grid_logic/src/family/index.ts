// The grid_logic family's public face for game code: import from here.
export { BoardView, DEPTH, type Area, type GridAssets } from './board.ts';
export { DIRECTIONS, GridShape, directionBetween, fromLurd, offsetOf, oppositeOf, sameCell, stepCell, toLurd, type Cell, type Direction } from './grid.ts';
export { GRID_ACTIONS, GridLevelScene, MATCH3_ACTIONS, MINES_ACTIONS, PAIRS_ACTIONS, type SolveSummary, type TurnInfo } from './GridLevelScene.ts';
export type { GridLevelSpec, Match3LevelSpec, MergeLevelSpec, MinesLevelSpec, PairsLevelSpec, PushLevelSpec } from './levelSpec.ts';
export { UndoHistory } from './history.ts';
export { Match3Mode } from './Match3Mode.ts';
export { findRuns, legalSwaps, MATCH3_LETTERS, MATCH3_LIMITS, match3Stuck, movesLeft, parseMatch3Level, POINTS_PER_TILE, reachedTarget, refillColour, swapTiles, type CascadeStep, type Match3Level, type Match3State, type Match3Tile } from './match3Rules.ts';
export { MergeMode } from './MergeMode.ts';
export { hasMoves, MERGE_LEGEND, MERGE_LIMITS, maxTile, parseMergeLevel, reachedGoal, slide, spawnTile, type MergeLevel, type MergeState, type MergeTile } from './mergeRules.ts';
export type { GridAction, GridEvent, GridMode, MoveOutcome } from './mode.ts';
export { PairsMode } from './PairsMode.ts';
export { MinesMode } from './MinesMode.ts';
export { MINES_LEGEND, MINES_LIMITS, minesAround, minesCleared, minesStuck, neighbours, parseMinesLevel, POINTS_PER_CELL, revealCell, safeLeft, toggleFlag, type MinesLevel, type MinesState, type RevealResult } from './minesRules.ts';
export { faceKey, faceUp, flipCard, hideMiss, MISS_SHOW_MS, PAIRS_EMPTY, PAIRS_LETTERS, PAIRS_LIMITS, pairsMovesLeft, pairsSolved, pairsStuck, parsePairsLevel, POINTS_PER_PAIR, type FlipResult, type PairsLevel, type PairsState } from './pairsRules.ts';
export { PushMode } from './PushMode.ts';
export { boxesOnTargets, isSolved, movesForClick, parsePushLevel, PUSH_LEGEND, PUSH_LIMITS, solvePush, stuckBoxes, tryMove, walkPath, type PushLevel, type PushMove, type PushState } from './pushRules.ts';
export { RepeatPress } from './repeatPress.ts';
