// Node side: the loopback server's file handler. It serves only regular files whose real path lies inside the game
// folder (a link to /etc/passwd or a linked folder elsewhere is a 404), never dotfiles, and never opens a FIFO or
// device for a blocking read.
import { closeSync, constants, createReadStream, fstatSync, openSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { readRegularFile, realFolder, unservableReason } from '../shared/index.ts';

/** Content types for what web games load; anything else goes without one and the browser sniffs it. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html;charset=utf-8',
  '.htm': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.xml': 'text/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.mid': 'audio/midi',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The folder-relative segments a URL path names, or undefined for one that cannot name a servable file. */
function segmentsOf(url: string | undefined): string[] | undefined {
  let pathname: string;
  try {
    pathname = new URL(url ?? '/', 'http://game.invalid').pathname;
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.startsWith('.') || segment.includes('/') || segment.includes('\\') || segment.includes('\0'))
      return undefined;
    segments.push(segment);
  }
  return segments;
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.end('not found');
}

/**
 * The URL prefix a built game expects to be served under ("/" for most): a build made with a non-root base (Vite's
 * `base: '/Name/'`) names its files `/Name/assets/…` in index.html, where the folder holds `assets/…`. It is read
 * from index.html's root-relative src and href attributes, and only when every one of them agrees.
 */
export function servedBase(folder: string): string {
  let html: string;
  let realRoot: string;
  try {
    realRoot = realFolder(folder);
    const entry = join(folder, 'index.html');
    if (unservableReason(realRoot, entry) !== undefined) return '/';
    html = readRegularFile(entry)?.toString('utf8') ?? '';
  } catch {
    return '/';
  }
  const servable = (segments: string[]): boolean => unservableReason(realRoot, join(folder, ...segments)) === undefined;
  const prefixes = new Set<string>();
  for (const m of html.matchAll(/\b(?:src|href)\s*=\s*["'](\/[^/"'][^"']*)["']/gi)) {
    const segments = segmentsOf(m[1]);
    if (!segments?.length) continue;
    if (servable(segments)) prefixes.add('/');
    else if (segments.length > 1 && servable(segments.slice(1))) prefixes.add(`/${segments[0]}/`);
  }
  return prefixes.size === 1 ? [...prefixes][0]! : '/';
}

/**
 * A request handler serving `folder`: `/` and folders mean their index.html, `/page` may mean page.html. With a
 * `base` other than "/", URLs under it are served from the folder too (and the folder's own URLs still work).
 */
export function staticFileHandler(folder: string, base = '/'): (req: IncomingMessage, res: ServerResponse) => void {
  const realRoot = realFolder(folder);
  const prefix = segmentsOf(base) ?? [];
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end('only GET and HEAD');
      return;
    }
    let segments = segmentsOf(req.url);
    if (!segments) {
      notFound(res);
      return;
    }
    if (prefix.length && prefix.every((p, i) => segments![i] === p)) segments = segments.slice(prefix.length);
    const base = join(folder, ...segments);
    const candidates = segments.length ? [base, `${base}.html`, join(base, 'index.html')] : [join(base, 'index.html')];
    const file = candidates.find((path) => unservableReason(realRoot, path) === undefined);
    if (file) send(req, res, file);
    else notFound(res);
  };
}

function send(req: IncomingMessage, res: ServerResponse, file: string): void {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    notFound(res);
    return;
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    notFound(res);
    return;
  }
  const headers: Record<string, string | number> = { 'Last-Modified': stats.mtime.toUTCString() };
  const type = CONTENT_TYPES[extname(file).toLowerCase()];
  if (type) headers['Content-Type'] = type;
  let start = 0;
  let end = stats.size - 1;
  let status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, stats.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), stats.size - 1) : stats.size - 1;
    if (start >= stats.size || start > end) {
      closeSync(fd);
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
      res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${stats.size}`;
    headers['Accept-Ranges'] = 'bytes';
  }
  headers['Content-Length'] = Math.max(0, end - start + 1);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || stats.size === 0) {
    closeSync(fd);
    res.end();
    return;
  }
  const stream = createReadStream('', { fd, start, end, autoClose: true });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
