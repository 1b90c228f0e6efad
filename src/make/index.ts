// The make part's public face: the CLI and parts above make import it only through this file.
export {
  GAME_DIR,
  makeGame,
  MakeInputError,
  RESULT_FILE,
  REPORT_FILE,
  TRAJECTORY_FILE,
  type MakeOptions,
  type MakeAgentOptions,
} from './make.ts';
export { designGame } from './design.ts';
export {
  DEFAULT_MAX_REPAIRS,
  MakeModelError,
  repairLoop,
  type AgentContext,
  type Verification,
} from './agent/agent.ts';
export { HookWorkspace } from './agent/workspace.ts';
export * from './debug/index.ts';
export { classifyPrompt } from './classify.ts';
export { makeOutcome, verdictsLine } from './outcome.ts';
export { readIntent } from './intent.ts';
export { readPhrases } from './phrases.ts';
export { renderGddMarkdown } from './gdd.ts';
export { verifyRequirements } from './requirements.ts';
export type { FamilyDesign, DesignInput, GameMode } from './mode.ts';
export { FAMILY_GENERATORS, type FamilyGenerator } from './dispatch.ts';
export { proveRulebook, PROOF_FILE, type RulebookProof, type RulebookProofOptions } from './rulebook/prove.ts';
export { contestedKind, type Via } from './rulebook/route.ts';
export { ROUTE_CHOICE_FILE, RouteChoiceSchema, type RouteChoice } from './rulebook/choice.ts';
export { readAskedKind } from './kinds/read.ts';
