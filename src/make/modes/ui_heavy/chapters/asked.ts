// Requirements for the numbers a ui_heavy prompt gives (counts.ts): each says the asked number in its text, so the
// phrase account finds it, and fails when the game does otherwise. Play proves what the golden path can show — the
// questions it answers, the rounds it passes with just the pass mark (the score it ends on) — and the levels as the
// game loads them prove the rest: a chapter's endings (each reached by the search), a foe's health, a deck's size.
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import type {
  CardsLevel,
  QuizLevel,
  StoryLevel,
  UiContent,
} from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import type { GamePlan } from '../plan.ts';
import { configView } from '../write.ts';
import type { UiWords } from '../words.ts';

interface Made {
  gdd: Gdd;
  words: UiWords;
  content: UiContent;
  plan: GamePlan;
}

const levelsOf = (m: Made) => m.gdd.sections.architecture.levelOrder.map((k) => m.content.levels[k]!);

function quizCounts(m: Made, quiz: readonly QuizLevel[]): Requirement[] {
  const out: Requirement[] = [];
  const { questions, passMark } = m.words.counts;
  const rounds = quiz.length;
  if (questions) {
    const each = rounds > 1 ? ' in each round' : '';
    out.push(
      eventFact({
        id: 'questions-asked',
        text: `${questions.count} questions${each} are asked and answered`,
        source: questions.phrase,
        weight: 2,
        event: 'answer_chosen',
        minCount: questions.count * rounds,
      }),
      designFact({
        id: 'questions-loaded',
        text: `the quiz rounds hold ${questions.count} questions${rounds > 1 ? ' each' : ''}`,
        source: questions.phrase,
        ok: quiz.every((l) => l.questions.length === questions.count),
        evidence: `the rounds load ${quiz.map((l) => l.questions.length).join(', ')} question(s)`,
      }),
    );
  }
  if (passMark) {
    const marks = quiz.map((l) => `${l.passMark} of ${l.questions.length}`).join(', ');
    const exact = quiz.every((l) => l.passMark === passMark.count);
    const quizOnly = levelsOf(m).every((l) => l.mode === 'quiz');
    const text = `${passMark.count} right answers pass a round (the golden path answers the rest wrong)`;
    if (!exact)
      out.push(
        designFact({ id: 'pass-mark', text, source: passMark.phrase, ok: false, evidence: `pass marks ${marks}` }),
      );
    // In a game of quizzes only, right answers are the only points: the score says how many were given.
    else if (quizOnly) {
      const score = configView(m.gdd.sections.config).pointsPerAnswer * passMark.count * rounds;
      out.push({
        id: 'pass-mark',
        text,
        source: passMark.phrase,
        weight: 2,
        check: { kind: 'state', path: 'score', equals: score },
      });
    } else
      out.push(
        eventFact({
          id: 'pass-mark',
          text,
          source: passMark.phrase,
          weight: 2,
          event: 'quiz_passed',
          minCount: rounds,
        }),
      );
  }
  return out;
}

/** The endings of a chapter the search reached, by kind. */
function endingsOf(m: Made, key: string, level: StoryLevel): { good: string[]; bad: string[] } {
  const reached = new Set(m.plan.levels.find((l) => l.key === key)?.reached ?? []);
  const ends = Object.entries(level.nodes).filter(([id, n]) => n.end && reached.has(id));
  return {
    good: ends.filter(([, n]) => n.end === 'won').map(([id]) => id),
    bad: ends.filter(([, n]) => n.end === 'failed').map(([id]) => id),
  };
}

function storyCounts(m: Made): Requirement[] {
  const asked = m.words.counts.endings;
  const order = m.gdd.sections.architecture.levelOrder;
  const key = [...order].reverse().find((k) => m.content.levels[k]!.mode === 'story');
  if (!asked || !key) return [];
  const found = endingsOf(m, key, m.content.levels[key] as StoryLevel);
  const evidence =
    `the last chapter "${key}" has ${found.good.length} good ending(s) (${found.good.join(', ')}) and ` +
    `${found.bad.length} bad one(s) (${found.bad.join(', ')}), each reached by the search over its choices`;
  const out: Requirement[] = [];
  const add = (id: string, n: { count: number; phrase: string } | null, text: string, has: number): void => {
    const said = n?.count === 1 ? text.replace('endings', 'ending') : text;
    if (n) out.push(designFact({ id, text: `${n.count} ${said}`, source: n.phrase, ok: has === n.count, evidence }));
  };
  add(
    'endings',
    asked.good || asked.bad ? null : asked.total,
    'endings in the last chapter',
    found.good.length + found.bad.length,
  );
  add('good-endings', asked.good, 'good endings in the last chapter', found.good.length);
  add('bad-endings', asked.bad, 'bad endings in the last chapter', found.bad.length);
  return out;
}

function cardsCounts(m: Made, duels: readonly CardsLevel[]): Requirement[] {
  const { foeHealth, deckSize } = m.words.counts;
  const out: Requirement[] = [];
  const last = duels[duels.length - 1];
  if (foeHealth && last?.opponent)
    out.push(
      designFact({
        id: 'foe-health',
        text: `${foeHealth.count} health for ${last.opponent.name}, the last duel's foe`,
        source: foeHealth.phrase,
        weight: 2,
        ok: last.opponent.hp === foeHealth.count,
        evidence: `the last duel loads ${last.opponent.name} with ${last.opponent.hp} hp`,
      }),
    );
  if (deckSize && duels.length)
    out.push(
      designFact({
        id: 'deck-size',
        text: `${deckSize.count} cards in the player's deck`,
        source: deckSize.phrase,
        ok: duels.every((l) => l.player.deck.length === deckSize.count),
        evidence: `the player's deck loads ${duels.map((l) => l.player.deck.length).join(', ')} card(s)`,
      }),
    );
  return out;
}

/**
 * The endings asked for the last story chapter: as split by the prompt, else about half bad (being caught by the foe
 * is always one). None when the prompt counts no endings.
 */
export function askedEndings(words: UiWords): { endings?: { good: number; bad: number } } {
  const asked = words.counts.endings;
  if (!asked) return {};
  const total = asked.total?.count ?? 0;
  const bad =
    asked.bad?.count ?? (asked.good ? Math.max(1, total - asked.good.count) : Math.max(1, Math.floor(total / 2)));
  const good = asked.good?.count ?? Math.max(1, total - bad);
  return { endings: { good, bad } };
}

/** Content bounds (content.ts): a foe's hp and a deck's cards. */
const MAX_HP = 99;
const DECK = { min: 4, max: 40 };

/** The asked foe health (for the named foe's duel) and deck size, within what the content allows. */
export function askedDuel(words: UiWords, namedFoe: boolean): { foeHp?: number; deckSize?: number } {
  const { foeHealth, deckSize } = words.counts;
  return {
    ...(foeHealth && namedFoe ? { foeHp: Math.min(MAX_HP, Math.max(1, foeHealth.count)) } : {}),
    ...(deckSize ? { deckSize: Math.min(DECK.max, Math.max(DECK.min, deckSize.count)) } : {}),
  };
}

/** The requirements of the prompt's numbers that the game's modes make. */
export function askedRequirements(m: Made): Requirement[] {
  const levels = levelsOf(m);
  const quiz = levels.filter((l): l is QuizLevel => l.mode === 'quiz');
  const duels = levels.filter((l): l is CardsLevel => l.mode === 'cards' && l.opponent !== undefined);
  return [...(quiz.length ? quizCounts(m, quiz) : []), ...storyCounts(m), ...cardsCounts(m, duels)];
}
