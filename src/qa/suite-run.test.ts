// The suite's score: the games' own matches summed into recall and precision overall, per difficulty and per bug
// type; the known bugs no report matched listed (unobservable ones marked); a game that could not be explored keeps
// its known bugs in the denominators.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type KnownBug,
  type KnownBugsFile,
  type QaReport,
  type QaResult,
  QaSuiteResultSchema,
} from '../shared/index.ts';
import type { QaSuiteGame } from './suite-manifest.ts';
import { creditReports } from './critic.ts';
import { scoreSuite } from './suite-run.ts';

const bug = (id: string, type: KnownBug['type'], difficulty: KnownBug['difficulty']): KnownBug => ({
  id,
  type,
  difficulty,
  description: `bug ${id}`,
  reproduction: ['look'],
});

const report = (id: string, type: QaReport['type'], difficulty: QaReport['difficulty']): QaReport => ({
  id,
  title: `report ${id}`,
  type,
  severity: 'major',
  difficulty,
  oracle: 'conservation',
  signature: `sig:${id}`,
  steps: ['look'],
  observed: '',
  expected: '',
  evidence: { before: null, after: null, text: null },
  status: 'confirmed',
  duplicates: 0,
});

function game(id: string): QaSuiteGame {
  return { id, folder: `/s/${id}`, target: `/s/${id}`, spec: null, bugs: `/s/hidden/${id}.json`, steps: undefined };
}

function result(reports: QaReport[], matches: { bug: string; reports: string[] }[], unobservable: string[]) {
  return {
    budget: 50,
    actions: 50,
    wallMs: 10,
    reports,
    score: { matches, credited: creditReports(matches), unobservable },
  } as unknown as QaResult;
}

const known = (bugs: KnownBug[]): KnownBugsFile => ({ schema: 'playsmith.known-bugs/1', game: 'g', bugs });

test('recall and precision are summed over the games, per difficulty and per type; misses are listed', () => {
  const runs = [
    {
      game: game('inn'),
      known: known([bug('A-1', 'crash', 'easy'), bug('A-2', 'logic-error', 'medium'), bug('A-3', 'stuck', 'hard')]),
      result: result(
        [report('QA-1', 'crash', 'easy'), report('QA-2', 'logic-error', 'medium'), report('QA-3', 'other', 'easy')],
        [
          { bug: 'A-1', reports: ['QA-1'] },
          { bug: 'A-2', reports: [] },
          { bug: 'A-3', reports: [] },
        ],
        ['A-3'],
      ),
      error: null,
    },
    {
      game: game('shop'),
      known: known([bug('B-1', 'logic-error', 'medium')]),
      result: result([report('QA-1', 'logic-error', 'medium')], [{ bug: 'B-1', reports: ['QA-1'] }], []),
      error: null,
    },
    { game: game('broken'), known: known([bug('C-1', 'crash', 'easy')]), result: null, error: 'does not build' },
  ];
  const head = { suite: '/s', layout: 'hand-made', agent: 'explore', mode: 'qa', seed: 1, wallMs: 30 } as const;
  const r = QaSuiteResultSchema.parse(scoreSuite(runs, head, (g) => `${g.id}/qa.json`));
  assert.deepEqual([r.overall.recall.matched, r.overall.recall.of], [2, 5]);
  assert.deepEqual([r.overall.precision.matched, r.overall.precision.of], [2, 4]);
  assert.deepEqual(
    Object.fromEntries(Object.entries(r.byDifficulty).map(([d, s]) => [d, [s.recall.matched, s.recall.of]])),
    { easy: [1, 2], medium: [1, 2], hard: [0, 1] },
  );
  assert.deepEqual([r.byDifficulty.easy!.precision.matched, r.byDifficulty.easy!.precision.of], [1, 2]);
  assert.deepEqual(Object.keys(r.byType), ['crash', 'logic-error', 'stuck'], 'only the known bugs types, in order');
  assert.deepEqual([r.byType['logic-error']!.recall.matched, r.byType['logic-error']!.recall.of], [1, 2]);
  assert.deepEqual([r.byType['logic-error']!.precision.matched, r.byType['logic-error']!.precision.of], [1, 2]);
  assert.deepEqual(
    r.unmatched.map((u) => [u.game, u.id, u.unobservable]),
    [
      ['inn', 'A-2', false],
      ['inn', 'A-3', true],
      ['broken', 'C-1', false],
    ],
  );
  assert.deepEqual(
    r.unmatchedReports.map((u) => `${u.game}/${u.id}`),
    ['inn/QA-2', 'inn/QA-3'],
  );
  const broken = r.games.find((g) => g.id === 'broken')!;
  assert.deepEqual([broken.qa, broken.error, broken.recall.of], [null, 'does not build', 1]);
  assert.equal(r.games[0]!.qa, 'inn/qa.json');
});

test('a report credits one known bug however many it matches; the pairing finds the most bugs and is stable', () => {
  // QA-1 matches A and B, QA-2 only A: the largest pairing gives A to QA-2 and B to QA-1, whatever the order.
  const matches = [
    { bug: 'A', reports: ['QA-1', 'QA-2'] },
    { bug: 'B', reports: ['QA-1'] },
    { bug: 'C', reports: ['QA-1'] },
    { bug: 'D', reports: [] },
  ];
  assert.deepEqual(creditReports(matches), [
    { bug: 'A', report: 'QA-2' },
    { bug: 'B', report: 'QA-1' },
  ]);
  const runs = [
    {
      game: game('inn'),
      known: known([
        bug('A', 'crash', 'easy'),
        bug('B', 'crash', 'easy'),
        bug('C', 'crash', 'easy'),
        bug('D', 'crash', 'hard'),
      ]),
      result: result([report('QA-1', 'crash', 'easy'), report('QA-2', 'crash', 'easy')], matches, []),
      error: null,
    },
  ];
  const head = { suite: '/s', layout: 'hand-made', agent: 'explore', mode: 'qa', seed: 1, wallMs: 30 } as const;
  const r = QaSuiteResultSchema.parse(scoreSuite(runs, head, (g) => `${g.id}/qa.json`));
  assert.deepEqual([r.overall.recall.matched, r.overall.recall.of], [2, 4], 'two reports find at most two bugs');
  assert.deepEqual([r.overall.precision.matched, r.overall.precision.of], [2, 2]);
});
