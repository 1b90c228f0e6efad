// The trajectory log: one JSON line per model call, appended where the caller says (usually a
// results folder). It holds what a person needs to follow or re-cost a run — never a secret and
// never the prompt itself (only its digest; the prompt is in the caller's own records).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { PlaysmithError } from '../shared/index.ts';
import { LlmErrorCodeSchema } from './errors.ts';

export const TrajectoryRecordSchema = z.object({
  v: z.literal(1),
  /** When the call started (ISO 8601). */
  at: z.string(),
  /** What the call was for, e.g. "make.design". */
  purpose: z.string(),
  /** The phase whose usage the call counts toward. */
  phase: z.string(),
  /** The cache namespace (seed or repeat). */
  namespace: z.string(),
  /** Step number inside a tool loop, when the call is one. */
  step: z.int().min(1).optional(),
  model: z.string(),
  /** sha256 of the canonical request (model, messages, tools, output schema, settings). */
  digest: z.string(),
  cacheHit: z.boolean(),
  /** HTTP attempts, retries included (0 on a cache hit). */
  attempts: z.int().min(0),
  /** Extra answers asked for because the output failed its schema. */
  reasks: z.int().min(0),
  latencyMs: z.number().min(0),
  inputTokens: z.int().min(0),
  outputTokens: z.int().min(0),
  finishReason: z.string().nullable(),
  toolCalls: z.array(z.object({ id: z.string(), name: z.string(), input: z.unknown(), invalid: z.boolean() })),
  error: z.object({ code: LlmErrorCodeSchema, message: z.string() }).nullable(),
});
export type TrajectoryRecord = z.infer<typeof TrajectoryRecordSchema>;

/**
 * A step of the work around the calls (e.g. one repair iteration of make), so that the log reads as the whole
 * trajectory and not only its model calls. Told apart from call records by `kind`.
 */
export const TrajectoryStepSchema = z.object({
  v: z.literal(1),
  kind: z.literal('step'),
  at: z.string(),
  phase: z.string(),
  /** What happened, e.g. "make.repair.iteration". */
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;

export class TrajectoryLog {
  readonly file: string;
  constructor(file: string) {
    this.file = file;
  }

  append(record: TrajectoryRecord | TrajectoryStep): void {
    mkdirSync(dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${JSON.stringify(record)}\n`);
  }

  /** Records a step of the caller's own work between calls. */
  step(phase: string, name: string, data: Record<string, unknown>): void {
    this.append({ v: 1, kind: 'step', at: new Date().toISOString(), phase, name, data });
  }
}

/** A trajectory file with a line that is not a trajectory record or step; the message names the file and line. */
export class TrajectoryFileError extends PlaysmithError {
  override name = 'TrajectoryFileError';
  constructor(message: string) {
    super(message, { code: 'bad-trajectory', kind: 'usage' });
  }
}

function readLines(file: string): { value: unknown; line: number }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim())
    .map(({ text, line }) => {
      try {
        return { value: JSON.parse(text) as unknown, line };
      } catch {
        throw new TrajectoryFileError(`${file}:${line}: not JSON`);
      }
    });
}

const isStep = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'step';

/** Reads a trajectory file's call records back, validating each line; a bad line is named by its number. */
export function readTrajectory(file: string): TrajectoryRecord[] {
  return readLines(file)
    .filter(({ value }) => !isStep(value))
    .map(({ value, line }) => {
      const parsed = TrajectoryRecordSchema.safeParse(value);
      if (!parsed.success)
        throw new TrajectoryFileError(`${file}:${line}: not a trajectory record (${parsed.error.issues[0]?.message})`);
      return parsed.data;
    });
}

/** Reads a trajectory file's step records back (see TrajectoryStepSchema). */
export function readTrajectorySteps(file: string): TrajectoryStep[] {
  return readLines(file)
    .filter(({ value }) => isStep(value))
    .map(({ value, line }) => {
      const parsed = TrajectoryStepSchema.safeParse(value);
      if (!parsed.success)
        throw new TrajectoryFileError(`${file}:${line}: not a trajectory step (${parsed.error.issues[0]?.message})`);
      return parsed.data;
    });
}
