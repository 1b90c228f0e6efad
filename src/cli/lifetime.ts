// The CLI process's lifetime. SIGINT, SIGTERM, SIGHUP, SIGQUIT, or the death of the `playsmith` launcher that started
// this process (bin/playsmith.js holds the other end of a pipe, so even its kill -9 is seen here) end the command in
// order: every output folder the command was writing is marked stopped (stopped.json, which the next run in that
// folder recognises), the stop is said in one line, the browser is closed, then the process exits, and its exit
// removes temp folders and kills build workers. A worker thread (parent-watch.ts) ends a process whose main thread is
// stuck and cannot do this itself.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { markStopping, useOwnTempRoot } from '../shared/index.ts';

/** Set by bin/playsmith.js to "<fd>:<its pid>"; read once and removed, so no grandchild mistakes it for its own. */
const PARENT_PIPE = 'PLAYSMITH_PARENT_PIPE';
/** Set by bin/playsmith.js to the temp folder it made for this process (and removes after it); read once, removed. */
const TEMP_ROOT = 'PLAYSMITH_TEMP_ROOT';
const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, SIGQUIT: 131 } as const;
/** How long closing the browser may take before the process exits anyway (a loaded machine takes its time). */
const CLOSE_GRACE_MS = 20_000;
/** How often the main thread shows the watch thread (parent-watch.ts) that it still runs. */
const HEARTBEAT_MS = 250;
/** The same signal again within this long is one request: a terminal's Ctrl-C reaches this process and the launcher,
 * which passes it on too. */
const SAME_SIGNAL_MS = 500;

/** The file a stopped command leaves in each output folder it was writing. */
export const STOPPED_FILE = 'stopped.json';
export const STOPPED_SCHEMA = 'playsmith.stopped/1';

let stopping = false;
/** The exit code of the stop asked for, once one was. */
let stopCode: number | undefined;
let stopHandler: (() => void) | undefined;
/** What a stopped command closes before the process exits: the browsers its command launched. */
const closables = new Set<{ close(): Promise<void> }>();
/**
 * Output folders a command is writing now, with the command's name and whether the folder was there before: each is
 * marked when the command is stopped, and one the command made is removed again when it failed with it empty.
 */
const writing = new Map<string, { command: string; target: string | undefined; made: boolean }>();

/** A command hands each browser it owns here, so a signal closes it before the process exits. */
export function closeOnStop(closable: { close(): Promise<void> }): void {
  closables.add(closable);
}

/** The exit code of a stop that was asked for (then the command's own error is no news), else undefined. */
export function stoppedWith(): number | undefined {
  return stopCode;
}

/** A command that ends by itself when asked (serve) takes the request here; it then exits as usual. */
export function onStopRequest(handler: () => void): void {
  stopHandler = handler;
}

/**
 * A command says here that it writes into `outDir` from now on: a stop marks the folder with stopped.json, which
 * `finished` removes once the command has written its whole result there (a stop marker from an earlier run too).
 */
export function writingInto(outDir: string, command: string, target?: string): { finished(): void } {
  writing.set(outDir, { command, target, made: !existsSync(outDir) });
  return {
    finished: () => {
      writing.delete(outDir);
      rmSync(join(outDir, STOPPED_FILE), { force: true });
    },
  };
}

/** After a command failed: the output folders it made and left empty are removed (a failure leaves no empty folder). */
export function dropEmptyFolders(): void {
  for (const [outDir, { made }] of writing) {
    try {
      if (made && readdirSync(outDir).length === 0) rmdirSync(outDir);
    } catch {
      // not there, or not empty after all
    }
  }
}

function markStopped(reason: string): void {
  for (const [outDir, { command, target }] of writing) {
    try {
      mkdirSync(outDir, { recursive: true });
      // The target tells a later run whose result was being written (result-folder.ts never reuses another's).
      const marker = { schema: STOPPED_SCHEMA, command, ...(target === undefined ? {} : { target }), reason };
      writeFileSync(join(outDir, STOPPED_FILE), `${JSON.stringify(marker, null, 2)}\n`);
    } catch {
      // a folder that cannot be written cannot be marked either; the line on stderr still says what happened
    }
  }
}

function sayStopped(reason: string): void {
  const folders = [...writing.keys()];
  const where = folders.length
    ? `; ${folders.join(', ')} ${folders.length === 1 ? 'holds' : 'hold'} what was done so far, ` +
      `marked ${STOPPED_FILE} (the same command run there again redoes it)`
    : '';
  process.stderr.write(`playsmith: stopped by ${reason} before it finished; no result was written${where}\n`);
}

async function stop(code: number, reason: string): Promise<void> {
  if (stopHandler) {
    const handler = stopHandler;
    stopHandler = undefined;
    handler();
    return;
  }
  if (stopping) process.exit(code); // asked twice: do not wait for the browser
  stopping = true;
  stopCode = code;
  markStopping();
  markStopped(reason);
  sayStopped(reason);
  const grace = new Promise<void>((done) => setTimeout(done, CLOSE_GRACE_MS).unref());
  await Promise.race([Promise.all([...closables].map((c) => c.close().catch(() => {}))), grace]);
  process.exit(code);
}

function watchParent(tempRoot: string): void {
  const spec = process.env[PARENT_PIPE];
  delete process.env[PARENT_PIPE];
  const [fd, parent] = (spec ?? '').split(':').map(Number);
  if (fd === undefined || !Number.isInteger(fd) || fd < 3 || parent !== process.ppid) return;
  const pipe = new Socket({ fd, readable: true, writable: false });
  let seen = false;
  const gone = (): void => {
    if (seen) return;
    seen = true;
    void stop(SIGNAL_CODES.SIGHUP, 'the end of the playsmith command that started it');
  };
  pipe.once('end', gone);
  pipe.once('close', gone);
  pipe.once('error', gone);
  pipe.resume();
  pipe.unref();
  // The backstop: it kills this process when the launcher is gone and the orderly stop above cannot run or end.
  const heartbeat = new Int32Array(new SharedArrayBuffer(4));
  setInterval(() => Atomics.add(heartbeat, 0, 1), HEARTBEAT_MS).unref();
  const watch = new Worker(new URL('./parent-watch.ts', import.meta.url), {
    workerData: { parent, graceMs: CLOSE_GRACE_MS + 5_000, heartbeat, tempRoot },
  });
  watch.unref();
}

/** Installs the handlers and the process's own temp folder; main.ts calls it once before running a command. */
export function watchLifetime(): void {
  const given = process.env[TEMP_ROOT];
  delete process.env[TEMP_ROOT];
  watchParent(useOwnTempRoot('playsmith-cli-', given));
  let last: { signal: string; at: number } | undefined;
  for (const [signal, code] of Object.entries(SIGNAL_CODES))
    process.on(signal, () => {
      const now = performance.now();
      if (last?.signal === signal && now - last.at < SAME_SIGNAL_MS) return;
      last = { signal, at: now };
      void stop(code, signal);
    });
}
