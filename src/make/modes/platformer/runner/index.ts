// The platformer family's runner mode: an endless runner, an auto-scrolling flyer or a flappy flyer, asked for by
// name; one seeded course per level, proven passable by the planner and run to its goal.
import { defineMode } from '../../../mode.ts';
import { designWithRetries } from '../../shared/design.ts';
import {
  asksForRunner,
  AUTO_SCROLL_WORDS,
  designRunner,
  ENDLESS_WORDS,
  FLAP_MODE_CUE,
  readRunnerWords,
  RUNNER_CUE,
  type RunnerWords,
} from './design.ts';
import { runnerRequirements, validateRunner } from './requirements.ts';
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
  cues: [{ pattern: RUNNER_CUE, weight: 3, means: 'a side view that moves on by itself' }],
  names: [
    { head: 'endless runner', kind: 'genre', pattern: ENDLESS_WORDS, proofs: ['runner-goal'] },
    { head: 'auto-scrolling', kind: 'genre', pattern: AUTO_SCROLL_WORDS, proofs: ['runner-goal'] },
    { head: 'a flappy game', kind: 'genre', pattern: FLAP_MODE_CUE, proofs: ['gates-passed'] },
  ],
  proves: { flying: ['flies'], survival: ['runner-goal'] },
  proofs: [
    'flaps',
    'flies',
    'gates-passed',
    'gates-shown',
    'obstacle-theme',
    'obstacles-passed',
    'pickups-collected',
    'ramp-interval',
    'runner-goal',
    'runner-levels',
    'speed-ramps',
  ],
  examples: [
    'a flappy game where a paper plane flies through gaps between skyscrapers',
    'an auto-scrolling game where a bat flies through a cave, dodges stalactites, collects gems and survives 60 ' +
      'seconds, 2 levels',
    'an endless runner where a raccoon jumps over trash cans and the speed ramps up every 20 seconds',
  ],
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
