// The typing mode: words that fall toward a place, each typed to destroy it before it lands.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designTyping, readTypingWords, TYPING_RE, typingRequirements } from './typing.ts';
import { TYPING_PLANNERS } from './plan.ts';

export const typingMode = uiMode({
  id: 'typing',
  planners: TYPING_PLANNERS,
  cues: [{ pattern: TYPING_RE, weight: 4, means: 'a word game: letters typed or clicked on a panel' }],
  names: [{ head: 'typing game', kind: 'genre', pattern: TYPING_RE, proofs: ['words-destroyed'] }],
  proves: { 'word game': ['words-destroyed'] },
  proofs: ['every-level-won', 'typing-fair', 'wave-count', 'words-destroyed', '*-shown'],
  examples: [
    'a typing game with 3 waves of falling asteroids, the base has 5 health',
    'a typing game where you type words to stop falling meteors from hitting the city',
  ],
  read: (intent) => readTypingWords(intent.read),
  design: (input, ask) => designTyping(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, TYPING_PLANNERS, 'typing');
    return [everyLevelWon(gdd, `the ${ask.place} holds`), ...typingRequirements(gdd, ask, level)];
  },
});
