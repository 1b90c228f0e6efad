// `check`: the whole pipeline over one game — L1 integrity, L2 build, L3a stability, L3b behaviour — and its scores,
// as one versioned result. Levels that cannot run say why; problems of the game are evidence, never exceptions.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { folderContentHash, isUrlTarget, WallBudget, type GameBrowser } from '../harness/index.ts';
import { renderCheckPage } from '../report/index.ts';
import {
  CHECK_RESULT_SCHEMA,
  makeTempDir,
  ProjectFiles,
  readResult,
  removeTempDir,
  ResultFileError,
  mergeSkipped,
  scanProject,
  toolVersions,
  type Archetype,
  type BehaviourRun,
  type CheckResult,
  type OnProgress,
  type Structure,
  throwIfStopping,
} from '../shared/index.ts';
import { buildGame } from './build.ts';
import { CheckInputError } from './errors.ts';
import { checkIntegrity } from './integrity.ts';
import { CheckProfiler } from './profile.ts';
import { loadReferenceMeans, type ScoreReference, templateOf } from './reference.ts';
import { runBehaviour } from './behaviour.ts';
import {
  behaviouralAlignment,
  behaviouralAlignmentCapped,
  buildHealth,
  structuralCompleteness,
  visualUsability,
  type BehaviourForScore,
} from './scores.ts';
import { runStability } from './stability.ts';
import { formatWhere, NOT_MEASURED, notMeasured, unmeasuredOf, verdictSummary } from './verdict.ts';
import { measureGameStructure, measureStructure } from './structure.ts';

export interface CheckOptions {
  seed: number;
  viewport: { width: number; height: number };
  /** Where L3a, L3b and a reference game run; the caller launches and closes it. */
  browser: GameBrowser;
  /** Where check.json, screenshots, traces and the build go; a temp folder is used (and removed) without it. */
  outDir?: string | undefined;
  /** A reference game folder or a check result JSON file, for SCS and BAS (eqs. 1–3). */
  reference?: string | undefined;
  /** Overrides the contract's archetype for the input strategy and the archetype means. */
  archetype?: Archetype | undefined;
  buildTimeoutMs?: number | undefined;
  /** Playsmith's cache folder (a project's installed dependencies go in its deps/); default ~/.cache/playsmith. */
  cacheDir?: string | undefined;
  /** How the target is named in the result (default: as given), e.g. a path relative to where the result is stored. */
  label?: string | undefined;
  /** Keep the bundle in `<outDir>/build` (default true); false builds into a temp folder removed afterwards. */
  keepBuild?: boolean | undefined;
  /** Build into this folder instead, which the caller owns (make plays its golden path on the same bundle). */
  buildDir?: string | undefined;
  /** Reuse a cached build of identical files and toolchain, and keep this one (default true). */
  buildCache?: boolean | undefined;
  /** The whole check's wall-clock budget in ms, build included (default DEFAULT_CHECK_WALL_LIMIT_MS). */
  wallLimitMs?: number | undefined;
  /** Record where the wall time went in `timings.profile` (build, page start, stepping, rendering, …). */
  profile?: boolean | undefined;
  /** Why L3b is not run, when the caller needs only L1–L3a (bench's edit tasks); L3b and what it scores are then
   * listed as not measured with this reason. */
  skipBehaviour?: string | undefined;
  onProgress?: OnProgress | undefined;
}

/** Fifteen minutes: a check takes a minute or two; only a game that is slow in every frame comes near it. */
export const DEFAULT_CHECK_WALL_LIMIT_MS = 900_000;

const behaviourForScore = (b: BehaviourRun['behaviour']): BehaviourForScore => ({
  objectsAdded: b.objectsAdded,
  objectsRemoved: b.objectsRemoved,
  positionChanges: b.positionChanges,
  inputEvents: b.inputEvents,
  velocityActiveFrames: b.velocityActiveFrames,
  responsiveActions: b.responsiveActions,
  triggeredEventTypes: b.triggeredEventTypes,
});

function assertFolderOrUrl(target: string): void {
  if (isUrlTarget(target)) return;
  const folder = resolve(target);
  if (!existsSync(folder))
    throw new CheckInputError('bad-target', `${target} does not exist; give a game folder or a URL`);
  if (!statSync(folder).isDirectory())
    throw new CheckInputError('bad-target', `${target} is a file, not a folder; give the folder that holds the game`);
}

/**
 * A reference folder's measures, kept for as long as the browser that took them. Bench scores every sample of a task
 * against the same reference game; each sample used to build it and play its 60 s of L3b again. The behaviour is
 * deterministic for the same files, seed, viewport, archetype and browser, so those are the key, and within one
 * process the toolkit's own code cannot change under it. A sample that asks while another is measuring waits for that
 * measurement; one that did not finish (its L3b stopped, the build failed) is not kept, and the next asker measures.
 */
const measuredReferences = new WeakMap<GameBrowser, Map<string, Promise<ScoreReference>>>();

/** Reads a reference: a previous check result (JSON) or a game folder that is measured now (structure and L3b). */
async function loadReference(
  reference: string,
  archetype: Archetype | undefined,
  options: CheckOptions,
  wallBudget: WallBudget,
): Promise<{ reference: ScoreReference; cached: boolean }> {
  const path = resolve(reference);
  if (!existsSync(path))
    throw new CheckInputError(
      'bad-reference',
      `--reference ${reference} does not exist; give a game folder or a check result (check.json)`,
    );
  if (statSync(path).isFile()) {
    let parsed: CheckResult;
    try {
      parsed = readResult(path, CHECK_RESULT_SCHEMA);
    } catch (error) {
      if (!(error instanceof ResultFileError)) throw error;
      throw new CheckInputError(
        'bad-reference',
        `--reference ${reference} is not a Playsmith check result: ${error.message}`,
      );
    }
    if (!parsed.structure)
      throw new CheckInputError(
        'bad-reference',
        `--reference ${reference} has no structure measures (its L1 was skipped)`,
      );
    const l3b = parsed.levels.L3b;
    return {
      reference: {
        kind: 'game',
        source: reference,
        structure: parsed.structure,
        behaviour: l3b.status === 'skipped' ? undefined : behaviourForScore(l3b.behaviour),
      },
      cached: false,
    };
  }
  const key = JSON.stringify([
    path,
    folderContentHash(path),
    options.seed,
    options.viewport.width,
    options.viewport.height,
    archetype ?? null,
  ]);
  let kept = measuredReferences.get(options.browser);
  if (!kept) measuredReferences.set(options.browser, (kept = new Map()));
  const earlier = await kept.get(key)?.catch(() => undefined);
  if (earlier?.behaviour) return { reference: structuredClone(earlier), cached: true };
  const measuring = measureReference(path, reference, archetype, options, wallBudget);
  kept.set(key, measuring);
  const measured = await measuring.catch((e: unknown) => {
    if (kept.get(key) === measuring) kept.delete(key);
    throw e;
  });
  if (!measured.behaviour && kept.get(key) === measuring) kept.delete(key);
  return { reference: structuredClone(measured), cached: false };
}

/** Builds the reference folder when it is a project, measures its structure and plays its L3b. */
async function measureReference(
  path: string,
  reference: string,
  archetype: Archetype | undefined,
  options: CheckOptions,
  wallBudget: WallBudget,
): Promise<ScoreReference> {
  const structure = measureStructure(path);
  let served = path;
  let temp: string | undefined;
  if (existsSync(join(path, 'package.json'))) {
    temp = makeTempDir('playsmith-reference-');
    const build = await buildGame(path, { outDir: join(temp, 'build'), timeoutMs: buildTimeout(options, wallBudget) });
    if (!build.ok)
      throw new CheckInputError(
        'bad-reference',
        `--reference ${reference} does not build: ${build.diagnostics[0]?.message ?? 'unknown error'}`,
      );
    served = build.outDir;
  }
  try {
    const run = await runBehaviour(served, archetype, {
      seed: options.seed,
      viewport: options.viewport,
      browser: options.browser,
      wallBudget,
    });
    return {
      kind: 'game',
      source: reference,
      structure,
      behaviour: run.status === 'done' ? behaviourForScore(run.behaviour) : undefined,
    };
  } finally {
    if (temp) removeTempDir(temp);
  }
}

/** The build's limit: its own, or what is left of the check's budget when that is less. */
function buildTimeout(options: CheckOptions, wallBudget: WallBudget): number {
  return Math.max(1, Math.min(options.buildTimeoutMs ?? 180_000, wallBudget.remainingMs()));
}

function timed<T>(fn: () => T): [T, number] {
  const started = performance.now();
  const value = fn();
  return [value, Math.round(performance.now() - started)];
}

/** Runs the whole check over `target` (a game folder or a URL). */
export async function checkGame(target: string, options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  assertFolderOrUrl(target);
  const wallBudget = new WallBudget(options.wallLimitMs ?? DEFAULT_CHECK_WALL_LIMIT_MS, 'check');
  const url = isUrlTarget(target);
  const folder = url ? undefined : resolve(target);
  const tempOut = options.outDir ? undefined : makeTempDir('playsmith-check-');
  const outDir = resolve(options.outDir ?? tempOut!);
  mkdirSync(outDir, { recursive: true });
  const wall = { L1: 0, L2: 0, L3a: 0, L3b: 0, reference: 0, total: 0 };
  let tempBuild: string | undefined;
  const tempBuildOf = () => (tempBuild ??= makeTempDir('playsmith-check-build-'));
  const progress = options.onProgress;
  const profiler = new CheckProfiler();
  try {
    // L1
    let L1: CheckResult['levels']['L1'];
    let structure: Structure | null = null;
    let structureReason = 'no files to measure (URL target)';
    // One reader for L1 and SCS, and one walk for the content hash: what either refused is the result's `skipped`.
    const project = folder ? new ProjectFiles(folder) : undefined;
    const scan = folder ? scanProject(folder) : undefined;
    if (folder && project) {
      progress?.({ task: 'L1 integrity', detail: folder });
      const [integrity, ms] = timed(() => checkIntegrity(folder, project));
      wall.L1 = ms;
      L1 = { ...integrity, status: integrity.ok ? 'pass' : 'fail' };
      const measured = measureGameStructure(folder, project);
      structure = measured.structure;
      structureReason = measured.reason ?? structureReason;
    } else L1 = { status: 'skipped', reason: 'a URL has no files to inspect' };

    // L2
    const missingEntry =
      L1.status === 'fail' &&
      L1.issues.some((i) => i.kind === 'missing-entry' && i.file === 'index.html' && i.line === undefined);
    const phase = { options, outDir, wallBudget, wall, tempBuild: tempBuildOf };
    const { L2, buildCached, served } = await buildPhase(target, folder, L1, phase);

    // L3a and L3b
    const runtime = {
      seed: options.seed,
      viewport: options.viewport,
      browser: options.browser,
      outDir,
      wallBudget,
      onProgress: progress,
      profiler,
    };
    const { L3a, L3b } = await runtimePhase(served, missingEntry, L2, { options, runtime, wall });

    // A level that was skipped because an earlier one failed leaves the verdict at the earlier level.
    const failedAt = L1.status === 'fail' ? 'L1' : L2.status === 'fail' ? 'L2' : L3a.status === 'fail' ? 'L3a' : null;
    const pass = failedAt === null;
    const archetype = archetypeOf(L3a, L3b, options);

    // scores
    const t = performance.now();
    const loaded = options.reference
      ? await loadReference(
          options.reference,
          options.archetype ?? (archetype.source === 'contract' ? (archetype.value as Archetype) : undefined),
          options,
          wallBudget,
        )
      : undefined;
    wall.reference = options.reference ? Math.round(performance.now() - t) : 0;
    const reference = loaded?.reference;
    const scores = computeScores({
      L1,
      L2,
      L3a,
      L3b,
      structure,
      structureReason,
      reference,
      archetype: archetype.value,
      folder,
    });

    const files = options.outDir ? filesOf(L3a, L3b) : null;
    wall.total = Math.round(performance.now() - started);
    const result: CheckResult = {
      schema: CHECK_RESULT_SCHEMA,
      target: options.label ?? target,
      kind: url ? 'url' : L1.status === 'skipped' ? 'static-folder' : L1.kind,
      seed: options.seed,
      archetype,
      verdict: { pass, failedAt, summary: verdictSummary(failedAt, { L1, L2, L3a }) },
      levels: { L1, L2, L3a, L3b },
      structure,
      unmeasured: unmeasuredOf({ L2, L3a, L3b }, scores),
      skipped: mergeSkipped(scan?.skipped ?? [], project?.skipped ?? []),
      scores,
      hashes: {
        content: scan ? scan.contentHash : null,
        traceL3a: L3a.status === 'skipped' ? null : L3a.traceHash,
        traceL3b: L3b.status === 'skipped' ? null : L3b.traceHash,
      },
      versions: toolVersions(),
      timings: {
        gameMs: { L3a: L3a.status === 'skipped' ? 0 : L3a.gameMs, L3b: L3b.status === 'skipped' ? 0 : L3b.gameMs },
        wallMs: wall,
        ...(buildCached ? { buildCached } : {}),
        ...(loaded?.cached ? { referenceCached: true } : {}),
      },
      files,
    };
    if (options.outDir) {
      throwIfStopping();
      profiler.write(join(outDir, 'report.html'), renderCheckPage(result));
      if (options.profile) result.timings.profile = profiler.result(wall.L2, performance.now() - started);
      profiler.write(join(outDir, 'check.json'), `${JSON.stringify(result, null, 2)}\n`);
    } else if (options.profile) result.timings.profile = profiler.result(wall.L2, performance.now() - started);
    return result;
  } finally {
    if (tempOut) removeTempDir(tempOut);
    if (tempBuild) removeTempDir(tempBuild);
  }
}

/** What every phase of a check shares: its options, output folder, wall budget and clocks. */
interface PhaseContext {
  options: CheckOptions;
  outDir: string;
  wallBudget: WallBudget;
  wall: { L1: number; L2: number; L3a: number; L3b: number; reference: number; total: number };
  /** A temporary folder for the build, made when first asked for. */
  tempBuild: () => string;
}

/** L2: a source project is type-checked and bundled; what it serves next (nothing when the build gave none). */
async function buildPhase(
  target: string,
  folder: string | undefined,
  L1: CheckResult['levels']['L1'],
  { options, outDir, wallBudget, wall, tempBuild }: PhaseContext,
): Promise<{ L2: CheckResult['levels']['L2']; served: string | undefined; buildCached: boolean }> {
  const url = isUrlTarget(target);
  let L2: CheckResult['levels']['L2'];
  let served: string | undefined = url ? target : folder;
  let buildCached = false;
  if (folder && L1.status !== 'skipped' && L1.kind === 'source-project') {
    options.onProgress?.({
      task: 'L2 build',
      detail: 'type-check and bundle (its own toolchain when it has a lockfile)',
    });
    const buildDir =
      options.buildDir ?? (options.keepBuild === false ? join(tempBuild(), 'build') : join(outDir, 'build'));
    const build = await buildGame(folder, {
      outDir: buildDir,
      timeoutMs: buildTimeout(options, wallBudget),
      cacheDir: options.cacheDir,
      cache: options.buildCache,
    });
    wall.L2 = build.wallMs;
    buildCached = build.cached === true;
    const { outDir: _out, wallMs: _wall, cached: _cached, ...rest } = build;
    const notInstalled = build.notes.find((n) => n.startsWith('could not install'));
    if (notInstalled && !build.ok) {
      // Our toolchain stood in for the project's, which we could not install: its errors say nothing of the project.
      const d = build.diagnostics[0];
      const first = d ? ` (first: ${formatWhere(d)}${d.message.split('\n')[0]})` : '';
      L2 = {
        status: 'skipped',
        reason:
          `${NOT_MEASURED} ${notInstalled}; Playsmith's toolchain reported ${build.diagnostics.length} error(s)` +
          `${first}, which is no verdict on the project`,
      };
      served = undefined;
    } else {
      L2 = { ...rest, status: build.ok ? 'pass' : 'fail' };
      // With its own toolchain the bundle is built even when the type-check fails: L2 fails on the type error and L3
      // still runs the bundle, so the user sees whether the game works.
      const ownBundle = build.toolchain?.source === 'project' && build.bundle.ok;
      served = build.ok || ownBundle ? build.outDir : undefined;
    }
  } else
    L2 = {
      status: 'skipped',
      reason: url ? 'a URL is already built' : 'no package.json: the folder is served as it is',
    };
  return { L2, served, buildCached };
}

/**
 * L3a and L3b: the served game run for stability and for behaviour, each in a page of its own; skipped when there
 * is nothing to run.
 */
async function runtimePhase(
  served: string | undefined,
  missingEntry: boolean,
  L2: CheckResult['levels']['L2'],
  run: { options: CheckOptions; runtime: Parameters<typeof runStability>[1]; wall: PhaseContext['wall'] },
): Promise<{ L3a: CheckResult['levels']['L3a']; L3b: CheckResult['levels']['L3b'] }> {
  const { options, runtime, wall } = run;
  let L3a: CheckResult['levels']['L3a'];
  let L3b: CheckResult['levels']['L3b'];
  if (!served || missingEntry) {
    const reason = missingEntry
      ? 'L1 found no index.html to open'
      : L2.status === 'skipped'
        ? `${NOT_MEASURED} L2 could not be measured, so there is no build of the project to run`
        : 'L2 produced no build to run';
    L3a = { status: 'skipped', reason };
    L3b = { status: 'skipped', reason };
  } else {
    // Each level runs the game from game time 0 in a page of its own, so neither depends on the other and their
    // traces are as when run alone. A folder's levels run one after the other: L3b then loads the game in the page
    // L3a handed back (warm-contexts.ts), which costs a tenth of a new page's start. On two cores that took less CPU
    // and no more wall time than two pages side by side, since the browser's renderer and GPU processes already keep
    // both cores busy. A URL gets no kept page, so its levels still run side by side.
    const timed = async <T>(level: 'L3a' | 'L3b', work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        wall[level] = Math.round(performance.now() - started);
      }
    };
    const stability = () => timed('L3a', () => runStability(served, runtime));
    const behaviour = async (): Promise<CheckResult['levels']['L3b']> =>
      options.skipBehaviour !== undefined
        ? { status: 'skipped', reason: `${NOT_MEASURED} ${options.skipBehaviour}` }
        : timed('L3b', () => runBehaviour(served, options.archetype, runtime));
    if (isUrlTarget(served)) [L3a, L3b] = await Promise.all([stability(), behaviour()]);
    else {
      L3a = await stability();
      L3b = await behaviour();
    }
  }
  return { L3a, L3b };
}

/** The game's archetype and where it was read: L3b's reading, the option, the contract's meta(), or "other". */
function archetypeOf(L3a: CheckResult['levels']['L3a'], L3b: CheckResult['levels']['L3b'], options: CheckOptions) {
  const declared = L3a.status === 'skipped' ? null : L3a.archetype;
  return L3b.status !== 'skipped'
    ? { value: L3b.archetype, source: L3b.archetypeSource }
    : options.archetype
      ? { value: options.archetype, source: 'option' as const }
      : declared
        ? { value: declared, source: 'contract' as const }
        : { value: 'other' as const, source: 'default' as const };
}

/** The files a check writes into its output folder. */
function filesOf(L3a: CheckResult['levels']['L3a'], L3b: CheckResult['levels']['L3b']): CheckResult['files'] {
  const screenshots = L3b.status === 'skipped' ? [] : L3b.screenshots.flatMap((s) => (s.file ? [s.file] : []));
  return {
    result: 'check.json',
    report: 'report.html',
    screenshots: [...(L3a.status !== 'skipped' && L3a.screenshot ? [L3a.screenshot] : []), ...screenshots],
    traces: [
      ...(L3a.status !== 'skipped' ? ['trace-l3a.jsonl'] : []),
      ...(L3b.status !== 'skipped' ? ['trace-l3b.jsonl'] : []),
    ],
  };
}

interface ScoreInputs {
  L1: CheckResult['levels']['L1'];
  L2: CheckResult['levels']['L2'];
  L3a: CheckResult['levels']['L3a'];
  L3b: CheckResult['levels']['L3b'];
  structure: Structure | null;
  /** Why there is no structure, when there is none. */
  structureReason: string;
  reference: ScoreReference | undefined;
  archetype: string;
  /** The game's folder (none for a URL): a game made from the one template its archetype means come from is not
   * scored against them. */
  folder: string | undefined;
}

/** Whether the archetype means are one game's measures and `folder` was made from that game. */
function madeFromTheMeans(folder: string | undefined, games: readonly string[]): boolean {
  return folder !== undefined && games.length === 1 && templateOf(folder, games) !== undefined;
}

function computeScores(inputs: ScoreInputs): CheckResult['scores'] {
  const { L1, L2, L3a, L3b, structure, structureReason, reference, archetype } = inputs;
  const means = reference ? undefined : loadReferenceMeans();
  const archetypeMeans = means?.archetypes[archetype] ?? means?.archetypes.all;
  const meansName = means?.archetypes[archetype] ? archetype : 'all';
  const noMeans = 'no archetype means stored yet (run npm run check:reference-means) and no --reference given';

  let scs: CheckResult['scores']['scs'];
  if (!structure) scs = { score: null, method: 'eq. 1', reference: null, reason: structureReason, dimensions: [] };
  else if (reference)
    scs = {
      ...structuralCompleteness(structure, reference.structure),
      method: 'eq. 1 against a reference game',
      reference: reference.source,
    };
  else if (archetypeMeans && madeFromTheMeans(inputs.folder, archetypeMeans.games))
    scs = {
      score: null,
      method: 'eq. 1',
      reference: `archetype-means:${meansName}`,
      reason:
        `made from ${archetypeMeans.games[0]}, the only game the ${meansName} archetype means were measured over: ` +
        'its structure against its own template says nothing (1 by construction); give --reference to compare',
      dimensions: [],
    };
  else if (archetypeMeans)
    scs = {
      ...structuralCompleteness(structure, archetypeMeans.structure),
      method: `eq. 1 against the ${meansName} archetype means`,
      reference: `archetype-means:${meansName}`,
    };
  else scs = { score: null, method: 'eq. 1', reference: null, reason: noMeans, dimensions: [] };

  let bas: CheckResult['scores']['bas'];
  if (L3b.status === 'skipped' || L3b.status === 'crashed')
    bas = {
      score: null,
      method: 'eqs. 2–3',
      reference: null,
      reason: L3b.status === 'skipped' ? `L3b did not run: ${L3b.reason}` : 'L3b crashed; no behaviour to compare',
      dimensions: [],
    };
  else {
    const values = behaviourForScore(L3b.behaviour);
    if (reference?.behaviour)
      bas = {
        ...behaviouralAlignment(values, reference.behaviour),
        method: 'eqs. 2–3 against a reference game',
        reference: reference.source,
      };
    else if (reference)
      bas = {
        score: null,
        method: 'eqs. 2–3',
        reference: reference.source,
        reason: 'the reference has no behaviour run',
        dimensions: [],
      };
    else if (archetypeMeans && reference === undefined)
      bas = {
        ...behaviouralAlignmentCapped(values, archetypeMeans.behaviour),
        method: `capped ratios against the ${meansName} archetype means (non-zero dimensions, at least two)`,
        reference: `archetype-means:${meansName}`,
      };
    else bas = { score: null, method: 'capped ratios', reference: null, reason: noMeans, dimensions: [] };
  }

  const ran = L3a.status !== 'skipped';
  const bh = buildHealth(
    {
      entryOk:
        L1.status === 'skipped' || !L1.issues.some((i) => i.kind === 'missing-entry' || i.kind === 'broken-manifest'),
      brokenReferences:
        L1.status === 'skipped'
          ? 0
          : L1.issues.filter((i) => i.kind !== 'missing-entry' && i.kind !== 'broken-manifest').length,
      buildOk: L2.status === 'skipped' ? undefined : L2.status === 'pass',
      ran,
      crashed: ran && L3a.crash !== null,
      uncaughtErrors: ran ? new Set(L3a.uncaughtErrors.map((e) => e.message)).size : 0,
      failedRequests: ran
        ? new Set([...L3a.failedRequests.map((f) => f.url), ...L3a.blockedRequests.map((b) => b.url)]).size
        : 0,
      blank: ran && L3a.blank,
    },
    [...(notMeasured(L2) ? (['build'] as const) : []), ...(notMeasured(L3a) ? (['load', 'runtime'] as const) : [])],
  );
  const vu =
    L3b.status === 'skipped'
      ? visualUsability({ entropies: [], changedFractions: [] })
      : visualUsability({ entropies: L3b.screenshots.map((s) => s.entropy), changedFractions: L3b.changedFractions });
  const method = 'deterministic: screenshot entropy and motion over L3b (no judge model)';
  return {
    scs,
    bas,
    buildHealth: bh,
    visualUsability: {
      ...vu,
      method,
      ...(L3b.status === 'skipped' && notMeasured(L3b) ? { notMeasured: `L3b did not run: ${L3b.reason}` } : {}),
    },
  };
}
