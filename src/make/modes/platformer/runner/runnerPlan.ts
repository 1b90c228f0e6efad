// What the runner mode's planners (runner.ts for run and fly, flap.ts for flap) hand back: the golden path's inputs
// and the facts of the run they were proved on.
import type { RunnerCourse } from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';

export type RunnerKey = 'jump' | 'up' | 'down' | 'flap';

/**
 * One golden-path input: once flags.distance reaches atX, hold `key` for `ms` of game time. A flap waits instead for
 * the flyer's own fall, flags.fallBelowGap at least atY (atX then records where the reference run flapped).
 */
export interface RunnerAction {
  atX: number;
  key: RunnerKey;
  ms: number;
  /** The obstacle the input is for. */
  obstacle: number;
  atY?: number;
}

export interface RunnerPlan {
  actions: RunnerAction[];
  /** Obstacles passed before the goal, and pickups taken under every delay. */
  obstaclesPassed: number;
  pickupsSure: number;
  ramps: number;
  /** Game time from the start to the goal, ms. */
  runMs: number;
  /** The narrowest safe window of any trigger, px. */
  narrowestWindowPx: number;
}

export type RunnerPlanResult = { ok: true; plan: RunnerPlan; course: RunnerCourse } | { ok: false; problem: string };
