// Bench metrics on worked examples computed by hand (each in a comment beside its assertion).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BenchRecord, BenchScores, UsageTotals } from '../shared/index.ts';
import {
  atK,
  BenchMetricsError,
  efficiencyAtK,
  largestK,
  meanInterval,
  overRepeats,
  passAtK,
  qaRates,
  scoreMean,
  stageOutcome,
  tQuantile975,
  usageTotals,
} from './metrics.ts';

const close = (actual: number | null, expected: number, digits = 6): void => {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `expected ${expected}, got ${actual}`);
};

const verdict = (holds: boolean | null) => ({ holds, reason: holds === null ? 'not measured' : 'given' });

function scores(over: Partial<BenchScores> = {}): BenchScores {
  return {
    exec: null,
    pass: null,
    play: null,
    levels: null,
    scs: null,
    bas: null,
    bh: null,
    vu: null,
    ia: null,
    recall: null,
    precision: null,
    testPassed: null,
    unmeasured: [],
    ...over,
  };
}

/** exec/pass/play given as 1 (holds), 0 (fails) or null (not measured). */
const epp = (e: 0 | 1 | null, p: 0 | 1 | null, l: 0 | 1 | null): Partial<BenchScores> => ({
  exec: verdict(e === null ? null : e === 1),
  pass: verdict(p === null ? null : p === 1),
  play: verdict(l === null ? null : l === 1),
});

function usage(tokens: number): UsageTotals {
  return {
    calls: 1,
    cacheHits: 0,
    errors: 0,
    requests: 1,
    inputTokens: tokens / 2,
    outputTokens: tokens / 4,
    cachedInputTokens: tokens / 4,
    cachedOutputTokens: 0,
    wallMs: 10,
  };
}

function record(task: string, sample: number, over: Partial<BenchScores> = {}, extra: Partial<BenchRecord> = {}) {
  const r: BenchRecord = {
    schema: 'playsmith.bench/1',
    key: `${task}#${sample}`,
    suite: { name: 'mini', hash: 'h' },
    task: { id: task, kind: 'make', hash: 'th', variant: '1a', family: 'platformer', tier: null },
    system: { id: 'sys', kind: 'builtin', configHash: 'c', model: null },
    sample,
    seed: sample + 1,
    status: 'scored',
    error: null,
    scores: scores(over),
    usage: null,
    costUsd: null,
    hashes: {},
    versions: {},
    files: {},
    ...extra,
  };
  return r;
}

const failed = (task: string, sample: number): BenchRecord =>
  record(task, sample, {}, { status: 'error', error: { code: 'browser-crashed', message: 'crashed' } });

test('pass@k follows 1 − C(n−c,k)/C(n,k)', () => {
  close(passAtK(5, 2, 1), 0.4); // 1 − C(3,1)/C(5,1) = 1 − 3/5
  close(passAtK(5, 2, 3), 0.9); // 1 − C(3,3)/C(5,3) = 1 − 1/10
  close(passAtK(4, 1, 2), 0.5); // 1 − C(3,2)/C(4,2) = 1 − 3/6
  close(passAtK(10, 3, 5), 1 - 21 / 252); // C(7,5) = 21, C(10,5) = 252
  assert.equal(passAtK(3, 0, 2), 0); // no success: C(3,2)/C(3,2) = 1
  assert.equal(passAtK(3, 2, 2), 1); // n − c = 1 < k: every pair holds a success
});

test('n < k is refused with what to do', () => {
  assert.throws(
    () => passAtK(2, 1, 3),
    (e: unknown) => {
      assert.ok(e instanceof BenchMetricsError);
      assert.match(e.message, /@3 needs at least 3 samples per task, but a task has 2; run with --samples 3/);
      return true;
    },
  );
  assert.throws(() => passAtK(3, 1, 0), /k must be a whole number ≥ 1/);
  assert.throws(() => passAtK(3, 4, 1), /0 ≤ c ≤ n/);
});

test('a stage fails when any stage before it failed, and is unmeasured when one before it was', () => {
  assert.equal(stageOutcome(scores(epp(0, null, null)), 'play'), false); // exec failed: never reached play
  assert.equal(stageOutcome(scores(epp(1, 1, 0)), 'pass'), true);
  assert.equal(stageOutcome(scores(epp(1, 1, 0)), 'play'), false);
  assert.equal(stageOutcome(scores(epp(null, 1, 1)), 'pass'), null); // exec not measured: pass says nothing
  assert.equal(stageOutcome(scores(), 'exec'), null); // a task kind without play verdicts
});

test('Exec/Pass/Play@k average eq. 1 over tasks; error records drop out of n and are counted apart', () => {
  const records = [
    // task a: exec 3/3, pass 2/3, play 1/3
    record('a', 0, epp(1, 1, 1)),
    record('a', 1, epp(1, 1, 0)),
    record('a', 2, epp(1, 0, null)),
    // task b: samples 0 and 1 exec-fail, sample 2 is an error (out of n: n = 2, not 3)
    record('b', 0, epp(0, null, null)),
    record('b', 1, epp(1, 1, 1)),
    failed('b', 2),
  ];
  // exec@1: a 3/3 = 1, b 1/2 → (1 + 0.5)/2 = 0.75
  close(atK(records, 'exec', 1).value, 0.75);
  // pass@1: a 2/3, b 1/2 → (2/3 + 1/2)/2 = 7/12
  close(atK(records, 'pass', 1).value, 7 / 12);
  // play@1: a 1/3, b 1/2 → 5/12
  close(atK(records, 'play', 1).value, 5 / 12);
  // play@2: a 1 − C(2,2)/C(3,2) = 2/3, b 1 − C(1,2)/C(2,2) = 1 → 5/6
  const play2 = atK(records, 'play', 2);
  close(play2.value, 5 / 6);
  assert.deepEqual(
    { ...play2, value: 0 },
    { value: 0, k: 2, tasks: 2, tasksUnmeasured: 0, samples: 5, unmeasured: 0, errors: 1 },
  );
  // b has two measured samples: @3 is refused, naming the task
  assert.throws(() => atK(records, 'exec', 3), /task "b" has 2; ask for a k of at most 2/);
  assert.equal(largestK(records, 'exec'), 2);
});

test('unmeasured verdicts leave n; a task with none measured leaves the average', () => {
  const records = [
    record('a', 0, epp(1, 1, null)),
    record('a', 1, epp(1, 1, 1)),
    record('qa', 0, {}, { task: { id: 'qa', kind: 'qa', hash: 'q', variant: null, family: null, tier: null } }),
  ];
  const play = atK(records, 'play', 1);
  // a: one measured sample, it holds → 1; qa: nothing measured, not a zero
  assert.equal(play.value, 1);
  assert.deepEqual([play.tasks, play.tasksUnmeasured, play.samples, play.unmeasured], [1, 1, 1, 2]);
  assert.equal(atK([record('qa', 0)], 'exec', 1).value, null);
});

test('Efficiency@k is Play@k in percent over thousand tokens of k samples a task', () => {
  const records = [
    record('a', 0, epp(1, 1, 1), { usage: usage(2000) }),
    record('a', 1, epp(1, 1, 0), { usage: usage(4000) }),
    record('b', 0, epp(1, 0, null), { usage: usage(3000) }),
    record('b', 1, epp(0, null, null), { usage: usage(3000) }),
  ];
  // play@1: a 1/2, b 0 → 25 %; mean tokens a sample 3000 → AT_1 = 3 → 25 / 3
  const e1 = efficiencyAtK(records, 1);
  close(e1.value, 25 / 3);
  close(e1.thousandTokensPerTask, 3);
  // play@2: a 1 − C(1,2)/C(2,2) = 1, b 0 → 50 %; AT_2 = 2 · 3000 / 1000 = 6 → 50 / 6
  close(efficiencyAtK(records, 2).value, 50 / 6);
  const offline = efficiencyAtK([record('a', 0, epp(1, 1, 1))], 1);
  assert.deepEqual(
    [offline.value, offline.playPercent, offline.reason],
    [null, 100, 'the system reported no token usage'],
  );
  const partly = efficiencyAtK([records[0]!, record('a', 1, epp(1, 1, 1))], 1);
  assert.equal(partly.reason, '1 of 2 samples reported no token usage');
});

test('score means are over measured samples only, with both counts', () => {
  const records = [
    record('a', 0, { scs: 0.5, bas: null, unmeasured: [{ metric: 'bas', reason: 'no reference' }] }),
    record('a', 1, { scs: 0.7, bas: 0.9 }),
    record('b', 0, { scs: null, bas: 0.3 }),
    failed('b', 1),
  ];
  const scs = scoreMean(records, 'scs');
  close(scs.mean, 0.6); // (0.5 + 0.7) / 2: the null is not a 0
  assert.deepEqual([scs.measured, scs.unmeasured, scs.errors], [2, 1, 1]);
  close(scoreMean(records, 'bas').mean, 0.6); // (0.9 + 0.3) / 2
  assert.equal(scoreMean(records, 'ia').mean, null);
});

test('qa recall and precision: micro over bugs and reports, and mean per task', () => {
  const qa = (task: string, sample: number, recall: number | null, precision: number | null) =>
    record(
      task,
      sample,
      { recall, precision },
      {
        task: { id: task, kind: 'qa', hash: 'q', variant: null, family: null, tier: 'hard' },
      },
    );
  const records = [
    qa('castle', 0, 2 / 3, 1),
    qa('castle', 1, 1 / 3, 0.5),
    qa('maze', 0, 1, 1 / 4),
    qa('maze', 1, null, null),
  ];
  const counts = new Map([
    ['castle#0', { recall: { matched: 2, of: 3 }, precision: { matched: 2, of: 2 } }],
    ['castle#1', { recall: { matched: 1, of: 3 }, precision: { matched: 1, of: 2 } }],
    ['maze#0', { recall: { matched: 1, of: 1 }, precision: { matched: 1, of: 4 } }],
  ]);
  const { recall, precision } = qaRates(records, counts);
  close(recall.micro, 4 / 7); // (2 + 1 + 1) / (3 + 3 + 1)
  close(recall.perTask, 0.75); // castle (2/3 + 1/3)/2 = 0.5, maze 1 → 0.75
  assert.deepEqual([recall.measured, recall.unmeasured], [3, 1]);
  close(precision.micro, 0.5); // (2 + 1 + 1) / (2 + 2 + 4)
  close(precision.perTask, 0.5); // castle 0.75, maze 0.25
  assert.equal(qaRates(records, new Map()).recall.micro, null);
});

test('usage totals count every record and say how many reported none', () => {
  const records = [
    record('a', 0, {}, { usage: usage(4000), costUsd: 0.02 }),
    record('a', 1, {}, { usage: usage(2000), costUsd: null }),
    failed('b', 0),
  ];
  const u = usageTotals(records);
  assert.deepEqual(
    [u.inputTokens, u.outputTokens, u.cachedInputTokens, u.reported, u.unreported, u.costUsd, u.costUnreported],
    [3000, 1500, 1500, 2, 1, 0.02, 2],
  );
});

test('t quantiles match the published table, between rows too', () => {
  close(tQuantile975(1), 12.706, 3);
  close(tQuantile975(4), 2.776, 3);
  close(tQuantile975(9), 2.262, 3);
  close(tQuantile975(50), 2.009, 2); // tables: 2.009
  close(tQuantile975(100), 1.984, 3); // tables: 1.984
  close(tQuantile975(1000), 1.962, 3); // tables: 1.962
  assert.throws(() => tQuantile975(0), /degrees of freedom/);
});

test('a 95 % Student-t interval over repeats', () => {
  // 4.3, 4.8, 4.0, 5.3, 3.6: mean 4.4, s² = (0.01 + 0.16 + 0.16 + 0.81 + 0.64)/4 = 0.445,
  // half-width = 2.776 · √0.445 / √5 = 2.776 · 0.29833 = 0.8282
  const i = meanInterval([4.3, 4.8, 4.0, 5.3, 3.6]);
  close(i.mean, 4.4);
  close(i.halfWidth, 0.8282, 3);
  assert.equal(meanInterval([0.5]).halfWidth, null);
  const records = [
    record('a', 0, epp(1, 1, 1)),
    record('b', 0, epp(1, 0, null)),
    record('a', 1, epp(1, 1, 0)),
    record('b', 1, epp(1, 1, 0)),
  ];
  // pass@1 per repeat: sample 0 → (1 + 0)/2 = 0.5, sample 1 → 1; mean 0.75, s = 0.35355, t(1) = 12.706
  const pass = overRepeats(records, (rs) => atK(rs, 'pass', 1).value)!;
  close(pass.mean, 0.75);
  close(pass.halfWidth, (12.706 * 0.353553) / Math.SQRT2, 3);
});
