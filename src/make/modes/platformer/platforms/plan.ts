// The golden-path planner: walks a generated level from the start to the flag in the hero model (sim.ts), holding
// right and jumping where the ground asks for it. For every pit, spike run and step up it searches the take-off points
// that land safely on the far side under every timing the golden-path runner can produce (its `until` checks come a
// few frames late), and takes the middle of the widest safe window; a single jump first, the double jump when a single
// cannot make it. The result is the list of jumps the golden path presses, and what the planner learned about the
// run (where the hero is airborne, which cells its body surely sweeps) for placing platforms and coins.
import {
  BODY,
  CELL,
  FRAME_MS,
  LevelGrid,
  standingState,
  stepFrame,
  type HeroState,
  type Keys,
  type PlayerPhysics,
} from '../sim.ts';

export type JumpKind = 'jump' | 'double';
export type ObstacleKind = 'pit' | 'spikes' | 'step';

export interface Obstacle {
  kind: ObstacleKind;
  /** First and last column of the pit or spike run; for a step, the wall column (from = to). */
  from: number;
  to: number;
  /** The stretch to land on: its columns and its ground row. */
  land: { from: number; to: number; floor: number };
}

export interface PlannedJump {
  kind: JumpKind;
  /** The golden path jumps once player.x (the body's centre) reaches this. */
  triggerX: number;
  /** Width in px of the take-off window the trigger sits in the middle of. */
  windowPx: number;
  obstacle: Obstacle;
}

export interface LevelPlan {
  /** player.x at the start. */
  startX: number;
  jumps: PlannedJump[];
  /** Where the hero stops to fight the boss (player.x), when the level has one. */
  bossStopX: number | null;
  /** Game time from the start to touching the flag (boss fight not counted), in ms. */
  runMs: number;
  /** Horizontal spans (px) where the hero is in the air in some timing. */
  airborne: [number, number][];
  /** Cells a coin in which is collected under every timing ("x,y"). */
  sureCells: Set<string>;
  /** Body centres (px) of the middle timing, frame by frame: where coin arcs go. */
  trace: { x: number; y: number; onGround: boolean }[];
}

export type PlanResult = { ok: true; plan: LevelPlan } | { ok: false; problem: string };

const HOLD_FRAMES = 18; // the golden path's 300 ms jump hold
const GAP_FRAMES = 9; // 150 ms with jump released before the air jump
export const JUMP_HOLD_MS = 300;
export const AIR_JUMP_GAP_MS = 150;

function schedule(kind: JumpKind): Keys[] {
  const jump: Keys = { right: true, jump: true };
  const run: Keys = { right: true, jump: false };
  const first = Array.from({ length: HOLD_FRAMES }, () => jump);
  return kind === 'jump' ? first : [...first, ...Array.from({ length: GAP_FRAMES }, () => run), ...first];
}

/**
 * Frames between player.x passing a trigger and the jump key going down: the runner's until checks come up to 4
 * frames apart. Take-offs in between land in between, so the two ends and the middle stand for all of them.
 */
const LATENESS = [0, 2, 4] as const;
/** Candidate triggers are this far apart (px). */
const STEP_PX = 3;
/** A safe take-off window must be at least this wide on top of the lateness already modelled. */
export const MIN_WINDOW_PX = 16;
const RUN: Keys = { right: true, jump: false };
const MAX_FRAMES = 60 * 60;
const SEARCH_CELLS = 8;

/** The walker's view of the ground: obstacles from the start to the flag, in order. */
export function findObstacles(grid: LevelGrid, startCol: number, goalCol: number): Obstacle[] | string {
  const obstacles: Obstacle[] = [];
  const safe = (c: number) => {
    const f = grid.floor(c);
    return f !== null && grid.at(c, f - 1) !== '^';
  };
  let floor = grid.floor(startCol);
  if (floor === null) return `the start (column ${startCol + 1}) has no ground under it`;
  let c = startCol;
  while (c < goalCol) {
    const next = c + 1;
    const f = grid.floor(next);
    if (safe(next) && f! >= floor) {
      floor = f!;
      c = next;
      continue;
    }
    let end = next;
    if (f !== null && f < floor && grid.at(next, f - 1) !== '^') {
      end = next - 1; // a step up: the wall itself is the obstacle
    } else {
      while (end + 1 <= goalCol && !safe(end + 1)) end++;
      if (end + 1 > goalCol) return `no ground to land on between column ${next + 1} and the flag`;
    }
    const landFrom = end + 1;
    const landFloor = grid.floor(landFrom)!;
    let landTo = landFrom;
    while (landTo + 1 < grid.width && safe(landTo + 1) && grid.floor(landTo + 1) === landFloor) landTo++;
    const kind: ObstacleKind = end < next ? 'step' : f === null ? 'pit' : 'spikes';
    obstacles.push({
      kind,
      from: next,
      to: Math.max(next, end),
      land: { from: landFrom, to: landTo, floor: landFloor },
    });
    floor = landFloor;
    c = landFrom;
  }
  return obstacles;
}

interface Run {
  state: HeroState;
  ok: boolean;
  frames: number;
  trace: { x: number; y: number; onGround: boolean }[];
  takeoffX: number;
  landX: number;
}

interface Walk {
  /** The state after each frame of running right from the segment's start (index 0: the start itself). */
  states: HeroState[];
  /** Whether the hero was hurt or fell by that frame. */
  bad: boolean[];
}

/** Runs right from `start` until x passes `untilX`, the hero is stopped, or it falls: shared by every candidate. */
function walkRight(start: HeroState, untilX: number, grid: LevelGrid, physics: PlayerPhysics): Walk {
  const s = { ...start };
  const walk: Walk = { states: [{ ...s }], bad: [false] };
  let stuck = 0;
  let bad = false;
  while (s.x < untilX && walk.states.length < MAX_FRAMES) {
    const before = s.x;
    const r = stepFrame(s, RUN, grid, physics);
    bad ||= r.hurt || r.fell;
    walk.states.push({ ...s });
    walk.bad.push(bad);
    stuck = s.x <= before ? stuck + 1 : 0;
    if (stuck > 6 || r.fell) break;
  }
  return walk;
}

/**
 * From a walk: on the frame x reaches ≥ triggerX, `late` frames more, then the jump, then until the hero stands
 * again.
 */
function runJump(
  walk: Walk,
  triggerX: number,
  late: number,
  kind: JumpKind,
  grid: LevelGrid,
  physics: PlayerPhysics,
  land: Obstacle['land'],
): Run {
  const at = walk.states.findIndex((st) => st.x >= triggerX);
  if (at < 0 || walk.bad[at]) {
    const last = walk.states[walk.states.length - 1]!;
    return { state: last, ok: false, frames: 0, trace: [], takeoffX: last.x, landX: last.x };
  }
  const s = { ...walk.states[at]! };
  const trace: Run['trace'] = walk.states
    .slice(1, at + 1)
    .map((st) => ({ x: st.x, y: st.feet - BODY.height / 2, onGround: st.onGround }));
  let frames = at;
  let hurt = false;
  let fell = false;
  const frame = (keys: Keys) => {
    const r = stepFrame(s, keys, grid, physics);
    hurt ||= r.hurt;
    fell ||= r.fell;
    frames++;
    trace.push({ x: s.x, y: s.feet - BODY.height / 2, onGround: s.onGround });
  };
  for (let i = 0; i < late; i++) frame(RUN);
  const takeoffX = s.x;
  for (const keys of schedule(kind)) {
    frame(keys);
    if (fell) break;
  }
  let guard = 0;
  while (!s.onGround && !fell && guard++ < 240) frame(RUN);
  const onTarget =
    s.onGround &&
    Math.abs(s.feet - land.floor * CELL) < 0.5 &&
    s.x + BODY.width / 2 > land.from * CELL &&
    s.x - BODY.width / 2 < (land.to + 1) * CELL;
  return { state: s, ok: onTarget && !hurt && !fell, frames, trace, takeoffX, landX: s.x };
}

/** Runs right until the body touches the flag (a 32-px-wide pole standing in its cell). */
function runToFlag(start: HeroState, goal: { x: number; y: number }, grid: LevelGrid, physics: PlayerPhysics): Run {
  const s = { ...start };
  const trace: Run['trace'] = [];
  let frames = 0;
  let bad = false;
  const flagX = (goal.x + 0.5) * CELL;
  while (frames < MAX_FRAMES) {
    const r = stepFrame(s, RUN, grid, physics);
    frames++;
    trace.push({ x: s.x, y: s.feet - BODY.height / 2, onGround: s.onGround });
    if (r.hurt || r.fell) {
      bad = true;
      break;
    }
    if (Math.abs(s.x - flagX) < BODY.width / 2 + CELL / 2 && s.feet > goal.y * CELL) break;
  }
  return { state: s, ok: !bad && frames < MAX_FRAMES, frames, trace, takeoffX: s.x, landX: s.x };
}

/** Cells in which a 16-px coin at the centre would overlap the body at some frame of `trace`. */
function sweptCells(trace: Run['trace']): Set<string> {
  const cells = new Set<string>();
  for (const p of trace) {
    const head = p.y - BODY.height / 2;
    const feet = p.y + BODY.height / 2;
    for (
      let c = Math.floor((p.x - BODY.width / 2 - 8) / CELL);
      c <= Math.floor((p.x + BODY.width / 2 + 8) / CELL);
      c++
    ) {
      const cx = (c + 0.5) * CELL;
      if (Math.abs(cx - p.x) >= BODY.width / 2 + 8) continue;
      for (let r = Math.floor((head - 8) / CELL); r <= Math.floor((feet + 8) / CELL); r++) {
        const cy = (r + 0.5) * CELL;
        if (cy - 8 < feet && cy + 8 > head) cells.add(`${c},${r}`);
      }
    }
  }
  return cells;
}

/** Plans the golden path over `rows` (a parsed-valid platformer level) for `physics`. */
export function planLevel(rows: readonly string[], physics: PlayerPhysics): PlanResult {
  const grid = new LevelGrid(rows);
  let start: { x: number; y: number } | undefined;
  let goal: { x: number; y: number } | undefined;
  let boss: { x: number; y: number } | undefined;
  rows.forEach(
    (row, y) =>
      void [...row].forEach((ch, x) => {
        if (ch === 'P') start = { x, y };
        if (ch === 'F') goal = { x, y };
        if (ch === 'B') boss = { x, y };
      }),
  );
  if (!start || !goal) return { ok: false, problem: 'the level has no start "P" or no flag "F"' };
  if (goal.x <= start.x)
    return { ok: false, problem: 'the flag is not to the right of the start; the planner only runs right' };
  const obstacles = findObstacles(grid, start.x, goal.x);
  if (typeof obstacles === 'string') return { ok: false, problem: obstacles };

  const first = standingState((start.x + 0.5) * CELL, (start.y + 1) * CELL, physics);
  // With a dash, the golden path taps it once as the level starts (a one-frame press, nothing else held).
  if (physics.dash) stepFrame(first, { right: false, jump: false, dash: true }, grid, physics);
  let states = LATENESS.map(() => ({ ...first }));
  const traces: Run['trace'][] = LATENESS.map(() => []);
  const frames = LATENESS.map(() => 0);
  const jumps: PlannedJump[] = [];
  const airborne: [number, number][] = [];
  for (const obstacle of obstacles) {
    const highest = obstacle.from * CELL + CELL / 2;
    // Take-offs further back than a few cells never help, and each candidate costs a run per timing.
    const lowest = Math.max(Math.max(...states.map((s) => s.x)) + 4, highest - SEARCH_CELLS * CELL);
    let chosen: { kind: JumpKind; x: number; width: number } | undefined;
    const walks = states.map((s) => walkRight(s, highest + STEP_PX, grid, physics));
    for (const kind of (physics.doubleJump ? ['jump', 'double'] : ['jump']) as JumpKind[]) {
      let best: { from: number; to: number } | undefined;
      let runFrom: number | undefined;
      for (let x = Math.ceil(lowest); x <= highest + STEP_PX; x += STEP_PX) {
        const safe =
          x <= highest && walks.every((w, i) => runJump(w, x, LATENESS[i]!, kind, grid, physics, obstacle.land).ok);
        if (safe) runFrom ??= x;
        else if (runFrom !== undefined) {
          if (!best || x - STEP_PX - runFrom > best.to - best.from) best = { from: runFrom, to: x - STEP_PX };
          runFrom = undefined;
        }
      }
      if (best && best.to - best.from >= MIN_WINDOW_PX) {
        chosen = { kind, x: Math.round((best.from + best.to) / 2), width: best.to - best.from };
        break;
      }
    }
    const what =
      obstacle.kind === 'step'
        ? `the step up at column ${obstacle.from + 1}`
        : `the ${obstacle.kind} at columns ${obstacle.from + 1}–${obstacle.to + 1}`;
    if (!chosen)
      return {
        ok: false,
        problem:
          `no take-off point clears ${what} under every timing of the golden ` +
          `path${physics.doubleJump ? ' (single or double jump)' : ''}`,
      };
    const runs = walks.map((w, i) => runJump(w, chosen!.x, LATENESS[i]!, chosen!.kind, grid, physics, obstacle.land));
    runs.forEach((r, i) => {
      traces[i]!.push(...r.trace);
      frames[i]! += r.frames;
    });
    airborne.push([Math.min(...runs.map((r) => r.takeoffX)), Math.max(...runs.map((r) => r.landX))]);
    states = runs.map((r) => r.state);
    jumps.push({ kind: chosen.kind, triggerX: chosen.x, windowPx: chosen.width, obstacle });
  }
  const finals = states.map((s) => runToFlag(s, goal!, grid, physics));
  const failed = finals.findIndex((r) => !r.ok);
  if (failed >= 0)
    return {
      ok: false,
      problem: `after the last jump the hero does not run safely to the flag (column ${goal.x + 1})`,
    };
  finals.forEach((r, i) => {
    traces[i]!.push(...r.trace);
    frames[i]! += r.frames;
  });
  let bossStopX: number | null = null;
  if (boss) {
    // Close enough to wake the boss (it sleeps until the hero is within 45 % of the view), far enough to shoot it
    // coming.
    bossStopX = (boss.x - 9 + 0.5) * CELL;
    const lastJump = jumps[jumps.length - 1];
    if (lastJump && lastJump.obstacle.land.from * CELL > bossStopX)
      return {
        ok: false,
        problem: `the boss arena (column ${boss.x + 1}) has an obstacle less than 9 columns before the boss`,
      };
  }
  const swept = traces.map(sweptCells);
  const sureCells = new Set([...swept[0]!].filter((cell) => swept.every((s) => s.has(cell))));
  const middle = Math.floor(LATENESS.length / 2);
  return {
    ok: true,
    plan: {
      startX: (start.x + 0.5) * CELL,
      jumps,
      bossStopX,
      runMs: Math.round(frames[middle]! * FRAME_MS),
      airborne,
      sureCells,
      trace: traces[middle]!,
    },
  };
}
