// What qa hands a person: bugs.md (each confirmed bug with its steps, observed and expected, and the command that
// replays it) and report.html (the same with the state before and after, the score against known bugs, and the
// unconfirmed candidates set apart).
import type { QaReport, QaResult } from '../shared/index.ts';
import { escapeHtml, page, table } from './html.ts';
import { glossarySection, rerunSection, shellLine } from './reading.ts';

const pct = (r: { rate: number | null; matched: number; of: number }): string =>
  r.rate === null ? 'n/a' : `${Math.round(r.rate * 1000) / 10}% (${r.matched}/${r.of})`;

function bugMarkdown(b: QaReport, replay: string): string {
  return [
    `## ${b.id}: ${b.title}`,
    '',
    `- type: ${b.type}; severity: ${b.severity}; difficulty: ${b.difficulty} (estimated); oracle: ${b.oracle}`,
    `- signature: \`${b.signature}\`${b.duplicates ? `; ${b.duplicates} other path(s) to it merged` : ''}`,
    '',
    'Steps, from a new game:',
    '',
    ...b.steps.map((s, i) => `${i + 1}. \`${s}\``),
    '',
    `Observed: ${b.observed}`,
    '',
    `Expected: ${b.expected}`,
    '',
    ...(b.evidence.screenshot ? [`![the game after the last step](${b.evidence.screenshot})`, ''] : []),
    `Replay: \`${replay}\``,
    '',
  ].join('\n');
}

/** bugs.md: the confirmed bugs a person can act on; `replay` is the command that replays one by its id. */
export function renderBugsMarkdown(r: QaResult, replay: (id: string) => string): string {
  const confirmed = r.reports.filter((b) => b.status === 'confirmed');
  const unconfirmed = r.reports.length - confirmed.length;
  const head = [
    `# Bugs found in ${r.target}`,
    '',
    `${confirmed.length} confirmed by replay from a fresh game (seed ${r.seed})` +
      `${unconfirmed ? `; ${unconfirmed} candidate(s) did not recur and are not listed here (see qa.json)` : ''}.`,
    '',
  ];
  return [...head, ...confirmed.map((b) => bugMarkdown(b, replay(b.id)))].join('\n');
}

function bugSection(b: QaReport): string {
  const steps = `<ol>${b.steps.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ol>`;
  const state = table(
    ['before the last step', 'after it'],
    [[JSON.stringify(b.evidence.before, null, 1), JSON.stringify(b.evidence.after, null, 1)]],
  );
  return (
    `<h3>${escapeHtml(b.id)}: ${escapeHtml(b.title)} ` +
    `<span class="status ${b.status === 'confirmed' ? 'fail' : 'skipped'}">${escapeHtml(b.status)}</span></h3>` +
    `<p>${escapeHtml(`${b.type}, ${b.severity}, ${b.difficulty} (estimated); oracle ${b.oracle}; `)}` +
    `${escapeHtml(b.signature)}</p>` +
    `${steps}<p><b>Observed:</b> ${escapeHtml(b.observed)}<br><b>Expected:</b> ${escapeHtml(b.expected)}</p>` +
    `${b.evidence.text ? `<p><b>The game said:</b> ${escapeHtml(b.evidence.text)}</p>` : ''}${state}` +
    (b.evidence.screenshot
      ? `<p><img src="${escapeHtml(b.evidence.screenshot)}" alt="the game after the last step" width="400"></p>`
      : '')
  );
}

/** The command that explores the game again as this result did. */
export function qaRerun(r: QaResult): string {
  return shellLine([
    'playsmith',
    'qa',
    r.target,
    '--seed',
    String(r.seed),
    '--steps',
    String(r.budget),
    '--agent',
    r.agent,
    '--mode',
    r.mode,
    ...(r.score?.critic === 'model' ? ['--critic', 'model'] : []),
    ...(r.known ? ['--known', r.known] : []),
    ...(r.whiteBox ? ['--white-box'] : []),
  ]);
}

/** The verdict in a line: what the exit code says, with how much was explored. */
function verdictLine(r: QaResult, confirmed: number): string {
  const explored = `${r.actions} actions over ${r.states} states`;
  return confirmed
    ? `<p class="verdict fail">✘ ${confirmed} bug(s) confirmed by replay from a fresh game (${explored})</p>`
    : `<p class="verdict pass">✔ No bug confirmed by replay (${explored})</p>`;
}

export function renderQaPage(r: QaResult): string {
  const confirmed = r.reports.filter((b) => b.status === 'confirmed');
  const unconfirmed = r.reports.filter((b) => b.status !== 'confirmed');
  const oracles = r.oracles
    ? `<p><b>Oracles that judged every step:</b> ${r.oracles.map(escapeHtml).join(', ')}</p>`
    : '';
  const summary = table(
    ['game', 'adapter', 'agent', 'seed', 'actions', 'states', 'confirmed', 'unconfirmed', 'ended'],
    [
      [
        r.target,
        r.adapter,
        `${r.agent} (${r.mode})`,
        String(r.seed),
        `${r.actions} (+${r.confirmActions} replaying)`,
        String(r.states),
        String(confirmed.length),
        String(unconfirmed.length),
        r.ended,
      ],
    ],
  );
  const score = r.score
    ? `<h2>Score against the known bugs (${r.score.critic} critic)</h2>` +
      table(
        ['recall', 'precision', 'easy', 'medium', 'hard'],
        [
          [
            pct(r.score.recall),
            pct(r.score.precision),
            pct(r.score.byDifficulty.easy),
            pct(r.score.byDifficulty.medium),
            pct(r.score.byDifficulty.hard),
          ],
        ],
      ) +
      table(
        ['known bug', 'matched by'],
        r.score.matches.map((m) => [m.bug, m.reports.join(', ') || '(not found)']),
      )
    : '';
  const unmeasured = r.unmeasured.length
    ? `<h2>Not measured</h2><ul>${r.unmeasured.map((u) => `<li>${escapeHtml(u)}</li>`).join('')}</ul>`
    : '';
  const sandbox =
    r.sandbox.blocked.length || r.sandbox.dialogs.length
      ? '<h2>What the sandbox blocked</h2>' +
        table(
          ['first at (game ms)', 'what', 'times'],
          [
            ...r.sandbox.blocked.map((b) => [String(b.gameTime), `${b.method} ${b.url}`, String(b.count)]),
            ...r.sandbox.dialogs.map((d) => [String(d.gameTime), `${d.type} dialog "${d.message}"`, String(d.count)]),
          ],
        )
      : '';
  return page(
    `qa: ${r.target}`,
    `<h1>${confirmed.length ? '✘' : '✔'} qa: ${escapeHtml(r.target)}</h1>${verdictLine(r, confirmed.length)}` +
      `${rerunSection(qaRerun(r))}${summary}${oracles}${score}` +
      `${unmeasured}${sandbox}` +
      `<h2>Confirmed bugs (${confirmed.length})</h2>${confirmed.map(bugSection).join('\n') || '<p>None.</p>'}` +
      `<h2>Unconfirmed candidates (${unconfirmed.length}, not counted)</h2>` +
      `${unconfirmed.map(bugSection).join('\n') || '<p>None.</p>'}` +
      glossarySection(r.score ? ['oracle', 'recall', 'precision'] : ['oracle']),
  );
}
