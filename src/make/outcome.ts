// What a make amounts to, in one place: whether it is a good make (the exit status and `pass`) and the sentence that
// says so. A game is good when it passes check, wins on its golden path, was left repaired, and Play does not fail:
// a logic violation the play test found fails the make; a Play that could not be measured is said, not failed.
import type { MadePlayTest } from '../shared/index.ts';

export interface MakeOutcomeInput {
  /** `made "<title>" (<family>)`. */
  made: string;
  check: { pass: boolean; summary: string };
  golden: { passed: boolean; won: boolean; failure?: string | null | undefined };
  /** The repair loop's last round when it ended unrepaired (with a model), and the repairs it spent. */
  unrepaired: { stage: string; failures: { message: string }[]; repairs: number } | undefined;
  tested: Pick<MadePlayTest, 'verdict'>;
  /** Requirements' weighted pass rate, in %. */
  passRate: number;
}

/** The make's pass (exit 0) and the outcome sentence of its summary. */
export function makeOutcome(i: MakeOutcomeInput): { pass: boolean; outcome: string } {
  const { check, golden, unrepaired } = i;
  const play = i.tested.verdict.play;
  if (!check.pass) return { pass: false, outcome: `made, but it ${check.summary}` };
  if (!golden.won)
    return {
      pass: false,
      outcome: `made and checked, but the golden path did not win: ${golden.failure ?? 'won stayed false'}`,
    };
  if (unrepaired)
    return {
      pass: false,
      outcome:
        `made, but after ${unrepaired.repairs} repairs the ${unrepaired.stage} still report ` +
        `${unrepaired.failures.length} failure(s), first: ${unrepaired.failures[0]?.message ?? 'unknown'}`,
    };
  const wins = `${i.made}; passes L1–L3a and wins on its golden path`;
  if (play.holds === false) return { pass: false, outcome: `${wins}, but the play test fails it: ${play.reason}` };
  return { pass: golden.passed, outcome: `${wins}; requirements ${i.passRate}%` };
}

/** Exec / Pass / Play in a few words: "Exec ✓ Pass ✓ Play ✓", with why for one that could not be measured. */
export function verdictsLine(tested: Pick<MadePlayTest, 'verdict'>): string {
  const mark = (v: { holds: boolean | null }) => (v.holds === null ? '?' : v.holds ? '✓' : '✗');
  const { exec, pass, play } = tested.verdict;
  const why = play.holds === null ? ` (not measured: ${play.reason})` : '';
  return `Exec ${mark(exec)} Pass ${mark(pass)} Play ${mark(play)}${why}`;
}
