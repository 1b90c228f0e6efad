// Temp folders and child processes that must not outlive this process, however it ends: each is registered when it
// is made and removed (or killed) by one 'exit' handler, which a signal that exits the process reaches too (the CLI
// turns SIGINT, SIGTERM, SIGHUP and a vanished parent into an orderly exit).
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

import { PlaysmithError } from './errors.ts';

const tempDirs = new Set<string>();
let stopping = false;
const children = new Set<ChildProcess>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', removeEverythingNow);
}

/** Kills registered children and removes registered temp folders; runs by itself on exit. */
export function removeEverythingNow(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
}

let tempRoot: string | undefined;

/**
 * Makes one folder the temp folder of this process and of every process it starts (TMPDIR), removed on exit after
 * everything else: what this process's tools and children leave there (Chromium's profile, an installer's scratch
 * files) goes with it. `given` is one the launcher made for it (and removes too); else a new one under the system
 * temp folder. The CLI calls it once, at its start.
 */
export function useOwnTempRoot(prefix: string, given?: string): string {
  install();
  tempRoot ??= given && isAbsolute(given) && existsSync(given) ? given : mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = tempRoot;
  return tempRoot;
}

/** A fresh folder under the system temp folder (TMPDIR), removed when this process exits if not before. */
export function makeTempDir(prefix: string): string {
  install();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Removes a folder made by makeTempDir now. */
export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Kills `child` when this process exits before it does. */
export function killOnExit(child: ChildProcess): void {
  install();
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Called once when a stop is asked for (a signal, the launcher gone), before the command's browsers are closed. */
export function markStopping(): void {
  stopping = true;
}

/**
 * Throws when a stop was asked for. Call it just before writing a result file: a stopped command runs on for a
 * moment while its browser closes, and the session errors that closing causes must not become a written verdict.
 */
export function throwIfStopping(): void {
  if (stopping)
    throw new PlaysmithError('the command was stopped before it finished; no result was written', {
      code: 'stopped',
      kind: 'infrastructure',
    });
}
