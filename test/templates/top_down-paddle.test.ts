// The top_down template's paddle-and-ball rules as plain code: the wall of bricks from rows and columns, the paddle's
// hit zones, bricks broken once and the win with the last, a lost ball, pong's points, serves and the computer player.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  BALL_RADIUS,
  PADDLE_LENGTH,
  PaddleRules,
  paddleProblems,
  STEP_MS,
  zoneCentre,
  zoneOf,
  type PaddleEvent,
} from '../../templates/top_down/src/family/modes/paddle/paddleRules.ts';

const FIELD = { width: 800, height: 576 };

/** Plays `ms` of game time in 16 ms frames with the input, collecting every event. */
function play(rules: PaddleRules, ms: number, input: (r: PaddleRules) => { move: number; launch?: boolean }) {
  const events: PaddleEvent[] = [];
  for (let t = 0; t < ms && !rules.over; t += 16) events.push(...rules.update(16, input(rules)));
  return events;
}

describe('paddle rules', () => {
  test('the wall has the asked rows and columns inside the field, and bad numbers are named', () => {
    const rules = new PaddleRules({ kind: 'breakout', rows: 5, cols: 10 }, FIELD);
    assert.equal(rules.bricks.length, 50);
    assert.deepEqual([...new Set(rules.bricks.map((b) => b.row))], [0, 1, 2, 3, 4]);
    assert.ok(rules.bricks.every((b) => b.x >= 0 && b.x + b.w <= FIELD.width && b.y + b.h < rules.paddleTop - 100));
    assert.deepEqual(paddleProblems({ kind: 'breakout', rows: 0, cols: 30 }), [
      'a brick breaker needs 1 to 8 rows of bricks (found 0)',
      'a brick breaker needs 4 to 14 columns (found 30)',
    ]);
    assert.deepEqual(paddleProblems({ kind: 'pong', target: 11, players: 2 }), []);
  });

  test('the paddle has four zones from its left end to its right; each zone centre falls in its own zone', () => {
    assert.equal(zoneOf(-PADDLE_LENGTH / 2), 0);
    assert.equal(zoneOf(PADDLE_LENGTH / 2), 3);
    for (let zone = 0; zone < 4; zone++) assert.equal(zoneOf(zoneCentre(zone)), zone);
  });

  test('a paddle that follows the ball keeps it in play and breaks bricks, each once; the ball leaves by zone', () => {
    const rules = new PaddleRules({ kind: 'breakout', rows: 2, cols: 6 }, FIELD);
    const events = play(rules, 60_000, (r) => ({ move: Math.sign(r.ballX - r.paddle), launch: true }));
    const broken = events.filter((e) => e.type === 'brick_broken');
    assert.ok(broken.length > 0);
    const keys = broken.map((e) => (e.type === 'brick_broken' ? `${e.row}:${e.col}` : ''));
    assert.equal(new Set(keys).size, keys.length, 'no brick breaks twice');
    assert.equal(rules.bricksLeft, 12 - broken.length);
    const hits = events.filter((e) => e.type === 'paddle_hit');
    assert.ok(hits.length > 0 && hits.every((e) => e.type === 'paddle_hit' && e.zone >= 0 && e.zone < 4));
    if (rules.won) assert.equal(events.at(-1)?.type, 'bricks_cleared');
  });

  test('a ball that falls past the paddle is lost and waits on the paddle for the next launch', () => {
    const rules = new PaddleRules({ kind: 'breakout', rows: 1, cols: 4 }, FIELD);
    // Launched, then the paddle runs to the far left, away from the ball.
    const events = play(rules, 20_000, (r) => ({ move: -1, launch: r.hits === 0 && r.steps === 0 }));
    assert.ok(events.some((e) => e.type === 'ball_lost'));
    assert.equal(rules.waiting, true);
    assert.equal(rules.ballX, rules.paddle);
    assert.equal(rules.ballY, rules.paddleTop - BALL_RADIUS);
  });

  test('pong: a left paddle kept still loses points; the computer wins the match at the target', () => {
    const rules = new PaddleRules({ kind: 'pong', target: 3, players: 1 }, FIELD);
    // The left paddle hides at the top; the first serve goes left, the ball passes it.
    const events = play(rules, 120_000, () => ({ move: -1 }));
    const points = events.filter((e) => e.type === 'point_scored');
    assert.ok(points.length >= 3);
    assert.equal(rules.rightScore, 3);
    assert.equal(rules.over, true);
    assert.equal(rules.won, false);
    assert.deepEqual(events.at(-1), { type: 'match_won', side: 'right', left: rules.leftScore, right: 3 });
  });

  test('pong serves after a pause in game time, never before', () => {
    const rules = new PaddleRules({ kind: 'pong', target: 11, players: 2 }, FIELD);
    assert.deepEqual(rules.update(700, { move: 0 }), []);
    const served = rules.update(200, { move: 0 });
    assert.equal(served[0]?.type, 'ball_launched');
    assert.ok(rules.vx < 0, 'the first serve goes to the left player');
    assert.equal(rules.steps, 900 / STEP_MS);
  });
});
