// PROTECTED: the top-down family's Level base class. It fills the core's family hooks (buildLevel,
// updateLevel, freezeLevel, describe*, hudLines) with free eight-way movement, shooting (auto-aimed or along
// the facing direction from the keyboard, at the pointer with the mouse), enemies that wake, chase and
// shoot, waves from spawn points, pickups, and the ways to win (clear the waves, reach the exit, or a level's
// objective: collect the items and escape before the threat acts, or survive until the rescue and board it).
// The game's Level (src/game/Level.ts) fills the narrower game hooks below. See docs/template_api.md.
import Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import {
  animationKey,
  BaseLevelScene,
  emit,
  playSfx,
  random,
  round,
  type LevelInfo,
  type LevelOutcome,
  type PlayerSnapshot,
} from '../../../core/index.ts';
import { directionTo, facingRow, moveVector, nearestTarget, type Vector } from './behaviours/aim.ts';
import { FlowField } from './behaviours/navigation.ts';
import { WaveDirector, type WaveEvent } from './behaviours/waves.ts';
import { defaultEnemyStats, levelRules, waveTiming, type EnemyStats } from './config.ts';
import { ObjectiveMode } from './ObjectiveMode.ts';
import {
  cellsSee,
  HUD_HEIGHT,
  isWalkable,
  parseLevel,
  validateLevel,
  winConditionOf,
  type EnemyKind,
  type GridCell,
  type PickupKind,
  type TopDownLevelSpec,
  type TopDownMap,
  type WinCondition,
} from '../../levelMap.ts';
import { buildTerrain } from '../../world.ts';

/** Asset keys (from assets.json) the family draws with; the game's art() hook returns them. */
export interface TopDownArt {
  /** Spritesheet with "idle" and "walk" animations; a top-down view sheet turns to face where it walks. */
  player: string;
  /** Spritesheet or image per enemy kind the game's levels use (a "walk" animation plays when present). */
  enemies: Partial<Record<EnemyKind, string>>;
  playerShot: string;
  enemyShot: string;
  pickups: Record<PickupKind, string>;
  /** Needed when a level has an exit "X". */
  exit?: string;
  /** Needed when a level has a sleeping threat "Z" (an escape objective). */
  threat?: string;
  /** Needed when a level has a rescue spot "H" (a rescue objective): the rescue that lands there. */
  rescue?: string;
  /** Image for low obstacles "~". */
  low: string;
  /** Arena sub-mode: the floor background and the wall image. */
  background?: string;
  wall?: string;
  /** Tilemap sub-mode: a "floor-walls" tileset. */
  tileset?: string;
  /** Sound keys (audio entries of assets.json); each is optional. */
  sounds?: Partial<Record<'shoot' | 'hit' | 'hurt' | 'pickup' | 'explode' | 'wave' | 'empty', string>>;
}

/** An enemy as the game hooks see it. */
export interface EnemyInfo {
  kind: EnemyKind;
  x: number;
  y: number;
  /** True for enemies a wave brought; false for enemies placed in the level. */
  fromWave: boolean;
  stats: EnemyStats;
}

/** What goalReached() decides from. */
export interface GoalProgress {
  win: WinCondition;
  /** True when the level has no waves or its last wave is cleared. */
  wavesCleared: boolean;
  /** Enemies alive now (placed and from waves, arrivals still glowing included). */
  enemiesAlive: number;
  exitReached: boolean;
  /** True once the hero boarded the rescue of a rescue objective. */
  rescued: boolean;
}

type Sprite = Phaser.Physics.Arcade.Sprite;
type Body = Phaser.Physics.Arcade.Body;

interface EnemyState {
  kind: EnemyKind;
  stats: EnemyStats;
  hp: number;
  fromWave: boolean;
  awake: boolean;
  /** Until the next decision about where to go. */
  thinkMs: number;
  /** Until it may shoot again. */
  fireMs: number;
  /** Whether it saw the player at its last decision. */
  sees: boolean;
  /** The cell it was placed in or arrived at; a sleeping enemy wanders near it. */
  home: GridCell;
  /** Which way a ranged enemy circles while it holds its distance. */
  strafe: 1 | -1;
  flashMs: number;
}

interface ShotState {
  damage: number;
  lifeMs: number;
}

interface PickupState {
  kind: PickupKind;
  /** Time left before a dropped pickup vanishes; undefined for pickups placed in the level. */
  lifeMs: number | undefined;
}

interface Arrival {
  kind: EnemyKind;
  x: number;
  y: number;
  waitMs: number;
  marker: Phaser.GameObjects.Arc;
}

const ENTITY_LIST_LIMIT = 10;
const PLACEHOLDER_TINTS: Partial<Record<EnemyKind, number>> = { shooter: 0x00a000 };

export abstract class TopDownLevelScene extends BaseLevelScene {
  // ---- per-level state (reset in buildLevel: the scene instance is reused for every level and retry) ----
  private spec!: TopDownLevelSpec;
  private map!: TopDownMap;
  private win: WinCondition = 'waves';
  private artKeys!: TopDownArt;
  private cell = 32;
  private hero!: Sprite;
  private enemies!: Phaser.Physics.Arcade.Group;
  private playerShots!: Phaser.Physics.Arcade.Group;
  private enemyShots!: Phaser.Physics.Arcade.Group;
  private pickups!: Phaser.Physics.Arcade.Group;
  private exitGate: Phaser.Physics.Arcade.Image | undefined;
  private readonly enemyStates = new Map<Sprite, EnemyState>();
  private readonly shotStates = new Map<Phaser.Physics.Arcade.Image, ShotState>();
  private readonly pickupStates = new Map<Phaser.Physics.Arcade.Image, PickupState>();
  private arrivals: Arrival[] = [];
  private director: WaveDirector | undefined;
  private field!: FlowField;
  private hp = 0;
  private ammoLeft = 0;
  private kills = 0;
  private cooldownMs = 0;
  private regenMs = 0;
  private invulnerableMs = 0;
  private facing: Vector = { x: 1, y: 0 };
  private aimMode: 'move' | 'auto' | 'pointer' = 'move';
  private pointerShot: Vector | undefined;
  /** A tap of fire waiting for the weapon to be ready. */
  private tapQueued = false;
  private exitReached = false;
  private emptyReported = false;
  private objective: ObjectiveMode | undefined;

  // ---- game hooks (src/game/Level.ts) ----

  /** The level for `info`: sub-mode, ASCII rows, waves, and how it is won. Runs once per level start. */
  protected abstract levelSpec(info: LevelInfo): TopDownLevelSpec;

  /** Asset keys to draw with. Runs once per level start. */
  protected abstract art(): TopDownArt;

  /** Extra ASCII characters the game's levels use, with what they mean (cells holding them count as floor). */
  protected customLegend(): Record<string, string> {
    return {};
  }

  /** Runs once per cell holding a custom legend character, after the terrain and the player exist. */
  protected placeCustom(_char: string, _x: number, _y: number, _cell: GridCell): void {}

  /** How an enemy of `kind` fights on this level; defaults are gameConfig.enemies.<kind>. */
  protected enemyStats(kind: EnemyKind, _info: LevelInfo): EnemyStats {
    return defaultEnemyStats(kind);
  }

  /**
   * What a defeated enemy leaves behind, or null. Default: gameConfig.pickups chance and weights (health only while
   * hurt).
   */
  protected dropFor(_enemy: EnemyInfo): PickupKind | null {
    if (!random.chance(gameConfig.pickups.dropChance.value)) return null;
    const weights: [PickupKind, number][] = [
      ['health', this.hp < gameConfig.player.maxHp.value ? gameConfig.pickups.healthWeight.value : 0],
      ['ammo', gameConfig.pickups.ammoWeight.value],
      ['score', gameConfig.pickups.scoreWeight.value],
    ];
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    if (total <= 0) return null;
    let roll = random.float(0, total);
    for (const [kind, w] of weights) {
      if (roll < w) return kind;
      roll -= w;
    }
    return null;
  }

  /** Whether the level is won now; checked every frame. Default: the exit was reached (an escape's exit only once it is
   * open), the rescue boarded, or every wave is cleared and no enemy is left. */
  protected goalReached(progress: GoalProgress): boolean {
    if (progress.win === 'rescue') return progress.rescued;
    return progress.win === 'exit' ? progress.exitReached : progress.wavesCleared && progress.enemiesAlive === 0;
  }

  /** A wave begins (`wave` is 1-based). */
  protected onWaveStarted(_wave: number, _total: number): void {}

  /** Every enemy of a wave is down. */
  protected onWaveCleared(_wave: number, _total: number): void {}

  /** An enemy was defeated (after its points were added). */
  protected onEnemyKilled(_enemy: EnemyInfo): void {}

  /** The player picked something up. */
  protected onPickupCollected(_kind: PickupKind): void {}

  /** The player lost health; `hp` is what is left. */
  protected onPlayerHurt(_damage: number, _hp: number): void {}

  // ---- family hooks of the core, filled ----

  protected override buildLevel(info: LevelInfo): void {
    this.spec = this.levelSpec(info);
    this.artKeys = this.art();
    this.cell = gameConfig.world.cellSize.value;
    const legend = this.customLegend();
    const problems = validateLevel(this.spec, levelRules(this.scale.width, this.scale.height), legend);
    if (problems.length) throw new Error(`level "${info.id}": ${problems.join('; ')}`);
    const parsed = parseLevel(this.spec.rows, legend);
    if (!parsed.ok) throw new Error(`level "${info.id}": ${parsed.problems.join('; ')}`);
    this.map = parsed.map;
    this.win = winConditionOf(this.spec, this.map);
    this.resetState();

    const art = this.artKeys;
    const terrain = buildTerrain(
      this,
      this.map,
      this.spec.mode,
      { background: art.background, wall: art.wall, tileset: art.tileset, low: art.low },
      this.cell,
    );
    this.field = new FlowField(this.map);

    const start = this.cellCentre(this.map.player);
    this.hero = this.physics.add.sprite(start.x, start.y, art.player).setDepth(10);
    this.hero.setCollideWorldBounds(true);
    this.circleBody(this.hero, 0.36);

    this.enemies = this.physics.add.group();
    this.playerShots = this.physics.add.group();
    this.enemyShots = this.physics.add.group();
    this.pickups = this.physics.add.group();
    for (const blocker of terrain.blocksWalkers) {
      this.physics.add.collider(this.hero, blocker);
      this.physics.add.collider(this.enemies, blocker);
    }
    for (const blocker of terrain.blocksShots) {
      this.physics.add.collider(this.playerShots, blocker, (shot) =>
        this.removeShot(shot as Phaser.Physics.Arcade.Image),
      );
      this.physics.add.collider(this.enemyShots, blocker, (shot) =>
        this.removeShot(shot as Phaser.Physics.Arcade.Image),
      );
    }
    this.physics.add.collider(this.enemies, this.enemies);
    this.physics.add.overlap(this.playerShots, this.enemies, (shot, enemy) =>
      this.shotHitsEnemy(shot as Phaser.Physics.Arcade.Image, enemy as Sprite),
    );
    this.physics.add.overlap(this.hero, this.enemyShots, (_hero, shot) =>
      this.shotHitsPlayer(shot as Phaser.Physics.Arcade.Image),
    );
    this.physics.add.overlap(this.hero, this.enemies, (_hero, enemy) => this.touchEnemy(enemy as Sprite));
    this.physics.add.overlap(this.hero, this.pickups, (_hero, pickup) =>
      this.collect(pickup as Phaser.Physics.Arcade.Image),
    );

    if (this.map.exit) {
      if (!art.exit) throw new Error(`level "${info.id}" has an exit "X" but art() names no exit key`);
      const at = this.cellCentre(this.map.exit);
      this.exitGate = this.physics.add.staticImage(at.x, at.y, art.exit).setDepth(-1);
      this.physics.add.overlap(this.hero, this.exitGate, () => this.reachExit());
    }
    this.objective = this.spec.objective ? this.createObjective(info.id) : undefined;
    for (const e of this.map.enemies) {
      const at = this.cellCentre(e);
      this.spawnEnemy(e.kind, at.x, at.y, false);
    }
    for (const p of this.map.pickups) {
      const at = this.cellCentre(p);
      this.spawnPickup(p.kind, at.x, at.y, false);
    }
    for (const c of this.map.custom) {
      const at = this.cellCentre(c);
      this.placeCustom(c.char, at.x, at.y, { col: c.col, row: c.row });
    }
    const waves = this.spec.waves ?? [];
    this.director = waves.length ? new WaveDirector(waves, waveTiming(), (kinds) => random.shuffle(kinds)) : undefined;
    this.setUpCamera();

    const onPointerDown = (pointer: Phaser.Input.Pointer) => {
      if (!this.ended) this.pointerShot = this.worldPoint(pointer);
    };
    this.input.on(Phaser.Input.Events.POINTER_DOWN, onPointerDown);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.input.off(Phaser.Input.Events.POINTER_DOWN, onPointerDown),
    );
  }

  protected override updateLevel(_time: number, delta: number): void {
    this.cooldownMs = Math.max(0, this.cooldownMs - delta);
    this.invulnerableMs = Math.max(0, this.invulnerableMs - delta);
    this.hero.setAlpha(this.invulnerableMs > 0 && Math.floor(this.invulnerableMs / 90) % 2 === 0 ? 0.35 : 1);
    this.regenerateAmmo(delta);
    this.movePlayer();
    this.aimAndFire();
    this.updateEnemies(delta);
    this.updateWaves(delta);
    this.updateArrivals(delta);
    this.ageShots(delta);
    this.agePickups(delta);
    this.objective?.update(delta, this.hero);
    if (this.ended) return;
    const rescued = this.objective?.done === true && this.win === 'rescue';
    if (
      this.goalReached({
        win: this.win,
        wavesCleared: this.director?.finished ?? true,
        enemiesAlive: this.enemiesAlive,
        exitReached: this.exitReached,
        rescued,
      })
    )
      this.completeLevel();
  }

  protected override freezeLevel(_outcome: LevelOutcome): void {
    this.hero.setVelocity(0, 0);
    this.hero.anims.stop();
    this.physics.pause();
  }

  override describePlayer(): PlayerSnapshot {
    const body = this.hero.body as Body;
    return {
      x: round(this.hero.x),
      y: round(this.hero.y),
      vx: round(body.velocity.x),
      vy: round(body.velocity.y),
      hp: this.hp,
    };
  }

  override describeEntities(): Record<string, unknown> {
    const byDistance = <T extends { x: number; y: number }>(list: T[]) =>
      list
        .map((item) => ({ item, d: Math.hypot(item.x - this.hero.x, item.y - this.hero.y) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, ENTITY_LIST_LIMIT)
        .map(({ item }) => item);
    const enemies = [...this.enemyStates].map(([sprite, s]) => ({
      kind: s.kind,
      x: round(sprite.x),
      y: round(sprite.y),
      hp: s.hp,
      awake: s.awake,
    }));
    const pickups = [...this.pickupStates].map(([image, s]) => ({
      kind: s.kind,
      x: round(image.x),
      y: round(image.y),
    }));
    return {
      enemies: byDistance(enemies),
      pickups: byDistance(pickups),
      exit: this.exitGate ? { x: round(this.exitGate.x), y: round(this.exitGate.y) } : null,
      shots: this.shotStates.size,
    };
  }

  override describeFlags(): Record<string, unknown> {
    return {
      mode: this.spec.mode,
      win: this.win,
      wave: this.director?.wave ?? 0,
      waves: this.director?.total ?? 0,
      enemiesAlive: this.enemiesAlive,
      kills: this.kills,
      ammo: this.ammoLeft,
      hpMax: gameConfig.player.maxHp.value,
      aim: this.aimMode,
      exitReached: this.exitReached,
      ...this.objective?.flags(),
    };
  }

  override hudLines(): string[] {
    // An escape room has nothing to fight: the HUD is the items and the threat's countdown.
    if (this.objective && this.spec.objective?.kind === 'escape') return this.objective.hudLines();
    const lines = [`HP ${this.hp}/${gameConfig.player.maxHp.value}`];
    // A rescue's countdown takes the ammo's place on the HUD bar (ammo refills itself and lies on the loop).
    if (!this.objective) lines.push(`Ammo ${this.ammoLeft}${this.ammoLeft === 0 ? '!' : ''}`);
    const d = this.director;
    if (d && !d.finished && this.objective) {
      // Short, so the rescue's countdown fits beside it.
      lines.push(d.nextWaveInMs > 0 ? `Wave ${d.wave + 1} soon` : `Wave ${d.wave}/${d.total}`);
    } else if (d && !d.finished) {
      const waiting = d.nextWaveInMs > 0;
      lines.push(
        waiting
          ? `Wave ${d.wave + 1} in ${Math.ceil(d.nextWaveInMs / 1000)}s`
          : `Wave ${d.wave}/${d.total}: ${this.enemiesAlive + d.waiting} left`,
      );
    } else if (this.objective) {
      // The objective's own lines say what is left to do.
    } else if (this.win === 'exit') lines.push('Find the exit');
    else lines.push(`${this.enemiesAlive} left`);
    return [...lines, ...(this.objective?.hudLines() ?? [])];
  }

  // ---- protected API for the game (call, do not override) ----

  /** The player's sprite. */
  protected get player(): Sprite {
    return this.hero;
  }

  protected get playerHp(): number {
    return this.hp;
  }

  protected get ammo(): number {
    return this.ammoLeft;
  }

  /** The parsed level. */
  protected get levelMap(): TopDownMap {
    return this.map;
  }

  /** Enemies alive, arrivals still glowing at a spawn point included. */
  protected get enemiesAlive(): number {
    return this.enemyStates.size + this.arrivals.length;
  }

  /** Centre of a cell, in world pixels. */
  protected cellCentre(cell: GridCell): Vector {
    return { x: cell.col * this.cell + this.cell / 2, y: cell.row * this.cell + this.cell / 2 };
  }

  /** The cell under a world point. */
  protected cellAt(x: number, y: number): GridCell {
    return { col: Math.floor(x / this.cell), row: Math.floor(y / this.cell) };
  }

  /** Puts an enemy at (x, y) now. Wave enemies count toward their wave. */
  protected spawnEnemy(kind: EnemyKind, x: number, y: number, fromWave: boolean): Sprite {
    const key = this.artKeys.enemies[kind];
    if (!key) throw new Error(`art().enemies has no key for "${kind}"; add one in src/game/Level.ts`);
    const sprite = this.enemies.create(x, y, key) as Sprite;
    sprite.setDepth(5).setInteractive();
    this.restoreTint(sprite, kind);
    this.circleBody(sprite, 0.4);
    const stats = this.enemyStats(kind, this.levelInfo());
    const body = sprite.body as Body;
    if (stats.speed === 0) body.setImmovable(true);
    this.enemyStates.set(sprite, {
      kind,
      stats,
      hp: stats.hp,
      fromWave,
      awake: fromWave,
      thinkMs: 0,
      home: this.cellAt(x, y),
      fireMs: stats.fireEveryMs > 0 ? random.int(Math.round(stats.fireEveryMs / 2), stats.fireEveryMs) : 0,
      sees: false,
      strafe: random.chance(0.5) ? 1 : -1,
      flashMs: 0,
    });
    this.playLoop(sprite, key, 'walk', 'idle');
    if (fromWave) emit('enemy_spawned', { kind, x: round(x), y: round(y) });
    return sprite;
  }

  /** Puts a pickup at (x, y); dropped ones vanish after pickups.lifetimeMs. */
  protected spawnPickup(kind: PickupKind, x: number, y: number, dropped: boolean): Phaser.Physics.Arcade.Image {
    const image = this.pickups.create(x, y, this.artKeys.pickups[kind]) as Phaser.Physics.Arcade.Image;
    image.setDepth(2);
    (image.body as Body).setAllowGravity(false).setImmovable(true);
    this.pickupStates.set(image, { kind, lifeMs: dropped ? gameConfig.pickups.lifetimeMs.value : undefined });
    return image;
  }

  /** Takes health from the player unless a recent hit still protects them; at 0 the attempt fails. */
  protected hurtPlayer(damage: number, cause: string): void {
    if (this.ended || damage <= 0 || this.invulnerableMs > 0) return;
    this.hp = Math.max(0, this.hp - damage);
    this.invulnerableMs = gameConfig.player.invulnerableMs.value;
    this.sfx('hurt');
    this.cameras.main.flash(120, 255, 64, 64);
    emit('player_hurt', { damage, hp: this.hp, cause });
    this.onPlayerHurt(damage, this.hp);
    if (this.hp === 0) {
      emit('player_died', { cause });
      this.failLevel('You fell');
    }
  }

  protected healPlayer(amount: number): void {
    this.hp = Math.min(gameConfig.player.maxHp.value, this.hp + amount);
  }

  protected addAmmo(amount: number): void {
    this.ammoLeft = Math.min(gameConfig.weapon.maxAmmo.value, this.ammoLeft + amount);
    if (this.ammoLeft > 0) this.emptyReported = false;
  }

  // ---- the family's own machinery ----

  private resetState(): void {
    this.enemyStates.clear();
    this.shotStates.clear();
    this.pickupStates.clear();
    this.arrivals = [];
    this.exitGate = undefined;
    this.hp = gameConfig.player.maxHp.value;
    this.ammoLeft = gameConfig.weapon.startAmmo.value;
    this.kills = 0;
    this.cooldownMs = 0;
    this.regenMs = 0;
    this.invulnerableMs = 0;
    this.facing = { x: 1, y: 0 };
    this.aimMode = 'move';
    this.pointerShot = undefined;
    this.tapQueued = false;
    this.exitReached = false;
    this.emptyReported = false;
    this.objective = undefined;
  }

  /** The level's objective on screen: the exit and threat of an escape, the rescue spot and rescue of a rescue. */
  private createObjective(id: string): ObjectiveMode {
    const art = this.artKeys;
    const at = (cell: GridCell | undefined) => (cell ? this.cellCentre(cell) : undefined);
    if (this.map.threat && !art.threat)
      throw new Error(`level "${id}" has a sleeping threat "Z" but art() names no threat key`);
    if (this.map.rescue && !art.rescue)
      throw new Error(`level "${id}" has a rescue spot "H" but art() names no rescue key`);
    return new ObjectiveMode(
      this,
      this.spec.objective!,
      {
        cell: this.cell,
        exitGate: this.exitGate,
        threatAt: at(this.map.threat),
        threatKey: art.threat,
        rescueAt: at(this.map.rescue),
        rescueKey: art.rescue,
      },
      { banner: (text, ms) => this.showBanner(text, ms), fail: (reason) => this.failLevel(reason) },
    );
  }

  private setUpCamera(): void {
    const camera = this.cameras.main;
    const width = this.map.cols * this.cell;
    const height = this.map.rows * this.cell;
    if (this.spec.mode === 'arena') {
      // The arena fits the screen: centre it in the area below the HUD bar (and undo a tilemap level's follow).
      camera.stopFollow();
      camera.removeBounds();
      const free = this.scale.height - HUD_HEIGHT;
      camera.setScroll(-Math.round((this.scale.width - width) / 2), -Math.round(HUD_HEIGHT + (free - height) / 2));
    } else {
      camera.setBounds(
        0,
        -HUD_HEIGHT,
        Math.max(width, this.scale.width),
        Math.max(height + HUD_HEIGHT, this.scale.height),
      );
      camera.startFollow(this.hero, true);
    }
  }

  private circleBody(sprite: Phaser.Physics.Arcade.Sprite | Phaser.Physics.Arcade.Image, share: number): void {
    const radius = Math.max(3, Math.min(sprite.width, sprite.height) * share);
    (sprite.body as Body).setCircle(radius, sprite.width / 2 - radius, sprite.height / 2 - radius);
  }

  private worldPoint(pointer: Phaser.Input.Pointer): Vector {
    const p = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return { x: p.x, y: p.y };
  }

  private sfx(name: keyof NonNullable<TopDownArt['sounds']>): void {
    const key = this.artKeys.sounds?.[name];
    if (key) playSfx(this, key);
  }

  /** Plays `${key}-${name}-${row}` on top-down sheets, `${key}-${name}` otherwise, falling back to `fallback`. */
  private playLoop(sprite: Sprite, key: string, name: string, fallback: string, facing?: Vector): void {
    let full = animationKey(key, name);
    if (facing) {
      const { row, flipX } = facingRow(facing);
      const turned = animationKey(key, `${name}-${row}`);
      if (this.anims.exists(turned)) {
        full = turned;
        sprite.setFlipX(flipX);
      } else if (facing.x !== 0) sprite.setFlipX(facing.x < 0);
    }
    if (!this.anims.exists(full)) full = animationKey(key, fallback);
    if (!this.anims.exists(full)) return;
    if (sprite.anims.currentAnim?.key !== full || !sprite.anims.isPlaying) sprite.play(full, true);
  }

  private movePlayer(): void {
    const c = this.controls;
    const v = moveVector(c.isDown('left'), c.isDown('right'), c.isDown('up'), c.isDown('down'));
    const speed = gameConfig.player.speed.value;
    this.hero.setVelocity(v.x * speed, v.y * speed);
    if (v.x !== 0 || v.y !== 0) this.facing = v;
    this.playLoop(this.hero, this.artKeys.player, v.x !== 0 || v.y !== 0 ? 'walk' : 'idle', 'idle', this.facing);
  }

  private regenerateAmmo(delta: number): void {
    const every = gameConfig.weapon.regenEveryMs.value;
    if (every <= 0 || this.ammoLeft >= gameConfig.weapon.regenUpTo.value) {
      this.regenMs = 0;
      return;
    }
    this.regenMs += delta;
    if (this.regenMs >= every) {
      this.regenMs -= every;
      this.ammoLeft++;
    }
  }

  private aimAndFire(): void {
    const pointer = this.input.activePointer;
    let target: Vector | undefined;
    if (this.pointerShot) {
      target = this.pointerShot;
    } else if (pointer.isDown) {
      target = this.worldPoint(pointer);
    }
    if (target) {
      this.aimMode = 'pointer';
      if (this.fire(directionTo(this.hero, target, this.facing))) this.pointerShot = undefined;
      return;
    }
    if (this.controls.justPressed('fire')) this.tapQueued = true;
    if (!this.controls.isDown('fire') && !this.tapQueued) return;
    this.aimMode = 'move';
    if (gameConfig.weapon.autoAim.value) {
      const candidates = [...this.enemyStates.keys()];
      const from = this.cellAt(this.hero.x, this.hero.y);
      const nearest = nearestTarget(this.hero, candidates, gameConfig.weapon.autoAimRange.value, (e) =>
        cellsSee(this.map, from, this.cellAt(e.x, e.y)),
      );
      if (nearest) {
        this.aimMode = 'auto';
        if (
          this.fire(directionTo(this.hero, this.leadPoint(nearest, gameConfig.weapon.shotSpeed.value, 1), this.facing))
        )
          this.tapQueued = false;
        return;
      }
      // Nothing in sight: holding fire waits for a target (no ammo wasted); a fresh tap still shoots ahead.
      if (!this.tapQueued) return;
    }
    if (this.fire(this.facing)) this.tapQueued = false;
  }

  /** Fires one shot along `direction` when the weapon is ready; true when it fired (or clicked empty). */
  private fire(direction: Vector): boolean {
    if (this.cooldownMs > 0) return false;
    this.cooldownMs = gameConfig.weapon.cooldownMs.value;
    if (this.ammoLeft <= 0) {
      if (!this.emptyReported) {
        this.emptyReported = true;
        this.sfx('empty');
        emit('out_of_ammo', {});
      }
      return true;
    }
    this.ammoLeft--;
    const speed = gameConfig.weapon.shotSpeed.value;
    const muzzle = Math.min(this.hero.width, this.hero.height) * 0.4;
    this.launchShot(
      this.playerShots,
      this.artKeys.playerShot,
      this.hero.x + direction.x * muzzle,
      this.hero.y + direction.y * muzzle,
      direction,
      speed,
      gameConfig.weapon.shotDamage.value,
      gameConfig.weapon.shotRange.value,
    );
    this.sfx('shoot');
    return true;
  }

  /**
   * Where to aim at a moving `target`: `share` (0..1) of the way to where it will be when a shot of `speed` from
   * `from` arrives.
   */
  private leadPoint(target: Sprite, speed: number, share: number, from: Vector = this.hero): Vector {
    const body = target.body as Body;
    const ahead = (share * Math.hypot(target.x - from.x, target.y - from.y)) / speed;
    return { x: target.x + body.velocity.x * ahead, y: target.y + body.velocity.y * ahead };
  }

  private launchShot(
    group: Phaser.Physics.Arcade.Group,
    key: string,
    x: number,
    y: number,
    direction: Vector,
    speed: number,
    damage: number,
    range: number,
  ): void {
    const shot = group.create(x, y, key) as Phaser.Physics.Arcade.Image;
    shot.setDepth(8).setRotation(Math.atan2(direction.y, direction.x));
    this.circleBody(shot, 0.5);
    (shot.body as Body).setVelocity(direction.x * speed, direction.y * speed);
    this.shotStates.set(shot, { damage, lifeMs: (range / speed) * 1000 });
  }

  private removeShot(shot: Phaser.Physics.Arcade.Image): void {
    if (!this.shotStates.delete(shot)) return;
    shot.destroy();
  }

  private ageShots(delta: number): void {
    for (const [shot, state] of this.shotStates) {
      state.lifeMs -= delta;
      if (state.lifeMs <= 0) this.removeShot(shot);
    }
  }

  private shotHitsEnemy(shot: Phaser.Physics.Arcade.Image, enemy: Sprite): void {
    const shotState = this.shotStates.get(shot);
    const state = this.enemyStates.get(enemy);
    if (!shotState || !state || this.ended) return;
    this.removeShot(shot);
    state.hp -= shotState.damage;
    state.flashMs = 90;
    state.awake = true;
    enemy.setTint(0xffffff).setTintMode(Phaser.TintModes.FILL);
    this.sfx('hit');
    if (state.hp <= 0) this.killEnemy(enemy, state);
  }

  private shotHitsPlayer(shot: Phaser.Physics.Arcade.Image): void {
    const shotState = this.shotStates.get(shot);
    if (!shotState || this.ended) return;
    this.removeShot(shot);
    this.hurtPlayer(shotState.damage, 'shot');
  }

  private touchEnemy(enemy: Sprite): void {
    const state = this.enemyStates.get(enemy);
    if (!state || state.stats.touchDamage <= 0 || this.invulnerableMs > 0 || this.ended) return;
    this.hurtPlayer(state.stats.touchDamage, state.kind);
    if (state.stats.speed <= 0) return;
    // The attacker recoils for a moment instead of sitting on the player through the safe time.
    const away = directionTo(this.hero, enemy, { x: 1, y: 0 });
    (enemy.body as Body).setVelocity(away.x * state.stats.speed * 2, away.y * state.stats.speed * 2);
    state.thinkMs = 350;
  }

  private killEnemy(enemy: Sprite, state: EnemyState): void {
    const info: EnemyInfo = { kind: state.kind, x: enemy.x, y: enemy.y, fromWave: state.fromWave, stats: state.stats };
    this.enemyStates.delete(enemy);
    if (state.fromWave) this.director?.enemyDown();
    this.kills++;
    this.burst(enemy.x, enemy.y, Math.max(enemy.width, enemy.height) / 2);
    enemy.destroy();
    this.sfx('explode');
    this.addScore(state.stats.score, state.kind);
    emit('enemy_killed', { kind: state.kind, x: round(info.x), y: round(info.y), kills: this.kills });
    const drop = this.dropFor(info);
    if (drop) this.spawnPickup(drop, info.x, info.y, true);
    this.onEnemyKilled(info);
  }

  /**
   * An enemy's normal colours (after a hit flash). Placeholder art draws every "enemy" role alike, so kinds get a tint
   * until real art exists.
   */
  private restoreTint(enemy: Sprite, kind: EnemyKind): void {
    enemy.clearTint().setTintMode(Phaser.TintModes.MULTIPLY);
    const tint = PLACEHOLDER_TINTS[kind];
    // Added (not multiplied) so the colour shifts even on a saturated base and the shading stays.
    if (tint !== undefined && enemy.texture instanceof Phaser.Textures.CanvasTexture)
      enemy.setTint(tint).setTintMode(Phaser.TintModes.ADD);
  }

  /** A ring that grows and fades where something was destroyed (a tween: purely visual). */
  private burst(x: number, y: number, radius: number): void {
    const ring = this.add.circle(x, y, radius, 0xfff1e8, 0.7).setDepth(9);
    this.tweens.add({ targets: ring, scale: 1.8, alpha: 0, duration: 260, onComplete: () => ring.destroy() });
  }

  private collect(pickup: Phaser.Physics.Arcade.Image): void {
    const state = this.pickupStates.get(pickup);
    if (!state || this.ended) return;
    // Health at full health and ammo at full ammo stay on the floor for later.
    if (state.kind === 'health' && this.hp >= gameConfig.player.maxHp.value) return;
    if (state.kind === 'ammo' && this.ammoLeft >= gameConfig.weapon.maxAmmo.value) return;
    this.pickupStates.delete(pickup);
    pickup.destroy();
    if (state.kind === 'health') this.healPlayer(gameConfig.pickups.healthAmount.value);
    else if (state.kind === 'ammo') this.addAmmo(gameConfig.pickups.ammoAmount.value);
    else this.addScore(gameConfig.pickups.scorePoints.value, 'gem');
    this.sfx('pickup');
    emit('pickup_collected', { kind: state.kind, hp: this.hp, ammo: this.ammoLeft });
    // An escape's items are the gems placed in the level (not ones enemies drop).
    if (state.kind === 'score' && state.lifeMs === undefined) this.objective?.itemCollected();
    this.onPickupCollected(state.kind);
  }

  private agePickups(delta: number): void {
    for (const [pickup, state] of this.pickupStates) {
      if (state.lifeMs === undefined) continue;
      state.lifeMs -= delta;
      if (state.lifeMs <= 0) {
        this.pickupStates.delete(pickup);
        pickup.destroy();
      } else if (state.lifeMs < 2000) pickup.setAlpha(Math.floor(state.lifeMs / 150) % 2 === 0 ? 0.3 : 1);
    }
  }

  private reachExit(): void {
    if (this.exitReached || this.ended) return;
    // A shut exit (an escape before its last item) lets nobody through.
    if (this.objective && !this.objective.exitOpen) return;
    if (this.objective && !this.objective.exitTouched()) return;
    this.exitReached = true;
    this.addScore(gameConfig.goal.exitBonus.value, 'exit');
    emit('exit_reached', { timeMs: Math.round(this.elapsedMs) });
  }

  private updateEnemies(delta: number): void {
    const heroCell = this.cellAt(this.hero.x, this.hero.y);
    let fieldFresh = false;
    for (const [enemy, state] of this.enemyStates) {
      if (state.flashMs > 0) {
        state.flashMs -= delta;
        if (state.flashMs <= 0) this.restoreTint(enemy, state.kind);
      }
      const distance = Math.hypot(this.hero.x - enemy.x, this.hero.y - enemy.y);
      state.thinkMs -= delta;
      if (state.thinkMs <= 0) {
        state.thinkMs = gameConfig.enemies.thinkEveryMs.value;
        const here = this.cellAt(enemy.x, enemy.y);
        state.sees = cellsSee(this.map, here, heroCell);
        if (!state.awake && state.sees && distance <= gameConfig.enemies.aggroRange.value) {
          state.awake = true;
          emit('enemy_alerted', { kind: state.kind });
        }
        if (state.awake && state.stats.speed > 0) {
          if (!state.sees && !fieldFresh) {
            this.field.aimAt(heroCell);
            fieldFresh = true;
          }
          this.steer(enemy, state, here, distance);
        } else if (!state.awake && state.stats.speed > 0) this.wander(enemy, state, here);
        else (enemy.body as Body).setVelocity(0, 0);
      }
      const body = enemy.body as Body;
      if (body.velocity.x !== 0) enemy.setFlipX(body.velocity.x < 0);
      state.fireMs -= delta;
      if (
        state.awake &&
        state.stats.fireEveryMs > 0 &&
        state.fireMs <= 0 &&
        state.sees &&
        distance <= state.stats.range
      ) {
        state.fireMs = state.stats.fireEveryMs;
        // Aim partly ahead of a moving player (enemies.leadShots), so strafing in a straight line is not enough.
        const direction = directionTo(
          enemy,
          this.leadPoint(this.hero, state.stats.shotSpeed, gameConfig.enemies.leadShots.value, enemy),
          { x: 1, y: 0 },
        );
        const muzzle = Math.min(enemy.width, enemy.height) * 0.45;
        this.launchShot(
          this.enemyShots,
          this.artKeys.enemyShot,
          enemy.x + direction.x * muzzle,
          enemy.y + direction.y * muzzle,
          direction,
          state.stats.shotSpeed,
          state.stats.shotDamage,
          state.stats.range * 1.5,
        );
      }
    }
  }

  /** Chooses a velocity: straight at (or away from, or around) a player in sight, else down the flow field. */
  private steer(enemy: Sprite, state: EnemyState, here: GridCell, distance: number): void {
    const speed = state.stats.speed;
    const body = enemy.body as Body;
    if (state.sees) {
      const toward = directionTo(enemy, this.hero, { x: 0, y: 0 });
      const keep = state.stats.keepDistance;
      if (keep > 0 && distance < keep) {
        body.setVelocity(-toward.x * speed, -toward.y * speed);
      } else if (keep > 0 && state.stats.fireEveryMs > 0 && distance <= state.stats.range * 0.9) {
        // In range: circle the player instead of closing in, turning the other way now and then.
        if (random.chance(0.04)) state.strafe = state.strafe === 1 ? -1 : 1;
        body.setVelocity(-toward.y * state.strafe * speed * 0.7, toward.x * state.strafe * speed * 0.7);
      } else {
        body.setVelocity(toward.x * speed, toward.y * speed);
      }
      return;
    }
    const next = this.field.next(here);
    if (!next) {
      body.setVelocity(0, 0);
      return;
    }
    const direction = directionTo(enemy, this.cellCentre(next), { x: 0, y: 0 });
    body.setVelocity(direction.x * speed, direction.y * speed);
  }

  /** A sleeping enemy ambles between walkable cells near its post (enemies.wanderCells), stopping now and then. */
  private wander(enemy: Sprite, state: EnemyState, here: GridCell): void {
    const body = enemy.body as Body;
    const reach = gameConfig.enemies.wanderCells.value;
    if (reach <= 0 || !random.chance(0.25)) return;
    const home = state.home;
    if (Math.max(Math.abs(here.col - home.col), Math.abs(here.row - home.row)) > reach) {
      const back = directionTo(enemy, this.cellCentre(home), { x: 0, y: 0 });
      body.setVelocity(back.x * state.stats.speed * 0.35, back.y * state.stats.speed * 0.35);
      return;
    }
    const options: GridCell[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const cell = { col: here.col + dc, row: here.row + dr };
        if (
          (dc || dr) &&
          isWalkable(this.map, cell.col, cell.row) &&
          Math.max(Math.abs(cell.col - home.col), Math.abs(cell.row - home.row)) <= reach
        )
          options.push(cell);
      }
    }
    if (options.length === 0 || random.chance(0.3)) {
      body.setVelocity(0, 0);
      return;
    }
    const direction = directionTo(enemy, this.cellCentre(random.pick(options)), { x: 0, y: 0 });
    const speed = state.stats.speed * 0.35;
    body.setVelocity(direction.x * speed, direction.y * speed);
  }

  private updateWaves(delta: number): void {
    if (!this.director) return;
    for (const event of this.director.update(delta)) this.onWaveEvent(event);
  }

  private onWaveEvent(event: WaveEvent): void {
    const total = this.director?.total ?? 0;
    if (event.type === 'wave_started') {
      this.sfx('wave');
      emit('wave_started', { wave: event.wave, waves: total, size: event.size });
      this.showBanner(`Wave ${event.wave}/${total}`, 900);
      this.onWaveStarted(event.wave, total);
    } else if (event.type === 'spawn') {
      const at = this.cellCentre(this.pickSpawnPoint());
      const marker = this.add.circle(at.x, at.y, this.cell * 0.45, 0xff004d, 0.5).setDepth(1);
      this.arrivals.push({ kind: event.kind, x: at.x, y: at.y, waitMs: gameConfig.waves.telegraphMs.value, marker });
    } else {
      this.addScore(gameConfig.waves.clearBonus.value, 'wave');
      emit('wave_cleared', { wave: event.wave, waves: total, last: event.last });
      if (!event.last) this.showBanner(`Wave ${event.wave} cleared`, 900);
      this.onWaveCleared(event.wave, total);
    }
  }

  /** A spawn point far enough from the player (the farthest one when none is), chosen with the seeded random source. */
  private pickSpawnPoint(): GridCell {
    const here = this.cellAt(this.hero.x, this.hero.y);
    const gap = (s: GridCell) => Math.max(Math.abs(s.col - here.col), Math.abs(s.row - here.row));
    const far = this.map.spawns.filter((s) => gap(s) >= gameConfig.waves.minSpawnDistanceCells.value);
    if (far.length) return random.pick(far);
    return this.map.spawns.reduce((best, s) => (gap(s) > gap(best) ? s : best));
  }

  private updateArrivals(delta: number): void {
    for (const arrival of [...this.arrivals]) {
      arrival.waitMs -= delta;
      arrival.marker.setScale(1 + 0.25 * Math.sin(arrival.waitMs / 60));
      if (arrival.waitMs > 0) continue;
      this.arrivals.splice(this.arrivals.indexOf(arrival), 1);
      arrival.marker.destroy();
      this.spawnEnemy(arrival.kind, arrival.x, arrival.y, true);
    }
  }
}
