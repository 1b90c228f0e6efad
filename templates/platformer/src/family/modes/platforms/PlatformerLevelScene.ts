// The platformer family's Level base class. It fills the core's family hooks (buildLevel, updateLevel,
// freezeLevel, describe*, hudLines) for a side view with gravity: an ASCII level becomes autotiled
// ground, one-way platforms, spikes, pickups, enemies, an optional boss and the goal flag; each frame the
// player is controlled, attacks are resolved, enemies think, shots fly. Games extend it in
// src/game/Level.ts and fill the game hooks below. See docs/template_api.md.
import Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import {
  BaseLevelScene,
  blobFrame,
  emit,
  findAsset,
  neighbourMask,
  playAnimation,
  playMusic,
  playSfx,
  round,
  textStyle,
  type LevelInfo,
  type LevelOutcome,
  type PlayerSnapshot,
} from '../../../core/index.ts';
import { parseLevel, SPIKE_BOX, type Cell, type LevelMap } from '../../asciiLevel.ts';
import { PlatformerBoss } from './Boss.ts';
import { PlatformerEnemy, type HitResult, type Terrain } from './Enemy.ts';
import { PlatformerPlayer } from '../../Player.ts';
import { Projectile } from './Projectile.ts';

/** Registry keys the family draws with; every one must exist in assets.json. */
export interface PlatformerAssetKeys {
  player: string;
  patrolEnemy: string;
  chaseEnemy: string;
  boss?: string;
  coin: string;
  heart: string;
  goal: string;
  /** A blob47 tileset; its tileSize is the size of one ASCII cell. */
  tileset: string;
  platform: string;
  spikes: string;
  playerShot: string;
  bossShot?: string;
  background?: string;
  music?: string;
  sfx?: Partial<Record<SoundCue, string>>;
}

export type SoundCue = 'jump' | 'attack' | 'shoot' | 'hit' | 'coin' | 'hurt' | 'win' | 'lose';
export type PickupKind = 'coin' | 'heart';

export abstract class PlatformerLevelScene extends BaseLevelScene implements Terrain {
  protected level!: LevelMap;
  /** Pixels per ASCII cell (the tileset's tileSize). */
  protected cellSize = 32;
  protected player!: PlatformerPlayer;
  /** Every enemy of the level, the boss included; defeated ones have `alive === false`. */
  protected enemies: PlatformerEnemy[] = [];
  protected boss: PlatformerBoss | undefined;
  protected keys!: PlatformerAssetKeys;
  private groundLayer!: Phaser.Tilemaps.TilemapLayer;
  private platformCells = new Set<string>();
  private coins!: Phaser.Physics.Arcade.StaticGroup;
  private hearts!: Phaser.Physics.Arcade.StaticGroup;
  private goal!: Phaser.Physics.Arcade.Sprite;
  private shots!: Phaser.Physics.Arcade.Group;
  private background: Phaser.GameObjects.TileSprite | undefined;
  private parallax = 0.3;
  private coinsTotal = 0;
  private coinsTaken = 0;
  private enemiesDefeated = 0;
  private lockedNoticeMs = 0;
  private bossBar: { frame: Phaser.GameObjects.Graphics; label: Phaser.GameObjects.Text } | undefined;

  // ---- game hooks (src/game/Level.ts) ----

  /** The ASCII rows of the level `info.id` (legend in asciiLevel.ts and docs/design_rules.md). */
  protected abstract levelLayout(info: LevelInfo): readonly string[];

  /** Which registry keys to draw and play with. */
  protected abstract assetKeys(): PlatformerAssetKeys;

  /** The game's own level characters and what they mean; placed by placeCustom(). */
  protected customLegend(): Record<string, string> {
    return {};
  }

  /** Places a custom legend character; `at` is the bottom centre of its cell in world pixels. */
  protected placeCustom(char: string, cell: Cell, _at: { x: number; y: number }): void {
    throw new Error(
      `customLegend() lists "${char}" (row ${cell.y + 1}, column ${cell.x + 1}) but placeCustom() does not place ` +
        'it; override placeCustom in src/game/Level.ts',
    );
  }

  /** Makes one enemy standing with its feet at `bottom`; override for other stats or your own enemy class. */
  protected createEnemy(kind: 'patrol' | 'chase', x: number, bottom: number): PlatformerEnemy {
    const texture = kind === 'patrol' ? this.keys.patrolEnemy : this.keys.chaseEnemy;
    const enemy = new PlatformerEnemy(this, x, bottom, texture, kind, {
      hp: kind === 'patrol' ? gameConfig.enemy.patrolHp.value : gameConfig.enemy.chaseHp.value,
      speed: gameConfig.enemy.patrolSpeed.value,
      contactDamage: gameConfig.enemy.contactDamage.value,
      score: gameConfig.enemy.score.value,
    });
    return enemy;
  }

  /** After the standard colliders and overlaps exist: add the game's own. */
  protected setupCustomCollisions(): void {}

  protected onPickup(_kind: PickupKind, _x: number, _y: number): void {}

  protected onEnemyDefeated(_enemy: PlatformerEnemy): void {}

  /** The player lost hit points (`hp` is what is left); `source` names what hurt. */
  protected onPlayerHurt(_hp: number, _source: string): void {}

  protected onBossDefeated(): void {}

  /** The boss's name on the HUD and over its health bar ("Oni King"). */
  protected bossName(): string {
    return 'Boss';
  }

  // ---- the family's part of the core lifecycle ----

  protected override buildLevel(info: LevelInfo): void {
    this.enemies = [];
    this.boss = undefined;
    this.platformCells = new Set();
    this.coinsTaken = 0;
    this.enemiesDefeated = 0;
    this.lockedNoticeMs = 0;
    this.keys = this.assetKeys();
    this.checkAssetKeys();
    const parsed = parseLevel(this.levelLayout(info), this.customLegend());
    if (!parsed.ok) throw new Error(`level "${info.id}" (src/game/levels.ts): ${parsed.problems.join('; ')}`);
    this.level = parsed.map;
    const tileset = findAsset(this.keys.tileset);
    this.cellSize = tileset?.type === 'tileset' ? tileset.tileSize : 32;
    const cell = this.cellSize;
    const width = this.level.width * cell;
    const height = this.level.height * cell;

    this.physics.world.gravity.y = gameConfig.physics.gravityY.value;
    // No floor and no ceiling: the player can fall out of the level (and lose a life) or jump above it.
    this.physics.world.setBounds(0, 0, width, height, true, true, false, false);
    this.cameras.main.setBounds(0, 0, width, Math.max(height, this.scale.height));

    if (this.keys.background) {
      const bg = findAsset(this.keys.background);
      this.parallax = bg?.type === 'background' ? (bg.parallax ?? 0.3) : 0.3;
      this.background = this.add
        .tileSprite(0, 0, this.scale.width, this.scale.height, this.keys.background)
        .setOrigin(0, 0)
        .setScrollFactor(0)
        .setDepth(-10);
    } else {
      this.background = undefined;
    }
    this.buildGround();
    const statics = this.buildPlatformsAndSpikes();

    this.coins = this.physics.add.staticGroup();
    this.hearts = this.physics.add.staticGroup();
    for (const c of this.level.coins) {
      const coin = this.coins.create(
        this.centreX(c),
        (c.y + 0.5) * cell,
        this.keys.coin,
      ) as Phaser.Physics.Arcade.Sprite;
      playAnimation(coin, this.keys.coin, 'spin');
    }
    for (const h of this.level.hearts) this.hearts.create(this.centreX(h), (h.y + 0.5) * cell, this.keys.heart);
    this.coinsTotal = this.level.coins.length;

    const goal = this.physics.add.staticSprite(this.centreX(this.level.goal), 0, this.keys.goal);
    goal.setY(this.bottomY(this.level.goal) - goal.height / 2).refreshBody();
    playAnimation(goal, this.keys.goal, 'wave');
    this.goal = goal;

    this.player = new PlatformerPlayer(this, this.centreX(this.level.player), 0, this.keys.player);
    this.standOn(this.player, this.bottomY(this.level.player));
    for (const e of this.level.enemies) {
      const enemy = this.createEnemy(e.kind, this.centreX(e), this.bottomY(e));
      this.standOn(enemy, this.bottomY(e));
      this.enemies.push(enemy);
    }
    if (this.level.boss) {
      if (!this.keys.boss) throw new Error(`level "${info.id}" has a boss "B" but assetKeys() names no boss texture`);
      const boss = new PlatformerBoss(this, this.centreX(this.level.boss), 0, this.keys.boss);
      this.standOn(boss, this.bottomY(this.level.boss));
      this.boss = boss;
      this.enemies.push(boss);
      // The boss's name and a health bar under the HUD, shown once it wakes.
      const label = this.add
        .text(this.scale.width / 2, 40, this.bossName(), textStyle(16))
        .setOrigin(0.5, 0)
        .setScrollFactor(0)
        .setDepth(9000)
        .setVisible(false);
      this.bossBar = { frame: this.add.graphics().setScrollFactor(0).setDepth(9000), label };
    } else {
      this.bossBar = undefined;
    }
    for (const custom of this.level.custom)
      this.placeCustom(custom.char, custom, { x: this.centreX(custom), y: this.bottomY(custom) });
    this.shots = this.physics.add.group({ allowGravity: false });

    const bodies = [this.player, ...this.enemies];
    this.physics.add.collider(bodies, this.groundLayer);
    this.physics.add.collider(bodies, statics.platforms);
    this.physics.add.overlap(this.player, statics.spikes, (_p, spike) =>
      this.hurtPlayer(gameConfig.hazards.spikeDamage.value, (spike as Phaser.GameObjects.Image).x, 'spikes'),
    );
    this.physics.add.overlap(this.player, this.coins, (_p, coin) =>
      this.collect('coin', coin as Phaser.Physics.Arcade.Sprite),
    );
    this.physics.add.overlap(this.player, this.hearts, (_p, heart) =>
      this.collect('heart', heart as Phaser.Physics.Arcade.Sprite),
    );
    this.physics.add.overlap(this.player, this.goal, () => this.touchGoal());
    this.physics.add.overlap(this.player, this.enemies, (_p, enemy) => this.touchEnemy(enemy as PlatformerEnemy));
    this.physics.add.collider(this.shots, this.groundLayer, (shot) => (shot as Projectile).destroy());
    // Arcade may hand the two sides of a group overlap in either order; pick the shot out by its class.
    this.physics.add.overlap(this.shots, this.enemies, (a, b) =>
      a instanceof Projectile
        ? this.shotHitsEnemy(a, b as PlatformerEnemy)
        : this.shotHitsEnemy(b as Projectile, a as PlatformerEnemy),
    );
    this.physics.add.overlap(this.shots, this.player, (a, b) =>
      this.shotHitsPlayer((a instanceof Projectile ? a : b) as Projectile),
    );
    this.setupCustomCollisions();

    this.cameras.main.startFollow(this.player, true, 0.15, 0.15);
    this.cameras.main.setRoundPixels(true);
    if (this.keys.music) playMusic(this, this.keys.music);
  }

  protected override updateLevel(_time: number, delta: number): void {
    const act = this.player.control(this.controls, delta);
    if (act.jumped) {
      this.playCue('jump');
      emit('player_jumped', { double: act.jumped === 'air' });
    }
    if (act.swung) this.swing();
    if (act.shot) this.fire();
    for (const enemy of this.enemies) if (enemy.active) enemy.think(this, this.player, delta);
    if (this.boss?.alive && this.boss.wantsToShoot) this.bossFires(this.boss);
    for (const shot of [...(this.shots.getChildren() as Projectile[])]) {
      if (!shot.age(delta) || shot.x < -64 || shot.x > this.level.width * this.cellSize + 64) shot.destroy();
    }
    this.lockedNoticeMs = Math.max(0, this.lockedNoticeMs - delta);
    this.drawBossBar();
    if (this.background) this.background.tilePositionX = this.cameras.main.scrollX * this.parallax;
    if (this.player.y - this.player.height / 2 > this.level.height * this.cellSize) {
      emit('player_died', { reason: 'fell' });
      this.playCue('lose');
      this.failLevel('You fell');
    }
  }

  protected override freezeLevel(outcome: LevelOutcome): void {
    this.physics.pause();
    this.player.anims.pause();
    if (outcome === 'won') this.playCue('win');
  }

  override describePlayer(): PlayerSnapshot {
    const body = this.player.arcadeBody;
    return {
      x: round(this.player.x),
      y: round(this.player.y),
      vx: round(body.velocity.x),
      vy: round(body.velocity.y),
      hp: this.player.hp,
    };
  }

  override describeEntities(): Record<string, unknown> {
    return {
      enemies: this.enemies
        .filter((e) => e.alive && e.kind !== 'boss')
        .map((e) => ({ kind: e.kind, x: round(e.x), y: round(e.y), hp: e.hp })),
      ...(this.level.boss
        ? { boss: this.boss?.alive ? { x: round(this.boss.x), y: round(this.boss.y), hp: this.boss.hp } : null }
        : {}),
      coins: this.coins.countActive(),
      hearts: this.hearts.countActive(),
      goal: { x: round(this.goal.x), y: round(this.goal.y), locked: this.goalLocked() },
      shots: this.shots.countActive(),
    };
  }

  override describeFlags(): Record<string, unknown> {
    return {
      onGround: this.player.onGround,
      facing: this.player.facing > 0 ? 'right' : 'left',
      airJumpReady: this.player.canAirJump,
      invulnerable: this.player.invulnerable,
      coinsCollected: this.coinsTaken,
      coinsTotal: this.coinsTotal,
      enemiesDefeated: this.enemiesDefeated,
      ...(this.level.boss ? { bossDefeated: !this.boss?.alive, bossName: this.bossName() } : {}),
      goalLocked: this.goalLocked(),
    };
  }

  override hudLines(): string[] {
    const lines = [
      `HP ${this.player.hp}/${gameConfig.player.maxHp.value}`,
      `Coins ${this.coinsTaken}/${this.coinsTotal}`,
    ];
    if (this.boss?.alive && this.boss.isAwake)
      lines.push(`${this.bossName()} ${this.boss.hp}/${gameConfig.boss.hp.value}`);
    return lines;
  }

  // ---- protected API (for game code) ----

  /** Terrain for enemies: is the world point inside ground (or a platform)? Outside the sides counts as wall. */
  solidAt(x: number, y: number): boolean {
    const cx = Math.floor(x / this.cellSize);
    const cy = Math.floor(y / this.cellSize);
    if (cx < 0 || cx >= this.level.width) return true;
    if (cy < 0 || cy >= this.level.height) return false;
    return this.level.solid[cy]![cx]! || this.platformCells.has(`${cx},${cy}`);
  }

  /** Damages the player (unless invulnerable); `fromX` decides the knockback direction. */
  protected hurtPlayer(damage: number, fromX: number, source: string): void {
    if (this.ended || !this.player.hurt(damage, fromX)) return;
    this.playCue('hurt');
    emit('player_hurt', { hp: this.player.hp, damage, source });
    this.onPlayerHurt(this.player.hp, source);
    if (this.player.hp <= 0) {
      emit('player_died', { reason: source });
      this.playCue('lose');
      this.failLevel('Defeated');
    }
  }

  /** Plays the sound the game mapped to `cue` in assetKeys().sfx, if any. */
  protected playCue(cue: SoundCue): void {
    const key = this.keys.sfx?.[cue];
    if (key) playSfx(this, key);
  }

  /** The world x of a cell's centre. */
  protected centreX(cell: Cell): number {
    return (cell.x + 0.5) * this.cellSize;
  }

  /** The world y of a cell's bottom edge (where a thing standing in it has its feet). */
  protected bottomY(cell: Cell): number {
    return (cell.y + 1) * this.cellSize;
  }

  /** Moves a sprite so that its feet (bottom edge) are at `bottom`. */
  protected standOn(sprite: Phaser.GameObjects.Sprite, bottom: number): void {
    sprite.setY(bottom - sprite.displayHeight / 2);
  }

  // ---- inside the family ----

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

  private buildGround(): void {
    const { width, height, solid } = this.level;
    // Beyond the left, right and bottom edges the ground continues; above the top it is open sky.
    const solidAt = (x: number, y: number) =>
      y < 0 ? false : x < 0 || x >= width || y >= height ? true : solid[y]![x]!;
    const data = solid.map((row, y) =>
      row.map((isSolid, x) => (isSolid ? blobFrame(neighbourMask(solidAt, x, y)) : -1)),
    );
    const map = this.make.tilemap({ data, tileWidth: this.cellSize, tileHeight: this.cellSize });
    const tiles = map.addTilesetImage(this.keys.tileset, this.keys.tileset, this.cellSize, this.cellSize, 0, 0);
    if (!tiles) throw new Error(`the tileset "${this.keys.tileset}" could not be used for the level's ground`);
    // Without the gpu flag createLayer makes an ordinary TilemapLayer, which arcade physics collides with.
    const layer = map.createLayer(0, tiles, 0, 0) as Phaser.Tilemaps.TilemapLayer | null;
    if (!layer) throw new Error('the ground layer could not be created');
    layer.setCollisionByExclusion([-1]);
    this.groundLayer = layer;
  }

  private buildPlatformsAndSpikes(): {
    platforms: Phaser.Physics.Arcade.StaticGroup;
    spikes: Phaser.Physics.Arcade.StaticGroup;
  } {
    const cell = this.cellSize;
    const platforms = this.physics.add.staticGroup();
    for (const p of this.level.platforms) {
      const plank = platforms.create(this.centreX(p), p.y * cell, this.keys.platform) as Phaser.Physics.Arcade.Sprite;
      plank.setY(p.y * cell + plank.height / 2).refreshBody();
      // One-way: only the top face stops things, so the player can jump up through from below.
      const body = plank.body as Phaser.Physics.Arcade.StaticBody;
      body.checkCollision.down = false;
      body.checkCollision.left = false;
      body.checkCollision.right = false;
      this.platformCells.add(`${p.x},${p.y}`);
    }
    const spikes = this.physics.add.staticGroup();
    for (const s of this.level.spikes) {
      const spike = spikes.create(this.centreX(s), 0, this.keys.spikes) as Phaser.Physics.Arcade.Sprite;
      spike.setY(this.bottomY(s) - spike.height / 2).refreshBody();
      // A slightly smaller hit box than the picture, so grazing an edge does not hurt.
      (spike.body as Phaser.Physics.Arcade.StaticBody)
        .setSize(spike.width * SPIKE_BOX.width, spike.height * SPIKE_BOX.height)
        .setOffset(spike.width * SPIKE_BOX.left, spike.height * SPIKE_BOX.top);
    }
    return { platforms, spikes };
  }

  /** The boss's health bar: its share of hit points left, under its name, while it is awake and standing. */
  private drawBossBar(): void {
    if (!this.bossBar || !this.boss) return;
    const shown = this.boss.alive && this.boss.isAwake;
    const { frame, label } = this.bossBar;
    label.setVisible(shown);
    frame.clear();
    if (!shown) return;
    const width = 240;
    const x = (this.scale.width - width) / 2;
    const share = Math.max(0, this.boss.hp) / gameConfig.boss.hp.value;
    frame.fillStyle(0x000000, 0.6).fillRect(x - 2, 60, width + 4, 14);
    frame.fillStyle(0xd62d2d, 1).fillRect(x, 62, width * share, 10);
  }

  private collect(kind: PickupKind, item: Phaser.Physics.Arcade.Sprite): void {
    if (!item.active || this.ended) return;
    const { x, y } = item;
    item.destroy();
    if (kind === 'coin') {
      this.coinsTaken++;
      this.addScore(gameConfig.pickups.coinScore.value, 'coin');
      emit('coin_collected', {
        value: gameConfig.pickups.coinScore.value,
        collected: this.coinsTaken,
        total: this.coinsTotal,
      });
      this.playCue('coin');
    } else {
      this.player.heal(gameConfig.pickups.heartHeal.value);
      emit('heart_collected', { hp: this.player.hp });
      this.playCue('coin');
    }
    this.onPickup(kind, x, y);
  }

  private goalLocked(): boolean {
    return gameConfig.boss.guardsGoal.value && this.boss?.alive === true;
  }

  private touchGoal(): void {
    if (this.ended) return;
    if (this.goalLocked()) {
      if (this.lockedNoticeMs === 0) {
        this.showBanner('Defeat the boss first!', 1000);
        this.lockedNoticeMs = 2000;
      }
      return;
    }
    this.addScore(gameConfig.pickups.goalScore.value, 'goal');
    emit('goal_reached', { level: this.levelInfo().number, timeMs: Math.round(this.elapsedMs) });
    this.completeLevel();
  }

  private touchEnemy(enemy: PlatformerEnemy): void {
    if (!enemy.alive || this.ended) return;
    const p = this.player.arcadeBody;
    const e = enemy.arcadeBody;
    // Coming down onto its head is a stomp; anything else hurts the player.
    if (p.velocity.y > 0 && p.bottom <= e.top + 12) {
      this.player.bounce();
      this.hit(enemy, enemy.hurt(gameConfig.melee.damage.value, this.player.x), 'stomp');
    } else {
      this.hurtPlayer(enemy.stats.contactDamage, enemy.x, enemy.kind);
    }
  }

  private swing(): void {
    this.playCue('attack');
    emit('player_attacked', { kind: 'melee' });
    const area = this.player.swingArea();
    const flash = this.add.rectangle(area.centerX, area.centerY, area.width, area.height, 0xffffff, 0.35).setDepth(5);
    this.time.delayedCall(100, () => flash.destroy());
    for (const enemy of this.enemies) {
      if (enemy.alive && Phaser.Geom.Intersects.RectangleToRectangle(area, enemy.getBounds()))
        this.hit(enemy, enemy.hurt(gameConfig.melee.damage.value, this.player.x), 'melee');
    }
  }

  private fire(): void {
    this.playCue('shoot');
    emit('player_attacked', { kind: 'ranged' });
    const shot = new Projectile(
      this,
      this.player.x + this.player.facing * 14,
      this.player.y - 2,
      this.keys.playerShot,
      'player',
      gameConfig.ranged.damage.value,
      gameConfig.ranged.lifetimeMs.value,
    );
    this.shots.add(shot);
    shot.launch(this.player.facing * gameConfig.ranged.speed.value, 0);
  }

  private bossFires(boss: PlatformerBoss): void {
    const key = this.keys.bossShot ?? this.keys.playerShot;
    const shot = new Projectile(
      this,
      boss.x,
      boss.y - boss.height * 0.2,
      key,
      'boss',
      gameConfig.boss.contactDamage.value,
      4000,
    );
    this.shots.add(shot);
    const angle = Phaser.Math.Angle.Between(shot.x, shot.y, this.player.x, this.player.y);
    shot.launch(Math.cos(angle) * gameConfig.boss.shotSpeed.value, Math.sin(angle) * gameConfig.boss.shotSpeed.value);
    emit('boss_attacked', {});
  }

  private shotHitsEnemy(shot: Projectile, enemy: PlatformerEnemy): void {
    if (shot.owner !== 'player' || !shot.active || !enemy.alive) return;
    shot.destroy();
    this.hit(enemy, enemy.hurt(shot.damage, shot.x), 'ranged');
  }

  private shotHitsPlayer(shot: Projectile): void {
    if (shot.owner !== 'boss' || !shot.active) return;
    shot.destroy();
    this.hurtPlayer(shot.damage, shot.x, 'boss_shot');
  }

  private hit(enemy: PlatformerEnemy, result: HitResult, how: string): void {
    if (result === 'ignored') return;
    this.playCue('hit');
    if (enemy.kind === 'boss') emit('boss_hurt', { hp: enemy.hp, how });
    if (result !== 'defeated') return;
    this.addScore(enemy.stats.score, enemy.kind);
    emit('enemy_killed', { kind: enemy.kind, how });
    if (enemy.kind === 'boss') {
      emit('boss_defeated', { how, name: this.bossName() });
      this.showBanner(`${this.bossName()} defeated!`, 1000);
      this.onBossDefeated();
    } else {
      this.enemiesDefeated++;
    }
    this.onEnemyDefeated(enemy);
    enemy.disableBody(false, false);
    // Kept (hidden, without a body) rather than destroyed: the colliders hold the enemy list.
    this.tweens.add({
      targets: enemy,
      alpha: 0,
      scaleY: 0.2,
      duration: 300,
      onComplete: () => enemy.disableBody(true, true),
    });
  }
}
