// The top_down template's stealth rules as plain code: guards walk their routes to and fro facing their next cell,
// see a cone ahead that walls cut, and a hero they see goes back to the start; the loot and the exit end the level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  guardAt,
  seenBy,
  StealthRules,
  stealthMap,
  stealthProblems,
  type StealthGame,
} from '../../templates/top_down/src/family/modes/stealth/stealthRules.ts';

const ROOM: StealthGame = {
  kind: 'stealth',
  rows: ['#########', '#.......#', '#...#...#', '#.......#', '#.......#', '#########'],
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

  test('a level with a route that jumps, a loot on a wall or a stepMs off the slots says what to fix', () => {
    assert.deepEqual(stealthProblems(ROOM), []);
    const bad: StealthGame = {
      ...ROOM,
      loot: { col: 4, row: 2 },
      guards: [
        {
          route: [
            { col: 1, row: 1 },
            { col: 3, row: 1 },
          ],
          stepMs: 250,
        },
      ],
    };
    const problems = stealthProblems(bad).join('; ');
    assert.match(problems, /the loot \(4,2\) must be on a floor cell/);
    assert.match(problems, /one neighbouring cell at a time/);
    assert.match(problems, /multiple of 200/);
  });
});
