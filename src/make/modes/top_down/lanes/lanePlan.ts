// Plans the lane-crossing golden path on the template's own rules (laneRules.ts) in Node: the hero walks straight up
// its column, and each step's press time is chosen so that the lane it leaves stays clear until the press plus a few
// frames of lateness, and the lane it enters is clear from the press on; crossings follow one another on one clock.
import {
  LANE_STEP_MS,
  laneLayout,
  vehicleHitting,
  COL_WIDTH,
  type LaneGame,
} from '../../../../../templates/top_down/src/family/modes/lanes/laneRules.ts';

export interface LanePlan {
  /** Game times (ms) to press "up" at, in order. */
  presses: number[];
  gameMs: number;
}

/** A press may land this late and still be safe; presses are tried on this grid, at least GAP_MS apart. */
export const LANE_LATE_MS = 120;
const GRID_MS = 20;
const GAP_MS = LANE_LATE_MS + 40;
const FIRST_PRESS_MS = 300;
const MAX_WAIT_MS = 5000;

/** Plans every crossing; null when some lane cannot be crossed safely within MAX_WAIT_MS. */
export function planLanes(game: LaneGame, field: { width: number; height: number }): LanePlan | null {
  const layout = laneLayout(game, field);
  const x = layout.left + layout.startCol * COL_WIDTH + COL_WIDTH / 2;
  const rows = layout.rows;
  const horizon = (game.crossings * rows + 2) * (MAX_WAIT_MS + GAP_MS) + FIRST_PRESS_MS;
  const ticks = Math.ceil(horizon / LANE_STEP_MS) + 1;
  // For each lane, prefix counts of hit ticks, so a span's safety is one subtraction.
  const hits = game.lanes.map((_, index) => {
    const prefix = new Uint32Array(ticks + 1);
    for (let t = 0; t < ticks; t++)
      prefix[t + 1] = prefix[t]! + (vehicleHitting(game, index, x, t * LANE_STEP_MS, layout.loop) >= 0 ? 1 : 0);
    return prefix;
  });
  /** Whether the hero on screen row `row` is untouched at every tick from `from` to `to` ms. */
  const clear = (row: number, from: number, to: number): boolean => {
    if (row <= 0 || row >= rows - 1) return true;
    const a = Math.floor(from / LANE_STEP_MS);
    const b = Math.min(ticks - 1, Math.ceil(to / LANE_STEP_MS));
    return hits[row - 1]![b + 1]! - hits[row - 1]![a]! === 0;
  };
  const failed = new Set<string>();
  const presses: number[] = [];
  /** From screen row `row`, entered by a press at `since`, with `left` steps to go: the next press times. */
  const walk = (row: number, since: number, left: number): boolean => {
    if (left === 0) return true;
    const key = `${row}:${since}:${left}`;
    if (failed.has(key)) return false;
    const earliest = since + (presses.length ? GAP_MS : FIRST_PRESS_MS);
    for (let press = earliest; press <= since + MAX_WAIT_MS; press += GRID_MS) {
      // The hero stays on its row until the press lands, up to LANE_LATE_MS late.
      if (!clear(row, since, press + LANE_LATE_MS)) break;
      const next = row - 1 === 0 ? rows - 1 : row - 1;
      // Reaching the top kerb counts the crossing and puts the hero back on the start kerb at once.
      if (next !== rows - 1 && !clear(next, press, press + LANE_LATE_MS)) continue;
      presses.push(press);
      if (walk(next, press, left - 1)) return true;
      presses.pop();
    }
    failed.add(key);
    return false;
  };
  if (!walk(rows - 1, 0, game.crossings * (rows - 1))) return null;
  return { presses, gameMs: presses[presses.length - 1]! };
}

/** The play-test's steps: for each press, wait for its time on the game clock, then step up. */
export function laneSteps(plan: LanePlan): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  for (const at of plan.presses)
    steps.push({ until: { path: 'flags.clockMs', gte: at }, timeoutMs: 10_000, checkEveryMs: 16 }, { press: 'up' });
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 5000 });
  return steps;
}
