// The engine the game runs (templates/rulebook/src/engine/, pure TypeScript): the rulebook part's one door to it, so
// the planner, the validator and make step exactly the code the browser steps.
export {
  CURSOR_CONTROLS,
  RulebookEngine,
  SELECT_CONTROL,
  scoreGuess,
  type TickInput,
} from '../../templates/rulebook/src/engine/engine.ts';
export {
  compileRulebook,
  type CompiledRulebook,
  type NormalControl,
  type NormalKind,
  MAX_THINGS,
  RulebookError,
  TICK_MS,
} from '../../templates/rulebook/src/engine/compile.ts';
export { layoutOf, toScreen, toWorld, type Layout } from '../../templates/rulebook/src/engine/layout.ts';
export { legalMoves, type MoveChoice } from '../../templates/rulebook/src/engine/board.ts';
export { evaluate } from '../../templates/rulebook/src/engine/opponent.ts';
export { countOf, type EngineEvent } from '../../templates/rulebook/src/engine/rules.ts';
export { cloneWorld, worldHash, type Thing, type WorldState } from '../../templates/rulebook/src/engine/state.ts';
export { legendEntry, legendThings, mapTokens } from '../../templates/rulebook/src/engine/level.ts';
export * from '../../templates/rulebook/src/engine/schema.ts';
