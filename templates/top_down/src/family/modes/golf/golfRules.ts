// The rules of the mini golf mode as plain code on a fixed step of game time (no Phaser): holes played one after
// another, an aim turned in 2.5-degree steps, power charged while the shot key is held and struck when it is let go, a
// ball with friction that bounces off the walls, and windmills whose blades close their doorway on a clock cycle.

/** A wall block in playfield pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A windmill standing on a wall across the course: its doorway lets the ball through while no blade is down. */
export interface Windmill {
  /** The wall's x (its left edge) and width; it spans the course from top to bottom but for the doorway. */
  x: number;
  w: number;
  /** The doorway's top and height. */
  doorY: number;
  doorH: number;
  /** Game time of one blade's passage; a blade is down (the doorway shut) for the first `shutMs` of each. */
  periodMs: number;
  shutMs: number;
}

export interface GolfHole {
  tee: { x: number; y: number };
  cup: { x: number; y: number };
  par: number;
  walls: Box[];
  windmills: Windmill[];
}

/** How the course plays; written by the generator into src/game/levels.ts. */
export interface GolfGame {
  kind: 'golf';
  holes: GolfHole[];
  /** What the obstacles are called in the prompt (drawn as windmills). */
  obstacle: string;
}

export type GolfEvent =
  | { type: 'shot_taken'; hole: number; strokes: number; aim: number; power: number }
  | { type: 'ball_bounced'; hole: number }
  | { type: 'windmill_blocked'; hole: number }
  | { type: 'ball_stopped'; hole: number; x: number; y: number }
  | { type: 'hole_completed'; hole: number; holes: number; strokes: number; par: number }
  | { type: 'course_completed'; strokes: number; par: number };

/** What the player holds during a frame. */
export interface GolfInput {
  /** -1 turns the aim anticlockwise, 1 clockwise. */
  turn: number;
  /** The shot key: held charges the power, let go strikes. */
  charge: boolean;
}

export const GOLF_STEP_MS = 4;
/** The aim's steps: 144 of 2.5 degrees, 0 east, clockwise on screen. */
export const AIMS = 144;
/** Game time the aim takes to move one step while an arrow is held (30 degrees a second: a late key stays on it). */
const AIM_STEP_MS = 84;
/** Power levels 1..POWERS; one more each POWER_STEP_MS the key is held. */
export const POWERS = 20;
export const POWER_STEP_MS = 75;
/** Speed a power level gives the ball, px/s. */
const SPEED_PER_POWER = 40;
const FRICTION = 260;
const BOUNCE = 0.8;
export const BALL_R = 6;
export const CUP_R = 11;
/** Faster than this the ball rolls over the cup. */
const CUP_SPEED = 260;
const REST_SPEED = 8;
/** A hole is picked up after this many strokes. */
export const MAX_STROKES = 8;
/** Game time between holing out and the next tee. */
export const NEXT_HOLE_MS = 900;
export const GOLF_LIMITS = { maxHoles: 18 } as const;
/** The course inside the playfield: its walls are the edges of this box. */
export const COURSE = { x: 40, y: 40, w: 720, h: 496 } as const;

export function unitOfAim(aim: number): [number, number] {
  const rad = (aim * 2.5 * Math.PI) / 180;
  // Rounded so Node and the browser agree to the last bit on every step's sum.
  return [Math.round(Math.cos(rad) * 1e9) / 1e9, Math.round(Math.sin(rad) * 1e9) / 1e9];
}

/** Problems with a level's course, worded for the person who wrote the level. */
export function golfProblems(game: GolfGame): string[] {
  const problems: string[] = [];
  if (game.kind !== 'golf') problems.push(`a golf level's kind must be "golf" (found "${String(game.kind)}")`);
  const n = Array.isArray(game.holes) ? game.holes.length : 0;
  if (n < 1 || n > GOLF_LIMITS.maxHoles) problems.push(`a course has 1 to ${GOLF_LIMITS.maxHoles} holes (found ${n})`);
  for (const [i, hole] of (game.holes ?? []).entries())
    if (!(hole.par >= 1 && hole.par <= MAX_STROKES)) problems.push(`hole ${i + 1}: par must be 1 to ${MAX_STROKES}`);
  return problems;
}

const inside = (b: Box, x: number, y: number, r: number) =>
  x + r > b.x && x - r < b.x + b.w && y + r > b.y && y - r < b.y + b.h;

/** The walls a windmill makes: above and below its doorway, and the doorway itself while a blade is down. */
export function windmillBoxes(m: Windmill, shut: boolean): Box[] {
  const top = { x: m.x, y: COURSE.y, w: m.w, h: m.doorY - COURSE.y };
  const bottom = { x: m.x, y: m.doorY + m.doorH, w: m.w, h: COURSE.y + COURSE.h - m.doorY - m.doorH };
  return shut ? [top, bottom, { x: m.x, y: m.doorY, w: m.w, h: m.doorH }] : [top, bottom];
}

/** A round of mini golf: the holes in order, stepped in GOLF_STEP_MS of game time. */
export class GolfRules {
  readonly game: GolfGame;
  /** 0-based index of the hole being played. */
  holeIndex = 0;
  strokes = 0;
  /** Strokes of the holes finished. */
  readonly cards: number[] = [];
  x = 0;
  y = 0;
  vx = 0;
  vy = 0;
  aim = 0;
  /** The power charged so far (0 until the key is held). */
  power = 0;
  clockMs = 0;
  finished = false;
  /** Times the ball has rolled through a windmill's doorway to its far side. */
  windmillsPassed = 0;
  /** Game time left before the next hole's tee (after holing out). */
  private waitMs = 0;
  private chargeMs = 0;
  private aimMs = 0;
  private carry = 0;
  private wallKey = -1;
  private wallCache: Box[] = [];

  constructor(game: GolfGame) {
    this.game = game;
    this.tee();
  }

  get hole(): GolfHole {
    return this.game.holes[this.holeIndex]!;
  }

  get moving(): boolean {
    return this.vx !== 0 || this.vy !== 0;
  }

  /** Ready for a shot: the ball at rest on a hole still in play. */
  get ready(): boolean {
    return !this.moving && !this.finished && this.waitMs === 0 && this.power === 0;
  }

  /** Game time into the current blade's passage (the same for every windmill of the hole). */
  get windmillMs(): number {
    const m = this.hole.windmills[0];
    return m ? this.clockMs % m.periodMs : 0;
  }

  shut(m: Windmill): boolean {
    return this.clockMs % m.periodMs < m.shutMs;
  }

  get par(): number {
    return this.game.holes.reduce((s, h) => s + h.par, 0);
  }

  get total(): number {
    return this.cards.reduce((s, n) => s + n, 0) + (this.finished ? 0 : this.strokes);
  }

  clone(): GolfRules {
    const copy = new GolfRules(this.game);
    Object.assign(copy, this, { cards: [...this.cards], wallKey: -1 });
    return copy;
  }

  update(delta: number, input: GolfInput): GolfEvent[] {
    const events: GolfEvent[] = [];
    this.carry += delta;
    while (this.carry >= GOLF_STEP_MS && !this.finished) {
      this.carry -= GOLF_STEP_MS;
      this.step(input, events);
    }
    return events;
  }

  step(input: GolfInput, events: GolfEvent[]): void {
    if (this.finished) return;
    this.clockMs += GOLF_STEP_MS;
    if (this.waitMs > 0) {
      this.waitMs = Math.max(0, this.waitMs - GOLF_STEP_MS);
      if (this.waitMs === 0) this.nextHole(events);
      return;
    }
    if (this.moving) {
      this.roll(events);
      return;
    }
    if (input.turn !== 0 && !input.charge) {
      this.aimMs += GOLF_STEP_MS;
      if (this.aimMs >= AIM_STEP_MS) {
        this.aimMs = 0;
        this.aim = (this.aim + Math.sign(input.turn) + AIMS) % AIMS;
      }
    } else this.aimMs = 0;
    if (input.charge) {
      this.chargeMs += GOLF_STEP_MS;
      this.power = Math.min(POWERS, 1 + Math.floor(this.chargeMs / POWER_STEP_MS));
    } else if (this.power > 0) this.strike(events);
  }

  private strike(events: GolfEvent[]): void {
    const [ux, uy] = unitOfAim(this.aim);
    const speed = this.power * SPEED_PER_POWER;
    this.vx = ux * speed;
    this.vy = uy * speed;
    this.strokes++;
    const hole = this.holeIndex + 1;
    events.push({ type: 'shot_taken', hole, strokes: this.strokes, aim: this.aim, power: this.power });
    this.power = 0;
    this.chargeMs = 0;
  }

  /** The hole's walls with its doorways shut or open; kept while neither the hole nor a doorway changes. */
  private walls(): Box[] {
    let key = this.holeIndex * 64;
    this.hole.windmills.forEach((m, i) => {
      if (this.shut(m)) key += 1 << i;
    });
    if (this.wallKey !== key) {
      this.wallKey = key;
      this.wallCache = [...this.hole.walls, ...this.hole.windmills.flatMap((m) => windmillBoxes(m, this.shut(m)))];
    }
    return this.wallCache;
  }

  private roll(events: GolfEvent[]): void {
    const dt = GOLF_STEP_MS / 1000;
    const walls = this.walls();
    const hit = (x: number, y: number) =>
      x - BALL_R < COURSE.x ||
      x + BALL_R > COURSE.x + COURSE.w ||
      y - BALL_R < COURSE.y ||
      y + BALL_R > COURSE.y + COURSE.h ||
      walls.some((b) => inside(b, x, y, BALL_R));
    // Each axis moves on its own, so a wall reverses only the axis that ran into it.
    const before = this.x;
    const nx = this.x + this.vx * dt;
    if (hit(nx, this.y)) {
      this.vx = -this.vx * BOUNCE;
      this.bounced(events);
    } else this.x = nx;
    const ny = this.y + this.vy * dt;
    if (hit(this.x, ny)) {
      this.vy = -this.vy * BOUNCE;
      this.bounced(events);
    } else this.y = ny;
    for (const m of this.hole.windmills) if (before <= m.x + m.w && this.x > m.x + m.w) this.windmillsPassed++;
    const speed = Math.hypot(this.vx, this.vy);
    const cup = this.hole.cup;
    if (Math.hypot(this.x - cup.x, this.y - cup.y) < CUP_R && speed < CUP_SPEED) {
      this.vx = 0;
      this.vy = 0;
      this.x = cup.x;
      this.y = cup.y;
      this.holed(events);
      return;
    }
    const slower = Math.max(0, speed - FRICTION * dt);
    if (slower < REST_SPEED) {
      this.vx = 0;
      this.vy = 0;
      events.push({ type: 'ball_stopped', hole: this.holeIndex + 1, x: Math.round(this.x), y: Math.round(this.y) });
      if (this.strokes >= MAX_STROKES) this.holed(events);
    } else {
      this.vx *= slower / speed;
      this.vy *= slower / speed;
    }
  }

  private bounced(events: GolfEvent[]): void {
    const m = this.hole.windmills.find((w) => this.shut(w) && inside(windmillBoxes(w, true)[2]!, this.x, this.y, 30));
    const hole = this.holeIndex + 1;
    events.push(m ? { type: 'windmill_blocked', hole } : { type: 'ball_bounced', hole });
  }

  private holed(events: GolfEvent[]): void {
    this.cards.push(this.strokes);
    events.push({
      type: 'hole_completed',
      hole: this.holeIndex + 1,
      holes: this.game.holes.length,
      strokes: this.strokes,
      par: this.hole.par,
    });
    if (this.holeIndex + 1 >= this.game.holes.length) {
      this.finished = true;
      events.push({ type: 'course_completed', strokes: this.total, par: this.par });
    } else this.waitMs = NEXT_HOLE_MS;
  }

  private nextHole(_events: GolfEvent[]): void {
    this.holeIndex++;
    this.tee();
  }

  private tee(): void {
    const { tee } = this.hole;
    this.x = tee.x;
    this.y = tee.y;
    this.vx = 0;
    this.vy = 0;
    this.strokes = 0;
    this.power = 0;
    this.chargeMs = 0;
  }
}
