// `playsmith bench run SUITE` and `playsmith bench merge A B … --out C`: tasks × systems × samples into a run folder
// (results.jsonl, timings.jsonl, index.sqlite, a folder per sample). Exit 0 when the run completed, whatever the
// scores; 1 when a sample ended in an infrastructure error; 2 on bad input.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import {
  BENCH_CONFIG_FILE,
  BUILTIN_SYSTEMS,
  DEFAULT_SYSTEM,
  loadBenchBackend,
  loadBenchConfig,
  loadSuite,
  mergeRuns,
  parseBackend,
  resolveSystems,
  runBench,
  type BenchProgress,
  type BenchRunSummary,
  type Shard,
} from '../bench/index.ts';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured } from '../llm/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { progressDisplay } from './progress.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

interface RunFlags {
  system: string[];
  benchConfig?: string;
  model?: string;
  samples?: number;
  seed?: number;
  jobs?: number;
  out?: string;
  resume?: boolean;
  shard?: string;
  cache: boolean;
  json?: boolean;
  backend?: string;
}

function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard expects i/n with 1 <= i <= n, e.g. 2/4; got "${value}"`);
  return { index, count };
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** One progress line: done/total, pass so far, errors, ETA. */
export function progressLine(p: BenchProgress): string {
  const pass = p.judged ? `pass ${p.passed}/${p.judged}` : 'pass -';
  const errors = p.errors ? `, ${p.errors} error(s)` : '';
  const eta = p.etaMs === null ? '' : `, ETA ${duration(p.etaMs)}`;
  const last = p.last
    ? `; last ${p.last.task} ${p.last.system} #${p.last.sample}${p.last.cached ? ' (cached)' : ''}`
    : '';
  return `${pass}${errors}${eta}${last}`;
}

function formatRun(s: BenchRunSummary): string {
  const scored = s.records.filter((r) => r.status === 'scored');
  const count = (pick: (r: (typeof scored)[number]) => boolean | null | undefined) =>
    scored.filter((r) => pick(r) === true).length;
  const lines = [
    `${s.errors ? 'RAN WITH ERRORS' : 'DONE'}  ${s.records.length} sample(s): ${s.computed} computed, ` +
      `${s.cached} from the cache, ${s.resumed} already done; ${s.errors} infrastructure error(s)`,
    `verdicts     Exec ${count((r) => r.scores.exec?.holds)}, Pass ${count((r) => r.scores.pass?.holds)}, ` +
      `Play ${count((r) => r.scores.play?.holds)} of ${scored.length} scored`,
    ...s.records
      .filter((r) => r.status === 'error')
      .map((r) => `  ERROR ${r.task.id} ${r.system.id} #${r.sample}: ${r.error?.message ?? ''}`),
    `written to   ${s.outDir} (run.json, results.jsonl, timings.jsonl, index.sqlite, samples/)`,
  ];
  if (s.queue)
    lines.push(
      `queue        ${s.queue.queue}: ${s.queue.duplicates} duplicate completion(s) ignored, ` +
        `${s.queue.requeued} job(s) Redis lost enqueued again`,
    );
  return `${lines.join('\n')}\n`;
}

function registerRunCommand(bench: Command): void {
  bench
    .command('run <suite>')
    .description('run every task of a suite with each system, --samples times, into a run folder')
    .addOption(
      new Option(
        '--system <id>',
        `a system to measure, repeatable (${BUILTIN_SYSTEMS.join(', ')}, or one declared in --bench-config)`,
      )
        .argParser((v: string, all: string[]) => [...all, v])
        // The list starts empty so that a given --system replaces the default rather than joining it.
        .default([], DEFAULT_SYSTEM),
    )
    // Not --config: that is the root's option (playsmith.config.json), which Commander reads anywhere on the line.
    .option(
      '--bench-config <file>',
      `external command systems (command, env, timeoutS) (default: ./${BENCH_CONFIG_FILE} when present)`,
    )
    .option('--model <name>', 'the model playsmith-llm uses (default: config llm.model)')
    .option('--samples <n>', "samples per task and system (default: the suite's)", parseWholeNumber('--samples', 1))
    .option('--seed <n>', "base seed; sample i uses seed + i (default: the suite's)", parseWholeNumber('--seed'))
    .option(
      '--jobs <n>',
      'samples run at once, on one shared browser (default: one per core)',
      parseWholeNumber('--jobs', 1),
    )
    .option('--out <dir>', 'the run folder (default: <resultsDir>/bench/<suite name>)')
    .option('--resume', 'continue the run in --out: keep its records, run only what is missing')
    .option('--shard <i/n>', 'run only shard i of n (tasks split by their hash)')
    .option('--no-cache', "neither reuse nor fill the sample cache in Playsmith's cache folder")
    .option('--json', 'print the records (results.jsonl) as a JSON array')
    .option(
      '--backend <where>',
      'local (this process) or redis://host:port/db (`bench worker` processes run the samples) ' +
        '(default: the bench config\'s "backend", else local)',
    )
    .action(async (suitePath: string, flags: RunFlags, command: Command) => {
      const loaded = configFor(command);
      const suite = loadSuite(resolve(suitePath));
      const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
      if (flags.model !== undefined) loaded.config.llm.model = flags.model;
      const wantsLlm = flags.system.includes('playsmith-llm');
      const made = wantsLlm ? createLlmIfConfigured({ config: loaded }) : { reason: 'not asked for' };
      const model = made.llm ? { llm: made.llm, label: made.llm.settings.label } : { reason: made.reason ?? '' };
      const benchConfig = flags.benchConfig ?? (existsSync(BENCH_CONFIG_FILE) ? BENCH_CONFIG_FILE : undefined);
      const systems = resolveSystems(flags.system, loadBenchConfig(benchConfig), model);
      const backend =
        flags.backend === undefined ? loadBenchBackend(benchConfig) : parseBackend(flags.backend, '--backend');
      const outDir = resolve(flags.out ?? join(loaded.resultsDir, 'bench', suite.name));
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      closeOnStop(browser);
      let summary: BenchRunSummary;
      try {
        summary = await runBench({
          suite,
          systems,
          samples: flags.samples ?? suite.defaults.samples,
          seed: flags.seed ?? suite.defaults.seed,
          jobs: flags.jobs ?? availableParallelism(),
          outDir,
          resume: flags.resume === true,
          shard,
          benchConfig,
          cache: flags.cache,
          cacheDir: loaded.cacheDir,
          browser,
          viewport: loaded.config.browser.viewport,
          maxRepairs: loaded.config.make.maxRepairs,
          backend,
          onProgress: (p) =>
            progress.onProgress({ task: 'bench', done: p.done, total: p.total, detail: progressLine(p) }),
        });
      } finally {
        progress.done();
        await browser.close();
      }
      if (flags.json) printJson(summary.records);
      else process.stdout.write(formatRun(summary));
      if (summary.errors) process.exitCode = 1;
    });
}

export function registerBench(program: Command): Command {
  const bench = program
    .command('bench')
    .description(
      'benchmark systems on suites of tasks: run them (resumable, cached, shardable, here or on a Redis queue), ' +
        'merge run folders, report and view a run as HTML, and work a queue as a worker (docs/bench.md)',
    );
  registerRunCommand(bench);
  bench
    .command('merge <runs...>')
    .description('combine run folders (e.g. shards run on other machines) into one; refuses conflicting records')
    .requiredOption('--out <dir>', 'the merged run folder (new or empty)')
    .option('--json', 'print the merged records as a JSON array')
    .action((runs: string[], flags: { out: string; json?: boolean }) => {
      const { records } = mergeRuns(runs, flags.out);
      if (flags.json) printJson(records);
      else
        process.stdout.write(
          `MERGED  ${records.length} record(s) from ${runs.length} runs into ${resolve(flags.out)}\n`,
        );
    });
  return bench;
}
