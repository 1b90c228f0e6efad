// The top_down template's racing rules as plain code: the start lights, a lap that counts only past every
// checkpoint (driving back over the line banks nothing), sand that slows the kart, and a rival home first ending it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  COUNTDOWN_MS,
  RaceRules,
  raceProblems,
  TOP_SPEED,
  type RaceEvent,
  type RaceGame,
  type RaceInput,
} from '../../templates/top_down/src/family/modes/race/raceRules.ts';

const FIELD = { width: 800, height: 576 };
const GAME: RaceGame = {
  kind: 'race',
  laps: 2,
  rivalSpeeds: [1, 1, 1],
  vehicle: 'go-kart',
  setting: 'beach',
  sea: true,
};

function drive(rules: RaceRules, ms: number, input: (r: RaceRules) => RaceInput): RaceEvent[] {
  const events: RaceEvent[] = [];
  for (let t = 0; t < ms && !rules.finished; t += 16) events.push(...rules.update(16, input(rules)));
  return events;
}

const straight: RaceInput = { throttle: true, turn: 0 };
const STOP: RaceInput = { throttle: false, brake: true, turn: 0 };

describe('race rules', () => {
  test('nothing moves under the start lights; bad laps and rivals are named', () => {
    const rules = new RaceRules(GAME, FIELD);
    const start = { x: rules.x, rival: rules.rivals[0]!.x };
    assert.deepEqual(
      drive(rules, COUNTDOWN_MS - 100, () => straight),
      [],
    );
    assert.deepEqual({ x: rules.x, rival: rules.rivals[0]!.x }, start);
    const events = drive(rules, 400, () => straight);
    assert.equal(events[0]?.type, 'race_started');
    assert.ok(rules.x > start.x && rules.rivals[0]!.x > start.rival);
    assert.deepEqual(raceProblems({ ...GAME, laps: 0, rivalSpeeds: [] }), [
      'a race has 1 to 9 laps (found 0)',
      'a race has 1 to 7 rivals (found 0)',
    ]);
  });

  test('over the line and back again counts no lap: a lap needs every checkpoint in order', () => {
    const rules = new RaceRules(GAME, FIELD);
    drive(rules, COUNTDOWN_MS, () => straight);
    const line = rules.track.startX;
    const until = (done: (r: RaceRules) => boolean, input: RaceInput) =>
      drive(rules, 5000, (r) => (done(r) ? STOP : input));
    until((r) => r.x > line + 40, straight);
    until((r) => r.speed === 0, STOP);
    // Turn round on the spot, drive back over the line, stop, turn again and cross it forwards.
    until((r) => r.facing === 8, { throttle: false, turn: 1 });
    until((r) => r.x < line - 60, straight);
    until((r) => r.speed === 0, STOP);
    until((r) => r.facing === 0, { throttle: false, turn: 1 });
    const events = drive(rules, 1500, () => straight);
    assert.ok(rules.x > line);
    assert.equal(rules.lapsDone, 0);
    assert.equal(rules.checkpoints, 0);
    assert.deepEqual(
      events.filter((e) => e.type === 'lap_completed'),
      [],
    );
  });

  test('the sand beside the road holds the kart to its own top speed', () => {
    const rules = new RaceRules(GAME, FIELD);
    drive(rules, COUNTDOWN_MS, () => straight);
    rules.x = (rules.track.left + rules.track.right) / 2 - 100;
    rules.y = (rules.track.top + rules.track.bottom) / 2;
    assert.equal(rules.terrainAt(rules.x, rules.y), 'sand');
    drive(rules, 600, () => straight);
    assert.equal(rules.terrainAt(rules.x, rules.y), 'sand');
    assert.ok(rules.speed <= TOP_SPEED.sand + 1e-9, `speed ${rules.speed}`);
  });

  test('a rival home first ends the race lost, in second place', () => {
    const rules = new RaceRules({ ...GAME, laps: 1, rivalSpeeds: [230, 1, 1] }, FIELD);
    const events = drive(rules, 20_000, () => ({ throttle: false, turn: 0 }));
    const end = events.find((e) => e.type === 'race_finished');
    assert.deepEqual(end, { type: 'race_finished', position: 2, rivals: 3, won: false });
    assert.ok(rules.finished && !rules.won);
    assert.equal(rules.position, 2);
  });
});
