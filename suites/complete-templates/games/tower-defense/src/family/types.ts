// PROTECTED (tower_defense family): what a game tells the family about its towers, enemies, levels and art.
// Numbers come from the game's gameConfig.json (towers.*, enemies.*); see docs/template_api.md.
import type { WaveSpec } from './waves.ts';

export interface TowerType {
  /** snake_case id, used in events and state(). */
  id: string;
  /** Short name on the tower button. */
  name: string;
  /** Registry key of the tower image. */
  texture: string;
  /** Registry key of the projectile image. */
  projectile: string;
  /** Gold to build it; an upgrade costs `cost * defense.upgradeCostFactor * current level`. */
  cost: number;
  /** Reach in pixels from the tower's centre to an enemy's centre. */
  range: number;
  /** Shots per second. */
  fireRate: number;
  /** Hit points taken per hit. */
  damage: number;
  /** Projectile speed in pixels per second. */
  projectileSpeed: number;
  /** Hits every enemy within this many pixels of the impact; 0 hits only the target. */
  splashRadius: number;
  /** Speed multiplier a hit applies (0.5 halves speed); 1 means no slow. */
  slowFactor: number;
  /** How long a slow lasts, in ms. */
  slowMs: number;
  /** Tint of the tower and its projectiles (0xffffff keeps the art's colours). */
  tint: number;
}

export interface EnemyType {
  /** snake_case id, used in waves, events and state(). */
  id: string;
  /** Registry key of the enemy's image or spritesheet. */
  texture: string;
  /** Animation played while it walks (`${texture}-${walkAnimation}` from assets.json), if any. */
  walkAnimation?: string;
  /** Hit points in wave 1 (later waves multiply them, see waveHpMultiplier). */
  hp: number;
  /** Pixels per second along the path. */
  speed: number;
  /** Gold for a kill. */
  reward: number;
  /** Score for a kill. */
  points: number;
  /** Lives lost when it reaches the base. */
  damage: number;
  /** Tint (0xffffff keeps the art's colours). */
  tint: number;
}

export interface TowerDefenseLevel {
  /** ASCII map rows (legend in map.ts and docs/design_rules.md). */
  map: readonly string[];
  waves: readonly WaveSpec[];
  /** Gold at the start of this level; defaults to defense.startingGold. */
  startingGold?: number;
}

/** Registry keys the family draws the map with. */
export interface MapArt {
  /** Image drawn on the base tile. */
  base: string;
}
