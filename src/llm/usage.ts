// Usage accounting: calls, cache hits, tokens and time, kept per phase and summable, so make and
// bench can attach exact figures to their results (in the shared UsageReport shape).
import type { UsageReport, UsageTotals } from '../shared/index.ts';

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
