// `playsmith repair <game> --bugs qa.json`: hand confirmed bugs to a repair agent and verify each fix by the bug's
// own replay, L1–L3a and the golden path; writes the repaired copy and repair.json to --out. Exit 0 when every bug
// was fixed, 1 when one was not (or regressed), 2 on bad input.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured, type Llm } from '../llm/index.ts';
import { PROTOCOL_FILE } from '../make/index.ts';
import {
  DEFAULT_REPAIR_ROUNDS,
  REPAIR_RESULT_FILE,
  REPAIRED_GAME_DIR,
  type RepairResult,
  repairGame,
} from '../repair/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { refuseInstallFolder } from './out-dir.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

interface RepairFlags {
  bugs?: string;
  agent: string;
  maxRepairs?: number;
  protocol?: string;
  seed?: number;
  out?: string;
  json?: boolean;
}

export function registerRepair(program: Command): void {
  program
    .command('repair')
    .description(
      'repair confirmed bugs and verify each fix: the bug replay no longer shows the fault, L1–L3a pass and the ' +
        'golden path still wins; writes the repaired copy (the game given is never changed)',
    )
    .argument('<game>', "the game's source project with its golden-path.json (e.g. a qa inject suite's games/m01)")
    .option('--bugs <file>', 'the bugs: a qa.json (its confirmed reports) or a known-bugs file (hidden/m01/bugs.json)')
    .option(
      '--agent <name>',
      'offline (revert an injected mutation the bug pins) or llm (the configured model)',
      'offline',
    )
    .option(
      '--max-repairs <n>',
      `with --agent llm: the most patches per bug (default ${DEFAULT_REPAIR_ROUNDS})`,
      parseWholeNumber('--max-repairs', 1),
    )
    .option('--protocol <file>', `with --agent llm: the living debug protocol (default: <resultsDir>/${PROTOCOL_FILE})`)
    .option('--seed <n>', 'seed of the L3a runs (default: config seed)', parseWholeNumber('--seed'))
    .option('--out <dir>', 'where to write the repaired game and repair.json (absent or empty)')
    .option('--json', 'print repair.json')
    .action(async (game: string, flags: RepairFlags, command: Command) => {
      const loaded = configFor(command);
      if (!flags.bugs) throw new UsageError('--bugs is required: give the qa.json or bugs.json to repair');
      if (!existsSync(game)) throw new UsageError(`${game}: no such folder; give a game's source project`);
      if (flags.agent !== 'offline' && flags.agent !== 'llm')
        throw new UsageError(`--agent expects offline or llm, got "${flags.agent}"`);
      if (flags.agent === 'offline' && (flags.maxRepairs !== undefined || flags.protocol !== undefined))
        throw new UsageError('--max-repairs and --protocol only apply with --agent llm');
      let llm: Llm | undefined;
      if (flags.agent === 'llm') {
        const made = createLlmIfConfigured({ config: loaded });
        if (!made.llm) throw new UsageError(`--agent llm needs a model: ${made.reason}`);
        llm = made.llm;
      }
      const outDir = resolve(flags.out ?? join(loaded.resultsDir, 'repairs', basename(resolve(game))));
      refuseInstallFolder(outDir);
      const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
      closeOnStop(browser);
      let result: RepairResult;
      try {
        result = await repairGame(game, {
          bugsFile: flags.bugs,
          agent: flags.agent,
          outDir,
          browser,
          viewport: loaded.config.browser.viewport,
          seed: flags.seed ?? loaded.config.seed,
          cacheDir: loaded.cacheDir,
          llm,
          maxRepairs: flags.maxRepairs,
          protocolFile: resolve(flags.protocol ?? join(loaded.resultsDir, PROTOCOL_FILE)),
          onProgress: (line) => process.stderr.write(`${line}\n`),
        });
      } finally {
        await browser.close();
      }
      if (flags.json) printJson(result);
      else process.stdout.write(formatRepair(result, outDir));
      if (result.counts.fixed < result.bugs.length) process.exitCode = 1;
    });
}

function formatRepair(r: RepairResult, outDir: string): string {
  const { fixed, notFixed, regressed } = r.counts;
  const lines = [
    `${fixed}/${r.bugs.length} fixed, ${notFixed} not fixed, ${regressed} regressed  (${r.agent} agent, ` +
      `${(r.wallMs / 1000).toFixed(1)} s)`,
  ];
  for (const bug of r.bugs) lines.push(`  ${bug.id.padEnd(8)} ${bug.status.padEnd(9)} ${bug.reason}`);
  lines.push(`repaired game  ${join(outDir, REPAIRED_GAME_DIR)}`, `result         ${join(outDir, REPAIR_RESULT_FILE)}`);
  return `${lines.join('\n')}\n`;
}
