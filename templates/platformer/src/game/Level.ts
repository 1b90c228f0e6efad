// HOOK FILE: the example game's Level: which level data and which registry keys the platformer family
// uses, plus a little of the game's own flavour through the hooks.
import { emit, type LevelInfo } from '../core/index.ts';
import { PlatformerLevelScene, type PlatformerAssetKeys } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends PlatformerLevelScene {
  constructor() {
    super('Level');
  }

  protected override levelLayout(info: LevelInfo): readonly string[] {
    const rows = LEVELS[info.id];
    if (!rows) throw new Error(`src/game/levels.ts has no level "${info.id}" (the level order lists it)`);
    return rows;
  }

  protected override assetKeys(): PlatformerAssetKeys {
    return {
      player: 'fox',
      patrolEnemy: 'slime',
      chaseEnemy: 'boar',
      boss: 'ogre',
      coin: 'coin',
      heart: 'heart',
      goal: 'flag',
      tileset: 'ground',
      platform: 'plank',
      spikes: 'spikes',
      playerShot: 'fireball',
      bossShot: 'boulder',
      background: 'forest',
      music: 'bgm',
      sfx: {
        jump: 'sfx-jump',
        attack: 'sfx-hit',
        shoot: 'sfx-shoot',
        hit: 'sfx-hit',
        coin: 'sfx-coin',
        hurt: 'sfx-hit',
        win: 'sfx-win',
        lose: 'sfx-lose',
      },
    };
  }

  protected override onLevelStart(info: LevelInfo): void {
    if (info.attempt === 1)
      this.showBanner(info.id === 'castle' ? 'The castle: beware the ogre king' : 'Reach the flag!', 1500);
  }

  protected override onBossDefeated(): void {
    emit('castle_freed', { level: this.levelInfo().number });
  }
}
