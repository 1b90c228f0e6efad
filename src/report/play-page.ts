// report.html of a played game: the Exec / Pass / Play verdicts, every oracle finding with its screenshot and the
// state before and after, and the step strip (a thumbnail per screenshot, with the actions under it).
import type { PlayResult, PlayStep } from '../shared/index.ts';
import { escapeHtml, page, table } from './html.ts';
import { glossarySection, rerunSection, shellLine } from './reading.ts';

const STRIP_STYLE =
  '<style>.strip{display:flex;flex-wrap:wrap;gap:6px}.strip figure{width:150px}' +
  '.strip figure img{width:150px}.strip figcaption{font-size:11px}</style>';

function verdictCell(v: { holds: boolean | null }): string {
  if (v.holds === null) return '<span class="status skipped">not measured</span>';
  return v.holds ? '<span class="status pass">holds</span>' : '<span class="status fail">fails</span>';
}

function findingsSection(r: PlayResult): string {
  if (r.findings.length === 0) return '<h2>Findings</h2><p>No oracle found a logic violation.</p>';
  const items = r.findings.map((f) => {
    const shot = f.screenshot
      ? `<figure><img src="${escapeHtml(f.screenshot)}" alt="step ${f.step}"><figcaption>step ${f.step}, ` +
        `${(f.gameTime / 1000).toFixed(1)} s</figcaption></figure>`
      : '';
    return (
      `<h3>${escapeHtml(f.oracle)} (step ${f.step})</h3><p>${escapeHtml(f.message)}</p><div class="shots">${shot}` +
      `</div>${table(['before', 'after'], [[JSON.stringify(f.before, null, 1), JSON.stringify(f.after, null, 1)]])}`
    );
  });
  return `<h2>Findings (${r.findings.length})</h2>${items.join('\n')}`;
}

/** One figure per screenshot, captioned with the actions taken since the one before. */
function stripSection(steps: readonly PlayStep[]): string {
  const figures: string[] = [];
  let since: string[] = [];
  for (const s of steps) {
    since.push(`${s.step}. ${s.label}${s.refused ? ' (refused)' : ''}`);
    if (!s.screenshot) continue;
    figures.push(
      `<figure><img src="${escapeHtml(s.screenshot)}" alt="step ${s.step}" loading="lazy"><figcaption>` +
        `${since.map(escapeHtml).join('<br>')}</figcaption></figure>`,
    );
    since = [];
  }
  const rest = since.length ? `<p>after the last screenshot: ${escapeHtml(since.join('; '))}</p>` : '';
  return `<h2>Steps (${steps.length})</h2><div class="strip">${figures.join('')}</div>${rest}`;
}

/** The command that plays the game again as this result was played. */
export function playRerun(r: PlayResult): string {
  return shellLine(['playsmith', 'play', r.target, '--policy', r.policy, '--seed', String(r.seed)]);
}

/** The goal line; where Play holds without the goal, it says by which of Play's rules it held. */
function goalLine(r: PlayResult): string {
  if (!r.goal.text) return '';
  const line = `Goal: ${r.goal.text.replace(/[.\s]+$/, '')} — ${r.goal.reached ? 'reached' : 'not reached'}`;
  if (r.goal.reached || !r.verdict.play.holds) return `<p>${escapeHtml(line)}</p>`;
  const rule =
    r.goal.featuresCovered === true
      ? 'Play holds by its other rule (without the goal, every action the game lists must be seen to change the ' +
        'game, with no logic violation)'
      : 'Play holds without the goal because';
  return `<p>${escapeHtml(`${line}. ${rule}: ${r.verdict.play.reason}.`)}</p>`;
}

export function renderPlayPage(r: PlayResult, steps: readonly PlayStep[]): string {
  const v = r.verdict;
  const parts = [
    STRIP_STYLE,
    `<h1>${v.play.holds ? '✔' : '✘'} play: ${escapeHtml(r.target)}</h1>`,
    `<p class="verdict ${v.play.holds ? 'pass' : 'fail'}">${escapeHtml(v.play.reason)}</p>`,
    `<p>policy <strong>${r.policy}</strong>, seed ${r.seed}, ${r.steps} steps, ` +
      `${(r.gameMs / 1000).toFixed(1)} s of game time, ${(r.wallMs / 1000).toFixed(1)} s of wall time. ` +
      `${escapeHtml(r.ended)}.</p>`,
    rerunSection(playRerun(r)),
    '<h2>Verdicts</h2>' +
      table(
        ['verdict', 'result', 'why'],
        [
          ['Exec', verdictCell(v.exec), escapeHtml(v.exec.reason)],
          ['Pass', verdictCell(v.pass), escapeHtml(v.pass.reason)],
          ['Play', verdictCell(v.play), escapeHtml(v.play.reason)],
        ],
        { raw: true },
      ),
    v.unmeasured.length
      ? `<p>Not measured: ${v.unmeasured.map(escapeHtml).join('; ')}</p>`
      : '<p>Everything was measured.</p>',
    goalLine(r),
    r.actions.length
      ? table(
          ['action', 'tried', 'changed the game'],
          r.actions.map((a) => [a.name, String(a.tried), a.effective ? 'yes' : 'no']),
        )
      : '',
    r.model ? `<p>Model ${escapeHtml(r.model.label)}${r.model.images ? '' : ' (text observation only)'}</p>` : '',
    findingsSection(r),
    stripSection(steps),
    r.notes.length ? `<h2>Notes</h2><ul>${r.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '',
    glossarySection(['Exec', 'Pass', 'Play', 'oracle']),
  ];
  return page(`play: ${r.target}`, parts.filter(Boolean).join('\n'));
}
