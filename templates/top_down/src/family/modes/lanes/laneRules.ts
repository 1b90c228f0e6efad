// The rules of the lane-crossing mode as plain code on a fixed step of game time (no Phaser), so the generator's
// planner and the tests play exactly what the game plays: lanes of traffic drive at their own speeds and directions,
// the hero steps one cell at a time from the bottom kerb to the top one; a vehicle touching it sends it back.

/** A kind of vehicle the lanes carry ("car", "truck"), with its length in pixels. */
export interface VehicleKind {
  name: string;
  length: number;
}

/** One lane: its direction (1 drives right), its speed in px/s, and where each vehicle's centre is at time 0. */
export interface LaneSpec {
  direction: 1 | -1;
  speed: number;
  /** Index into LaneGame.vehicles. */
  kind: number;
  at: number[];
}

/** How the level plays; written by the generator into src/game/levels.ts. */
export interface LaneGame {
  kind: 'lanes';
  vehicles: VehicleKind[];
  /** From the top lane down to the one by the start kerb. */
  lanes: LaneSpec[];
  /** Crossings that win the level. */
  crossings: number;
}

export type LaneEvent =
  | { type: 'hopped'; lane: number; col: number }
  | { type: 'hit'; lane: number; by: string; hits: number }
  | { type: 'crossed'; crossings: number }
  | { type: 'all_crossed'; crossings: number; timeMs: number };

export const LANE_STEP_MS = 5;
export const ROW_HEIGHT = 48;
export const COL_WIDTH = 50;
export const HERO_HALF = 14;
/** Vehicles drive round a loop this much wider than the field, so they leave one side and come back on the other. */
export const LOOP_EXTRA = 240;
export const LANE_LIMITS = { maxLanes: 10, maxCrossings: 10, minSpeed: 20, maxSpeed: 400 } as const;

/** Problems with a level's lanes, worded for the person who wrote the level. */
export function laneProblems(game: LaneGame, field: { width: number; height: number }): string[] {
  const problems: string[] = [];
  const L = LANE_LIMITS;
  const fits = Math.min(L.maxLanes, Math.floor(field.height / ROW_HEIGHT) - 2);
  if (game.lanes.length < 1 || game.lanes.length > fits) problems.push(`1 to ${fits} lanes fit the screen`);
  if (!Number.isInteger(game.crossings) || game.crossings < 1 || game.crossings > L.maxCrossings)
    problems.push(`crossings must be 1 to ${L.maxCrossings}`);
  if (game.vehicles.length === 0 || game.vehicles.some((v) => !v.name || v.length < 16 || v.length > 200))
    problems.push('vehicles need a name and a length of 16 to 200 px');
  game.lanes.forEach((lane, i) => {
    if (lane.speed < L.minSpeed || lane.speed > L.maxSpeed)
      problems.push(`lane ${i + 1}: speed must be ${L.minSpeed} to ${L.maxSpeed} px/s`);
    if (!game.vehicles[lane.kind]) problems.push(`lane ${i + 1}: vehicle kind ${lane.kind} is not in vehicles`);
    if (lane.at.length === 0) problems.push(`lane ${i + 1} has no vehicles`);
  });
  return problems;
}

/** The screen's rows: the top kerb (row 0), the lanes, the start kerb; centred in the field. */
export function laneLayout(game: LaneGame, field: { width: number; height: number }) {
  const rows = game.lanes.length + 2;
  const cols = Math.floor(field.width / COL_WIDTH);
  return {
    rows,
    cols,
    top: Math.round((field.height - rows * ROW_HEIGHT) / 2),
    left: Math.round((field.width - cols * COL_WIDTH) / 2),
    startCol: Math.floor(cols / 2),
    loop: field.width + LOOP_EXTRA,
  };
}

/** Where vehicle `i` of a lane is at `clockMs` (its centre's x in field pixels). */
export function vehicleX(lane: LaneSpec, i: number, clockMs: number, loop: number): number {
  const travelled = lane.at[i]! + (lane.direction * lane.speed * clockMs) / 1000;
  return (((travelled % loop) + loop) % loop) - LOOP_EXTRA / 2;
}

/** The vehicle of lane `index` (top lane 0) touching a hero centred at `x` at `clockMs`, or -1. */
export function vehicleHitting(game: LaneGame, index: number, x: number, clockMs: number, loop: number): number {
  const lane = game.lanes[index]!;
  const half = game.vehicles[lane.kind]!.length / 2;
  return lane.at.findIndex((_, i) => Math.abs(vehicleX(lane, i, clockMs, loop) - x) < half + HERO_HALF);
}

/** The hero on its grid, the traffic and the clock, stepped in LANE_STEP_MS of game time. */
export class LaneRules {
  readonly game: LaneGame;
  readonly layout: ReturnType<typeof laneLayout>;
  /** Row 0 is the top kerb; the start kerb is the last row. */
  hero: { col: number; row: number };
  clockMs = 0;
  crossings = 0;
  hits = 0;
  moves = 0;
  private carry = 0;
  private outcome: 'playing' | 'won' = 'playing';

  constructor(game: LaneGame, field: { width: number; height: number }) {
    this.game = game;
    this.layout = laneLayout(game, field);
    this.hero = this.start();
  }

  get won(): boolean {
    return this.outcome === 'won';
  }

  /** The lane the hero is on, counted from the start kerb (0) to the top kerb (lanes + 1). */
  get lane(): number {
    return this.layout.rows - 1 - this.hero.row;
  }

  heroX(): number {
    return this.layout.left + this.hero.col * COL_WIDTH + COL_WIDTH / 2;
  }

  private start(): { col: number; row: number } {
    return { col: this.layout.startCol, row: this.layout.rows - 1 };
  }

  /** One step on the grid; the top kerb counts a crossing and sends the hero back for the next. */
  tryMove(dx: number, dy: number): LaneEvent[] {
    const events: LaneEvent[] = [];
    if (this.won) return events;
    const col = this.hero.col + Math.sign(dx);
    const row = this.hero.row + Math.sign(dy);
    if (col < 0 || col >= this.layout.cols || row < 0 || row >= this.layout.rows) return events;
    if (col === this.hero.col && row === this.hero.row) return events;
    this.hero = { col, row };
    this.moves++;
    events.push({ type: 'hopped', lane: this.lane, col });
    if (row === 0) {
      this.crossings++;
      events.push({ type: 'crossed', crossings: this.crossings });
      if (this.crossings >= this.game.crossings) {
        this.outcome = 'won';
        events.push({ type: 'all_crossed', crossings: this.crossings, timeMs: this.clockMs });
        return events;
      }
      this.hero = this.start();
    }
    this.check(events);
    return events;
  }

  update(delta: number): LaneEvent[] {
    const events: LaneEvent[] = [];
    this.carry += delta;
    while (this.carry >= LANE_STEP_MS && !this.won) {
      this.carry -= LANE_STEP_MS;
      this.clockMs += LANE_STEP_MS;
      this.check(events);
    }
    return events;
  }

  /** A vehicle touching the hero on its lane sends it back to the start kerb. */
  private check(events: LaneEvent[]): void {
    const index = this.hero.row - 1;
    if (index < 0 || index >= this.game.lanes.length) return;
    const hit = vehicleHitting(this.game, index, this.heroX(), this.clockMs, this.layout.loop);
    if (hit < 0) return;
    this.hits++;
    const lane = this.game.lanes[index]!;
    events.push({ type: 'hit', lane: this.lane, by: this.game.vehicles[lane.kind]!.name, hits: this.hits });
    this.hero = this.start();
  }
}
