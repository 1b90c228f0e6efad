// What repair reads from the files qa writes: a known-bugs file's replayable bugs (golden-path prefix and fault), a
// qa result's confirmed reports only (with the adapter file's rules qa judged them by), and a clear refusal of others.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { QA_ADAPTER_SCHEMA } from '../qa/index.ts';
import { KNOWN_BUGS_SCHEMA, QA_RESULT_SCHEMA, type QaReport, type QaResult } from '../shared/index.ts';
import { RepairInputError, readRepairBugs } from './bugs.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-repair-bugs-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = join(root, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

const injected = { operator: 'off-by-one', file: 'src/game/Level.ts', line: 4, original: 'a', mutated: 'a + 1' };

test('a known-bugs file: bugs with a fault and a golden-path prefix replay it; others cannot be verified', () => {
  const file = write('bugs.json', {
    schema: KNOWN_BUGS_SCHEMA,
    game: 'games/m01',
    bugs: [
      {
        id: 'M01-1',
        type: 'logic-error',
        difficulty: 'medium',
        description: 'A counter moved one too far: after 3 step(s), state score is 11.',
        observed: 'state score is 11',
        expected: 'state score is 10',
        reproduction: ['press start', 'hold right 500 ms', 'press jump'],
        fault: { kind: 'state', path: 'score', equals: 11 },
        goldenPrefix: { seed: 1, steps: 3 },
        injected,
      },
      { id: 'HAND-1', type: 'stuck', difficulty: 'hard', description: 'The door never opens.', reproduction: ['go n'] },
    ],
  });
  const [planted, hand] = readRepairBugs(file);
  assert.equal(planted!.title, 'A counter moved one too far');
  assert.equal(hand!.title, 'The door never opens');
  assert.deepEqual(planted!.reproduction, {
    kind: 'golden-prefix',
    seed: 1,
    steps: 3,
    fault: { kind: 'state', path: 'score', equals: 11 },
  });
  assert.deepEqual(planted!.injected, injected);
  assert.equal(hand!.reproduction.kind, 'none');
  assert.match((hand!.reproduction as { why: string }).why, /no replayable fault/);
  assert.equal(hand!.injected, undefined);
});

function report(id: string, status: QaReport['status']): QaReport {
  return {
    id,
    title: `the score falls (${id})`,
    type: 'logic-error',
    severity: 'major',
    difficulty: 'easy',
    oracle: 'play-rule',
    signature: 'play-rule score-without-cause',
    steps: ['act right 200'],
    observed: 'score 10 → 0',
    expected: 'the score only falls with a cause event',
    evidence: { before: {}, after: {}, text: null },
    status,
    duplicates: 0,
  };
}

function qaResult(reports: QaReport[]): QaResult {
  return {
    schema: QA_RESULT_SCHEMA,
    target: './game',
    adapter: 'browser',
    agent: 'explore',
    mode: 'qa',
    seed: 1,
    budget: 50,
    actions: 10,
    confirmActions: 2,
    states: 3,
    vocabulary: [],
    wallMs: 1,
    ended: 'budget',
    reports,
    score: null,
    unmeasured: [],
    notes: [],
    sandbox: { blocked: [], dialogs: [] },
    files: { trajectory: 'trajectory.jsonl', bugs: 'bugs.md', report: 'report.html' },
    versions: {},
  };
}

test('a qa result: its confirmed reports, replayed by qa; unconfirmed ones are not bugs to repair', () => {
  const result = qaResult([report('QA-1', 'confirmed'), report('QA-2', 'unconfirmed')]);
  const bugs = readRepairBugs(write('qa.json', result));
  assert.deepEqual(
    bugs.map((b) => [b.id, b.source, b.reproduction.kind, b.injected]),
    [['QA-1', 'qa-report', 'qa-report', undefined]],
  );
  const model = { ...report('QA-3', 'confirmed'), oracle: 'model-report' as const, signature: 'model-report:x' };
  const [byModel] = readRepairBugs(write('model.json', { ...result, reports: [model] }));
  assert.equal(byModel!.reproduction.kind, 'none', "qa's replay cannot judge a model's report again");
  assert.match((byModel!.reproduction as { why: string }).why, /no fix of it can be verified$/);
  const none = write('none.json', { ...result, reports: [report('QA-2', 'unconfirmed')] });
  assert.throws(() => readRepairBugs(none), /has no confirmed report; there is nothing to repair/);
});

test("a report is replayed with the rules qa judged it by: its adapter file's, or refused when that is gone", () => {
  const adapterFile = write('qa.adapter.json', {
    schema: QA_ADAPTER_SCHEMA,
    kind: 'browser',
    target: './game',
    viewport: { width: 640, height: 480 },
    game: { counters: { score: { min: 0, max: 100 } } },
  });
  const result = { ...qaResult([report('QA-1', 'confirmed')]), target: adapterFile };
  const [bug] = readRepairBugs(write('qa-adapter.json', result));
  assert.deepEqual((bug!.reproduction as { setup: unknown }).setup, {
    game: { counters: { score: { min: 0, max: 100 } } },
    viewport: { width: 640, height: 480 },
  });
  const gone = write('qa-gone.json', { ...result, target: join(root, 'elsewhere', 'qa.adapter.json') });
  assert.throws(() => readRepairBugs(gone), /whose rules its replay judges by, and it is not at .*run repair from/);
  const text = write('qa-text.json', { ...result, adapter: 'http-text' });
  assert.throws(() => readRepairBugs(text), /qa explored a text game .*repair patches a web game's source project/);
});

test('a file that is neither is refused, saying what repair reads', () => {
  assert.throws(
    () => readRepairBugs(write('check.json', { schema: 'playsmith.check/1' })),
    (e: unknown) =>
      e instanceof RepairInputError && /schema is "playsmith.check\/1"; repair reads a qa result/.test(e.message),
  );
  assert.throws(() => readRepairBugs(join(root, 'absent.json')), /no such file; give a qa.json or a known-bugs file/);
});
