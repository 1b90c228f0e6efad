// The make part's public face: the CLI and parts above make import it only through this file.
export * from './assets/index.ts';
export { makeGame, MakeResultSchema, MakeInputError, RESULT_FILE, REPORT_FILE, type MakeResult, type MakeOptions } from './make.ts';
export { classifyPrompt, ClassificationSchema, type Classification } from './classify.ts';
export { readIntent, IntentSchema, type Intent } from './intent.ts';
export { GddSchema, renderGddMarkdown, type Gdd, type LevelDesign } from './gdd.ts';
export { RequirementSchema, verifyRequirements, type Requirement, type RequirementVerdict } from './requirements.ts';
export type { FamilyGenerator, FamilyDesign, DesignInput } from './family.ts';
export { FAMILY_GENERATORS } from './families/index.ts';
