// HOOK FILE: Ember Keep's level. The family does the playing; this file names the levels, the art and the
// sounds, and adds the game's own touches (a message when the keep's gate opens onto the courtyard).
import { playMusic, playSfx, type LevelInfo } from '../core/index.ts';
import { TopDownLevelScene, type TopDownArt, type TopDownLevelSpec } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends TopDownLevelScene {
  constructor() {
    super('Level');
  }

  protected override levelSpec(info: LevelInfo): TopDownLevelSpec {
    const spec = LEVELS[info.id];
    if (!spec) throw new Error(`src/game/levels.ts has no level "${info.id}"`);
    return spec;
  }

  protected override art(): TopDownArt {
    return {
      player: 'warden',
      enemies: { chaser: 'ash-crawler', shooter: 'ember-spitter', brute: 'stone-brute', turret: 'watch-turret' },
      playerShot: 'warden-bolt',
      enemyShot: 'ember-spit',
      pickups: { health: 'heart', ammo: 'ammo-pouch', score: 'gold-coin' },
      exit: 'stairs-exit',
      low: 'crate',
      background: 'courtyard-floor',
      wall: 'keep-wall',
      tileset: 'undercroft-tiles',
      sounds: { shoot: 'sfx-shoot', hit: 'sfx-hit', hurt: 'sfx-hurt', pickup: 'sfx-pickup', explode: 'sfx-hit' },
    };
  }

  protected override onLevelStart(info: LevelInfo): void {
    playMusic(this, 'bgm');
    this.showBanner(info.id === 'courtyard' ? 'Hold the courtyard!' : 'Find the stairs', 1200);
  }

  protected override onLevelWon(): void {
    playSfx(this, 'sfx-win');
  }
}
