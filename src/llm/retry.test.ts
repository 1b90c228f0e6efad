// Retry timing and secret scrubbing, on their own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LlmError, parseRetryAfter, redactSecrets } from './index.ts';
import { decideRetry } from './retry.ts';

test('retry-after is read from retry-after-ms, seconds, or an HTTP date', () => {
  assert.equal(parseRetryAfter({ 'retry-after-ms': '250' }), 250);
  assert.equal(parseRetryAfter({ 'Retry-After': '2' }), 2000);
  assert.equal(parseRetryAfter({ 'retry-after': '1.5', 'retry-after-ms': 'soon' }), 1500);
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(parseRetryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, now), 30_000);
  assert.equal(parseRetryAfter({ 'retry-after': 'whenever' }), undefined);
  assert.equal(parseRetryAfter(undefined), undefined);
});

test("backoff doubles up to the cap, a server's wait wins, and non-retryable errors stop at once", () => {
  const policy = { maxRetries: 4, baseDelayMs: 100, maxDelayMs: 300 };
  const busy = new LlmError('server-error', 'busy');
  assert.deepEqual(
    [1, 2, 3, 4].map((n) => decideRetry(busy, n, policy)),
    [
      { retry: true, delayMs: 100 },
      { retry: true, delayMs: 200 },
      { retry: true, delayMs: 300 },
      { retry: true, delayMs: 300 },
    ],
  );
  assert.deepEqual(decideRetry(busy, 5, policy), { retry: false });
  assert.deepEqual(decideRetry(new LlmError('rate-limited', 'slow down', { retryAfterMs: 250 }), 1, policy), {
    retry: true,
    delayMs: 250,
  });
  assert.equal(decideRetry(new LlmError('rate-limited', 'slow down', { retryAfterMs: 5000 }), 1, policy).retry, false);
  assert.deepEqual(decideRetry(new LlmError('auth', 'bad key'), 1, policy), { retry: false });
  assert.deepEqual(decideRetry(new LlmError('connection-failed', 'bad port', { retryable: false }), 1, policy), {
    retry: false,
  });
});

test('secrets are scrubbed: given values, bearer tokens, vendor-shaped keys, keys in URLs and headers', () => {
  const text =
    'key sk-abc12345678 header Authorization: Bearer abc.def-123 url https://x/v1?key=AIzaSyXYZ&alt=1 ' +
    'x-api-key: "k-999999" mine=TOPSECRETVALUE';
  const out = redactSecrets(text, ['TOPSECRETVALUE']);
  for (const secret of ['sk-abc12345678', 'abc.def-123', 'AIzaSyXYZ', 'k-999999', 'TOPSECRETVALUE'])
    assert.ok(!out.includes(secret), `${secret} survived: ${out}`);
  assert.match(out, /\?key=\[redacted\]&alt=1/);
  assert.equal(
    redactSecrets('nothing to hide here', ['abc']),
    'nothing to hide here',
    'short values are not treated as secrets',
  );
});
