// The words a player of a chapters game reads that the prompt does not give: the hero's name, the quiz hosts, the
// shortcuts and filler foes of the story, the titles of the levels and of the game, its goal and its help, and the
// legends of the levels' ascii in the GDD. The design (design.ts) chooses; this file says.
import type { Random } from '../../../../assets/index.ts';
import type { Category } from './bank.ts';
import { fit, roman } from '../text.ts';
import { capital, firstCapital, type UiWords } from '../words.ts';
import type { LevelSlot } from './reading.ts';

type Topic = Exclude<Category, 'story'>;

export const HERO_NAMES = [
  'Ada',
  'Milo',
  'Juno',
  'Pip',
  'Nell',
  'Otto',
  'Tess',
  'Remy',
  'Ivy',
  'Kit',
  'Wren',
  'Bea',
  'Finn',
  'Luna',
  'Rafi',
  'Suki',
];
/** What a story chapter's shortcut crosses, when it has one. */
export const SHORTCUTS = ['rotten bridge', 'crumbling stairs', 'creaky floor', 'loose rocks', 'slippery ledge'];
/** Foes for levels beyond the ones the prompt and the setting name: plain enough for any place. */
export const FILLER_FOES = ['shadow', 'bat', 'spider', 'rat', 'crow'];

/** What a quiz round of a category is about, as a phrase ("a quiz about the world"). */
const CATEGORY_ABOUT: Record<Topic, string> = {
  space: 'space',
  animals: 'animals',
  dinosaurs: 'dinosaurs',
  colours: 'colours',
  history: 'history',
  geography: 'the world',
  riddles: 'riddles',
  arithmetic: 'numbers',
};
/** A category in a game's title ("The Great Dinosaur Quiz"). */
const CATEGORY_TITLE: Record<Topic, string> = {
  space: 'Space',
  animals: 'Animal',
  dinosaurs: 'Dinosaur',
  colours: 'Colour',
  history: 'History',
  geography: 'Geography',
  riddles: 'Riddle',
  arithmetic: 'Maths',
};

export interface QuizHost {
  name: string;
  description: string;
  /** The player of a quiz-only game whose prompt names no character. */
  hero: string;
}

/** Each category's quiz host, and the Quizmaster for general knowledge. */
export const CATEGORY_HOSTS: Record<Topic | 'general', QuizHost> = {
  space: {
    name: 'Captain Nova',
    description: 'Captain Nova, a cheerful astronaut quiz host in a white spacesuit',
    hero: 'young astronaut',
  },
  animals: {
    name: 'Professor Owl',
    description: 'Professor Owl, a wise owl in a tiny mortarboard',
    hero: 'young zookeeper',
  },
  dinosaurs: {
    name: 'Doctor Fossil',
    description: 'Doctor Fossil, a cheerful palaeontologist quiz host with a brush and a dinosaur bone',
    hero: 'young fossil hunter',
  },
  colours: {
    name: 'Madame Palette',
    description: 'Madame Palette, a painter with a beret and a rainbow palette',
    hero: 'young painter',
  },
  history: {
    name: 'Old Archivist',
    description: 'the Old Archivist, a bearded scholar holding a scroll',
    hero: 'young historian',
  },
  geography: {
    name: 'Globetrotter Gus',
    description: 'Globetrotter Gus, a traveller with a backpack and a globe',
    hero: 'young explorer',
  },
  riddles: {
    name: 'Riddle Keeper',
    description: 'the Riddle Keeper, a hooded figure with a lantern and a sly smile',
    hero: 'puzzle solver',
  },
  arithmetic: {
    name: 'Count Numbra',
    description: 'Count Numbra, a tall wizard whose robe is covered in numbers',
    hero: 'young mathematician',
  },
  general: {
    name: 'The Quizmaster',
    description: 'the Quizmaster, a smiling host with a bow tie and a microphone',
    hero: 'quiz contestant',
  },
};

/** The host who asks the last and hardest questions: the prompt's foe, or a grander form of the quiz's host. */
export function bossHost(bossName: string, hero: string): QuizHost {
  return {
    name: capital(`the ${bossName}`).slice(0, 20),
    description: `the ${bossName}, keeper of the last and hardest questions`,
    hero,
  };
}

/** The quiz host the prompt names ("a quiz show with a talking robot as host"). */
export function namedHost(host: string, hero: string): QuizHost {
  return { name: capital(`the ${host}`).slice(0, 20), description: `the ${host} who asks the questions`, hero };
}

/** What a helper says its item is for, when the way on does not need it. */
export const LATER_USE = {
  duel: (foe: string) => `It will help you against the ${foe}.`,
  quiz: 'It may help you with a hard question later.',
  cards: 'It may help you with the cards later.',
};

/** Where the way on leads when the next level is not a story chapter. */
export const NEXT_PLACE = {
  quiz: 'quiz hall',
  solitaire: 'card table',
  duel: (foe: string) => `${foe}'s lair`,
};

/** What the quiz rounds are about: the prompt's topic, the first two categories, or general knowledge. */
export function quizAbout(topic: string | null, categories: readonly Topic[]): string {
  return (
    topic ??
    (categories.length
      ? categories
          .slice(0, 2)
          .map((c) => CATEGORY_ABOUT[c])
          .join(' and ')
      : 'general knowledge')
  );
}

/** A story chapter's title: its number and room. */
export function storyTitle(n: number, room: string): string {
  return fit(40, [`${roman(n)}. The ${capital(room)}`, `${roman(n)}. ${capital(room)}`, `${roman(n)}. A Chapter`]);
}

/** A quiz round's title: its number and subject, and the round's own number when there are several. */
export function quizTitle(n: number, about: string, round: number, rounds: number): string {
  return fit(
    40,
    rounds > 1
      ? [`${roman(n)}. ${capital(about)}: Round ${round}`, `${roman(n)}. Quiz Round ${round}`]
      : [
          `${roman(n)}. The ${capital(about.replace(/^the /, ''))} Quiz`,
          `${roman(n)}. ${capital(about)}`,
          `${roman(n)}. The Quiz`,
        ],
  );
}

/** A cards level's title: a duel against its foe, or a solitaire of the place (numbered when there are several). */
export function cardsTitle(c: {
  n: number;
  solitaire: boolean;
  place: string;
  foe: string;
  round: number;
  rounds: number;
}): string {
  const { n, place, foe, round, rounds } = c;
  return fit(
    40,
    c.solitaire
      ? [`${roman(n)}. ${capital(place)} Solitaire${rounds > 1 ? ` ${round}` : ''}`, `${roman(n)}. Solitaire ${round}`]
      : [`${roman(n)}. Duel: The ${capital(foe)}`, `${roman(n)}. Duel`],
  );
}

/** The game's title, drawn from those that fit the title screen. */
export function titleFor(
  words: UiWords,
  hero: string,
  categories: readonly Category[],
  slots: readonly LevelSlot[],
  random: Random,
): string {
  const fitting = titleOptions(words, hero, categories, slots).filter((t) => t.length >= 3 && t.length <= 32);
  return fitting.length ? random.pick(fitting) : 'A Tale of Choices';
}

/** Titles for the game: a quiz's subject, a card game's foe or place, or the story's hero, goal and place. */
function titleOptions(
  words: UiWords,
  hero: string,
  categories: readonly Category[],
  slots: readonly LevelSlot[],
): string[] {
  const place = capital(words.place);
  if (slots[0]!.mode === 'quiz' && !slots.some((s) => s.mode === 'story')) {
    const subject = words.topic
      ? capital(words.topic.replace(/^the /, ''))
      : categories[0]
        ? CATEGORY_TITLE[categories[0] as Topic]
        : 'Brain';
    return [`The Great ${subject} Quiz`, `${subject} Challenge`, `${subject} Quest`];
  }
  if (slots.every((s) => s.mode === 'cards'))
    return words.solitaire
      ? [`${place} Solitaire`, `The ${place} Deck`]
      : [
          `${capital(hero)} vs the ${capital(words.foes[0]!)}`,
          `The ${capital(words.foes[0]!)}'s Deck`,
          `Cards of the ${place}`,
        ];
  return [
    `The ${capital(hero)} and the ${capital(words.goal.object)}`,
    `Secrets of the ${place}`,
    `The ${capital(words.goal.object)}`,
    `${capital(hero)}'s Tale`,
  ];
}

/** The game's goal, one clause per mode it plays, in the order they are played. */
export function goalFor(words: UiWords, slots: readonly LevelSlot[], heroName: string): string {
  const parts: string[] = [];
  if (slots.some((s) => s.mode === 'story'))
    parts.push(
      `guide ${heroName} through ${slots.filter((s) => s.mode === 'story').length} chapter(s) of the ` +
        `${words.place} to ${words.goal.verb} the ${words.goal.object}`,
    );
  if (slots.some((s) => s.mode === 'quiz'))
    parts.push(
      `pass ${slots.filter((s) => s.mode === 'quiz').length} quiz ` +
        `round(s)${words.topic ? ` about ${words.topic}` : ''}`,
    );
  if (slots.some((s) => s.mode === 'cards'))
    parts.push(
      words.solitaire
        ? `reach the points target in ${slots.filter((s) => s.mode === 'cards').length} solitaire round(s)`
        : `win ${slots.filter((s) => s.mode === 'cards').length} card duel(s), the last against the ${words.foes[0]}`,
    );
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, then ${parts[parts.length - 1]}` : parts[0]!;
  return `${firstCapital(text)}.`;
}

/** The help: the keys, then a line for each mode the game plays, then what failing costs. */
export function howToPlay(slots: readonly LevelSlot[], solitaire: boolean): string[] {
  const notes = [
    'Click a choice, or press 1-4; arrow keys light a choice and Enter picks it. Enter or Space starts the ' +
      'game; P or Escape pauses.',
  ];
  if (slots.some((s) => s.mode === 'story'))
    notes.push(
      'Story: each choice leads to a new scene; greyed choices say what they need (an item, some coins). A ' +
        'losing ending costs a life and restarts the chapter.',
    );
  if (slots.some((s) => s.mode === 'quiz'))
    notes.push('Quiz: pick the right answer (1-4); after each answer, Continue. Reach the pass mark to go on.');
  if (slots.some((s) => s.mode === 'cards'))
    notes.push(
      solitaire
        ? 'Cards: play one card a turn (click, 1-4, or drag it up) to collect points before the turns run out.'
        : 'Cards: play one card a turn (click, 1-4, or drag it up); attacks hurt, blocks soak the next hits, ' +
            'heals mend. Bring the opponent to 0 hp first.',
    );
  notes.push('Failing a level costs a life; with no lives left the game is over.');
  return notes;
}

/** What the signs of each mode's ascii in the GDD mean. */
export const STORY_LEGEND = {
  '>': 'a choice (or Continue) leads to',
  '?': 'a locked choice (needs a flag or a resource) leads to',
  '*': 'the winning ending',
  x: 'a losing ending',
};
export const QUIZ_LEGEND = { Q: 'a question: its number, the letter of the right answer (A-D), the prompt' };
export const CARDS_LEGEND = {
  P: 'the player: hp and deck (in the order dealt)',
  O: 'the opponent: hp and deck',
  T: 'the target (solitaire) or the turn limit',
};
