// Model usage as results carry it: calls, cache hits, tokens and time, in total and per phase. llm counts it; make
// (and bench) attach it to their results.
import { z } from 'zod';

export const UsageTotalsSchema = z.object({
  /** Logical calls (one per text/object request, whatever it took to answer). */
  calls: z.int().min(0),
  /** Calls answered from the response cache. */
  cacheHits: z.int().min(0),
  /** Calls that ended in an error. */
  errors: z.int().min(0),
  /** HTTP requests sent to the model (retries and schema re-asks included). */
  requests: z.int().min(0),
  /** Tokens spent in this run. */
  inputTokens: z.int().min(0),
  outputTokens: z.int().min(0),
  /** Tokens the cached answers cost when they were first made (not spent again). */
  cachedInputTokens: z.int().min(0),
  cachedOutputTokens: z.int().min(0),
  /** Wall time spent in model calls, summed over calls (parallel calls each count). */
  wallMs: z.number().min(0),
});
export type UsageTotals = z.infer<typeof UsageTotalsSchema>;

export const UsageReportSchema = z.object({
  total: UsageTotalsSchema,
  phases: z.record(z.string(), UsageTotalsSchema),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;
