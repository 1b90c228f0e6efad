// The check part's public face: the deterministic verification pipeline (L1–L3b) and its scores.
export {
  buildGame,
  BuildResultSchema,
  BuildDiagnosticSchema,
  type BuildResult,
  type BuildDiagnostic,
  type BuildOptions,
} from './build.ts';
export {
  checkIntegrity,
  IntegrityResultSchema,
  IntegrityIssueSchema,
  type IntegrityResult,
  type IntegrityIssue,
} from './integrity.ts';
export { measureStructure } from './structure.ts';
/** The value of a string or plain template literal in game source; shared with make's pre-execution validators. */
export { literalText } from './sources.ts';
export * from './scores.ts';
export {
  checkGame,
  CheckResultSchema,
  DEFAULT_CHECK_WALL_LIMIT_MS,
  type CheckResult,
  type CheckOptions,
} from './check.ts';
export { ARCHETYPES, ArchetypeSchema, type Archetype, inputStrategy, type InputStrategy } from './strategy.ts';
export {
  loadReferenceMeans,
  meansOf,
  ReferenceMeansSchema,
  REFERENCE_MEANS_FILE,
  type ReferenceMeans,
} from './reference.ts';
export { formatCheckSummary } from './summary.ts';
