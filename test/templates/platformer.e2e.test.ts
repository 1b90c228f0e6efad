// The platformer family and its example game ("Fox and the Gem Castle"): levels parse and are reachable
// with the configured jump physics; the game builds offline, wins on its golden path (boss included), does not win
// idle, and replays to the same trace. (Its full check is in check.e2e.test.ts, with the other families'.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HarnessBrowser } from '../../src/harness/index.ts';
import {
  checkReachable,
  jumpReach,
  maxJumpHeight,
  parseLevel,
  type JumpPhysics,
} from '../../templates/platformer/src/family/asciiLevel.ts';
import { LEVELS } from '../../templates/platformer/src/game/levels.ts';
import {
  buildStandalone,
  buildTemplate,
  playGoldenPath,
  runIdle,
  templateDir,
  templateIntegrity,
  withTemplateGame,
} from './helpers.ts';

const config = JSON.parse(readFileSync(join(templateDir('platformer'), 'src', 'gameConfig.json'), 'utf8')) as Record<
  string,
  Record<string, { value: number | boolean }>
>;
const physics: JumpPhysics = {
  gravity: config.physics!.gravityY!.value as number,
  jumpVelocity: config.player!.jumpVelocity!.value as number,
  walkSpeed: config.player!.walkSpeed!.value as number,
  doubleJumpVelocity: config.player!.doubleJump!.value ? (config.player!.doubleJumpVelocity!.value as number) : 0,
};

describe('platformer ASCII levels', () => {
  test('every example level parses and its flag is reachable with the configured jump', () => {
    const order = readFileSync(join(templateDir('platformer'), 'src', 'game', 'definition.ts'), 'utf8')
      .match(/levelOrder: \[([^\]]*)\]/)![1]!
      .match(/'([^']+)'/g)!
      .map((s) => s.slice(1, -1));
    assert.deepEqual(order, Object.keys(LEVELS), 'every level in the order has data, and nothing else');
    for (const [id, rows] of Object.entries(LEVELS)) {
      const parsed = parseLevel(rows);
      assert.ok(parsed.ok, `${id}: ${parsed.ok ? '' : parsed.problems.join('; ')}`);
      assert.ok(parsed.map.height * 32 >= 600, `${id} fills the 600-pixel view`);
      assert.deepEqual(checkReachable(rows, physics, 32).problems, [], id);
    }
    assert.ok(
      parseLevel(LEVELS.castle!).ok && (parseLevel(LEVELS.castle!) as { ok: true; map: { boss: unknown } }).map.boss,
      'the castle shows the boss option',
    );
  });

  test('parse problems name row, column and the fix', () => {
    const bad = parseLevel(['.....', '.P.x.', '..E..', '##.##']);
    assert.deepEqual(bad.ok ? [] : bad.problems, [
      'row 2, column 2: "P" (player start (exactly one)) must stand directly on ground "#" or a platform "=" ' +
        '(the cell below is ".")',
      'row 2, column 4: unknown character "x" (legend: . # = ^ P E C B o h F)',
      'row 3, column 3: "E" (patrolling enemy (walks, turns at walls and ledges)) must stand directly on ' +
        'ground "#" or a platform "=" (the cell below is ".")',
      'a level needs exactly one goal flag "F" (found 0)',
    ]);
    assert.deepEqual(
      parseLevel(['....', '.P..', '####', '###']).ok
        ? []
        : (parseLevel(['....', '.P..', '####', '###']) as { problems: string[] }).problems.slice(0, 1),
      ['row 4 has 3 characters but row 1 has 4; every row must be the same length'],
    );
  });

  test('the jump model: height v²/2g, reach shrinks with rise, a wall above the jump height is unreachable', () => {
    const single = { ...physics, doubleJumpVelocity: 0 };
    assert.ok(Math.abs(maxJumpHeight(single) - physics.jumpVelocity ** 2 / (2 * physics.gravity)) < 1e-9);
    assert.ok(jumpReach(single, 0) > jumpReach(single, 64));
    assert.equal(jumpReach(single, maxJumpHeight(single) + 1), Number.NEGATIVE_INFINITY);
    const wall = [
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.....#...',
      '.....#...',
      '.....#...',
      '.....#...',
      '.P...#.F.',
      '#########',
    ];
    assert.equal(checkReachable(wall, single, 32).reachable, false);
    assert.equal(
      checkReachable(
        wall.map((r, i) => (i < 7 ? r.replace('#', '.') : r)),
        single,
        32,
      ).reachable,
      true,
      'a 3-cell wall is jumpable',
    );
  });
});

describe('templates/platformer example game', () => {
  let browser: HarnessBrowser;
  before(async () => {
    browser = await HarnessBrowser.launch();
  });
  after(async () => {
    await browser?.close();
  });

  test('passes L1 with no issue or warning and builds offline', async () => {
    const integrity = templateIntegrity('platformer');
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    await buildTemplate('platformer');
  });

  test('copied out of the repository, its own npm run build (tsc, vite build) works with the pinned versions', () => {
    const built = buildStandalone('platformer');
    assert.ok(built.ok, built.output);
  });

  test('the golden path beats both levels and the boss; the same seed gives the same trace twice', async () => {
    const first = await playGoldenPath(browser, 'platformer');
    assert.equal(first.result.failure, undefined);
    assert.equal(first.result.won, true);
    assert.equal((first.result.finalState!.flags as { bossDefeated: boolean }).bossDefeated, true);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(first.badRequests, []);
    const second = await playGoldenPath(browser, 'platformer');
    assert.equal(second.traceHash, first.traceHash);
    assert.equal(second.result.gameTimeMs, first.result.gameTimeMs);
  });

  test('an idle player does not win in 60 s of game time', async () => {
    const idle = await runIdle(browser, 'platformer', { gameMs: 60_000 });
    assert.equal(idle.everWon, false);
    assert.equal(idle.finalState?.won, false);
    assert.deepEqual(idle.errors, []);
    assert.deepEqual(idle.badRequests, []);
  });

  test('named actions: run, jump and double jump, tail swipe defeats a slime, pause holds the level', async () => {
    await withTemplateGame(browser, 'platformer', { seed: 1 }, async (s) => {
      assert.deepEqual(Object.keys(s.actions()), ['left', 'right', 'jump', 'attack', 'shoot', 'start', 'pause']);
      await s.runFor(300);
      await s.press('start');
      await s.runFor(300);
      const start = (await s.state())?.player as { x: number; y: number };
      await s.press('jump', { holdMs: 200 });
      await s.runFor(150);
      await s.press('jump', { holdMs: 200 });
      await s.runFor(900);
      const jumps = s.trace.records
        .filter((r) => r.k === 'event' && (r as { type: string }).type === 'player_jumped')
        .map((r) => (r as { payload: { double: boolean } }).payload.double);
      assert.deepEqual(jumps, [false, true]);
      // Walk at the first slime and swipe when it is close.
      await s.keyDown('right');
      let defeated = 0;
      for (let i = 0; i < 80 && defeated === 0; i++) {
        await s.runFor(50);
        const state = await s.state();
        const player = state?.player as { x: number };
        const slime = (state!.entities as { enemies: { x: number; kind: string }[] }).enemies.find(
          (e) => e.kind === 'patrol',
        );
        if (slime && Math.abs(slime.x - player.x) < 52) await s.press('attack');
        defeated = (state!.flags as { enemiesDefeated: number }).enemiesDefeated;
      }
      await s.keyUp('right');
      assert.equal(defeated, 1);
      const kills = s.trace.records.filter((r) => r.k === 'event' && (r as { type: string }).type === 'enemy_killed');
      assert.equal((kills[0] as { payload: { how: string } }).payload.how, 'melee');
      const moved = (await s.state())?.player as { x: number };
      assert.ok(moved.x > start.x + 100);
      await s.press('pause');
      const paused = await s.state();
      assert.equal(paused?.paused, true);
      await s.keyDown('right');
      await s.runFor(500);
      await s.keyUp('right');
      assert.deepEqual((await s.state())?.player, paused?.player, 'nothing moves while paused');
    });
  });
});
