// Makes every prompt of a make suite (default suites/make-dev: one JSON file of prompts per family) and prints pass
// rates per level, the golden-path and requirement pass rates, the play test's Exec/Pass/Play and oracle findings, the
// share of the prompt's phrases honoured (the make's own account, and for suites that list them, the phrases a person
// would check), and the wall time per game. With --read it makes nothing: it lists, in a second, the phrases of the
// suite that the phrase reader does not read at all (so that no make could account for them).
// Usage: npm run make:suite [-- --suite make-dev|make-fidelity|DIR] [--seed N] [--only id,id] [--out DIR] [--json]
//        npm run make:suite -- --suite make-fidelity --read
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { closeOnStop, watchLifetime } from '../src/cli/lifetime.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { makeGame, readPhrases } from '../src/make/index.ts';
import { PROJECT_ROOT, ArchetypeSchema, PhraseKindSchema, type MakeResult } from '../src/shared/index.ts';

const SuitePromptSchema = z.object({
  id: z.string(),
  kind: z.enum(['theme', 'described']),
  prompt: z.string().min(1),
  archetype: ArchetypeSchema.optional(),
  /** The kind of game the prompt names, as the kinds table calls it (suites/make-fidelity/unlisted-kinds.json). */
  asked: z.string().optional(),
  /** The phrases a person would check in the made game (make-fidelity); each must be words of the prompt. */
  phrases: z.array(z.object({ text: z.string().min(1), kind: PhraseKindSchema })).optional(),
});
type SuitePrompt = z.infer<typeof SuitePromptSchema>;

/** The make's phrases that stand for a person's phrase: the same words, or its head word among them. */
function accountsOf<P extends { text: string; head: string }>(phrase: string, read: readonly P[]): P[] {
  const text = phrase.toLowerCase();
  const words = text.split(/[^a-z0-9-]+/);
  return read.filter((a) => text.includes(a.text) || a.text.includes(text) || words.includes(a.head));
}

/**
 * The share of a person's phrases the game honours: a phrase counts when the make's account has it (the same words,
 * or its head word among them) and every account of it is honoured; a phrase the make never read is not honoured.
 */
function personShare(p: SuitePrompt, r: MakeResult): number | null {
  if (!p.phrases?.length) return null;
  const honoured = p.phrases.filter((want) => {
    const found = accountsOf(want.text, r.fidelity.phrases);
    return found.length > 0 && found.every((a) => a.status === 'honoured');
  });
  return Math.round((honoured.length / p.phrases.length) * 1000) / 1000;
}

const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: 'suites/make-dev' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
    read: { type: 'boolean', default: false },
    'no-behaviour': { type: 'boolean', default: false },
  },
});
// "--suite make-fidelity" names a suite under suites/; a path names any folder.
const named = resolve(PROJECT_ROOT, 'suites', values.suite);
const suiteDir = existsSync(named) ? named : resolve(PROJECT_ROOT, values.suite);
const seed = Number(values.seed);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const prompts = readdirSync(suiteDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const parsed = z.array(SuitePromptSchema).safeParse(JSON.parse(readFileSync(join(suiteDir, file), 'utf8')));
    for (const p of parsed.success ? parsed.data : [])
      for (const phrase of p.phrases ?? [])
        if (!p.prompt.toLowerCase().includes(phrase.text.toLowerCase()))
          throw new Error(`${join(values.suite, file)}: ${p.id}: the phrase "${phrase.text}" is not in its prompt`);
    if (!parsed.success)
      throw new Error(
        `${join(values.suite, file)}: ` +
          `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    return parsed.data;
  })
  .filter((p) => !only || only.has(p.id));
if (prompts.length === 0) throw new Error(`no prompts in ${suiteDir}${only ? ` matching ${values.only}` : ''}`);

if (values.read) {
  // What the phrase reader leaves out, before any game is made: a phrase it never reads is one no make accounts for.
  let listed = 0;
  let unread = 0;
  for (const p of prompts) {
    const read = readPhrases(p.prompt);
    for (const want of p.phrases ?? []) {
      listed++;
      if (accountsOf(want.text, read).length) continue;
      unread++;
      process.stdout.write(`${p.id}: "${want.text}" (${want.kind}) is not read from: ${p.prompt}\n`);
    }
  }
  process.stdout.write(`${unread} of ${listed} listed phrases are not read (${prompts.length} prompts)\n`);
  process.exit(0);
}

const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'playsmith-results', 'make-suite', `seed${seed}`));
mkdirSync(outRoot, { recursive: true });
interface Row {
  id: string;
  archetype: string;
  pass: boolean;
  levels: Record<string, string>;
  golden: boolean;
  requirements: number;
  /** The make's own share of the prompt's phrases honoured (0..1). */
  honoured: number;
  /** The share of the suite's phrases (a person's list) honoured, when the suite lists them. */
  person: number | null;
  /** The play test's Exec, Pass and Play (true, false, or null when it could not be measured). */
  exec: boolean | null;
  passed: boolean | null;
  play: boolean | null;
  /** The play-test oracles' findings, as "oracle: message". */
  findings: string[];
  wallS: number;
  summary: string;
  /** The asked kind, what was made and by what, and whether the make said it was not the kind asked. */
  kind: { asked: string | null; made: string; by: string; exact: boolean } | null;
  approximated: boolean;
  /** The suite names a kind, and the make neither made it nor said so: a silent substitution. */
  silent: boolean;
}
const rows: Row[] = [];
// One browser for the whole suite, launched with the first game that runs.
const browser = new LazyBrowser();
// A stopped suite (Ctrl-C, kill) closes its browser and removes its temp folders, as the CLI's commands do.
watchLifetime();
closeOnStop(browser);
try {
  for (const p of prompts) {
    const out = join(outRoot, p.id);
    rmSync(out, { recursive: true, force: true });
    process.stderr.write(`${p.id}: ${p.prompt}\n`);
    const started = performance.now();
    try {
      const r = await makeGame(p.prompt, {
        outDir: out,
        seed,
        archetype: p.archetype,
        viewport: { width: 800, height: 600 },
        browser,
        skipBehaviour: values['no-behaviour'] ? 'make:suite --no-behaviour' : undefined,
      });
      const approximated = r.fidelity.noMode !== null;
      const exact = r.kind?.exact ?? !approximated;
      rows.push({
        id: p.id,
        archetype: r.gdd.archetype,
        pass: r.pass,
        levels: r.check.levels,
        golden: r.goldenPath.won,
        requirements: r.intentAlignment,
        honoured: r.fidelity.share,
        person: personShare(p, r),
        exec: r.playTest.verdict.exec.holds,
        passed: r.playTest.verdict.pass.holds,
        play: r.playTest.verdict.play.holds,
        findings: r.playTest.findings.map((f) => `${f.oracle}: ${f.message}`),
        wallS: Math.round((performance.now() - started) / 100) / 10,
        summary: r.summary,
        kind: r.kind ? { asked: r.kind.asked, made: r.kind.made, by: r.kind.by, exact: r.kind.exact } : null,
        approximated,
        silent: p.asked !== undefined && !approximated && !(exact && r.kind?.asked?.endsWith(p.asked)),
      });
    } catch (error) {
      rows.push({
        id: p.id,
        archetype: p.archetype ?? '?',
        pass: false,
        levels: {},
        golden: false,
        requirements: 0,
        honoured: 0,
        person: p.phrases?.length ? 0 : null,
        exec: null,
        passed: null,
        play: null,
        findings: [],
        wallS: Math.round((performance.now() - started) / 100) / 10,
        summary: `make failed: ${(error as Error).message}`,
        kind: null,
        approximated: false,
        silent: false,
      });
    }
    const last = rows[rows.length - 1]!;
    process.stderr.write(`  ${last.pass ? 'pass' : 'FAIL'} in ${last.wallS} s: ${last.summary}\n`);
    for (const finding of last.findings) process.stderr.write(`  finding: ${finding}\n`);
  }
} finally {
  await browser.close();
}

const rate = (n: number): string => `${Math.round((n / rows.length) * 1000) / 10}%`;
const levelRate = (level: string): string => rate(rows.filter((r) => r.levels[level] === 'pass').length);
const times = rows.map((r) => r.wallS).sort((a, b) => a - b);
const mean = (xs: number[]): number =>
  xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 1000) / 1000 : 0;
/** A verdict as one character: ✓ holds, ✗ does not, ? not measured. */
const mark = (v: boolean | null): string => (v === null ? '?' : v ? '✓' : '✗');
const personRows = rows.flatMap((r) => (r.person === null ? [] : [r.person]));
const summary = {
  games: rows.length,
  pass: rate(rows.filter((r) => r.pass).length),
  L1: levelRate('L1'),
  L2: levelRate('L2'),
  L3a: levelRate('L3a'),
  goldenPath: rate(rows.filter((r) => r.golden).length),
  exec: rate(rows.filter((r) => r.exec === true).length),
  passVerdict: rate(rows.filter((r) => r.passed === true).length),
  play: rate(rows.filter((r) => r.play === true).length),
  playNotMeasured: rows.filter((r) => r.play === null).length,
  findings: rows.reduce((n, r) => n + r.findings.length, 0),
  meanRequirementPassRate: `${Math.round((rows.reduce((s, r) => s + r.requirements, 0) / rows.length) * 10) / 10}%`,
  meanHonoured: mean(rows.map((r) => r.honoured)),
  meanPersonHonoured: personRows.length ? mean(personRows) : null,
  passAndWon: rows.filter((r) => r.pass).length,
  approximated: rows.filter((r) => r.approximated).length,
  silentSubstitutions: rows.filter((r) => r.silent).map((r) => r.id),
  madeByRulebook: rows.filter((r) => r.kind?.by === 'rulebook').length,
  medianWallS: times[Math.floor((times.length - 1) / 2)],
  maxWallS: times[times.length - 1],
};
if (values.json) process.stdout.write(`${JSON.stringify({ summary, rows }, null, 2)}\n`);
else {
  for (const r of rows)
    process.stdout.write(
      `${r.pass ? 'pass' : 'FAIL'}  ${r.id.padEnd(18)} ${r.archetype.padEnd(14)} L1 ${r.levels.L1 ?? '-'}  L2 ` +
        `${r.levels.L2 ?? '-'}  L3a ${r.levels.L3a ?? '-'}  golden ${r.golden ? 'won' : 'no'}  ` +
        `Exec/Pass/Play ${[r.exec, r.passed, r.play].map(mark).join('')}  findings ${r.findings.length}  ` +
        `requirements ` +
        `${r.requirements}%  phrases ${r.honoured}${r.person === null ? '' : ` (person ${r.person})`}  ${r.wallS} s` +
        `${r.kind ? `\n      ${r.approximated ? 'APPROXIMATED ' : ''}${r.kind.by}: ` : ''}` +
        `${r.kind ? `asked ${r.kind.asked ?? '-'}; made ` : ''}` +
        `${r.kind ? r.kind.made : ''}${r.silent ? '  SILENT SUBSTITUTION' : ''}\n`,
    );
  process.stdout.write(
    `\n${summary.games} games: pass ${summary.pass}; L1 ${summary.L1}, L2 ${summary.L2}, L3a ${summary.L3a}, ` +
      `golden path ${summary.goldenPath}; Exec ${summary.exec}, Pass ${summary.passVerdict}, Play ${summary.play}` +
      `${summary.playNotMeasured ? ` (${summary.playNotMeasured} not measured)` : ''}, ${summary.findings} oracle ` +
      `findings; mean requirement pass rate ${summary.meanRequirementPassRate}; ` +
      `${summary.passAndWon}/${summary.games} pass L1–L3a and win their golden path; mean share of phrases ` +
      `honoured ${summary.meanHonoured}` +
      `${summary.meanPersonHonoured === null ? '' : ` (of the suite's phrases: ${summary.meanPersonHonoured})`}` +
      `; ${summary.approximated} approximated, ${summary.madeByRulebook} made by a rulebook, ` +
      `${summary.silentSubstitutions.length} silent substitution(s)` +
      '; wall ' +
      `time median ${summary.medianWallS} s, max ${summary.maxWallS} s\n`,
  );
}
if (rows.some((r) => !r.pass)) process.exitCode = 1;
