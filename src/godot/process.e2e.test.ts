// Process handling of the runtime levels, driven through a tiny shell script that STANDS IN for godot. It is not
// Godot and proves nothing about a game: it only checks timeouts, exit codes, stderr parsing and the nonce verdict.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { importGameDevBenchTask } from './gamedevbench.ts';
import { runProcess } from './process.ts';
import { runEditTest, runImportLevel, runStabilityLevel } from './runtime.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-godot-standin-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a stand-in for the godot binary: a shell script with the given body. */
function fakeGodot(name: string, body: string): string {
  const file = join(dir, `fake-godot-${name}.sh`);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

test('a process over its time limit is killed and reported as timed out', async () => {
  const run = await runProcess([fakeGodot('sleeps', 'sleep 30'), '--headless'], { timeoutMs: 300 });
  assert.equal(run.timedOut, true);
  assert.ok(run.durationMs < 10_000);
});

test('exit codes and stderr errors decide L2 and L3a; a clean run passes', async () => {
  const clean = fakeGodot('clean', 'echo "Godot Engine v4.3 (stand-in)"; exit 0');
  assert.equal((await runStabilityLevel(clean, dir)).status, 'passed');
  const crash = fakeGodot('crash', 'echo "ERROR: Crash in main loop" >&2; exit 134');
  const l3a = await runStabilityLevel(crash, dir);
  assert.deepEqual(
    [l3a.status, l3a.reason, l3a.errors],
    ['failed', 'the game exited with 134', ['Crash in main loop']],
  );
  const parseError = fakeGodot(
    'parse',
    'case "$*" in *check-only*) ' +
      "printf 'SCRIPT ERROR: Parse Error: bad\\n   at: GDScript::reload (res://a.gd:3)\\n' >&2;; esac",
  );
  const l2 = await runImportLevel(parseError, dir, ['a.gd']);
  assert.equal(l2.status, 'failed');
  assert.deepEqual(l2.errors, ['res://a.gd:3: Parse Error: bad']);
  const missing = await runProcess([join(dir, 'no-such-godot')], { timeoutMs: 1000 });
  assert.match(missing.stderr, /cannot start/);
});

test('an edit task test run believes only the nonce file: a printed VALIDATION_PASSED is not a pass', async () => {
  const folder = join(dir, 'task');
  importGameDevBenchTask(
    join(PROJECT_ROOT, 'test', 'fixtures', 'godot', 'gamedevbench', 'tasks', 'task_0001_place_asset'),
    folder,
  );
  const printer = fakeGodot('prints-marker', 'echo VALIDATION_PASSED; exit 0');
  const printed = await runEditTest(printer, folder, join(folder, 'workspace'));
  assert.equal(printed.passed, false);
  assert.match(printed.run.stdout, /VALIDATION_PASSED/);
  // A stand-in that does what the wrapped test does: read the nonce and path from the test script and write them.
  const writer = fakeGodot(
    'writes-verdict',
    'case "$*" in *test.tscn*) p="$3/scripts/test.gd"; ' +
      'f=$(sed -n \'s/.*FileAccess.open("\\([^"]*\\)".*/\\1/p\' "$p"); ' +
      'n=$(sed -n \'s/.*"nonce": "\\([0-9a-f]*\\)".*/\\1/p\' "$p"); ' +
      'printf \'{"nonce":"%s","passed":true}\' "$n" > "$f";; esac',
  );
  const written = await runEditTest(writer, folder, join(folder, 'workspace'));
  assert.deepEqual([written.passed, written.reason], [true, 'the test passed']);
});
