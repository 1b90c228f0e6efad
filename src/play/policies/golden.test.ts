// The golden policy stands for the golden-path runner: it refuses a path naming undeclared actions before any step,
// in the runner's words, plays the path's steps in order, and the end is judged by the runner's own rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeGoldenEnd, parseGoldenPath, type GoldenPath } from '../golden-path.ts';
import type { Observation } from '../observation.ts';
import { PolicyStop } from '../policy.ts';
import { goldenPolicy } from './golden.ts';

function path(json: unknown): GoldenPath {
  const parsed = parseGoldenPath(json);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.errors.join('\n'));
  return parsed.path;
}

function seen(state: Record<string, unknown> | null): Observation {
  return {
    step: 0,
    gameTime: 0,
    size: null,
    screenshot: null,
    state,
    text: null,
    clickables: [],
    texts: [],
    actions: { left: ['ArrowLeft'], jump: ['Space'] },
    goal: null,
    lastAction: null,
    errors: [],
    png: undefined,
  };
}

test('a path naming actions the game lacks stops before its first step, as the runner words it', async () => {
  const policy = goldenPolicy(path({ version: 1, steps: [{ press: 'dash' }, { hold: ['left', 'fly'], ms: 100 }] }));
  await assert.rejects(policy.decide(seen({ won: false })), PolicyStop);
  assert.equal(
    policy.stepFailure(),
    "the path uses actions the game does not declare: dash, fly (the game's meta().actions: left, jump)",
  );
});

test('a declared path is played step by step, then finished by what state() says', async () => {
  const policy = goldenPolicy(path({ version: 1, steps: [{ press: 'jump' }, { press: 'ArrowRight' }] }));
  const labels = [];
  for (let i = 0; i < 2; i++) labels.push((await policy.decide(seen({ won: false }))).action);
  assert.deepEqual(labels, [
    { action: 'script', index: 0, label: 'press jump' },
    { action: 'script', index: 1, label: 'press ArrowRight' },
  ]);
  const end = await policy.decide(seen({ won: true }));
  assert.deepEqual(end.action, {
    action: 'finish',
    outcome: 'success',
    reason: 'the golden path ended in the win state',
  });
  assert.equal(policy.stepFailure(), undefined);
});

test('the end is judged on won and the expected state; a step failure comes first', () => {
  const expecting = path({
    version: 1,
    steps: [{ wait: 10 }],
    expect: { won: true, state: [{ path: 'score', gte: 3 }] },
  });
  const won = judgeGoldenEnd(expecting, { won: true, score: 3 } as never, undefined);
  assert.deepEqual([won.won, won.passed, won.failure], [true, true, undefined]);
  const short = judgeGoldenEnd(expecting, { won: true, score: 1 } as never, undefined);
  assert.equal(short.failure, 'after the last step: expected score >= 3 (was 1)');
  const stalled = judgeGoldenEnd(expecting, { won: false, score: 0 } as never, 'step 1 timed out');
  assert.deepEqual([stalled.passed, stalled.failure], [false, 'step 1 timed out']);
  const blind = judgeGoldenEnd(expecting, undefined, undefined);
  assert.deepEqual(blind.notes, ['the game has no Game Contract (window.__playsmith); won cannot be read']);
  assert.equal(blind.failure, 'after the last step: expected won == true (was undefined), score >= 3 (was undefined)');
});
