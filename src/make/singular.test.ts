// The one singular every prompt reader uses: regular plurals, -ies nouns of both kinds, -ves nouns and verbs, and
// words that only look plural.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { singularWord } from './singular.ts';

test('plurals read as one of them; words that only look plural stay', () => {
  const cases: [string, string][] = [
    ['gems', 'gem'],
    ['boxes', 'box'],
    ['berries', 'berry'],
    ['zombies', 'zombie'],
    ['cookies', 'cookie'],
    ['pies', 'pie'],
    ['wolves', 'wolf'],
    ['shelves', 'shelf'],
    ['thieves', 'thief'],
    ['knives', 'knife'],
    ['solves', 'solve'],
    ['valves', 'valve'],
    ['walruses', 'walrus'],
    ['houses', 'house'],
    ['octopus', 'octopus'],
    ['glass', 'glass'],
    ['tetris', 'tetris'],
    ['fish', 'fish'],
    ['mice', 'mouse'],
    ['geese', 'goose'],
  ];
  assert.deepEqual(
    cases.map(([plural]) => [plural, singularWord(plural)]),
    cases,
  );
});
