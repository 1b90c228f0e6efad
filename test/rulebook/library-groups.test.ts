// Every library rulebook is proven by exactly one of the library end-to-end files.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { LIBRARY_DIR } from '../../src/rulebook/index.ts';
import { LIBRARY_GROUPS } from './library.ts';

test('each rulebook of rulebooks/ is in exactly one proof group', () => {
  const files = readdirSync(LIBRARY_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  const grouped = Object.values(LIBRARY_GROUPS).flat();
  assert.deepEqual([...grouped].sort(), files);
  assert.equal(new Set(grouped).size, grouped.length);
});
