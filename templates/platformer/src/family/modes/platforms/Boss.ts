// The boss: a big enemy that walks at the player inside its arena, jumps now and then, and throws
// shots at the player. Timings spread around their configured averages with the seeded random source.
import gameConfig from '../../../gameConfig.json';
import { playAnimation, random } from '../../../core/index.ts';
import { PlatformerEnemy, type HitResult, type Terrain } from './Enemy.ts';

export class PlatformerBoss extends PlatformerEnemy {
  /** Set by think() when the boss wants to shoot this frame; the level makes the shot. */
  wantsToShoot = false;
  private untilJumpMs = 0;
  private untilShotMs = 0;
  private invulnerableMs = 0;
  /** The boss wakes when the player comes this close, and stays awake. */
  private awake = false;

  constructor(scene: Phaser.Scene, x: number, y: number, texture: string) {
    super(scene, x, y, texture, 'boss', {
      hp: gameConfig.boss.hp.value,
      speed: gameConfig.boss.speed.value,
      contactDamage: gameConfig.boss.contactDamage.value,
      score: gameConfig.boss.score.value,
    });
    this.direction = -1;
    this.untilJumpMs = spread(gameConfig.boss.jumpEveryMs.value);
    this.untilShotMs = spread(gameConfig.boss.shootEveryMs.value);
  }

  get isAwake(): boolean {
    return this.awake;
  }

  override think(terrain: Terrain, player: { x: number; y: number }, delta: number): void {
    this.wantsToShoot = false;
    this.invulnerableMs = Math.max(0, this.invulnerableMs - delta);
    this.hurtMs = Math.max(0, this.hurtMs - delta);
    this.setAlpha(this.invulnerableMs > 0 && Math.floor(this.invulnerableMs / 80) % 2 === 0 ? 0.5 : 1);
    if (!this.alive || this.hurtMs > 0) return;
    if (!this.awake && Math.abs(player.x - this.x) < this.scene.scale.width * 0.45) this.awake = true;
    const body = this.arcadeBody;
    const onGround = body.blocked.down || body.touching.down;
    if (!this.awake) {
      body.setVelocityX(0);
      playAnimation(this, this.textureKey, 'idle');
      return;
    }
    this.direction = player.x < this.x ? -1 : 1;
    const edge = onGround && !this.groundAhead(terrain);
    if (onGround) body.setVelocityX(edge || Math.abs(player.x - this.x) < 8 ? 0 : this.direction * this.stats.speed);
    this.setFlipX(this.direction < 0);

    this.untilJumpMs -= delta;
    if (this.untilJumpMs <= 0 && onGround) {
      body.setVelocityY(-gameConfig.boss.jumpVelocity.value);
      this.untilJumpMs = spread(gameConfig.boss.jumpEveryMs.value);
    }
    this.untilShotMs -= delta;
    if (this.untilShotMs <= 0) {
      this.wantsToShoot = true;
      this.untilShotMs = spread(gameConfig.boss.shootEveryMs.value);
    }
    playAnimation(
      this,
      this.textureKey,
      this.wantsToShoot ? 'attack' : Math.abs(body.velocity.x) > 1 ? 'walk' : 'idle',
    );
  }

  /** The boss shrugs off hits for a moment after each one, so a flurry counts once. */
  override hurt(damage: number, fromX: number): HitResult {
    if (this.invulnerableMs > 0 || !this.alive) return 'ignored';
    this.invulnerableMs = gameConfig.boss.invulnerableMs.value;
    this.awake = true;
    const result = super.hurt(damage, fromX);
    this.arcadeBody.setVelocity((this.x < fromX ? -1 : 1) * 80, -120);
    return result;
  }
}

function spread(averageMs: number): number {
  return averageMs * random.float(0.75, 1.25);
}
