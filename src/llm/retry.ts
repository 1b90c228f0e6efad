// When to try a model call again and how long to wait first, and how many calls may be in flight
// to one provider at once (shared by every client in the process, so parallel bench tasks queue
// instead of tripping the provider's rate limit together).
import pLimit, { type LimitFunction } from 'p-limit';
import type { LlmError } from './errors.ts';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First pause when the server does not say how long; doubles each retry. */
  baseDelayMs: number;
  /** The longest pause we take, whether computed or asked for by the server. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;
export const DEFAULT_MAX_RETRY_DELAY_MS = 60_000;

/**
 * Milliseconds a server asked us to wait: `retry-after-ms`, else `retry-after` in seconds or as an
 * HTTP date. Undefined when neither header is present or readable.
 */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(lower['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = lower['retry-after'];
  if (!raw) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(raw)) return Number.parseFloat(raw) * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; why?: string };

/** Whether to retry after `attemptsMade` attempts ended in `error`, and after what pause. */
export function decideRetry(error: LlmError, attemptsMade: number, policy: RetryPolicy): RetryDecision {
  if (!error.retryable || attemptsMade > policy.maxRetries) return { retry: false };
  if (error.retryAfterMs !== undefined) {
    if (error.retryAfterMs > policy.maxDelayMs) {
      return {
        retry: false,
        why:
          ` (not retried: the wait asked for is longer than the ${Math.round(policy.maxDelayMs / 1000)} s ` +
          'Playsmith waits)',
      };
    }
    return { retry: true, delayMs: error.retryAfterMs };
  }
  return { retry: true, delayMs: Math.min(policy.baseDelayMs * 2 ** (attemptsMade - 1), policy.maxDelayMs) };
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const limiters = new Map<string, LimitFunction>();

/**
 * The process-wide limiter for one provider endpoint. The latest configured concurrency wins, so
 * a process has one number per endpoint however many clients it creates.
 */
export function limiterFor(endpointKey: string, concurrency: number): LimitFunction {
  let limit = limiters.get(endpointKey);
  if (!limit) {
    limit = pLimit(concurrency);
    limiters.set(endpointKey, limit);
  } else if (limit.concurrency !== concurrency) {
    limit.concurrency = concurrency;
  }
  return limit;
}
