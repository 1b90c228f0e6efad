// The verification of a fix, the same for every agent: L1 (integrity), L2 (the build), the bug's reproduction
// replayed on the build (the fault must be gone), L3a (stability), and the game's golden path (it must still win).
// The first level that fails ends it; the failures come in make's shape, so the repair loop can show them to a model.
import { join } from 'node:path';
import { buildGame, checkIntegrity, runStability } from '../check/index.ts';
import type { GameBrowser } from '../harness/index.ts';
import type { Failure } from '../make/index.ts';
import { type GoldenPath, playFolderGoldenPath } from '../play/index.ts';
import { faultHolds, openBrowserGame, replayGolden, replayReport } from '../qa/index.ts';
import { makeTempDir, removeTempDir } from '../shared/index.ts';
import type { RepairBug } from './bugs.ts';
import { FIX_LEVELS, type FixLevel, type FixVerification } from './result.ts';

/** Wall-clock limit of one build: repair builds one after another on a machine that may be busy. */
const BUILD_TIMEOUT_MS = 900_000;
/** Reproduction steps shown to a model; a longer reproduction is cut with a count of the rest. */
const STEPS_SHOWN = 24;

export interface VerifyContext {
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** The seed of the L3a run. */
  seed: number;
  /** The game's golden path (read from the game as given: no agent may change what it is verified with). */
  goldenPath: GoldenPath;
  cacheDir?: string | undefined;
}

/** A failed level's failures, numbered by the repair loop (make's Failure without its id). */
export type LevelFailure = Omit<Failure, 'id'>;

export interface Verified {
  verification: FixVerification;
  failures: LevelFailure[];
}

const place = (at: { file?: string | undefined; line?: number | undefined; column?: number | undefined }) => ({
  ...(at.file ? { file: at.file } : {}),
  ...(at.line !== undefined ? { line: at.line } : {}),
  ...(at.column !== undefined ? { column: at.column } : {}),
});

/** The bug as the failing test a model is shown: what was expected, what was seen, and the steps that show it. */
export function bugFailure(bug: RepairBug): LevelFailure {
  const steps = bug.steps.slice(0, STEPS_SHOWN).map((s, i) => `${i + 1}) ${s}`);
  if (bug.steps.length > STEPS_SHOWN) steps.push(`… and ${bug.steps.length - STEPS_SHOWN} more`);
  const r = bug.reproduction;
  const from = r.kind === 'golden-prefix' ? r.seed : r.kind === 'qa-report' ? r.result.seed : undefined;
  const seed = from === undefined ? '' : ` (seed ${from})`;
  return {
    stage: 'play',
    code: 'bug-reproduced',
    message:
      `bug ${bug.id}: ${bug.description} Expected: ${bug.expected}. Observed: ${bug.observed}. The failing test ` +
      `replays these steps from a fresh game${seed} and still sees the fault: ${steps.join('; ')}`,
  };
}

/** Whether the bug's fault still shows on `built`, and what the replay saw. */
async function reproduce(
  built: string,
  bug: RepairBug,
  ctx: VerifyContext,
): Promise<{ shows: boolean; detail: string }> {
  const r = bug.reproduction;
  if (r.kind === 'none') return { shows: true, detail: r.why };
  if (r.kind === 'golden-prefix') {
    const path = { ...ctx.goldenPath, seed: r.seed };
    const run = await replayGolden(built, path, { browser: ctx.browser, viewport: ctx.viewport, steps: r.steps });
    const shows = faultHolds(r.fault, run.snapshots);
    const played = `${run.snapshots.length} of ${r.steps} golden-path step(s) replayed`;
    const stopped = run.stopped ? `; ${run.stopped}` : '';
    return { shows, detail: `${played}${stopped}; the fault ${shows ? 'still shows' : 'no longer shows'}` };
  }
  const adapter = await openBrowserGame(built, {
    browser: ctx.browser,
    viewport: r.setup.viewport ?? ctx.viewport,
    game: r.setup.game,
    cacheDir: ctx.cacheDir,
  });
  try {
    const replayed = await replayReport(adapter, r.result, r.reportId);
    const seen = replayed.recurs ? 'still shows' : 'no longer shows';
    return {
      shows: replayed.recurs,
      detail:
        `qa report ${r.reportId} replayed (${replayed.lines.length} step(s) from seed ${r.result.seed}); ` +
        `its fault ${replayed.report.signature} ${seen}`,
    };
  } finally {
    await adapter.close();
  }
}

function startLevels(): FixVerification['levels'] {
  const levels = {} as FixVerification['levels'];
  for (const level of FIX_LEVELS) levels[level] = { status: 'not-run', detail: 'an earlier level failed' };
  return levels;
}

/** Verifies the game in `gameDir` against one bug; stops at the first level that fails. */
export async function verifyFix(gameDir: string, bug: RepairBug, ctx: VerifyContext): Promise<Verified> {
  const started = performance.now();
  const levels = startLevels();
  const done = (failedAt: FixLevel | null, failures: LevelFailure[] = []): Verified => ({
    verification: { levels, failedAt, wallMs: Math.round(performance.now() - started) },
    failures,
  });
  const integrity = checkIntegrity(gameDir);
  const firstIssue = integrity.issues[0];
  levels.L1 = { status: integrity.ok ? 'pass' : 'fail', detail: firstIssue?.message ?? 'every reference resolves' };
  if (!integrity.ok)
    return done(
      'L1',
      integrity.issues.map((i) => ({ stage: 'integrity', code: i.kind, message: i.message, ...place(i) })),
    );
  const buildRoot = makeTempDir('playsmith-repair-build-');
  try {
    const built = join(buildRoot, 'build');
    const build = await buildGame(gameDir, { outDir: built, cacheDir: ctx.cacheDir, timeoutMs: BUILD_TIMEOUT_MS });
    const diagnostic = build.diagnostics[0];
    const where = diagnostic?.file ? `${diagnostic.file}${diagnostic.line ? `:${diagnostic.line}` : ''}: ` : '';
    levels.L2 = build.ok
      ? { status: 'pass', detail: 'type-check and bundle succeed' }
      : { status: 'fail', detail: `${where}${diagnostic?.message.split('\n')[0] ?? 'the build failed'}` };
    if (!build.ok)
      return done(
        'L2',
        build.diagnostics.map((d) => ({ stage: 'build', code: d.code ?? d.stage, message: d.message, ...place(d) })),
      );
    const replayed = await reproduce(built, bug, ctx);
    levels.reproduction = { status: replayed.shows ? 'fail' : 'pass', detail: replayed.detail };
    if (replayed.shows) return done('reproduction', [bugFailure(bug)]);
    const stability = await runStability(built, { seed: ctx.seed, viewport: ctx.viewport, browser: ctx.browser });
    const stable = stability.status === 'pass';
    levels.L3a = {
      status: stable ? 'pass' : 'fail',
      detail: stable ? `${Math.round(stability.gameMs / 1000)} s of game time, no error` : stability.reasons.join('; '),
    };
    if (!stable)
      return done(
        'L3a',
        stability.reasons.map((message) => ({ stage: 'runtime', code: 'unstable', message })),
      );
    const golden = await playFolderGoldenPath(gameDir, { browser: ctx.browser, viewport: ctx.viewport, built });
    const won = golden.won && golden.passed;
    levels.goldenPath = {
      status: won ? 'pass' : 'fail',
      detail: won
        ? `won in ${(golden.gameTimeMs / 1000).toFixed(1)} s of game time`
        : (golden.failure ?? 'the game was not won'),
    };
    if (!won)
      return done('goldenPath', [
        ...golden.errors.map((message): LevelFailure => ({ stage: 'runtime', code: 'uncaught-error', message })),
        { stage: 'play', code: 'golden-path-not-won', message: golden.failure ?? 'the game was not won' },
      ]);
    return done(null);
  } finally {
    removeTempDir(buildRoot);
  }
}
