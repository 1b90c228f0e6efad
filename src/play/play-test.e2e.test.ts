// The play test plays the golden path once and stands for the golden-path runner: on a real game (the harness's
// contract fixture) it gives the same won, passed, failure, game time, events, final state and page errors as
// playFolderGoldenPath, a trace hash stable across runs, and no play test when Exec or Pass fails.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { LazyBrowser } from '../harness/index.ts';
import { playFolderGoldenPath, playTestGame, type FolderGoldenPathRun } from './index.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-play-test-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});
const viewport = { width: 800, height: 600 };
const ran = { holds: true, reason: 'ran 30 s of game time with no error (L3a)' };

function gameWith(name: string, goldenPath: unknown): string {
  const dir = mkdtempSync(join(root, `${name}-`));
  writeFileSync(join(dir, 'golden-path.json'), JSON.stringify(goldenPath));
  return dir;
}

/** What make keeps of a golden-path run, the trace hash and the frame aside (the tester's trace has its shots). */
function kept(run: FolderGoldenPathRun) {
  const { passed, won, failure, gameTimeMs, events, finalState, errors } = run;
  return { passed, won, failure, gameTimeMs, events, finalState, errors };
}

async function bothWays(name: string, goldenPath: unknown, exec = ran) {
  const gameDir = gameWith(name, goldenPath);
  const built = await fixtureGame('contract');
  const folder = await playFolderGoldenPath(gameDir, { browser, viewport, built });
  const outDir = join(root, `${name}-play`);
  const once = await playTestGame({ browser, viewport, gameDir, built, exec, outDir });
  return { folder, once, outDir, gameDir, built };
}

test('a won path: the one run gives what the runner gives, then Play; its trace hash is stable', async () => {
  const path = {
    version: 1,
    steps: [{ wait: 200 }, { until: { path: 'won', equals: true }, hold: ['right'], timeoutMs: 8000 }, { wait: 300 }],
  };
  const { folder, once, outDir, gameDir, built } = await bothWays('won', path);
  assert.equal(folder.won, true, folder.failure ?? '');
  assert.deepEqual(kept(once.golden), kept(folder));
  assert.equal(once.golden.events.coin_collected, 5);
  assert.ok(once.golden.endScreenshot && once.golden.endScreenshot.length > 0, 'the last frame');
  assert.notEqual(once.golden.traceHash, folder.traceHash, "the tester's trace also holds its step screenshots");
  assert.deepEqual(
    [once.test.played, once.test.verdict.pass.holds, once.test.verdict.play.holds, once.test.steps],
    [true, true, true, path.steps.length + 1],
    once.test.verdict.play.reason,
  );
  assert.equal(once.test.gameMs, folder.gameTimeMs);
  assert.ok(existsSync(join(outDir, 'trajectory.jsonl')));
  // Again, with Exec failing: the path's run is the same to the bit, and there is no play test nor its trajectory.
  const failedExec = { holds: false, reason: 'the page threw at 1 s' };
  const again = await playTestGame({ browser, viewport, gameDir, built, exec: failedExec, outDir });
  assert.deepEqual(kept(again.golden), kept(once.golden));
  assert.equal(again.golden.traceHash, once.golden.traceHash);
  assert.deepEqual([again.test.played, again.test.steps], [false, 0]);
  assert.equal(again.test.ended, 'not played: Exec fails: the page threw at 1 s');
  assert.equal(existsSync(outDir), false);
});

test('a path that times out fails in the runner words, and the play test is not played', async () => {
  const { folder, once, outDir } = await bothWays('timeout', {
    version: 1,
    steps: [{ until: { path: 'score', gte: 5 }, hold: ['left'], timeoutMs: 1500 }, { wait: 100 }],
  });
  assert.equal(
    folder.failure,
    'step 1 (until score >= 5 (holding left)) did not happen within 1500 ms of game time; score was 0',
  );
  assert.deepEqual(kept(once.golden), kept(folder));
  assert.deepEqual([once.test.played, once.test.verdict.pass.holds], [false, false]);
  assert.equal(once.test.verdict.play.reason, `Pass fails: ${folder.failure}`);
  assert.equal(existsSync(outDir), false);
});

test('a path naming actions the game lacks plays nothing and fails as the runner says', async () => {
  const { folder, once } = await bothWays('undeclared', { version: 1, steps: [{ press: 'dash' }] });
  assert.match(folder.failure ?? '', /^the path uses actions the game does not declare: dash /);
  assert.deepEqual(kept(once.golden), kept(folder));
  assert.equal(once.test.played, false);
});
