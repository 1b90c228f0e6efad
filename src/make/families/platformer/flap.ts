// The runner mode's flap kind, planner side: each flap of the golden path waits for a distance (the flyer is past its
// last flap's top) and then for the flyer's own height (it has fallen to its line), so a late check costs one flap a
// bounded drop and never adds up from flap to flap. Plays the plan in the game's rules under every modelled delay.
import {
  buildCourse,
  courseSteps,
  distances,
  RUNNER_FRAME_MS,
  RUNNER_WORLD,
  startState,
  stepRunner,
  stepsFor,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerObstacle,
  type RunnerSpec,
  type RunnerState,
} from '../../../../templates/platformer/src/family/runnerRules.ts';
import type { RunnerAction, RunnerPlanResult } from './runner.ts';

/**
 * Frames from a flap trigger's condition holding to the flap being read: the golden path checks every frame
 * (FLAP_CHECK_MS) and the press lands a frame after, so 0–2 in practice; the plan is proved for up to 4.
 */
export const FLAP_LATENESS = [0, 1, 2, 3, 4] as const;
/** How often the golden path checks a flap's distance and height, ms of game time (about one frame). */
export const FLAP_CHECK_MS = 17;
/** The golden path's press of the flap key, ms; the model holds it two steps, the longer a press can last. */
export const FLAP_PRESS_MS = 17;
const PRESS_STEPS = 2;
/**
 * After each press the golden path waits this long with the key up (FLAP_RELEASE_MS), so the next press is a new
 * press even when its trigger already holds; the model lets one step go by.
 */
export const FLAP_RELEASE_MS = 17;
/**
 * After the planned flaps the golden path flaps on a beat until the win: a flap every 2 × velocity / gravity (545 ms,
 * 32.7 steps) comes back to the height it left, so a few of them hold the flyer's line without looking at it.
 */
export const FLAP_BEAT_MS = 545;
const BEAT_STEPS = [33, 32] as const;
/** The flyer's line sits this far below a gap's centre: it rises about 41 px above the line, falls a little under. */
const LINE_BELOW_CENTRE = 12;
/** Steps after a flap at which the next flap's distance trigger opens (a little before the top of the rise). */
const ARM_STEPS = Math.round((RUNNER_WORLD.flap.velocity / RUNNER_WORLD.flap.gravity) * 60) - 2;

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
 * Plays flap actions from `from`, each trigger `lateness(i)` steps late, until `stop` holds or the run ends. Mirrors
 * the golden path: wait for the distance, then (checked at once, then every step) for the height, then press.
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
  const half = RUNNER_WORLD.body.flap;
  let i = 0;
  let stage: 'distance' | 'height' = 'distance';
  let wait = -1;
  let held = 0;
  let released = true;
  let lastPress = -1;
  let clearance = Number.POSITIVE_INFINITY;
  const limit = s.step + 60 * 60 * 15;
  while (!s.crashed && !s.won && !stop(s) && s.step < limit) {
    if (held === 0 && !released) released = true;
    else if (held === 0 && i >= actions.length && beatSteps > 0 && lastPress >= 0) {
      if (s.step - lastPress >= beatSteps) {
        held = PRESS_STEPS;
        released = false;
        lastPress = s.step;
      }
    }
    else if (held === 0 && i < actions.length) {
      const a = actions[i]!;
      let press = false;
      if (stage === 'distance') {
        if (wait < 0 && Math.floor(s.x) >= a.atX) wait = lateness(i);
        if (wait === 0) {
          stage = 'height';
          wait = -1;
          // The height is checked as soon as the distance is seen.
          press = Math.floor(s.y) >= (a.atY ?? 0);
        } else if (wait > 0) wait--;
      } else {
        if (wait < 0 && Math.floor(s.y) >= (a.atY ?? 0)) wait = lateness(i);
        if (wait === 0) press = true;
        else if (wait > 0) wait--;
      }
      if (press) {
        held = PRESS_STEPS;
        released = false;
        lastPress = s.step;
        i++;
        stage = 'distance';
        wait = -1;
      }
    }
    events.push(...stepRunner(course, s, held > 0 ? { flap: true } : {}));
    if (held > 0) held--;
    const beside = course.obstacles.find((o) => o.left < s.x + half.width / 2 && o.right > s.x - half.width / 2);
    if (beside)
      clearance = Math.min(clearance, s.y - half.height / 2 - beside.gapTop!, beside.gapBottom! - s.y - half.height / 2);
  }
  return { state: s, events, pressed: i, clearance };
}

/** The gate the flyer must be in the gap of during a rise and fall from x, else the next gate ahead. */
function gateFor(course: RunnerCourse, x: number, speed: number): RunnerObstacle | undefined {
  const halfWidth = RUNNER_WORLD.body.flap.width / 2;
  const cycle = ((2 * RUNNER_WORLD.flap.velocity) / RUNNER_WORLD.flap.gravity + 0.1) * speed;
  return course.obstacles.find((o) => o.right + halfWidth > x - halfWidth && o.left - halfWidth < x + cycle + 400);
}

/** The line (world y) the flyer flaps at for a flap whose trigger opens at x. */
function lineAt(course: RunnerCourse, x: number, speed: number): number {
  const gate = gateFor(course, x, speed);
  const centre = gate ? (gate.gapTop! + gate.gapBottom!) / 2 : (RUNNER_WORLD.groundY + RUNNER_WORLD.ceilingY) / 2;
  return Math.round(centre + LINE_BELOW_CENTRE);
}

/** How far the flyer goes in one rise and fall, with room for a late flap. */
const cycleX = (speed: number): number =>
  ((2 * RUNNER_WORLD.flap.velocity) / RUNNER_WORLD.flap.gravity + 0.15) * speed;

/** Where the flyer is when the goal comes: x moves with time alone, so it is the same in every run that wins. */
function goalX(course: RunnerCourse): number {
  const { goal } = course.spec;
  if (goal.kind === 'distance') return goal.px;
  if (goal.kind === 'gates') return course.obstacles[goal.count - 1]!.right + RUNNER_WORLD.body.flap.width / 2;
  const xs = distances(course.spec, stepsFor(goal.ms));
  return xs[xs.length - 1]!;
}

/** Delays that differ from flap to flap, from fixed streams (one per salt). */
const mixedLateness =
  (salt: number) =>
  (i: number): number =>
    FLAP_LATENESS[(i * salt + ((i * i) % 7) + salt) % FLAP_LATENESS.length]!;

/** Plans a flap level: one flap at a time, each after the last one's rise and at the line of the gate it is for. */
export function planFlaps(spec: RunnerSpec): RunnerPlanResult {
  const course = buildCourse(spec);
  // Planned past the goal, so the flyer keeps flapping through the last gate; flaps after the win are dropped.
  const beyond: RunnerCourse = {
    ...course,
    spec: { ...spec, goal: { kind: 'time', ms: courseSteps(spec) * RUNNER_FRAME_MS } },
  };
  const winX = goalX(course);
  const actions: RunnerAction[] = [];
  const reference = 2;
  let snapshot = startState(course);
  // The first flap starts the fall: pressed at once, where the flyer hovers.
  let next: RunnerAction = { atX: 0, atY: Math.floor(snapshot.y), key: 'flap', ms: FLAP_PRESS_MS, obstacle: 0 };
  for (;;) {
    const flaps = snapshot.flaps;
    // The last planned flap leaves a whole rise and fall before the goal, so every delay presses it; the beat
    // carries the flyer from there.
    if (next.atX >= winX - cycleX(snapshot.speed)) break;
    const played = playFlaps(beyond, snapshot, [next], () => reference, (s) => s.flaps > flaps);
    if (played.state.crashed)
      return { ok: false, problem: `the flyer crashes before flap ${actions.length + 1} (line y ${next.atY})` };
    actions.push(next);
    snapshot = played.state;
    // The next trigger opens near the top of this rise, at the line of the gate the next rise and fall meet.
    const armed = playFlaps(beyond, snapshot, [], () => 0, (s) => s.step >= snapshot.step + ARM_STEPS).state;
    const atX = Math.floor(armed.x);
    const gate = gateFor(course, atX, armed.speed);
    next = {
      atX,
      atY: lineAt(course, atX, armed.speed),
      key: 'flap',
      ms: FLAP_PRESS_MS,
      obstacle: gate?.index ?? course.obstacles.length,
    };
  }
  return proveFlaps(course, actions);
}

/** Plays the whole plan under every modelled delay, alike and mixed; drops flaps a win can come before. */
function proveFlaps(course: RunnerCourse, planned: RunnerAction[]): RunnerPlanResult {
  let actions = planned;
  for (let attempt = 0; attempt < 4; attempt++) {
    const runs = BEAT_STEPS.flatMap((beat) => [
      ...FLAP_LATENESS.map((late) => playFlaps(course, startState(course), actions, () => late, undefined, beat)),
      ...[3, 5, 11, 13].map((salt) =>
        playFlaps(course, startState(course), actions, mixedLateness(salt), undefined, beat),
      ),
    ]);
    const lost = runs.find((r) => !r.state.won);
    if (lost)
      return {
        ok: false,
        problem: lost.state.crashed
          ? `the planned flaps crash ${lost.state.next < course.obstacles.length ? `at gate ${lost.state.next + 1}` : ''} under some delay`
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
