// The debug protocol's face inside make: failures in one shape, the living protocol (seeds, matching, verified
// learning, the file), and the pre-execution validators.
export {
  FailureSchema,
  FailureStageSchema,
  FAILURE_STAGES,
  failuresFromCheck,
  failuresFromValidators,
  failureFromPlay,
  formatFailure,
  type Failure,
  type FailureStage,
} from './failures.ts';
export {
  checklist,
  DebugEntrySchema,
  DebugProtocolError,
  DebugProtocolSchema,
  DebugSignatureSchema,
  guidance,
  learnedEntryId,
  loadProtocol,
  matchFailure,
  PROTOCOL_FILE,
  PROTOCOL_SCHEMA,
  signatureMatches,
  signatureOf,
  updateProtocol,
  writeProtocol,
  type DebugEntry,
  type DebugProtocol,
  type DebugSignature,
  type ProtocolUpdate,
} from './protocol.ts';
export { seedEntries } from './seeds.ts';
export { validateProject, ValidatorFindingSchema, VALIDATORS, type ValidatorFinding } from './validators.ts';
