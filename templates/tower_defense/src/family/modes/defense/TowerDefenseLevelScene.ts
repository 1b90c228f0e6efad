// PROTECTED (tower_defense family): the Level scene of a tower-defense game. It fills the core's family
// hooks (buildLevel, updateLevel, freezeLevel, describe*, hudLines) and runs the genre: an ASCII map with one
// route from the spawn to the base, build plots, waves of enemies walking the route, towers bought with gold
// that shoot them, gold per kill, lives lost at the base. The game (src/game/Level.ts) supplies data through
// the abstract hooks and reacts through the event hooks; see docs/template_api.md for the order.
//
// Lives are the core's lives (progress.lives, game.lives in gameConfig): an enemy reaching the base costs its
// `damage` in lives, and the level (and so the game) is lost when none are left.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import {
  BaseLevelScene,
  colourNumber,
  emit,
  progress,
  round,
  textStyle,
  type LevelInfo,
  type LevelOutcome,
  type PlayerSnapshot,
} from '../../../core/index.ts';
import { FAST_FORWARD, MAX_TOWER_KEYS, NEXT_WAVE, towerAction } from './actions.ts';
import { checkDrops, CurrencyPurse } from './currency.ts';
import { Enemy } from './Enemy.ts';
import { DEFAULT_MAP_RULES, HUD_HEIGHT, parseMap, TOOLBAR_HEIGHT, type Cell, type TowerDefenseMap } from '../../map.ts';
import { RouteLine, type Point } from './path.ts';
import { Projectile } from './Projectile.ts';
import { Toolbar } from './Toolbar.ts';
import { Tower } from './Tower.ts';
import type { EnemyType, MapArt, MapCurrency, TowerDefenseLevel, TowerType } from './types.ts';
import { checkWaves, waveSchedule, type WaveSpec } from './waves.ts';

/** Height of the core HUD's bar over the top of the screen; the map starts below it. */
const ENEMY_LIST_LIMIT = 12;

const DEPTH = {
  ground: 0,
  plots: 1,
  base: 2,
  preview: 3,
  towers: 4,
  enemies: 5,
  shots: 6,
  overlay: 7,
  float: 8,
} as const;

interface QueuedSpawn {
  atMs: number;
  enemy: string;
  /** 0-based wave index. */
  wave: number;
}

const cellKey = (c: Cell): string => `${c.col},${c.row}`;
const capital = (w: string): string => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export abstract class TowerDefenseLevelScene extends BaseLevelScene {
  // Per-level state: a scene instance serves every level and retry, so buildLevel sets all of it.
  private map!: TowerDefenseMap;
  private route!: RouteLine;
  private tileSize = 0;
  private origin: Point = { x: 0, y: 0 };
  private types: readonly TowerType[] = [];
  private enemyKinds: Readonly<Record<string, EnemyType>> = {};
  private waves: readonly WaveSpec[] = [];
  private enemies: Enemy[] = [];
  private projectiles: Projectile[] = [];
  private towers = new Map<string, Tower>();
  private queue: QueuedSpawn[] = [];
  private alive: number[] = [];
  private cleared: boolean[] = [];
  private wavesStarted = 0;
  private clockMs = 0;
  private countdownMs: number | null = null;
  private goldHeld = 0;
  private selected = 0;
  private speed = 1;
  private kills = 0;
  private leaks = 0;
  private cursor: Point = { x: 0, y: 0 };
  private hovered: Cell | null = null;
  private overlay!: Phaser.GameObjects.Graphics;
  private preview!: Phaser.GameObjects.Graphics;
  private tooltip!: Phaser.GameObjects.Text;
  private toolbar!: Toolbar;
  private baseImage!: Phaser.GameObjects.Image;
  private baseLabel: Phaser.GameObjects.Text | null = null;
  private art!: MapArt;
  private currency: MapCurrency | null = null;
  private purse: CurrencyPurse | null = null;
  /** The pieces drawn on each drop spot, by spot index. */
  private pieces: Phaser.GameObjects.Image[][] = [];
  private bossLabels = new Map<Enemy, Phaser.GameObjects.Text>();

  // ---- game hooks: data (abstract) ----

  /** The level's map, waves and (optionally) starting gold. Runs once per level start. */
  protected abstract levelSpec(info: LevelInfo): TowerDefenseLevel;

  /** The tower types, in toolbar order (keys 1..9 choose them). Runs once per level start. */
  protected abstract towerTypes(): readonly TowerType[];

  /** The enemy types by id (waves name them). Runs once per level start. */
  protected abstract enemyTypes(): Readonly<Record<string, EnemyType>>;

  /** Registry keys the map is drawn with. Runs once per level start. */
  protected abstract mapArt(): MapArt;

  // ---- game hooks: rules with defaults ----

  /** The currency kills drop on the map (levels say where, in `drops`); default: none. Runs once per level start. */
  protected mapCurrency(): MapCurrency | null {
    return null;
  }

  /** Gold at the start of a level. */
  protected startingGold(_info: LevelInfo, spec: TowerDefenseLevel): number {
    return spec.startingGold ?? gameConfig.defense.startingGold.value;
  }

  /** Hit-point multiplier of enemies in wave `wave` (1-based). */
  protected waveHpMultiplier(wave: number): number {
    return 1 + gameConfig.defense.waveHpGrowth.value * (wave - 1);
  }

  /** Gold for killing `enemy`. */
  protected killReward(enemy: Enemy): number {
    return enemy.kind.reward;
  }

  /** Which enemy a ready tower shoots, among those in its range (never empty); default: the one nearest the base. */
  protected chooseTarget(_tower: Tower, inRange: readonly Enemy[]): Enemy | undefined {
    return inRange.reduce((best, e) => (e.travelled > best.travelled ? e : best));
  }

  // ---- game hooks: events (default: nothing) ----

  /** A wave (1-based) just started. */
  protected onWaveStart(_wave: number, _of: number): void {}
  /** Every enemy of a wave is gone (killed or at the base). */
  protected onWaveCleared(_wave: number, _of: number): void {}
  protected onEnemySpawned(_enemy: Enemy): void {}
  /** `tower` is the tower whose shot killed it. */
  protected onEnemyKilled(_enemy: Enemy, _tower: Tower): void {}
  /** An enemy reached the base (lives were already taken). */
  protected onEnemyLeaked(_enemy: Enemy): void {}
  protected onTowerPlaced(_tower: Tower): void {}
  protected onTowerUpgraded(_tower: Tower): void {}
  protected onTowerFired(_tower: Tower, _target: Enemy): void {}
  /** A click on a plot did nothing (`reason` says why, e.g. not enough gold). */
  protected onBuildRefused(_plot: Cell, _reason: string): void {}

  // ---- protected API for the game ----

  protected get gold(): number {
    return this.goldHeld;
  }

  protected addGold(amount: number, reason: string): void {
    this.goldHeld += amount;
    emit('gold_changed', { amount, reason, gold: this.goldHeld });
  }

  /** Centre of a map cell in game coordinates. */
  protected cellCentre(cell: Cell): Point {
    return { x: this.origin.x + (cell.col + 0.5) * this.tileSize, y: this.origin.y + (cell.row + 0.5) * this.tileSize };
  }

  /** Enemies on the field, in spawn order. */
  protected get liveEnemies(): readonly Enemy[] {
    return this.enemies.filter((e) => !e.gone);
  }

  // ---- core family hooks ----

  protected override buildLevel(info: LevelInfo): void {
    const spec = this.levelSpec(info);
    const { width, height } = this.scale;
    this.tileSize = gameConfig.defense.tileSize.value;
    this.map = parseMap(spec.map, {
      ...DEFAULT_MAP_RULES,
      minRouteLength: gameConfig.defense.minRouteLength.value,
      minPlots: gameConfig.defense.minPlots.value,
      maxCols: Math.floor(width / this.tileSize),
      maxRows: Math.floor((height - HUD_HEIGHT - TOOLBAR_HEIGHT) / this.tileSize),
    });
    this.types = this.towerTypes();
    this.enemyKinds = this.enemyTypes();
    this.waves = spec.waves;
    this.art = this.mapArt();
    this.currency = this.mapCurrency();
    this.checkData(info, spec);
    this.origin = {
      x: Math.floor((width - this.map.cols * this.tileSize) / 2),
      y: HUD_HEIGHT + Math.floor((height - HUD_HEIGHT - TOOLBAR_HEIGHT - this.map.rows * this.tileSize) / 2),
    };
    this.route = new RouteLine(this.map.waypoints.map((c) => this.cellCentre(c)));

    this.enemies = [];
    this.projectiles = [];
    this.towers = new Map();
    this.queue = [];
    this.alive = this.waves.map(() => 0);
    this.cleared = this.waves.map(() => false);
    this.wavesStarted = 0;
    this.clockMs = 0;
    this.kills = 0;
    this.leaks = 0;
    this.speed = 1;
    this.selected = 0;
    this.hovered = null;
    this.goldHeld = this.startingGold(info, spec);
    this.purse = this.currency && spec.drops ? new CurrencyPurse(spec.drops) : null;
    this.pieces = [];
    this.bossLabels = new Map();
    const firstDelay = gameConfig.defense.firstWaveDelayMs.value;
    this.countdownMs = firstDelay > 0 ? firstDelay : null;

    this.drawMap();
    this.drawNames();
    if (this.purse) this.placeDropSpots(this.purse);
    this.cursor = this.cellCentre(this.map.base);
    this.preview = this.add.graphics().setDepth(DEPTH.preview);
    this.overlay = this.add.graphics().setDepth(DEPTH.overlay);
    this.tooltip = this.add
      .text(0, 0, '', { ...textStyle(13), backgroundColor: gameConfig.ui.panelColor.value, padding: { x: 4, y: 2 } })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.float)
      .setVisible(false);
    this.toolbar = new Toolbar(this, this.types, this.currency, {
      select: (i) => this.selectTower(i),
      nextWave: () => this.callNextWave(),
      toggleSpeed: () => this.toggleSpeed(),
    });
    this.refreshUi();
  }

  protected override updateLevel(_time: number, delta: number): void {
    if (this.controls.justPressed(NEXT_WAVE)) this.callNextWave();
    for (let i = 0; i < Math.min(this.types.length, MAX_TOWER_KEYS); i++)
      if (this.controls.justPressed(towerAction(i))) this.selectTower(i);
    if (this.controls.justPressed(FAST_FORWARD)) this.toggleSpeed();

    const dt = delta * this.speed;
    this.clockMs += dt;
    if (this.countdownMs !== null) {
      this.countdownMs -= dt;
      if (this.countdownMs <= 0) this.startWave(0);
    }
    this.spawnDue();
    for (const enemy of this.enemies) {
      if (!enemy.gone && enemy.walk(dt)) this.leak(enemy);
      if (this.ended) return;
    }
    this.fireTowers(dt);
    for (const shot of this.projectiles) if (!shot.gone && shot.fly(dt)) this.impact(shot);
    this.sweep();
    this.settleWaves();
    if (this.ended) return;
    this.refreshUi();
  }

  protected override freezeLevel(_outcome: LevelOutcome): void {
    this.physics.world.pause();
    this.tooltip.setVisible(false);
    this.preview.clear();
  }

  /** The builder's cursor: the plot last pointed at (the base before that); hp is the lives left. */
  override describePlayer(): PlayerSnapshot {
    return { x: round(this.cursor.x), y: round(this.cursor.y), vx: 0, vy: 0, hp: progress.lives };
  }

  override describeEntities(): Record<string, unknown> {
    const enemies = this.liveEnemies;
    return {
      enemies: enemies
        .slice(0, ENEMY_LIST_LIMIT)
        .map((e) => ({ type: e.kind.id, x: round(e.x), y: round(e.y), hp: round(e.hp) })),
      towers: [...this.towers.values()].map((t) => ({ type: t.kind.id, level: t.level, x: round(t.x), y: round(t.y) })),
      base: this.art.baseName
        ? { ...this.cellCentre(this.map.base), name: this.art.baseName, health: progress.lives }
        : this.cellCentre(this.map.base),
      spawn: this.cellCentre(this.map.spawn),
      freePlots: this.map.plots.length - this.towers.size,
    };
  }

  override describeFlags(): Record<string, unknown> {
    return {
      gold: this.goldHeld,
      wave: this.wavesStarted,
      waves: this.waves.length,
      waveSpawning: this.queue.length > 0,
      nextWaveInMs: this.countdownMs === null ? null : Math.max(0, Math.ceil(this.countdownMs)),
      enemiesAlive: this.liveEnemies.length,
      kills: this.kills,
      leaks: this.leaks,
      selectedTower: this.types[this.selected]?.id ?? null,
      speed: this.speed,
      ...(this.purse && this.currency
        ? {
            currency: {
              name: this.currency.name,
              held: this.purse.held,
              dropped: this.purse.dropped,
              collected: this.purse.collected,
              spent: this.purse.spent,
            },
          }
        : {}),
    };
  }

  override hudLines(): string[] {
    const next = this.countdownMs === null ? '' : `  next in ${Math.max(0, Math.ceil(this.countdownMs / 1000))}s`;
    // The core's line already says the lives; the base's label on the map says them as its health.
    const purse = this.purse && this.currency ? `${this.goldHeld}g  ${this.purse.held} ${this.currency.plural}` : null;
    return [purse ?? `Gold ${this.goldHeld}`, `Wave ${this.wavesStarted}/${this.waves.length}${next}`];
  }

  // ---- setup ----

  private checkData(info: LevelInfo, spec: TowerDefenseLevel): void {
    const problems: string[] = [];
    if (this.types.length < 1) problems.push('towerTypes() returned no tower types');
    const ids = Object.keys(this.enemyKinds);
    problems.push(...checkWaves(this.waves, ids));
    if (spec.drops) problems.push(...checkDrops(spec.drops, this.map));
    if (this.types.some((t) => (t.currencyCost ?? 0) > 0) && !this.currency)
      problems.push('a tower costs map currency, but mapCurrency() returns none');
    const keys = [
      this.art.base,
      ...(this.currency ? [this.currency.texture] : []),
      ...this.types.flatMap((t) => [t.texture, t.projectile]),
      ...Object.values(this.enemyKinds).map((e) => e.texture),
    ];
    for (const key of keys) if (!this.textures.exists(key)) problems.push(`texture "${key}" is not in assets.json`);
    for (const [id, kind] of Object.entries(this.enemyKinds))
      if (kind.id !== id) problems.push(`enemy type listed as "${id}" has id "${kind.id}"`);
    for (const t of this.types) {
      if (!(t.fireRate > 0) || !(t.projectileSpeed > 0))
        problems.push(`tower "${t.id}" needs fireRate and projectileSpeed above 0`);
      // 1.5 tiles reaches every path tile next to the plot, diagonals included.
      if (!(t.range >= this.tileSize * 1.5))
        problems.push(
          `tower "${t.id}" has range ${t.range}; it must be at least 1.5 tiles (${this.tileSize * 1.5} px)`,
        );
    }
    for (const action of [
      NEXT_WAVE,
      FAST_FORWARD,
      ...this.types.slice(0, MAX_TOWER_KEYS).map((_, i) => towerAction(i)),
    ]) {
      try {
        this.controls.isDown(action);
      } catch {
        problems.push(
          `the action "${action}" is missing: list towerDefenseActions([...tower names]) in src/game/definition.ts`,
        );
      }
    }
    if (problems.length) throw new Error(`level "${info.id}":\n- ${problems.join('\n- ')}`);
  }

  private drawMap(): void {
    const t = this.tileSize;
    const g = this.add.graphics().setDepth(DEPTH.ground);
    const d = gameConfig.defense;
    const walk = (c: number, r: number): boolean => {
      const kind = this.map.tiles[r]?.[c];
      return kind === 'path' || kind === 'spawn' || kind === 'base';
    };
    g.fillStyle(colourNumber(d.groundColor.value));
    g.fillRect(0, HUD_HEIGHT, this.scale.width, this.scale.height - HUD_HEIGHT);
    this.map.tiles.forEach((kinds, row) => {
      kinds.forEach((kind, col) => {
        const { x, y } = { x: this.origin.x + col * t, y: this.origin.y + row * t };
        if ((col + row) % 2 === 0 && !walk(col, row)) {
          g.fillStyle(colourNumber(d.groundAltColor.value));
          g.fillRect(x, y, t, t);
        }
        if (walk(col, row)) {
          g.fillStyle(colourNumber(d.pathColor.value));
          g.fillRect(x, y, t, t);
          g.fillStyle(colourNumber(d.pathEdgeColor.value));
          const e = Math.max(2, Math.round(t / 10));
          if (!walk(col, row - 1)) g.fillRect(x, y, t, e);
          if (!walk(col, row + 1)) g.fillRect(x, y + t - e, t, e);
          if (!walk(col - 1, row)) g.fillRect(x, y, e, t);
          if (!walk(col + 1, row)) g.fillRect(x + t - e, y, e, t);
        } else if (kind === 'scenery') {
          g.fillStyle(colourNumber(d.sceneryColor.value));
          g.fillCircle(x + t * 0.5, y + t * 0.45, t * 0.34);
          g.fillCircle(x + t * 0.3, y + t * 0.6, t * 0.22);
          g.fillCircle(x + t * 0.7, y + t * 0.62, t * 0.22);
        }
      });
    });
    const spawn = this.cellCentre(this.map.spawn);
    g.fillStyle(0x000000, 0.7);
    g.fillEllipse(spawn.x, spawn.y, t * 0.8, t * 0.6);
    g.lineStyle(2, colourNumber(d.pathEdgeColor.value));
    g.strokeEllipse(spawn.x, spawn.y, t * 0.8, t * 0.6);
    const base = this.cellCentre(this.map.base);
    this.baseImage = this.add.image(base.x, base.y, this.art.base).setDepth(DEPTH.base);
    for (const plot of this.map.plots) {
      const c = this.cellCentre(plot);
      const rect = this.add
        .rectangle(c.x, c.y, t - 6, t - 6, colourNumber(d.plotColor.value))
        .setStrokeStyle(2, colourNumber(d.pathEdgeColor.value), 0.8)
        .setDepth(DEPTH.plots)
        .setName('build plot')
        .setInteractive({ useHandCursor: true });
      rect.on('pointerover', () => this.hover(plot));
      rect.on('pointerout', () => {
        if (this.hovered && cellKey(this.hovered) === cellKey(plot)) this.hovered = null;
      });
      rect.on('pointerdown', () => this.buildAt(plot));
    }
  }

  // ---- player actions ----

  private selectTower(index: number): void {
    if (this.ended || index === this.selected || !this.types[index]) return;
    this.selected = index;
    emit('tower_selected', { tower: this.types[index].id });
    this.refreshUi();
  }

  private toggleSpeed(): void {
    if (this.ended) return;
    this.speed = this.speed === 1 ? gameConfig.defense.fastForwardFactor.value : 1;
    emit('speed_changed', { speed: this.speed });
    this.refreshUi();
  }

  private hover(plot: Cell): void {
    if (this.ended) return;
    this.hovered = plot;
    this.cursor = this.cellCentre(plot);
  }

  private buildAt(plot: Cell): void {
    if (this.ended) return;
    this.hover(plot);
    const existing = this.towers.get(cellKey(plot));
    if (existing) {
      if (existing.maxed) {
        this.refuse(plot, 'Max level');
        return;
      }
      const cost = existing.upgradeCost;
      if (this.goldHeld < cost) {
        this.refuse(plot, `Need ${cost}g`);
        return;
      }
      this.goldHeld -= cost;
      existing.upgrade();
      emit('tower_upgraded', {
        tower: existing.kind.id,
        level: existing.level,
        col: plot.col,
        row: plot.row,
        cost,
        gold: this.goldHeld,
      });
      this.onTowerUpgraded(existing);
    } else {
      const type = this.types[this.selected]!;
      if (this.goldHeld < type.cost) {
        this.refuse(plot, `Need ${type.cost}g`);
        return;
      }
      const pieces = type.currencyCost ?? 0;
      if (pieces > 0) {
        if (!this.purse || !this.currency) {
          this.refuse(plot, 'Nothing to pay with here');
          return;
        }
        if (!this.purse.spend(pieces)) {
          this.refuse(plot, `Need ${pieces} ${pieces === 1 ? this.currency.name : this.currency.plural}`);
          return;
        }
        emit('currency_spent', { currency: this.currency.name, amount: pieces, tower: type.id, held: this.purse.held });
      }
      this.goldHeld -= type.cost;
      const c = this.cellCentre(plot);
      const tower = new Tower(this, c.x, c.y, type, plot).setDepth(DEPTH.towers);
      this.towers.set(cellKey(plot), tower);
      emit('tower_placed', { tower: type.id, col: plot.col, row: plot.row, cost: type.cost, gold: this.goldHeld });
      this.onTowerPlaced(tower);
    }
    this.refreshUi();
  }

  private refuse(plot: Cell, reason: string): void {
    const c = this.cellCentre(plot);
    this.floatText(c.x, c.y - this.tileSize * 0.3, reason, '#ff004d');
    emit('build_refused', { col: plot.col, row: plot.row, reason });
    this.onBuildRefused(plot, reason);
  }

  /** Starts the next wave now, when there is one and the current one has finished arriving. */
  private callNextWave(): void {
    if (this.ended || this.wavesStarted >= this.waves.length || this.queue.length > 0) return;
    this.startWave(this.earlyBonus());
  }

  private earlyBonus(): number {
    if (this.countdownMs === null || this.countdownMs <= 0) return 0;
    return Math.floor((this.countdownMs / 1000) * gameConfig.defense.earlyCallGoldPerSecond.value);
  }

  // ---- the waves ----

  private startWave(bonus: number): void {
    const index = this.wavesStarted++;
    this.countdownMs = null;
    for (const event of waveSchedule(this.waves[index]!))
      this.queue.push({ atMs: this.clockMs + event.atMs, enemy: event.enemy, wave: index });
    if (bonus > 0) this.addGold(bonus, 'early_call');
    emit('wave_started', { wave: index + 1, of: this.waves.length, bonus });
    this.showBanner(`Wave ${index + 1}/${this.waves.length}`, 900);
    this.onWaveStart(index + 1, this.waves.length);
  }

  private spawnDue(): void {
    let spawned = false;
    while (this.queue.length && this.queue[0]!.atMs <= this.clockMs) {
      const next = this.queue.shift()!;
      const kind = this.enemyKinds[next.enemy]!;
      const enemy = new Enemy(
        this,
        this.route,
        kind,
        Math.round(kind.hp * this.waveHpMultiplier(next.wave + 1)),
        next.wave + 1,
      ).setDepth(DEPTH.enemies);
      this.enemies.push(enemy);
      this.alive[next.wave]!++;
      spawned = true;
      if (kind.boss) this.bossArrives(enemy, kind.boss);
      this.onEnemySpawned(enemy);
    }
    // The break before the next wave runs from the moment the last enemy of this one has appeared.
    const breakMs = gameConfig.defense.waveBreakMs.value;
    if (spawned && this.queue.length === 0 && this.wavesStarted < this.waves.length && breakMs > 0)
      this.countdownMs = breakMs;
  }

  /** Pays for cleared waves and wins the level when the last one is cleared. */
  private settleWaves(): void {
    for (let w = 0; w < this.wavesStarted; w++) {
      if (this.cleared[w] || this.alive[w]! > 0 || this.queue.some((q) => q.wave === w)) continue;
      this.cleared[w] = true;
      const bonus = gameConfig.defense.waveClearBonus.value;
      if (bonus > 0) this.addGold(bonus, 'wave_cleared');
      emit('wave_cleared', { wave: w + 1, of: this.waves.length, bonus });
      this.onWaveCleared(w + 1, this.waves.length);
    }
    if (this.wavesStarted === this.waves.length && this.queue.length === 0 && this.enemies.length === 0)
      this.completeLevel();
  }

  // ---- enemies, towers, shots ----

  private leak(enemy: Enemy): void {
    enemy.gone = true;
    this.alive[enemy.wave - 1]!--;
    this.leaks++;
    const livesLeft = Math.max(0, progress.lives - enemy.kind.damage);
    emit('enemy_leaked', { enemy: enemy.kind.id, wave: enemy.wave, livesLeft });
    this.baseImage.setTint(0xff004d);
    this.time.delayedCall(150, () => this.baseImage.clearTint());
    this.cameras.main.shake(120, 0.004);
    progress.lives = livesLeft;
    this.onEnemyLeaked(enemy);
    if (livesLeft === 0) {
      // failLevel takes a life itself: hand it the last one, so the attempt ends the game.
      progress.lives = 1;
      this.failLevel('The base fell');
    }
  }

  private fireTowers(dt: number): void {
    const enemies = this.liveEnemies;
    for (const tower of this.towers.values()) {
      tower.cooldownMs -= dt;
      if (tower.cooldownMs > 0) continue;
      const range = tower.range;
      const inRange = enemies.filter((e) => Math.hypot(e.x - tower.x, e.y - tower.y) <= range);
      const target = inRange.length ? this.chooseTarget(tower, inRange) : undefined;
      if (!target) {
        tower.cooldownMs = 0;
        continue;
      }
      tower.cooldownMs += tower.intervalMs;
      this.projectiles.push(new Projectile(this, tower, target).setDepth(DEPTH.shots));
      this.onTowerFired(tower, target);
    }
  }

  private impact(shot: Projectile): void {
    shot.gone = true;
    const kind = shot.tower.kind;
    const hit =
      kind.splashRadius > 0
        ? this.liveEnemies.filter((e) => Math.hypot(e.x - shot.aimX, e.y - shot.aimY) <= kind.splashRadius)
        : shot.target
          ? [shot.target]
          : [];
    if (kind.splashRadius > 0) this.ring(shot.aimX, shot.aimY, kind.splashRadius, kind.tint);
    for (const enemy of hit) {
      if (enemy.gone) continue;
      enemy.slow(kind.slowFactor, kind.slowMs);
      if (enemy.hurt(shot.damage)) this.kill(enemy, shot.tower);
    }
  }

  private kill(enemy: Enemy, tower: Tower): void {
    enemy.gone = true;
    this.alive[enemy.wave - 1]!--;
    this.kills++;
    const reward = this.killReward(enemy);
    this.goldHeld += reward;
    emit('enemy_killed', { enemy: enemy.kind.id, wave: enemy.wave, tower: tower.kind.id, reward, gold: this.goldHeld });
    this.addScore(enemy.kind.points, 'enemy_killed');
    this.floatText(enemy.x, enemy.y - 12, `+${reward}g`, gameConfig.ui.accentColor.value);
    if (enemy.kind.boss) emit('boss_defeated', { enemy: enemy.kind.id, name: enemy.kind.boss, wave: enemy.wave });
    this.dropCurrency(enemy);
    this.onEnemyKilled(enemy, tower);
  }

  /** Destroys what was killed, leaked or landed this frame. */
  private sweep(): void {
    for (const e of this.enemies) {
      if (!e.gone) continue;
      this.bossLabels.get(e)?.destroy();
      this.bossLabels.delete(e);
      e.destroy();
    }
    this.enemies = this.enemies.filter((e) => !e.gone);
    for (const p of this.projectiles) if (p.gone) p.destroy();
    this.projectiles = this.projectiles.filter((p) => !p.gone);
  }

  // ---- the named base, the boss and the map currency ----

  /** The base's name under it and the lane's name by the spawn, when the game names them. */
  private drawNames(): void {
    const style = { ...textStyle(13), stroke: '#000000', strokeThickness: 3 };
    const t = this.tileSize;
    this.baseLabel = null;
    if (this.art.baseName) {
      const base = this.cellCentre(this.map.base);
      const below = base.y + t * 0.55 + 14 < this.scale.height - TOOLBAR_HEIGHT;
      this.baseLabel = this.add
        .text(base.x, below ? base.y + t * 0.55 : base.y - t * 0.55, this.baseHealthText(), style)
        .setOrigin(0.5, below ? 0 : 1)
        .setDepth(DEPTH.float)
        .setName('base name');
      this.keepOnScreen(this.baseLabel);
      emit('base_shown', {
        name: this.art.baseName,
        health: progress.lives,
        col: this.map.base.col,
        row: this.map.base.row,
      });
    }
    if (this.art.laneName) {
      const spawn = this.cellCentre(this.map.spawn);
      const below = spawn.y + t * 0.55 + 14 < this.scale.height - TOOLBAR_HEIGHT;
      const label = this.add
        .text(spawn.x, below ? spawn.y + t * 0.55 : spawn.y - t * 0.55, capital(this.art.laneName), style)
        .setOrigin(0.5, below ? 0 : 1)
        .setDepth(DEPTH.float)
        .setName('lane name');
      this.keepOnScreen(label);
      emit('lane_shown', {
        name: this.art.laneName,
        turns: this.map.waypoints.length - 2,
        tiles: this.map.route.length,
      });
    }
  }

  /** The base's name and its health (the lives left): "Harbor 20". */
  private baseHealthText(): string {
    return `${capital(this.art.baseName ?? '')} ${progress.lives}`;
  }

  /** Moves a label at the map's edge sideways until all of it is on screen. */
  private keepOnScreen(label: Phaser.GameObjects.Text): void {
    const half = label.width / 2;
    label.setX(Math.min(this.scale.width - half - 2, Math.max(half + 2, label.x)));
  }

  /** A click target on every drop spot: a click there picks up whatever lies on it. */
  private placeDropSpots(purse: CurrencyPurse): void {
    purse.drops.spots.forEach((spot, index) => {
      this.pieces.push([]);
      const c = this.cellCentre(spot);
      this.add
        .zone(c.x, c.y, this.tileSize, this.tileSize)
        .setName('drop spot')
        .setInteractive({ useHandCursor: true })
        .on('pointerdown', () => this.collectAt(index));
    });
  }

  private dropCurrency(enemy: Enemy): void {
    if (!this.purse || !this.currency) return;
    const index = this.purse.afterKill(this.kills);
    if (index === null) return;
    const spot = this.purse.drops.spots[index]!;
    const c = this.cellCentre(spot);
    const stack = this.pieces[index]!;
    // Pieces on one spot fan out a little, so a pile reads as a pile; the drop flies from where the enemy fell.
    const x = c.x + ((stack.length % 3) - 1) * 5;
    const y = c.y - Math.floor(stack.length / 3) * 4;
    const piece = this.add.image(enemy.x, enemy.y, this.currency.texture).setDepth(DEPTH.float);
    this.tweens.add({ targets: piece, x, y, duration: 300, ease: 'Quad.easeOut' });
    stack.push(piece);
    emit('currency_dropped', {
      currency: this.currency.name,
      col: spot.col,
      row: spot.row,
      dropped: this.purse.dropped,
    });
  }

  private collectAt(index: number): void {
    if (this.ended || !this.purse || !this.currency) return;
    const amount = this.purse.collect(index);
    if (amount === 0) return;
    for (const piece of this.pieces[index]!) piece.destroy();
    this.pieces[index] = [];
    const c = this.cellCentre(this.purse.drops.spots[index]!);
    this.floatText(c.x, c.y - 12, `+${amount} ${amount === 1 ? this.currency.name : this.currency.plural}`, '#29adff');
    emit('currency_collected', { currency: this.currency.name, amount, held: this.purse.held });
    this.refreshUi();
  }

  private bossArrives(enemy: Enemy, name: string): void {
    const label = this.add
      .text(enemy.x, enemy.y, capital(name), { ...textStyle(12, '#ff004d'), stroke: '#000000', strokeThickness: 3 })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.float);
    this.bossLabels.set(enemy, label);
    this.showBanner(`${capital(name)} comes!`, 1200);
    emit('boss_spawned', { enemy: enemy.kind.id, name, wave: enemy.wave, hp: enemy.hp });
  }

  // ---- drawing ----

  private refreshUi(): void {
    this.drawOverlay();
    if (this.baseLabel && this.baseLabel.text !== this.baseHealthText()) {
      this.baseLabel.setText(this.baseHealthText());
      this.keepOnScreen(this.baseLabel);
    }
    this.toolbar.refresh({
      gold: this.goldHeld,
      currency: this.purse?.held ?? 0,
      selected: this.selected,
      waveLabel: this.waveLabel(),
      waveReady: this.waveReady(),
      speed: this.speed,
    });
  }

  private waveReady(): boolean {
    return this.wavesStarted < this.waves.length && this.queue.length === 0;
  }

  private waveLabel(): string {
    if (this.wavesStarted >= this.waves.length) return 'Last wave';
    if (this.queue.length > 0) return 'Wave arriving';
    const bonus = this.earlyBonus();
    return `Next wave${bonus > 0 ? ` +${bonus}g` : ''} (Enter)`;
  }

  private drawOverlay(): void {
    const g = this.overlay;
    g.clear();
    for (const e of this.enemies) {
      // A boss always shows its health, under its name.
      if (e.gone || (e.hp >= e.maxHp && !e.kind.boss)) continue;
      const w = Math.max(16, e.displayWidth * 0.8);
      const top = e.y - e.displayHeight / 2 - 6;
      this.bossLabels.get(e)?.setPosition(e.x, top - 2);
      g.fillStyle(0x000000, 0.7);
      g.fillRect(e.x - w / 2 - 1, top - 1, w + 2, 5);
      g.fillStyle(e.hp / e.maxHp > 0.4 ? 0x00e436 : 0xff004d);
      g.fillRect(e.x - w / 2, top, (w * e.hp) / e.maxHp, 3);
    }
    for (const tower of this.towers.values()) {
      for (let i = 1; i < tower.level; i++) {
        g.fillStyle(colourNumber(gameConfig.ui.accentColor.value));
        g.fillRect(tower.x - 9 + (i - 1) * 7, tower.y + this.tileSize / 2 - 7, 5, 4);
      }
    }
    this.drawPreview();
  }

  /** Range ring and price over the hovered plot. */
  private drawPreview(): void {
    this.preview.clear();
    const plot = this.hovered;
    if (!plot) {
      this.tooltip.setVisible(false);
      return;
    }
    const c = this.cellCentre(plot);
    const tower = this.towers.get(cellKey(plot));
    const type = tower?.kind ?? this.types[this.selected]!;
    const range = tower ? tower.range : type.range;
    const cost = tower ? tower.upgradeCost : type.cost;
    const label = tower
      ? tower.maxed
        ? `${type.name} max level`
        : `Upgrade ${type.name} ${cost}g`
      : `${type.name} ${cost}g`;
    const ok = tower?.maxed ? true : this.goldHeld >= cost;
    const colour = ok ? 0xfff1e8 : 0xff004d;
    this.preview.fillStyle(colour, 0.08);
    this.preview.fillCircle(c.x, c.y, range);
    this.preview.lineStyle(2, colour, 0.6);
    this.preview.strokeCircle(c.x, c.y, range);
    if (this.tooltip.text !== label) this.tooltip.setText(label);
    this.tooltip.setPosition(c.x, c.y - this.tileSize / 2 - 2).setVisible(true);
  }

  private floatText(x: number, y: number, text: string, colour: string): void {
    const label = this.add
      .text(x, y, text, { ...textStyle(14, colour), stroke: '#000000', strokeThickness: 3 })
      .setOrigin(0.5)
      .setDepth(DEPTH.float);
    this.tweens.add({ targets: label, y: y - 24, alpha: 0, duration: 700, onComplete: () => label.destroy() });
  }

  private ring(x: number, y: number, radius: number, tint: number): void {
    const ring = this.add
      .circle(x, y, radius, tint, 0.25)
      .setStrokeStyle(2, tint, 0.8)
      .setDepth(DEPTH.shots)
      .setScale(0.3);
    this.tweens.add({ targets: ring, scale: 1, alpha: 0, duration: 250, onComplete: () => ring.destroy() });
  }
}
