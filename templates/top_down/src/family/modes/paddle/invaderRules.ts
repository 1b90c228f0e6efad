// The rules of the space-invaders mode as plain code on a fixed step of game time (no Phaser), so the generator's
// planner and the tests play exactly what the game plays: rows of aliens march sideways in steady ticks and step down
// at the edges; a cannon along the bottom fires one shot at a time; the aliens win by landing.

/** How the level plays; written by the generator into src/game/levels.ts. */
export interface InvaderGame {
  kind: 'invaders';
  rows: number;
  cols: number;
}

export type InvaderEvent =
  | { type: 'march_started' }
  | { type: 'shot_fired'; x: number; shots: number }
  | { type: 'alien_destroyed'; row: number; col: number; left: number }
  | { type: 'aliens_stepped_down'; y: number }
  | { type: 'aliens_cleared'; shots: number }
  | { type: 'aliens_landed'; left: number };

export const INVADER_STEP_MS = 5;
export const ALIEN_WIDTH = 36;
export const ALIEN_HEIGHT = 24;
const ALIEN_GAP_X = 16;
const ALIEN_GAP_Y = 14;
const FORMATION_TOP = 56;
/** Pixels the formation moves sideways each tick, and down at an edge. */
export const MARCH_STEP = 8;
const DROP_STEP = 16;
/** Game time between ticks of the march; steady, so a shot a frame late never shifts the march that follows. */
export const MARCH_MS = 360;
const EDGE_MARGIN = 16;
/** Pixels per step: the cannon 300 px/s, its shot 720 px/s. */
export const CANNON_STEP = 1.5;
export const SHOT_STEP = 3.6;
export const CANNON_WIDTH = 44;
/** The cannon's top edge sits this far above the field's bottom; aliens reaching it have landed. */
export const CANNON_INSET = 44;
export const INVADER_LIMITS = { maxRows: 6, maxCols: 11, minCols: 4 } as const;

/** Problems with a level's invader game, worded for the person who wrote the level. */
export function invaderProblems(game: InvaderGame): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(game.rows) || game.rows < 1 || game.rows > INVADER_LIMITS.maxRows)
    problems.push(`space invaders needs 1 to ${INVADER_LIMITS.maxRows} rows of aliens (found ${game.rows})`);
  if (!Number.isInteger(game.cols) || game.cols < INVADER_LIMITS.minCols || game.cols > INVADER_LIMITS.maxCols)
    problems.push(
      `space invaders needs ${INVADER_LIMITS.minCols} to ${INVADER_LIMITS.maxCols} columns (found ${game.cols})`,
    );
  return problems;
}

export interface Alien {
  row: number;
  col: number;
  alive: boolean;
}

export interface InvaderInput {
  move: number;
  fire?: boolean;
}

/** The march, the cannon and its one shot, stepped in INVADER_STEP_MS of game time. */
export class InvaderRules {
  readonly game: InvaderGame;
  readonly field: { width: number; height: number };
  readonly aliens: Alien[] = [];
  /** The formation's top-left corner (the corner of column 0, row 0 whether or not that alien lives). */
  formationX: number;
  formationY = FORMATION_TOP;
  direction = 1;
  cannon: number;
  /** The shot in flight (its tip), or undefined. */
  shot: { x: number; y: number } | undefined;
  shots = 0;
  /** Game time since the march began; the aliens wait for the cannon's first shot. */
  clockMs = 0;
  marching = false;
  steps = 0;
  untilTick = 0;
  private carry = 0;
  private outcome: 'playing' | 'won' | 'lost' = 'playing';

  constructor(game: InvaderGame, field: { width: number; height: number }) {
    this.game = game;
    this.field = field;
    for (let row = 0; row < game.rows; row++)
      for (let col = 0; col < game.cols; col++) this.aliens.push({ row, col, alive: true });
    this.formationX = (field.width - this.formationWidth) / 2;
    this.cannon = field.width / 2;
  }

  get formationWidth(): number {
    return this.game.cols * ALIEN_WIDTH + (this.game.cols - 1) * ALIEN_GAP_X;
  }

  get won(): boolean {
    return this.outcome === 'won';
  }

  get over(): boolean {
    return this.outcome !== 'playing';
  }

  get aliensLeft(): number {
    return this.aliens.reduce((n, a) => n + (a.alive ? 1 : 0), 0);
  }

  get cannonTop(): number {
    return this.field.height - CANNON_INSET;
  }

  /** An alien's box in field pixels. */
  boxOf(alien: Alien): { x: number; y: number; w: number; h: number } {
    return {
      x: this.formationX + alien.col * (ALIEN_WIDTH + ALIEN_GAP_X),
      y: this.formationY + alien.row * (ALIEN_HEIGHT + ALIEN_GAP_Y),
      w: ALIEN_WIDTH,
      h: ALIEN_HEIGHT,
    };
  }

  clone(): InvaderRules {
    const copy = Object.create(InvaderRules.prototype) as InvaderRules;
    Object.assign(copy, this);
    (copy as { aliens: Alien[] }).aliens = this.aliens.map((a) => ({ ...a }));
    copy.shot = this.shot ? { ...this.shot } : undefined;
    return copy;
  }

  update(delta: number, input: InvaderInput): InvaderEvent[] {
    const events: InvaderEvent[] = [];
    this.carry += delta;
    let fire = input.fire === true;
    while (this.carry >= INVADER_STEP_MS && !this.over) {
      this.carry -= INVADER_STEP_MS;
      this.step({ move: input.move, fire }, events);
      fire = false;
    }
    return events;
  }

  step(input: InvaderInput, events: InvaderEvent[]): void {
    this.steps++;
    const half = CANNON_WIDTH / 2;
    this.cannon = Math.min(this.field.width - half, Math.max(half, this.cannon + Math.sign(input.move) * CANNON_STEP));
    if (input.fire && !this.shot) {
      this.shot = { x: this.cannon, y: this.cannonTop };
      this.shots++;
      events.push({ type: 'shot_fired', x: Math.round(this.cannon * 10) / 10, shots: this.shots });
      if (!this.marching) {
        this.marching = true;
        this.untilTick = MARCH_MS;
        events.push({ type: 'march_started' });
      }
    }
    if (this.marching) {
      this.clockMs += INVADER_STEP_MS;
      this.untilTick -= INVADER_STEP_MS;
      if (this.untilTick <= 0) {
        this.march(events);
        this.untilTick += MARCH_MS;
      }
    }
    if (this.shot) this.moveShot(events);
  }

  /** One tick of the march: sideways, or down and back at an edge; landing ends the game. */
  private march(events: InvaderEvent[]): void {
    const alive = this.aliens.filter((a) => a.alive);
    const left = Math.min(...alive.map((a) => this.boxOf(a).x));
    const right = Math.max(...alive.map((a) => this.boxOf(a).x + ALIEN_WIDTH));
    const next = this.direction * MARCH_STEP;
    if (left + next < EDGE_MARGIN || right + next > this.field.width - EDGE_MARGIN) {
      this.direction = -this.direction;
      this.formationY += DROP_STEP;
      events.push({ type: 'aliens_stepped_down', y: this.formationY });
    } else this.formationX += next;
    const bottom = Math.max(...alive.map((a) => this.boxOf(a).y + ALIEN_HEIGHT));
    if (bottom >= this.cannonTop) {
      this.outcome = 'lost';
      events.push({ type: 'aliens_landed', left: alive.length });
    }
  }

  /** The shot climbs; it destroys the first alien it overlaps, or leaves the top of the field. */
  private moveShot(events: InvaderEvent[]): void {
    const shot = this.shot!;
    shot.y -= SHOT_STEP;
    if (shot.y < 0) {
      this.shot = undefined;
      return;
    }
    for (const alien of this.aliens) {
      if (!alien.alive) continue;
      const box = this.boxOf(alien);
      if (shot.x < box.x || shot.x > box.x + box.w || shot.y > box.y + box.h || shot.y < box.y) continue;
      alien.alive = false;
      this.shot = undefined;
      const left = this.aliensLeft;
      events.push({ type: 'alien_destroyed', row: alien.row, col: alien.col, left });
      if (left === 0) {
        this.outcome = 'won';
        events.push({ type: 'aliens_cleared', shots: this.shots });
      }
      return;
    }
  }
}
