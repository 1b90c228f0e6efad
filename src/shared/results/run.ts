// The run record (run.json, playsmith.run/1): one recorded run of a game with no input — what it did, what went
// wrong, the screenshots taken, and the hashes and versions that make it reproducible.
import { z } from 'zod';
import { BehaviourVectorSchema } from '../behaviour.ts';
import { BlockedAttemptSchema, DialogSchema } from './check-levels.ts';

export const RUN_RECORD_SCHEMA = 'playsmith.run/1';

export const RunRecordSchema = z.object({
  schema: z.literal(RUN_RECORD_SCHEMA),
  target: z.string(),
  seed: z.int(),
  gameMs: z.number(),
  contentHash: z.string().nullable(),
  traceHash: z.string(),
  engine: z.object({ name: z.string(), version: z.string(), renderer: z.string() }).nullable(),
  contract: z.boolean(),
  behaviour: BehaviourVectorSchema,
  errors: z.array(z.object({ gameTime: z.number(), message: z.string(), source: z.string() })),
  violations: z.array(BlockedAttemptSchema),
  /** alert, confirm and prompt dialogs the game opened, each dismissed at once (read as none in older records). */
  dialogs: z.array(DialogSchema).default([]),
  networkFailures: z.array(z.object({ gameTime: z.number(), url: z.string(), kind: z.string() })),
  consoleMessages: z.int(),
  notes: z.array(z.string()),
  /** Why the run ended before its game time, or null when it ran it all. */
  stopped: z.object({ code: z.string(), message: z.string(), gameTime: z.number() }).nullable(),
  screenshots: z.array(z.object({ gameTime: z.number(), file: z.string() })),
  files: z.object({ trace: z.string(), record: z.string() }),
  versions: z.record(z.string(), z.string()),
  wallMs: z.number(),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;
