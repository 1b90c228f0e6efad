// The top_down template's objective rules as plain code: collect-and-escape (the exit opens with the last item, the
// escape counts only through an open exit and before the threat acts) and the timed rescue (survived, landed, boarded,
// each once), and the level rules an objective adds to validateLevel.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { validateLevel, type LevelRules } from '../../templates/top_down/src/family/levelMap.ts';
import { EscapeRules, RescueRules } from '../../templates/top_down/src/family/objectives.ts';

const RULES: LevelRules = { cellSize: 32, viewWidth: 800, viewHeight: 576, minSpawnDistanceCells: 5, maxWaveSize: 30 };

const ROOM = ['##########', '#P..o...X#', '#...o..Z.#', '#........#', '##########'];
const RESCUE = ['############', '#S.........#', '#..........#', '#.....P....#', '#.H........#', '############'];
const WAVES = [{ enemies: [{ kind: 'chaser' as const, count: 2 }] }];

describe('collect-and-escape rules', () => {
  test('the exit opens with the last item, and only an open exit before the countdown is an escape', () => {
    const rules = new EscapeRules({ kind: 'escape', items: 2, threatMs: 10_000 });
    assert.deepEqual(rules.reachExit(), [], 'a shut exit lets nobody through');
    assert.deepEqual(rules.collect(), [{ type: 'item_collected', count: 1, needed: 2 }]);
    assert.equal(rules.exitOpen, false);
    rules.update(4000);
    assert.deepEqual(rules.collect(), [
      { type: 'item_collected', count: 2, needed: 2 },
      { type: 'exit_opened', items: 2, msLeft: 6000 },
    ]);
    assert.equal(rules.itemsAtOpen, 2);
    assert.deepEqual(rules.reachExit(), [{ type: 'escaped', items: 2, msLeft: 6000 }]);
    assert.deepEqual(rules.update(20_000), [], 'once escaped, the threat no longer acts');
    assert.equal(rules.escaped, true);
    assert.equal(rules.caught, false);
  });

  test('when the countdown runs out first the threat acts once, and the exit then counts for nothing', () => {
    const rules = new EscapeRules({ kind: 'escape', items: 1, threatMs: 5000 });
    assert.deepEqual(rules.update(4999), []);
    assert.equal(rules.threatLeftMs, 1);
    assert.deepEqual(rules.update(1), [{ type: 'threat_acted', items: 0 }]);
    assert.deepEqual(rules.update(1000), []);
    assert.deepEqual(rules.collect(), []);
    assert.deepEqual(rules.reachExit(), []);
    assert.equal(rules.caught, true);
    assert.equal(rules.threatLeftMs, 0);
  });
});

describe('rescue rules', () => {
  test('survived, then landed, then boarded, each reported once; boarding before the landing does nothing', () => {
    const rules = new RescueRules({ kind: 'rescue', surviveMs: 10_000, landMs: 2000 });
    assert.equal(rules.phase, 'holding');
    assert.deepEqual(rules.update(9000), []);
    assert.deepEqual(rules.board(), [], 'no rescue yet');
    assert.deepEqual(rules.update(1500), [{ type: 'survived', seconds: 10 }]);
    assert.equal(rules.phase, 'landing');
    assert.equal(rules.landing, 0.25);
    assert.deepEqual(rules.board(), [], 'still in the air');
    assert.deepEqual(rules.update(1500), [{ type: 'rescue_landed', atMs: 12_000 }]);
    assert.deepEqual(rules.update(100), []);
    assert.equal(rules.survivedMs, 10_000);
    assert.deepEqual(rules.board(), [{ type: 'rescued', atMs: 12_100 }]);
    assert.equal(rules.phase, 'rescued');
    assert.deepEqual(rules.board(), []);
  });

  test('one long frame that covers the time and the landing reports both, in order', () => {
    const rules = new RescueRules({ kind: 'rescue', surviveMs: 10_000, landMs: 500 });
    assert.deepEqual(
      rules.update(11_000).map((e) => e.type),
      ['survived', 'rescue_landed'],
    );
  });
});

describe('objective level rules', () => {
  test('an escape room with its exit, items and sleeping threat keeps the rules', () => {
    const objective = { kind: 'escape' as const, items: 2, threatMs: 20_000 };
    assert.deepEqual(validateLevel({ mode: 'arena', rows: ROOM, objective }, RULES), []);
  });

  test('an escape refuses too few items, a short countdown, a missing exit and a rescue spot', () => {
    const problems = validateLevel(
      {
        mode: 'arena',
        rows: ROOM.map((r) => r.replace('X', '.').replace('Z', 'H')),
        win: 'exit',
        objective: { kind: 'escape', items: 3, threatMs: 100 },
      },
      RULES,
    );
    for (const part of ['3 items but the map has 2', 'at least 5000 ms', 'no exit "X"', 'rescue spot "H" belongs'])
      assert.ok(
        problems.some((p) => p.includes(part)),
        `${part}: ${problems.join(' | ')}`,
      );
  });

  test('a rescue needs its spot and the rescue win; a spot or a threat without an objective is refused', () => {
    const rescue = { kind: 'rescue' as const, surviveMs: 60_000, landMs: 3000 };
    assert.deepEqual(validateLevel({ mode: 'arena', rows: RESCUE, waves: WAVES, objective: rescue }, RULES), []);
    const noSpot = validateLevel(
      { mode: 'arena', rows: RESCUE.map((r) => r.replace('H', '.')), waves: WAVES, objective: rescue },
      RULES,
    );
    assert.ok(
      noSpot.some((p) => p.includes('needs a rescue spot "H"')),
      noSpot.join(' | '),
    );
    const waves = validateLevel({ mode: 'arena', rows: RESCUE, waves: WAVES, win: 'waves', objective: rescue }, RULES);
    assert.ok(
      waves.some((p) => p.includes('win must be "rescue"')),
      waves.join(' | '),
    );
    const bare = validateLevel({ mode: 'arena', rows: RESCUE, waves: WAVES }, RULES);
    assert.ok(
      bare.some((p) => p.includes('rescue spot "H" need an objective')),
      bare.join(' | '),
    );
  });
});
