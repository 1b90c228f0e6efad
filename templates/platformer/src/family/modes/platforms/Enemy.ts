// Enemies that walk the ground: PatrolAI (walk, turn at walls and ledges) and ChaseAI (patrol, but run at
// the player when near and about level). Both never walk off a ledge, so level designers can trust
// where an enemy stays.
import Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { playAnimation, random } from '../../../core/index.ts';

export type EnemyKind = 'patrol' | 'chase' | 'boss';

/** What a hit did: nothing (invulnerable or already down), hurt, or defeated. */
export type HitResult = 'ignored' | 'hurt' | 'defeated';

/** What an enemy may ask about the level: is this world point inside ground or a platform? */
export interface Terrain {
  solidAt(x: number, y: number): boolean;
}

export interface EnemyStats {
  hp: number;
  speed: number;
  contactDamage: number;
  score: number;
}

export class PlatformerEnemy extends Phaser.Physics.Arcade.Sprite {
  readonly kind: EnemyKind;
  readonly stats: EnemyStats;
  hp: number;
  direction: 1 | -1;
  protected readonly textureKey: string;
  protected hurtMs = 0;

  constructor(scene: Phaser.Scene, x: number, y: number, texture: string, kind: EnemyKind, stats: EnemyStats) {
    super(scene, x, y, texture);
    this.kind = kind;
    this.stats = stats;
    this.hp = stats.hp;
    this.textureKey = texture;
    // Which way an enemy sets off is the level's random choice, so seeds vary a level's rhythm.
    this.direction = random.chance(0.5) ? 1 : -1;
    scene.add.existing(this);
    scene.physics.add.existing(this);
    const w = Math.round(this.width * 0.75);
    const h = Math.round(this.height * 0.7);
    this.body!.setSize(w, h).setOffset((this.width - w) / 2, this.height - h);
    this.setDepth(2);
  }

  get arcadeBody(): Phaser.Physics.Arcade.Body {
    return this.body as Phaser.Physics.Arcade.Body;
  }

  get alive(): boolean {
    return this.hp > 0;
  }

  /** Chooses this frame's velocity. `player` is where the player is now. */
  think(terrain: Terrain, player: { x: number; y: number }, delta: number): void {
    this.hurtMs = Math.max(0, this.hurtMs - delta);
    if (!this.alive || this.hurtMs > 0) return;
    const body = this.arcadeBody;
    let speed = this.stats.speed;
    if (
      this.kind === 'chase' &&
      Math.abs(player.x - this.x) < gameConfig.enemy.chaseRange.value &&
      Math.abs(player.y - this.y) < 80
    ) {
      this.direction = player.x < this.x ? -1 : 1;
      speed = gameConfig.enemy.chaseSpeed.value;
    }
    if ((this.direction < 0 && body.blocked.left) || (this.direction > 0 && body.blocked.right))
      this.direction = this.direction > 0 ? -1 : 1;
    const onGround = body.blocked.down || body.touching.down;
    if (onGround && !this.groundAhead(terrain)) {
      // A chaser waits at the edge; a patroller turns round.
      if (speed === gameConfig.enemy.chaseSpeed.value && this.kind === 'chase') speed = 0;
      else this.direction = this.direction > 0 ? -1 : 1;
    }
    body.setVelocityX(onGround ? this.direction * speed : body.velocity.x);
    this.setFlipX(this.direction < 0);
    playAnimation(this, this.textureKey, Math.abs(body.velocity.x) > 1 ? 'walk' : 'idle');
  }

  /** Takes damage and is pushed away from `fromX`. */
  hurt(damage: number, fromX: number): HitResult {
    if (!this.alive) return 'ignored';
    this.hp = Math.max(0, this.hp - damage);
    this.hurtMs = 250;
    this.arcadeBody.setVelocity((this.x < fromX ? -1 : 1) * 160, -160);
    this.setTint(0xffffff).setTintMode(Phaser.TintModes.FILL);
    this.scene.time.delayedCall(90, () => this.clearTint());
    playAnimation(this, this.textureKey, 'hurt');
    return this.alive ? 'hurt' : 'defeated';
  }

  /** The ground under the front foot, one step ahead. */
  protected groundAhead(terrain: Terrain): boolean {
    const body = this.arcadeBody;
    const footX = this.direction > 0 ? body.right + 2 : body.left - 2;
    return terrain.solidAt(footX, body.bottom + 4);
  }
}
