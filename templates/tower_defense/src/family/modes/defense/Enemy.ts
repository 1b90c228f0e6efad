// PROTECTED (tower_defense family): an enemy walking the route. The family moves it by distance along the
// route (exact at corners, whatever the frame time); its arcade body is under direct control, so the body's
// velocity is the real walking velocity (for overlap tests and anyone watching the physics world).
import Phaser from 'phaser';
import { playAnimation } from '../../../core/index.ts';
import type { RouteLine } from './path.ts';
import type { EnemyType } from './types.ts';

const SLOW_TINT = 0x8fd8ff;
const FLASH_MS = 70;

export class Enemy extends Phaser.Physics.Arcade.Sprite {
  readonly kind: EnemyType;
  /** 1-based wave this enemy came with. */
  readonly wave: number;
  readonly maxHp: number;
  hp: number;
  /** Pixels walked along the route. */
  travelled = 0;
  /** Set when killed or leaked; the scene sweeps it away at the end of the frame. */
  gone = false;
  private readonly route: RouteLine;
  private slowFactor = 1;
  private slowLeftMs = 0;
  private flashLeftMs = 0;

  constructor(scene: Phaser.Scene, route: RouteLine, kind: EnemyType, hp: number, wave: number) {
    const start = route.at(0);
    super(scene, start.x, start.y, kind.texture);
    this.route = route;
    this.kind = kind;
    this.wave = wave;
    this.maxHp = hp;
    this.hp = hp;
    scene.add.existing(this);
    scene.physics.add.existing(this);
    (this.body as Phaser.Physics.Arcade.Body).setDirectControl(true);
    this.setTint(kind.tint);
    if (kind.walkAnimation) playAnimation(this, kind.texture, kind.walkAnimation);
  }

  /** Walks `dtMs` of game time; true once it has reached the base. */
  walk(dtMs: number): boolean {
    if (this.slowLeftMs > 0) {
      this.slowLeftMs -= dtMs;
      if (this.slowLeftMs <= 0) this.slowFactor = 1;
    }
    if (this.flashLeftMs > 0) this.flashLeftMs -= dtMs;
    this.travelled += (this.kind.speed * this.slowFactor * dtMs) / 1000;
    const p = this.route.at(this.travelled);
    this.setPosition(p.x, p.y);
    if (p.dirX !== 0) this.setFlipX(p.dirX < 0);
    this.showState();
    return this.travelled >= this.route.length;
  }

  /** Takes `amount` hit points; true when that killed it. */
  hurt(amount: number): boolean {
    this.hp = Math.max(0, this.hp - amount);
    this.flashLeftMs = FLASH_MS;
    this.showState();
    return this.hp <= 0;
  }

  /** Slows it to `factor` of its speed for `ms`; the strongest slow wins, the longest duration counts. */
  slow(factor: number, ms: number): void {
    if (factor >= 1 || ms <= 0) return;
    this.slowFactor = this.slowLeftMs > 0 ? Math.min(this.slowFactor, factor) : factor;
    this.slowLeftMs = Math.max(this.slowLeftMs, ms);
    this.showState();
  }

  get slowed(): boolean {
    return this.slowLeftMs > 0;
  }

  private showState(): void {
    if (this.flashLeftMs > 0) this.setTint(0xffffff).setTintMode(Phaser.TintModes.FILL);
    else this.setTint(this.slowed ? SLOW_TINT : this.kind.tint).setTintMode(Phaser.TintModes.MULTIPLY);
  }
}
