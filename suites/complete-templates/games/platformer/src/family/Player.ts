// The platformer hero: running, jumping (coyote time, jump buffer, short hops, optional double jump),
// facing, hit points with invulnerability after a hit, and the timing of attacks. What the attacks hit
// is the level's business (PlatformerLevelScene).
import Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { playAnimation, type Controls } from '../core/index.ts';
import { HERO_BODY } from './asciiLevel.ts';

/** What the player did this frame, for the level to act on (sounds, events, hit tests). */
export interface PlayerFrame {
  jumped: 'ground' | 'air' | null;
  swung: boolean;
  shot: boolean;
}

export class PlatformerPlayer extends Phaser.Physics.Arcade.Sprite {
  hp = gameConfig.player.maxHp.value;
  facing: 1 | -1 = 1;
  private readonly textureKey: string;
  private sinceGroundMs = 0;
  private jumpBufferedMs = 0;
  private airJumpsLeft = 0;
  private rising = false;
  private invulnerableMs = 0;
  private stunnedMs = 0;
  private meleeCooldownMs = 0;
  private rangedCooldownMs = 0;
  private swingShowMs = 0;

  constructor(scene: Phaser.Scene, x: number, y: number, texture: string) {
    super(scene, x, y, texture);
    this.textureKey = texture;
    scene.add.existing(this);
    scene.physics.add.existing(this);
    const w = Math.round(this.width * HERO_BODY.width);
    const h = Math.round(this.height * HERO_BODY.height);
    this.body!.setSize(w, h).setOffset((this.width - w) / 2, this.height - h);
    this.setCollideWorldBounds(true);
    this.setDepth(3);
  }

  get arcadeBody(): Phaser.Physics.Arcade.Body {
    return this.body as Phaser.Physics.Arcade.Body;
  }

  get onGround(): boolean {
    return this.arcadeBody.blocked.down || this.arcadeBody.touching.down;
  }

  get invulnerable(): boolean {
    return this.invulnerableMs > 0;
  }

  get canAirJump(): boolean {
    return this.airJumpsLeft > 0;
  }

  /** Reads the actions and moves; returns what happened. Call once per frame while the level runs. */
  control(controls: Controls, delta: number): PlayerFrame {
    const body = this.arcadeBody;
    const frame: PlayerFrame = { jumped: null, swung: false, shot: false };
    this.invulnerableMs = Math.max(0, this.invulnerableMs - delta);
    this.stunnedMs = Math.max(0, this.stunnedMs - delta);
    this.meleeCooldownMs = Math.max(0, this.meleeCooldownMs - delta);
    this.rangedCooldownMs = Math.max(0, this.rangedCooldownMs - delta);
    this.swingShowMs = Math.max(0, this.swingShowMs - delta);
    this.setAlpha(this.invulnerableMs > 0 && Math.floor(this.invulnerableMs / 80) % 2 === 0 ? 0.4 : 1);

    if (this.onGround) {
      this.sinceGroundMs = 0;
      this.airJumpsLeft = gameConfig.player.doubleJump.value ? 1 : 0;
      this.rising = false;
    } else {
      this.sinceGroundMs += delta;
    }

    // A knocked-back player drifts for a moment instead of steering.
    if (this.stunnedMs === 0) {
      const dir = (controls.isDown('right') ? 1 : 0) - (controls.isDown('left') ? 1 : 0);
      body.setVelocityX(dir * gameConfig.player.walkSpeed.value);
      if (dir !== 0) this.facing = dir > 0 ? 1 : -1;
    }
    this.setFlipX(this.facing < 0);

    if (controls.justPressed('jump')) this.jumpBufferedMs = gameConfig.player.jumpBufferMs.value;
    else this.jumpBufferedMs = Math.max(0, this.jumpBufferedMs - delta);
    if (this.jumpBufferedMs > 0 && this.stunnedMs === 0) {
      if (this.sinceGroundMs <= gameConfig.player.coyoteTimeMs.value) {
        body.setVelocityY(-gameConfig.player.jumpVelocity.value);
        this.sinceGroundMs = Number.POSITIVE_INFINITY;
        frame.jumped = 'ground';
      } else if (this.airJumpsLeft > 0 && controls.justPressed('jump')) {
        body.setVelocityY(-gameConfig.player.doubleJumpVelocity.value);
        this.airJumpsLeft--;
        frame.jumped = 'air';
      }
      if (frame.jumped) {
        this.jumpBufferedMs = 0;
        this.rising = true;
      }
    }
    // Letting go of jump while rising cuts the jump short.
    if (this.rising && body.velocity.y < 0 && !controls.isDown('jump')) {
      body.setVelocityY(body.velocity.y * gameConfig.player.jumpCutFactor.value);
      this.rising = false;
    }
    if (body.velocity.y >= 0) this.rising = false;

    if (gameConfig.melee.enabled.value && controls.justPressed('attack') && this.meleeCooldownMs === 0) {
      this.meleeCooldownMs = gameConfig.melee.cooldownMs.value;
      this.swingShowMs = 200;
      frame.swung = true;
    }
    if (gameConfig.ranged.enabled.value && controls.justPressed('shoot') && this.rangedCooldownMs === 0) {
      this.rangedCooldownMs = gameConfig.ranged.cooldownMs.value;
      this.swingShowMs = 150;
      frame.shot = true;
    }
    this.animate();
    return frame;
  }

  /** Takes damage unless invulnerable; pushes away from `fromX`. Returns whether it hurt. */
  hurt(damage: number, fromX: number): boolean {
    if (this.invulnerableMs > 0 || this.hp <= 0) return false;
    this.hp = Math.max(0, this.hp - damage);
    this.invulnerableMs = gameConfig.player.invulnerableMs.value;
    this.stunnedMs = 250;
    const away = this.x < fromX ? -1 : 1;
    this.arcadeBody.setVelocity(away * gameConfig.player.knockbackX.value, -gameConfig.player.knockbackY.value);
    this.rising = false;
    return true;
  }

  heal(amount: number): void {
    this.hp = Math.min(gameConfig.player.maxHp.value, this.hp + amount);
  }

  /** The bounce after landing on an enemy's head. */
  bounce(): void {
    this.arcadeBody.setVelocityY(-gameConfig.player.stompBounce.value);
    this.airJumpsLeft = gameConfig.player.doubleJump.value ? 1 : 0;
    this.rising = false;
  }

  /** The rectangle a swing hits, in front of the player. */
  swingArea(): Phaser.Geom.Rectangle {
    const body = this.arcadeBody;
    const range = gameConfig.melee.range.value;
    const x = this.facing > 0 ? body.right : body.left - range;
    return new Phaser.Geom.Rectangle(x, body.top - 4, range, body.height + 8);
  }

  private animate(): void {
    const body = this.arcadeBody;
    let name: string;
    if (this.stunnedMs > 0) name = 'hurt';
    else if (this.swingShowMs > 0) name = 'attack';
    else if (!this.onGround) name = body.velocity.y < 0 ? 'jump' : 'fall';
    else name = Math.abs(body.velocity.x) > 1 ? 'run' : 'idle';
    playAnimation(this, this.textureKey, name);
  }
}
