// The ui_heavy generator: prompts read into modes, hero, place, goal, foes and topic; the offline question bank's
// questions are well formed (and its arithmetic right); designs that are deterministic per seed and differ across
// seeds; designs for many seeds and prompts that all pass the family's search; validate() rejecting a story whose win
// is locked away, a chapter that traps the player, a duel that cannot be won and one that cannot be lost. Its real
// make, a prompt with all three modes, is in test/family-makes.e2e.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import type { Gdd } from '../../../gdd.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd } from '../../shared/testing.ts';
import { arithmeticQuestion, BANK } from './bank.ts';
import { searchDuel, setupOf } from './cards.ts';
import type { UiLevelData } from '../plan.ts';
import { readUiWords } from '../words.ts';
import { planFor } from '../write.ts';
import {
  LIMITS,
  type CardsLevel,
  type QuizLevel,
  type StoryLevel,
} from '../../../../../templates/ui_heavy/src/family/content.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { CHAPTER_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const designFor = (prompt: string, seed: number): Gdd => designGdd(uiHeavyGenerator, prompt, seed);

const dataOf = (gdd: Gdd, i: number) => gdd.sections.levels[i]!.data as unknown as UiLevelData;

/** A copy of the GDD with level `i`'s content changed by `change`. */
function withContent<T>(gdd: Gdd, i: number, change: (content: T, data: UiLevelData) => void): Gdd {
  const copy = structuredClone(gdd);
  const data = copy.sections.levels[i]!.data as unknown as UiLevelData;
  change(data.content as T, data);
  return copy;
}

describe('ui_heavy generator: reading the prompt', () => {
  test('modes come in the order named; hero, place, goal, foes and topic come from the words', () => {
    const witch = readUiWords(readIntent('a story where a young witch must find her lost cat in a haunted school'));
    assert.deepEqual(
      [witch.modes, witch.hero, witch.place, witch.goal, witch.foes[0]],
      [['story'], 'young witch', 'haunted school', { verb: 'find', object: 'lost cat' }, 'ghost'],
    );
    const quiz = readUiWords(readIntent('a quiz about the solar system'));
    assert.deepEqual([quiz.modes, quiz.topic, quiz.heroFromPrompt], [['quiz'], 'the solar system', false]);
    const duel = readUiWords(readIntent('a card duel against a dragon'));
    assert.deepEqual(
      [duel.modes, duel.foes[0], duel.foesFromPrompt, duel.solitaire],
      [['cards'], 'dragon', true, false],
    );
    const fox = readUiWords(
      readIntent(
        "You play as a fox detective who must recover the stolen golden acorn, answer the owl's riddles and " +
          'beat the wolf in a card duel',
      ),
    );
    assert.deepEqual(
      [fox.hero, fox.modes, fox.quizHost, fox.foes[0]],
      ['fox detective', ['quiz', 'cards'], 'owl', 'wolf'],
    );
    assert.equal(readUiWords(readIntent('a solitaire card game in an enchanted garden')).solitaire, true);
    assert.deepEqual(readUiWords(readIntent('trivia about animals, 6 questions per round')).questions, {
      count: 6,
      phrase: '6 questions',
    });
    assert.deepEqual(readUiWords(readIntent('a frog in a rainy pond')).modes, [], 'a theme-only prompt names no mode');
  });
});

test("a story's subject is the prompt's: a lighthouse keeper, a knight looking for a dragon egg", () => {
  const keeper = readUiWords(
    readIntent('a branching story about a lighthouse keeper during a storm with three endings'),
  );
  assert.deepEqual([keeper.hero, keeper.heroFromPrompt], ['lighthouse keeper', true]);
  const knight = readUiWords(readIntent('a choose-your-own-adventure about a knight looking for a lost dragon egg'));
  assert.deepEqual(
    [knight.hero, knight.goal, knight.goalFromPrompt],
    ['knight', { verb: 'find', object: 'lost dragon egg' }, true],
  );
});

describe('ui_heavy generator: the question bank', () => {
  test('every bank question has one right and three distinct wrong answers that fit the buttons', () => {
    for (const questions of Object.values(BANK)) {
      for (const q of questions) {
        const answers = [q.right, ...q.wrong];
        assert.equal(new Set(answers.map((a) => a.toLowerCase())).size, 4, `${q.id}: answers are distinct`);
        for (const a of answers) assert.ok(a.length <= LIMITS.choice, `${q.id}: "${a}" fits a button`);
        assert.ok(q.prompt.length <= LIMITS.text && q.explain.length <= LIMITS.explain, `${q.id}: text fits`);
      }
      assert.ok(questions.length >= 14, 'each theme has enough questions for three rounds of five');
    }
  });

  test('arithmetic questions are right and their wrong answers are wrong', () => {
    const random = createRandom(5, 'bank');
    for (let i = 0; i < 200; i++) {
      const q = arithmeticQuestion(random, i % 2 ? 2 : 1, i);
      const [, a, op, b] = /^What is (\d+) (plus|minus|times) (\d+)\?$/.exec(q.prompt)!;
      const want =
        op === 'plus' ? Number(a) + Number(b) : op === 'minus' ? Number(a) - Number(b) : Number(a) * Number(b);
      assert.equal(q.right, String(want));
      assert.equal(new Set([q.right, ...q.wrong]).size, 4);
      assert.ok(q.wrong.every((w) => Number(w) >= 0));
    }
  });
});

describe('ui_heavy generator: design and validate', () => {
  test('design is deterministic per seed and differs across seeds', () => {
    const prompt = 'a frog in a rainy pond';
    const a = designFor(prompt, 7);
    assert.deepEqual(designFor(prompt, 7), a);
    const b = designFor(prompt, 8);
    assert.notDeepEqual(
      b.sections.levels.map((l) => l.data),
      a.sections.levels.map((l) => l.data),
    );
    assert.ok(a.title.length > 0);
    assert.deepEqual(
      a.sections.levels.map((l) => dataOf(a, a.sections.levels.indexOf(l)).content.mode),
      ['story', 'quiz', 'cards'],
      'a theme-only prompt mixes the three modes',
    );
  });

  test('a quiz prompt gets quiz rounds on its topic from the bank, and says so', () => {
    const gdd = designFor('a quiz about the solar system', 1);
    const quizzes = gdd.sections.levels.map((_, i) => dataOf(gdd, i));
    assert.ok(quizzes.every((d) => d.content.mode === 'quiz' && d.categories?.every((c) => c === 'space')));
    const prompts = quizzes.flatMap((d) => (d.content as QuizLevel).questions.map((q) => q.prompt));
    assert.equal(new Set(prompts).size, prompts.length, 'no question is asked twice');
    assert.ok(
      gdd.decisions.some((d) => /question bank/.test(d)),
      'decisions say offline quizzes come from the bank',
    );
    const positions = new Set((quizzes[0]!.content as QuizLevel).questions.map((q) => q.correct));
    assert.equal(positions.size, 4, 'the right answer takes every position in a round of five');
  });

  test('a story before a quiz and a duel: the item is a hint and a bonus card, and the golden path takes it', () => {
    const gdd = designFor(
      "You play as a fox detective who must recover the stolen golden acorn, answer the owl's riddles and " +
        'beat the wolf in a card duel',
      3,
    );
    const modes = gdd.sections.levels.map((_, i) => dataOf(gdd, i).content.mode);
    assert.deepEqual(modes, ['story', 'quiz', 'cards']);
    const quiz = dataOf(gdd, 1).content as QuizLevel;
    const duel = dataOf(gdd, 2).content as CardsLevel;
    assert.ok(quiz.questions[0]!.hint, 'the first question has a hint the story item unlocks');
    assert.equal(quiz.host?.name, 'The Owl');
    assert.equal(duel.bonusCards?.[0]?.flag, quiz.questions[0]!.hint!.flag);
    assert.ok(
      quiz.questions.some((q) => /story/i.test(q.prompt)),
      "a question about the game's own story",
    );
    const { plan } = planFor(gdd, CHAPTER_PLANNERS);
    assert.deepEqual(plan.problems, []);
    assert.ok(plan.flags.includes(duel.bonusCards![0]!.flag), 'the golden path carries the item into the duel');
  });

  test('levels designed for 20 seeds of several prompts all pass the search', () => {
    const prompts = [
      'a visual novel in a haunted school',
      'a quiz about the solar system',
      'a card duel against a dragon',
      'a solitaire card game in an enchanted garden',
      'a frog in a rainy pond, hard, 2 levels',
    ];
    for (const prompt of prompts) {
      for (let seed = 1; seed <= 20; seed++) {
        const gdd = designFor(prompt, seed);
        assert.deepEqual(uiHeavyGenerator.validate(gdd), [], `${prompt}, seed ${seed}`);
      }
    }
  });

  test('validate() rejects a story whose win is locked away and a chapter that traps the player', () => {
    const gdd = designFor('a visual novel in a haunted school', 2);
    const locked = withContent<StoryLevel>(gdd, 0, (story) => {
      for (const node of Object.values(story.nodes))
        for (const c of node.choices ?? []) if (c.next === 'goal') c.requires = { resources: { coins: 99 } };
    });
    const problems = uiHeavyGenerator.validate(locked);
    assert.ok(
      problems.some((p) => /chapter_1\.nodes\.goal: cannot be reached/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /no "won" ending can be reached/.test(p)),
      problems.join('\n'),
    );
    const trap = withContent<StoryLevel>(gdd, 0, (story) => {
      // The helper's ways out stay in the graph but need a flag both on and off: only "Wait" is ever open.
      story.nodes.helper!.choices = story.nodes.helper!.choices!.map((c) => ({
        ...c,
        requires: { flags: ['found_1'], notFlags: ['found_1'] },
      }));
      story.nodes.helper!.choices.push({ text: 'Wait', next: 'tale' });
    });
    const trapped = uiHeavyGenerator.validate(trap);
    assert.ok(
      trapped.some((p) =>
        /chapter_1\.nodes\.(helper|tale): with flags \[.*\] every way out is locked, so the chapter can never end/.test(
          p,
        ),
      ),
      trapped.join('\n'),
    );
    assert.ok(
      !trapped.some((p) => /leads to no ending/.test(p)),
      'the plain graph has exits: only the search over locks sees the trap',
    );
  });

  test('validate() rejects a duel that cannot be won and one that cannot be lost', () => {
    const gdd = designFor('a card duel against a dragon', 1);
    const unwinnable = withContent<CardsLevel>(gdd, 2, (duel) => {
      duel.opponent!.hp = 99;
      duel.turnLimit = 5;
    });
    assert.ok(
      uiHeavyGenerator
        .validate(unwinnable)
        .some((p) => /duel_3: the duel against Dragon \(99 hp\) cannot be won/.test(p)),
    );
    const harmless = withContent<CardsLevel>(gdd, 0, (duel, data) => {
      duel.opponent!.hp = 1;
      duel.turnLimit = 99;
      for (const id of duel.opponent!.deck) data.cards[id] = { ...data.cards[id]!, damage: 0, heal: 0, block: 1 };
    });
    const problems = uiHeavyGenerator.validate(harmless);
    assert.ok(
      problems.some((p) => /cannot be lost, so its "lost" state is unreachable/.test(p)),
      problems.join('\n'),
    );
  });

  test('the duel model finds a win and a loss for the designed duels, and the golden path plays the win', () => {
    const gdd = designFor('a card duel against a dragon', 4);
    const { content, plan } = planFor(gdd, CHAPTER_PLANNERS);
    gdd.sections.architecture.levelOrder.forEach((key, i) => {
      const level = content.levels[key] as CardsLevel;
      const win = searchDuel(setupOf(level, content.cards), 'won');
      assert.ok(win && searchDuel(setupOf(level, content.cards), 'lost'));
      assert.equal(plan.levels[i]!.length, win.plays.length);
    });
    const presses = plan.steps.filter((s) => 'press' in s).length;
    assert.equal(
      presses,
      1 + plan.levels.reduce((s, l) => s + 1 + l.length + 1, 0),
      'start, then Deal, one card a turn and the closing line per duel',
    );
  });

  test('requirements tie the prompt to events, state and design facts', () => {
    const gdd = designFor('a hard trivia game about animals with a boss, 5 questions per round, 2 rounds, 3 lives', 1);
    const byId = Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId['quiz-passed']?.check, { kind: 'event', event: 'quiz_passed', minCount: 2 });
    assert.equal(byId['quiz-topic']?.check.kind === 'design' && byId['quiz-topic'].check.ok, true);
    assert.equal(byId.boss?.check.kind === 'design' && byId.boss.check.ok, true, JSON.stringify(byId.boss));
    assert.equal(byId.lives?.check.kind === 'design' && byId.lives.check.ok, true);
    assert.deepEqual(byId['questions-asked']?.check, { kind: 'event', event: 'answer_chosen', minCount: 10 });
    assert.equal(byId['questions-loaded']?.check.kind === 'design' && byId['questions-loaded'].check.ok, true);
    assert.equal(byId.difficulty?.source, 'hard');
  });
});
