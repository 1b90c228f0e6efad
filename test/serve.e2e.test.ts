// `playsmith serve`: a folder is served on loopback until the process is stopped; a file is a usage error.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { fixtureGame } from './fixtures/games.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));

test('serves a game folder on 127.0.0.1 and stops on SIGTERM', async () => {
  const child = spawn(process.execPath, [CLI, 'serve', await fixtureGame('contract')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolveUrl(m[1]!);
    });
    child.once('exit', () => reject(new Error(`serve exited early: ${out}`)));
  });
  const page = await fetch(url);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<canvas|<script/i);
  assert.equal((await fetch(`${url}game.js`)).status, 200);
  child.kill('SIGTERM'); // what a process manager sends; Ctrl-C reaches the whole process group
  const [code] = await once(child, 'exit');
  assert.equal(code, 0);
});

test('a path that is not a folder is a usage error', () => {
  const r = spawnSync(process.execPath, [CLI, 'serve', CLI], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /is not a folder/);
});
