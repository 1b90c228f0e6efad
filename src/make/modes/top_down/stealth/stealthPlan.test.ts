// The stealth planner in Node: what it reads from the prompt, and a designed gallery's golden path, replayed frame by
// frame on the template's rules with presses up to a few frames late, wins unseen (the rules: test/templates).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import {
  STEALTH_SLOT_MS,
  StealthRules,
  type StealthGame,
} from '../../../../../templates/top_down/src/family/modes/stealth/stealthRules.ts';
import { readIntent } from '../../../intent.ts';
import { designStealthLevel, readStealthAsk } from './index.ts';
import { LATE_MS, PRESS_OFFSET_MS, type StealthPlan } from './stealthPlan.ts';
import { readPhrases } from '../../../phrases.ts';

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

describe('stealth planner', () => {
  const ask = readStealthAsk(
    readIntent(
      'a top-down stealth game where a cat burglar sneaks past guards in a museum and steals a diamond without ' +
        'being seen',
    ),
    readPhrases(
      readIntent(
        'a top-down stealth game where a cat burglar sneaks past guards in a museum and steals a diamond without ' +
          'being seen',
      ).read,
    ),
  )!;

  test('reads the loot, the guards and the unseen condition from the prompt', () => {
    assert.equal(ask.loot, 'diamond');
    assert.equal(ask.guard, 'guard');
    assert.equal(ask.guards, 3);
    assert.equal(ask.unseenPhrase, 'without being seen');
    const four = readStealthAsk(
      readIntent('a stealth game where a ninja steals a scroll past 4 guards'),
      readPhrases(readIntent('a stealth game where a ninja steals a scroll past 4 guards').read),
    )!;
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
