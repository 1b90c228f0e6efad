// A story whose ending depends on who is accused: the reader finds the phrase; the last chapter ends in an
// accusation of three suspects with an ending each (one won, the others lost with their own reasons), the search
// reaches every ending, the golden path accuses the culprit; the story is set on the prompt's night train.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StoryLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd, withLevel } from '../../shared/testing.ts';
import { readAccusation } from './accuse.ts';
import type { UiLevelData } from '../plan.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { CHAPTER_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const TRAIN =
  'an interactive story where a detective solves a murder on a night train and the ending depends on who you accuse';
const lastChapter = (gdd: ReturnType<typeof designGdd>) => {
  const levels = gdd.sections.levels;
  return { index: levels.length - 1, level: (levels[levels.length - 1]!.data as unknown as UiLevelData).content };
};

describe('an accusation ending', () => {
  test('the reader', () => {
    assert.equal(readAccusation(TRAIN)?.verb, 'accuse');
    assert.equal(readAccusation('a choose-your-own-adventure with 2 good endings and 1 bad ending'), null);
  });

  test('three suspects, an ending each, the culprit the won one; the golden path accuses the culprit', () => {
    for (const seed of [1, 2]) {
      const gdd = designGdd(uiHeavyGenerator, TRAIN, seed);
      const level = lastChapter(gdd).level as StoryLevel;
      const accuse = level.nodes.goal!.choices!;
      assert.equal(accuse.length, 3);
      const ends = accuse.map((c) => level.nodes[c.next]!.end);
      assert.deepEqual([...ends].sort(), ['failed', 'failed', 'won']);
      assert.equal(new Set(accuse.map((c) => c.next)).size, 3);
      assert.match(level.nodes.goal!.text, /murder on the night train/);
      const { plan } = planFor(gdd, CHAPTER_PLANNERS);
      assert.deepEqual(plan.problems, []);
      const last = plan.levels[plan.levels.length - 1]!;
      for (const c of accuse) assert.ok(last.reached.includes(c.next), `${c.next} is reachable`);
      const culprit = accuse.findIndex((c) => level.nodes[c.next]!.end === 'won');
      const steps = last.steps;
      const atGoal = steps.findIndex((s) => 'until' in s && s.until.equals === 'goal');
      assert.deepEqual(steps[atGoal + 1], { press: `choose_${culprit + 1}` });
    }
  });

  test('requirements: an ending per accusation, the murder and the night train shown', () => {
    const gdd = designGdd(uiHeavyGenerator, TRAIN, 1);
    const byId = Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    const endings = byId['endings-by-choice']!;
    assert.equal(endings.check.kind === 'design' && endings.check.ok, true);
    assert.equal(endings.source, 'ending depends on who you accuse');
    assert.equal(byId['murder-shown']!.source, 'murder');
    assert.equal(byId['night-train-shown']!.source, 'night train');
    // Two accusations reaching the same ending are refused.
    const { index, level } = lastChapter(gdd);
    const story = level as StoryLevel;
    const same = story.nodes.goal!.choices!.map((c, _i, all) => ({ ...c, next: all[0]!.next }));
    const broken = structuredClone(story);
    broken.nodes.goal!.choices = same;
    const data = { ...(gdd.sections.levels[index]!.data as unknown as UiLevelData), content: broken };
    const changed = withLevel(gdd, index, { data: data as unknown as Record<string, unknown> });
    const again = uiHeavyGenerator.requirements(changed).find((r) => r.id === 'endings-by-choice')!;
    assert.equal(again.check.kind === 'design' && again.check.ok, false);
  });
});
