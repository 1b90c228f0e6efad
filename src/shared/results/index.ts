// Playsmith's result files, each a versioned schema named by its own `schema` field, and one reader for all of them:
// report, bench and qa read results through here, never through the parts that wrote them. A new version of a
// result is a new schema id (playsmith.check/2), kept beside the old one for as long as old files are read.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { PlaysmithError } from '../errors.ts';
import { BENCH_RECORD_SCHEMA, BenchRecordSchema } from './bench.ts';
import { CHECK_RESULT_SCHEMA, CheckResultSchema } from './check.ts';
import { GODOT_CHECK_RESULT_SCHEMA, GodotCheckResultSchema } from './godot.ts';
import {
  MAKE_RESULT_SCHEMA,
  MAKE_RESULT_SCHEMA_V1,
  MAKE_RESULT_SCHEMA_V2,
  MakeResultSchema,
  MakeResultV1Schema,
  MakeResultV2Schema,
} from './make.ts';
import { PLAY_RESULT_SCHEMA, PlayResultSchema } from './play.ts';
import { QA_RESULT_SCHEMA, QaResultSchema } from './qa.ts';
import { RUN_RECORD_SCHEMA, RunRecordSchema } from './run.ts';

export * from './bench.ts';
export * from './check-levels.ts';
export * from './check.ts';
export * from './fidelity.ts';
export * from './godot.ts';
export * from './make.ts';
export * from './play.ts';
export * from './qa.ts';
export * from './qa-suite.ts';
export * from './repair.ts';
export * from './requirements.ts';
export * from './run.ts';
export * from './usage.ts';

/** Every result kind this version reads, by its `schema` id. */
export const RESULT_SCHEMAS = {
  [BENCH_RECORD_SCHEMA]: BenchRecordSchema,
  [CHECK_RESULT_SCHEMA]: CheckResultSchema,
  [GODOT_CHECK_RESULT_SCHEMA]: GodotCheckResultSchema,
  [MAKE_RESULT_SCHEMA_V1]: MakeResultV1Schema,
  [MAKE_RESULT_SCHEMA_V2]: MakeResultV2Schema,
  [MAKE_RESULT_SCHEMA]: MakeResultSchema,
  [PLAY_RESULT_SCHEMA]: PlayResultSchema,
  [QA_RESULT_SCHEMA]: QaResultSchema,
  [RUN_RECORD_SCHEMA]: RunRecordSchema,
} as const;

export type ResultSchemaId = keyof typeof RESULT_SCHEMAS;
export type ResultOf<K extends ResultSchemaId> = z.infer<(typeof RESULT_SCHEMAS)[K]>;
/** Any result, told apart by its `schema` field. */
export type PlaysmithResult = { [K in ResultSchemaId]: ResultOf<K> }[ResultSchemaId];

/** A result file that is missing, not JSON, of another kind than expected, or not valid for its own schema. */
export class ResultFileError extends PlaysmithError {
  override name = 'ResultFileError';
  constructor(message: string) {
    super(message, { code: 'bad-result', kind: 'usage' });
  }
}

const isKnown = (id: unknown): id is ResultSchemaId => typeof id === 'string' && Object.hasOwn(RESULT_SCHEMAS, id);
const known = (): string => Object.keys(RESULT_SCHEMAS).join(', ');

/**
 * Validates a parsed result by its own `schema` field (and, with `expected`, that it is of that kind). `source` names
 * where it came from in the error. Throws a ResultFileError that says what is wrong and where.
 */
export function parseResult(value: unknown, source: string): PlaysmithResult;
export function parseResult<K extends ResultSchemaId>(value: unknown, source: string, expected: K): ResultOf<K>;
export function parseResult(value: unknown, source: string, expected?: ResultSchemaId): PlaysmithResult {
  const id = typeof value === 'object' && value !== null ? (value as { schema?: unknown }).schema : undefined;
  if (id === undefined)
    throw new ResultFileError(`${source}: not a Playsmith result (no "schema" field naming one of ${known()})`);
  if (!isKnown(id))
    throw new ResultFileError(
      `${source}: result schema ${JSON.stringify(id)} is not one this version of Playsmith reads (${known()})`,
    );
  if (expected !== undefined && id !== expected)
    throw new ResultFileError(`${source}: a ${id} result, not the ${expected} result expected here`);
  const parsed = RESULT_SCHEMAS[id].safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const first = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(top level)'}: ${issue.message}`)
    .join('; ');
  throw new ResultFileError(
    `${source}: not a valid ${id} result (${first}${issues.length > 3 ? `; and ${issues.length - 3} more` : ''})`,
  );
}

/** Reads a result file (check.json, playsmith.json, run.json, …) and validates it as parseResult does. */
export function readResult(file: string): PlaysmithResult;
export function readResult<K extends ResultSchemaId>(file: string, expected: K): ResultOf<K>;
export function readResult(file: string, expected?: ResultSchemaId): PlaysmithResult {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new ResultFileError(`${file}: no such file; give the path of a Playsmith result`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ResultFileError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  return expected === undefined ? parseResult(value, file) : parseResult(value, file, expected);
}
