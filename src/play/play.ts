// `play` over one game: build it where it is a source project, measure Exec (L3a: 30 s with no uncaught error) and
// Pass (its golden path reaches the win), play it with a tester policy while the oracles watch, and write play.json,
// trajectory.jsonl, the screenshots, the trace and report.html. Problems of the game are verdicts, never exceptions.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildGame, FORBIDDEN_ACTION, runStability } from '../check/index.ts';
import { HarnessError, isUrlTarget, type GameBrowser, type GameSession } from '../harness/index.ts';
import type { Llm } from '../llm/index.ts';
import { renderPlayPage } from '../report/index.ts';
import {
  PlayStepSchema,
  PlaysmithError,
  ProjectFiles,
  toolVersions,
  type OnProgress,
  type PlayPolicyName,
  type PlayResult,
  type PlayStep,
  throwIfStopping,
} from '../shared/index.ts';
import { judgeGoldenEnd, readGoldenPath, type GoldenPath } from './golden-path.ts';
import { pageErrors, playFolderGoldenPath, withPageErrors } from './golden-path-folder.ts';
import { explorePolicy } from './policies/explore.ts';
import { goldenPolicy, type GoldenPolicy } from './policies/golden.ts';
import { llmPolicy } from './policies/llm.ts';
import type { PlayPolicy } from './policy.ts';
import { runTester, TESTER_SESSION, type TesterRun } from './tester.ts';
import { playVerdict, type Measured } from './verdict.ts';

export const DEFAULT_PLAY_STEPS = 60;
export const DEFAULT_PLAY_GAME_MS = 180_000;

/** A target or an option play cannot use: a usage error (exit 2), said so a person can fix it. */
export class PlayInputError extends PlaysmithError {
  override name = 'PlayInputError';
  constructor(message: string) {
    super(message, { code: 'bad-play-input', kind: 'usage' });
  }
}

export interface PlayOptions {
  policy: PlayPolicyName;
  seed: number;
  viewport: { width: number; height: number };
  /** Where the game is opened; its owner closes it. */
  browser: GameBrowser;
  /** Where play.json, trajectory.jsonl, screenshots, the trace and report.html go. */
  outDir: string;
  steps?: number;
  gameMs?: number;
  /** The model for the llm policy. */
  llm?: Llm | undefined;
  /** Send screenshots to the model (default true). */
  images?: boolean;
  /** A screenshot every this many steps for policies that do not look (default 10). */
  screenshotEvery?: number;
  /** Skip Exec (L3a) and Pass (the golden path): measure only what the tester sees (benchmarks of the loop). */
  testerOnly?: boolean;
  cacheDir?: string | undefined;
  /** How the target is named in the result (default: as given). */
  label?: string | undefined;
  onProgress?: OnProgress | undefined;
}

interface Served {
  served: string;
  folder: string | undefined;
  buildFailure: string | undefined;
}

async function serveTarget(target: string, options: PlayOptions): Promise<Served> {
  if (isUrlTarget(target)) return { served: target, folder: undefined, buildFailure: undefined };
  const folder = resolve(target);
  if (!existsSync(folder)) throw new PlayInputError(`${target} does not exist; give a game folder or a URL`);
  if (!statSync(folder).isDirectory())
    throw new PlayInputError(`${target} is a file, not a folder; give the folder that holds the game`);
  if (!existsSync(join(folder, 'package.json'))) return { served: folder, folder, buildFailure: undefined };
  options.onProgress?.({ task: 'build', detail: folder });
  const build = await buildGame(folder, { outDir: join(options.outDir, 'build'), cacheDir: options.cacheDir });
  const failure = build.ok ? undefined : (build.diagnostics[0]?.message ?? 'unknown error');
  return { served: build.outDir, folder, buildFailure: failure };
}

function goldenPathOf(folder: string | undefined): GoldenPath | undefined | string {
  if (!folder || new ProjectFiles(folder).kind(join(folder, 'golden-path.json')).kind === 'missing') return undefined;
  const parsed = readGoldenPath(join(folder, 'golden-path.json'));
  return parsed.ok ? parsed.path : `golden-path.json is invalid: ${parsed.errors.join('; ')}`;
}

function policyFor(options: PlayOptions, golden: GoldenPath | undefined, archetype: string | undefined): PlayPolicy {
  if (options.policy === 'golden') return goldenPolicy(golden!);
  if (options.policy === 'explore') return explorePolicy(options.seed, archetype);
  return llmPolicy({ llm: options.llm!, images: options.images });
}

/**
 * Listed actions whose effect is checked: not those that pause or leave, start or restart, or act only in some states
 * (on what is near, focused or offered: the n-th choice when fewer are shown does nothing, and rightly so).
 */
function checkedActions(session: GameSession): string[] {
  const CONTEXT = new RegExp(
    'start|restart|retry|reset|continue|next|prev|confirm|select|interact|use|talk|undo|redo|cancel|skip|help|hint|' +
      'swap|drop|pick|place|build|sell|upgrade|buy|choose|choice|answer|option|focus|tab|_?\\d+$',
    'i',
  );
  return Object.keys(session.actions()).filter((n) => !FORBIDDEN_ACTION.test(n) && !CONTEXT.test(n));
}

async function measureExec(served: string, options: PlayOptions, measured: Measured): Promise<void> {
  options.onProgress?.({ task: 'Exec (L3a, 30 s of game time)' });
  const l3a = await runStability(served, {
    seed: options.seed,
    viewport: options.viewport,
    browser: options.browser,
    outDir: options.outDir,
  });
  measured.exec = { holds: l3a.status === 'pass', reason: l3a.reasons[0] ?? 'ran 30 s of game time with no error' };
}

async function measurePass(folder: string, served: string, options: PlayOptions, measured: Measured): Promise<void> {
  options.onProgress?.({ task: 'Pass (golden path)' });
  const run = await playFolderGoldenPath(folder, {
    browser: options.browser,
    viewport: options.viewport,
    built: served,
  });
  measured.pass = {
    holds: run.passed,
    reason: run.passed ? `the golden path won in ${(run.gameTimeMs / 1000).toFixed(1)} s` : (run.failure ?? 'failed'),
  };
}

async function playTester(
  served: string,
  options: PlayOptions,
  golden: GoldenPath | undefined,
): Promise<{ run: TesterRun; session: GameSession | undefined; policy: PlayPolicy | undefined; stop?: string }> {
  let session: GameSession;
  try {
    session = await options.browser.openGame(served, {
      ...TESTER_SESSION,
      seed: options.policy === 'golden' && golden ? golden.seed : options.seed,
      viewport: options.viewport,
    });
  } catch (error) {
    if (!(error instanceof HarnessError) || ['browser-not-found', 'browser-launch-failed'].includes(error.code))
      throw error;
    const run: TesterRun = {
      steps: 0,
      gameMs: 0,
      ended: `the game could not be played: ${error.message}`,
      finish: undefined,
      everWon: false,
      contract: false,
      goal: null,
      findings: [],
      actions: [],
      screenshots: [],
    };
    return { run, session: undefined, policy: undefined, stop: error.message };
  }
  const meta = await session.meta().catch(() => undefined);
  const policy = policyFor(options, golden, meta?.archetype);
  // A golden path bounds itself (every step has its own length or timeout): by default it is played to its end.
  const path = options.policy === 'golden' ? golden : undefined;
  const run = await runTester(session, policy, {
    steps: options.steps ?? (path ? path.steps.length + 1 : DEFAULT_PLAY_STEPS),
    gameMs: options.gameMs ?? (path ? Number.POSITIVE_INFINITY : DEFAULT_PLAY_GAME_MS),
    outDir: options.outDir,
    screenshotEvery: policy.wantsImages ? 1 : (options.screenshotEvery ?? 10),
    checkedActions: (await session.state().catch(() => undefined)) ? checkedActions(session) : [],
    onProgress: options.onProgress,
  });
  return { run, session, policy };
}

/**
 * Pass read off the tester's run of the golden policy, judged by the golden-path runner's rules on the state the path
 * ended in: the path is played once, not once for Pass and again for Play.
 */
async function passFromTester(
  tester: Awaited<ReturnType<typeof playTester>>,
  path: GoldenPath,
): Promise<Measured['pass']> {
  const { session, run } = tester;
  if (!session || !tester.policy) return { holds: false, reason: tester.stop ?? run.ended };
  const stopped = /^the game stopped the run/.test(run.ended);
  const finalState = stopped ? undefined : await session.state();
  const failure = (tester.policy as GoldenPolicy).stepFailure() ?? (stopped ? run.ended : undefined);
  const end = judgeGoldenEnd(path, finalState, failure);
  return end.passed && end.won
    ? { holds: true, reason: `the golden path won in ${(run.gameMs / 1000).toFixed(1)} s` }
    : { holds: false, reason: withPageErrors(end.failure, pageErrors(session)) ?? 'the golden path did not win' };
}

/** Plays `target` (a game folder or a URL) and writes its result; returns it. */
export async function playGame(target: string, options: PlayOptions): Promise<PlayResult> {
  const started = performance.now();
  if (options.policy === 'llm' && !options.llm) throw new PlayInputError('--policy llm needs a configured model');
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  const { served, folder, buildFailure } = await serveTarget(target, { ...options, outDir });
  const golden = goldenPathOf(folder);
  if (options.policy === 'golden' && typeof golden !== 'object')
    throw new PlayInputError(
      `--policy golden needs the game's golden-path.json: ${golden ?? `${target} has none`}; ` +
        'use --policy explore for a game without one',
    );
  const measured: Measured = {
    exec: { holds: null, reason: 'not measured' },
    pass: {
      holds: null,
      reason:
        typeof golden === 'string' ? golden : 'no golden-path.json (and no hidden test): Pass could not be measured',
    },
  };
  if (typeof golden === 'string') measured.pass.holds = false;
  if (buildFailure) measured.exec = { holds: false, reason: `the game does not build: ${buildFailure}` };
  let tester: Awaited<ReturnType<typeof playTester>> | undefined;
  if (!buildFailure) {
    const path = typeof golden === 'object' ? golden : undefined;
    // With the golden policy the tester's own run is the golden path's: Pass is read off it.
    const passByTester = options.policy === 'golden' && path !== undefined;
    if (!options.testerOnly) {
      await measureExec(served, { ...options, outDir }, measured);
      if (folder && path && !passByTester) await measurePass(folder, served, options, measured);
    }
    tester = await playTester(served, { ...options, outDir }, path);
    if (passByTester && !options.testerOnly) measured.pass = await passFromTester(tester, path);
  }
  try {
    const result = playVerdict({
      target: options.label ?? target,
      options,
      measured,
      tester,
      wallMs: Math.round(performance.now() - started),
      versions: toolVersions(),
    });
    throwIfStopping();
    if (tester?.session) writeFileSync(join(outDir, 'trace.jsonl'), tester.session.trace.jsonl());
    writeFileSync(join(outDir, 'play.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(outDir, 'report.html'), renderPlayPage(result, readTrajectory(outDir)));
    return result;
  } finally {
    await tester?.session?.close();
  }
}

/** The steps of a run's trajectory.jsonl, for the report (lines that do not parse are left out). */
function readTrajectory(outDir: string): PlayStep[] {
  const file = join(outDir, 'trajectory.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const parsed = PlayStepSchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    });
}
