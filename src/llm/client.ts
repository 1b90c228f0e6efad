// The model client every part uses: text, structured output checked by zod (re-asked when it does
// not fit), tool calls, images — each call limited per provider, timed out, retried with backoff
// (honouring retry-after), answered from the cache when it can be, written to the trajectory and
// counted in the usage ledger. Nothing here prints, and no error or record carries a secret.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import {
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  tool,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import { z } from 'zod';
import type { LoadedConfig } from '../shared/index.ts';
import { ResponseCache, type CachedAnswer } from './cache.ts';
import { toLlmError } from './classify.ts';
import { LlmError, redactSecrets, type LlmErrorCode } from './errors.ts';
import { languageModelFor } from './providers.ts';
import {
  cacheKeyOf,
  canonicalRequest,
  messagesOf,
  toModelMessages,
  type CanonicalRequestParts,
  type LlmGenerationSettings,
  type LlmInput,
  type LlmMessage,
  type LlmToolCall,
  type LlmToolChoice,
  type LlmToolResult,
  type LlmToolSpec,
} from './request.ts';
import {
  decideRetry,
  DEFAULT_MAX_RETRY_DELAY_MS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  limiterFor,
  pause,
  type RetryPolicy,
} from './retry.ts';
import { apiKeyOf, resolveLlmSettings, withApiKey, type LlmSettings } from './settings.ts';
import { TrajectoryLog, type TrajectoryRecord } from './trajectory.ts';
import { UsageLedger } from './usage.ts';

// The SDK reports provider warnings (e.g. "this server ignores the JSON schema") on the console;
// parts never print, and our object calls already put the schema in the instructions.
globalThis.AI_SDK_LOG_WARNINGS = false;

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

/** Infers a runnable tool's input type from its schema. */
export function defineTool<INPUT extends z.ZodType>(spec: {
  description: string;
  input: INPUT;
  execute(input: z.infer<INPUT>): unknown;
}): LlmRunnableTool<INPUT> {
  return spec;
}

interface Shared {
  settings: LlmSettings;
  model: Exclude<LanguageModel, string>;
  secrets: (string | undefined)[];
  usage: UsageLedger;
  cache: ResponseCache | undefined;
  policy: RetryPolicy;
  reasks: number;
  limit: ReturnType<typeof limiterFor>;
}

/** Counters for one logical call, filled in as it goes so that an error still reports what it spent. */
interface Meter {
  attempts: number;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  reasks: number;
}

type Answer = Omit<CachedAnswer, 'v' | 'model' | 'digest'>;

/** Our provider options are plain JSON objects; the SDK types them as JSON values. */
type SdkProviderOptions = NonNullable<Parameters<typeof generateText>[0]['providerOptions']>;

/**
 * A client for the configured model. Throws LlmError("not-configured") when no model is set up,
 * naming the variable to set.
 */
export function createLlm(options: CreateLlmOptions): Llm {
  const env = options.env ?? process.env;
  // An injected model is named by itself; the configuration still gives the limits.
  const base: LlmSettings = options.model
    ? {
        provider: 'openai-compatible',
        model: options.model.modelId,
        label: `${options.model.provider}:${options.model.modelId}`,
        ...tuningOf(options.config),
      }
    : resolveLlmSettings(options.config, env);
  const settings = withApiKey(
    {
      ...base,
      timeoutMs: options.timeoutMs ?? base.timeoutMs,
      maxRetries: options.maxRetries ?? base.maxRetries,
      concurrency: options.concurrency ?? base.concurrency,
      cache: options.cache === false ? false : typeof options.cache === 'string' ? true : base.cache,
    },
    apiKeyOf(base),
  );
  const apiKey = apiKeyOf(settings);
  const shared: Shared = {
    settings: publicCopy(settings),
    model: options.model ?? languageModelFor(settings),
    secrets: [
      apiKey,
      ...Object.entries(env)
        .filter(([name]) => /API_KEY$/.test(name))
        .map(([, value]) => value),
    ],
    usage: options.usage ?? new UsageLedger(),
    cache: settings.cache
      ? new ResponseCache(typeof options.cache === 'string' ? options.cache : join(options.config.cacheDir, 'llm'))
      : undefined,
    policy: {
      maxRetries: settings.maxRetries,
      baseDelayMs: options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS,
      maxDelayMs: options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS,
    },
    reasks: options.reasks ?? 1,
    limit: limiterFor(`${settings.provider}|${settings.baseUrl ?? 'default'}`, settings.concurrency),
  };
  return clientFor(shared, {
    namespace: options.namespace ?? 'default',
    phase: options.phase,
    trajectory: options.trajectory,
  });
}

/**
 * A client when a model is configured, else the reason there is none — for parts that fall back to
 * their offline behaviour and say why.
 */
export function createLlmIfConfigured(
  options: CreateLlmOptions,
): { llm: Llm; reason?: never } | { llm?: never; reason: string } {
  try {
    return { llm: createLlm(options) };
  } catch (e) {
    if (e instanceof LlmError && e.code === 'not-configured') return { reason: e.message };
    throw e;
  }
}

function tuningOf(loaded: Pick<LoadedConfig, 'config'>) {
  const { timeoutMs, maxRetries, concurrency, cache } = loaded.config.llm;
  return { timeoutMs, maxRetries, concurrency, cache };
}

/** A plain copy of the settings for callers to read: the key stays with the original. */
function publicCopy(settings: LlmSettings): LlmSettings {
  return Object.freeze({ ...settings });
}

function clientFor(
  shared: Shared,
  scope: { namespace: string; phase: string | undefined; trajectory: string | TrajectoryLog | undefined },
): Llm {
  const log = typeof scope.trajectory === 'string' ? new TrajectoryLog(scope.trajectory) : scope.trajectory;
  const { settings } = shared;

  /** One request to the model, retried as the policy allows; schema failures pass through for re-asking. */
  async function callModel(
    meter: Meter,
    request: LlmCallOptions,
    args: Omit<Parameters<typeof generateText>[0], 'model'>,
  ) {
    const timeoutMs = request.timeoutMs ?? settings.timeoutMs;
    const policy = { ...shared.policy, maxRetries: request.maxRetries ?? shared.policy.maxRetries };
    for (let attempt = 1; ; attempt += 1) {
      let timedOut = false;
      try {
        const result = await shared.limit(async () => {
          meter.attempts += 1;
          meter.requests += 1;
          const timer = new AbortController();
          const handle = setTimeout(() => {
            timedOut = true;
            timer.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
          }, timeoutMs);
          try {
            const signal = request.signal ? AbortSignal.any([request.signal, timer.signal]) : timer.signal;
            return await generateText({
              ...args,
              model: shared.model,
              maxRetries: 0,
              abortSignal: signal,
            } as Parameters<typeof generateText>[0]);
          } finally {
            clearTimeout(handle);
          }
        });
        meter.inputTokens += result.usage.inputTokens ?? 0;
        meter.outputTokens += result.usage.outputTokens ?? 0;
        return result;
      } catch (e) {
        if (NoObjectGeneratedError.isInstance(e)) {
          meter.inputTokens += e.usage?.inputTokens ?? 0;
          meter.outputTokens += e.usage?.outputTokens ?? 0;
          throw e;
        }
        const error = toLlmError(e, {
          settings,
          secrets: shared.secrets,
          timedOut,
          callerAborted: request.signal?.aborted ?? false,
          timeoutMs,
        });
        const decision = decideRetry(error, attempt, policy);
        if (!decision.retry) throw error.withAttempts(attempt, decision.why);
        try {
          await pause(decision.delayMs, request.signal);
        } catch {
          throw new LlmError(
            'aborted',
            `model call to ${settings.label} was cancelled by the caller while waiting to retry`,
            { attempts: attempt },
          );
        }
      }
    }
  }

  /** The common path of every call: cache, produce, record, count. */
  async function perform<R>(
    request: LlmCallOptions,
    parts: Omit<CanonicalRequestParts, 'model' | 'endpoint' | 'settings'>,
    produce: (meter: Meter) => Promise<Answer>,
    present: (answer: Answer, info: LlmAnswerInfo, fromCache: boolean) => R | undefined,
  ): Promise<R> {
    const at = new Date().toISOString();
    const started = performance.now();
    const phase = scope.phase ?? request.purpose;
    const meter: Meter = { attempts: 0, requests: 0, inputTokens: 0, outputTokens: 0, reasks: 0 };
    const useCache = shared.cache !== undefined && request.cache !== false;
    let digest = '';
    const record = (
      fields: Pick<
        TrajectoryRecord,
        'cacheHit' | 'inputTokens' | 'outputTokens' | 'finishReason' | 'toolCalls' | 'error'
      >,
      latencyMs: number,
    ) =>
      log?.append({
        v: 1,
        at,
        purpose: request.purpose,
        phase,
        namespace: scope.namespace,
        ...(request.step !== undefined ? { step: request.step } : {}),
        model: settings.label,
        digest,
        attempts: meter.attempts,
        reasks: meter.reasks,
        latencyMs: Math.round(latencyMs * 10) / 10,
        ...fields,
      });
    try {
      const { temperature, topP, maxOutputTokens, seed, stopSequences, providerOptions } = request;
      digest = canonicalRequest({
        ...parts,
        model: settings.label,
        endpoint: settings.baseUrl,
        settings: { temperature, topP, maxOutputTokens, seed, stopSequences, providerOptions },
      }).digest;
      const key = cacheKeyOf(digest, scope.namespace);
      const cached = useCache ? shared.cache!.get(key) : undefined;
      if (cached) {
        const latencyMs = performance.now() - started;
        const result = present(
          cached,
          { ...infoOf(settings.label, cached, digest, latencyMs, meter), cacheHit: true },
          true,
        );
        // An entry that no longer passes the caller's checks is treated as absent.
        if (result !== undefined) {
          record(
            {
              cacheHit: true,
              inputTokens: cached.inputTokens,
              outputTokens: cached.outputTokens,
              finishReason: cached.finishReason,
              toolCalls: toolCallsOf(cached),
              error: null,
            },
            latencyMs,
          );
          shared.usage.add(phase, {
            calls: 1,
            cacheHits: 1,
            cachedInputTokens: cached.inputTokens,
            cachedOutputTokens: cached.outputTokens,
            wallMs: latencyMs,
          });
          return result;
        }
      }
      const answer = await produce(meter);
      const latencyMs = performance.now() - started;
      const result = present(
        answer,
        { ...infoOf(settings.label, answer, digest, latencyMs, meter), cacheHit: false },
        false,
      )!;
      if (useCache) {
        try {
          shared.cache!.set(key, { v: 1, model: settings.label, digest, ...answer });
        } catch {
          // The cache only saves time; a full disk or read-only folder must not fail the call.
        }
      }
      record(
        {
          cacheHit: false,
          inputTokens: meter.inputTokens,
          outputTokens: meter.outputTokens,
          finishReason: answer.finishReason,
          toolCalls: toolCallsOf(answer),
          error: null,
        },
        latencyMs,
      );
      shared.usage.add(phase, {
        calls: 1,
        requests: meter.requests,
        inputTokens: meter.inputTokens,
        outputTokens: meter.outputTokens,
        wallMs: latencyMs,
      });
      return result;
    } catch (e) {
      const error =
        e instanceof LlmError
          ? e
          : toLlmError(e, {
              settings,
              secrets: shared.secrets,
              timedOut: false,
              callerAborted: request.signal?.aborted ?? false,
              timeoutMs: settings.timeoutMs,
            });
      const latencyMs = performance.now() - started;
      record(
        {
          cacheHit: false,
          inputTokens: meter.inputTokens,
          outputTokens: meter.outputTokens,
          finishReason: null,
          toolCalls: [],
          error: { code: error.code, message: error.message },
        },
        latencyMs,
      );
      shared.usage.add(phase, {
        calls: 1,
        errors: 1,
        requests: meter.requests,
        inputTokens: meter.inputTokens,
        outputTokens: meter.outputTokens,
        wallMs: latencyMs,
      });
      throw error;
    }
  }

  function commonArgs(request: LlmCallOptions) {
    const { temperature, topP, maxOutputTokens, seed, stopSequences, providerOptions } = request;
    return {
      temperature,
      topP,
      maxOutputTokens,
      seed,
      stopSequences,
      providerOptions: providerOptions as SdkProviderOptions | undefined,
    };
  }

  const client: Llm = {
    settings,
    usage: shared.usage,
    scope: Object.freeze({
      namespace: scope.namespace,
      ...(scope.phase ? { phase: scope.phase } : {}),
      ...(scope.trajectory ? { trajectory: scope.trajectory } : {}),
    }),

    text<TOOLS extends LlmToolSet>(request: LlmTextRequest<TOOLS>) {
      const messages = messagesOf(request);
      return perform(
        request,
        { system: request.system, messages, tools: request.tools, toolChoice: request.toolChoice, output: undefined },
        async (meter) => {
          const sdkTools = request.tools ? sdkToolsOf(request.tools) : undefined;
          const result = await callModel(meter, request, {
            instructions: request.system,
            messages: toModelMessages(messages),
            ...(sdkTools ? { tools: sdkTools, toolChoice: sdkToolChoice(request.toolChoice) } : {}),
            ...commonArgs(request),
          });
          const valid: LlmToolCall[] = [];
          const invalid: LlmInvalidToolCall[] = [];
          for (const call of result.toolCalls) {
            if (call.invalid)
              invalid.push({
                id: call.toolCallId,
                name: call.toolName,
                input: call.input ?? null,
                error: toolCallProblem(call.toolName, call.input, request.tools, shared.secrets),
              });
            else valid.push({ id: call.toolCallId, name: call.toolName, input: call.input });
          }
          return {
            text: result.text,
            toolCalls: valid,
            invalidToolCalls: invalid,
            finishReason: result.finishReason,
            inputTokens: meter.inputTokens,
            outputTokens: meter.outputTokens,
          };
        },
        (answer, info, fromCache): LlmTextResult<TOOLS> | undefined => {
          // Cached tool calls are checked again: a cache entry is only as good as today's schemas.
          for (const call of fromCache ? answer.toolCalls : []) {
            const spec = request.tools?.[call.name];
            if (!spec?.input.safeParse(call.input).success) return undefined;
          }
          return {
            ...info,
            text: answer.text,
            toolCalls: answer.toolCalls as LlmTypedToolCall<TOOLS>[],
            invalidToolCalls: answer.invalidToolCalls,
          };
        },
      );
    },

    object<SCHEMA extends z.ZodType>(request: LlmObjectRequest<SCHEMA>) {
      const messages = messagesOf(request);
      const name = request.schemaName ?? 'answer';
      const reasks = request.reasks ?? shared.reasks;
      return perform(
        request,
        {
          system: request.system,
          messages,
          tools: undefined,
          toolChoice: undefined,
          output: { name, schema: request.schema },
        },
        async (meter) => {
          const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(request.schema);
          const instruction =
            'Answer with one JSON value that matches this JSON schema, and nothing else (no prose, no code ' +
            `fence):\n${JSON.stringify(jsonSchema)}`;
          const instructions = request.system ? `${request.system}\n\n${instruction}` : instruction;
          let conversation: ModelMessage[] = toModelMessages(messages);
          for (let round = 0; ; round += 1) {
            meter.reasks = round;
            let text: string;
            let finishReason: string;
            try {
              const result = await callModel(meter, request, {
                instructions,
                messages: conversation,
                output: Output.object({ schema: request.schema, name }),
                ...commonArgs(request),
                providerOptions: objectProviderOptions(request),
              });
              return {
                text: result.text,
                object: result.output,
                toolCalls: [],
                invalidToolCalls: [],
                finishReason: result.finishReason,
                inputTokens: meter.inputTokens,
                outputTokens: meter.outputTokens,
              };
            } catch (e) {
              if (NoObjectGeneratedError.isInstance(e)) {
                text = e.text ?? '';
                finishReason = e.finishReason ?? 'unknown';
              } else if (NoOutputGeneratedError.isInstance(e)) {
                text = '';
                finishReason = 'unknown';
              } else throw e;
            }
            const salvage = salvageJson(text, request.schema);
            if (salvage.ok)
              return {
                text,
                object: salvage.value,
                toolCalls: [],
                invalidToolCalls: [],
                finishReason,
                inputTokens: meter.inputTokens,
                outputTokens: meter.outputTokens,
              };
            const problem =
              finishReason === 'length'
                ? `${salvage.problem} (the answer was cut off at the output-token limit)`
                : salvage.problem;
            if (round >= reasks) {
              const began = text
                ? ` Its last answer began: ${redactSecrets(text.slice(0, 160), shared.secrets).replace(/\s+/g, ' ')}`
                : ' It returned no text.';
              throw new LlmError(
                salvage.code,
                `${settings.label} did not return ` +
                  `${salvage.code === 'invalid-json' ? 'valid JSON' : `JSON matching the ${name} schema`} for ` +
                  `${request.purpose} in ${round + 1} answer${round ? 's' : ''}: ${problem}.${began}`,
                { attempts: meter.attempts },
              );
            }
            conversation = [
              ...conversation,
              { role: 'assistant', content: text || '(no answer)' },
              {
                role: 'user',
                content:
                  `That answer could not be used: ${problem}. Reply again with only the JSON value, matching ` +
                  'the schema exactly.',
              },
            ];
          }
        },
        (answer, info, fromCache): LlmObjectResult<z.infer<SCHEMA>> | undefined => {
          if (!fromCache) return { ...info, object: answer.object as z.infer<SCHEMA>, text: answer.text };
          // A stored object must still pass today's schema (one with transforms may not: then it is a miss).
          const parsed = request.schema.safeParse(answer.object);
          return parsed.success ? { ...info, object: parsed.data, text: answer.text } : undefined;
        },
      );
    },

    async runTools<TOOLS extends Record<string, LlmRunnableTool>>(
      request: LlmToolRunRequest<TOOLS>,
    ): Promise<LlmToolRun> {
      const maxSteps = request.maxSteps ?? 8;
      const messages: LlmMessage[] = [...messagesOf(request)];
      const steps: LlmToolRunStep[] = [];
      const specs: LlmToolSet = Object.fromEntries(
        Object.entries(request.tools).map(([name, t]) => [name, { description: t.description, input: t.input }]),
      );
      const { tools: _tools, maxSteps: _maxSteps, prompt: _prompt, messages: _messages, ...options } = request;
      for (let step = 1; step <= maxSteps; step += 1) {
        const answer = await client.text({ ...options, messages: [...messages], tools: specs, step });
        const calls: LlmToolCall[] = [
          ...answer.toolCalls,
          ...answer.invalidToolCalls.map(({ id, name, input }) => ({ id, name, input })),
        ];
        messages.push({ role: 'assistant', content: answer.text, ...(calls.length ? { toolCalls: calls } : {}) });
        if (!calls.length) {
          steps.push({ text: answer.text, toolCalls: [], results: [] });
          return { text: answer.text, finished: true, steps, messages };
        }
        const results: LlmToolResult[] = [];
        for (const call of answer.toolCalls) {
          try {
            results.push({
              callId: call.id,
              name: call.name,
              output: (await request.tools[call.name]!.execute(call.input)) ?? null,
            });
          } catch (e) {
            results.push({
              callId: call.id,
              name: call.name,
              output: redactSecrets(e instanceof Error ? e.message : String(e), shared.secrets),
              isError: true,
            });
          }
        }
        for (const call of answer.invalidToolCalls)
          results.push({ callId: call.id, name: call.name, output: `invalid call: ${call.error}`, isError: true });
        messages.push({ role: 'tool', results });
        steps.push({ text: answer.text, toolCalls: calls, results });
      }
      return { text: steps.at(-1)?.text ?? '', finished: false, steps, messages };
    },

    with(next: LlmScope): Llm {
      return clientFor(shared, {
        namespace: next.namespace ?? scope.namespace,
        phase: next.phase ?? scope.phase,
        trajectory: next.trajectory ?? scope.trajectory,
      });
    },
  };
  return client;
}

/**
 * OpenAI's strict structured outputs refuse schemas with optional fields; our own zod check and
 * re-asks guard the shape, so the schema is sent as guidance unless the caller says otherwise.
 */
function objectProviderOptions(request: LlmCallOptions) {
  const given = request.providerOptions ?? {};
  return { ...given, openai: { strictJsonSchema: false, ...given.openai } } as SdkProviderOptions;
}

function infoOf(
  model: string,
  answer: Answer,
  digest: string,
  latencyMs: number,
  meter: Meter,
): Omit<LlmAnswerInfo, 'cacheHit'> {
  return {
    model,
    digest,
    attempts: meter.attempts,
    reasks: meter.reasks,
    latencyMs,
    inputTokens: answer.inputTokens,
    outputTokens: answer.outputTokens,
    finishReason: answer.finishReason,
  };
}

function toolCallsOf(answer: Answer): TrajectoryRecord['toolCalls'] {
  return [
    ...answer.toolCalls.map((c) => ({ ...c, invalid: false })),
    ...answer.invalidToolCalls.map(({ id, name, input }) => ({ id, name, input, invalid: true })),
  ];
}

function sdkToolsOf(tools: LlmToolSet): ToolSet {
  return Object.fromEntries(
    Object.entries(tools).map(([name, spec]) => [
      name,
      tool({ description: spec.description, inputSchema: spec.input }),
    ]),
  );
}

function sdkToolChoice(choice: LlmToolChoice | undefined) {
  if (choice === undefined || typeof choice === 'string') return choice;
  return { type: 'tool' as const, toolName: choice.tool };
}

/** Why a tool call was refused, in words a model (and a person) can act on. */
function toolCallProblem(
  name: string,
  input: unknown,
  tools: LlmToolSet | undefined,
  secrets: readonly (string | undefined)[],
): string {
  const spec = tools?.[name];
  if (!spec) return `there is no tool named "${name}" (tools: ${Object.keys(tools ?? {}).join(', ') || 'none'})`;
  if (typeof input === 'string') {
    try {
      JSON.parse(input);
    } catch {
      return `the arguments for ${name} are not valid JSON`;
    }
  }
  const parsed = spec.input.safeParse(typeof input === 'string' ? JSON.parse(input) : input);
  return parsed.success
    ? `the arguments for ${name} were refused`
    : `the arguments for ${name} do not match its schema: ${redactSecrets(issuesText(parsed.error), secrets)}`;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`)
    .join('; ');
}

type Salvage =
  | { ok: true; value: unknown }
  | { ok: false; code: Extract<LlmErrorCode, 'invalid-json' | 'schema-mismatch'>; problem: string };

/**
 * Reads a structured answer the SDK refused: models often wrap JSON in a code fence or a sentence,
 * so the fenced or outermost {...} / [...] part is tried before asking again.
 */
export function salvageJson(text: string, schema: z.ZodType): Salvage {
  const candidates = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) candidates.push(fenced[1]!.trim());
  for (const [open, close] of [
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  }
  let parsedAny = false;
  let firstIssues: z.ZodError | undefined;
  let parseProblem = 'the answer is empty';
  for (const candidate of candidates) {
    if (!candidate) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch (e) {
      if (!parsedAny) parseProblem = `the answer is not valid JSON (${(e as Error).message})`;
      continue;
    }
    parsedAny = true;
    const checked = schema.safeParse(value);
    if (checked.success) return { ok: true, value: checked.data };
    firstIssues ??= checked.error;
  }
  if (parsedAny && firstIssues)
    return {
      ok: false,
      code: 'schema-mismatch',
      problem: `the JSON does not match the schema — ${issuesText(firstIssues)}`,
    };
  return { ok: false, code: 'invalid-json', problem: parseProblem };
}
