// The invaders planner's golden path wins when replayed like the play-test does it: frames of about 16.7 ms, the
// cannon stopping a few pixels past its mark, each press landing on the frame after the check sees its time.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readIntent } from '../../../intent.ts';
import {
  InvaderRules,
  type InvaderGame,
} from '../../../../../templates/top_down/src/family/modes/paddle/invaderRules.ts';
import { designGdd } from '../../shared/testing.ts';
import { invaderSteps, planInvaders } from './invaderPlan.ts';
import { readPaddleAsk } from './index.ts';
import { familyGenerator } from '../../../dispatch.ts';

const topDownGenerator = familyGenerator('top_down');

const FIELD = { width: 800, height: 576 };
const FRAME = 1000 / 60;
const PROMPT = 'a space invaders clone where a laser cannon shoots down 4 rows of aliens before they land';

type Step = Record<string, unknown> & { until?: { path: string; gte?: number; lte?: number }; hold?: string[] };

function replay(game: InvaderGame, steps: Step[]): InvaderRules {
  const rules = new InvaderRules(game, FIELD);
  const flag = (path: string) => (path === 'flags.cannon' ? rules.cannon : rules.clockMs);
  const frame = (held: readonly string[], fire = false) =>
    rules.update(FRAME, { move: (held.includes('right') ? 1 : 0) - (held.includes('left') ? 1 : 0), fire });
  for (const step of steps) {
    if (step.press === 'fire') frame([], true);
    else if (step.until) {
      const { path, gte, lte } = step.until;
      const met = () => (path === 'won' ? rules.won : gte !== undefined ? flag(path) >= gte : flag(path) <= lte!);
      let ms = 0;
      while (!met() && !rules.over && ms <= Number(step.timeoutMs)) {
        frame(step.hold ?? []);
        ms += FRAME;
      }
      assert.ok(met(), `step ${JSON.stringify(step)} did not happen in time (${rules.aliensLeft} aliens left)`);
      // The play-test sees the condition only at its next check: one more frame passes before the next step.
      frame(step.hold ?? []);
    }
  }
  return rules;
}

describe('invaders planner', () => {
  test('the prompt asks 4 rows; the replayed golden path shoots down every alien before they land', () => {
    const game = readPaddleAsk(readIntent(PROMPT))?.game;
    assert.deepEqual(game, { kind: 'invaders', rows: 4, cols: 8 });
    if (game?.kind !== 'invaders') return;
    const plan = planInvaders(game, FIELD);
    assert.equal(plan.destroyed, 32);
    const rules = replay(game, invaderSteps(plan, FIELD.width / 2) as Step[]);
    assert.ok(rules.won, `${rules.aliensLeft} aliens left`);
    assert.equal(rules.shots, plan.shots.length + 1);
  });

  test('the design checks the rows, every alien and the cannon in state and events', () => {
    const gdd = designGdd(topDownGenerator, PROMPT, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const byId = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId.get('alien-rows')?.check, { kind: 'state', path: 'flags.rows', equals: 4 });
    assert.deepEqual(byId.get('aliens-shown')?.check, { kind: 'event', event: 'alien_destroyed', minCount: 32 });
    assert.equal(byId.get('cannon-shown')?.source, 'laser cannon');
    assert.deepEqual(byId.get('aliens-cleared')?.check, { kind: 'event', event: 'aliens_cleared', minCount: 1 });
  });
});
