// Model-call errors: a code a program can branch on, a message a person can act on, and never a
// secret. Every error that leaves this part is an LlmError built here from facts we chose to keep
// (status, a short server message, the endpoint), never a provider error passed through whole.
import { z } from 'zod';
import { PlaysmithError, type ErrorKind } from '../shared/index.ts';

export const LLM_ERROR_CODES = [
  'not-configured',
  'connection-refused',
  'connection-failed',
  'timeout',
  'rate-limited',
  'server-error',
  'auth',
  'bad-request',
  'bad-response',
  'invalid-json',
  'schema-mismatch',
  'aborted',
  'unknown',
] as const;

export const LlmErrorCodeSchema = z.enum(LLM_ERROR_CODES);
export type LlmErrorCode = z.infer<typeof LlmErrorCodeSchema>;

/** Errors worth another attempt of the same request after a pause (unless the error says otherwise). */
export const RETRYABLE_CODES: ReadonlySet<LlmErrorCode> = new Set([
  'connection-failed',
  'timeout',
  'rate-limited',
  'server-error',
  'bad-response',
]);

/**
 * Whose move each code is (shared/errors.ts). Reaching the model is a service the work relies on: a server that is
 * down, slow, limiting or refusing the key is infrastructure. What the model answered, or a request it rejects as
 * malformed, is a failure of the call itself; a model that is not configured is the caller's to set up.
 */
export const LLM_ERROR_KINDS: Readonly<Record<LlmErrorCode, ErrorKind>> = {
  'not-configured': 'usage',
  'connection-refused': 'infrastructure',
  'connection-failed': 'infrastructure',
  timeout: 'infrastructure',
  'rate-limited': 'infrastructure',
  'server-error': 'infrastructure',
  auth: 'infrastructure',
  'bad-request': 'failure',
  'bad-response': 'infrastructure',
  'invalid-json': 'failure',
  'schema-mismatch': 'failure',
  aborted: 'failure',
  unknown: 'failure',
};

export class LlmError extends PlaysmithError {
  override name = 'LlmError';
  declare readonly code: LlmErrorCode;
  /** HTTP status, when a server answered. */
  readonly status: number | undefined;
  /** Attempts made (first try plus retries) before giving up. */
  readonly attempts: number;
  /** How long the server asked us to wait (retry-after-ms / retry-after), when it said. */
  readonly retryAfterMs: number | undefined;
  /** Its `retryable`: whether another attempt of the same request may succeed (RETRYABLE_CODES unless told). */
  constructor(
    code: LlmErrorCode,
    message: string,
    details: { status?: number; attempts?: number; retryAfterMs?: number | undefined; retryable?: boolean } = {},
  ) {
    super(message, { code, kind: LLM_ERROR_KINDS[code], retryable: details.retryable ?? RETRYABLE_CODES.has(code) });
    this.status = details.status;
    this.attempts = details.attempts ?? 1;
    this.retryAfterMs = details.retryAfterMs;
  }

  /** The same error with the attempt count and a last remark added. */
  withAttempts(attempts: number, suffix = ''): LlmError {
    const message = attempts > 1 ? `${this.message} (after ${attempts} attempts)${suffix}` : `${this.message}${suffix}`;
    return new LlmError(this.code, message, {
      status: this.status,
      attempts,
      retryAfterMs: this.retryAfterMs,
      retryable: this.retryable,
    });
  }
}

const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{4,}/gi;
const KEY_LIKE = /\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}/g;
const QUERY_KEY = /([?&](?:key|api[_-]?key|token|access_token)=)[^&\s"']+/gi;
const HEADER_KEY = /((?:x-api-key|x-goog-api-key|api-key|authorization)["']?\s*[:=]\s*["']?)[^\s"',}]+/gi;

/**
 * Removes secrets from text: the given secret values wherever they appear, plus anything shaped
 * like a bearer token, a vendor key, a key in a URL query, or an auth header's value.
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    // Short values would blank out ordinary words; real keys are long.
    if (secret && secret.length >= 6) out = out.split(secret).join('[redacted]');
  }
  return out
    .replace(BEARER, '$1 [redacted]')
    .replace(KEY_LIKE, '[redacted]')
    .replace(QUERY_KEY, '$1[redacted]')
    .replace(HEADER_KEY, '$1[redacted]');
}
