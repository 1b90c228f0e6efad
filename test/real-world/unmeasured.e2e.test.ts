// "The game failed" apart from "Playsmith could not measure this": a canvas whose samples read blank while the screen
// shows the game is not a blank game, and a project whose own toolchain could not be installed (the registry out of
// reach) is not a failed build; check.json, the CLI summary and report.html say what was not measured and why.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { checkGame, formatCheckSummary } from '../../src/check/index.ts';
import { LazyBrowser } from '../../src/harness/index.ts';
import { CORPUS_DIR } from './corpus.ts';

const CLASSES = fileURLToPath(new URL('../fixtures/real-world-classes/', import.meta.url));
const browser = new LazyBrowser();
const made: string[] = [];
after(async () => {
  await browser.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const options = { seed: 1, viewport: { width: 800, height: 600 }, browser };

function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playsmith-unmeasured-${prefix}-`));
  made.push(dir);
  return dir;
}

describe('a canvas that reads blank while the screen shows the game', () => {
  test('a DOM game over a flat canvas passes L3a; its blankness is listed as not measured, with why', async () => {
    const out = temp('dom');
    // Blankness is L3a's: L3b's minute of play is not read here.
    const skipBehaviour = 'this test reads L3a only';
    const r = await checkGame(join(CLASSES, 'dom-over-canvas'), { ...options, outDir: out, skipBehaviour });
    assert.equal(r.levels.L3a.status, 'pass');
    if (r.levels.L3a.status !== 'pass') return;
    const { pixels, blank } = r.levels.L3a;
    assert.ok(pixels.samplesAfterStartup > 0);
    assert.equal(pixels.blankAfterStartup, pixels.samplesAfterStartup, 'the canvas samples did read blank');
    assert.equal(blank, false, 'but the final screenshot shows the game, so it is not called blank');
    assert.equal(r.verdict.pass, true);
    const entry = r.unmeasured.find((u) => u.level === 'L3a' && u.what === 'blank canvas');
    assert.match(entry?.reason ?? '', /final screenshot shows a picture/);
    const summary = formatCheckSummary(r, out);
    assert.match(summary, /not measured {3}L3a blank canvas: cannot judge blankness/);
    assert.match(summary, /; trace [0-9a-f]{64} \(L3a\)\n/, 'without L3b, the summary names the L3a trace');
    assert.match(readFileSync(join(out, 'report.html'), 'utf8'), /What Playsmith could not measure.*blank canvas/s);
    assert.ok(r.scores.buildHealth.parts.load === 20, 'the load part is not halved for a blankness not measured');
  });
});

describe('a project whose own toolchain cannot be installed', () => {
  test('is not failed at L2: the build and what depends on it are not measured, and every view says so', async () => {
    const saved = { registry: process.env.npm_config_registry, retries: process.env.npm_config_fetch_retries };
    // Nothing listens on port 9: fetching pnpm fails as a network fault (ECONNREFUSED), ours rather than the project's.
    process.env.npm_config_registry = 'http://127.0.0.1:9/';
    process.env.npm_config_fetch_retries = '0';
    try {
      const out = temp('offline');
      const r = await checkGame(join(CORPUS_DIR, 'pollen-370-pnpm'), {
        ...options,
        outDir: out,
        cacheDir: temp('cache'),
      });
      assert.equal(r.verdict.pass, true, r.verdict.summary);
      assert.equal(r.verdict.failedAt, null);
      assert.match(r.verdict.summary, /^no failure found, but L2 and L3a could not be measured/);
      assert.equal(r.levels.L2.status, 'skipped');
      if (r.levels.L2.status === 'skipped')
        assert.match(r.levels.L2.reason, /^not measured: could not install the project's dependencies.*ECONNREFUSED/s);
      const listed = r.unmeasured.map((u) => `${u.level} ${u.what}`);
      for (const want of [
        'L2 build',
        'L3a stability',
        'L3b behaviour',
        'scores Build Health',
        'scores Visual Usability',
      ])
        assert.ok(listed.includes(want), `${want} in ${listed.join(', ')}`);
      assert.deepEqual(r.scores.buildHealth.notMeasured, ['build', 'load', 'runtime']);
      assert.equal(r.scores.buildHealth.score, 100, 'integrity, the one part measured, is whole');
      const summary = formatCheckSummary(r, out);
      assert.match(summary, /Build Health 100 \(over what was measured; build, load, runtime not measured\)/);
      assert.match(summary, /Visual Usability n\/a \(not measured\)/);
      assert.doesNotMatch(summary, /^FAIL/);
      const html = readFileSync(join(out, 'report.html'), 'utf8');
      assert.match(html, /Visual Usability<\/strong>: not measured/);
      assert.match(html, /not measured: build, load, runtime/);
    } finally {
      for (const [key, value] of [
        ['npm_config_registry', saved.registry],
        ['npm_config_fetch_retries', saved.retries],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
