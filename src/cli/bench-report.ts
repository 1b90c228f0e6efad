// `playsmith bench report RUN` writes a run's static HTML report; `playsmith bench view RUN` writes it and serves it on
// 127.0.0.1. main.ts adds both under the `bench` command.
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { writeBenchReport } from '../bench/index.ts';
import { serveGame } from '../harness/index.ts';
import { onStopRequest } from './lifetime.ts';
import { parseWholeNumber, UsageError } from './usage.ts';

function runFolder(run: string): string {
  if (!existsSync(run) || !statSync(run).isDirectory())
    throw new UsageError(`${run} is not a folder; give the run folder "playsmith bench run" wrote`);
  return run;
}

export function addBenchReport(parent: Command, name = 'report'): void {
  parent
    .command(name)
    .description('write a bench run as one static HTML report (leaderboard, breakdowns, funnels, per-task drill-down)')
    .argument('<run>', 'a run folder (holds results.jsonl)')
    .option(
      '--out <file>',
      'the HTML file to write; screenshots go to shots/ beside it (default: RUN/report/index.html)',
    )
    .action((run: string, flags: { out?: string }) => {
      const written = writeBenchReport(runFolder(run), flags.out);
      process.stdout.write(
        `wrote ${written.file} (${written.records} records, ${written.screenshots} screenshots); ` +
          'open it in a browser (it needs no network)\n',
      );
    });
}

export function addBenchView(parent: Command, name = 'view'): void {
  parent
    .command(name)
    .description('write a bench run report and serve it on 127.0.0.1 for a browser')
    .argument('<run>', 'a run folder (holds results.jsonl)')
    .option('--port <n>', 'port on 127.0.0.1 (default: any free port)', parseWholeNumber('--port', 1))
    .action(async (run: string, flags: { port?: number }) => {
      const written = writeBenchReport(runFolder(run));
      const server = await serveGame(dirname(written.file), { port: flags.port });
      process.stdout.write(`serving the report of ${run} at ${server.url}\npress Ctrl-C to stop\n`);
      await new Promise<void>((done) => onStopRequest(done));
      await server.close();
    });
}
