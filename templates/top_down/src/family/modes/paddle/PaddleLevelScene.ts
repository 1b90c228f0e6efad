// The paddle-and-ball modes on screen (a brick breaker, pong), over the pure rules of paddleRules.ts: the scene
// feeds the rules each frame's held keys and game time, draws the bricks, paddles and ball where the rules put them,
// and turns the rules' events into contract events, score, lives and the level's end. No physics engine moves the
// ball, so the planner in the generator plays the very same game.
import type Phaser from 'phaser';
import { emit, playSfx, progress, round, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  BALL_RADIUS,
  PADDLE_LENGTH,
  PADDLE_THICKNESS,
  PaddleRules,
  paddleProblems,
  type PaddleEvent,
  type PaddleGame,
} from './paddleRules.ts';

/** Art keys the mode draws with; the bricks and paddles are drawn as shapes in these colours when no key is given. */
export interface PaddleArt {
  ball?: string;
  /** Brick colours, one per row from the top (repeated when there are more rows). */
  brickColours: number[];
  paddleColour: number;
  /** The second paddle in pong. */
  paddle2Colour?: number;
  sounds?: { hit?: string; brick?: string; lost?: string };
}

const BRICK_SCORE = 10;
/** A point is worth one, so the score is the left player's points. */
const POINT_SCORE = 1;

export abstract class PaddleLevelScene extends BaseLevelScene {
  private rules!: PaddleRules;
  private paddleShape!: Phaser.GameObjects.Rectangle;
  private paddle2Shape: Phaser.GameObjects.Rectangle | undefined;
  private ball!: Phaser.GameObjects.Arc | Phaser.GameObjects.Image;
  private readonly brickShapes: Phaser.GameObjects.Rectangle[] = [];
  private scoreText: Phaser.GameObjects.Text | undefined;
  private paddleMoves = 0;
  private paddle2Moves = 0;
  private artKeys!: PaddleArt;

  /** The level's paddle game (kind, rows and columns, or the points to play to and the players). */
  protected abstract paddleGame(info: LevelInfo): PaddleGame;

  /** The colours and art keys to draw with. */
  protected abstract art(): PaddleArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.paddleGame(info);
    const problems = paddleProblems(game);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    const width = this.scale.width;
    const height = this.scale.height - HUD_HEIGHT;
    this.rules = new PaddleRules(game, { width, height });
    this.paddleMoves = 0;
    this.paddle2Moves = 0;
    this.brickShapes.length = 0;
    this.scoreText = undefined;
    const top = HUD_HEIGHT;
    this.add.rectangle(width / 2, top + height / 2, width, height, 0x000000, 0.25).setDepth(-5);
    const colours = this.artKeys.brickColours;
    for (const brick of this.rules.bricks) {
      const shape = this.add.rectangle(brick.x + brick.w / 2, top + brick.y + brick.h / 2, brick.w, brick.h);
      shape.setFillStyle(colours[brick.row % colours.length]!).setStrokeStyle(2, 0xffffff, 0.35);
      this.brickShapes.push(shape);
    }
    if (game.kind === 'breakout') {
      this.paddleShape = this.add.rectangle(0, 0, PADDLE_LENGTH, PADDLE_THICKNESS, this.artKeys.paddleColour);
    } else {
      this.paddleShape = this.add.rectangle(0, 0, PADDLE_THICKNESS, PADDLE_LENGTH, this.artKeys.paddleColour);
      const colour2 = this.artKeys.paddle2Colour ?? 0xffffff;
      this.paddle2Shape = this.add.rectangle(0, 0, PADDLE_THICKNESS, PADDLE_LENGTH, colour2);
      // The net down the middle, and the two scores above it.
      for (let y = top + 8; y < top + height; y += 28) this.add.rectangle(width / 2, y + 7, 4, 14, 0xffffff, 0.3);
      const style = { fontSize: '40px', color: '#fff1e8', fontStyle: 'bold' };
      this.scoreText = this.add.text(width / 2, top + 40, '0   0', style);
      this.scoreText.setOrigin(0.5).setDepth(2);
    }
    this.paddleShape.setStrokeStyle(2, 0xffffff, 0.6).setDepth(3);
    this.paddle2Shape?.setStrokeStyle(2, 0xffffff, 0.6).setDepth(3);
    const key = this.artKeys.ball;
    this.ball =
      key && this.textures.exists(key)
        ? this.add.image(0, 0, key).setDisplaySize(BALL_RADIUS * 2.4, BALL_RADIUS * 2.4)
        : this.add.circle(0, 0, BALL_RADIUS, 0xfff1e8).setStrokeStyle(2, 0xffa300);
    this.ball.setDepth(4);
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const two = this.rules.game.kind === 'pong' && this.rules.game.players === 2;
    const breakout = this.rules.game.kind === 'breakout';
    const held = (action: string) => (this.controls.isDown(action) ? 1 : 0);
    const axis = (low: string, high: string) => held(high) - held(low);
    const move = breakout ? axis('left', 'right') : axis('up', 'down');
    const move2 = two ? axis('up2', 'down2') : 0;
    if (move !== 0) this.paddleMoves++;
    if (move2 !== 0) this.paddle2Moves++;
    const launch = breakout && this.controls.justPressed('fire');
    const events = this.rules.update(delta, { move, move2, launch });
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    const breakout = this.rules.game.kind === 'breakout';
    const top = HUD_HEIGHT;
    return {
      x: round(breakout ? this.rules.paddle : this.rules.leftFace),
      y: round(breakout ? top + this.rules.paddleTop : top + this.rules.paddle),
      vx: 0,
      vy: 0,
      hp: progress.lives,
    };
  }

  override describeEntities(): Record<string, unknown> {
    return {
      ball: { x: round(this.rules.ballX), y: round(this.rules.ballY + HUD_HEIGHT), waiting: this.rules.waiting },
      bricks: this.rules.bricksLeft,
    };
  }

  override describeFlags(): Record<string, unknown> {
    const game = this.rules.game;
    const common = {
      mode: game.kind,
      levelId: this.levelInfo().id,
      paddle: round(this.rules.paddle),
      paddleMoves: this.paddleMoves,
      hits: this.rules.hits,
      lives: progress.lives,
    };
    if (game.kind === 'breakout')
      return {
        ...common,
        rows: game.rows,
        cols: game.cols,
        bricksTotal: this.rules.bricks.length,
        bricksLeft: this.rules.bricksLeft,
        ballWaiting: this.rules.waiting,
      };
    return {
      ...common,
      players: game.players,
      target: game.target,
      leftScore: this.rules.leftScore,
      rightScore: this.rules.rightScore,
      rightPaddle: round(this.rules.paddle2),
      rightPaddleMoves: this.paddle2Moves,
    };
  }

  override hudLines(): string[] {
    const game = this.rules.game;
    if (game.kind === 'breakout')
      return [
        `Bricks ${this.rules.bricksLeft}/${this.rules.bricks.length}`,
        ...(this.rules.waiting ? ['Space: launch'] : []),
      ];
    return [`First to ${game.target}`];
  }

  private draw(): void {
    const top = HUD_HEIGHT;
    const r = this.rules;
    if (r.game.kind === 'breakout') this.paddleShape.setPosition(r.paddle, top + r.paddleTop + PADDLE_THICKNESS / 2);
    else {
      this.paddleShape.setPosition(r.leftFace - PADDLE_THICKNESS / 2, top + r.paddle);
      this.paddle2Shape?.setPosition(r.rightFace + PADDLE_THICKNESS / 2, top + r.paddle2);
      this.scoreText?.setText(`${r.leftScore}   ${r.rightScore}`);
    }
    this.ball.setPosition(r.ballX, top + r.ballY);
    r.bricks.forEach((brick, i) => {
      this.brickShapes[i]?.setVisible(brick.alive);
    });
  }

  private report(event: PaddleEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (type === 'paddle_hit' && sounds.hit) playSfx(this, sounds.hit);
    if (event.type === 'brick_broken') {
      if (sounds.brick) playSfx(this, sounds.brick);
      this.addScore(BRICK_SCORE, 'brick');
    } else if (event.type === 'ball_lost') {
      if (sounds.lost) playSfx(this, sounds.lost);
      // A lost ball costs a life; the last one ends the game (failLevel takes it).
      if (progress.lives > 1) {
        progress.lives -= 1;
        this.showBanner(`Ball lost - ${progress.lives} ${progress.lives === 1 ? 'life' : 'lives'} left`, 1000);
      } else {
        this.rules.lose();
        this.failLevel('Out of balls');
      }
    } else if (event.type === 'point_scored') {
      if (event.side === 'left') this.addScore(POINT_SCORE, 'point');
    } else if (event.type === 'bricks_cleared') {
      this.completeLevel();
    } else if (event.type === 'match_won') {
      if (event.side === 'left') this.completeLevel();
      else {
        const two = this.rules.game.kind === 'pong' && this.rules.game.players === 2;
        this.failLevel(two ? 'Right player wins' : 'The computer wins');
      }
    }
  }
}
