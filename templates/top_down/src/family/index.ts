// The top-down family's public face for game code: import from here, not from the files behind it.
export { directionTo, facingRow, moveVector, nearestTarget, type Vector } from './modes/shooter/behaviours/aim.ts';
export { FlowField } from './modes/shooter/behaviours/navigation.ts';
export { WaveDirector, type WaveEvent, type WaveTiming } from './modes/shooter/behaviours/waves.ts';
export { defaultEnemyStats, levelRules, type EnemyStats } from './modes/shooter/config.ts';
export {
  cellsSee,
  ENEMY_KINDS,
  isOpenToShots,
  isWalkable,
  parseLevel,
  PICKUP_KINDS,
  TOP_DOWN_LEGEND,
  validateLevel,
  walkDistances,
  winConditionOf,
  type EnemyKind,
  type GridCell,
  type LevelRules,
  type PickupKind,
  type TopDownLevelSpec,
  type TopDownMap,
  type TopDownMode,
  type WaveSpec,
  type WinCondition,
} from './levelMap.ts';
export {
  TopDownLevelScene,
  type EnemyInfo,
  type GoalProgress,
  type TopDownArt,
} from './modes/shooter/TopDownLevelScene.ts';
export { PaddleLevelScene, type PaddleArt } from './modes/paddle/PaddleLevelScene.ts';
export { PaddleRules, paddleProblems, type PaddleEvent, type PaddleGame } from './modes/paddle/paddleRules.ts';
export { InvadersLevelScene, type InvaderArt } from './modes/paddle/InvadersLevelScene.ts';
export { InvaderRules, invaderProblems, type InvaderEvent, type InvaderGame } from './modes/paddle/invaderRules.ts';
export { StealthLevelScene, type StealthArt } from './modes/stealth/StealthLevelScene.ts';
export {
  StealthRules,
  stealthProblems,
  type StealthEvent,
  type StealthGame,
  type StealthGuard,
} from './modes/stealth/stealthRules.ts';
export { LanesLevelScene, type LaneArt } from './modes/lanes/LanesLevelScene.ts';
export {
  LaneRules,
  laneProblems,
  type LaneEvent,
  type LaneGame,
  type LaneSpec,
  type VehicleKind,
} from './modes/lanes/laneRules.ts';
export { RaceLevelScene } from './modes/race/RaceLevelScene.ts';
export { RaceRules, raceProblems, type RaceArt, type RaceEvent, type RaceGame } from './modes/race/raceRules.ts';
export { GolfLevelScene, type GolfArt } from './modes/golf/GolfLevelScene.ts';
export { GolfRules, golfProblems, type GolfEvent, type GolfGame } from './modes/golf/golfRules.ts';
export { MadeShooterLevelScene, type MadeShooterBoss, type MadeShooterGame } from './modes/shooter/MadeLevelScene.ts';
