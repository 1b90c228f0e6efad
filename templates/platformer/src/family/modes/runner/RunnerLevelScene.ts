// The platformer family's runner mode: a Level base class that plays a course of runnerRules.ts (the hero runs, flies
// or flaps right on its own, faster every interval; obstacles or gates and pickups from the spec's seeded stream) and
// draws it.
// The rules step at a fixed 60 Hz, so what the game does is what the generator's planner proved. Games extend it in
// src/game/Level.ts and fill runnerSpec(), assetKeys() and labels(). See docs/template_api.md.
import type Phaser from 'phaser';
import {
  BaseLevelScene,
  emit,
  findAsset,
  playAnimation,
  playMusic,
  playSfx,
  round,
  type LevelInfo,
  type LevelOutcome,
  type PlayerSnapshot,
} from '../../../core/index.ts';
import {
  buildCourse,
  elapsedMs,
  heroBox,
  RUNNER_FRAME_MS,
  RUNNER_WORLD,
  startState,
  stepRunner,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerSpec,
  type RunnerState,
} from './runnerRules.ts';

/** Registry keys the runner draws with; every one must exist in assets.json. */
export interface RunnerAssetKeys {
  hero: string;
  obstacle: string;
  pickup: string;
  /** An image tiled along the ground (and the ceiling when flying). */
  ground: string;
  /** What the hero rides, drawn under it. */
  vehicle?: string;
  background?: string;
  music?: string;
  sfx?: Partial<Record<'jump' | 'pickup' | 'crash' | 'ramp' | 'win', string>>;
}

/** The words the HUD and banners use. */
export interface RunnerLabels {
  /** The pickups' name in the HUD ("Moths"). */
  pickups: string;
  /** Shown as the level starts. */
  banner: string;
  /** Shown at each speed ramp. */
  ramp: string;
  /** Flap: the gaps' name in the HUD ("Gaps"). */
  gates?: string;
}

/** Pixels per metre in the HUD and in flags.distanceM. */
const PX_PER_METRE = 10;

export abstract class RunnerLevelScene extends BaseLevelScene {
  protected course!: RunnerCourse;
  protected run!: RunnerState;
  protected keys!: RunnerAssetKeys;
  private hero!: Phaser.GameObjects.Sprite;
  private vehicle: Phaser.GameObjects.Image | undefined;
  private background: Phaser.GameObjects.TileSprite | undefined;
  private groundStrip!: Phaser.GameObjects.TileSprite;
  private ceilingStrip: Phaser.GameObjects.TileSprite | undefined;
  private obstacleSprites = new Map<number, Phaser.GameObjects.Image>();
  /** Flap: each gate's top column (the map above holds its bottom one). */
  private gateTops = new Map<number, Phaser.GameObjects.Image>();
  /** Flap: the step of the first flap, from which the flyer is in the air (null before it). */
  private firstFlapStep: number | null = null;
  private pickupSprites = new Map<number, Phaser.GameObjects.Sprite>();
  private nextSpawn = 0;
  private nextPickupSpawn = 0;
  private accumulator = 0;

  // ---- game hooks (src/game/Level.ts) ----

  /** The course of the level `info.id` (written by the generator into src/game/levels.ts). */
  protected abstract runnerSpec(info: LevelInfo): RunnerSpec;

  /** Which registry keys to draw and play with. */
  protected abstract assetKeys(): RunnerAssetKeys;

  protected labels(): RunnerLabels {
    return { pickups: 'Pickups', banner: 'Run!', ramp: 'Faster!' };
  }

  /** Every rule event as it happens, after the family has acted on it. */
  protected onRunnerEvent(_event: RunnerEvent): void {}

  // ---- the family's part of the core lifecycle ----

  protected override buildLevel(info: LevelInfo): void {
    this.keys = this.assetKeys();
    this.checkAssetKeys();
    this.course = buildCourse(this.runnerSpec(info));
    this.run = startState(this.course);
    this.obstacleSprites = new Map();
    this.gateTops = new Map();
    this.firstFlapStep = null;
    this.pickupSprites = new Map();
    this.nextSpawn = 0;
    this.nextPickupSpawn = 0;
    this.accumulator = 0;
    const { width, height } = this.scale;
    const W = RUNNER_WORLD;
    if (this.keys.background) {
      const bg = findAsset(this.keys.background);
      const parallax = bg?.type === 'background' ? (bg.parallax ?? 0.3) : 0.3;
      this.background = this.add
        .tileSprite(0, 0, width, height, this.keys.background)
        .setOrigin(0, 0)
        .setScrollFactor(0)
        .setDepth(-10);
      this.background.setData('parallax', parallax);
    } else {
      this.background = undefined;
    }
    this.groundStrip = this.add
      .tileSprite(0, W.groundY, width, height - W.groundY, this.keys.ground)
      .setOrigin(0, 0)
      .setScrollFactor(0)
      .setDepth(-1);
    this.ceilingStrip =
      this.course.spec.kind === 'fly'
        ? this.add
            .tileSprite(0, 0, width, W.ceilingY, this.keys.ground)
            .setOrigin(0, 0)
            .setScrollFactor(0)
            .setDepth(-1)
            .setFlipY(true)
        : undefined;
    this.hero = this.add.sprite(0, 0, this.keys.hero).setDepth(3);
    if (this.keys.vehicle) this.vehicle = this.add.image(0, 0, this.keys.vehicle).setDepth(2);
    else this.vehicle = undefined;
    // The world is the course: from the start to past its last obstacle (the physics bounds say so to tools).
    const last = this.course.obstacles[this.course.obstacles.length - 1];
    const length =
      Math.max(last ? last.right : 0, this.course.spec.goal.kind === 'distance' ? this.course.spec.goal.px : 0) + width;
    if (this.physics?.world) this.physics.world.setBounds(-W.heroScreenX, 0, length + W.heroScreenX, height);
    this.cameras.main.setScroll(-W.heroScreenX, 0);
    this.placeHero();
    this.spawnAhead();
    if (this.keys.music) playMusic(this, this.keys.music);
    this.showBanner(this.labels().banner, 1500);
  }

  protected override updateLevel(_time: number, delta: number): void {
    const kind = this.course.spec.kind;
    const input =
      kind === 'fly'
        ? { up: this.controls.isDown('up'), down: this.controls.isDown('down') }
        : kind === 'flap'
          ? { flap: this.controls.isDown('flap') || this.input.activePointer.isDown }
          : { jump: this.controls.isDown('jump') };
    // Fixed steps: the rules advance in whole 60 Hz steps whatever the frame rate, as the planner modelled them.
    this.accumulator = Math.min(this.accumulator + delta, RUNNER_FRAME_MS * 5);
    while (this.accumulator >= RUNNER_FRAME_MS - 1e-6 && !this.ended) {
      this.accumulator -= RUNNER_FRAME_MS;
      for (const event of stepRunner(this.course, this.run, input)) this.handle(event);
    }
    if (this.ended) return;
    this.cameras.main.setScroll(this.run.x - RUNNER_WORLD.heroScreenX, 0);
    const scroll = this.cameras.main.scrollX;
    if (this.background) this.background.tilePositionX = scroll * (this.background.getData('parallax') as number);
    this.groundStrip.tilePositionX = scroll;
    if (this.ceilingStrip) this.ceilingStrip.tilePositionX = scroll;
    this.placeHero();
    this.spawnAhead();
    this.dropBehind();
  }

  protected override freezeLevel(outcome: LevelOutcome): void {
    this.hero.anims.pause();
    if (outcome === 'won') this.playCue('win');
  }

  override describePlayer(): PlayerSnapshot {
    return {
      x: round(this.run.x),
      y: round(this.run.y),
      vx: round(this.run.speed),
      vy: round(this.run.vy),
      hp: this.run.crashed ? 0 : 1,
    };
  }

  override describeEntities(): Record<string, unknown> {
    const ahead = this.course.obstacles.slice(this.run.next, this.run.next + 3);
    return {
      obstacles: ahead.map((o) => ({ kind: o.kind, x: round(o.left), top: round(o.top), bottom: round(o.bottom) })),
      pickups: this.pickupSprites.size,
    };
  }

  override describeFlags(): Record<string, unknown> {
    const goal = this.course.spec.goal;
    const kind = this.course.spec.kind;
    const flown =
      kind === 'fly'
        ? elapsedMs(this.run)
        : this.firstFlapStep === null
          ? 0
          : Math.round((this.run.step - this.firstFlapStep) * RUNNER_FRAME_MS);
    return {
      mode: kind,
      ...(kind === 'run' ? {} : { heroY: Math.floor(this.run.y), flownMs: flown }),
      // fallBelowGap: while it falls, how far the flyer is below the next gap's middle (-1000 while it rises).
      ...(kind === 'flap'
        ? { gatesPassed: this.run.passed, flaps: this.run.flaps, fallBelowGap: this.fallBelowGap() }
        : {}),
      distance: Math.floor(this.run.x),
      distanceM: Math.floor(this.run.x / PX_PER_METRE),
      speed: round(this.run.speed),
      speedRamps: this.run.ramps,
      rampGapMs: this.run.rampGapMs,
      survivedMs: elapsedMs(this.run),
      obstaclesPassed: this.run.passed,
      pickupsCollected: this.run.pickups,
      onGround: this.run.onGround,
      ...(goal.kind === 'time'
        ? { goalMs: goal.ms }
        : goal.kind === 'gates'
          ? { goalGates: goal.count }
          : { goalM: Math.round(goal.px / PX_PER_METRE) }),
    };
  }

  override hudLines(): string[] {
    const goal = this.course.spec.goal;
    const speed = `Speed x${(this.run.speed / this.course.spec.baseSpeed).toFixed(2)}`;
    if (this.course.spec.kind === 'flap') {
      const count = goal.kind === 'gates' ? `/${goal.count}` : '';
      const gaps = `${this.labels().gates ?? 'Gaps'} ${this.run.passed}${count}`;
      return goal.kind === 'time' ? [gaps, `${clock(elapsedMs(this.run))}/${clock(goal.ms)}`, speed] : [gaps, speed];
    }
    const progress =
      goal.kind === 'time'
        ? `${clock(elapsedMs(this.run))}/${clock(goal.ms)}`
        : goal.kind === 'gates'
          ? `Passed ${this.run.passed}/${goal.count}`
          : `Distance ${Math.floor(this.run.x / PX_PER_METRE)}/${Math.round(goal.px / PX_PER_METRE)} m`;
    return [progress, speed, `${this.labels().pickups} ${this.run.pickups}`];
  }

  // ---- inside the family ----

  private fallBelowGap(): number {
    if (this.run.vy < 0) return -1000;
    const gate = this.course.obstacles[this.run.next];
    const middle = gate ? (gate.gapTop! + gate.gapBottom!) / 2 : (RUNNER_WORLD.groundY + RUNNER_WORLD.ceilingY) / 2;
    return Math.floor(this.run.y - middle);
  }

  private handle(event: RunnerEvent): void {
    switch (event.type) {
      case 'speed_ramped':
        emit('speed_ramped', { ramp: event.ramp, speed: event.speed, atMs: event.atMs });
        this.playCue('ramp');
        // A ramp on the winning step would cover the win's banner.
        if (!this.run.won)
          this.showBanner(`${this.labels().ramp} x${(event.speed / this.course.spec.baseSpeed).toFixed(2)}`, 900);
        break;
      case 'obstacle_passed':
        emit('obstacle_passed', { index: event.index, kind: event.kind, passed: event.passed });
        if (event.kind === 'gate') {
          // The flap kind's score is the gaps passed.
          emit('gate_passed', { index: event.index, passed: event.passed });
          this.addScore(1, 'gate');
        } else this.addScore(10, 'obstacle');
        break;
      case 'flapped':
        if (event.flaps === 1) this.firstFlapStep = this.run.step;
        emit('player_flapped', { flaps: event.flaps });
        this.playCue('jump');
        break;
      case 'pickup_collected': {
        this.pickupSprites.get(event.index)?.destroy();
        this.pickupSprites.delete(event.index);
        emit('pickup_collected', { index: event.index, collected: event.collected });
        this.addScore(25, 'pickup');
        this.playCue('pickup');
        break;
      }
      case 'jumped':
        emit('player_jumped', { double: false });
        this.playCue('jump');
        break;
      case 'crashed':
        emit('player_hurt', { hp: 0, damage: 1, source: event.kind === 'ground' ? 'ground' : 'obstacle' });
        emit('player_died', { reason: event.kind === 'ground' ? 'ground' : 'obstacle' });
        this.playCue('crash');
        this.hero.setTint(0xff6666);
        this.failLevel('Crashed');
        break;
      case 'goal_reached':
        emit('goal_reached', { level: this.levelInfo().number, timeMs: elapsedMs(this.run) });
        this.completeLevel();
        break;
    }
    this.onRunnerEvent(event);
  }

  private placeHero(): void {
    const box = heroBox(this.course, this.run);
    const fly = this.course.spec.kind !== 'run';
    // A runner's picture stands on the body's bottom edge; a flyer's is centred on its body.
    this.hero.setPosition(this.run.x, fly ? (box.top + box.bottom) / 2 : box.bottom - this.hero.displayHeight / 2);
    const anim = fly ? 'run' : this.run.onGround ? 'run' : this.run.vy < 0 ? 'jump' : 'fall';
    playAnimation(this.hero, this.keys.hero, anim);
    if (this.vehicle)
      this.vehicle.setPosition(this.run.x, box.bottom + (fly ? 4 : -this.vehicle.displayHeight / 2 + 2));
  }

  /** Makes sprites for the obstacles and pickups that come into view (plus a margin). */
  private spawnAhead(): void {
    const edge = this.run.x + this.scale.width;
    const { obstacles, pickups } = this.course;
    while (this.nextSpawn < obstacles.length && obstacles[this.nextSpawn]!.left < edge) {
      const o = obstacles[this.nextSpawn++]!;
      if (o.kind === 'gate') {
        this.spawnGate(o.index, (o.left + o.right) / 2, o.right - o.left, o.gapTop!, o.gapBottom!);
        continue;
      }
      const image = this.add
        .image((o.left + o.right) / 2, (o.top + o.bottom) / 2, this.keys.obstacle)
        .setDisplaySize(o.right - o.left, o.bottom - o.top)
        .setDepth(1);
      if (o.kind === 'ceiling') image.setFlipY(true);
      this.obstacleSprites.set(o.index, image);
    }
    while (this.nextPickupSpawn < pickups.length && pickups[this.nextPickupSpawn]!.x < edge) {
      const p = pickups[this.nextPickupSpawn++]!;
      if (this.run.taken[p.index]) continue;
      const sprite = this.add.sprite(p.x, p.y, this.keys.pickup).setDepth(2);
      playAnimation(sprite, this.keys.pickup, 'spin');
      this.pickupSprites.set(p.index, sprite);
    }
  }

  /** A gate: the obstacle's picture as a column hanging from the top to the gap, and one standing up from below it. */
  private spawnGate(index: number, x: number, width: number, gapTop: number, gapBottom: number): void {
    const groundY = RUNNER_WORLD.groundY;
    const top = this.add
      .image(x, gapTop / 2, this.keys.obstacle)
      .setDisplaySize(width, gapTop)
      .setFlipY(true)
      .setDepth(1);
    const bottom = this.add
      .image(x, (gapBottom + groundY) / 2, this.keys.obstacle)
      .setDisplaySize(width, groundY - gapBottom)
      .setDepth(1);
    this.gateTops.set(index, top);
    this.obstacleSprites.set(index, bottom);
  }

  /** Removes sprites that scrolled out of view behind the hero. */
  private dropBehind(): void {
    const behind = this.run.x - RUNNER_WORLD.heroScreenX - 64;
    for (const [index, image] of this.obstacleSprites) {
      if (image.x + image.displayWidth / 2 >= behind) continue;
      image.destroy();
      this.obstacleSprites.delete(index);
      this.gateTops.get(index)?.destroy();
      this.gateTops.delete(index);
    }
    for (const [index, sprite] of this.pickupSprites) {
      if (sprite.x >= behind) continue;
      sprite.destroy();
      this.pickupSprites.delete(index);
    }
  }

  private playCue(cue: keyof NonNullable<RunnerAssetKeys['sfx']>): void {
    const key = this.keys.sfx?.[cue];
    if (key) playSfx(this, key);
  }

  private checkAssetKeys(): void {
    const missing = Object.entries(this.keys)
      .flatMap(([name, value]) =>
        name === 'sfx'
          ? Object.entries(value as Record<string, string>).map(([cue, key]) => [`sfx.${cue}`, key] as const)
          : [[name, value as string] as const],
      )
      .filter(([, key]) => key !== undefined && !findAsset(key))
      .map(([name, key]) => `${name}: "${key}"`);
    if (missing.length)
      throw new Error(`assetKeys() in src/game/Level.ts names keys that are not in assets.json: ${missing.join(', ')}`);
  }
}

/** 75000 → "1:15". */
function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
