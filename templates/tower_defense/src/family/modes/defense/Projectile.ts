// PROTECTED (tower_defense family): a shot flying from a tower to its target. It follows the target while
// the target lives and flies on to the last point it aimed at otherwise; what a hit does is the scene's job.
import Phaser from 'phaser';
import type { Enemy } from './Enemy.ts';
import type { Tower } from './Tower.ts';

export class Projectile extends Phaser.Physics.Arcade.Image {
  readonly tower: Tower;
  readonly damage: number;
  target: Enemy | undefined;
  aimX: number;
  aimY: number;
  gone = false;

  constructor(scene: Phaser.Scene, tower: Tower, target: Enemy) {
    super(scene, tower.x, tower.y - tower.displayHeight * 0.25, tower.kind.projectile);
    this.tower = tower;
    this.damage = tower.damage;
    this.target = target;
    this.aimX = target.x;
    this.aimY = target.y;
    scene.add.existing(this);
    scene.physics.add.existing(this);
    (this.body as Phaser.Physics.Arcade.Body).setDirectControl(true);
    this.setTint(tower.kind.tint);
  }

  /** Flies `dtMs` of game time; true when it reached the point it aims at. */
  fly(dtMs: number): boolean {
    if (this.target && !this.target.gone) {
      this.aimX = this.target.x;
      this.aimY = this.target.y;
    } else this.target = undefined;
    const step = (this.tower.kind.projectileSpeed * dtMs) / 1000;
    const dx = this.aimX - this.x,
      dy = this.aimY - this.y;
    const distance = Math.hypot(dx, dy);
    if (distance <= step) {
      this.setPosition(this.aimX, this.aimY);
      return true;
    }
    this.setPosition(this.x + (dx / distance) * step, this.y + (dy / distance) * step);
    this.setRotation(Math.atan2(dy, dx));
    return false;
  }
}
