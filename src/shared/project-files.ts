// The one rule for reading a project's files, used by everything that reads, hashes, serves, builds or copies a game
// folder (the static server, the content hash, L1 and SCS, the build's copy and its cache key, godot's parsers, qa
// inject, repair, bench workspaces): only regular files whose real path lies inside the project are read. Links that
// lead out, link loops, dangling links, FIFOs, sockets and devices are skipped and named with the reason, never
// followed or opened for a blocking read. Names are read as bytes, so a name that is not UTF-8 is hashed as it is
// instead of failing, and is noted.
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';

/** Something in (or named by) a project that Playsmith left alone, and why. */
export const SkippedEntrySchema = z.object({
  /** Relative to the project folder, '/'-separated (bytes that are not UTF-8 shown as U+FFFD). */
  path: z.string(),
  reason: z.string(),
});
export type SkippedEntry = z.infer<typeof SkippedEntrySchema>;

export interface ProjectFile {
  /** Relative path as bytes, '/'-separated. */
  rel: Buffer;
  /** Absolute path as bytes (the name on disk, not its real path). */
  abs: Buffer;
}

/** Folders that are never part of a project's content. */
export const NEVER_WALKED: ReadonlySet<string> = new Set(['node_modules', '.git']);

/** Why a name is noted though its file is read: it is not UTF-8, so it is shown with U+FFFD where its bytes are. */
export const NOT_UTF8_NAME = 'a name that is not UTF-8 (read as its bytes)';

/** The real path of `folder`, for containment checks. */
export function realFolder(folder: string): string {
  return realpathSync(folder);
}

function inside(realRoot: string, real: string): boolean {
  return real === realRoot || real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
}

function kindOf(s: { isFile(): boolean; isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (s.isFile()) return 'file';
  if (s.isDirectory()) return 'folder';
  if (s.isFIFO()) return 'a FIFO (named pipe)';
  if (s.isSocket()) return 'a socket';
  return 'a device';
}

/** What a path is under the rule: a regular file or a folder inside `realRoot`, absent, or skipped with a reason. */
export type PathKind =
  | { kind: 'file' }
  | { kind: 'folder' }
  | { kind: 'missing' }
  | { kind: 'skipped'; reason: string };

/** What `path` is under the rule, seen from the project whose real path is `realRoot`. */
export function pathKind(realRoot: string, path: string | Buffer): PathKind {
  let real: string;
  try {
    real = realpathSync(path, { encoding: 'utf8' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { kind: 'skipped', reason: 'a symbolic link loop' };
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      let link = false;
      try {
        link = lstatSync(path).isSymbolicLink();
      } catch {
        // the name itself is not there
      }
      return link ? { kind: 'skipped', reason: 'a dangling symbolic link' } : { kind: 'missing' };
    }
    return { kind: 'skipped', reason: `unreadable (${code ?? 'error'})` };
  }
  if (!inside(realRoot, real)) return { kind: 'skipped', reason: 'a link that leads out of the game folder' };
  let kind: string;
  try {
    kind = kindOf(statSync(real));
  } catch (e) {
    return { kind: 'skipped', reason: `unreadable (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  if (kind === 'file') return { kind: 'file' };
  if (kind === 'folder') return { kind: 'folder' };
  return { kind: 'skipped', reason: kind };
}

/** Why a path cannot be read as a regular file inside `realRoot`, or undefined when it can. */
export function unservableReason(realRoot: string, path: string | Buffer): string | undefined {
  const found = pathKind(realRoot, path);
  if (found.kind === 'file') return undefined;
  if (found.kind === 'folder') return 'a folder';
  if (found.kind === 'missing') return 'not there';
  return found.reason;
}

/** Reads a regular file without ever blocking on a FIFO or device swapped in for it; undefined when it is not one. */
export function readRegularFile(path: string | Buffer): Buffer | undefined {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined;
  } finally {
    closeSync(fd);
  }
}

const display = (rel: Buffer): string => rel.toString('utf8');
const isUtf8 = (name: Buffer): boolean => Buffer.from(name.toString('utf8')).equals(name);

function sortedEntries(dir: Buffer): Dirent<Buffer>[] {
  // String order first, as the hash always had it for UTF-8 names; bytes break ties between names that are not.
  return readdirSync(dir, { withFileTypes: true, encoding: 'buffer' }).sort(
    (a, b) =>
      (a.name.toString('utf8') < b.name.toString('utf8')
        ? -1
        : a.name.toString('utf8') > b.name.toString('utf8')
          ? 1
          : 0) || Buffer.compare(a.name, b.name),
  );
}

export interface WalkOptions {
  /** Names of folders never walked (default node_modules and .git), matched at any depth. */
  never?: ReadonlySet<string>;
}

export interface ProjectWalk {
  files: ProjectFile[];
  skipped: SkippedEntry[];
  /** Files that are read, but whose names are not UTF-8 (shown with U+FFFD), for a note. */
  oddNames: string[];
}

/** Every regular file of `folder` in a stable order, and what was skipped (node_modules and .git are never walked). */
export function walkProject(folder: string, options: WalkOptions = {}): ProjectWalk {
  const never = options.never ?? NEVER_WALKED;
  const realRoot = realFolder(folder);
  const files: ProjectFile[] = [];
  const skipped: SkippedEntry[] = [];
  const oddNames: string[] = [];
  const walk = (dir: Buffer, rel: Buffer | undefined): void => {
    let entries: Dirent<Buffer>[];
    try {
      entries = sortedEntries(dir);
    } catch (e) {
      skipped.push({ path: rel ? display(rel) : '.', reason: `unreadable (${(e as NodeJS.ErrnoException).code})` });
      return;
    }
    for (const entry of entries) {
      if (never.has(entry.name.toString('utf8'))) continue;
      const abs = Buffer.concat([dir, Buffer.from('/'), entry.name]);
      const relPath = rel ? Buffer.concat([rel, Buffer.from('/'), entry.name]) : entry.name;
      if (entry.isDirectory()) {
        walk(abs, relPath);
        continue;
      }
      const found: PathKind = entry.isFile()
        ? { kind: 'file' }
        : entry.isSymbolicLink()
          ? pathKind(realRoot, abs)
          : { kind: 'skipped', reason: kindOf(entry) };
      if (found.kind === 'file') {
        files.push({ rel: relPath, abs });
        if (!isUtf8(entry.name)) oddNames.push(display(relPath));
      } else if (found.kind === 'folder')
        skipped.push({ path: display(relPath), reason: 'a link to a folder (not followed)' });
      else skipped.push({ path: display(relPath), reason: found.kind === 'skipped' ? found.reason : 'not there' });
    }
  };
  walk(Buffer.from(folder), undefined);
  return { files, skipped, oddNames };
}

/** sha256 over every file's relative path and bytes in a stable order, and what was skipped. */
export function scanProject(folder: string, options: WalkOptions = {}): ProjectWalk & { contentHash: string } {
  const walked = walkProject(folder, options);
  const h = createHash('sha256');
  const files: ProjectFile[] = [];
  for (const file of walked.files) {
    let bytes: Buffer | undefined;
    try {
      bytes = readRegularFile(file.abs);
    } catch (e) {
      walked.skipped.push({ path: display(file.rel), reason: `unreadable (${(e as NodeJS.ErrnoException).code})` });
      continue;
    }
    if (!bytes) {
      walked.skipped.push({ path: display(file.rel), reason: 'not a regular file' });
      continue;
    }
    files.push(file);
    h.update(file.rel);
    h.update('\0');
    h.update(bytes);
    h.update('\0');
  }
  return { ...walked, files, contentHash: h.digest('hex') };
}

/**
 * Copies the files of `from` that the rule lets be read into `to` (made if missing), as plain files: a link to a file
 * inside becomes a copy of it, everything else is left out and returned. Folders named in `never` are not copied.
 */
export function copyProject(from: string, to: string, options: WalkOptions = {}): SkippedEntry[] {
  const walked = walkProject(from, options);
  mkdirSync(to, { recursive: true });
  const made = new Set<string>();
  for (const file of walked.files) {
    let bytes: Buffer | undefined;
    try {
      bytes = readRegularFile(file.abs);
    } catch (e) {
      walked.skipped.push({ path: display(file.rel), reason: `unreadable (${(e as NodeJS.ErrnoException).code})` });
      continue;
    }
    if (!bytes) {
      walked.skipped.push({ path: display(file.rel), reason: 'not a regular file' });
      continue;
    }
    const target = Buffer.concat([Buffer.from(`${to}/`), file.rel]);
    const slash = file.rel.lastIndexOf('/');
    if (slash > 0) {
      const dir = Buffer.concat([Buffer.from(`${to}/`), file.rel.subarray(0, slash)]);
      const key = dir.toString('latin1');
      if (!made.has(key)) {
        mkdirSync(dir, { recursive: true });
        made.add(key);
      }
    }
    writeFileSync(target, bytes);
  }
  return walked.skipped;
}

/** One entry per path, in path order; where lists disagree on a path's reason, the earlier list's is kept. */
export function mergeSkipped(...lists: readonly SkippedEntry[][]): SkippedEntry[] {
  const byPath = new Map<string, SkippedEntry>();
  for (const list of lists) for (const entry of list) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** One short note naming what was left out of a game folder, or undefined when nothing was. */
export function skippedNote(skipped: readonly SkippedEntry[]): string | undefined {
  if (skipped.length === 0) return undefined;
  const shown = skipped.slice(0, 5).map((s) => `${s.path.slice(0, 80)} (${s.reason})`);
  const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
  return `not served or hashed, as only regular files inside the game folder are: ${shown.join(', ')}${more}`;
}

/** One short note naming the files that were read under names that are not UTF-8, or undefined when none were. */
export function oddNamesNote(oddNames: readonly string[]): string | undefined {
  if (oddNames.length === 0) return undefined;
  const shown = oddNames.slice(0, 5).map((n) => n.slice(0, 80));
  const more = oddNames.length > shown.length ? ` and ${oddNames.length - shown.length} more` : '';
  const names = `${shown.join(', ')}${more}`;
  return `file names that are not UTF-8 were served and hashed as their bytes (shown with U+FFFD): ${names}`;
}

/**
 * A project's files for a reader that goes by names (an entry page, a manifest, the assets and scripts code refers
 * to): each read applies the rule, and everything it refused is kept in `skipped` (once per path) for the result.
 */
export class ProjectFiles {
  readonly root: string;
  readonly realRoot: string;
  private readonly refused = new Map<string, string>();

  /** A root that does not exist (yet) holds nothing: every name in it reads as missing. */
  constructor(root: string) {
    this.root = resolve(root);
    let real: string;
    try {
      real = realFolder(this.root);
    } catch {
      real = this.root;
    }
    this.realRoot = real;
  }

  /** What was refused so far, in path order. */
  get skipped(): SkippedEntry[] {
    return [...this.refused]
      .map(([path, reason]) => ({ path, reason }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** `path` relative to the root, '/'-separated ("../x" for a name outside it). */
  rel(path: string): string {
    return relative(this.root, this.abs(path)).split(sep).join('/');
  }

  private abs(path: string): string {
    return isAbsolute(path) ? path : join(this.root, path);
  }

  /** What `path` (absolute, or relative to the root) is; a refusal is remembered. */
  kind(path: string): PathKind {
    const found = pathKind(this.realRoot, this.abs(path));
    if (found.kind === 'skipped') this.refused.set(this.rel(path), found.reason);
    return found;
  }

  /** Why `path` is not a file that may be read ("not there", or the rule's reason), or undefined when it is one. */
  whyNotFile(path: string): string | undefined {
    const found = this.kind(path);
    if (found.kind === 'file') return undefined;
    if (found.kind === 'folder') return 'a folder';
    if (found.kind === 'missing') return 'not there';
    return found.reason;
  }

  isFile(path: string): boolean {
    return this.kind(path).kind === 'file';
  }

  isFolder(path: string): boolean {
    return this.kind(path).kind === 'folder';
  }

  /** The bytes of `path`, or undefined when it is not a file the rule lets be read. */
  read(path: string): Buffer | undefined {
    if (!this.isFile(path)) return undefined;
    try {
      const bytes = readRegularFile(this.abs(path));
      if (!bytes) this.refused.set(this.rel(path), 'not a regular file');
      return bytes;
    } catch (e) {
      this.refused.set(this.rel(path), `unreadable (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      return undefined;
    }
  }

  /** `path` as UTF-8 text, or undefined when it is not a file the rule lets be read. */
  text(path: string): string | undefined {
    return this.read(path)?.toString('utf8');
  }

  /** Every file under `folder` (the root by default) that may be read, with what the walk skipped remembered. */
  walk(folder = '.', options: WalkOptions = {}): { rel: string; abs: string }[] {
    const dir = this.abs(folder);
    if (!this.isFolder(dir)) return [];
    const walked = walkProject(dir, options);
    const prefix = this.rel(dir);
    const under = (rel: string): string => (prefix === '' || prefix === '.' ? rel : `${prefix}/${rel}`);
    for (const s of walked.skipped) this.refused.set(under(s.path), s.reason);
    return walked.files.flatMap((f) => {
      const rel = f.rel.toString('utf8');
      if (isUtf8(f.rel)) return [{ rel: under(rel), abs: join(dir, ...rel.split('/')) }];
      this.refused.set(under(rel), 'a name that is not UTF-8 (not read by name)');
      return [];
    });
  }
}
