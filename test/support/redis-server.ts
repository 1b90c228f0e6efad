// Test support for the distributed bench: a real redis-server on 127.0.0.1, on a free port, with its data in a
// temporary folder, stopped (and the folder removed) when the test is done. When no redis-server is on PATH and the
// tests run as root on Debian, Debian's redis-server package is installed first, as the harness does for Chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianBinary } from './debian.ts';

export interface RedisServer {
  /** redis://127.0.0.1:<port>/0 */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Stops the server the hard way (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder (after kill), as a restart would. */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** The redis-server binary, installed from Debian when missing and we may (root on Debian); else a clear error. */
export function ensureRedisServer(): string {
  return ensureDebianBinary(
    'redis-server',
    'redis-server',
    'install Redis ≥ 6.2 (Debian/Ubuntu: sudo apt-get install redis-server)',
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server answers PING with PONG, or rejects after `timeoutMs`. */
async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      const answer = (pong: boolean): void => {
        socket.destroy();
        resolve(pong);
      };
      socket.setTimeout(1_000, () => answer(false));
      socket.once('error', () => answer(false));
      socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => answer(data.toString().startsWith('+PONG')));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server on 127.0.0.1:${port} did not answer PING within ${timeoutMs} ms`);
}

/** Starts a redis-server on loopback for one test; call `stop()` in the test's finally. */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = ensureRedisServer();
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async (): Promise<void> => {
    // appendonly: a restart keeps the queue, as a real deployment's would.
    const args = ['--port', `${port}`, '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'];
    child = spawn(binary, args, { stdio: 'ignore' });
    await waitForPong(port, 15_000);
  };
  const kill = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    dir,
    kill,
    restart: launch,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
