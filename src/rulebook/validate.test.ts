// What `playsmith rulebook validate` says about bad rulebooks: each problem at its JSON path with what was expected,
// names that are not defined (with the nearest one), rules and kinds that can never matter, a win nothing reaches,
// spawns without end, and worlds too big to hold — and never a hang.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LIBRARY_DIR } from './library.ts';
import { checkRulebook, type RulebookProblem } from './validate.ts';

const base = {
  rulebook: 1,
  title: 'Test',
  description: 'a test',
  goal: 'win',
  world: { grid: { cols: 4, rows: 1 } },
  kinds: { me: { noun: 'fox', role: 'player', body: 'mover', steer: 'step' }, coin: { noun: 'coin' } },
  controls: [{ name: 'go', keys: ['ArrowRight'], do: 'right' }],
  rules: [{ when: { touch: ['me', 'coin'] }, then: [{ win: true }] }],
  legend: { '@': 'me', c: 'coin' },
  levels: [{ map: ['@.c.'] }],
};

function problems(json: unknown, severity: RulebookProblem['severity'] = 'error'): RulebookProblem[] {
  return checkRulebook(json).problems.filter((p) => p.severity === severity);
}

test('a sound rulebook passes with no errors', () => {
  const r = checkRulebook(base);
  assert.equal(r.ok, true, JSON.stringify(r.problems));
});

test('schema errors name the JSON path and what was expected there', () => {
  const bad = { ...base, kinds: { ...base.kinds, coin: { noun: 'coin', body: 'hovering' } } };
  const [p] = problems(bad);
  assert.equal(p?.path, 'kinds.coin.body');
  assert.match(p!.message, /expected one of .*"ball"/);
  const twoThings = { ...base, rules: [{ when: { touch: ['me', 'coin'], clicked: 'coin' }, then: [{ win: true }] }] };
  assert.deepEqual(
    problems(twoThings).map((x) => [x.path, x.message]),
    [['rules[0].when', "a rule's `when` does one thing; it has touch and clicked"]],
  );
});

test('an unknown kind is named where it is used, with the kind it was probably meant to be', () => {
  const bad = { ...base, rules: [{ when: { touch: ['me', 'coins'] }, then: [{ win: true }] }] };
  const [p] = problems(bad);
  assert.equal(p?.path, 'rules[0].when.touch[1]');
  assert.match(p!.message, /no kind named "coins" \(did you mean "coin"\?\)/);
});

test('a rule that names a counter nobody declared is an error, with the counters there are', () => {
  const bad = {
    ...base,
    counters: { lives: { initial: 3 } },
    rules: [...base.rules, { when: { touch: ['me', 'coin'] }, then: [{ counter: { name: 'live', add: -1 } }] }],
  };
  const [p] = problems(bad);
  assert.equal(p?.path, 'rules[1].then[0].counter.name');
  assert.match(p!.message, /no counter named "live" \(did you mean "lives"\?\).*counters: lives/);
});

test('a win no rule can reach is an error; rules and kinds that never matter are warnings', () => {
  const bad = {
    ...base,
    kinds: { ...base.kinds, ghost: { noun: 'ghost' } },
    rules: [
      { when: { touch: ['me', 'ghost'] }, then: [{ win: true }] },
      { when: { touch: ['me', 'coin'] }, then: [{ score: 1 }] },
    ],
  };
  assert.match(
    problems(bad)
      .map((p) => p.message)
      .join('\n'),
    /no rule that can fire wins the level/,
  );
  const warnings = problems(bad, 'warning').map((p) => `${p.path}: ${p.message}`);
  assert.ok(
    warnings.some((w) => w.startsWith('kinds.ghost:') && /never appears/.test(w)),
    warnings.join('\n'),
  );
  assert.ok(
    warnings.some((w) => w.startsWith('rules[0]:') && /can never fire/.test(w)),
    warnings.join('\n'),
  );
});

test('spawners that feed each other without a count or a cap are refused', () => {
  const bad = {
    ...base,
    world: { arena: { width: 400, height: 300 } },
    kinds: {
      ...base.kinds,
      hen: { noun: 'hen', behaviours: [{ spawn: { kind: 'egg', everyMs: 100 } }] },
      egg: { noun: 'egg', behaviours: [{ spawn: { kind: 'hen', everyMs: 100 } }] },
    },
    levels: [
      {
        things: [
          { kind: 'hen', at: [10, 10] },
          { kind: 'me', at: [50, 50] },
          { kind: 'coin', at: [90, 90] },
        ],
      },
    ],
  };
  assert.match(
    problems(bad)
      .map((p) => p.message)
      .join('\n'),
    /spawns feed each other without end \(.*hen -> egg -> hen/,
  );
});

test('a world that fills itself anyway is stopped by the dry run with an error, not a hang', () => {
  const bad = {
    ...base,
    world: { arena: { width: 400, height: 300 } },
    kinds: { ...base.kinds, seed: { noun: 'seed' } },
    rules: [...base.rules, { when: { every: 20 }, then: [{ spawn: { kind: 'seed', count: 50 } }] }],
    levels: [
      {
        things: [
          { kind: 'me', at: [50, 50] },
          { kind: 'coin', at: [90, 90] },
        ],
      },
    ],
  };
  const messages = problems(bad).map((p) => p.message);
  assert.ok(
    messages.some((m) => /more than 1500 things at once/.test(m)),
    messages.join('\n'),
  );
});

test('a board of a million cells is refused at the schema, before anything is built', () => {
  const bad = { ...base, world: { grid: { cols: 1000, rows: 1000 } } };
  const found = problems(bad).map((p) => `${p.path}: ${p.message}`);
  assert.ok(found.includes('world.grid.cols: Too big: expected number to be <=64'), found.join('\n'));
  assert.ok(found.includes('world.grid.rows: Too big: expected number to be <=64'), found.join('\n'));
  assert.ok(found.includes('world.grid: a 1000x1000 board has 1000000 cells; at most 4096'), found.join('\n'));
});

test('a level map with a character the legend lacks, or bigger than its board, is named by row', () => {
  const bad = { ...base, levels: [{ map: ['@.c.x'] }] };
  const messages = problems(bad).map((p) => `${p.path}: ${p.message}`);
  assert.ok(messages.includes('levels[0].map[0]: "x" (column 5) is not in the legend'), messages.join('\n'));
  assert.ok(
    messages.some((m) => /the map is 5x1 but the board is 4x1/.test(m)),
    messages.join('\n'),
  );
});

test('an action rule for a control that does not exist is named', () => {
  const bad = { ...base, rules: [...base.rules, { when: { action: 'jmup' }, then: [{ score: 1 }] }] };
  assert.match(
    problems(bad)
      .map((p) => p.message)
      .join('\n'),
    /no control named "jmup"/,
  );
});

test('every rulebook of the library is valid, with no warnings', () => {
  for (const file of readdirSync(LIBRARY_DIR).filter((f) => f.endsWith('.json'))) {
    const r = checkRulebook(JSON.parse(readFileSync(join(LIBRARY_DIR, file), 'utf8')));
    assert.deepEqual(r.problems, [], file);
  }
});
