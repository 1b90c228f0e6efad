// The qa kind (GBQA on web games): a game folder the system explores for bugs nobody described, scored against
// hidden known bugs (recall and precision). The built-in systems run qa's explorer (offline) or its agent (a model);
// the known-bugs file is read only to score, from the suite folder, and never copied into a workspace.
import { basename, join } from 'node:path';
import { z } from 'zod';
import { openQaTarget, qaGame } from '../../qa/index.ts';
import { BaseTaskSchema, scoresOf, type BenchKind } from './kind.ts';

export const QaTaskSchema = BaseTaskSchema.extend({
  /** The game folder (inside the suite folder), visible: copied into a workspace under its own name. */
  game: z.string().min(1),
  /** The GBQA-format known bugs (playsmith.known-bugs/1), hidden. */
  knownBugs: z.string().min(1),
  /** Actions the explorer may take (qa's default when absent). */
  steps: z.int().min(1).optional(),
  family: z.string().min(1).nullable().default(null),
});
export type QaTask = z.infer<typeof QaTaskSchema>;

const QA_DIR = 'qa';

export const qaKind: BenchKind<QaTask> = {
  kind: 'qa',
  taskSchema: QaTaskSchema,
  labels: (task) => ({ variant: null, family: task.family }),
  visible: (task) => [task.game, ...task.visible],
  hidden: (task) => [task.knownBugs, ...task.hidden],
  instructions: (task) =>
    [
      '# Find the bugs',
      '',
      `The web game in \`${basename(task.game)}/\` has bugs nobody described. Play it, find them, and write`,
      'each with steps to reproduce it, what you saw and what you expected.',
      '',
    ].join('\n'),
  async runBuiltin(task, suiteDir, ctx) {
    const game = join(suiteDir, task.game);
    const adapter = await openQaTarget(game, { browser: ctx.browser, viewport: ctx.viewport, cacheDir: ctx.cacheDir });
    try {
      const result = await qaGame(adapter, game, {
        seed: ctx.seed,
        steps: task.steps,
        outDir: join(ctx.sampleDir, QA_DIR),
        known: join(suiteDir, task.knownBugs),
        agent: ctx.llm ? 'llm' : 'explore',
        llm: ctx.llm,
      });
      const noScore = 'qa scored no known bug (no known-bugs file was read)';
      const recall = result.score?.recall.rate ?? null;
      const precision = result.score?.precision.rate ?? null;
      return {
        scores: scoresOf(
          'qa',
          { recall, precision },
          {
            recall: result.score ? 'no known bug could be matched' : noScore,
            precision: result.score ? 'no report was confirmed, so precision has no denominator' : noScore,
          },
        ),
        usage: result.model?.usage.total ?? null,
        costUsd: null,
        hashes: {},
        files: { qa: `${QA_DIR}/qa.json`, bugs: `${QA_DIR}/${result.files.bugs}`, report: `${QA_DIR}/report.html` },
      };
    } finally {
      await adapter.close();
    }
  },
  async scoreWorkspace() {
    const why =
      "an external system's bug reports are matched to known bugs only by replay through qa's adapter, which " +
      'bench cannot drive for a free-form report yet';
    return {
      scores: scoresOf('qa', {}, { recall: why, precision: why }),
      usage: null,
      costUsd: null,
      hashes: {},
      files: {},
    };
  },
};
