// The anagram mode: a word game of scrambled words typed back in rounds, each against the clock; none of the story,
// quiz and cards cast.
import type { UiLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { livesAsked, timerAsked } from '../../shared/requirements.ts';
import { levelsOf, uiMode } from '../family.ts';
import { livesOf, readUiWords } from '../words.ts';
import { TIMER_PATH } from '../write.ts';
import { ANAGRAM_RE, ANAGRAM_WORDS, anagramRequirements, designAnagram, readAnagramWords } from './anagram.ts';
import { ANAGRAM_PLANNERS } from './plan.ts';

/** An anagram game's requirements: its rounds won, the words, and the prompt's clock and lives. */
function wordGameRequirements(
  gdd: Gdd,
  anagrams: NonNullable<ReturnType<typeof readAnagramWords>>,
  rounds: Extract<UiLevel, { mode: 'anagram' }>[],
  count: number,
): Requirement[] {
  const intent = gdd.intent;
  const out: Requirement[] = [
    {
      id: 'every-level-won',
      text: `all ${count} rounds are won`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'level_won', minCount: count },
    },
    ...anagramRequirements(gdd, anagrams, rounds),
  ];
  const seconds = intent.mechanics.timerSeconds;
  if (seconds !== null)
    out.push(
      timerAsked(intent, seconds, {
        text: `a ${seconds} s clock for each round`,
        path: TIMER_PATH,
        seconds: gdd.sections.config[TIMER_PATH],
        fails: 'round',
      }),
    );
  const lives = livesOf(intent, readUiWords(intent));
  if (lives !== null) out.push(livesAsked(intent, lives, gdd.sections.config['game.lives']));
  return out;
}

export const anagramMode = uiMode({
  id: 'anagram',
  planners: ANAGRAM_PLANNERS,
  cues: [{ pattern: ANAGRAM_RE, weight: 4, means: 'a word game: letters typed or clicked on a panel' }],
  names: [{ head: 'anagrams', kind: 'genre', pattern: ANAGRAM_WORDS, proofs: ['words-solved'] }],
  proves: { 'word game': ['words-solved'] },
  proofs: [
    'every-level-won',
    'lives',
    'round-clock',
    'scrambled',
    'timer',
    'topic-words-shown',
    'words-solved',
    // A word the prompt names is one to unscramble ("word-zebra").
    'word-*',
  ],
  examples: [
    'an anagram game with 2 levels: unscramble 5 animal words, including zebra, in 5 seconds, with 3 lives',
    'a word game where you unscramble fruit names like banana and pineapple',
  ],
  read: (intent) => readAnagramWords(intent.read),
  design: (input, ask) => designAnagram(input, ask),
  requirements: (gdd, ask) => {
    const rounds = levelsOf(gdd, ANAGRAM_PLANNERS).filter((l) => l.mode === 'anagram');
    return wordGameRequirements(gdd, ask, rounds, gdd.sections.architecture.levelOrder.length);
  },
});
