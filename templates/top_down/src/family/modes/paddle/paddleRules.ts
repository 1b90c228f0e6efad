// The rules of the paddle-and-ball modes (a brick breaker, pong) as plain code on a fixed step of game time (no
// Phaser), so the generator's planner and the tests play exactly what the game plays. The paddle's hit point picks
// one of four bounce directions (zones), so a paddle a few pixels off its mark still sends the ball the same way.

/** How the level plays; written by the generator into src/game/levels.ts. */
export type PaddleGame =
  | { kind: 'breakout'; rows: number; cols: number }
  | { kind: 'pong'; target: number; players: 1 | 2 };

export type PaddleEvent =
  | { type: 'ball_launched'; zone: number }
  | { type: 'paddle_hit'; side: 'bottom' | 'left' | 'right'; zone: number; hits: number }
  | { type: 'brick_broken'; row: number; col: number; left: number }
  | { type: 'ball_lost'; x: number }
  | { type: 'point_scored'; side: 'left' | 'right'; left: number; right: number }
  | { type: 'bricks_cleared'; hits: number }
  | { type: 'match_won'; side: 'left' | 'right'; left: number; right: number };

/** The playfield below the HUD, in pixels, with the playfield's top-left corner as the origin. */
export interface Field {
  width: number;
  height: number;
}

/** Every rule is advanced in steps of this much game time, whatever the frame rate. */
export const STEP_MS = 5;
export const BALL_RADIUS = 7;
/** Pixels per step (400 px/s). */
export const BALL_STEP = 2;
export const PADDLE_LENGTH = 120;
export const PADDLE_THICKNESS = 14;
/** Pixels per step (300 px/s). */
export const PADDLE_STEP = 1.5;
/** The computer's paddle is slower than the player's, so a well-aimed ball gets past it. */
export const CPU_STEP = 0.5;
export const ZONES = 4;
/** The bottom paddle's top edge sits this far above the field's bottom; pong's paddles this far in from the sides. */
export const PADDLE_INSET = 40;
/** Game time between a point and the next serve. */
export const SERVE_MS = 800;
export const PADDLE_LIMITS = { maxRows: 8, maxCols: 14, minCols: 4, maxTarget: 21 } as const;

const BRICK_TOP = 48;
const BRICK_HEIGHT = 22;
const BRICK_GAP = 4;
const BRICK_MARGIN = 24;

// Unit directions of the four zones as literals (50 and 20 degrees off straight), so no trigonometry can differ
// between Node and the browser: [across, along] where along points away from the paddle.
const ZONE_DIRECTIONS: readonly (readonly [number, number])[] = [
  [-0.766044443118978, 0.6427876096865394],
  [-0.3420201433256687, 0.9396926207859084],
  [0.3420201433256687, 0.9396926207859084],
  [0.766044443118978, 0.6427876096865394],
];

/** Which zone an offset from the paddle's centre falls in (0 at the low end, ZONES-1 at the high end). */
export function zoneOf(offset: number): number {
  const share = (offset + PADDLE_LENGTH / 2) / (PADDLE_LENGTH / ZONES);
  return Math.min(ZONES - 1, Math.max(0, Math.floor(share)));
}

/** The offset from the paddle's centre at the middle of a zone. */
export function zoneCentre(zone: number): number {
  return -PADDLE_LENGTH / 2 + (zone + 0.5) * (PADDLE_LENGTH / ZONES);
}

/** Problems with a level's paddle game, worded for the person who wrote the level. */
export function paddleProblems(game: PaddleGame): string[] {
  const problems: string[] = [];
  if (game.kind === 'breakout') {
    if (!Number.isInteger(game.rows) || game.rows < 1 || game.rows > PADDLE_LIMITS.maxRows)
      problems.push(`a brick breaker needs 1 to ${PADDLE_LIMITS.maxRows} rows of bricks (found ${game.rows})`);
    if (!Number.isInteger(game.cols) || game.cols < PADDLE_LIMITS.minCols || game.cols > PADDLE_LIMITS.maxCols)
      problems.push(
        `a brick breaker needs ${PADDLE_LIMITS.minCols} to ${PADDLE_LIMITS.maxCols} columns (found ${game.cols})`,
      );
  } else if (game.kind === 'pong') {
    if (!Number.isInteger(game.target) || game.target < 1 || game.target > PADDLE_LIMITS.maxTarget)
      problems.push(`pong is played to 1 to ${PADDLE_LIMITS.maxTarget} points (found ${game.target})`);
    if (game.players !== 1 && game.players !== 2)
      problems.push(`pong has 1 or 2 players (found ${String(game.players)})`);
  } else {
    const kind = String((game as { kind: unknown }).kind);
    problems.push(`paddle game kind must be "breakout" or "pong" (found "${kind}")`);
  }
  return problems;
}

export interface Brick {
  x: number;
  y: number;
  w: number;
  h: number;
  row: number;
  col: number;
  alive: boolean;
}

/** What the player (or players) hold during a frame: -1, 0 or 1 along each paddle's track. */
export interface PaddleInput {
  move: number;
  /** The right paddle in two-player pong. */
  move2?: number;
  launch?: boolean;
}

/** Both paddle-and-ball games: one ball, paddles moved along their tracks, stepped in STEP_MS of game time. */
export class PaddleRules {
  readonly game: PaddleGame;
  readonly field: Field;
  readonly bricks: Brick[] = [];
  ballX = 0;
  ballY = 0;
  vx = 0;
  vy = 0;
  /** The bottom paddle's centre x (breakout) or the left paddle's centre y (pong). */
  paddle = 0;
  /** The right paddle's centre y (pong). */
  paddle2 = 0;
  hits = 0;
  leftScore = 0;
  rightScore = 0;
  /** Breakout: the ball rests on the paddle until launched. Pong: the ball waits at the centre until its serve. */
  waiting = true;
  serveLeftMs = SERVE_MS;
  steps = 0;
  /** Times the ball reached the player's paddle line (hit or not), and where along the paddle's track it did. */
  crossings = 0;
  crossAt = 0;
  private carry = 0;
  private lastPointTo: 'left' | 'right' | undefined;
  private outcome: 'playing' | 'won' | 'lost' = 'playing';

  constructor(game: PaddleGame, field: Field) {
    this.game = game;
    this.field = field;
    if (game.kind === 'breakout') {
      const w = (field.width - 2 * BRICK_MARGIN - (game.cols - 1) * BRICK_GAP) / game.cols;
      for (let row = 0; row < game.rows; row++)
        for (let col = 0; col < game.cols; col++)
          this.bricks.push({
            x: BRICK_MARGIN + col * (w + BRICK_GAP),
            y: BRICK_TOP + row * (BRICK_HEIGHT + BRICK_GAP),
            w,
            h: BRICK_HEIGHT,
            row,
            col,
            alive: true,
          });
      this.paddle = field.width / 2;
    } else {
      this.paddle = field.height / 2;
      this.paddle2 = field.height / 2;
    }
    this.resetBall();
  }

  get won(): boolean {
    return this.outcome === 'won';
  }

  get over(): boolean {
    return this.outcome !== 'playing';
  }

  get bricksLeft(): number {
    return this.bricks.reduce((n, b) => n + (b.alive ? 1 : 0), 0);
  }

  /** The y of the bottom paddle's top edge (breakout). */
  get paddleTop(): number {
    return this.field.height - PADDLE_INSET;
  }

  /** The x of the left paddle's face (pong); the right one's is mirrored. */
  get leftFace(): number {
    return PADDLE_INSET;
  }

  get rightFace(): number {
    return this.field.width - PADDLE_INSET;
  }

  /** A copy that plays on independently (for the planner's look-ahead). */
  clone(): PaddleRules {
    const copy = Object.create(PaddleRules.prototype) as PaddleRules;
    Object.assign(copy, this);
    (copy as { bricks: Brick[] }).bricks = this.bricks.map((b) => ({ ...b }));
    return copy;
  }

  /** Ends the match from outside (breakout's last ball lost). */
  lose(): void {
    this.outcome = 'lost';
  }

  /** Advances by `delta` ms of game time under one frame's input; returns what happened, in order. */
  update(delta: number, input: PaddleInput): PaddleEvent[] {
    const events: PaddleEvent[] = [];
    this.carry += delta;
    while (this.carry >= STEP_MS && !this.over) {
      this.carry -= STEP_MS;
      this.step(input, events);
    }
    return events;
  }

  /** One fixed step: paddles, then the ball. */
  step(input: PaddleInput, events: PaddleEvent[]): void {
    this.steps++;
    if (this.game.kind === 'breakout') this.stepBreakout(input, events);
    else this.stepPong(input, events);
  }

  /** Puts the ball back: on the paddle (breakout) or at the centre for the next serve (pong). */
  resetBall(): void {
    this.waiting = true;
    this.vx = 0;
    this.vy = 0;
    if (this.game.kind === 'breakout') {
      this.ballX = this.paddle;
      this.ballY = this.paddleTop - BALL_RADIUS;
    } else {
      this.ballX = this.field.width / 2;
      this.ballY = this.field.height / 2;
      this.serveLeftMs = SERVE_MS;
    }
  }

  private stepBreakout(input: PaddleInput, events: PaddleEvent[]): void {
    const half = PADDLE_LENGTH / 2;
    this.paddle = clamp(this.paddle + Math.sign(input.move) * PADDLE_STEP, half, this.field.width - half);
    if (this.waiting) {
      this.ballX = this.paddle;
      if (!input.launch) return;
      // The launch leaves up and to the right, the same way every time.
      this.waiting = false;
      this.aim(2, -1, false);
      events.push({ type: 'ball_launched', zone: 2 });
      return;
    }
    this.moveAxis('x', events);
    this.moveAxis('y', events);
    const r = BALL_RADIUS;
    if (this.ballX - r < 0) {
      this.ballX = r;
      this.vx = Math.abs(this.vx);
    } else if (this.ballX + r > this.field.width) {
      this.ballX = this.field.width - r;
      this.vx = -Math.abs(this.vx);
    }
    if (this.ballY - r < 0) {
      this.ballY = r;
      this.vy = Math.abs(this.vy);
    }
    const top = this.paddleTop;
    if (this.vy > 0 && this.ballY + r >= top && this.ballY + r - this.vy < top + 1) {
      this.crossings++;
      this.crossAt = this.ballX;
      const offset = this.ballX - this.paddle;
      if (Math.abs(offset) <= half + r) {
        const zone = zoneOf(offset);
        this.ballY = top - r;
        this.aim(zone, -1, false);
        this.hits++;
        events.push({ type: 'paddle_hit', side: 'bottom', zone, hits: this.hits });
      }
    }
    if (this.ballY - r > this.field.height) {
      events.push({ type: 'ball_lost', x: Math.round(this.ballX) });
      this.resetBall();
    }
  }

  /** Moves the ball along one axis and bounces it off the first brick it overlaps, breaking the brick. */
  private moveAxis(axis: 'x' | 'y', events: PaddleEvent[]): void {
    if (axis === 'x') this.ballX += this.vx;
    else this.ballY += this.vy;
    const r = BALL_RADIUS;
    if (this.ballY - r > BRICK_TOP + PADDLE_LIMITS.maxRows * (BRICK_HEIGHT + BRICK_GAP)) return;
    for (const brick of this.bricks) {
      if (!brick.alive) continue;
      if (this.ballX + r <= brick.x || this.ballX - r >= brick.x + brick.w) continue;
      if (this.ballY + r <= brick.y || this.ballY - r >= brick.y + brick.h) continue;
      brick.alive = false;
      if (axis === 'x') {
        this.ballX -= this.vx;
        this.vx = -this.vx;
      } else {
        this.ballY -= this.vy;
        this.vy = -this.vy;
      }
      const left = this.bricksLeft;
      events.push({ type: 'brick_broken', row: brick.row, col: brick.col, left });
      if (left === 0) {
        this.outcome = 'won';
        events.push({ type: 'bricks_cleared', hits: this.hits });
      }
      return;
    }
  }

  private stepPong(input: PaddleInput, events: PaddleEvent[]): void {
    const half = PADDLE_LENGTH / 2;
    const h = this.field.height;
    this.paddle = clamp(this.paddle + Math.sign(input.move) * PADDLE_STEP, half, h - half);
    if (this.game.kind === 'pong' && this.game.players === 2)
      this.paddle2 = clamp(this.paddle2 + Math.sign(input.move2 ?? 0) * PADDLE_STEP, half, h - half);
    else this.paddle2 = clamp(this.paddle2 + this.cpuMove(), half, h - half);
    if (this.waiting) {
      this.serveLeftMs -= STEP_MS;
      if (this.serveLeftMs > 0) return;
      this.waiting = false;
      // Serves go to whoever lost the last point (the left player first), on a zone that turns with the score.
      const zone = (this.leftScore + this.rightScore) % 2 === 0 ? 1 : 2;
      this.aim(zone, this.lastPointTo === 'left' ? 1 : -1, true);
      events.push({ type: 'ball_launched', zone });
      return;
    }
    this.ballX += this.vx;
    this.ballY += this.vy;
    const r = BALL_RADIUS;
    if (this.ballY - r < 0) {
      this.ballY = r;
      this.vy = Math.abs(this.vy);
    } else if (this.ballY + r > h) {
      this.ballY = h - r;
      this.vy = -Math.abs(this.vy);
    }
    const left = this.leftFace;
    const right = this.rightFace;
    if (this.vx < 0 && this.ballX - r <= left && this.ballX - r - this.vx > left - 1) {
      this.crossings++;
      this.crossAt = this.ballY;
      const offset = this.ballY - this.paddle;
      if (Math.abs(offset) <= half + r) {
        const zone = zoneOf(offset);
        this.ballX = left + r;
        this.aim(zone, 1, true);
        this.hits++;
        events.push({ type: 'paddle_hit', side: 'left', zone, hits: this.hits });
      }
    } else if (this.vx > 0 && this.ballX + r >= right && this.ballX + r - this.vx < right + 1) {
      const offset = this.ballY - this.paddle2;
      if (Math.abs(offset) <= half + r) {
        const zone = zoneOf(offset);
        this.ballX = right - r;
        this.aim(zone, -1, true);
        events.push({ type: 'paddle_hit', side: 'right', zone, hits: this.hits });
      }
    }
    if (this.ballX + r < 0 || this.ballX - r > this.field.width) this.score(this.ballX < 0 ? 'right' : 'left', events);
  }

  private score(side: 'left' | 'right', events: PaddleEvent[]): void {
    if (side === 'left') this.leftScore++;
    else this.rightScore++;
    this.lastPointTo = side;
    events.push({ type: 'point_scored', side, left: this.leftScore, right: this.rightScore });
    const target = this.game.kind === 'pong' ? this.game.target : 0;
    if (this.leftScore >= target || this.rightScore >= target) {
      this.outcome = this.leftScore >= target ? 'won' : 'lost';
      events.push({ type: 'match_won', side, left: this.leftScore, right: this.rightScore });
      return;
    }
    this.resetBall();
  }

  /** The computer follows the ball while it comes its way and drifts back to the middle otherwise. */
  private cpuMove(): number {
    const goal = this.vx > 0 && !this.waiting ? this.ballY : this.field.height / 2;
    const gap = goal - this.paddle2;
    return Math.abs(gap) <= CPU_STEP ? gap : Math.sign(gap) * CPU_STEP;
  }

  /**
   * Sends the ball along a zone's direction. `away` is the sign of the along-axis (y for breakout, where -1 is up;
   * x for pong); `sideways` says the along-axis is x.
   */
  private aim(zone: number, away: number, sideways: boolean): void {
    const [across, along] = ZONE_DIRECTIONS[zone]!;
    if (sideways) {
      this.vx = away * along * BALL_STEP;
      this.vy = across * BALL_STEP;
    } else {
      this.vx = across * BALL_STEP;
      this.vy = away * along * BALL_STEP;
    }
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
