// The runner mode's planner: plays the seeded course of a runner level in the template's own rules (runnerRules.ts)
// and finds the inputs that survive it, each as "once the distance reaches X, hold a key for so long". Every trigger
// sits in the middle of a window that is safe under every delay the golden-path runner can add (its checks come up to
// a few frames late), and the whole course is then played again under those delays to prove it.
import {
  buildCourse,
  bandCentre,
  RUNNER_FRAME_MS,
  RUNNER_WORLD,
  startState,
  stepRunner,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerInput,
  type RunnerSpec,
  type RunnerState,
} from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import { planFlaps } from './flap.ts';

export type { RunnerAction, RunnerKey, RunnerPlan, RunnerPlanResult } from './runnerPlan.ts';
import type { RunnerAction, RunnerKey, RunnerPlanResult } from './runnerPlan.ts';

/** Frames from the trigger's step to the key being read: the runner checks every 6 frames, then one frame more. */
export const RUNNER_LATENESS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** How long the golden path holds jump. */
export const JUMP_HOLD_MS = 100;
/** Steering holds come in steps of this many ms (three frames), so the harness runs them exactly. */
const STEER_QUANTUM_MS = 50;
const STEP_PX = 4;
/** A trigger's safe window must be at least this wide beyond the modelled delays. */
const MIN_WINDOW_PX = 6;
/** Safe triggers in a row after which the scan stops. */
const MAX_RUN = 30;

const clone = (s: RunnerState): RunnerState => ({ ...s, taken: [...s.taken] });

interface Played {
  state: RunnerState;
  events: RunnerEvent[];
}

/**
 * Plays `actions` from `from`, each `lateness(i)` frames late, until `stop` holds or the state ends. Mirrors the
 * golden path: an input waits for its distance (checked only after the previous hold ended), then is held.
 */
export function playActions(
  course: RunnerCourse,
  from: RunnerState,
  actions: readonly RunnerAction[],
  lateness: (i: number) => number,
  stop: (s: RunnerState) => boolean,
): Played {
  const s = clone(from);
  const events: RunnerEvent[] = [];
  let i = 0;
  let wait = -1;
  let held: { key: RunnerKey; frames: number } | null = null;
  const limit = s.step + 60 * 60 * 15;
  while (!s.crashed && !s.won && !stop(s) && s.step < limit) {
    if (!held && i < actions.length) {
      const a = actions[i]!;
      if (wait < 0 && Math.floor(s.x) >= a.atX) wait = lateness(i);
      if (wait === 0) {
        held = { key: a.key, frames: Math.round(a.ms / RUNNER_FRAME_MS) };
        wait = -1;
        i++;
      } else if (wait > 0) wait--;
    }
    const input: RunnerInput = held ? { [held.key]: true } : {};
    events.push(...stepRunner(course, s, input));
    if (held && --held.frames <= 0) held = null;
  }
  return { state: s, events };
}

/** The longest run of consecutive true values: its first and last index, or null. */
function widestRun(ok: readonly boolean[]): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  ok.forEach((v, i) => {
    if (v && start < 0) start = i;
    if ((!v || i === ok.length - 1) && start >= 0) {
      const end = v ? i : i - 1;
      if (!best || end - start > best[1] - best[0]) best = [start, end];
      start = -1;
    }
  });
  return best;
}

/** The action that takes the flyer from `y` into the middle of the open band beside `o`, or null when it is in. */
function steerFor(course: RunnerCourse, y: number, index: number): Omit<RunnerAction, 'atX'> | null {
  const o = course.obstacles[index]!;
  const dy = bandCentre(o) - y;
  const perQuantum = (RUNNER_WORLD.steerSpeed * STEER_QUANTUM_MS) / 1000;
  const quanta = Math.round(Math.abs(dy) / perQuantum);
  if (quanta === 0) return null;
  return { key: dy < 0 ? 'up' : 'down', ms: quanta * STEER_QUANTUM_MS, obstacle: index };
}

/** Plans a runner level: the inputs that pass every obstacle to the goal under every modelled delay. */
export function planRunner(spec: RunnerSpec): RunnerPlanResult {
  const key = JSON.stringify(spec);
  const known = plans.get(key);
  if (known) return known;
  const result = planAfresh(spec);
  plans.set(key, result);
  return result;
}

/** Plans by spec, kept: design, validate, requirements and write each ask for the same levels' plans. */
const plans = new Map<string, RunnerPlanResult>();

function planAfresh(spec: RunnerSpec): RunnerPlanResult {
  if (spec.kind === 'flap') return planFlaps(spec);
  const course = buildCourse(spec);
  const actions: RunnerAction[] = [];
  let snapshot = startState(course);
  let narrowest = Number.POSITIVE_INFINITY;
  for (const o of course.obstacles) {
    if (snapshot.won) break;
    const passed = (s: RunnerState) => s.next > o.index && (spec.kind === 'fly' || s.onGround);
    const base = spec.kind === 'run' ? { key: 'jump' as const, ms: JUMP_HOLD_MS, obstacle: o.index } : null;
    const move = base ?? steerFor(course, snapshot.y, o.index);
    if (!move) {
      const played = playActions(course, snapshot, [], () => 0, passed);
      if (played.state.crashed) return { ok: false, problem: `obstacle ${o.index + 1} cannot be passed` };
      snapshot = played.state;
      continue;
    }
    // Candidate triggers from where the hero is now up to the obstacle's own left edge.
    // A jump takes off at most one air time ahead; a flyer may steer as soon as the last obstacle is behind it.
    const airPx = ((2 * RUNNER_WORLD.jumpVelocity) / RUNNER_WORLD.gravity) * spec.maxSpeed;
    const from = Math.max(Math.ceil(snapshot.x) + 1, spec.kind === 'run' ? Math.floor(o.left - airPx) : 0);
    const candidates: number[] = [];
    for (let x = from; x <= o.left; x += STEP_PX) candidates.push(x);
    const safeAt = (atX: number) =>
      RUNNER_LATENESS.every((late) => {
        const played = playActions(course, snapshot, [{ ...move, atX }], () => late, passed);
        return !played.state.crashed && (played.state.won || passed(played.state));
      });
    // Scanned in order; a run of MAX_RUN safe triggers is window enough, the rest need not be tried.
    const safe: boolean[] = [];
    let streak = 0;
    for (const atX of candidates) {
      const ok = safeAt(atX);
      safe.push(ok);
      streak = ok ? streak + 1 : 0;
      if (streak >= MAX_RUN) break;
    }
    const run = widestRun(safe);
    if (!run || (run[1] - run[0]) * STEP_PX < MIN_WINDOW_PX)
      return {
        ok: false,
        problem:
          `obstacle ${o.index + 1} (${o.kind} at x ${Math.round(o.left)}) has no take-off point safe under ` +
          'every delay of the golden-path runner',
      };
    narrowest = Math.min(narrowest, (run[1] - run[0]) * STEP_PX);
    const action = { ...move, atX: candidates[Math.floor((run[0] + run[1]) / 2)]! };
    actions.push(action);
    // Carry on from the latest of the delays: every one has passed the obstacle by then, in the same place.
    const latest = Math.max(...RUNNER_LATENESS);
    snapshot = playActions(course, snapshot, [action], () => latest, passed).state;
  }
  const runs = RUNNER_LATENESS.map((late) =>
    playActions(
      course,
      startState(course),
      actions,
      () => late,
      () => false,
    ),
  );
  // Delays that differ from input to input, drawn from a fixed stream.
  const mixed = [3, 7, 11].map((salt) =>
    playActions(
      course,
      startState(course),
      actions,
      (i) => RUNNER_LATENESS[(i * salt + salt) % RUNNER_LATENESS.length]!,
      () => false,
    ),
  );
  const lost = [...runs, ...mixed].find((r) => !r.state.won);
  if (lost)
    return {
      ok: false,
      problem: lost.state.crashed
        ? `the planned inputs crash into obstacle ${lost.state.next + 1} under some delay`
        : 'the planned inputs do not reach the goal',
    };
  const first = runs[0]!.state;
  return {
    ok: true,
    course,
    plan: {
      actions,
      obstaclesPassed: Math.min(...runs.map((r) => r.state.passed)),
      pickupsSure: Math.min(...[...runs, ...mixed].map((r) => r.state.pickups)),
      ramps: first.ramps,
      runMs: Math.round(first.step * RUNNER_FRAME_MS),
      narrowestWindowPx: Number.isFinite(narrowest) ? narrowest : 0,
    },
  };
}
