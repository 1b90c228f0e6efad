// The tycoon mode: a shop run day by day (prices and stock set each morning) to its goal.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designTycoon, readTycoonWords, TYCOON_RE, tycoonRequirements } from './tycoon.ts';
import { TYCOON_PLANNERS } from './plan.ts';

export const tycoonMode = uiMode({
  id: 'tycoon',
  planners: TYCOON_PLANNERS,
  cues: [{ pattern: TYCOON_RE, weight: 5, means: 'a shop run day by day: prices and stock set on panels' }],
  names: [{ head: 'tycoon', kind: 'genre', pattern: TYCOON_RE, proofs: ['tycoon-goal'] }],
  proofs: [
    'days-played',
    'every-level-won',
    'prices-set',
    'sales-made',
    'stock-bought',
    'tycoon-fair',
    'tycoon-goal',
    '*-shown',
  ],
  examples: ['a coffee shop tycoon', 'a lemonade stand tycoon for 10 days'],
  read: (intent) => readTycoonWords(intent.read),
  design: (input, ask) => designTycoon(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, TYCOON_PLANNERS, 'tycoon');
    return [everyLevelWon(gdd, `the ${level.business} meets its goal`), ...tycoonRequirements(ask, level)];
  },
});
