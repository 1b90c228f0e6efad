// The task kinds bench runs, by name: one entry per kind, each in its own file.
import type { BenchTaskKind } from '../../shared/index.ts';
import type { BaseTask, BenchKind } from './kind.ts';
import { completeKind } from './complete.ts';
import { editKind } from './edit.ts';
import { makeKind } from './make.ts';
import { qaKind } from './qa.ts';

/** Every kind the suite schema names has its entry (the type says so), so a valid suite's kind always runs. */
export const BENCH_KINDS: Record<BenchTaskKind, BenchKind<BaseTask>> = {
  complete: completeKind as unknown as BenchKind<BaseTask>,
  edit: editKind as unknown as BenchKind<BaseTask>,
  make: makeKind as unknown as BenchKind<BaseTask>,
  qa: qaKind as unknown as BenchKind<BaseTask>,
};

export { scoresOf, type BaseTask, type BenchKind, type SampleContext, type SampleOutcome } from './kind.ts';
export { CompleteTaskSchema, type CompleteTask } from './complete.ts';
export { applySolution, EditBenchTaskSchema, type EditBenchTask } from './edit.ts';
export { MakeTaskSchema, type MakeTask } from './make.ts';
export { QaTaskSchema, type QaTask } from './qa.ts';
