// make's verdict on itself: a logic violation the play test found fails the make (exit 1) and the summary says which;
// a Play that could not be measured is said and does not fail it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeOutcome, verdictsLine, type MakeOutcomeInput } from './outcome.ts';

const holds = (reason = 'fine') => ({ holds: true, reason });
const good: MakeOutcomeInput = {
  made: 'made "Ice Pusher" (grid_logic)',
  check: { pass: true, summary: 'passes L1–L3a' },
  golden: { passed: true, won: true },
  unrepaired: undefined,
  tested: { verdict: { exec: holds(), pass: holds(), play: holds(), unmeasured: [] } },
  passRate: 90,
};
const withPlay = (play: { holds: boolean | null; reason: string }): MakeOutcomeInput => ({
  ...good,
  tested: { verdict: { ...good.tested.verdict, play } },
});

test('a game that passes, wins and plays cleanly is a good make', () => {
  const { pass, outcome } = makeOutcome(good);
  assert.equal(pass, true);
  assert.equal(outcome, 'made "Ice Pusher" (grid_logic); passes L1–L3a and wins on its golden path; requirements 90%');
  assert.equal(verdictsLine(good.tested), 'Exec ✓ Pass ✓ Play ✓');
});

test('Play ✗ fails the make, and the summary names the logic violation', () => {
  const violation = '1 logic violation(s); the first: the score fell from 3 to 2 at step 4 with no event';
  const input = withPlay({ holds: false, reason: violation });
  const { pass, outcome } = makeOutcome(input);
  assert.equal(pass, false);
  assert.match(
    outcome,
    /wins on its golden path, but the play test fails it: 1 logic violation\(s\); the first: the score/,
  );
  assert.equal(verdictsLine(input.tested), 'Exec ✓ Pass ✓ Play ✗');
});

test('a Play that could not be measured is said, and the make still passes', () => {
  const input = withPlay({ holds: null, reason: 'the tester could not read the state' });
  assert.equal(makeOutcome(input).pass, true);
  assert.equal(verdictsLine(input.tested), 'Exec ✓ Pass ✓ Play ? (not measured: the tester could not read the state)');
});

test('an earlier failure is the one the summary gives: check, then the golden path, then the repairs', () => {
  const failed = { holds: false, reason: 'Exec fails: L3a' };
  const check = makeOutcome({ ...withPlay(failed), check: { pass: false, summary: 'fails L3a (a page error)' } });
  assert.deepEqual(check, { pass: false, outcome: 'made, but it fails L3a (a page error)' });
  const golden = makeOutcome({ ...withPlay(failed), golden: { passed: false, won: false, failure: 'timed out' } });
  assert.deepEqual(golden, { pass: false, outcome: 'made and checked, but the golden path did not win: timed out' });
  const unrepaired = makeOutcome({
    ...withPlay(failed),
    unrepaired: { stage: 'play-test', failures: [{ message: 'score fell' }], repairs: 5 },
  });
  assert.match(
    unrepaired.outcome,
    /^made, but after 5 repairs the play-test still report 1 failure\(s\), first: score/,
  );
  assert.equal(unrepaired.pass, false);
});
