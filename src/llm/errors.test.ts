import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaysmithError } from '../shared/index.ts';
import { LlmError, type LlmErrorCode } from './errors.ts';

test('a model error is infrastructure when the server fails, a failure when its answer does, usage when unset', () => {
  const codes: LlmErrorCode[] = ['timeout', 'connection-refused', 'auth', 'schema-mismatch', 'not-configured'];
  assert.deepEqual(
    codes.map((code) => {
      const e = new LlmError(code, code);
      return [e instanceof PlaysmithError, e.kind, e.retryable];
    }),
    [
      [true, 'infrastructure', true],
      [true, 'infrastructure', false],
      [true, 'infrastructure', false],
      [true, 'failure', false],
      [true, 'usage', false],
    ],
  );
  // The request's own retry policy still wins where the error says so, and survives withAttempts.
  const unresolvable = new LlmError('connection-failed', 'ENOTFOUND', { retryable: false }).withAttempts(2);
  assert.deepEqual([unresolvable.kind, unresolvable.retryable, unresolvable.attempts], ['infrastructure', false, 2]);
});
