// A stop asked for ends result writing: throwIfStopping is silent until markStopping, then throws a 'stopped' error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markStopping, PlaysmithError, throwIfStopping } from './index.ts';

test('before a stop results may be written; after it, throwIfStopping refuses with a stopped infrastructure error', () => {
  assert.doesNotThrow(() => throwIfStopping());
  markStopping();
  assert.throws(
    () => throwIfStopping(),
    (e: unknown) =>
      e instanceof PlaysmithError &&
      e.code === 'stopped' &&
      e.kind === 'infrastructure' &&
      /no result was written/.test(e.message),
  );
});
