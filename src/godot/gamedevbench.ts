// GameDevBench tasks (tasks/task_NNNN_name with task_config.json, the start project, scripts/test.gd and test.tscn;
// the ground truth in tasks_gt/task_NNNN_name) imported into an `edit` task folder, and the nonce-based verdict:
// at run time the hidden test is rewritten so that, instead of printing VALIDATION_PASSED/FAILED, it writes
// {nonce, passed} to a result file outside the project. Only a file with that run's nonce is believed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { z } from 'zod';
import {
  copyProject,
  EDIT_TASK_FILE,
  EDIT_TASK_SCHEMA,
  type EditTask,
  EditTaskSchema,
  EditVerdictFileSchema,
  ProjectFiles,
} from '../shared/index.ts';
import { GodotInputError } from './errors.ts';
import { claimOutDir } from './out-dir.ts';

/** GameDevBench's task_config.json, as its task-construction prompt defines it (only what we use is required). */
export const GameDevBenchConfigSchema = z.looseObject({
  task_id: z.union([z.number(), z.string()]),
  name: z.string(),
  instruction: z.string().min(1),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  tags: z.array(z.string()).optional(),
});

const PASSED = 'VALIDATION_PASSED';
const FAILED = 'VALIDATION_FAILED';
/** Files the agent must not see: the task's own config and the test. */
const isTestFile = (rel: string): boolean => /(^|\/)test\.(gd|tscn)$/.test(rel);
const hiddenFromAgent = (rel: string): boolean =>
  rel === 'task_config.json' || isTestFile(rel) || rel.split('/').includes('.godot');

function readConfig(taskDir: string): z.infer<typeof GameDevBenchConfigSchema> {
  const file = join(taskDir, 'task_config.json');
  if (!existsSync(file))
    throw new GodotInputError(
      `${taskDir}: no task_config.json; give a GameDevBench task folder (tasks/task_NNNN_name)`,
    );
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new GodotInputError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = GameDevBenchConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GodotInputError(`${file}: ${issue?.path.join('.') || '(top level)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Imports one GameDevBench task folder into an edit task folder at `outDir`; returns the task written. */
export function importGameDevBenchTask(taskDir: string, outDir: string): EditTask {
  const config = readConfig(taskDir);
  if (!existsSync(join(taskDir, 'project.godot')))
    throw new GodotInputError(`${taskDir}: no project.godot beside task_config.json; the start project is missing`);
  // Only the task's regular files inside its folder (the project rule): a link out of it never reaches the task.
  const task = new ProjectFiles(taskDir);
  const files = task
    .walk('.', { never: new Set() })
    .map((f) => f.rel)
    .sort();
  const tests = files.filter(isTestFile);
  if (!tests.some((f) => f.endsWith('.gd')))
    throw new GodotInputError(
      `${taskDir}: no test.gd (GameDevBench keeps it in scripts/test.gd); nothing to verify with`,
    );
  for (const t of tests.filter((f) => f.endsWith('.gd')))
    if (!task.text(t)?.includes(PASSED))
      throw new GodotInputError(`${join(taskDir, t)}: prints no ${PASSED}; Playsmith cannot wrap its verdict`);
  const testScene = tests.find((f) => f.endsWith('.tscn'));
  if (!testScene) throw new GodotInputError(`${taskDir}: no test.tscn; GameDevBench runs its test through that scene`);
  const groundTruth = join(dirname(dirname(taskDir)), 'tasks_gt', basename(taskDir));
  claimOutDir(outDir, EDIT_TASK_FILE, taskDir);
  for (const f of files) {
    const target = hiddenFromAgent(f)
      ? isTestFile(f)
        ? join(outDir, 'hidden', 'tests', f)
        : undefined
      : join(outDir, 'workspace', f);
    if (!target) continue;
    const bytes = task.read(f);
    if (!bytes) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  const hasGroundTruth = existsSync(join(groundTruth, 'project.godot'));
  if (hasGroundTruth) copyProject(groundTruth, join(outDir, 'hidden', 'ground_truth'), { never: new Set() });
  const edit: EditTask = {
    schema: EDIT_TASK_SCHEMA,
    kind: 'edit',
    id: `gamedevbench-${basename(taskDir)}`,
    name: config.name,
    instruction: config.instruction,
    difficulty: config.difficulty ?? null,
    tags: config.tags ?? [],
    engine: 'godot4',
    source: { benchmark: 'GameDevBench', task: basename(taskDir) },
    workspace: 'workspace',
    hidden: {
      tests: 'hidden/tests',
      test_files: tests,
      test_scene: `res://${testScene}`,
      ground_truth: hasGroundTruth ? 'hidden/ground_truth' : null,
    },
    verdict: { kind: 'nonce-result-file', markers: { passed: PASSED, failed: FAILED } },
  };
  writeFileSync(join(outDir, EDIT_TASK_FILE), `${JSON.stringify(EditTaskSchema.parse(edit), null, 2)}\n`);
  return edit;
}

/** Reads an edit task folder's task.json, with a clear error when it is not one. */
export function readEditTask(taskFolder: string): EditTask {
  const file = join(taskFolder, EDIT_TASK_FILE);
  if (!existsSync(file)) throw new GodotInputError(`${taskFolder}: no ${EDIT_TASK_FILE}; not an edit task folder`);
  const parsed = EditTaskSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new GodotInputError(`${file}: not a valid edit task (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/**
 * The test script rewritten for one run: each `print("VALIDATION_PASSED"/"VALIDATION_FAILED")` becomes a call that
 * writes {nonce, passed} to `resultFile`, outside the project. The nonce exists only in this copy, made just before
 * the run; a game that prints the marker proves nothing.
 */
export function wrapTestScript(source: string, nonce: string, resultFile: string): string {
  const marker = /print\(\s*(["'])VALIDATION_(PASSED|FAILED)\1\s*\)/g;
  const body = source.replace(marker, (_, _q: string, which: string) => `_playsmith_verdict(${which === 'PASSED'})`);
  return (
    `${body.replace(/\s*$/, '')}\n\n\n` +
    '# Written by Playsmith for this run only: the verdict goes to a file outside the project, ' +
    "with the run's nonce.\n" +
    'func _playsmith_verdict(passed: bool) -> void:\n' +
    `\tvar file := FileAccess.open(${JSON.stringify(resultFile)}, FileAccess.WRITE)\n` +
    `\tfile.store_string(JSON.stringify({"nonce": ${JSON.stringify(nonce)}, "passed": passed}))\n` +
    '\tfile.close()\n'
  );
}

/** A fresh nonce: 32 hex digits from the system's random source. */
export const newNonce = (): string => randomBytes(16).toString('hex');

/**
 * Builds the folder a test run uses: the agent's workspace with the hidden tests put back, the .gd ones wrapped.
 * `runDir` is replaced; the result file must lie outside it.
 */
export function prepareTestRun(
  taskFolder: string,
  workspace: string,
  runDir: string,
  resultFile: string,
  nonce: string,
): EditTask {
  const task = readEditTask(taskFolder);
  if (!relative(runDir, resultFile).startsWith('..'))
    throw new GodotInputError(`${resultFile}: the result file must lie outside the project the test runs in`);
  rmSync(runDir, { recursive: true, force: true });
  // What the agent left is copied under the project rule: a link it made to a file outside is not followed.
  copyProject(workspace, runDir, { never: new Set() });
  for (const f of task.hidden.test_files) {
    const text = readFileSync(join(taskFolder, task.hidden.tests, f), 'utf8');
    mkdirSync(dirname(join(runDir, f)), { recursive: true });
    writeFileSync(join(runDir, f), f.endsWith('.gd') ? wrapTestScript(text, nonce, resultFile) : text);
  }
  rmSync(resultFile, { force: true });
  return task;
}

export type EditVerdict = { passed: boolean; reason: string };

/** The verdict of a run: only a result file holding this run's nonce counts. */
export function readVerdict(resultFile: string, nonce: string): EditVerdict {
  if (!existsSync(resultFile)) return { passed: false, reason: 'the test wrote no verdict (it crashed or never ran)' };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resultFile, 'utf8'));
  } catch {
    return { passed: false, reason: 'the verdict file is not JSON' };
  }
  const parsed = EditVerdictFileSchema.safeParse(raw);
  if (!parsed.success) return { passed: false, reason: 'the verdict file is not {nonce, passed}' };
  if (parsed.data.nonce !== nonce) return { passed: false, reason: "the verdict file holds another run's nonce" };
  return parsed.data.passed
    ? { passed: true, reason: 'the test passed' }
    : { passed: false, reason: 'the test failed' };
}
