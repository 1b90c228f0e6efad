import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { findBrowser } from './browser.ts';

/** Writes an executable file. */
function executable(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

test('the headless shell comes first, and a launcher script that only runs a binary is seen through', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-find-browser-'));
  try {
    const binary = join(dir, 'headless_shell');
    executable(binary, '');
    // A script that execs its browser is launched as it is: the browser takes its process.
    executable(join(dir, 'chromium'), '#!/bin/sh\nexec /usr/lib/chromium/chromium "$@"\n');
    assert.deepEqual(findBrowser({ env: { PATH: dir } }), { path: join(dir, 'chromium'), foundBy: 'chromium' });
    // Debian's script runs the binary as its child: killing what we started would leave the browser running.
    executable(join(dir, 'chromium-headless-shell'), `#!/bin/sh -e\n\n${binary} "$@"\n`);
    assert.deepEqual(findBrowser({ env: { PATH: dir } }), { path: binary, foundBy: 'chromium-headless-shell' });
    // A script that does more than run one binary is launched as it is.
    executable(join(dir, 'chromium-headless-shell'), `#!/bin/sh\nexport LANG=C\n${binary} "$@"\n`);
    assert.equal(findBrowser({ env: { PATH: dir } })?.path, join(dir, 'chromium-headless-shell'));
    // So is one that PLAYSMITH_CHROMIUM names.
    executable(join(dir, 'wrapper'), `#!/bin/sh -e\n${binary} "$@"\n`);
    assert.deepEqual(findBrowser({ env: { PATH: dir, PLAYSMITH_CHROMIUM: join(dir, 'wrapper') } }), {
      path: binary,
      foundBy: 'PLAYSMITH_CHROMIUM',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
