// The build cache without building: keys follow the project's bytes, entries come back whole into any folder, a
// result without a bundle is never kept, a damaged entry is a miss, and only the most recently used are kept.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { BuildResult } from '../shared/index.ts';
import { BUILD_CACHE_KEPT, buildCacheDir, buildKey, cachedBuild, storeBuild } from './build-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-build-cache-test-'));
after(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, main: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"g"}\n');
  writeFileSync(join(dir, 'src', 'main.ts'), main);
  return dir;
}

function bundle(name: string, text: string): BuildResult {
  const outDir = join(root, 'bundles', name);
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), text);
  writeFileSync(join(outDir, 'assets', 'game.js'), `console.log(${JSON.stringify(text)});`);
  return {
    ok: true,
    outDir,
    typecheck: { ok: true, files: 1 },
    bundle: { ok: true, skipped: false },
    diagnostics: [],
    wallMs: 1234,
    notes: ['a note the build made'],
  };
}

test('the key is the same for the same bytes in another folder, and changes with one byte', () => {
  const a = buildKey(project('a', 'let x = 1;\n'));
  assert.equal(buildKey(project('b', 'let x = 1;\n')), a);
  assert.notEqual(buildKey(project('c', 'let x = 2;\n')), a);
  assert.match(a!, /^[0-9a-f]{32}$/);
});

test('a stored build comes back whole into another folder, marked cached, with its verdict and notes', () => {
  const cacheDir = join(root, 'cache-whole');
  storeBuild('k1', bundle('one', '<p>one</p>'), cacheDir);
  const outDir = join(root, 'out-whole');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'stale.txt'), 'left from before');
  const hit = cachedBuild('k1', outDir, cacheDir);
  assert.ok(hit);
  assert.equal(hit.cached, true);
  assert.equal(hit.outDir, outDir);
  assert.deepEqual(hit.notes, ['a note the build made']);
  assert.deepEqual(readdirSync(outDir).sort(), ['assets', 'index.html']);
  assert.equal(readFileSync(join(outDir, 'assets', 'game.js'), 'utf8'), 'console.log("<p>one</p>");');
  assert.equal(cachedBuild('k-unknown', join(root, 'out-none'), cacheDir), undefined);
});

test('a result without a bundle is not kept, and a damaged entry is a miss', () => {
  const cacheDir = join(root, 'cache-bad');
  const failed = { ...bundle('failed', 'x'), ok: false, bundle: { ok: false, skipped: true } };
  storeBuild('k-failed', failed, cacheDir);
  assert.equal(cachedBuild('k-failed', join(root, 'out-failed'), cacheDir), undefined);
  storeBuild('k-damaged', bundle('damaged', 'y'), cacheDir);
  writeFileSync(join(buildCacheDir(cacheDir), 'k-damaged', 'result.json'), '{"ok": tru');
  assert.equal(cachedBuild('k-damaged', join(root, 'out-damaged'), cacheDir), undefined);
});

test(`only the ${BUILD_CACHE_KEPT} most recently used builds are kept`, () => {
  const cacheDir = join(root, 'cache-prune');
  const entries = buildCacheDir(cacheDir);
  for (let i = 0; i < BUILD_CACHE_KEPT; i++) {
    storeBuild(`k${String(i).padStart(2, '0')}`, bundle(`p${i}`, `${i}`), cacheDir);
    const at = new Date(Date.UTC(2026, 0, 1, 0, i));
    utimesSync(join(entries, `k${String(i).padStart(2, '0')}`), at, at);
  }
  // The oldest entry is used again, so the next-oldest is the one to go when one more is stored.
  assert.ok(cachedBuild('k00', join(root, 'out-prune'), cacheDir));
  // A partial entry left by a killed check goes once it is an hour old; one being written now stays.
  mkdirSync(join(entries, '.partial-1-old'));
  const old = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(join(entries, '.partial-1-old'), old, old);
  mkdirSync(join(entries, '.partial-2-now'));
  storeBuild('k-new', bundle('new', 'new'), cacheDir);
  assert.deepEqual(
    readdirSync(entries).filter((n) => n.startsWith('.')),
    ['.partial-2-now'],
  );
  const kept = readdirSync(entries).filter((n) => !n.startsWith('.'));
  assert.equal(kept.length, BUILD_CACHE_KEPT);
  assert.ok(kept.includes('k00') && kept.includes('k-new'));
  assert.ok(!kept.includes('k01'));
});
