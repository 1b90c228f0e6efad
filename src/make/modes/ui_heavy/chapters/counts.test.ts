// The numbers a ui_heavy prompt gives are made as asked and each is a requirement that fails when the game differs:
// a quiz's questions, rounds and pass mark (played with just the pass mark), a story's endings, a foe's health and a
// deck's size. Designs only; the real makes are in the make-fidelity suite.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CardsLevel, QuizLevel, StoryLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { Gdd } from '../../../gdd.ts';
import { readIntent } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { designGdd } from '../../shared/testing.ts';
import { countsOf } from '../counts.ts';
import type { UiLevelData } from '../plan.ts';
import { readUiWords } from '../words.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { CHAPTER_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const designFor = (prompt: string, seed = 1): Gdd => designGdd(uiHeavyGenerator, prompt, seed);
const byId = (gdd: Gdd): Record<string, Requirement> =>
  Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
const contentOf = (gdd: Gdd, i: number) => (gdd.sections.levels[i]!.data as unknown as UiLevelData).content;

describe('ui_heavy: the numbers a prompt gives', () => {
  test('are read as written, with their phrases; the foe has the health the player is not said to have', () => {
    const c = countsOf('a quiz with twelve questions where 8 correct answers win');
    assert.deepEqual([c.questions?.count, c.passMark?.count], [12, 8]);
    const story = countsOf('a story with 2 good endings and 1 bad ending');
    assert.deepEqual([story.endings?.total?.count, story.endings?.good?.count, story.endings?.bad?.count], [3, 2, 1]);
    assert.equal(countsOf('a visual novel with 4 endings').endings?.total?.phrase, '4 endings');
    const duel = countsOf('you have 20 hp against a vampire lord with 30 hp and a 12-card deck');
    assert.deepEqual([duel.foeHealth?.phrase, duel.deckSize?.count], ['30 hp', 12]);
    assert.deepEqual(countsOf('a card duel against a dragon'), {
      questions: null,
      passMark: null,
      endings: null,
      foeHealth: null,
      deckSize: null,
    });
    assert.equal(readUiWords(readIntent('your deck has 20 cards')).counts.deckSize?.count, 20);
  });

  test('a quiz of 12 questions is one round with the pass mark asked, and its golden path passes on just that', () => {
    const gdd = designFor('a quiz about dinosaurs with 12 questions where you need 8 right answers to win');
    assert.deepEqual(gdd.sections.architecture.levelOrder, ['quiz_1']);
    const quiz = contentOf(gdd, 0) as QuizLevel;
    assert.deepEqual([quiz.questions.length, quiz.passMark], [12, 8]);
    assert.match(quiz.intro![0]!.text, /12 questions.*Get 8 right/);
    // The first 4 answers are wrong, the last 8 right.
    const presses = planFor(gdd, CHAPTER_PLANNERS)
      .plan.steps.filter((s) => 'press' in s)
      .map((s) => ('press' in s ? s.press : ''));
    const answers = presses
      .slice(2)
      .filter((_, i) => i % 2 === 0)
      .slice(0, 12);
    const right = quiz.questions.map((q, i) => answers[i] === `choose_${q.correct + 1}`);
    assert.deepEqual(right, [...Array(4).fill(false), ...Array(8).fill(true)]);
    const r = byId(gdd);
    assert.deepEqual(r['pass-mark']?.check, { kind: 'state', path: 'score', equals: 800 });
    assert.deepEqual(r['questions-asked']?.check, { kind: 'event', event: 'answer_chosen', minCount: 12 });
  });

  test('rounds keep their question count; without a stated pass mark every question is answered right', () => {
    const gdd = designFor('a trivia game about world capitals with 3 rounds of 5 questions');
    assert.deepEqual(
      gdd.sections.levels
        .map((l) => (l.data as unknown as UiLevelData).content)
        .map((l) => (l as QuizLevel).questions.length),
      [5, 5, 5],
    );
    assert.deepEqual(byId(gdd)['questions-asked']?.check, { kind: 'event', event: 'answer_chosen', minCount: 15 });
    assert.equal(byId(gdd)['pass-mark'], undefined);
  });

  test('a pass mark the game does not keep is a failed requirement', () => {
    const gdd = designFor('a quiz with 6 questions where you need 5 right answers to win');
    const copy = structuredClone(gdd);
    ((copy.sections.levels[0]!.data as unknown as UiLevelData).content as QuizLevel).passMark = 3;
    const check = byId(copy)['pass-mark']?.check;
    assert.equal(check?.kind === 'design' && check.ok, false, JSON.stringify(check));
  });

  test('a duel against the named foe has its stated health and the deck its stated size; hp is not lives', () => {
    const gdd = designFor('a card duel against a vampire lord with 30 hp where your deck has 20 cards');
    const duels = gdd.sections.levels.map((_, i) => contentOf(gdd, i) as CardsLevel);
    const last = duels[duels.length - 1]!;
    assert.deepEqual([last.opponent?.name, last.opponent?.hp], ['Vampire Lord', 30]);
    assert.deepEqual(
      duels.map((d) => d.player.deck.length),
      duels.map(() => 20),
    );
    assert.equal(
      planFor(gdd, CHAPTER_PLANNERS).plan.problems.length,
      0,
      planFor(gdd, CHAPTER_PLANNERS).plan.problems.join('; '),
    );
    const r = byId(gdd);
    assert.equal(r['foe-health']?.check.kind === 'design' && r['foe-health'].check.ok, true);
    assert.equal(r['deck-size']?.check.kind === 'design' && r['deck-size'].check.ok, true);
    assert.equal(r.lives, undefined);
    assert.equal(gdd.sections.config['game.lives'], undefined);
    const weaker = structuredClone(gdd);
    const data = weaker.sections.levels[duels.length - 1]!.data as unknown as UiLevelData;
    (data.content as CardsLevel).opponent!.hp = 20;
    const check = byId(weaker)['foe-health']?.check;
    assert.equal(check?.kind === 'design' && check.ok, false);
  });

  test("a story's last chapter ends in the endings asked, each reachable, and a missing one fails", () => {
    const gdd = designFor('a choose-your-own-adventure about a knight with 2 good endings and 1 bad ending');
    const order = gdd.sections.architecture.levelOrder;
    const last = contentOf(gdd, order.length - 1) as StoryLevel;
    const ends = Object.values(last.nodes).filter((n) => n.end);
    assert.deepEqual(
      [ends.filter((n) => n.end === 'won').length, ends.filter((n) => n.end === 'failed').length],
      [2, 1],
    );
    assert.equal(
      planFor(gdd, CHAPTER_PLANNERS).plan.problems.length,
      0,
      planFor(gdd, CHAPTER_PLANNERS).plan.problems.join('; '),
    );
    const r = byId(gdd);
    assert.equal(r['good-endings']?.text, '2 good endings in the last chapter');
    assert.equal(r['bad-endings']?.text, '1 bad ending in the last chapter');
    assert.equal(r['good-endings']?.check.kind === 'design' && r['good-endings'].check.ok, true);
    const four = byId(designFor('a visual novel on a space ship with 4 endings')).endings;
    assert.equal(four?.check.kind === 'design' && four.check.ok, true, JSON.stringify(four));
    const fewer = structuredClone(gdd);
    const nodes = ((fewer.sections.levels[order.length - 1]!.data as unknown as UiLevelData).content as StoryLevel)
      .nodes;
    nodes.goal!.choices = nodes.goal!.choices!.filter((c) => c.next !== 'good_2');
    delete nodes.good_2;
    const check = byId(fewer)['good-endings']?.check;
    assert.equal(check?.kind === 'design' && check.ok, false);
  });
});
