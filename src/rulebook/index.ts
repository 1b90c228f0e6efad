// The Rulebook part: games as data. The language and its engine live in templates/rulebook/src/engine/ (the game
// runs them); this part checks rulebooks, plans wins for them, reads the library and writes game projects.
export { rulebookAssets } from './assets.ts';
export {
  type CompiledRulebook,
  type EngineEvent,
  type Rulebook,
  RulebookEngine,
  RulebookError,
  RulebookSchema,
  type TickInput,
  type WorldState,
} from './engine.ts';
export {
  LIBRARY_DIR,
  type LibraryEntry,
  libraryRulebooks,
  readRulebookFile,
  RulebookFileError,
  rulebookFiles,
  rulebookJsonSchema,
} from './library.ts';
export { type LevelPlan, type PlanOptions, planRulebook, type RulebookPlan } from './plan/index.ts';
export { controlLines, TEMPLATE_DIR, writeRulebookProject, type ProjectFiles } from './project.ts';
export { checkRulebook, type RulebookCheck, type RulebookProblem } from './validate.ts';
