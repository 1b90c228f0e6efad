// `playsmith bench worker --backend redis://…`: serves the bench runs queued on that Redis with one browser and --jobs
// samples at a time, printing a line per job, until SIGINT or SIGTERM (which let the running jobs finish first).
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import {
  BENCH_CONFIG_FILE,
  DEFAULT_LOCK_MS,
  DEFAULT_STALLED_MS,
  loadBenchBackend,
  loadBenchConfig,
  parseBackend,
  startBenchWorker,
  type BenchWorkerEvent,
} from '../bench/index.ts';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured } from '../llm/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { configFor, parseWholeNumber, UsageError } from './usage.ts';

interface WorkerFlags {
  backend?: string;
  benchConfig?: string;
  jobs: number;
  lockMs?: number;
  stalledMs?: number;
}

function describe(e: BenchWorkerEvent): string {
  switch (e.kind) {
    case 'serving':
      return `serving ${e.queue}`;
    case 'left':
      return `left ${e.queue} (its run is done)`;
    case 'failed':
      return `FAILED  ${e.queue} ${e.job.slice(0, 12)}: ${e.message}`;
    case 'done': {
      const how = `in ${e.ms} ms${e.cached ? ' (cached)' : ''}`;
      return `${e.status === 'scored' ? 'done' : 'ERROR'}    ${e.queue} ${e.job.slice(0, 12)} ${how}`;
    }
  }
}

export function addBenchWorker(bench: Command): void {
  bench
    .command('worker')
    .description('run the samples of bench runs queued on Redis (bench run --backend redis://…), until stopped')
    .option('--backend <url>', 'the Redis to serve, redis://host:port/db (default: the bench config\'s "backend")')
    .option(
      '--bench-config <file>',
      `the external command systems this machine runs (default: ./${BENCH_CONFIG_FILE} when present)`,
    )
    .option('--jobs <n>', 'samples run at once per run, on one browser', parseWholeNumber('--jobs', 1), 1)
    .option(
      '--lock-ms <ms>',
      `how long a job stays claimed without this worker renewing it (default ${DEFAULT_LOCK_MS})`,
      parseWholeNumber('--lock-ms', 1000),
    )
    .option(
      '--stalled-ms <ms>',
      `how often jobs of vanished workers are looked for and handed out again (default ${DEFAULT_STALLED_MS})`,
      parseWholeNumber('--stalled-ms', 1000),
    )
    .action(async (flags: WorkerFlags, command: Command) => {
      const loaded = configFor(command);
      const benchConfig = flags.benchConfig ?? (existsSync(BENCH_CONFIG_FILE) ? BENCH_CONFIG_FILE : undefined);
      const backend =
        flags.backend === undefined ? loadBenchBackend(benchConfig) : parseBackend(flags.backend, '--backend');
      if (backend?.kind !== 'redis')
        throw new UsageError('bench worker needs --backend redis://host:port/db (the Redis the producer uses)');
      const made = createLlmIfConfigured({ config: loaded });
      const model = made.llm ? { llm: made.llm, label: made.llm.settings.label } : { reason: made.reason ?? '' };
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      const worker = await startBenchWorker({
        backend,
        jobs: flags.jobs,
        browser,
        cacheDir: loaded.cacheDir,
        commands: loadBenchConfig(benchConfig),
        model,
        lockDurationMs: flags.lockMs,
        stalledIntervalMs: flags.stalledMs,
        onEvent: (e) => process.stdout.write(`${describe(e)}\n`),
      });
      // Jobs first (they use the browser), then the browser.
      closeOnStop({ close: () => worker.close().then(() => browser.close()) });
      process.stdout.write(`bench worker ready on ${backend.url} with --jobs ${flags.jobs}\n`);
      await worker.closed;
    });
}
