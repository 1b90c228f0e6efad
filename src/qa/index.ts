// The qa part's public face: explore a game offline for bugs nobody described, confirm each by replay, score
// against known bugs (GBQA), through adapters that fit text games behind HTTP and web games in the browser.
export type { GameAdapter, GameRules, QaObservation, StateFields } from './adapter.ts';
export { GameRulesSchema, StateFieldsSchema } from './adapter.ts';
export { BrowserConfigSchema, openBrowserGame, webRules, type BrowserAdapterOptions } from './browser.ts';
export { confirmCandidates, replay } from './confirm.ts';
export { KnownBugsError, readKnownBugs, scoreMatches, scoreOffline, signaturesOf } from './critic.ts';
export { scoreWithModel } from './model-critic.ts';
export { runAgent, type AgentMemory, type AgentOptions, type AgentRun } from './agent.ts';
export { fillTemplates } from './explorer.ts';
export { explore } from './tester.ts';
export { HttpTextConfigSchema, openHttpTextGame, parseHelp, QA_ADAPTER_SCHEMA, QaAdapterError } from './http-text.ts';
export {
  injectBugs,
  type InjectOptions,
  OPERATOR_NAMES,
  type OperatorName,
  QA_SUITE_SCHEMA,
  QaInjectError,
  type QaSuiteManifest,
  QaSuiteManifestSchema,
} from './inject/index.ts';
export { faultHolds, replayGolden, type ReplayRun, type Snapshot } from './inject/index.ts';
export { judgeTransition, mentioned } from './oracles.ts';
export {
  DEFAULT_QA_STEPS,
  openQaTarget,
  type OpenQaOptions,
  QA_STEP_BUDGETS,
  QaInputError,
  qaGame,
  type QaOptions,
  replayReport,
} from './qa.ts';
export {
  QA_GAMES_SCHEMA,
  type QaGamesManifest,
  QaGamesManifestSchema,
  type QaSuite,
  QaSuiteError,
  type QaSuiteGame,
  readQaSuite,
} from './suite-manifest.ts';
export { type QaSuiteOptions, runQaSuite, scoreSuite, type SuiteGameRun } from './suite-run.ts';
export { parseWebAction, webState } from './web-actions.ts';
