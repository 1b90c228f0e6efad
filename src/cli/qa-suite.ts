// `playsmith qa --suite DIR`: the same agent over every game of a QA suite (games/, or one qa inject wrote), and the
// suite's recall and precision printed as a table — overall, per difficulty, per bug type, per game — with the known
// bugs no report matched listed for the person. The part returns the data and writes suite.json; this prints.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { LazyBrowser } from '../harness/index.ts';
import type { Llm } from '../llm/index.ts';
import { runQaSuite } from '../qa/index.ts';
import type { LoadedConfig, QaSuiteRate, QaSuiteResult, QaSuiteSlice } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { refuseInstallFolder } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { printJson, UsageError } from './usage.ts';

export interface SuiteFlags {
  suite: string;
  agent: 'explore' | 'llm';
  mode: 'qa' | 'player';
  steps?: number | undefined;
  seed: number;
  out?: string | undefined;
  json: boolean;
  llm: Llm | undefined;
}

/** A suite's output folder: new, empty, or an earlier suite run's (rewritten). */
function suiteOutDir(out: string): void {
  refuseInstallFolder(out);
  if (!existsSync(out)) return;
  const entries = readdirSync(out);
  if (entries.length > 0 && !entries.includes('suite.json'))
    throw new UsageError(`--out ${out} holds other things; give a new or empty folder, or an earlier suite run's`);
}

export async function runSuiteCommand(flags: SuiteFlags, loaded: LoadedConfig): Promise<void> {
  const name = basename(resolve(flags.suite));
  const outDir = resolve(flags.out ?? join(loaded.resultsDir, `qa-suite-${name}-seed${flags.seed}`));
  suiteOutDir(outDir);
  const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
  closeOnStop(browser);
  const progress = progressDisplay(process.stderr, flags.json && !process.stderr.isTTY);
  let result: QaSuiteResult;
  try {
    result = await runQaSuite(flags.suite, {
      seed: flags.seed,
      steps: flags.steps,
      outDir,
      agent: flags.agent,
      mode: flags.mode,
      llm: flags.llm,
      open: { browser, viewport: loaded.config.browser.viewport, cacheDir: loaded.cacheDir },
      onProgress: progress.onProgress,
    });
  } finally {
    progress.done();
    await browser.close();
  }
  if (flags.json) printJson(result);
  else process.stdout.write(formatSuite(result, outDir));
}

const pct = (r: QaSuiteRate): string =>
  r.rate === null ? 'n/a' : `${(Math.round(r.rate * 1000) / 10).toFixed(1)}% (${r.matched}/${r.of})`;

const row = (label: string, s: QaSuiteSlice): string =>
  `  ${label.padEnd(20)} ${pct(s.recall).padEnd(16)} ${pct(s.precision)}`;

/** The suite's score as a person reads it in a terminal. */
export function formatSuite(r: QaSuiteResult, outDir: string): string {
  const actions = r.games.reduce((n, g) => n + g.actions, 0);
  const lines = [
    `qa over ${r.suite} (${r.layout}, ${r.games.length} games, agent ${r.agent}, mode ${r.mode}, seed ${r.seed}): ` +
      `${actions} actions, ${(r.wallMs / 1000).toFixed(1)} s`,
    `  ${'game'.padEnd(20)} ${'recall'.padEnd(16)} precision`,
    ...r.games.map((g) =>
      g.error
        ? `  ${g.id.padEnd(20)} not explored: ${g.error}`
        : row(g.id, g) + `   ${g.confirmed} confirmed in ${g.actions} actions`,
    ),
    row('overall', r.overall),
    'by difficulty (recall by the known bug, precision by the report)',
    ...Object.entries(r.byDifficulty).map(([d, s]) => row(d, s)),
    'by bug type (recall by the known bug, precision by the report)',
    ...Object.entries(r.byType).map(([t, s]) => row(t, s)),
    `known bugs no report matched (${r.unmatched.length}; for you, never shown to the agent):`,
    ...r.unmatched.map(
      (b) =>
        `  ${b.game} ${b.id} [${b.type}, ${b.difficulty}] ${b.description}` +
        (b.unobservable ? ' (no oracle sees it offline)' : ''),
    ),
    ...(r.unmatchedReports.length
      ? [
          `confirmed reports no known bug matched (${r.unmatchedReports.length}; judge each):`,
          ...r.unmatchedReports.map((u) => `  ${u.game} ${u.id} ${u.title}`),
        ]
      : []),
    `written to ${outDir} (suite.json; each game's qa.json, bugs.md and report.html in its own folder)`,
  ];
  return `${lines.join('\n')}\n`;
}
