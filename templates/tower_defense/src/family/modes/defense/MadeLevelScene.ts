// The Level scene of every defense game playsmith make writes: its sounds and music, the same code for every such game,
// so they live here and the game's src/game/Level.ts only names its levels, towers, enemies and map art (the numbers
// as gameConfig.json chains the static checks follow). The family itself names the boss, shows its health and emits
// boss_spawned / boss_defeated; this adds the sound of each event.
import { playMusic, playSfx } from '../../../core/index.ts';
import type { Enemy } from './Enemy.ts';
import { TowerDefenseLevelScene } from './TowerDefenseLevelScene.ts';

/** The registry keys of a made defense game's sounds; `boss`: the boss enemy's id and the sound of its fall. */
export interface MadeDefenseSounds {
  music: string;
  build: string;
  coin: string;
  leak: string;
  wave: string;
  boss: { enemy: string; sound: string } | null;
}

export abstract class MadeDefenseLevelScene extends TowerDefenseLevelScene {
  private readonly sounds: MadeDefenseSounds;

  constructor(sounds: MadeDefenseSounds) {
    super('Level');
    this.sounds = sounds;
  }

  protected override onLevelStart(): void {
    playMusic(this, this.sounds.music);
  }

  protected override onTowerPlaced(): void {
    playSfx(this, this.sounds.build);
  }

  protected override onTowerUpgraded(): void {
    playSfx(this, this.sounds.build);
  }

  protected override onEnemyKilled(enemy: Enemy): void {
    const boss = this.sounds.boss;
    playSfx(this, boss && enemy.kind.id === boss.enemy ? boss.sound : this.sounds.coin);
  }

  protected override onEnemyLeaked(): void {
    playSfx(this, this.sounds.leak);
  }

  protected override onWaveStart(): void {
    playSfx(this, this.sounds.wave);
  }
}
