// Which locked projects L2 builds with the toolkit's own toolchain: those whose npm lockfile pins only packages the
// toolkit has, at the same versions (our templates and made games), so they need no install and no network.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { lockedLikeOurs } from './toolchain.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-locked-'));
after(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, edit: (lock: { packages: Record<string, { version?: string }> }) => void): string {
  const dir = join(root, name);
  cpSync(join(PROJECT_ROOT, 'templates/platformer/package.json'), join(dir, 'package.json'));
  const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'templates/platformer/package-lock.json'), 'utf8'));
  edit(lock);
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
  return dir;
}

test('a template and a renamed copy of it are locked like the toolkit; other versions or packages are not', () => {
  for (const family of ['platformer', 'ui_heavy'])
    assert.equal(lockedLikeOurs(join(PROJECT_ROOT, 'templates', family)), true, family);
  const renamed = project('renamed', (lock) => {
    lock.packages[''] = { ...lock.packages[''], version: '9.9.9' };
  });
  assert.equal(lockedLikeOurs(renamed), true, 'the name and version of the game itself do not matter');
  const older = project('older', (lock) => {
    lock.packages['node_modules/phaser'] = { ...lock.packages['node_modules/phaser'], version: '3.80.1' };
  });
  assert.equal(lockedLikeOurs(older), false, 'another Phaser is built with its own toolchain');
  const extra = project('extra', (lock) => {
    lock.packages['node_modules/left-pad'] = { version: '1.3.0' };
  });
  assert.equal(lockedLikeOurs(extra), false, 'a package the toolkit lacks must be installed');
  assert.equal(lockedLikeOurs(join(PROJECT_ROOT, 'test/fixtures/real-world-classes/berry-lock')), false);
});
