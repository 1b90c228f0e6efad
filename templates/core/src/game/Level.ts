// HOOK FILE: the core example's level: walk to the beacon before the time limit; sparks are points.
// It uses only the core's hooks (no family), with arcade physics and no gravity.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import {
  BaseLevelScene,
  emit,
  playAnimation,
  playSfx,
  random,
  round,
  type LevelInfo,
  type PlayerSnapshot,
} from '../core/index.ts';
import { LEVELS } from './levels.ts';

const CELL = 32;
/** The map starts below the HUD bar. */
const TOP = 24;

export class Level extends BaseLevelScene {
  private walker!: Phaser.Physics.Arcade.Sprite;
  private sparks!: Phaser.Physics.Arcade.StaticGroup;
  private beacon!: Phaser.Physics.Arcade.Image;
  private sparksTaken = 0;

  constructor() {
    super('Level');
  }

  protected override buildLevel(info: LevelInfo): void {
    const rows = LEVELS[info.id];
    if (!rows) throw new Error(`src/game/levels.ts has no level "${info.id}"`);
    this.sparksTaken = 0;
    this.add.image(0, 0, 'night-sky').setOrigin(0, 0);
    const walls = this.physics.add.staticGroup();
    const open: { x: number; y: number }[] = [];
    let start = { x: CELL * 1.5, y: TOP + CELL * 1.5 };
    let goal = { x: 0, y: 0 };
    rows.forEach((row, r) => {
      [...row].forEach((ch, c) => {
        const x = c * CELL + CELL / 2;
        const y = TOP + r * CELL + CELL / 2;
        if (ch === '#') walls.create(x, y, 'stone');
        else if (ch === 'P') start = { x, y };
        else if (ch === 'B') goal = { x, y };
        else open.push({ x, y });
      });
    });
    this.walker = this.physics.add.sprite(start.x, start.y, 'walker');
    this.walker.setCollideWorldBounds(true);
    this.physics.add.collider(this.walker, walls);
    this.beacon = this.physics.add.staticImage(goal.x, goal.y - 8, 'beacon');
    this.physics.add.overlap(this.walker, this.beacon, () => this.reachBeacon());
    this.sparks = this.physics.add.staticGroup();
    const far = open.filter((p) => Math.abs(p.x - start.x) + Math.abs(p.y - start.y) > CELL * 3);
    for (const spot of random.shuffle(far).slice(0, gameConfig.beacon.sparkCount.value))
      this.sparks.create(spot.x, spot.y, 'spark');
    this.physics.add.overlap(this.walker, this.sparks, (_w, spark) =>
      this.takeSpark(spark as Phaser.Physics.Arcade.Image),
    );
  }

  protected override updateLevel(): void {
    const speed = gameConfig.beacon.playerSpeed.value;
    const dx = (this.controls.isDown('right') ? 1 : 0) - (this.controls.isDown('left') ? 1 : 0);
    const dy = (this.controls.isDown('down') ? 1 : 0) - (this.controls.isDown('up') ? 1 : 0);
    const norm = dx !== 0 && dy !== 0 ? Math.SQRT1_2 : 1;
    this.walker.setVelocity(dx * speed * norm, dy * speed * norm);
    if (dx !== 0) this.walker.setFlipX(dx < 0);
    playAnimation(this.walker, 'walker', dx !== 0 || dy !== 0 ? 'walk' : 'idle');
    if (this.timeLeftMs() <= 0) this.failLevel('Time up');
  }

  protected override freezeLevel(): void {
    this.walker.setVelocity(0, 0);
    this.physics.pause();
  }

  override describePlayer(): PlayerSnapshot {
    const body = this.walker.body as Phaser.Physics.Arcade.Body;
    return {
      x: round(this.walker.x),
      y: round(this.walker.y),
      vx: round(body.velocity.x),
      vy: round(body.velocity.y),
      hp: 1,
    };
  }

  override describeEntities(): Record<string, unknown> {
    return {
      sparks: this.sparks
        .getChildren()
        .map((s) => ({ x: round((s as Phaser.GameObjects.Image).x), y: round((s as Phaser.GameObjects.Image).y) })),
      beacon: { x: round(this.beacon.x), y: round(this.beacon.y) },
    };
  }

  override describeFlags(): Record<string, unknown> {
    return { timeLeftMs: Math.max(0, Math.round(this.timeLeftMs())), sparksTaken: this.sparksTaken };
  }

  override hudLines(): string[] {
    return [`Time ${Math.max(0, Math.ceil(this.timeLeftMs() / 1000))}`];
  }

  private timeLeftMs(): number {
    return gameConfig.beacon.timeLimitSeconds.value * 1000 - this.elapsedMs;
  }

  private takeSpark(spark: Phaser.Physics.Arcade.Image): void {
    spark.destroy();
    this.sparksTaken++;
    playSfx(this, 'sfx-pickup');
    this.addScore(gameConfig.beacon.sparkScore.value, 'spark');
    emit('spark_collected', { total: this.sparksTaken });
  }

  private reachBeacon(): void {
    if (this.ended) return;
    playSfx(this, 'sfx-win');
    this.addScore(gameConfig.beacon.beaconScore.value, 'beacon');
    emit('beacon_reached', { timeMs: Math.round(this.elapsedMs) });
    this.completeLevel();
  }
}
