// The run's store: index.sqlite built from results.jsonl (one row per record, the columns people filter on plus the
// whole record as JSON), and `bench merge`, which combines runs (shards from other machines) into one folder.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BenchRecord } from '../shared/index.ts';
import { BenchInputError } from './errors.ts';
import { readRecords, RESULTS_FILE, TIMINGS_FILE, writeRecords } from './results-file.ts';
import { readRunFile, RUN_FILE, RUN_SCHEMA, sampleFolder, type RunFile } from './run-folder.ts';

export const INDEX_FILE = 'index.sqlite';

const COLUMNS = `key TEXT PRIMARY KEY, suite TEXT NOT NULL, task_id TEXT NOT NULL, kind TEXT NOT NULL, variant TEXT,
  family TEXT, tier TEXT, system_id TEXT NOT NULL, system_kind TEXT NOT NULL, model TEXT, sample INTEGER NOT NULL,
  seed INTEGER NOT NULL, status TEXT NOT NULL, exec INTEGER, pass INTEGER, play INTEGER, scs REAL, bas REAL, bh REAL,
  vu REAL, ia REAL, recall REAL, "precision" REAL, test_passed INTEGER, json TEXT NOT NULL`;

const verdict = (v: { holds: boolean | null } | null) => (v?.holds == null ? null : v.holds ? 1 : 0);

/** (Re)writes `<runDir>/index.sqlite` from `records`. */
export function buildIndex(runDir: string, records: BenchRecord[]): void {
  const file = join(runDir, INDEX_FILE);
  rmSync(file, { force: true });
  const db = new DatabaseSync(file);
  try {
    db.exec(`CREATE TABLE records (${COLUMNS});
      CREATE INDEX records_task_system ON records (task_id, system_id);
      CREATE INDEX records_family ON records (family, system_id);`);
    const insert = db.prepare(`INSERT INTO records VALUES (${Array(25).fill('?').join(', ')})`);
    db.exec('BEGIN');
    for (const r of records) {
      const s = r.scores;
      insert.run(
        r.key,
        r.suite.name,
        r.task.id,
        r.task.kind,
        r.task.variant,
        r.task.family,
        r.task.tier,
        r.system.id,
        r.system.kind,
        r.system.model,
        r.sample,
        r.seed,
        r.status,
        verdict(s.exec),
        verdict(s.pass),
        verdict(s.play),
        s.scs,
        s.bas,
        s.bh,
        s.vu,
        s.ia,
        s.recall,
        s.precision,
        s.testPassed === null ? null : s.testPassed ? 1 : 0,
        JSON.stringify(r),
      );
    }
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

/**
 * Combines runs into `outDir`: they must come from the same tool versions and suite; a key found twice must hold the
 * same record (kept once). Sample folders are copied; results.jsonl is written in canonical order.
 */
export function mergeRuns(inputs: string[], outDir: string): { records: BenchRecord[]; run: RunFile } {
  if (inputs.length < 2) throw new BenchInputError('bench merge needs at least two run folders');
  const out = resolve(outDir);
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new BenchInputError(`--out ${out} is not empty; merge into a new folder`);
  const runs = inputs.map((dir) => ({ dir: resolve(dir), run: readRunFile(resolve(dir)) }));
  const first = runs[0]!;
  for (const { dir, run } of runs.slice(1)) {
    if (JSON.stringify(run.versions) !== JSON.stringify(first.run.versions))
      throw new BenchInputError(
        `${dir} was run with other tool versions than ${first.dir} (${JSON.stringify(run.versions)} vs ` +
          `${JSON.stringify(first.run.versions)}); merge only runs of the same Playsmith, Node and toolchain`,
      );
    if (run.suite.hash !== first.run.suite.hash)
      throw new BenchInputError(`${dir} ran another suite (or another version of it) than ${first.dir}`);
  }
  const byKey = new Map<string, { record: BenchRecord; dir: string }>();
  for (const { dir } of runs) {
    for (const record of readRecords(join(dir, RESULTS_FILE))) {
      const held = byKey.get(record.key);
      if (held && JSON.stringify(held.record) !== JSON.stringify(record))
        throw new BenchInputError(
          `${dir} and ${held.dir} hold different records for task ${record.task.id}, system ${record.system.id}, ` +
            `sample ${record.sample} (key ${record.key.slice(0, 12)}); they cannot both be right, so merge one`,
        );
      if (!held) byKey.set(record.key, { record, dir });
    }
  }
  const systems = new Map(runs.flatMap(({ run }) => run.systems.map((s) => [`${s.id}\0${s.configHash}`, s])));
  const merged: RunFile = {
    schema: RUN_SCHEMA,
    suite: first.run.suite,
    systems: [...systems.values()],
    samples: Math.max(...runs.map((r) => r.run.samples)),
    seed: Math.min(...runs.map((r) => r.run.seed)),
    shard: null,
    versions: first.run.versions,
    mergedFrom: runs.map((r) => r.run),
  };
  for (const { record, dir } of byKey.values()) {
    const folder = sampleFolder(record.task.id, record.system.id, record.sample);
    if (existsSync(join(dir, folder))) cpSync(join(dir, folder), join(out, folder), { recursive: true });
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, RUN_FILE), `${JSON.stringify(merged, null, 2)}\n`);
  const records = [...byKey.values()].map((v) => v.record);
  writeRecords(join(out, RESULTS_FILE), records);
  const timings = runs.map(({ dir }) => join(dir, TIMINGS_FILE)).filter((f) => existsSync(f));
  writeFileSync(join(out, TIMINGS_FILE), timings.map((f) => readFileSync(f, 'utf8')).join(''));
  buildIndex(out, records);
  return { records, run: merged };
}
