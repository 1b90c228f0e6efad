// The per-game verdicts PlayCoder counts: Exec (runs 30 s with no uncaught error), Pass (the golden path wins), Play
// (Exec and Pass, the goal reached or the listed features covered, and no logic violation). What could not be
// measured is said, never counted as a failure.
import type { GameSession } from '../harness/index.ts';
import type { Llm } from '../llm/index.ts';
import { PLAY_RESULT_SCHEMA, type PlayFinding, type PlayPolicyName, type PlayResult } from '../shared/index.ts';
import type { PlayPolicy } from './policy.ts';
import type { TesterRun } from './tester.ts';

type Verdict = PlayResult['verdict']['exec'];

export interface Measured {
  exec: Verdict;
  pass: Verdict;
}

export interface VerdictInput {
  target: string;
  options: { policy: PlayPolicyName; seed: number; llm?: Llm | undefined };
  measured: Measured;
  tester:
    | { run: TesterRun; session: GameSession | undefined; policy: PlayPolicy | undefined; stop?: string }
    | undefined;
  wallMs: number;
  versions: Record<string, string>;
}

/** Play: Exec and Pass hold, the run was played to its end, and the goal was reached with no logic violation. */
export function playHolds(
  measured: Measured,
  run: TesterRun | undefined,
  findings: PlayFinding[],
  unmeasured: string[],
): Verdict {
  if (measured.exec.holds === false) return { holds: false, reason: `Exec fails: ${measured.exec.reason}` };
  if (measured.pass.holds === false) return { holds: false, reason: `Pass fails: ${measured.pass.reason}` };
  if (!run) return { holds: false, reason: 'the game was not played' };
  if (/^the game (stopped the run|could not be played)|policy stopped/.test(run.ended))
    return { holds: false, reason: run.ended };
  if (findings.length)
    return {
      holds: false,
      reason: `${findings.length} logic violation(s); the first: ${findings[0]!.message}`,
    };
  if (run.everWon) return { holds: true, reason: 'the tester reached the win state with no logic violation' };
  if (!run.contract) {
    if (run.finish?.outcome === 'success')
      return { holds: true, reason: `the tester reported the goal reached: ${run.finish.reason}` };
    unmeasured.push('goal and features: the game has no Game Contract, so neither can be read');
    return { holds: true, reason: 'no logic violation seen (goal and features could not be read)' };
  }
  const checked = run.actions;
  if (checked.length && checked.every((a) => a.effective))
    return { holds: true, reason: `every listed action (${checked.length}) worked, with no logic violation` };
  if (checked.length === 0) {
    unmeasured.push('features: the game lists no action whose effect could be checked');
    return { holds: true, reason: 'no logic violation seen (no listed action to cover)' };
  }
  const missing = checked.filter((a) => !a.effective).map((a) => `${a.name} (tried ${a.tried}×)`);
  return {
    holds: false,
    reason: `the goal was not reached and not every feature was covered: no effect seen of ${missing.join(', ')}`,
  };
}

export function playVerdict(input: VerdictInput): PlayResult {
  const { measured, tester, options } = input;
  const run = tester?.run;
  const unmeasured: string[] = [];
  if (measured.exec.holds === null) unmeasured.push(`Exec: ${measured.exec.reason}`);
  if (measured.pass.holds === null) unmeasured.push(`Pass: ${measured.pass.reason}`);
  const findings = [...(run?.findings ?? [])];
  if (run?.finish?.outcome === 'failure' && options.policy === 'llm')
    findings.push({
      oracle: 'model-report',
      step: run.steps,
      gameTime: run.gameMs,
      message: `the model reported a failure: ${run.finish.reason}`,
      screenshot: run.screenshots[run.screenshots.length - 1] ?? null,
      before: null,
      after: null,
    });
  const play = playHolds(measured, run, findings, unmeasured);
  const exec = measured.exec;
  const llmPolicy = tester?.policy as (PlayPolicy & { images?: () => boolean; unusable?: () => number }) | undefined;
  const checked = run?.actions ?? [];
  return {
    schema: PLAY_RESULT_SCHEMA,
    target: input.target,
    seed: options.seed,
    policy: options.policy,
    verdict: { exec, pass: measured.pass, play, unmeasured },
    goal: {
      text: run?.goal ?? null,
      reached: run?.everWon ?? false,
      featuresCovered: checked.length ? checked.every((a) => a.effective) : null,
    },
    findings,
    steps: run?.steps ?? 0,
    gameMs: run?.gameMs ?? 0,
    wallMs: input.wallMs,
    ended: run?.ended ?? 'not played',
    contract: run?.contract ?? false,
    actions: checked,
    model:
      options.policy === 'llm' && options.llm
        ? {
            label: options.llm.settings.label,
            images: llmPolicy?.images?.() ?? true,
            unusableReplies: llmPolicy?.unusable?.() ?? 0,
            usage: options.llm.usage.toJSON(),
          }
        : null,
    traceHash: tester?.session?.traceHash() ?? null,
    notes: [...(tester?.policy?.notes() ?? []), ...(tester?.session?.notes ?? []), ...dialogNotes(tester?.session)],
    files: {
      trajectory: 'trajectory.jsonl',
      trace: tester?.session ? 'trace.jsonl' : null,
      report: 'report.html',
    },
    versions: input.versions,
  };
}

function dialogNotes(session: GameSession | undefined): string[] {
  return (session?.dialogs ?? []).map(
    (d) => `the game opened a dialog (${d.type}: "${d.message}") at ${Math.round(d.gameTime)} ms; it was dismissed`,
  );
}
