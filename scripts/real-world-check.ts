// Measures `playsmith check` against the real-world corpus (issue 22): builds the fixtures (test/real-world/build.ts),
// runs today's check on each as a user would (node bin/playsmith.js check <dir> --json --out <dir>), and prints a table
// of expected vs actual verdicts per level, L3b's non-zero dimensions, SCS, and whether the verdict is right, followed
// by the evidence check.json gives for each. Exit 1 with --strict when any verdict is wrong.
// Run: node scripts/real-world-check.ts [--cache <dir>] [--only a,b] [--out <dir>] [--strict]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { type BuiltFixture, buildCorpus, DEFAULT_CACHE_DIR, folderBytes } from '../test/real-world/build.ts';
import { type BehaviourNumbers, type Fixture, isLively, nonZeroDimensions } from '../test/real-world/corpus.ts';

/** A check of one fixture that takes longer than this (wall clock) is stopped and counted as a crash. */
const CHECK_TIMEOUT_MS = 20 * 60_000;

/** The parts of check.json this script reads; read loosely, so a reshaped result shows up as "missing", not a crash. */
interface CheckJson {
  verdict?: { pass?: boolean; failedAt?: string | null; summary?: string };
  levels?: {
    L1?: { status?: string; reason?: string; issues?: { kind?: string; file?: string; message?: string }[] };
    L2?: {
      status?: string;
      reason?: string;
      diagnostics?: { code?: string; file?: string; message?: string }[];
      toolchain?: {
        source?: string;
        typescript?: string | null;
        phaser?: string | null;
        install?: { lockfile?: string; tool?: string; cached?: boolean; ms?: number } | null;
      };
      notes?: string[];
    };
    L3a?: {
      status?: string;
      reason?: string;
      reasons?: string[];
      uncaughtErrors?: { message?: string }[];
      probeFaults?: { where?: string; message?: string; count?: number }[];
    };
    L3b?: {
      status?: string;
      reason?: string;
      behaviour?: BehaviourNumbers;
      menu?: { reachedGameplay?: boolean };
      crash?: { message?: string } | null;
      notes?: string[];
      probeFaults?: { where?: string; message?: string; count?: number }[];
    };
  };
  unmeasured?: { what?: string; level?: string; reason?: string }[];
  scores?: { scs?: { score?: number | null; reason?: string } };
}

interface Row {
  fixture: Fixture;
  exitCode: number | null;
  wallMs: number;
  result: CheckJson | undefined;
  /** What happened when check.json is missing (the command crashed or timed out). */
  crash: string | undefined;
  actual: { L1: string; L2: string; L3a: string; L3b: string };
  nonZero: string[];
  scs: string;
  right: boolean;
  evidence: string[];
}

function runCheck(built: BuiltFixture, outRoot: string): Row {
  const out = join(outRoot, built.fixture.name);
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [join(PROJECT_ROOT, 'bin', 'playsmith.js'), 'check', built.dir, '--json', '--out', out],
    { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: CHECK_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
  );
  const wallMs = Math.round(performance.now() - started);
  writeFileSync(join(out, 'stderr.txt'), run.stderr ?? '');
  const file = join(out, 'check.json');
  const result = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CheckJson) : undefined;
  const crash = result
    ? undefined
    : run.error
      ? `check did not finish: ${run.error.message}`
      : `check exited ${run.status} with no check.json: ${lastLines(run.stderr ?? '', 3)}`;
  return judge(built.fixture, result, crash, run.status, wallMs);
}

function lastLines(text: string, n: number): string {
  return text.trim().split('\n').slice(-n).join(' | ').slice(0, 400);
}

function judge(
  fixture: Fixture,
  result: CheckJson | undefined,
  crash: string | undefined,
  exitCode: number | null,
  wallMs: number,
): Row {
  const levels = result?.levels;
  const status = (level: { status?: string } | undefined): string => level?.status ?? 'missing';
  const behaviour = levels?.L3b?.behaviour;
  const nonZero = behaviour ? nonZeroDimensions(behaviour) : [];
  const lively = behaviour ? isLively(behaviour) : false;
  const l3b = levels?.L3b?.status === 'done' ? (lively ? 'lively' : 'dull') : status(levels?.L3b);
  const actual = { L1: status(levels?.L1), L2: status(levels?.L2), L3a: status(levels?.L3a), L3b: l3b };
  const scsValue = result?.scores?.scs?.score;
  const scs = typeof scsValue === 'number' ? scsValue.toFixed(2) : 'n/a';
  const evidence = evidenceOf(result, crash);
  const e = fixture.expect;
  let right =
    result !== undefined &&
    actual.L1 === e.L1 &&
    actual.L2 === e.L2 &&
    actual.L3a === e.L3a &&
    (e.L3b === 'any' || actual.L3b === 'lively');
  if (right && fixture.negative) right = new RegExp(fixture.negative.evidencePattern).test(evidence.join('\n'));
  return { fixture, exitCode, wallMs, result, crash, actual, nonZero, scs, right, evidence };
}

/** The first pieces of evidence per level, as check.json gives them. */
function evidenceOf(result: CheckJson | undefined, crash: string | undefined): string[] {
  if (!result) return [crash ?? 'no result'];
  const out: string[] = [];
  const { L1, L2, L3a, L3b } = result.levels ?? {};
  for (const i of L1?.issues?.slice(0, 3) ?? []) out.push(`L1 ${i.kind}: ${i.file ?? ''} ${i.message ?? ''}`);
  if (L2?.status === 'skipped') out.push(`L2 skipped: ${L2.reason}`);
  const tool = L2?.toolchain;
  if (tool) {
    const install = tool.install
      ? `; ${tool.install.lockfile} installed by ${tool.install.tool ?? '?'} in ${tool.install.ms} ms` +
        (tool.install.cached ? ' (cached)' : ' (first time)')
      : '';
    out.push(`L2 toolchain: ${tool.source} (typescript ${tool.typescript}, phaser ${tool.phaser}${install})`);
  }
  for (const n of L2?.notes ?? []) out.push(`L2 note: ${n}`);
  for (const d of L2?.diagnostics?.slice(0, 3) ?? [])
    out.push(`L2 ${d.code ?? ''} ${d.file ?? ''}: ${d.message ?? ''}`);
  for (const r of L3a?.reasons?.slice(0, 2) ?? []) out.push(`L3a reason: ${r}`);
  const errors = [...new Set((L3a?.uncaughtErrors ?? []).map((u) => u.message ?? ''))];
  for (const m of errors.slice(0, 2)) out.push(`L3a uncaught: ${m}`);
  if (L3a?.status === 'skipped') out.push(`L3a skipped: ${L3a.reason}`);
  if (L3b?.status === 'skipped') out.push(`L3b skipped: ${L3b.reason}`);
  if (L3b?.crash) out.push(`L3b crash: ${L3b.crash.message}`);
  if (L3b?.menu && L3b.menu.reachedGameplay === false) out.push('L3b menu: reachedGameplay false');
  for (const n of L3b?.notes?.slice(0, 2) ?? []) out.push(`L3b note: ${n}`);
  if (result.scores?.scs?.reason) out.push(`SCS: ${result.scores.scs.reason}`);
  for (const f of [...(L3a?.probeFaults ?? []), ...(L3b?.probeFaults ?? [])])
    out.push(`probe fault (ours): ${f.where}: ${f.message} ×${f.count}`);
  for (const u of result.unmeasured ?? []) if (u.what !== 'SCS') out.push(`not measured: ${u.level} ${u.what}`);
  return out.map((line) => line.replace(/\s+/g, ' ').slice(0, 300));
}

function cell(expected: string, actual: string): string {
  return expected === actual || (expected === 'any' && actual !== 'missing') ? actual : `${expected}≠${actual}`;
}

function table(rows: Row[]): string {
  const lines = [
    '| fixture | shape | phaser | L1 | L2 | L3a | L3b | L3b non-zero | SCS | verdict right |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const e = r.fixture.expect;
    lines.push(
      `| ${r.fixture.name} | ${r.fixture.shape} | ${r.fixture.phaser} | ${cell(e.L1, r.actual.L1)} | ` +
        `${cell(e.L2, r.actual.L2)} | ${cell(e.L3a, r.actual.L3a)} | ${cell(e.L3b, r.actual.L3b)} | ` +
        `${r.nonZero.join(', ') || '–'} | ${r.scs} | ${r.right ? 'yes' : 'NO'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const { values } = parseArgs({
  options: {
    cache: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    strict: { type: 'boolean' },
  },
});
const cacheDir = resolve(values.cache ?? DEFAULT_CACHE_DIR);
const outRoot = resolve(values.out ?? mkdtempSync(join(tmpdir(), 'playsmith-real-world-check-')));
const log = (line: string): boolean => process.stderr.write(`real-world-check: ${line}\n`);

log(`building the corpus in ${cacheDir}`);
const corpus = await buildCorpus({ cacheDir, only: values.only?.split(',').filter(Boolean), onProgress: log });
log(`corpus ready in ${corpus.wallMs} ms (${corpus.fixtures.filter((f) => f.fresh).length} built, the rest cached)`);

const rows: Row[] = [];
for (const built of corpus.fixtures) {
  log(`check ${built.fixture.name} (${built.dir})`);
  const row = runCheck(built, outRoot);
  log(`  ${row.right ? 'right' : 'WRONG'} in ${Math.round(row.wallMs / 1000)} s`);
  rows.push(row);
}

const projects = [...new Map(corpus.fixtures.flatMap((f) => (f.project ? [[f.fixture.dir, f.project]] : []))).values()];
let report = `# playsmith check on the real-world corpus\n\n${table(rows)}\n`;
report += `${rows.filter((r) => r.right).length} of ${rows.length} verdicts right.\n\n## Evidence from check.json\n\n`;
for (const r of rows)
  report +=
    `- **${r.fixture.name}** (exit ${r.exitCode}, ${Math.round(r.wallMs / 1000)} s): ` +
    `${r.evidence.join('; ') || '–'}\n`;
report += `\n## The projects' own toolchains (install from the lockfile / tsc / vite build)\n\n`;
for (const p of projects)
  report +=
    `- ${p.dir}: ${p.tool} install ${p.install.ms} ms; ` +
    `tsc ${p.typecheck.ok ? 'ok' : 'fails'} (${p.typecheck.ms} ms); ` +
    `vite build ${p.bundle.ok ? 'ok' : 'fails'} (${p.bundle.ms} ms)\n`;
report += `\nCorpus build: ${corpus.wallMs} ms; cache ${cacheDir} holds ${folderBytes(cacheDir)} bytes.\n`;
report += `Check outputs: ${outRoot}\n`;
writeFileSync(join(outRoot, 'summary.md'), report);
writeFileSync(
  join(outRoot, 'summary.json'),
  `${JSON.stringify(
    rows.map(({ result: _r, fixture, ...rest }) => ({ fixture: fixture.name, expect: fixture.expect, ...rest })),
    null,
    2,
  )}\n`,
);
process.stdout.write(report);
if (values.strict && rows.some((r) => !r.right)) process.exitCode = 1;
