// Tiled itself (Debian's `tiled`, installed first when missing and the tests run as root on Debian, as for Chromium
// and redis-server) opens a made level map: exported to TMX and back, its tiles and marker objects are unchanged.
// Skipped only where Tiled can be neither found nor installed; the format itself is checked by tiled-level.test.ts in
// the fast tier.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { generateGameAssets } from '../../src/assets/index.ts';
import { designGdd, writtenCopy } from '../../src/make/modes/shared/testing.ts';
import { canInstallDebianPackages, ensureDebianBinary, onPath } from '../support/debian.ts';
import { familyGenerator } from '../../src/make/dispatch.ts';

const platformerGenerator = familyGenerator('platformer');

/** Tiled itself, run without a display. */
const tiled = (path: string, args: string[], cwd: string) =>
  spawnSync(path, args, {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' },
  });
// Where it may be installed and is not, installing it is part of the test: a failed install fails it.
const skip = !onPath('tiled') && !canInstallDebianPackages() && 'Tiled is not installed and cannot be installed here';

test('Tiled opens a made level: exported to TMX and back, its tiles and marker objects are unchanged', {
  skip,
}, () => {
  const gdd = designGdd(platformerGenerator, 'a platformer where a fox collects gems, 2 levels', 1);
  const path = ensureDebianBinary('tiled', 'tiled', 'install Tiled (Debian/Ubuntu: sudo apt-get install tiled)');
  const version = tiled(path, ['--version'], tmpdir());
  assert.equal(version.status, 0, `tiled --version failed: ${version.stderr}`);
  writtenCopy(platformerGenerator, gdd, (dir) => {
    generateGameAssets(dir, { seed: 1 });
    const work = mkdtempSync(join(tmpdir(), 'playsmith-tiled-'));
    try {
      const name = `level-${gdd.sections.levels[0]!.key}.json`;
      const map = JSON.parse(readFileSync(join(dir, 'public', 'assets', name), 'utf8'));
      copyFileSync(join(dir, 'public', 'assets', name), join(work, name));
      copyFileSync(join(dir, 'public', 'assets', map.tilesets[0].image), join(work, map.tilesets[0].image));
      const toTmx = tiled(path, ['--export-map', 'tmx', name, 'level.tmx'], work);
      assert.equal(toTmx.status, 0, `Tiled could not open ${name}: ${toTmx.stderr}`);
      const back = tiled(path, ['--export-map', 'json', 'level.tmx', 'back.json'], work);
      assert.equal(back.status, 0, back.stderr);
      const again = JSON.parse(readFileSync(join(work, 'back.json'), 'utf8'));
      const markers = (m: typeof map) =>
        m.layers.flatMap(
          (l: { objects?: { x: number; y: number; properties: { name: string; value: unknown }[] }[] }) =>
            (l.objects ?? []).map((o) => [o.x, o.y, o.properties.find((p) => p.name === 'marker')?.value]),
        );
      assert.deepEqual(again.layers[0].data, map.layers[0].data);
      assert.deepEqual(markers(again), markers(map));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
