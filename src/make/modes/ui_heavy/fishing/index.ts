// The fishing mode: casts timed and bites answered on cue, until the catch lands before sunset.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designFishing, FISHING_RE, fishingRequirements, readFishingWords } from './fishing.ts';
import { FISHING_PLANNERS } from './plan.ts';

export const fishingMode = uiMode({
  id: 'fishing',
  planners: FISHING_PLANNERS,
  cues: [{ pattern: FISHING_RE, weight: 4, means: 'a timing game: keys pressed on cue over a panel' }],
  names: [{ head: 'fishing game', kind: 'genre', pattern: FISHING_RE, proofs: ['fish-caught'] }],
  proofs: ['before-sunset', 'every-level-won', 'fish-caught', 'fishing-fair', '*-shown'],
  examples: [
    'a fishing game where a bear catches three salmon in the river',
    'a fishing game on a frozen lake where an old man catches 5 trout before sunset',
  ],
  read: (intent) => readFishingWords(intent.read),
  design: (input, ask) => designFishing(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, FISHING_PLANNERS, 'fishing');
    return [everyLevelWon(gdd, 'the catch is landed'), ...fishingRequirements(gdd, ask, level)];
  },
});
