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
  cues: [],
  names: [],
  proofs: [],
  examples: [],
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
