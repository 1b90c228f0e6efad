// A Node model of the tower_defense family's Level scene
// (templates/tower_defense/src/family/modes/defense/TowerDefenseLevelScene.ts and its Enemy, Tower, Projectile and
// RouteLine), frame by frame in the same order, played through the same kind of
// script the golden path runner plays (presses, clicks on plots, waits on state). The planner uses it to choose a
// golden path that wins, and to check it again with tougher enemies so small differences from the browser (frame
// timing, rounding) cannot turn a win into a loss.
import {
  HUD_HEIGHT,
  TOOLBAR_HEIGHT,
  type Cell,
  type TowerDefenseMap,
} from '../../../../../templates/tower_defense/src/family/map.ts';
import { RouteLine } from '../../../../../templates/tower_defense/src/family/modes/defense/path.ts';
import { waveSchedule, type WaveSpec } from '../../../../../templates/tower_defense/src/family/modes/defense/waves.ts';
import {
  CurrencyPurse,
  type CurrencyDrops,
} from '../../../../../templates/tower_defense/src/family/modes/defense/currency.ts';

const FPS = 60;
const FRAME_MS = 1000 / FPS;
/** What the harness runs for one press or click (ceil of one frame). */
const INPUT_MS = Math.ceil(FRAME_MS);

export interface SimDefense {
  tileSize: number;
  width: number;
  height: number;
  startingGold: number;
  firstWaveDelayMs: number;
  waveBreakMs: number;
  earlyCallGoldPerSecond: number;
  waveClearBonus: number;
  waveHpGrowth: number;
  upgradeCostFactor: number;
  upgradeDamageFactor: number;
  upgradeRangeFactor: number;
  maxTowerLevel: number;
  fastForwardFactor: number;
  lives: number;
  levelClearDelayMs: number;
}

export interface SimTowerType {
  id: string;
  cost: number;
  range: number;
  fireRate: number;
  damage: number;
  projectileSpeed: number;
  splashRadius: number;
  slowFactor: number;
  slowMs: number;
  /** Height of the tower image in pixels: shots leave from a quarter of it above the centre. */
  height: number;
  /** Pieces of the map currency it costs as well as its gold. */
  currencyCost?: number;
}

export interface SimEnemyType {
  id: string;
  hp: number;
  speed: number;
  reward: number;
  damage: number;
}

export interface SimLevel {
  key: string;
  map: TowerDefenseMap;
  waves: readonly WaveSpec[];
  startingGold?: number | undefined;
  drops?: CurrencyDrops | undefined;
}

export interface SimWorld {
  levels: readonly SimLevel[];
  towers: readonly SimTowerType[];
  enemies: Readonly<Record<string, SimEnemyType>>;
  defense: SimDefense;
}

/** One scripted input or wait, as the golden path will hold it. */
export type PlanAction =
  | { kind: 'select'; index: number }
  | { kind: 'click'; cell: Cell }
  | { kind: 'next_wave' }
  | { kind: 'fast_forward' }
  | { kind: 'until_gold'; gte: number }
  | { kind: 'until_dropped'; gte: number }
  | { kind: 'until_level'; number: number; key: string }
  | { kind: 'until_won' };

export interface Stress {
  /** Enemy hit points multiplied by this. */
  hp: number;
  /** Enemy speed multiplied by this. */
  speed: number;
}

export const NO_STRESS: Stress = { hp: 1, speed: 1 };

interface Enemy {
  kind: SimEnemyType;
  wave: number;
  hp: number;
  travelled: number;
  x: number;
  y: number;
  slowFactor: number;
  slowLeftMs: number;
  gone: boolean;
}

interface Tower {
  kind: SimTowerType;
  x: number;
  y: number;
  level: number;
  cooldownMs: number;
}

interface Shot {
  tower: Tower;
  damage: number;
  target: Enemy | undefined;
  aimX: number;
  aimY: number;
  x: number;
  y: number;
  gone: boolean;
}

export interface StepRecord {
  action: PlanAction;
  /** Harness time the step started and ended. */
  startMs: number;
  endMs: number;
  /** The level (1-based) being played when the step ended. */
  level: number;
}

export interface SimResult {
  won: boolean;
  failure: string | null;
  steps: StepRecord[];
  /**
   * Per level: enemies that reached the base, kills, gold left, and the harness time its last wave started and it
   * ended.
   */
  levels: {
    key: string;
    leaks: number;
    kills: number;
    spawned: number;
    lastWaveAtMs: number | null;
    endMs: number | null;
    /** Pieces of the map currency picked up and spent (0 on a level without drops). */
    collected: number;
    spent: number;
  }[];
  livesLeft: number;
  timeMs: number;
}

/** The Level scene's numbers for one level, as the family computes them. */
class LevelModel {
  readonly route: RouteLine;
  readonly origin: { x: number; y: number };
  enemies: Enemy[] = [];
  shots: Shot[] = [];
  towers = new Map<string, Tower>();
  queue: { atMs: number; enemy: string; wave: number }[] = [];
  alive: number[];
  cleared: boolean[];
  wavesStarted = 0;
  clockMs = 0;
  countdownMs: number | null;
  gold: number;
  selected = 0;
  speed = 1;
  kills = 0;
  leaks = 0;
  spawned = 0;
  outcome: 'won' | 'failed' | null = null;
  lastWaveAtMs: number | null = null;
  /** The map currency, on a level that drops it. */
  readonly purse: CurrencyPurse | null;

  readonly world: SimWorld;
  readonly level: SimLevel;
  readonly stress: Stress;
  readonly lives: { value: number };

  constructor(world: SimWorld, level: SimLevel, stress: Stress, lives: { value: number }) {
    this.world = world;
    this.level = level;
    this.stress = stress;
    this.lives = lives;
    const d = world.defense;
    const t = d.tileSize;
    this.origin = {
      x: Math.floor((d.width - level.map.cols * t) / 2),
      y: HUD_HEIGHT + Math.floor((d.height - HUD_HEIGHT - TOOLBAR_HEIGHT - level.map.rows * t) / 2),
    };
    this.route = new RouteLine(level.map.waypoints.map((c) => this.centre(c)));
    this.alive = level.waves.map(() => 0);
    this.cleared = level.waves.map(() => false);
    this.gold = level.startingGold ?? d.startingGold;
    this.countdownMs = d.firstWaveDelayMs > 0 ? d.firstWaveDelayMs : null;
    this.purse = level.drops ? new CurrencyPurse(level.drops) : null;
  }

  centre(c: Cell): { x: number; y: number } {
    const t = this.world.defense.tileSize;
    return { x: this.origin.x + (c.col + 0.5) * t, y: this.origin.y + (c.row + 0.5) * t };
  }

  private range(t: Tower): number {
    return t.kind.range * this.world.defense.upgradeRangeFactor ** (t.level - 1);
  }

  private damage(t: Tower): number {
    return t.kind.damage * this.world.defense.upgradeDamageFactor ** (t.level - 1);
  }

  upgradeCost(t: Tower): number {
    return Math.round(t.kind.cost * this.world.defense.upgradeCostFactor * t.level);
  }

  towerAt(cell: Cell): Tower | undefined {
    return this.towers.get(`${cell.col},${cell.row}`);
  }

  select(index: number): void {
    if (this.outcome || index === this.selected || !this.world.towers[index]) return;
    this.selected = index;
  }

  toggleSpeed(): void {
    if (this.outcome) return;
    this.speed = this.speed === 1 ? this.world.defense.fastForwardFactor : 1;
  }

  /** A click on a plot: build the chosen type, or upgrade what stands there. False when refused. */
  click(cell: Cell): boolean {
    if (this.outcome) return false;
    const spot = this.purse ? this.purse.spotAt(cell) : -1;
    if (spot >= 0) return this.purse!.collect(spot) > 0;
    if (!this.level.map.plots.some((p) => p.col === cell.col && p.row === cell.row)) return false;
    const existing = this.towerAt(cell);
    if (existing) {
      if (existing.level >= this.world.defense.maxTowerLevel) return false;
      const cost = this.upgradeCost(existing);
      if (this.gold < cost) return false;
      this.gold -= cost;
      existing.level++;
      return true;
    }
    const kind = this.world.towers[this.selected]!;
    if (this.gold < kind.cost) return false;
    const pieces = kind.currencyCost ?? 0;
    if (pieces > 0 && !this.purse?.spend(pieces)) return false;
    this.gold -= kind.cost;
    const c = this.centre(cell);
    this.towers.set(`${cell.col},${cell.row}`, { kind, x: c.x, y: c.y, level: 1, cooldownMs: 0 });
    return true;
  }

  callNextWave(): void {
    if (this.outcome || this.wavesStarted >= this.level.waves.length || this.queue.length > 0) return;
    const d = this.world.defense;
    const bonus =
      this.countdownMs === null || this.countdownMs <= 0
        ? 0
        : Math.floor((this.countdownMs / 1000) * d.earlyCallGoldPerSecond);
    this.startWave(bonus);
  }

  private startWave(bonus: number): void {
    const index = this.wavesStarted++;
    this.countdownMs = null;
    for (const e of waveSchedule(this.level.waves[index]!))
      this.queue.push({ atMs: this.clockMs + e.atMs, enemy: e.enemy, wave: index });
    if (bonus > 0) this.gold += bonus;
  }

  /** One frame of updateLevel after its input checks; `now` is the harness time, for the record. */
  frame(delta: number, now: number): void {
    const d = this.world.defense;
    const dt = delta * this.speed;
    this.clockMs += dt;
    if (this.countdownMs !== null) {
      this.countdownMs -= dt;
      if (this.countdownMs <= 0) this.startWave(0);
    }
    if (this.wavesStarted === this.level.waves.length && this.lastWaveAtMs === null) this.lastWaveAtMs = now;
    let spawned = false;
    while (this.queue.length && this.queue[0]!.atMs <= this.clockMs) {
      const next = this.queue.shift()!;
      const kind = this.world.enemies[next.enemy]!;
      const start = this.route.at(0);
      const hp = Math.round(kind.hp * this.stress.hp * (1 + d.waveHpGrowth * next.wave));
      this.enemies.push({
        kind,
        wave: next.wave,
        hp,
        travelled: 0,
        x: start.x,
        y: start.y,
        slowFactor: 1,
        slowLeftMs: 0,
        gone: false,
      });
      this.alive[next.wave]!++;
      this.spawned++;
      spawned = true;
    }
    if (spawned && this.queue.length === 0 && this.wavesStarted < this.level.waves.length && d.waveBreakMs > 0)
      this.countdownMs = d.waveBreakMs;

    for (const e of this.enemies) {
      if (!e.gone && this.walk(e, dt)) this.leak(e);
      if (this.outcome) return;
    }
    const live = this.enemies.filter((e) => !e.gone);
    for (const tower of this.towers.values()) {
      tower.cooldownMs -= dt;
      if (tower.cooldownMs > 0) continue;
      const range = this.range(tower);
      const inRange = live.filter((e) => Math.hypot(e.x - tower.x, e.y - tower.y) <= range);
      if (!inRange.length) {
        tower.cooldownMs = 0;
        continue;
      }
      const target = inRange.reduce((best, e) => (e.travelled > best.travelled ? e : best));
      tower.cooldownMs += 1000 / tower.kind.fireRate;
      const scale = 1 + 0.1 * (tower.level - 1);
      this.shots.push({
        tower,
        damage: this.damage(tower),
        target,
        aimX: target.x,
        aimY: target.y,
        x: tower.x,
        y: tower.y - tower.kind.height * scale * 0.25,
        gone: false,
      });
    }
    for (const shot of this.shots) if (!shot.gone && this.fly(shot, dt)) this.impact(shot);
    this.enemies = this.enemies.filter((e) => !e.gone);
    this.shots = this.shots.filter((s) => !s.gone);
    for (let w = 0; w < this.wavesStarted; w++) {
      if (this.cleared[w] || this.alive[w]! > 0 || this.queue.some((q) => q.wave === w)) continue;
      this.cleared[w] = true;
      this.gold += d.waveClearBonus;
    }
    if (this.wavesStarted === this.level.waves.length && this.queue.length === 0 && this.enemies.length === 0)
      this.outcome = 'won';
  }

  private walk(e: Enemy, dt: number): boolean {
    if (e.slowLeftMs > 0) {
      e.slowLeftMs -= dt;
      if (e.slowLeftMs <= 0) e.slowFactor = 1;
    }
    e.travelled += (e.kind.speed * this.stress.speed * e.slowFactor * dt) / 1000;
    const p = this.route.at(e.travelled);
    e.x = p.x;
    e.y = p.y;
    return e.travelled >= this.route.length;
  }

  private leak(e: Enemy): void {
    e.gone = true;
    this.alive[e.wave]!--;
    this.leaks++;
    this.lives.value = Math.max(0, this.lives.value - e.kind.damage);
    if (this.lives.value === 0) this.outcome = 'failed';
  }

  private fly(s: Shot, dt: number): boolean {
    if (s.target && !s.target.gone) {
      s.aimX = s.target.x;
      s.aimY = s.target.y;
    } else s.target = undefined;
    const step = (s.tower.kind.projectileSpeed * dt) / 1000;
    const dx = s.aimX - s.x,
      dy = s.aimY - s.y;
    const distance = Math.hypot(dx, dy);
    if (distance <= step) {
      s.x = s.aimX;
      s.y = s.aimY;
      return true;
    }
    s.x += (dx / distance) * step;
    s.y += (dy / distance) * step;
    return false;
  }

  private impact(s: Shot): void {
    s.gone = true;
    const kind = s.tower.kind;
    const hit =
      kind.splashRadius > 0
        ? this.enemies.filter((e) => !e.gone && Math.hypot(e.x - s.aimX, e.y - s.aimY) <= kind.splashRadius)
        : s.target
          ? [s.target]
          : [];
    for (const e of hit) {
      if (e.gone) continue;
      if (kind.slowFactor < 1 && kind.slowMs > 0) {
        e.slowFactor = e.slowLeftMs > 0 ? Math.min(e.slowFactor, kind.slowFactor) : kind.slowFactor;
        e.slowLeftMs = Math.max(e.slowLeftMs, kind.slowMs);
      }
      e.hp = Math.max(0, e.hp - s.damage);
      if (e.hp <= 0) {
        e.gone = true;
        this.alive[e.wave]!--;
        this.kills++;
        this.gold += e.kind.reward;
        this.purse?.afterKill(this.kills);
      }
    }
  }
}

/**
 * Plays `actions` on a model of the game from the start of its first level, as the golden path runner would: a press
 * or click runs one frame's worth of time, an until checks state every 100 ms of harness time (game time is that
 * times the fast-forward factor) and fails after `untilTimeoutMs` (default ten minutes). A script that ends before the
 * game is won fails unless `expectWin` is false (a plan for the first levels only).
 */
export function simulate(
  world: SimWorld,
  actions: readonly PlanAction[],
  options: { stress?: Stress; untilTimeoutMs?: number; expectWin?: boolean } = {},
): SimResult {
  const stress = options.stress ?? NO_STRESS;
  const untilTimeoutMs = options.untilTimeoutMs ?? 600_000;
  const lives = { value: world.defense.lives };
  let index = 0;
  let model = new LevelModel(world, world.levels[0]!, stress, lives);
  const levels: SimResult['levels'] = [];
  let now = 0;
  let nextFrame = FRAME_MS;
  let pressed: string[] = [];
  /** Harness time at which the next level starts, while between levels. */
  let transitionAt: number | null = null;
  // An object, not a let: it changes inside the frame callback, where TypeScript does not follow assignments.
  const game: { state: 'playing' | 'won' | 'over' } = { state: 'playing' };
  const finishLevel = (at: number) => {
    levels.push({
      key: model.level.key,
      leaks: model.leaks,
      kills: model.kills,
      spawned: model.spawned,
      lastWaveAtMs: model.lastWaveAtMs,
      endMs: at,
      collected: model.purse?.collected ?? 0,
      spent: model.purse?.spent ?? 0,
    });
  };

  const runFrame = (at: number) => {
    if (game.state !== 'playing') return;
    if (transitionAt !== null) {
      if (at >= transitionAt) {
        transitionAt = null;
        index++;
        model = new LevelModel(world, world.levels[index]!, stress, lives);
      }
      pressed = [];
      return;
    }
    if (model.outcome) return;
    for (const action of pressed) {
      if (action === 'next_wave') model.callNextWave();
      else if (action === 'fast_forward') model.toggleSpeed();
      else if (action.startsWith('tower_')) model.select(Number(action.slice(6)) - 1);
    }
    pressed = [];
    model.frame(FRAME_MS, at);
    if (model.outcome === 'won') {
      finishLevel(at);
      if (index >= world.levels.length - 1) game.state = 'won';
      // The core waits flow.levelClearDelayMs of scene time, then restarts the scene for the next level.
      else transitionAt = at + world.defense.levelClearDelayMs + 2 * FRAME_MS;
    } else if (model.outcome === 'failed') {
      finishLevel(at);
      game.state = 'over';
    }
  };
  const advance = (ms: number) => {
    const target = now + ms;
    while (nextFrame <= target + 1e-9) {
      runFrame(nextFrame);
      nextFrame += FRAME_MS;
    }
    now = target;
  };
  const holds = (a: PlanAction): boolean => {
    if (a.kind === 'until_gold') return game.state === 'playing' && transitionAt === null && model.gold >= a.gte;
    if (a.kind === 'until_dropped')
      return game.state === 'playing' && transitionAt === null && (model.purse?.dropped ?? 0) >= a.gte;
    if (a.kind === 'until_level') return game.state === 'playing' && transitionAt === null && index + 1 >= a.number;
    if (a.kind === 'until_won') return game.state === 'won';
    return true;
  };

  const steps: StepRecord[] = [];
  let failure: string | null = null;
  for (const action of actions) {
    const startMs = now;
    if (action.kind === 'select') {
      pressed.push(`tower_${action.index + 1}`);
      advance(INPUT_MS);
    } else if (action.kind === 'next_wave' || action.kind === 'fast_forward') {
      pressed.push(action.kind);
      advance(INPUT_MS);
    } else if (action.kind === 'click') {
      if (game.state === 'playing' && transitionAt === null) model.click(action.cell);
      advance(INPUT_MS);
    } else {
      const deadline = now + untilTimeoutMs;
      while (!holds(action) && now < deadline && game.state !== 'over') advance(Math.min(100, deadline - now));
      if (!holds(action)) {
        failure =
          game.state === 'over'
            ? `the base fell in level ${index + 1} (${model.level.key})`
            : `waited ${Math.round(untilTimeoutMs / 1000)} s for ` + `${waitedFor(action)} in level ${index + 1}`;
      }
    }
    steps.push({ action, startMs, endMs: now, level: index + 1 });
    if (failure) break;
    if (game.state === 'over') {
      failure = `the base fell in level ${index + 1} (${model.level.key})`;
      break;
    }
  }
  if (!failure && game.state !== 'won' && options.expectWin !== false)
    failure = `the script ended in level ${index + 1} before the game was won`;
  return { won: game.state === 'won', failure, steps, levels, livesLeft: lives.value, timeMs: now };
}

/** What a wait was for, said for a failure. */
function waitedFor(action: PlanAction): string {
  if (action.kind === 'until_gold') return `${action.gte} gold`;
  if (action.kind === 'until_dropped') return `${action.gte} drops`;
  return action.kind;
}

/** Where a plot's centre is on screen: the golden path clicks there. */
export function plotPoint(
  defense: Pick<SimDefense, 'tileSize' | 'width' | 'height'>,
  map: Pick<TowerDefenseMap, 'cols' | 'rows'>,
  cell: Cell,
): { x: number; y: number } {
  const t = defense.tileSize;
  const ox = Math.floor((defense.width - map.cols * t) / 2);
  const oy = HUD_HEIGHT + Math.floor((defense.height - HUD_HEIGHT - TOOLBAR_HEIGHT - map.rows * t) / 2);
  return { x: ox + (cell.col + 0.5) * t, y: oy + (cell.row + 0.5) * t };
}
