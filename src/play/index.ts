// The play part's public face: playing games like a tester — the tester loop and its policies (golden, explore, llm),
// the oracles and the Exec/Pass/Play verdicts — and the scripted golden paths make plays, on a session or a folder.
export {
  ConditionSchema,
  GoldenPathSchema,
  StepSchema,
  describeCondition,
  describeStep,
  parseGoldenPath,
  playGoldenStep,
  readGoldenPath,
  runGoldenPath,
  type Condition,
  type Expectation,
  type GoldenPath,
  type GoldenPathResult,
  type GoldenPathStep,
  type ParsedGoldenPath,
  type StepResult,
} from './golden-path.ts';
export {
  playFolderGoldenPath,
  type FolderGoldenPathOptions,
  type FolderGoldenPathRun,
} from './golden-path-folder.ts';
export { DEFAULT_PLAY_GAME_MS, DEFAULT_PLAY_STEPS, PlayInputError, playGame, type PlayOptions } from './play.ts';
export { playTestGame, type GoldenPlayTest, type PlayTestOptions, type PlayTestRun } from './play-test.ts';
export { runTester, TESTER_SESSION, type TesterOptions, type TesterRun } from './tester.ts';
export { ObservationSchema, type Observation } from './observation.ts';
export { PolicyStop, type Decision, type PlayPolicy } from './policy.ts';
export { explorePolicy } from './policies/explore.ts';
export { goldenPolicy } from './policies/golden.ts';
export { llmPolicy, type LlmPolicyOptions } from './policies/llm.ts';
export { isKnownKey, refusal, sendAction, describeAction, type ActionBounds } from './actions.ts';
export { Oracles, type StepEvidence } from './oracles.ts';
export { playerAt } from './observation.ts';
