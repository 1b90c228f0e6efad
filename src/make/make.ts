// `make`: prompt → standalone, checked, won game, fully offline (OpenGame's six phases, each done by deterministic
// code): classify, design (GDD), requirements, assets, levels and hook code from the family template, then check, the
// golden path for the generated levels, and every requirement verified.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { checkGame } from '../check/index.ts';
import type { GameBrowser } from '../harness/index.ts';
import { TrajectoryLog, type Llm } from '../llm/index.ts';
import { playTestGame, type FolderGoldenPathRun } from '../play/index.ts';
import { renderMakePage } from '../report/index.ts';
import {
  fidelityLine,
  MAKE_RESULT_SCHEMA,
  makeTempDir,
  noModeLine,
  removeTempDir,
  toolVersions,
  type Archetype,
  type CheckResult,
  type MadePlayTest,
  type MakeResult,
  type OnProgress,
  type RepairReport,
  throwIfStopping,
} from '../shared/index.ts';
import { agentImplement, MakeModelError, repairLoop, type AgentContext, type Verification } from './agent/agent.ts';
import {
  failureFromPlay,
  failuresFromCheck,
  failuresFromPlayTest,
  failuresFromValidators,
  loadProtocol,
  validateProject,
} from './debug/index.ts';
import { accountPhrases, madeAs } from './accounting.ts';
import { INTENT_CAP_NOT_MADE, kindAccount, type Phase } from './rulebook/make.ts';
import { madeLine, unmadeKind, type Via } from './rulebook/route.ts';
import { makeOutcome, verdictsLine } from './outcome.ts';
import { verifyRequirements } from './requirements.ts';

import { designInto, MakeInputError } from './design.ts';

export { MakeInputError };

export interface MakeOptions {
  outDir: string;
  seed: number;
  archetype?: Archetype | undefined;
  force?: boolean | undefined;
  viewport: { width: number; height: number };
  /** Where check and the golden path open the game; the caller launches and closes it. */
  browser: GameBrowser;
  onProgress?: OnProgress | undefined;
  /** Make with a model (`--agent llm`) instead of the offline generators alone. */
  agent?: MakeAgentOptions | undefined;
  /**
   * Why L3b is left out (`--no-behaviour`): the check runs L1–L3a, which alone pass or fail the game, and L3b with the
   * scores drawn from it is listed as not measured. Nothing else of the make changes.
   */
  skipBehaviour?: string | undefined;
  /** The way to make it (`--via`): a bespoke mode or a composed rulebook; by default the measured choice. */
  via?: Via | undefined;
}

export interface MakeAgentOptions {
  llm: Llm;
  /** T: the most repair patches after the first verification (default 5). */
  maxRepairs: number;
  /** The living debug protocol's file (kept across runs). */
  protocolFile: string;
}

export const TRAJECTORY_FILE = 'trajectory.jsonl';

export const RESULT_FILE = 'playsmith.json';
/** The game project inside the output folder: a standalone folder a person can copy away. */
export const GAME_DIR = 'game';
export const REPORT_FILE = 'report.html';
export const REPORT_DIR = 'report';

function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path).split(sep).join('/')];
    });
}

/**
 * Written when make takes a folder and removed once playsmith.json is written: a make that was stopped halfway leaves
 * it behind, naming the files that were there before it (everything else in the folder is make's), so --force can
 * replace a half-made game as it replaces a whole one.
 */
export const PARTIAL_FILE = '.playsmith-make-partial.json';
const PartialSchema = z.object({ schema: z.literal('playsmith.make-partial/1'), kept: z.array(z.string()) });

function writePartial(outDir: string, kept: string[]): void {
  const partial: z.infer<typeof PartialSchema> = { schema: 'playsmith.make-partial/1', kept };
  writeFileSync(join(outDir, PARTIAL_FILE), `${JSON.stringify(partial, null, 2)}\n`);
}

function readPartial(outDir: string): z.infer<typeof PartialSchema> | undefined {
  try {
    return PartialSchema.parse(JSON.parse(readFileSync(join(outDir, PARTIAL_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

/** The files an earlier make in `outDir` wrote: from its playsmith.json, else from the marker a stopped make left. */
function earlierMakeFiles(outDir: string): string[] | undefined {
  const previous = join(outDir, RESULT_FILE);
  if (existsSync(previous)) {
    try {
      return z.object({ files: z.array(z.string()) }).parse(JSON.parse(readFileSync(previous, 'utf8'))).files;
    } catch {
      throw new MakeInputError(
        `${previous} is not a make result; --force removes only files listed there, so choose a new folder`,
      );
    }
  }
  const partial = readPartial(outDir);
  if (!partial) return undefined;
  const kept = new Set([...partial.kept, PARTIAL_FILE]);
  return filesUnder(outDir).filter((f) => !kept.has(f));
}

/**
 * Makes room in `outDir`: it must be new or empty, or, with --force, earlier make output (whole or stopped halfway)
 * whose files are removed (nothing else is). Returns the first folder it created, if it created any.
 */
function prepareOut(outDir: string, force: boolean): string | undefined {
  if (!existsSync(outDir)) {
    const created = mkdirSync(outDir, { recursive: true });
    writePartial(outDir, []);
    return created;
  }
  if (!statSync(outDir).isDirectory()) throw new MakeInputError(`--out ${outDir} is a file; give a folder`);
  const present = readdirSync(outDir);
  if (present.length === 0) {
    writePartial(outDir, []);
    return undefined;
  }
  const stopped = !existsSync(join(outDir, RESULT_FILE)) && readPartial(outDir) !== undefined;
  if (!force)
    throw new MakeInputError(
      stopped
        ? `--out ${outDir} holds a make that did not finish (it left ${PARTIAL_FILE}); pass --force to replace ` +
            'what it wrote (only the files make wrote are removed), or choose a new folder'
        : `--out ${outDir} is not empty; choose a new folder, or pass --force to replace an earlier game made ` +
            'there (only the files make wrote are removed)',
    );
  const made = earlierMakeFiles(outDir);
  if (!made)
    throw new MakeInputError(
      `--out ${outDir} is not empty and holds no ${RESULT_FILE} from an earlier make; --force only replaces ` +
        `Playsmith's own output, so choose a new folder`,
    );
  // The marker goes first: a make stopped while removing the earlier files still leaves a folder --force accepts.
  const mine = new Set([...made, PARTIAL_FILE]);
  writePartial(
    outDir,
    filesUnder(outDir).filter((f) => !mine.has(f)),
  );
  for (const file of made) {
    const path = resolve(outDir, file);
    if (path.startsWith(resolve(outDir) + sep)) rmSync(path, { force: true });
  }
  for (const dir of [...new Set(made.map((f) => dirname(resolve(outDir, f))))].sort((a, b) => b.length - a.length)) {
    if (dir.startsWith(resolve(outDir) + sep) && existsSync(dir) && readdirSync(dir).length === 0)
      rmSync(dir, { recursive: true });
  }
  return undefined;
}

type GoldenRun = Omit<FolderGoldenPathRun, 'endScreenshot'> & { screenshot: string };

/** Where the play test's trajectory and screenshots go, relative to the output folder. */
const PLAY_TEST_DIR = `${REPORT_DIR}/play`;

/**
 * The golden path played once, by the tester with the oracles watching: it gives the path's run (Pass, and the events
 * and final state the requirements read), whose last frame goes to the report folder, and the play test (Exec from
 * check's L3a, Pass, Play and the findings, their screenshots made relative to playsmith.json).
 */
async function playGoldenPath(
  gameDir: string,
  outDir: string,
  options: MakeOptions,
  check: CheckResult,
  built: string | undefined,
): Promise<{ golden: GoldenRun; tested: MadePlayTest }> {
  const l3a = check.levels.L3a;
  const exec =
    l3a.status === 'pass'
      ? { holds: true, reason: 'ran 30 s of game time with no error (L3a)' }
      : { holds: false, reason: l3a.status === 'fail' ? (l3a.reasons[0] ?? 'L3a failed') : check.verdict.summary };
  // A repair round plays again: no screenshot of an earlier round may stay behind.
  rmSync(join(outDir, PLAY_TEST_DIR), { recursive: true, force: true });
  const run = await playTestGame({
    browser: options.browser,
    viewport: options.viewport,
    gameDir,
    built,
    exec,
    outDir: join(outDir, PLAY_TEST_DIR),
  });
  const { endScreenshot, ...evidence } = run.golden;
  let screenshot = '';
  if (endScreenshot) {
    screenshot = `${REPORT_DIR}/golden-path-end.png`;
    mkdirSync(join(outDir, REPORT_DIR), { recursive: true });
    writeFileSync(join(outDir, screenshot), endScreenshot);
  }
  const { passed, won, failure, gameTimeMs, traceHash, events, finalState, errors } = evidence;
  const golden = { passed, won, failure, gameTimeMs, traceHash, events, screenshot, finalState, errors };
  const { played, ...measured } = run.test;
  const findings = run.test.findings.map((f) => ({
    ...f,
    screenshot: f.screenshot && `${PLAY_TEST_DIR}/${f.screenshot}`,
  }));
  return { golden, tested: { ...measured, findings, trajectory: played ? `${PLAY_TEST_DIR}/trajectory.jsonl` : null } };
}

/**
 * Makes a game from `prompt` into `options.outDir`. Bad input is a MakeInputError; a game that fails its checks is a
 * result with pass=false.
 */
export async function makeGame(prompt: string, options: MakeOptions): Promise<MakeResult> {
  const started = performance.now();
  const wall: Record<string, number> = {};
  const phase = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    options.onProgress?.({ task: name });
    try {
      return await fn();
    } finally {
      wall[name] = Math.round(performance.now() - t);
    }
  };
  if (prompt.trim() === '')
    throw new MakeInputError(
      'the prompt is empty; describe the game in a sentence, e.g. "a platformer where a fox collects gems"',
    );
  const agent = options.agent;
  if (agent && !(Number.isInteger(agent.maxRepairs) && agent.maxRepairs >= 0))
    throw new MakeInputError(`the repair limit must be a whole number >= 0, got ${agent.maxRepairs}`);
  const outDir = resolve(options.outDir);
  const created = prepareOut(outDir, options.force === true);
  const { seed } = options;
  const trajectory = agent ? new TrajectoryLog(join(outDir, TRAJECTORY_FILE)) : undefined;
  const ctx: AgentContext | undefined =
    agent && trajectory
      ? {
          llm: agent.llm.with({ trajectory, namespace: `seed-${seed}` }),
          trajectory,
          maxRepairs: agent.maxRepairs,
          protocolFile: resolve(agent.protocolFile),
          fallbacks: [],
        }
      : undefined;
  const present = new Set(readPartial(outDir)?.kept ?? []);
  try {
    return await makeInto(prompt, outDir, options, ctx, phase, wall, started);
  } catch (e) {
    // A model that cannot be reached leaves no half-made game: what this run wrote is removed, the folders it made
    // too, and nothing else.
    if (e instanceof MakeModelError) removeWritten(outDir, present, created);
    throw e;
  }
}

/** Removes what a make wrote in `outDir` (all but `keep`), then the folders it created, down from `created`. */
function removeWritten(outDir: string, keep: ReadonlySet<string>, created: string | undefined): void {
  const written = filesUnder(outDir).filter((f) => !keep.has(f));
  for (const file of written) rmSync(join(outDir, file), { force: true });
  for (const dir of [...new Set(written.map((f) => dirname(join(outDir, f))))].sort((a, b) => b.length - a.length)) {
    for (let d = dir; d.startsWith(outDir + sep) && existsSync(d) && readdirSync(d).length === 0; d = dirname(d))
      rmSync(d, { recursive: true });
  }
  if (!created) return;
  for (let d = outDir; d.startsWith(created) && existsSync(d) && readdirSync(d).length === 0; d = dirname(d))
    rmSync(d, { recursive: true });
}

async function makeInto(
  prompt: string,
  outDir: string,
  options: MakeOptions,
  ctx: AgentContext | undefined,
  phase: Phase,
  wall: Record<string, number>,
  started: number,
): Promise<MakeResult> {
  const { seed } = options;
  const gameDir = join(outDir, GAME_DIR);
  const { classification, route, authoring, made, assets } = await designInto(prompt, gameDir, options, ctx, phase);
  const { gdd, familyRequirements, phrases } = made;
  const requirements = [...familyRequirements, ...phrases.requirements];
  // A rulebook game has no hook code: the rulebook is the whole game, and the planner has already won it.
  const implementation =
    ctx && !route
      ? await phase('implement', () => agentImplement(ctx, gameDir, gdd, loadProtocol(ctx.protocolFile)))
      : undefined;

  const reportDir = join(outDir, REPORT_DIR);
  mkdirSync(reportDir, { recursive: true });
  // Check builds into a folder of make's, and the golden path plays that same bundle instead of building it again.
  const buildRoot = makeTempDir('playsmith-make-build-');
  const buildDir = join(buildRoot, 'build');
  try {
    const { check, golden, tested, repair } = await verifyGame();
    return finish(check, golden, tested, repair);
  } finally {
    removeTempDir(buildRoot);
  }

  async function verifyGame(): Promise<{
    check: CheckResult;
    golden: GoldenRun;
    tested: MadePlayTest;
    repair: RepairReport | undefined;
  }> {
    const runCheck = (): Promise<CheckResult> =>
      checkGame(gameDir, {
        seed,
        label: GAME_DIR,
        viewport: options.viewport,
        browser: options.browser,
        outDir: reportDir,
        buildDir,
        archetype: gdd.archetype,
        onProgress: options.onProgress,
        skipBehaviour: options.skipBehaviour,
      });
    const built = (): string | undefined => (last.check?.levels.L2.status === 'pass' ? buildDir : undefined);
    const runGolden = (check: CheckResult) => playGoldenPath(gameDir, outDir, options, check, built());

    const last: { check?: CheckResult | undefined; golden?: GoldenRun | undefined; tested?: MadePlayTest } = {};
    let repair: RepairReport | undefined;
    if (ctx && !route) {
      repair = await phase('verify and repair', () =>
        repairLoop(ctx, {
          gameDir,
          family: classification.archetype,
          verify: async (): Promise<Verification> => {
            last.check = undefined;
            last.golden = undefined;
            last.tested = undefined;
            const findings = validateProject(gameDir);
            if (findings.length)
              return { stage: 'validators', passed: false, failures: failuresFromValidators(findings) };
            const check = (last.check = await runCheck());
            if (!check.verdict.pass) return { stage: 'check', passed: false, failures: failuresFromCheck(check) };
            const { golden, tested } = await runGolden(check);
            last.golden = golden;
            last.tested = tested;
            if (!golden.won || !golden.passed)
              return {
                stage: 'golden-path',
                passed: false,
                failures: failureFromPlay(golden.failure ?? 'the game was not won', golden.errors),
              };
            // The same run's play test: the oracles' logic violations are behaviour failures for the same loop.
            return tested.verdict.play.holds === false
              ? { stage: 'play-test', passed: false, failures: failuresFromPlayTest(tested) }
              : { stage: 'play-test', passed: true, failures: [] };
          },
        }),
      );
    }
    // The result always holds a real check and a real golden-path run of the game as it was left.
    const check: CheckResult = last.check ?? (last.check = await phase('check', runCheck));
    if (last.golden && last.tested) return { check, golden: last.golden, tested: last.tested, repair };
    const { golden, tested } = await phase('golden path and play test', () => runGolden(check));
    return { check, golden, tested, repair };
  }

  function finish(
    check: CheckResult,
    golden: GoldenRun,
    tested: MadePlayTest,
    repair: RepairReport | undefined,
  ): MakeResult {
    const { verdicts, passRate } = verifyRequirements(requirements, {
      events: golden.events,
      finalState: golden.finalState,
      projectDir: gameDir,
      assetFiles: assets.files.flatMap((f) => (f.key ? [{ key: f.key, path: f.path }] : [])),
    });
    // With a model, the validators' findings count too: a wrong key can hide behind a title screen L3a never leaves.
    const unrepaired = repair && !repair.passed ? repair.iterations.at(-1)! : undefined;
    const fidelity = accountPhrases(phrases, verdicts);
    // A kind the table knows that no mode makes, made by a mode all the same, is said first too.
    fidelity.noMode ??= route ? null : unmadeKind(prompt, madeAs(gdd));
    const kind = kindAccount(prompt, route, gdd, options.via);
    // The asked kind dominates: a game of another kind is at most a third of what was asked, whatever else held.
    const alignment = fidelity.noMode ? Math.min(passRate, INTENT_CAP_NOT_MADE) : passRate;
    const { pass, outcome } = makeOutcome({
      made: route ? `made "${gdd.title}" (${madeLine(route.composition)})` : `made "${gdd.title}" (${gdd.archetype})`,
      check: check.verdict,
      golden,
      unrepaired: unrepaired && { ...unrepaired, repairs: repair!.repairs },
      tested,
      passRate: alignment,
    });
    // What was not made is said first, then what was, then the share of the prompt's phrases honoured.
    const summary =
      `${fidelity.noMode ? `${noModeLine(fidelity.noMode)}; ` : ''}${outcome}; ${verdictsLine(tested)}; ` +
      fidelityLine(fidelity);
    wall.total = Math.round(performance.now() - started);
    const { finalState: _final, errors: _errors, ...goldenPath } = golden;
    const result: MakeResult = {
      schema: MAKE_RESULT_SCHEMA,
      prompt,
      seed,
      pass,
      summary,
      classification: gdd.classification,
      gdd,
      requirements: verdicts,
      intentAlignment: alignment,
      kind,
      fidelity,
      assets: { files: assets.files.length, totalBytes: assets.totalBytes },
      check: {
        pass: check.verdict.pass,
        failedAt: check.verdict.failedAt,
        summary: check.verdict.summary,
        levels: Object.fromEntries(Object.entries(check.levels).map(([k, v]) => [k, v.status])),
        scores: {
          scs: check.scores.scs.score,
          bas: check.scores.bas.score,
          buildHealth: check.scores.buildHealth.score,
          visualUsability: check.scores.visualUsability.notMeasured ? null : check.scores.visualUsability.score,
        },
        traceL3b: check.hashes.traceL3b,
        file: `${REPORT_DIR}/check.json`,
      },
      goldenPath,
      playTest: tested,
      ...(ctx
        ? {
            agent: {
              mode: 'llm' as const,
              model: ctx.llm.settings.label,
              fallbacks: ctx.fallbacks,
              ...(implementation ? { implementation } : {}),
              ...(repair ? { repair } : {}),
              ...(authoring ? { rulebook: authoring } : {}),
              trajectory: TRAJECTORY_FILE,
              usage: ctx.llm.usage.toJSON(),
            },
          }
        : {}),
      versions: toolVersions(),
      timings: { wallMs: wall },
      files: [],
    };
    throwIfStopping();
    writeFileSync(join(outDir, REPORT_FILE), renderMakePage(result, check));
    // What was in the folder before this make (kept by --force) is not make's, and neither is the marker.
    const notMine = new Set([...(readPartial(outDir)?.kept ?? []), PARTIAL_FILE, RESULT_FILE]);
    result.files = [...filesUnder(outDir).filter((f) => !notMine.has(f)), RESULT_FILE].sort();
    writeFileSync(join(outDir, RESULT_FILE), `${JSON.stringify(result, null, 2)}\n`);
    rmSync(join(outDir, PARTIAL_FILE), { force: true });
    return result;
  }
}
