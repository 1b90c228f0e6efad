// The bench record (one line of a run's results.jsonl, playsmith.bench/1): one task x system x sample of a benchmark
// run, with the hashes that name its inputs, the scores it got, what could not be measured, and its usage. The
// runner writes it; the metrics, the report and `bench merge` read it without importing the parts that scored it.
// A record holds only what the sample is, so an interrupted and resumed run ends with the same results.jsonl as an
// uninterrupted one; how it was got this time (wall time, cache reuse, attempts) is a BenchTiming in timings.jsonl.
import { z } from 'zod';
import { UsageTotalsSchema } from './usage.ts';

export const BENCH_RECORD_SCHEMA = 'playsmith.bench/1';

/** The four task kinds of DESIGN.md's Suites section. */
export const BenchTaskKindSchema = z.enum(['make', 'complete', 'edit', 'qa']);
export type BenchTaskKind = z.infer<typeof BenchTaskKindSchema>;

/** A yes/no verdict that may not have been measured: null with the reason, never counted as a failure. */
export const BenchVerdictSchema = z.object({ holds: z.boolean().nullable(), reason: z.string() });
export type BenchVerdict = z.infer<typeof BenchVerdictSchema>;

/**
 * The scores of one sample. Every field is null when its kind of task does not measure it or it could not be
 * measured this time; `unmeasured` says which and why, so a mean is never taken over a silent zero.
 */
export const BenchScoresSchema = z.object({
  /** PlayCoder's verdicts: the game builds and runs (exec), passes its checks (pass), plays to its goal (play). */
  exec: BenchVerdictSchema.nullable(),
  pass: BenchVerdictSchema.nullable(),
  play: BenchVerdictSchema.nullable(),
  /** Check levels L1, L2, L3a passed; a level check could not measure is null (a page with nothing to build passes
   * L2, as check's verdict counts it). */
  levels: z.object({ l1: z.boolean().nullable(), l2: z.boolean().nullable(), l3a: z.boolean().nullable() }).nullable(),
  /** JamBench's structural completeness and behavioural alignment (capped), 0..1. */
  scs: z.number().min(0).max(1).nullable(),
  bas: z.number().min(0).max(1).nullable(),
  /** OpenGame-Bench's build health, visual usability and intent alignment, 0..100. */
  bh: z.number().min(0).max(100).nullable(),
  vu: z.number().min(0).max(100).nullable(),
  ia: z.number().min(0).max(100).nullable(),
  /** qa tasks: known bugs found / known bugs, and confirmed reports that match a known bug / reports. */
  recall: z.number().min(0).max(1).nullable(),
  precision: z.number().min(0).max(1).nullable(),
  /** edit tasks: the hidden test's verdict, read from the nonce result file. */
  testPassed: z.boolean().nullable(),
  unmeasured: z.array(z.object({ metric: z.string(), reason: z.string() })),
});
export type BenchScores = z.infer<typeof BenchScoresSchema>;

/** Which system a sample measured: its id, whether built in or an external command, its config's hash, its model. */
export const BenchSystemRefSchema = z.object({
  id: z.string(),
  kind: z.enum(['builtin', 'command']),
  configHash: z.string(),
  model: z.string().nullable(),
});

export const BenchRecordSchema = z.object({
  schema: z.literal(BENCH_RECORD_SCHEMA),
  /** sha256 over task hash, system config hash, seed and tool version: the cache key and the resume key. */
  key: z.string(),
  suite: z.object({ name: z.string(), hash: z.string() }),
  task: z.object({
    id: z.string(),
    kind: BenchTaskKindSchema,
    hash: z.string(),
    /** make: 1a (theme) or 1b (theme + description); complete: 2a, 2b or 2c; otherwise null. */
    variant: z.string().nullable(),
    /** The family or archetype the task belongs to, for per-family breakdowns; null when none applies. */
    family: z.string().nullable(),
    /** A difficulty or tier label for per-tier breakdowns; null when none applies. */
    tier: z.string().nullable(),
  }),
  system: BenchSystemRefSchema,
  sample: z.int().min(0),
  seed: z.int(),
  /** scored: the system ran and was scored (a failing score is still `scored`); error: an infrastructure error
   * after every retry, never counted as the system's failure. */
  status: z.enum(['scored', 'error']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  scores: BenchScoresSchema,
  /** Model usage of the system under test (null: none, or not reported by an external command). */
  usage: UsageTotalsSchema.nullable(),
  costUsd: z.number().min(0).nullable(),
  /** Hashes of what went in and of the traces that came out, so the record can be re-derived. */
  hashes: z.record(z.string(), z.string()),
  versions: z.record(z.string(), z.string()),
  /** Artefacts of this sample (check.json, play.json, screenshots, trajectory), relative to the run folder. */
  files: z.record(z.string(), z.string()),
});
export type BenchRecord = z.infer<typeof BenchRecordSchema>;

/** How one record was got in one run (a line of timings.jsonl): not part of what the sample is. */
export const BenchTimingSchema = z.object({
  key: z.string(),
  wallMs: z.number().min(0),
  /** True when the record was reused from the content-addressed cache rather than computed in this run. */
  cached: z.boolean(),
  /** Tries it took (infrastructure errors are retried with backoff). */
  attempts: z.int().min(1),
});
export type BenchTiming = z.infer<typeof BenchTimingSchema>;
