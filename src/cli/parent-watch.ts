// A worker thread of the CLI process: the backstop for a main thread that cannot run JavaScript (stuck in a
// synchronous call). It polls the parent's pid; once the `playsmith` launcher that started this process is gone (even
// by kill -9), the main thread's own watch (lifetime.ts) ends the command in order within its grace; if the process is
// still here after that, this thread kills it, so no CLI is left orphaned.
import { workerData } from 'node:worker_threads';

const { parent, graceMs } = workerData as { parent: number; graceMs: number };
const POLL_MS = 250;

const poll = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(poll);
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), graceMs);
}, POLL_MS);
