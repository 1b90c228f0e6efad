// Golden paths: the schema's errors name the step and field; the runner plays steps in game time against
// a real game (the harness's contract fixture) and reports failures as values.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { HarnessBrowser } from '../harness/index.ts';
import { conditionHolds, valueAt } from '../shared/index.ts';
import { parseGoldenPath, readGoldenPath, runGoldenPath, type GoldenPath } from './index.ts';

function errorsOf(json: unknown): string[] {
  const parsed = parseGoldenPath(json);
  assert.equal(parsed.ok, false, 'expected the path to be refused');
  return parsed.ok ? [] : parsed.errors;
}

describe('golden-path.json schema', () => {
  test('a minimal path gets its defaults: seed 1, expect won, until timeout 10 s checked every 100 ms', () => {
    const parsed = parseGoldenPath({
      version: 1,
      steps: [{ press: 'start' }, { until: { path: 'won', equals: true }, hold: ['right'] }],
    });
    assert.ok(parsed.ok);
    assert.equal(parsed.path.seed, 1);
    assert.deepEqual(parsed.path.expect, { won: true });
    assert.deepEqual(parsed.path.steps[1], {
      until: { path: 'won', equals: true },
      hold: ['right'],
      timeoutMs: 10_000,
      checkEveryMs: 100,
    });
  });

  test('each bad step is named by index and field, once', () => {
    const errors = errorsOf({
      version: 1,
      steps: [
        { press: 'start', wait: 100 },
        { hold: ['right'] },
        { hodl: ['right'], ms: 100 },
        { until: { path: 'level' }, timeoutMs: 100 },
        { wait: -5 },
        { press: 'Jump!' },
        'jump',
      ],
    });
    assert.deepEqual(errors, [
      'steps[0]: a step does one thing; it has press and wait',
      'steps[1].ms: Invalid input: expected number, received undefined',
      'steps[2]: expected one of the keys press, hold, wait, click, until (got hodl, ms)',
      'steps[3].until: a condition needs at least one of equals, notEquals, gte, lte',
      'steps[4].wait: expected a positive number of game-time ms',
      'steps[5].press: expected an action name such as "jump" or a key name such as "ArrowRight"',
      'steps[6]: expected an object such as {"press": "start"}',
    ]);
  });

  test('unknown fields, a missing version and an empty step list are refused', () => {
    assert.deepEqual(errorsOf({ steps: [] }), ['version: expected "version": 1', 'steps: expected at least one step']);
    assert.deepEqual(errorsOf({ version: 1, steps: [{ wait: 10, holdMs: 5 }] }), [
      'steps[0]: Unrecognized key: "holdMs"',
    ]);
    assert.deepEqual(errorsOf({ version: 1, steps: [{ wait: 10 }], expect: { win: true } }), [
      'expect: Unrecognized key: "win"',
    ]);
  });

  test('readGoldenPath names the file for unreadable, broken and invalid files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'playsmith-golden-'));
    try {
      const file = join(dir, 'golden-path.json');
      const missing = readGoldenPath(file);
      assert.ok(!missing.ok && missing.errors[0]!.startsWith(`${file}: cannot read it (not there)`));
      writeFileSync(file, '{ "version": 1, ');
      const broken = readGoldenPath(file);
      assert.ok(!broken.ok && broken.errors[0]!.startsWith(`${file}: not valid JSON`));
      writeFileSync(file, JSON.stringify({ version: 2, steps: [{ wait: 1 }] }));
      const invalid = readGoldenPath(file);
      assert.deepEqual(invalid.ok ? [] : invalid.errors, [`${file}: version: expected "version": 1`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('conditions read dotted paths, array lengths and compare with every operator', () => {
    const state = { level: 2, won: false, player: { x: 120 }, entities: { coins: [{ x: 1 }, { x: 2 }] } };
    assert.equal(valueAt(state, 'entities.coins.length'), 2);
    assert.equal(valueAt(state, 'entities.coins.1.x'), 2);
    assert.equal(valueAt(state, 'player.hp'), undefined);
    assert.equal(conditionHolds({ path: 'level', equals: 2 }, state), true);
    assert.equal(conditionHolds({ path: 'won', notEquals: false }, state), false);
    assert.equal(conditionHolds({ path: 'player.x', gte: 100, lte: 120 }, state), true);
    assert.equal(conditionHolds({ path: 'player.x', gte: 121 }, state), false);
    assert.equal(conditionHolds({ path: 'player.hp', lte: 5 }, state), false, 'a missing number is not <= 5');
  });
});

describe('runGoldenPath on a real game', () => {
  let browser: HarnessBrowser;
  before(async () => {
    browser = await HarnessBrowser.launch();
  });
  after(async () => {
    await browser?.close();
  });

  async function play(path: unknown) {
    const parsed = parseGoldenPath(path);
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.errors.join('\n'));
    const session = await browser.openGame(await fixtureGame('contract'), { seed: (parsed.path as GoldenPath).seed });
    try {
      return { result: await runGoldenPath(session, parsed.path), trace: [...session.trace.records] };
    } finally {
      await session.close();
    }
  }

  test('steps run in game time, in order; until stops as soon as the condition holds', async () => {
    const { result, trace } = await play({
      version: 1,
      steps: [
        { wait: 200 },
        { hold: ['right'], ms: 500 },
        { until: { path: 'player.x', gte: 300 }, hold: ['right'], timeoutMs: 5000 },
        { press: 'jump', holdMs: 100 },
        { until: { path: 'player.vy', equals: 0 }, timeoutMs: 3000, checkEveryMs: 50 },
      ],
      expect: { state: [{ path: 'player.x', gte: 300 }] },
    });
    assert.equal(result.failure, undefined);
    assert.equal(result.passed, true);
    assert.equal(result.won, false);
    assert.deepEqual(
      result.steps.map((s) => [s.label, s.startMs]),
      [
        ['wait 200 ms', 0],
        ['hold right 500 ms', 200],
        ['until player.x >= 300 (holding right)', 700],
        ['press jump 100 ms', result.steps[3]!.startMs],
        ['until player.vy == 0', result.steps[4]!.startMs],
      ],
    );
    assert.equal(result.steps[1]!.gameMs, 500);
    assert.ok(result.steps[2]!.reached && result.steps[2]!.gameMs > 0 && result.steps[2]!.gameMs < 2000);
    assert.equal(result.steps[2]!.gameMs % 100, 0, 'until looks every checkEveryMs');
    assert.equal(result.gameTimeMs, result.steps[4]!.endMs);
    assert.ok((result.finalState!.player as { x: number }).x >= 300);
    const keys = trace
      .filter((r) => r.k === 'input')
      .map((r) => `${(r as { input: string }).input}:${(r.detail as { key: string }).key}`);
    assert.deepEqual(keys, [
      'keydown:ArrowRight',
      'keyup:ArrowRight',
      'keydown:ArrowRight',
      'keyup:ArrowRight',
      'keydown:Space',
      'keyup:Space',
    ]);
  });

  test('an until that never happens fails the path with the step, the timeout and the value seen', async () => {
    const { result } = await play({
      version: 1,
      steps: [{ until: { path: 'score', gte: 5 }, hold: ['left'], timeoutMs: 1500 }, { wait: 100 }],
    });
    assert.equal(result.passed, false);
    assert.equal(
      result.failure,
      'step 1 (until score >= 5 (holding left)) did not happen within 1500 ms of game time; score was 0',
    );
    assert.equal(result.steps.length, 1, 'later steps do not run');
    assert.equal(result.steps[0]!.reached, false);
    assert.equal(result.gameTimeMs, 1500);
  });

  test('repeat cycles its steps until the condition holds', async () => {
    const { result } = await play({
      version: 1,
      steps: [
        {
          until: { path: 'player.x', gte: 250 },
          repeat: [{ hold: ['right'], ms: 300 }, { press: 'jump' }],
          timeoutMs: 5000,
        },
      ],
      expect: {},
    });
    assert.equal(result.passed, true);
    assert.ok(result.steps[0]!.reached);
  });

  test(
    'actions the game does not declare fail the path before ' + 'anything is pressed; unmet expectations are named',
    async () => {
      const unknown = await play({ version: 1, steps: [{ press: 'dash' }, { hold: ['right', 'fly'], ms: 100 }] });
      assert.equal(
        unknown.result.failure,
        "the path uses actions the game does not declare: dash, fly (the game's meta().actions: left, right, jump)",
      );
      assert.deepEqual(unknown.result.steps, []);
      const unmet = await play({ version: 1, steps: [{ wait: 100 }] });
      assert.equal(unmet.result.passed, false);
      assert.equal(unmet.result.failure, 'after the last step: expected won == true (was false)');
    },
  );
});
