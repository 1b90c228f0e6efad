// Same seed, same game: a rulebook proven twice gives the same L3b trace hash and the same golden-path trace hash, for
// a real-time arena game, a real-time grid game and a board game against the computer.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../../src/harness/index.ts';
import { proveRulebook } from '../../src/make/index.ts';
import { LIBRARY_DIR, type Rulebook } from '../../src/rulebook/index.ts';

const browser = new LazyBrowser();
const root = mkdtempSync(join(tmpdir(), 'playsmith-rulebook-determinism-'));
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

for (const name of ['egg-catch', 'snake', 'reversi']) {
  test(`${name}: two proofs with seed 1 leave the same traces`, async () => {
    const rulebook = JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8')) as Rulebook;
    const prove = (n: number) =>
      proveRulebook(rulebook, {
        outDir: join(root, `${name}-${n}`),
        seed: 1,
        browser,
        viewport: { width: 800, height: 600 },
      });
    const first = await prove(1);
    const second = await prove(2);
    assert.ok(first.ok && second.ok, `${first.summary} / ${second.summary}`);
    assert.ok(first.check?.traceL3b, 'L3b has a trace hash');
    assert.equal(second.check?.traceL3b, first.check?.traceL3b);
    assert.equal(second.play?.traceHash, first.play?.traceHash);
    assert.equal(second.play?.gameMs, first.play?.gameMs);
  });
}
