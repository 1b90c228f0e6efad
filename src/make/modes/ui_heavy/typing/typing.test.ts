// The ui_heavy typing defence's generator: what a typing prompt asks (what falls, the place, counts, health); designs
// that are deterministic per seed, whose fall simulated on the game clock loses no word to the golden path, whose
// golden path types every word in the order they fall; a fall too fast to type is refused; the requirements.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TypingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd, withLevel } from '../../shared/testing.ts';
import type { UiLevelData } from '../plan.ts';
import { DEFAULT_HEALTH, DEFAULT_WORDS, readTypingWords } from './typing.ts';
import { simulateTyping } from './typingSim.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { TYPING_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const METEORS = 'a typing game where you type words to stop falling meteors from hitting the city';
const defence = (prompt: string, seed: number) => {
  const gdd = designGdd(uiHeavyGenerator, prompt, seed);
  return { gdd, level: (gdd.sections.levels[0]!.data as unknown as UiLevelData).content as TypingLevel };
};

describe('reading a typing prompt', () => {
  test('the fidelity prompt: meteors fall on the city; no counts', () => {
    const words = readTypingWords(METEORS)!;
    assert.equal(words.foe, 'meteor');
    assert.equal(words.foePhrase, 'falling meteors');
    assert.equal(words.place, 'city');
    assert.equal(words.words, null);
    assert.equal(words.waves, null);
  });

  test('counts of words, waves and health', () => {
    const words = readTypingWords('a typing defence with 3 waves where the castle has 5 health, defend the castle')!;
    assert.equal(words.waves?.count, 3);
    assert.equal(words.health?.count, 5);
    assert.equal(words.place, 'castle');
    assert.equal(readTypingWords('a quiz about space'), null);
  });
});

describe('designing a typing defence', () => {
  test('the fidelity prompt: the defaults, a meteor to fall on, a golden path typing every word in order', () => {
    const { gdd, level } = defence(METEORS, 1);
    assert.equal(level.words.length, DEFAULT_WORDS);
    assert.equal(level.cityHealth, DEFAULT_HEALTH);
    assert.ok(gdd.sections.assets.assets.some((a) => a.key === level.meteor && /meteor/.test(a.description)));
    const { plan } = planFor(gdd, TYPING_PLANNERS);
    assert.deepEqual(plan.problems, []);
    const typed = plan.steps
      .flatMap((s) => ('press' in s && /^Key[A-Z]$/.test(s.press) ? [s.press.slice(3).toLowerCase()] : []))
      .join('');
    assert.equal(typed, level.words.map((w) => w.word).join(''));
    const sim = simulateTyping(level);
    assert.deepEqual([sim.destroyed, sim.hits], [level.words.length, 0]);
  });

  test('deterministic per seed, different across seeds; words fall in time order', () => {
    const a = JSON.stringify(defence(METEORS, 3).level);
    assert.equal(JSON.stringify(defence(METEORS, 3).level), a);
    assert.notEqual(JSON.stringify(defence(METEORS, 4).level), a);
    const { level } = defence(METEORS, 3);
    for (let i = 1; i < level.words.length; i++) assert.ok(level.words[i]!.at > level.words[i - 1]!.at);
  });

  test('waves and health from the prompt', () => {
    const { level } = defence('a typing game with 3 waves of falling asteroids, the base has 5 health', 1);
    assert.equal(level.waves, 3);
    assert.equal(level.words.length, 12);
    assert.equal(level.cityHealth, 5);
  });

  test('a fall too fast for the golden path to type is refused by the search', () => {
    const { gdd, level } = defence(METEORS, 1);
    const fast = { ...level, fallMs: 1000, words: level.words.map((w, i) => ({ ...w, at: i * 100 })) };
    const data = { ...(gdd.sections.levels[0]!.data as unknown as UiLevelData), content: fast };
    const broken = withLevel(gdd, 0, { data: data as unknown as Record<string, unknown> });
    assert.ok(uiHeavyGenerator.validate(broken).some((p) => /lets \d+ land/.test(p)));
  });

  test('requirements: words destroyed, meteors shown by their phrase, the city held, a fair fall', () => {
    const { gdd, level } = defence(METEORS, 1);
    const byId = Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId['words-destroyed']!.check, {
      kind: 'event',
      event: 'word_destroyed',
      minCount: level.words.length,
    });
    assert.equal(byId['meteor-shown']!.source, 'falling meteors');
    assert.deepEqual(byId['city-shown']!.check, { kind: 'event', event: 'city_held', minCount: 1 });
    assert.equal(byId['typing-fair']!.check.kind === 'design' && byId['typing-fair']!.check.ok, true);
  });
});
