// The runner mode's rules, pure and stepped at a fixed 60 Hz so the game and the generator's planner agree frame
// for frame: the hero moves right on its own at a speed that ramps up on a fixed interval; obstacles and pickups
// come from a seeded stream placed by time, so every gap leaves the same reaction time at any speed. "run" jumps
// over ground obstacles; "fly" steers up and down between ceiling and floor obstacles; "flap" falls under gravity,
// flaps up one press at a time and passes through the gap of gates (a column from the top and one from the bottom),
// crashing on the ground. No Phaser here.

export type RunnerKind = 'run' | 'fly' | 'flap';
export type ObstacleKind = 'low' | 'tall' | 'ceiling' | 'floor' | 'gate';

/** What one runner level is: written by the generator into src/game/levels.ts. */
export interface RunnerSpec {
  kind: RunnerKind;
  /** Seed of the obstacle and pickup stream. */
  seed: number;
  /** Speed at the start, px/s. */
  baseSpeed: number;
  /** The speed goes up by rampStep every rampEveryMs of play, up to maxSpeed. */
  rampEveryMs: number;
  rampStep: number;
  maxSpeed: number;
  /** Won by surviving this long (ms), by covering this distance (px) or by passing this many gates (flap). */
  goal: { kind: 'time'; ms: number } | { kind: 'distance'; px: number } | { kind: 'gates'; count: number };
  /** Time between one obstacle and the next, ms (seeded within the range). */
  gapMs: readonly [number, number];
  /** A pickup sits in every n-th gap (0: none). */
  pickupEvery: number;
  /** Flap: the height of each gate's gap, px. */
  gapPx?: number;
}

export interface RunnerObstacle {
  index: number;
  kind: ObstacleKind;
  /** The hit box in world px (y down). */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** A gate's gap: the top column ends at gapTop, the bottom column starts at gapBottom (world y). */
  gapTop?: number;
  gapBottom?: number;
}

export interface RunnerPickup {
  index: number;
  x: number;
  y: number;
}

export interface RunnerCourse {
  spec: RunnerSpec;
  obstacles: readonly RunnerObstacle[];
  pickups: readonly RunnerPickup[];
}

/** The world: the view the hero runs through, where the hero stands on screen, its body and its physics. */
export const RUNNER_WORLD = {
  /** The top of the ground (run) and of the floor (fly), world y. */
  groundY: 536,
  /** The bottom of the ceiling (fly), world y. */
  ceilingY: 72,
  /** The hero's body centre sits this far from the left edge of the view. */
  heroScreenX: 160,
  body: { run: { width: 22, height: 30 }, fly: { width: 26, height: 20 }, flap: { width: 26, height: 20 } },
  gravity: 1900,
  jumpVelocity: 720,
  /** Flying: vertical speed while up or down is held, px/s. */
  steerSpeed: 240,
  /** Flapping: gravity (px/s²), the upward speed a flap sets (px/s) and the fastest fall (px/s). */
  flap: { gravity: 1100, velocity: 300, maxFall: 420 },
  /** A gate's width, px; its gap's centre moves at most this far from one gate to the next. */
  gateWidth: 56,
  gateShiftPx: 80,
  /** Shrinks obstacle boxes on each side so grazing an edge is forgiven. */
  forgivePx: 3,
  pickupRadius: 18,
  /** The first obstacle comes this long after the start. */
  leadMs: 2500,
} as const;

export const RUNNER_FRAME_MS = 1000 / 60;

/** Steps from the start to elapsed time `ms` (the runner counts whole 60 Hz steps). */
export const stepsFor = (ms: number): number => Math.round(ms / RUNNER_FRAME_MS);

/** Speed after `step` steps: the ramps reached so far, capped. */
export function speedAt(spec: RunnerSpec, step: number): number {
  const ramps = Math.floor(step / stepsFor(spec.rampEveryMs));
  return Math.min(spec.maxSpeed, spec.baseSpeed + ramps * spec.rampStep);
}

/** The hero's x after each step up to `steps` (index = step), as stepRunner moves it. */
export function distances(spec: RunnerSpec, steps: number): number[] {
  const out = [0];
  let x = 0;
  for (let s = 1; s <= steps; s++) {
    x += speedAt(spec, s) / 60;
    out.push(x);
  }
  return out;
}

/** A small seeded generator (mulberry32): the same course in the browser and in Node. */
export function streamRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The steps the level lasts at most: its goal time, or the time its goal distance takes, with room after. */
export function courseSteps(spec: RunnerSpec): number {
  if (spec.goal.kind === 'time') return stepsFor(spec.goal.ms) + stepsFor(3000);
  // Every gap is at most gapMs[1], so this many steps hold the goal's gates and a few more.
  if (spec.goal.kind === 'gates') return stepsFor(RUNNER_WORLD.leadMs + (spec.goal.count + 2) * spec.gapMs[1]);
  const xs = distances(spec, stepsFor(900_000));
  const reach = xs.findIndex((x) => x >= (spec.goal as { px: number }).px);
  return (reach < 0 ? xs.length : reach) + stepsFor(3000);
}

/** The course of a spec: obstacles at seeded times, pickups in some gaps. Deterministic. */
export function buildCourse(spec: RunnerSpec): RunnerCourse {
  const random = streamRandom(spec.seed);
  const steps = courseSteps(spec);
  const xs = distances(spec, steps);
  const obstacles: RunnerObstacle[] = [];
  const pickups: RunnerPickup[] = [];
  const { groundY, ceilingY } = RUNNER_WORLD;
  let atMs: number = RUNNER_WORLD.leadMs;
  const heroHalf = RUNNER_WORLD.body[spec.kind].width / 2;
  while (stepsFor(atMs) < steps) {
    // The obstacle's left edge meets the hero's front at atMs.
    const left = xs[stepsFor(atMs)]! + heroHalf;
    const index = obstacles.length;
    if (spec.kind === 'flap') {
      const gap = spec.gapPx ?? 150;
      // The gap's centre stays clear of the ground and the top, and moves a bounded step from the last gate's.
      const low = ceilingY + gap / 2 + 24;
      const high = groundY - gap / 2 - 40;
      const last = obstacles[index - 1];
      const from = last ? (last.gapTop! + last.gapBottom!) / 2 : (low + high) / 2;
      const shift = RUNNER_WORLD.gateShiftPx;
      const lo = Math.max(low, from - shift);
      const centre = Math.round(lo + random() * (Math.min(high, from + shift) - lo));
      obstacles.push({
        index,
        kind: 'gate',
        left,
        right: left + RUNNER_WORLD.gateWidth,
        top: 0,
        bottom: groundY,
        gapTop: centre - gap / 2,
        gapBottom: centre + gap / 2,
      });
    } else if (spec.kind === 'run') {
      const tall = random() < 0.35;
      const width = tall ? 28 : 36;
      const height = tall ? 64 : 40;
      obstacles.push({
        index,
        kind: tall ? 'tall' : 'low',
        left,
        right: left + width,
        top: groundY - height,
        bottom: groundY,
      });
    } else {
      const ceiling = random() < 0.5;
      const reach = Math.round(150 + random() * 140);
      const width = 44;
      obstacles.push(
        ceiling
          ? { index, kind: 'ceiling', left, right: left + width, top: ceilingY, bottom: ceilingY + reach }
          : { index, kind: 'floor', left, right: left + width, top: groundY - reach, bottom: groundY },
      );
    }
    const gap = spec.gapMs[0] + random() * (spec.gapMs[1] - spec.gapMs[0]);
    const nextMs = atMs + gap;
    if (spec.pickupEvery > 0 && index % spec.pickupEvery === spec.pickupEvery - 1) {
      const o = obstacles[index]!;
      if (spec.kind === 'run') {
        // On the ground half way to the next obstacle, where the hero has landed and not yet jumped.
        const x = xs[Math.min(steps, stepsFor((atMs + nextMs) / 2))]!;
        pickups.push({ index: pickups.length, x, y: groundY - 16 });
      } else {
        // In the middle of the open band beside the obstacle, where a flyer passing it goes.
        pickups.push({ index: pickups.length, x: (o.left + o.right) / 2, y: bandCentre(o) });
      }
    }
    atMs = nextMs;
  }
  return { spec, obstacles, pickups };
}

/** The open band (world y) a flyer passes an obstacle in: below a ceiling obstacle, above a floor one. */
export function openBand(o: RunnerObstacle): [number, number] {
  const { groundY, ceilingY } = RUNNER_WORLD;
  if (o.kind === 'gate') return [o.gapTop!, o.gapBottom!];
  return o.kind === 'ceiling' ? [o.bottom, groundY] : o.kind === 'floor' ? [ceilingY, o.top] : [ceilingY, o.top];
}

export const bandCentre = (o: RunnerObstacle): number => {
  const [top, bottom] = openBand(o);
  return Math.round((top + bottom) / 2);
};

export interface RunnerState {
  step: number;
  /** The body centre's world x, and its y: the feet when running, the centre when flying. */
  x: number;
  y: number;
  vy: number;
  onGround: boolean;
  speed: number;
  ramps: number;
  /** Game time between the last two ramps, ms (null before the second). */
  rampGapMs: number | null;
  lastRampStep: number | null;
  passed: number;
  /** Index of the first obstacle not yet passed. */
  next: number;
  taken: boolean[];
  /** Index of the first pickup not yet behind the hero. */
  nextPickup: number;
  pickups: number;
  crashed: boolean;
  won: boolean;
  /** Flap: flaps so far (gravity acts from the first), and whether the flap key was held last step. */
  flaps: number;
  flapHeld: boolean;
}

export interface RunnerInput {
  jump?: boolean;
  up?: boolean;
  down?: boolean;
  /** Flap: each press (held after a step without it) flaps once. */
  flap?: boolean;
}

export type RunnerEvent =
  | { type: 'speed_ramped'; ramp: number; speed: number; atMs: number }
  | { type: 'obstacle_passed'; index: number; kind: ObstacleKind; passed: number }
  | { type: 'pickup_collected'; index: number; collected: number }
  | { type: 'jumped' }
  | { type: 'flapped'; flaps: number }
  | { type: 'crashed'; index: number; kind: ObstacleKind | 'ground' }
  | { type: 'goal_reached' };

export function startState(course: RunnerCourse): RunnerState {
  const fly = course.spec.kind !== 'run';
  return {
    step: 0,
    x: 0,
    y: fly ? Math.round((RUNNER_WORLD.groundY + RUNNER_WORLD.ceilingY) / 2) : RUNNER_WORLD.groundY,
    vy: 0,
    onGround: !fly,
    speed: course.spec.baseSpeed,
    ramps: 0,
    rampGapMs: null,
    lastRampStep: null,
    passed: 0,
    next: 0,
    taken: course.pickups.map(() => false),
    nextPickup: 0,
    pickups: 0,
    crashed: false,
    won: false,
    flaps: 0,
    flapHeld: false,
  };
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The hero's box in world px. */
export function heroBox(course: RunnerCourse, s: RunnerState): Box {
  const body = RUNNER_WORLD.body[course.spec.kind];
  const top = course.spec.kind === 'run' ? s.y - body.height : s.y - body.height / 2;
  return { left: s.x - body.width / 2, right: s.x + body.width / 2, top, bottom: top + body.height };
}

export const elapsedMs = (s: RunnerState): number => Math.round(s.step * RUNNER_FRAME_MS);

/** Advances one 60 Hz step with the keys held now; returns what happened. A crashed or won state stays as it is. */
export function stepRunner(course: RunnerCourse, s: RunnerState, input: RunnerInput): RunnerEvent[] {
  if (s.crashed || s.won) return [];
  const { spec } = course;
  const events: RunnerEvent[] = [];
  const dt = 1 / 60;
  s.step += 1;
  const speed = speedAt(spec, s.step);
  if (speed > s.speed) {
    s.ramps += 1;
    if (s.lastRampStep !== null) s.rampGapMs = Math.round((s.step - s.lastRampStep) * RUNNER_FRAME_MS);
    s.lastRampStep = s.step;
    events.push({ type: 'speed_ramped', ramp: s.ramps, speed, atMs: elapsedMs(s) });
  }
  s.speed = speed;
  s.x += speed * dt;
  const W = RUNNER_WORLD;
  if (spec.kind === 'run') {
    if (input.jump && s.onGround) {
      s.vy = -W.jumpVelocity;
      s.onGround = false;
      events.push({ type: 'jumped' });
    }
    if (!s.onGround) {
      s.vy += W.gravity * dt;
      s.y += s.vy * dt;
      if (s.y >= W.groundY) {
        s.y = W.groundY;
        s.vy = 0;
        s.onGround = true;
      }
    }
  } else if (spec.kind === 'flap') {
    const half = W.body.flap.height / 2;
    if (input.flap && !s.flapHeld) {
      s.vy = -W.flap.velocity;
      s.flaps += 1;
      events.push({ type: 'flapped', flaps: s.flaps });
    }
    s.flapHeld = input.flap === true;
    // The flyer hovers until its first flap, so a player is not dropped before they know the key.
    if (s.flaps > 0) {
      s.vy = Math.min(W.flap.maxFall, s.vy + W.flap.gravity * dt);
      s.y += s.vy * dt;
    }
    if (s.y - half < W.ceilingY) {
      s.y = W.ceilingY + half;
      s.vy = Math.max(0, s.vy);
    }
    if (s.y + half >= W.groundY) {
      s.y = W.groundY - half;
      s.crashed = true;
      events.push({ type: 'crashed', index: -1, kind: 'ground' });
      return events;
    }
  } else {
    const half = W.body.fly.height / 2;
    const dir = (input.down ? 1 : 0) - (input.up ? 1 : 0);
    s.vy = dir * W.steerSpeed;
    s.y = Math.min(W.groundY - half, Math.max(W.ceilingY + half, s.y + s.vy * dt));
  }
  const box = heroBox(course, s);
  for (let i = s.next; i < course.obstacles.length; i++) {
    const o = course.obstacles[i]!;
    if (o.left > box.right) break;
    const f = W.forgivePx;
    const overlapsX = box.right > o.left + f && box.left < o.right - f;
    // A gate hits above its gap's top or below its gap's bottom; any other obstacle over its whole box.
    const hits =
      o.kind === 'gate'
        ? box.top < o.gapTop! - f || box.bottom > o.gapBottom! + f
        : box.bottom > o.top + f && box.top < o.bottom - f;
    if (overlapsX && hits) {
      s.crashed = true;
      events.push({ type: 'crashed', index: o.index, kind: o.kind });
      return events;
    }
  }
  while (s.next < course.obstacles.length && course.obstacles[s.next]!.right < box.left) {
    const o = course.obstacles[s.next]!;
    s.next += 1;
    s.passed += 1;
    events.push({ type: 'obstacle_passed', index: o.index, kind: o.kind, passed: s.passed });
  }
  const cy = (box.top + box.bottom) / 2;
  const reachX = W.pickupRadius + (box.right - box.left) / 2 - 4;
  const reachY = W.pickupRadius + (box.bottom - box.top) / 2 - 4;
  while (s.nextPickup < course.pickups.length && course.pickups[s.nextPickup]!.x < s.x - reachX) s.nextPickup++;
  for (let i = s.nextPickup; i < course.pickups.length; i++) {
    const p = course.pickups[i]!;
    if (p.x > s.x + reachX) break;
    if (!s.taken[p.index] && Math.abs(p.y - cy) <= reachY) {
      s.taken[p.index] = true;
      s.pickups += 1;
      events.push({ type: 'pickup_collected', index: p.index, collected: s.pickups });
    }
  }
  const goal = spec.goal;
  if (
    (goal.kind === 'time' && elapsedMs(s) >= goal.ms) ||
    (goal.kind === 'distance' && s.x >= goal.px) ||
    (goal.kind === 'gates' && s.passed >= goal.count)
  ) {
    s.won = true;
    events.push({ type: 'goal_reached' });
  }
  return events;
}
