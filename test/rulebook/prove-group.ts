// Proves one group of the library in one browser, a test per rulebook, each proof in a temp folder removed after.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../../src/harness/index.ts';
import { proveRulebook } from '../../src/make/index.ts';
import { LIBRARY_DIR, type Rulebook } from '../../src/rulebook/index.ts';
import { LIBRARY_GROUPS } from './library.ts';

export function proveGroup(group: keyof typeof LIBRARY_GROUPS): void {
  const browser = new LazyBrowser();
  const root = mkdtempSync(join(tmpdir(), `playsmith-library-${group}-`));
  after(async () => {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  });
  for (const name of LIBRARY_GROUPS[group]) {
    test(`${name}: planned, checked L1–L3b, golden path won in the browser, Play holds`, async () => {
      const rulebook = JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8')) as Rulebook;
      const proof = await proveRulebook(rulebook, {
        outDir: join(root, name),
        seed: 1,
        browser,
        viewport: { width: 800, height: 600 },
      });
      assert.equal(proof.plan.won, true, `the planner won it: ${proof.summary}`);
      assert.equal(proof.check?.pass, true, proof.summary);
      assert.equal(proof.check?.levels.L3b, 'done', 'L3b measured');
      assert.equal(proof.play?.pass, true, `the golden path won: ${proof.play?.reason}`);
      assert.equal(
        proof.play?.play,
        true,
        `Play holds: ${proof.play?.reason}; ${JSON.stringify(proof.play?.findings)}`,
      );
      assert.deepEqual(proof.play?.findings, []);
      rmSync(join(root, name), { recursive: true, force: true });
    });
  }
}
