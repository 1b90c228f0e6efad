// The family's tunables, read from gameConfig.json (direct chains ending in .value, as the static check
// expects) and gathered into the shapes the behaviours take.
import gameConfig from '../../../gameConfig.json';
import { HUD_HEIGHT, type EnemyKind, type LevelRules } from '../../levelMap.ts';
import type { WaveTiming } from './behaviours/waves.ts';

/** How one kind of enemy fights. The enemyStats() hook returns these; defaults come from gameConfig.enemies. */
export interface EnemyStats {
  hp: number;
  /** px/s; 0 never moves. */
  speed: number;
  touchDamage: number;
  score: number;
  /** ms between shots; 0 never shoots. */
  fireEveryMs: number;
  shotSpeed: number;
  shotDamage: number;
  /** px within which it shoots at a player it can see. */
  range: number;
  /** px; closer than this it backs away (0: it closes in). */
  keepDistance: number;
}

const ENEMY_DEFAULTS: Record<EnemyKind, () => EnemyStats> = {
  chaser: () => ({
    hp: gameConfig.enemies.chaser.hp.value,
    speed: gameConfig.enemies.chaser.speed.value,
    touchDamage: gameConfig.enemies.chaser.touchDamage.value,
    score: gameConfig.enemies.chaser.score.value,
    fireEveryMs: gameConfig.enemies.chaser.fireEveryMs.value,
    shotSpeed: gameConfig.enemies.chaser.shotSpeed.value,
    shotDamage: gameConfig.enemies.chaser.shotDamage.value,
    range: gameConfig.enemies.chaser.range.value,
    keepDistance: gameConfig.enemies.chaser.keepDistance.value,
  }),
  shooter: () => ({
    hp: gameConfig.enemies.shooter.hp.value,
    speed: gameConfig.enemies.shooter.speed.value,
    touchDamage: gameConfig.enemies.shooter.touchDamage.value,
    score: gameConfig.enemies.shooter.score.value,
    fireEveryMs: gameConfig.enemies.shooter.fireEveryMs.value,
    shotSpeed: gameConfig.enemies.shooter.shotSpeed.value,
    shotDamage: gameConfig.enemies.shooter.shotDamage.value,
    range: gameConfig.enemies.shooter.range.value,
    keepDistance: gameConfig.enemies.shooter.keepDistance.value,
  }),
  brute: () => ({
    hp: gameConfig.enemies.brute.hp.value,
    speed: gameConfig.enemies.brute.speed.value,
    touchDamage: gameConfig.enemies.brute.touchDamage.value,
    score: gameConfig.enemies.brute.score.value,
    fireEveryMs: gameConfig.enemies.brute.fireEveryMs.value,
    shotSpeed: gameConfig.enemies.brute.shotSpeed.value,
    shotDamage: gameConfig.enemies.brute.shotDamage.value,
    range: gameConfig.enemies.brute.range.value,
    keepDistance: gameConfig.enemies.brute.keepDistance.value,
  }),
  turret: () => ({
    hp: gameConfig.enemies.turret.hp.value,
    speed: gameConfig.enemies.turret.speed.value,
    touchDamage: gameConfig.enemies.turret.touchDamage.value,
    score: gameConfig.enemies.turret.score.value,
    fireEveryMs: gameConfig.enemies.turret.fireEveryMs.value,
    shotSpeed: gameConfig.enemies.turret.shotSpeed.value,
    shotDamage: gameConfig.enemies.turret.shotDamage.value,
    range: gameConfig.enemies.turret.range.value,
    keepDistance: gameConfig.enemies.turret.keepDistance.value,
  }),
};

export function defaultEnemyStats(kind: EnemyKind): EnemyStats {
  return ENEMY_DEFAULTS[kind]();
}

export function waveTiming(): WaveTiming {
  return {
    firstDelayMs: gameConfig.waves.firstDelayMs.value,
    breakMs: gameConfig.waves.breakMs.value,
    spawnEveryMs: gameConfig.waves.spawnEveryMs.value,
    maxAlive: gameConfig.waves.maxAlive.value,
  };
}

export function levelRules(viewWidth: number, viewHeight: number): LevelRules {
  return {
    cellSize: gameConfig.world.cellSize.value,
    viewWidth,
    viewHeight: viewHeight - HUD_HEIGHT,
    minSpawnDistanceCells: gameConfig.waves.minSpawnDistanceCells.value,
    maxWaveSize: gameConfig.waves.maxWaveSize.value,
  };
}
