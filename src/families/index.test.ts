// The family registry: every descriptor keeps the schema and the registry's cross-family rules, and a broken one is
// reported with the family and the field to fix.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAMILIES, registryProblems } from './index.ts';

test('every family descriptor keeps the schema, sits under its own archetype, and the registry is consistent', () => {
  assert.deepEqual(registryProblems(FAMILIES), []);
});

test('a descriptor under another name, a bad strategy row, a clashing hook and a doubled rank are reported', () => {
  const problems = registryProblems({
    ...FAMILIES,
    racing: { ...FAMILIES.platformer, hooks: { ...FAMILIES.platformer.hooks, assets: { art: { fields: ['x'] } } } },
    puzzle: {
      ...FAMILIES.grid_logic,
      archetype: 'puzzle',
      strategy: { ...FAMILIES.grid_logic.strategy, inputs: [{ hold: 'sideways', fromMs: 0, toMs: 100 }] },
    },
  });
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0]!, /^src\/families\/racing: filed as "racing" but declares archetype "platformer"$/);
  assert.match(problems[1]!, /^src\/families\/puzzle: strategy\.inputs\.0: /);
  assert.match(problems[2]!, /^asset hook art\(\) is declared by top_down and platformer with other fields$/);
  assert.match(problems[3]!, /^agent question ranks must be 1\.\.6, each once; they are 1, 2, 3, 4, 4, 5$/);
});
