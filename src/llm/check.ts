// Is the configured model reachable? Resolves the settings and, when asked, makes one trivial call
// with a short timeout, no retries and no cache — what `playsmith doctor` reports.
import type { LoadedConfig } from '../shared/index.ts';
import { createLlm } from './client.ts';
import { LlmError, type LlmErrorCode } from './errors.ts';
import { endpointOf, resolveLlmSettings, type LlmProvider } from './settings.ts';

export const DEFAULT_CHECK_TIMEOUT_MS = 15_000;

export interface LlmCallCheck {
  ok: boolean;
  latencyMs: number;
  /** The start of the model's answer, when it answered. */
  reply: string | null;
  error: { code: LlmErrorCode; message: string } | null;
}

export interface LlmCheck {
  /** "provider:model", when a model resolves. */
  model: string | null;
  provider: LlmProvider | null;
  /** The base URL, or the vendor's API by name. */
  endpoint: string | null;
  /** Why no model resolves (what to set), when none does. */
  problem: string | null;
  /** The trivial call; null when it was not made. */
  call: LlmCallCheck | null;
}

export async function checkLlm(
  loaded: Pick<LoadedConfig, 'config' | 'cacheDir'>,
  options: { env?: NodeJS.ProcessEnv; call?: boolean; timeoutMs?: number } = {},
): Promise<LlmCheck> {
  const env = options.env ?? process.env;
  let settings: ReturnType<typeof resolveLlmSettings>;
  try {
    settings = resolveLlmSettings(loaded, env);
  } catch (e) {
    if (!(e instanceof LlmError)) throw e;
    return { model: null, provider: null, endpoint: null, problem: e.message, call: null };
  }
  const base = { model: settings.label, provider: settings.provider, endpoint: endpointOf(settings), problem: null };
  if (options.call === false) return { ...base, call: null };
  const started = performance.now();
  try {
    const llm = createLlm({
      config: loaded,
      env,
      cache: false,
      maxRetries: 0,
      timeoutMs: options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS,
    });
    const answer = await llm.text({ purpose: 'doctor.check', prompt: 'Reply with the single word: ok' });
    return {
      ...base,
      call: {
        ok: true,
        latencyMs: Math.round(performance.now() - started),
        reply: answer.text.trim().slice(0, 80),
        error: null,
      },
    };
  } catch (e) {
    const error = e instanceof LlmError ? e : new LlmError('unknown', 'the check call failed unexpectedly');
    return {
      ...base,
      call: {
        ok: false,
        latencyMs: Math.round(performance.now() - started),
        reply: null,
        error: { code: error.code, message: error.message },
      },
    };
  }
}
