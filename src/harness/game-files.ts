// Node side: which files of a game folder exist for Playsmith. Only regular files whose real path lies inside the
// folder are served, hashed or read; links that lead out, link loops, dangling links, FIFOs, sockets and devices are
// skipped and named, never followed or opened for a blocking read. Names are read as bytes, so a name that is not
// UTF-8 is hashed as it is instead of failing.
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { sep } from 'node:path';

/** Something in a game folder that Playsmith left alone, and why. */
export interface SkippedEntry {
  /** Relative to the folder, '/'-separated (bytes that are not UTF-8 shown as U+FFFD). */
  path: string;
  reason: string;
}

export interface GameFile {
  /** Relative path as bytes, '/'-separated. */
  rel: Buffer;
  /** Absolute path as bytes (the name on disk, not its real path). */
  abs: Buffer;
}

/** Folders that are never part of a game's content. */
const NEVER_WALKED = new Set(['node_modules', '.git']);

/** The real path of `folder`, for containment checks. */
export function realFolder(folder: string): string {
  return realpathSync(folder);
}

function inside(realRoot: string, real: string): boolean {
  return real === realRoot || real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
}

/** Why a path cannot be read as a regular file inside `realRoot`, or undefined when it can. */
export function unservableReason(realRoot: string, path: string | Buffer): string | undefined {
  let real: string;
  try {
    real = realpathSync(path, { encoding: 'utf8' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return 'a symbolic link loop';
    if (code === 'ENOENT') return 'a dangling symbolic link';
    return `unreadable (${code ?? 'error'})`;
  }
  if (!inside(realRoot, real)) return 'a link that leads out of the game folder';
  const kind = kindOf(statSync(real));
  return kind === 'file' ? undefined : kind === 'folder' ? 'a link to a folder (not followed)' : kind;
}

function kindOf(s: { isFile(): boolean; isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (s.isFile()) return 'file';
  if (s.isDirectory()) return 'folder';
  if (s.isFIFO()) return 'a FIFO (named pipe)';
  if (s.isSocket()) return 'a socket';
  return 'a device';
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

/** Every regular file of `folder` in a stable order, and what was skipped (node_modules and .git are never walked). */
export function walkGameFolder(folder: string): { files: GameFile[]; skipped: SkippedEntry[] } {
  const realRoot = realFolder(folder);
  const files: GameFile[] = [];
  const skipped: SkippedEntry[] = [];
  const walk = (dir: Buffer, rel: Buffer | undefined): void => {
    let entries: Dirent<Buffer>[];
    try {
      entries = sortedEntries(dir);
    } catch (e) {
      skipped.push({ path: rel ? display(rel) : '.', reason: `unreadable (${(e as NodeJS.ErrnoException).code})` });
      return;
    }
    for (const entry of entries) {
      if (NEVER_WALKED.has(entry.name.toString('utf8'))) continue;
      const abs = Buffer.concat([dir, Buffer.from('/'), entry.name]);
      const relPath = rel ? Buffer.concat([rel, Buffer.from('/'), entry.name]) : entry.name;
      if (entry.isDirectory()) walk(abs, relPath);
      else if (entry.isFile()) files.push({ rel: relPath, abs });
      else {
        const reason = entry.isSymbolicLink() ? unservableReason(realRoot, abs) : kindOf(entry);
        if (reason === undefined) files.push({ rel: relPath, abs });
        else skipped.push({ path: display(relPath), reason });
      }
    }
  };
  walk(Buffer.from(folder), undefined);
  return { files, skipped };
}

/** sha256 over every file's relative path and bytes in a stable order, and what was skipped. */
export function scanGameFolder(folder: string): { contentHash: string; skipped: SkippedEntry[] } {
  const { files, skipped } = walkGameFolder(folder);
  const h = createHash('sha256');
  for (const file of files) {
    let bytes: Buffer | undefined;
    try {
      bytes = readRegularFile(file.abs);
    } catch (e) {
      skipped.push({ path: display(file.rel), reason: `unreadable (${(e as NodeJS.ErrnoException).code})` });
      continue;
    }
    if (!bytes) {
      skipped.push({ path: display(file.rel), reason: 'not a regular file' });
      continue;
    }
    h.update(file.rel);
    h.update('\0');
    h.update(bytes);
    h.update('\0');
  }
  return { contentHash: h.digest('hex'), skipped };
}

/** One short note naming what a run left out of a game folder, or undefined when nothing was. */
export function skippedNote(skipped: readonly SkippedEntry[]): string | undefined {
  if (skipped.length === 0) return undefined;
  const shown = skipped.slice(0, 5).map((s) => `${s.path.slice(0, 80)} (${s.reason})`);
  const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
  return `not served or hashed, as only regular files inside the game folder are: ${shown.join(', ')}${more}`;
}
