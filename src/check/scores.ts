// The scores of a check, as pure functions of measured values: SCS (JamBench eq. 1), BAS (eqs. 2–3 and the capped
// Task-1 variant), Build Health and the deterministic part of Visual Usability (OpenGame-Bench, our weighting).
import { z } from 'zod';
import { StructureSchema, type DimensionScore, type Structure } from '../shared/index.ts';

const count = z.number().min(0);

export const STRUCTURE_DIMENSIONS = StructureSchema.keyof().options;
export type StructureDimension = (typeof STRUCTURE_DIMENSIONS)[number];

const NumericBehaviourSchema = z.object({
  objectsAdded: count,
  objectsRemoved: count,
  positionChanges: count,
  inputEvents: count,
  velocityActiveFrames: count,
  responsiveActions: count,
});
export const NUMERIC_BEHAVIOUR_DIMENSIONS = NumericBehaviourSchema.keyof().options;
export type NumericBehaviourDimension = (typeof NUMERIC_BEHAVIOUR_DIMENSIONS)[number];
/** The part of a behaviour vector BAS compares. */
export const BehaviourForScoreSchema = NumericBehaviourSchema.extend({ triggeredEventTypes: z.array(z.string()) });
export type BehaviourForScore = z.infer<typeof BehaviourForScoreSchema>;
/** Archetype means: numeric dimensions plus the mean number of distinct triggered event types. */
export const BehaviourMeansSchema = NumericBehaviourSchema.extend({ triggeredEventTypes: count });
export type BehaviourMeans = z.infer<typeof BehaviourMeansSchema>;

export interface Score {
  score: number;
  dimensions: DimensionScore[];
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** min(v / ref, 1), with 1 when both are 0 (and when ref is 0 but v is not: nothing was asked for). */
export function cappedRatio(value: number, reference: number): number {
  if (reference === 0) return 1;
  return Math.min(value / reference, 1);
}

/** JamBench eq. 1: the mean over the structure dimensions of the capped ratio against the reference. */
export function structuralCompleteness(values: Structure, reference: Structure): Score {
  const dimensions = STRUCTURE_DIMENSIONS.map((d) => ({
    dimension: d,
    value: values[d],
    reference: reference[d],
    score: round4(cappedRatio(values[d], reference[d])),
  }));
  return { score: round4(dimensions.reduce((s, d) => s + d.score, 0) / dimensions.length), dimensions };
}

/** JamBench eq. 2, numeric: 1 - |b - ref| / max(b, ref), with 1 when both are 0. */
export function numericSimilarity(value: number, reference: number): number {
  const top = Math.max(value, reference);
  if (top === 0) return 1;
  return 1 - Math.abs(value - reference) / top;
}

/** JamBench eq. 2, set: Jaccard overlap, with 1 when both sets are empty. */
export function setSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const union = new Set([...left, ...right]);
  if (union.size === 0) return 1;
  let shared = 0;
  for (const x of left) if (right.has(x)) shared++;
  return shared / union.size;
}

/** JamBench eq. 3: the mean of the numeric similarities and the event-set similarity against a reference run. */
export function behaviouralAlignment(values: BehaviourForScore, reference: BehaviourForScore): Score {
  const dimensions: DimensionScore[] = NUMERIC_BEHAVIOUR_DIMENSIONS.map((d) => ({
    dimension: d,
    value: values[d],
    reference: reference[d],
    score: round4(numericSimilarity(values[d], reference[d])),
  }));
  dimensions.push({
    dimension: 'triggeredEventTypes',
    value: values.triggeredEventTypes.length,
    reference: reference.triggeredEventTypes.length,
    score: round4(setSimilarity(values.triggeredEventTypes, reference.triggeredEventTypes)),
  });
  return { score: round4(dimensions.reduce((s, d) => s + d.score, 0) / dimensions.length), dimensions };
}

/**
 * JamBench's Task-1 variant against archetype means: capped ratios min(b / mean, 1) over the dimensions that are
 * non-zero; when fewer than two are non-zero, the first zero dimension (in the fixed order) is included, so one lucky
 * dimension cannot score 1 alone and a silent game scores 0. Event types count as a number here.
 */
export function behaviouralAlignmentCapped(
  values: BehaviourForScore,
  means: BehaviourMeans,
): Score & { counted: string[] } {
  const all = [...NUMERIC_BEHAVIOUR_DIMENSIONS, 'triggeredEventTypes'] as const;
  const dimensionValue = (d: (typeof all)[number]): number =>
    d === 'triggeredEventTypes' ? values.triggeredEventTypes.length : values[d];
  const dimensions = all.map((d) => ({
    dimension: d,
    value: dimensionValue(d),
    reference: means[d],
    score: round4(dimensionValue(d) === 0 ? 0 : cappedRatio(dimensionValue(d), means[d])),
  }));
  const counted = dimensions.filter((d) => d.value > 0);
  if (counted.length < 2) {
    const zero = dimensions.find((d) => d.value === 0);
    if (zero) counted.push(zero);
  }
  const score = counted.length ? round4(counted.reduce((s, d) => s + d.score, 0) / counted.length) : 0;
  return { score, dimensions, counted: counted.map((d) => d.dimension) };
}

/** The evidence Build Health weighs, gathered from L1, L2 and L3a. */
export interface BuildHealthInput {
  /** Entry files (index.html, and for a source project package.json and the entry module) present. */
  entryOk: boolean;
  /** Broken references found by L1 (assets, scenes, config keys). */
  brokenReferences: number;
  /** L2 result; undefined when the game has no build step. */
  buildOk: boolean | undefined;
  /** Whether the game was opened in the browser at all (false when an earlier level stopped the run). */
  ran: boolean;
  /** The page crashed, hung or never showed a canvas. */
  crashed: boolean;
  /** Distinct uncaught error messages during L3a. */
  uncaughtErrors: number;
  /** Distinct URLs that failed to load or were blocked during L3a. */
  failedRequests: number;
  /** The canvas was blank after start-up. */
  blank: boolean;
}

/** The weights of Build Health's four parts; they sum to 100. */
export const BUILD_HEALTH_WEIGHTS = { integrity: 15, build: 35, load: 20, runtime: 30 } as const;
export type BuildHealthPart = keyof typeof BUILD_HEALTH_WEIGHTS;

/**
 * Build Health, 0–100: integrity 15 (each broken reference costs a fifth), build 35 (all or nothing; full marks when
 * there is nothing to build), load 20 (each failed or blocked URL costs a quarter; a blank canvas halves it) and
 * runtime 30 (each distinct uncaught error costs a quarter). Load and runtime are 0 when the game did not run or
 * crashed; everything is 0 without entry files. Parts Playsmith could not measure (`unmeasured`) are left out of
 * `parts`, listed in `notMeasured`, and the score is over the weights of the parts that were measured: a 0 would say
 * the game failed them.
 */
export function buildHealth(
  input: BuildHealthInput,
  unmeasured: readonly BuildHealthPart[] = [],
): {
  score: number;
  parts: Partial<Record<BuildHealthPart, number>>;
  notMeasured?: BuildHealthPart[];
} {
  if (!input.entryOk) return { score: 0, parts: { integrity: 0, build: 0, load: 0, runtime: 0 } };
  const w = BUILD_HEALTH_WEIGHTS;
  const integrity = w.integrity * Math.max(0, 1 - input.brokenReferences / 5);
  const build = input.buildOk === false ? 0 : w.build;
  const running = input.ran && !input.crashed;
  const load = running ? w.load * Math.max(0, 1 - input.failedRequests / 4) * (input.blank ? 0.5 : 1) : 0;
  const runtime = running ? w.runtime * Math.max(0, 1 - input.uncaughtErrors / 4) : 0;
  const all = { integrity: round4(integrity), build, load: round4(load), runtime: round4(runtime) };
  if (!unmeasured.length) return { score: Math.round(integrity + build + load + runtime), parts: all };
  const measured = (Object.keys(all) as BuildHealthPart[]).filter((k) => !unmeasured.includes(k));
  const parts = Object.fromEntries(measured.map((k) => [k, all[k]]));
  const got = measured.reduce((sum, k) => sum + all[k], 0);
  const of = measured.reduce((sum, k) => sum + w[k], 0);
  return { score: Math.round((got * 100) / of), parts, notMeasured: [...unmeasured] };
}

/** What Visual Usability measures over the L3b screenshots (see visual.ts). */
export interface VisualMeasures {
  /** Luminance entropy of each screenshot, in bits (0..8), in game-time order. */
  entropies: number[];
  /** Fraction of pixels that changed between each consecutive pair of screenshots (0..1). */
  changedFractions: number[];
}

/** Entropy (bits) at which a frame counts as fully detailed; a flat frame is 0. */
export const VU_FULL_ENTROPY_BITS = 4;
/** Fraction of changed pixels at which a pair of frames counts as moving. */
export const VU_MOTION_THRESHOLD = 0.005;

/**
 * Visual Usability's deterministic part, 0–100: 60 × the mean of min(entropy / 4 bits, 1) over the screenshots
 * (detailed, non-blank frames) plus 40 × the fraction of consecutive screenshot pairs in which at least 0.5% of the
 * pixels changed (visible motion). No screenshots scores 0; a single screenshot has no motion part.
 */
export function visualUsability(measures: VisualMeasures): { score: number; detail: number; motion: number } {
  const { entropies, changedFractions } = measures;
  if (entropies.length === 0) return { score: 0, detail: 0, motion: 0 };
  const detail = entropies.reduce((s, h) => s + Math.min(h / VU_FULL_ENTROPY_BITS, 1), 0) / entropies.length;
  const motion = changedFractions.length
    ? changedFractions.filter((f) => f >= VU_MOTION_THRESHOLD).length / changedFractions.length
    : 0;
  return { score: Math.round(60 * detail + 40 * motion), detail: round4(detail), motion: round4(motion) };
}
