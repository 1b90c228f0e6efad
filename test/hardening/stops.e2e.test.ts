// Stopping a command, through the command line: every signal the `playsmith` launcher gets reaches the CLI; a stopped
// check says so in one line (no Playwright text), leaves stopped.json where it was writing, and a new check in the
// same folder is accepted and clears the marker. A CLI whose main thread is stuck dies with its launcher all the same,
// whether the launcher is killed with -9 or asked to end.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CliSandbox, markedProcesses } from './cli-sandbox.ts';

const TS_GAME = fileURLToPath(new URL('../fixtures/projects/ts-game/', import.meta.url));
const TOOLCHAIN = fileURLToPath(new URL('../../bin/toolchain.js', import.meta.url));
const BLOCKED_CLI = fileURLToPath(new URL('./blocked-cli.ts', import.meta.url));

/** Resolves once `stream` has printed text matching `pattern`; rejects when the process exits first. */
function waitFor(
  child: ReturnType<CliSandbox['spawn']>,
  stream: NodeJS.ReadableStream,
  pattern: RegExp,
): Promise<string> {
  let seen = '';
  return new Promise((resolve, reject) => {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      seen += chunk;
      if (pattern.test(seen)) resolve(seen);
    });
    child.once('exit', () => reject(new Error(`exited before printing ${pattern}: ${seen}`)));
  });
}

/** Waits up to `ms` for every process the sandbox started to be gone; how long that took. */
async function goneWithin(box: CliSandbox, ms: number): Promise<number> {
  const started = performance.now();
  while (markedProcesses(box.marker).length && performance.now() - started < ms)
    await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(markedProcesses(box.marker), [], 'a process outlived its launcher');
  return performance.now() - started;
}

test('SIGINT to the launcher stops a check in one line, marks its folder stopped, and a rerun there is accepted', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const project = join(box.root, 'ts-game');
    cpSync(TS_GAME, project, { recursive: true });
    const out = join(box.root, 'check');
    const child = box.spawn(['check', project, '--out', out]);
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = once(child, 'exit');
    const progress = await waitFor(child, child.stderr!, /L3a stability/);
    let stderr = progress;
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    child.kill('SIGINT');
    const [code] = await exited;
    assert.equal(code, 130);
    const said = stderr.split(/[\r\n]+/).filter((line) => line.startsWith('playsmith:'));
    assert.deepEqual(said, [
      `playsmith: stopped by SIGINT before it finished; no result was written; ${out} holds what was done so far, ` +
        'marked stopped.json (the same command run there again redoes it)',
    ]);
    assert.doesNotMatch(stdout + stderr, /Target page|has been closed|page\.evaluate/);
    assert.ok(!existsSync(join(out, 'check.json')), 'a stopped check wrote no verdict');
    assert.deepEqual(JSON.parse(readFileSync(join(out, 'stopped.json'), 'utf8')), {
      schema: 'playsmith.stopped/1',
      command: 'check',
      target: project,
      reason: 'SIGINT',
    });
    await box.assertNothingLeft(30_000);

    const again = await box.run(['check', project, '--no-behaviour', '--out', out]);
    assert.equal(again.code, 0, again.stderr);
    assert.ok(existsSync(join(out, 'check.json')));
    assert.ok(!existsSync(join(out, 'stopped.json')), 'a finished check clears the stop marker');
    const run = await box.run(['run', project, '--out', out]);
    assert.equal(run.code, 2, 'the folder holds a check, not a run');
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('SIGHUP and SIGTERM to the launcher stop a run the same way', { timeout: 300_000 }, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('slow-frames');
    for (const signal of ['SIGHUP', 'SIGTERM'] as const) {
      const out = join(box.root, `run-${signal}`);
      const child = box.spawn(['run', game, '--seconds', '600', '--out', out]);
      child.stdout!.resume();
      const exited = once(child, 'exit');
      await waitFor(child, child.stderr!, /running/);
      child.kill(signal);
      const [code] = await exited;
      assert.equal(code, signal === 'SIGHUP' ? 129 : 143, signal);
      assert.equal(JSON.parse(readFileSync(join(out, 'stopped.json'), 'utf8')).reason, signal);
      assert.ok(!existsSync(join(out, 'run.json')));
      await box.assertNothingLeft(30_000);
    }
  } finally {
    box.dispose();
  }
});

test('a CLI stuck in a synchronous read dies with its launcher: killed with -9, or asked to end', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const fifo = join(box.root, 'stuck');
    execFileSync('mkfifo', [fifo]);
    const launch = () => {
      const child = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { runWithToolchain } from ${JSON.stringify(TOOLCHAIN)};\n` +
            `runWithToolchain('node', [${JSON.stringify(BLOCKED_CLI)}, ${JSON.stringify(fifo)}], ` +
            '{ watchedByChild: true });',
        ],
        { env: box.env(), cwd: box.root, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stderr!.resume();
      return child;
    };

    const killed = launch();
    await waitFor(killed, killed.stdout!, /blocking/);
    assert.equal(markedProcesses(box.marker).length, 2, 'the launcher and its stuck CLI run');
    killed.kill('SIGKILL');
    // Its main thread cannot stop it in order: the watch thread sees the heartbeat has stopped and kills it.
    const afterKill = await goneWithin(box, 30_000);
    assert.ok(afterKill < 30_000, `the stuck CLI lived on ${Math.round(afterKill)} ms after its launcher`);

    const asked = launch();
    await waitFor(asked, asked.stdout!, /blocking/);
    const exited = once(asked, 'exit');
    asked.kill('SIGTERM');
    const [code, signal] = await exited;
    assert.equal(signal, null);
    assert.equal(code, 137, 'the launcher killed the CLI that did not end, and says so in its status');
    await goneWithin(box, 10_000);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
