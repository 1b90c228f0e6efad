// Bench metrics from bench records: PlayCoder's Exec/Pass/Play@k and Efficiency@k, score means over measured samples,
// qa recall/precision, usage totals, and 95 % Student-t intervals over repeats. Pure functions, no I/O.
import { type BenchRecord, type BenchScores, PlaysmithError, type UsageTotals } from '../shared/index.ts';

/** A metric asked of records that cannot give it (k larger than a task's samples, k not a whole number ≥ 1). */
export class BenchMetricsError extends PlaysmithError {
  override name = 'BenchMetricsError';
  constructor(message: string) {
    super(message, { code: 'bench-metrics', kind: 'usage' });
  }
}

/**
 * PlayCoder eq. 1 for one task: 1 − C(n−c, k)/C(n, k), the chance that at least one of k samples drawn without
 * replacement from n (c of which succeeded) succeeds. Computed as 1 − Π_{i=n−c+1..n} (1 − k/i), which is the same
 * ratio without huge binomials (Chen et al. 2021).
 */
export function passAtK(n: number, c: number, k: number): number {
  if (!Number.isInteger(k) || k < 1) throw new BenchMetricsError(`k must be a whole number ≥ 1, got ${k}`);
  if (!Number.isInteger(n) || !Number.isInteger(c) || c < 0 || c > n)
    throw new BenchMetricsError(`a task needs whole counts with 0 ≤ c ≤ n, got n = ${n}, c = ${c}`);
  if (n < k)
    throw new BenchMetricsError(
      `@${k} needs at least ${k} samples per task, but a task has ${n}; run with --samples ${k} or more, or ask for ` +
        `a k of at most ${n}`,
    );
  if (n - c < k) return 1;
  let miss = 1;
  for (let i = n - c + 1; i <= n; i++) miss *= 1 - k / i;
  return 1 - miss;
}

export const STAGES = ['exec', 'pass', 'play'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * One sample's outcome at a stage of PlayCoder's pipeline (Exec → Pass → Play: a sample reaches a stage only if it
 * passed the ones before): false when this or an earlier stage failed, true when all up to it held, otherwise null
 * (not measured, or an earlier stage was not) — a null sample is left out of n, never counted as a failure.
 */
export function stageOutcome(scores: BenchScores, stage: Stage): boolean | null {
  let decided: boolean | null = true;
  for (const s of STAGES.slice(0, STAGES.indexOf(stage) + 1)) {
    const holds = scores[s]?.holds ?? null;
    if (holds === false) return false;
    if (holds === null) decided = null;
  }
  return decided;
}

/** An @k metric averaged over tasks, with what it was taken over. */
export interface AtK {
  /** Mean over measured tasks of eq. 1, in [0, 1]; null when no task had a measured sample. */
  value: number | null;
  k: number;
  /** Tasks with at least one measured sample, and tasks with none. */
  tasks: number;
  tasksUnmeasured: number;
  /** Scored samples whose outcome was decided, and scored samples left out as not measured. */
  samples: number;
  unmeasured: number;
  /** status: 'error' records: infrastructure errors, out of n and not failures. */
  errors: number;
}

const scored = (records: readonly BenchRecord[]): BenchRecord[] => records.filter((r) => r.status === 'scored');
const errorCount = (records: readonly BenchRecord[]): number => records.filter((r) => r.status === 'error').length;

/** Items grouped by a key, groups and items in the order they first appear. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const byTask = (records: readonly BenchRecord[]): Map<string, BenchRecord[]> => groupBy(records, (r) => r.task.id);

/**
 * Exec@k, Pass@k or Play@k of one system's records: eq. 1 per task over its decided samples, averaged over tasks.
 * A task with fewer decided samples than k (but at least one) is refused with the task's name.
 */
export function atK(records: readonly BenchRecord[], stage: Stage, k: number): AtK {
  let tasks = 0;
  let tasksUnmeasured = 0;
  let samples = 0;
  let unmeasured = 0;
  let sum = 0;
  for (const [task, rs] of byTask(scored(records))) {
    const outcomes = rs.map((r) => stageOutcome(r.scores, stage));
    const decided = outcomes.filter((o) => o !== null);
    unmeasured += outcomes.length - decided.length;
    if (decided.length === 0) {
      tasksUnmeasured++;
      continue;
    }
    if (decided.length < k)
      throw new BenchMetricsError(
        `${stage}@${k} needs at least ${k} measured samples per task, but task "${task}" has ${decided.length}; ` +
          `ask for a k of at most ${decided.length}, or run more samples`,
      );
    tasks++;
    samples += decided.length;
    sum += passAtK(decided.length, decided.filter(Boolean).length, k);
  }
  return {
    value: tasks ? sum / tasks : null,
    k,
    tasks,
    tasksUnmeasured,
    samples,
    unmeasured,
    errors: errorCount(records),
  };
}

/** The largest k every measured task supports at a stage (the fewest decided samples of a task), or 0 for none. */
export function largestK(records: readonly BenchRecord[], stage: Stage): number {
  const counts = [...byTask(scored(records)).values()]
    .map((rs) => rs.filter((r) => stageOutcome(r.scores, stage) !== null).length)
    .filter((n) => n > 0);
  return counts.length ? Math.min(...counts) : 0;
}

/**
 * Tokens a sample's answers cost: spent now plus those its cached answers cost when first made, so a run replayed
 * from the response cache has the same Efficiency@k as the run that paid for it.
 */
export function tokensOf(usage: UsageTotals): number {
  return usage.inputTokens + usage.outputTokens + usage.cachedInputTokens + usage.cachedOutputTokens;
}

export interface Efficiency {
  value: number | null;
  k: number;
  /** Play@k in percent, and AT_k (thousand tokens for k samples of a task, averaged over tasks). */
  playPercent: number | null;
  thousandTokensPerTask: number | null;
  /** Why value is null. */
  reason: string | null;
}

/**
 * PlayCoder's Efficiency@k (eq. 2): Play@k / AT_k with AT_k = Token_k / (N·10³), Token_k the tokens spent making k
 * samples of each of the N tasks. We estimate Token_k / N as k × the mean tokens of a scored sample, which at k = 1
 * is eq. 3 (successes per token). Play@k is in percent, the scale of the paper's Table 4 (4.3 % Play@1 over 4,267
 * tokens a task gives 1.01); Table 4 divides Play@3 by the same per-task tokens, eq. 2 by the tokens of k samples,
 * and we follow eq. 2.
 */
export function efficiencyAtK(records: readonly BenchRecord[], k: number): Efficiency {
  const play = atK(records, 'play', k).value;
  const samples = scored(records);
  const none = (reason: string): Efficiency => ({
    value: null,
    k,
    playPercent: play === null ? null : play * 100,
    thousandTokensPerTask: null,
    reason,
  });
  if (play === null) return none('Play@k was not measured');
  const missing = samples.filter((r) => r.usage === null).length;
  if (missing === samples.length) return none('the system reported no token usage');
  if (missing > 0) return none(`${missing} of ${samples.length} samples reported no token usage`);
  const meanTokens = samples.reduce((sum, r) => sum + tokensOf(r.usage!), 0) / samples.length;
  if (meanTokens === 0) return none('the system spent no tokens');
  const thousand = (k * meanTokens) / 1000;
  return { value: (play * 100) / thousand, k, playPercent: play * 100, thousandTokensPerTask: thousand, reason: null };
}

export const SCORE_METRICS = ['scs', 'bas', 'bh', 'vu', 'ia'] as const;
export type ScoreMetric = (typeof SCORE_METRICS)[number];

export interface ScoreMean {
  /** Mean over the scored samples that measured it; null when none did (never a silent 0). */
  mean: number | null;
  measured: number;
  unmeasured: number;
  errors: number;
}

export function scoreMean(records: readonly BenchRecord[], metric: ScoreMetric): ScoreMean {
  const values = scored(records).map((r) => r.scores[metric]);
  const measured = values.filter((v) => v !== null);
  return {
    mean: measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : null,
    measured: measured.length,
    unmeasured: values.length - measured.length,
    errors: errorCount(records),
  };
}

/** A qa sample's counts from its qa.json: known bugs matched of known bugs, matching reports of reports. */
export interface QaCounts {
  recall: { matched: number; of: number };
  precision: { matched: number; of: number };
}

export interface Rate {
  /** Σ matched / Σ of over the samples whose counts are known (micro over bugs, or over reports). */
  micro: number | null;
  /** Mean over tasks of the mean rate of each task's samples (macro). */
  perTask: number | null;
  measured: number;
  unmeasured: number;
}

/** Recall and precision of qa records; `counts` (by record key) give the micro rates, the records' rates the rest. */
export function qaRates(
  records: readonly BenchRecord[],
  counts: ReadonlyMap<string, QaCounts>,
): { recall: Rate; precision: Rate } {
  const qa = scored(records).filter((r) => r.task.kind === 'qa');
  const rate = (which: 'recall' | 'precision'): Rate => {
    const withCounts = qa.map((r) => counts.get(r.key)?.[which]).filter((c) => c !== undefined);
    const of = withCounts.reduce((s, c) => s + c.of, 0);
    const perTask = [...byTask(qa).values()]
      .map((rs) => rs.map((r) => r.scores[which]).filter((v) => v !== null))
      .filter((vs) => vs.length > 0)
      .map((vs) => vs.reduce((a, b) => a + b, 0) / vs.length);
    const measured = qa.filter((r) => r.scores[which] !== null).length;
    return {
      micro: of > 0 ? withCounts.reduce((s, c) => s + c.matched, 0) / of : null,
      perTask: perTask.length ? perTask.reduce((a, b) => a + b, 0) / perTask.length : null,
      measured,
      unmeasured: qa.length - measured,
    };
  };
  return { recall: rate('recall'), precision: rate('precision') };
}

export interface UsageSum {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  cachedOutputTokens: number;
  /** Samples (scored or error) that reported usage, and those that did not. */
  reported: number;
  unreported: number;
  /** Σ costUsd over the samples that reported a cost, and how many did not. */
  costUsd: number | null;
  costUnreported: number;
}

/** Tokens and cost over every record, errors included: an infrastructure error may still have spent tokens. */
export function usageTotals(records: readonly BenchRecord[]): UsageSum {
  const usages = records.map((r) => r.usage).filter((u) => u !== null);
  const sum = (f: (u: UsageTotals) => number): number => usages.reduce((s, u) => s + f(u), 0);
  const costs = records.map((r) => r.costUsd).filter((c) => c !== null);
  return {
    inputTokens: sum((u) => u.inputTokens),
    outputTokens: sum((u) => u.outputTokens),
    cachedInputTokens: sum((u) => u.cachedInputTokens),
    cachedOutputTokens: sum((u) => u.cachedOutputTokens),
    reported: usages.length,
    unreported: records.length - usages.length,
    costUsd: costs.length ? costs.reduce((a, b) => a + b, 0) : null,
    costUnreported: records.length - costs.length,
  };
}

/** Two-sided 95 % quantiles t(0.975, df) of Student's t, from the standard table (df 1–30, 40, 60, 120, ∞). */
const T975: readonly (readonly [number, number])[] = [
  [1, 12.706],
  [2, 4.303],
  [3, 3.182],
  [4, 2.776],
  [5, 2.571],
  [6, 2.447],
  [7, 2.365],
  [8, 2.306],
  [9, 2.262],
  [10, 2.228],
  [11, 2.201],
  [12, 2.179],
  [13, 2.16],
  [14, 2.145],
  [15, 2.131],
  [16, 2.12],
  [17, 2.11],
  [18, 2.101],
  [19, 2.093],
  [20, 2.086],
  [21, 2.08],
  [22, 2.074],
  [23, 2.069],
  [24, 2.064],
  [25, 2.06],
  [26, 2.056],
  [27, 2.052],
  [28, 2.048],
  [29, 2.045],
  [30, 2.042],
  [40, 2.021],
  [60, 2.0],
  [120, 1.98],
  [Number.POSITIVE_INFINITY, 1.96],
];

/** t(0.975, df); between table rows it interpolates linearly in 1/df, the usual way to read such a table. */
export function tQuantile975(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new BenchMetricsError(`degrees of freedom must be ≥ 1, got ${df}`);
  const upper = T975.findIndex(([d]) => d >= df);
  const [d1, t1] = T975[upper]!;
  if (d1 === df) return t1;
  const [d0, t0] = T975[upper - 1]!;
  const x = (1 / d0 - 1 / df) / (1 / d0 - 1 / d1);
  return t0 + x * (t1 - t0);
}

export interface Interval {
  mean: number;
  /** Half-width of the 95 % Student-t interval; null with a single value (no spread to measure). */
  halfWidth: number | null;
  n: number;
}

/** Mean of repeated measures with its 95 % Student-t interval: mean ± t(0.975, n−1) · s / √n. */
export function meanInterval(values: readonly number[]): Interval {
  if (values.length === 0) throw new BenchMetricsError('an interval needs at least one value');
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, halfWidth: null, n };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: (tQuantile975(n - 1) * Math.sqrt(variance)) / Math.sqrt(n), n };
}

/**
 * A metric over repeats: each sample index (seed) of a run is one repetition of the whole suite, as PlayCoder's five
 * runs; `metric` is taken over each repetition's records and the values get a 95 % interval. Repetitions where the
 * metric is null are left out; null when all are.
 */
export function overRepeats(
  records: readonly BenchRecord[],
  metric: (repeat: BenchRecord[]) => number | null,
): Interval | null {
  const repeats = groupBy(records, (r) => r.sample);
  const values = [...repeats.keys()]
    .sort((a, b) => a - b)
    .map((s) => metric(repeats.get(s)!))
    .filter((v) => v !== null);
  return values.length ? meanInterval(values) : null;
}
