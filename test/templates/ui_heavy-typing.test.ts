// The ui_heavy template's typing-defence rules in Node: words appear at their times and fall on the game clock,
// letters aim at the lowest word they start, a finished word is destroyed, a miss starts the typing over, a word
// that lands hits the city, and the defence is over when every word has fallen or the city's health is gone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TypingDefence } from '../../templates/ui_heavy/src/family/modes/typing/typing.ts';
import { contentProblems, type TypingLevel } from '../../templates/ui_heavy/src/family/content.ts';

const WORDS = [
  { word: 'comet', x: 200, at: 0 },
  { word: 'crater', x: 500, at: 1000 },
];

describe('TypingDefence', () => {
  test('words appear at their times and fall; typing one in full destroys it', () => {
    const d = new TypingDefence(WORDS, 4000, 3);
    d.advance(500);
    assert.equal(d.spawnedCount, 1);
    assert.equal(d.falling[0]!.progress, 0.125);
    for (const ch of 'come') assert.equal(d.type(ch), null);
    assert.deepEqual(d.type('t'), { kind: 'destroyed', index: 0, word: 'comet' });
    assert.equal(d.destroyed, 1);
    assert.equal(d.typed, '');
  });

  test('letters aim at the lowest word they start; a letter no word goes on with starts over', () => {
    const d = new TypingDefence(WORDS, 4000, 3);
    d.advance(1500);
    assert.equal(d.target('c')!.word, 'comet', 'comet fell first, so it is lower');
    d.type('c');
    d.type('r');
    assert.equal(d.target()!.word, 'crater', 'only crater goes on with "cr"');
    d.type('x');
    assert.equal(d.typed, '', 'no word starts with x');
    d.type('c');
    d.type('o');
    d.type('z');
    assert.equal(d.typed, '');
    d.backspace();
    assert.equal(d.typed, '');
  });

  test('a word reaching the ground hits the city; the last health ends the defence', () => {
    const d = new TypingDefence(WORDS, 4000, 2);
    const first = d.advance(4000);
    assert.deepEqual(first, [{ kind: 'hit', index: 0, word: 'comet' }]);
    assert.equal(d.health, 1);
    assert.equal(d.over, false);
    d.advance(1000);
    assert.equal(d.health, 0);
    assert.equal(d.hits, 2);
    assert.equal(d.over, true);
  });

  test('the defence is over, with the city standing, once every word has fallen and none is in the air', () => {
    const d = new TypingDefence(WORDS, 4000, 3);
    d.advance(10);
    for (const ch of 'comet') d.type(ch);
    assert.equal(d.over, false, 'crater has not appeared yet');
    d.advance(1000);
    for (const ch of 'crater') d.type(ch);
    assert.equal(d.over, true);
    assert.equal(d.health, 3);
  });
});

describe('typing content', () => {
  const level = (change: Partial<TypingLevel> = {}): TypingLevel => ({
    mode: 'typing',
    title: 'Defend the City',
    city: 'City',
    cityHealth: 3,
    meteor: 'meteor',
    fallMs: 6000,
    words: WORDS,
    ...change,
  });
  const problems = (l: TypingLevel) =>
    contentProblems(
      { resources: [], cards: {}, levels: { a: l } },
      { levelOrder: ['a'], textureKeys: new Set(['meteor']) },
    );

  test('a well-formed round has no problems', () => {
    assert.deepEqual(problems(level()), []);
  });

  test('words out of order, a bad word, an unknown texture and no health are refused', () => {
    const bad = problems(
      level({
        cityHealth: 0,
        meteor: 'rock',
        words: [
          { word: 'comet', x: 200, at: 2000 },
          { word: 'Mars!', x: 300, at: 1000 },
        ],
      }),
    );
    assert.ok(bad.some((p) => /cityHealth: is 0/.test(p)));
    assert.ok(bad.some((p) => /meteor: "rock" is not a visual key/.test(p)));
    assert.ok(bad.some((p) => /words\[1\]\.word: must be 2 to 12 lowercase letters/.test(p)));
    assert.ok(bad.some((p) => /words\[1\]\.at: is before the word above it/.test(p)));
  });
});
