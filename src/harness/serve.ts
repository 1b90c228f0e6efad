// Node side: serve a game folder on loopback, on a free port, and resolve what a target means.
import { existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { HarnessError } from './errors.ts';
import { scanProject, type SkippedEntry } from '../shared/index.ts';
import { servedBase, staticFileHandler } from './static-files.ts';

export interface ServedGame {
  /** The URL the page opens. */
  url: string;
  /** The URL prefix the game is served under: "/" unless its index.html names its files under one (Vite's base). */
  base: string;
  /** Origins the page may talk to; every other request is blocked and recorded. */
  allowedOrigins: string[];
  /** The folder served, when the target is a folder. */
  folder: string | undefined;
  /** sha256 over the served files (path and bytes, in path order); undefined for URL targets. */
  contentHash: string | undefined;
  /** What the folder holds that is neither served nor hashed (links out, FIFOs, ...). */
  skipped: SkippedEntry[];
  /** Files served and hashed under names that are not UTF-8 (shown with U+FFFD). */
  oddNames: string[];
  close(): Promise<void>;
}

export function isUrlTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

/**
 * The one rule every command applies to a URL it is given: a game on this machine (loopback) is opened as it is; one
 * elsewhere only with the caller's opt-in (--allow-remote). Returns why `target` is refused, or undefined.
 */
export function remoteRefusal(target: string, allowRemote: boolean | undefined): string | undefined {
  if (allowRemote || !isUrlTarget(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return `${target} is not a URL that can be opened`;
  }
  return isLoopbackUrl(url)
    ? undefined
    : `${target} is not on this machine; pass --allow-remote to open a game elsewhere (its server then sees the run)`;
}

/**
 * Which folder of a game to serve: the folder itself when it has an index.html, else its built
 * dist/ when that has one. Anything else is a typed error naming what is missing.
 */
export function resolveGameFolder(target: string): string {
  const folder = resolve(target);
  if (!existsSync(folder))
    throw new HarnessError('no-index-html', `${folder} does not exist; give a game folder (with index.html) or a URL`);
  if (!statSync(folder).isDirectory())
    throw new HarnessError(
      'no-index-html',
      `${folder} is a file, not a folder; give the folder that holds the game's index.html`,
    );
  const hasPackage = existsSync(join(folder, 'package.json'));
  if (hasPackage && existsSync(join(folder, 'dist', 'index.html'))) return join(folder, 'dist');
  if (existsSync(join(folder, 'index.html'))) return folder;
  if (existsSync(join(folder, 'dist', 'index.html'))) return join(folder, 'dist');
  throw new HarnessError(
    'no-index-html',
    `${folder} has no index.html (nor dist/index.html)` +
      (hasPackage ? '; it looks like a source project: build it first (npm run build)' : ''),
  );
}

/** sha256 over every regular file's relative path and bytes, in a stable order (see shared/project-files.ts). */
export function folderContentHash(folder: string): string {
  return scanProject(folder).contentHash;
}

/** Serves a folder (or passes a URL through). `port` 0 (the default) takes any free loopback port. */
export async function serveGame(target: string, options: { port?: number } = {}): Promise<ServedGame> {
  if (isUrlTarget(target)) {
    const url = new URL(target);
    return {
      url: url.href,
      base: url.pathname,
      allowedOrigins: [url.origin],
      folder: undefined,
      contentHash: undefined,
      skipped: [],
      oddNames: [],
      close: async () => {},
    };
  }
  const folder = resolveGameFolder(target);
  const { contentHash, skipped, oddNames } = scanProject(folder);
  const base = servedBase(folder);
  const server: Server = createServer(staticFileHandler(folder, base));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new HarnessError('bad-input', 'the loopback server did not get a port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    url: `${origin}${base}`,
    base,
    allowedOrigins: [origin],
    folder,
    contentHash,
    skipped,
    oddNames,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
