// `playsmith rulebook` through the CLI, as a person uses it: validate names the path of each problem and exits 1;
// plan writes a golden path; new writes a standalone project with a README; schema prints JSON Schema; list the
// library; a name that is neither a file nor a library game is a usage error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { parseGoldenPath } from '../../src/play/golden-path.ts';
import { PROJECT_ROOT } from '../../src/shared/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-rulebook-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    env: { ...clean, PLAYSMITH_RESULTS_DIR: join(dir, 'results') },
    cwd: dir,
    timeout: 300_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const tiny = {
  rulebook: 1,
  title: 'Coin Hop',
  description: 'Hop right to the coin.',
  goal: 'Reach the coin.',
  world: { grid: { cols: 5, rows: 1 } },
  kinds: { me: { noun: 'fox', role: 'player', body: 'mover', steer: 'step' }, coin: { noun: 'gold coin' } },
  controls: [{ name: 'hop', keys: ['ArrowRight'], do: 'right' }],
  rules: [{ when: { touch: ['me', 'coin'] }, then: [{ win: 'Got it' }] }],
  legend: { '@': 'me', c: 'coin' },
  levels: [{ map: ['@...c'] }],
};

test('validate says what is wrong, at which JSON path, and exits 1; a sound file exits 0', async () => {
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ ...tiny, rules: [{ when: { touch: ['me', 'coins'] }, then: [{ win: true }] }] }));
  const r = await runCli(['rulebook', 'validate', bad]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /error {3}rules\[0\]\.when\.touch\[1\]: no kind named "coins" \(did you mean "coin"\?\)/);
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, '{ "rulebook": 1,\n  "title": }');
  const j = await runCli(['rulebook', 'validate', broken]);
  assert.equal(j.code, 2);
  assert.match(j.stderr, /not valid JSON at line 2, column \d+/);
  const good = join(dir, 'good.json');
  writeFileSync(good, JSON.stringify(tiny));
  const ok = await runCli(['rulebook', 'validate', good]);
  assert.equal(ok.code, 0, ok.stdout + ok.stderr);
});

test('plan writes a golden path that play accepts, and says how it was won', async () => {
  const file = join(dir, 'tiny.json');
  writeFileSync(file, JSON.stringify(tiny));
  const out = join(dir, 'golden-path.json');
  const r = await runCli(['rulebook', 'plan', file, '--out', out]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /^WON {2}Coin Hop \(seed 1\)\n {2}level 1: search, won at [\d.]+ s of play with 4 input\(s\); proven/,
  );
  const parsed = parseGoldenPath(JSON.parse(readFileSync(out, 'utf8')));
  assert.ok(parsed.ok);
});

test('new writes a standalone project: rulebook, art, a README with the controls, the golden path', async () => {
  const out = join(dir, 'project');
  const r = await runCli(['rulebook', 'new', 'tic-tac-toe', '--out', out]);
  assert.equal(r.code, 0, r.stderr);
  for (const f of [
    'rulebook.json',
    'assets.json',
    'golden-path.json',
    'README.md',
    'package.json',
    'src/engine/engine.ts',
  ])
    assert.ok(existsSync(join(out, f)), f);
  assert.ok(existsSync(join(out, 'public', 'assets')), 'the art was drawn');
  const readme = readFileSync(join(out, 'README.md'), 'utf8');
  assert.match(readme, /^# Tic-Tac-Toe\n/);
  assert.match(readme, /Arrow keys|Left \/ Right \/ Up \/ Down: move the cursor/);
  assert.equal(JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')).name, 'playsmith-tic-tac-toe');
  assert.equal(JSON.parse(readFileSync(join(out, 'src', 'gameConfig.json'), 'utf8')).game.title.value, 'Tic-Tac-Toe');
  const again = await runCli(['rulebook', 'new', 'tic-tac-toe', '--out', out]);
  assert.equal(again.code, 2, 'a folder that is not empty is refused');
  assert.match(again.stderr, /is not empty; choose a new folder/);
});

test('schema prints JSON Schema; list shows the library; an unknown name lists what there is', async () => {
  const s = await runCli(['rulebook', 'schema']);
  assert.equal(s.code, 0);
  const schema = JSON.parse(s.stdout) as { properties: Record<string, unknown> };
  for (const key of ['world', 'kinds', 'rules', 'levels', 'controls', 'moves'])
    assert.ok(key in schema.properties, key);
  const l = await runCli(['rulebook', 'list']);
  assert.equal(l.code, 0);
  assert.ok(l.stdout.split('\n').filter(Boolean).length >= 40);
  assert.match(l.stdout, /^breakout +Breakout: /m);
  const u = await runCli(['rulebook', 'new', 'tetris', '--out', join(dir, 'x')]);
  assert.equal(u.code, 2);
  assert.match(u.stderr, /no file or library rulebook named "tetris"; the library has: anagram, artillery/);
});
