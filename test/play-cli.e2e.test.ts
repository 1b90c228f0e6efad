// `playsmith play` as a person runs it: a game with a planted bug exits 1 with the finding on screen and play.json,
// report.html and the trajectory written; --game-seconds ends the run on game time; a game that leaves its page gets a
// verdict that says so and leaves no Chromium or temp folder behind; a bad policy is a usage error.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PlayResultSchema } from '../src/shared/index.ts';
import { fixtureGame } from './fixtures/games.ts';
import { CliSandbox } from './hardening/cli-sandbox.ts';

test('play exits 1 on a planted bug, 1 with a clear verdict on a game that leaves, 2 on a bad policy', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const usage = await box.run(['play', await fixtureGame('bug-coin'), '--policy', 'random']);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--policy expects one of golden, explore, llm, got "random"/);

    const out = join(box.root, 'coin');
    const coin = await box.run(['play', await fixtureGame('bug-coin'), '--steps', '30', '--out', out]);
    assert.equal(coin.code, 1, coin.stderr);
    assert.match(coin.stdout, /Exec {3}holds/);
    assert.match(coin.stdout, /Pass {3}not measured .*no golden-path\.json/);
    assert.match(coin.stdout, /finding {2}\[score-without-cause\] step \d+: the score fell/);
    const result = PlayResultSchema.parse(JSON.parse(readFileSync(join(out, 'play.json'), 'utf8')));
    assert.equal(result.steps, 30);
    assert.ok(existsSync(join(out, 'report.html')) && existsSync(join(out, 'trajectory.jsonl')));

    // The game-time budget ends the run before the step budget does.
    const budgetOut = join(box.root, 'budget');
    const budget = await box.run(['play', await fixtureGame('contract'), '--game-seconds', '3', '--out', budgetOut]);
    assert.match(budget.stdout, /ended {2}the game-time budget \(3 s\) ran out/, budget.stderr);
    const timed = PlayResultSchema.parse(JSON.parse(readFileSync(join(budgetOut, 'play.json'), 'utf8')));
    assert.ok(
      timed.gameMs >= 3000 && timed.gameMs < 4500 && timed.steps < 60,
      `${timed.gameMs} ms, ${timed.steps} steps`,
    );
    const zero = await box.run(['play', await fixtureGame('contract'), '--game-seconds', '0']);
    assert.equal(zero.code, 2);
    assert.match(zero.stderr, /--game-seconds/);

    const away = await box.run([
      'play',
      box.hostileGame('navigate-blank'),
      '--steps',
      '20',
      '--out',
      join(box.root, 'away'),
    ]);
    assert.equal(away.code, 1, away.stderr);
    assert.doesNotMatch(away.stdout + away.stderr, /Execution context was destroyed/);
    assert.match(away.stdout, /Exec {3}FAILS .*left its page for about:blank/);
    assert.match(away.stdout, /Play {3}FAILS {2}Exec fails/);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
