// Bench's own errors: a suite, config or run folder a person must fix (usage), kept apart from the errors of the
// systems it measures, which the runner records rather than throws.
import { PlaysmithError } from '../shared/index.ts';

/** A suite, bench config, run folder or flag bench cannot work with: exit 2, with what to change. */
export class BenchInputError extends PlaysmithError {
  override name = 'BenchInputError';
  constructor(message: string) {
    super(message, { code: 'bench-input', kind: 'usage' });
  }
}

/** Our own machinery failed while running a sample (not the system under test): retried, then recorded as error. */
export class BenchInfraError extends PlaysmithError {
  override name = 'BenchInfraError';
  constructor(code: string, message: string) {
    super(message, { code, kind: 'infrastructure', retryable: true });
  }
}

/** The first problem zod found, as `field: message`. */
export function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.map(String).join('.') || '(top level)'}: ${issue.message}`;
}
