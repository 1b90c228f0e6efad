// Plans the racing mode's golden path by driving the template's own rules (raceRules.ts) in Node: full throttle down
// each straight, a right turn of four facings at each corner begun where the turn ends on the centreline, so the path
// is a list of "hold these keys until the kart reaches this mark" read from state, which late frames cannot derail.
import type { Random } from '../../../../assets/index.ts';
import {
  COUNTDOWN_MS,
  RaceRules,
  TOP_SPEED,
  type RaceField,
  type RaceGame,
  type RaceInput,
} from '../../../../../templates/top_down/src/family/modes/race/raceRules.ts';

/** One leg of the drive: hold the keys until the state's value at `path` passes `mark` (or equals it). */
export interface RaceLeg {
  hold: ('up' | 'right')[];
  path: 'flags.kartX' | 'flags.kartY' | 'flags.facing';
  /** gte, lte or equals the mark. */
  test: 'gte' | 'lte' | 'equals';
  mark: number;
}

export interface RacePlan {
  legs: RaceLeg[];
  /** Game time from the green light to the player's finish, driven on time. */
  raceMs: number;
  /** The slowest finish over the late replays. */
  worstMs: number;
  /** Each rival's finish time, from the green light. */
  rivalMs: number[];
}

/** The play-test checks its conditions about once a frame. */
export const FRAME_MS = 16;
/** Rivals finish this share slower than the planned drive at least, plus a seeded bit more each. */
const RIVAL_SLACK = 0.08;
const RIVAL_SPREAD = 0.035;
const LEG_LIMIT_MS = 20_000;

type Reached = (r: RaceRules) => boolean;

function reachedOf(leg: RaceLeg): Reached {
  const value = (r: RaceRules): number =>
    leg.path === 'flags.facing' ? r.facing : leg.path === 'flags.kartX' ? r.x : r.y;
  if (leg.test === 'equals') return (r) => value(r) === leg.mark;
  return leg.test === 'gte' ? (r) => value(r) >= leg.mark : (r) => value(r) <= leg.mark;
}

function inputOf(leg: RaceLeg): RaceInput {
  return { throttle: leg.hold.includes('up'), turn: leg.hold.includes('right') ? 1 : 0 };
}

/** Plays frames holding the leg's keys until its mark is reached, then `late` frames more; false when it never is. */
export function driveLeg(r: RaceRules, leg: RaceLeg, late: number): boolean {
  const reached = reachedOf(leg);
  const input = inputOf(leg);
  for (let ms = 0; !reached(r); ms += FRAME_MS) {
    if (ms > LEG_LIMIT_MS || r.finished) return reached(r);
    r.update(FRAME_MS, input);
  }
  for (let i = 0; i < late && !r.finished; i++) r.update(FRAME_MS, input);
  return true;
}

/** Waits through the start lights (the golden path waits for flags.racing). */
export function waitForGreen(r: RaceRules, late: number): void {
  while (r.clockMs < COUNTDOWN_MS) r.update(FRAME_MS, { throttle: false, turn: 0 });
  for (let i = 0; i < late; i++) r.update(FRAME_MS, { throttle: false, turn: 0 });
}

/** Holds the throttle until the race is over (the last leg of the golden path). */
export function driveHome(r: RaceRules): void {
  for (let ms = 0; !r.finished && ms < 60_000; ms += FRAME_MS) r.update(FRAME_MS, { throttle: true, turn: 0 });
}

/** The four corners of the loop in driving order: the straight's axis and direction, and the facing after the turn. */
const CORNERS = [
  { path: 'flags.kartX', test: 'gte', after: 4, lateral: 'x', end: 'right' },
  { path: 'flags.kartY', test: 'gte', after: 8, lateral: 'y', end: 'bottom' },
  { path: 'flags.kartX', test: 'lte', after: 12, lateral: 'x', end: 'left' },
  { path: 'flags.kartY', test: 'lte', after: 0, lateral: 'y', end: 'top' },
] as const;

/**
 * Finds each corner's mark by driving: a first guess, the turn driven, and the mark moved by how far the turn's end
 * missed the centreline (a turn at top speed is the same shape wherever it starts, so one correction lands it).
 */
function cornerLegs(game: RaceGame, field: RaceField): RaceLeg[] {
  const r = new RaceRules(game, field);
  waitForGreen(r, 0);
  const legs: RaceLeg[] = [];
  for (let lap = 0; lap < game.laps; lap++) {
    for (const c of CORNERS) {
      const t = r.track;
      const end = t[c.end];
      const sign = c.test === 'gte' ? 1 : -1;
      let mark = end - sign * 80;
      const turn: RaceLeg = { hold: ['up', 'right'], path: 'flags.facing', test: 'equals', mark: c.after };
      for (let tries = 0; tries < 3; tries++) {
        const trial = r.clone();
        const straight: RaceLeg = { hold: ['up'], path: c.path, test: c.test, mark };
        if (!driveLeg(trial, straight, 0) || !driveLeg(trial, turn, 0))
          throw new Error(`the race planner could not drive corner ${c.after / 4} of lap ${lap + 1}`);
        mark = Math.round((mark + (end - trial[c.lateral])) * 10) / 10;
      }
      const straight: RaceLeg = { hold: ['up'], path: c.path, test: c.test, mark };
      driveLeg(r, straight, 0);
      driveLeg(r, turn, 0);
      legs.push(straight, turn);
    }
  }
  return legs;
}

/** Drives a plan's legs from the start with `late(i)` extra frames after each mark; the race as it ended. */
export function drivePlan(game: RaceGame, field: RaceField, legs: readonly RaceLeg[], late: (i: number) => number) {
  const r = new RaceRules(game, field);
  waitForGreen(r, late(-1));
  let offRoad = 0;
  legs.forEach((leg, i) => {
    const before = r.clockMs;
    driveLeg(r, leg, late(i));
    if (r.terrainAt(r.x, r.y) !== 'road') offRoad += r.clockMs - before;
  });
  driveHome(r);
  return { rules: r, raceMs: r.clockMs - COUNTDOWN_MS - late(-1) * FRAME_MS, offRoad };
}

/** Plans the drive, then sets the rivals' speeds so each finishes a little after it, even when it is played late. */
export function planRace(base: RaceGame, field: RaceField, random: Random): { game: RaceGame; plan: RacePlan } {
  // Rivals at walking pace while the drive is planned: they cannot end the race first.
  const slow: RaceGame = { ...base, rivalSpeeds: base.rivalSpeeds.map(() => 1) };
  const legs = cornerLegs(slow, field);
  const onTime = drivePlan(slow, field, legs, () => 0);
  if (!onTime.rules.won) throw new Error('the race planner did not finish the laps first');
  const lateRuns = [() => 2, () => 4, (i: number) => (i * 7 + 3) % 5];
  const worstMs = Math.max(onTime.raceMs, ...lateRuns.map((late) => drivePlan(slow, field, legs, late).raceMs));
  const probe = new RaceRules(slow, field);
  const rivalMs: number[] = [];
  const rivalSpeeds = probe.rivals.map((rival, i) => {
    const finishMs = Math.round(worstMs * (1 + RIVAL_SLACK + RIVAL_SPREAD * (i + random.next())));
    rivalMs.push(finishMs);
    const lane = base.laps * probe.laneLap(rival) - rival.distance;
    return Math.min(TOP_SPEED.road * 0.95, Math.round(((lane * 1000) / finishMs) * 10) / 10);
  });
  const game: RaceGame = { ...base, rivalSpeeds };
  // The whole race once more with the rivals at speed, on time and late: the player must be first every time.
  for (const late of [() => 0, ...lateRuns]) {
    const run = drivePlan(game, field, legs, late);
    if (!run.rules.won) throw new Error(`the planned drive finished ${run.rules.place}th against the rivals`);
  }
  return { game, plan: { legs, raceMs: onTime.raceMs, worstMs, rivalMs } };
}

/** The play-test's steps for a plan: wait for the green light, then each leg as an until step, then drive home. */
export function raceSteps(plan: RacePlan): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [
    { until: { path: 'flags.racing', equals: true }, timeoutMs: COUNTDOWN_MS + 4000, checkEveryMs: FRAME_MS },
  ];
  for (const leg of plan.legs)
    steps.push({
      until: { path: leg.path, [leg.test]: leg.mark },
      hold: leg.hold,
      timeoutMs: 8000,
      checkEveryMs: FRAME_MS,
    });
  steps.push({ until: { path: 'won', equals: true }, hold: ['up'], timeoutMs: 10_000, checkEveryMs: FRAME_MS });
  return steps;
}
