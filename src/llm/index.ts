// The llm part's public face: one provider-agnostic client for text, structured output, tool calls
// and images, with retries, per-provider limits, timeouts, a response cache, a trajectory log and
// usage accounting; plus a fake OpenAI-compatible server that later tests drive the client through.
export { checkLlm, DEFAULT_CHECK_TIMEOUT_MS, type LlmCallCheck, type LlmCheck } from './check.ts';
export { createLlm, createLlmIfConfigured, defineTool, salvageJson } from './client.ts';
export type {
  CreateLlmOptions,
  Llm,
  LlmAnswerInfo,
  LlmCallOptions,
  LlmInvalidToolCall,
  LlmObjectRequest,
  LlmObjectResult,
  LlmRunnableTool,
  LlmScope,
  LlmTextRequest,
  LlmTextResult,
  LlmToolRun,
  LlmToolRunRequest,
  LlmToolRunStep,
  LlmToolSet,
  LlmTypedToolCall,
} from './types.ts';
export {
  LLM_ERROR_CODES,
  LLM_ERROR_KINDS,
  LlmError,
  LlmErrorCodeSchema,
  RETRYABLE_CODES,
  redactSecrets,
  type LlmErrorCode,
} from './errors.ts';
export {
  canonicalJson,
  type LlmGenerationSettings,
  type LlmInput,
  type LlmMessage,
  type LlmPart,
  type LlmToolCall,
  type LlmToolChoice,
  type LlmToolResult,
  type LlmToolSpec,
} from './request.ts';
export { parseRetryAfter } from './retry.ts';
export {
  endpointOf,
  LLM_PROVIDERS,
  LlmProviderSchema,
  LlmSettingsSchema,
  resolveLlmSettings,
  type LlmProvider,
  type LlmSettings,
} from './settings.ts';
export {
  readTrajectory,
  readTrajectorySteps,
  TrajectoryFileError,
  TrajectoryLog,
  TrajectoryRecordSchema,
  TrajectoryStepSchema,
  type TrajectoryRecord,
  type TrajectoryStep,
} from './trajectory.ts';
export { emptyUsage, sumUsage, UsageLedger } from './usage.ts';
export {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
  type FakeRequest,
  type FakeScript,
} from './testing/fake-openai-server.ts';
