// What travels through the queue: a sample job (which suite, by path and hash; which task, system and sample; the
// settings that shape its record) and its result (the record, how it was got, and the sample's artefacts). The
// queue of a run is named from the run, and listed in one Redis set so workers find it without being told.
import { z } from 'zod';
import { BenchRecordSchema, BenchSystemRefSchema } from '../../shared/index.ts';
import { sha256 } from '../sample.ts';

export const SAMPLE_JOB_SCHEMA = 'playsmith.bench-job/1';
/** The Redis set of the queues with a producer waiting on them; `bench worker` serves each. */
export const QUEUES_KEY = 'playsmith-bench:queues';
/** The BullMQ job name of a sample (one name: a queue holds one run's samples). */
export const SAMPLE_JOB_NAME = 'sample';
/** Starts a failed job's reason when no retry could help (a refused job, a bad suite): the producer stops on it. */
export const STOP_MARK = 'playsmith-bench stop: ';

export const SampleJobSchema = z.object({
  schema: z.literal(SAMPLE_JOB_SCHEMA),
  /** The producer's tool versions: a worker with other versions would compute other records. */
  versions: z.record(z.string(), z.string()),
  /** The suite as the producer named it (relative paths resolve in the worker's working folder) and its hash. */
  suite: z.object({ path: z.string(), name: z.string(), hash: z.string() }),
  task: z.string(),
  system: BenchSystemRefSchema,
  sample: z.int().min(0),
  seed: z.int(),
  /** The sample's key (the record's key and the job id). */
  key: z.string(),
  viewport: z.object({ width: z.int().min(1), height: z.int().min(1) }),
  maxRepairs: z.int().min(0),
  cache: z.boolean(),
});
export type SampleJob = z.infer<typeof SampleJobSchema>;

export const SampleJobResultSchema = z.object({
  /** Unique per execution: a second completion of the same job carries another one. */
  completion: z.string(),
  worker: z.string(),
  record: BenchRecordSchema,
  cached: z.boolean(),
  attempts: z.int().min(1),
  /** The task's own time on the worker. */
  wallMs: z.number().min(0),
  /** The sample's artefacts, by path relative to its sample folder, base64. */
  files: z.record(z.string(), z.string()),
});
export type SampleJobResult = z.infer<typeof SampleJobResultSchema>;

/** The queue of a run: named from what it asks and where it is written, so a resumed run finds its own jobs. */
export function queueNameOf(asked: unknown, outDir: string): string {
  return `playsmith-bench-${sha256(JSON.stringify({ asked, outDir })).slice(0, 16)}`;
}
