// Makes every prompt of a make suite (default suites/make-dev: one JSON file of prompts per family) and prints pass
// rates per level, the golden-path and requirement pass rates, the play test's Exec/Pass/Play and oracle findings, the
// share of the prompt's phrases honoured (the make's own account, and for suites that list them, the phrases a person
// would check), and the wall time per game. With --read it makes nothing: it lists, in a second, the phrases of the
// suite that the phrase reader does not read at all (so that no make could account for them).
// Usage: npm run make:suite [-- --suite make-dev|make-fidelity|DIR] [--seed N] [--only id,id] [--out DIR] [--json]
//          [--no-behaviour] [--via mode|rulebook]
//        npm run make:suite -- --suite make-fidelity --read
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeOnStop, watchLifetime } from '../src/cli/lifetime.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { makeGame, readPhrases } from '../src/make/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { accountsOf, personShare, readSuite } from './suite.ts';

const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: 'suites/make-dev' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
    read: { type: 'boolean', default: false },
    'no-behaviour': { type: 'boolean', default: false },
    via: { type: 'string' },
  },
});
const via = values.via;
if (via !== undefined && via !== 'mode' && via !== 'rulebook') throw new Error(`--via expects mode or rulebook`);
const seed = Number(values.seed);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const { prompts } = readSuite(values.suite, only);

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
        via,
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
