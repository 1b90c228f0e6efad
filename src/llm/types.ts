// The llm part's public types: the options a client takes, its requests and answers, and the client itself.
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import type { LoadedConfig } from '../shared/index.ts';
import type {
  LlmGenerationSettings,
  LlmInput,
  LlmMessage,
  LlmToolCall,
  LlmToolChoice,
  LlmToolResult,
  LlmToolSpec,
} from './request.ts';
import type { LlmSettings } from './settings.ts';
import type { TrajectoryLog } from './trajectory.ts';
import type { UsageLedger } from './usage.ts';

/** Where a client's calls are counted and recorded; `llm.with(scope)` makes a client for a narrower one. */
export interface LlmScope {
  /** The usage phase (e.g. "design"); defaults to each call's purpose. */
  phase?: string;
  /** The cache namespace, one per seed or repeat, so repeats are independent samples. Default "default". */
  namespace?: string;
  /** The JSONL file (or log) every call is appended to; none when absent. */
  trajectory?: string | TrajectoryLog;
}

export interface CreateLlmOptions extends LlmScope {
  /** The loaded configuration: the llm section and the cache folder. */
  config: Pick<LoadedConfig, 'config' | 'cacheDir'>;
  env?: NodeJS.ProcessEnv;
  /** The ledger to count into; a fresh one by default (read it back as `llm.usage`). */
  usage?: UsageLedger;
  /** The cache folder, or false for none. Default: `<cacheDir>/llm` when llm.cache is on. */
  cache?: string | false;
  /** Per-client replacements for the configured numbers. */
  timeoutMs?: number;
  maxRetries?: number;
  concurrency?: number;
  /** First backoff pause when the server gives no retry-after (doubles each retry). Default 1000 ms. */
  retryBaseDelayMs?: number;
  /** Longest pause; a server asking for longer is reported instead of waited for. Default 60 s. */
  maxRetryDelayMs?: number;
  /** Extra answers asked for when structured output fails its schema. Default 1. */
  reasks?: number;
  /** Call this AI SDK model instead of the configured one (unit tests: `MockLanguageModelV4` from `ai/test`). */
  model?: Exclude<LanguageModel, string>;
}

/** What every call takes besides its input. */
export interface LlmCallOptions extends LlmGenerationSettings {
  /** What the call is for, e.g. "make.design"; recorded in the trajectory. */
  purpose: string;
  system?: string;
  timeoutMs?: number;
  maxRetries?: number;
  signal?: AbortSignal;
  /** false: neither read nor write the cache for this call. */
  cache?: boolean;
  /** The step number inside a tool loop, for the trajectory. */
  step?: number;
}

export type LlmToolSet = Record<string, LlmToolSpec>;

/** A valid tool call, typed by the tool's input schema. */
export type LlmTypedToolCall<TOOLS extends LlmToolSet> = {
  [K in keyof TOOLS & string]: { id: string; name: K; input: z.infer<TOOLS[K]['input']> };
}[keyof TOOLS & string];

/** A tool call the model got wrong: unknown tool, arguments not JSON, or not matching the schema. */
export interface LlmInvalidToolCall {
  id: string;
  name: string;
  input: unknown;
  error: string;
}

export type LlmTextRequest<TOOLS extends LlmToolSet> = LlmCallOptions &
  LlmInput & { tools?: TOOLS; toolChoice?: LlmToolChoice };
export type LlmObjectRequest<SCHEMA extends z.ZodType> = LlmCallOptions &
  LlmInput & {
    schema: SCHEMA;
    /** A name for the output, given to providers that use one. Default "answer". */
    schemaName?: string;
    /** Extra answers to ask for when the output fails its schema (overrides the client's). */
    reasks?: number;
  };

/** Facts about how a call was answered. */
export interface LlmAnswerInfo {
  model: string;
  /** sha256 of the canonical request. */
  digest: string;
  cacheHit: boolean;
  attempts: number;
  reasks: number;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  finishReason: string;
}

export interface LlmTextResult<TOOLS extends LlmToolSet = LlmToolSet> extends LlmAnswerInfo {
  text: string;
  toolCalls: LlmTypedToolCall<TOOLS>[];
  invalidToolCalls: LlmInvalidToolCall[];
}

export interface LlmObjectResult<T> extends LlmAnswerInfo {
  object: T;
  /** The answer's raw text. */
  text: string;
}

/** A tool the client runs itself inside `runTools`. Errors it throws go back to the model as error results. */
export interface LlmRunnableTool<INPUT extends z.ZodType = z.ZodType> extends LlmToolSpec<INPUT> {
  execute(input: z.infer<INPUT>): unknown;
}

export interface LlmToolRunStep {
  text: string;
  toolCalls: LlmToolCall[];
  results: LlmToolResult[];
}

export interface LlmToolRun {
  /** The model's last text. */
  text: string;
  /** The model stopped calling tools (false: the step limit ended the run). */
  finished: boolean;
  steps: LlmToolRunStep[];
  /** The whole conversation, ready to continue. */
  messages: LlmMessage[];
}

export type LlmToolRunRequest<TOOLS extends Record<string, LlmRunnableTool>> = LlmCallOptions &
  LlmInput & { tools: TOOLS; toolChoice?: LlmToolChoice; maxSteps?: number };

export interface Llm {
  /** The resolved model, endpoint and limits — no key. */
  readonly settings: LlmSettings;
  readonly usage: UsageLedger;
  readonly scope: Readonly<LlmScope & { namespace: string }>;
  text<TOOLS extends LlmToolSet = Record<never, LlmToolSpec>>(
    request: LlmTextRequest<TOOLS>,
  ): Promise<LlmTextResult<TOOLS>>;
  object<SCHEMA extends z.ZodType>(request: LlmObjectRequest<SCHEMA>): Promise<LlmObjectResult<z.infer<SCHEMA>>>;
  /** Calls the model, runs the tools it asks for, feeds the results back, until it stops or `maxSteps` (default 8). */
  runTools<TOOLS extends Record<string, LlmRunnableTool>>(request: LlmToolRunRequest<TOOLS>): Promise<LlmToolRun>;
  /** The same client counting into another phase, namespace or trajectory. */
  with(scope: LlmScope): Llm;
}
