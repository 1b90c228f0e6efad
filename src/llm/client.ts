// The model client every part uses: text, structured output checked by zod (re-asked when it does
// not fit), tool calls, images — each call limited per provider, timed out, retried with backoff
// (honouring retry-after), answered from the cache when it can be, written to the trajectory and
// counted in the usage ledger. Nothing here prints, and no error or record carries a secret.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { LoadedConfig } from '../shared/index.ts';
import { ResponseCache, type CachedAnswer } from './cache.ts';
import { toLlmError } from './classify.ts';
import { LlmError } from './errors.ts';
import { askForObject } from './object.ts';
import { languageModelFor } from './providers.ts';
import { runTools, sdkToolChoice, sdkToolsOf, toolCallProblem } from './tools.ts';
import {
  cacheKeyOf,
  canonicalRequest,
  messagesOf,
  toModelMessages,
  type CanonicalRequestParts,
  type LlmToolCall,
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
import type {
  CreateLlmOptions,
  Llm,
  LlmAnswerInfo,
  LlmCallOptions,
  LlmInvalidToolCall,
  LlmObjectRequest,
  LlmObjectResult,
  LlmRunnableTool,
  LlmTextRequest,
  LlmTextResult,
  LlmToolSet,
  LlmTypedToolCall,
} from './types.ts';
import { UsageLedger } from './usage.ts';

export { salvageJson } from './object.ts';

// The SDK reports provider warnings (e.g. "this server ignores the JSON schema") on the console;
// parts never print, and our object calls already put the schema in the instructions.
globalThis.AI_SDK_LOG_WARNINGS = false;

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

/** What a client's calls share: the model and its limits, and where they are counted and recorded. */
interface Context {
  shared: Shared;
  scope: { namespace: string; phase: string | undefined; trajectory: string | TrajectoryLog | undefined };
  log: TrajectoryLog | undefined;
}

/** Where a client's calls are counted and recorded; `llm.with(scope)` makes a client for a narrower one. */
function clientFor(shared: Shared, scope: Context['scope']): Llm {
  const log = typeof scope.trajectory === 'string' ? new TrajectoryLog(scope.trajectory) : scope.trajectory;
  const context: Context = { shared, scope, log };
  const client: Llm = {
    settings: shared.settings,
    usage: shared.usage,
    scope: Object.freeze({
      namespace: scope.namespace,
      ...(scope.phase ? { phase: scope.phase } : {}),
      ...(scope.trajectory ? { trajectory: scope.trajectory } : {}),
    }),
    text: (request) => textCall(context, request),
    object: (request) => objectCall(context, request),
    runTools: (request) => runTools(client, request, shared.secrets),
    with(next) {
      return clientFor(shared, {
        namespace: next.namespace ?? scope.namespace,
        phase: next.phase ?? scope.phase,
        trajectory: next.trajectory ?? scope.trajectory,
      });
    },
  };
  return client;
}

/** One request to the model, retried as the policy allows; schema failures pass through for re-asking. */
async function callModel(
  { shared }: Context,
  meter: Meter,
  request: LlmCallOptions,
  args: Omit<Parameters<typeof generateText>[0], 'model'>,
) {
  const { settings } = shared;
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

type TrajectoryFields = Pick<
  TrajectoryRecord,
  'cacheHit' | 'inputTokens' | 'outputTokens' | 'finishReason' | 'toolCalls' | 'error'
>;

/** The common path of every call: cache, produce, record, count. */
async function perform<R>(
  context: Context,
  request: LlmCallOptions,
  parts: Omit<CanonicalRequestParts, 'model' | 'endpoint' | 'settings'>,
  produce: (meter: Meter) => Promise<Answer>,
  present: (answer: Answer, info: LlmAnswerInfo, fromCache: boolean) => R | undefined,
): Promise<R> {
  const { shared, scope, log } = context;
  const { settings } = shared;
  const at = new Date().toISOString();
  const started = performance.now();
  const phase = scope.phase ?? request.purpose;
  const meter: Meter = { attempts: 0, requests: 0, inputTokens: 0, outputTokens: 0, reasks: 0 };
  const useCache = shared.cache !== undefined && request.cache !== false;
  let digest = '';
  const record = (fields: TrajectoryFields, latencyMs: number) =>
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
  /** The cached answer for this request if there is one and it still passes the caller's checks. */
  const fromCache = (key: string): R | undefined => {
    const cached = useCache ? shared.cache!.get(key) : undefined;
    if (!cached) return undefined;
    const latencyMs = performance.now() - started;
    const info = { ...infoOf(settings.label, cached, digest, latencyMs, meter), cacheHit: true };
    const result = present(cached, info, true);
    // An entry that no longer passes the caller's checks is treated as absent.
    if (result === undefined) return undefined;
    const { inputTokens, outputTokens, finishReason } = cached;
    record(
      { cacheHit: true, inputTokens, outputTokens, finishReason, toolCalls: toolCallsOf(cached), error: null },
      latencyMs,
    );
    shared.usage.add(phase, {
      calls: 1,
      cacheHits: 1,
      cachedInputTokens: inputTokens,
      cachedOutputTokens: outputTokens,
      wallMs: latencyMs,
    });
    return result;
  };
  const counted = () => ({
    requests: meter.requests,
    inputTokens: meter.inputTokens,
    outputTokens: meter.outputTokens,
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
    const cached = fromCache(key);
    if (cached !== undefined) return cached;
    const answer = await produce(meter);
    const latencyMs = performance.now() - started;
    const info = { ...infoOf(settings.label, answer, digest, latencyMs, meter), cacheHit: false };
    const result = present(answer, info, false)!;
    if (useCache) {
      try {
        shared.cache!.set(key, { v: 1, model: settings.label, digest, ...answer });
      } catch {
        // The cache only saves time; a full disk or read-only folder must not fail the call.
      }
    }
    const { inputTokens, outputTokens } = meter;
    const toolCalls = toolCallsOf(answer);
    record(
      { cacheHit: false, inputTokens, outputTokens, finishReason: answer.finishReason, toolCalls, error: null },
      latencyMs,
    );
    shared.usage.add(phase, { calls: 1, ...counted(), wallMs: latencyMs });
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
    const { inputTokens, outputTokens } = meter;
    const failure = { code: error.code, message: error.message };
    record(
      { cacheHit: false, inputTokens, outputTokens, finishReason: null, toolCalls: [], error: failure },
      latencyMs,
    );
    shared.usage.add(phase, { calls: 1, errors: 1, ...counted(), wallMs: latencyMs });
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

/** A text answer, with the tool calls it makes sorted into valid and invalid ones. */
function textCall<TOOLS extends LlmToolSet>(
  context: Context,
  request: LlmTextRequest<TOOLS>,
): Promise<LlmTextResult<TOOLS>> {
  const { secrets } = context.shared;
  const messages = messagesOf(request);
  return perform(
    context,
    request,
    { system: request.system, messages, tools: request.tools, toolChoice: request.toolChoice, output: undefined },
    async (meter) => {
      const sdkTools = request.tools ? sdkToolsOf(request.tools) : undefined;
      const result = await callModel(context, meter, request, {
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
            error: toolCallProblem(call.toolName, call.input, request.tools, secrets),
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
}

/** A structured answer that passes the request's schema, re-asked as the client allows (see object.ts). */
function objectCall<SCHEMA extends z.ZodType>(
  context: Context,
  request: LlmObjectRequest<SCHEMA>,
): Promise<LlmObjectResult<z.infer<SCHEMA>>> {
  const { shared } = context;
  const messages = messagesOf(request);
  const name = request.schemaName ?? 'answer';
  const ask = {
    schema: request.schema,
    name,
    purpose: request.purpose,
    system: request.system,
    reasks: request.reasks ?? shared.reasks,
    model: shared.settings.label,
    secrets: shared.secrets,
  };
  return perform(
    context,
    request,
    {
      system: request.system,
      messages,
      tools: undefined,
      toolChoice: undefined,
      output: { name, schema: request.schema },
    },
    async (meter) => {
      const answer = await askForObject(ask, toModelMessages(messages), meter, async (instructions, conversation) => {
        const result = await callModel(context, meter, request, {
          instructions,
          messages: conversation,
          output: Output.object({ schema: request.schema, name }),
          ...commonArgs(request),
          providerOptions: objectProviderOptions(request),
        });
        return { text: result.text, object: result.output, finishReason: result.finishReason };
      });
      return {
        text: answer.text,
        object: answer.object,
        toolCalls: [],
        invalidToolCalls: [],
        finishReason: answer.finishReason,
        inputTokens: meter.inputTokens,
        outputTokens: meter.outputTokens,
      };
    },
    (answer, info, fromCache): LlmObjectResult<z.infer<SCHEMA>> | undefined => {
      if (!fromCache) return { ...info, object: answer.object as z.infer<SCHEMA>, text: answer.text };
      // A stored object must still pass today's schema (one with transforms may not: then it is a miss).
      const parsed = request.schema.safeParse(answer.object);
      return parsed.success ? { ...info, object: parsed.data, text: answer.text } : undefined;
    },
  );
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
