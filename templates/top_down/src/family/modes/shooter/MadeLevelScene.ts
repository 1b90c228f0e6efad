// The Level scene of every shooter game playsmith make writes: the same code for every such game, so it lives here and
// the game's src/game/Level.ts only names its levels, art and sounds. It gives the boss level's brute the boss's
// numbers (the level is won only once it falls), reports gem_collected for the collectible, shows a banner per level,
// and, when src/gameConfig.json has goal.timeLimitSeconds (make adds it only when the prompt asks for a time limit),
// warns at ten seconds and fails the level when time runs out, or wins an arena level when goal.timerWins says so.
import gameConfig from '../../../gameConfig.json';
import { emit, playMusic, playSfx, tiledLevelRows, type LevelInfo } from '../../../core/index.ts';
import type { EnemyKind, PickupKind, TopDownLevelSpec } from '../../levelMap.ts';
import type { EnemyStats } from './config.ts';
import { TopDownLevelScene, type EnemyInfo, type GoalProgress } from './TopDownLevelScene.ts';

/** The boss of a made game: the brute of `level` with these numbers and this name. */
export interface MadeShooterBoss {
  level: string;
  name: string;
  hp: number;
  speed: number;
  score: number;
  touchDamage: number;
}

/** What a made shooter names besides its levels and art: banners per level id, the boss, two sound keys. */
export interface MadeShooterGame {
  banners: Record<string, string>;
  boss: MadeShooterBoss | null;
  music: string;
  win: string;
}

/** A leaf of the game's config that only some games have (goal.timeLimitSeconds), or null when this one has none. */
function optionalLeaf<T>(section: string, key: string): T | null {
  const config = gameConfig as unknown as Record<string, Record<string, { value: T }> | undefined>;
  return config[section]?.[key]?.value ?? null;
}

export abstract class MadeShooterLevelScene extends TopDownLevelScene {
  private readonly made: MadeShooterGame;
  private bossDown = false;
  private gems = 0;
  private warned = false;
  /** The current level's mode, from its spec: a survival timer wins only arena levels. */
  private levelMode: string | null = null;

  constructor(made: MadeShooterGame) {
    super('Level');
    this.made = made;
  }

  /** The level `spec` with its rows from its Tiled map (public/assets/level-<id>.json) when the pack loaded it. */
  protected specFromMap(info: LevelInfo, spec: TopDownLevelSpec | undefined): TopDownLevelSpec {
    if (!spec) throw new Error(`src/game/levels.ts has no level "${info.id}" (the level order lists it)`);
    this.levelMode = spec.mode;
    const rows = tiledLevelRows(this, `level-${info.id}`);
    return rows ? { ...spec, rows } : spec;
  }

  protected override enemyStats(kind: EnemyKind, info: LevelInfo): EnemyStats {
    const stats = super.enemyStats(kind, info);
    const boss = this.made.boss;
    if (kind !== 'brute' || boss === null || info.id !== boss.level) return stats;
    return { ...stats, hp: boss.hp, speed: boss.speed, score: boss.score, touchDamage: boss.touchDamage };
  }

  protected override onEnemyKilled(enemy: EnemyInfo): void {
    if (enemy.kind !== 'brute' || !this.isBossLevel()) return;
    this.bossDown = true;
    const name = this.made.boss?.name ?? 'boss';
    emit('boss_defeated', { level: this.levelInfo().number, name });
    this.showBanner(`The ${name} falls!`, 1200);
  }

  protected override onPickupCollected(kind: PickupKind): void {
    if (kind !== 'score') return;
    this.gems += 1;
    emit('gem_collected', { level: this.levelInfo().number, gems: this.gems });
  }

  protected override goalReached(progress: GoalProgress): boolean {
    // The boss level opens its exit (or ends its last wave) only once the boss is down.
    if (this.isBossLevel() && !this.bossDown) return false;
    return super.goalReached(progress) || this.survived();
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.bossDown = false;
    this.gems = 0;
    this.warned = false;
    playMusic(this, this.made.music);
    if (info.attempt === 1) this.showBanner(this.made.banners[info.id] ?? 'Fight!', 1400);
  }

  protected override onLevelWon(): void {
    playSfx(this, this.made.win);
  }

  protected override onUpdate(): void {
    const limitMs = this.timeLimitMs();
    if (limitMs === null) return;
    const left = limitMs - this.elapsedMs;
    if (!this.warned && left <= 10_000 && left > 0) {
      this.warned = true;
      this.showBanner(this.timerWins() ? 'Hold on: 10 seconds!' : '10 seconds left!', 1000);
    }
    if (left <= 0 && !this.timerWins()) this.failLevel('Time up');
  }

  protected isBossLevel(): boolean {
    return this.made.boss !== null && this.levelInfo().id === this.made.boss.level;
  }

  private timeLimitMs(): number | null {
    const seconds = optionalLeaf<number>('goal', 'timeLimitSeconds');
    return seconds === null ? null : seconds * 1000;
  }

  /** A survival timer wins arena levels when it runs out; otherwise running out fails the level. */
  private timerWins(): boolean {
    return optionalLeaf<boolean>('goal', 'timerWins') === true && this.levelMode === 'arena';
  }

  private survived(): boolean {
    const limitMs = this.timeLimitMs();
    return limitMs !== null && this.timerWins() && this.elapsedMs >= limitMs;
  }
}
