// Test support: a program the tests need from Debian (redis-server for the distributed bench, tiled to open a made
// level), found on PATH or, when the tests run as root on Debian, installed with apt-get first, as the harness does
// for Chromium. Two test files may install at once: apt-get waits for the other's lock instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  for (const dir of ['/usr/bin', '/usr/sbin', '/usr/local/bin'])
    if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

/** Whether this process may install Debian packages: root on Debian with apt-get. */
export function canInstallDebianPackages(): boolean {
  const root = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');
  return root && onPath('apt-get') !== undefined;
}

const LOCKED = /Could not get lock|Unable to lock|is another process using it/i;

/**
 * The path of `binary`, installing Debian's `pkg` when it is missing and we may. Throws an Error naming the manual
 * fix when it cannot (not root, not Debian, apt-get failed).
 */
export function ensureDebianBinary(binary: string, pkg: string, fix: string): string {
  const found = onPath(binary);
  if (found) return found;
  if (!canInstallDebianPackages()) throw new Error(`no ${binary} found; ${fix}`);
  const apt = onPath('apt-get') as string;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', pkg]]) {
    const [command, ...rest] = args as [string, ...string[]];
    const full = [command, '-o', 'DPkg::Lock::Timeout=600', ...rest];
    let r = spawnSync(apt, full, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // `apt-get update` takes the package lists' lock without waiting on every apt version: wait for it here.
    for (let tries = 0; r.status !== 0 && LOCKED.test(`${r.stderr}`) && tries < 120; tries++) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5_000);
      r = spawnSync(apt, full, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    }
    if (r.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed: ${`${r.stderr}`.trim().split('\n').slice(-3).join(' | ')}`);
  }
  const installed = onPath(binary);
  if (!installed) throw new Error(`apt-get installed ${pkg} but no ${binary} binary was found afterwards`);
  return installed;
}
