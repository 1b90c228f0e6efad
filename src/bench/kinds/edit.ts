// The edit kind (GameDevBench's shape on web games): a start game, an instruction, a hidden test and a hidden
// reference solution. The edited game is checked (L1–L3a) and its hidden test run by the edit test runner, whose
// verdict is read from a nonce-carrying result file (edit/hidden-test.ts); the task passes only when the game still
// runs and the test passes. The offline system edits nothing: it scores the start game as it is.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { checkGame } from '../../check/index.ts';
import { folderContentHash, LazyBrowser } from '../../harness/index.ts';
import { copyProject, EditSolutionSchema, WebEditTaskSchema } from '../../shared/index.ts';
import { runHiddenTests } from '../edit/hidden-test.ts';
import { BenchInputError, firstIssue } from '../errors.ts';
import { BaseTaskSchema, type BenchKind, type SampleContext, type SampleOutcome, scoresOf } from './kind.ts';
import { levelsOf } from './score-game.ts';

export const EditBenchTaskSchema = BaseTaskSchema.extend(WebEditTaskSchema.shape);
export type EditBenchTask = z.infer<typeof EditBenchTaskSchema>;

const WORKSPACE_DIR = 'workspace';
const VERDICT_FILE = 'edit-verdict.json';
const NOT_SCORED = 'an edit task is scored by its hidden test and L1–L3a only';
const OTHER_REASONS = {
  exec: NOT_SCORED,
  pass: NOT_SCORED,
  play: NOT_SCORED,
  scs: NOT_SCORED,
  bas: NOT_SCORED,
  bh: NOT_SCORED,
  vu: NOT_SCORED,
  ia: NOT_SCORED,
};

/** Copies the start game to `into` and applies the task's reference solution there (a suite's own check). */
export function applySolution(task: EditBenchTask, suiteDir: string, into: string): void {
  const file = join(suiteDir, task.solution);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BenchInputError(`${file}: cannot be read as JSON (${(e as Error).message.split('\n')[0]}); fix it`);
  }
  const solution = EditSolutionSchema.safeParse(raw);
  if (!solution.success) throw new BenchInputError(`${file}: ${firstIssue(solution.error)}; fix that solution`);
  copyProject(join(suiteDir, task.game), into);
  for (const [i, edit] of solution.data.edits.entries()) {
    const target = join(into, edit.file);
    const text = readFileSync(target, 'utf8');
    const count = text.split(edit.find).length - 1;
    if (count !== 1)
      throw new BenchInputError(
        `${file}: edits.${i}: "find" occurs ${count} times in ${edit.file} of ${task.game}; ` +
          'it must occur exactly once (update the solution to the start game)',
      );
    writeFileSync(
      target,
      text.replace(edit.find, () => edit.replace),
    );
  }
}

/** The workspace lost its game folder (an agent removed or renamed it): the edit fails, nothing runs. */
function noGame(game: string, ctx: SampleContext): SampleOutcome {
  const reason = `the workspace has no ${basename(game)}/ folder: the game was removed or renamed`;
  writeFileSync(join(ctx.sampleDir, VERDICT_FILE), `${JSON.stringify({ testPassed: false, reason }, null, 2)}\n`);
  const levels = { l1: false, l2: null, l3a: null };
  return {
    scores: scoresOf('edit', { levels, testPassed: false }, OTHER_REASONS),
    usage: null,
    costUsd: null,
    hashes: {},
    files: { verdict: VERDICT_FILE },
  };
}

/** Checks `game` (L1–L3a) and runs the hidden test on it; the verdict and its reasons go to the sample's folder. */
async function scoreEdited(task: EditBenchTask, suiteDir: string, game: string, ctx: SampleContext) {
  if (!existsSync(game) || !statSync(game).isDirectory()) return noGame(game, ctx);
  const common = { seed: ctx.seed, viewport: ctx.viewport, browser: ctx.browser, cacheDir: ctx.cacheDir };
  const check = await checkGame(game, {
    ...common,
    outDir: join(ctx.sampleDir, 'check'),
    label: basename(game),
    skipBehaviour: 'an edit task asks only that the edited game still runs (L1–L3a); its hidden test plays it',
  });
  const levels = levelsOf(check.levels);
  const runs = levels.l1 === false || levels.l3a === false;
  const browserPath = ctx.browser instanceof LazyBrowser ? ctx.browser.options.browserPath : undefined;
  const [test] = await runHiddenTests([{ game, test: join(suiteDir, task.test) }], { ...ctx, browserPath });
  const testPassed = !runs && test!.passed;
  const reason = runs ? `the edited game does not run: ${check.verdict.summary}` : test!.reason;
  const verdict = { testPassed, reason, test: test!, levels };
  writeFileSync(join(ctx.sampleDir, VERDICT_FILE), `${JSON.stringify(verdict, null, 2)}\n`);
  const hashes: Record<string, string> = { game: folderContentHash(game) };
  if (check.hashes.traceL3a) hashes.traceL3a = check.hashes.traceL3a;
  return {
    scores: scoresOf('edit', { levels, testPassed }, OTHER_REASONS),
    usage: null,
    costUsd: null,
    hashes,
    files: { check: 'check/check.json', verdict: VERDICT_FILE },
  } satisfies SampleOutcome;
}

export const editKind: BenchKind<EditBenchTask> = {
  kind: 'edit',
  taskSchema: EditBenchTaskSchema,
  labels: (task) => ({ variant: task.difficulty, family: task.tags[0] ?? null }),
  visible: (task) => [task.game, ...task.visible],
  hidden: (task) => [task.test, task.solution, ...task.hidden],
  instructions: (task) =>
    [
      '# Edit a game',
      '',
      `The folder \`${basename(task.game)}/\` holds a small 2D web game. Change it as asked below, in place.`,
      'It is then checked (it must still load and run without errors) and played by a test you do not see,',
      'which reads the game through its Game Contract (`window.__playsmith`: meta(), state(), text()).',
      '',
      '## The change',
      '',
      task.instruction,
      '',
    ].join('\n'),
  /** Offline, nothing is edited: the start game is scored as it is, the no-op baseline (its test must fail). */
  async runBuiltin(task, suiteDir, ctx) {
    if (ctx.llm)
      return {
        scores: scoresOf(
          'edit',
          {},
          {
            ...OTHER_REASONS,
            levels: 'not run: playsmith-llm cannot edit a game yet (use playsmith-offline or an external command)',
            testPassed: 'not run: playsmith-llm cannot edit a game yet (use playsmith-offline or an external command)',
          },
        ),
        usage: null,
        costUsd: null,
        hashes: {},
        files: {},
      };
    const game = join(ctx.sampleDir, WORKSPACE_DIR, basename(task.game));
    mkdirSync(game, { recursive: true });
    copyProject(join(suiteDir, task.game), game);
    const outcome = await scoreEdited(task, suiteDir, game, ctx);
    return { ...outcome, files: { ...outcome.files, workspace: WORKSPACE_DIR } };
  },
  scoreWorkspace: (task, suiteDir, workspace, ctx) =>
    scoreEdited(task, suiteDir, join(workspace, basename(task.game)), ctx),
};
