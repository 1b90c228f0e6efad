// HOOK FILE: Crate Keeper's level. The grid family does the puzzle work; the game adds its backdrop,
// music, and a name card when a level is entered for the first time.
import { playMusic, type LevelInfo } from '../core/index.ts';
import { GridLevelScene, type GridLevelSpec } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends GridLevelScene {
  constructor() {
    super('Level');
  }

  protected override levelSpec(info: LevelInfo): GridLevelSpec {
    const spec = LEVELS[info.id];
    if (!spec)
      throw new Error(`src/game/levels.ts has no level "${info.id}" (it has ${Object.keys(LEVELS).join(', ')})`);
    return spec;
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.add.image(0, 0, 'backdrop').setOrigin(0, 0).setDepth(-10).setAlpha(0.6);
    playMusic(this, 'bgm');
    if (info.attempt === 1) this.showBanner(`${info.number}. ${this.currentSpec.name}`, 900);
  }
}
