// A run opened in a context that an earlier run of the same game handed back, in the page that run parked, sees what a
// run in a new context sees: no cookies, storage, databases, caches, window name or history of the run before, and the
// same trace.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { HarnessBrowser, type GameSession } from './index.ts';

/** A page that says what the run before it left behind, then leaves all of it behind for the next run. */
const REMEMBERING_PAGE = `<!doctype html><html><body><canvas width="320" height="240"></canvas><script>
(async () => {
  const dbs = indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name).join(',') : '';
  const found = {
    local: localStorage.getItem('k'),
    session: sessionStorage.getItem('k'),
    cookie: document.cookie,
    dbs,
    caches: (await caches.keys()).join(','),
    name: window.name,
    history: history.length,
  };
  console.log('found ' + JSON.stringify(found));
  localStorage.setItem('k', 'left');
  sessionStorage.setItem('k', 'left');
  document.cookie = 'k=left; max-age=3600';
  window.name = 'left';
  await (await caches.open('left')).put('/left', new Response('left'));
  await new Promise((done) => { const r = indexedDB.open('left'); r.onsuccess = () => { r.result.close(); done(); }; });
  console.log('left');
})();
</script></body></html>`;

let browser: HarnessBrowser;
let fresh: HarnessBrowser;
let dir: string;
before(async () => {
  browser = await HarnessBrowser.launch({ install: true });
  fresh = await HarnessBrowser.launch({ install: true, reuseContexts: false });
  dir = mkdtempSync(join(tmpdir(), 'playsmith-remembering-'));
  writeFileSync(join(dir, 'index.html'), REMEMBERING_PAGE);
});
after(async () => {
  await browser.close();
  await fresh.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the game, runs it until it has left its marks (or 3 s of game time), and closes it. */
async function run(on: HarnessBrowser, folder = dir): Promise<GameSession> {
  const s = await on.openGame(folder, { seed: 3 });
  for (let t = 0; t < 3000 && !s.console.some((c) => c.text === 'left'); t += 100) await s.runFor(100);
  await s.close();
  return s;
}

const found = (s: GameSession) => s.console.find((c) => c.text.startsWith('found '))?.text;

test('a kept context is cleared: the next run finds nothing the run before left', async () => {
  const first = await run(browser);
  const reusedBefore = browser.reusedRuns();
  const pagesBefore = browser.reusedPages();
  const second = await run(browser);
  assert.equal(browser.reusedRuns(), reusedBefore + 1, 'the second run used the context the first handed back');
  assert.equal(browser.reusedPages(), pagesBefore + 1, 'and the page the first run parked');
  const nothing = 'found {"local":null,"session":null,"cookie":"","dbs":"","caches":"","name":"","history":2}';
  assert.equal(found(first), nothing);
  assert.equal(found(second), nothing);
  assert.ok(
    second.console.some((c) => c.text === 'left'),
    'the second run left its marks too',
  );
  assert.equal(browser.openRuns(), 0, 'a kept idle context is not an open run');
});

test('runs in a kept context have the traces of runs in new contexts', async () => {
  const game = await fixtureGame('contract');
  const traces: string[] = [];
  for (const on of [browser, fresh, browser, fresh]) {
    const s = await on.openGame(game, { seed: 5 });
    await s.runFor(2000);
    await s.press('right', { holdMs: 500 });
    await s.runFor(1000);
    traces.push(s.traceHash());
    await s.close();
  }
  assert.ok(browser.reusedRuns() >= 1);
  assert.ok(browser.reusedPages() >= 1, 'a run loaded the game in a parked page');
  assert.equal(fresh.reusedRuns(), 0);
  assert.equal(new Set(traces).size, 1, 'one trace for all four runs');
});

test('a kept context still blocks and reports what the game reaches for outside', async () => {
  const game = await fixtureGame('outside-request');
  const violations: string[] = [];
  for (let i = 0; i < 2; i++) {
    const s = await browser.openGame(game);
    await s.runFor(1500);
    violations.push(JSON.stringify(s.violations.map((v) => [v.gameTime, v.url, v.method])));
    await s.close();
  }
  assert.notEqual(violations[0], '[]');
  assert.equal(violations[1], violations[0]);
});

test('a changed folder or a run that crashed gets a new context', async () => {
  await run(browser);
  writeFileSync(join(dir, 'more.txt'), 'changed');
  const reused = browser.reusedRuns();
  await run(browser);
  assert.equal(browser.reusedRuns(), reused, 'the folder changed since the kept context was made');
  const crashed = await browser.openGame(dir, { seed: 3 });
  assert.equal(browser.reusedRuns(), reused + 1, 'the clean run handed its context back');
  await crashed.crashRendererForTest();
  await crashed.close();
  const next = await browser.openGame(dir, { seed: 3 });
  assert.equal(browser.reusedRuns(), reused + 1, 'the crashed run did not hand its context back');
  await next.close();
  const afterCrash = await run(browser);
  assert.equal(browser.reusedRuns(), reused + 2);
  assert.equal(
    found(afterCrash),
    'found {"local":null,"session":null,"cookie":"","dbs":"","caches":"","name":"","history":2}',
  );
});
