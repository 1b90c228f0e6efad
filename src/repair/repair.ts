// playsmith repair: the closed loop GBQA leaves as future work. Each confirmed bug goes to an agent (offline: revert
// the pinned mutation; llm: make's repair loop), and the fix is verified by the same replay that confirmed the bug
// plus L1–L3a and the golden path. A fix that is not verified is rolled back; the repaired game (a copy: the input
// folder is never changed) keeps every verified fix, and repair.json says per bug fixed, not fixed or regressed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { GameBrowser } from '../harness/index.ts';
import { type Llm, TrajectoryLog } from '../llm/index.ts';
import { MakeModelError } from '../make/index.ts';
import { readGoldenPath } from '../play/index.ts';
import { copyProject, toolVersions } from '../shared/index.ts';
import { readRepairBugs, type RepairBug, RepairInputError } from './bugs.ts';
import { familyOf, repairWithModel } from './llm.ts';
import { revertMutation } from './offline.ts';
import {
  type BugRepair,
  type FixVerification,
  REPAIR_RESULT_SCHEMA,
  type RepairResult,
  type RepairStatus,
} from './result.ts';
import { type VerifyContext, verifyFix } from './verify.ts';

export const REPAIR_RESULT_FILE = 'repair.json';
export const REPAIRED_GAME_DIR = 'game';
export const REPAIR_TRAJECTORY_FILE = 'trajectory.jsonl';

export interface RepairOptions {
  bugsFile: string;
  agent: 'offline' | 'llm';
  /** Absent or empty; gets game/ (the repaired copy), repair.json and, with the llm agent, trajectory.jsonl. */
  outDir: string;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** The seed of each L3a run. */
  seed: number;
  cacheDir?: string | undefined;
  /** The model, the most patches per bug, and the living debug protocol's file (llm agent only). */
  llm?: Llm | undefined;
  maxRepairs?: number | undefined;
  protocolFile?: string | undefined;
  onProgress?: ((line: string) => void) | undefined;
}

/** The most patches the llm agent makes per bug unless told: each round is a build and several replays. */
export const DEFAULT_REPAIR_ROUNDS = 2;

/** Files a copy of the game leaves out: what a build or an install adds, and version control. */
const NOT_COPIED: ReadonlySet<string> = new Set(['node_modules', 'dist', '.playsmith', '.git']);

/** The text of every file under src/, to roll a patch back exactly. */
type Snapshot = Map<string, string>;

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

function snapshot(gameDir: string): Snapshot {
  return new Map(filesUnder(gameDir, join(gameDir, 'src')).map((f) => [f, readFileSync(join(gameDir, f), 'utf8')]));
}

/** The files under src/ that differ from the snapshot (added, changed or removed). */
function changedSince(gameDir: string, before: Snapshot): string[] {
  const now = snapshot(gameDir);
  const all = new Set([...before.keys(), ...now.keys()]);
  return [...all].filter((f) => before.get(f) !== now.get(f)).sort();
}

function rollBack(gameDir: string, before: Snapshot): void {
  for (const file of changedSince(gameDir, before)) {
    const text = before.get(file);
    if (text === undefined) rmSync(join(gameDir, file));
    else writeFileSync(join(gameDir, file), text);
  }
}

function checkInput(gameDir: string, outDir: string): void {
  if (!existsSync(join(gameDir, 'package.json')) || !existsSync(join(gameDir, 'src')))
    throw new RepairInputError(
      `${gameDir}: not a game's source project (no package.json or src/); repair patches a game's source, such ` +
        "as a made game, a template or a qa inject suite's games/<id>",
    );
  const rel = relative(gameDir, outDir);
  if (rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep)))
    throw new RepairInputError(`--out ${outDir} is inside the game; repair never changes the input folder`);
  if (existsSync(outDir) && readdirSync(outDir).length)
    throw new RepairInputError(`--out ${outDir}: not empty; give a new folder for the repaired game`);
}

/** A verification's verdict: a patch that broke L1–L3a or the golden path regressed; a fault still shown: not fixed. */
function statusOf(verification: FixVerification): { status: RepairStatus; reason: string } {
  const { failedAt, levels } = verification;
  if (failedAt === null)
    return { status: 'fixed', reason: 'the reproduction no longer shows the fault, L1–L3a pass, the golden path wins' };
  if (failedAt === 'reproduction')
    return { status: 'not-fixed', reason: `the reproduction still shows the fault: ${levels.reproduction.detail}` };
  const level = failedAt === 'goldenPath' ? 'the golden path' : failedAt;
  return { status: 'regressed', reason: `the patch broke ${level}: ${levels[failedAt].detail}` };
}

interface Attempt {
  status: RepairStatus;
  reason: string;
  summary: string;
  verification: FixVerification | null;
  rounds: BugRepair['rounds'];
}

/** Why the offline agent leaves a qa report alone: it says what was seen and how, never where the code is wrong. */
const QA_REPORT_NOT_PINNED =
  'a qa report says what its replay shows, not where the code is wrong, and repair reads nothing else (never a ' +
  "suite's hidden bugs); the offline agent only reverts a mutation a known-bugs file pins — try --agent llm";

async function offlineAttempt(bug: RepairBug, gameDir: string, verify: VerifyContext): Promise<Attempt> {
  if (bug.source === 'qa-report')
    return { status: 'not-fixed', reason: QA_REPORT_NOT_PINNED, summary: '', verification: null, rounds: null };
  const revert = revertMutation(gameDir, bug.injected);
  if (!revert.ok) return { status: 'not-fixed', reason: revert.reason, summary: '', verification: null, rounds: null };
  const { verification } = await verifyFix(gameDir, bug, verify);
  return { ...statusOf(verification), summary: revert.summary, verification, rounds: null };
}

async function llmAttempt(
  bug: RepairBug,
  gameDir: string,
  verify: VerifyContext,
  options: RepairOptions & { trajectory: TrajectoryLog; fixedBefore: string[] },
): Promise<Attempt> {
  const family = familyOf(gameDir)!;
  try {
    const { rounds, last } = await repairWithModel(
      bug,
      { dir: gameDir, family },
      {
        llm: options.llm!,
        trajectory: options.trajectory,
        maxRepairs: options.maxRepairs ?? DEFAULT_REPAIR_ROUNDS,
        protocolFile: options.protocolFile!,
      },
      () => verifyFix(gameDir, bug, verify),
    );
    const patched = rounds.iterations.filter((i) => i.repair?.written.length).length;
    if (rounds.repairs === 0 && last.failedAt === null) {
      // Two reports of one fault (qa's oracles often see one cause twice): the first bug's fix may end both.
      const earlier = options.fixedBefore;
      return earlier.length
        ? {
            status: 'fixed',
            reason:
              `the fault no longer shows with the fix of ${earlier.join(', ')} in, L1–L3a pass, the golden path ` +
              'wins; no patch of its own was needed',
            summary: '',
            verification: last,
            rounds,
          }
        : {
            status: 'not-fixed',
            reason: 'the reproduction does not show the fault on the game as given; there was nothing to repair',
            summary: '',
            verification: last,
            rounds,
          };
    }
    const verdict = statusOf(last);
    const wrote = rounds.iterations.flatMap((i) => i.repair?.written ?? []);
    return {
      ...(patched === 0 && verdict.status === 'not-fixed'
        ? { status: 'not-fixed' as const, reason: `the model wrote no patch in ${rounds.repairs} round(s)` }
        : verdict),
      summary: `${rounds.repairs} model round(s); wrote ${[...new Set(wrote)].join(', ') || 'nothing'}`,
      verification: last,
      rounds,
    };
  } catch (e) {
    if (!(e instanceof MakeModelError)) throw e;
    return { status: 'not-fixed', reason: e.message, summary: '', verification: null, rounds: null };
  }
}

/** Repairs the bugs of `options.bugsFile` in a copy of `game`; writes the copy and repair.json to options.outDir. */
export async function repairGame(game: string, options: RepairOptions): Promise<RepairResult> {
  const started = performance.now();
  const gameDir = resolve(game);
  const outDir = resolve(options.outDir);
  checkInput(gameDir, outDir);
  const bugs = readRepairBugs(options.bugsFile);
  const parsed = readGoldenPath(join(gameDir, 'golden-path.json'));
  if (!parsed.ok)
    throw new RepairInputError(
      `${parsed.errors.join('; ')} — a fix counts only when the game's golden path still wins, so repair needs one`,
    );
  if (options.agent === 'llm') {
    if (!options.llm || !options.protocolFile)
      throw new RepairInputError('--agent llm needs a configured model and a debug protocol file');
    if (!familyOf(gameDir))
      throw new RepairInputError(
        `${gameDir}/src/game/definition.ts names no template family (archetype: '…'); the llm agent repairs ` +
          'games made from a Playsmith template',
      );
  }
  mkdirSync(outDir, { recursive: true });
  const work = join(outDir, REPAIRED_GAME_DIR);
  // Every later read and patch is of this copy, which holds only the game's regular files inside it (the project rule).
  const skippedFiles = copyProject(gameDir, work, { never: NOT_COPIED });
  const verify: VerifyContext = { ...options, goldenPath: parsed.path };
  const trajectory = new TrajectoryLog(join(outDir, REPAIR_TRAJECTORY_FILE));
  const repairs: BugRepair[] = [];
  for (const bug of bugs) {
    const began = performance.now();
    options.onProgress?.(`${bug.id}: ${bug.title}`);
    const before = snapshot(work);
    const attempt: Attempt =
      bug.reproduction.kind === 'none'
        ? { status: 'not-fixed', reason: bug.reproduction.why, summary: '', verification: null, rounds: null }
        : options.agent === 'offline'
          ? await offlineAttempt(bug, work, verify)
          : await llmAttempt(bug, work, verify, {
              ...options,
              trajectory,
              fixedBefore: repairs.filter((r) => r.status === 'fixed' && r.patch).map((r) => r.id),
            });
    const files = changedSince(work, before);
    if (attempt.status !== 'fixed') rollBack(work, before);
    options.onProgress?.(`  ${attempt.status}: ${attempt.reason}`);
    repairs.push({
      id: bug.id,
      source: bug.source,
      title: bug.title,
      status: attempt.status,
      reason: attempt.reason,
      patch: files.length ? { files, summary: attempt.summary } : null,
      verification: attempt.verification,
      rounds: attempt.rounds,
      wallMs: Math.round(performance.now() - began),
    });
  }
  const count = (status: RepairStatus) => repairs.filter((r) => r.status === status).length;
  const result: RepairResult = {
    schema: REPAIR_RESULT_SCHEMA,
    game: gameDir,
    bugsFile: resolve(options.bugsFile),
    agent: options.agent,
    repaired: REPAIRED_GAME_DIR,
    seed: options.seed,
    bugs: repairs,
    counts: { fixed: count('fixed'), notFixed: count('not-fixed'), regressed: count('regressed') },
    skippedFiles,
    wallMs: Math.round(performance.now() - started),
    versions: toolVersions(),
  };
  writeFileSync(join(outDir, REPAIR_RESULT_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}
