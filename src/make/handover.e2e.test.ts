// A made game is a project on its own: copied out of the output folder, it installs with its own `npm ci` (from the
// npm registry, through npm's usual cache) and builds with its own `npm run build` — no Playsmith around it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { test } from 'node:test';
import { generateGameAssets } from '../assets/index.ts';
import { designGdd, writtenCopy } from './modes/shared/testing.ts';
import { writeHandover } from './handover.ts';
import { familyGenerator } from './dispatch.ts';

const platformerGenerator = familyGenerator('platformer');

function npm(args: string[], cwd: string): { ok: boolean; output: string } {
  // The Node running this test first, so npm and the build run on it rather than an older system Node.
  const PATH = [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  const run = spawnSync('npm', args, { cwd, env: { ...process.env, PATH }, encoding: 'utf8', timeout: 600_000 });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.slice(-3000) };
}

test('a made game copied out installs with npm ci and builds with npm run build', { timeout: 900_000 }, () => {
  const gdd = designGdd(platformerGenerator, 'a platformer where a fox collects gems, 2 levels', 1);
  const out = mkdtempSync(join(tmpdir(), 'playsmith-handover-'));
  try {
    const game = join(out, 'copied-game');
    writtenCopy(platformerGenerator, gdd, (dir) => {
      writeHandover(dir, gdd);
      generateGameAssets(dir, { seed: 1 });
      cpSync(dir, game, { recursive: true });
    });
    const install = npm(['ci', '--no-audit', '--no-fund'], game);
    assert.ok(install.ok, `npm ci failed:\n${install.output}`);
    const build = npm(['run', 'build'], game);
    assert.ok(build.ok, `npm run build failed:\n${build.output}`);
    assert.ok(existsSync(join(game, 'dist', 'index.html')));
    assert.ok(readFileSync(join(game, 'dist', 'index.html'), 'utf8').includes(`<title>${gdd.title}</title>`));
    const maps = readdirSync(join(game, 'dist', 'assets')).filter((f) => /^level-.*\.json$/.test(f));
    assert.equal(maps.length, gdd.sections.levels.length, 'every level map is in the build');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
