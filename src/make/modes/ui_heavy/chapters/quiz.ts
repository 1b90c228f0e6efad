// Quiz rounds from the offline bank: questions by the prompt's topic (categories picked by its words), never the
// same question twice in a game, questions about the game's own story when a story chapter came first, the right
// answer in a different position across questions (every position used once a round has four questions), and a hint
// on the first question when the run carries a story item.
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { QuizLevel, QuizQuestion } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { arithmeticQuestion, BANK, storyQuestion, type BankQuestion, type Category, type StoryFact } from './bank.ts';
import { fit } from '../text.ts';

export interface QuizRoundSpec {
  title: string;
  backdrop: string;
  hostName: string;
  hostKey: string;
  hero: string;
  /** What the round is about, as said by the host ("the solar system"). */
  about: string;
  count: number;
  /** 1: everyone's questions first; 2: the harder ones first. */
  level: 1 | 2;
  /** Categories by preference; empty: general knowledge from every category. */
  categories: Exclude<Category, 'story'>[];
  /** Theme words that pick the better-fitting questions within a category. */
  tags: readonly string[];
  /** Questions about the story to include (from `facts`). */
  storyQuestions: number;
  facts: StoryFact[];
  /** A flag the run may carry and who gave it: the first question then shows a hint. */
  hint: { flag: string; giver: string } | null;
  /** Right answers that pass the round, when the prompt says; else three in four. */
  passMark?: number;
}

export interface QuizRound {
  level: QuizLevel;
  /** Category of each question, in order. */
  categories: Category[];
}

const GENERAL: Exclude<Category, 'story'>[] = [
  'space',
  'animals',
  'geography',
  'history',
  'colours',
  'riddles',
  'arithmetic',
];

/** Draws questions for every round of a game, never repeating one. */
export class QuestionPicker {
  private readonly used = new Set<string>();
  private arithmetic = 0;
  private stories = 0;
  private readonly random: Random;

  constructor(random: Random) {
    this.random = random;
  }

  /** Questions still unused in `category`, best fitting first (level, then theme tags), ties seeded. */
  private candidates(
    category: Exclude<Category, 'story' | 'arithmetic'>,
    level: 1 | 2,
    tags: readonly string[],
  ): BankQuestion[] {
    const fresh = shuffled(
      BANK[category].filter((q) => !this.used.has(q.id)),
      this.random,
    );
    const score = (q: BankQuestion) => (q.level === level ? 2 : 0) + (q.tags.some((t) => tags.includes(t)) ? 1 : 0);
    return fresh.sort((a, b) => score(b) - score(a));
  }

  private one(category: Exclude<Category, 'story'>, level: 1 | 2, tags: readonly string[]): BankQuestion | undefined {
    if (category === 'arithmetic') return arithmeticQuestion(this.random, level, ++this.arithmetic);
    const q = this.candidates(category, level, tags)[0];
    if (q) this.used.add(q.id);
    return q;
  }

  pick(spec: QuizRoundSpec): BankQuestion[] {
    const out: BankQuestion[] = [];
    for (const fact of spec.facts.slice(0, spec.storyQuestions))
      out.push(storyQuestion(fact, this.random, ++this.stories));
    const order = spec.categories.length ? spec.categories : shuffled(GENERAL, this.random);
    // The prompt's categories take turns; when they run dry the rest of the bank fills in (arithmetic never runs dry).
    const fallback = [
      ...order,
      ...shuffled(
        GENERAL.filter((c) => !order.includes(c)),
        this.random,
      ),
    ];
    let turn = 0;
    while (out.length < spec.count) {
      const preferred = order[turn++ % order.length]!;
      const q =
        this.one(preferred, spec.level, spec.tags) ??
        fallback.map((c) => this.one(c, spec.level, spec.tags)).find((x) => x !== undefined);
      if (!q) break;
      out.push(q);
    }
    return out;
  }
}

/** One quiz round: the picked questions with their answers placed, the host's lines and the pass mark. */
export function quizRound(spec: QuizRoundSpec, picker: QuestionPicker, random: Random): QuizRound {
  const picked = picker.pick(spec);
  // Story questions go last, after the topic has warmed the player up.
  const questions = [...picked.filter((q) => q.category !== 'story'), ...picked.filter((q) => q.category === 'story')];
  const positions: number[] = [];
  while (positions.length < questions.length) positions.push(...shuffled([0, 1, 2, 3], random));
  const out: QuizQuestion[] = questions.map((q, i) => {
    const answers = shuffled(q.wrong, random);
    const correct = positions[i]!;
    answers.splice(correct, 0, q.right);
    return { prompt: q.prompt, answers, correct, explain: fit(120, [q.explain, q.explain.split('. ')[0]!]) };
  });
  if (spec.hint && out[0]) {
    const q = questions[0]!;
    const [w1, w2] = q.wrong;
    out[0].hint = {
      flag: spec.hint.flag,
      text: fit(80, [
        `The ${spec.hint.giver} whispered: it is not "${w1}" or "${w2}".`,
        `A whisper: not "${w1}" or "${w2}".`,
        `A whisper: not "${w1}".`,
        'A whisper: trust your first thought.',
      ]),
    };
  }
  const passMark = Math.max(1, Math.min(out.length, spec.passMark ?? Math.round(out.length * 0.75)));
  const host = spec.hostName;
  return {
    level: {
      mode: 'quiz',
      title: spec.title,
      backdrop: spec.backdrop,
      host: { name: host, portrait: spec.hostKey },
      intro: [
        {
          speaker: host,
          portrait: spec.hostKey,
          text: fit(200, [
            `Welcome, ${spec.hero}! ${out.length} questions about ${spec.about}. Get ${passMark} right and ` +
              'you may go on.',
            `Welcome! ${out.length} questions about ${spec.about}. Get ${passMark} right to go on.`,
            `Welcome! ${out.length} questions. Get ${passMark} right to go on.`,
          ]),
        },
      ],
      passMark,
      questions: out,
      passLine: {
        speaker: host,
        portrait: spec.hostKey,
        text: fit(200, [`Well done, ${spec.hero}! You know your ${spec.about}.`, 'Well done! You may go on.']),
      },
      failLine: {
        speaker: host,
        portrait: spec.hostKey,
        text: fit(200, [`Not this time, ${spec.hero}. Study up and try again!`, 'Not this time. Try again!']),
      },
    },
    categories: questions.map((q) => q.category),
  };
}
