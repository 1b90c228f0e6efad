// `playsmith godot check|manifest|eval-config|strategy|mask|import`: the Godot half of the seeds on Godot 4 text
// projects. L1 and SCS run anywhere; the runtime levels need PLAYSMITH_GODOT and say "skipped" without it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import {
  buildManifest,
  checkGodotProject,
  type EvalConfig,
  EvalConfigSchema,
  evalConfigByModel,
  evalConfigByRules,
  importGameDevBenchTask,
  inputStrategyOf,
  loadProject,
  MASK_LEVELS,
  type MaskLevel,
  maskProject,
  resolveProjectDir,
  writeMaskedTask,
} from '../godot/index.ts';
import { createLlmIfConfigured } from '../llm/index.ts';
import type { GodotCheckResult } from '../shared/index.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

export function registerGodot(program: Command): void {
  const godot = program
    .command('godot')
    .description(
      'Godot 4 projects: L1 + SCS, manifest, eval_config, input strategy, Task 2 masking, GameDevBench import',
    );
  godot
    .command('check <project>')
    .description('L1 integrity and SCS; L2, L3a, L3b and BAS when PLAYSMITH_GODOT names a Godot 4 binary')
    .option('--reference <project>', 'score SCS (and BAS) against this project instead of the dataset means')
    .option('--out <file>', 'also write the result (playsmith.godot-check/1) to this file')
    .option('--json', 'print the result as JSON')
    .action(async (project: string, flags: { reference?: string; out?: string; json?: boolean }, command: Command) => {
      const loaded = configFor(command);
      const result = await checkGodotProject(resolve(project), {
        reference: flags.reference === undefined ? undefined : resolve(flags.reference),
        godot: loaded.config.godot.path,
      });
      if (flags.out) writeFileSync(resolve(flags.out), `${JSON.stringify(result, null, 2)}\n`);
      if (flags.json) printJson(result);
      else process.stdout.write(formatGodotCheck(result));
      // An L1 Playsmith could not measure (its reader failed on a file) is said, not failed.
      const l1Failed = (result.l1.status ?? (result.l1.passed ? 'passed' : 'failed')) === 'failed';
      const failed = l1Failed || [result.l2, result.l3a, result.l3b].some((l) => l.status === 'failed');
      process.exitCode = failed ? 1 : 0;
    });
  godot
    .command('manifest <project>')
    .description("print JamBench's manifest.json: scripts, scene trees, input map, autoloads, scene transitions")
    .action((project: string) => printJson(buildManifest(loadProject(resolveProjectDir(resolve(project))))));
  godot
    .command('eval-config <project>')
    .description('print eval_config.json: by a model with JamBench F.3 when one is configured, else by rules')
    .option('--no-llm', 'use the rules even when a model is configured')
    .action(async (project: string, flags: { llm: boolean }, command: Command) => {
      const manifest = buildManifest(loadProject(resolveProjectDir(resolve(project))));
      const client = flags.llm ? createLlmIfConfigured({ config: configFor(command) }) : undefined;
      printJson(client?.llm ? await evalConfigByModel(manifest, client.llm) : evalConfigByRules(manifest));
    });
  godot
    .command('strategy <project>')
    .description("print input_strategy.json (Table 10) from the project's eval_config (rules) or --eval-config FILE")
    .option('--eval-config <file>', 'an eval_config.json to use instead of the rules')
    .action((project: string, flags: { evalConfig?: string }) => {
      const config = flags.evalConfig
        ? readEvalConfig(flags.evalConfig)
        : evalConfigByRules(buildManifest(loadProject(resolveProjectDir(resolve(project)))));
      printJson(inputStrategyOf(config));
    });
  godot
    .command('mask <project>')
    .description('write a JamBench Task 2 folder: workspace/ with code removed, hidden/reference.json with what was')
    .requiredOption('--out <dir>', 'the task folder to write')
    .option('--level <level>', `${MASK_LEVELS.join(', ')}: function bodies, scripts, or all scripts`, '2a')
    .option('--seed <n>', 'which parts are removed', parseWholeNumber('--seed'), 1)
    .option('--json', 'print what was removed as JSON')
    .action((project: string, flags: { out: string; level: string; seed: number; json?: boolean }) => {
      if (!(MASK_LEVELS as readonly string[]).includes(flags.level))
        throw new UsageError(`--level expects one of ${MASK_LEVELS.join(', ')}, got "${flags.level}"`);
      const root = resolveProjectDir(resolve(project));
      const loaded = loadProject(root);
      // The scripts the walk found, read again under the same rule (a file swapped since reads as empty).
      const read = (f: string) => loaded.reader.text(f) ?? '';
      const masked = maskProject(loaded, flags.level as MaskLevel, flags.seed, read);
      writeMaskedTask(root, masked, resolve(flags.out));
      const removed = [
        ...masked.hidden.functions.map((f) => `${f.file}::${f.name}`),
        ...masked.hidden.files.map((f) => f.file),
      ];
      if (flags.json) printJson({ level: masked.level, seed: masked.seed, ratio: masked.ratio, removed });
      else process.stdout.write(`Task ${masked.level}, seed ${masked.seed}: removed ${removed.join(', ')}\n`);
    });
  godot
    .command('import <task-dir>')
    .description('import a GameDevBench task folder (tasks/task_NNNN_name) into an edit task folder')
    .requiredOption('--out <dir>', 'the edit task folder to write')
    .option('--json', 'print the task as JSON')
    .action((taskDir: string, flags: { out: string; json?: boolean }) => {
      const task = importGameDevBenchTask(resolve(taskDir), resolve(flags.out));
      if (flags.json) printJson(task);
      else process.stdout.write(`${task.id}: ${task.name} → ${resolve(flags.out)}\n`);
    });
}

function readEvalConfig(file: string): EvalConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (e) {
    throw new UsageError(`${file}: cannot read it as JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = EvalConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${file}: not an eval_config (${issue?.path.join('.') || '(top level)'}: ${issue?.message})`);
  }
  return parsed.data;
}

export function formatGodotCheck(r: GodotCheckResult): string {
  const status = r.l1.status ?? (r.l1.passed ? 'passed' : 'failed');
  const unreadable = r.l1.unreadable ?? [];
  const where = (u: (typeof unreadable)[number]) => `${u.file}:${u.line}`;
  const l1 =
    status === 'not-measured'
      ? `not measured: Playsmith could not read ${[...new Set(unreadable.map(where))].join(', ')}`
      : status === 'passed'
        ? 'passed'
        : 'FAILED';
  const lines = [`${r.project}`, `  L1  ${l1} (${r.l1.files} files)`];
  for (const i of r.l1.issues) lines.push(`      ${i.file}:${i.line}: ${i.kind}: ${i.message}`);
  for (const u of unreadable)
    lines.push(`      ${where(u)}:${u.column}: Playsmith could not read this (${u.message}); not the project's fault`);
  lines.push(`  SCS ${r.scs.score.toFixed(3)} against ${r.scs.reference.source}`);
  lines.push(`      ${r.scs.dimensions.map((d) => `${d.name} ${+d.value.toFixed(3)}/${d.reference}`).join(', ')}`);
  for (const [name, level] of [
    ['L2 ', r.l2],
    ['L3a', r.l3a],
    ['L3b', r.l3b],
  ] as const) {
    // A reason may open with the status itself ("skipped: no Godot 4 binary"): the status is said once.
    const reason = level.reason?.replace(new RegExp(`^${level.status}:\\s*`), '');
    lines.push(`  ${name} ${level.status}${reason ? ` — ${reason}` : ''}`);
    for (const e of level.errors.slice(0, 10)) lines.push(`      ${e}`);
  }
  if (r.bas !== null) lines.push(`  BAS ${r.bas.toFixed(3)}`);
  if (r.skipped.length)
    lines.push(
      `  not read (only regular files inside the project are): ` +
        r.skipped
          .slice(0, 5)
          .map((s) => `${s.path} (${s.reason})`)
          .join(', ') +
        (r.skipped.length > 5 ? ` and ${r.skipped.length - 5} more` : ''),
    );
  return `${lines.join('\n')}\n`;
}
