// The platformer family's public face for game code.
export {
  checkReachable,
  heightAt,
  jumpReach,
  maxJumpHeight,
  parseLevel,
  PLATFORMER_LEGEND,
  type Cell,
  type JumpPhysics,
  type LevelMap,
} from './asciiLevel.ts';
export { PlatformerBoss } from './modes/platforms/Boss.ts';
export {
  PlatformerEnemy,
  type EnemyKind,
  type EnemyStats,
  type HitResult,
  type Terrain,
} from './modes/platforms/Enemy.ts';
export {
  PlatformerLevelScene,
  type PickupKind,
  type PlatformerAssetKeys,
  type SoundCue,
} from './modes/platforms/PlatformerLevelScene.ts';
export { PlatformerPlayer, type PlayerFrame } from './Player.ts';
export { Projectile, type ShotOwner } from './modes/platforms/Projectile.ts';
export { RunnerLevelScene, type RunnerAssetKeys, type RunnerLabels } from './modes/runner/RunnerLevelScene.ts';
export {
  bandCentre,
  buildCourse,
  openBand,
  RUNNER_FRAME_MS,
  RUNNER_WORLD,
  speedAt,
  startState,
  stepRunner,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerInput,
  type RunnerKind,
  type RunnerObstacle,
  type RunnerPickup,
  type RunnerSpec,
  type RunnerState,
} from './modes/runner/runnerRules.ts';
export { MadePlatformsLevelScene, type MadePlatformsText } from './modes/platforms/MadeLevelScene.ts';
