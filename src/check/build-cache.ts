// L2's build cache: a bundle and its type-check verdict kept under what they were made from (every file of the
// project, Playsmith's locked toolchain, its build code and Node's version), so checking an unchanged game again, or
// playing the build check just made, does not build it a second time. Only results with a bundle are kept: a build
// that failed or timed out is tried again next time. Entries are written whole (to a temporary name, then renamed),
// so two checks building the same project at once never see half an entry; the least recently used go beyond KEPT.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildResultSchema, PROJECT_ROOT, scanProject, type BuildResult } from '../shared/index.ts';
import { depsCacheDir } from './toolchain.ts';

/** How many builds the cache keeps (a Phaser bundle with its assets is a few MB). */
export const BUILD_CACHE_KEPT = 40;

const RESULT = 'result.json';
const BUNDLE = 'bundle';
const BUILD_CODE = [
  './build.ts',
  './build-worker.ts',
  './toolchain.ts',
  './package-manager.ts',
  // The rule that decides which of a project's files its build's copy holds.
  '../shared/project-files.ts',
].map((f) => fileURLToPath(new URL(f, import.meta.url)));

/** The folder that holds the cached builds: `builds/` beside the installed dependencies in Playsmith's cache. */
export function buildCacheDir(cacheDir?: string): string {
  return join(depsCacheDir(cacheDir), '..', 'builds');
}

/**
 * The key of a project's build: the files the rule lets be read (the same walk that makes the build's copy, so what it
 * skips is in neither), the toolchain and the build code.
 */
export function buildKey(projectDir: string): string {
  const { contentHash } = scanProject(projectDir);
  return createHash('sha256').update(`${contentHash}\0${toolchainHash()}`).digest('hex').slice(0, 32);
}

let toolchain: string | undefined;
/**
 * Playsmith's own dependencies (TypeScript, Vite, Phaser) are pinned by its lockfile, and its build code decides what
 * a bundle looks like: a change to either (or to Node) is a new key. Read once per process.
 */
function toolchainHash(): string {
  if (toolchain) return toolchain;
  const h = createHash('sha256').update(`${process.version}\0`);
  h.update(readFileSync(join(PROJECT_ROOT, 'package-lock.json')));
  for (const file of BUILD_CODE) h.update(readFileSync(file));
  return (toolchain = h.digest('hex'));
}

/** The cached build for `key`, copied into `outDir` (emptied first), or undefined when there is none. */
export function cachedBuild(key: string, outDir: string, cacheDir: string | undefined): BuildResult | undefined {
  const entry = join(buildCacheDir(cacheDir), key);
  let stored: BuildResult;
  try {
    stored = BuildResultSchema.parse(JSON.parse(readFileSync(join(entry, RESULT), 'utf8')));
  } catch {
    return undefined;
  }
  try {
    rmSync(outDir, { recursive: true, force: true });
    cpSync(join(entry, BUNDLE), outDir, { recursive: true });
    const now = new Date();
    utimesSync(entry, now, now);
  } catch {
    // Pruned by another check while it was being copied: build it afresh.
    return undefined;
  }
  return { ...stored, outDir, cached: true };
}

/** Keeps `result` (a build with a bundle) under `key`, and drops the least recently used entries beyond KEPT. */
export function storeBuild(key: string, result: BuildResult, cacheDir: string | undefined): void {
  if (!result.bundle.ok || !existsSync(result.outDir)) return;
  const root = buildCacheDir(cacheDir);
  const entry = join(root, key);
  if (existsSync(entry)) return;
  const temp = join(root, `.partial-${process.pid}-${key}`);
  try {
    mkdirSync(temp, { recursive: true });
    cpSync(result.outDir, join(temp, BUNDLE), { recursive: true });
    const { outDir: _out, wallMs: _wall, cached: _cached, ...kept } = result;
    writeFileSync(join(temp, RESULT), `${JSON.stringify({ ...kept, outDir: '', wallMs: 0 })}\n`);
    renameSync(temp, entry);
  } catch {
    // A full disk or another check that stored the same build first: the cache is only a shortcut.
    rmSync(temp, { recursive: true, force: true });
    return;
  }
  prune(root);
}

function prune(root: string): void {
  // A check killed while storing leaves its partial entry behind; one older than an hour is nobody's any more.
  for (const name of readdirSync(root).filter((n) => n.startsWith('.partial-')))
    if (Date.now() - statSync(join(root, name)).mtimeMs > 3_600_000)
      rmSync(join(root, name), { recursive: true, force: true });
  const entries = readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, used: statSync(join(root, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used || (a.name < b.name ? -1 : 1));
  for (const old of entries.slice(BUILD_CACHE_KEPT)) rmSync(join(root, old.name), { recursive: true, force: true });
}
