// The racing planner's golden path wins when replayed like the play-test does it: frames of about 16.7 ms (not the
// planner's 16), each leg's keys let go a frame or more after the check sees its mark; and the prompt's numbers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { RaceRules, type RaceGame } from '../../../../../templates/top_down/src/family/modes/race/raceRules.ts';
import { designGdd } from '../../shared/testing.ts';
import { readRaceAsk } from './index.ts';
import { planRace, raceSteps } from './racePlan.ts';
import { familyGenerator } from '../../../dispatch.ts';

const topDownGenerator = familyGenerator('top_down');

const FIELD = { width: 800, height: 576 };
const FRAME = 1000 / 60;
const PROMPT = 'a racing game where a go-kart races 3 laps around a beach track against 4 rivals';

type Step = {
  until: { path: string; equals?: unknown; gte?: number; lte?: number };
  hold?: string[];
  timeoutMs: number;
};

/** Plays the steps on the rules; `late` frames pass after each check sees its condition before the next step. */
function replay(game: RaceGame, steps: Step[], late: number): RaceRules {
  const rules = new RaceRules(game, FIELD);
  const value = (path: string): unknown =>
    ({
      'flags.racing': rules.racing,
      'flags.kartX': Math.round(rules.x * 100) / 100,
      'flags.kartY': Math.round(rules.y * 100) / 100,
      'flags.facing': rules.facing,
      won: rules.won,
    })[path];
  const frame = (held: readonly string[]) =>
    rules.update(FRAME, { throttle: held.includes('up'), turn: held.includes('right') ? 1 : 0 });
  for (const step of steps) {
    const { path, equals, gte, lte } = step.until;
    const met = () => {
      const v = value(path);
      return equals !== undefined ? v === equals : gte !== undefined ? Number(v) >= gte : Number(v) <= lte!;
    };
    let ms = 0;
    while (!met() && !rules.finished && ms <= step.timeoutMs) {
      frame(step.hold ?? []);
      ms += FRAME;
    }
    assert.ok(met() || rules.finished, `step ${JSON.stringify(step)} did not happen in time`);
    for (let i = 0; i < late; i++) frame(step.hold ?? []);
  }
  return rules;
}

describe('race planner', () => {
  test('the prompt asks 3 laps, 4 rivals, a go-kart and a beach track; a bare race gets 3 laps and 3 rivals', () => {
    const ask = readRaceAsk(readIntent(PROMPT));
    assert.ok(ask);
    assert.deepEqual([ask.laps, ask.rivals, ask.vehicle, ask.setting], [3, 4, 'go-kart', 'beach']);
    assert.deepEqual([ask.lapsPhrase, ask.rivalsPhrase, ask.settingPhrase], ['3 laps', '4 rivals', 'beach track']);
    const bare = readRaceAsk(readIntent('a kart racing game in the desert'));
    assert.deepEqual([bare?.laps, bare?.rivals, bare?.setting, bare?.lapsPhrase], [3, 3, 'desert', null]);
    assert.equal(readRaceAsk(readIntent('a knight explores a dungeon')), null);
  });

  for (const late of [1, 3]) {
    test(`the replayed golden path finishes first, ${late} frame(s) late after each mark`, () => {
      const base: RaceGame = {
        kind: 'race',
        laps: 3,
        rivalSpeeds: [1, 1, 1, 1],
        vehicle: 'go-kart',
        setting: 'beach',
        sea: true,
      };
      const { game, plan } = planRace(base, FIELD, createRandom(1, 'test'));
      const rules = replay(game, raceSteps(plan) as Step[], late);
      assert.ok(rules.won, `finished ${rules.place}, ${rules.lapsDone} laps`);
      assert.equal(rules.lapsDone, 3);
      assert.equal(rules.rivals.length, 4);
      // Every rival is a little slower than the planned drive, and drives at most the road's top speed.
      for (const ms of plan.rivalMs) assert.ok(ms > plan.worstMs && ms < plan.worstMs * 1.3, `rival ${ms} ms`);
    });
  }

  test('the design checks the laps, the rivals, the kart, the track and first place in state', () => {
    const gdd = designGdd(topDownGenerator, PROMPT, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const byId = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId.get('race-laps')?.check, { kind: 'state', path: 'flags.lapsDone', equals: 3 });
    assert.deepEqual(byId.get('rivals-shown')?.check, { kind: 'state', path: 'flags.rivals', equals: 4 });
    assert.deepEqual(byId.get('race-won')?.check, { kind: 'state', path: 'flags.position', equals: 1 });
    assert.equal(byId.get('vehicle-shown')?.source, 'go-kart');
    assert.equal(byId.get('track-shown')?.source, 'beach track');
    assert.match(byId.get('rivals-shown')?.text ?? '', /^4 rivals/);
  });
});
