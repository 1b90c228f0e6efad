// The external-command system: a fresh workspace (outside the suite and the run folder) with the task's visible files
// and INSTRUCTIONS.md, the command run there with `sh -c` in its own process group under a wall-clock limit, the whole
// group killed at the limit and after the command ends, then the usage it reports (usage.json) read, the workspace
// scored and kept in the sample's folder.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { copyProject, readRegularFile, type UsageTotals } from '../shared/index.ts';
import type { BaseTask, BenchKind, SampleContext, SampleOutcome } from './kinds/index.ts';
import type { BenchSystem } from './systems.ts';

export const INSTRUCTIONS_FILE = 'INSTRUCTIONS.md';
/** What an agent writes at the root of its workspace to report the model usage it spent on the task. */
export const USAGE_FILE = 'usage.json';

/** usage.json: the tokens the agent's model calls took (input and output), and optionally calls, cost and model. */
export const AgentUsageSchema = z.strictObject({
  schema: z.literal('playsmith.agent-usage/1').optional(),
  inputTokens: z.int().min(0),
  outputTokens: z.int().min(0),
  calls: z.int().min(0).optional(),
  costUsd: z.number().min(0).optional(),
  model: z.string().min(1).max(200).optional(),
});
export type AgentUsage = z.infer<typeof AgentUsageSchema>;

/** The closing section of every INSTRUCTIONS.md: how the agent reports what its model spent. */
export const USAGE_INSTRUCTIONS = [
  '',
  '## Reporting usage',
  '',
  `When you are done, write \`${USAGE_FILE}\` in this folder with the tokens your model calls took, e.g.`,
  '`{"schema": "playsmith.agent-usage/1", "inputTokens": 12000, "outputTokens": 3400, "calls": 9}`',
  '(optional: "costUsd", "model"). Without it the sample is scored but its tokens are not known.',
  '',
].join('\n');

/** What became of the usage file: read, absent, or refused with why (the sample is scored either way). */
export type UsageReading =
  | { status: 'read'; usage: AgentUsage }
  | { status: 'absent' }
  | { status: 'invalid'; reason: string };

/** Reads the workspace's usage.json; a link, a FIFO, bad JSON or a wrong shape is refused with the reason. */
export function readAgentUsage(workspace: string): UsageReading {
  const file = join(workspace, USAGE_FILE);
  if (!lstatExists(file)) return { status: 'absent' };
  if (lstatSync(file).isSymbolicLink()) return { status: 'invalid', reason: `${USAGE_FILE} is a link; write a file` };
  const bytes = readRegularFile(file);
  if (!bytes) return { status: 'invalid', reason: `${USAGE_FILE} is not a regular file` };
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    return { status: 'invalid', reason: `${USAGE_FILE} is not JSON (${(e as Error).message.split('\n')[0]})` };
  }
  const parsed = AgentUsageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `"${issue.path.join('.')}": ` : '';
    return { status: 'invalid', reason: `${USAGE_FILE}: ${where}${issue.message}` };
  }
  return { status: 'read', usage: parsed.data };
}

function lstatExists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The run's usage totals from what the agent reported (its calls are requests; nothing came from our cache). */
function totalsOf(u: AgentUsage): UsageTotals {
  const calls = u.calls ?? 0;
  return {
    calls,
    cacheHits: 0,
    errors: 0,
    requests: calls,
    inputTokens: u.inputTokens,
    outputTokens: u.outputTokens,
    cachedInputTokens: 0,
    cachedOutputTokens: 0,
    wallMs: 0,
  };
}
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
  kind: string,
  seed: number,
) {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^(PWD|OLDPWD|INIT_CWD|npm_.*)$/i.test(name)) env[name] = value;
  return {
    ...env,
    PWD: workspace,
    PLAYSMITH_TASK_ID: task.id,
    PLAYSMITH_TASK_KIND: kind,
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
    writeFileSync(join(workspace, INSTRUCTIONS_FILE), kind.instructions(task) + prepared + USAGE_INSTRUCTIONS);
    const run = await runCommand(
      system,
      workspace,
      join(ctx.sampleDir, 'command.log'),
      commandEnv(system, workspace, task, kind.kind, ctx.seed),
    );
    // Read before scoring, so nothing the scorer writes into the workspace can be taken for the agent's report.
    const usage = readAgentUsage(workspace);
    writeFileSync(join(ctx.sampleDir, 'command.json'), `${JSON.stringify({ ...run, usage }, null, 2)}\n`);
    const scored = await kind.scoreWorkspace(task, suiteDir, workspace, ctx);
    const kept = join(ctx.sampleDir, KEPT_WORKSPACE);
    mkdirSync(kept, { recursive: true });
    // The system's workspace is kept under the project rule: a link it left to a file outside is not followed.
    copyProject(workspace, kept, { never: NOT_KEPT });
    const files = { ...scored.files, command: 'command.json', log: 'command.log', workspace: KEPT_WORKSPACE };
    const hashes = { ...scored.hashes };
    if (usage.status !== 'read') return { ...scored, hashes, files };
    return { ...scored, usage: totalsOf(usage.usage), costUsd: usage.usage.costUsd ?? null, hashes, files };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
