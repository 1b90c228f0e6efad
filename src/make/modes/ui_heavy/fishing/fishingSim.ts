// The fishing trip played on the game clock with the template's own rules (fishing.ts), the way the golden path plays
// it: it waits for the line's cue (cast, hook, pull) and presses Space, landing up to a few frames late. No design
// here, so the planner imports it on its own.
import type { FishingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { FishingTrip } from '../../../../../templates/ui_heavy/src/family/modes/fishing/fishing.ts';
import type { GoldenPathStep } from '../../../../play/index.ts';
import { FRAME_MS, MAX_LATE_FRAMES } from '../timing.ts';

export interface TripRun {
  lateFrames: number;
  caught: number;
  escaped: number;
  /** Game time the catch took (or the trip lasted), ms. */
  ms: number;
  won: boolean;
}

const cue = (step: string): GoldenPathStep => ({
  until: { path: 'flags.cue', equals: step },
  timeoutMs: 15_000,
  checkEveryMs: 16,
});

/** The golden path: for every fish, cast, hook on the bite, and pull each time the marker is in the zone. */
export function fishingSteps(level: FishingLevel): GoldenPathStep[] {
  const steps: GoldenPathStep[] = [];
  for (let fish = 1; fish <= level.target; fish++) {
    steps.push(cue(`cast:${fish}`), { press: 'Space' }, cue(`hook:${fish}`), { press: 'Space' });
    for (let pull = 1; pull <= level.pulls; pull++) steps.push(cue(`pull:${fish}:${pull}`), { press: 'Space' });
  }
  return steps;
}

/** Plays the trip frame by frame: each cue the path waits for is answered `lateFrames` frames after it shows. */
export function playTrip(level: FishingLevel, lateFrames: number): TripRun {
  const trip = new FishingTrip(level);
  const wanted = fishingSteps(level).flatMap((s) => ('until' in s ? [String(s.until.equals)] : []));
  let next = 0;
  let pressAt = -1;
  let frame = 0;
  // A function, so the phase is read afresh after each call that changes it.
  const over = (): boolean => trip.phase === 'done';
  while (!over() && frame < 1_000_000) {
    frame++;
    trip.advance(FRAME_MS);
    if (over()) break;
    if (pressAt < 0 && next < wanted.length && trip.cue === wanted[next]) pressAt = frame + lateFrames;
    if (pressAt >= 0 && frame >= pressAt) {
      trip.press();
      pressAt = -1;
      next++;
    }
  }
  return { lateFrames, caught: trip.caught, escaped: trip.escaped, ms: Math.round(trip.elapsedMs), won: trip.won };
}

/** The trip played at every lateness from on time to MAX_LATE_FRAMES late, and with no press at all. */
export function proveTrip(level: FishingLevel): { runs: TripRun[]; idle: TripRun } {
  const runs = Array.from({ length: MAX_LATE_FRAMES + 1 }, (_, late) => playTrip(level, late));
  return { runs, idle: playTrip(level, Number.POSITIVE_INFINITY) };
}
