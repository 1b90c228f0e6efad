// The fault predicates of qa inject over replay snapshots: what counts as a mutant's fault against its original, and
// that a predicate holds on the run it came from and not on the original's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeFault, faultHolds, faultsAt, flatten, type Snapshot } from './replay.ts';

const snap = (state: Record<string, unknown>, events: Snapshot['events'] = [], texts: string[] = []): Snapshot => ({
  label: 'press start',
  state,
  events,
  texts,
});

test('flatten: state() as dotted paths, lists as lengths, positions left out but the player keeps its hp', () => {
  const state = {
    scene: 'Level',
    score: 10,
    player: { x: 12.5, y: 40, vx: 1, vy: 0, hp: 3 },
    entities: { coins: [{ x: 1, y: 2 }], door: { x: 5, y: 6 }, open: true },
    flags: { lives: 3 },
  };
  assert.deepEqual(flatten(state), {
    'entities.coins.length': 1,
    'entities.open': true,
    'flags.lives': 3,
    'player.hp': 3,
    scene: 'Level',
    score: 10,
  });
});

test('a score that differs is a state fault that holds on the mutant and not on the original', () => {
  const original = [snap({ score: 0 }), snap({ score: 10 })];
  const mutant = [snap({ score: 0 }), snap({ score: 20 })];
  assert.deepEqual(faultsAt(mutant.slice(0, 1), original, ['state']), [], 'no difference after the first step');
  const [fault] = faultsAt(mutant, original, ['state', 'event']);
  assert.deepEqual(fault, { kind: 'state', path: 'score', equals: 20 });
  assert.equal(faultHolds(fault!, mutant), true);
  assert.equal(faultHolds(fault!, original), false);
  assert.deepEqual(describeFault(fault!, original), { observed: 'state score is 20', expected: 'state score is 10' });
});

test('an event with a payload the original never emitted is an event fault; an extra one changes the count', () => {
  const coin = (collected: number) => ({ type: 'coin_collected', payload: { collected } });
  const original = [snap({}, [coin(1)]), snap({}, [coin(2)])];
  const swapped = [snap({}, [coin(1)]), snap({}, [coin(7)])];
  const [fault] = faultsAt(swapped, original, ['event', 'event-count']);
  assert.deepEqual(fault, { kind: 'event', type: 'coin_collected', payload: { collected: 7 } });
  assert.equal(faultHolds(fault!, swapped), true);
  assert.equal(faultHolds(fault!, original), false);
  const twice = [snap({}, [coin(1), coin(1)])];
  assert.deepEqual(faultsAt(twice, original, ['event', 'event-count']), [
    { kind: 'event-count', type: 'coin_collected', count: 2 },
  ]);
  assert.equal(faultHolds({ kind: 'event-count', type: 'coin_collected', count: 2 }, original), true, 'over 2 steps');
  assert.equal(faultHolds({ kind: 'event-count', type: 'coin_collected', count: 2 }, original.slice(0, 1)), false);
});

test('a text on screen the original does not show is a text fault, in the order the operator prefers', () => {
  const original = [snap({ score: 5 }, [], ['Score 5'])];
  const mutant = [snap({ score: 5 }, [], ['Score 6'])];
  assert.deepEqual(faultsAt(mutant, original, ['state', 'text']), [{ kind: 'text', text: 'Score 6' }]);
  const both = [snap({ score: 6 }, [], ['Score 6'])];
  assert.deepEqual(
    faultsAt(both, original, ['text', 'state']).map((f) => f.kind),
    ['text', 'state'],
  );
});

test('a field the mutant lacks is not a fault it shows; a step past the original run shows nothing', () => {
  const original = [snap({ 'flags.done': false, score: 1 })];
  assert.deepEqual(faultsAt([snap({ score: 1 })], original, ['state']), []);
  assert.deepEqual(faultsAt([snap({ score: 1 }), snap({ score: 2 })], original, ['state']), []);
});
