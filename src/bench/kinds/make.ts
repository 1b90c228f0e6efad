// The make kind (JamBench Task 1a/1b on web games): a prompt, theme only (1a) or theme and description (1b), and a
// family label for breakdowns. The built-in systems are scored from make's own result; an external system's workspace
// is checked and played.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { folderContentHash } from '../../harness/index.ts';
import { GAME_DIR, makeGame, RESULT_FILE } from '../../make/index.ts';
import type { MakeResult } from '../../shared/index.ts';
import { BaseTaskSchema, scoresOf, type BenchKind, type SampleContext, type SampleOutcome } from './kind.ts';
import { levelsOf, scoreGameFolder } from './score-game.ts';

export const MakeTaskSchema = BaseTaskSchema.extend({
  prompt: z.string().trim().min(1, 'a make task needs a prompt'),
  variant: z.enum(['1a', '1b']),
  /** One of the five families, or "none" for a prompt that fits none cleanly. */
  family: z.string().min(1),
});
export type MakeTask = z.infer<typeof MakeTaskSchema>;

/** Where make writes inside the sample folder. */
const MAKE_DIR = 'make';

function outcomeOfMake(r: MakeResult, gameDir: string): SampleOutcome {
  const { exec, pass, play } = r.playTest.verdict;
  const { scs, bas, buildHealth, visualUsability } = r.check.scores;
  const reasons = {
    scs: 'check could not compute SCS for the made game',
    bas: 'check could not compute BAS for the made game',
    vu: 'check could not measure Visual Usability for the made game (its L3b did not run)',
  };
  const hashes: Record<string, string> = { game: folderContentHash(gameDir), goldenPath: r.goldenPath.traceHash };
  if (r.check.traceL3b) hashes.traceL3b = r.check.traceL3b;
  if (r.playTest.traceHash) hashes.playTest = r.playTest.traceHash;
  const files: Record<string, string> = { make: `${MAKE_DIR}/${RESULT_FILE}`, game: `${MAKE_DIR}/${GAME_DIR}` };
  if (r.playTest.trajectory) files.trajectory = `${MAKE_DIR}/${r.playTest.trajectory}`;
  if (r.goldenPath.screenshot) files.screenshot = `${MAKE_DIR}/${r.goldenPath.screenshot}`;
  const usage = r.agent?.usage.total ?? null;
  return {
    scores: scoresOf(
      'make',
      {
        exec,
        pass,
        play,
        levels: levelsOf(r.check.levels),
        scs,
        bas,
        bh: buildHealth,
        vu: visualUsability,
        ia: r.intentAlignment,
      },
      reasons,
    ),
    usage,
    costUsd: null,
    hashes,
    files,
  };
}

/** The game an external system made: `game/` in its workspace when there is one, else the workspace itself. */
function madeGameFolder(workspace: string): string {
  const game = join(workspace, GAME_DIR);
  return existsSync(game) && statSync(game).isDirectory() ? game : workspace;
}

export const makeKind: BenchKind<MakeTask> = {
  kind: 'make',
  taskSchema: MakeTaskSchema,
  labels: (task) => ({ variant: task.variant, family: task.family }),
  visible: (task) => task.visible,
  hidden: (task) => task.hidden,
  instructions: (task) =>
    [
      '# Make a game',
      '',
      'Make a 2D web game (HTML + JavaScript or TypeScript, e.g. Phaser) from this prompt:',
      '',
      `> ${task.prompt}`,
      '',
      `Write the game project into \`${GAME_DIR}/\` in this folder (or into this folder itself): an \`index.html\``,
      'at its root, or a package.json whose build writes one. It is then built, run for 30 s of game time,',
      'played, and scored (Exec / Pass / Play, SCS, BAS, build health, visual usability).',
      'A `golden-path.json` beside `index.html` (Playsmith golden-path format) is played to test the win state;',
      'without one the game is explored.',
      '',
    ].join('\n'),
  async runBuiltin(task, _suiteDir, ctx: SampleContext) {
    const outDir = join(ctx.sampleDir, MAKE_DIR);
    const agent = ctx.llm
      ? { llm: ctx.llm, maxRepairs: ctx.maxRepairs, protocolFile: join(ctx.sampleDir, 'debug-protocol.md') }
      : undefined;
    const result = await makeGame(task.prompt, {
      outDir,
      seed: ctx.seed,
      viewport: ctx.viewport,
      browser: ctx.browser,
      agent,
    });
    return outcomeOfMake(result, join(outDir, GAME_DIR));
  },
  async scoreWorkspace(_task, _suiteDir, workspace, ctx) {
    const scored = await scoreGameFolder(madeGameFolder(workspace), ctx);
    return {
      scores: scoresOf('make', scored.measured, {
        ...scored.reasons,
        ia: "intent alignment needs make's requirement list, which an external system's game does not carry",
      }),
      usage: null,
      costUsd: null,
      hashes: scored.hashes,
      files: scored.files,
    };
  },
};
