// The ui_heavy anagram mode's generator: which prompts are anagram games and what they ask (subject, count, named
// words); seeded scrambles that are never the word; designs that are deterministic per seed, use the prompt's clock
// and words, pass the family's search, and whose golden path types every answer; the requirements the phrases need.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import type { AnagramLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd, writtenCopy } from '../../shared/testing.ts';
import { pickWords, readAnagramWords, scramble } from './anagram.ts';
import { WORD_BANK } from '../wordBank.ts';
import type { UiLevelData } from '../plan.ts';
import { planFor, TIMER_PATH } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { ANAGRAM_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const FRUIT = 'a word game where you unscramble anagrams of fruit names in 60 seconds';
const rounds = (prompt: string, seed: number) => {
  const gdd = designGdd(uiHeavyGenerator, prompt, seed);
  return { gdd, levels: gdd.sections.levels.map((l) => (l.data as unknown as UiLevelData).content as AnagramLevel) };
};

describe('reading an anagram prompt', () => {
  test('the fidelity prompt: fruit names, no count, the phrase that asked', () => {
    const words = readAnagramWords(FRUIT)!;
    assert.equal(words.topic, 'fruit');
    assert.equal(words.topicPhrase, 'fruit names');
    assert.equal(words.target, null);
    assert.equal(words.phrase, 'unscramble anagrams');
    assert.deepEqual(words.named, []);
  });

  test('a count and a named word', () => {
    const words = readAnagramWords('unscramble eight animal words, one of them is zebra')!;
    assert.equal(words.topic, 'animal');
    assert.deepEqual(words.target, { count: 8, phrase: 'eight animal words' });
    assert.deepEqual(words.named, ['zebra']);
  });

  test('other games and other word games are not anagram games', () => {
    for (const prompt of [
      'a quiz about space with 10 questions',
      'a hangman word game about animals',
      'a typing game where you type words to stop falling meteors',
      'a card duel against a vampire',
    ])
      assert.equal(readAnagramWords(prompt), null, prompt);
  });
});

describe('scrambles and words', () => {
  test('a scramble holds the same letters and is never the word, for every bank word and many seeds', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const random = createRandom(seed, 'test');
      for (const word of Object.values(WORD_BANK).flat()) {
        const s = scramble(word, random);
        assert.notEqual(s, word);
        assert.equal([...s].sort().join(''), [...word].sort().join(''), word);
      }
    }
  });

  test('named words come first and no two picked words are anagrams of each other', () => {
    const picked = pickWords('fruit', ['lemon', 'quince'], 8, createRandom(3, 'test'));
    assert.deepEqual(picked.slice(0, 2), ['lemon', 'quince']);
    const keys = picked.map((w) => [...w].sort().join(''));
    assert.equal(new Set(keys).size, picked.length);
  });

  test('no bank word is spelled by another of its topic (one answer per scramble)', () => {
    for (const [topic, words] of Object.entries(WORD_BANK)) {
      const keys = words.map((w) => [...w].sort().join(''));
      assert.equal(new Set(keys).size, words.length, topic);
      for (const w of words) assert.match(w, /^[a-z]{3,10}$/, `${topic}: ${w}`);
    }
  });
});

describe('designing an anagram game', () => {
  test('the fidelity prompt: one round of six fruit words on a 60 s clock, typed by the golden path', () => {
    const { gdd, levels } = rounds(FRUIT, 1);
    assert.equal(gdd.archetype, 'ui_heavy');
    assert.equal(levels.length, 1);
    const [round] = levels;
    assert.equal(round!.mode, 'anagram');
    assert.equal(round!.target, 6);
    for (const w of round!.words) assert.ok(WORD_BANK.fruit!.includes(w.answer), w.answer);
    assert.equal(gdd.sections.config[TIMER_PATH], 60);
    assert.ok(gdd.decisions.some((d) => /6 words \(the mode's default/.test(d)));
    const { plan } = planFor(gdd, ANAGRAM_PLANNERS);
    assert.deepEqual(plan.problems, []);
    const typed = plan.steps
      .flatMap((s) => ('press' in s && /^Key[A-Z]$/.test(s.press) ? [s.press.slice(3).toLowerCase()] : []))
      .join('');
    assert.equal(typed, round!.words.map((w) => w.answer).join(''));
    assert.equal(uiHeavyGenerator.validate(gdd).length, 0);
  });

  test('deterministic per seed, different across seeds', () => {
    const a = JSON.stringify(rounds(FRUIT, 4).levels);
    assert.equal(JSON.stringify(rounds(FRUIT, 4).levels), a);
    assert.notEqual(JSON.stringify(rounds(FRUIT, 5).levels), a);
  });

  test('a count, a named word and levels are made as asked; a clock too short for the words grows and says so', () => {
    const { gdd, levels } = rounds(
      'an anagram game with 2 levels: unscramble 5 animal words, including zebra, in 5 seconds',
      2,
    );
    assert.equal(levels.length, 2);
    assert.deepEqual(
      levels.map((l) => l.target),
      [5, 5],
    );
    assert.ok(levels.some((l) => l.words.some((w) => w.answer === 'zebra')));
    assert.ok((gdd.sections.config[TIMER_PATH] as number) > 5);
    assert.ok(gdd.ignored.some((i) => /5 s time limit/.test(i.what)));
    assert.deepEqual(planFor(gdd, ANAGRAM_PLANNERS).plan.problems, []);
  });

  test('requirements: words solved, the topic shown in play by its phrase, fair scrambles, the clock', () => {
    const { gdd } = rounds(FRUIT, 1);
    const reqs = uiHeavyGenerator.requirements(gdd);
    const byId = Object.fromEntries(reqs.map((r) => [r.id, r]));
    assert.deepEqual(byId['words-solved']!.check, { kind: 'event', event: 'word_solved', minCount: 6 });
    assert.equal(byId['topic-words-shown']!.source, 'fruit names');
    assert.equal(byId.scrambled!.check.kind === 'design' && byId.scrambled!.check.ok, true);
    assert.equal(byId.timer!.check.kind === 'design' && byId.timer!.check.ok, true);
  });

  test('the made files: Escape alone pauses (P is a letter) and the Level keeps the clock', () => {
    const { gdd } = rounds(FRUIT, 1);
    writtenCopy(uiHeavyGenerator, gdd, (dir) => {
      const definition = readFileSync(join(dir, 'src/game/definition.ts'), 'utf8');
      assert.match(definition, /\{ name: 'pause', keys: \['Escape'\]/);
      const level = readFileSync(join(dir, 'src/game/Level.ts'), 'utf8');
      assert.match(level, /failLevel\('Time up'\)/);
      const golden = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8'));
      assert.ok(golden.steps.some((s: { press?: string }) => s.press === 'KeyA'));
    });
  });
});
