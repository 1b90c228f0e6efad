// Running a Godot binary: one process with a wall-clock limit (killed when it runs over), its output kept, and the
// errors Godot prints on stderr read back as `res://file:line: message` where Godot names a place.
import { spawn } from 'node:child_process';

export interface ProcessRun {
  command: string[];
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** Most output kept per stream: an engine stuck printing must not fill the memory. */
const MAX_OUTPUT = 1 << 20;

/** Runs `command` (binary first) with a time limit; never throws for a failing or slow process. */
export function runProcess(command: string[], options: { timeoutMs: number; cwd?: string }): Promise<ProcessRun> {
  const [file, ...args] = command;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(file ?? '', args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const keep = (text: string, chunk: Buffer) => (text.length < MAX_OUTPUT ? text + chunk.toString('utf8') : text);
    child.stdout.on('data', (c: Buffer) => {
      stdout = keep(stdout, c);
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr = keep(stderr, c);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group: Godot may have started helpers of its own.
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // It ended between the timer firing and the kill.
      }
    }, options.timeoutMs);
    const finish = (exitCode: number | null, signal: string | null, extra = '') => {
      clearTimeout(timer);
      resolve({
        command,
        exitCode,
        signal,
        timedOut,
        stdout,
        stderr: stderr + extra,
        durationMs: Date.now() - started,
      });
    };
    child.on('error', (e) => finish(null, null, `cannot start ${file}: ${e.message}\n`));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

/**
 * Godot's error lines (`SCRIPT ERROR:`, `ERROR:`, `USER ERROR:`), each with the `res://file:line` of the `at:` line
 * after it when that names a project file.
 */
export function parseGodotErrors(stderr: string): string[] {
  const lines = stderr.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const m = /^\s*(?:USER |SCRIPT )*ERROR:\s*(.*)$/.exec(line);
    if (!m) return;
    const at = /\((res:\/\/[^:)]+):(\d+)\)/.exec(lines[i + 1] ?? '');
    out.push(at ? `${at[1]}:${at[2]}: ${m[1]}` : (m[1] ?? ''));
  });
  return out;
}
