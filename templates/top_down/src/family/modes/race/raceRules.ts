// The rules of the racing mode as plain code on a fixed step of game time (no Phaser): a closed loop of road with a
// start/finish line and checkpoints, a kart turned and driven by held keys, and rivals driving the loop at set
// speeds. The generator's planner and the tests play exactly what the game plays.

/** How the race plays; written by the generator into src/game/levels.ts. */
export interface RaceGame {
  kind: 'race';
  laps: number;
  /** Each rival's speed along its lane, px/s (their count is the rivals in the race). */
  rivalSpeeds: number[];
  /** The kart's and the setting's names, for the HUD and the banners. */
  vehicle: string;
  setting: string;
  /** Water along the bottom of the field (a beach's sea): slower still than the sand. */
  sea: boolean;
}

/** The setting's colours: the ground beside the road, the road, the sea (when the race has one) and the scenery. */
export interface RaceArt {
  ground: number;
  road: number;
  sea?: number;
  /** Small things drawn in the infield and round the loop. */
  scenery: 'palms' | 'trees' | 'cacti' | 'snowmen' | 'buildings';
  kartColour: number;
  rivalColours: number[];
  sounds?: { lap?: string; engine?: string };
}

export type RaceEvent =
  | { type: 'race_started' }
  | { type: 'checkpoint_passed'; checkpoint: number; lap: number }
  | { type: 'lap_completed'; lap: number; laps: number; position: number }
  | { type: 'rival_finished'; rival: number; place: number }
  | { type: 'race_finished'; position: number; rivals: number; won: boolean };

/** What the driver holds during a frame. */
export interface RaceInput {
  throttle: boolean;
  brake?: boolean;
  /** -1 turns left (anticlockwise on screen), 1 right, 0 straight. */
  turn: number;
}

/** Every rule is advanced in steps of this much game time, whatever the frame rate. */
export const RACE_STEP_MS = 4;
export const RACE_LIMITS = { maxLaps: 9, maxRivals: 7 } as const;
/** Game time of the start lights before anyone moves. */
export const COUNTDOWN_MS = 2400;
/** Top speeds (px/s) on the road, on the sand beside it, and in the shallow water past the sand. */
export const TOP_SPEED = { road: 240, sand: 100, water: 50 } as const;
const ACCEL = 320;
const BRAKE = 500;
const DRAG = 120;
/** How fast the steering turns the kart, degrees per second. */
export const TURN_RATE = 180;
/** The kart faces (and moves along) one of 16 directions: a steering key let go a frame late drives the same line. */
export const FACINGS = 16;

/** The loop's centreline: a rectangle in playfield pixels, driven clockwise on screen from the start line. */
export interface TrackShape {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Half the road's width: points this close to the centreline are road. */
  half: number;
  /** The start/finish line's x on the top straight. */
  startX: number;
  /** Where the water starts (playfield y); below the road's bottom edge. */
  waterY: number;
}

/** The playfield below the HUD. */
export interface RaceField {
  width: number;
  height: number;
}

/** The one loop every race uses, fitted to the playfield. */
export function trackFor(field: RaceField, sea: boolean): TrackShape {
  return {
    left: 150,
    top: 120,
    right: field.width - 150,
    bottom: field.height - 136,
    half: 55,
    startX: Math.round(field.width / 2),
    waterY: sea ? field.height - 52 : Number.POSITIVE_INFINITY,
  };
}

// The 16 facings' unit vectors as constants (0 = east, clockwise on screen with y down), so no trigonometry can differ
// between Node and the browser; √½ is the language's constant Math.SQRT1_2 (the very double 0.7071067811865476).
const C1 = 0.9238795325112867;
const C2 = Math.SQRT1_2;
const C3 = 0.3826834323650898;
const UNIT: readonly (readonly [number, number])[] = [
  [1, 0],
  [C1, C3],
  [C2, C2],
  [C3, C1],
  [0, 1],
  [-C3, C1],
  [-C2, C2],
  [-C1, C3],
  [-1, 0],
  [-C1, -C3],
  [-C2, -C2],
  [-C3, -C1],
  [0, -1],
  [C3, -C1],
  [C2, -C2],
  [C1, -C3],
];

/** The facing (0..15) nearest a heading in degrees. */
export function facingOf(heading: number): number {
  return (((Math.round(heading / (360 / FACINGS)) % FACINGS) + FACINGS) % FACINGS) as number;
}

export function unitOf(facing: number): readonly [number, number] {
  return UNIT[((facing % FACINGS) + FACINGS) % FACINGS]!;
}

/** Problems with a level's race, worded for the person who wrote the level. */
export function raceProblems(game: RaceGame): string[] {
  const problems: string[] = [];
  if (game.kind !== 'race') problems.push(`a race level's kind must be "race" (found "${String(game.kind)}")`);
  if (!Number.isInteger(game.laps) || game.laps < 1 || game.laps > RACE_LIMITS.maxLaps)
    problems.push(`a race has 1 to ${RACE_LIMITS.maxLaps} laps (found ${game.laps})`);
  const rivals = Array.isArray(game.rivalSpeeds) ? game.rivalSpeeds.length : 0;
  if (rivals < 1 || rivals > RACE_LIMITS.maxRivals)
    problems.push(`a race has 1 to ${RACE_LIMITS.maxRivals} rivals (found ${rivals})`);
  else if (game.rivalSpeeds.some((s) => !(s > 0 && s <= TOP_SPEED.road)))
    problems.push(`each rival's speed must be above 0 and at most ${TOP_SPEED.road} px/s`);
  return problems;
}

/** The rivals' lanes round their corners on arcs about points this far inside the centreline's corners. */
const CORNER = 70;

/** The loop's length along a lane whose corners are quarter arcs of `radius`. */
function laneLength(t: TrackShape, radius: number): number {
  const w = t.right - t.left;
  const h = t.bottom - t.top;
  return 2 * (w - 2 * CORNER) + 2 * (h - 2 * CORNER) + 2 * Math.PI * radius;
}

/** A point on a rival's lane `distance` px after the start line, with its lane `offset` px outside the centreline. */
export function lanePoint(t: TrackShape, offset: number, distance: number): { x: number; y: number; facing: number } {
  const r = CORNER + offset;
  const w = t.right - t.left - 2 * CORNER;
  const h = t.bottom - t.top - 2 * CORNER;
  const arc = (Math.PI / 2) * r;
  const total = laneLength(t, r);
  let d = (((distance + (t.startX - t.left - CORNER)) % total) + total) % total;
  // Straights and arcs in driving order, starting at the top straight's beginning.
  const corners = [
    { cx: t.right - CORNER, cy: t.top + CORNER, from: -90 },
    { cx: t.right - CORNER, cy: t.bottom - CORNER, from: 0 },
    { cx: t.left + CORNER, cy: t.bottom - CORNER, from: 90 },
    { cx: t.left + CORNER, cy: t.top + CORNER, from: 180 },
  ];
  const straights = [
    { x: t.left + CORNER, y: t.top - offset, dx: 1, dy: 0, len: w },
    { x: t.right + offset, y: t.top + CORNER, dx: 0, dy: 1, len: h },
    { x: t.right - CORNER, y: t.bottom + offset, dx: -1, dy: 0, len: w },
    { x: t.left - offset, y: t.bottom - CORNER, dx: 0, dy: -1, len: h },
  ];
  for (let i = 0; i < 4; i++) {
    const s = straights[i]!;
    if (d < s.len) return { x: s.x + s.dx * d, y: s.y + s.dy * d, facing: i * 4 };
    d -= s.len;
    if (d < arc) {
      const c = corners[i]!;
      const deg = c.from + (d / arc) * 90;
      const rad = (deg * Math.PI) / 180;
      return { x: c.cx + Math.cos(rad) * r, y: c.cy + Math.sin(rad) * r, facing: facingOf(deg + 90) };
    }
    d -= arc;
  }
  return { x: t.startX, y: t.top - offset, facing: 0 };
}

/** How far along the centreline (from the start line, clockwise) the nearest point to (x, y) lies, and how far off. */
export function trackProgress(t: TrackShape, x: number, y: number): { along: number; off: number } {
  const w = t.right - t.left;
  const h = t.bottom - t.top;
  const total = 2 * (w + h);
  const sides = [
    { along: 0, d: Math.abs(y - t.top), inside: x >= t.left && x <= t.right, at: x - t.left },
    { along: w, d: Math.abs(x - t.right), inside: y >= t.top && y <= t.bottom, at: y - t.top },
    { along: w + h, d: Math.abs(y - t.bottom), inside: x >= t.left && x <= t.right, at: t.right - x },
    { along: 2 * w + h, d: Math.abs(x - t.left), inside: y >= t.top && y <= t.bottom, at: t.bottom - y },
  ];
  let best = { along: 0, off: Number.POSITIVE_INFINITY };
  for (const s of sides) {
    const len = s.along === 0 || s.along === w + h ? w : h;
    const at = Math.min(len, Math.max(0, s.at));
    const corner = s.inside ? 0 : Math.min(Math.abs(s.at), Math.abs(s.at - len));
    const off = Math.hypot(s.d, corner);
    if (off < best.off) best = { along: s.along + at, off };
  }
  const start = t.startX - t.left;
  return { along: (((best.along - start) % total) + total) % total, off: best.off };
}

/** The centreline loop's length. */
export function loopLength(t: TrackShape): number {
  return 2 * (t.right - t.left + (t.bottom - t.top));
}

/** Grid slots behind the start line: the rivals in front, the player's kart last. */
export const GRID_GAP = 34;
/** Lanes of the rivals (px outside the centreline), in grid order. */
export const RIVAL_LANES = [-30, 30, -10, 10, -40, 40, 0];

export interface Rival {
  offset: number;
  speed: number;
  /** Distance driven along its lane from the start line (negative on the grid). */
  distance: number;
  finished: boolean;
  x: number;
  y: number;
  facing: number;
}

export type Terrain = 'road' | 'sand' | 'water';

/** One race: the player's kart, the rivals, laps and checkpoints, stepped in RACE_STEP_MS of game time. */
export class RaceRules {
  readonly game: RaceGame;
  readonly field: RaceField;
  readonly track: TrackShape;
  x = 0;
  y = 0;
  /** Degrees, 0 east, clockwise on screen. */
  heading = 0;
  speed = 0;
  /** Laps completed. */
  lapsDone = 0;
  /** Checkpoints passed on this lap (the lap counts at the line only after all of them). */
  checkpoints = 0;
  readonly rivals: Rival[] = [];
  /** Game time since the level started. */
  clockMs = 0;
  finished = false;
  won = false;
  /** Rivals over the line so far. */
  rivalsHome = 0;
  /** The player's place when the race ended. */
  place = 0;
  private carry = 0;
  private along = 0;

  constructor(game: RaceGame, field: RaceField) {
    this.game = game;
    this.field = field;
    this.track = trackFor(field, game.sea);
    const t = this.track;
    game.rivalSpeeds.forEach((speed, i) => {
      const offset = RIVAL_LANES[i % RIVAL_LANES.length]!;
      const distance = -GRID_GAP * (1 + Math.floor(i / 2));
      const p = lanePoint(t, offset, distance);
      this.rivals.push({ offset, speed, distance, finished: false, x: p.x, y: p.y, facing: p.facing });
    });
    this.x = t.startX - GRID_GAP * (2 + Math.floor(game.rivalSpeeds.length / 2));
    this.y = t.top;
    this.along = trackProgress(t, this.x, this.y).along - loopLength(t);
  }

  /** The 16-way facing the kart moves along. */
  get facing(): number {
    return facingOf(this.heading);
  }

  get racing(): boolean {
    return this.clockMs >= COUNTDOWN_MS && !this.finished;
  }

  /** The checkpoints a lap passes, as distances along the centreline from the start line. */
  get checkpointAlong(): number[] {
    const total = loopLength(this.track);
    return [0.25, 0.5, 0.75].map((f) => f * total);
  }

  terrainAt(x: number, y: number): Terrain {
    if (y >= this.track.waterY) return 'water';
    return trackProgress(this.track, x, y).off <= this.track.half ? 'road' : 'sand';
  }

  /** The player's progress over the whole race, in centreline px (laps done and the way round this one). */
  get progress(): number {
    return this.lapsDone * loopLength(this.track) + this.along;
  }

  /** One lap of a rival's lane. */
  laneLap(r: Rival): number {
    return laneLength(this.track, CORNER + r.offset);
  }

  /** A rival's progress in the same measure (its lane's distance scaled to the centreline). */
  rivalProgress(r: Rival): number {
    return (r.distance * loopLength(this.track)) / this.laneLap(r);
  }

  /** 1 for the lead; finished rivals are ahead of an unfinished player. */
  get position(): number {
    if (this.finished) return this.place;
    const mine = this.progress;
    return 1 + this.rivals.filter((r) => r.finished || this.rivalProgress(r) > mine).length;
  }

  /** The lap being driven (1-based, never past the last). */
  get lap(): number {
    return Math.min(this.game.laps, this.lapsDone + 1);
  }

  clone(): RaceRules {
    const copy = new RaceRules(this.game, this.field);
    Object.assign(copy, this, { rivals: [] });
    copy.rivals.push(...this.rivals.map((r) => ({ ...r })));
    return copy;
  }

  update(delta: number, input: RaceInput): RaceEvent[] {
    const events: RaceEvent[] = [];
    this.carry += delta;
    while (this.carry >= RACE_STEP_MS && !this.finished) {
      this.carry -= RACE_STEP_MS;
      this.step(input, events);
    }
    return events;
  }

  step(input: RaceInput, events: RaceEvent[]): void {
    if (this.finished) return;
    const wasRacing = this.clockMs >= COUNTDOWN_MS;
    this.clockMs += RACE_STEP_MS;
    if (this.clockMs < COUNTDOWN_MS) return;
    if (!wasRacing) events.push({ type: 'race_started' });
    const dt = RACE_STEP_MS / 1000;
    this.heading = (((this.heading + Math.sign(input.turn) * TURN_RATE * dt) % 360) + 360) % 360;
    const top = TOP_SPEED[this.terrainAt(this.x, this.y)];
    if (input.throttle) this.speed += ACCEL * dt;
    else if (input.brake) this.speed -= BRAKE * dt;
    else this.speed -= DRAG * dt;
    // Off the road the kart slows to the terrain's top speed at braking strength.
    if (this.speed > top) this.speed = Math.max(top, this.speed - BRAKE * dt);
    this.speed = Math.max(0, Math.min(TOP_SPEED.road, this.speed));
    const [ux, uy] = unitOf(this.facing);
    this.x = Math.min(this.field.width - 10, Math.max(10, this.x + ux * this.speed * dt));
    this.y = Math.min(this.field.height - 10, Math.max(10, this.y + uy * this.speed * dt));
    this.advance(events);
    if (this.finished) return;
    for (const [i, r] of this.rivals.entries()) {
      if (r.finished) continue;
      r.distance += r.speed * dt;
      const p = lanePoint(this.track, r.offset, r.distance);
      Object.assign(r, p);
      if (r.distance >= this.game.laps * this.laneLap(r)) {
        r.finished = true;
        this.rivalsHome++;
        events.push({ type: 'rival_finished', rival: i, place: this.rivalsHome });
        // A rival home first ends the race: the player can no longer win it.
        if (this.rivalsHome === 1 && !this.finished) this.finish(events, 1 + this.rivalsHome);
      }
    }
  }

  /** Moves the player's progress on; passes checkpoints in order and counts a lap at the line after all of them. */
  private advance(events: RaceEvent[]): void {
    const total = loopLength(this.track);
    const now = trackProgress(this.track, this.x, this.y).along;
    const before = ((this.along % total) + total) % total;
    let moved = now - before;
    const from = this.along;
    if (moved > total / 2) moved -= total;
    if (moved < -total / 2) moved += total;
    const next = this.along + moved;
    const cps = this.checkpointAlong;
    if (this.checkpoints < cps.length && from < cps[this.checkpoints]! && next >= cps[this.checkpoints]!) {
      this.checkpoints++;
      events.push({ type: 'checkpoint_passed', checkpoint: this.checkpoints, lap: this.lap });
    }
    this.along = next;
    if (this.checkpoints === cps.length && this.along >= total) {
      this.lapsDone++;
      this.checkpoints = 0;
      this.along -= total;
      const done = this.lapsDone >= this.game.laps;
      events.push({ type: 'lap_completed', lap: this.lapsDone, laps: this.game.laps, position: this.position });
      if (done) this.finish(events, 1 + this.rivalsHome);
    }
    // Driving backwards over the line does not bank progress for the next lap.
    if (this.checkpoints === 0 && this.along > total / 2) this.along -= total;
  }

  private finish(events: RaceEvent[], position: number): void {
    this.finished = true;
    this.place = position;
    this.won = position === 1;
    events.push({ type: 'race_finished', position, rivals: this.rivals.length, won: this.won });
  }
}
