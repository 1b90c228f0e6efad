// L2's own-toolchain path for projects that are not ours: installs a project's dependencies from its lockfile with
// its own package manager into a cached, content-addressed copy (scripts never run), links them into the build's copy
// of its sources, and reads its Vite config's base, publicDir and literal aliases without running it, saying what else
// the config does that we ignore. Everything here reads the build's copy (build.ts), which holds only the regular
// files inside the project.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../shared/index.ts';
import {
  choosePackageManager,
  fetchPackageManager,
  type PackageManager,
  PackageManagerError,
  run,
} from './package-manager.ts';

/** Bump when what an install holds changes, so old cache entries are not reused. */
const RECIPE = 'playsmith-deps/2';
/** Lockfiles we can install from, best first; package-manager.ts says which tool and version installs each. */
const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock'];
/** What the build's copy of a project leaves out: installed or built output, and version control. */
export const NOT_COPIED: ReadonlySet<string> = new Set(['node_modules', 'dist', '.git', '.vite']);
/** Errors of the machine or the network, not of the project: the install is ours to retry, not the game's failure. */
const OUR_FAULT = /ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ECONNREFUSED|ENOSPC|EACCES|network|socket hang up/i;
/** What an install records beside its node_modules, so a cached one still says which tool made it. */
const RECORD = 'playsmith-install.json';

/** Playsmith's cache folder: PLAYSMITH_CACHE_DIR, else ~/.cache/playsmith (XDG_CACHE_HOME honoured). */
function cacheRoot(cacheDir?: string): string {
  const base = process.env.XDG_CACHE_HOME || join(process.env.HOME || homedir(), '.cache');
  return cacheDir ?? process.env.PLAYSMITH_CACHE_DIR ?? join(base, 'playsmith');
}

/** Where installs are cached: `<cache>/deps`; the package managers we fetch are in `<cache>/tools`. */
export function depsCacheDir(cacheDir?: string): string {
  return join(cacheRoot(cacheDir), 'deps');
}

/** The lockfile a project installs from, or undefined for a project without one (it keeps the fast path). */
export function projectLockfile(projectDir: string): string | undefined {
  return LOCKFILES.find((file) => existsSync(join(projectDir, file)));
}

let ourLocked: Map<string, string> | undefined;

/**
 * Whether the project's npm lockfile pins nothing the toolkit does not have at the same version (our templates and
 * the games made from them, or any project locked to the same packages): building it with the toolkit's own
 * installed toolchain is then building it with its locked one, with no install and no network.
 */
export function lockedLikeOurs(projectDir: string): boolean {
  if (projectLockfile(projectDir) !== 'package-lock.json') return false;
  const packagesOf = (file: string): Record<string, { version?: unknown }> | undefined => {
    try {
      const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages?: Record<string, { version?: unknown }> };
      return typeof lock.packages === 'object' && lock.packages !== null ? lock.packages : undefined;
    } catch {
      return undefined;
    }
  };
  if (!ourLocked) {
    ourLocked = new Map();
    for (const [path, entry] of Object.entries(packagesOf(join(PROJECT_ROOT, 'package-lock.json')) ?? {}))
      if (typeof entry.version === 'string') ourLocked.set(path, entry.version);
  }
  const theirs = packagesOf(join(projectDir, 'package-lock.json'));
  if (!theirs) return false;
  const locked = Object.entries(theirs).filter(([path]) => path !== '');
  return locked.length > 0 && locked.every(([path, entry]) => ourLocked!.get(path) === entry.version);
}

export interface Install {
  /** True when the dependencies are installed; false with `fault` saying whose fault it was. */
  ok: boolean;
  /** The installed folder holding node_modules (a cache entry). */
  dir: string;
  lockfile: string;
  /** The package manager that installed it, `name@version` (npm@11.6.2, pnpm@9.15.9, yarn@1.22.22). */
  tool: string;
  cached: boolean;
  ms: number;
  /** 'project' when the lockfile itself cannot be installed; 'ours' for the network, the machine or a missing tool. */
  fault?: 'project' | 'ours';
  message?: string;
  /** How the tool was chosen when the project did not pin it. */
  notes: string[];
}

/**
 * Installs a project's dependencies from its lockfile into `<cache>/deps/<hash>`, where the hash covers the lockfile,
 * package.json, the package manager and its version, and this recipe; an entry that exists is reused as it is.
 */
export async function installDependencies(projectDir: string, timeoutMs: number, cacheDir?: string): Promise<Install> {
  const started = performance.now();
  const lockfile = projectLockfile(projectDir)!;
  const ms = () => Math.round(performance.now() - started);
  let pm: PackageManager;
  try {
    pm = choosePackageManager(projectDir, lockfile);
  } catch (error) {
    if (!(error instanceof PackageManagerError)) throw error;
    const dir = depsCacheDir(cacheDir);
    return {
      ok: false,
      dir,
      lockfile,
      tool: '?',
      cached: false,
      ms: ms(),
      fault: 'project',
      message: error.message,
      notes: [],
    };
  }
  const root = cacheRoot(cacheDir);
  const wanted = `${pm.name}@${pm.version ?? 'ours'}`;
  const hash = createHash('sha256')
    .update(RECIPE)
    .update(`\0${wanted} ${pm.args('').join(' ')}\0`);
  for (const file of ['package.json', lockfile])
    hash.update(`\0${file}\0`).update(readFileSync(join(projectDir, file)));
  const dir = join(depsCacheDir(cacheDir), hash.digest('hex').slice(0, 24));
  const notes = pm.note ? [pm.note] : [];
  const base = { dir, lockfile, notes };
  if (existsSync(join(dir, 'node_modules'))) {
    const tool = readRecord(dir) ?? wanted;
    return { ...base, tool, ok: true, cached: true, ms: ms() };
  }
  const fetched = await fetchPackageManager(pm, join(root, 'tools'), timeoutMs);
  if (!fetched.ok)
    return {
      ...base,
      tool: fetched.id,
      ok: false,
      cached: false,
      ms: ms(),
      fault: fetched.fault!,
      message: fetched.message!,
    };
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  // Only the manifest and the lockfile: no .npmrc or .yarnrc of the project decides where packages come from.
  for (const file of ['package.json', lockfile]) cpSync(join(projectDir, file), join(tmp, file));
  const stores = join(root, 'stores');
  const args = pm.args(stores);
  const left = Math.max(1, timeoutMs - ms());
  const result = await run(fetched.command, [...fetched.prefix, ...args], tmp, left, pm.env(stores));
  if (!result.ok) {
    rmSync(tmp, { recursive: true, force: true });
    const ours = OUR_FAULT.test(result.out) || /could not start|stopped after/.test(result.out);
    const message = `${fetched.id} ${args.slice(0, 3).join(' ')} failed: ${result.out.slice(-1500)}`;
    return { ...base, tool: fetched.id, ok: false, cached: false, ms: ms(), fault: ours ? 'ours' : 'project', message };
  }
  if (!existsSync(join(tmp, 'node_modules'))) mkdirSync(join(tmp, 'node_modules'));
  writeFileSync(join(tmp, RECORD), `${JSON.stringify({ tool: fetched.id })}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { ...base, tool: fetched.id, ok: true, cached: false, ms: ms() };
}

function readRecord(dir: string): string | undefined {
  try {
    const tool = JSON.parse(readFileSync(join(dir, RECORD), 'utf8')).tool;
    return typeof tool === 'string' ? tool : undefined;
  } catch {
    return undefined;
  }
}

/** Links the installed dependencies into the build's copy of the project, as its node_modules. */
export function linkDependencies(work: string, install: Install): void {
  symlinkSync(join(install.dir, 'node_modules'), join(work, 'node_modules'), 'dir');
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
