// The play part's public face: playing games like a tester. Today: scripted golden paths, on a session or a folder.
export {
  ConditionSchema,
  GoldenPathSchema,
  StepSchema,
  conditionHolds,
  describeCondition,
  describeStep,
  parseGoldenPath,
  readGoldenPath,
  runGoldenPath,
  valueAt,
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
