// The top_down template's lane-crossing rules as plain code: traffic loops round its lane at its speed and direction,
// a vehicle touching the hero is a hit that sends it back to the start kerb, and the top kerb counts a crossing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  LaneRules,
  laneProblems,
  vehicleX,
  type LaneEvent,
  type LaneGame,
} from '../../templates/top_down/src/family/modes/lanes/laneRules.ts';

const FIELD = { width: 800, height: 576 };
const ONE_LANE: LaneGame = {
  kind: 'lanes',
  vehicles: [{ name: 'truck', length: 112 }],
  lanes: [{ direction: 1, speed: 100, kind: 0, at: [0] }],
  crossings: 1,
};

describe('lane rules', () => {
  test('a vehicle drives round its loop at its speed and direction', () => {
    const lane = ONE_LANE.lanes[0]!;
    const loop = FIELD.width + 240;
    assert.equal(vehicleX(lane, 0, 1000, loop) - vehicleX(lane, 0, 0, loop), 100);
    assert.equal(vehicleX(lane, 0, (loop / 100) * 1000, loop), vehicleX(lane, 0, 0, loop), 'back after one loop');
    const back = { ...lane, direction: -1 as const, at: [500] };
    assert.equal(vehicleX(back, 0, 0, loop) - vehicleX(back, 0, 1000, loop), 100);
  });

  test('stepping in front of a vehicle is a hit that sends the hero back; the top kerb is a crossing', () => {
    const rules = new LaneRules(ONE_LANE, FIELD);
    const x = rules.heroX();
    const loop = rules.layout.loop;
    // Wait until the truck's front is just short of the hero's column, then step into its lane.
    while (Math.abs(vehicleX(ONE_LANE.lanes[0]!, 0, rules.clockMs, loop) - (x - 80)) > 2) rules.update(5);
    rules.tryMove(0, -1);
    const events: LaneEvent[] = [];
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'hit'); i++) events.push(...rules.update(5));
    assert.deepEqual(
      events.map((e) => e.type),
      ['hit'],
    );
    assert.equal(rules.lane, 0, 'back on the start kerb');
    // Once the truck has passed, two steps cross.
    while (Math.abs(vehicleX(ONE_LANE.lanes[0]!, 0, rules.clockMs, loop) - x) < 400) rules.update(5);
    const crossing = [...rules.tryMove(0, -1), ...rules.tryMove(0, -1)];
    assert.deepEqual(
      crossing.map((e) => e.type),
      ['hopped', 'hopped', 'crossed', 'all_crossed'],
    );
    assert.equal(rules.won, true);
  });

  test('a level with too many lanes or an unknown vehicle kind says what to fix', () => {
    assert.deepEqual(laneProblems(ONE_LANE, FIELD), []);
    const lanes = Array.from({ length: 11 }, () => ({ ...ONE_LANE.lanes[0]!, kind: 1 }));
    const problems = laneProblems({ ...ONE_LANE, lanes }, FIELD).join('; ');
    assert.match(problems, /1 to 10 lanes fit the screen/);
    assert.match(problems, /vehicle kind 1 is not in vehicles/);
  });
});
