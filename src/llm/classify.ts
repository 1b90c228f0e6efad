// Turns whatever a model call threw (AI SDK errors, fetch failures, aborts) into an LlmError with a
// code, the facts worth keeping and a next step — with every secret removed.
import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  LoadAPIKeyError,
  TypeValidationError,
} from 'ai';
import { LlmError, redactSecrets } from './errors.ts';
import { parseRetryAfter } from './retry.ts';
import { endpointOf, keyHint, type LlmSettings } from './settings.ts';

export interface FailureContext {
  settings: LlmSettings;
  /** Secret values to scrub from any text that goes into the message. */
  secrets: readonly (string | undefined)[];
  /** Our per-attempt timer fired. */
  timedOut: boolean;
  /** The caller's own abort signal fired. */
  callerAborted: boolean;
  timeoutMs: number;
}

const MAX_SERVER_TEXT = 300;

/** The network error code (ECONNREFUSED, ENOTFOUND, …) somewhere in an error's cause chain. */
function networkCode(error: unknown, depth = 0): string | undefined {
  if (depth > 6 || typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(e.code)) return e.code;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const code = networkCode(inner, depth + 1);
      if (code) return code;
    }
  }
  return networkCode(e.cause, depth + 1);
}

/** The server's own explanation: `error.message` from a JSON error body, else the body's start. */
function serverText(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the raw text is the explanation.
  }
  return body;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SERVER_TEXT ? `${flat.slice(0, MAX_SERVER_TEXT - 3)}...` : flat;
}

export function toLlmError(error: unknown, ctx: FailureContext): LlmError {
  if (error instanceof LlmError) return error;
  const { settings } = ctx;
  const where = `${settings.label} at ${endpointOf(settings)}`;
  const scrub = (text: string) => clip(redactSecrets(text, ctx.secrets));

  if (ctx.callerAborted) return new LlmError('aborted', `model call to ${where} was cancelled by the caller`);
  if (ctx.timedOut) {
    return new LlmError(
      'timeout',
      `model call to ${where} got no answer within ${ctx.timeoutMs} ms: the server is slow or stuck; raise ` +
        'llm.timeoutMs (PLAYSMITH_LLM_TIMEOUT_MS) or check the server',
    );
  }

  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) {
      const code = networkCode(error);
      if (code === 'ECONNREFUSED') {
        return new LlmError(
          'connection-refused',
          `cannot connect to ${endpointOf(settings)} (connection refused): is the model server running? Check ` +
            'llm.baseUrl (PLAYSMITH_LLM_BASE_URL)',
        );
      }
      if (code === 'ENOTFOUND') {
        return new LlmError(
          'connection-failed',
          `cannot resolve the host of ${endpointOf(settings)} (${code}): check the address in llm.baseUrl ` +
            '(PLAYSMITH_LLM_BASE_URL) and the network',
          { retryable: false },
        );
      }
      // A dropped or reset connection may work next time; a failure with no network code (a port
      // fetch refuses, a malformed address) will not.
      return new LlmError(
        'connection-failed',
        `connection to ${endpointOf(settings)} failed${code ? ` (${code})` : ''}: ${scrub(error.message)}` +
          `${code ? '' : ': check llm.baseUrl (PLAYSMITH_LLM_BASE_URL)'}`,
        {
          retryable: code !== undefined,
        },
      );
    }
    const said = serverText(error.responseBody);
    const detail = said ? `: ${scrub(said)}` : '';
    if (status >= 200 && status < 300) {
      return new LlmError(
        'bad-response',
        `${where} answered with a body that is not a valid chat ` +
          `completion${error.responseBody ? ` (it began: ${scrub(error.responseBody.slice(0, 120))})` : ''}`,
        { status },
      );
    }
    if (status === 429) {
      const waitMs = parseRetryAfter(error.responseHeaders);
      const asked = waitMs !== undefined ? `; it asked to wait ${Math.ceil(waitMs / 1000)} s` : '';
      return new LlmError(
        'rate-limited',
        `${where} is rate-limiting requests (429)${detail}${asked}; lower llm.concurrency ` +
          '(PLAYSMITH_LLM_CONCURRENCY) or try later',
        { status, retryAfterMs: waitMs },
      );
    }
    if (status === 401 || status === 403) {
      return new LlmError('auth', `${where} refused the credentials (${status})${detail}: check ${keyHint(settings)}`, {
        status,
      });
    }
    if (status === 408)
      return new LlmError('timeout', `${where} timed out the request (408)${detail}`, {
        status,
        retryAfterMs: parseRetryAfter(error.responseHeaders),
      });
    if (status >= 500) {
      return new LlmError('server-error', `${where} failed with a server error (${status})${detail}`, {
        status,
        retryAfterMs: parseRetryAfter(error.responseHeaders),
      });
    }
    const hint = status === 404 ? ': is the model name right? Check PLAYSMITH_MODEL and llm.baseUrl' : '';
    return new LlmError('bad-request', `${where} rejected the request (${status})${detail}${hint}`, { status });
  }
  if (
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error)
  ) {
    return new LlmError(
      'bad-response',
      `${where} answered in a shape that is not a chat completion: ${scrub(error.message)}`,
    );
  }
  if (LoadAPIKeyError.isInstance(error))
    return new LlmError('not-configured', `no API key for ${settings.label}: set ${keyHint(settings)}`);
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return new LlmError('aborted', `model call to ${where} was aborted`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError('unknown', `model call to ${where} failed: ${scrub(message)}`);
}
