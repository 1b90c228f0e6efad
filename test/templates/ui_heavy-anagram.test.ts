// The ui_heavy template's anagram rules in Node: typing and clicking take free letter tiles, Backspace gives one
// back, a full guess solves the word or is wrong (and frees the tiles when cleared); the content checker refuses a
// scramble that is the answer itself or holds other letters, and a target beyond the words.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AnagramRound, sameLetters } from '../../templates/ui_heavy/src/family/modes/anagram/anagram.ts';
import { contentProblems, type AnagramLevel } from '../../templates/ui_heavy/src/family/content.ts';

describe('AnagramRound', () => {
  test('typing the answer letter by letter solves it; tiles are taken left to right among equal letters', () => {
    const round = new AnagramRound('apple', 'lpape');
    assert.equal(round.type('A'), 'added');
    assert.equal(round.used(2), true, 'the only a is tile 2');
    assert.equal(round.type('p'), 'added');
    assert.equal(round.used(1), true, 'the first free p is tile 1');
    assert.equal(round.type('p'), 'added');
    assert.equal(round.used(3), true);
    assert.equal(round.type('l'), 'added');
    assert.equal(round.typed, 'appl');
    assert.equal(round.type('e'), 'solved');
  });

  test('a letter the scramble has no free tile for is ignored', () => {
    const round = new AnagramRound('pear', 'rpae');
    assert.equal(round.type('z'), 'ignored');
    round.type('p');
    assert.equal(round.type('p'), 'ignored', 'pear has one p');
    assert.equal(round.typed, 'p');
  });

  test('clicks take tiles by position; a used tile or one off the row is ignored', () => {
    const round = new AnagramRound('fig', 'gif');
    assert.equal(round.click(2), 'added');
    assert.equal(round.click(2), 'ignored');
    assert.equal(round.click(7), 'ignored');
    assert.equal(round.click(1), 'added');
    assert.equal(round.click(0), 'solved');
    assert.equal(round.typed, 'fig');
  });

  test('a wrong full guess says so; Backspace and clear give the tiles back', () => {
    const round = new AnagramRound('lemon', 'nomel');
    for (const ch of 'melo') round.type(ch);
    assert.equal(round.backspace(), true);
    assert.equal(round.typed, 'mel');
    round.type('o');
    assert.equal(round.type('n'), 'wrong', 'melon is not the answer of this round');
    round.clear();
    assert.equal(round.typed, '');
    assert.equal(round.backspace(), false);
    for (const ch of 'lemo') round.type(ch);
    assert.equal(round.type('n'), 'solved');
  });

  test('a scramble that is not an anagram of the answer is refused', () => {
    assert.equal(sameLetters('grape', 'pager'), true);
    assert.equal(sameLetters('grape', 'paper'), false);
    assert.throws(() => new AnagramRound('grape', 'paper'), /not an anagram/);
  });
});

describe('anagram content', () => {
  const level = (change: Partial<AnagramLevel> = {}): AnagramLevel => ({
    mode: 'anagram',
    title: 'Fruit Anagrams',
    topic: 'fruit',
    target: 2,
    words: [
      { answer: 'apple', scramble: 'lpape' },
      { answer: 'kiwi', scramble: 'iwik' },
    ],
    ...change,
  });
  const problems = (l: AnagramLevel) =>
    contentProblems(
      { resources: [], cards: {}, levels: { a: l } },
      { levelOrder: ['a'], textureKeys: new Set<string>() },
    );

  test('a well-formed round has no problems', () => {
    assert.deepEqual(problems(level()), []);
  });

  test('a scramble equal to its answer, other letters, a bad answer and a target beyond the words are refused', () => {
    const bad = problems(
      level({
        target: 5,
        words: [
          { answer: 'apple', scramble: 'apple' },
          { answer: 'kiwi', scramble: 'kiwk' },
          { answer: 'Fig', scramble: 'gif' },
        ],
      }),
    );
    assert.ok(bad.some((p) => /words\[0\]\.scramble: is the answer itself/.test(p)));
    assert.ok(bad.some((p) => /words\[1\]\.scramble: must hold exactly the letters of "kiwi"/.test(p)));
    assert.ok(bad.some((p) => /words\[2\]\.answer: must be 3 to 10 lowercase letters/.test(p)));
    assert.ok(bad.some((p) => /target: is 5; use 1 to 3/.test(p)));
  });
});
