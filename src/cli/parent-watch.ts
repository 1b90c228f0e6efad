// A worker thread of the CLI process: the backstop for a main thread that cannot run JavaScript (stuck in a
// synchronous call). The main thread counts a heartbeat into shared memory; this thread polls the parent's pid. Once
// the `playsmith` launcher that started this process is gone (even by kill -9), the main thread's own watch
// (lifetime.ts) ends the command in order; if the main thread's heartbeat has stopped for 15 s, or the process is still
// here when that order's grace is over, this thread removes the process's temp folder (where every temp folder of it
// and its children is) and kills it, so no CLI is left orphaned and nothing it made is left behind.
import { rmSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

const { parent, graceMs, heartbeat, tempRoot } = workerData as {
  parent: number;
  graceMs: number;
  heartbeat: Int32Array;
  tempRoot: string;
};
const POLL_MS = 250;
/** A main thread whose heartbeat has not moved for this long is stuck. */
const STUCK_MS = 15_000;

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
  if (gone !== undefined && (now - lastMoved > STUCK_MS || now - gone > graceMs)) {
    rmSync(tempRoot, { recursive: true, force: true });
    process.kill(process.pid, 'SIGKILL');
  }
}, POLL_MS);
