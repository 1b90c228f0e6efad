// The way a fault is replayed without its detours: a loop back to a state already seen is cut, a step the game took
// without showing it is never cut, and the last step, where the fault shows, stays.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withoutDetours } from './adventure-ways.ts';

describe('a way without its detours', () => {
  test('a step back to a state already seen drops the loop; a hidden change is never cut; the last step stays', () => {
    const steps = ['north', 'south', 'take key', 'look'];
    // After north the player is in b, after south back in a (the start), then the key is taken.
    assert.deepEqual(withoutDetours(steps, ['b', 'a', 'c', 'c'], 'a'), ['take key', 'look']);
    // Opening a drawer shows nothing, yet changes what the game hides: the way keeps it.
    assert.deepEqual(withoutDetours(['open drawer', 'take key'], ['a', 'c'], 'a', [true, false]), [
      'open drawer',
      'take key',
    ]);
    assert.deepEqual(withoutDetours(['wait', 'wait'], ['a', 'a'], 'a'), ['wait']);
  });
});
