// HOOK FILE: the example game "Bramble Gate": creatures walk the path to the gate; Bolt towers shoot fast,
// Cannons hit groups, Frost towers slow. Data comes from gameConfig.json (towers.*, enemies.*) and levels.ts;
// the event hooks add sound and music.
import gameConfig from '../gameConfig.json';
import { colourNumber, playMusic, playSfx, type LevelInfo } from '../core/index.ts';
import {
  TowerDefenseLevelScene,
  type EnemyType,
  type MapArt,
  type TowerDefenseLevel,
  type TowerType,
} from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends TowerDefenseLevelScene {
  constructor() {
    super('Level');
  }

  protected override levelSpec(info: LevelInfo): TowerDefenseLevel {
    const level = LEVELS[info.id];
    if (!level) throw new Error(`src/game/levels.ts has no level "${info.id}"`);
    return level;
  }

  protected override towerTypes(): readonly TowerType[] {
    const { bolt, cannon, frost } = gameConfig.towers;
    return [
      {
        id: 'bolt',
        name: 'Bolt',
        texture: 'bolt-tower',
        projectile: 'bolt',
        cost: bolt.cost.value,
        range: bolt.range.value,
        fireRate: bolt.fireRate.value,
        damage: bolt.damage.value,
        projectileSpeed: bolt.projectileSpeed.value,
        splashRadius: 0,
        slowFactor: 1,
        slowMs: 0,
        tint: colourNumber(bolt.tint.value),
      },
      {
        id: 'cannon',
        name: 'Cannon',
        texture: 'cannon-tower',
        projectile: 'cannonball',
        cost: cannon.cost.value,
        range: cannon.range.value,
        fireRate: cannon.fireRate.value,
        damage: cannon.damage.value,
        projectileSpeed: cannon.projectileSpeed.value,
        splashRadius: cannon.splashRadius.value,
        slowFactor: 1,
        slowMs: 0,
        tint: colourNumber(cannon.tint.value),
      },
      {
        id: 'frost',
        name: 'Frost',
        texture: 'frost-tower',
        projectile: 'frost-shard',
        cost: frost.cost.value,
        range: frost.range.value,
        fireRate: frost.fireRate.value,
        damage: frost.damage.value,
        projectileSpeed: frost.projectileSpeed.value,
        splashRadius: 0,
        slowFactor: frost.slowFactor.value,
        slowMs: frost.slowMs.value,
        tint: colourNumber(frost.tint.value),
      },
    ];
  }

  protected override enemyTypes(): Readonly<Record<string, EnemyType>> {
    const { slime, wasp, beetle } = gameConfig.enemies;
    return {
      slime: {
        id: 'slime',
        texture: 'slime',
        walkAnimation: 'move',
        hp: slime.hp.value,
        speed: slime.speed.value,
        reward: slime.reward.value,
        points: slime.points.value,
        damage: slime.damage.value,
        tint: colourNumber(slime.tint.value),
      },
      wasp: {
        id: 'wasp',
        texture: 'wasp',
        walkAnimation: 'move',
        hp: wasp.hp.value,
        speed: wasp.speed.value,
        reward: wasp.reward.value,
        points: wasp.points.value,
        damage: wasp.damage.value,
        tint: colourNumber(wasp.tint.value),
      },
      beetle: {
        id: 'beetle',
        texture: 'beetle',
        walkAnimation: 'move',
        hp: beetle.hp.value,
        speed: beetle.speed.value,
        reward: beetle.reward.value,
        points: beetle.points.value,
        damage: beetle.damage.value,
        tint: colourNumber(beetle.tint.value),
      },
    };
  }

  protected override mapArt(): MapArt {
    return { base: 'gate' };
  }

  protected override onLevelStart(): void {
    playMusic(this, 'bgm');
  }

  protected override onTowerPlaced(): void {
    playSfx(this, 'sfx-build');
  }

  protected override onTowerUpgraded(): void {
    playSfx(this, 'sfx-build');
  }

  protected override onEnemyKilled(): void {
    playSfx(this, 'sfx-coin');
  }

  protected override onEnemyLeaked(): void {
    playSfx(this, 'sfx-leak');
  }

  protected override onWaveStart(): void {
    playSfx(this, 'sfx-wave');
  }
}
