// The check part's public face: the deterministic verification pipeline (L1–L3b) and its scores. Its result and the
// results of its levels are shared schemas (shared/results), read by whoever needs them without importing check.
export { buildGame, type BuildOptions } from './build.ts';
export { checkIntegrity } from './integrity.ts';
export { measureStructure } from './structure.ts';
/** The value of a string or plain template literal in game source; shared with make's pre-execution validators. */
export { literalText } from './sources.ts';
export * from './scores.ts';
export { checkGame, DEFAULT_CHECK_WALL_LIMIT_MS, type CheckOptions } from './check.ts';
export { checkGames, type CheckTarget } from './many.ts';
export { CheckInputError, type CheckInputErrorCode } from './errors.ts';
export {
  FORBIDDEN_ACTION,
  inputStrategy,
  MENU_SCENE,
  rankMenuTargets,
  type InputStrategy,
} from './strategy.ts';
export { runStability } from './stability.ts';
export {
  loadReferenceMeans,
  meansOf,
  ReferenceMeansSchema,
  REFERENCE_MEANS_FILE,
  type ReferenceMeans,
} from './reference.ts';
export { formatCheckSummary } from './summary.ts';
export { notMeasured } from './verdict.ts';
