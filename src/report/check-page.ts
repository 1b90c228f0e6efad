// The HTML page of a check: verdict, every level with its evidence, the screenshots, a behaviour chart over game time,
// and the scores with their dimensions. A static file beside the screenshots it shows; no scripts, no network.
import type { BuildToolchain, CheckResult, ScoreResult } from '../shared/index.ts';
import { escapeHtml, page, table } from './html.ts';
import { glossarySection, rerunSection, shellLine } from './reading.ts';

interface Where {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  message: string;
  kind?: string | undefined;
  stage?: string | undefined;
  code?: string | undefined;
}
type TimelinePoint = { t: number } & Record<string, number>;

const where = (d: Where): string =>
  d.file ? `${d.file}${d.line ? `:${d.line}` : ''}${d.column ? `:${d.column}` : ''}` : '—';
const status = (s: string): string => `<span class="status ${escapeHtml(s)}">${escapeHtml(s)}</span>`;

const CHART_SERIES: { key: string; label: string; colour: string }[] = [
  { key: 'objectsAdded', label: 'objects added', colour: '#1f77b4' },
  { key: 'objectsRemoved', label: 'objects removed', colour: '#ff7f0e' },
  { key: 'positionChanges', label: 'position changes', colour: '#2ca02c' },
  { key: 'inputEvents', label: 'input events', colour: '#d62728' },
  { key: 'velocityActiveFrames', label: 'velocity-active samples', colour: '#9467bd' },
  { key: 'responsiveActions', label: 'responsive actions', colour: '#8c564b' },
  { key: 'eventTypes', label: 'event types', colour: '#e377c2' },
];

/** Cumulative behaviour dimensions over game time, each scaled to its own maximum (the legend gives the last value). */
function behaviourChart(timeline: TimelinePoint[]): string {
  if (timeline.length === 0) return '<p>No behaviour timeline (the run ended before its first second).</p>';
  const w = 720;
  const h = 260;
  const pad = 36;
  const maxT = Math.max(...timeline.map((p) => p.t));
  const x = (t: number): number => pad + ((w - 2 * pad) * t) / maxT;
  const lines = CHART_SERIES.map((s) => {
    const values = timeline.map((p) => p[s.key] ?? 0);
    const max = Math.max(...values, 1);
    const points = timeline
      .map((p, i) => `${x(p.t).toFixed(1)},${(h - pad - ((h - 2 * pad) * values[i]!) / max).toFixed(1)}`)
      .join(' ');
    const title = `<title>${escapeHtml(s.label)}: ${values[values.length - 1]}</title>`;
    return `<polyline fill="none" stroke="${s.colour}" stroke-width="2" points="${points}">${title}</polyline>`;
  }).join('');
  const ticks = Array.from({ length: Math.floor(maxT / 10_000) + 1 }, (_, i) => i * 10_000)
    .map(
      (t) =>
        `<text x="${x(t).toFixed(1)}" y="${h - pad + 16}" font-size="11" text-anchor="middle">${t / 1000} s</text>`,
    )
    .join('');
  const legend = CHART_SERIES.map(
    (s) =>
      `<li><span style="background:${s.colour}"></span>` +
      `${escapeHtml(s.label)}: ${timeline[timeline.length - 1]![s.key] ?? 0}</li>`,
  ).join('');
  const [inner, innerHeight] = [w - 2 * pad, h - 2 * pad];
  const frame = `<rect x="${pad}" y="${pad}" width="${inner}" height="${innerHeight}" fill="#fafafa" stroke="#ccc"/>`;
  const caption =
    `<text x="${pad}" y="${pad - 8}" font-size="11">` +
    'each line scaled to its own maximum; cumulative over game time</text>';
  return `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="behaviour over game time">
${frame}${lines}${ticks}
${caption}</svg><ul class="legend">${legend}</ul>`;
}

function scoreSection(name: string, s: ScoreResult): string {
  const head =
    s.score === null
      ? `<p><strong>${name}</strong>: not computed — ${escapeHtml(s.reason ?? '')}</p>`
      : `<p><strong>${name}</strong> = ${s.score} ` +
        `(${escapeHtml(s.method)}; reference ${escapeHtml(s.reference ?? '—')})</p>`;
  if (!s.dimensions.length) return head;
  return (
    head +
    table(
      ['dimension', 'value', 'reference', 'score', 'counted'],
      s.dimensions.map((d) => [
        d.dimension,
        String(d.value),
        String(d.reference),
        String(d.score),
        s.counted ? (s.counted.includes(d.dimension) ? 'yes' : 'no') : 'yes',
      ]),
    )
  );
}

function archetypeOf(r: CheckResult): string {
  return `archetype ${escapeHtml(r.archetype.value)} (${escapeHtml(r.archetype.source)})`;
}

function gameTimes(r: CheckResult): string {
  const { gameMs, wallMs } = r.timings;
  return (
    `game time L3a ${gameMs.L3a! / 1000} s, L3b ${gameMs.L3b! / 1000} s · ` +
    `wall ${(wallMs.total! / 1000).toFixed(1)} s` +
    (r.timings.buildCached ? ' (the build reused from the cache: identical files and toolchain)' : '')
  );
}

function engineOf(engine: { name: string; version: string; renderer: string } | null): string {
  return engine ? `${engine.name} ${engine.version} (${engine.renderer})` : 'not reached';
}

/** Whose toolchain built it, for a project built with its own (installed from its lockfile). */
function toolchainOf(t: BuildToolchain | undefined): string {
  if (t?.source !== 'project' || !t.install) return '';
  const how = `${t.install.lockfile} installed by ${t.install.tool ?? 'its package manager'}`;
  return escapeHtml(`; its own toolchain (${how}, TypeScript ${t.typescript ?? '—'}, Phaser ${t.phaser ?? '—'})`);
}

function figure(s: { file: string; caption: string }): string {
  return (
    `<figure><img src="${escapeHtml(s.file)}" alt="${escapeHtml(s.caption)}" loading="lazy">` +
    `<figcaption>${escapeHtml(s.caption)}</figcaption></figure>`
  );
}

/** The command that checks the game again with what this result was run with. */
export function checkRerun(r: CheckResult): string {
  const reference = r.scores.scs.reference ?? r.scores.bas.reference;
  return shellLine([
    'playsmith',
    'check',
    r.target,
    '--seed',
    String(r.seed),
    ...(r.archetype.source === 'option' ? ['--archetype', r.archetype.value] : []),
    ...(reference && !reference.startsWith('archetype-means:') ? ['--reference', reference] : []),
  ]);
}

export function renderCheckPage(r: CheckResult): string {
  const parts = [
    ...levelsSection(r),
    ...limitsSections(r),
    ...brokenSections(r),
    ...stabilitySections(r),
    ...behaviourSections(r),
    ...scoreSections(r),
  ];
  return page(`check: ${r.target}`, parts.join('\n'));
}

/** The verdict, how it was run, and one row per check level. */
function levelsSection(r: CheckResult): string[] {
  const { L1, L2, L3a, L3b } = r.levels;
  const parts: string[] = [];
  parts.push(`<h1>${r.verdict.pass ? '✔' : '✘'} ${escapeHtml(r.target)}</h1>
<p class="verdict ${r.verdict.pass ? 'pass' : 'fail'}">${escapeHtml(r.verdict.summary)}</p>
<p>seed ${r.seed} · ${archetypeOf(r)} · ${gameTimes(r)}</p>
${rerunSection(checkRerun(r))}`);
  parts.push(
    '<h2>Levels</h2>' +
      table(
        ['level', 'status', 'detail'],
        [
          [
            'L1 integrity',
            status(L1.status),
            L1.status === 'skipped'
              ? escapeHtml(L1.reason)
              : `${L1.issues.length} broken reference(s), ${L1.warnings.length} warning(s); ${Object.entries(L1.counts)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(', ')}`,
          ],
          [
            'L2 build',
            status(L2.status),
            L2.status === 'skipped'
              ? escapeHtml(L2.reason)
              : `${L2.diagnostics.length} error(s) over ${L2.typecheck.files} file(s)${toolchainOf(L2.toolchain)}`,
          ],
          [
            'L3a stability',
            status(L3a.status),
            L3a.status === 'skipped'
              ? escapeHtml(L3a.reason)
              : escapeHtml(
                  L3a.reasons.join('; ') ||
                    `no errors, no failed requests; engine ${engineOf(L3a.engine)}; ` +
                      `contract ${L3a.contract ? 'present' : 'absent'}`,
                ),
          ],
          [
            'L3b behaviour',
            status(L3b.status),
            L3b.status === 'skipped'
              ? escapeHtml(L3b.reason)
              : escapeHtml(
                  `menu ${L3b.menu.reachedGameplay ? `left at ${L3b.menu.atMs} ms` : 'not passed'}; ` +
                    `${L3b.strategy.gameType} cycle (${L3b.strategy.mode}); ` +
                    `${L3b.pausesUndone} pause(s) undone, ${L3b.restarts} restart(s)`,
                ),
          ],
        ],
        { raw: true },
      ),
  );
  return parts;
}

/** What Playsmith could not measure, and the files it left alone. */
function limitsSections(r: CheckResult): string[] {
  const parts: string[] = [];
  if (r.unmeasured.length)
    parts.push(
      '<h2>What Playsmith could not measure</h2>' +
        '<p>These are limits or faults of Playsmith, not failures of the game; none of them changes the verdict.</p>' +
        table(
          ['level', 'what', 'why'],
          r.unmeasured.map((u) => [u.level, u.what, u.reason]),
        ),
    );

  if (r.skipped.length)
    parts.push(
      '<h2>Left alone</h2>' +
        '<p>Only regular files whose real path is inside the game folder are read, built or served; ' +
        'these were not.</p>' +
        table(
          ['path', 'why'],
          r.skipped.map((s) => [s.path, s.reason]),
        ),
    );
  return parts;
}

/** L1's broken references and L2's build errors. */
function brokenSections(r: CheckResult): string[] {
  const { L1, L2 } = r.levels;
  const parts: string[] = [];
  if (L1.status !== 'skipped' && (L1.issues.length || L1.warnings.length)) {
    parts.push(
      '<h2>L1: broken references</h2>' +
        table(
          ['where', 'kind', 'message'],
          [
            ...L1.issues.map((i) => [where(i), i.kind ?? '', i.message]),
            ...L1.warnings.map((i) => [where(i), `warning: ${i.kind ?? ''}`, i.message]),
          ],
        ),
    );
  }
  if (L2.status !== 'skipped' && L2.diagnostics.length) {
    parts.push(
      '<h2>L2: build errors</h2>' +
        table(
          ['where', 'stage', 'code', 'message'],
          L2.diagnostics.map((d) => [where(d), d.stage ?? '', d.code ?? '', d.message]),
        ),
    );
  }
  return parts;
}

/** L3a: a crash, uncaught errors, failed and blocked requests, notes. */
function stabilitySections(r: CheckResult): string[] {
  const { L3a } = r.levels;
  const parts: string[] = [];
  if (L3a.status !== 'skipped') {
    if (L3a.crash)
      parts.push(
        `<h2>L3a: crash</h2><p>${escapeHtml(L3a.crash.code)} at ${L3a.crash.gameTime} ms: ` +
          `${escapeHtml(L3a.crash.message)}</p>`,
      );
    if (L3a.uncaughtErrors.length)
      parts.push(
        '<h2>L3a: uncaught errors</h2>' +
          table(
            ['game time', 'message', 'source', 'stack'],
            L3a.uncaughtErrors.map((e) => [`${e.gameTime} ms`, e.message, e.source, e.stack ?? '']),
          ),
      );
    if (L3a.failedRequests.length || L3a.blockedRequests.length) {
      parts.push(
        '<h2>L3a: requests</h2>' +
          table(
            ['game time', 'what', 'url'],
            [
              ...L3a.failedRequests.map((f) => [`${f.gameTime} ms`, `failed (${f.kind})`, f.url]),
              ...L3a.blockedRequests.map((b) => [`${b.gameTime} ms`, `blocked ${b.method}`, b.url]),
            ],
          ),
      );
    }
    if (L3a.notes.length)
      parts.push(`<h2>L3a: notes</h2><ul>${L3a.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`);
  }
  return parts;
}

/** L3b: the behaviour chart, menu navigation, the input strategy, errors and notes. */
function behaviourSections(r: CheckResult): string[] {
  const { L3b } = r.levels;
  const parts: string[] = [];
  if (L3b.status !== 'skipped') {
    parts.push(`<h2>L3b: behaviour over game time</h2>${behaviourChart(L3b.timeline)}`);
    parts.push(`<p>triggered events: ${escapeHtml(L3b.behaviour.triggeredEventTypes.join(', ') || 'none')}</p>`);
    parts.push(
      '<h3>Menu navigation</h3>' +
        (L3b.menu.attempts.length
          ? table(
              ['game time', 'level', 'attempt', 'scene'],
              L3b.menu.attempts.map((a) => [`${a.t} ms`, a.level, a.what, a.scene ?? '—']),
            )
          : '<p>No menu: gameplay from the start.</p>'),
    );
    parts.push(
      `<h3>Input strategy</h3><p>${escapeHtml(L3b.strategy.gameType)} (${escapeHtml(L3b.strategy.mode)}): ${escapeHtml(
        Object.entries(L3b.strategy.bindings)
          .map(([role, input]) => `${role} → ${input}`)
          .join(', '),
      )}${L3b.strategy.refused.length ? `; never pressed: ${escapeHtml(L3b.strategy.refused.join(', '))}` : ''}</p>`,
    );
    if (L3b.uncaughtErrors.length)
      parts.push(
        '<h3>L3b: uncaught errors</h3>' +
          table(
            ['game time', 'message'],
            L3b.uncaughtErrors.map((e) => [`${e.gameTime} ms`, e.message]),
          ),
      );
    if (L3b.notes.length)
      parts.push(`<h3>L3b: notes</h3><ul>${L3b.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`);
  }
  return parts;
}

/** Screenshots, the scores, the structure and what reproduces the run. */
function scoreSections(r: CheckResult): string[] {
  const { L3a, L3b } = r.levels;
  const vu = r.scores.visualUsability;
  const parts: string[] = [];
  const shots = [
    ...(L3a.status !== 'skipped' && L3a.screenshot
      ? [{ file: L3a.screenshot, caption: `L3a, end (${r.timings.gameMs.L3a! / 1000} s, no input)` }]
      : []),
    ...(L3b.status !== 'skipped'
      ? L3b.screenshots.flatMap((s) =>
          s.file ? [{ file: s.file, caption: `L3b ${s.gameTime / 1000} s · entropy ${s.entropy} bits` }] : [],
        )
      : []),
  ];
  if (shots.length) parts.push(`<h2>Screenshots</h2><div class="shots">${shots.map(figure).join('')}</div>`);
  parts.push(`<h2>Scores</h2>${scoreSection('SCS', r.scores.scs)}${scoreSection('BAS', r.scores.bas)}`);
  const bh = r.scores.buildHealth;
  const unmeasuredParts = bh.notMeasured?.length
    ? `; not measured: ${bh.notMeasured.join(', ')}, so the score is over the parts that were`
    : '';
  parts.push(
    `<p><strong>Build Health</strong> = ${bh.score} / 100 (${escapeHtml(
      Object.entries(bh.parts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') + unmeasuredParts,
    )})</p>`,
  );
  parts.push(
    vu.notMeasured
      ? `<p><strong>Visual Usability</strong>: not measured (${escapeHtml(vu.notMeasured)})</p>`
      : `<p><strong>Visual Usability</strong> = ${vu.score} / 100 ` +
          `(detail ${vu.detail}, motion ${vu.motion}; ${escapeHtml(vu.method)})</p>`,
  );
  if (r.structure)
    parts.push(
      '<h3>Structure</h3>' +
        table(
          ['dimension', 'value'],
          Object.entries(r.structure).map(([k, v]) => [k, String(v)]),
        ),
    );
  parts.push(
    '<h2>Reproduce</h2>' +
      table(
        ['what', 'value'],
        [
          ...Object.entries(r.hashes).map(([k, v]) => [`hash ${k}`, v ?? '—']),
          ...Object.entries(r.versions).map(([k, v]) => [k, v]),
        ],
      ),
  );
  parts.push(glossarySection(['L1', 'L2', 'L3a', 'L3b', 'SCS', 'BAS', 'BH', 'VU']));
  return parts;
}
