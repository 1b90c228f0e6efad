// The platformer template's flap rules in Node: the flyer hovers until its first flap, then gravity pulls it down to
// its fastest fall; each press flaps once (holding does not flap again); the ground crashes it and the top holds it;
// a gate hits above or below its gap and counts as passed through it; the gates' count wins; the course's gaps keep
// their size, their bounds and their step from the last gate.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  buildCourse,
  RUNNER_WORLD,
  startState,
  stepRunner,
  type RunnerCourse,
  type RunnerEvent,
  type RunnerSpec,
  type RunnerState,
} from '../../templates/platformer/src/family/modes/runner/runnerRules.ts';

const FLAP: RunnerSpec = {
  kind: 'flap',
  seed: 5,
  baseSpeed: 180,
  rampEveryMs: 20_000,
  rampStep: 27,
  maxSpeed: 360,
  goal: { kind: 'gates', count: 3 },
  gapMs: [1700, 2300],
  pickupEvery: 0,
  gapPx: 155,
};
const W = RUNNER_WORLD;
const HALF = W.body.flap.height / 2;

function steps(course: RunnerCourse, s: RunnerState, n: number, flap: (i: number) => boolean): RunnerEvent[] {
  const events: RunnerEvent[] = [];
  for (let i = 0; i < n && !s.crashed && !s.won; i++) events.push(...stepRunner(course, s, { flap: flap(i) }));
  return events;
}

/** Holds the flyer at the middle of each gap as it goes (the rules then only judge the gate), returning the events. */
function flyThroughGaps(course: RunnerCourse, s: RunnerState, offset = 0): RunnerEvent[] {
  const events: RunnerEvent[] = [];
  events.push(...stepRunner(course, s, { flap: true }));
  while (!s.crashed && !s.won && s.step < 60 * 60) {
    const gate = course.obstacles[s.next];
    if (gate) s.y = (gate.gapTop! + gate.gapBottom!) / 2 + offset;
    s.vy = 0;
    events.push(...stepRunner(course, s, {}));
  }
  return events;
}

describe('flap rules: flapping and gravity', () => {
  test('the flyer hovers until its first flap, then falls faster each step up to its fastest fall', () => {
    const course = buildCourse(FLAP);
    const s = startState(course);
    const y0 = s.y;
    steps(course, s, 30, () => false);
    assert.equal(s.y, y0, 'no gravity before the first flap');
    const events = steps(course, s, 1, () => true);
    assert.deepEqual(events, [{ type: 'flapped', flaps: 1 }]);
    assert.equal(s.vy, -W.flap.velocity + W.flap.gravity / 60);
    const before = s.vy;
    steps(course, s, 1, () => false);
    assert.ok(Math.abs(s.vy - before - W.flap.gravity / 60) < 1e-9, 'gravity adds its pull each step');
    // A long fall is capped: start high enough that it does not reach the ground first.
    s.y = W.ceilingY + HALF;
    steps(course, s, 40, () => false);
    assert.ok(s.vy <= W.flap.maxFall && s.vy > W.flap.maxFall - 1, `fastest fall ${s.vy}`);
  });

  test('one flap a press: holding the key does not flap again; releasing and pressing does', () => {
    const course = buildCourse(FLAP);
    const s = startState(course);
    const held = steps(course, s, 10, () => true);
    assert.equal(held.filter((e) => e.type === 'flapped').length, 1);
    assert.equal(s.flaps, 1);
    // The first step still holds the key from before: no new press there.
    const tapped = steps(course, s, 10, (i) => i % 2 === 0);
    assert.equal(tapped.filter((e) => e.type === 'flapped').length, 4);
  });

  test('without flaps after the first the flyer crashes on the ground; flapping at the top holds it there', () => {
    const course = buildCourse({ ...FLAP, seed: 6 });
    const s = startState(course);
    const events = steps(course, s, 600, (i) => i === 0);
    assert.ok(s.crashed);
    assert.deepEqual(events.at(-1), { type: 'crashed', index: -1, kind: 'ground' });
    assert.equal(s.y, W.groundY - HALF);
    const up = startState(course);
    steps(course, up, 90, (i) => i % 2 === 0);
    assert.ok(up.y >= W.ceilingY + HALF && up.y < W.ceilingY + HALF + 1, `the top clamps (${up.y})`);
    assert.ok(!up.crashed);
  });
});

describe('flap rules: gates and score', () => {
  test('through the gaps every gate is passed and counted, and the gates goal wins', () => {
    const course = buildCourse(FLAP);
    const s = startState(course);
    const events = flyThroughGaps(course, s);
    assert.ok(s.won && !s.crashed);
    const passed = events.filter((e) => e.type === 'obstacle_passed');
    assert.deepEqual(
      passed.map((e) => (e.type === 'obstacle_passed' ? [e.kind, e.passed] : [])),
      [
        ['gate', 1],
        ['gate', 2],
        ['gate', 3],
      ],
    );
    assert.equal(s.passed, 3);
    assert.deepEqual(events.at(-1), { type: 'goal_reached' });
  });

  test('a flyer above or below the gap hits the gate; grazing an edge by less than the forgiveness does not', () => {
    const course = buildCourse(FLAP);
    const gap = (FLAP.gapPx ?? 0) / 2;
    for (const [offset, crashes] of [
      [-(gap - HALF) - 8, true],
      [gap - HALF + 8, true],
      [gap - HALF + W.forgivePx - 1, false],
    ] as const) {
      const s = startState(course);
      const events = flyThroughGaps(course, s, offset);
      assert.equal(s.crashed, crashes, `offset ${offset}`);
      if (crashes) assert.deepEqual(events.at(-1), { type: 'crashed', index: 0, kind: 'gate' });
    }
  });

  test('the course: gaps of the spec size, inside the view, a bounded step from the last; run specs keep none', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const course = buildCourse({ ...FLAP, seed, goal: { kind: 'gates', count: 20 } });
      assert.ok(course.obstacles.length >= 20);
      let last: number | null = null;
      for (const o of course.obstacles) {
        assert.equal(o.kind, 'gate');
        assert.equal(o.gapBottom! - o.gapTop!, FLAP.gapPx);
        assert.ok(o.gapTop! >= W.ceilingY + 20 && o.gapBottom! <= W.groundY - 36, `seed ${seed}: ${o.gapTop}`);
        const centre = (o.gapTop! + o.gapBottom!) / 2;
        if (last !== null) assert.ok(Math.abs(centre - last) <= W.gateShiftPx + 1, `seed ${seed} step`);
        last = centre;
      }
    }
    const run = buildCourse({ ...FLAP, kind: 'run', gapPx: undefined, goal: { kind: 'time', ms: 20_000 } });
    assert.ok(run.obstacles.every((o) => o.gapTop === undefined && o.kind !== 'gate'));
  });
});
