// What the records say, through the command line: a 20 MB fetch arrives at the same game time on every run (one trace
// hash over three runs), and a body that never arrives is let go of at the loading limit and recorded; every command
// records what the sandbox blocked and every dialog it dismissed with the game time it happened at (run, check, qa),
// window.close() and names that are not UTF-8 are noted, a navigation is stamped with its own game time, a page with
// no canvas still gets a record; qa on a game it cannot open leaves no folder, and a URL that is not on this machine
// needs --allow-remote in every command.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { CheckResultSchema, QaResultSchema, RunRecordSchema } from '../../src/shared/index.ts';
import { CliSandbox } from './cli-sandbox.ts';

/** A TCP listener that counts every connection and answers none: what the games try to reach. */
async function listener(): Promise<{ port: number; connections: () => number; server: Server }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as { port: number }).port, connections: () => connections, server };
}

function consoleLines(outDir: string): { t: number; text: string }[] {
  return readFileSync(join(outDir, 'trace.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"k":"console"'))
    .map((line) => JSON.parse(line) as { t: number; text: string });
}

test('a game that fetches 20 MB gets the whole body at one game time: three runs give one trace hash', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('big-fetch');
    // Incompressible bytes, so the body takes real time to arrive.
    const bytes = Buffer.alloc(20_000_000);
    for (let i = 0, x = 1; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      bytes[i] = x >>> 24;
    }
    writeFileSync(join(game, 'big.bin'), bytes);
    const hashes = new Set<string>();
    for (let i = 1; i <= 3; i++) {
      const out = join(box.root, `run-${i}`);
      const run = await box.run(['run', game, '--seconds', '3', '--out', out, '--json']);
      assert.equal(run.code, 0, run.stderr);
      const record = RunRecordSchema.parse(JSON.parse(run.stdout));
      hashes.add(record.traceHash);
      assert.deepEqual(
        consoleLines(out).map((c) => `${c.t} ${c.text}`),
        ['0 loaded 20000000 bytes after 0 ms and 0 frames', '0 streamed 20000000 bytes after 0 ms and 0 frames'],
        'each body arrives whole before game time moves',
      );
      assert.ok(!record.notes.some((n) => /loading did not finish/.test(n)), record.notes.join(' | '));
    }
    assert.equal(hashes.size, 1, `three runs, ${hashes.size} trace hashes: ${[...hashes].join(', ')}`);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('a body that never arrives holds game time only until the loading limit, and the run records that', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('stalled-body');
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '2', '--out', out, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    const stalled = 'loading did not finish within 15000 ms of wall time; game time went on without it';
    assert.ok(record.notes.includes(stalled), record.notes.join(' | '));
    const trace = readFileSync(join(out, 'trace.jsonl'), 'utf8');
    assert.ok(trace.includes(JSON.stringify({ t: 0, k: 'stalled', message: stalled })), 'the trace says when');
    assert.deepEqual(
      consoleLines(out).map((c) => `${c.t} ${c.text}`),
      ['500 a timer at 500 ms'],
      'game time went on after the limit, and the body never came',
    );
    assert.ok(run.wallMs >= 15_000, `the run waited ${run.wallMs} ms, less than the loading limit`);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('run and check record dialogs, window.close() and the navigation away, each at its own game time', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('page-events');
    writeFileSync(Buffer.concat([Buffer.from(`${game}/`), Buffer.from([0xff, 0xfe]), Buffer.from('.dat')]), 'odd');
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '6', '--out', out, '--json']);
    assert.equal(run.code, 1, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.deepEqual(record.dialogs, [
      { gameTime: 1500, type: 'alert', message: 'an alert at 1500' },
      { gameTime: 1500, type: 'confirm', message: 'a confirm at 1500' },
      { gameTime: 1500, type: 'prompt', message: 'a prompt at 1500' },
    ]);
    assert.deepEqual(record.violations, [
      { gameTime: 2500, url: 'window.close()', method: 'WINDOW_CLOSE' },
      { gameTime: 4000, url: 'about:blank', method: 'NAVIGATE' },
    ]);
    assert.deepEqual(
      consoleLines(out).map((c) => `${c.t} ${c.text}`),
      ['2500 still open after window.close(): true'],
    );
    assert.equal(record.stopped?.code, 'navigated-away');
    assert.equal(record.stopped?.gameTime, 4000);
    assert.match(record.stopped?.message ?? '', /left its page for about:blank at game time 4000 ms/);
    assert.ok(
      record.notes.some((n) => /^file names that are not UTF-8 were served and hashed .*\uFFFD\uFFFD\.dat/.test(n)),
      record.notes.join(' | '),
    );
    const trace = readFileSync(join(out, 'trace.jsonl'), 'utf8');
    assert.match(trace, /\{"t":1500,"k":"dialog","type":"alert","message":"an alert at 1500"\}/);
    const human = await box.run(['run', game, '--seconds', '6', '--out', out]);
    assert.match(human.stdout, /dialogs {4}3 dismissed: alert "an alert at 1500" at 1500 ms/);

    const checkOut = join(box.root, 'check');
    const check = await box.run(['check', game, '--no-behaviour', '--out', checkOut, '--json']);
    assert.equal(check.code, 1, check.stderr);
    const L3a = CheckResultSchema.parse(JSON.parse(check.stdout)).levels.L3a;
    assert.ok(L3a.status !== 'skipped', 'L3a ran');
    assert.deepEqual(
      L3a.dialogs.map((d) => `${d.gameTime} ${d.type}`),
      ['1500 alert', '1500 confirm', '1500 prompt'],
    );
    assert.ok(L3a.reasons.includes('the page tried to close its window at 2500 ms (window.close(); it was kept open)'));
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('run on a page that never makes a canvas still writes its record, on stdout too with --json', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  const outside = await listener();
  try {
    const game = box.hostileGame('no-canvas', { http: outside.port });
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '5', '--out', out, '--json']);
    assert.equal(run.code, 1, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.equal(record.stopped?.code, 'no-canvas');
    assert.match(record.stopped?.message ?? '', /never created a <canvas>/);
    assert.deepEqual(record.dialogs, [{ gameTime: 0, type: 'alert', message: 'no canvas, but a dialog' }]);
    assert.deepEqual(record.violations, [
      { gameTime: 0, url: `http://127.0.0.1:${outside.port}/from-no-canvas`, method: 'GET' },
    ]);
    assert.deepEqual(RunRecordSchema.parse(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'))), record);
    assert.equal(outside.connections(), 0);
    await box.assertNothingLeft();
  } finally {
    outside.server.close();
    box.dispose();
  }
});

test('qa says what the sandbox blocked; on a game it cannot open it leaves no folder behind', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  const outside = await listener();
  try {
    const game = box.hostileGame('blocked-requests', { http: outside.port });
    const out = join(box.root, 'qa');
    const qa = await box.run(['qa', game, '--steps', '6', '--out', out, '--json']);
    assert.ok(qa.code === 0 || qa.code === 1, qa.stderr);
    const result = QaResultSchema.parse(JSON.parse(qa.stdout));
    assert.deepEqual(
      result.sandbox.blocked.map((b) => `${b.gameTime} ${b.method} ${b.url}`),
      Array.from({ length: 8 }, (_, i) => `500 GET http://127.0.0.1:${outside.port}/blocked-${i + 1}`),
    );
    assert.ok(result.sandbox.blocked.every((b) => b.count >= 1));
    assert.equal(outside.connections(), 0);
    const human = await box.run(['qa', game, '--steps', '6', '--out', out]);
    assert.match(human.stdout, /sandbox {2}\d+ blocked attempt\(s\) to reach outside the game or leave its page: GET /);

    const refused = await box.run(['qa', 'http://127.0.0.1:9/']);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /could not load http:\/\/127\.0\.0\.1:9\//);
    assert.ok(!existsSync(box.results) || readdirSync(box.results).length === 0, 'qa left a folder behind');
    await box.assertNothingLeft();
  } finally {
    outside.server.close();
    box.dispose();
  }
});

test('run, check, play and qa refuse a URL that is not on this machine without --allow-remote, alike', {
  timeout: 120_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const url = 'http://192.0.2.1/game/';
    for (const command of ['run', 'check', 'play', 'qa']) {
      const r = await box.run([command, url]);
      assert.equal(r.code, 2, `${command}: ${r.stderr}`);
      assert.equal(
        r.stderr,
        `playsmith: ${url} is not on this machine; pass --allow-remote to open a game elsewhere ` +
          '(its server then sees the run)\n',
        command,
      );
    }
    assert.ok(!existsSync(box.results) || readdirSync(box.results).length === 0);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
