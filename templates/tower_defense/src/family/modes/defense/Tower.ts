// PROTECTED (tower_defense family): a tower on a build plot. It has a type, a level (upgrades raise damage
// and range) and a cooldown between shots; the scene decides when and at whom it fires.
import Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import type { Cell } from '../../map.ts';
import type { TowerType } from './types.ts';

export class Tower extends Phaser.GameObjects.Image {
  readonly kind: TowerType;
  readonly plot: Cell;
  level = 1;
  /** Game time until it may fire again, in ms. */
  cooldownMs = 0;
  /** Gold spent on it (building and upgrades). */
  spent: number;

  constructor(scene: Phaser.Scene, x: number, y: number, kind: TowerType, plot: Cell) {
    super(scene, x, y, kind.texture);
    this.kind = kind;
    this.plot = plot;
    this.spent = kind.cost;
    this.setTint(kind.tint);
    scene.add.existing(this);
  }

  get range(): number {
    return this.kind.range * gameConfig.defense.upgradeRangeFactor.value ** (this.level - 1);
  }

  get damage(): number {
    return this.kind.damage * gameConfig.defense.upgradeDamageFactor.value ** (this.level - 1);
  }

  /** Game time between shots, in ms. */
  get intervalMs(): number {
    return 1000 / this.kind.fireRate;
  }

  get maxed(): boolean {
    return this.level >= gameConfig.defense.maxTowerLevel.value;
  }

  /** Gold the next upgrade costs. */
  get upgradeCost(): number {
    return Math.round(this.kind.cost * gameConfig.defense.upgradeCostFactor.value * this.level);
  }

  upgrade(): void {
    this.spent += this.upgradeCost;
    this.level++;
    this.setScale(1 + 0.1 * (this.level - 1));
  }
}
