// Snake mode on screen: the pure rules of snakeRules.ts stepped on the game clock. Arrows queue turns, the snake moves
// one cell per tick (quicker with every food), eats the level's food to grow and dies on a wall or its own body.
// Ticks come from the scene's frame delta, never wall time, so a replay on the harness's clock plays the same game.
import type Phaser from 'phaser';
import { colourNumber, playSfx, type PlayerSnapshot } from '../../../core/index.ts';
import gameConfig from '../../../gameConfig.json';
import { DEPTH, type BoardView } from '../../board.ts';
import { offsetOf, type Cell, type Direction, type GridShape } from '../../grid.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from '../../mode.ts';
import {
  foodKey,
  POINTS_PER_FOOD,
  queueTurn,
  SNAKE_HEAD_KEY,
  SNAKE_START_MS,
  snakeStuck,
  snakeWon,
  tickMsAt,
  tickSnake,
  type SnakeLevel,
  type SnakeState,
} from './snakeRules.ts';

export class SnakeMode implements GridMode<SnakeState> {
  readonly kind = 'snake';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: SnakeLevel;
  private readonly food: string;
  private state: SnakeState;
  /** Game time gathered towards the next tick (negative during the start wait). */
  private pendingMs = -SNAKE_START_MS;
  private segments: Phaser.GameObjects.Rectangle[] = [];
  private eyes: Phaser.GameObjects.Arc[] = [];
  /** The head picture (SNAKE_HEAD_KEY) drawn over the head, when the game has one. */
  private face: Phaser.GameObjects.Image | null = null;
  private foodImage!: Phaser.GameObjects.Image;

  /** `food` names what the snake eats; its picture is the image loaded as foodKey(food). */
  constructor(view: BoardView, level: SnakeLevel, food: string) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
    this.food = food;
  }

  build(): void {
    this.view.drawFloor((i) => !this.level.walls[i]);
    if (this.level.walls.some(Boolean)) this.view.drawWalls((i) => this.level.walls[i] === true);
    const { scene } = this.view;
    const size = this.view.cell;
    this.foodImage = scene.add
      .image(0, 0, foodKey(this.food))
      .setDisplaySize(size * 0.9, size * 0.9)
      .setDepth(DEPTH.box);
    this.foodImage.setName('food');
    if (scene.textures.exists(SNAKE_HEAD_KEY))
      this.face = scene.add
        .image(0, 0, SNAKE_HEAD_KEY)
        .setDisplaySize(size * 1.15, size * 1.15)
        .setDepth(DEPTH.effect)
        .setName('snake-head');
    else
      this.eyes = [0, 1].map(() => scene.add.circle(0, 0, Math.max(2, size * 0.12), 0x111111).setDepth(DEPTH.effect));
    this.sync();
  }

  /** An arrow queues a turn; it never counts as a move of its own (the tick moves the snake). */
  move(direction: Direction): MoveOutcome {
    const turned = queueTurn(this.state, direction);
    if (!turned.accepted) return { accepted: false, events: [] };
    this.state = turned.state;
    return { accepted: false, events: [{ type: 'snake_turned', direction, queued: this.state.queued.length }] };
  }

  /** Steps the snake by the game time passed: as many ticks as fit, each at the tick length for the food eaten. */
  tick(deltaMs: number): GridEvent[] {
    const events: GridEvent[] = [];
    const ticks = this.state.ticks;
    this.pendingMs += deltaMs;
    while (
      this.state.alive &&
      !snakeWon(this.level, this.state) &&
      this.pendingMs >= tickMsAt(this.level, this.state)
    ) {
      this.pendingMs -= tickMsAt(this.level, this.state);
      const result = tickSnake(this.level, this.state);
      this.state = result.state;
      const head = { ...this.state.body[0]! };
      if (result.ate) {
        const { x, y } = this.view.centre(result.ate);
        this.view.sparkle(x, y, 6);
        playSfx(this.view.scene, this.view.assets.sounds.placed);
        events.push({
          type: 'food_eaten',
          at: head,
          food: this.food,
          eaten: this.state.eaten,
          length: this.state.body.length,
          target: this.level.target,
        });
      }
      if (result.died) {
        playSfx(this.view.scene, this.view.assets.sounds.blocked);
        events.push({
          type: 'snake_died',
          at: head,
          cause: this.state.death ?? 'wall',
          length: this.state.body.length,
        });
      }
    }
    if (this.state.ticks !== ticks) this.sync();
    return events;
  }

  advance(): GridEvent[] {
    return [];
  }

  points(): number {
    return this.state.eaten * POINTS_PER_FOOD;
  }

  snapshot(): SnakeState {
    return { ...this.state, body: this.state.body.map((c) => ({ ...c })), queued: this.state.queued.slice() };
  }

  restore(snapshot: SnakeState): void {
    this.state = { ...snapshot, body: snapshot.body.map((c) => ({ ...c })), queued: snapshot.queued.slice() };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return snakeWon(this.level, this.state);
  }

  stuck(): string | null {
    return snakeStuck(this.state);
  }

  /** A click turns the snake towards the clicked cell, along the longer way from the head. */
  clickMoves(cell: Cell): GridAction[] {
    const head = this.state.body[0]!;
    const dc = cell.col - head.col;
    const dr = cell.row - head.row;
    if (dc === 0 && dr === 0) return [];
    if (Math.abs(dc) >= Math.abs(dr)) return [dc > 0 ? 'right' : 'left'];
    return [dr > 0 ? 'down' : 'up'];
  }

  status(): string {
    return `Food ${this.state.eaten} of ${this.level.target}`;
  }

  hud(): string[] {
    return [`Length ${this.state.body.length}`, `Food ${this.state.eaten}/${this.level.target}`];
  }

  /** The head as the player: its centre, and its speed in pixels per second along the heading. */
  player(): PlayerSnapshot | null {
    const { x, y } = this.view.centre(this.state.body[0]!);
    const { dc, dr } = offsetOf(this.state.heading);
    const speed = this.state.alive ? (this.view.cell * 1000) / tickMsAt(this.level, this.state) : 0;
    return {
      x: Math.round(x),
      y: Math.round(y),
      vx: Math.round(dc * speed),
      vy: Math.round(dr * speed),
      hp: this.state.alive ? 1 : 0,
    };
  }

  entities(): Record<string, unknown> {
    return {
      snake: this.state.body.map((c) => ({ ...c })),
      food: this.state.food ? { ...this.state.food, name: this.food } : null,
    };
  }

  flags(): Record<string, unknown> {
    const { cols, rows } = this.shape;
    return {
      mode: 'snake',
      boardCols: cols,
      boardRows: rows,
      boardSize: `${cols}x${rows}`,
      length: this.state.body.length,
      startLength: this.level.start.body.length,
      foodEaten: this.state.eaten,
      target: this.level.target,
      targetLength: this.level.start.body.length + this.level.target,
      food: this.food,
      heading: this.state.heading,
      alive: this.state.alive,
      ticks: this.state.ticks,
      tickMs: tickMsAt(this.level, this.state),
    };
  }

  /** Draws the snake and the food exactly as the state says: one square per segment, the head in the accent colour. */
  private sync(): void {
    const { scene } = this.view;
    const size = this.view.cell;
    const body = this.state.body;
    while (this.segments.length < body.length)
      this.segments.push(
        scene.add
          .rectangle(0, 0, size - 4, size - 4)
          .setDepth(DEPTH.player)
          .setName('snake'),
      );
    while (this.segments.length > body.length) this.segments.pop()!.destroy();
    const accent = colourNumber(gameConfig.ui.accentColor.value);
    body.forEach((cell, i) => {
      const { x, y } = this.view.centre(cell);
      const colour = !this.state.alive ? 0x7a7a7a : i === 0 ? accent : i % 2 ? 0x3fae4a : 0x55c45e;
      this.segments[i]!.setPosition(x, y).setFillStyle(colour).setStrokeStyle(2, 0x1b3d1f);
    });
    const head = this.view.centre(body[0]!);
    const { dc, dr } = offsetOf(this.state.heading);
    // Two eyes looking along the heading, side by side across it.
    this.eyes.forEach((eye, i) => {
      const side = i === 0 ? -1 : 1;
      eye.setPosition(
        head.x + dc * size * 0.2 + dr * side * size * 0.2,
        head.y + dr * size * 0.2 + dc * side * size * 0.2,
      );
    });
    this.face?.setPosition(head.x, head.y).setTint(this.state.alive ? 0xffffff : 0x7a7a7a);
    const food = this.state.food;
    this.foodImage.setVisible(food !== null);
    if (food) {
      const { x, y } = this.view.centre(food);
      this.foodImage.setPosition(x, y);
    }
  }
}
