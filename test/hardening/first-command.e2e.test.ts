// A new user's first command, from "no browser found", through `node bin/playsmith.js` as the README has it.
//
// What is stubbed, and why: this machine runs the tests as root on Debian with apt-get and the chromium package
// installed. Starting from "no browser" for real would mean uninstalling that package, which would break the machine
// for everything else on it. So the command runs with PATH holding only a folder of the test's: nothing there is a
// browser, and its `apt-get` is a stub that records its arguments and environment and "installs" Debian's headless
// Chromium by writing a `chromium-headless-shell` wrapper into that folder that execs the browser this machine has.
// Root and Debian are this machine's own (process.getuid() and /etc/debian_version, not overridden); where they do
// not hold, the test expects the one line that says what to install instead.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { MakeResult } from '../../src/shared/index.ts';
import { DEBIAN_BROWSER_PACKAGE, findBrowser } from '../../src/harness/index.ts';
import { CliSandbox } from './cli-sandbox.ts';

const README_PROMPT = 'a platformer where a fox collects gems';
const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');

/** A folder with an apt-get that records each call and, on install, puts a browser wrapper beside itself. */
function stubAptGet(folder: string, log: string): void {
  mkdirSync(folder, { recursive: true });
  const real = findBrowser()?.path ?? '/usr/bin/chromium';
  const wrapper = `#!/bin/sh\\nPATH=/usr/bin:/bin exec ${real} "$@"\\n`;
  writeFileSync(
    join(folder, 'apt-get'),
    [
      '#!/bin/sh',
      `echo "$DEBIAN_FRONTEND $*" >> '${log}'`,
      `if [ "$1" = install ]; then printf '${wrapper}' > '${folder}/${DEBIAN_BROWSER_PACKAGE}'; ` +
        `/bin/chmod +x '${folder}/${DEBIAN_BROWSER_PACKAGE}'; fi`,
      '',
    ].join('\n'),
  );
  chmodSync(join(folder, 'apt-get'), 0o755);
}

test("the README's first command starts with no browser found, gets Debian's headless Chromium, and makes the game", {
  timeout: 900_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const bin = join(box.root, 'bin');
    const log = join(box.root, 'apt-get.log');
    stubAptGet(bin, log);
    const r = await box.run(['make', README_PROMPT], { env: { PATH: bin }, timeoutMs: 800_000 });
    if (canInstall) {
      assert.equal(r.code, 0, r.stderr);
      assert.match(
        r.stderr,
        /no Chromium found; installing the Debian package chromium-headless-shell with .*\/apt-get/,
      );
      assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), [
        'noninteractive update -o DPkg::Lock::Timeout=600',
        'noninteractive install -o DPkg::Lock::Timeout=600 -y --no-install-recommends chromium-headless-shell',
      ]);
    } else {
      // Not root on Debian: the one line that says what to install; then the same make with this machine's browser.
      assert.equal(r.code, 1);
      assert.match(r.stderr, /^playsmith: no Chromium found; install Chromium/m);
      const again = await box.run(['make', README_PROMPT], { timeoutMs: 800_000 });
      assert.equal(again.code, 0, again.stderr);
    }
    // This is also the platformer family's end-to-end make: checked, won, and true to the prompt.
    const game = join(box.results, 'games', 'a-platformer-where-a-fox-collects-seed1');
    const result = JSON.parse(readFileSync(join(game, 'playsmith.json'), 'utf8')) as MakeResult;
    assert.equal(result.classification.archetype, 'platformer');
    assert.equal(result.check.pass, true, result.check.summary);
    assert.equal(result.goldenPath.won, true, result.goldenPath.failure ?? '');
    assert.equal(result.pass, true);
    const missed = result.requirements.filter((q) => !q.pass).map((q) => q.evidence);
    assert.ok(result.intentAlignment >= 80, `requirements ${result.intentAlignment}%: ${missed.join('; ')}`);
    const coins = result.goldenPath.events.coin_collected ?? 0;
    assert.ok(coins >= 10, `coins collected on the golden path: ${JSON.stringify(result.goldenPath.events)}`);
    assert.ok(existsSync(join(game, 'game', 'GAME_DESIGN.md')), 'GAME_DESIGN.md is written beside the game');
    assert.ok(existsSync(join(game, 'game', 'src', 'game', 'levels.ts')));
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
        'playsmith: no Chromium found; install Chromium (Debian: sudo apt-get install chromium-headless-shell, or ' +
          'chromium) or set PLAYSMITH_CHROMIUM to a Chromium or Chrome binary\n',
      );
      assert.ok(!existsSync(out), `${args[0]} wrote nothing`);
    }
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
