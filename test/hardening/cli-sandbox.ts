// Test support for the hardening tests: runs `node bin/playsmith.js …` as a person would, inside a sandbox the test
// can inspect afterwards. The command gets its own TMPDIR and results folder, and a marker in its environment that
// every process it starts inherits (Chromium and its renderers, build workers), so a test can assert that no process
// and no temp folder outlives the command.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../bin/playsmith.js', import.meta.url));
const HOSTILE = fileURLToPath(new URL('../fixtures/hostile/', import.meta.url));
const MARKER_VARIABLE = 'HARDENING_TEST_MARKER';

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  wallMs: number;
}

/** Processes (other than this one) whose environment carries `marker`, as "pid: command line". */
export function markedProcesses(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`${MARKER_VARIABLE}=${marker}\0`)) continue;
      found.push(`${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').slice(0, 160)}`);
    } catch {
      // gone while we looked
    }
  }
  return found;
}

/** Every regular file under `dirs` (links are not followed) whose bytes hold `needle`, as paths. */
export function filesHolding(needle: string, ...dirs: string[]): string[] {
  const found: string[] = [];
  const visit = (path: string): void => {
    const stat = lstatSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (stat.isFile() && readFileSync(path).includes(needle)) found.push(path);
  };
  for (const dir of dirs) if (existsSync(dir)) visit(dir);
  return found;
}

export class CliSandbox {
  readonly root = mkdtempSync(join(tmpdir(), 'playsmith-hardening-'));
  /** The command's TMPDIR: empty before, and it must be empty after. */
  readonly tmp = join(this.root, 'tmp');
  readonly results = join(this.root, 'results');
  readonly marker = randomUUID();

  constructor() {
    mkdirSync(this.tmp);
  }

  /** The command's environment: no PLAYSMITH_* from the caller, its own TMPDIR and results folder, the marker. */
  env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
    return {
      ...clean,
      TMPDIR: this.tmp,
      PLAYSMITH_RESULTS_DIR: this.results,
      [MARKER_VARIABLE]: this.marker,
      ...extra,
    };
  }

  /** Starts `playsmith <args>`; the event loop stays free, so the test's own listeners keep listening. */
  spawn(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): ChildProcess {
    return spawn(process.execPath, [CLI, ...args], {
      env: this.env(options.env),
      cwd: options.cwd ?? this.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** Runs `playsmith <args>` to its end (killed with its whole tree at `timeoutMs`). */
  async run(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}) {
    const started = performance.now();
    const child = this.spawn(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => this.killAll(), options.timeoutMs ?? 240_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on('close', (c, s) => done([c, s])),
    );
    clearTimeout(timer);
    return { code, signal, stdout, stderr, wallMs: performance.now() - started } satisfies CliResult;
  }

  /** Kills every process this sandbox's commands started (each by its pid). */
  killAll(): void {
    for (const line of markedProcesses(this.marker)) {
      try {
        process.kill(Number(line.split(':')[0]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Asserts that no process the command started is left and its TMPDIR is empty, waiting up to `waitMs` for both. */
  async assertNothingLeft(waitMs = 20_000): Promise<void> {
    const until = performance.now() + waitMs;
    let processes = markedProcesses(this.marker);
    let temp = readdirSync(this.tmp);
    while ((processes.length || temp.length) && performance.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      processes = markedProcesses(this.marker);
      temp = readdirSync(this.tmp);
    }
    assert.deepEqual(processes, [], 'processes the command started are still running');
    assert.deepEqual(temp, [], 'temp folders the command made are still there');
  }

  /** A copy of hostile fixture `name` with the moving square and `window.HOSTILE = ports`, ready to run. */
  hostileGame(name: string, ports: Record<string, number> = {}): string {
    const folder = join(this.root, 'games', name);
    cpSync(join(HOSTILE, name), folder, { recursive: true });
    cpSync(join(HOSTILE, 'plain', 'game.js'), join(folder, 'game.js'));
    writeFileSync(join(folder, 'ports.js'), `window.HOSTILE = ${JSON.stringify(ports)};\n`);
    return folder;
  }

  /** Kills what is left (so a failing test leaves nothing running) and removes the sandbox. */
  dispose(): void {
    this.killAll();
    rmSync(this.root, { recursive: true, force: true });
  }
}
