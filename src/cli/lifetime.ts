// The CLI process's lifetime. SIGINT, SIGTERM, SIGHUP, or the death of the `playsmith` launcher that started this
// process (bin/playsmith.js holds the other end of a pipe, so even its kill -9 is seen here) end the command in order:
// the browser is closed, then the process exits, and its exit removes temp folders and kills build workers.
import { Socket } from 'node:net';
import { markStopping } from '../shared/index.ts';

/** Set by bin/playsmith.js to "<fd>:<its pid>"; read once and removed, so no grandchild mistakes it for its own. */
const PARENT_PIPE = 'PLAYSMITH_PARENT_PIPE';
const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
/** How long closing the browser may take before the process exits anyway. */
const CLOSE_GRACE_MS = 10_000;

let stopping = false;
let stopHandler: (() => void) | undefined;
/** What a stopped command closes before the process exits: the browsers its command launched. */
const closables = new Set<{ close(): Promise<void> }>();

/** A command hands each browser it owns here, so a signal closes it before the process exits. */
export function closeOnStop(closable: { close(): Promise<void> }): void {
  closables.add(closable);
}

/** A command that ends by itself when asked (serve) takes the request here; it then exits as usual. */
export function onStopRequest(handler: () => void): void {
  stopHandler = handler;
}

async function stop(code: number): Promise<void> {
  if (stopHandler) {
    const handler = stopHandler;
    stopHandler = undefined;
    handler();
    return;
  }
  if (stopping) process.exit(code); // asked twice: do not wait for the browser
  stopping = true;
  markStopping();
  const grace = new Promise<void>((done) => setTimeout(done, CLOSE_GRACE_MS).unref());
  await Promise.race([Promise.all([...closables].map((c) => c.close().catch(() => {}))), grace]);
  process.exit(code);
}

function watchParentPipe(): void {
  const spec = process.env[PARENT_PIPE];
  delete process.env[PARENT_PIPE];
  const [fd, parent] = (spec ?? '').split(':').map(Number);
  if (fd === undefined || !Number.isInteger(fd) || fd < 3 || parent !== process.ppid) return;
  const pipe = new Socket({ fd, readable: true, writable: false });
  let seen = false;
  const gone = (): void => {
    if (seen) return;
    seen = true;
    void stop(SIGNAL_CODES.SIGHUP);
  };
  pipe.once('end', gone);
  pipe.once('close', gone);
  pipe.once('error', gone);
  pipe.resume();
  pipe.unref();
}

/** Installs the handlers; main.ts calls it once before running a command. */
export function watchLifetime(): void {
  watchParentPipe();
  for (const [signal, code] of Object.entries(SIGNAL_CODES)) process.on(signal, () => void stop(code));
}
