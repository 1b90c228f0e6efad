// Materialises the real-world corpus into a cache outside the repository, keyed by content hash so a rebuild is
// skipped: static folders get the phaser.min.js of their version (fetched with `npm pack`), bundles are each source
// project's own `vite build` after `npm ci` from its lockfile, and sources stay sources (check builds them itself).
// Run alone: node test/real-world/build.ts [--cache <dir>] [--only a,b]
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
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { CORPUS_DIR, type Fixture, loadCorpus } from './corpus.ts';

/** Bump when what the builder produces changes, so old cache entries are not reused. */
const RECIPE = 'real-world-build/1';
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

/** Installs a source project from its lockfile into a cached copy, type-checks it and bundles it with its own Vite. */
export function buildProject(
  cacheDir: string,
  name: string,
  phaser: string,
  onProgress?: (line: string) => void,
): ProjectBuild {
  const source = join(CORPUS_DIR, name);
  const dir = join(cacheDir, 'projects', `${name}-${contentHash(source)}`);
  const record = `${dir}.json`;
  if (existsSync(record) && existsSync(dir)) return JSON.parse(readFileSync(record, 'utf8')) as ProjectBuild;
  onProgress?.(`${name}: npm ci, tsc, vite build (its own toolchain)`);
  if (!existsSync(join(source, 'package-lock.json')))
    throw new Error(`${source} has no package-lock.json: a source fixture must commit its lockfile`);
  let build: ProjectBuild | undefined;
  atomically(dir, (tmp) => {
    copySources(source, tmp);
    const install = step('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], tmp);
    if (!install.ok) throw new Error(`npm ci in a copy of ${name} failed:\n${install.output}`);
    const installed = JSON.parse(readFileSync(join(tmp, 'node_modules', 'phaser', 'package.json'), 'utf8')).version;
    if (installed !== phaser)
      throw new Error(`${name} installs phaser ${installed}, but corpus.json says ${phaser}; fix one of them`);
    const typecheck = step(
      process.execPath,
      [join(tmp, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'],
      tmp,
    );
    const vite = join(tmp, 'node_modules/vite/bin/vite.js');
    const bundle = step(
      process.execPath,
      [vite, 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'],
      tmp,
    );
    build = { dir, phaser: installed, install, typecheck, bundle };
  });
  writeFileSync(record, `${JSON.stringify(build, null, 2)}\n`);
  return build!;
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
export function buildCorpus(options: BuildCorpusOptions = {}): CorpusBuild {
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
        project = buildProject(cacheDir, fixture.dir, fixture.phaser, options.onProgress);
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
  const { values } = parseArgs({ options: { cache: { type: 'string' }, only: { type: 'string' } } });
  const result = buildCorpus({
    cacheDir: values.cache,
    only: values.only?.split(',').filter(Boolean),
    onProgress: (line) => process.stderr.write(`real-world build: ${line}\n`),
  });
  for (const { fixture, dir, project } of result.fixtures) {
    const own = project
      ? `  npm ci ${project.install.ms} ms, tsc ${project.typecheck.ok ? 'ok' : 'FAILS'}, ` +
        `vite build ${project.bundle.ok ? 'ok' : 'FAILS'}`
      : '';
    process.stdout.write(`${fixture.name.padEnd(28)} ${fixture.shape.padEnd(7)} ${dir}${own}\n`);
  }
  process.stdout.write(
    `built in ${result.wallMs} ms; cache ${result.cacheDir} holds ${folderBytes(result.cacheDir)} bytes\n`,
  );
}
