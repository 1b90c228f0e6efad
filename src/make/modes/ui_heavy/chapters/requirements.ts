// What a chapters game must show to honour its prompt: every level won, the prompt's own numbers first (asked.ts),
// then one requirement (or a few) per thing the prompt can ask for — the foes in order, a level count, a quiz and its
// topic, a branching story in the prompt's place, an accusation, card duels and attack cards, a boss, enemies, things
// to collect, a time limit, lives and a difficulty. Each reads the design (its levels as the search assembled them,
// and the golden path's plan) and says what it found.
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import type {
  CardsLevel,
  QuizLevel,
  StoryLevel,
  UiContent,
  UiLevel,
} from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designFact, eventFact, livesAsked, timerAsked } from '../../shared/requirements.ts';
import { everyLevelWon } from '../family.ts';
import type { GamePlan, UiLevelData } from '../plan.ts';
import { livesOf, snake, withArticle, type UiWords } from '../words.ts';
import { collects, planFor, TIMER_PATH } from '../write.ts';
import { accusationRequirements, readAccusation } from './accuse.ts';
import { askedRequirements } from './asked.ts';
import { categoriesFor } from './bank.ts';
import { namedFoeRequirements, REWARD_PREFIX, type NamedFoes } from './foes.ts';
import { CHAPTER_PLANNERS } from './plan.ts';
import { chaptersWords } from './reading.ts';

/** What the requirements read of a chapters design: the prompt's words, the levels in order, each mode's levels. */
interface ChapterFacts {
  gdd: Gdd;
  intent: Gdd['intent'];
  named: NamedFoes | null;
  words: UiWords;
  content: UiContent;
  plan: GamePlan;
  order: readonly string[];
  levels: readonly UiLevel[];
  /** The story chapters (reward levels are one-scene card picks, no chapters of a story). */
  story: readonly StoryLevel[];
  quiz: readonly QuizLevel[];
  cards: readonly CardsLevel[];
}

function chapterFacts(gdd: Gdd): ChapterFacts {
  const intent = gdd.intent;
  const { named, words } = chaptersWords(intent);
  const { content, plan } = planFor(gdd, CHAPTER_PLANNERS);
  const order = gdd.sections.architecture.levelOrder;
  const levels = order.map((k) => content.levels[k]!);
  const story = order
    .filter((k) => !k.startsWith(REWARD_PREFIX))
    .flatMap((k) => {
      const level = content.levels[k]!;
      return level.mode === 'story' ? [level] : [];
    });
  const quiz = levels.filter((l) => l.mode === 'quiz');
  const cards = levels.filter((l) => l.mode === 'cards');
  return { gdd, intent, named, words, content, plan, order, levels, story, quiz, cards };
}

export function chapterRequirements(gdd: Gdd): Requirement[] {
  const f = chapterFacts(gdd);
  return [
    everyLevelWon(gdd, `all ${f.order.length} levels are won`),
    // The prompt's own numbers first: the phrase account takes the first requirement that states a number.
    ...askedRequirements({ gdd, words: f.words, content: f.content, plan: f.plan }),
    ...foesInOrder(f),
    ...levelCount(f),
    ...quizRequirements(f),
    ...storyRequirements(f),
    ...accusation(f),
    ...cardsRequirements(f),
    ...attackCards(f),
    ...bossRequirement(f),
    ...enemiesShown(f),
    ...collected(f),
    ...timeLimit(f),
    ...livesRequirement(f),
    ...difficultyRequirement(f),
    ...nothingToCollect(f),
  ];
}

/** The foes a card prompt names in order: one duel each, and the cards the duels add when it builds a deck. */
function foesInOrder({ named, order, content }: ChapterFacts): Requirement[] {
  if (!named) return [];
  const duels = order.flatMap((key) => {
    const level = content.levels[key]!;
    return level.mode === 'cards' && level.opponent ? [{ key, level }] : [];
  });
  const rewards = order.filter((k) => k.startsWith(REWARD_PREFIX)).length;
  return namedFoeRequirements(named, duels, rewards);
}

/** A level count the prompt says in its own words ("three chapters"). */
function levelCount({ intent, words, order }: ChapterFacts): Requirement[] {
  if (intent.levels !== null || !words.levelCount) return [];
  return [
    designFact({
      id: 'level-count',
      text: words.levelCount.phrase,
      source: words.levelCount.phrase,
      weight: 2,
      ok: order.length === words.levelCount.count,
      evidence: `the level order has ${order.length} level(s): ${order.join(', ')}`,
    }),
  ];
}

/** The quiz rounds: passed, their questions answered, and about the prompt's topic when it names one. */
function quizRequirements({ gdd, intent, words, quiz }: ChapterFacts): Requirement[] {
  if (!quiz.length) return [];
  const questions = quiz.reduce((s, l) => s + l.questions.length, 0);
  const out: Requirement[] = [
    eventFact({
      id: 'quiz-passed',
      text: `${quiz.length} quiz round(s) passed`,
      source: words.modePhrases.quiz ?? 'family rules',
      weight: 2,
      event: 'quiz_passed',
      minCount: quiz.length,
    }),
    eventFact({
      id: 'questions-answered',
      text: `${questions} questions answered`,
      source: words.modePhrases.quiz ?? 'family rules',
      event: 'answer_chosen',
      minCount: questions,
    }),
  ];
  const categories = categoriesFor(words.topic, words.themeWords);
  if (words.topic) {
    const share = topicShare(gdd, categories);
    out.push(
      designFact({
        id: 'quiz-topic',
        text: `the questions are about ${words.topic}`,
        source: phraseAround(intent.read, words.topic),
        weight: 2,
        ok: categories.length > 0 && share >= 0.6,
        evidence: categories.length
          ? `${Math.round(share * 100)}% of the bank questions asked are ${categories.join(' or ')} questions`
          : `the bank has no questions on "${words.topic}"; the rounds are general knowledge`,
      }),
    );
  }
  return out;
}

/** The story chapters: each ends, branches with a losing ending, is played by choices, and says the prompt's words. */
function storyRequirements(f: ChapterFacts): Requirement[] {
  const { words, story } = f;
  if (!story.length) return [];
  const source = words.modePhrases.story ?? 'family rules';
  const branching = story.every((l) => {
    const nodes = Object.values(l.nodes);
    return nodes.filter((n) => (n.choices?.length ?? 0) >= 2).length >= 3 && nodes.some((n) => n.end === 'failed');
  });
  return [
    eventFact({
      id: 'story-ended',
      text: `${story.length} story chapter(s) reach an ending`,
      source,
      event: 'story_ended',
      minCount: story.length,
    }),
    designFact({
      id: 'story-branches',
      text: 'choices matter: every chapter branches and has a losing ending',
      source,
      weight: 2,
      ok: branching,
      evidence: story
        .map(
          (l) =>
            `${l.title}: ${Object.values(l.nodes).filter((n) => (n.choices?.length ?? 0) >= 2).length} ` +
            `scenes with 2+ choices, ${Object.values(l.nodes).filter((n) => n.end === 'failed').length} ` +
            'losing ending(s)',
        )
        .join('; '),
    }),
    eventFact({
      id: 'story-choices',
      text: 'the player makes story choices',
      source,
      event: 'story_choice',
      minCount: story.length * 2,
    }),
    ...storyWords(f),
  ];
}

/** The place and goal the prompt names, said in the story's scenes. */
function storyWords({ intent, words, story }: ChapterFacts): Requirement[] {
  const text = story
    .flatMap((l) => Object.values(l.nodes).map((n) => n.text))
    .join(' ')
    .toLowerCase();
  const mentions = (w: string) => text.split(w).length - 1;
  const named = [...(words.placeFromPrompt ? [words.place] : []), ...(words.goalFromPrompt ? [words.goal.object] : [])];
  if (!named.length) return [];
  return [
    {
      id: 'story-words',
      text:
        `the story is set in the ${words.place}` +
        `${words.goalFromPrompt ? ` and is about the ${words.goal.object}` : ''}`,
      source: words.goalFromPrompt
        ? phraseAround(intent.read, words.goal.object)
        : phraseAround(intent.read, words.place),
      weight: 1,
      check: {
        kind: 'design',
        ok: named.every((w) => text.includes(w)),
        evidence: `the story's scenes mention ${named.map((w) => `"${w}" ${mentions(w)} time(s)`).join(', ')}`,
      },
    },
  ];
}

/** "The ending depends on who you accuse": the last chapter's suspects, and the place shown in every chapter. */
function accusation({ intent, words, content, plan, order, story }: ChapterFacts): Requirement[] {
  const asked = readAccusation(intent.read);
  const lastStory = [...order].reverse().find((k) => content.levels[k]!.mode === 'story');
  if (!asked || !lastStory || !story.length) return [];
  const level = content.levels[lastStory] as StoryLevel;
  const reached = plan.levels.find((l) => l.key === lastStory)?.reached ?? [];
  const out = accusationRequirements(asked, level, reached, words.goal.object, story.length);
  // The place is named in every chapter's first scene, which the golden path shows.
  if (words.placeFromPrompt && story.every((l) => l.nodes[l.start]?.text.includes(words.place)))
    out.push(
      eventFact({
        id: `${words.place.replace(/[^a-z]+/g, '-')}-shown`,
        text: `each chapter opens on the ${words.place}, named in its first scene`,
        source: words.place,
        event: 'story_ended',
        minCount: story.length,
      }),
    );
  return out;
}

/** The cards levels: duels (or solitaire rounds) won, cards played, and the last duel against the prompt's foe. */
function cardsRequirements({ intent, words, plan, cards }: ChapterFacts): Requirement[] {
  if (!cards.length) return [];
  const duels = cards.filter((l) => l.opponent);
  const source = words.modePhrases.cards ?? 'family rules';
  const won = { kind: 'event', event: 'duel_won', minCount: cards.length } as const;
  const out: Requirement[] = [
    duels.length
      ? { id: 'duels-won', text: `${duels.length} card duel(s) won`, source, weight: 2, check: won }
      : { id: 'solitaire-won', text: `${cards.length} solitaire round(s) won`, source, weight: 2, check: won },
    {
      id: 'cards-played',
      text: 'cards are played',
      source,
      weight: 1,
      check: {
        kind: 'event',
        event: 'card_played',
        minCount: plan.levels.filter((l) => l.mode === 'cards').reduce((s, l) => s + l.length, 0),
      },
    },
  ];
  const last = duels[duels.length - 1];
  if (last && words.foesFromPrompt) {
    out.push(
      designFact({
        id: 'duel-foe',
        text: `the last duel is against the ${words.foes[0]}`,
        source: phraseAround(intent.read, words.foes[0]!),
        ok: last.opponent!.name.toLowerCase() === words.foes[0]!.toLowerCase(),
        evidence: `the last duel's opponent is "${last.opponent!.name}"`,
      }),
    );
  }
  return out;
}

/** Shooting or melee asked of a card game: an attack card of that kind in the player's deck. */
function attackCards({ intent, content, cards }: ChapterFacts): Requirement[] {
  const duels = cards.filter((l) => l.opponent);
  const out: Requirement[] = [];
  for (const [kind, asked] of [
    ['ranged', intent.mechanics.shooting],
    ['melee', intent.mechanics.melee && !intent.mechanics.shooting],
  ] as const) {
    if (!asked || !duels.length) continue;
    const has = duels.some((l) => l.player.deck.includes(`wish_${kind}`));
    out.push(
      designFact({
        id: `${kind}-card`,
        text: `a ${kind} attack card`,
        source: (kind === 'ranged' ? intent.phrases.shooting : intent.phrases.melee) ?? kind,
        ok: has,
        evidence: has
          ? `the player's deck holds "${content.cards[`wish_${kind}`]?.name}" ` +
            `(${content.cards[`wish_${kind}`]?.damage} damage)`
          : 'no such card in the deck',
      }),
    );
  }
  return out;
}

/** A boss asked: its portrait appears in the last level. */
function bossRequirement({ gdd, intent, levels, order }: ChapterFacts): Requirement[] {
  if (!intent.mechanics.boss) return [];
  const boss = gdd.sections.assets.assets.find((a) => 'role' in a && a.role === 'boss');
  const json = JSON.stringify(levels[levels.length - 1]!);
  const ok = boss !== undefined && json.includes(`"${boss.key}"`);
  return [
    designFact({
      id: 'boss',
      text: 'a boss in the last level',
      source: intent.phrases.boss ?? 'boss',
      weight: 2,
      ok,
      evidence: boss
        ? `boss portrait "${boss.key}" (${boss.description}) ${ok ? 'appears' : 'does not appear'} in the ` +
          `last level "${order[order.length - 1]}"`
        : 'no boss art in the registry',
    }),
  ];
}

/** Each enemy the prompt names, said somewhere in the levels. */
function enemiesShown({ intent, levels }: ChapterFacts): Requirement[] {
  return intent.enemies.map((enemy) => {
    const all = JSON.stringify(levels).toLowerCase();
    return designFact({
      id: `enemy-${snake(enemy)}`,
      text: `${withArticle(enemy)} stands in the way`,
      source: phraseAround(intent.read, enemy),
      ok: all.includes(enemy),
      evidence: `"${enemy}" appears ${all.split(enemy).length - 1} time(s) in the levels' text`,
    });
  });
}

/** Things to collect in a game with a story: picked up in its chapters, and counted as the run's resource. */
function collected({ intent, words, content, plan, story }: ChapterFacts): Requirement[] {
  if (!intent.collectibles.length || !story.length) return [];
  const gains = plan.levels.reduce((s, l) => s + l.resourceGains, 0);
  const label = content.resources[0]?.label ?? '';
  return [
    eventFact({
      id: 'collect',
      text: `${intent.collectibles.join(', ')} are collected`,
      source: intent.phrases.collectibles ?? intent.collectibles.join(', '),
      weight: 2,
      event: 'resource_changed',
      minCount: Math.max(1, gains),
    }),
    designFact({
      id: 'collect-theme',
      text: `the run counts ${words.currency}`,
      source: intent.phrases.collectibles ?? words.currency,
      ok: words.currencyFromPrompt && label.toLowerCase().includes(words.currency.slice(0, 4)),
      evidence: `the resource is "${label}"`,
    }),
  ];
}

/** A time limit asked: each chapter's, as the config sets it. */
function timeLimit({ gdd, intent }: ChapterFacts): Requirement[] {
  if (intent.mechanics.timerSeconds === null) return [];
  return [
    timerAsked(intent, intent.mechanics.timerSeconds, {
      text: `a ${intent.mechanics.timerSeconds} s time limit`,
      path: TIMER_PATH,
      seconds: gdd.sections.config[TIMER_PATH],
      fails: 'chapter',
    }),
  ];
}

function livesRequirement({ gdd, intent, words }: ChapterFacts): Requirement[] {
  const lives = livesOf(intent, words);
  return lives === null ? [] : [livesAsked(intent, lives, gdd.sections.config['game.lives'])];
}

/** A difficulty asked: the pace it sets, with each level's tuning as the evidence. */
function difficultyRequirement({ gdd, intent, story, quiz, cards }: ChapterFacts): Requirement[] {
  if (!intent.difficulty) return [];
  const facts = [
    ...quiz.map((l) => `${l.questions.length} questions, ${l.passMark} to pass`),
    ...cards.map((l) =>
      l.opponent
        ? `duel: you ${l.player.hp} hp, the ${l.opponent.name} ${l.opponent.hp} hp, ${l.turnLimit} turns`
        : `solitaire: ${l.target!.points} points in ${l.target!.turns} turns`,
    ),
    ...story.map((l) => {
      const choices = Object.values(l.nodes).flatMap((n) => n.choices ?? []);
      const costs = choices.flatMap((c) => Object.values(c.requires?.resources ?? {}));
      return `story: items cost ${JSON.stringify(costs)}`;
    }),
  ];
  return [
    designFact({
      id: 'difficulty',
      text: `${intent.difficulty} difficulty`,
      source: intent.difficulty,
      ok: gdd.sections.config['dialogue.charsPerSecond'] === { easy: 45, normal: 60, hard: 75 }[intent.difficulty],
      evidence: `tuned for ${intent.difficulty}: ${facts.join('; ')}`,
    }),
  ];
}

/** Things to collect in a game with no story chapter: not honoured, said as a failing requirement. */
function nothingToCollect({ gdd, intent, story }: ChapterFacts): Requirement[] {
  if (!collects(gdd) || story.length) return [];
  return [
    designFact({
      id: 'collect',
      text: `${intent.collectibles.join(', ')} are collected`,
      source: intent.phrases.collectibles ?? intent.collectibles.join(', '),
      ok: false,
      evidence: 'the game has no story chapter, where things are picked up',
    }),
  ];
}

/** Share of the quiz's bank questions (story questions aside) that come from the topic's categories. */
function topicShare(gdd: Gdd, categories: readonly string[]): number {
  const used = gdd.sections.levels
    .flatMap((l) => (l.data as unknown as UiLevelData).categories ?? [])
    .filter((c) => c !== 'story');
  return used.length ? used.filter((c) => categories.includes(c)).length / used.length : 0;
}

/** The few words of the prompt around `words`, for a requirement's source. */
function phraseAround(text: string, words: string): string {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return words;
  const start = text.lastIndexOf(' ', Math.max(0, at - 12));
  return text.slice(start < 0 ? 0 : start + 1, at + words.length).trim();
}
