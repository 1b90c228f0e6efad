// L2: type-check and bundle a source game project. Our own templates and made games (no lockfile, or one that locks
// only what the toolkit has, at the same versions) take the fast path: the toolkit's own TypeScript, Vite and Phaser. A
// project with a lockfile is built with its own locked toolchain: its dependencies installed from the lockfile by its
// own package manager into a cached copy (toolchain.ts), its own TypeScript and tsconfig, its own Phaser, bundled by
// our Vite. The work runs in a child process (build-worker.ts) so that a build that hangs is killed at a wall-clock
// limit and a crashing compiler cannot take the caller down; an idle worker is kept for the next build of this
// process, which then skips loading Vite and parsing the declaration files again. The game's own vite.config is never
// loaded: it is game code, and game code only runs inside the browser; its base, publicDir and literal aliases are read
// from its text. Every build reads a copy of the project that holds only its regular files whose real path is inside
// it (shared/project-files.ts): a link to a file outside is never bundled, a FIFO never opened.
import { type ChildProcess, spawn } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BuildResultSchema,
  copyProject,
  killOnExit,
  makeTempDir,
  pathKind,
  realFolder,
  removeTempDir,
  type BuildDiagnostic,
  type BuildResult,
  type SkippedEntry,
} from '../shared/index.ts';
import { buildKey, cachedBuild, storeBuild } from './build-cache.ts';
import {
  installDependencies,
  installedVersion,
  linkDependencies,
  lockedLikeOurs,
  NOT_COPIED,
  projectLockfile,
  readViteConfig,
  type Install,
  type ViteSettings,
} from './toolchain.ts';

export interface BuildOptions {
  /** Where the bundle goes; a fresh temp folder when absent. Emptied first. */
  outDir?: string;
  /** Wall-clock limit for install, type-check and bundle together. Default 180 s. */
  timeoutMs?: number;
  /** Playsmith's cache folder; a project's installed dependencies are kept in deps/ (default ~/.cache/playsmith). */
  cacheDir?: string | undefined;
  /** Reuse (and keep) a build of identical files with the same toolchain from builds/ in the cache (default true). */
  cache?: boolean | undefined;
}

const WORKER = fileURLToPath(new URL('./build-worker.ts', import.meta.url));
/** Idle workers kept for the next builds of this process (a check of several games at once builds side by side). */
const IDLE_WORKERS = 2;
const idleWorkers: ChildProcess[] = [];
/**
 * Builds one worker serves before it is retired: a worker's memory grows with every project it builds (Vite's and the
 * type-checker's caches), and one kept for a whole suite of makes was seen to die of it.
 */
const BUILDS_PER_WORKER = 8;
const builds = new WeakMap<ChildProcess, number>();

/** Whether `child` keeps this process alive: a busy worker does, an idle one must not. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr] as ({ ref(): void; unref(): void } | null | undefined)[];
  for (const handle of handles) hold ? handle?.ref() : handle?.unref();
}

/** An idle worker that is still running, or a new one. */
function takeWorker(): ChildProcess {
  while (idleWorkers.length) {
    const child = idleWorkers.pop()!;
    if (child.exitCode === null && child.signalCode === null && child.connected) {
      holdOpen(child, true);
      return child;
    }
  }
  const child = spawn(process.execPath, [WORKER], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  killOnExit(child);
  child.stderr!.setEncoding('utf8');
  return child;
}

function giveBackWorker(child: ChildProcess): void {
  const served = (builds.get(child) ?? 0) + 1;
  builds.set(child, served);
  if (idleWorkers.length >= IDLE_WORKERS || !child.connected || served >= BUILDS_PER_WORKER) {
    child.kill('SIGKILL');
    return;
  }
  holdOpen(child, false);
  idleWorkers.push(child);
}

/** What the worker answers: a result, or what went wrong in the worker itself. */
export type BuildAnswer = { result: BuildResult } | { error: string };

/** The request the worker is sent. */
export interface BuildRequest {
  projectDir: string;
  outDir: string;
  /** Vite's cache: made and removed here, so a worker killed at the limit leaves nothing behind. */
  cacheDir: string;
  /** Set for a project built with its own toolchain (projectDir is then a work copy with its node_modules). */
  own?: {
    /** Its own tsc (node_modules/typescript/bin/tsc), or null to type-check with ours. */
    tsc: string | null;
    alias: ViteSettings['alias'];
    /** Its public folder, relative to the project, or false for none. */
    publicDir: string | false;
  };
}

/**
 * Type-checks and bundles the project at `projectDir`. Never throws for problems of the project: they are
 * diagnostics (stage project/typecheck/bundle/timeout) with file:line where one exists.
 */
export async function buildGame(projectDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? makeTempDir('playsmith-build-'));
  const key = options.cache === false ? undefined : buildKey(resolve(projectDir));
  const hit = key ? cachedBuild(key, outDir, options.cacheDir) : undefined;
  if (hit) return { ...hit, wallMs: Math.round(performance.now() - started) };
  const project = resolve(projectDir);
  const copy = makeTempDir('playsmith-project-');
  try {
    const left = copyProject(project, copy, { never: NOT_COPIED });
    const { result, cacheable } = await buildFresh(copy, outDir, options, started, ownModules(project));
    const named = result.diagnostics.map((d) => ({
      ...d,
      message: d.message.replaceAll(copy, project),
      ...(d.file ? { file: d.file.replaceAll(copy, project) } : {}),
    }));
    const built = {
      ...result,
      diagnostics: named,
      notes: [...(left.length ? [leftOutNote(left)] : []), ...result.notes],
    };
    if (key && cacheable) storeBuild(key, built, options.cacheDir);
    return built;
  } finally {
    removeTempDir(copy);
  }
}

/** The project's own node_modules folder, when it is a real folder inside the project (not a link out of it). */
function ownModules(project: string): string | undefined {
  const modules = join(project, 'node_modules');
  return pathKind(realFolder(project), modules).kind === 'folder' ? modules : undefined;
}

function leftOutNote(left: readonly SkippedEntry[]): string {
  const shown = left.slice(0, 5).map((s) => `${s.path.slice(0, 80)} (${s.reason})`);
  const more = left.length > shown.length ? ` and ${left.length - shown.length} more` : '';
  return `left out of the build, as only regular files inside the project are built: ${shown.join(', ')}${more}`;
}

/**
 * Builds the copy at `projectDir` without the cache; `cacheable` is false when the result depends on more than the
 * project's files. `modules` is the project's own node_modules, linked into the copy for the fast path.
 */
async function buildFresh(
  projectDir: string,
  outDir: string,
  options: BuildOptions,
  started: number,
  modules: string | undefined,
): Promise<{ result: BuildResult; cacheable: boolean }> {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const request = { projectDir, outDir };
  const fastPath = !projectLockfile(request.projectDir) || lockedLikeOurs(request.projectDir);
  if (fastPath && modules) symlinkSync(modules, join(projectDir, 'node_modules'), 'dir');
  if (fastPath) return { result: await runWorker(request, timeoutMs, started), cacheable: true };
  const install = await installDependencies(request.projectDir, timeoutMs, options.cacheDir);
  const installed = { lockfile: install.lockfile, tool: install.tool, cached: install.cached, ms: install.ms };
  if (!install.ok && install.fault === 'ours') {
    // The network or the machine failed us, not the project: build it our way and say so.
    const result = await runWorker(request, Math.max(1, timeoutMs - install.ms), started);
    result.notes.push(
      `could not install the project's dependencies (${install.message}); it was built with Playsmith's ` +
        'TypeScript and Phaser instead, so L2 does not say whether it builds with its own toolchain',
    );
    // Next time the install may work: this stand-in build is not kept.
    return { result, cacheable: false };
  }
  if (!install.ok) {
    const result = failed(outDir, started, 'project', install.message ?? 'the install failed', install.lockfile);
    result.notes.push(...install.notes);
    return { result, cacheable: false };
  }
  const result = await ownToolchain(request, install, Math.max(1, timeoutMs - install.ms), started, installed);
  result.notes.unshift(...install.notes);
  return { result, cacheable: true };
}

async function ownToolchain(
  request: { projectDir: string; outDir: string },
  install: Install,
  timeoutMs: number,
  started: number,
  installed: NonNullable<NonNullable<BuildResult['toolchain']>['install']>,
): Promise<BuildResult> {
  const vite = readViteConfig(request.projectDir);
  const work = request.projectDir;
  linkDependencies(work, install);
  const tsc = join(work, 'node_modules', 'typescript', 'bin', 'tsc');
  const own = {
    tsc: installedVersion(work, 'typescript') ? tsc : null,
    alias: vite.alias,
    publicDir: vite.publicDir ?? 'public',
  };
  const result = await runWorker({ ...request, own }, timeoutMs, started);
  result.toolchain = {
    source: 'project',
    typescript: installedVersion(work, 'typescript'),
    phaser: installedVersion(work, 'phaser'),
    install: installed,
  };
  if (!own.tsc) result.notes.push("the project has no TypeScript of its own; it was type-checked with Playsmith's");
  if (vite.base && vite.base !== './' && vite.base !== '/')
    result.notes.push(`${vite.file} sets base "${vite.base}"; the build uses relative URLs, so it runs at any path`);
  if (vite.ignored.length)
    result.notes.push(
      `${vite.file} does more than Playsmith honours (it reads only base, publicDir and literal resolve.alias ` +
        `without running the config): ${vite.ignored.join(', ')} ignored`,
    );
  return result;
}

function failed(
  outDir: string,
  started: number,
  stage: BuildDiagnostic['stage'],
  message: string,
  file?: string,
): BuildResult {
  return {
    ok: false,
    outDir,
    typecheck: { ok: false, files: 0 },
    bundle: { ok: false, skipped: true },
    diagnostics: [{ stage, message, ...(file ? { file } : {}) }],
    wallMs: Math.round(performance.now() - started),
    notes: [],
  };
}

/**
 * One build in a worker. A worker that dies without answering (not stopped at the time limit) is replaced and the
 * build tried once more in the time left, so one worker's crash is not reported as the project's failure; a project
 * that kills a fresh worker too is reported with what the worker said.
 */
async function runWorker(
  base: Omit<BuildRequest, 'cacheDir'>,
  timeoutMs: number,
  started: number,
): Promise<BuildResult> {
  const first = await buildOnce(base, timeoutMs, started);
  if (!first.died) return first.result;
  const left = timeoutMs - (performance.now() - started);
  if (left < 1000) return first.result;
  const again = await buildOnce(base, left, started);
  if (again.died) return again.result;
  return { ...again.result, notes: [...again.result.notes, `a build worker died (${first.said}); built again`] };
}

async function buildOnce(
  base: Omit<BuildRequest, 'cacheDir'>,
  timeoutMs: number,
  started: number,
): Promise<{ result: BuildResult; died: boolean; said: string }> {
  const cacheDir = makeTempDir('playsmith-vite-cache-');
  const request: BuildRequest = { ...base, cacheDir };
  const { outDir } = request;
  const child = takeWorker();
  let stderr = '';
  const onStderr = (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  };
  child.stderr!.on('data', onStderr);
  let timedOut = false;
  const answer = await new Promise<BuildAnswer | undefined>((done) => {
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const settle = (value: BuildAnswer | undefined) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onExit);
      done(value);
    };
    const onMessage = (message: unknown) => settle(message as BuildAnswer);
    const onExit = () => settle(undefined);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', onExit);
    child.send(request, (error) => {
      if (error) settle(undefined);
    });
  });
  child.stderr!.off('data', onStderr);
  removeTempDir(cacheDir);
  if (answer && 'result' in answer) giveBackWorker(child);
  else child.kill('SIGKILL');

  if (timedOut)
    return {
      died: false,
      said: '',
      result: failed(
        outDir,
        started,
        'timeout',
        `the build did not finish within ${Math.round(timeoutMs / 1000)} s of wall-clock time and was stopped`,
      ),
    };
  if (!answer || 'error' in answer) {
    const said = answer && 'error' in answer ? answer.error : stderr;
    const reason = said.trim().split('\n').slice(-3).join(' ').slice(0, 500) || 'the build process ended';
    return {
      // An error the worker answered is the project's; a worker that died without a word may be the worker's.
      died: !answer,
      said: reason.slice(0, 120),
      result: failed(outDir, started, 'project', `the build process ended without a result: ${reason}`),
    };
  }
  const parsed: unknown = answer.result;
  const result = BuildResultSchema.parse(parsed);
  return { died: false, said: '', result: { ...result, wallMs: Math.round(performance.now() - started) } };
}
