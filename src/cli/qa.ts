/** The flags a qa run cannot start with, refused before any model or browser is made; gives the critic. */
function checkQaFlags(game: string | undefined, flags: QaFlags): 'offline' | 'model' {
  if (flags.suite !== undefined && game !== undefined)
    throw new UsageError(`give a game or --suite ${flags.suite}, not both`);
  if (flags.suite === undefined && game === undefined)
    throw new UsageError('give a game (a folder, URL or adapter file) or --suite <dir>');
  for (const [flag, given] of [
    ['--known', flags.known],
    ['--spec', flags.spec],
    ['--replay', flags.replay],
    ['--critic', flags.critic],
    ['--white-box', flags.whiteBox],
  ] as const)
    if (flags.suite !== undefined && given !== undefined)
      throw new UsageError(`${flag} is per game; with --suite each game's manifest entry gives its own`);
  if (flags.agent !== 'explore' && flags.agent !== 'llm')
    throw new UsageError(`--agent expects explore (the offline explorer) or llm, got "${flags.agent}"`);
  const critic = flags.critic ?? 'offline';
  if (critic !== 'offline' && critic !== 'model')
    throw new UsageError(`--critic expects offline or model, got "${flags.critic}"`);
  if (flags.spec && !existsSync(flags.spec)) throw new UsageError(`--spec ${flags.spec}: no such file`);
  return critic;
}

// `playsmith qa <adapter.json>`: explore a game offline for bugs nobody described, confirm each by replay from a
// fresh game, and score against known bugs; writes qa.json, bugs.md, trajectory.jsonl and report.html. With
// --replay qa.json#QA-n it replays one report and says whether its fault shows again. Exit 0 when no confirmed bug
// was found (or the replayed one no longer shows), 1 otherwise. `playsmith qa inject <game>` grows a QA suite from a
// game: bugs planted by mutation operators, each kept only when a replay proves it. `playsmith qa --suite DIR` runs
// the agent over every game of a QA suite and prints its recall and precision (qa-suite.ts).
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured, type Llm } from '../llm/index.ts';
import {
  DEFAULT_QA_STEPS,
  injectBugs,
  OPERATOR_NAMES,
  type OperatorName,
  openQaTarget,
  QA_STEP_BUDGETS,
  type QaSuiteManifest,
  qaGame,
  replayReport,
} from '../qa/index.ts';
import { type QaResult, readRegularFile, readResult } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop, writingInto } from './lifetime.ts';
import { checkResultOutDir } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { runSuiteCommand } from './qa-suite.ts';
import { resultFolder } from './result-folder.ts';
import { ALLOW_REMOTE, configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

interface QaFlags {
  agent: string;
  critic?: string;
  spec?: string;
  mode: string;
  steps?: number;
  seed?: number;
  known?: string;
  out?: string;
  json?: boolean;
  allowRemote?: boolean;
  replay?: string;
  suite?: string;
  whiteBox?: boolean;
}

export function registerQa(program: Command): void {
  const qa = program
    .command('qa')
    .description(
      'explore a game for bugs nobody described, confirm each by replaying it from a fresh game, and score the ' +
        'finding against known bugs (GBQA)',
    )
    .argument(
      '[game]',
      "a web game's folder or URL, or an adapter file (qa.adapter.json: a text game's HTTP API, or a web game)",
    )
    .option(
      '--suite <dir>',
      'explore every game of a QA suite (games/, or one qa inject wrote) and print recall and precision overall, ' +
        'per difficulty and per bug type',
    )
    .option('--agent <name>', 'who explores: explore (offline, seeded) or llm (the configured model)', 'explore')
    .option('--critic <name>', 'who matches reports to known bugs: offline (replays) or model (default: offline)')
    .option('--spec <file>', "the game's spec (text or Markdown), shown to the llm agent in qa mode")
    .option('--mode <mode>', 'qa (may read the spec) or player (plays only)', 'qa')
    .option(
      '--steps <n>',
      `most actions to send while exploring (default ${DEFAULT_QA_STEPS}; ` +
        `GBQA's budgets: ${QA_STEP_BUDGETS.join(', ')})`,
      parseWholeNumber('--steps', 1),
    )
    .option('--seed <n>', 'seed of the game and the explorer (default: config seed)', parseWholeNumber('--seed'))
    .option(
      '--known <file>',
      "known bugs (playsmith.known-bugs/1, or GBQA's own bug file), read only after exploring, to score the finding",
    )
    .option(
      '--white-box',
      "let a qa-mode agent read the game's white-box state (GBQA's full_state: hidden things and where they are)",
    )
    .option(ALLOW_REMOTE[0], `${ALLOW_REMOTE[1]} (a web game, or the HTTP API a text game's adapter names)`)
    .option('--replay <qa.json#id>', 'replay one report of an earlier qa run and say whether its fault shows again')
    .option('--out <dir>', 'where to write qa.json, bugs.md, report.html and the trajectory')
    .option('--json', 'print the result as JSON')
    .action(async (game: string | undefined, flags: QaFlags, command: Command) => {
      const loaded = configFor(command);
      const critic = checkQaFlags(game, flags);
      let llm: Llm | undefined;
      if (flags.agent === 'llm' || critic === 'model') {
        const made = createLlmIfConfigured({ config: loaded });
        if (!made.llm)
          throw new UsageError(
            `${flags.agent === 'llm' ? '--agent llm' : '--critic model'} needs a model: ${made.reason}`,
          );
        llm = made.llm;
      }
      if (flags.mode !== 'qa' && flags.mode !== 'player')
        throw new UsageError(`--mode expects qa or player, got "${flags.mode}"`);
      if (flags.whiteBox && flags.mode !== 'qa')
        throw new UsageError("--white-box is for qa mode only: a player never sees the game's white-box state");
      if ((flags.steps ?? 0) > 1_000_000) throw new UsageError('--steps is at most 1000000');
      if (flags.suite !== undefined) {
        const seed = flags.seed ?? loaded.config.seed;
        const agent = flags.agent === 'llm' ? 'llm' : 'explore';
        const mode = flags.mode === 'player' ? 'player' : 'qa';
        const suite = { suite: flags.suite, agent, mode, steps: flags.steps, seed } as const;
        return runSuiteCommand({ ...suite, out: flags.out, json: flags.json === true, llm }, loaded);
      }
      if (game === undefined) return;
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      closeOnStop(browser);
      const adapter = await openQaTarget(game, {
        allowRemote: flags.allowRemote,
        whiteBox: flags.whiteBox === true,
        browser,
        viewport: loaded.config.browser.viewport,
      }).catch(async (e: unknown) => {
        await browser.close();
        throw e;
      });
      closeOnStop(adapter);
      try {
        if (flags.replay) return await replayOne(adapter, flags.replay, flags.json === true);
        const seed = flags.seed ?? loaded.config.seed;
        const outDir =
          flags.out === undefined ? resultFolder(loaded.resultsDir, 'qa', game, { seed }) : resolve(flags.out);
        checkResultOutDir(outDir, 'qa');
        const writes = writingInto(outDir, 'qa', game);
        const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
        let result: QaResult;
        try {
          result = await qaGame(adapter, game, {
            seed,
            steps: flags.steps,
            outDir,
            mode: flags.mode,
            known: flags.known ? resolve(flags.known) : undefined,
            agent: flags.agent === 'llm' ? 'llm' : 'explore',
            critic,
            llm: llm?.with({ trajectory: join(outDir, 'model-calls.jsonl') }),
            spec: flags.spec ? readSpec(flags.spec) : undefined,
            whiteBox: flags.whiteBox === true,
            onProgress: progress.onProgress,
          });
        } finally {
          progress.done();
        }
        writes.finished();
        if (flags.json) printJson(result);
        else process.stdout.write(formatQa(result, outDir));
        if (result.reports.some((r) => r.status === 'confirmed')) process.exitCode = 1;
      } finally {
        await adapter.close();
        await browser.close();
      }
    });
  registerInject(qa);
}

/** The --spec file's text; a FIFO or device named there is refused rather than waited on. */
function readSpec(file: string): string {
  const bytes = readRegularFile(file);
  if (!bytes) throw new UsageError(`--spec ${file}: not a regular file; give a text or Markdown file`);
  return bytes.toString('utf8');
}

async function replayOne(adapter: Awaited<ReturnType<typeof openQaTarget>>, spec: string, json: boolean) {
  const hash = spec.lastIndexOf('#');
  if (hash < 1) throw new UsageError(`--replay expects <qa.json>#<report id>, e.g. out/qa.json#QA-1; got "${spec}"`);
  const result = readResult(spec.slice(0, hash), 'playsmith.qa/1');
  const replayed = await replayReport(adapter, result, spec.slice(hash + 1));
  if (json) printJson(replayed);
  else
    process.stdout.write(
      `${[
        `${replayed.report.id}: ${replayed.report.title}`,
        ...replayed.lines.map((l, i) => `${i + 1}. > ${l.action}\n   ${l.error ? `ERROR ${l.error}` : l.text}`),
        replayed.recurs ? 'the fault shows again' : 'the fault did not show this time',
      ].join('\n')}\n`,
    );
  if (replayed.recurs) process.exitCode = 1;
}

function formatQa(r: QaResult, outDir: string): string {
  const confirmed = r.reports.filter((b) => b.status === 'confirmed');
  const pct = (x: { rate: number | null; matched: number; of: number }) =>
    x.rate === null ? 'n/a' : `${Math.round(x.rate * 1000) / 10}% (${x.matched}/${x.of})`;
  const lines = [
    `explored ${r.target} (seed ${r.seed}): ${r.actions} actions, ${r.states} states, ` +
      `${(r.wallMs / 1000).toFixed(1)} s; ${r.ended}`,
    ...(r.depth
      ? [
          `deepest state ${r.depth.actions} actions from a fresh game; ${r.depth.rooms} rooms, ` +
            `${r.depth.states} states seen${r.depth.won ? '; the game was won' : ''}`,
        ]
      : []),
    `${confirmed.length} bug(s) confirmed by replay` +
      (r.reports.length > confirmed.length
        ? `, ${r.reports.length - confirmed.length} candidate(s) did not recur`
        : ''),
    ...confirmed.map((b) => `  ${b.id} [${b.type}, ${b.difficulty}] ${b.title} (${b.steps.length} steps)`),
    ...(r.score
      ? [
          `recall ${pct(r.score.recall)}, precision ${pct(r.score.precision)} (${r.score.critic} critic); ` +
            `easy ${pct(r.score.byDifficulty.easy)}, medium ${pct(r.score.byDifficulty.medium)}, ` +
            `hard ${pct(r.score.byDifficulty.hard)}`,
        ]
      : []),
    ...r.unmeasured.map((u) => `not measured  ${u}`),
    ...(r.sandbox.blocked.length
      ? [
          `sandbox  ${r.sandbox.blocked.reduce((n, b) => n + b.count, 0)} blocked attempt(s) to reach outside the ` +
            `game or leave its page: ${r.sandbox.blocked
              .slice(0, 3)
              .map((b) => `${b.method} ${b.url} (first at ${b.gameTime} ms${b.count > 1 ? `, ${b.count} times` : ''})`)
              .join(', ')}${r.sandbox.blocked.length > 3 ? ` and ${r.sandbox.blocked.length - 3} more` : ''}`,
        ]
      : []),
    ...(r.sandbox.dialogs.length
      ? [
          `dialogs  ${r.sandbox.dialogs.reduce((n, d) => n + d.count, 0)} dismissed: ${r.sandbox.dialogs
            .slice(0, 3)
            .map((d) => `${d.type} "${d.message.slice(0, 60)}" (first at ${d.gameTime} ms)`)
            .join(', ')}`,
        ]
      : []),
    ...r.notes.map((n) => `note   ${n}`),
    `written to ${outDir} (qa.json, bugs.md, report.html, trajectory.jsonl)`,
  ];
  return `${lines.join('\n')}\n`;
}

interface InjectFlags {
  operators?: string;
  count?: number;
  tries?: number;
  seed?: number;
  out?: string;
  json?: boolean;
}

/** --operators a,b: names from OPERATOR_NAMES, or a usage error listing them. */
function operatorList(text: string | undefined): OperatorName[] | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(OPERATOR_NAMES as readonly string[]).includes(n));
  if (unknown.length || !names.length)
    throw new UsageError(
      `--operators: unknown ${unknown.join(', ') || '(none given)'}; choose from ${OPERATOR_NAMES.join(', ')}`,
    );
  return names as OperatorName[];
}

function registerInject(qa: Command): void {
  qa.command('inject')
    .description(
      'grow a QA suite from a game: plant bugs with mutation operators and keep each only when the mutant passes ' +
        'L1–L3a and a golden-path replay shows its fault on the mutant and not on the original',
    )
    .argument('<game>', "a game's source project with a golden-path.json (a template folder or a made game)")
    .option('--operators <list>', `comma-separated operators (default all): ${OPERATOR_NAMES.join(', ')}`)
    .option('--count <n>', 'proven mutants wanted (default 8)', parseWholeNumber('--count', 1))
    .option('--tries <n>', 'most sites tried per operator (default 3)', parseWholeNumber('--tries', 1))
    .option('--seed <n>', 'seed of the site order (default: config seed)', parseWholeNumber('--seed'))
    .option('--out <dir>', 'the suite folder to write (absent or empty), e.g. suites/qa-platformer')
    .option('--json', 'print the manifest as JSON')
    .action(async (game: string, _flags: InjectFlags, command: Command) => {
      // qa's own --seed, --out and --json are read before the subcommand, so they are taken from both.
      const flags = command.optsWithGlobals<InjectFlags>();
      const loaded = configFor(command);
      if (!existsSync(game)) throw new UsageError(`${game}: no such folder; give a game's source project`);
      const operators = operatorList(flags.operators);
      const seed = flags.seed ?? loaded.config.seed;
      const outDir = resolve(flags.out ?? join('suites', `qa-${basename(resolve(game))}`));
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      closeOnStop(browser);
      let manifest: QaSuiteManifest;
      try {
        manifest = await injectBugs(game, {
          browser,
          viewport: loaded.config.browser.viewport,
          seed,
          count: flags.count ?? 8,
          operators,
          triesPerOperator: flags.tries,
          outDir,
          cacheDir: loaded.cacheDir,
          onProgress: (line) => process.stderr.write(`${line}\n`),
        });
      } finally {
        await browser.close();
      }
      if (flags.json) printJson(manifest);
      else process.stdout.write(formatInject(manifest, outDir));
    });
}

function formatInject(m: QaSuiteManifest, outDir: string): string {
  const rows = m.operators.map(
    (o) =>
      `  ${o.name.padEnd(20)} ${String(o.proven).padStart(2)} proven of ${o.tried} tried (${o.sites} sites)` +
      (o.skipped.length ? `; skipped: ${o.skipped.map((s) => `${s.file}:${s.line} ${s.reason}`).join('; ')}` : ''),
  );
  const per = m.wallMsPerProven === null ? '' : `, ${(m.wallMsPerProven / 1000).toFixed(1)} s per mutant proven`;
  return `${[
    `${m.games.length} proven mutant(s) of ${m.source.game} (seed ${m.seed}) in ` +
      `${(m.wallMs / 1000).toFixed(1)} s${per}`,
    ...rows,
    `written to ${outDir} (games/ for testers, hidden/ for the known bugs, manifest.json)`,
  ].join('\n')}\n`;
}
