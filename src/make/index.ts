// The make part's public face: the CLI and parts above make import it only through this file.
export * from './assets/index.ts';
export {
  makeGame,
  MakeResultSchema,
  MakeInputError,
  RESULT_FILE,
  REPORT_FILE,
  TRAJECTORY_FILE,
  type MakeResult,
  type MakeOptions,
  type MakeAgentOptions,
} from './make.ts';
export { DEFAULT_MAX_REPAIRS, MakeModelError, RepairReportSchema, type RepairReport } from './agent/agent.ts';
export { HookWorkspace } from './agent/workspace.ts';
export * from './debug/index.ts';
export { classifyPrompt, ClassificationSchema, type Classification } from './classify.ts';
export { readIntent, IntentSchema, type Intent } from './intent.ts';
export { GddSchema, renderGddMarkdown, type Gdd, type LevelDesign } from './gdd.ts';
export { RequirementSchema, verifyRequirements, type Requirement, type RequirementVerdict } from './requirements.ts';
export type { FamilyGenerator, FamilyDesign, DesignInput } from './family.ts';
export { FAMILY_GENERATORS } from './families/index.ts';
