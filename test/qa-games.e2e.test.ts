// The hand-made QA games in games/ are games first: each web game passes check L1–L3a and publishes the Game Contract
// (a crash is not a QA bug), and the text adventure's server starts, speaks GBQA's agent protocol and lists its
// commands. Their known bugs are read from games/hidden/, never from a game's folder.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkGames } from '../src/check/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { openHttpTextGame, readKnownBugs, readQaSuite } from '../src/qa/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const suite = readQaSuite(join(PROJECT_ROOT, 'games'));
const browser = new LazyBrowser();
after(() => browser.close());

test('each hand-made web game passes check L1–L3a with the Game Contract', async () => {
  const web = suite.games.filter((g) => existsSync(join(g.folder, 'package.json')));
  assert.deepEqual(
    web.map((g) => g.id),
    ['comet-catcher', 'potion-shop'],
  );
  const results = await checkGames(
    web.map((g) => ({ target: g.folder })),
    { seed: 1, viewport: { width: 800, height: 600 }, browser, skipBehaviour: 'this test reads L1–L3a only' },
    2,
  );
  for (const [i, r] of results.entries()) {
    assert.equal(r.verdict.pass, true, `${web[i]!.id}: ${r.verdict.summary}`);
    const l3a = r.levels.L3a;
    assert.ok(l3a.status === 'pass' && l3a.contract, `${web[i]!.id} publishes the contract`);
  }
});

test('the text adventure answers the agent protocol and lists its commands', async () => {
  const inn = suite.games.find((g) => g.id === 'harbour-inn')!;
  const game = await openHttpTextGame(inn.target);
  try {
    const first = await game.reset(1);
    assert.match(first.text, /A windy quay/);
    assert.equal(first.state?.room, 'quay');
    assert.ok((await game.actions()).includes('take <item>'));
    const look = await game.act('go north');
    assert.equal(look.state?.room, 'inn');
  } finally {
    await game.close();
  }
});

test("every game's known bugs are valid, 5 or more, of several types and all three difficulties, kept apart", () => {
  for (const g of suite.games) {
    const bugs = readKnownBugs(g.bugs).bugs;
    assert.ok(bugs.length >= 5, `${g.id}: ${bugs.length} known bugs`);
    assert.ok(new Set(bugs.map((b) => b.type)).size >= 3, `${g.id}: bug types`);
    assert.deepEqual([...new Set(bugs.map((b) => b.difficulty))].sort(), ['easy', 'hard', 'medium'], g.id);
    const shown = readdirSync(g.folder, { recursive: true, encoding: 'utf8' });
    assert.ok(!shown.some((f) => /bugs\.json$/.test(f)), `${g.id}: no bug list in the folder a tester gets`);
  }
});
