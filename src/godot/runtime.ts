// The runtime levels, run only when a Godot 4 binary is configured (PLAYSMITH_GODOT): L2 (`--headless --import`,
// then each script parsed with `--check-only`), L3a (30 s with no input), L3b (60 s with the behaviour collector),
// and GameDevBench test runs. Without a binary every level says "skipped: no Godot 4 binary" — never passed.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject, type GodotBehaviour, GodotBehaviourSchema, type GodotLevel } from '../shared/index.ts';
import { COLLECTOR_FILE, COLLECTOR_NAME, collectorScript, FPS, TOTAL_FRAMES } from './collector.ts';
import { type EditVerdict, newNonce, prepareTestRun, readVerdict } from './gamedevbench.ts';
import type { InputStrategy } from './input-strategy.ts';
import { parseGodotErrors, type ProcessRun, runProcess } from './process.ts';

/** Godot's own import cache and version control: never part of a copy of a project. */
export const GODOT_CACHE: ReadonlySet<string> = new Set(['.godot', '.git']);

export const NO_BINARY = 'skipped: no Godot 4 binary (set PLAYSMITH_GODOT to one to run this level)';

/** A level that did not run because there is no binary. */
export const skippedLevel = (): GodotLevel => ({ status: 'skipped', reason: NO_BINARY, errors: [] });

/** The command lines, as text a person can run again. */
export const commands = {
  import: (godot: string, project: string) => [godot, '--headless', '--path', project, '--import'],
  checkScript: (godot: string, project: string, script: string) => [
    godot,
    '--headless',
    '--path',
    project,
    '--check-only',
    '--script',
    script,
  ],
  /** L3a: 30 s of game time at a fixed 60 FPS, no input. */
  stability: (godot: string, project: string) => [
    godot,
    '--headless',
    '--path',
    project,
    '--fixed-fps',
    String(FPS),
    '--quit-after',
    String(30 * FPS),
  ],
  /** L3b: the collector quits the game itself after 60 s; --quit-after is the backstop. */
  behaviour: (godot: string, project: string) => [
    godot,
    '--headless',
    '--path',
    project,
    '--fixed-fps',
    String(FPS),
    '--quit-after',
    String(TOTAL_FRAMES + FPS),
  ],
  test: (godot: string, project: string, scene: string) => [godot, '--headless', '--path', project, scene],
};

/** Wall-clock limits: headless Godot at a fixed FPS runs faster than real time, these only catch hangs. */
const LIMITS = { importMs: 300_000, scriptMs: 60_000, stabilityMs: 120_000, behaviourMs: 240_000, testMs: 120_000 };

function levelOf(runs: ProcessRun[], what: string): GodotLevel {
  const errors = runs.flatMap((r) => parseGodotErrors(r.stderr));
  const bad = runs.find((r) => r.timedOut || r.exitCode !== 0);
  const command = runs[0]?.command;
  if (bad?.timedOut) return { status: 'failed', reason: `${what} did not finish in time`, errors, command };
  if (bad) return { status: 'failed', reason: `${what} exited with ${bad.exitCode ?? bad.signal}`, errors, command };
  if (errors.length > 0) return { status: 'failed', reason: `${what} printed errors`, errors, command };
  return { status: 'passed', errors, command };
}

/** L2: import the project, then parse each of its scripts. */
export async function runImportLevel(godot: string, project: string, scripts: string[]): Promise<GodotLevel> {
  const runs = [await runProcess(commands.import(godot, project), { timeoutMs: LIMITS.importMs })];
  for (const s of scripts)
    runs.push(await runProcess(commands.checkScript(godot, project, `res://${s}`), { timeoutMs: LIMITS.scriptMs }));
  return levelOf(runs, 'import and script parsing');
}

/** L3a: 30 s with no input; any error on stderr or a crash fails it. */
export async function runStabilityLevel(godot: string, project: string): Promise<GodotLevel> {
  return levelOf([await runProcess(commands.stability(godot, project), { timeoutMs: LIMITS.stabilityMs })], 'the game');
}

/** project.godot with the collector added as the last autoload (a new [autoload] section if there is none). */
export function withCollectorAutoload(projectGodot: string): string {
  const line = `${COLLECTOR_NAME}="*res://${COLLECTOR_FILE}"`;
  const lines = projectGodot.replace(/\s*$/, '').split('\n');
  const start = lines.findIndex((l) => l.trim() === '[autoload]');
  if (start < 0) return `${lines.join('\n')}\n\n[autoload]\n\n${line}\n`;
  let end = lines.findIndex((l, i) => i > start && /^\[/.test(l.trim()));
  if (end < 0) end = lines.length;
  while (end > start + 1 && lines[end - 1]?.trim() === '') end--;
  lines.splice(end, 0, line);
  return `${lines.join('\n')}\n`;
}

/** L3b: a copy of the project with the collector autoload, run for 60 s; the behaviour vector it wrote. */
export async function runBehaviourLevel(
  godot: string,
  project: string,
  strategy: InputStrategy,
): Promise<GodotLevel & { behaviour?: GodotBehaviour }> {
  const work = mkdtempSync(join(tmpdir(), 'playsmith-godot-l3b-'));
  try {
    const copy = join(work, 'project');
    const out = join(work, 'behaviour.json');
    // The copy holds only the project's regular files inside it (the project rule); Godot runs that, never a link out.
    copyProject(project, copy, { never: GODOT_CACHE });
    writeFileSync(join(copy, COLLECTOR_FILE), collectorScript(strategy, out));
    writeFileSync(
      join(copy, 'project.godot'),
      withCollectorAutoload(readFileSync(join(copy, 'project.godot'), 'utf8')),
    );
    const run = await runProcess(commands.behaviour(godot, copy), { timeoutMs: LIMITS.behaviourMs });
    const level = levelOf([run], 'the game under the input strategy');
    if (!existsSync(out)) return { ...level, status: 'failed', reason: 'the behaviour collector wrote nothing' };
    const behaviour = GodotBehaviourSchema.safeParse(JSON.parse(readFileSync(out, 'utf8')));
    if (!behaviour.success) return { ...level, status: 'failed', reason: 'the behaviour file is not a vector' };
    // L3b collects; it is never a pass/fail on the game's behaviour, only on whether collection ran.
    return { ...level, status: 'passed', behaviour: behaviour.data };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs an edit task's hidden test against a workspace; the verdict comes only from the nonce file. */
export async function runEditTest(
  godot: string,
  taskFolder: string,
  workspace: string,
): Promise<EditVerdict & { run: ProcessRun }> {
  const work = mkdtempSync(join(tmpdir(), 'playsmith-godot-test-'));
  try {
    const nonce = newNonce();
    const result = join(work, 'verdict.json');
    const runDir = join(work, 'project');
    const task = prepareTestRun(taskFolder, workspace, runDir, result, nonce);
    await runProcess(commands.import(godot, runDir), { timeoutMs: LIMITS.importMs });
    const run = await runProcess(commands.test(godot, runDir, task.hidden.test_scene), { timeoutMs: LIMITS.testMs });
    return { ...readVerdict(result, nonce), run };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
