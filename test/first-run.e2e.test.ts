// The first run of a fresh checkout, through `bin/toolchain.js` as `node bin/playsmith.js` starts it: one line says
// what is being set up and why; npm's own output (EBADENGINE notices on an old Node, install-scripts warnings) is kept
// out of a run that succeeds and shown when npm fails.
//
// What is stubbed, and why: fetching Node 24 and installing every dependency for real takes minutes and the network.
// The checkout is a copy of bin/ and the package files in a temp folder, and `npm` is a script first on PATH that
// prints what npm prints on Node 20 and lays out what npm would (the Node binary is a link to this test's own Node).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-first-run-'));
after(() => rmSync(root, { recursive: true, force: true }));

const NOISE = [
  'npm warn EBADENGINE Unsupported engine {',
  "npm warn EBADENGINE   package: 'playsmith@0.1.0',",
  "npm warn EBADENGINE   required: { node: '>=22' },",
  'npm warn install-scripts 3 packages have install scripts that were not run',
].join('\n');

/** A fresh checkout (bin/ and the package files only) and a PATH whose npm is the stub. */
function freshCheckout(name: string): { checkout: string; path: string } {
  const checkout = join(root, name);
  cpSync(join(PROJECT_ROOT, 'bin'), join(checkout, 'bin'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(PROJECT_ROOT, file), join(checkout, file));
  const stubs = join(root, `${name}-bin`);
  mkdirSync(stubs);
  const pkg = `node-${process.platform}-${process.arch}`;
  writeFileSync(
    join(stubs, 'npm'),
    [
      '#!/bin/sh',
      `printf '%s\\n' "${NOISE.replace(/'/g, "'\\''").replace(/"/g, '\\"')}" >&2`,
      'echo "added 212 packages in 31s"',
      '[ -n "$FAKE_NPM_FAIL" ] && { echo "npm error code ECONNREFUSED" >&2; exit 1; }',
      'if [ "$1" = install ]; then',
      `  mkdir -p "${checkout}/.playsmith/toolchain/node_modules/${pkg}/bin"`,
      `  ln -sf "${process.execPath}" "${checkout}/.playsmith/toolchain/node_modules/${pkg}/bin/node"`,
      'else mkdir -p node_modules; fi',
      '',
    ].join('\n'),
  );
  chmodSync(join(stubs, 'npm'), 0o755);
  return { checkout, path: `${stubs}:${process.env.PATH ?? ''}` };
}

function firstRun(node: string, checkout: string, path: string, env: NodeJS.ProcessEnv = {}) {
  const script = join(checkout, 'bin', 'toolchain.js');
  const r = spawnSync(node, [script, 'run', 'node', '-e', 'console.log("ran on " + process.version)'], {
    cwd: checkout,
    encoding: 'utf8',
    env: { ...process.env, PATH: path, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A Node older than 22 on this machine (Debian's), which makes the setup fetch Node 24; undefined when none. */
function oldNode(): string | undefined {
  for (const node of ['/usr/bin/node', '/bin/node', '/usr/local/bin/node']) {
    const v = spawnSync(node, ['--version'], { encoding: 'utf8' });
    if (v.status === 0 && Number(v.stdout.trim().replace(/^v/, '').split('.')[0]) < 22) return node;
  }
  return undefined;
}

test("a first run on an old Node says once what it sets up and why, and shows none of npm's noise", {
  skip: oldNode() === undefined ? 'no Node older than 22 on this machine' : false,
}, () => {
  const { checkout, path } = freshCheckout('old-node');
  const r = firstRun(oldNode()!, checkout, path);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^ran on v2[2-9]\./);
  const lines = r.stderr.trim().split('\n');
  assert.equal(lines.length, 1, r.stderr);
  assert.match(
    lines[0]!,
    /^playsmith setup: first run: setting up this checkout \(Node [\d.]+ from the npm registry, /,
  );
  assert.match(lines[0]!, /older than 22, then the npm dependencies\).*about a minute, once/);
  assert.doesNotMatch(r.stdout + r.stderr, /EBADENGINE|install-scripts|added 212/);
  const again = firstRun(oldNode()!, checkout, path);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(again.stderr, '', 'a later run says nothing about setting up');
});

test('a first run whose npm fails shows what npm said and what to do, exit 1', () => {
  const { checkout, path } = freshCheckout('failing');
  const r = firstRun(process.execPath, checkout, path, { FAKE_NPM_FAIL: '1' });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /playsmith setup: first run: setting up this checkout \(the npm dependencies/);
  assert.match(r.stderr, /npm warn EBADENGINE Unsupported engine/);
  assert.match(r.stderr, /npm error code ECONNREFUSED/);
  assert.match(r.stderr, /playsmith setup: npm ci failed \(npm's output is above\)/);
  const fixed = firstRun(process.execPath, checkout, path);
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.doesNotMatch(fixed.stderr, /EBADENGINE/);
});
