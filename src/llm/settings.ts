// Which model to call, where, and with which key — resolved once from the config and the
// environment. The key itself is held apart (see `apiKeyOf`) so that a settings object can be
// logged, stored or printed without ever carrying it.
import { z } from 'zod';
import { VENDOR_KEY_NAMES, type LoadedConfig } from '../shared/index.ts';
import { LlmError } from './errors.ts';

export const LLM_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
export const LlmProviderSchema = z.enum(LLM_PROVIDERS);
export type LlmProvider = z.infer<typeof LlmProviderSchema>;

/** The vendor key each provider reads when llm.apiKey is not set. */
const VENDOR_KEY: Record<LlmProvider, (typeof VENDOR_KEY_NAMES)[number] | undefined> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': undefined,
};

export const LlmSettingsSchema = z.object({
  provider: LlmProviderSchema,
  /** The model id the provider is asked for, e.g. "gpt-4.1". */
  model: z.string(),
  /** Provider and model together, e.g. "openai:gpt-4.1"; what logs and results show. */
  label: z.string(),
  /** The server's base URL, when not the vendor's default. */
  baseUrl: z.string().optional(),
  /** Where the key came from (a config key or variable name), never the key. */
  keySource: z.string().optional(),
  timeoutMs: z.int().positive(),
  maxRetries: z.int().min(0),
  concurrency: z.int().positive(),
  cache: z.boolean(),
});
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;

const keys = new WeakMap<LlmSettings, string>();

/** The API key for these settings; only provider construction reads it. */
export function apiKeyOf(settings: LlmSettings): string | undefined {
  return keys.get(settings);
}

/** Settings with a key attached out of band (tests and callers that build settings by hand). */
export function withApiKey(settings: LlmSettings, apiKey: string | undefined): LlmSettings {
  const copy = { ...settings };
  if (apiKey) keys.set(copy, apiKey);
  return copy;
}

const PREFIXED = new RegExp(`^(${LLM_PROVIDERS.join('|')}):(.+)$`);

const MODEL_HINT =
  'set PLAYSMITH_MODEL (or llm.model) to openai:<model>, anthropic:<model>, google:<model>, or a model name ' +
  'served at PLAYSMITH_LLM_BASE_URL';

/** A human line for where calls go: the base URL, or the vendor's own API. */
export function endpointOf(settings: Pick<LlmSettings, 'provider' | 'baseUrl'>): string {
  if (settings.baseUrl) return settings.baseUrl;
  return {
    openai: "OpenAI's API",
    anthropic: "Anthropic's API",
    google: "Google's Gemini API",
    'openai-compatible': 'an OpenAI-compatible server',
  }[settings.provider];
}

/**
 * Resolves the model to call. A model id with a known prefix picks that vendor (and its key); a
 * bare id goes to the OpenAI-compatible server at llm.baseUrl. Throws LlmError("not-configured")
 * naming what is missing and how to set it.
 */
export function resolveLlmSettings(
  loaded: Pick<LoadedConfig, 'config'>,
  env: NodeJS.ProcessEnv = process.env,
): LlmSettings {
  const { llm } = loaded.config;
  const tuning = {
    timeoutMs: llm.timeoutMs,
    maxRetries: llm.maxRetries,
    concurrency: llm.concurrency,
    cache: llm.cache,
  };
  if (!llm.model) {
    const hasSomething = llm.baseUrl || llm.apiKey || VENDOR_KEY_NAMES.some((name) => env[name]);
    throw new LlmError(
      'not-configured',
      hasSomething
        ? `an LLM endpoint or key is set but no model is named: ${MODEL_HINT}`
        : `no language model configured: ${MODEL_HINT}`,
    );
  }
  const match = PREFIXED.exec(llm.model);
  // A bare id may itself contain a colon (e.g. "llama3:8b" on Ollama): only known prefixes split.
  const provider: LlmProvider = match ? (match[1] as LlmProvider) : 'openai-compatible';
  const model = match ? match[2]! : llm.model;
  const label = `${provider}:${model}`;
  if (provider === 'openai-compatible') {
    if (!llm.baseUrl) {
      throw new LlmError(
        'not-configured',
        match
          ? `model ${label} needs the server's address: set PLAYSMITH_LLM_BASE_URL (or llm.baseUrl)`
          : `model "${llm.model}" names no provider and no server is set: ${MODEL_HINT}`,
      );
    }
    return withApiKey(
      { provider, model, label, baseUrl: llm.baseUrl, keySource: llm.apiKey ? 'llm.apiKey' : undefined, ...tuning },
      llm.apiKey,
    );
  }
  const vendorKey = VENDOR_KEY[provider]!;
  const apiKey = llm.apiKey ?? env[vendorKey];
  const keySource = llm.apiKey ? 'llm.apiKey' : env[vendorKey] ? vendorKey : undefined;
  if (!apiKey && !llm.baseUrl) {
    throw new LlmError(
      'not-configured',
      `model ${label} needs an API key: set ${vendorKey} (or PLAYSMITH_LLM_API_KEY / llm.apiKey)`,
    );
  }
  return withApiKey(
    { provider, model, label, ...(llm.baseUrl ? { baseUrl: llm.baseUrl } : {}), keySource, ...tuning },
    apiKey,
  );
}

/** The "which key" hint for error messages: the variable a person would change. */
export function keyHint(settings: LlmSettings): string {
  if (settings.keySource === 'llm.apiKey') return 'PLAYSMITH_LLM_API_KEY (or llm.apiKey)';
  return settings.keySource ?? VENDOR_KEY[settings.provider] ?? 'PLAYSMITH_LLM_API_KEY (or llm.apiKey)';
}
