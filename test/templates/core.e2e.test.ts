// The core template (M0) as a game: it builds offline, passes L1, wins on its golden path, does not win
// idle, replays to the same trace, and its menus, pause and end screens work.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HarnessBrowser } from '../../src/harness/index.ts';
import { runGoldenPath } from '../../src/play/index.ts';
import {
  buildStandalone,
  buildTemplate,
  loadGoldenPath,
  playGoldenPath,
  runIdle,
  templateIntegrity,
  withTemplateGame,
} from './helpers.ts';

let browser: HarnessBrowser;
before(async () => {
  browser = await HarnessBrowser.launch();
});
after(async () => {
  await browser?.close();
});

describe('templates/core', () => {
  test("passes L1 with no issue or warning and builds offline with the toolkit's own dependencies", async () => {
    const integrity = templateIntegrity('core');
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    const built = await buildTemplate('core');
    assert.ok(built.outDir);
  });

  test('copied out of the repository, its own npm run build (tsc, vite build) works with the pinned versions', () => {
    const built = buildStandalone('core');
    assert.ok(built.ok, built.output);
  });

  test('the golden path wins; the same seed gives the same trace twice', async () => {
    const first = await playGoldenPath(browser, 'core');
    assert.equal(first.result.failure, undefined);
    assert.equal(first.result.won, true);
    assert.equal(first.result.finalState?.scene, 'Level');
    assert.deepEqual(first.errors, []);
    assert.deepEqual(first.badRequests, []);
    const second = await playGoldenPath(browser, 'core');
    assert.equal(second.traceHash, first.traceHash);
    assert.deepEqual(second.result.steps, first.result.steps);
  });

  test('an idle player does not win and loses every life to the clock', async () => {
    const idle = await runIdle(browser, 'core', { gameMs: 60_000 });
    assert.equal(idle.everWon, false);
    assert.equal(idle.finalState?.scene, 'GameOver');
    assert.equal(idle.finalState?.over, true);
    assert.deepEqual(idle.errors, []);
    assert.deepEqual(idle.badRequests, []);
  });

  test('the contract names its actions; Play is clickable; pause holds the level and its clock', async () => {
    await withTemplateGame(browser, 'core', { seed: 1 }, async (s) => {
      const meta = await s.meta();
      assert.deepEqual(
        (meta!.actions as { name: string }[]).map((a) => a.name),
        ['left', 'right', 'up', 'down', 'start', 'pause'],
      );
      await s.runFor(300);
      assert.equal((await s.state())?.level, 0);
      const play = (await s.clickables()).find((c) => c.label === 'Play');
      assert.ok(play, 'the title has a clickable "Play"');
      await s.click(play.x, play.y);
      await s.runFor(200);
      assert.equal((await s.state())?.scene, 'Level');
      await s.press('pause');
      await s.runFor(100);
      const paused = await s.state();
      assert.equal(paused?.paused, true);
      await s.keyDown('right');
      await s.runFor(1000);
      assert.deepEqual((await s.state())?.player, paused?.player, 'nothing moves while paused');
      await s.keyUp('right');
      await s.press('pause');
      await s.keyDown('right');
      await s.runFor(500);
      await s.keyUp('right');
      const resumed = await s.state();
      assert.equal(resumed?.paused, false);
      assert.ok(
        (resumed!.player as { x: number }).x > (paused!.player as { x: number }).x,
        'the walker moves again after resuming',
      );
      assert.ok(
        ((await s.state())!.flags as { timeLeftMs: number }).timeLeftMs > 14_000 - 600,
        'the level clock stood still while paused',
      );
    });
  });

  test('after the victory screen, Play again starts a new game at level 1', async () => {
    await withTemplateGame(browser, 'core', { seed: 1 }, async (s) => {
      const result = await runGoldenPath(s, loadGoldenPath('core'));
      assert.equal(result.won, true);
      // The victory screen follows after flow.levelClearDelayMs and takes input 400 ms later.
      await s.runFor(2000);
      assert.equal((await s.state())?.scene, 'Victory');
      await s.press('start');
      await s.runFor(200);
      const again = await s.state();
      assert.equal(again?.scene, 'Level');
      assert.equal(again?.level, 1);
      assert.equal(again?.won, false);
      assert.equal(again?.score, 0);
    });
  });
});
