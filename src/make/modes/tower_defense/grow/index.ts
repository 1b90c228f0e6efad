// The tower_defense family's build-and-grow mode: a city builder or a farm, asked for by name; one place built and
// grown day by day to its goal, with no waves and no enemies.
import { defineMode } from '../../../mode.ts';
import { designWithRetries } from '../../shared/design.ts';
import { asksForGrow, designGrow, growRequirements, validateGrow } from './design.ts';
import type { GrowKind } from './words.ts';
import { growPlannedPath, writeGrowGame } from './write.ts';

/** Whole designs tried (each drawing on from the same seeded stream) before design gives up. */
const DESIGN_ATTEMPTS = 3;

export const growMode = defineMode<GrowKind>({
  id: 'grow',
  family: 'tower_defense',
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => asksForGrow(intent.read),
  design: (input, grow) => {
    const difficulty = input.intent.difficulty ?? 'normal';
    return designWithRetries(input, { family: 'tower_defense', attempts: DESIGN_ATTEMPTS }, () =>
      designGrow(input, grow, difficulty),
    );
  },
  validate: validateGrow,
  write: writeGrowGame,
  plan: growPlannedPath,
  requirements: growRequirements,
});
