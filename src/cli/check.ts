// `playsmith check <game-folder|url>...`: L1–L3b, scores, a result JSON and an HTML page per game, `--jobs` at once.
// Exit 0 when every game passes L1–L3a.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { checkGames, DEFAULT_CHECK_WALL_LIMIT_MS, formatCheckSummary } from '../check/index.ts';
import { LazyBrowser } from '../harness/index.ts';
import { ARCHETYPES, ArchetypeSchema, type Archetype } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop, writingInto } from './lifetime.ts';
import { checkResultOutDir } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { resultFolder } from './result-folder.ts';
import {
  ALLOW_REMOTE,
  configFor,
  parsePositiveNumber,
  parseWholeNumber,
  printJson,
  refuseRemote,
  UsageError,
} from './usage.ts';

interface CheckFlags {
  seed?: number;
  reference?: string;
  archetype?: string;
  out?: string;
  json?: boolean;
  buildTimeout?: number;
  wallLimit?: number;
  buildCache?: boolean;
  behaviour?: boolean;
  profile?: boolean;
  jobs?: number;
  allowRemote?: boolean;
}

/** Where each game's check goes: `--out` for one game; else a check-<game>-seed<seed> folder each (result-folder). */
function checkTargets(
  games: readonly string[],
  seed: number,
  out: string | undefined,
  resultsDir: string,
): { target: string; outDir: string }[] {
  if (out !== undefined && games.length === 1) return [{ target: games[0]!, outDir: resolve(out) }];
  const taken = new Set<string>();
  return games.map((game) => ({
    target: game,
    outDir: resultFolder(out ?? resultsDir, 'check', game, { seed, taken }),
  }));
}

function parseArchetype(value: string): Archetype {
  const parsed = ArchetypeSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--archetype expects one of ${ARCHETYPES.join(', ')}, got "${value}"`);
  return parsed.data;
}

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description(
      'verify a web game: L1 integrity, L2 build, L3a stability (30 s, no input), L3b behaviour (60 s of ' +
        'input), with SCS, BAS, Build Health and Visual Usability',
    )
    .argument(
      '<game...>',
      'game folders (source projects with package.json, or folders with index.html) or URLs, one or more',
    )
    .option('--seed <n>', "seed for the game's randomness (default: config seed)", parseWholeNumber('--seed'))
    .option('--reference <path>', 'reference game folder or check.json for SCS/BAS (default: the archetype means)')
    .option(
      '--archetype <name>',
      `input strategy and means to use (${ARCHETYPES.join(', ')}; default: the game's contract, else a mixed strategy)`,
    )
    .option('--build-timeout <s>', 'wall-clock limit for L2, in seconds', parseWholeNumber('--build-timeout', 1), 180)
    .option('--no-build-cache', 'build L2 afresh instead of reusing a build of identical files and toolchain')
    .option(
      '--no-behaviour',
      'run L1–L3a only, the levels that pass or fail a game (a third of the time); L3b and the scores drawn from it ' +
        'are listed as not measured',
    )
    .option(
      '--wall-limit <s>',
      'wall-clock budget for the whole check, build included, in seconds',
      parsePositiveNumber('--wall-limit'),
      DEFAULT_CHECK_WALL_LIMIT_MS / 1000,
    )
    .option(
      '--out <dir>',
      'where to write check.json, report.html, screenshots, traces and the build (default: ' +
        '<resultsDir>/check-<game>-seed<seed>); with several games, the folder that holds their check-* folders',
    )
    .option('--jobs <n>', 'how many games to check at once, in one browser (default 1)', parseWholeNumber('--jobs', 1))
    .option('--profile', 'record where the wall time went (timings.profile) and show it in the summary')
    .option(...ALLOW_REMOTE)
    .option('--json', 'print the result as JSON')
    .action(async (games: string[], flags: CheckFlags, command: Command) => {
      for (const game of games) refuseRemote(game, flags.allowRemote);
      const loaded = configFor(command);
      const seed = flags.seed ?? loaded.config.seed;
      const archetype = flags.archetype === undefined ? undefined : parseArchetype(flags.archetype);
      const targets = checkTargets(games, seed, flags.out, loaded.resultsDir);
      for (const t of targets) checkResultOutDir(t.outDir, 'check');
      const writes = targets.map((t) => writingInto(t.outDir, 'check', t.target));
      const browserPath = browserFor(loaded);
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const browser = new LazyBrowser({ browserPath });
      closeOnStop(browser);
      let results: Awaited<ReturnType<typeof checkGames>>;
      try {
        const options = {
          seed,
          archetype,
          reference: flags.reference,
          buildTimeoutMs: (flags.buildTimeout ?? 180) * 1000,
          cacheDir: loaded.cacheDir,
          buildCache: flags.buildCache,
          skipBehaviour: flags.behaviour === false ? 'L3b was not asked for (--no-behaviour)' : undefined,
          profile: flags.profile,
          wallLimitMs: (flags.wallLimit ?? DEFAULT_CHECK_WALL_LIMIT_MS / 1000) * 1000,
          viewport: loaded.config.browser.viewport,
          browser,
          onProgress: progress.onProgress,
        };
        results = await checkGames(targets, options, flags.jobs ?? 1);
      } finally {
        progress.done();
        await browser.close();
      }
      for (const w of writes) w.finished();
      if (flags.json) printJson(results.length === 1 ? results[0] : results);
      else process.stdout.write(results.map((r, i) => formatCheckSummary(r, targets[i]!.outDir)).join('\n'));
      if (results.some((r) => !r.verdict.pass)) process.exitCode = 1;
    });
}
