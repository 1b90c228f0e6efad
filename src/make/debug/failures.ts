// The failures of one verification round, in one shape whatever found them: a pre-execution validator, check's L1
// integrity, the L2 type-check and bundle, L3a's run, the golden path, or the play test's oracles. The protocol matches
// this shape, and the model is shown it, so each failure carries an id the model's explanation can name.
import { z } from 'zod';
import type { CheckResult, MadePlayTest } from '../../shared/index.ts';
import type { ValidatorFinding } from './validators.ts';

export const FAILURE_STAGES = ['validate', 'integrity', 'build', 'runtime', 'play'] as const;
export const FailureStageSchema = z.enum(FAILURE_STAGES);
export type FailureStage = z.infer<typeof FailureStageSchema>;

export const FailureSchema = z.object({
  /** F1, F2, … within one round. */
  id: z.string(),
  stage: FailureStageSchema,
  /** What kind: a validator or integrity code, a TypeScript code (TS2322), a bundle/run code. */
  code: z.string(),
  message: z.string(),
  /** Project-relative, forward slashes, when the failure has a place. */
  file: z.string().optional(),
  line: z.int().optional(),
  column: z.int().optional(),
});
export type Failure = z.infer<typeof FailureSchema>;

type Unnumbered = Omit<Failure, 'id'>;

const numbered = (failures: readonly Unnumbered[]): Failure[] => failures.map((f, i) => ({ id: `F${i + 1}`, ...f }));

export function failuresFromValidators(findings: readonly ValidatorFinding[]): Failure[] {
  return numbered(findings.map((f) => ({ stage: 'validate', code: f.code, message: f.message, ...place(f) })));
}

function place(at: {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}): Pick<Failure, 'file' | 'line' | 'column'> {
  return {
    ...(at.file ? { file: at.file } : {}),
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.column !== undefined ? { column: at.column } : {}),
  };
}

/** What stopped a check, level by level (only the failed level has failures: check stops there). */
export function failuresFromCheck(check: CheckResult): Failure[] {
  const out: Unnumbered[] = [];
  const { L1, L2, L3a } = check.levels;
  if (L1.status === 'fail')
    for (const issue of L1.issues)
      out.push({ stage: 'integrity', code: issue.kind, message: issue.message, ...place(issue) });
  if (L2.status === 'fail')
    for (const d of L2.diagnostics)
      out.push({ stage: 'build', code: d.code ?? d.stage, message: d.message, ...place(d) });
  if (L3a.status === 'fail') {
    for (const e of L3a.uncaughtErrors)
      out.push({
        stage: 'runtime',
        code: 'uncaught-error',
        message: `${e.message} (at ${Math.round(e.gameTime)} ms of game time${
          e.stack
            ? `; ${e.stack
                .split('\n')
                .slice(1, 3)
                .map((l) => l.trim())
                .join(' ')}`
            : ''
        })`,
      });
    for (const r of L3a.failedRequests)
      out.push({ stage: 'runtime', code: 'failed-request', message: `${r.url} failed (${r.kind})` });
    for (const r of L3a.blockedRequests)
      out.push({
        stage: 'runtime',
        code: 'blocked-request',
        message: `${r.method} ${r.url} was blocked: games may not reach outside their own folder`,
      });
    if (L3a.crash) out.push({ stage: 'runtime', code: L3a.crash.code, message: L3a.crash.message });
    if (L3a.blank)
      out.push({ stage: 'runtime', code: 'blank-canvas', message: 'the canvas stayed blank after start-up' });
    if (out.length === 0)
      for (const reason of L3a.reasons) out.push({ stage: 'runtime', code: 'unstable', message: reason });
  }
  if (out.length === 0 && !check.verdict.pass)
    out.push({ stage: 'runtime', code: 'check-failed', message: check.verdict.summary });
  return numbered(out);
}

/**
 * A golden path that did not win; errors the page threw meanwhile come first, as runtime failures (the likely cause).
 */
export function failureFromPlay(failure: string, errors: readonly string[] = []): Failure[] {
  return numbered([
    ...errors.map((message): Unnumbered => ({ stage: 'runtime', code: 'uncaught-error', message })),
    { stage: 'play', code: 'golden-path-not-won', message: failure },
  ]);
}

/**
 * The play test's logic violations, one failure each (PlayRefiner's behaviour failures): the oracle is the code, its
 * evidence the message. Play can also fail with nothing flagged (the win not reached): then its reason is the one.
 */
export function failuresFromPlayTest(test: MadePlayTest): Failure[] {
  const findings = test.findings.map(
    (f): Unnumbered => ({
      stage: 'play',
      code: f.oracle,
      message: `${f.message} (play-test step ${f.step}, ${(f.gameTime / 1000).toFixed(1)} s of game time)`,
    }),
  );
  return numbered(
    findings.length ? findings : [{ stage: 'play', code: 'not-playable', message: test.verdict.play.reason }],
  );
}

/** One line per failure, for prompts and summaries: `F1 build TS2322 src/game/Level.ts:12:5 — message`. */
export function formatFailure(f: Failure): string {
  const where = f.file
    ? ` ${f.file}${f.line !== undefined ? `:${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : ''}`
    : '';
  return `${f.id} ${f.stage} ${f.code}${where} — ${f.message}`;
}
