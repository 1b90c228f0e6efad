// A new user's first command, from "no browser found", through `node bin/playsmith.js` as the README has it.
//
// What is stubbed, and why: this machine runs the tests as root on Debian with apt-get and the chromium package
// installed. Starting from "no browser" for real would mean uninstalling that package, which would break the machine
// for everything else on it. So the command runs with PATH holding only a folder of the test's: nothing there is a
// browser, and its `apt-get` is a stub that records its arguments and environment and "installs" chromium by writing
// a `chromium` wrapper into that folder that execs the real /usr/bin/chromium. Root and Debian are this machine's
// own (process.getuid() and /etc/debian_version, not overridden); where they do not hold, the test expects the one
// line that says what to install instead.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { CliSandbox } from './cli-sandbox.ts';

const README_PROMPT = 'a platformer where a fox collects gems';
const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');

/** A folder with an apt-get that records each call and, on install, puts a chromium wrapper beside itself. */
function stubAptGet(folder: string, log: string): void {
  mkdirSync(folder, { recursive: true });
  const wrapper = '#!/bin/sh\\nPATH=/usr/bin:/bin exec /usr/bin/chromium "$@"\\n';
  writeFileSync(
    join(folder, 'apt-get'),
    [
      '#!/bin/sh',
      `echo "$DEBIAN_FRONTEND $*" >> '${log}'`,
      `if [ "$1" = install ]; then printf '${wrapper}' > '${folder}/chromium'; /bin/chmod +x '${folder}/chromium'; fi`,
      '',
    ].join('\n'),
  );
  chmodSync(join(folder, 'apt-get'), 0o755);
}

test("the README's first command starts with no browser found, gets Debian's chromium, and makes the game", {
  timeout: 900_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const bin = join(box.root, 'bin');
    const log = join(box.root, 'apt-get.log');
    stubAptGet(bin, log);
    const r = await box.run(['make', README_PROMPT], { env: { PATH: bin }, timeoutMs: 800_000 });
    if (!canInstall) {
      assert.equal(r.code, 1);
      assert.match(r.stderr, /^playsmith: no Chromium found; install Chromium/m);
      return;
    }
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /no Chromium found; installing the Debian package chromium with .*\/apt-get/);
    assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), [
      'noninteractive update',
      'noninteractive install -y --no-install-recommends chromium',
    ]);
    const made = join(box.results, 'games', 'a-platformer-where-a-fox-collects-seed1', 'playsmith.json');
    assert.equal((JSON.parse(readFileSync(made, 'utf8')) as { pass: boolean }).pass, true);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('with no browser and no way to install one, a command that runs a game says in one line what to install', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const empty = join(box.root, 'empty-path');
    mkdirSync(empty);
    const game = box.hostileGame('plain');
    const out = join(box.root, 'run');
    for (const args of [
      ['run', game, '--out', out],
      ['check', game, '--out', out],
      ['make', README_PROMPT, '--out', out],
    ]) {
      const r = await box.run(args, { env: { PATH: empty } });
      assert.equal(r.code, 1, r.stderr);
      assert.equal(
        r.stderr,
        'playsmith: no Chromium found; install Chromium (Debian/Ubuntu: sudo apt-get install chromium) ' +
          'or set PLAYSMITH_CHROMIUM to a Chromium or Chrome binary\n',
      );
      assert.ok(!existsSync(out), `${args[0]} wrote nothing`);
    }
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
