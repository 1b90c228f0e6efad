// The living debug protocol: entries that recognise a failure by its signature (stage, code, message pattern, file
// glob) and say its root cause and fix. It starts from the seeded entries, is kept in one JSON file under the results
// folder, and grows only by fixes that were verified: a failure's entry is added after the check passed with the
// model's patch in. Updates re-read the file and replace it atomically, so concurrent makes lose no entry.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, matchesGlob } from 'node:path';
import { PlaysmithError } from '../../shared/index.ts';
import {
  DebugEntrySchema,
  DebugProtocolSchema,
  PROTOCOL_SCHEMA,
  type DebugEntry,
  type DebugProtocol,
  type DebugSignature,
} from './entry.ts';
import type { Failure } from './failures.ts';
import { seedEntries } from './seeds.ts';

export const PROTOCOL_FILE = 'debug-protocol.json';

/** A protocol file (--protocol) that cannot be read or used; it is left as it is. */
export class DebugProtocolError extends PlaysmithError {
  override name = 'DebugProtocolError';
  constructor(message: string) {
    super(message, { code: 'bad-protocol', kind: 'usage' });
  }
}

/**
 * The protocol in `file`, with any seed it lacks added; the seeds alone when the file does not exist yet. A file that
 * is not a protocol is an error naming it — never silently replaced.
 */
export function loadProtocol(file: string): DebugProtocol {
  if (!existsSync(file)) return { schema: PROTOCOL_SCHEMA, entries: seedEntries() };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new DebugProtocolError(
      `${file} is not valid JSON (${(e as Error).message}); fix it or give another file with --protocol (it ` +
        'was left as it is)',
    );
  }
  const parsed = DebugProtocolSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DebugProtocolError(
      `${file} is not a Playsmith debug protocol: ${issue.path.join('.') || '(top)'}: ${issue.message}; fix ` +
        'it or give another file with --protocol (it was left as it is)',
    );
  }
  const ids = new Set<string>();
  for (const entry of parsed.data.entries) {
    if (ids.has(entry.id))
      throw new DebugProtocolError(
        `${file} has two entries with the id "${entry.id}"; ids must be unique (the file was left as it is)`,
      );
    ids.add(entry.id);
  }
  return { schema: PROTOCOL_SCHEMA, entries: [...parsed.data.entries, ...seedEntries().filter((s) => !ids.has(s.id))] };
}

function codeMatches(signatureCode: string, code: string): boolean {
  return signatureCode === '*' || signatureCode.split('|').includes(code);
}

export function signatureMatches(signature: DebugSignature, failure: Failure): boolean {
  if (signature.stage !== '*' && signature.stage !== failure.stage) return false;
  if (!codeMatches(signature.code, failure.code)) return false;
  if (!new RegExp(signature.messagePattern, 'i').test(failure.message)) return false;
  if (failure.file === undefined) return signature.fileGlob === '**';
  return matchesGlob(failure.file, signature.fileGlob);
}

/** How narrowly a signature picks its failures; the narrower, the more its fix is worth. */
function specificity(s: DebugSignature): number {
  return (
    (s.stage === '*' ? 0 : 1) +
    (s.code === '*' ? 0 : s.code.includes('|') ? 1 : 2) +
    (s.fileGlob === '**' ? 0 : 2) +
    (s.messagePattern === '.*' ? 0 : 1) +
    Math.min(s.messagePattern.length, 400) / 1000
  );
}

/**
 * Entries matching `failure`, best first: verified learned entries, then the narrower signature, then the more often
 * seen.
 */
export function matchFailure(protocol: DebugProtocol, failure: Failure): DebugEntry[] {
  const rank = (e: DebugEntry): number =>
    (e.origin === 'learned' && e.verified ? 100 : 0) + specificity(e.signature) * 10;
  return protocol.entries
    .filter((e) => signatureMatches(e.signature, failure))
    .sort((a, b) => rank(b) - rank(a) || b.occurrences - a.occurrences || (a.id < b.id ? -1 : 1));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The signature a verified fix is stored under: this stage, code and file, and this message with its numbers free. */
export function signatureOf(failure: Failure): DebugSignature {
  const message = escapeRegExp(failure.message.trim().slice(0, 300)).replace(/\d+/g, '\\d+');
  return { stage: failure.stage, code: failure.code, messagePattern: `^${message}`, fileGlob: failure.file ?? '**' };
}

export function learnedEntryId(signature: DebugSignature): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([signature.stage, signature.code, signature.messagePattern, signature.fileGlob]))
    .digest('hex')
    .slice(0, 10);
  return `learned-${
    signature.code
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'failure'
  }-${digest}`;
}

/** What one make run tells the protocol. */
export interface ProtocolUpdate {
  /** Entry ids that matched a failure, once per failure. */
  matched: string[];
  /** Entry ids whose guidance was followed by a fix the check then passed. */
  verified: string[];
  /** New entries (learned, verified) for fixed failures no learned entry described yet. */
  added: DebugEntry[];
}

/**
 * Applies `update` to the protocol in `file` (re-read now, so another run's changes are kept) and writes it back
 * atomically. Returns the ids of the entries actually added (an entry whose id is already there is counted, not
 * added twice).
 */
export function updateProtocol(file: string, update: ProtocolUpdate): { added: string[]; protocol: DebugProtocol } {
  return withLock(file, () => applyUpdate(file, update));
}

const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 60_000;

/** Runs `fn` holding `<file>.lock` (created exclusively), so two runs updating one protocol take turns. */
function withLock<T>(file: string, fn: () => T): T {
  mkdirSync(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const waitUntil = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A lock left by a run that died is taken over once it is clearly older than any update.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      else if (Date.now() > waitUntil)
        throw new DebugProtocolError(
          `${lock} has been held for ${LOCK_WAIT_MS / 1000} s by another run; wait for it to finish, or ` +
            `remove the lock if no run is using ${file}`,
        );
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

function applyUpdate(file: string, update: ProtocolUpdate): { added: string[]; protocol: DebugProtocol } {
  const protocol = loadProtocol(file);
  const byId = new Map(protocol.entries.map((e) => [e.id, e]));
  for (const id of update.matched) {
    const entry = byId.get(id);
    if (entry) entry.occurrences += 1;
  }
  for (const id of update.verified) {
    const entry = byId.get(id);
    if (entry) entry.verified = true;
  }
  const added: string[] = [];
  for (const entry of update.added) {
    const existing = byId.get(entry.id);
    if (existing) {
      existing.occurrences += entry.occurrences;
      existing.verified ||= entry.verified;
      continue;
    }
    const copy = DebugEntrySchema.parse(entry);
    protocol.entries.push(copy);
    byId.set(copy.id, copy);
    added.push(copy.id);
  }
  writeProtocol(file, protocol);
  return { added, protocol };
}

export function writeProtocol(file: string, protocol: DebugProtocol): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(DebugProtocolSchema.parse(protocol), null, 2)}\n`);
  renameSync(temp, file);
}

/** The proactive entries as a self-review checklist for the model, and an entry as guidance for one failure. */
export function checklist(protocol: DebugProtocol): string[] {
  return protocol.entries
    .filter((e) => e.kind === 'proactive' || (e.origin === 'learned' && e.verified))
    .map((e) => `- ${e.rootCause} Fix: ${e.fix}`);
}

export function guidance(entry: DebugEntry): string {
  const seen = entry.occurrences ? `, seen ${entry.occurrences} time${entry.occurrences === 1 ? '' : 's'}` : '';
  return (
    `protocol entry ${entry.id} (${entry.origin}${entry.verified ? ', verified fix' : ''}${seen}): cause: ` +
    `${entry.rootCause} Fix: ${entry.fix}`
  );
}
