// The typing mode: words that fall toward a place, each typed to destroy it before it lands.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designTyping, readTypingWords, typingRequirements } from './typing.ts';
import { TYPING_PLANNERS } from './plan.ts';

export const typingMode = uiMode({
  id: 'typing',
  planners: TYPING_PLANNERS,
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => readTypingWords(intent.read),
  design: (input, ask) => designTyping(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, TYPING_PLANNERS, 'typing');
    return [everyLevelWon(gdd, `the ${ask.place} holds`), ...typingRequirements(gdd, ask, level)];
  },
});
