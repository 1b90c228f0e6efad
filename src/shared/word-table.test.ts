import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWord } from './number-words.ts';
import { wordEntry } from './word-table.ts';

test("a word every object inherits is in no table; the table's own words are", () => {
  const table: Readonly<Record<string, string>> = { fox: 'foxes', constructor: 'builders' };
  assert.equal(wordEntry(table, 'fox'), 'foxes');
  assert.equal(wordEntry(table, 'constructor'), 'builders');
  for (const inherited of Object.getOwnPropertyNames(Object.prototype))
    assert.equal(wordEntry({ fox: 1 }, inherited), undefined, inherited);
  assert.equal(countWord('constructor'), undefined);
  assert.equal(countWord('seven'), 7);
});
