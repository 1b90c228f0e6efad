// PROTECTED (tower_defense family): what a game tells the family about its towers, enemies, levels and art.
// Numbers come from the game's gameConfig.json (towers.*, enemies.*); see docs/template_api.md.
import type { CurrencyDrops } from './currency.ts';
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
  /** Pieces of the map currency it costs as well as its gold (see mapCurrency); 0 or absent: none. */
  currencyCost?: number;
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
  /** A boss's shown name: it walks with its name and a health bar over it, and boss_spawned / boss_defeated fire. */
  boss?: string;
}

export interface TowerDefenseLevel {
  /** ASCII map rows (legend in map.ts and docs/design_rules.md). */
  map: readonly string[];
  waves: readonly WaveSpec[];
  /** Gold at the start of this level; defaults to defense.startingGold. */
  startingGold?: number;
  /** Where kills drop the map currency (a game with mapCurrency()); absent: this level drops none. */
  drops?: CurrencyDrops;
}

/** Registry keys the family draws the map with. */
export interface MapArt {
  /** Image drawn on the base tile. */
  base: string;
  /** The base's name, drawn under it and on the HUD with the lives left (its health). */
  baseName?: string;
  /** The route's name, drawn by the spawn. */
  laneName?: string;
}

/** The second currency: lying on the map after kills, picked up by clicking it (currency.ts has the rules). */
export interface MapCurrency {
  /** Singular name ("gem"); the HUD shows the plural. */
  name: string;
  plural: string;
  /** Registry key of one piece's image. */
  texture: string;
}
