// The space-invaders mode on screen, over the pure rules of invaderRules.ts: the scene feeds the rules each frame's
// held keys and game time, draws the marching aliens (a little figure with eyes and legs), the cannon and its shot
// where the rules put them, and turns the rules' events into contract events, score and the level's end.
import type Phaser from 'phaser';
import { emit, playSfx, progress, round, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  ALIEN_HEIGHT,
  ALIEN_WIDTH,
  CANNON_WIDTH,
  InvaderRules,
  invaderProblems,
  type InvaderEvent,
  type InvaderGame,
} from './invaderRules.ts';

/** Colours of the alien rows from the top (repeated when there are more rows), the cannon's, and the sounds. */
export interface InvaderArt {
  alienColours: number[];
  cannonColour: number;
  sounds?: { shoot?: string; hit?: string; landed?: string };
}

const ALIEN_SCORE = 10;

export abstract class InvadersLevelScene extends BaseLevelScene {
  private rules!: InvaderRules;
  private aliens: Phaser.GameObjects.Container[] = [];
  private cannon!: Phaser.GameObjects.Container;
  private shot!: Phaser.GameObjects.Rectangle;
  private cannonMoves = 0;
  private artKeys!: InvaderArt;

  /** The level's rows and columns of aliens. */
  protected abstract invaderGame(info: LevelInfo): InvaderGame;

  protected abstract art(): InvaderArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.invaderGame(info);
    const problems = invaderProblems(game);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    const width = this.scale.width;
    const height = this.scale.height - HUD_HEIGHT;
    this.rules = new InvaderRules(game, { width, height });
    this.cannonMoves = 0;
    const top = HUD_HEIGHT;
    this.add.rectangle(width / 2, top + height - 6, width, 4, 0x00e436, 0.6).setDepth(-1);
    const colours = this.artKeys.alienColours;
    this.aliens = this.rules.aliens.map((alien) => this.alienFigure(colours[alien.row % colours.length]!));
    this.cannon = this.cannonFigure(this.artKeys.cannonColour);
    this.shot = this.add.rectangle(0, 0, 4, 14, 0xfff1e8).setDepth(4).setVisible(false);
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const held = (action: string) => (this.controls.isDown(action) ? 1 : 0);
    const move = held('right') - held('left');
    if (move !== 0) this.cannonMoves++;
    const events = this.rules.update(delta, { move, fire: this.controls.justPressed('fire') });
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    return {
      x: round(this.rules.cannon),
      y: round(HUD_HEIGHT + this.rules.cannonTop),
      vx: 0,
      vy: 0,
      hp: progress.lives,
    };
  }

  override describeEntities(): Record<string, unknown> {
    return { aliens: this.rules.aliensLeft, shot: this.rules.shot ? { x: round(this.rules.shot.x) } : null };
  }

  override describeFlags(): Record<string, unknown> {
    const game = this.rules.game;
    return {
      mode: 'invaders',
      levelId: this.levelInfo().id,
      rows: game.rows,
      cols: game.cols,
      aliensTotal: this.rules.aliens.length,
      aliensLeft: this.rules.aliensLeft,
      cannon: round(this.rules.cannon),
      cannonMoves: this.cannonMoves,
      shots: this.rules.shots,
      clockMs: this.rules.clockMs,
      marching: this.rules.marching,
      formationY: round(this.rules.formationY),
    };
  }

  override hudLines(): string[] {
    return [
      `Aliens ${this.rules.aliensLeft}/${this.rules.aliens.length}`,
      ...(this.rules.marching ? [] : ['Space: fire']),
    ];
  }

  /** A small alien: a rounded body, two eyes, feelers and three legs, in its row's colour. */
  private alienFigure(colour: number): Phaser.GameObjects.Container {
    const w = ALIEN_WIDTH;
    const h = ALIEN_HEIGHT;
    const parts = [
      this.add.ellipse(0, -2, w * 0.8, h * 0.7, colour),
      this.add.rectangle(-w * 0.22, -h * 0.5, 3, 7, colour),
      this.add.rectangle(w * 0.22, -h * 0.5, 3, 7, colour),
      this.add.rectangle(-w * 0.15, -3, 6, 6, 0x000000),
      this.add.rectangle(w * 0.15, -3, 6, 6, 0x000000),
      ...[-0.3, 0, 0.3].map((share) => this.add.rectangle(w * share, h * 0.38, 4, 7, colour)),
    ];
    return this.add.container(0, 0, parts).setDepth(3);
  }

  /** The cannon: a wide base with a barrel on top. */
  private cannonFigure(colour: number): Phaser.GameObjects.Container {
    const base = this.add.rectangle(0, 8, CANNON_WIDTH, 14, colour).setStrokeStyle(2, 0xffffff, 0.5);
    const turret = this.add.rectangle(0, -1, CANNON_WIDTH * 0.45, 8, colour);
    const barrel = this.add.rectangle(0, -9, 6, 12, 0xfff1e8);
    return this.add.container(0, 0, [base, turret, barrel]).setDepth(3);
  }

  private draw(): void {
    const top = HUD_HEIGHT;
    const r = this.rules;
    r.aliens.forEach((alien, i) => {
      const box = r.boxOf(alien);
      this.aliens[i]?.setPosition(box.x + box.w / 2, top + box.y + box.h / 2).setVisible(alien.alive);
    });
    this.cannon.setPosition(r.cannon, top + r.cannonTop + 12);
    this.shot.setVisible(r.shot !== undefined);
    if (r.shot) this.shot.setPosition(r.shot.x, top + r.shot.y + 7);
  }

  private report(event: InvaderEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (event.type === 'shot_fired' && sounds.shoot) playSfx(this, sounds.shoot);
    if (event.type === 'alien_destroyed') {
      if (sounds.hit) playSfx(this, sounds.hit);
      this.addScore(ALIEN_SCORE, 'alien');
    } else if (event.type === 'aliens_cleared') this.completeLevel();
    else if (event.type === 'aliens_landed') {
      if (sounds.landed) playSfx(this, sounds.landed);
      // A landing costs a life and the wave starts again from the top.
      this.failLevel('The aliens landed');
    }
  }
}
