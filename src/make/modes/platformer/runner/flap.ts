// The runner mode's flap kind, planner side: each flap of the golden path waits for the flyer's own fall (the
// contract's flags.fallBelowGap: falling, and this far below the next gap's middle), so a late check costs that one
// flap a bounded drop and never adds up from flap to flap; after them the path flaps on a beat to the win. The plan is
// played in the game's own rules under every modelled delay, alike, mixed and alternating, before make uses it.
import {
  buildCourse,
  RUNNER_FRAME_MS,
  RUNNER_WORLD,
  startState,
  stepRunner,
  streamRandom,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerObstacle,
  type RunnerSpec,
  type RunnerState,
} from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import type { RunnerAction, RunnerPlanResult } from './runnerPlan.ts';

/**
 * Steps from a flap's condition holding to the flap being read: the golden path checks about every step
 * (FLAP_CHECK_MS) and the press lands a step after, so 0–2 in practice; the plan is proved for up to 4.
 */
export const FLAP_LATENESS = [0, 1, 2, 3, 4] as const;
/** How often the golden path checks a flap's condition, ms of game time (about one step). */
export const FLAP_CHECK_MS = 17;
/** The golden path's press of the flap key, ms; the model holds it two steps, the longer a press can last. */
export const FLAP_PRESS_MS = 17;
const PRESS_STEPS = 2;
/**
 * After each press the golden path waits this long with the key up, so the next press is a new press even when its
 * condition already holds; the model lets one step go by.
 */
export const FLAP_RELEASE_MS = 17;
/**
 * After the planned flaps the golden path flaps on a beat until the win: a flap every 2 × velocity / gravity (545 ms,
 * 32.7 steps) comes back to the height it left, so a few of them hold the flyer's height without looking at it.
 */
export const FLAP_BEAT_MS = 545;
const BEAT_STEPS = [33, 32] as const;
/**
 * A flap waits until the flyer falls this far below the middle of the next gap: it rises about 41 px above that and
 * falls a little under, so its rise and fall stay around the middle.
 */
export const FLAP_BELOW_GAP = 12;
/** flags.fallBelowGap while the flyer rises; the first flap waits for at least this, so it is pressed at once. */
export const RISING = -1000;

/** The contract's flags.fallBelowGap: how far (whole px) the flyer is below the next gap's middle while it falls. */
export function fallBelowGap(course: RunnerCourse, s: RunnerState): number {
  if (s.vy < 0) return RISING;
  const gate: RunnerObstacle | undefined = course.obstacles[s.next];
  const middle = gate ? (gate.gapTop! + gate.gapBottom!) / 2 : (RUNNER_WORLD.groundY + RUNNER_WORLD.ceilingY) / 2;
  return Math.floor(s.y - middle);
}

const clone = (s: RunnerState): RunnerState => ({ ...s, taken: [...s.taken] });

interface Played {
  state: RunnerState;
  events: RunnerEvent[];
  /** Flaps of the plan pressed before the run ended. */
  pressed: number;
  /** The least room between the flyer and a gate's columns while it was beside one, px. */
  clearance: number;
}

/**
 * Plays flap actions from `from`, each `lateness(i)` steps late, until `stop` holds or the run ends, then (when
 * `beatSteps` is set) a flap every that many steps. Mirrors the golden path: wait for the fall, press, let go.
 */
export function playFlaps(
  course: RunnerCourse,
  from: RunnerState,
  actions: readonly RunnerAction[],
  lateness: (i: number) => number,
  stop: (s: RunnerState) => boolean = () => false,
  beatSteps = 0,
): Played {
  const s = clone(from);
  const events: RunnerEvent[] = [];
  const body = RUNNER_WORLD.body.flap;
  let i = 0;
  let wait = -1;
  let held = 0;
  let released = true;
  let lastPress = -1;
  let clearance = Number.POSITIVE_INFINITY;
  const limit = s.step + 60 * 60 * 15;
  const press = () => {
    held = PRESS_STEPS;
    released = false;
    lastPress = s.step;
  };
  while (!s.crashed && !s.won && !stop(s) && s.step < limit) {
    if (held === 0 && !released) released = true;
    else if (held === 0 && i < actions.length) {
      if (wait < 0 && fallBelowGap(course, s) >= actions[i]!.atY!) wait = lateness(i);
      if (wait === 0) {
        press();
        wait = -1;
        i++;
      } else if (wait > 0) wait--;
    } else if (held === 0 && beatSteps > 0 && lastPress >= 0 && s.step - lastPress >= beatSteps) press();
    events.push(...stepRunner(course, s, held > 0 ? { flap: true } : {}));
    if (held > 0) held--;
    const beside = course.obstacles.find((o) => o.left < s.x + body.width / 2 && o.right > s.x - body.width / 2);
    if (beside)
      clearance = Math.min(
        clearance,
        s.y - body.height / 2 - beside.gapTop!,
        beside.gapBottom! - s.y - body.height / 2,
      );
  }
  return { state: s, events, pressed: i, clearance };
}

/** Delays that differ from flap to flap, drawn from a fixed seeded stream (one per salt). */
function mixedLateness(salt: number): (i: number) => number {
  const random = streamRandom(salt);
  const drawn: number[] = [];
  return (i) => {
    while (drawn.length <= i) drawn.push(FLAP_LATENESS[Math.floor(random() * FLAP_LATENESS.length)]!);
    return drawn[i]!;
  };
}

const LATEST = Math.max(...FLAP_LATENESS);
/** The delays the proof plays: each alike, seeded mixes, and the extremes alternating one and two flaps at a time. */
export const PROVED_LATENESS: readonly ((i: number) => number)[] = [
  ...FLAP_LATENESS.map((late) => () => late),
  ...[3, 5, 11, 13, 17, 19].map(mixedLateness),
  (i) => (i % 2) * LATEST,
  (i) => ((i + 1) % 2) * LATEST,
  (i) => (Math.floor(i / 2) % 2) * LATEST,
  (i) => i % FLAP_LATENESS.length,
];

/** Plans a flap level: as many fall-triggered flaps as a reference run makes up to a rise and fall before the goal. */
export function planFlaps(spec: RunnerSpec): RunnerPlanResult {
  const course = buildCourse(spec);
  const start = startState(course);
  // The first flap is pressed at once, where the flyer hovers; every later one when it falls to its line.
  const first: RunnerAction = { atX: 0, atY: RISING, key: 'flap', ms: FLAP_PRESS_MS, obstacle: 0 };
  const actions: RunnerAction[] = [first];
  let snapshot = playFlaps(
    course,
    start,
    [first],
    () => 2,
    (s) => s.flaps > 0,
  ).state;
  while (!snapshot.crashed && !snapshot.won) {
    const flaps = snapshot.flaps;
    const next: RunnerAction = {
      atX: Math.floor(snapshot.x),
      atY: FLAP_BELOW_GAP,
      key: 'flap',
      ms: FLAP_PRESS_MS,
      obstacle: snapshot.next,
    };
    const played = playFlaps(
      course,
      snapshot,
      [next],
      () => 2,
      (s) => s.flaps > flaps,
    );
    // Flaps up to the goal; the proof drops the last ones when some delay wins before pressing them.
    if (played.state.won || played.state.crashed) break;
    // atX: where the reference run flaps (for the record; the golden path waits for the fall alone).
    actions.push({ ...next, atX: Math.floor(played.state.x), obstacle: played.state.next });
    snapshot = played.state;
  }
  return proveFlaps(course, actions);
}

/** Plays the whole plan under every proved delay and both beats; drops flaps a win can come before. */
function proveFlaps(course: RunnerCourse, planned: RunnerAction[]): RunnerPlanResult {
  let actions = planned;
  for (let attempt = 0; attempt < 4; attempt++) {
    const runs = BEAT_STEPS.flatMap((beat) =>
      PROVED_LATENESS.map((late) => playFlaps(course, startState(course), actions, late, undefined, beat)),
    );
    const lost = runs.find((r) => !r.state.won);
    if (lost)
      return {
        ok: false,
        problem: lost.state.crashed
          ? `the planned flaps crash at gate ${lost.state.next + 1} under some delay`
          : 'the planned flaps do not reach the goal',
      };
    // A flap some delay leaves unpressed at the win would wait forever in the golden path: plan without it.
    const pressed = Math.min(...runs.map((r) => r.pressed));
    if (pressed < actions.length) {
      actions = actions.slice(0, pressed);
      continue;
    }
    const first = runs[0]!.state;
    return {
      ok: true,
      course,
      plan: {
        actions,
        obstaclesPassed: Math.min(...runs.map((r) => r.state.passed)),
        pickupsSure: Math.min(...runs.map((r) => r.state.pickups)),
        ramps: first.ramps,
        runMs: Math.round(first.step * RUNNER_FRAME_MS),
        narrowestWindowPx: Math.max(0, Math.floor(Math.min(...runs.map((r) => r.clearance)))),
      },
    };
  }
  return { ok: false, problem: 'the planned flaps keep ending before the win under some delay' };
}
