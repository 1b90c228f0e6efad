// The debug protocol's face inside make: failures in one shape, the living protocol (seeds, matching, verified
// learning, the file), and the pre-execution validators.
export {
  FailureSchema,
  FailureStageSchema,
  FAILURE_STAGES,
  failuresFromCheck,
  failuresFromValidators,
  failureFromPlay,
  failuresFromPlayTest,
  formatFailure,
  type Failure,
  type FailureStage,
} from './failures.ts';
export {
  DebugEntrySchema,
  DebugProtocolSchema,
  DebugSignatureSchema,
  PROTOCOL_SCHEMA,
  type DebugEntry,
  type DebugProtocol,
  type DebugSignature,
} from './entry.ts';
export {
  checklist,
  DebugProtocolError,
  guidance,
  learnedEntryId,
  loadProtocol,
  matchFailure,
  PROTOCOL_FILE,
  signatureMatches,
  signatureOf,
  updateProtocol,
  writeProtocol,
  type ProtocolUpdate,
} from './protocol.ts';
export { seedEntries } from './seeds.ts';
export { validateProject, ValidatorFindingSchema, VALIDATORS, type ValidatorFinding } from './validators.ts';
