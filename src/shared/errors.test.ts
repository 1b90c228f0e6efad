import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from './config.ts';
import { PlaysmithError } from './errors.ts';

test('only infrastructure is retryable unless the error says otherwise; the cause is kept', () => {
  const cause = new Error('ECONNRESET');
  const down = new PlaysmithError('the server went away', { code: 'gone', kind: 'infrastructure', cause });
  assert.deepEqual([down.code, down.kind, down.retryable, down.cause], ['gone', 'infrastructure', true, cause]);
  const missing = new PlaysmithError('no browser', { code: 'none', kind: 'infrastructure', retryable: false });
  assert.equal(missing.retryable, false);
  assert.equal(new PlaysmithError('bad flag', { code: 'usage', kind: 'usage' }).retryable, false);
  assert.equal(new PlaysmithError('no canvas', { code: 'no-canvas', kind: 'failure' }).retryable, false);
});

test('a bad configuration is a usage error that keeps its message', () => {
  const config = new ConfigError('seed: expected a whole number');
  assert.ok(config instanceof PlaysmithError);
  assert.deepEqual([config.name, config.code, config.kind], ['ConfigError', 'bad-config', 'usage']);
  assert.equal(config.message, 'seed: expected a whole number');
});
