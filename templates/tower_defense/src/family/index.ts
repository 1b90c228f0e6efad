// The tower_defense family's public face for game code (src/game/): import from here.
export { FAST_FORWARD, NEXT_WAVE, towerAction, towerDefenseActions } from './actions.ts';
export { checkDrops, CurrencyPurse, type CurrencyDrops } from './currency.ts';
export { Enemy } from './Enemy.ts';
export { checkMap, DEFAULT_MAP_RULES, MAP_LEGEND, parseMap, type Cell, type MapRules, type TileKind, type TowerDefenseMap } from './map.ts';
export { RouteLine, type Point } from './path.ts';
export { Projectile } from './Projectile.ts';
export { Tower } from './Tower.ts';
export { TowerDefenseLevelScene } from './TowerDefenseLevelScene.ts';
export type { EnemyType, MapArt, MapCurrency, TowerDefenseLevel, TowerType } from './types.ts';
export { checkWaves, MIN_GAP_MS, waveDurationMs, waveSchedule, type SpawnEvent, type SpawnGroup, type WaveSpec } from './waves.ts';
export { GrowLevelScene, type GrowArt, type GrowLabels } from './GrowLevelScene.ts';
export { checkGrowSpec, FARM_TOOLS, GROW_LEGEND, GROW_VIEW, growCellCentre, type CityBuilding, type CitySpec, type FarmCrop, type FarmSpec, type FarmTool, type GrowEvent, type GrowSpec } from './growRules.ts';
