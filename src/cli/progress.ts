// Renders progress events: one redrawn line on a terminal, plain lines (at most one per task per
// second of wall time, plus the first and the last) when stdout is not a TTY.
import type { OnProgress, ProgressEvent } from '../shared/index.ts';

export interface ProgressDisplay {
  onProgress: OnProgress;
  done(): void;
}

function describe(e: ProgressEvent): string {
  const fraction = e.done !== undefined && e.total ? ` ${Math.round((100 * e.done) / e.total)}%` : '';
  return `${e.task}${fraction}${e.detail ? ` — ${e.detail}` : ''}`;
}

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
  const lastAt = new Map<string, number>();
  return {
    onProgress(e) {
      const now = performance.now();
      const finished = e.done !== undefined && e.total !== undefined && e.done >= e.total;
      const last = lastAt.get(e.task);
      if (last === undefined || finished || now - last >= 1000) {
        stream.write(`${describe(e)}\n`);
        lastAt.set(e.task, now);
      }
    },
    done() {},
  };
}
