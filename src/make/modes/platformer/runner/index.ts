// The platformer family's runner mode: an endless runner, an auto-scrolling flyer or a flappy flyer, asked for by
// name; one seeded course per level, proven passable by the planner and run to its goal.
import { defineMode } from '../../../mode.ts';
import { designWithRetries } from '../../shared/design.ts';
import {
  asksForRunner,
  designRunner,
  readRunnerWords,
  runnerRequirements,
  validateRunner,
  type RunnerWords,
} from './design.ts';
import { runnerPlannedPath, writeRunnerGame } from './write.ts';
import { readPlatformerWords, type PlatformerWords } from '../words.ts';

/** Fresh designs tried before design gives up; each draws on from the same seeded stream. */
const DESIGN_ATTEMPTS = 3;

/** What the prompt asks of a runner: the family's words and the runner's own. */
interface RunnerAsk {
  words: PlatformerWords;
  runner: RunnerWords;
}

export const runnerMode = defineMode<RunnerAsk>({
  id: 'runner',
  family: 'platformer',
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read(intent, phrases) {
    if (!asksForRunner(intent.read)) return null;
    const words = readPlatformerWords(intent, phrases);
    return { words, runner: readRunnerWords(intent.read, words, phrases) };
  },
  design: (input, { words, runner }) =>
    designWithRetries(input, { family: 'platformer', attempts: DESIGN_ATTEMPTS }, () =>
      designRunner(input, words, runner, input.intent.difficulty ?? 'normal', input.intent.levels ?? 1),
    ),
  validate: validateRunner,
  write: (projectDir, gdd, { runner }) => writeRunnerGame(projectDir, gdd, runner),
  plan: (gdd, { runner }) => runnerPlannedPath(gdd, runner),
  requirements: (gdd, { runner }) => runnerRequirements(gdd, runner),
});
