// A folder's golden path that cannot be played is a failed run with a reason a person can act on, not an exception,
// and no browser is launched for it. (Folders that play are covered by every family's make test.)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../harness/index.ts';
import { playFolderGoldenPath } from './index.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-golden-folder-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});
const viewport = { width: 800, height: 600 };

function folder(name: string, goldenPath: unknown): string {
  const made = mkdtempSync(join(root, `${name}-`));
  writeFileSync(join(made, 'golden-path.json'), JSON.stringify(goldenPath));
  return made;
}

test('an invalid golden-path.json is a failed run that names the problem', async () => {
  const run = await playFolderGoldenPath(folder('invalid', { version: 1, steps: [] }), { browser, viewport });
  assert.equal(run.passed, false);
  assert.equal(run.won, false);
  assert.match(run.failure ?? '', /^golden-path\.json is invalid: .*expected at least one step/);
  assert.equal(run.endScreenshot, null);
  assert.equal(browser.launched, false, 'nothing to play, no browser');
});

test('a folder that does not build is a failed run with the first build error', async () => {
  const run = await playFolderGoldenPath(folder('unbuildable', { version: 1, steps: [{ wait: 100 }] }), {
    browser,
    viewport,
  });
  assert.equal(run.passed, false);
  assert.match(run.failure ?? '', /^the game does not build: ./);
  assert.deepEqual([run.gameTimeMs, run.traceHash, run.events, run.errors], [0, '', {}, []]);
  assert.equal(browser.launched, false);
});
