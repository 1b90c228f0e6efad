// The top_down template's space-invaders rules as plain code: the formation from rows and columns, the march that
// waits for the first shot, steps down at an edge and lands; one shot at a time, each alien destroyed once.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  InvaderRules,
  invaderProblems,
  MARCH_MS,
  type InvaderEvent,
} from '../../templates/top_down/src/family/modes/paddle/invaderRules.ts';

const FIELD = { width: 800, height: 576 };

function play(rules: InvaderRules, ms: number, input: (r: InvaderRules) => { move: number; fire?: boolean }) {
  const events: InvaderEvent[] = [];
  for (let t = 0; t < ms && !rules.over; t += 16) events.push(...rules.update(16, input(rules)));
  return events;
}

describe('invader rules', () => {
  test('the formation has the asked rows and columns, centred; bad numbers are named', () => {
    const rules = new InvaderRules({ kind: 'invaders', rows: 4, cols: 8 }, FIELD);
    assert.equal(rules.aliens.length, 32);
    const boxes = rules.aliens.map((a) => rules.boxOf(a));
    const left = Math.min(...boxes.map((b) => b.x));
    const right = Math.max(...boxes.map((b) => b.x + b.w));
    assert.equal(Math.round(left), Math.round(FIELD.width - right));
    assert.deepEqual(invaderProblems({ kind: 'invaders', rows: 9, cols: 2 }), [
      'space invaders needs 1 to 6 rows of aliens (found 9)',
      'space invaders needs 4 to 11 columns (found 2)',
    ]);
  });

  test('the aliens wait for the first shot, march, step down at an edge and land on a cannon that misses', () => {
    const rules = new InvaderRules({ kind: 'invaders', rows: 2, cols: 4 }, FIELD);
    const x = rules.formationX;
    assert.deepEqual(
      play(rules, 2000, () => ({ move: 0 })),
      [],
    );
    assert.equal(rules.formationX, x, 'no march before the first shot');
    // Fire once from the far left edge, past the formation, then stand still.
    rules.cannon = 22;
    const events = play(rules, 1_500_000, (r) => ({ move: 0, fire: r.shots === 0 }));
    assert.equal(events[0]?.type, 'shot_fired');
    assert.ok(events.some((e) => e.type === 'aliens_stepped_down'));
    assert.equal(events.at(-1)?.type, 'aliens_landed');
    assert.equal(rules.over && !rules.won, true);
    assert.equal(rules.aliensLeft, 8);
    assert.ok(rules.clockMs > MARCH_MS * 20);
  });

  test('one shot at a time: holding fire under a column destroys its aliens one by one, each once', () => {
    const rules = new InvaderRules({ kind: 'invaders', rows: 3, cols: 4 }, FIELD);
    const events = play(rules, 3000, (r) => {
      const target = r.aliens.filter((a) => a.alive && a.col === 1).map((a) => r.boxOf(a));
      const aim = target.length ? target[0]!.x + target[0]!.w / 2 : r.cannon;
      return { move: Math.sign(Math.round(aim - r.cannon)), fire: true };
    });
    const destroyed = events.filter((e) => e.type === 'alien_destroyed');
    assert.ok(destroyed.length >= 1);
    const keys = destroyed.map((e) => (e.type === 'alien_destroyed' ? `${e.row}:${e.col}` : ''));
    assert.equal(new Set(keys).size, keys.length);
    // A press while a shot is still climbing fires nothing.
    const fresh = new InvaderRules({ kind: 'invaders', rows: 1, cols: 4 }, FIELD);
    fresh.update(16, { move: 0, fire: true });
    fresh.update(16, { move: 0, fire: true });
    assert.equal(fresh.shots, 1);
    assert.ok(fresh.shot);
  });
});
