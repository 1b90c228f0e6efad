// `playsmith play <game-folder|url>`: a tester plays the game (golden path, offline explorer or a model) while the
// oracles watch; writes play.json, trajectory.jsonl, screenshots and report.html. Exit 0 when Play holds.
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured, type Llm } from '../llm/index.ts';
import { DEFAULT_PLAY_GAME_MS, DEFAULT_PLAY_STEPS, playGame } from '../play/index.ts';
import { PLAY_POLICIES, PlayPolicyNameSchema, type PlayResult } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop, writingInto } from './lifetime.ts';
import { checkResultOutDir } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { resultFolder } from './result-folder.ts';
import { ALLOW_REMOTE, configFor, parseWholeNumber, printJson, refuseRemote, UsageError } from './usage.ts';

interface PlayFlags {
  policy: string;
  steps?: number;
  gameSeconds?: number;
  seed?: number;
  out?: string;
  json?: boolean;
  images?: boolean;
  allowRemote?: boolean;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description(
      'play a web game like a tester (its golden path, an offline explorer, or a model) and judge it: Exec, Pass, ' +
        'Play, and every logic violation the oracles find, with screenshots',
    )
    .argument('<game>', 'a game folder (source project with package.json, or a folder with index.html) or a URL')
    .option('--policy <name>', `who plays: ${PLAY_POLICIES.join(', ')}`, 'explore')
    .option('--steps <n>', `most steps to take (default ${DEFAULT_PLAY_STEPS})`, parseWholeNumber('--steps', 1))
    .option(
      '--game-seconds <n>',
      `most game time the tester may play, in seconds (default ${DEFAULT_PLAY_GAME_MS / 1000})`,
      parseWholeNumber('--game-seconds', 1),
    )
    .option(
      '--seed <n>',
      "seed for the game's randomness and the explorer (default: config seed)",
      parseWholeNumber('--seed'),
    )
    .option('--no-images', 'with --policy llm: send the model the text observation only (a model without image input)')
    .option('--out <dir>', 'where to write play.json, report.html, the trajectory and screenshots')
    .option(...ALLOW_REMOTE)
    .option('--json', 'print the result as JSON')
    .action(async (game: string, flags: PlayFlags, command: Command) => {
      refuseRemote(game, flags.allowRemote);
      const loaded = configFor(command);
      const policy = PlayPolicyNameSchema.safeParse(flags.policy);
      if (!policy.success)
        throw new UsageError(`--policy expects one of ${PLAY_POLICIES.join(', ')}, got "${flags.policy}"`);
      if ((flags.steps ?? 0) > 10_000) throw new UsageError('--steps is at most 10000');
      if ((flags.gameSeconds ?? 0) > 3600)
        throw new UsageError('--game-seconds is at most 3600 (an hour of game time)');
      let llm: Llm | undefined;
      if (policy.data === 'llm') {
        const made = createLlmIfConfigured({ config: loaded });
        if (!made.llm) throw new UsageError(`--policy llm needs a model: ${made.reason}`);
        llm = made.llm;
      }
      const seed = flags.seed ?? loaded.config.seed;
      const outDir =
        flags.out === undefined
          ? resultFolder(loaded.resultsDir, 'play', game, { seed, variant: policy.data })
          : resolve(flags.out);
      checkResultOutDir(outDir, 'play');
      const writes = writingInto(outDir, 'play', game);
      const browserPath = browserFor(loaded);
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const browser = new LazyBrowser({ browserPath });
      closeOnStop(browser);
      let result: PlayResult;
      try {
        result = await playGame(game, {
          policy: policy.data,
          seed,
          steps: flags.steps,
          gameMs: flags.gameSeconds === undefined ? undefined : flags.gameSeconds * 1000,
          outDir,
          llm: llm ? llm.with({ trajectory: join(outDir, 'model-calls.jsonl') }) : undefined,
          images: flags.images !== false,
          viewport: loaded.config.browser.viewport,
          browser,
          cacheDir: loaded.cacheDir,
          onProgress: progress.onProgress,
        });
      } finally {
        progress.done();
        await browser.close();
      }
      writes.finished();
      if (flags.json) printJson(result);
      else process.stdout.write(formatPlay(result, outDir));
      if (result.verdict.play.holds !== true) process.exitCode = 1;
    });
}

function formatPlay(r: PlayResult, outDir: string): string {
  const mark = (h: boolean | null) => (h === null ? 'not measured' : h ? 'holds' : 'FAILS');
  const v = r.verdict;
  const lines = [
    `played ${r.target} with the ${r.policy} policy (seed ${r.seed}): ${r.steps} steps, ` +
      `${(r.gameMs / 1000).toFixed(1)} s of game time in ${(r.wallMs / 1000).toFixed(1)} s of wall time`,
    `Exec   ${mark(v.exec.holds)}  ${v.exec.reason}`,
    `Pass   ${mark(v.pass.holds)}  ${v.pass.reason}`,
    `Play   ${mark(v.play.holds)}  ${v.play.reason}`,
    ...r.findings.map((f) => `finding  [${f.oracle}] step ${f.step}: ${f.message}`),
    ...v.unmeasured.map((u) => `not measured  ${u}`),
    `ended  ${r.ended}`,
    ...r.notes.map((n) => `note   ${n}`),
    `written to ${outDir} (play.json, report.html, trajectory.jsonl, screenshots)`,
  ];
  return `${lines.join('\n')}\n`;
}
