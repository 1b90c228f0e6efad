// A thrown or fired shot: flies straight (no gravity), hurts what it belongs to hurting, and is gone
// after its lifetime or on hitting ground.
import Phaser from 'phaser';

export type ShotOwner = 'player' | 'boss';

export class Projectile extends Phaser.Physics.Arcade.Image {
  readonly owner: ShotOwner;
  readonly damage: number;
  private lifeMs: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    texture: string,
    owner: ShotOwner,
    damage: number,
    lifetimeMs: number,
  ) {
    super(scene, x, y, texture);
    this.owner = owner;
    this.damage = damage;
    this.lifeMs = lifetimeMs;
    scene.add.existing(this);
    this.setDepth(4);
  }

  /** Call after adding it to a physics group (groups reset velocity). */
  launch(vx: number, vy: number): void {
    const body = this.body as Phaser.Physics.Arcade.Body;
    body.setAllowGravity(false);
    body.setVelocity(vx, vy);
    this.setFlipX(vx < 0);
  }

  /** Counts its life down; returns false once it is over (the caller destroys it). */
  age(delta: number): boolean {
    this.lifeMs -= delta;
    return this.lifeMs > 0;
  }
}
