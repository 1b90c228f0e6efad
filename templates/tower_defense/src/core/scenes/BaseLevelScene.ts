// The Level scene's fixed lifecycle (a template method). Phaser calls create() and update(); they call
// the hooks below in a fixed order. Family base classes (src/family/) fill the family hooks; the game
// (src/game/) fills the game hooks. The protected methods in the "protected API" block are for calling,
// not overriding. See docs/template_api.md.
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { emit, round, setActiveLevel, currentLevel, type LevelView, type PlayerSnapshot } from '../contract.ts';
import { finishGameLost, finishGameWon } from '../flow.ts';
import { Controls } from '../input.ts';
import { levelManager } from '../levelManager.ts';
import { progress } from '../progress.ts';
import { deriveSeed, random, runSeed } from '../random.ts';
import { screenCentre, textStyle } from '../ui.ts';

export interface LevelInfo {
  /** Level id from the level order (src/game/definition.ts). */
  id: string;
  /** 1-based position in the level order. */
  number: number;
  count: number;
  /** 1 on the first try of this level in this game, then 2, 3, ... */
  attempt: number;
}

export type LevelOutcome = 'won' | 'failed';

export abstract class BaseLevelScene extends Phaser.Scene implements LevelView {
  protected controls!: Controls;
  private elapsed = 0;
  private outcome: LevelOutcome | null = null;
  private banner: Phaser.GameObjects.Text | undefined;
  private readonly onResume = () => this.controls.reset();

  /**
   * The game's Level class writes `constructor() { super('Level'); }`: scene keys stay literal where they are
   * registered.
   */
  constructor(key: 'Level') {
    super(key);
  }

  // ---- lifecycle (called by Phaser; do not override) ----

  create(): void {
    this.elapsed = 0;
    this.outcome = null;
    this.banner = undefined;
    progress.attempt += 1;
    random.reseed(deriveSeed(runSeed(), levelManager.currentIndex, progress.attempt));
    this.controls = new Controls(this);
    this.cameras.main.setBackgroundColor(gameConfig.game.backgroundColor.value);
    const info = this.levelInfo();
    this.buildLevel(info);
    this.onLevelStart(info);
    setActiveLevel(this);
    this.events.on(Phaser.Scenes.Events.RESUME, this.onResume);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.events.off(Phaser.Scenes.Events.RESUME, this.onResume);
      if (currentLevel() === this) setActiveLevel(undefined);
    });
    if (!this.scene.isActive('HUD')) this.scene.launch('HUD');
    emit('level_started', { level: info.number, id: info.id, attempt: info.attempt });
  }

  override update(time: number, delta: number): void {
    this.controls.update();
    if (this.outcome) return;
    if (this.controls.justPressed('pause')) {
      this.pauseLevel();
      return;
    }
    this.elapsed += delta;
    this.updateLevel(time, delta);
    if (!this.outcome) this.onUpdate(time, delta);
  }

  // ---- family hooks (src/family/ base classes fill these) ----

  /**
   * Builds the level's world for `info` (terrain, player, enemies, pickups, cameras, colliders). Runs once per level
   * start.
   */
  protected abstract buildLevel(info: LevelInfo): void;

  /** Runs every frame while the level is being played (not while paused or after it ended). */
  protected updateLevel(_time: number, _delta: number): void {}

  /** Runs once when the level ends, before the banner: stop motion, physics, spawners. */
  protected freezeLevel(_outcome: LevelOutcome): void {}

  /** The player for the Game Contract's state().player; null when there is none. */
  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  /** Counts and positions for state().entities (round numbers; keep lists short). */
  describeEntities(): Record<string, unknown> {
    return {};
  }

  /** Extra facts for state().flags. */
  describeFlags(): Record<string, unknown> {
    return {};
  }

  /** Extra HUD lines shown after score, lives and level. */
  hudLines(): string[] {
    return [];
  }

  // ---- game hooks (src/game/ fills these) ----

  /** After buildLevel: game-specific setup (extra objects, tutorial text, music). */
  protected onLevelStart(_info: LevelInfo): void {}

  /** Every frame after updateLevel, while the level is being played. */
  protected onUpdate(_time: number, _delta: number): void {}

  /** The level was just won (before the banner and the next level). */
  protected onLevelWon(_info: LevelInfo): void {}

  /** The level was just failed (before a life is taken). */
  protected onLevelFailed(_info: LevelInfo, _reason: string): void {}

  // ---- protected API (call these; do not override) ----

  /** Game time spent in this attempt of the level, in ms (paused time excluded). */
  protected get elapsedMs(): number {
    return this.elapsed;
  }

  /** True once the level was won or failed. */
  protected get ended(): boolean {
    return this.outcome !== null;
  }

  protected levelInfo(): LevelInfo {
    return {
      id: levelManager.currentId,
      number: levelManager.currentNumber,
      count: levelManager.count,
      attempt: progress.attempt,
    };
  }

  protected addScore(points: number, reason: string): void {
    progress.score += points;
    emit('score_changed', { points, reason, score: progress.score });
  }

  /** Ends the level as won: next level after flow.levelClearDelayMs, or the victory screen after the last. */
  protected completeLevel(): void {
    if (this.outcome) return;
    this.outcome = 'won';
    const info = this.levelInfo();
    this.freezeLevel('won');
    this.onLevelWon(info);
    emit('level_won', { level: info.number, id: info.id, timeMs: round(this.elapsed), score: progress.score });
    const delay = gameConfig.flow.levelClearDelayMs.value;
    if (levelManager.isLast) {
      progress.won = true;
      progress.over = true;
      progress.playing = false;
      emit('game_won', { score: progress.score, levels: info.count });
      this.showBanner('You win!', delay);
      this.time.delayedCall(delay, () => finishGameWon(this));
    } else {
      this.showBanner(`Level ${info.number} clear!`, delay);
      this.time.delayedCall(delay, () => {
        levelManager.advance();
        progress.attempt = 0;
        this.scene.restart();
      });
    }
  }

  /** Ends the attempt as failed: costs a life; retries the level, or game over when none are left. */
  protected failLevel(reason: string): void {
    if (this.outcome) return;
    this.outcome = 'failed';
    const info = this.levelInfo();
    this.freezeLevel('failed');
    this.onLevelFailed(info, reason);
    progress.lives = Math.max(0, progress.lives - 1);
    emit('level_failed', { level: info.number, id: info.id, reason, livesLeft: progress.lives });
    const delay = gameConfig.flow.retryDelayMs.value;
    if (progress.lives === 0) {
      progress.over = true;
      progress.playing = false;
      emit('game_over', { score: progress.score, level: info.number });
      this.showBanner('Game over', delay);
      this.time.delayedCall(delay, () => finishGameLost(this));
    } else {
      this.showBanner(`${reason} - ${progress.lives} ${progress.lives === 1 ? 'life' : 'lives'} left`, delay);
      this.time.delayedCall(delay, () => this.scene.restart());
    }
  }

  /** A centred message over the level for `ms` of game time; it replaces the one still showing ("You win!" after
   * "Hole 9: Hole in one!" is read alone). */
  protected showBanner(text: string, ms: number): void {
    this.banner?.destroy();
    const { x, y } = screenCentre(this);
    // A long reason ("9 of 12 right, 8 needed - 2 lives left") wraps inside the screen rather than running off it.
    const wrap = { width: this.scale.width - 80, useAdvancedWrap: true };
    const banner = this.add.text(x, y, text, {
      ...textStyle(36, gameConfig.ui.accentColor.value),
      backgroundColor: gameConfig.ui.panelColor.value,
      padding: { x: 16, y: 10 },
      align: 'center',
      wordWrap: wrap,
    });
    banner.setOrigin(0.5).setScrollFactor(0).setDepth(10_000);
    this.banner = banner;
    this.time.delayedCall(ms, () => {
      if (this.banner === banner) this.banner = undefined;
      banner.destroy();
    });
  }

  /** Opens the pause overlay and holds this scene until it is resumed. */
  protected pauseLevel(): void {
    progress.paused = true;
    emit('game_paused', {});
    this.scene.launch('Pause');
    this.scene.pause();
  }
}
