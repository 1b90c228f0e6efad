// What a task kind is to the runner: its task schema, what of a task is visible and what hidden, the instructions an
// external system reads, and how a sample is run by a built-in system or scored from an external system's workspace.
// make and qa implement it now; complete and edit add a file beside them and a line in kinds/index.ts.
import { z } from 'zod';
import type { GameBrowser } from '../../harness/index.ts';
import type { Llm } from '../../llm/index.ts';
import type { BenchScores, BenchTaskKind, UsageTotals } from '../../shared/index.ts';

/** A task id or system id: it names a folder of the run, so it is a plain lower-case name. */
export const BenchIdSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{0,79}$/,
    'use lower-case letters, digits, ".", "_" and "-" (at most 80), e.g. "pf-1a-03"',
  );

/** What every kind's task has: an id, its visible and hidden files (paths inside the suite folder), a tier label. */
export const BaseTaskSchema = z.object({
  id: BenchIdSchema,
  /** Files or folders copied into an external system's workspace (under their own names). */
  visible: z.array(z.string().min(1)).default([]),
  /** Files or folders only the scorer reads; never copied into a workspace. */
  hidden: z.array(z.string().min(1)).default([]),
  tier: z.string().min(1).nullable().default(null),
});
export type BaseTask = z.infer<typeof BaseTaskSchema>;

/** What a sample runs with: its seed, its own folder, the browser shared by the jobs, and the model if any. */
export interface SampleContext {
  seed: number;
  /** The sample's artefact folder (absolute), new and empty. */
  sampleDir: string;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  cacheDir?: string | undefined;
  /** The model of `playsmith-llm`; undefined for the offline system. */
  llm?: Llm | undefined;
  maxRepairs: number;
}

/** What a sample came to, before the runner names it: scores, usage, hashes and artefacts (relative to sampleDir). */
export interface SampleOutcome {
  scores: BenchScores;
  usage: UsageTotals | null;
  costUsd: number | null;
  hashes: Record<string, string>;
  files: Record<string, string>;
}

export interface BenchKind<T extends BaseTask = BaseTask> {
  readonly kind: BenchTaskKind;
  readonly taskSchema: z.ZodType<T>;
  labels(task: T): { variant: string | null; family: string | null };
  /** Paths inside the suite folder: what an external system may see, and what only the scorer reads. */
  visible(task: T): string[];
  hidden(task: T): string[];
  /** The INSTRUCTIONS.md an external system finds in its workspace. */
  instructions(task: T): string;
  /** Writes what the kind makes for a workspace (a masked game) after the visible files are copied; what it returns
   * is added to INSTRUCTIONS.md. */
  prepare?(task: T, suiteDir: string, workspace: string): string;
  /** Runs a built-in system (offline, or with ctx.llm) on the task. */
  runBuiltin(task: T, suiteDir: string, ctx: SampleContext): Promise<SampleOutcome>;
  /** Scores the workspace an external system left. */
  scoreWorkspace(task: T, suiteDir: string, workspace: string, ctx: SampleContext): Promise<SampleOutcome>;
}

type ScoreName = Exclude<keyof BenchScores, 'unmeasured'>;
const SCORE_NAMES: readonly ScoreName[] = [
  'exec',
  'pass',
  'play',
  'levels',
  'scs',
  'bas',
  'bh',
  'vu',
  'ia',
  'recall',
  'precision',
  'testPassed',
];

/**
 * Scores from what was measured: every score not given is null, and every null is listed in `unmeasured` with its
 * reason (the given one, else that this kind of task does not measure it), so no mean is taken over a silent zero.
 */
export function scoresOf(
  kind: BenchTaskKind,
  measured: Partial<Omit<BenchScores, 'unmeasured'>>,
  reasons: Partial<Record<ScoreName, string>> = {},
): BenchScores {
  const scores = { unmeasured: [] } as unknown as BenchScores;
  const into = scores as unknown as Record<ScoreName, unknown>;
  for (const name of SCORE_NAMES) {
    const value = measured[name] ?? null;
    into[name] = value;
    if (value === null)
      scores.unmeasured.push({ metric: name, reason: reasons[name] ?? `${kind} tasks do not measure ${name}` });
  }
  return scores;
}
