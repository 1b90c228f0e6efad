// Renders progress events: one redrawn line on a terminal; when stderr is not a TTY (a log, CI), plain lines: a task's
// first and last, one each time it passes a quarter (25 %, 50 %, 75 %), and at most one a minute between those, so a
// 60 s level is a few lines, not one a second.
import type { OnProgress, ProgressEvent } from '../shared/index.ts';

export interface ProgressDisplay {
  onProgress: OnProgress;
  done(): void;
}

function describe(e: ProgressEvent): string {
  const fraction = e.done !== undefined && e.total ? ` ${Math.round((100 * e.done) / e.total)}%` : '';
  return `${e.task}${fraction}${e.detail ? ` — ${e.detail}` : ''}`;
}

/** Longest a long task goes without a line in a log, between its quarters. */
const HEARTBEAT_MS = 60_000;

export function progressDisplay(stream: NodeJS.WriteStream = process.stderr, quiet = false): ProgressDisplay {
  if (quiet) return { onProgress: () => {}, done: () => {} };
  if (stream.isTTY) {
    let shown = false;
    return {
      onProgress(e) {
        const width = Math.max(20, (stream.columns || 80) - 1);
        stream.write(`\r\x1b[2K${describe(e).slice(0, width)}`);
        shown = true;
      },
      done() {
        if (shown) stream.write('\r\x1b[2K');
      },
    };
  }
  // Per task, since tasks can run side by side (check's L3a and L3b).
  const last = new Map<string, { at: number; quarter: number; line: string }>();
  return {
    onProgress(e) {
      const now = performance.now();
      const line = describe(e);
      const measured = e.done !== undefined && e.total !== undefined && e.total > 0;
      const quarter = e.done !== undefined && e.total ? Math.min(4, Math.floor((4 * e.done) / e.total)) : 0;
      const before = last.get(e.task);
      // A quarter that goes down is the same task begun again (the next game's L3a).
      const due =
        before === undefined ||
        (measured ? quarter !== before.quarter || now - before.at >= HEARTBEAT_MS : line !== before.line);
      if (!due) return;
      stream.write(`${line}\n`);
      last.set(e.task, { at: now, quarter, line });
    },
    done() {},
  };
}
