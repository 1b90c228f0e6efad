// L2's own-toolchain path for projects that are not ours: installs a project's dependencies from its lockfile into a
// cached, content-addressed copy (scripts never run), makes a work copy of its sources beside them, and reads its Vite
// config's base, publicDir and literal aliases without running it, saying what else the config does that we ignore.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { killOnExit, makeTempDir } from '../shared/index.ts';

/** Bump when what an install holds changes, so old cache entries are not reused. */
const RECIPE = 'playsmith-deps/1';
/** Lockfiles we can install from, best first, with the command that installs exactly what they lock. */
const LOCKFILES: { file: string; command: string; args: string[] }[] = [
  { file: 'package-lock.json', command: 'npm', args: ['ci', '--ignore-scripts', '--no-audit', '--no-fund'] },
  { file: 'npm-shrinkwrap.json', command: 'npm', args: ['ci', '--ignore-scripts', '--no-audit', '--no-fund'] },
  { file: 'pnpm-lock.yaml', command: 'pnpm', args: ['install', '--frozen-lockfile', '--ignore-scripts'] },
  { file: 'yarn.lock', command: 'yarn', args: ['install', '--frozen-lockfile', '--ignore-scripts'] },
];
/** What a work copy leaves out: installed or built output, and version control. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', '.vite']);
/** Errors of the machine or the network, not of the project: the install is ours to retry, not the game's failure. */
const OUR_FAULT = /ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ECONNREFUSED|ENOSPC|EACCES|network|socket hang up/i;

/** Where installs are cached: `<cache>/deps`, the cache being Playsmith's (PLAYSMITH_CACHE_DIR, else ~/.cache). */
export function depsCacheDir(cacheDir?: string): string {
  const base = process.env.XDG_CACHE_HOME || join(process.env.HOME || homedir(), '.cache');
  return join(cacheDir ?? process.env.PLAYSMITH_CACHE_DIR ?? join(base, 'playsmith'), 'deps');
}

/** The lockfile a project installs from, or undefined for a project without one (it keeps the fast path). */
export function projectLockfile(projectDir: string): (typeof LOCKFILES)[number] | undefined {
  return LOCKFILES.find((l) => existsSync(join(projectDir, l.file)));
}

export interface Install {
  /** True when the dependencies are installed; false with `fault` saying whose fault it was. */
  ok: boolean;
  /** The installed folder holding node_modules (a cache entry). */
  dir: string;
  lockfile: string;
  cached: boolean;
  ms: number;
  /** 'project' when the lockfile itself cannot be installed; 'ours' for the network, the machine or a missing tool. */
  fault?: 'project' | 'ours';
  message?: string;
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<{ ok: boolean; out: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
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
      const tail = out.trim().split('\n').slice(-8).join('\n');
      done({ ok: code === 0, out: signal ? `stopped after ${Math.round(timeoutMs / 1000)} s (${signal})` : tail });
    });
  });
}

/**
 * Installs a project's dependencies from its lockfile into `<cache>/<hash>`, where the hash covers the lockfile,
 * package.json, the installer and this recipe; an entry that exists is reused as it is.
 */
export async function installDependencies(projectDir: string, timeoutMs: number, cacheDir?: string): Promise<Install> {
  const started = performance.now();
  const lock = projectLockfile(projectDir)!;
  const hash = createHash('sha256')
    .update(RECIPE)
    .update(`\0${lock.command} ${lock.args.join(' ')}\0`);
  for (const file of ['package.json', lock.file])
    hash.update(`\0${file}\0`).update(readFileSync(join(projectDir, file)));
  const dir = join(depsCacheDir(cacheDir), hash.digest('hex').slice(0, 24));
  const ms = () => Math.round(performance.now() - started);
  const base = { dir, lockfile: lock.file };
  if (existsSync(join(dir, 'node_modules'))) return { ...base, ok: true, cached: true, ms: ms() };
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  // Only the manifest and the lockfile: no .npmrc of the project decides where packages come from.
  for (const file of ['package.json', lock.file]) cpSync(join(projectDir, file), join(tmp, file));
  const result = await run(lock.command, lock.args, tmp, timeoutMs);
  if (!result.ok) {
    rmSync(tmp, { recursive: true, force: true });
    const ours = OUR_FAULT.test(result.out) || /could not start|stopped after/.test(result.out);
    const message = `${lock.command} ${lock.args.join(' ')} failed: ${result.out.slice(-1500)}`;
    return { ...base, ok: false, cached: false, ms: ms(), fault: ours ? 'ours' : 'project', message };
  }
  if (!existsSync(join(tmp, 'node_modules'))) mkdirSync(join(tmp, 'node_modules'));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { ...base, ok: true, cached: false, ms: ms() };
}

/** A copy of the project's sources in a temp folder, its node_modules a link to the installed dependencies. */
export function workCopy(projectDir: string, install: Install): string {
  const work = makeTempDir('playsmith-project-');
  for (const name of readdirSync(projectDir))
    if (!NOT_COPIED.has(name)) cpSync(join(projectDir, name), join(work, name), { recursive: true });
  symlinkSync(join(install.dir, 'node_modules'), join(work, 'node_modules'), 'dir');
  return work;
}

/** The version of an installed package, or null when it is not installed. */
export function installedVersion(work: string, name: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(work, 'node_modules', name, 'package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    return null;
  }
}

/** What we take from a Vite config without running it, and what it asks for that we do not do. */
export interface ViteSettings {
  file: string | null;
  base: string | null;
  publicDir: string | false | null;
  alias: { find: string; replacement: string }[];
  ignored: string[];
}

/** Top-level and build keys that do not change what the built game does, so ignoring them is not worth a note. */
const HARMLESS = new Set(['server', 'preview', 'build.outDir', 'build.chunkSizeWarningLimit', 'build.emptyOutDir']);

/** Reads vite.config.* statically: base, publicDir and a literal resolve.alias; every other setting is listed. */
export function readViteConfig(projectDir: string): ViteSettings {
  const names = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];
  const name = names.find((n) => existsSync(join(projectDir, n)));
  const settings: ViteSettings = { file: name ?? null, base: null, publicDir: null, alias: [], ignored: [] };
  if (!name) return settings;
  const source = ts.createSourceFile(name, readFileSync(join(projectDir, name), 'utf8'), ts.ScriptTarget.Latest, true);
  let config: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    let e = statement.expression;
    if (ts.isCallExpression(e) && e.arguments[0]) e = e.arguments[0];
    if (ts.isObjectLiteralExpression(e)) config = e;
  }
  if (!config) {
    settings.ignored.push('the whole config (its default export is not a plain object, so it was not read)');
    return settings;
  }
  readConfigObject(config, '', settings);
  return settings;
}

function readConfigObject(object: ts.ObjectLiteralExpression, prefix: string, settings: ViteSettings): void {
  for (const p of object.properties) {
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    const path = `${prefix}${key ?? '?'}`;
    const value = ts.isPropertyAssignment(p) ? p.initializer : undefined;
    const text = value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : null;
    if (path === 'base' && text !== null) settings.base = text;
    else if (path === 'publicDir' && (text !== null || value?.kind === ts.SyntaxKind.FalseKeyword))
      settings.publicDir = text ?? false;
    else if (
      path === 'resolve.alias' &&
      value &&
      ts.isObjectLiteralExpression(value) &&
      literalAliases(value, settings)
    )
      continue;
    else if ((path === 'build' || path === 'resolve') && value && ts.isObjectLiteralExpression(value))
      readConfigObject(value, `${path}.`, settings);
    else if (!HARMLESS.has(path)) settings.ignored.push(path);
  }
}

/** Takes `{ name: 'target' }` aliases; false (nothing taken) when any entry is not a plain string. */
function literalAliases(object: ts.ObjectLiteralExpression, settings: ViteSettings): boolean {
  const found: ViteSettings['alias'] = [];
  for (const p of object.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return false;
    if (!ts.isStringLiteral(p.initializer)) return false;
    found.push({ find: p.name.text, replacement: p.initializer.text });
  }
  settings.alias.push(...found);
  return true;
}
