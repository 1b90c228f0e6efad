// A check's verdict in words and what it could not measure: a level Playsmith could not measure is skipped with a
// reason that starts "not measured:", is listed in check.json's unmeasured, and never reads as the game failing.
import type { CheckResult } from '../shared/index.ts';

const PROBE_FAULTED = "Playsmith's own probe faulted (our defect, not the game's)";
/** How a level's skip reason starts when Playsmith could not measure it (not when it does not apply). */
export const NOT_MEASURED = 'not measured:';
const LEVEL_NAMES = { L2: 'build', L3a: 'stability', L3b: 'behaviour' } as const;

/** Whether a level was skipped because Playsmith could not measure it. */
export function notMeasured(level: { status: string; reason?: string }): boolean {
  return level.status === 'skipped' && (level.reason ?? '').startsWith(NOT_MEASURED);
}

/** What Playsmith could not measure on this game, gathered from every level and score, each with its reason. */
export function unmeasuredOf(
  levels: Pick<CheckResult['levels'], 'L2' | 'L3a' | 'L3b'>,
  scores: CheckResult['scores'],
): CheckResult['unmeasured'] {
  const out: CheckResult['unmeasured'] = [];
  for (const level of ['L2', 'L3a', 'L3b'] as const) {
    const run = levels[level];
    if (run.status === 'skipped' && notMeasured(run))
      out.push({ what: LEVEL_NAMES[level], level, reason: run.reason.slice(NOT_MEASURED.length).trim() });
  }
  if (levels.L2.status !== 'skipped')
    for (const note of levels.L2.notes.filter((n) => n.startsWith('could not install')))
      out.push({ what: "the project's own toolchain", level: 'L2', reason: note });
  for (const level of ['L3a', 'L3b'] as const) {
    const run = levels[level];
    if (run.status === 'skipped' || !run.probeFaults.length) continue;
    const faults = run.probeFaults.map((f) => `${f.where}: ${f.message} (${f.count}×)`).join('; ');
    out.push({
      what: 'behaviour probe',
      level,
      reason: `${PROBE_FAULTED}; what it feeds may be undercounted: ${faults}`,
    });
  }
  // Notes that say a measure could not be taken start with "cannot" (blankness in L3a, the menu's exit in L3b).
  for (const level of ['L3a', 'L3b'] as const) {
    const run = levels[level];
    if (run.status === 'skipped') continue;
    for (const note of run.notes.filter((n) => /^cannot (tell|judge)/.test(n)))
      out.push({ what: level === 'L3a' ? 'blank canvas' : 'menu exit', level, reason: note });
  }
  if (scores.scs.score === null) out.push({ what: 'SCS', level: 'scores', reason: scores.scs.reason ?? 'unknown' });
  if (scores.bas.score === null) out.push({ what: 'BAS', level: 'scores', reason: scores.bas.reason ?? 'unknown' });
  const parts = scores.buildHealth.notMeasured ?? [];
  if (parts.length)
    out.push({
      what: 'Build Health',
      level: 'scores',
      reason: `its ${parts.join(', ')} part(s) could not be measured; the score is over the parts that were`,
    });
  const vu = scores.visualUsability.notMeasured;
  if (vu) out.push({ what: 'Visual Usability', level: 'scores', reason: vu });
  return out;
}

export function verdictSummary(
  failedAt: 'L1' | 'L2' | 'L3a' | null,
  levels: Pick<CheckResult['levels'], 'L1' | 'L2' | 'L3a'>,
): string {
  if (failedAt === null) {
    const unmeasured = (['L2', 'L3a'] as const).filter((l) => notMeasured(levels[l]));
    if (!unmeasured.length) return 'passes L1–L3a';
    const passed = (['L1', 'L2', 'L3a'] as const).filter((l) => levels[l].status === 'pass');
    return (
      `no failure found, but ${unmeasured.join(' and ')} could not be measured (see "not measured"); ` +
      `passes ${passed.join(', ') || 'nothing that was measured'}`
    );
  }
  if (failedAt === 'L1' && levels.L1.status === 'fail')
    return (
      `fails L1 integrity: ${levels.L1.issues.length} broken reference(s), ` +
      `first: ${formatWhere(levels.L1.issues[0]!)}${levels.L1.issues[0]!.message}`
    );
  if (failedAt === 'L2' && levels.L2.status === 'fail') {
    const d = levels.L2.diagnostics[0];
    const first = d ? `, first: ${formatWhere(d)}${d.message}` : '';
    return `fails L2 build: ${levels.L2.diagnostics.length} error(s)${first}`;
  }
  if (failedAt === 'L3a' && levels.L3a.status === 'fail') return `fails L3a stability: ${levels.L3a.reasons[0]}`;
  return `fails ${failedAt}`;
}

export function formatWhere(d: {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}): string {
  if (!d.file) return '';
  return `${d.file}${d.line ? `:${d.line}` : ''}${d.column ? `:${d.column}` : ''}: `;
}
