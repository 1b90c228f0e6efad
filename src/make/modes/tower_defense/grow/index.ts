// The tower_defense family's build-and-grow mode: a city builder or a farm, asked for by name; one place built and
// grown day by day to its goal, with no waves and no enemies.
import { defineMode } from '../../../mode.ts';
import { designWithRetries } from '../../shared/design.ts';
import { asksForGrow, designGrow, growRequirements, validateGrow } from './design.ts';
import { readGrowWords, type GrowKind, type GrowWords } from './words.ts';
import { growPlannedPath, writeGrowGame } from './write.ts';

/** Whole designs tried (each drawing on from the same seeded stream) before design gives up. */
const DESIGN_ATTEMPTS = 3;

/** What the prompt asks of a build-and-grow game: a city or a farm, and its words. */
interface GrowAsk {
  kind: GrowKind;
  words: GrowWords;
}

export const growMode = defineMode<GrowAsk>({
  id: 'grow',
  family: 'tower_defense',
  cues: [
    {
      // A town placed on the grid, or crops planted on plots, with money and a clock.
      pattern: new RegExp(
        '\\b(city[- ]builder|town[- ]builder|simcity|farm(ing)? (sim|game)|farming|harvest moon|stardew' +
          '|(build|grow)(s|ing)? (a |the |your )?(town|city))\\b',
      ),
      weight: 4,
      means: 'a place built and grown on a grid with money and days',
    },
  ],
  names: [
    {
      head: 'city builder',
      kind: 'genre',
      pattern: /\bcity[- ]builder\b|\btown[- ]builder\b/,
      proofs: ['town-target'],
    },
    {
      head: 'farming sim',
      kind: 'genre',
      pattern: /\bfarm(?:ing)? (?:sim|game)\b|\bfarming\b/,
      proofs: ['farm-season'],
    },
    { head: 'planting', kind: 'mechanic', pattern: /\bplanting\b/, proofs: ['crops-planted'] },
    { head: 'harvest', kind: 'mechanic', pattern: /\bharvest(?:s|ing)?\b/, proofs: ['crops-harvested'] },
  ],
  proofs: [
    'buildings-placed',
    'crops-harvested',
    'crops-planted',
    'crops-sold',
    'crops-watered',
    'day-limit',
    'farm-season',
    'houses-linked',
    'season-days',
    'target-reached',
    'town-target',
    // Each kind of building the prompt names is drawn ("house-art") and shown ("houses-shown").
    '*-art',
    '*-shown',
  ],
  examples: [
    'a farming sim where a girl plants carrots, waters them and sells the harvest at the market over 7 days',
    'a city builder where you place houses and roads and grow a town to 500 people within 30 days',
  ],
  read(intent, phrases) {
    const kind = asksForGrow(intent.read);
    return kind && { kind, words: readGrowWords(intent.read, kind, phrases) };
  },
  design: (input, { kind, words }) => {
    const difficulty = input.intent.difficulty ?? 'normal';
    return designWithRetries(input, { family: 'tower_defense', attempts: DESIGN_ATTEMPTS }, () =>
      designGrow(input, kind, difficulty, words),
    );
  },
  validate: validateGrow,
  write: (projectDir, gdd, { words }) => writeGrowGame(projectDir, gdd, words),
  plan: growPlannedPath,
  requirements: (gdd, { words }) => growRequirements(gdd, words),
});
