// Two made games, checked and played with no --out, as a newcomer does: every made game's project is <out>/game, and
// the results must still go to folders named after each game, none overwriting the other's.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const MAIN = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');
const root = mkdtempSync(join(tmpdir(), 'playsmith-result-folders-'));
const results = join(root, 'results');
after(() => rmSync(root, { recursive: true, force: true }));

async function playsmith(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
  const child = spawn(process.execPath, [MAIN, ...args], {
    cwd: root,
    env: { ...clean, PLAYSMITH_RESULTS_DIR: results },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, stdout, stderr };
}

/** The folder name a made game's title gives: "Fox's Gems" is foxs-gems. */
function nameOf(game: string): string {
  const made = JSON.parse(readFileSync(join(game, '..', 'playsmith.json'), 'utf8')) as { gdd: { title: string } };
  return made.gdd.title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { target: string; seed: number };

test('two made games, checked and played, keep both results: folders named after each game, none reused', {
  timeout: 900_000,
}, async () => {
  // The same prompt with two seeds: two games, each in its own <out>/game.
  const prompt = 'a platformer where a fox collects gems';
  const made = await Promise.all(
    [1, 2].map((seed) => playsmith('make', prompt, '--seed', `${seed}`, '--no-behaviour')),
  );
  for (const m of made) assert.equal(m.code, 0, m.stderr);
  const games = readdirSync(join(results, 'games'))
    .sort()
    .map((name) => join(results, 'games', name, 'game'));
  assert.equal(games.length, 2);
  const names = games.map((game) => nameOf(game));
  // The made game's README gives the replay command that the plays below run (the default policy is explore).
  const readme = readFileSync(join(games[0]!, 'README.md'), 'utf8');
  assert.match(readme, /replay it with `playsmith play \. --policy golden`/);

  const checks = [];
  for (const game of games) checks.push(await playsmith('check', game, '--no-behaviour', '--seed', '1'));
  for (const c of checks) assert.equal(c.code, 0, c.stderr);
  const checkDirs = names.map((name) => join(results, `check-${name}-seed1`));
  for (const [i, c] of checks.entries()) {
    assert.match(c.stdout, new RegExp(`written to +${checkDirs[i]} `));
    assert.equal(json(join(checkDirs[i]!, 'check.json')).target, games[i]);
  }
  // L3a's progress in a log: a line a quarter, not one a second.
  assert.ok(checks[0]!.stderr.split('\n').filter((l) => l.startsWith('L3a stability')).length <= 5, checks[0]!.stderr);

  // A copy of the first game (same name, another folder) gets a folder of its own; the first game checked again
  // rewrites its own folder.
  const copy = join(root, 'my-copy');
  cpSync(join(games[0]!, '..'), copy, { recursive: true });
  const copied = await playsmith('check', join(copy, 'game'), '--no-behaviour', '--seed', '1');
  assert.equal(copied.code, 0, copied.stderr);
  const copyDir = join(results, `check-${names[0]}-2-seed1`);
  assert.match(copied.stdout, new RegExp(`written to +${copyDir} `));
  assert.equal(json(join(copyDir, 'check.json')).target, join(copy, 'game'));
  const again = await playsmith('check', games[0]!, '--no-behaviour', '--seed', '1');
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, new RegExp(`written to +${checkDirs[0]} `));
  assert.equal(json(join(checkDirs[0]!, 'check.json')).target, games[0]);

  const plays = [];
  for (const game of games) plays.push(await playsmith('play', game, '--policy', 'golden'));
  for (const p of plays) assert.equal(p.code, 0, p.stderr);
  const playDirs = names.map((name) => join(results, `play-${name}-golden-seed1`));
  for (const [i, p] of plays.entries()) {
    assert.match(p.stdout, new RegExp(`written to ${playDirs[i]} `));
    assert.equal(json(join(playDirs[i]!, 'play.json')).target, games[i]);
  }
  assert.deepEqual(
    readdirSync(results).sort(),
    ['games', ...checkDirs, copyDir, ...playDirs].map((d) => basename(d)).sort(),
  );
});
