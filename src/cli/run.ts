// `playsmith run <game-folder|url>`: run a game headlessly for a stretch of game time and record it.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_RUN_WALL_LIMIT_MS, LazyBrowser, recordRun } from '../harness/index.ts';
import type { RunRecord } from '../shared/index.ts';
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

interface RunFlags {
  seconds: number;
  seed?: number;
  out?: string;
  screenshotEvery?: number;
  wallLimit?: number;
  allowRemote?: boolean;
  json?: boolean;
}

export function registerRun(program: Command): void {
  program
    .command('run')
    .description(
      'run a web game headlessly under virtual time with seeded randomness, and record its trace, behaviour, ' +
        'errors and screenshots',
    )
    .argument('<game>', 'a game folder (with index.html or a built dist/) or a URL')
    .option('--seconds <n>', 'game time to run, in seconds', parsePositiveNumber('--seconds'), 30)
    .option('--seed <n>', 'seed for Math.random and crypto (default: config seed)', parseWholeNumber('--seed'))
    .option(
      '--screenshot-every <ms>',
      'also take a screenshot every this many ms of game time',
      parseWholeNumber('--screenshot-every', 100),
    )
    .option(
      '--out <dir>',
      'where to write run.json, trace.jsonl and screenshots (default: <resultsDir>/run-<game>-seed<seed>)',
    )
    .option(
      '--wall-limit <s>',
      `wall-clock budget for the whole run, in seconds (default ${DEFAULT_RUN_WALL_LIMIT_MS / 1000}, ` +
        'or the game time when that is longer)',
      parsePositiveNumber('--wall-limit'),
    )
    .option(...ALLOW_REMOTE)
    .option('--json', 'print the run record as JSON')
    .action(async (game: string, flags: RunFlags, command: Command) => {
      refuseRemote(game, flags.allowRemote);
      const loaded = configFor(command);
      const seed = flags.seed ?? loaded.config.seed;
      const gameMs = Math.round(flags.seconds * 1000);
      if (gameMs > 3_600_000) throw new UsageError('--seconds is at most 3600 (an hour of game time)');
      const outDir =
        flags.out === undefined ? resultFolder(loaded.resultsDir, 'run', game, { seed }) : resolve(flags.out);
      checkResultOutDir(outDir, 'run');
      const writes = writingInto(outDir, 'run', game);
      const browserPath = browserFor(loaded);
      const screenshotsAt = flags.screenshotEvery
        ? Array.from({ length: Math.floor(gameMs / flags.screenshotEvery) }, (_, i) => (i + 1) * flags.screenshotEvery!)
        : [];
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const browser = new LazyBrowser({ browserPath });
      closeOnStop(browser);
      let record: RunRecord;
      try {
        record = await recordRun({
          target: game,
          gameMs,
          seed,
          screenshotsAt,
          outDir,
          viewport: loaded.config.browser.viewport,
          browser,
          wallLimitMs: flags.wallLimit ? flags.wallLimit * 1000 : Math.max(DEFAULT_RUN_WALL_LIMIT_MS, gameMs),
          onProgress: progress.onProgress,
        });
      } finally {
        progress.done();
        await browser.close();
      }
      writes.finished();
      if (flags.json) printJson(record);
      else process.stdout.write(formatRun(record, outDir));
      if (record.stopped) process.exitCode = 1;
    });
}

function networkLine(violations: RunRecord['violations']): string {
  if (violations.length === 0) return 'no request left the game server';
  const shown = [...new Set(violations.map((v) => `${v.method} ${v.url}`))].slice(0, 3).join(', ');
  return `${violations.length} blocked attempt(s) to reach outside the game or leave its page: ${shown}`;
}

function formatRun(r: RunRecord, outDir: string): string {
  const b = r.behaviour;
  const lines = [
    `ran ${r.target} for ${r.gameMs / 1000} s of game time (seed ${r.seed}) in ` +
      `${(r.wallMs / 1000).toFixed(1)} s of wall time`,
    ...(r.stopped ? [`stopped    ${r.stopped.message}`] : []),
    'engine     ' +
      `${r.engine ? `Phaser ${r.engine.version} (${r.engine.renderer})` : 'not reached (pixels only)'}; Game ` +
      `Contract ${r.contract ? 'present' : 'absent'}`,
    `errors     ${r.errors.length ? r.errors.map((e) => `${e.message} at ${e.gameTime} ms`).join('; ') : 'none'}`,
    `network    ${networkLine(r.violations)}`,
    ...(r.dialogs.length
      ? [
          `dialogs    ${r.dialogs.length} dismissed: ` +
            r.dialogs
              .slice(0, 3)
              .map((d) => `${d.type} "${d.message.slice(0, 60)}" at ${d.gameTime} ms`)
              .join(', ') +
            (r.dialogs.length > 3 ? ` and ${r.dialogs.length - 3} more` : ''),
        ]
      : []),
    `behaviour  objects +${b.objectsAdded}/-${b.objectsRemoved}, position changes ${b.positionChanges}, ` +
      `velocity-active samples ${b.velocityActiveFrames}, scene changes ${b.sceneChanges}, events ` +
      `[${b.triggeredEventTypes.join(', ')}]`,
    `pixels     ${b.pixels.samples} samples, mean entropy ${b.pixels.meanEntropy} bits, mean motion ` +
      `${b.pixels.meanMotion}, blank ${b.pixels.blankSamples}`,
    `trace      ${r.traceHash}`,
    ...r.notes.map((n) => `note       ${n}`),
    `written to ${outDir} (run.json, trace.jsonl, ${r.screenshots.length} ` +
      `screenshot${r.screenshots.length === 1 ? '' : 's'})`,
  ];
  return `${lines.join('\n')}\n`;
}
