// The top_down family template: its level rules and behaviours as plain code (what a level generator will
// lean on), and its example game "Ember Keep" (an arena level with waves, then a scrolling tilemap level won
// at the exit) as a game: it builds offline, passes L1, wins on its golden path, does not win idle, replays
// to the same trace, and aims at the pointer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HarnessBrowser } from '../../src/harness/index.ts';
import { readAssetRegistry } from '../../src/assets/index.ts';
import { moveVector, nearestTarget } from '../../templates/top_down/src/family/modes/shooter/behaviours/aim.ts';
import { FlowField } from '../../templates/top_down/src/family/modes/shooter/behaviours/navigation.ts';
import { WaveDirector, type WaveEvent } from '../../templates/top_down/src/family/modes/shooter/behaviours/waves.ts';
import {
  parseLevel,
  validateLevel,
  type LevelRules,
  type TopDownLevelSpec,
} from '../../templates/top_down/src/family/levelMap.ts';
import { LEVELS } from '../../templates/top_down/src/game/levels.ts';
import { buildTemplate, playGoldenPath, runIdle, templateDir, templateIntegrity, withTemplateGame } from './helpers.ts';

const NAME = 'top_down';

/** The rules the family applies at level start, from the template's own gameConfig.json (800x600, HUD 24 px). */
function exampleRules(): LevelRules {
  const config = JSON.parse(readFileSync(join(templateDir(NAME), 'src', 'gameConfig.json'), 'utf8'));
  return {
    cellSize: config.world.cellSize.value,
    viewWidth: config.game.width.value,
    viewHeight: config.game.height.value - 24,
    minSpawnDistanceCells: config.waves.minSpawnDistanceCells.value,
    maxWaveSize: config.waves.maxWaveSize.value,
  };
}

const ARENA: readonly string[] = [
  '##########',
  '#S.......#',
  '#........#',
  '#...~~...#',
  '#........#',
  '#....P...#',
  '##########',
];

describe('top_down levels and behaviours (pure code)', () => {
  test(
    'every example level keeps the rules, the example uses both sub-modes, and its assets.json is a valid ' +
      'registry',
    () => {
      for (const [id, spec] of Object.entries(LEVELS))
        assert.deepEqual(validateLevel(spec, exampleRules()), [], `level ${id}`);
      assert.deepEqual(
        Object.values(LEVELS)
          .map((l) => l.mode)
          .sort(),
        ['arena', 'tilemap'],
      );
      const { registry } = readAssetRegistry(templateDir(NAME));
      assert.ok(
        registry.assets.some((a) => a.type === 'tileset' && a.mode === 'floor-walls'),
        'the tilemap level needs a floor-walls tileset',
      );
      assert.ok(registry.assets.some((a) => a.type === 'spritesheet' && a.role === 'player' && a.view === 'top-down'));
    },
  );

  test('broken levels are refused with the row, column and what to change', () => {
    const rules = exampleRules();
    const waves = [{ enemies: [{ kind: 'chaser' as const, count: 2 }] }];
    const open = validateLevel(
      { mode: 'arena', rows: ARENA.map((r, i) => (i === 3 ? `.${r.slice(1)}` : r)), waves },
      rules,
    );
    assert.ok(
      open.some((p) => p.includes('row 4, column 1') && p.includes('outer ring')),
      open.join('\n'),
    );

    const close = validateLevel(
      { mode: 'arena', rows: ARENA.map((r, i) => (i === 5 ? '#...P.S..#' : i === 1 ? '#........#' : r)), waves },
      rules,
    );
    assert.ok(
      close.some((p) => p.includes('"S" at row 6, column 7 is 2 cells from the start')),
      close.join('\n'),
    );

    const walledExit = validateLevel(
      { mode: 'tilemap', rows: ['#######', '#P.#..#', '#..#.X#', '#######', '#######'] },
      rules,
    );
    assert.ok(
      walledExit.some((p) => p.includes('exit "X" at row 3, column 6 cannot be walked to')),
      walledExit.join('\n'),
    );

    assert.ok(
      validateLevel({ mode: 'arena', rows: ARENA }, rules).includes(
        'the level is won by clearing waves but lists no waves',
      ),
    );
    const big: TopDownLevelSpec = {
      mode: 'arena',
      rows: ['#'.repeat(30), `#P${'.'.repeat(27)}#`, `#${'.'.repeat(24)}X...#`, '#'.repeat(30), '#'.repeat(30)],
    };
    assert.ok(validateLevel(big, rules).some((p) => p.includes('an arena must fit the screen')));
    const unknown = parseLevel(['#####', '#P?.#', '#...#', '#...#', '#####']);
    assert.equal(unknown.ok, false);
    assert.match(unknown.ok ? '' : unknown.problems[0]!, /row 2, column 3: unknown character "\?"/);
  });

  test('a turret behind low obstacles is fine while the player can see it; a walled-in chaser is not', () => {
    const rows = ['#########', '#P......#', '#.......#', '#....~~~#', '#....~T~#', '#########'];
    assert.deepEqual(
      validateLevel({ mode: 'tilemap', rows: [...rows.slice(0, 1), '#P.....X#', ...rows.slice(2)] }, exampleRules()),
      [],
    );
    const walled = ['#########', '#P.....X#', '#.......#', '#....####', '#....#C##', '#########'];
    assert.ok(
      validateLevel({ mode: 'tilemap', rows: walled }, exampleRules()).some((p) =>
        p.includes('the chaser at row 5, column 7 stands where the player cannot walk'),
      ),
    );
  });

  test('the wave director announces waves, paces arrivals, waits for room and clears in order', () => {
    const director = new WaveDirector(
      [{ enemies: [{ kind: 'chaser', count: 3 }] }, { enemies: [{ kind: 'brute', count: 1 }] }],
      { firstDelayMs: 1000, breakMs: 500, spawnEveryMs: 200, maxAlive: 2 },
      (kinds) => kinds,
    );
    const seen: WaveEvent[] = [];
    const step = (ms: number) => seen.push(...director.update(ms));
    step(999);
    assert.equal(seen.length, 0);
    step(1);
    assert.deepEqual(
      seen.map((e) => e.type),
      ['wave_started', 'spawn'],
    );
    step(500);
    assert.equal(director.aliveCount, 2, 'at most maxAlive at once');
    assert.equal(director.waiting, 1);
    director.enemyDown();
    step(16);
    assert.equal(seen.filter((e) => e.type === 'spawn').length, 3);
    director.enemyDown();
    director.enemyDown();
    step(16);
    assert.deepEqual(seen.at(-1), { type: 'wave_cleared', wave: 1, last: false });
    step(500);
    assert.deepEqual(
      seen.slice(-2).map((e) => e.type),
      ['wave_started', 'spawn'],
    );
    director.enemyDown();
    step(16);
    assert.deepEqual(seen.at(-1), { type: 'wave_cleared', wave: 2, last: true });
    assert.equal(director.finished, true);
  });

  test('the flow field leads around walls without cutting corners; aiming helpers', () => {
    const parsed = parseLevel(['#######', '#P..#.#', '#.#.#.#', '#.#...#', '#######']);
    assert.ok(parsed.ok);
    const field = new FlowField(parsed.map);
    field.aimAt({ col: 5, row: 1 });
    const path = [{ col: 1, row: 1 }];
    for (let guard = 0; guard < 20; guard++) {
      const next = field.next(path.at(-1)!);
      if (!next) break;
      path.push(next);
    }
    assert.deepEqual(path.at(-1), { col: 5, row: 1 });
    assert.ok(!path.some((c) => c.col === 4 && c.row < 3), 'never through the wall column');
    assert.deepEqual(moveVector(false, true, true, false), { x: Math.SQRT1_2, y: -Math.SQRT1_2 });
    const targets = [
      { x: 100, y: 0 },
      { x: 50, y: 0 },
      { x: 10, y: 0 },
    ];
    assert.deepEqual(
      nearestTarget({ x: 0, y: 0 }, targets, 80, (t) => t.x !== 10),
      { x: 50, y: 0 },
    );
  });
});

describe('templates/top_down (Ember Keep)', () => {
  let browser: HarnessBrowser;
  before(async () => {
    browser = await HarnessBrowser.launch();
  });
  after(async () => {
    await browser?.close();
  });

  test("passes L1 with no issue or warning and builds offline with the toolkit's own dependencies", async () => {
    const integrity = templateIntegrity(NAME);
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    const built = await buildTemplate(NAME);
    assert.ok(built.outDir);
  });

  test(
    'the golden path clears the courtyard waves and reaches the undercroft exit; the same seed gives the same ' +
      'trace twice',
    async () => {
      const first = await playGoldenPath(browser, NAME);
      assert.equal(first.result.failure, undefined);
      assert.equal(first.result.won, true);
      const final = first.result.finalState as { level: number; flags: { levelId: string; exitReached: boolean } };
      assert.equal(final.level, 2);
      assert.equal(final.flags.levelId, 'undercroft');
      assert.equal(final.flags.exitReached, true);
      assert.deepEqual(first.errors, []);
      assert.deepEqual(first.badRequests, []);
      const second = await playGoldenPath(browser, NAME);
      assert.equal(second.traceHash, first.traceHash);
      assert.deepEqual(second.result.steps, first.result.steps);
    },
  );

  test('an idle player does not win: the first wave overruns them until the game is over', async () => {
    const idle = await runIdle(browser, NAME, { gameMs: 60_000 });
    assert.equal(idle.everWon, false);
    assert.equal(idle.finalState?.scene, 'GameOver');
    assert.equal(idle.finalState?.over, true);
    assert.deepEqual(idle.errors, []);
    assert.deepEqual(idle.badRequests, []);
  });

  test('the contract names eight-way movement and fire; a click shoots toward the pointer', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      const meta = await s.meta();
      assert.equal(meta?.archetype, 'top_down');
      assert.deepEqual(
        (meta!.actions as { name: string }[]).map((a) => a.name),
        ['up', 'down', 'left', 'right', 'fire', 'start', 'pause'],
      );
      await s.runFor(300);
      await s.press('start');
      await s.runFor(500);
      const before = (await s.state()) as { flags: { ammo: number; aim: string } };
      await s.click(700, 300);
      await s.runFor(50);
      const after = (await s.state()) as { flags: { ammo: number; aim: string }; entities: { shots: number } };
      assert.equal(after.flags.ammo, before.flags.ammo - 1);
      assert.equal(after.flags.aim, 'pointer');
      assert.equal(after.entities.shots, 1);
      await s.keyDown('right');
      await s.runFor(400);
      const moved = (await s.state()) as { player: { x: number; vx: number } };
      assert.ok(moved.player.vx > 0 && moved.player.x > 400, 'the arrow keys move the player');
      await s.keyUp('right');
    });
  });
});
