// The lane planner in Node: what it reads from the prompt, and a designed road's golden path, replayed frame by frame
// on the template's rules with presses up to a few frames late, makes every crossing without a hit (the rules:
// test/templates).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { HUD_HEIGHT } from '../../../../../templates/top_down/src/family/levelMap.ts';
import { LaneRules, type LaneGame } from '../../../../../templates/top_down/src/family/modes/lanes/laneRules.ts';
import { readIntent } from '../../../intent.ts';
import { designLaneLevel, readLaneAsk } from './index.ts';
import { LANE_LATE_MS, planLanes, type LanePlan } from './lanePlan.ts';
import { readPhrases } from '../../../phrases.ts';

const FIELD = { width: 800, height: 600 - HUD_HEIGHT };
const ONE_LANE: LaneGame = {
  kind: 'lanes',
  vehicles: [{ name: 'truck', length: 112 }],
  lanes: [{ direction: 1, speed: 100, kind: 0, at: [0] }],
  crossings: 1,
};

/** Plays a plan as the game does: 60 fps frames, each press `lateness(i)` ms after its planned moment. */
function replay(game: LaneGame, plan: LanePlan, lateness: (i: number) => number): LaneRules {
  const rules = new LaneRules(game, FIELD);
  const frame = 1000 / 60;
  let next = 0;
  while (!rules.won && rules.clockMs < plan.gameMs + 2000) {
    const at = plan.presses[next];
    if (at !== undefined && rules.clockMs >= at + lateness(next)) {
      rules.tryMove(0, -1);
      next++;
    }
    rules.update(frame);
  }
  return rules;
}

describe('lane planner', () => {
  const ask = readLaneAsk(
    readIntent('a lane dodger where a chicken crosses the road between cars and trucks, 3 lives'),
    readPhrases(readIntent('a lane dodger where a chicken crosses the road between cars and trucks, 3 lives').read),
  )!;

  test('reads the vehicles, and defaults for the lanes and crossings, from the prompt', () => {
    assert.deepEqual(ask.vehicles, ['car', 'truck']);
    assert.deepEqual(ask.vehicleWords, ['cars', 'trucks']);
    assert.equal(ask.hero, 'chicken');
    assert.equal(ask.crossings, 3);
    assert.equal(ask.crossingsPhrase, null);
    const asked = readLaneAsk(
      readIntent('a frog crosses the road 5 times over 4 lanes of buses'),
      readPhrases(readIntent('a frog crosses the road 5 times over 4 lanes of buses').read),
    )!;
    assert.equal(asked.crossings, 5);
    assert.equal(asked.lanes, 4);
    assert.deepEqual(asked.vehicles, ['bus']);
  });

  for (const seed of [1, 2, 3]) {
    test(`seed ${seed}: the golden path crosses with no hit, on time and up to ${LANE_LATE_MS} ms late`, () => {
      const { game, plan } = designLaneLevel(ask, createRandom(seed));
      assert.equal(game.lanes.length, 6);
      const ways = new Set(game.lanes.map((l) => `${game.vehicles[l.kind]!.name} ${l.direction}`));
      assert.deepEqual(ways, new Set(['car 1', 'car -1', 'truck 1', 'truck -1']), 'cars and trucks, both ways');
      for (const lateness of [() => 0, () => LANE_LATE_MS, (i: number) => (i * 53) % (LANE_LATE_MS + 1)]) {
        const rules = replay(game, plan, lateness);
        assert.equal(rules.won, true, `seed ${seed}: not won`);
        assert.equal(rules.hits, 0);
        assert.equal(rules.crossings, 3);
      }
    });
  }

  test('a lane blocked end to end has no plan', () => {
    const wall: LaneGame = {
      ...ONE_LANE,
      lanes: [{ direction: 1, speed: 100, kind: 0, at: [0, 110, 220, 330, 440, 550, 660, 770, 880, 990] }],
    };
    assert.equal(planLanes(wall, FIELD), null);
  });
});
