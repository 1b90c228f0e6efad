// The complete kind (JamBench Task 2 on web games): a working game with code removed at level 2a (function bodies),
// 2b (some script files) or 2c (every script file), seeded; the system restores it. The original game is hidden
// material in the suite folder; the masked copy is made into the workspace when the sample starts. Scored by L1–L3a,
// Exec/Pass/Play, and SCS and BAS against the original game's own measures (not the archetype means).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject } from '../../shared/index.ts';
import { z } from 'zod';
import { INCOMPLETE_BODY, MASK_LEVELS, type MaskedWebProject, maskWebProject } from '../complete/mask.ts';
import { BaseTaskSchema, type BenchKind, type SampleContext, type SampleOutcome, scoresOf } from './kind.ts';
import { scoreGameFolder } from './score-game.ts';

export const CompleteTaskSchema = BaseTaskSchema.extend({
  /** The working game (a folder inside the suite folder), hidden: only its masked copy is shown. */
  source: z.string().min(1),
  level: z.enum(MASK_LEVELS),
  /** The seed that chooses what is removed (not the sample's seed: every sample gets the same masked game). */
  maskSeed: z.int(),
  family: z.string().min(1).nullable().default(null),
});
export type CompleteTask = z.infer<typeof CompleteTaskSchema>;

/** Never copied into a workspace: installed packages, build output, version control. */
const NOT_COPIED: ReadonlySet<string> = new Set(['node_modules', 'dist', '.git', '.playsmith']);
const WORKSPACE_DIR = 'workspace';

/** Writes the masked game into `workspace`: the original's files, then the masked scripts over them. */
function writeMasked(task: CompleteTask, suiteDir: string, workspace: string): MaskedWebProject {
  const source = join(suiteDir, task.source);
  const masked = maskWebProject(source, task.level, task.maskSeed);
  mkdirSync(workspace, { recursive: true });
  // Only the game's regular files inside it (the project rule): a link out of the suite never reaches the workspace.
  copyProject(source, workspace, { never: NOT_COPIED });
  for (const [file, text] of Object.entries(masked.scripts)) {
    if (text === null) rmSync(join(workspace, file), { force: true });
    else writeFileSync(join(workspace, file), text);
  }
  return masked;
}

function removedList(masked: MaskedWebProject): string[] {
  if (masked.level === '2a') return masked.hidden.functions.map((f) => `- \`${f.file}\` line ${f.line}: \`${f.name}\``);
  return masked.hidden.files.map((f) => `- \`${f.file}\``);
}

const LEVEL_TEXT: Record<CompleteTask['level'], string> = {
  '2a': `Some functions' bodies were replaced by \`${INCOMPLETE_BODY}\`. Write each body again.`,
  '2b': 'Some of its script files were removed. Write them again, so that every import resolves.',
  '2c': 'All of its script files were removed; its page, assets, levels and config remain. Write the code again.',
};

async function scoreCompleted(task: CompleteTask, suiteDir: string, folder: string, ctx: SampleContext) {
  const scored = await scoreGameFolder(folder, ctx, { reference: join(suiteDir, task.source) });
  return {
    scores: scoresOf('complete', scored.measured, {
      ...scored.reasons,
      ia: 'a complete task restores an existing game; it has no prompt to align with',
    }),
    usage: null,
    costUsd: null,
    hashes: scored.hashes,
    files: scored.files,
  } satisfies SampleOutcome;
}

export const completeKind: BenchKind<CompleteTask> = {
  kind: 'complete',
  taskSchema: CompleteTaskSchema,
  labels: (task) => ({ variant: task.level, family: task.family }),
  visible: (task) => task.visible,
  hidden: (task) => [task.source, ...task.hidden],
  instructions: (task) =>
    [
      '# Complete a game',
      '',
      `This folder holds a working 2D web game with code removed. ${LEVEL_TEXT[task.level]}`,
      'When you are done it must build (its package.json build, or its index.html as it is), run, and play as',
      'the original did: it is then checked (L1–L3a), played, and its structure and behaviour compared with the',
      "original's.",
      '',
    ].join('\n'),
  prepare(task, suiteDir, workspace) {
    const masked = writeMasked(task, suiteDir, workspace);
    return ['', '## What was removed', '', ...removedList(masked), ''].join('\n');
  },
  /** No built-in system writes code yet: the masked game is scored as it is, the baseline any completion must beat. */
  async runBuiltin(task, suiteDir, ctx) {
    const workspace = join(ctx.sampleDir, WORKSPACE_DIR);
    writeMasked(task, suiteDir, workspace);
    const outcome = await scoreCompleted(task, suiteDir, workspace, ctx);
    return { ...outcome, files: { ...outcome.files, workspace: WORKSPACE_DIR } };
  },
  scoreWorkspace: (task, suiteDir, workspace, ctx) => scoreCompleted(task, suiteDir, workspace, ctx),
};
