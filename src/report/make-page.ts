// report.html of a made game: what was made and why, the screenshots, scores, the requirement table, and how to play.
// It reads the make result and its check result through their shared schemas, never through make or check.
import { noModeLine, type CheckResult, type MakeResult } from '../shared/index.ts';
import { escapeHtml, page, table } from './html.ts';
import { glossarySection, rerunSection, shellLine } from './reading.ts';

/** The command that makes the game again: the same prompt, seed and agent (into a new --out). */
export function makeRerun(r: MakeResult): string {
  return shellLine([
    'playsmith',
    'make',
    r.prompt,
    '--seed',
    String(r.seed),
    ...(r.agent ? ['--agent', 'llm'] : []),
    '--out',
    'made-again',
  ]);
}

export function renderMakePage(r: MakeResult, check: CheckResult): string {
  const gdd = r.gdd;
  const parts: string[] = [];
  parts.push(
    `<h1>${r.pass ? '✔' : '✘'} ${escapeHtml(gdd.title)}</h1><p class="verdict ${r.pass ? 'pass' : 'fail'}">` +
      `${escapeHtml(r.summary)}</p>`,
  );
  parts.push(notHonouredSection(r));
  parts.push(
    `<p><em>${escapeHtml(r.prompt)}</em></p><p>family <strong>${escapeHtml(gdd.archetype)}</strong> — ` +
      `${escapeHtml(r.classification.reasoning)}</p><p>seed ${r.seed}</p>${rerunSection(makeRerun(r))}`,
  );
  if (r.kind)
    parts.push(
      `<p class="kind">Kind — ${escapeHtml(r.kind.line)} (by ${r.kind.by})` +
        `${r.kind.why ? `; why: ${escapeHtml(r.kind.why)}` : ''}</p>`,
    );
  const actions = (gdd.sections.architecture.notes.length ? gdd.sections.architecture.notes : [])
    .map((n) => `<li>${escapeHtml(n)}</li>`)
    .join('');
  parts.push(
    `<h2>How to play</h2><p>${escapeHtml(gdd.goal)}</p>${actions ? `<ul>${actions}</ul>` : ''}\n` +
      '<p>The game is the folder <code>game/</code> beside this page: a standalone Phaser + TypeScript project. ' +
      'Play it with <code>npx playsmith serve game</code> from here (inside a Playsmith checkout), or copy it away ' +
      'and run <code>npm install &amp;&amp; npm run dev</code> in it. Its design is ' +
      '<code>game/GAME_DESIGN.md</code>.</p>',
  );
  const shots = [
    {
      file: r.goldenPath.screenshot,
      caption:
        `end of the golden path (${(r.goldenPath.gameTimeMs / 1000).toFixed(1)} s, ` +
        `${r.goldenPath.won ? 'won' : 'not won'})`,
    },
    ...(check.levels.L3b.status === 'skipped'
      ? []
      : check.levels.L3b.screenshots
          .filter((s) => s.file)
          .filter((_, i) => i % 2 === 1)
          .map((s) => ({ file: `report/${s.file}`, caption: `L3b ${s.gameTime / 1000} s` }))),
  ].filter((s) => s.file);
  const figures = shots.map(
    (s) =>
      `<figure><img src="${escapeHtml(s.file)}" alt="${escapeHtml(s.caption)}">` +
      `<figcaption>${escapeHtml(s.caption)}</figcaption></figure>`,
  );
  parts.push(`<h2>Screenshots</h2><div class="shots">${figures.join('')}</div>`);
  parts.push(
    '<h2>Checks</h2>' +
      table(
        ['what', 'result'],
        [
          ...Object.entries(r.check.levels).map(([level, status]) => [level, status]),
          [
            'golden path',
            r.goldenPath.passed && r.goldenPath.won
              ? `won in ${(r.goldenPath.gameTimeMs / 1000).toFixed(1)} s of game time`
              : `failed: ${r.goldenPath.failure ?? 'not won'}`,
          ],
          [
            'SCS',
            r.check.scores.scs === null
              ? `not shown: ${check.scores.scs.reason ?? 'not measured'}`
              : String(r.check.scores.scs),
          ],
          ['BAS', String(r.check.scores.bas ?? 'n/a')],
          ['Build Health', String(r.check.scores.buildHealth)],
          ['Visual Usability', String(r.check.scores.visualUsability ?? 'n/a')],
          ['Intent Alignment (requirements, weighted)', `${r.intentAlignment}%`],
        ],
      ) +
      `<p>Full check: <a href="report/report.html">report/report.html</a></p>`,
  );
  parts.push(playTestSection(r.playTest));
  parts.push(
    '<h2>Requirements</h2>' +
      table(
        ['requirement', 'from', 'weight', 'verdict', 'evidence'],
        r.requirements.map((q) => [q.text, q.source, String(q.weight), q.pass ? 'pass' : 'FAIL', q.evidence]),
      ),
  );
  parts.push(
    `<h2>The prompt's phrases</h2><p>honoured ${r.fidelity.honoured}/${r.fidelity.total}</p>` +
      table(
        ['phrase', 'kind', 'verdict', 'made instead', 'why / evidence', 'requirement'],
        r.fidelity.phrases.map((p) => [p.text, p.kind, p.status, p.made ?? '', p.why, p.requirement ?? '']),
      ),
  );
  if (gdd.ignored.length || gdd.decisions.length) {
    const notes = [...gdd.decisions, ...gdd.ignored.map((x) => `${x.what}: ${x.why}`)];
    const items = notes.map((d) => `<li>${escapeHtml(d)}</li>`).join('');
    parts.push(`<h2>Decisions and what was not honoured</h2><ul>${items}</ul>`);
  }
  if (r.agent) parts.push(agentSection(r.agent));
  parts.push(
    '<h2>Timings</h2>' +
      table(
        ['phase', 'wall ms'],
        Object.entries(r.timings.wallMs).map(([k, v]) => [k, String(v)]),
      ),
  );
  parts.push(glossarySection(['L1', 'L2', 'L3a', 'L3b', 'SCS', 'BAS', 'BH', 'VU', 'IA', 'Exec', 'Pass', 'Play']));
  return page(`${gdd.title}: made by Playsmith`, parts.join('\n'));
}

/** Exec / Pass / Play of the play test, each oracle finding with its screenshot, and where the trajectory is. */
function playTestSection(t: MakeResult['playTest']): string {
  const cell = (v: { holds: boolean | null; reason: string }) =>
    `${v.holds === null ? 'not measured' : v.holds ? 'holds' : 'FAILS'}: ${v.reason}`;
  const rows = [
    ['Exec', cell(t.verdict.exec)],
    ['Pass', cell(t.verdict.pass)],
    ['Play', cell(t.verdict.play)],
    ...t.verdict.unmeasured.map((u) => ['not measured', u]),
  ];
  const findings = t.findings.map(
    (f) =>
      `<h3>${escapeHtml(f.oracle)} (step ${f.step})</h3><p>${escapeHtml(f.message)}</p>` +
      (f.screenshot
        ? `<div class="shots"><figure><img src="${escapeHtml(f.screenshot)}" alt="step ${f.step}"></figure></div>`
        : ''),
  );
  const trajectory = t.trajectory
    ? `<p>${t.steps} steps, ${(t.gameMs / 1000).toFixed(1)} s of game time; ${escapeHtml(t.ended)}. Every step: ` +
      `<code>${escapeHtml(t.trajectory)}</code>.</p>`
    : '';
  return (
    '<h2>Play test</h2><p>The golden path played again by the tester, every oracle watching.</p>' +
    `${table(['verdict', 'result'], rows)}${trajectory}` +
    (findings.length ? `<h3>Findings (${findings.length})</h3>${findings.join('\n')}` : '<p>No logic violation.</p>')
  );
}

/** What was asked and not made, said before anything else: the missing mode, then every phrase not honoured. */
function notHonouredSection(r: MakeResult): string {
  const missing = r.fidelity.phrases.filter((p) => p.status !== 'honoured');
  if (!missing.length && !r.fidelity.noMode) return '';
  const items = missing.map(
    (p) =>
      `<li><strong>${escapeHtml(p.text)}</strong> (${escapeHtml(p.kind)}): ${escapeHtml(p.status)}` +
      `${p.made ? `, made ${escapeHtml(p.made)}` : ''} — ${escapeHtml(p.why)}</li>`,
  );
  const mode = r.fidelity.noMode ? `<p class="verdict fail">${escapeHtml(noModeLine(r.fidelity.noMode))}</p>` : '';
  return (
    `<h2>Not honoured</h2>${mode}<p>honoured ${r.fidelity.honoured} of the prompt's ${r.fidelity.total} ` +
    `phrases; the rest:</p><ul>${items.join('')}</ul>`
  );
}

/** The model's part: fallbacks, the rulebook or the hook code with each verification round, and usage. */
function agentSection(a: NonNullable<MakeResult['agent']>): string {
  const protocol = a.repair
    ? `; debug protocol <code>${escapeHtml(a.repair.protocol.file)}</code> (${a.repair.protocol.entries} entries)`
    : '';
  const out = [
    `<h2>Made with a model</h2><p>${escapeHtml(a.model)}; trajectory in ` +
      `<code>${escapeHtml(a.trajectory)}</code>${protocol}.</p>`,
  ];
  if (a.fallbacks.length)
    out.push(`<ul>${a.fallbacks.map((f) => `<li>${escapeHtml(`${f.phase}: ${f.reason}`)}</li>`).join('')}</ul>`);
  if (a.rulebook) out.push(rulebookRounds(a.rulebook));
  if (a.implementation) {
    const refused = a.implementation.refused.length
      ? `; refused: ${escapeHtml(a.implementation.refused.map((x) => x.path).join(', '))}`
      : '';
    out.push(`<p>Hook files written: ${escapeHtml(a.implementation.written.join(', ') || 'none')}${refused}.</p>`);
  }
  if (a.repair) out.push(repairRounds(a.repair));
  out.push(
    table(
      ['phase', 'calls', 'cache hits', 'tokens in', 'tokens out', 'model ms'],
      [...Object.entries(a.usage.phases), ['total', a.usage.total] as const].map(([phase, u]) => [
        phase,
        String(u.calls),
        String(u.cacheHits),
        String(u.inputTokens),
        String(u.outputTokens),
        String(Math.round(u.wallMs)),
      ]),
    ),
  );
  return out.join('\n');
}

type AgentResult = NonNullable<MakeResult['agent']>;

/** The model's rounds of writing the rulebook, and whether its rulebook is the game. */
function rulebookRounds(r: NonNullable<AgentResult['rulebook']>): string {
  return (
    `<p>The model wrote the rulebook (shown the library's ${escapeHtml(r.examples.join(' and '))}): ` +
    `${r.used ? 'its rulebook is the game' : 'no round gave a rulebook that could be used'}.</p>` +
    table(
      ['round', 'problems'],
      r.rounds.map((x) => [String(x.round), x.problems.join('\n') || 'valid, and the planner won every level']),
    )
  );
}

/** Each verification round of the repair loop with its failures, matched entries and patch. */
function repairRounds(repair: NonNullable<AgentResult['repair']>): string {
  const rows = table(
    ['round', 'stopped at', 'failures (best protocol entry)', 'repair'],
    repair.iterations.map((i) => [
      String(i.iteration),
      i.passed ? `${i.stage}: passed` : i.stage,
      i.failures
        .map(
          (f) =>
            `${f.code}${f.file ? ` ${f.file}:${f.line ?? ''}` : ''} ${f.message}` +
            `${f.matched[0] ? ` (${f.matched[0]})` : ''}`,
        )
        .join('\n') || '—',
      i.repair
        ? `${i.repair.written.join(', ') || 'no file written'}` +
          `${i.repair.explanations.length ? `: ${i.repair.explanations.map((e) => e.fix).join(' ')}` : ''}`
        : '—',
    ]),
  );
  const learned = repair.protocol.added.length
    ? `<p>Learned (verified): ${escapeHtml(repair.protocol.added.join(', '))}</p>`
    : '';
  return rows + learned;
}
