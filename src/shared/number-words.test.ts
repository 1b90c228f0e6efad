import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWord, NUMBER_WORDS } from './number-words.ts';

test('countWord reads digits and the number words, and nothing else', () => {
  assert.equal(countWord('7'), 7);
  assert.equal(countWord('040'), 40);
  assert.equal(countWord('twelve'), 12);
  assert.equal(countWord('Twelve'), undefined, 'the words are looked up as written');
  assert.equal(countWord('zero'), undefined);
  assert.equal(countWord('zero', { zero: 0, ...NUMBER_WORDS }), 0);
  assert.equal(countWord('-3'), undefined);
  assert.equal(countWord(''), undefined);
});

test('a word every object inherits is no count', () => {
  for (const word of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])
    assert.equal(countWord(word), undefined, word);
});
