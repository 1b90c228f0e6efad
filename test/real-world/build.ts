// Materialises the real-world corpus into a cache outside the repository, keyed by content hash so a rebuild is
// skipped: static folders get the phaser.min.js of their version (fetched with `npm pack`), bundles are each source
// project's own `vite build` after an install from its lockfile by its own package manager (npm ci, or pnpm / yarn
// fetched from the registry as check fetches them), and sources stay sources (check builds them itself).
// Run alone: node test/real-world/build.ts [--cache <dir>] [--only a,b]
// Write a fixture's lockfile with its own tool: node test/real-world/build.ts --lock <fixture dir> --tool pnpm|yarn
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { choosePackageManager, fetchPackageManager, run } from '../../src/check/package-manager.ts';
import { installDependencies } from '../../src/check/toolchain.ts';
import { CORPUS_DIR, type Fixture, loadCorpus } from './corpus.ts';

/** Bump when what the builder produces changes, so old cache entries are not reused. */
const RECIPE = 'real-world-build/2';
/** Folders that are outputs of a project, never part of its sources. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.vite']);

export const DEFAULT_CACHE_DIR =
  process.env.PLAYSMITH_REAL_WORLD_CACHE ?? join(homedir(), '.cache', 'playsmith', 'real-world');

export interface StepResult {
  ok: boolean;
  ms: number;
  /** The last lines the step printed (for a failure: what went wrong). */
  output: string;
}

/** What building one source project with its own toolchain gave. */
export interface ProjectBuild {
  dir: string;
  phaser: string;
  /** The package manager that installed it, `name@version`. */
  tool: string;
  install: StepResult;
  typecheck: StepResult;
  bundle: StepResult;
}

export interface BuiltFixture {
  fixture: Fixture;
  /** The runnable folder to hand to `playsmith check`. */
  dir: string;
  /** False when the cache already held it. */
  fresh: boolean;
  project?: ProjectBuild;
}

export interface CorpusBuild {
  cacheDir: string;
  fixtures: BuiltFixture[];
  wallMs: number;
}

export interface BuildCorpusOptions {
  cacheDir?: string;
  /** Fixture names to build (default: all). */
  only?: readonly string[];
  onProgress?: (line: string) => void;
}

function sourceFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (NOT_SOURCE.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(root, path));
    else out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** sha256 over the relative paths and bytes of a folder's source files, first 16 hex digits. */
export function contentHash(dir: string, ...extra: string[]): string {
  const hash = createHash('sha256').update(RECIPE);
  for (const part of extra) hash.update(`\0${part}`);
  for (const file of sourceFiles(dir)) hash.update(`\0${file}\0`).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

function copySources(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !NOT_SOURCE.has(src.split(sep).pop() ?? '') });
}

function tail(text: string, lines = 12): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Runs a command; never throws for a failing command (the result says so), only for one that cannot start. */
function step(command: string, args: string[], cwd: string): StepResult {
  const started = performance.now();
  try {
    const out = execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, ms: Math.round(performance.now() - started), output: tail(out) };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: string; message: string };
    if (e.code === 'ENOENT') throw new Error(`cannot run ${command} (is it on PATH?): ${e.message}`);
    const output = tail(`${e.stdout ?? ''}\n${e.stderr ?? ''}`) || e.message;
    return { ok: false, ms: Math.round(performance.now() - started), output };
  }
}

/** Builds into `<final>.tmp` and renames, so an interrupted build never looks finished. */
function atomically(final: string, fill: (tmp: string) => void): void {
  const tmp = `${final}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  fill(tmp);
  rmSync(final, { recursive: true, force: true });
  renameSync(tmp, final);
}

/** phaser.min.js of `version`, from the npm registry (npm pack), cached as <cache>/phaser/<version>/phaser.min.js. */
export function phaserMinJs(cacheDir: string, version: string): string {
  const file = join(cacheDir, 'phaser', version, 'phaser.min.js');
  if (existsSync(file)) return file;
  atomically(join(cacheDir, 'phaser', version), (dir) => {
    const work = mkdtempSync(join(dir, 'pack-'));
    const packed = step('npm', ['pack', `phaser@${version}`, '--pack-destination', work, '--silent'], work);
    if (!packed.ok) throw new Error(`npm pack phaser@${version} failed:\n${packed.output}`);
    const tarball = join(work, `phaser-${version}.tgz`);
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/dist/phaser.min.js']);
    const min = join(work, 'package', 'dist', 'phaser.min.js');
    if (!readFileSync(min, 'utf8').includes(version))
      throw new Error(`phaser@${version}'s dist/phaser.min.js does not name version ${version}`);
    renameSync(min, join(dir, 'phaser.min.js'));
    rmSync(work, { recursive: true, force: true });
  });
  return file;
}

/** A source fixture's lockfile: it must commit one, and exactly one. */
function fixtureLockfile(source: string): string {
  const found = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'].filter((f) => existsSync(join(source, f)));
  if (found.length !== 1)
    throw new Error(`${source} must commit exactly one lockfile (it has ${found.join(', ') || 'none'})`);
  return found[0]!;
}

/** The npm way: `npm ci` in the copy itself. */
function npmInstall(tmp: string): { install: StepResult; tool: string } {
  const install = step('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], tmp);
  return { install, tool: `npm@${step('npm', ['--version'], tmp).output.trim()}` };
}

/** pnpm or yarn, fetched and run as check runs them (toolchain.ts), its node_modules linked into the copy. */
async function ownInstall(
  cacheDir: string,
  source: string,
  tmp: string,
): Promise<{ install: StepResult; tool: string }> {
  const done = await installDependencies(source, 600_000, cacheDir);
  if (done.ok) symlinkSync(join(done.dir, 'node_modules'), join(tmp, 'node_modules'), 'dir');
  return { install: { ok: done.ok, ms: done.ms, output: done.message ?? done.notes.join('\n') }, tool: done.tool };
}

/**
 * Installs a source project from its lockfile with its own package manager, type-checks it and bundles it with its
 * own Vite.
 */
export async function buildProject(
  cacheDir: string,
  name: string,
  phaser: string,
  onProgress?: (line: string) => void,
): Promise<ProjectBuild> {
  const source = join(CORPUS_DIR, name);
  const dir = join(cacheDir, 'projects', `${name}-${contentHash(source)}`);
  const record = `${dir}.json`;
  if (existsSync(record) && existsSync(dir)) return JSON.parse(readFileSync(record, 'utf8')) as ProjectBuild;
  const lockfile = fixtureLockfile(source);
  onProgress?.(`${name}: install from ${lockfile}, tsc, vite build (its own toolchain)`);
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  copySources(source, tmp);
  const { install, tool } =
    lockfile === 'package-lock.json' ? npmInstall(tmp) : await ownInstall(cacheDir, source, tmp);
  if (!install.ok)
    throw new Error(`installing a copy of ${name} from ${lockfile} with ${tool} failed:\n${install.output}`);
  const installed = JSON.parse(readFileSync(join(tmp, 'node_modules', 'phaser', 'package.json'), 'utf8')).version;
  if (installed !== phaser)
    throw new Error(`${name} installs phaser ${installed}, but corpus.json says ${phaser}; fix one of them`);
  const typecheck = step(process.execPath, [join(tmp, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], tmp);
  const vite = join(tmp, 'node_modules/vite/bin/vite.js');
  const bundle = step(
    process.execPath,
    [vite, 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'],
    tmp,
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  const build: ProjectBuild = { dir, phaser: installed, tool, install, typecheck, bundle };
  writeFileSync(record, `${JSON.stringify(build, null, 2)}\n`);
  return build;
}

/**
 * Writes a fixture's lockfile from its package.json with the package manager check would install it with (its
 * packageManager field's version, else the default), fetched the same way; scripts never run.
 */
export async function writeLockfile(cacheDir: string, fixtureDir: string, tool: 'pnpm' | 'yarn'): Promise<string> {
  const lockfile = tool === 'pnpm' ? 'pnpm-lock.yaml' : 'yarn.lock';
  const work = mkdtempSync(join(cacheDir, 'lock-'));
  try {
    cpSync(join(fixtureDir, 'package.json'), join(work, 'package.json'));
    // An empty lockfile says which tool (and, for yarn, classic) to choose; the install fills it.
    writeFileSync(join(work, lockfile), '');
    const pm = choosePackageManager(work, lockfile);
    const fetched = await fetchPackageManager(pm, join(cacheDir, 'tools'), 300_000);
    if (!fetched.ok) throw new Error(fetched.message);
    const stores = join(cacheDir, 'stores');
    const env = { ...pm.env(stores), YARN_ENABLE_IMMUTABLE_INSTALLS: 'false' };
    const done = await run(fetched.command, [...fetched.prefix, ...pm.lockArgs(stores)], work, 600_000, env);
    if (!done.ok) throw new Error(`${fetched.id} could not write ${lockfile} for ${fixtureDir}:\n${done.out}`);
    cpSync(join(work, lockfile), join(fixtureDir, lockfile));
    return `${fixtureDir}/${lockfile} written by ${fetched.id}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function materialise(
  cacheDir: string,
  fixture: Fixture,
  project: ProjectBuild | undefined,
): { dir: string; fresh: boolean } {
  const source = join(CORPUS_DIR, fixture.dir);
  const dir = join(cacheDir, 'fixtures', `${fixture.name}-${contentHash(source, JSON.stringify(fixture))}`);
  if (existsSync(`${dir}.done`) && existsSync(dir)) return { dir, fresh: false };
  atomically(dir, (tmp) => {
    if (fixture.shape === 'static') {
      copySources(source, tmp);
      cpSync(phaserMinJs(cacheDir, fixture.phaser), join(tmp, 'phaser.min.js'));
    } else if (fixture.shape === 'source') copySources(source, tmp);
    else {
      if (!project?.bundle.ok)
        throw new Error(`${fixture.dir}'s own vite build failed, so there is no bundle:\n${project?.bundle.output}`);
      cpSync(join(project.dir, 'dist'), tmp, { recursive: true });
    }
  });
  writeFileSync(`${dir}.done`, `${RECIPE}\n`);
  return { dir, fresh: true };
}

/** Builds every fixture (or `only` those) and returns where each runnable form is. */
export async function buildCorpus(options: BuildCorpusOptions = {}): Promise<CorpusBuild> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  mkdirSync(cacheDir, { recursive: true });
  const corpus = loadCorpus();
  const unknown = (options.only ?? []).filter((n) => !corpus.some((f) => f.name === n));
  if (unknown.length)
    throw new Error(`no fixture named ${unknown.join(', ')} (have: ${corpus.map((f) => f.name).join(', ')})`);
  const chosen = options.only?.length ? corpus.filter((f) => options.only!.includes(f.name)) : corpus;
  const projects = new Map<string, ProjectBuild>();
  const fixtures: BuiltFixture[] = [];
  for (const fixture of chosen) {
    const t = performance.now();
    let project: ProjectBuild | undefined;
    if (fixture.shape !== 'static' && existsSync(join(CORPUS_DIR, fixture.dir, 'package.json'))) {
      project = projects.get(fixture.dir);
      if (!project) {
        project = await buildProject(cacheDir, fixture.dir, fixture.phaser, options.onProgress);
        projects.set(fixture.dir, project);
      }
    }
    const { dir, fresh } = materialise(cacheDir, fixture, project);
    options.onProgress?.(`${fixture.name}: ${fresh ? 'built' : 'cached'} in ${Math.round(performance.now() - t)} ms`);
    fixtures.push({ fixture, dir, fresh, ...(project ? { project } : {}) });
  }
  return { cacheDir, fixtures, wallMs: Math.round(performance.now() - started) };
}

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Total bytes of the files under `dir`. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSafe(dir)) {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    total += stat.isDirectory() ? folderBytes(path) : stat.size;
  }
  return total;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      cache: { type: 'string' },
      only: { type: 'string' },
      lock: { type: 'string' },
      tool: { type: 'string' },
    },
  });
  if (values.lock) {
    if (values.tool !== 'pnpm' && values.tool !== 'yarn') throw new Error('--lock needs --tool pnpm or --tool yarn');
    const cacheDir = values.cache ?? DEFAULT_CACHE_DIR;
    mkdirSync(cacheDir, { recursive: true });
    process.stdout.write(`${await writeLockfile(cacheDir, values.lock, values.tool)}\n`);
  } else {
    const result = await buildCorpus({
      cacheDir: values.cache,
      only: values.only?.split(',').filter(Boolean),
      onProgress: (line) => process.stderr.write(`real-world build: ${line}\n`),
    });
    for (const { fixture, dir, project } of result.fixtures) {
      const own = project
        ? `  ${project.tool} install ${project.install.ms} ms, tsc ${project.typecheck.ok ? 'ok' : 'FAILS'}, ` +
          `vite build ${project.bundle.ok ? 'ok' : 'FAILS'}`
        : '';
      process.stdout.write(`${fixture.name.padEnd(28)} ${fixture.shape.padEnd(7)} ${dir}${own}\n`);
    }
    process.stdout.write(
      `built in ${result.wallMs} ms; cache ${result.cacheDir} holds ${folderBytes(result.cacheDir)} bytes\n`,
    );
  }
}
