// The ui_heavy family's own mode: quizzes, visual-novel chapters and card games designed from the prompt. The prompt's
// mode words choose the levels (a quiz prompt gets quiz rounds from the offline question bank, a story prompt branching
// chapters templated from its hero, place, goal and foes, a card prompt a themed deck and duels), a search over each
// level's state machine proves every state and the win reachable, and the winning lines it finds are the golden path.
// See templates/ui_heavy/docs/design_rules.md. This file declares the mode; the reading of the prompt is reading.ts,
// the design design.ts (its levels levels.ts, its words words.ts and prose.ts), the requirements requirements.ts.
import type { PromptPhrase } from '../../../../shared/index.ts';
import { uiMode } from '../family.ts';
import { designChapters } from './design.ts';
import { CHAPTER_PLANNERS } from './plan.ts';
import { chapterRequirements } from './requirements.ts';

/** The prompt's phrases, which the backdrops read the named place from. */
interface ChaptersAsk {
  phrases: readonly PromptPhrase[];
}

/** The family's own mode, last in its precedence: chapters of story, quiz rounds and card duels. */
export const chaptersMode = uiMode<ChaptersAsk>({
  id: 'chapters',
  planners: CHAPTER_PLANNERS,
  cues: [],
  names: [
    { head: 'quiz', kind: 'genre', pattern: /\bquiz(?:zes)?\b|\btrivia\b/, proofs: ['quiz-passed'] },
    {
      head: 'branching story',
      kind: 'genre',
      pattern: /\bbranching\b|\bchoose[- ]your[- ]own\b|\binteractive (?:story|fiction)\b|\bvisual novel\b|\bstory\b/,
      proofs: ['story-branches'],
    },
    {
      head: 'card battle',
      kind: 'genre',
      pattern: /\bcard (?:battle|game|duel)s?\b|\bdeck[- ]?build(?:er|ing)?\b|\bplay(?:s|ing)? cards\b/,
      // A deck-building game proves it by the cards its duels add to the deck.
      proofs: ['cards-added', 'duels-won'],
    },
    { head: 'solitaire', kind: 'genre', pattern: /\bsolitaire\b|\bpatience\b/, proofs: ['solitaire-won'] },
  ],
  proves: {
    'boss fight': ['duel-foe', 'boss'],
    'answer questions': ['questions-answered'],
    choices: ['story-choices', 'story-branches'],
  },
  proofs: [
    'bad-endings',
    'boss',
    'cards-added',
    'cards-played',
    'collect',
    'collect-theme',
    'deck-size',
    'difficulty',
    'duel-foe',
    'duels-won',
    'endings',
    'endings-by-choice',
    'every-level-won',
    'foe-health',
    'foes-in-order',
    'good-endings',
    'level-count',
    'lives',
    'pass-mark',
    'questions-answered',
    'questions-asked',
    'questions-loaded',
    'quiz-passed',
    'quiz-topic',
    'solitaire-won',
    'story-branches',
    'story-choices',
    'story-ended',
    'story-words',
    'timer',
    // A named foe, place, crime or cast member shown in play, an enemy standing in the way, a weapon card.
    '*-shown',
    'enemy-*',
    '*-card',
  ],
  examples: [
    'You play as a fox detective who must recover the stolen golden acorn: collect clues in the forest, answer the ' +
      "owl's riddles, then beat the wolf boss in a card duel with a deck of claws and berries.",
    'a knight with a sword fights goblins, then collects cards',
    'a science quiz for kids with 10 questions and 3 lives',
    'a deck-building card game where a druid fights a swamp hag, a bog troll and finally the Marsh Queen',
    'an interactive story where a detective solves a murder on a night train and the ending depends on who you accuse',
    'a card game against a goblin and an ogre',
    'a story with 2 good endings and 1 bad ending',
    'a visual novel with 4 endings',
    'a solitaire card game with a pirate theme and a 5 minute timer',
    'a card duel against a vampire lord with 30 hp where your deck has 20 cards',
    'a story where a young witch must find her lost cat in a haunted school: collect candles, sneak past the ghost, ' +
      'three chapters',
    'a quiz with twelve questions where 8 correct answers win',
    'a card battle against a troll: defeat the troll with fire cards',
    'a hard quiz about space with 3 levels',
  ],
  read: (_intent, phrases) => ({ phrases }),
  design: (input, { phrases }, attempt) => designChapters(input, attempt, phrases),
  requirements: chapterRequirements,
});
