// `playsmith make "<prompt>"`: a standalone, checked, won game from a sentence, offline. Exit 0 only when the game
// was made, passes L1–L3a, wins on its golden path and its play test finds no logic violation (Play not ✗).
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { LazyBrowser } from '../harness/index.ts';
import { createLlmIfConfigured } from '../llm/index.ts';
import { makeGame, PROTOCOL_FILE, verdictsLine, type MakeAgentOptions } from '../make/index.ts';
import { ARCHETYPES, ArchetypeSchema, type Archetype, type MakeResult } from '../shared/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { checkMakeOutDir } from './out-dir.ts';
import { progressDisplay } from './progress.ts';
import { refuseEmptyPrompt } from './prompt.ts';
import { slug } from './result-folder.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

interface MakeFlags {
  out?: string;
  seed?: number;
  archetype?: string;
  json?: boolean;
  force?: boolean;
  agent?: string;
  maxRepairs?: number;
  protocol?: string;
  behaviour?: boolean;
  strict?: boolean;
  via?: string;
}

const AGENTS = ['offline', 'llm'] as const;
export function registerMake(program: Command): void {
  program
    .command('make')
    .description(
      'make a standalone Phaser + TypeScript game from a sentence, offline: classify, design, assets, levels, ' +
        'code, then check it and play it to its win state',
    )
    .argument('<prompt>', 'the game in a sentence, e.g. "a platformer where a fox collects gems"')
    .option(
      '--out <dir>',
      'where to write the game (default: <resultsDir>/games/<prompt>-seed<seed>); must be new or empty',
    )
    .option('--seed <n>', 'seed for every choice (default: config seed)', parseWholeNumber('--seed'))
    .option('--archetype <name>', `family to use instead of the classifier's choice (${ARCHETYPES.join(', ')})`)
    .option(
      '--via <way>',
      'mode: a bespoke game mode makes it; rulebook: a rulebook composed from the library (default: the way ' +
        'measured to honour more of the prompt, for kinds both make)',
    )
    .option('--force', 'replace an earlier game made in --out (only files make wrote are removed)')
    .option(
      '--agent <mode>',
      'offline: the procedural generators alone (default); llm: a model classifies, designs, writes the hook ' +
        'code and repairs it (needs a configured model)',
    )
    .option(
      '--max-repairs <n>',
      'with --agent llm: the most repair patches after the first verification (default: config make.maxRepairs, 5)',
      parseWholeNumber('--max-repairs'),
    )
    .option(
      '--protocol <file>',
      `with --agent llm: the living debug protocol, kept across runs (default: <resultsDir>/${PROTOCOL_FILE})`,
    )
    .option(
      '--no-behaviour',
      "check the game L1–L3a only (its pass or fail), without L3b's 60 s of input: BAS and Visual Usability are " +
        'listed as not measured; the golden path and play test run as always',
    )
    .option(
      '--strict',
      'exit 1 unless the game is the kind asked for and every phrase of the prompt is honoured (for scripts and ' +
        'benches); without it a game that was made and won exits 0',
    )
    .option('--json', 'print the result (the same content as playsmith.json)')
    .action(async (prompt: string, flags: MakeFlags, command: Command) => {
      const loaded = configFor(command);
      const seed = flags.seed ?? loaded.config.seed;
      let archetype: Archetype | undefined;
      if (flags.archetype !== undefined) {
        const parsed = ArchetypeSchema.safeParse(flags.archetype);
        if (!parsed.success)
          throw new UsageError(`--archetype expects one of ${ARCHETYPES.join(', ')}, got "${flags.archetype}"`);
        archetype = parsed.data;
      }
      refuseEmptyPrompt(prompt, archetype);
      const via = flags.via;
      if (via !== undefined && via !== 'mode' && via !== 'rulebook')
        throw new UsageError(`--via expects mode or rulebook, got "${via}"`);
      if (via === 'rulebook' && archetype)
        throw new UsageError('--via rulebook and --archetype cannot go together: a rulebook game has its own family');
      const mode = flags.agent ?? 'offline';
      if (!(AGENTS as readonly string[]).includes(mode))
        throw new UsageError(`--agent expects one of ${AGENTS.join(', ')}, got "${mode}"`);
      if (mode === 'offline' && (flags.maxRepairs !== undefined || flags.protocol !== undefined))
        throw new UsageError('--max-repairs and --protocol only apply with --agent llm');
      let agent: MakeAgentOptions | undefined;
      if (mode === 'llm') {
        const made = createLlmIfConfigured({ config: loaded });
        if (!made.llm) throw new UsageError(`--agent llm needs a model: ${made.reason}`);
        agent = {
          llm: made.llm,
          maxRepairs: flags.maxRepairs ?? loaded.config.make.maxRepairs,
          protocolFile: resolve(flags.protocol ?? join(loaded.resultsDir, PROTOCOL_FILE)),
        };
      }
      const outDir = resolve(flags.out ?? join(loaded.resultsDir, 'games', `${slug(prompt)}-seed${seed}`));
      checkMakeOutDir(outDir);
      const browserPath = browserFor(loaded);
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const browser = new LazyBrowser({ browserPath });
      closeOnStop(browser);
      let result: MakeResult;
      try {
        result = await makeGame(prompt, {
          outDir,
          seed,
          archetype,
          force: flags.force,
          viewport: loaded.config.browser.viewport,
          browser,
          onProgress: progress.onProgress,
          agent,
          via,
          skipBehaviour: flags.behaviour === false ? 'L3b was not asked for (make --no-behaviour)' : undefined,
        });
      } finally {
        progress.done();
        await browser.close();
      }
      if (flags.json) printJson(result);
      else process.stdout.write(formatMake(result, outDir));
      if (!result.pass || (flags.strict && !fullyHonoured(result))) process.exitCode = 1;
    });
}

/** The asked kind was made and every phrase of the prompt is honoured: what --strict asks. */
export function fullyHonoured(r: MakeResult): boolean {
  return !r.fidelity.noMode && r.fidelity.phrases.every((p) => p.status === 'honoured');
}

/** MADE, APPROXIMATED (made and won, but not the kind asked for) or FAILED. */
export function headline(r: MakeResult): string {
  if (!r.pass) return 'FAILED';
  return r.fidelity.noMode ? 'APPROXIMATED' : 'MADE';
}

function formatMake(r: MakeResult, outDir: string): string {
  const levels = Object.entries(r.check.levels)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const { scores } = r.check;
  const goldenPath = r.goldenPath.won
    ? `won in ${(r.goldenPath.gameTimeMs / 1000).toFixed(1)} s of game time`
    : `not won: ${r.goldenPath.failure ?? ''}`;
  const passed = r.requirements.filter((q) => q.pass).length;
  const lines = [
    `${headline(r)}  ${r.summary}`,
    ...(r.kind ? [`kind         ${r.kind.line}`] : []),
    ...(r.kind?.why ? [`why          ${r.kind.why}`] : []),
    `family       ${r.gdd.archetype}${r.classification.unsure ? ' (unsure)' : ''}: ${r.classification.reasoning}`,
    `check        ${levels}; Build Health ${scores.buildHealth}, ` +
      `Visual Usability ${scores.visualUsability ?? 'n/a'}, SCS ${scores.scs ?? 'n/a'}, BAS ${scores.bas ?? 'n/a'}`,
    `golden path  ${goldenPath}`,
    ...playTestLines(r.playTest),
    `requirements ${passed}/${r.requirements.length} pass (${r.intentAlignment}% weighted)`,
    `phrases      honoured ${r.fidelity.honoured}/${r.fidelity.total} of the prompt's phrases`,
    ...r.fidelity.phrases
      .filter((p) => p.status !== 'honoured')
      .map((p) => `  ${p.status.toUpperCase()} "${p.text}": ${p.made ? `made ${p.made}; ` : ''}${p.why}`),
    ...r.requirements.filter((q) => !q.pass).map((q) => `  FAIL ${q.text}: ${q.evidence}`),
    ...r.gdd.ignored.map((x) => `note         not honoured: ${x.what} (${x.why})`),
    ...(r.agent ? agentLines(r.agent) : []),
    `time         ${(r.timings.wallMs.total! / 1000).toFixed(1)} s`,
    `written to   ${outDir} (game/ the project, playsmith.json, report.html)`,
    `play it      npx playsmith serve ${join(outDir, 'game')}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The play test's verdicts and how its run went, then each logic violation it found with the step. */
function playTestLines(t: MakeResult['playTest']): string[] {
  const run = t.steps
    ? `${t.steps} steps, ${(t.gameMs / 1000).toFixed(1)} s of game time, ` +
      `${t.findings.length ? `${t.findings.length} logic violation(s)` : 'no logic violation'}`
    : t.ended;
  return [
    `play test    ${verdictsLine(t)}; ${run}`,
    ...t.findings.map((f) => `  FINDING ${f.oracle} at step ${f.step}: ${f.message}`),
  ];
}

type RepairFailure = NonNullable<NonNullable<MakeResult['agent']>['repair']>['iterations'][number]['failures'][number];

/** One failure of a repair round: its code, where it is, and the protocol entry it matched best. */
function failureSummary(f: RepairFailure): string {
  const where = f.file ? ` ${f.file}${f.line ? `:${f.line}` : ''}` : '';
  return `${f.code}${where}${f.matched[0] ? ` → ${f.matched[0]}` : ''}`;
}

function agentLines(a: NonNullable<MakeResult['agent']>): string[] {
  const u = a.usage.total;
  return [
    `model        ${a.model}: ${u.calls} calls (${u.cacheHits} from cache), ${u.inputTokens} tokens in, ` +
      `${u.outputTokens} out`,
    ...a.fallbacks.map((f) => `fallback     ${f.phase}: ${f.reason}`),
    ...(a.rulebook
      ? [
          `rulebook     written by the model in ${a.rulebook.rounds.length} round(s) from the library's ` +
            `${a.rulebook.examples.join(' and ')}: ${a.rulebook.used ? 'it is the game' : 'not used'}`,
          ...a.rulebook.rounds
            .filter((r) => r.problems.length)
            .map((r) => `  round ${r.round}: ${r.problems.slice(0, 3).join('; ')}`),
        ]
      : []),
    ...(a.implementation ? [hookLine(a.implementation)] : []),
    ...(a.repair ? repairLines(a.repair) : []),
    `trajectory   ${a.trajectory}`,
  ];
}

function hookLine({ written, refused }: NonNullable<NonNullable<MakeResult['agent']>['implementation']>): string {
  const hookCode = written.length ? `wrote ${written.join(', ')}` : 'unchanged from the design';
  return `hook code    ${hookCode}${refused.length ? `; ${refused.length} protected write(s) refused` : ''}`;
}

function repairLines(repair: NonNullable<NonNullable<MakeResult['agent']>['repair']>): string[] {
  const learned = repair.protocol.added.length ? `, learned ${repair.protocol.added.join(', ')}` : '';
  return [
    `repair loop  ${repair.iterations.length} verification round(s), ${repair.repairs}/${repair.maxRepairs} ` +
      `repairs; ${repair.passed ? 'passed' : 'did not pass'}`,
    ...repair.iterations
      .filter((i) => !i.passed)
      .map((i) => `  round ${i.iteration} (${i.stage}): ${i.failures.map(failureSummary).join('; ')}`),
    `protocol     ${repair.protocol.file}: ${repair.protocol.entries} entries${learned}`,
  ];
}
