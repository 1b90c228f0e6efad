// The bench report page: a short header, the leaderboard (systems × metrics), the Exec → Pass → Play funnels and the
// per-family and per-tier breakdowns (chart.js, inlined), and the per-task drill-down. One static file, no network.
import { escapeHtml, glossarySection, page, rerunSection, shellLine } from '../../report/index.ts';
import { STAGES } from '../metrics.ts';
import { drillDown, type ShotSource } from './drilldown.ts';
import { duration, notMeasured, rateCell, scoreCell, tokens } from './format.ts';
import type { BenchRun } from './load.ts';
import type { BenchSummary, BreakdownRow, SystemRow } from './summary.ts';

const STYLE = [
  'body{max-width:1400px}',
  'small{display:block;color:#666;font-size:11px}.nm{color:#8a6d00;font-style:italic}.ci{color:#555}',
  'td.num{white-space:nowrap}.charts{display:flex;flex-wrap:wrap;gap:16px}.chart{width:340px}',
  '.wide{width:100%;max-width:1060px}.badge{padding:1px 6px;border-radius:3px;font-weight:600;font-size:12px}',
  '.badge.ok{background:#d7f5dd}.badge.bad{background:#fbd9d9}.badge.nm,.badge.na{background:#eee}',
  '.why{color:#444}ul.verdicts{list-style:none;padding:0;margin:4px 0}details.task{margin:6px 0;' +
    'border:1px solid #ddd;border-radius:4px;padding:4px 10px}details.task>summary{cursor:pointer;font-weight:600}',
  '.sample{border-top:1px solid #eee;padding:6px 0}.problem{color:#a61b1b}.scroll{overflow-x:auto}',
].join('\n');

const LABELS: Record<string, string> = { exec: 'Exec', pass: 'Pass', play: 'Play' };

function headerSection(s: BenchSummary, run: BenchRun): string {
  const h = s.header;
  const errors = h.errors.length
    ? `<p><b>${h.errors.length} infrastructure error${h.errors.length === 1 ? '' : 's'}</b> (left out of n, not ` +
      `counted as failures): ${h.errors
        .map(
          (r) =>
            `${escapeHtml(r.system.id)} / ${escapeHtml(r.task.id)} #${r.sample}: ${escapeHtml(r.error?.code ?? '')}`,
        )
        .join('; ')}</p>`
    : '';
  const unmeasured = h.unmeasured.length
    ? `<p><b>Not measured</b>:</p><ul>${h.unmeasured
        .map(
          (u) =>
            `<li>${escapeHtml(u.metric)} in ${u.samples} sample${u.samples === 1 ? '' : 's'}: ` +
            `${u.reasons.map(escapeHtml).join('; ')}</li>`,
        )
        .join('')}</ul>`
    : '<p>Every metric was measured in every sample.</p>';
  const timing = run.timings.size
    ? ` Wall time summed over samples: ${duration(h.wallMs)}; ${h.cached} of ${run.timings.size} reused from the cache.`
    : '';
  return (
    `<h1>Bench report: ${h.suites.map(escapeHtml).join(', ')}</h1>` +
    `<p>Systems: ${h.systems.map((id) => `<b>${escapeHtml(id)}</b>`).join(', ')}. ${h.tasks} tasks × ` +
    `${h.samplesPerTask} sample${h.samplesPerTask === 1 ? '' : 's'} (seeds); ${h.records} records. ` +
    `Playsmith ${h.versions.map(escapeHtml).join(', ')}.${timing}</p>${errors}${unmeasured}`
  );
}

function leaderboardHead(s: BenchSummary, qa: boolean): string[] {
  const at = (k: number) => STAGES.map((st) => `${LABELS[st]}@${k}`);
  return [
    'System',
    'Tasks · samples',
    ...at(1),
    ...(s.k ? at(s.k) : []),
    'Efficiency@1',
    'SCS',
    'BAS',
    'BH',
    'VU',
    'IA',
    ...(qa ? ['Recall (micro · per task)', 'Precision (micro · per task)'] : []),
    'Tokens',
    'Cost',
  ];
}

function rateOf(r: NonNullable<SystemRow['qa']>['recall']): string {
  const f = (v: number | null) => (v === null ? notMeasured('no qa sample gave it') : `${(v * 100).toFixed(1)} %`);
  const counts = `n = ${r.measured}${r.unmeasured ? `, ${r.unmeasured} not measured` : ''}`;
  return `${f(r.micro)} · ${f(r.perTask)}<small>${counts}</small>`;
}

function leaderboardRow(row: SystemRow, s: BenchSummary, qa: boolean): string {
  const cell = (metric: string, html: string) => `<td class="num" data-metric="${escapeHtml(metric)}">${html}</td>`;
  const cells = [
    cell(
      'system',
      `<b>${escapeHtml(row.system.id)}</b><small>${escapeHtml(row.system.model ?? row.system.kind)}</small>`,
    ),
    cell(
      'n',
      `${row.tasks} · ${row.samples}` +
        (row.errors ? `<small>${row.errors} error${row.errors === 1 ? '' : 's'} left out</small>` : ''),
    ),
    ...STAGES.map((st) => cell(`${st}@1`, rateCell(row.at[st].one))),
    ...(s.k ? STAGES.map((st) => cell(`${st}@${s.k}`, rateCell(row.at[st].larger!))) : []),
    cell(
      'efficiency@1',
      row.efficiency.value === null
        ? notMeasured(row.efficiency.reason)
        : `${row.efficiency.value.toFixed(2)}<small>Play@1 % per 1k tokens a task</small>`,
    ),
    ...(['scs', 'bas', 'bh', 'vu', 'ia'] as const).map((m) => {
      const v = row.scores[m];
      return cell(m, scoreCell(v.mean, v.interval, v.measured, v.unmeasured, m === 'bh' || m === 'vu' || m === 'ia'));
    }),
    ...(qa && row.qa ? [cell('recall', rateOf(row.qa.recall)), cell('precision', rateOf(row.qa.precision))] : []),
    ...(qa && !row.qa
      ? [cell('recall', notMeasured('no qa tasks')), cell('precision', notMeasured('no qa tasks'))]
      : []),
    cell(
      'tokens',
      row.usage.reported
        ? `${tokens(row.usage.inputTokens + row.usage.outputTokens)}<small>in ${tokens(row.usage.inputTokens)}, out ` +
            `${tokens(row.usage.outputTokens)}, cached ` +
            `${tokens(row.usage.cachedInputTokens + row.usage.cachedOutputTokens)}</small>`
        : notMeasured('no sample reported token usage'),
    ),
    cell(
      'cost',
      row.usage.costUsd === null ? notMeasured('no sample reported a cost') : `$${row.usage.costUsd.toFixed(2)}`,
    ),
  ];
  return `<tr data-system="${escapeHtml(row.system.id)}">${cells.join('')}</tr>`;
}

function leaderboard(s: BenchSummary): string {
  const qa = s.rows.some((r) => r.qa);
  const head = leaderboardHead(s, qa)
    .map((h) => `<th>${escapeHtml(h)}</th>`)
    .join('');
  const note =
    '<p><small>@k: PlayCoder eq. 1, 1 − C(n−c, k)/C(n, k) per task, averaged over tasks; a sample reaches a stage ' +
    'only if it passed the ones before, and errors are left out of n. [a, b]: 95 % Student-t interval of the mean ' +
    'over repeats (each seed a repetition of the suite) beside the value pooled over all samples. Efficiency@1: ' +
    'Play@1 in percent per thousand tokens a task (eq. 2). Score means over the samples that ' +
    'measured them.</small></p>';
  return (
    `<h2>Leaderboard</h2><div class="scroll"><table id="leaderboard"><thead><tr>${head}</tr></thead><tbody>` +
    `${s.rows.map((r) => leaderboardRow(r, s, qa)).join('')}</tbody></table></div>${note}`
  );
}

function breakdownTable(id: string, title: string, rows: BreakdownRow[]): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.group)}</td><td>${escapeHtml(r.system)}</td><td class="num">${r.tasks}</td>` +
        `${STAGES.map((st) => `<td class="num">${rateCell(r.cells[st])}</td>`).join('')}` +
        `<td class="num">${scoreCell(r.scs.mean, null, r.scs.measured, r.scs.unmeasured, false)}</td></tr>`,
    )
    .join('');
  return (
    `<h2>${escapeHtml(title)}</h2>` +
    `<div class="wide"><canvas id="${id}-chart" width="1060" height="260"></canvas></div>` +
    `<table id="${id}"><thead><tr><th>${escapeHtml(title.replace('By ', ''))}</th><th>System</th><th>Tasks</th>` +
    `<th>Exec@1</th><th>Pass@1</th><th>Play@1</th><th>SCS</th></tr></thead><tbody>${body}</tbody></table>`
  );
}

/** The charts' data, read by the page's script; `<` is escaped so no string can close the script element. */
function chartData(s: BenchSummary): string {
  const byGroup = (rows: BreakdownRow[]) => ({
    labels: [...new Set(rows.map((r) => r.group))],
    systems: s.header.systems.map((system) => ({
      system,
      play: [...new Set(rows.map((r) => r.group))].map(
        (g) => rows.find((r) => r.group === g && r.system === system)?.cells.play.value ?? null,
      ),
    })),
  });
  const data = {
    funnels: s.rows.map((r) => ({ system: r.system.id, values: STAGES.map((st) => r.at[st].one.value) })),
    families: byGroup(s.families),
    tiers: byGroup(s.tiers),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Draws the charts from the inlined data; animation is off so a chart is drawn when the page has loaded. */
const CLIENT = `
const data = JSON.parse(document.getElementById('bench-data').textContent);
const colours = ['#3b6fb6', '#d9822b', '#3a9d5d', '#b04a6f', '#7a5fb0', '#6b6b6b'];
const pct = { y: { min: 0, max: 100, ticks: { callback: (v) => v + ' %' } } };
const base = { animation: false, responsive: false, plugins: { legend: { display: true } }, scales: pct };
const asPct = (v) => (v === null ? null : Math.round(v * 1000) / 10);
data.funnels.forEach((f, i) => {
  new Chart(document.getElementById('funnel-' + i), { type: 'bar', data: { labels: ['Exec@1', 'Pass@1', 'Play@1'],
    datasets: [{ label: f.system, data: f.values.map(asPct), backgroundColor: colours[i % colours.length] }] },
    options: { ...base, plugins: { title: { display: true, text: f.system }, legend: { display: false } } } });
});
for (const id of ['families', 'tiers']) {
  const g = data[id];
  new Chart(document.getElementById(id + '-chart'), { type: 'bar', data: { labels: g.labels,
    datasets: g.systems.map((s, i) => ({ label: s.system + ' Play@1', data: s.play.map(asPct),
      backgroundColor: colours[i % colours.length] })) }, options: base });
}
const open = () => { const el = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (el && el.tagName === 'DETAILS') { el.open = true; el.scrollIntoView(); } };
window.addEventListener('hashchange', open);
open();
`;

/** The command that runs the same question again (into a new folder; the sample cache makes it cheap). */
export function benchRerun(run: BenchRun): string | null {
  const a = run.asked;
  if (!a?.suiteDir || a.mergedFrom) return null;
  return shellLine([
    'playsmith',
    'bench',
    'run',
    a.suiteDir,
    ...a.systems.flatMap((s) => ['--system', s.id]),
    ...(a.benchConfig ? ['--bench-config', a.benchConfig] : []),
    ...(a.systems.some((s) => s.model) ? ['--model', a.systems.find((s) => s.model)!.model!] : []),
    '--samples',
    String(a.samples),
    '--seed',
    String(a.seed),
    ...(a.shard ? ['--shard', `${a.shard.index}/${a.shard.count}`] : []),
    '--out',
    `${run.dir}-again`,
  ]);
}

function rerunOf(run: BenchRun): string {
  const line = benchRerun(run);
  if (line) return rerunSection(line);
  return run.asked?.mergedFrom
    ? '<p class="rerun"><b>Rerun:</b> a merged run: rerun each of the runs it combines (their run.json)</p>'
    : '';
}

/** The whole report page; `chartJs` is chart.js's UMD build, inlined so the page opens offline. */
export function renderBenchReport(s: BenchSummary, run: BenchRun, shot: ShotSource, chartJs: string): string {
  const funnels = s.rows
    .map((_, i) => `<div class="chart"><canvas id="funnel-${i}" width="340" height="240"></canvas></div>`)
    .join('');
  const body =
    `<style>${STYLE}</style>${headerSection(s, run)}${rerunOf(run)}${leaderboard(s)}` +
    `<h2>Exec → Pass → Play</h2><div class="charts">${funnels}</div>` +
    `${breakdownTable('families', 'By family', s.families)}${breakdownTable('tiers', 'By tier', s.tiers)}` +
    `${drillDown(run, shot)}` +
    glossarySection([
      'Exec',
      'Pass',
      'Play',
      'Exec@k / Pass@k / Play@k',
      'Efficiency@k',
      'SCS',
      'BAS',
      'BH',
      'VU',
      'IA',
      'recall',
      'precision',
    ]) +
    `<script type="application/json" id="bench-data">${chartData(s)}</script>` +
    `<script>${chartJs}</script><script>${CLIENT}</script>`;
  return page(`Bench report: ${s.header.suites.join(', ')}`, body);
}
