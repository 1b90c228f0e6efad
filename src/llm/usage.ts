// Usage accounting: calls, cache hits, tokens and time, kept per phase and summable, so make and
// bench can attach exact figures to their results.
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

export function emptyUsage(): UsageTotals {
  return {
    calls: 0,
    cacheHits: 0,
    errors: 0,
    requests: 0,
    inputTokens: 0,
    outputTokens: 0,
    cachedInputTokens: 0,
    cachedOutputTokens: 0,
    wallMs: 0,
  };
}

/** Field-by-field sum. */
export function sumUsage(...totals: readonly UsageTotals[]): UsageTotals {
  const sum = emptyUsage();
  for (const t of totals) for (const key of Object.keys(sum) as (keyof UsageTotals)[]) sum[key] += t[key];
  return sum;
}

/** A running account of model usage by phase ("classify", "design", "repair", …). */
export class UsageLedger {
  readonly #phases = new Map<string, UsageTotals>();

  add(phase: string, delta: Partial<UsageTotals>): void {
    const current = this.#phases.get(phase) ?? emptyUsage();
    this.#phases.set(phase, sumUsage(current, { ...emptyUsage(), ...delta }));
  }

  /** Adds another ledger's (or a stored report's) figures into this one, phase by phase. */
  merge(other: UsageLedger | UsageReport): void {
    const phases = other instanceof UsageLedger ? other.phases() : other.phases;
    for (const [phase, totals] of Object.entries(phases)) this.add(phase, totals);
  }

  phase(name: string): UsageTotals {
    return { ...(this.#phases.get(name) ?? emptyUsage()) };
  }

  /** Every phase's totals, phases in name order. */
  phases(): Record<string, UsageTotals> {
    return Object.fromEntries([...this.#phases.keys()].sort().map((name) => [name, this.phase(name)]));
  }

  total(): UsageTotals {
    return sumUsage(...this.#phases.values());
  }

  toJSON(): UsageReport {
    return { total: this.total(), phases: this.phases() };
  }
}
