// Reads a bench run folder for the report: its records (results.jsonl, through the bench record schema), timings, and
// each sample's artefacts (check.json, play.json with its trajectory, qa.json, screenshots) found through the files
// a record names. A missing or broken artefact is noted on its sample, never fatal; a broken record is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import {
  BENCH_RECORD_SCHEMA,
  type BenchRecord,
  type BenchTiming,
  BenchTimingSchema,
  CHECK_RESULT_SCHEMA,
  PLAY_RESULT_SCHEMA,
  type PlayResult,
  type PlayStep,
  PlayStepSchema,
  PlaysmithError,
  parseResult,
  QA_RESULT_SCHEMA,
  readResult,
} from '../../shared/index.ts';
import type { QaCounts } from '../metrics.ts';
import { readRunFile, type RunFile } from '../run-folder.ts';

/** A run folder that cannot be reported: missing, without results, or with a record that is not valid. */
export class BenchReportError extends PlaysmithError {
  override name = 'BenchReportError';
  constructor(message: string) {
    super(message, { code: 'bench-report', kind: 'usage' });
  }
}

/** What a sample left behind, as far as it could be read; paths are relative to the run folder. */
export interface SampleArtefacts {
  check: { pass: boolean; failedAt: string | null; summary: string } | null;
  play: PlayResult | null;
  /** The play.json's folder, relative to the run folder: trajectory screenshots are relative to it. */
  playDir: string | null;
  trajectory: PlayStep[];
  qa: QaCounts | null;
  screenshots: { label: string; file: string }[];
  /** Artefacts named by the record that could not be read, each with why. */
  problems: string[];
}

export interface BenchRun {
  dir: string;
  records: BenchRecord[];
  timings: Map<string, BenchTiming>;
  artefacts: Map<string, SampleArtefacts>;
  /** run.json, when the folder holds a readable one (what was asked: systems, samples, seed, the suite folder). */
  asked: RunFile | null;
}

function jsonLines(file: string): { line: number; value: unknown }[] {
  const out: { line: number; value: unknown }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (!text.trim()) return;
      try {
        out.push({ line: i + 1, value: JSON.parse(text) });
      } catch (e) {
        throw new BenchReportError(`${file}:${i + 1}: not JSON (${(e as Error).message}); fix or remove that line`);
      }
    });
  return out;
}

function readRecords(dir: string): BenchRecord[] {
  const file = join(dir, 'results.jsonl');
  if (!existsSync(file))
    throw new BenchReportError(
      `${dir} has no results.jsonl; give the folder a "playsmith bench run" wrote (it holds results.jsonl)`,
    );
  const seen = new Map<string, number>();
  const records = jsonLines(file).map(({ line, value }) => {
    const record = parseResult(value, `${file}:${line}`, BENCH_RECORD_SCHEMA);
    const earlier = seen.get(record.key);
    if (earlier !== undefined)
      throw new BenchReportError(
        `${file}:${line}: record ${record.key} is also on line ${earlier}; a sample must be recorded once ` +
          '(merge shards with "playsmith bench merge" rather than concatenating them)',
      );
    seen.set(record.key, line);
    return record;
  });
  if (records.length === 0) throw new BenchReportError(`${file} holds no records: the run has not scored anything yet`);
  return records;
}

function readTimings(dir: string): Map<string, BenchTiming> {
  const file = join(dir, 'timings.jsonl');
  const timings = new Map<string, BenchTiming>();
  if (!existsSync(file)) return timings;
  for (const { line, value } of jsonLines(file)) {
    const parsed = BenchTimingSchema.safeParse(value);
    if (!parsed.success) throw new BenchReportError(`${file}:${line}: not a bench timing (${parsed.error.message})`);
    timings.set(parsed.data.key, parsed.data);
  }
  return timings;
}

/** A record's file path inside the run folder, or why it cannot be used (absolute, outside, missing). */
function inside(dir: string, path: string): { file: string } | { problem: string } {
  if (isAbsolute(path) || normalize(path).split(sep).includes('..'))
    return { problem: `${path}: not a path inside the run folder` };
  const file = join(dir, path);
  if (!existsSync(file) || !statSync(file).isFile()) return { problem: `${path}: missing` };
  return { file };
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function readTrajectory(dir: string, playDir: string, play: PlayResult, problems: string[]): PlayStep[] {
  const where = inside(dir, join(playDir, play.files.trajectory));
  if ('problem' in where) {
    problems.push(`trajectory ${where.problem}`);
    return [];
  }
  const steps: PlayStep[] = [];
  for (const { line, value } of jsonLines(where.file)) {
    const parsed = PlayStepSchema.safeParse(value);
    if (parsed.success) steps.push(parsed.data);
    else problems.push(`${relative(dir, where.file)}:${line}: not a play step`);
  }
  return steps;
}

function readPlay(dir: string, file: string, a: SampleArtefacts): void {
  const play = readResult(file, PLAY_RESULT_SCHEMA);
  const playDir = relative(dir, dirname(file));
  a.play = play;
  a.playDir = playDir;
  a.trajectory = readTrajectory(dir, playDir, play, a.problems);
  for (const step of a.trajectory)
    if (step.screenshot) a.screenshots.push({ label: `step ${step.step}`, file: join(playDir, step.screenshot) });
}

const KNOWN_ARTEFACT = /(^|\/)(check|play|qa)\.json$|\.png$/;

/**
 * Reads one artefact into `a` by what its file name says it is; other files a record names (the game folder, a
 * make result, an HTML report) are not the report's to read and are passed over.
 */
function readArtefact(dir: string, label: string, path: string, a: SampleArtefacts): void {
  if (!KNOWN_ARTEFACT.test(path)) return;
  const where = inside(dir, path);
  if ('problem' in where) return void a.problems.push(`${label}: ${where.problem}`);
  try {
    if (path.endsWith('.png')) a.screenshots.push({ label, file: path });
    else if (path.endsWith('play.json')) readPlay(dir, where.file, a);
    else if (path.endsWith('check.json')) a.check = readResult(where.file, CHECK_RESULT_SCHEMA).verdict;
    else if (path.endsWith('qa.json')) {
      const score = readResult(where.file, QA_RESULT_SCHEMA).score;
      if (score) a.qa = { recall: score.recall, precision: score.precision };
    }
  } catch (e) {
    a.problems.push(`${label}: ${message(e)}`);
  }
}

function readArtefacts(dir: string, record: BenchRecord): SampleArtefacts {
  const a: SampleArtefacts = {
    check: null,
    play: null,
    playDir: null,
    trajectory: [],
    qa: null,
    screenshots: [],
    problems: [],
  };
  for (const [label, path] of Object.entries(record.files)) readArtefact(dir, label, path, a);
  // A screenshot named both by the record and by the trajectory is shown once.
  const seen = new Set<string>();
  a.screenshots = a.screenshots.filter((s) => !seen.has(normalize(s.file)) && seen.add(normalize(s.file)));
  return a;
}

/** run.json, or null when it is missing or not a run file (a report is made from the records alone). */
function askedOf(dir: string): RunFile | null {
  try {
    return readRunFile(dir);
  } catch {
    return null;
  }
}

/** Reads a run folder; throws a BenchReportError saying what is wrong and where when it cannot be reported. */
export function loadBenchRun(runDir: string): BenchRun {
  const dir = resolve(runDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new BenchReportError(`${runDir} is not a folder; give the run folder "playsmith bench run" wrote`);
  const records = readRecords(dir);
  return {
    dir,
    records,
    timings: readTimings(dir),
    artefacts: new Map(records.map((r) => [r.key, readArtefacts(dir, r)])),
    asked: askedOf(dir),
  };
}
