// The sandbox as untrusted game code meets it, through the command line: the loopback server hands out only regular
// files inside the game folder; SharedWorkers, WebSockets from workers and WebRTC reach nothing (the test's own
// listeners hear nothing) and every attempt is a recorded violation; navigation away is blocked or ends the run with a
// written record. No Chromium, server or temp folder outlives any of these commands.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { once } from 'node:events';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { RunRecordSchema } from '../../src/shared/index.ts';
import { CliSandbox } from './cli-sandbox.ts';

/** A TCP listener that counts every connection (a fetch, a WebSocket, a tunnel would each be one) and answers none. */
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

function consoleLines(outDir: string): string[] {
  return readFileSync(join(outDir, 'trace.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"k":"console"'))
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

test('serve and run hand out only regular files inside the game folder; links out, linked folders and FIFOs are 404s', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('symlinks');
    const outside = join(box.root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'SECRET-OUTSIDE-THE-GAME');
    writeFileSync(join(outside, 'inside-linked.txt'), 'SECRET-IN-A-LINKED-FOLDER');
    writeFileSync(join(game, 'inside.txt'), 'a file of the game');
    symlinkSync('inside.txt', join(game, 'alias.txt'));
    symlinkSync('/etc/passwd', join(game, 'passwd'));
    symlinkSync(join(outside, 'secret.txt'), join(game, 'secret.txt'));
    symlinkSync(outside, join(game, 'linked'));
    execFileSync('mkfifo', [join(game, 'fifo')]);

    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '1', '--out', out, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    const fetched = consoleLines(out).filter((line) => line.startsWith('fetched '));
    assert.deepEqual(fetched.map((line) => line.split(' ').slice(0, 3).join(' ')).sort(), [
      'fetched alias.txt 200',
      'fetched fifo 404',
      'fetched inside.txt 200',
      'fetched linked/inside-linked.txt 404',
      'fetched passwd 404',
      'fetched secret.txt 404',
    ]);
    assert.doesNotMatch(fetched.join('\n'), /root:|SECRET/);
    const note = record.notes.find((n) => n.startsWith('not served or hashed'));
    assert.ok(note, `a note names what was skipped: ${record.notes.join(' | ')}`);
    for (const what of ['passwd (a link that leads out', 'secret.txt (a link', 'linked (a link', 'fifo (a FIFO'])
      assert.ok(note.includes(what), `${what} in ${note}`);
    // The content hash does not walk out either: what lies outside does not change it.
    writeFileSync(join(outside, 'secret.txt'), 'CHANGED');
    const again = await box.run(['run', game, '--seconds', '1', '--out', out, '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(RunRecordSchema.parse(JSON.parse(again.stdout)).contentHash, record.contentHash);

    const serve = box.spawn(['serve', game]);
    let printed = '';
    serve.stdout!.setEncoding('utf8');
    const url = await new Promise<string>((resolveUrl, reject) => {
      serve.stdout!.on('data', (chunk: string) => {
        printed += chunk;
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed);
        if (m) resolveUrl(m[1]!);
      });
      serve.once('exit', () => reject(new Error(`serve exited early: ${printed}`)));
    });
    const status = async (path: string) => (await fetch(url + path, { signal: AbortSignal.timeout(10_000) })).status;
    assert.equal(await status('inside.txt'), 200);
    assert.equal(await status('alias.txt'), 200);
    assert.equal(await status('passwd'), 404);
    assert.equal(await status('secret.txt'), 404);
    assert.equal(await status('linked/inside-linked.txt'), 404);
    assert.equal(await status('fifo'), 404);
    assert.equal(await status('%2e%2e/outside/secret.txt'), 404);
    serve.kill('SIGTERM');
    assert.deepEqual(await once(serve, 'exit'), [0, null]);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('SharedWorkers, WebSockets from workers and WebRTC reach nothing, and each attempt is a violation', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  const http = await listener();
  const ws = await listener();
  const stun = createSocket('udp4');
  let packets = 0;
  stun.on('message', () => packets++);
  stun.bind(0, '127.0.0.1');
  await once(stun, 'listening');
  try {
    const game = box.hostileGame('egress', { http: http.port, ws: ws.port, stun: stun.address().port });
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '3', '--out', out, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.equal(http.connections(), 0, 'the SharedWorker reached the other loopback port');
    assert.equal(ws.connections(), 0, "the worker's WebSocket reached the other loopback port");
    assert.equal(packets, 0, 'STUN packets reached the UDP listener');
    const attempts = record.violations.map((v) => `${v.method} ${v.url}`);
    assert.ok(
      attempts.includes(`GET http://127.0.0.1:${http.port}/from-shared-worker`),
      `the SharedWorker's fetch is a violation: ${attempts.join(', ')}`,
    );
    assert.ok(
      attempts.includes(`CONNECT tunnel://127.0.0.1:${ws.port}`),
      `the worker's WebSocket is a violation: ${attempts.join(', ')}`,
    );
    assert.ok(
      attempts.includes(`RTCPeerConnection stun:127.0.0.1:${stun.address().port}`),
      `the peer connection is a violation: ${attempts.join(', ')}`,
    );
    const human = await box.run(['run', game, '--seconds', '3', '--out', out]);
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /network\s+\d+ blocked attempt\(s\) to reach outside the game/);
    assert.equal(http.connections() + ws.connections() + packets, 0);
    await box.assertNothingLeft();
  } finally {
    http.server.close();
    ws.server.close();
    stun.close();
    box.dispose();
  }
});

test('a popup and navigation to another origin are blocked and recorded, and the run goes on to its end', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  const away = await listener();
  try {
    const game = box.hostileGame('navigate-other-origin', { away: away.port });
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '3', '--out', out, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.equal(record.gameMs, 3000);
    assert.equal(record.stopped, null);
    assert.equal(away.connections(), 0);
    const attempts = record.violations.map((v) => `${v.method} ${v.url}`);
    // The popup is reported once, with the address it asked for, however late its own page appears.
    assert.deepEqual(
      attempts.filter((a) => a.includes('/popup')),
      [`POPUP http://127.0.0.1:${away.port}/popup`],
    );
    assert.ok(attempts.includes(`GET http://127.0.0.1:${away.port}/top`), attempts.join(', '));
    assert.ok(record.behaviour.pixels.samples >= 5, 'the game went on being sampled after the attempts');
    await box.assertNothingLeft();
  } finally {
    away.server.close();
    box.dispose();
  }
});

test('leaving for about:blank ends run and check with a clear verdict and a written record', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('navigate-blank');
    const out = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '5', '--out', out]);
    assert.equal(run.code, 1, run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, /Execution context was destroyed/);
    assert.match(run.stdout, /stopped\s+the game left its page for about:blank at game time \d+ ms/);
    const record = RunRecordSchema.parse(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')));
    assert.equal(record.stopped?.code, 'navigated-away');
    assert.ok(record.gameMs < 5000, `stopped at ${record.gameMs} ms`);
    assert.ok(record.violations.some((v) => v.method === 'NAVIGATE' && v.url === 'about:blank'));
    assert.ok(readFileSync(join(out, 'trace.jsonl'), 'utf8').includes('"k":"violation"'));

    const checkOut = join(box.root, 'check');
    const check = await box.run(['check', game, '--out', checkOut]);
    assert.equal(check.code, 1, check.stderr);
    assert.doesNotMatch(check.stdout + check.stderr, /Execution context was destroyed/);
    const result = JSON.parse(readFileSync(join(checkOut, 'check.json'), 'utf8')) as {
      verdict: { failedAt: string; summary: string };
    };
    assert.equal(result.verdict.failedAt, 'L3a');
    assert.match(result.verdict.summary, /stopped at \d+ ms of game time: the game left its page for about:blank/);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
