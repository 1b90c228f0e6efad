// BAS, JamBench's behavioural alignment score (eqs. 2–3): against a reference project's behaviour, each count scores
// 1 - |b - b_ref| / max(b, b_ref) (1 when both are 0) and the signal types their Jaccard overlap; against Table 3's
// means (Task 1), capped ratios min(b / b_ref, 1) over the non-zero dimensions only, at least two of them.
import type { GodotBehaviour } from '../shared/index.ts';
import { REFERENCE_MEANS } from './scs.ts';

const COUNTS = [
  'nodes_added',
  'nodes_removed',
  'position_changes',
  'event_count',
  'velocity_active',
  'responsive_actions',
] as const;

const similarity = (b: number, ref: number): number =>
  b === 0 && ref === 0 ? 1 : 1 - Math.abs(b - ref) / Math.max(b, ref);

function jaccard(a: readonly string[], b: readonly string[]): number {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  const inB = new Set(b);
  return new Set(a.filter((x) => inB.has(x))).size / union.size;
}

/** BAS against a reference project's behaviour (Task 2). */
export function basAgainstProject(b: GodotBehaviour, ref: GodotBehaviour): number {
  const scores = [...COUNTS.map((k) => similarity(b[k], ref[k])), jaccard(b.signal_triggers, ref.signal_triggers)];
  return scores.reduce((s, x) => s + x, 0) / scores.length;
}

/** BAS against Table 3's means (Task 1): capped ratios over non-zero dimensions; one zero joins if fewer than 2. */
export function basAgainstMeans(b: GodotBehaviour): number {
  const means = REFERENCE_MEANS.bas;
  const values: [number, number][] = [
    ...COUNTS.map((k): [number, number] => [b[k], means[k] ?? 1]),
    [b.signal_triggers.length, means.signal_triggers ?? 1],
  ];
  const nonZero = values.filter(([v]) => v > 0).map(([v, ref]) => Math.min(v / ref, 1));
  const scores = nonZero.length >= 2 ? nonZero : [...nonZero, 0];
  return scores.reduce((s, x) => s + x, 0) / scores.length;
}
