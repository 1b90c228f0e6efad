// Hangs, limits and orphans, through the command line: what is not a regular file in a game folder is skipped and
// named (a FIFO never hangs the tool; link loops, dangling links and names that are not UTF-8 never stop the game);
// a run and a check end within one wall-clock budget that the result states; a console flood is counted in the page;
// and kill -9 of the `playsmith` command takes the real CLI, Chromium, servers and temp folders with it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { RunRecordSchema } from '../../src/shared/index.ts';
import { CliSandbox, markedProcesses } from './cli-sandbox.ts';

const TS_GAME = fileURLToPath(new URL('../fixtures/projects/ts-game/', import.meta.url));

test('a FIFO, a link loop, a dangling link and a name that is not UTF-8 are skipped and named; run and check go on', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('plain');
    execFileSync('mkfifo', [join(game, 'pipe')]);
    symlinkSync('loop-b', join(game, 'loop-a'));
    symlinkSync('loop-a', join(game, 'loop-b'));
    symlinkSync('nowhere', join(game, 'gone'));
    writeFileSync(Buffer.concat([Buffer.from(`${game}/`), Buffer.from([0xff, 0xfe]), Buffer.from('.dat')]), 'odd');
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '1', '--out', out, '--json'], { timeoutMs: 180_000 });
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    const note = record.notes.find((n) => n.startsWith('not served or hashed')) ?? '';
    for (const what of ['pipe (a FIFO', 'loop-a (a symbolic link loop', 'gone (a dangling symbolic link'])
      assert.ok(note.includes(what), `${what} in: ${note}`);
    assert.equal(record.behaviour.pixels.blankSamples, 0, 'the game ran and drew');

    const checkArgs = ['check', game, '--no-behaviour', '--out', join(box.root, 'check'), '--json'];
    const check = await box.run(checkArgs, { timeoutMs: 400_000 });
    assert.equal(check.code, 0, check.stderr);
    const result = JSON.parse(check.stdout) as { verdict: { pass: boolean }; levels: { L3a: { notes: string[] } } };
    assert.equal(result.verdict.pass, true);
    assert.ok(result.levels.L3a.notes.some((n) => n.includes('pipe (a FIFO')));
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('a game printing 10,000 console lines per frame finishes a default-length run in bounded time, noting the drop', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('console-flood');
    const run = await box.run(['run', game, '--out', join(box.root, 'run'), '--json'], { timeoutMs: 400_000 });
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.equal(record.gameMs, 30_000);
    assert.ok(run.wallMs < 240_000, `a default run took ${Math.round(run.wallMs / 1000)} s of wall time`);
    const note = record.notes.find((n) => /console messages were not kept/.test(n)) ?? '';
    assert.ok(Number(/^(\d+)/.exec(note)?.[1]) > 1_000_000, `one note counts the dropped lines: ${note}`);
    assert.equal(record.notes.filter((n) => /console messages were not kept/.test(n)).length, 1);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('one wall-clock budget per run and per check: hit, it ends the work and the result says so', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('slow-frames');
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '600', '--wall-limit', '8', '--out', out], {
      timeoutMs: 300_000,
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /stopped\s+the run's wall-clock budget of 8 s ran out at game time \d+ ms/);
    const record = RunRecordSchema.parse(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')));
    assert.equal(record.stopped?.code, 'wall-clock-limit');
    assert.ok(record.gameMs < 600_000);
    assert.ok(record.wallMs < 60_000, `the run took ${record.wallMs} ms`);

    const checkOut = join(box.root, 'check');
    const check = await box.run(['check', game, '--wall-limit', '12', '--out', checkOut], { timeoutMs: 300_000 });
    assert.equal(check.code, 1, check.stderr);
    const result = JSON.parse(readFileSync(join(checkOut, 'check.json'), 'utf8')) as {
      verdict: { failedAt: string; summary: string };
      levels: { L3b: { crash: { message: string } | null } };
      timings: { wallMs: { total: number } };
    };
    assert.equal(result.verdict.failedAt, 'L3a');
    assert.match(result.verdict.summary, /hung at \d+ ms of game time: the check's wall-clock budget of 12 s ran out/);
    assert.match(result.levels.L3b.crash?.message ?? '', /the check's wall-clock budget of 12 s ran out/);
    assert.ok(result.timings.wallMs.total < 90_000, `the check took ${result.timings.wallMs.total} ms`);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('kill -9 of the playsmith command takes its CLI, Chromium, servers and temp folders with it', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const project = join(box.root, 'ts-game');
    cpSync(TS_GAME, project, { recursive: true });
    const out = join(box.root, 'check');
    const child = box.spawn(['check', project, '--out', out]);
    let progress = '';
    child.stderr!.setEncoding('utf8');
    child.stdout!.resume();
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: string) => {
        progress += chunk;
        if (/L3a stability/.test(progress)) resolve();
      });
      child.once('exit', () => reject(new Error(`check ended before L3a: ${progress}`)));
    });
    assert.ok(
      markedProcesses(box.marker).some((p) => /chrom/i.test(p)),
      'Chromium runs while the check is in L3a',
    );
    child.kill('SIGKILL');
    await once(child, 'exit');
    await box.assertNothingLeft(30_000);
    assert.ok(!existsSync(join(out, 'check.json')), 'the check stopped rather than finishing on its own');
  } finally {
    box.dispose();
  }
});
