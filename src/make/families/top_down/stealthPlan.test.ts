// The stealth rules and planner in Node: cones and walls decide who is seen, and a designed gallery's golden path,
// replayed frame by frame on the template's rules with presses up to a few frames late, wins unseen.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../assets/index.ts';
import {
  guardAt,
  seenBy,
  STEALTH_SLOT_MS,
  StealthRules,
  stealthMap,
  type StealthGame,
} from '../../../../templates/top_down/src/family/stealthRules.ts';
import { readIntent } from '../../intent.ts';
import { designStealthLevel, readStealthAsk } from './stealth.ts';
import { LATE_MS, PRESS_OFFSET_MS, type StealthPlan } from './stealthPlan.ts';

const ROOM: StealthGame = {
  kind: 'stealth',
  rows: ['#########', '#.......#', '#...#...#', '#.......#', '#########'],
  start: { col: 1, row: 3 },
  loot: { col: 7, row: 1 },
  exit: { col: 7, row: 3 },
  guards: [
    {
      route: [
        { col: 2, row: 2 },
        { col: 3, row: 2 },
      ],
      stepMs: 400,
    },
  ],
  sight: 4,
};

const DIRS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

/** Plays a plan as the game does: 60 fps frames, each press `lateness(i)` ms after its planned moment. */
function replay(game: StealthGame, plan: StealthPlan, lateness: (i: number) => number): StealthRules {
  const rules = new StealthRules(game);
  const frame = 1000 / 60;
  let next = 0;
  while (!rules.won && rules.clockMs < plan.gameMs + 2000) {
    const move = plan.moves[next];
    if (move && rules.clockMs >= move.slot * STEALTH_SLOT_MS + PRESS_OFFSET_MS + lateness(next)) {
      const [dx, dy] = DIRS[move.dir];
      rules.tryMove(dx, dy);
      next++;
    }
    rules.update(frame);
  }
  return rules;
}

describe('stealth rules', () => {
  test('a guard walks its route to and fro, facing its next cell', () => {
    const guard = ROOM.guards[0]!;
    assert.deepEqual(guardAt(guard, 0), { cell: { col: 2, row: 2 }, facing: { col: 1, row: 0 } });
    assert.deepEqual(guardAt(guard, 400), { cell: { col: 3, row: 2 }, facing: { col: -1, row: 0 } });
    assert.deepEqual(guardAt(guard, 800).cell, { col: 2, row: 2 });
  });

  test('a guard sees ahead in its cone, not behind it, and not through a wall', () => {
    const map = stealthMap(ROOM);
    // At 0 ms the guard stands at (2,2) facing right, and the wall at (4,2) is right in front of it.
    assert.equal(seenBy(ROOM, map, { col: 3, row: 2 }, 0), 0);
    assert.equal(seenBy(ROOM, map, { col: 3, row: 1 }, 0), 0, 'one step ahead, one aside');
    assert.equal(seenBy(ROOM, map, { col: 1, row: 2 }, 0), -1, 'behind');
    assert.equal(seenBy(ROOM, map, { col: 5, row: 2 }, 0), -1, 'behind the wall');
    assert.equal(seenBy(ROOM, map, { col: 6, row: 1 }, 0), -1, 'beyond its sight');
  });

  test('being seen sends the hero back to the start and counts; the loot goes back to its plinth', () => {
    const rules = new StealthRules(ROOM);
    rules.tryMove(0, -1);
    const events = rules.tryMove(1, 0);
    assert.deepEqual(
      events.map((e) => e.type),
      ['hero_moved', 'seen'],
    );
    assert.deepEqual(rules.hero, ROOM.start);
    assert.equal(rules.seen, 1);
  });

  test('taking the loot and reaching the exit escapes; the exit alone does not', () => {
    const open: StealthGame = {
      ...ROOM,
      guards: [
        {
          ...ROOM.guards[0]!,
          route: [
            { col: 1, row: 1 },
            { col: 2, row: 1 },
          ],
        },
      ],
    };
    const rules = new StealthRules({ ...open, loot: { col: 3, row: 3 }, exit: { col: 2, row: 3 } });
    rules.tryMove(1, 0);
    assert.equal(rules.won, false, 'the exit without the loot');
    const events = rules.tryMove(1, 0).concat(rules.tryMove(-1, 0));
    assert.deepEqual(
      events.map((e) => e.type),
      ['hero_moved', 'loot_taken', 'hero_moved', 'escaped'],
    );
    assert.equal(rules.won, true);
  });
});

describe('stealth planner', () => {
  const ask = readStealthAsk(
    readIntent(
      'a top-down stealth game where a cat burglar sneaks past guards in a museum and steals a diamond without ' +
        'being seen',
    ),
  )!;

  test('reads the loot, the guards and the unseen condition from the prompt', () => {
    assert.equal(ask.loot, 'diamond');
    assert.equal(ask.guard, 'guard');
    assert.equal(ask.guards, 3);
    assert.equal(ask.unseenPhrase, 'without being seen');
    const four = readStealthAsk(readIntent('a stealth game where a ninja steals a scroll past 4 guards'))!;
    assert.equal(four.guards, 4);
    assert.equal(four.loot, 'scroll');
  });

  for (const seed of [1, 2, 3]) {
    test(`seed ${seed}: the golden path wins unseen, on time and with every press up to ${LATE_MS} ms late`, () => {
      const { game, plan } = designStealthLevel(ask, createRandom(seed));
      assert.equal(game.guards.length, 3);
      for (const lateness of [() => 0, () => LATE_MS, (i: number) => (i * 37) % (LATE_MS + 1)]) {
        const rules = replay(game, plan, lateness);
        assert.equal(rules.won, true, `seed ${seed}: not won`);
        assert.equal(rules.seen, 0);
        assert.equal(rules.lootTaken, true);
      }
    });
  }

  test('the same seed designs the same gallery and plan', () => {
    const a = designStealthLevel(ask, createRandom(7));
    const b = designStealthLevel(ask, createRandom(7));
    assert.deepEqual(a, b);
  });
});
