// L2: type-check and bundle a source game project with the toolkit's own TypeScript, Vite and Phaser.
// The work runs in a child process (build-worker.ts) so that a build that hangs is killed at a wall-clock limit
// and a crashing compiler cannot take the caller down. The game's own vite.config.ts is never loaded: it is
// game code, and game code only runs inside the browser.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BuildResultSchema,
  killOnExit,
  makeTempDir,
  removeTempDir,
  type BuildDiagnostic,
  type BuildResult,
} from '../shared/index.ts';

export interface BuildOptions {
  /** Where the bundle goes; a fresh temp folder when absent. Emptied first. */
  outDir?: string;
  /** Wall-clock limit for type-check and bundle together. Default 180 s. */
  timeoutMs?: number;
}

const WORKER = fileURLToPath(new URL('./build-worker.ts', import.meta.url));

/** The request the worker reads from its argv. */
export interface BuildRequest {
  projectDir: string;
  outDir: string;
  /** Vite's cache: made and removed here, so a worker killed at the limit leaves nothing behind. */
  cacheDir: string;
}

/**
 * Type-checks and bundles the project at `projectDir`. Never throws for problems of the project: they are
 * diagnostics (stage project/typecheck/bundle/timeout) with file:line where one exists.
 */
export async function buildGame(projectDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? makeTempDir('playsmith-build-'));
  const cacheDir = makeTempDir('playsmith-vite-cache-');
  const request: BuildRequest = { projectDir: resolve(projectDir), outDir, cacheDir };
  const timeoutMs = options.timeoutMs ?? 180_000;
  const fail = (stage: BuildDiagnostic['stage'], message: string): BuildResult => ({
    ok: false,
    outDir,
    typecheck: { ok: false, files: 0 },
    bundle: { ok: false, skipped: true },
    diagnostics: [{ stage, message }],
    wallMs: Math.round(performance.now() - started),
  });

  const child = spawn(process.execPath, [WORKER, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number | null>((done) => {
    child.on('error', () => done(null));
    child.on('close', (exitCode) => done(exitCode));
  });
  clearTimeout(timer);
  removeTempDir(cacheDir);

  if (timedOut)
    return fail(
      'timeout',
      `the build did not finish within ${Math.round(timeoutMs / 1000)} s of wall-clock time and was stopped`,
    );
  const line = stdout.trim().split('\n').pop() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    const reason = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500) || `exit code ${code}`;
    return fail('project', `the build process ended without a result: ${reason}`);
  }
  const result = BuildResultSchema.parse(parsed);
  return { ...result, wallMs: Math.round(performance.now() - started) };
}
