// Browsers are values: a LazyBrowser launches with the first game it opens, each browser keeps its own settings, and
// a closed browser opens nothing more.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { HarnessError, LazyBrowser } from './index.ts';

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
