// The result of qa over a whole QA suite (suite.json, playsmith.qa-suite-result/1): per game its recall and precision,
// and over the suite recall and precision overall, per bug type and per GBQA difficulty, with the known bugs no
// report matched listed for the person reading it (never for the agent, which saw only each game and its spec).
import { z } from 'zod';
import { QaBugTypeSchema, QaDifficultySchema } from './qa.ts';

export const QA_SUITE_RESULT_SCHEMA = 'playsmith.qa-suite-result/1';

const RateSchema = z.object({ matched: z.int().min(0), of: z.int().min(0), rate: z.number().nullable() });
export type QaSuiteRate = z.infer<typeof RateSchema>;

/** Recall over known bugs and precision over confirmed reports, for one slice of the suite. */
const SliceSchema = z.object({ recall: RateSchema, precision: RateSchema });
export type QaSuiteSlice = z.infer<typeof SliceSchema>;

export const QaSuiteResultSchema = z.object({
  schema: z.literal(QA_SUITE_RESULT_SCHEMA),
  suite: z.string(),
  /** hand-made: games/ (playsmith.qa-games/1); injected: a suite qa inject wrote (playsmith.qa-suite/1). */
  layout: z.enum(['hand-made', 'injected']),
  agent: z.enum(['explore', 'llm']),
  mode: z.enum(['qa', 'player']),
  seed: z.int(),
  games: z.array(
    z.object({
      id: z.string(),
      target: z.string(),
      budget: z.int().min(0),
      actions: z.int().min(0),
      confirmed: z.int().min(0),
      knownBugs: z.int().min(0),
      recall: RateSchema,
      precision: RateSchema,
      wallMs: z.number(),
      /** The game's own qa.json, relative to suite.json; null when the game could not be explored. */
      qa: z.string().nullable(),
      /** Why the game could not be explored (it does not build, its server does not start); its bugs stay unmatched. */
      error: z.string().nullable(),
    }),
  ),
  overall: SliceSchema,
  byDifficulty: z.record(QaDifficultySchema, SliceSchema),
  /** Recall by the known bugs' type, precision by the confirmed reports' type; only types that occur. */
  byType: z.partialRecord(QaBugTypeSchema, SliceSchema),
  /** Known bugs no confirmed report matched, for a person: what to look at next, or what the agent missed. */
  unmatched: z.array(
    z.object({
      game: z.string(),
      id: z.string(),
      type: QaBugTypeSchema,
      difficulty: QaDifficultySchema,
      description: z.string(),
      /** The offline critic's replay of its reproduction showed no fault any oracle sees. */
      unobservable: z.boolean(),
    }),
  ),
  /** Confirmed reports no known bug matched: a person should judge whether each is a real bug. */
  unmatchedReports: z.array(z.object({ game: z.string(), id: z.string(), title: z.string() })),
  wallMs: z.number(),
  versions: z.record(z.string(), z.string()),
});
export type QaSuiteResult = z.infer<typeof QaSuiteResultSchema>;
