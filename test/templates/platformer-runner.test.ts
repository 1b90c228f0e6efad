// The platformer template's runner rules in Node: the speed ramps on its interval and stops at its cap, the course is
// the same for a seed and differs across seeds with every gap at least its shortest time, an obstacle met without
// jumping or steering ends the run, a jump clears a low obstacle, a flyer steers inside the cave, and the goal wins.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  buildCourse,
  openBand,
  RUNNER_WORLD,
  speedAt,
  startState,
  stepRunner,
  stepsFor,
  type RunnerEvent,
  type RunnerInput,
  type RunnerSpec,
} from '../../templates/platformer/src/family/modes/runner/runnerRules.ts';

const RUN: RunnerSpec = {
  kind: 'run',
  seed: 11,
  baseSpeed: 260,
  rampEveryMs: 10_000,
  rampStep: 40,
  maxSpeed: 340,
  goal: { kind: 'time', ms: 30_000 },
  gapMs: [1100, 2000],
  pickupEvery: 2,
};
const FLY: RunnerSpec = { ...RUN, kind: 'fly', baseSpeed: 200, gapMs: [1800, 2600], pickupEvery: 1 };

/** Plays `steps` steps with `input(step)` held; returns the events by type. */
function play(spec: RunnerSpec, steps: number, input: (step: number) => RunnerInput = () => ({})) {
  const course = buildCourse(spec);
  const state = startState(course);
  const events: RunnerEvent[] = [];
  for (let i = 0; i < steps && !state.crashed && !state.won; i++) events.push(...stepRunner(course, state, input(i)));
  return { course, state, events };
}

describe('runner rules: speed', () => {
  test('the speed ramps every interval by its step and stops at the cap', () => {
    assert.equal(speedAt(RUN, stepsFor(9_990)), 260);
    assert.equal(speedAt(RUN, stepsFor(10_000)), 300);
    assert.equal(speedAt(RUN, stepsFor(20_000)), 340);
    assert.equal(speedAt(RUN, stepsFor(60_000)), 340, 'capped at maxSpeed');
  });

  test('ramp events come at the interval, and the state measures the gap between the last two', () => {
    // A flyer whose one obstacle (seed 11, 60 s apart) hangs clear of where it flies, so it survives untouched.
    const spec: RunnerSpec = { ...FLY, gapMs: [60_000, 60_000], goal: { kind: 'time', ms: 25_000 } };
    const { events, state } = play(spec, stepsFor(25_000));
    const ramps = events.filter((e) => e.type === 'speed_ramped');
    assert.deepEqual(
      ramps.map((e) => (e.type === 'speed_ramped' ? e.atMs : 0)),
      [10_000, 20_000],
    );
    assert.equal(state.rampGapMs, 10_000);
    assert.ok(!state.crashed && state.won, 'surviving the goal time wins');
  });
});

describe('runner rules: the course', () => {
  test('the same seed gives the same course, another seed another, every gap at least the shortest time', () => {
    assert.deepEqual(buildCourse(RUN), buildCourse({ ...RUN }));
    assert.notDeepEqual(buildCourse(RUN).obstacles, buildCourse({ ...RUN, seed: 12 }).obstacles);
    const { obstacles } = buildCourse(RUN);
    assert.ok(obstacles.length > 10);
    for (let i = 1; i < obstacles.length; i++) {
      const gapPx = obstacles[i]!.left - obstacles[i - 1]!.left;
      // The slowest speed times the shortest gap is the least distance between two obstacles.
      assert.ok(gapPx >= (RUN.baseSpeed * RUN.gapMs[0]) / 1000 - 5, `gap ${i}: ${gapPx} px`);
    }
  });

  test('a flyer meets obstacles from the ceiling and the floor, each leaving an open band inside the cave', () => {
    const { obstacles, pickups } = buildCourse(FLY);
    assert.ok(obstacles.some((o) => o.kind === 'ceiling') && obstacles.some((o) => o.kind === 'floor'));
    for (const o of obstacles) {
      const [top, bottom] = openBand(o);
      assert.ok(bottom - top >= 150, `band of ${o.index}: ${top}–${bottom}`);
    }
    assert.equal(pickups.length, obstacles.length, 'a pickup beside every obstacle');
  });
});

describe('runner rules: play', () => {
  test('running on without jumping crashes into the first obstacle; a jump in time clears it', () => {
    const idle = play(RUN, stepsFor(10_000));
    assert.ok(idle.state.crashed);
    assert.deepEqual(idle.events.at(-1), { type: 'crashed', index: 0, kind: idle.course.obstacles[0]!.kind });
    const first = idle.course.obstacles[0]!;
    // Take off about a third of the air time before the obstacle's front reaches the hero.
    const takeoff = stepsFor(RUNNER_WORLD.leadMs) - 14;
    const jumped = play(RUN, stepsFor(RUNNER_WORLD.leadMs) + 60, (s) => ({ jump: s === takeoff }));
    assert.ok(!jumped.state.crashed, 'the jump clears it');
    assert.ok(jumped.events.some((e) => e.type === 'obstacle_passed' && e.index === first.index));
  });

  test('a flyer steers up and down at its speed and stays between the ceiling and the floor', () => {
    const up = play({ ...FLY, gapMs: [60_000, 60_000] }, 600, () => ({ up: true }));
    assert.equal(up.state.y, RUNNER_WORLD.ceilingY + RUNNER_WORLD.body.fly.height / 2);
    const start = startState(buildCourse(FLY)).y;
    const down = play(FLY, 30, () => ({ down: true }));
    assert.equal(Math.round(down.state.y - start), RUNNER_WORLD.steerSpeed / 2);
  });

  test('a distance goal wins once the hero has covered it', () => {
    const spec: RunnerSpec = { ...FLY, gapMs: [60_000, 60_000], goal: { kind: 'distance', px: 1000 } };
    const { state, events } = play(spec, stepsFor(20_000));
    assert.ok(state.won && state.x >= 1000 && state.x < 1000 + spec.baseSpeed / 60 + 1);
    assert.equal(events.at(-1)?.type, 'goal_reached');
  });
});
