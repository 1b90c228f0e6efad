// Writes a run's report: one static HTML file with chart.js and the data inlined, and the screenshots it shows copied
// into shots/ beside it, so the folder opens offline and can be moved or served as it is.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { BenchReportError, loadBenchRun } from './load.ts';
import { renderBenchReport } from './page.ts';
import { summarize } from './summary.ts';

/** chart.js's UMD build from the toolkit's own node_modules (a dependency, so it is there wherever Playsmith runs). */
function chartJs(): string {
  const file = join(PROJECT_ROOT, 'node_modules', 'chart.js', 'dist', 'chart.umd.min.js');
  if (!existsSync(file))
    throw new BenchReportError(`chart.js is missing (${file}); reinstall Playsmith's dependencies with "npm ci"`);
  return readFileSync(file, 'utf8');
}

export interface BenchReportWritten {
  /** The HTML file, and how many screenshots were copied beside it. */
  file: string;
  screenshots: number;
  records: number;
}

/** The default report file of a run: report/index.html inside the run folder. */
export const defaultReportFile = (runDir: string): string => join(resolve(runDir), 'report', 'index.html');

/** Writes the report of the run in `runDir` to `out` (default: the run's report/index.html). */
export function writeBenchReport(runDir: string, out: string = defaultReportFile(runDir)): BenchReportWritten {
  const run = loadBenchRun(runDir);
  const file = resolve(out);
  const dir = dirname(file);
  const shotPath = (runRelative: string): string => join('shots', ...runRelative.split(/[\\/]/));
  let screenshots = 0;
  for (const a of run.artefacts.values())
    for (const s of a.screenshots) {
      const from = join(run.dir, s.file);
      if (!existsSync(from)) continue;
      const to = join(dir, shotPath(s.file));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      screenshots++;
    }
  const href = (runRelative: string): string => shotPath(runRelative).split(sep).map(encodeURIComponent).join('/');
  const html = renderBenchReport(summarize(run), run, href, chartJs());
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, html);
  return { file, screenshots, records: run.records.length };
}
