// The paddle planner's golden path wins when replayed like the play-test does it: frames of about 16.7 ms, keys held
// until the paddle passes its mark (so it stops a few pixels off), and the counts come from the prompt.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import {
  PaddleRules,
  type PaddleEvent,
  type PaddleGame,
} from '../../../../../templates/top_down/src/family/modes/paddle/paddleRules.ts';
import { paddleSteps, planPaddleGame } from './paddlePlan.ts';
import { readPaddleAsk } from './index.ts';
import { designGdd } from '../../shared/testing.ts';
import { familyGenerator } from '../../../dispatch.ts';

const topDownGenerator = familyGenerator('top_down');

const FIELD = { width: 800, height: 576 };
const FRAME = 1000 / 60;

type Step = Record<string, unknown> & { until?: { path: string; gte?: number; lte?: number }; hold?: string[] };

/** The paddle game a prompt asks for (the test fails on a prompt that asks for none or for invaders). */
function paddleGameOf(prompt: string): PaddleGame {
  const game = readPaddleAsk(readIntent(prompt))?.game;
  assert.ok(game && game.kind !== 'invaders', `no paddle game in "${prompt}"`);
  return game;
}

/** Replays golden-path steps on the rules the way the play-test would, frame by frame; returns the final rules. */
function replay(game: PaddleGame, steps: Step[]): PaddleRules {
  const rules = new PaddleRules(game, FIELD);
  const flags = (path: string): number =>
    path === 'flags.hits' ? rules.hits : path === 'flags.paddle' ? rules.paddle : rules.paddle2;
  const frame = (held: readonly string[], launch = false) => {
    const has = (a: string) => (held.includes(a) ? 1 : 0);
    const move = game.kind === 'breakout' ? has('right') - has('left') : has('down') - has('up');
    rules.update(FRAME, { move, move2: has('down2') - has('up2'), launch });
  };
  for (const step of steps) {
    if (step.press === 'fire') frame([], true);
    else if (typeof step.wait === 'number') for (let t = 0; t < step.wait; t += FRAME) frame([]);
    else if (step.until) {
      const { path, gte, lte } = step.until;
      const met = () => (path === 'won' ? rules.won : gte !== undefined ? flags(path) >= gte : flags(path) <= lte!);
      // Each step must happen within its own timeout, as the play-test demands.
      const timeout = Number(step.timeoutMs);
      let ms = 0;
      while (!met() && !rules.over && ms <= timeout) {
        frame(step.hold ?? []);
        ms += FRAME;
      }
      assert.ok(met(), `step ${JSON.stringify(step)} did not happen within ${timeout} ms`);
      // The key is let go a frame after the check sees the mark passed.
      if (step.hold) frame(step.hold);
    }
  }
  return rules;
}

describe('paddle planner', () => {
  test('a brick breaker with the asked 5 rows: every brick broken by the replayed golden path, no ball lost', () => {
    const game = paddleGameOf('a brick breaker with a paddle, a bouncing ball and 5 rows of bricks');
    assert.deepEqual(game, { kind: 'breakout', rows: 5, cols: 10 });
    for (const seed of [1, 2]) {
      const plan = planPaddleGame(game, FIELD, createRandom(seed, 'paddle'));
      assert.equal(plan.bricks, 50);
      const rules = replay(game, paddleSteps(game, plan, FIELD.width / 2) as Step[]);
      assert.equal(rules.bricksLeft, 0, `seed ${seed}: ${rules.bricksLeft} bricks left`);
      assert.ok(rules.won);
      assert.equal(rules.hits, plan.hits);
    }
  });

  test('pong to 11 against the computer and for two players: the left side wins to the asked points', () => {
    const one = paddleGameOf('a pong game to 7 points');
    const two = paddleGameOf('a pong game for two players to 11 points');
    assert.deepEqual(one, { kind: 'pong', target: 7, players: 1 });
    assert.deepEqual(two, { kind: 'pong', target: 11, players: 2 });
    for (const game of [one, two]) {
      const plan = planPaddleGame(game, FIELD, createRandom(1, 'paddle'));
      const rules = replay(game, paddleSteps(game, plan, FIELD.height / 2) as Step[]);
      assert.ok(rules.won, `${JSON.stringify(game)}: ${rules.leftScore}-${rules.rightScore}`);
      assert.equal(rules.leftScore, game.kind === 'pong' ? game.target : 0);
    }
  });

  test('a paddle kept still loses the ball: the rules do not win on their own', () => {
    const rules = new PaddleRules({ kind: 'breakout', rows: 2, cols: 6 }, FIELD);
    const events = rules.update(50, { move: 0, launch: true });
    assert.deepEqual(events[0], { type: 'ball_launched', zone: 2 });
    const all: PaddleEvent[] = [];
    for (let t = 0; t < 20_000 && !all.some((e) => e.type === 'ball_lost'); t += FRAME)
      all.push(...rules.update(FRAME, { move: 0 }));
    assert.ok(all.some((e) => e.type === 'ball_lost'));
    assert.ok(rules.bricksLeft > 0);
  });
});

describe('paddle designs', () => {
  test('the brick breaker prompt: one level, requirements on rows, every brick, paddle and ball in play', () => {
    const gdd = designGdd(topDownGenerator, 'a brick breaker with a paddle, a bouncing ball and 5 rows of bricks', 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    assert.equal(gdd.sections.levels.length, 1);
    const byId = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r.check]));
    assert.deepEqual(byId.get('brick-rows'), { kind: 'state', path: 'flags.rows', equals: 5 });
    assert.deepEqual(byId.get('bricks-shown'), { kind: 'event', event: 'brick_broken', minCount: 50 });
    assert.deepEqual(byId.get('ball-shown'), { kind: 'event', event: 'paddle_hit', minCount: 1 });
    assert.deepEqual(byId.get('paddle-shown'), { kind: 'state', path: 'flags.paddleMoves', gte: 1 });
    for (const gone of ['enemies-defeated', 'waves-cleared']) assert.equal(byId.has(gone), false, gone);
  });

  test('pong for two players to 11: the points and the second player are checked in state', () => {
    const gdd = designGdd(topDownGenerator, 'a pong game for two players to 11 points', 2);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const byId = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r.check]));
    assert.deepEqual(byId.get('pong-points'), { kind: 'state', path: 'flags.leftScore', equals: 11 });
    assert.deepEqual(byId.get('two-players'), { kind: 'state', path: 'flags.rightPaddleMoves', gte: 1 });
  });
});
