import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaysmithError } from '../shared/index.ts';
import { HARNESS_ERRORS, HarnessError, type HarnessErrorCode } from './errors.ts';

test('a harness error takes its kind from its code: the machine, the game, or the caller', () => {
  const noBrowser = new HarnessError('browser-not-found', 'no Chromium found');
  assert.ok(noBrowser instanceof PlaysmithError);
  assert.deepEqual([noBrowser.kind, noBrowser.retryable], ['infrastructure', false]);
  const died = new HarnessError('browser-launch-failed', 'the shared browser is no longer running');
  assert.deepEqual([died.kind, died.retryable], ['infrastructure', true]);
  const hung = new HarnessError('wall-clock-limit', 'exceeded the wall-clock limit');
  assert.deepEqual([hung.kind, hung.retryable], ['failure', false]);
  const notAGame = new HarnessError('no-index-html', '/tmp/x has no index.html');
  assert.deepEqual([notAGame.name, notAGame.code, notAGame.kind], ['HarnessError', 'no-index-html', 'usage']);
  assert.equal(notAGame.message, '/tmp/x has no index.html');
  for (const code of Object.keys(HARNESS_ERRORS) as HarnessErrorCode[])
    assert.equal(new HarnessError(code, code).kind, HARNESS_ERRORS[code].kind);
});
