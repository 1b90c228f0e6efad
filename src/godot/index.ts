// The godot part's public face: the Godot half of the seeds (JamBench and GameDevBench) on Godot 4 text projects —
// parsers, the manifest, L1, SCS, eval_config and the input strategy, task builders, and the runtime levels when a
// Godot 4 binary is configured. It sits beside check; cli and bench import it, nothing below them does.
export { basAgainstMeans, basAgainstProject } from './bas.ts';
export { checkGodotProject, type GodotCheckOptions } from './check.ts';
export { collectorScript } from './collector.ts';
export { GodotInputError } from './errors.ts';
export {
  type EvalConfig,
  EvalConfigSchema,
  evalConfigByModel,
  evalConfigByRules,
  GAME_TYPES,
  type GameType,
} from './eval-config.ts';
export {
  importGameDevBenchTask,
  newNonce,
  prepareTestRun,
  readEditTask,
  readVerdict,
  wrapTestScript,
} from './gamedevbench.ts';
export { type InputStrategy, InputStrategySchema, inputStrategyOf } from './input-strategy.ts';
export { checkIntegrity, type IntegrityReport } from './integrity.ts';
export { buildManifest, type Manifest, ManifestSchema } from './manifest.ts';
export { MASK_LEVELS, type MaskLevel, maskProject, writeMaskedTask } from './mask.ts';
export { findProjects, type GodotProject, loadProject, resolveProjectDir } from './project.ts';
export { commands as godotCommands, NO_BINARY, runEditTest } from './runtime.ts';
export { measureScs, REFERENCE_MEANS, scoreScs, scoreScsAgainstMeans } from './scs.ts';
export { blueprintPrompt, fileRoundPrompt, TASK1_SYSTEM_PROMPT } from './task-prompts.ts';
