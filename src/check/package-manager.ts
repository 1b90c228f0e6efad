// Which package manager installs a project's lockfile, and that manager itself: npm is the one beside our Node; pnpm,
// yarn classic and yarn Berry are fetched from the npm registry (`npm pack`, no scripts run) into Playsmith's cache,
// once per version, pinned by the project's `packageManager` field or else by a default that reads its lockfile.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { killOnExit } from '../shared/index.ts';

export interface RunResult {
  ok: boolean;
  /** The last 40 lines the command printed, or why it did not run to the end. */
  out: string;
}

/** Runs a command with CI=1 and a wall-clock limit; never throws. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1', ...env },
    });
    killOnExit(child);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      done({ ok: false, out: `${command} could not start: ${e.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const tail = out.trim().split('\n').slice(-40).join('\n');
      done({ ok: code === 0, out: signal ? `stopped after ${Math.round(timeoutMs / 1000)} s (${signal})` : tail });
    });
  });
}

/** A package manager chosen for a lockfile, before it is fetched. */
export interface PackageManager {
  name: 'npm' | 'pnpm' | 'yarn';
  /** The npm package it is published as, or null for the npm beside our Node (used as it is). */
  pkg: string | null;
  /** Its version; null for npm until it is asked. */
  version: string | null;
  lockfile: string;
  /** Arguments that install exactly what the lockfile locks, scripts never run; `stores` is our cache's stores/. */
  args: (stores: string) => string[];
  /** Arguments that write the lockfile from package.json (for making fixtures), scripts never run. */
  lockArgs: (stores: string) => string[];
  env: (stores: string) => Record<string, string>;
  /** A hash the project pinned with its version (`+sha512.<hex>`), checked against the fetched tarball. */
  pinnedHash?: { algorithm: string; hex: string };
  /** Why this version, when the project did not pin it. */
  note?: string;
}

/** A project whose lockfile or packageManager field cannot be installed as written: its fault, with what to do. */
export class PackageManagerError extends Error {}

/** Defaults when a project does not pin its tool: the newest release of the line that writes its lockfile. */
const PNPM_BY_LOCKFILE: Record<string, string> = { '9': '9.15.9', '6': '8.15.9', '5': '7.33.7' };
const YARN_CLASSIC = '1.22.22';
const BERRY_BY_LOCKFILE: Record<string, string> = { '8': '4.12.0', '6': '3.8.7' };
/** `name@x.y.z`, optionally `+algorithm.hex`, as corepack reads the packageManager field. */
const PINNED =
  /^(npm|pnpm|yarn)@(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?:\+(sha1|sha224|sha256|sha384|sha512)\.([0-9a-f]+))?$/;

const NPM: Omit<PackageManager, 'lockfile'> = {
  name: 'npm',
  pkg: null,
  version: null,
  args: () => ['ci', '--ignore-scripts', '--no-audit', '--no-fund'],
  lockArgs: () => ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
  env: () => ({}),
};

/**
 * The settings a pnpm lockfile records (autoInstallPeers, excludeLinksFromLockfile, …) as pnpm options: they came from
 * the project's .npmrc, which we do not read, and a frozen install refuses a lockfile whose settings differ.
 */
function pnpmSettings(lockfile: string): string[] {
  const block = /^settings:\n((?: {2}\S.*\n?)+)/m.exec(readFileSync(lockfile, 'utf8').slice(0, 4000))?.[1] ?? '';
  return [...block.matchAll(/^ {2}([A-Za-z]+):\s*(\S+)\s*$/gm)].map(
    ([, key, value]) => `--config.${key!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=${value}`,
  );
}

function pnpm(version: string, settings: string[]): Omit<PackageManager, 'lockfile'> {
  return {
    name: 'pnpm',
    pkg: 'pnpm',
    version,
    args: (stores) => [
      'install',
      '--frozen-lockfile',
      '--ignore-scripts',
      `--store-dir=${join(stores, 'pnpm')}`,
      `--cache-dir=${join(stores, 'pnpm-cache')}`,
      // The project may name another manager there; the lockfile decides, and we fetched the version it pins.
      '--config.package-manager-strict=false',
      '--config.manage-package-manager-versions=false',
      '--reporter=append-only',
      ...settings,
    ],
    lockArgs: (stores) => [
      'install',
      '--lockfile-only',
      '--ignore-scripts',
      `--store-dir=${join(stores, 'pnpm')}`,
      `--cache-dir=${join(stores, 'pnpm-cache')}`,
    ],
    env: () => ({}),
  };
}

function yarnClassic(version: string): Omit<PackageManager, 'lockfile'> {
  return {
    name: 'yarn',
    pkg: 'yarn',
    version,
    args: (stores) => [
      'install',
      '--frozen-lockfile',
      '--ignore-scripts',
      '--non-interactive',
      '--no-progress',
      // npm ci only warns about engines, so a dependency's engines field does not fail this install either.
      '--ignore-engines',
      `--cache-folder=${join(stores, 'yarn')}`,
    ],
    lockArgs: (stores) => [
      'install',
      '--ignore-scripts',
      '--non-interactive',
      '--ignore-engines',
      `--cache-folder=${join(stores, 'yarn')}`,
    ],
    env: () => ({}),
  };
}

function yarnBerry(version: string): Omit<PackageManager, 'lockfile'> {
  return {
    name: 'yarn',
    pkg: '@yarnpkg/cli-dist',
    version,
    args: () => ['install', '--immutable', '--mode=skip-build'],
    lockArgs: () => ['install', '--mode=update-lockfile'],
    // node_modules (not Plug'n'Play): our Vite and the project's tsc read node_modules. The linker is not in the
    // lockfile, so the install stays exactly what it locks.
    env: (stores) => ({
      YARN_ENABLE_SCRIPTS: 'false',
      YARN_NODE_LINKER: 'node-modules',
      YARN_ENABLE_IMMUTABLE_INSTALLS: 'true',
      YARN_ENABLE_GLOBAL_CACHE: 'false',
      YARN_CACHE_FOLDER: join(stores, 'yarn-berry'),
      YARN_ENABLE_TELEMETRY: 'false',
      YARN_ENABLE_PROGRESS_BARS: 'false',
      YARN_IGNORE_PATH: 'true',
    }),
  };
}

/** The first match of `pattern` in a lockfile's opening lines (its version header), or undefined. */
function header(file: string, pattern: RegExp): string | undefined {
  return pattern.exec(readFileSync(file, 'utf8').slice(0, 2000))?.[1];
}

/**
 * The package manager for a project's lockfile (`lockfile` names it): the version its package.json pins in
 * `packageManager` when that names the same manager, else the default for its lockfile's format.
 */
export function choosePackageManager(projectDir: string, lockfile: string): PackageManager {
  const path = join(projectDir, lockfile);
  if (lockfile === 'package-lock.json' || lockfile === 'npm-shrinkwrap.json') return { ...NPM, lockfile };
  const field = readPackageManagerField(projectDir);
  const pinned = field === undefined ? undefined : PINNED.exec(field);
  if (field !== undefined && !pinned)
    throw new PackageManagerError(
      `package.json's packageManager "${field}" is not an exact version (write it as name@x.y.z, e.g. pnpm@9.15.9)`,
    );
  const hash = pinned?.[3] ? { algorithm: pinned[3], hex: pinned[4]! } : undefined;
  const berry = lockfile === 'yarn.lock' && header(path, /^__metadata:\s*\n\s+version:\s*"?(\d+)/m);
  const name = lockfile === 'pnpm-lock.yaml' ? 'pnpm' : 'yarn';
  let chosen: Omit<PackageManager, 'lockfile'>;
  if (pinned && pinned[1] === name) {
    const version = pinned[2]!;
    const major = Number(version.split('.')[0]);
    if (name === 'yarn' && Boolean(berry) !== major >= 2)
      throw new PackageManagerError(
        `package.json pins yarn@${version}, but yarn.lock is ${berry ? 'a Berry (yarn 2+)' : 'a classic (yarn 1)'} ` +
          'lockfile: pin the yarn that wrote it',
      );
    chosen =
      name === 'pnpm' ? pnpm(version, pnpmSettings(path)) : major >= 2 ? yarnBerry(version) : yarnClassic(version);
    return { ...chosen, lockfile, ...(hash ? { pinnedHash: hash } : {}) };
  }
  const why = pinned ? `package.json's packageManager names ${pinned[1]}, not ${name}` : 'no packageManager field';
  if (name === 'pnpm') {
    const format = header(path, /^lockfileVersion:\s*'?(\d+)/m) ?? '9';
    chosen = pnpm(PNPM_BY_LOCKFILE[format] ?? PNPM_BY_LOCKFILE['9']!, pnpmSettings(path));
  } else chosen = berry ? yarnBerry(BERRY_BY_LOCKFILE[berry] ?? BERRY_BY_LOCKFILE['8']!) : yarnClassic(YARN_CLASSIC);
  const note = `${why}: ${lockfile} was installed with ${chosen.name}@${chosen.version}, Playsmith's default for it`;
  return { ...chosen, lockfile, note };
}

function readPackageManagerField(projectDir: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')).packageManager;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A fetched tool: the command and the arguments before the install's own. */
export interface FetchedTool {
  ok: boolean;
  command: string;
  prefix: string[];
  /** `name@version` as it installs (npm's version asked of it). */
  id: string;
  cached: boolean;
  /** Why it could not be had; `fault` says whose. */
  message?: string;
  fault?: 'project' | 'ours';
}

let npmVersion: Promise<string> | undefined;

/** Fetches the package manager into `<toolsDir>/<pkg>@<version>/package` unless it is there; npm gives its version. */
export async function fetchPackageManager(
  pm: PackageManager,
  toolsDir: string,
  timeoutMs: number,
): Promise<FetchedTool> {
  if (!pm.pkg || !pm.version) {
    npmVersion ??= run('npm', ['--version'], process.cwd(), 30_000).then((r) => (r.ok ? r.out.trim() : 'unknown'));
    return { ok: true, command: 'npm', prefix: [], id: `npm@${await npmVersion}`, cached: true };
  }
  const id = `${pm.name}@${pm.version}`;
  const dir = join(toolsDir, `${pm.pkg.replace('/', '+')}@${pm.version}`);
  const entry = () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8'));
    const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[pm.name];
    return [join(dir, 'package', String(bin))];
  };
  if (existsSync(join(dir, 'package', 'package.json')))
    return { ok: true, command: process.execPath, prefix: entry(), id, cached: true };
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const fail = (message: string, fault: 'project' | 'ours'): FetchedTool => {
    rmSync(tmp, { recursive: true, force: true });
    return { ok: false, command: '', prefix: [], id, cached: false, message, fault };
  };
  const spec = `${pm.pkg}@${pm.version}`;
  const packed = await run('npm', ['pack', spec, '--pack-destination', tmp, '--loglevel=error'], tmp, timeoutMs);
  const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
  if (!packed.ok || !tarball) {
    const missing = /E404|ETARGET|No matching version/i.test(packed.out);
    // npm's own summary lines (its error code and the reason), not its long log.
    const lines = packed.out.split('\n');
    const said = lines.filter((l) => /error (code|errno) |reason:/.test(l));
    const why = (said.length ? said : lines.slice(-3)).join('; ');
    return fail(`fetching ${spec} from the npm registry failed: ${why}`, missing ? 'project' : 'ours');
  }
  if (pm.pinnedHash) {
    const { algorithm, hex } = pm.pinnedHash;
    const got = createHash(algorithm)
      .update(readFileSync(join(tmp, tarball)))
      .digest('hex');
    if (got !== hex)
      return fail(`${spec} from the registry does not match the ${algorithm} package.json pins for it`, 'project');
  }
  const unpacked = await run('tar', ['-xzf', tarball], tmp, timeoutMs);
  if (!unpacked.ok) return fail(`unpacking ${tarball} failed: ${unpacked.out}`, 'ours');
  rmSync(join(tmp, tarball));
  try {
    renameSync(tmp, dir);
  } catch {
    // Another check fetched the same version meanwhile: theirs is as good.
    rmSync(tmp, { recursive: true, force: true });
  }
  return { ok: true, command: process.execPath, prefix: entry(), id, cached: false };
}
