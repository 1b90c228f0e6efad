// The report's per-task drill-down: one <details> per task, and in it every sample of every system with its
// verdicts and reasons, scores, what was not measured, the check and play verdicts, screenshots and trajectory.
import { escapeHtml, table } from '../../report/index.ts';
import type { BenchRecord, PlayStep } from '../../shared/index.ts';
import { groupBy, STAGES } from '../metrics.ts';
import { notMeasured, verdictBadge } from './format.ts';
import type { BenchRun, SampleArtefacts } from './load.ts';

/** Where the page finds a screenshot the run folder holds (a path relative to the report). */
export type ShotSource = (runRelative: string) => string;

/** The id of a task's drill-down, for links (#task-…). */
export const taskAnchor = (taskId: string): string => `task-${taskId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

function scoresTable(r: BenchRecord): string {
  const s = r.scores;
  const fmt = (v: number | null, digits: number) => (v === null ? notMeasured(null) : v.toFixed(digits));
  const levels = s.levels
    ? `L1 ${s.levels.l1 ? 'pass' : 'fail'}, L2 ${s.levels.l2 ? 'pass' : 'fail'}, L3a ${s.levels.l3a ? 'pass' : 'fail'}`
    : notMeasured(null);
  const rows = [
    ['Check levels', levels],
    ['SCS · BAS', `${fmt(s.scs, 3)} · ${fmt(s.bas, 3)}`],
    ['BH · VU · IA', `${fmt(s.bh, 1)} · ${fmt(s.vu, 1)} · ${fmt(s.ia, 1)}`],
  ];
  if (s.recall !== null || s.precision !== null || r.task.kind === 'qa')
    rows.push(['Recall · precision', `${fmt(s.recall, 3)} · ${fmt(s.precision, 3)}`]);
  if (s.testPassed !== null || r.task.kind === 'edit')
    rows.push(['Hidden test', s.testPassed === null ? notMeasured(null) : s.testPassed ? 'passed' : 'failed']);
  return table(['Score', 'Value'], rows, { raw: true });
}

function trajectoryTable(steps: PlayStep[], shotOf: (file: string) => string): string {
  if (steps.length === 0) return '';
  const rows = steps.map((st) => [
    String(st.step),
    `${(st.gameTime / 1000).toFixed(1)} s`,
    escapeHtml(st.label) + (st.refused ? ` <span class="problem">refused: ${escapeHtml(st.refused)}</span>` : ''),
    escapeHtml(st.reason),
    escapeHtml(st.scene ?? ''),
    st.score === null ? '' : String(st.score),
    escapeHtml(st.changed.join(', ')),
    st.screenshot ? `<a href="${escapeHtml(shotOf(st.screenshot))}">screenshot</a>` : '',
  ]);
  return (
    `<h4>Trajectory (${steps.length} steps)</h4>` +
    table(['Step', 'Game time', 'Action', 'Why', 'Scene', 'Score', 'Changed', 'Screen'], rows, { raw: true })
  );
}

function artefactsPart(a: SampleArtefacts, shot: ShotSource): string {
  const parts: string[] = [];
  if (a.check)
    parts.push(
      `<p>Check: <span class="badge ${a.check.pass ? 'ok' : 'bad'}">${a.check.pass ? 'pass' : 'fail'}</span> ` +
        `${escapeHtml(a.check.summary)}</p>`,
    );
  if (a.play) {
    const v = a.play.verdict;
    parts.push(
      `<p>Play (${escapeHtml(a.play.policy)} policy, ${a.play.steps} steps, ended: ${escapeHtml(a.play.ended)}):</p>` +
        `<ul class="verdicts">${STAGES.map((st) => verdictBadge(st, v[st])).join('')}</ul>` +
        (a.play.findings.length
          ? `<ul>${a.play.findings.map((f) => `<li>${escapeHtml(f.oracle)}: ${escapeHtml(f.message)}</li>`).join('')}` +
            '</ul>'
          : ''),
    );
  }
  if (a.screenshots.length)
    parts.push(
      `<div class="shots">${a.screenshots
        .map(
          (s) =>
            `<figure><img src="${escapeHtml(shot(s.file))}" alt="${escapeHtml(s.label)}" loading="lazy">` +
            `<figcaption>${escapeHtml(s.label)}</figcaption></figure>`,
        )
        .join('')}</div>`,
    );
  if (a.play && a.playDir !== null) {
    const dir = a.playDir;
    parts.push(trajectoryTable(a.trajectory, (file) => shot(dir ? `${dir}/${file}` : file)));
  }
  if (a.problems.length)
    parts.push(`<ul>${a.problems.map((p) => `<li class="problem">${escapeHtml(p)}</li>`).join('')}</ul>`);
  return parts.join('');
}

function samplePart(r: BenchRecord, a: SampleArtefacts | undefined, shot: ShotSource): string {
  const title = `<h3>${escapeHtml(r.system.id)}, sample ${r.sample} (seed ${r.seed})</h3>`;
  if (r.status === 'error')
    return (
      `<div class="sample error">${title}<p><span class="badge nm">infrastructure error</span> ` +
      `${escapeHtml(r.error?.code ?? '')}: ${escapeHtml(r.error?.message ?? '')} (left out of n)</p></div>`
    );
  const missing = r.scores.unmeasured.map((u) => `${escapeHtml(u.metric)} (${escapeHtml(u.reason)})`);
  const unmeasured = missing.length ? `<p>Not measured: ${missing.join('; ')}</p>` : '';
  return (
    `<div class="sample">${title}<ul class="verdicts">` +
    `${STAGES.map((st) => verdictBadge(st, r.scores[st])).join('')}</ul>${scoresTable(r)}${unmeasured}` +
    `${a ? artefactsPart(a, shot) : ''}</div>`
  );
}

function taskSummary(records: BenchRecord[]): string {
  const t = records[0]!.task;
  const facts = [t.kind, t.variant, t.family ?? 'no family', t.tier].filter((x) => x !== null).join(', ');
  const plays = records.filter((r) => r.scores.play?.holds === true).length;
  const scored = records.filter((r) => r.status === 'scored').length;
  return `${escapeHtml(t.id)} <small>${escapeHtml(facts)}; plays in ${plays} of ${scored} scored samples</small>`;
}

export function drillDown(run: BenchRun, shot: ShotSource): string {
  const blocks = [...groupBy(run.records, (r) => r.task.id)].map(
    ([id, records]) =>
      `<details class="task" id="${escapeHtml(taskAnchor(id))}"><summary>${taskSummary(records)}</summary>` +
      `${records.map((r) => samplePart(r, run.artefacts.get(r.key), shot)).join('')}</details>`,
  );
  return `<h2>Tasks</h2><p>Open a task to see each sample.</p>${blocks.join('')}`;
}
