// The example game the docs point at (examples/coin-walk: the Game Contract and a golden path, docs/contract.md and
// docs/golden-path.md) does what they say, through the CLI: check reads its contract and passes, and its golden path
// wins under play with every verdict holding.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { type CheckResult, PROJECT_ROOT, type PlayResult } from '../src/shared/index.ts';

const GAME = join(PROJECT_ROOT, 'examples', 'coin-walk');
const out = mkdtempSync(join(tmpdir(), 'playsmith-examples-'));
after(() => rmSync(out, { recursive: true, force: true }));

function playsmith(...args: string[]) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    cwd: out,
    env: { ...clean, PLAYSMITH_RESULTS_DIR: join(out, 'results') },
    timeout: 600_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('examples/coin-walk: check passes with the contract read, and its golden path wins under play', {
  timeout: 900_000,
}, () => {
  const check = playsmith('check', GAME, '--out', join(out, 'check'));
  assert.equal(check.code, 0, check.stderr);
  const checked = JSON.parse(readFileSync(join(out, 'check', 'check.json'), 'utf8')) as CheckResult;
  // Progress in a log (stderr is no terminal here): a line a quarter of each level, not one a second.
  for (const level of ['L3a stability', 'L3b behaviour']) {
    const lines = check.stderr.split('\n').filter((line) => line.startsWith(level));
    assert.ok(lines.length >= 2 && lines.length <= 5, `${level}: ${lines.join(' | ')}`);
  }
  assert.equal(checked.verdict.pass, true);
  assert.deepEqual(checked.archetype, { value: 'platformer', source: 'contract' });
  const eventTypes = JSON.stringify(checked).match(/coin_collected|game_won|level_started/g) ?? [];
  assert.ok(new Set(eventTypes).size === 3, 'the contract events were seen under L3b');

  const play = playsmith('play', GAME, '--policy', 'golden', '--out', join(out, 'play'));
  assert.equal(play.code, 0, play.stderr);
  assert.match(play.stdout, /Pass {3}holds {2}the golden path won/);
  const played = JSON.parse(readFileSync(join(out, 'play', 'play.json'), 'utf8')) as PlayResult;
  assert.equal(played.verdict.exec.holds, true);
  assert.equal(played.verdict.pass.holds, true);
  assert.equal(played.verdict.play.holds, true);
  assert.deepEqual(played.findings, []);
});
