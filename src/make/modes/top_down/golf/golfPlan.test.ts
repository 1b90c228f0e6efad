// The mini golf planner's golden path wins when replayed like the play-test does it: frames of about 16.7 ms (not the
// planner's 16), each step's keys let go a frame or more after the check sees its condition; and the prompt's holes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { GolfRules, type GolfGame } from '../../../../../templates/top_down/src/family/modes/golf/golfRules.ts';
import { designGdd } from '../../shared/testing.ts';
import { readGolfAsk } from './index.ts';
import { golfSteps, layHole, planGolf } from './golfPlan.ts';
import { familyGenerator } from '../../../dispatch.ts';

const topDownGenerator = familyGenerator('top_down');

const FRAME = 1000 / 60;
const PROMPT = 'a golf game with 9 holes on a mini golf course full of windmills';

type Step = {
  until: { path: string; equals?: unknown; gte?: number; lte?: number };
  hold?: string[];
  timeoutMs: number;
};

function replay(game: GolfGame, steps: Step[], late: number): GolfRules {
  const rules = new GolfRules(game);
  const value = (path: string): unknown =>
    ({
      'flags.ready': rules.ready,
      'flags.hole': rules.holeIndex + 1,
      'flags.aim': rules.aim,
      'flags.power': rules.power,
      'flags.windmillMs': rules.windmillMs,
      won: rules.finished,
    })[path];
  const frame = (held: readonly string[]) =>
    rules.update(FRAME, {
      turn: (held.includes('right') ? 1 : 0) - (held.includes('left') ? 1 : 0),
      charge: held.includes('fire'),
    });
  for (const step of steps) {
    const { path, equals, gte, lte } = step.until;
    const met = () => {
      const v = value(path);
      return equals !== undefined ? v === equals : gte !== undefined ? Number(v) >= gte : Number(v) <= lte!;
    };
    let ms = 0;
    while (!met() && ms <= step.timeoutMs) {
      frame(step.hold ?? []);
      ms += FRAME;
    }
    assert.ok(met(), `step ${JSON.stringify(step)} did not happen in time (hole ${rules.holeIndex + 1})`);
    for (let i = 0; i < late; i++) frame(step.hold ?? []);
  }
  return rules;
}

describe('golf planner', () => {
  test('the prompt asks 9 holes and windmills; a bare golf game gets 9 holes', () => {
    const ask = readGolfAsk(readIntent(PROMPT));
    assert.deepEqual(ask, { phrase: 'golf', holes: 9, holesPhrase: '9 holes', obstaclesPhrase: 'windmills' });
    assert.equal(readGolfAsk(readIntent('a mini golf game'))?.holes, 9);
    assert.equal(readGolfAsk(readIntent('a racing game')), null);
  });

  // One course of three holes, planned once for both replays.
  const random = createRandom(3, 'golf-test');
  const holes = [0, 1, 2].map(() => ({ ...layHole(random, true), par: 3 }));
  const game: GolfGame = { kind: 'golf', holes, obstacle: 'windmill' };
  let planned: ReturnType<typeof planGolf> | undefined;
  for (const late of [1, 3]) {
    test(`the replayed golden path holes every hole, ${late} frame(s) late after each condition`, () => {
      planned ??= planGolf(game);
      const plan = planned;
      const rules = replay(game, golfSteps(plan) as Step[], late);
      assert.ok(rules.finished);
      assert.deepEqual(rules.cards, plan.strokes);
      assert.ok(rules.windmillsPassed >= 3, `${rules.windmillsPassed} windmill doorways passed`);
    });
  }

  test('the design checks the holes, the windmills and the finished round in state and events', () => {
    const gdd = designGdd(topDownGenerator, PROMPT, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const byId = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId.get('golf-holes')?.check, { kind: 'state', path: 'flags.holesDone', equals: 9 });
    assert.deepEqual(byId.get('windmills-shown')?.check, { kind: 'state', path: 'flags.windmillsPassed', gte: 9 });
    assert.deepEqual(byId.get('course-won')?.check, { kind: 'event', event: 'course_completed', minCount: 1 });
    assert.equal(byId.get('windmills-shown')?.source, 'windmills');
    assert.match(byId.get('golf-holes')?.text ?? '', /^9 holes/);
  });
});
