// The fishing mode: casts timed and bites answered on cue, until the catch lands before sunset.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designFishing, readFishingWords, fishingRequirements } from './fishing.ts';
import { FISHING_PLANNERS } from './plan.ts';

export const fishingMode = uiMode({
  id: 'fishing',
  planners: FISHING_PLANNERS,
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => readFishingWords(intent.read),
  design: (input, ask) => designFishing(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, FISHING_PLANNERS, 'fishing');
    return [everyLevelWon(gdd, 'the catch is landed'), ...fishingRequirements(gdd, ask, level)];
  },
});
