// The project's own setup. Plain JavaScript on purpose: it must run on whatever Node the machine
// has (the machines here ship Node 20), bring Node 24 from the npm registry when that Node is older
// than 22, install the npm dependencies, and then hand over to TypeScript code run by Node >= 22.
//
//   node bin/toolchain.js test              type-check and run the whole test suite
//   node bin/toolchain.js run <cmd> [...]   run a command with the project's Node first on PATH
//
// Everything it brings lives in the git-ignored folder .playsmith/ inside the checkout.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const MIN_NODE_MAJOR = 22;
// The Node the setup brings. Pinned so that every machine runs the same engine.
const TOOLCHAIN_NODE_VERSION = '24.21.0';
const toolchainDir = join(projectRoot, '.playsmith', 'toolchain');

function say(line) {
  process.stderr.write(`playsmith setup: ${line}\n`);
}

function fail(line) {
  say(line);
  process.exit(1);
}

/**
 * Runs npm with its output captured: a successful install says nothing more (npm's EBADENGINE notices on an old Node
 * and its install-scripts warnings are no news then); a failed one prints what npm said, then the line that says why.
 */
function npmQuietly(args, options, failure) {
  const r = spawnSync(npmCommand(), args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status === 0) return r;
  process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? `${r.error.message}\n` : ''}`);
  fail(failure);
}

let announced = false;
/** Says once, before the first step of a first run, what is being set up and why. */
function announceSetup(why) {
  if (announced) return;
  announced = true;
  say(
    `first run: setting up this checkout (${why}) into .playsmith/ and node_modules/; this takes about a minute, ` +
      'once; later runs start at once',
  );
}

function nodeMajor(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

function toolchainNodePath() {
  // node-<platform>-<arch> is the registry package that ships the binary itself (the `node`
  // package only installs it from a preinstall script, which newer npm versions may refuse).
  const pkg = `node-${process.platform}-${process.arch}`;
  const exe = process.platform === 'win32' ? 'node.exe' : join('bin', 'node');
  return { pkg, path: join(toolchainDir, 'node_modules', pkg, exe) };
}

function npmCommand() {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}

/** The Node binary everything runs on, and where it came from. */
export function ensureNode() {
  if (nodeMajor(process.versions.node) >= MIN_NODE_MAJOR) {
    return { path: process.execPath, version: process.version, source: 'system' };
  }
  const { pkg, path } = toolchainNodePath();
  if (!existsSync(path)) {
    announceSetup(
      `Node ${TOOLCHAIN_NODE_VERSION} from the npm registry, since the system Node ${process.version} is older ` +
        `than ${MIN_NODE_MAJOR}, then the npm dependencies`,
    );
    mkdirSync(toolchainDir, { recursive: true });
    if (!existsSync(join(toolchainDir, 'package.json'))) {
      writeFileSync(join(toolchainDir, 'package.json'), '{ "private": true }\n');
    }
    npmQuietly(
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', toolchainDir, `${pkg}@${TOOLCHAIN_NODE_VERSION}`],
      {},
      `could not install ${pkg}@${TOOLCHAIN_NODE_VERSION} from the npm registry (npm's output is above); install ` +
        `Node ${MIN_NODE_MAJOR} or newer and run again`,
    );
    if (!existsSync(path))
      fail(`npm installed ${pkg}@${TOOLCHAIN_NODE_VERSION} but not ${path}; delete .playsmith/toolchain and run again`);
  }
  const v = spawnSync(path, ['--version'], { encoding: 'utf8' });
  if (v.status !== 0) fail(`the Node binary at ${path} does not run; delete .playsmith/toolchain and run again`);
  return { path, version: v.stdout.trim(), source: 'toolchain' };
}

/** PATH and environment for children: the chosen Node and the project's binaries come first. */
export function toolchainEnv(node) {
  const pathParts = [dirname(node.path), join(projectRoot, 'node_modules', '.bin'), process.env.PATH ?? ''];
  return {
    ...process.env,
    PATH: pathParts.join(delimiter),
    PLAYSMITH_NODE_SOURCE: node.source,
    // Node keeps the code it compiled (TypeScript stripped, Vite, TypeScript's compiler) here and reuses it while the
    // source is unchanged: a command's start-up costs about 40 % less CPU from the second run on.
    ...(process.env.NODE_DISABLE_COMPILE_CACHE
      ? {}
      : { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(projectRoot, '.playsmith', 'compile-cache') }),
    // Type stripping is on by default from Node 23.6; this silences its notice on Node 22.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' '),
  };
}

/** Installs the npm dependencies when package-lock.json changed since the last install. */
export function ensureDependencies(node) {
  const lock = join(projectRoot, 'package-lock.json');
  if (!existsSync(lock))
    fail('package-lock.json is missing from the checkout; restore it with git checkout package-lock.json');
  const digest = createHash('sha256').update(readFileSync(lock)).digest('hex');
  const stamp = join(projectRoot, 'node_modules', '.playsmith-lock-digest');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest) return;
  if (existsSync(stamp)) say('package-lock.json changed since the last install: installing the npm dependencies again');
  else announceSetup('the npm dependencies, from package-lock.json');
  npmQuietly(
    ['ci', '--no-audit', '--no-fund'],
    { cwd: projectRoot, env: toolchainEnv(node) },
    "npm ci failed (npm's output is above); check that the npm registry is reachable and run again",
  );
  writeFileSync(stamp, `${digest}\n`);
}

/** Signals passed on to the child; those that ask it to end are followed by a kill when it has not ended in time. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];
const ENDING_SIGNALS = new Set(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']);
/** How long a child asked to end may take (the CLI closes its browser within 20 s) before it is killed. */
const END_GRACE_MS = 30_000;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, SIGQUIT: 131, SIGKILL: 137 };

/**
 * Runs a command under the project's toolchain and exits with its status. Every signal this process gets is passed on
 * to the child (a child asked to end that is still there after END_GRACE_MS is killed, so a child stuck in a
 * synchronous call cannot outlive the request). With `watchedByChild`, the child also gets the read end of a pipe as
 * fd 3 (named in PLAYSMITH_PARENT_PIPE): the pipe closes when this process dies, even by kill -9, and the Playsmith
 * CLI then ends itself in order, taking its browser, servers and temp folders with it. It also gets a temp folder of
 * its own as TMPDIR (named in PLAYSMITH_TEMP_ROOT), which this process removes once the child has ended, however it
 * ended, so even a child that had to be killed leaves nothing in the system's temp folder.
 */
export function runWithToolchain(command, args, { watchedByChild = false } = {}) {
  const node = ensureNode();
  ensureDependencies(node);
  const env = toolchainEnv(node);
  let tempRoot;
  if (watchedByChild) {
    env.PLAYSMITH_PARENT_PIPE = `3:${process.pid}`;
    tempRoot = mkdtempSync(join(tmpdir(), 'playsmith-cli-'));
    env.TMPDIR = tempRoot;
    env.PLAYSMITH_TEMP_ROOT = tempRoot;
  }
  const child = spawn(command === 'node' ? node.path : command, args, {
    cwd: process.cwd(),
    env,
    stdio: watchedByChild ? ['inherit', 'inherit', 'inherit', 'pipe'] : 'inherit',
  });
  // Ctrl-C in a terminal reaches the child as well as this process: the Playsmith CLI takes the same signal twice
  // within a moment as one request.
  let killTimer;
  for (const signal of FORWARDED_SIGNALS)
    process.on(signal, () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      if (ENDING_SIGNALS.has(signal) && !killTimer) killTimer = setTimeout(() => child.kill('SIGKILL'), END_GRACE_MS);
    });
  child.on('error', (error) => fail(`could not run ${command}: ${error.message}`));
  child.on('exit', (code, signal) => {
    clearTimeout(killTimer);
    if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
    process.exit(code ?? SIGNAL_EXIT_CODES[signal] ?? 1);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [verb, ...rest] = process.argv.slice(2);
  if (verb === 'test') {
    runWithToolchain('node', [join(projectRoot, 'scripts', 'test.ts'), ...rest]);
  } else if (verb === 'run' && rest.length > 0) {
    runWithToolchain(rest[0], rest.slice(1));
  } else {
    fail('usage: node bin/toolchain.js test | run <command> [args...]');
  }
}
