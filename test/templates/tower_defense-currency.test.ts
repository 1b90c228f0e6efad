// The tower_defense template's map currency rules in Node: which kills drop a piece and on which spot, picking up a
// spot's pile with one click, paying for a tower only with pieces held, and the checks a level's drop spots must pass.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkDrops, CurrencyPurse } from '../../templates/tower_defense/src/family/modes/defense/currency.ts';
import { parseMap } from '../../templates/tower_defense/src/family/map.ts';
import { LEVELS } from '../../templates/tower_defense/src/game/levels.ts';

const SPOTS = [
  { col: 0, row: 0 },
  { col: 2, row: 0 },
];

describe('tower_defense map currency', () => {
  test('every third kill drops a piece, on the spots in turn', () => {
    const purse = new CurrencyPurse({ every: 3, spots: SPOTS });
    const drops = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((kills) => purse.afterKill(kills));
    assert.deepEqual(drops, [null, null, 0, null, null, 1, null, null, 0]);
    assert.equal(purse.dropped, 3);
    assert.deepEqual(purse.lying, [2, 1], 'spot 1 holds the first and third pieces');
  });

  test('a click on a spot picks up its whole pile; an empty spot gives nothing', () => {
    const purse = new CurrencyPurse({ every: 1, spots: SPOTS });
    purse.afterKill(1);
    purse.afterKill(2);
    purse.afterKill(3);
    assert.equal(purse.collect(purse.spotAt({ col: 0, row: 0 })), 2);
    assert.equal(purse.collect(0), 0, 'nothing is left on it');
    assert.equal(purse.spotAt({ col: 1, row: 0 }), -1, 'a cell that is no spot');
    assert.deepEqual([purse.held, purse.collected, purse.lying], [2, 2, [0, 1]]);
  });

  test('a tower is paid for only with pieces held', () => {
    const purse = new CurrencyPurse({ every: 1, spots: SPOTS });
    purse.afterKill(1);
    assert.equal(purse.spend(2), false, 'a piece on the ground is not yet held');
    purse.collect(0);
    assert.equal(purse.spend(2), false);
    assert.equal(purse.held, 1, 'a refused purchase takes nothing');
    purse.afterKill(2);
    purse.collect(1);
    assert.equal(purse.spend(2), true);
    assert.deepEqual([purse.held, purse.spent], [0, 2]);
  });

  test('drop spots must be distinct ground cells of the map', () => {
    const map = parseMap(LEVELS.meadow!.map);
    const ground = map.tiles.flatMap((kinds, row) =>
      kinds.flatMap((kind, col) => (kind === 'ground' ? [{ col, row }] : [])),
    );
    assert.deepEqual(checkDrops({ every: 3, spots: ground.slice(0, 3) }, map), []);
    const problems = checkDrops({ every: 0, spots: [map.spawn, ground[0]!, ground[0]!, { col: 99, row: 0 }] }, map);
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.match(problems[0]!, /every must be a whole number/);
    assert.match(problems[1]!, /is spawn, not ground/);
    assert.match(problems[2]!, /repeats/);
    assert.match(problems[3]!, /off the map/);
  });
});
