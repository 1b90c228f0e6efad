// What the text-adventure tester reads in a game's words: the things a sentence lists after a colon, the codes it
// gives in digits or spelled out, and the rules it states (parts that belong together, a carrying limit).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codesInText, rulesInText, thingsInText } from './adventure-text.ts';

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
