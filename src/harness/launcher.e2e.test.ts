// Browsers are values: a LazyBrowser launches with the first game it opens, each browser keeps its own settings, and
// a closed browser opens nothing more; one whose Chromium died is replaced for the next game.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { findBrowser, HarnessError, launchBrowser, LazyBrowser } from './index.ts';

/** Chromium main processes started by this process (Linux: read from /proc). */
function chromiumChildren(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
      } catch {
        return false; // gone while we looked
      }
    })
    .map(Number);
}

function rejectsWith(code: string, message: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof HarnessError, `expected a HarnessError, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    assert.match(e.message, message);
    return true;
  };
}

test('a LazyBrowser launches with the first game it opens, and opens nothing once closed', async () => {
  const browser = new LazyBrowser();
  try {
    assert.equal(browser.launched, false, 'no Chromium before a game is opened');
    const session = await browser.openGame(await fixtureGame('contract'), { seed: 1 });
    assert.equal(browser.launched, true);
    await session.runFor(100);
    assert.equal(session.gameTime, 100);
  } finally {
    await browser.close();
  }
  assert.equal(browser.launched, false);
  await assert.rejects(
    browser.openGame(await fixtureGame('contract')),
    rejectsWith('browser-launch-failed', /was closed; make a new one/),
  );
});

test('a LazyBrowser whose Chromium died launches a new one for the next game', async () => {
  const browser = new LazyBrowser();
  try {
    const first = await browser.browser();
    const session = await browser.openGame(await fixtureGame('contract'), { seed: 1 });
    await session.runFor(100);
    const pids = chromiumChildren();
    assert.equal(pids.length, 1, 'one Chromium runs, started by this process');
    process.kill(pids[0]!, 'SIGKILL');
    for (let waited = 0; first.connected && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    assert.equal(first.connected, false, 'the killed browser is seen as gone');
    const next = await browser.openGame(await fixtureGame('contract'), { seed: 1 });
    await next.runFor(100);
    assert.equal(next.gameTime, 100);
    assert.notEqual(await browser.browser(), first, 'a new browser took its place');
  } finally {
    await browser.close();
  }
});

test('two browsers keep their own settings: a bad browser path fails its own browser, not the other', {
  skip: process.env.PLAYSMITH_CHROMIUM ? 'PLAYSMITH_CHROMIUM overrides every browser path' : false,
}, async () => {
  const good = new LazyBrowser();
  const bad = new LazyBrowser({ browserPath: '/nonexistent/chromium' });
  try {
    const session = await good.openGame(await fixtureGame('contract'), { seed: 1 });
    await session.close();
    await assert.rejects(
      bad.openGame(await fixtureGame('contract')),
      rejectsWith('browser-not-found', /\/nonexistent\/chromium, which is not an executable file/),
    );
    assert.equal(bad.launched, false, 'a failed launch is not kept');
  } finally {
    await Promise.all([good.close(), bad.close()]);
  }
});

test("the browser's last --disable-features carries Playwright's list as well as the harness's own", async () => {
  const location = findBrowser();
  assert.ok(location, 'no Chromium found: run "playsmith doctor"');
  const before = new Set(chromiumChildren());
  const browser = await launchBrowser(location);
  try {
    const [pid] = chromiumChildren().filter((p) => !before.has(p));
    assert.ok(pid, "the launched Chromium is not among this process's children");
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const lists = args
      .filter((a) => a.startsWith('--disable-features='))
      .map((a) => a.slice('--disable-features='.length).split(','));
    assert.ok(lists.length >= 1, `no --disable-features on ${args.join(' ')}`);
    // Chromium reads only the last: every name an earlier one turns off must be in it.
    const last = new Set(lists.at(-1));
    const lost = lists
      .slice(0, -1)
      .flat()
      .filter((name) => name && !last.has(name));
    assert.deepEqual(lost, [], 'Playwright turns these off too: add them to PLAYWRIGHT_DISABLED_FEATURES (browser.ts)');
    assert.ok(last.has('DeferRendererTasksAfterInput'));
  } finally {
    await browser.close();
  }
});
