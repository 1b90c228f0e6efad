// `playsmith qa <adapter.json>`: explore a game offline for bugs nobody described, confirm each by replay from a
// fresh game, and score against known bugs; writes qa.json, bugs.md, trajectory.jsonl and report.html. With
// --replay qa.json#QA-n it replays one report and says whether its fault shows again. Exit 0 when no confirmed bug
// was found (or the replayed one no longer shows), 1 otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured, type Llm } from '../llm/index.ts';
import { DEFAULT_QA_STEPS, openQaTarget, QA_STEP_BUDGETS, qaGame, replayReport } from '../qa/index.ts';
import { type QaResult, readResult } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { checkResultOutDir } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

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
}

export function registerQa(program: Command): void {
  program
    .command('qa')
    .description(
      'explore a game for bugs nobody described, confirm each by replaying it from a fresh game, and score the ' +
        'finding against known bugs (GBQA)',
    )
    .argument(
      '<game>',
      "a web game's folder or URL, or an adapter file (qa.adapter.json: a text game's HTTP API, or a web game)",
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
    .option('--known <file>', 'known bugs (playsmith.known-bugs/1), read only after exploring, to score the finding')
    .option('--allow-remote', 'let the adapter speak to a game that is not on this machine')
    .option('--replay <qa.json#id>', 'replay one report of an earlier qa run and say whether its fault shows again')
    .option('--out <dir>', 'where to write qa.json, bugs.md, report.html and the trajectory')
    .option('--json', 'print the result as JSON')
    .action(async (game: string, flags: QaFlags, command: Command) => {
      const loaded = configFor(command);
      if (flags.agent !== 'explore' && flags.agent !== 'llm')
        throw new UsageError(`--agent expects explore (the offline explorer) or llm, got "${flags.agent}"`);
      const critic = flags.critic ?? 'offline';
      if (critic !== 'offline' && critic !== 'model')
        throw new UsageError(`--critic expects offline or model, got "${flags.critic}"`);
      if (flags.spec && !existsSync(flags.spec)) throw new UsageError(`--spec ${flags.spec}: no such file`);
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
      if ((flags.steps ?? 0) > 1_000_000) throw new UsageError('--steps is at most 1000000');
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      closeOnStop(browser);
      const adapter = await openQaTarget(game, {
        allowRemote: flags.allowRemote,
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
        const name = game.endsWith('.json') ? basename(dirname(resolve(game))) : basename(resolve(game));
        const outDir = resolve(flags.out ?? join(loaded.resultsDir, `qa-${name}-seed${seed}`));
        checkResultOutDir(outDir, 'qa');
        const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
        let result: QaResult;
        try {
          result = await qaGame(adapter, game, {
            seed,
            steps: flags.steps,
            outDir,
            mode: flags.mode,
            known: flags.known ? resolve(flags.known) : undefined,
            agent: flags.agent,
            critic,
            llm: llm?.with({ trajectory: join(outDir, 'model-calls.jsonl') }),
            spec: flags.spec ? readFileSync(flags.spec, 'utf8') : undefined,
            onProgress: progress.onProgress,
          });
        } finally {
          progress.done();
        }
        if (flags.json) printJson(result);
        else process.stdout.write(formatQa(result, outDir));
        if (result.reports.some((r) => r.status === 'confirmed')) process.exitCode = 1;
      } finally {
        await adapter.close();
        await browser.close();
      }
    });
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
    ...r.notes.map((n) => `note   ${n}`),
    `written to ${outDir} (qa.json, bugs.md, report.html, trajectory.jsonl)`,
  ];
  return `${lines.join('\n')}\n`;
}
