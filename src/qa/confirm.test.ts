// Replays in one qa run: a step list replayed once is read back (alone or as the start of a longer one) instead of
// played again, while the looks for non-determinism still play every run from a fresh reset, and a reproduction's
// stuck check plays on from the run that left the game at its end.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GameRulesSchema, type GameAdapter, type QaObservation } from './adapter.ts';
import { type ReplayCounter, recurs, replay, replayed, stuckAt } from './confirm.ts';
import { nonDeterminism } from './explorer.ts';

/** A counter game: "add" adds one coin, "spend" takes two (going below zero is the planted bug). */
class CoinGame implements GameAdapter {
  readonly kind = 'http-text' as const;
  readonly name = 'coins';
  readonly rules = GameRulesSchema.parse({});
  resets = 0;
  acts = 0;
  private coins = 0;
  /** A game that answers "add" with one or two coins in turn: the same steps reach other states. */
  private readonly flaky: boolean;
  constructor(flaky = false) {
    this.flaky = flaky;
  }
  private observe(): QaObservation {
    return { text: `You have ${this.coins} coins.`, state: { room: 'shop', coins: this.coins }, error: null };
  }
  async reset(): Promise<QaObservation> {
    this.resets++;
    this.coins = 0;
    return this.observe();
  }
  async act(action: string): Promise<QaObservation> {
    this.acts++;
    if (action === 'add') this.coins += this.flaky && this.resets % 2 === 0 ? 2 : 1;
    if (action === 'spend') this.coins -= 2;
    return this.observe();
  }
  async actions(): Promise<string[]> {
    return ['add', 'spend', 'wait'];
  }
  async close(): Promise<void> {}
}

const kept = (): ReplayCounter => ({ actions: 0, kept: new Map() });
const belowZero = {
  oracle: 'counter-range' as const,
  signature: 'counter-range:coins',
  type: 'out-of-range' as const,
  severity: 'major' as const,
  title: 'coins below zero',
  observed: '',
  expected: '',
};

describe('replays kept by one qa run', () => {
  test('a step list replayed once, or the start of one, is read back without touching the game', async () => {
    const game = new CoinGame();
    const counter = kept();
    const first = await replay(game, 1, ['add', 'add', 'spend'], counter);
    assert.deepEqual([game.resets, game.acts, counter.actions], [1, 3, 4]);
    const again = await replayed(game, 1, ['add', 'add', 'spend'], counter);
    assert.deepEqual(again.hashes, first.hashes);
    const start = await replayed(game, 1, ['add', 'add'], counter);
    assert.deepEqual(start.hashes, first.hashes.slice(0, 3));
    assert.equal(start.observations.at(-1)!.text, 'You have 2 coins.');
    assert.deepEqual([game.resets, game.acts, counter.actions], [1, 3, 4], 'nothing played, nothing counted');
    // Another seed, or steps that go further, are played from a fresh reset.
    await replayed(game, 2, ['add'], counter);
    await replayed(game, 1, ['add', 'add', 'spend', 'spend'], counter);
    assert.deepEqual([game.resets, game.acts, counter.actions], [3, 8, 11]);
  });

  test('without a record, as in a one-off --replay, every replay is played', async () => {
    const game = new CoinGame();
    const counter: ReplayCounter = { actions: 0 };
    await replay(game, 1, ['add'], counter);
    await replayed(game, 1, ['add'], counter);
    assert.deepEqual([game.resets, counter.actions], [2, 4]);
  });

  test('a fault is confirmed from its replay; a second fault on the same steps reads that replay', async () => {
    const game = new CoinGame();
    const counter = kept();
    const steps = ['add', 'spend'];
    const candidate = { fault: belowZero, steps };
    assert.equal(await recurs(game, 1, candidate, new Set(), counter), true);
    assert.equal(await recurs(game, 1, candidate, new Set(), counter), true);
    assert.equal(game.resets, 1);
    assert.equal(
      await recurs(game, 1, { fault: belowZero, steps: ['add', 'add', 'spend'] }, new Set(), counter),
      false,
    );
    assert.equal(game.resets, 2);
  });

  test('non-determinism is looked for in fresh runs, never in the record', async () => {
    const game = new CoinGame(true);
    const counter = kept();
    await replay(game, 1, ['add'], counter);
    const fault = nonDeterminism('add', 'a', 'b');
    assert.equal(await recurs(game, 1, { fault, steps: ['add'] }, new Set(), counter), true);
    assert.ok(game.resets >= 3, `${game.resets} resets: the two runs that differ were both played`);
    // The same game without the flakiness: eight fresh runs agree, and the fault is not confirmed.
    const steady = new CoinGame();
    const steadyCounter = kept();
    await replay(steady, 1, ['add'], steadyCounter);
    assert.equal(await recurs(steady, 1, { fault, steps: ['add'] }, new Set(), steadyCounter), false);
    assert.equal(steady.resets, 9);
  });

  test('a stuck check plays on from the run that left the game at the end of the steps, or replays them', async () => {
    const game = new CoinGame();
    const counter = kept();
    const live = await replay(game, 1, ['spend'], counter);
    // "wait" changes nothing and "add" does: not stuck, decided from the live game without another reset.
    assert.equal(await stuckAt(game, 1, ['spend'], ['wait', 'wait', 'add'], counter, live), false);
    assert.equal(game.resets, 1);
    assert.equal(await stuckAt(game, 1, ['spend'], ['wait', 'wait', 'wait'], counter), true);
    assert.equal(game.resets, 2);
  });
});
