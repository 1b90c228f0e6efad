// The tower_defense family's public face for game code (src/game/): import from here.
export { FAST_FORWARD, NEXT_WAVE, towerAction, towerDefenseActions } from './modes/defense/actions.ts';
export { checkDrops, CurrencyPurse, type CurrencyDrops } from './modes/defense/currency.ts';
export { Enemy } from './modes/defense/Enemy.ts';
export {
  checkMap,
  DEFAULT_MAP_RULES,
  MAP_LEGEND,
  parseMap,
  type Cell,
  type MapRules,
  type TileKind,
  type TowerDefenseMap,
} from './map.ts';
export { RouteLine, type Point } from './modes/defense/path.ts';
export { Projectile } from './modes/defense/Projectile.ts';
export { Tower } from './modes/defense/Tower.ts';
export { TowerDefenseLevelScene } from './modes/defense/TowerDefenseLevelScene.ts';
export type { EnemyType, MapArt, MapCurrency, TowerDefenseLevel, TowerType } from './modes/defense/types.ts';
export {
  checkWaves,
  MIN_GAP_MS,
  waveDurationMs,
  waveSchedule,
  type SpawnEvent,
  type SpawnGroup,
  type WaveSpec,
} from './modes/defense/waves.ts';
export { GrowLevelScene, type GrowArt, type GrowLabels } from './modes/grow/GrowLevelScene.ts';
export {
  checkGrowSpec,
  FARM_TOOLS,
  GROW_LEGEND,
  GROW_VIEW,
  growCellCentre,
  type CityBuilding,
  type CitySpec,
  type FarmCrop,
  type FarmSpec,
  type FarmTool,
  type GrowEvent,
  type GrowSpec,
} from './modes/grow/growRules.ts';
export { MadeDefenseLevelScene, type MadeDefenseSounds } from './modes/defense/MadeLevelScene.ts';
