// What the bench report shows, computed from a loaded run with the bench metrics: the leaderboard rows, the
// per-family and per-tier breakdowns, and the header's facts (suite, systems, samples, versions, what was not
// measured).
import type { BenchRecord } from '../../shared/index.ts';
import {
  atK,
  type Efficiency,
  efficiencyAtK,
  groupBy,
  type Interval,
  largestK,
  overRepeats,
  type QaCounts,
  qaRates,
  type Rate,
  SCORE_METRICS,
  type ScoreMean,
  type ScoreMetric,
  STAGES,
  type Stage,
  scoreMean,
  type UsageSum,
  usageTotals,
} from '../metrics.ts';
import type { BenchRun } from './load.ts';

/** One number of the report: its value (null: not measured, with why), an interval over repeats, what it counts. */
export interface Cell {
  value: number | null;
  interval: Interval | null;
  counts: string;
  reason: string | null;
}

export interface SystemRow {
  system: BenchRecord['system'];
  tasks: number;
  samples: number;
  errors: number;
  /** Exec/Pass/Play at k = 1 and, when every task has enough samples, at the run's larger k. */
  at: Record<Stage, { one: Cell; larger: Cell | null }>;
  efficiency: Efficiency;
  scores: Record<ScoreMetric, ScoreMean & { interval: Interval | null }>;
  qa: { recall: Rate; precision: Rate } | null;
  usage: UsageSum;
}

export interface BreakdownRow {
  group: string;
  system: string;
  tasks: number;
  cells: Record<Stage, Cell>;
  scs: ScoreMean;
}

export interface Header {
  suites: string[];
  systems: string[];
  tasks: number;
  samplesPerTask: number;
  records: number;
  errors: BenchRecord[];
  versions: string[];
  /** Per metric: the samples that did not measure it and why. */
  unmeasured: { metric: string; samples: number; reasons: string[] }[];
  wallMs: number;
  cached: number;
}

export interface BenchSummary {
  header: Header;
  /** The larger k shown beside @1 (the fewest measured samples any task of any system has), or null. */
  k: number | null;
  rows: SystemRow[];
  families: BreakdownRow[];
  tiers: BreakdownRow[];
}

function atCell(records: readonly BenchRecord[], stage: Stage, k: number, repeats: boolean): Cell {
  const r = atK(records, stage, k);
  const interval = repeats && k === 1 ? overRepeats(records, (rs) => atK(rs, stage, 1).value) : null;
  const counts =
    `${r.tasks} task${r.tasks === 1 ? '' : 's'}, n = ${r.samples}` +
    (r.unmeasured ? `, ${r.unmeasured} not measured` : '') +
    (r.errors ? `, ${r.errors} error${r.errors === 1 ? '' : 's'}` : '');
  return { value: r.value, interval, counts, reason: r.value === null ? `no sample measured ${stage}` : null };
}

function systemRow(records: BenchRecord[], k: number | null, qaCounts: ReadonlyMap<string, QaCounts>): SystemRow {
  const scoredRecords = records.filter((r) => r.status === 'scored');
  const repeats = new Set(records.map((r) => r.sample)).size > 1;
  const at = Object.fromEntries(
    STAGES.map((s) => [s, { one: atCell(records, s, 1, repeats), larger: k ? atCell(records, s, k, false) : null }]),
  ) as SystemRow['at'];
  const scores = Object.fromEntries(
    SCORE_METRICS.map((m) => [
      m,
      { ...scoreMean(records, m), interval: repeats ? overRepeats(records, (rs) => scoreMean(rs, m).mean) : null },
    ]),
  ) as SystemRow['scores'];
  return {
    system: records[0]!.system,
    tasks: new Set(records.map((r) => r.task.id)).size,
    samples: scoredRecords.length,
    errors: records.length - scoredRecords.length,
    at,
    efficiency: efficiencyAtK(records, 1),
    scores,
    qa: records.some((r) => r.task.kind === 'qa') ? qaRates(records, qaCounts) : null,
    usage: usageTotals(records),
  };
}

function breakdown(records: readonly BenchRecord[], label: (r: BenchRecord) => string): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  for (const [group, inGroup] of [...groupBy(records, label)].sort(([a], [b]) => a.localeCompare(b)))
    for (const [system, own] of groupBy(inGroup, (r) => r.system.id))
      rows.push({
        group,
        system,
        tasks: new Set(own.map((r) => r.task.id)).size,
        cells: Object.fromEntries(STAGES.map((s) => [s, atCell(own, s, 1, false)])) as Record<Stage, Cell>,
        scs: scoreMean(own, 'scs'),
      });
  return rows;
}

function header(run: BenchRun): Header {
  const { records } = run;
  const unmeasured = new Map<string, { samples: Set<string>; reasons: Set<string> }>();
  for (const r of records)
    for (const u of r.scores.unmeasured) {
      const entry = unmeasured.get(u.metric) ?? { samples: new Set(), reasons: new Set() };
      entry.samples.add(r.key);
      entry.reasons.add(u.reason);
      unmeasured.set(u.metric, entry);
    }
  const timings = [...run.timings.values()];
  return {
    suites: [...new Set(records.map((r) => r.suite.name))].sort(),
    systems: [...new Set(records.map((r) => r.system.id))],
    tasks: new Set(records.map((r) => r.task.id)).size,
    samplesPerTask: new Set(records.map((r) => r.sample)).size,
    records: records.length,
    errors: records.filter((r) => r.status === 'error'),
    versions: [...new Set(records.map((r) => r.versions.playsmith ?? 'unknown'))].sort(),
    unmeasured: [...unmeasured]
      .map(([metric, e]) => ({ metric, samples: e.samples.size, reasons: [...e.reasons].sort() }))
      .sort((a, b) => a.metric.localeCompare(b.metric)),
    wallMs: timings.reduce((s, t) => s + t.wallMs, 0),
    cached: timings.filter((t) => t.cached).length,
  };
}

/** The whole report's numbers, systems in the order they first appear in results.jsonl. */
export function summarize(run: BenchRun): BenchSummary {
  const bySystem = groupBy(run.records, (r) => r.system.id);
  const supported = [...bySystem.values()].flatMap((rs) => STAGES.map((s) => largestK(rs, s))).filter((n) => n > 0);
  const smallest = supported.length ? Math.min(...supported) : 0;
  const k = smallest > 1 ? smallest : null;
  const qaCounts = new Map<string, QaCounts>();
  for (const [key, a] of run.artefacts) if (a.qa) qaCounts.set(key, a.qa);
  return {
    header: header(run),
    k,
    rows: [...bySystem.values()].map((rs) => systemRow(rs, k, qaCounts)),
    families: breakdown(run.records, (r) => r.task.family ?? '(no family)'),
    tiers: breakdown(run.records, (r) => r.task.tier ?? '(no tier)'),
  };
}
