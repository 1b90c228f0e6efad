// A person's view of a check result: a few lines, most important first.
import type { CheckResult } from '../shared/index.ts';

const where = (d: { file?: string | undefined; line?: number | undefined; column?: number | undefined }): string =>
  d.file ? `${d.file}${d.line ? `:${d.line}` : ''}${d.column ? `:${d.column}` : ''}  ` : '';

/** The trace hash the summary names: L3b's, or L3a's (so marked) when L3b did not run. */
const trace = (h: CheckResult['hashes']): string => h.traceL3b ?? (h.traceL3a ? `${h.traceL3a} (L3a)` : '—');

function dialogLine(dialogs: readonly { gameTime: number; type: string; message: string }[]): string {
  const shown = dialogs.slice(0, 3).map((d) => `${d.type} "${d.message.slice(0, 60)}" at ${d.gameTime} ms`);
  const more = dialogs.length > shown.length ? ` and ${dialogs.length - shown.length} more` : '';
  return `${dialogs.length} dialog(s) dismissed: ${shown.join(', ')}${more}`;
}

export function formatCheckSummary(r: CheckResult, outDir: string | undefined): string {
  const { L1, L2, L3a, L3b } = r.levels;
  const lines: string[] = [`${r.verdict.pass ? 'PASS' : 'FAIL'}  ${r.target}: ${r.verdict.summary}`];
  const integrity =
    L1.status === 'skipped'
      ? ` (${L1.reason})`
      : `: ${L1.issues.length} broken reference(s), ${L1.warnings.length} warning(s)`;
  lines.push(`L1 integrity   ${L1.status}${integrity}`);
  if (L1.status !== 'skipped') for (const i of L1.issues.slice(0, 10)) lines.push(`  ${where(i)}${i.message}`);
  lines.push(
    `L2 build       ${L2.status}${L2.status === 'skipped' ? ` (${L2.reason})` : `: ${L2.diagnostics.length} error(s)`}`,
  );
  if (L2.status !== 'skipped') {
    const t = L2.toolchain;
    if (t?.source === 'project' && t.install)
      lines.push(
        `  its own toolchain: ${t.install.lockfile} installed by ${t.install.tool ?? 'its package manager'} ` +
          `(${t.install.cached ? 'cached' : `${(t.install.ms / 1000).toFixed(1)} s`}); TypeScript ` +
          `${t.typescript ?? "Playsmith's"}, Phaser ${t.phaser ?? "Playsmith's"}`,
      );
    for (const d of L2.diagnostics.slice(0, 10)) lines.push(`  ${where(d)}${d.code ? `${d.code} ` : ''}${d.message}`);
  }
  lines.push(`L3a stability  ${L3a.status}${L3a.status === 'skipped' ? ` (${L3a.reason})` : ''}`);
  if (L3a.status !== 'skipped') for (const reason of L3a.reasons.slice(0, 10)) lines.push(`  ${reason}`);
  if (L3a.status !== 'skipped' && L3a.dialogs.length) lines.push(`  ${dialogLine(L3a.dialogs)}`);
  if (L3b.status === 'skipped') lines.push(`L3b behaviour  skipped (${L3b.reason})`);
  else {
    const b = L3b.behaviour;
    lines.push(
      `L3b behaviour  ${L3b.status}: ${L3b.strategy.gameType} input cycle; menu ` +
        `${L3b.menu.reachedGameplay ? `passed at ${L3b.menu.atMs} ms` : 'not passed'}`,
    );
    lines.push(
      `  objects +${b.objectsAdded}/-${b.objectsRemoved}, position changes ${b.positionChanges}, input events ` +
        `${b.inputEvents}, velocity-active ${b.velocityActiveFrames}, responsive actions ` +
        `${b.responsiveActions}, events [${b.triggeredEventTypes.join(', ')}]`,
    );
    if (L3b.blockedRequests.length) {
      const shown = [...new Set(L3b.blockedRequests.map((v) => `${v.method} ${v.url}`))].slice(0, 3).join(', ');
      lines.push(
        `  ${L3b.blockedRequests.length} blocked attempt(s) to leave the game (first at ` +
          `${L3b.blockedRequests[0]!.gameTime} ms): ${shown}`,
      );
    }
    if (L3b.dialogs.length) lines.push(`  ${dialogLine(L3b.dialogs)}`);
  }
  for (const u of r.unmeasured) lines.push(`not measured   ${u.level} ${u.what}: ${u.reason} (not the game's fault)`);
  if (r.skipped.length) {
    const shown = r.skipped.slice(0, 5).map((s) => `${s.path.slice(0, 80)} (${s.reason})`);
    const more = r.skipped.length > shown.length ? ` and ${r.skipped.length - shown.length} more` : '';
    lines.push(
      `skipped        not read, built or served (not regular files inside the folder): ${shown.join(', ')}${more}`,
    );
  }
  const s = r.scores;
  const score = (x: { score: number | null; reason?: string | undefined }): string =>
    x.score === null ? `n/a (${x.reason})` : String(x.score);
  const health = s.buildHealth.notMeasured?.length
    ? `${s.buildHealth.score} (over what was measured; ${s.buildHealth.notMeasured.join(', ')} not measured)`
    : String(s.buildHealth.score);
  const visual = s.visualUsability.notMeasured ? 'n/a (not measured)' : String(s.visualUsability.score);
  lines.push(
    `scores         SCS ${score(s.scs)} · BAS ${score(s.bas)} · Build Health ${health} · Visual Usability ${visual}`,
  );
  lines.push(`archetype      ${r.archetype.value} (${r.archetype.source}); seed ${r.seed}; trace ${trace(r.hashes)}`);
  lines.push(
    `time           ${(r.timings.wallMs.total / 1000).toFixed(1)} s wall (build ` +
      `${(r.timings.wallMs.L2 / 1000).toFixed(1)} s${r.timings.buildCached ? ', reused from the cache' : ''}) for ` +
      `${(r.timings.gameMs.L3a + r.timings.gameMs.L3b) / 1000} s of game time`,
  );
  const profile = r.timings.profile;
  if (profile) {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const w = profile.wallMs;
    lines.push(
      `profile        build ${s(w.build)} · page start ${s(w.pageStart)} · stepping ${s(w.stepping)} · rendering ` +
        `${s(w.rendering)} · readback ${s(w.readback)} · probe calls ${s(w.probeCalls)} · input ${s(w.input)}`,
      `               screenshots ${s(w.screenshots)} · writing ${s(w.writing)} · other ${s(w.other)}; ` +
        `${profile.frames.rendered} of ${profile.frames.stepped} frames rendered`,
    );
    const drawn = profile.drawnFor;
    if (drawn) {
      const names = {
        pixelSamples: 'pixel samples',
        pixelReading: 'pixel reading',
        clickedRegion: 'clicked regions',
        screenshot: 'screenshots',
        game: 'the game itself',
      } as const;
      const parts = (Object.keys(names) as (keyof typeof names)[])
        .filter((k) => drawn[k].frames > 0)
        .map((k) => `${names[k]} ${drawn[k].frames} (${s(drawn[k].renderMs + drawn[k].readbackMs)})`);
      if (parts.length) lines.push(`               frames drawn for ${parts.join(' · ')}`);
    }
  }
  if (outDir && r.files)
    lines.push(
      `written to     ${outDir} (${r.files.result}, ${r.files.report}, ${r.files.screenshots.length} screenshots)`,
    );
  return `${lines.join('\n')}\n`;
}
