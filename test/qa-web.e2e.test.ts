// `qa` on a web game through the browser adapter: the Vault (test/fixtures/games/qa-vault, seven planted bugs of six
// kinds, known bugs in test/fixtures/qa/vault/known-bugs.json). Every planted bug's own reproduction shows a fault the
// oracles see; the seeded explorer finds and confirms bugs by replay in fresh pages, with the same result shape as a
// text game's; and the command line explores a web game from its folder or adapter file, refusing bad targets.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { LazyBrowser } from '../src/harness/index.ts';
import { type GameAdapter, openBrowserGame, qaGame, readKnownBugs, signaturesOf } from '../src/qa/index.ts';
import { PROJECT_ROOT, QaResultSchema } from '../src/shared/index.ts';
import { fixtureGame } from './fixtures/games.ts';
import { CliSandbox } from './hardening/cli-sandbox.ts';

const KNOWN = join(PROJECT_ROOT, 'test/fixtures/qa/vault/known-bugs.json');
/** The Vault's spec as rules: rooms by name, a look command, and the vault's promise. */
const GAME_RULES = { fields: { room: 'room' }, look: 'act look 200', rules: [{ gain: 'gem', requires: ['key'] }] };
const browser = new LazyBrowser();
const temp = mkdtempSync(join(tmpdir(), 'playsmith-qa-web-'));
after(async () => {
  await browser.close();
  rmSync(temp, { recursive: true, force: true });
});

async function vault(): Promise<GameAdapter> {
  return openBrowserGame(await fixtureGame('qa-vault'), { browser, game: GAME_RULES });
}

describe('qa on a web game (the browser adapter)', () => {
  test("each planted bug's reproduction shows a fault the oracles see, each by the oracle of its kind", async () => {
    const game = await vault();
    try {
      await game.reset(1);
      const context = { vocabulary: new Set<string>(), templates: await game.actions() };
      const expected: Record<string, string> = {
        'VB-1': "server-error:act:Cannot read properties of undefined (reading 'toUpperCase')",
        'VB-2': 'counter-range:coins',
        'VB-3': 'conservation:lost:act:lamp',
        'VB-4': 'after-end:act',
        'VB-5': 'shortcut:gem',
        'VB-6': 'play-rule:score-without-cause',
        'VB-7': 'description:mushroom:omits-present',
      };
      for (const bug of readKnownBugs(KNOWN).bugs) {
        const seen = await signaturesOf(game, 1, bug, context, { actions: 0 });
        assert.ok(seen.has(expected[bug.id]!), `${bug.id}: ${[...seen].join(', ')}`);
      }
    } finally {
      await game.close();
    }
  });

  test('the explorer finds bugs in fresh pages, each confirmed by replay, and the critic matches them', async () => {
    const game = await vault();
    try {
      const out = join(temp, 'run');
      const r = await qaGame(game, 'qa-vault', { seed: 1, steps: 120, outDir: out, known: KNOWN });
      QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
      assert.equal(r.adapter, 'browser');
      const confirmed = r.reports.filter((b) => b.status === 'confirmed');
      const signatures = confirmed.map((b) => b.signature);
      // What seed 1 finds in 120 actions (virtual time makes it the same on every machine): VB-2, VB-7 and VB-1.
      const crash = "server-error:act:Cannot read properties of undefined (reading 'toUpperCase')";
      for (const s of ['counter-range:coins', 'description:mushroom:omits-present', crash])
        assert.ok(signatures.includes(s), signatures.join('\n'));
      const drop = confirmed.find((b) => b.signature === 'counter-range:coins')!;
      assert.deepEqual(drop.steps, ['act drop 200'], 'minimised to the one step that shows it');
      assert.ok(r.score!.recall.matched >= 3, `recall ${r.score!.recall.matched}/7`);
      assert.equal(r.score!.precision.of, confirmed.length, 'only confirmed reports are counted');
      const bugs = readFileSync(join(out, 'bugs.md'), 'utf8');
      assert.match(bugs, /act drop 200/);
      // A web game's report carries a picture of the game after its last step.
      assert.equal(drop.evidence.screenshot, `shots/${drop.id}.png`);
      assert.deepEqual([...readFileSync(join(out, drop.evidence.screenshot!)).subarray(1, 4)], [0x50, 0x4e, 0x47]);
      assert.match(bugs, new RegExp(`!\\[the game after the last step\\]\\(shots/${drop.id}\\.png\\)`));
    } finally {
      await game.close();
    }
  });
});

describe('playsmith qa on a web game from the command line', () => {
  const box = new CliSandbox();
  after(() => box.dispose());

  test('a browser adapter file explores the game; a missing folder and a remote URL are usage errors', async () => {
    const adapter = join(box.root, 'vault.adapter.json');
    const schema = 'playsmith.qa-adapter/1';
    writeFileSync(
      adapter,
      JSON.stringify({ schema, kind: 'browser', target: await fixtureGame('qa-vault'), game: GAME_RULES }),
    );
    const out = join(box.root, 'qa');
    const run = await box.run(['qa', adapter, '--steps', '12', '--seed', '1', '--out', out, '--json']);
    assert.equal(run.code, 1, run.stderr);
    const result = QaResultSchema.parse(JSON.parse(run.stdout));
    assert.equal(result.adapter, 'browser');
    assert.ok(result.reports.some((b) => b.status === 'confirmed' && b.signature === 'counter-range:coins'));

    const missing = await box.run(['qa', join(box.root, 'no-such-game')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no-such-game: no such game folder/);
    const remote = await box.run(['qa', 'http://example.com/game/']);
    assert.equal(remote.code, 2);
    assert.match(remote.stderr, /is not on this machine; pass --allow-remote/);
    const bad = join(box.root, 'bad.adapter.json');
    writeFileSync(bad, JSON.stringify({ schema, kind: 'browser' }));
    const badRun = await box.run(['qa', bad]);
    assert.equal(badRun.code, 2);
    assert.match(badRun.stderr, /bad\.adapter\.json: target: .*"kind": "browser" and "target"/);
    await box.assertNothingLeft();
  });

  test("a web game's report: verdict, oracles, a picture per confirmed bug, unmeasured lines that apply", async () => {
    const out = join(box.root, 'qa-comet');
    const game = join(PROJECT_ROOT, 'games', 'comet-catcher');
    const run = await box.run(['qa', game, '--steps', '40', '--seed', '1', '--out', out], { timeoutMs: 600_000 });
    assert.equal(run.code, 1, run.stderr);
    const result = QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
    const confirmed = result.reports.filter((r) => r.status === 'confirmed');
    assert.ok(confirmed.length >= 1);
    const oracles = result.oracles ?? [];
    assert.ok(oracles.includes('play-rule') && oracles.includes('counter-range'), `${oracles}`);
    assert.ok(!oracles.includes('conservation') && !oracles.includes('exit-acceptance'), `${oracles}`);
    // The count and the claim agree: "spent" only when every action of the budget was sent.
    if (/was spent/.test(result.ended)) assert.equal(result.actions, result.budget, result.ended);
    else assert.match(result.ended, new RegExp(`^${result.actions} of the budget of 40 actions were used`));
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    assert.match(html, new RegExp(`✘ ${confirmed.length} bug\\(s\\) confirmed by replay from a fresh game`));
    assert.match(html, /Oracles that judged every step:<\/b> server-error, non-determinism, counter-range/);
    assert.match(html, /Rerun:<\/b> <code>playsmith qa \S+comet-catcher --seed 1 --steps 40 --agent explore/);
    const unmeasured = /<h2>Not measured<\/h2>(.*?)<h2>/s.exec(html)?.[1] ?? '';
    assert.doesNotMatch(unmeasured, /inventory|items_here|exits|descriptions/);
    for (const bug of confirmed) {
      assert.equal(bug.evidence.screenshot, `shots/${bug.id}.png`);
      assert.ok(html.includes(`<img src="shots/${bug.id}.png"`), bug.id);
    }
    assert.match(html, /<h2>Glossary<\/h2>.*<dt>oracle<\/dt>/s);
    assert.match(run.stdout, /explored .*: \d+ actions/);
    assert.doesNotMatch(run.stdout, /not measured {2}(conservation|descriptions|exits)/);
  });
});
