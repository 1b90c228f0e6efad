// The tycoon mode: a shop run day by day (prices and stock set each morning) to its goal.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designTycoon, readTycoonWords, tycoonRequirements } from './tycoon.ts';
import { TYCOON_PLANNERS } from './plan.ts';

export const tycoonMode = uiMode({
  id: 'tycoon',
  planners: TYCOON_PLANNERS,
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => readTycoonWords(intent.read),
  design: (input, ask) => designTycoon(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, TYCOON_PLANNERS, 'tycoon');
    return [everyLevelWon(gdd, `the ${level.business} meets its goal`), ...tycoonRequirements(ask, level)];
  },
});
