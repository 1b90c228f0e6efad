// qa inject's public face inside the qa part: the mutation operators, the golden-path replays that prove a planted
// bug, and the suite they are written to.
export { injectBugs, type InjectOptions } from './inject.ts';
export { OPERATOR_NAMES, OPERATORS, type Mutation, type Operator, type OperatorName } from './operators.ts';
export { faultHolds, replayGolden, type ReplayRun, type Snapshot } from './replay.ts';
export { QA_SUITE_SCHEMA, QaInjectError, QaSuiteManifestSchema, type QaSuiteManifest } from './suite.ts';
