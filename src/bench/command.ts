// The external-command system: a fresh workspace (outside the suite and the run folder) with the task's visible files
// and INSTRUCTIONS.md, the command run there with `sh -c` in its own process group under a wall-clock limit, the whole
// group killed at the limit and after the command ends, then the workspace scored and kept in the sample's folder.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { copyProject } from '../shared/index.ts';
import type { BaseTask, BenchKind, SampleContext, SampleOutcome } from './kinds/index.ts';
import type { BenchSystem } from './systems.ts';

export const INSTRUCTIONS_FILE = 'INSTRUCTIONS.md';
/** Where the workspace is kept in the sample folder once scored (without installed dependencies). */
const KEPT_WORKSPACE = 'workspace';
const NOT_KEPT: ReadonlySet<string> = new Set(['node_modules', '.git']);

export interface CommandRun {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  wallMs: number;
}

/** The environment the command gets: ours without what names where we run from, then the system's own. */
function commandEnv(
  system: Extract<BenchSystem, { kind: 'command' }>,
  workspace: string,
  task: BaseTask,
  seed: number,
) {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^(PWD|OLDPWD|INIT_CWD|npm_.*)$/i.test(name)) env[name] = value;
  return {
    ...env,
    PWD: workspace,
    PLAYSMITH_TASK_ID: task.id,
    PLAYSMITH_SEED: String(seed),
    PLAYSMITH_BENCH_CONFIG_DIR: system.configDir,
    ...system.env,
  };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** Runs `system.command` in `workspace`; output goes to `logFile`. Never throws for the command's own failure. */
export function runCommand(
  system: Extract<BenchSystem, { kind: 'command' }>,
  workspace: string,
  logFile: string,
  env: NodeJS.ProcessEnv,
): Promise<CommandRun> {
  const started = performance.now();
  const log = createWriteStream(logFile);
  return new Promise((resolvePromise, reject) => {
    const child = spawn('/bin/sh', ['-c', system.command], {
      cwd: workspace,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, system.timeoutS * 1000);
    child.on('error', (e) => {
      clearTimeout(timer);
      log.end();
      reject(e);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      // Whatever the command left running in its group goes with it.
      killGroup(child.pid);
      log.end(() => resolvePromise({ exitCode, signal, timedOut, wallMs: Math.round(performance.now() - started) }));
    });
  });
}

/** One sample of an external command: workspace, run, score, keep. */
export async function runCommandSample(
  system: Extract<BenchSystem, { kind: 'command' }>,
  kind: BenchKind,
  task: BaseTask,
  suiteDir: string,
  ctx: SampleContext,
): Promise<SampleOutcome> {
  const workspace = mkdtempSync(join(tmpdir(), 'playsmith-bench-ws-'));
  try {
    for (const path of kind.visible(task))
      cpSync(join(suiteDir, path), join(workspace, basename(path)), { recursive: true });
    const prepared = kind.prepare?.(task, suiteDir, workspace) ?? '';
    writeFileSync(join(workspace, INSTRUCTIONS_FILE), kind.instructions(task) + prepared);
    const run = await runCommand(
      system,
      workspace,
      join(ctx.sampleDir, 'command.log'),
      commandEnv(system, workspace, task, ctx.seed),
    );
    writeFileSync(join(ctx.sampleDir, 'command.json'), `${JSON.stringify(run, null, 2)}\n`);
    const scored = await kind.scoreWorkspace(task, suiteDir, workspace, ctx);
    const kept = join(ctx.sampleDir, KEPT_WORKSPACE);
    mkdirSync(kept, { recursive: true });
    // The system's workspace is kept under the project rule: a link it left to a file outside is not followed.
    copyProject(workspace, kept, { never: NOT_KEPT });
    const files = { ...scored.files, command: 'command.json', log: 'command.log', workspace: KEPT_WORKSPACE };
    const hashes = { ...scored.hashes };
    return { ...scored, hashes, files };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
