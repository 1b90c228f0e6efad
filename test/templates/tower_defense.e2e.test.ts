// The tower_defense family template as a game ("Bramble Gate"): it builds offline and passes L1, its golden
// path wins, an idle player loses every life at the gate, the same seed replays to the same trace, towers are
// built by clicking plots, and the family's map and wave rules refuse broken levels with reasons.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HarnessBrowser } from '../../src/harness/index.ts';
import { checkMap, parseMap } from '../../templates/tower_defense/src/family/map.ts';
import { checkWaves, waveSchedule } from '../../templates/tower_defense/src/family/modes/defense/waves.ts';
import { LEVELS } from '../../templates/tower_defense/src/game/levels.ts';
import { buildTemplate, playGoldenPath, runIdle, templateIntegrity, withTemplateGame } from './helpers.ts';

let browser: HarnessBrowser;
before(async () => {
  browser = await HarnessBrowser.launch();
});
after(async () => {
  await browser?.close();
});

type Flags = {
  gold: number;
  wave: number;
  lives: number;
  leaks: number;
  nextWaveInMs: number | null;
  selectedTower: string;
};

describe('templates/tower_defense', () => {
  test("passes L1 with no issue or warning and builds offline with the toolkit's own dependencies", async () => {
    const integrity = templateIntegrity('tower_defense');
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    const built = await buildTemplate('tower_defense');
    assert.ok(built.outDir);
  });

  test('the golden path wins both levels; the same seed gives the same trace twice', async () => {
    const first = await playGoldenPath(browser, 'tower_defense');
    assert.equal(first.result.failure, undefined);
    assert.equal(first.result.won, true);
    assert.equal(first.result.finalState?.level, 2);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(first.badRequests, []);
    const second = await playGoldenPath(browser, 'tower_defense');
    assert.equal(second.traceHash, first.traceHash);
    assert.deepEqual(second.result.steps, first.result.steps);
  });

  test(
    'an idle player does not win: the waves start by themselves ' + 'and walk into the gate until no life is left',
    async () => {
      const idle = await runIdle(browser, 'tower_defense', { gameMs: 150_000 });
      assert.equal(idle.everWon, false);
      assert.equal(idle.finalState?.scene, 'GameOver');
      assert.equal(idle.finalState?.over, true);
      assert.deepEqual(idle.errors, []);
      assert.deepEqual(idle.badRequests, []);
    },
  );

  test(
    'clicking a plot builds the chosen tower for gold, clicking it again upgrades it; Enter starts a wave early ' +
      'with a bonus',
    async () => {
      await withTemplateGame(browser, 'tower_defense', { seed: 1 }, async (s) => {
        const meta = await s.meta();
        assert.equal(meta?.archetype, 'tower_defense');
        assert.deepEqual(
          (meta!.actions as { name: string }[]).map((a) => a.name),
          ['next_wave', 'tower_1', 'tower_2', 'tower_3', 'fast_forward', 'start', 'pause'],
        );
        await s.runFor(300);
        await s.press('start');
        await s.runFor(200);
        const flags = async (): Promise<Flags> => (await s.state())?.flags as Flags;
        const start = await flags();
        assert.equal(start.wave, 0);
        const plots = (await s.clickables()).filter((c) => c.label === 'build plot');
        assert.equal(plots.length, parseMap(LEVELS.meadow!.map).plots.length, 'every plot is a click target');
        const buttons = (await s.clickables()).map((c) => c.label);
        assert.ok(
          buttons.some((l) => /Cannon 90g/.test(l)) && buttons.some((l) => /Next wave/.test(l)),
          `toolbar buttons are click targets (${buttons.join(', ')})`,
        );

        await s.press('tower_2');
        await s.runFor(50);
        assert.equal((await flags()).selectedTower, 'cannon');
        await s.press('tower_1');
        await s.runFor(50);
        assert.equal((await flags()).selectedTower, 'bolt');
        const plot = plots[0]!;
        await s.click(plot.x, plot.y);
        await s.runFor(50);
        let state = await s.state();
        assert.deepEqual((state!.entities as { towers: unknown[] }).towers, [
          { type: 'bolt', level: 1, x: plot.x, y: plot.y },
        ]);
        assert.equal((await flags()).gold, start.gold - 50);
        await s.click(plot.x, plot.y);
        await s.runFor(50);
        state = await s.state();
        assert.equal(
          (state!.entities as { towers: { level: number }[] }).towers[0]!.level,
          2,
          'the second click upgrades',
        );
        assert.equal((await flags()).gold, start.gold - 50 - 40);

        const before = await flags();
        assert.ok(before.nextWaveInMs !== null && before.nextWaveInMs > 10_000);
        await s.press('next_wave');
        await s.runFor(100);
        const called = await flags();
        assert.equal(called.wave, 1);
        assert.ok(called.gold > before.gold, 'calling a wave early pays a bonus');
        await s.runFor(3000);
        assert.ok(
          ((await s.state())!.entities as { enemies: unknown[] }).enemies.length > 0,
          'enemies are on the path',
        );
      });
    },
  );
});

describe('tower_defense map and wave rules', () => {
  const good = LEVELS.meadow!.map;

  test('the example levels keep every rule; the route runs from the spawn to the base through its corners', () => {
    for (const [id, level] of Object.entries(LEVELS)) {
      const { map, problems } = checkMap(level.map);
      assert.deepEqual(problems, [], id);
      assert.deepEqual(map!.route[0], map!.spawn);
      assert.deepEqual(map!.route.at(-1), map!.base);
      assert.deepEqual(checkWaves(level.waves, ['slime', 'wasp', 'beetle']), [], id);
    }
    const meadow = parseMap(good);
    assert.deepEqual(
      meadow.waypoints.map((c) => [c.col, c.row]),
      [
        [0, 2],
        [16, 2],
        [16, 6],
        [3, 6],
        [3, 10],
        [19, 10],
      ],
    );
  });

  test('broken maps are refused with the row and column of each problem', () => {
    const edit = (row: number, col: number, ch: string): string[] =>
      good.map((line, r) => (r === row ? line.slice(0, col) + ch + line.slice(col + 1) : line));
    const problems = (lines: readonly string[]) => checkMap(lines).problems.join('\n');
    assert.match(problems(edit(2, 8, '.')), /the path stops at row 3, column 8/);
    assert.match(problems(edit(3, 8, '#')), /forks or runs beside itself at row 3, column 9/);
    assert.match(problems(edit(12, 0, '#')), /row 13, column 1 is not on the route/);
    assert.match(problems(edit(12, 5, '+')), /plot at row 13, column 6 does not touch the route/);
    assert.match(problems(edit(0, 3, 'x')), /unknown character "x" at row 1, column 4/);
    assert.match(problems(edit(10, 19, '#')), /exactly one base/);
    assert.match(problems(good.slice(0, 5).concat(good[5]!.slice(1))), /row 6 has 19 characters/);
    assert.match(problems(['S#####B.', '++++++..']), /route is 7 tiles long; it must be at least 16/);
    assert.match(
      checkMap(good, { minRouteLength: 16, minPlots: 6, maxCols: 16, maxRows: 13 }).problems.join('\n'),
      /20 columns wide; at most 16 fit/,
    );
    assert.throws(() => parseMap(edit(2, 8, '.')), /breaks a rule/);
  });

  test(
    'waves are refused for unknown enemies, empty groups and overlapping gaps; schedules ' +
      'interleave groups by time',
    () => {
      assert.deepEqual(checkWaves([], ['slime']), ['a level needs at least one wave']);
      const problems = checkWaves([{ groups: [{ enemy: 'ghost', count: 0, gapMs: 50 }] }], ['slime']);
      assert.equal(problems.length, 2);
      assert.match(problems.join('\n'), /unknown enemy "ghost"/);
      assert.match(problems.join('\n'), /count must be a whole number/);
      assert.match(
        checkWaves([{ groups: [{ enemy: 'slime', count: 3, gapMs: 50 }] }], ['slime']).join(),
        /gapMs must be at least 150/,
      );
      const schedule = waveSchedule({
        groups: [
          { enemy: 'slime', count: 3, gapMs: 1000 },
          { enemy: 'wasp', count: 2, gapMs: 400, delayMs: 500 },
        ],
      });
      assert.deepEqual(schedule, [
        { atMs: 0, enemy: 'slime' },
        { atMs: 500, enemy: 'wasp' },
        { atMs: 900, enemy: 'wasp' },
        { atMs: 1000, enemy: 'slime' },
        { atMs: 2000, enemy: 'slime' },
      ]);
    },
  );
});
