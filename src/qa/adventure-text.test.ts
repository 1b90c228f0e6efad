// What the text-adventure tester reads in a game's words: the things a sentence lists after a colon, the codes it
// gives in digits or spelled out, and the rules it states (parts that belong together, a carrying limit); and the
// way a fault is replayed without its detours, where a step the game took without showing it is never cut.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codesInText, rulesInText, thingsInText } from './adventure-text.ts';
import { withoutDetours } from './tester.ts';

describe("the game's words", () => {
  test('the things a text lists after a colon, without articles, and nothing from plain prose', () => {
    assert.deepEqual(thingsInText('You open the chest. Inside you find: a small key and some rope.'), [
      'small key',
      'rope',
    ]);
    assert.deepEqual(thingsInText('You notice: ladder, oil flask and the bucket!'), ['ladder', 'oil flask', 'bucket']);
    assert.deepEqual(thingsInText('A cold wind blows from the north.'), []);
  });

  test('codes in digits and spelled out, and no date or fraction taken for one', () => {
    assert.deepEqual(codesInText('The note reads 2-9-6.'), ['296']);
    assert.deepEqual(codesInText('Scratched in the wood: four-one-seven.'), ['417']);
    assert.deepEqual(codesInText('Dated 12/05, it says nothing else.'), []);
  });

  test('parts that belong together and a carrying limit, in words or digits', () => {
    assert.deepEqual(rulesInText('Find the three key fragments, join them and open the great door.'), {
      counts: [{ of: 'fragment', count: 3, qualifier: 'key' }],
    });
    assert.deepEqual(rulesInText('inventory - List what you carry (six things at most)'), { counts: [], carry: 6 });
    assert.deepEqual(rulesInText('You may carry up to 4 items.'), { counts: [], carry: 4 });
    assert.deepEqual(rulesInText('A single stone lies here.'), { counts: [] });
  });
});

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
