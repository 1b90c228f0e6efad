// The bounded design loop: the first design without problems wins; when none does, the error lists every attempt's
// reason, the seed and what to try.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DesignInput, FamilyDesign } from '../../mode.ts';
import { designWithRetries } from './design.ts';

const input = { seed: 7 } as DesignInput;
const design = (title: string) => ({ title }) as FamilyDesign;

test('attempts go on past a throw and past problems, and stop at the first good design', () => {
  const tried: number[] = [];
  const made = designWithRetries(
    input,
    { family: 'grid_logic', attempts: 4 },
    (i) => {
      tried.push(i);
      if (i === 0) throw new Error('no room for a box');
      return design(`try ${i}`);
    },
    (d) => (d.title === 'try 1' ? ['level 1 cannot be solved'] : []),
  );
  assert.equal(made.title, 'try 2');
  assert.deepEqual(tried, [0, 1, 2]);
});

test('when every attempt fails, the error says what each one hit, the seed, and what to try', () => {
  assert.throws(
    () =>
      designWithRetries(
        input,
        { family: 'tower_defense', attempts: 2, wanted: 'valid, winnable level set', advice: 'Try an easier game.' },
        (i) => design(`try ${i}`),
        (d) => [`${d.title} leaks`, 'waves too short'],
      ),
    {
      message:
        'the tower_defense designer found no valid, winnable level set in 2 attempts (seed 7): ' +
        'attempt 1: try 0 leaks; waves too short | attempt 2: try 1 leaks; waves too short. Try an easier game.',
    },
  );
});
