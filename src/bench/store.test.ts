// The run folder's files: a torn last line is dropped and cut, results.jsonl ends in canonical order, index.sqlite
// answers queries, merge combines shards and refuses what cannot be combined, and shards split tasks by hash.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import { BENCH_RECORD_SCHEMA, type BenchRecord } from '../shared/index.ts';
import {
  buildIndex,
  INDEX_FILE,
  mergeRuns,
  readRecords,
  RESULTS_FILE,
  RUN_FILE,
  shardTasks,
  type LoadedTask,
  type RunFile,
} from './index.ts';
import { scoresOf } from './kinds/index.ts';
import { appendLine, writeRecords } from './results-file.ts';

const work = mkdtempSync(join(tmpdir(), 'bench-store-'));
after(() => rmSync(work, { recursive: true, force: true }));

function record(task: string, system: string, sample: number, pass = true): BenchRecord {
  const verdict = { holds: pass, reason: pass ? 'won' : 'lost' };
  return {
    schema: BENCH_RECORD_SCHEMA,
    key: `${task}-${system}-${sample}`,
    suite: { name: 's', hash: 'h' },
    task: { id: task, kind: 'make', hash: `t-${task}`, variant: '1a', family: 'platformer', tier: null },
    system: { id: system, kind: 'builtin', configHash: 'c', model: null },
    sample,
    seed: 1 + sample,
    status: 'scored',
    error: null,
    scores: scoresOf('make', { exec: verdict, pass: verdict, play: verdict, scs: 0.5 }),
    usage: null,
    costUsd: null,
    hashes: {},
    versions: { playsmith: '1' },
    files: {},
  };
}

const RUN: RunFile = {
  schema: 'playsmith.bench-run/1',
  suite: { name: 's', hash: 'h', kind: 'make', metrics: ['pass'] },
  systems: [{ id: 'a', kind: 'builtin', configHash: 'c', model: null }],
  samples: 1,
  seed: 1,
  shard: null,
  versions: { playsmith: '1', node: 'v24' },
};

function runFolder(name: string, records: BenchRecord[], run: RunFile = RUN): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, RUN_FILE), JSON.stringify(run));
  writeRecords(join(dir, RESULTS_FILE), records);
  return dir;
}

test('a torn last line is dropped and cut from the file, so the next append starts clean', () => {
  const file = join(work, 'torn.jsonl');
  appendLine(file, record('t1', 'a', 0));
  appendFileSync(file, JSON.stringify(record('t2', 'a', 0)).slice(0, 40));
  assert.deepEqual(
    readRecords(file).map((r) => r.task.id),
    ['t1'],
  );
  appendLine(file, record('t3', 'a', 0));
  assert.deepEqual(
    readRecords(file).map((r) => r.task.id),
    ['t1', 't3'],
  );
  const damaged = join(work, 'damaged.jsonl');
  writeFileSync(damaged, `not json\n${JSON.stringify(record('t1', 'a', 0))}\n`);
  assert.throws(() => readRecords(damaged), /damaged\.jsonl:1: not JSON; this run folder is damaged/);
});

test('results.jsonl is written in task, system, sample order whatever order the samples completed in', () => {
  const file = join(work, 'order.jsonl');
  writeRecords(file, [record('b', 'x', 1), record('a', 'y', 0), record('b', 'x', 0), record('a', 'x', 0)]);
  assert.deepEqual(
    readRecords(file).map((r) => `${r.task.id} ${r.system.id} ${r.sample}`),
    ['a x 0', 'a y 0', 'b x 0', 'b x 1'],
  );
});

test('index.sqlite has a row per record with the columns people filter on and the whole record', () => {
  const dir = join(work, 'index');
  mkdirSync(dir);
  buildIndex(dir, [record('t1', 'a', 0), record('t2', 'a', 0, false)]);
  const db = new DatabaseSync(join(dir, INDEX_FILE));
  const rows = db
    .prepare('SELECT task_id, pass, scs, json FROM records WHERE family = ? ORDER BY task_id')
    .all('platformer');
  db.close();
  assert.deepEqual(
    rows.map((r) => [r.task_id, r.pass, r.scs]),
    [
      ['t1', 1, 0.5],
      ['t2', 0, 0.5],
    ],
  );
  assert.equal(JSON.parse(String(rows[0]!.json)).key, 't1-a-0');
});

test('merge combines shards, keeps an equal duplicate once, and refuses conflicts and other tool versions', () => {
  const a = runFolder('shard-a', [record('t1', 'a', 0), record('t2', 'a', 0)]);
  const b = runFolder('shard-b', [record('t3', 'a', 0), record('t2', 'a', 0)]);
  const out = join(work, 'merged');
  const { records } = mergeRuns([a, b], out);
  assert.deepEqual(records.map((r) => r.task.id).sort(), ['t1', 't2', 't3']);
  assert.equal(readFileSync(join(out, RESULTS_FILE), 'utf8').split('\n').filter(Boolean).length, 3);
  const conflicting = runFolder('conflict', [record('t2', 'a', 0, false)]);
  assert.throws(() => mergeRuns([a, conflicting], join(work, 'm2')), /hold different records for task t2/);
  const older = runFolder('older', [record('t4', 'a', 0)], { ...RUN, versions: { playsmith: '0.9', node: 'v24' } });
  assert.throws(() => mergeRuns([a, older], join(work, 'm3')), /other tool versions/);
  assert.throws(() => mergeRuns([a, b], out), /is not empty; merge into a new folder/);
});

test('shards split the tasks by hash: every task in exactly one shard, the same split every time', () => {
  const tasks: LoadedTask[] = Array.from({ length: 40 }, (_, i) => ({
    task: { id: `t${i}`, visible: [], hidden: [], tier: null },
    hash: `${(i * 2654435761).toString(16).padStart(12, '0')}abc`,
  }));
  const shards = [1, 2, 3].map((index) => shardTasks(tasks, { index, count: 3 }).map((t) => t.task.id));
  assert.equal(shards.flat().length, 40);
  assert.equal(new Set(shards.flat()).size, 40);
  assert.ok(shards.every((s) => s.length > 0));
  assert.deepEqual(
    shardTasks(tasks, { index: 2, count: 3 }).map((t) => t.task.id),
    shards[1],
  );
});
