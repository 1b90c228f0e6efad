// The order and grouping `npm test` runs its files in, and the counts it reads back from each job's TAP report.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { dealBySize, longestFirst, readFileCosts, tapCounts } from './schedule.ts';

test('end-to-end files start longest first; an unknown file first of all; local times before committed ones', () => {
  const files = ['a.e2e.test.ts', 'b.e2e.test.ts', 'c.e2e.test.ts', 'new.e2e.test.ts'];
  const committed = { 'a.e2e.test.ts': 10, 'b.e2e.test.ts': 300, 'c.e2e.test.ts': 50 };
  assert.deepEqual(longestFirst(files, committed), [
    'new.e2e.test.ts',
    'b.e2e.test.ts',
    'c.e2e.test.ts',
    'a.e2e.test.ts',
  ]);
  const local = { 'a.e2e.test.ts': 400 };
  assert.deepEqual(longestFirst(files, local, committed), [
    'new.e2e.test.ts',
    'a.e2e.test.ts',
    'b.e2e.test.ts',
    'c.e2e.test.ts',
  ]);
});

test('unit files are dealt largest first to the lightest group, each group in path order', () => {
  const sized = [
    { file: 'x', size: 90 },
    { file: 'y', size: 50 },
    { file: 'z', size: 45 },
    { file: 'w', size: 5 },
  ];
  assert.deepEqual(dealBySize(sized, 2), [
    ['w', 'x'],
    ['y', 'z'],
  ]);
  assert.deepEqual(dealBySize(sized, 9).length, 4, 'never more groups than files');
  assert.deepEqual(dealBySize([], 2), [[]]);
});

test('the TAP totals are read back; a report without them is undefined', () => {
  const tap = ['TAP version 13', 'ok 1 - a', '1..1', '# tests 7', '# suites 1', '# pass 5', '# fail 1'];
  const counts = tapCounts([...tap, '# cancelled 0', '# skipped 1', '# todo 0'].join('\n'));
  assert.deepEqual(counts, { tests: 7, pass: 5, fail: 1, skipped: 1, cancelled: 0 });
  assert.equal(tapCounts('TAP version 13\nnot ok 1 - crashed\n'), undefined);
});

test('a costs file that is missing or not a table of seconds reads as no costs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-costs-'));
  try {
    assert.deepEqual(readFileCosts(join(dir, 'none.json')), {});
    writeFileSync(join(dir, 'bad.json'), '{"a": "slow"}');
    assert.deepEqual(readFileCosts(join(dir, 'bad.json')), {});
    writeFileSync(join(dir, 'good.json'), '{"a.e2e.test.ts": 12}');
    assert.deepEqual(readFileCosts(join(dir, 'good.json')), { 'a.e2e.test.ts': 12 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
