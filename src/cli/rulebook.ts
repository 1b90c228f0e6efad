// `playsmith rulebook validate|plan|new|play|schema|list`: games written as rulebooks (docs/rulebook.md). validate says
// what is wrong and where; plan finds and proves a win and writes its golden path; new makes a standalone game project;
// play proves rulebooks as games in the browser (check and golden path); schema prints the language as JSON Schema.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { generateGameAssets } from '../assets/index.ts';
import { LazyBrowser } from '../harness/index.ts';
import { proveRulebook, type RulebookProof } from '../make/index.ts';
import {
  checkRulebook,
  libraryRulebooks,
  planRulebook,
  readRulebookFile,
  type Rulebook,
  type RulebookPlan,
  type RulebookProblem,
  rulebookFiles,
  rulebookJsonSchema,
  writeRulebookProject,
} from '../rulebook/index.ts';
import { browserFor } from './browser.ts';
import { closeOnStop } from './lifetime.ts';
import { progressDisplay } from './progress.ts';
import { configFor, parseWholeNumber, printJson, UsageError } from './usage.ts';

function problemLines(problems: readonly RulebookProblem[]): string[] {
  return problems.map((p) => `  ${p.severity === 'error' ? 'error  ' : 'warning'} ${p.path}: ${p.message}`);
}

/** A rulebook from a file, checked: its problems said and a usage error thrown when it has errors. */
function loadChecked(file: string): { file: string; rulebook: Rulebook; problems: RulebookProblem[] } {
  const check = checkRulebook(readRulebookFile(file));
  if (!check.ok || !check.rulebook)
    throw new UsageError(`${file} is not a usable rulebook:\n${problemLines(check.problems).join('\n')}`);
  return { file, rulebook: check.rulebook, problems: check.problems };
}

function planLines(plan: RulebookPlan): string[] {
  return plan.levels.map((l) => {
    const what = l.won
      ? `won at ${(l.endTick / 60).toFixed(1)} s of play with ${l.steps.length} input(s)`
      : `not won: ${l.reason}`;
    const proof = l.won ? `; ${l.proven ? 'proven' : 'NOT proven'} (${l.proof.length} replay(s))` : '';
    const cost = `${l.expanded} searched in ${(l.wallMs / 1000).toFixed(1)} s`;
    return `  level ${l.level + 1}: ${l.method}, ${what}${proof}; ${cost}`;
  });
}

function proofLine(p: RulebookProof, file: string): string {
  const levels = p.check
    ? Object.entries(p.check.levels)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : 'not checked';
  const play = p.play ? `Exec ${p.play.exec}, Pass ${p.play.pass}, Play ${p.play.play}` : 'not played';
  const took = `${(p.wallMs.total / 1000).toFixed(0)} s`;
  return `${p.ok ? 'PROVEN' : 'FAILED'}  ${basename(file)}: ${p.summary}\n        ${levels}; ${play}; ${took}`;
}

export function registerRulebook(program: Command): void {
  const rulebook = program
    .command('rulebook')
    .description('games as data: validate, plan, play and make projects from rulebook files (docs/rulebook.md)');
  validateCommand(rulebook);
  planCommand(rulebook);
  newCommand(rulebook);
  playCommand(rulebook);
  schemaCommand(rulebook);
  listCommand(rulebook);
}

/** `rulebook validate`: the language check, at JSON paths. */
function validateCommand(rulebook: Command): void {
  rulebook
    .command('validate')
    .description(
      'check rulebooks against the language: schema errors at their JSON path, undefined names, rules that ' +
        'can never fire, a win nothing reaches, spawns without end',
    )
    .argument('<rulebook>', 'a rulebook .json file, or a folder of them')
    .option('--json', 'print the findings as JSON')
    .action((target: string, flags: { json?: boolean }) => {
      const results = rulebookFiles(target).map((file) => ({ file, ...checkRulebook(readRulebookFile(file)) }));
      if (flags.json) printJson(results.map(({ rulebook: _r, ...r }) => r));
      else
        for (const r of results) {
          const errors = r.problems.filter((p) => p.severity === 'error').length;
          const warnings = r.problems.length - errors;
          process.stdout.write(
            `${r.ok ? 'ok    ' : 'ERRORS'}  ${r.file}: ${errors} error(s), ${warnings} warning(s)\n` +
              problemLines(r.problems)
                .map((l) => `${l}\n`)
                .join(''),
          );
        }
      if (results.some((r) => !r.ok)) process.exitCode = 1;
    });
}

/** `rulebook plan`: the planner on a rulebook, and its golden path. */
function planCommand(rulebook: Command): void {
  rulebook
    .command('plan')
    .description(
      'find a winning input sequence with the engine alone, prove it by replay, and write it as a golden path',
    )
    .argument('<rulebook>', 'a rulebook .json file')
    .option('--seed <n>', 'seed of the run the plan is for (default: config seed)', parseWholeNumber('--seed'))
    .option('--out <file>', 'where to write golden-path.json (default: print only)')
    .option(
      '--time-limit <s>',
      'wall seconds the planner may spend on each level, a guard only: its budget bounds it (default 600)',
      parseWholeNumber('--time-limit', 1),
    )
    .option('--json', 'print the plan as JSON')
    .action(
      (file: string, flags: { seed?: number; out?: string; timeLimit?: number; json?: boolean }, command: Command) => {
        const loaded = configFor(command);
        const { rulebook: book } = loadChecked(file);
        const plan = planRulebook(book, {
          seed: flags.seed ?? loaded.config.seed,
          timeLimitMs: flags.timeLimit === undefined ? undefined : flags.timeLimit * 1000,
        });
        if (flags.out && plan.goldenPath)
          writeFileSync(resolve(flags.out), `${JSON.stringify(plan.goldenPath, null, 2)}\n`);
        if (flags.json) printJson(plan);
        else
          process.stdout.write(
            `${plan.won ? 'WON' : 'UNPROVEN'}  ${plan.title} (seed ${plan.seed})\n${planLines(plan).join('\n')}\n` +
              (plan.won && flags.out ? `golden path written to ${resolve(flags.out)}\n` : '') +
              (!plan.won ? 'no golden path: a rulebook the planner cannot win is never shipped as won\n' : ''),
          );
        if (!plan.won) process.exitCode = 1;
      },
    );
}

/** `rulebook new`: a rulebook written out as a game project. */
function newCommand(rulebook: Command): void {
  rulebook
    .command('new')
    .description(
      'turn a rulebook into a standalone game project: the runtime, the rulebook, its art and sound, a README ' +
        'and the golden path the planner proved',
    )
    .argument('<rulebook>', 'a rulebook .json file, or the name of one in the library (e.g. breakout)')
    .requiredOption('--out <dir>', 'the new project folder (absent or empty)')
    .option('--seed <n>', 'seed for the plan and the art (default: config seed)', parseWholeNumber('--seed'))
    .option('--json', 'print what was written as JSON')
    .action((name: string, flags: { out: string; seed?: number; json?: boolean }, command: Command) => {
      const loaded = configFor(command);
      const file = existsSync(name) ? name : libraryFile(name);
      const { rulebook: book } = loadChecked(file);
      const out = resolve(flags.out);
      if (existsSync(out) && readdirSync(out).length)
        throw new UsageError(`--out ${flags.out} is not empty; choose a new folder`);
      const seed = flags.seed ?? loaded.config.seed;
      const plan = planRulebook(book, { seed });
      const files = writeRulebookProject(out, book, plan.goldenPath);
      const assets = generateGameAssets(out, { seed });
      if (flags.json) printJson({ project: out, won: plan.won, files, assets: assets.files.length });
      else
        process.stdout.write(
          `wrote ${book.title} to ${out} (${assets.files.length} asset files)\n${planLines(plan).join('\n')}\n` +
            (plan.won
              ? `golden path: ${files.goldenPath}\nplay it: npx playsmith serve ${out}\n`
              : 'UNPROVEN: the planner found no win, so the project has no golden path\n'),
        );
      if (!plan.won) process.exitCode = 1;
    });
}

/** `rulebook play`: rulebooks proven as games in the browser. */
function playCommand(rulebook: Command): void {
  rulebook
    .command('play')
    .description(
      'prove rulebooks as games in the browser: plan, write the project, check it (L1–L3b) and play its ' +
        'golden path with the tester and every oracle watching',
    )
    .argument('<rulebook>', 'a rulebook .json file, a folder of them, or a library name')
    .option('--out <dir>', 'where the proofs go (default: <results>/rulebook-<name>-seed<seed>)')
    .option('--seed <n>', 'seed (default: config seed)', parseWholeNumber('--seed'))
    .option('--jobs <n>', 'rulebooks proven at once in one browser (default 1)', parseWholeNumber('--jobs', 1))
    .option('--no-behaviour', 'check L1–L3a only (L3b listed as not measured)')
    .option('--no-assets', 'keep the placeholder art (faster; the art is drawn from the nouns otherwise)')
    .option('--json', 'print the proofs as JSON')
    .action(
      async (
        target: string,
        flags: { out?: string; seed?: number; jobs?: number; behaviour?: boolean; assets?: boolean; json?: boolean },
        command: Command,
      ) => {
        const loaded = configFor(command);
        const files = existsSync(target) ? rulebookFiles(target) : [libraryFile(target)];
        const books = files.map((file) => ({ file, book: loadChecked(file).rulebook }));
        const seed = flags.seed ?? loaded.config.seed;
        const root = resolve(flags.out ?? join(loaded.resultsDir, `rulebook-${basename(target, '.json')}-seed${seed}`));
        const browser = new LazyBrowser({ browserPath: browserFor(loaded) });
        closeOnStop(browser);
        const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
        const proofs: { file: string; proof: RulebookProof }[] = [];
        try {
          const queue = [...books];
          const worker = async () => {
            for (let next = queue.shift(); next; next = queue.shift()) {
              const outDir = files.length === 1 ? root : join(root, basename(next.file, '.json'));
              const proof = await proveRulebook(next.book, {
                outDir,
                seed,
                browser,
                viewport: loaded.config.browser.viewport,
                assets: flags.assets !== false,
                skipBehaviour: flags.behaviour === false ? 'left out with --no-behaviour' : undefined,
                onProgress: progress.onProgress,
              });
              proofs.push({ file: next.file, proof });
              if (!flags.json) process.stdout.write(`${proofLine(proof, next.file)}\n`);
            }
          };
          await Promise.all(Array.from({ length: Math.min(flags.jobs ?? 1, books.length) }, worker));
        } finally {
          progress.done();
          await browser.close();
        }
        proofs.sort((a, b) => a.file.localeCompare(b.file));
        if (flags.json) printJson(proofs.map((p) => ({ file: p.file, ...p.proof })));
        else {
          const proven = proofs.filter((p) => p.proof.ok).length;
          process.stdout.write(`${proven}/${proofs.length} proven; written to ${root}\n`);
        }
        if (proofs.some((p) => !p.proof.ok)) process.exitCode = 1;
      },
    );
}

/** `rulebook schema`: the language as JSON Schema. */
function schemaCommand(rulebook: Command): void {
  rulebook
    .command('schema')
    .description('print the rulebook language as JSON Schema (for models and editors)')
    .option('--out <file>', 'write it to a file instead')
    .action((flags: { out?: string }) => {
      const text = `${JSON.stringify(rulebookJsonSchema(), null, 2)}\n`;
      if (flags.out) writeFileSync(resolve(flags.out), text);
      else process.stdout.write(text);
    });
}

/** `rulebook list`: the library. */
function listCommand(rulebook: Command): void {
  rulebook
    .command('list')
    .description('the library of classic games written as rulebooks (rulebooks/)')
    .option('--json', 'print the list as JSON')
    .action((flags: { json?: boolean }) => {
      const entries = libraryRulebooks();
      if (flags.json) printJson(entries);
      else for (const e of entries) process.stdout.write(`${e.name.padEnd(18)} ${e.title}: ${e.description}\n`);
    });
}

/** A library rulebook by name ("breakout" or "breakout.json"), or a usage error naming what there is. */
function libraryFile(name: string): string {
  const entries = libraryRulebooks();
  const entry = entries.find((e) => e.name === basename(name, '.json'));
  if (!entry)
    throw new UsageError(
      `no file or library rulebook named "${name}"; the library has: ${entries.map((e) => e.name).join(', ')}`,
    );
  return entry.file;
}
