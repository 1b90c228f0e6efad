// The ui_heavy template's fishing rules in Node: a cast waits its seeded bite, the hook must come inside the hook
// window, each press with the tension marker in the green zone is a pull and enough pulls land the fish, presses
// outside are slips that lose it past the limit, the cue names what the line waits for, and the sun sets on time.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentProblems, type FishingLevel } from '../../templates/ui_heavy/src/family/content.ts';
import { FishingTrip, type TripSpec } from '../../templates/ui_heavy/src/family/modes/fishing/fishing.ts';

const SPEC: TripSpec = {
  target: 2,
  sunsetMs: 20_000,
  bites: [1000, 2000],
  hookMs: 500,
  sweepMs: 1000,
  zoneWidth: 20,
  zones: [50],
  pulls: 2,
  maxSlips: 1,
};

/** Casts, waits the bite and hooks it. */
function hooked(trip: FishingTrip, bite: number): void {
  trip.press();
  trip.advance(bite);
  trip.press();
}

describe('FishingTrip', () => {
  test('a cast waits its seeded bite; the hook inside the window starts the reel', () => {
    const trip = new FishingTrip(SPEC);
    assert.equal(trip.cue, 'cast:1');
    assert.deepEqual(trip.press(), [{ kind: 'cast', cast: 1 }]);
    assert.deepEqual(trip.advance(999), []);
    assert.equal(trip.cue, 'wait');
    assert.deepEqual(trip.press(), [], 'a press before the bite does nothing');
    assert.deepEqual(trip.advance(1), [{ kind: 'bite', cast: 1 }]);
    assert.equal(trip.cue, 'hook:1');
    assert.deepEqual(trip.press(), [{ kind: 'hooked', cast: 1 }]);
    assert.equal(trip.phase, 'reeling');
  });

  test('a bite left past the hook window swims off', () => {
    const trip = new FishingTrip(SPEC);
    trip.press();
    trip.advance(1000);
    assert.deepEqual(trip.advance(501), [{ kind: 'escaped', why: 'unhooked' }]);
    assert.equal(trip.cue, 'cast:1');
    trip.press();
    assert.deepEqual(trip.advance(2000), [{ kind: 'bite', cast: 2 }], 'the second cast waits the second bite');
  });

  test('presses with the marker in the zone are pulls; enough pulls land the fish; the marker sweeps back', () => {
    const trip = new FishingTrip(SPEC);
    hooked(trip, 1000);
    trip.advance(400);
    assert.equal(trip.marker, 40);
    assert.equal(trip.cue, 'pull:1:1');
    assert.deepEqual(trip.press(), [{ kind: 'pull', pull: 1, of: 2 }]);
    assert.equal(trip.marker, 0, 'a pull starts the sweep over');
    trip.advance(1400);
    assert.equal(trip.marker, 60, 'on its way back');
    assert.deepEqual(trip.press(), [
      { kind: 'pull', pull: 2, of: 2 },
      { kind: 'caught', caught: 1 },
    ]);
    assert.equal(trip.cue, 'cast:2');
  });

  test('a press outside the zone is a slip; one slip past the limit loses the fish', () => {
    const trip = new FishingTrip(SPEC);
    hooked(trip, 1000);
    trip.advance(100);
    assert.deepEqual(trip.press(), [{ kind: 'slip', slips: 1 }]);
    assert.deepEqual(trip.press(), [{ kind: 'escaped', why: 'slipped' }]);
    assert.equal(trip.caught, 0);
    assert.equal(trip.phase, 'ready');
  });

  test('the target landed ends the trip won; the sun sets on time otherwise', () => {
    const trip = new FishingTrip({ ...SPEC, target: 1, pulls: 1 });
    hooked(trip, 1000);
    trip.advance(500);
    trip.press();
    assert.equal(trip.won, true);
    assert.equal(trip.phase, 'done');
    const late = new FishingTrip(SPEC);
    assert.deepEqual(late.advance(19_999), []);
    assert.equal(late.timeLeftMs, 1);
    assert.deepEqual(late.advance(1), [{ kind: 'sunset', caught: 0 }]);
    assert.equal(late.won, false);
  });
});

describe('fishing content', () => {
  const level: FishingLevel = {
    mode: 'fishing',
    title: 'Trout',
    intro: [{ text: 'Fish!' }],
    angler: 'angler',
    anglerName: 'Old Man',
    fish: 'fish',
    fishName: 'trout',
    frozen: true,
    ...SPEC,
    bites: [...SPEC.bites],
    zones: [...SPEC.zones],
  };
  const ctx = { levelOrder: ['trip'], textureKeys: new Set(['angler', 'fish']) };
  const problems = (change: Partial<FishingLevel>) =>
    contentProblems({ resources: [], cards: {}, levels: { trip: { ...level, ...change } } }, ctx);

  test('a good trip has no problems; textures, the frozen flag, bites and zones are checked', () => {
    assert.deepEqual(problems({}), []);
    assert.match(problems({ fish: 'trout' }).join(), /levels\.trip\.fish: "trout" is not a visual key/);
    assert.match(problems({ frozen: 'yes' as unknown as boolean }).join(), /frozen: must be true or false/);
    assert.match(problems({ bites: [] }).join(), /bites: must be a list of 1 to 60/);
    assert.match(problems({ zones: [120] }).join(), /zones\[0\]: is 120/);
  });
});
