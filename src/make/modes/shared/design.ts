// The bounded design loop every family runs: fresh designs, each drawing on from the same seeded stream, until one
// keeps the family's rules; when none does, an error with every attempt's reason and what the person can try.
import type { DesignInput, FamilyDesign } from '../../mode.ts';

export interface DesignRetries {
  /** The family, for the error. */
  family: string;
  attempts: number;
  /** What a design must be, for the error: "valid level set". */
  wanted?: string;
  /** What a person can try when every attempt failed. */
  advice?: string;
}

/**
 * Calls `attempt` with 0, 1, … until it returns a design `problems` finds nothing wrong with; an attempt that throws
 * or has problems is recorded and the next one tried, at most `retries.attempts` in all.
 */
export function designWithRetries(
  input: DesignInput,
  retries: DesignRetries,
  attempt: (index: number) => FamilyDesign,
  problems: (design: FamilyDesign) => readonly string[] = () => [],
): FamilyDesign {
  const failures: string[] = [];
  for (let index = 0; index < retries.attempts; index++) {
    let made: FamilyDesign;
    try {
      made = attempt(index);
    } catch (e) {
      failures.push(`attempt ${index + 1}: ${(e as Error).message}`);
      continue;
    }
    const found = problems(made);
    if (found.length === 0) return made;
    failures.push(`attempt ${index + 1}: ${found.join('; ')}`);
  }
  throw new Error(
    `the ${retries.family} designer found no ${retries.wanted ?? 'valid level set'} in ${retries.attempts} attempts ` +
      `(seed ${input.seed}): ${failures.join(' | ')}. ${retries.advice ?? 'Try another --seed or fewer levels.'}`,
  );
}
