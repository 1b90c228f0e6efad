// The planner: a win found from the engine alone, proven by replay (and, for a world that waits, with its inputs
// late), written as a golden path play can read; the same seed gives the same plan; a rulebook it cannot win is
// reported unproven and gets no golden path.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseGoldenPath } from '../../src/play/golden-path.ts';
import { LIBRARY_DIR, planRulebook } from '../../src/rulebook/index.ts';

const library = (name: string) => JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8'));

test('a puzzle is won by search, proven on time and late, and written as a golden path play accepts', () => {
  const plan = planRulebook(library('sokoban'), { seed: 1 });
  assert.equal(plan.won, true);
  assert.deepEqual(
    plan.levels.map((l) => [l.method, l.won, l.proven]),
    [
      ['search', true, true],
      ['search', true, true],
      ['search', true, true],
    ],
  );
  assert.ok(plan.levels.every((l) => l.proof.length === 5 && l.proof.every((p) => p.includes('won at tick'))));
  const parsed = parseGoldenPath(plan.goldenPath);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.errors.join('; '));
  const steps = parsed.path.steps;
  assert.deepEqual(steps[1], { press: 'start' });
  assert.ok(
    steps.some((s) => 'press' in s && s.press === 'move_left'),
    'the keeper is moved by its named actions',
  );
  const last = steps.at(-1);
  assert.ok(last && 'until' in last);
  assert.deepEqual(last.until, { path: 'won', equals: true });
});

test('a real-time game is won by the beam, and the same seed plans the same inputs', () => {
  const a = planRulebook(library('flappy'), { seed: 3 });
  const b = planRulebook(library('flappy'), { seed: 3 });
  assert.equal(a.won, true);
  assert.equal(a.levels[0]!.method, 'beam');
  assert.deepEqual(a.levels[0]!.steps, b.levels[0]!.steps);
  assert.deepEqual(a.goldenPath, b.goldenPath);
  assert.ok(
    (a.goldenPath!.steps as { until?: { path: string } }[]).some((s) => s.until?.path === 'flags.tick'),
    'inputs are anchored to the engine tick',
  );
});

test("a board game against the computer is won by searching the computer's real replies", () => {
  const plan = planRulebook(library('connect-four'), { seed: 1 });
  assert.equal(plan.won, true);
  const clicks = plan.levels[0]!.steps.filter((s) => 'click' in s);
  assert.ok(clicks.length >= 4, 'at least four discs dropped');
});

test('a rulebook nobody can win is reported unproven, with why, and no golden path', () => {
  const walledIn = {
    rulebook: 1,
    title: 'Walled in',
    description: 'the exit is behind a wall',
    goal: 'reach the exit',
    world: { grid: { cols: 5, rows: 1 } },
    kinds: {
      me: { noun: 'fox', role: 'player', body: 'mover', steer: 'step' },
      wall: { noun: 'wall', solid: true },
      exit: { noun: 'door', role: 'goal' },
    },
    controls: [
      { name: 'go_right', keys: ['ArrowRight'], do: 'right' },
      { name: 'go_left', keys: ['ArrowLeft'], do: 'left' },
    ],
    rules: [{ when: { touch: ['me', 'exit'] }, then: [{ win: true }] }],
    legend: { '@': 'me', '#': 'wall', E: 'exit' },
    levels: [{ map: ['@.#.E'] }],
  };
  const plan = planRulebook(walledIn, { seed: 1 });
  assert.equal(plan.won, false);
  assert.equal(plan.goldenPath, undefined);
  assert.equal(plan.levels[0]!.proven, false);
  assert.match(plan.levels[0]!.reason, /every line of play was searched and none wins/);
});
