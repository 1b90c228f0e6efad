// The platformer family's runner mode: an endless runner, an auto-scrolling flyer or a flappy flyer, asked for by
// name; one seeded course per level, proven passable by the planner and run to its goal.
import { defineMode } from '../../../mode.ts';
import { designWithRetries } from '../../shared/design.ts';
import { asksForRunner, designRunner, runnerRequirements, validateRunner } from './design.ts';
import { runnerPlannedPath, writeRunnerGame } from './write.ts';
import { readPlatformerWords } from '../words.ts';

/** Fresh designs tried before design gives up; each draws on from the same seeded stream. */
const DESIGN_ATTEMPTS = 3;

export const runnerMode = defineMode<true>({
  id: 'runner',
  family: 'platformer',
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => asksForRunner(intent.read) || null,
  design: (input) =>
    designWithRetries(input, { family: 'platformer', attempts: DESIGN_ATTEMPTS }, () =>
      designRunner(
        input,
        readPlatformerWords(input.intent),
        input.intent.difficulty ?? 'normal',
        input.intent.levels ?? 1,
      ),
    ),
  validate: validateRunner,
  write: (projectDir, gdd) => writeRunnerGame(projectDir, gdd, readPlatformerWords(gdd.intent)),
  plan: (gdd) => runnerPlannedPath(gdd, readPlatformerWords(gdd.intent)),
  requirements: (gdd) => runnerRequirements(gdd, readPlatformerWords(gdd.intent)),
});
