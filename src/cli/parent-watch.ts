// A worker thread of the CLI process: the backstop for a main thread that cannot run JavaScript (stuck in a
// synchronous call). The main thread counts a heartbeat into shared memory; this thread polls the parent's pid. Once
// the `playsmith` launcher that started this process is gone (even by kill -9), the main thread's own watch
// (lifetime.ts) ends the command in order; if the main thread's heartbeat has stopped for 8 s, or the process is still
// here when that order's grace is over, this thread kills it, so no CLI is left orphaned.
import { workerData } from 'node:worker_threads';

const { parent, graceMs, heartbeat } = workerData as { parent: number; graceMs: number; heartbeat: Int32Array };
const POLL_MS = 250;
/** A main thread whose heartbeat has not moved for this long is stuck. */
const STUCK_MS = 8_000;

let gone: number | undefined;
let lastBeat = Atomics.load(heartbeat, 0);
let lastMoved = performance.now();
setInterval(() => {
  const now = performance.now();
  const beat = Atomics.load(heartbeat, 0);
  if (beat !== lastBeat) {
    lastBeat = beat;
    lastMoved = now;
  }
  if (gone === undefined && process.ppid !== parent) gone = now;
  if (gone !== undefined && (now - lastMoved > STUCK_MS || now - gone > graceMs)) process.kill(process.pid, 'SIGKILL');
}, POLL_MS);
