// The top-down family's public face for game code: import from here, not from the files behind it.
export { directionTo, facingRow, moveVector, nearestTarget, type Vector } from './behaviours/aim.ts';
export { FlowField } from './behaviours/navigation.ts';
export { WaveDirector, type WaveEvent, type WaveTiming } from './behaviours/waves.ts';
export { defaultEnemyStats, levelRules, type EnemyStats } from './config.ts';
export {
  cellsSee, ENEMY_KINDS, isOpenToShots, isWalkable, parseLevel, PICKUP_KINDS, TOP_DOWN_LEGEND, validateLevel, walkDistances, winConditionOf,
  type EnemyKind, type GridCell, type LevelRules, type PickupKind, type TopDownLevelSpec, type TopDownMap, type TopDownMode, type WaveSpec, type WinCondition,
} from './levelMap.ts';
export { TopDownLevelScene, type EnemyInfo, type GoalProgress, type TopDownArt } from './TopDownLevelScene.ts';
export { PaddleLevelScene, type PaddleArt } from './PaddleLevelScene.ts';
export { PaddleRules, paddleProblems, type PaddleEvent, type PaddleGame } from './paddleRules.ts';
export { InvadersLevelScene, type InvaderArt } from './InvadersLevelScene.ts';
export { InvaderRules, invaderProblems, type InvaderEvent, type InvaderGame } from './invaderRules.ts';
export { StealthLevelScene, type StealthArt } from './StealthLevelScene.ts';
export { StealthRules, stealthProblems, type StealthEvent, type StealthGame, type StealthGuard } from './stealthRules.ts';
export { LanesLevelScene, type LaneArt } from './LanesLevelScene.ts';
export { LaneRules, laneProblems, type LaneEvent, type LaneGame, type LaneSpec, type VehicleKind } from './laneRules.ts';
export { RaceLevelScene } from './RaceLevelScene.ts';
export { RaceRules, raceProblems, type RaceArt, type RaceEvent, type RaceGame } from './raceRules.ts';
export { GolfLevelScene, type GolfArt } from './GolfLevelScene.ts';
export { GolfRules, golfProblems, type GolfEvent, type GolfGame } from './golfRules.ts';
