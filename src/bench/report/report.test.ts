// The bench report from the fixture run: the leaderboard's numbers, "not measured" never shown as 0, strings from
// records escaped, screenshots copied beside the page, and clear errors for folders that cannot be reported.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { BenchReportError, loadBenchRun } from './load.ts';
import { summarize } from './summary.ts';
import { writeBenchReport } from './write.ts';

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'bench-runs', 'small');
const tmp = mkdtempSync(join(tmpdir(), 'bench-report-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The text of the leaderboard cell of `system` for `metric`, tags stripped. */
function cell(html: string, system: string, metric: string): string {
  const row = new RegExp(`<tr data-system="${system}">(.*?)</tr>`).exec(html)?.[1] ?? '';
  const td = new RegExp(`<td class="num" data-metric="${metric}">(.*?)</td>`).exec(row)?.[1];
  assert.ok(td !== undefined, `no ${metric} cell for ${system}`);
  return td
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

test('the leaderboard shows pooled @k with intervals over repeats, and "not measured" where nothing was', () => {
  const out = join(tmp, 'a', 'index.html');
  const written = writeBenchReport(FIXTURE, out);
  assert.deepEqual([written.records, written.screenshots], [24, 2]);
  const html = readFileSync(out, 'utf8');
  // offline Play@1: platformer 2/3, top_down 1/3, grid 3/3, no-family 0/2 (one sample not measured) → 50 %
  assert.match(cell(html, 'playsmith-offline', 'play@1'), /^50\.0 \[31\.6, 79\.5\] % 4 tasks, n = 11, 1 not measured$/);
  // agent-x's grid_logic error leaves n (11 scored of 12) and the larger k is 2, the fewest samples a task has
  assert.match(cell(html, 'agent-x', 'exec@1'), /^79\.2 \[37\.5, 100\.0\] % 4 tasks, n = 11, 1 error$/);
  assert.match(cell(html, 'agent-x', 'play@2'), /^50\.0 %/);
  assert.match(cell(html, 'agent-x', 'n'), /^4 · 11 1 error left out$/);
  assert.equal(cell(html, 'playsmith-offline', 'efficiency@1'), 'not measured');
  assert.match(cell(html, 'playsmith-offline', 'ia'), /^not measured n = 0, 12 not measured$/);
  assert.match(cell(html, 'agent-x', 'efficiency@1'), /^1\.78 /);
  assert.equal(cell(html, 'playsmith-offline', 'cost'), 'not measured');
  assert.ok(existsSync(join(tmp, 'a', 'shots', 'samples', 'playsmith-offline', 'platformer-01', '0', 'step-002.png')));
});

test('strings from records are escaped: a reason or error cannot add markup to the page', () => {
  const html = readFileSync(writeBenchReport(FIXTURE, join(tmp, 'b', 'index.html')).file, 'utf8');
  assert.ok(html.includes('&lt;script&gt;alert(&#39;pwned&#39;)&lt;/script&gt;'));
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  assert.ok(!html.includes('<script>alert'));
  assert.ok(!html.includes('<img src=x'));
  assert.ok(html.includes('try every action &lt;b&gt;even&lt;/b&gt; left'));
});

test('the summary counts samples, errors and what was not measured', () => {
  const s = summarize(loadBenchRun(FIXTURE));
  assert.deepEqual([s.header.tasks, s.header.samplesPerTask, s.header.records, s.header.errors.length], [4, 3, 24, 1]);
  assert.equal(s.k, 2);
  const ia = s.header.unmeasured.find((u) => u.metric === 'ia');
  assert.deepEqual(ia, {
    metric: 'ia',
    samples: 12,
    reasons: ['the offline system has no model to judge intent alignment'],
  });
  assert.deepEqual(
    s.families.map((f) => f.group),
    ['(no family)', '(no family)', 'grid_logic', 'grid_logic', 'platformer', 'platformer', 'top_down', 'top_down'],
  );
});

function runWith(lines: string[], files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmp, 'run-'));
  writeFileSync(join(dir, 'results.jsonl'), `${lines.join('\n')}\n`);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const fixtureLines = (): string[] => readFileSync(join(FIXTURE, 'results.jsonl'), 'utf8').trim().split('\n');

test('a folder that cannot be reported says what is wrong and where', () => {
  assert.throws(() => loadBenchRun(join(tmp, 'nowhere')), /is not a folder; give the run folder/);
  assert.throws(
    () => loadBenchRun(tmp),
    (e: unknown) => e instanceof BenchReportError && /has no results.jsonl/.test(e.message),
  );
  const lines = fixtureLines();
  assert.throws(() => loadBenchRun(runWith([lines[0]!, '{not json'])), /results\.jsonl:2: not JSON/);
  const bad = { ...JSON.parse(lines[0]!), sample: -1 };
  assert.throws(
    () => loadBenchRun(runWith([JSON.stringify(bad)])),
    /results\.jsonl:1: not a valid playsmith\.bench\/1 result \(sample/,
  );
  assert.throws(
    () => loadBenchRun(runWith([lines[0]!, lines[0]!])),
    /is also on line 1; a sample must be recorded once/,
  );
});

test('a missing artefact, or one outside the run folder, is noted; other files named are passed over', () => {
  const files = { check: '../../etc/check.json', play: 'gone/play.json', game: 'samples', make: 'make/playsmith.json' };
  const record = { ...JSON.parse(fixtureLines()[0]!), files };
  const run = loadBenchRun(runWith([JSON.stringify(record)]));
  assert.deepEqual(run.artefacts.get(record.key)?.problems, [
    'check: ../../etc/check.json: not a path inside the run folder',
    'play: gone/play.json: missing',
  ]);
});

test('the report of a copied run folder reads its artefacts relative to where the folder now is', () => {
  const copy = join(tmp, 'copied');
  cpSync(FIXTURE, copy, { recursive: true });
  const a = [...loadBenchRun(copy).artefacts.values()].find((x) => x.play !== null);
  assert.equal(a?.trajectory.length, 3);
  assert.equal(a?.check?.summary, 'passes L1–L3a');
});

test('a qa run shows recall and precision, micro from each qa.json and per task from the records', () => {
  const html = readFileSync(writeBenchReport(join(FIXTURE, '..', 'qa'), join(tmp, 'qa', 'index.html')).file, 'utf8');
  // micro: (2 + 5) / (7 + 8) known bugs; per task: castle 2/7, calm 5/8 (its second sample not measured) → 0.4554
  assert.equal(cell(html, 'playsmith-explore', 'recall'), '46.7 % · 45.5 % n = 2, 1 not measured');
  assert.equal(cell(html, 'playsmith-explore', 'precision'), '100.0 % · 100.0 % n = 2, 1 not measured');
  // qa tasks have no Exec/Pass/Play verdicts: not measured, not 0 %
  assert.equal(cell(html, 'playsmith-explore', 'play@1'), 'not measured 0 tasks, n = 0, 3 not measured');
});
