// qa inject: plants bugs in a game with the mutation operators and keeps only those it proves — the mutant builds and
// passes L1–L3a, and a prefix of the golden path shows the record's fault on the mutant and not on the original, both
// replayed from the path's seed under virtual time — writing them as a QA suite (games/, hidden/, manifest.json).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildGame, checkIntegrity, runStability } from '../../check/index.ts';
import { folderContentHash, type GameBrowser } from '../../harness/index.ts';
import { type GoldenPath, readGoldenPath } from '../../play/index.ts';
import {
  type Fault,
  KNOWN_BUGS_SCHEMA,
  type KnownBug,
  type KnownBugsFile,
  copyProject,
  makeTempDir,
  ProjectFiles,
  type QaDifficulty,
  removeTempDir,
  mergeSkipped,
  seededRandom,
  type SkippedEntry,
  toolVersions,
  walkProject,
} from '../../shared/index.ts';
import { type Mutation, OPERATORS, type Operator, type OperatorName } from './operators.ts';
import { describeFault, type FaultKind, faultHolds, faultsAt, replayGolden, type Snapshot } from './replay.ts';
import { gameSources, jsonReader, QA_SUITE_SCHEMA, QaInjectError, type QaSuiteManifest } from './suite.ts';

export interface InjectOptions {
  browser: GameBrowser;
  viewport: { width: number; height: number };
  seed: number;
  /** Proven mutants wanted; operators take turns until there are this many or none has a site left to try. */
  count: number;
  /** Only these operators (default: all). */
  operators?: readonly OperatorName[] | undefined;
  /** The most sites tried per operator (default 3). */
  triesPerOperator?: number | undefined;
  /** The suite folder; must be absent or empty. */
  outDir: string;
  cacheDir?: string | undefined;
  onProgress?: ((line: string) => void) | undefined;
}

/** Which fault kinds an operator's bug shows best, first found first. */
const FAULT_ORDER: Record<OperatorName, readonly FaultKind[]> = {
  'off-by-one': ['state', 'event', 'event-count', 'text'],
  'collision-condition': ['state', 'event-count', 'event', 'text'],
  'pickup-not-removed': ['state', 'event-count', 'event', 'text'],
  'flag-not-reset': ['state', 'event', 'event-count', 'text'],
  'win-lose-condition': ['state', 'event-count', 'event', 'text'],
  'config-wrong-key': ['state', 'event', 'event-count', 'text'],
  'ui-text': ['text', 'state', 'event', 'event-count'],
  'event-payload': ['event', 'event-count', 'state', 'text'],
};
/**
 * Wall-clock limit of one build. Check's default (180 s) is for one game; inject builds one after another on a machine
 * that may be busy, and a mutant stopped for time would be skipped for the machine's load, not for its code.
 */
const BUILD_TIMEOUT_MS = 900_000;
/** A reproduction longer than this many golden-path steps takes long-horizon tracking: GBQA's hard. */
const HARD_AFTER_STEPS = 12;

/** Files of a game folder a copy leaves out: what a build or an install adds. */
const NOT_COPIED: ReadonlySet<string> = new Set(['node_modules', 'dist', '.playsmith', '.git']);

interface Proven {
  mutation: Mutation;
  fault: Fault;
  prefix: Snapshot[];
  original: Snapshot[];
}

type Attempt = { ok: true; proven: Proven } | { ok: false; reason: string };

/** Sites in the game's own and family code first (where play shows most), each group in a seeded order. */
function ordered(mutations: Mutation[], seed: number): Mutation[] {
  const random = seededRandom(seed);
  const rank = (m: Mutation) => (/^src\/(family|game)\//.test(m.file) ? 0 : 1);
  const keyed = mutations.map((m) => ({ m, key: random() }));
  return keyed.sort((a, b) => rank(a.m) - rank(b.m) || a.key - b.key).map((k) => k.m);
}

/** Copies a game under the project rule: only its regular files inside it; returns what was left out. */
function copyGame(from: string, to: string): SkippedEntry[] {
  return copyProject(from, to, { never: NOT_COPIED });
}

function difficultyOf(operator: Operator, steps: number): QaDifficulty {
  if (operator.difficulty === 'easy' && steps <= 3) return 'easy';
  return steps > HARD_AFTER_STEPS ? 'hard' : operator.difficulty === 'easy' ? 'medium' : operator.difficulty;
}

/** The game being injected: its folder, golden path, the original's build and its snapshots along the whole path. */
interface Source {
  gameDir: string;
  path: GoldenPath;
  built: string;
  original: Snapshot[];
  /** The original's replays of a golden-path prefix, by its length in steps. */
  prefixes: Map<number, Snapshot[]>;
}

/** Builds, replays, checks and proves one mutant in `work`; the mutant folder is left there when proven. */
async function attempt(source: Source, mutation: Mutation, work: string, options: InjectOptions): Promise<Attempt> {
  const { gameDir, path, original } = source;
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    options.onProgress?.(`  ${phase} ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  rmSync(work, { recursive: true, force: true });
  const mutant = join(work, 'game');
  copyGame(gameDir, mutant);
  writeFileSync(join(mutant, mutation.file), mutation.text);
  // L1–L3a with check's own levels: integrity, the build, stability. L3b (behaviour) is no part of the verdict.
  const integrity = checkIntegrity(mutant);
  if (!integrity.ok) return { ok: false, reason: `breaks L1: ${integrity.issues[0]?.message ?? 'integrity'}` };
  const built = join(work, 'build');
  const build = await buildGame(mutant, { outDir: built, cacheDir: options.cacheDir, timeoutMs: BUILD_TIMEOUT_MS });
  lap('build');
  if (!build.ok) return { ok: false, reason: `breaks L2: ${build.diagnostics[0]?.message.split('\n')[0]}` };
  const order = FAULT_ORDER[mutation.operator];
  const replay = { browser: options.browser, viewport: options.viewport };
  const found = await replayGolden(built, path, {
    ...replay,
    enough: (snaps) => faultsAt(snaps, original, order).length > 0,
  });
  lap(`replay (${found.snapshots.length} steps)`);
  const fault = faultsAt(found.snapshots, original, order)[0];
  if (!fault) return { ok: false, reason: 'the golden path shows nothing different from the original game' };
  const steps = found.snapshots.length;
  const stability = await runStability(built, {
    seed: options.seed,
    viewport: options.viewport,
    browser: options.browser,
  });
  lap('L3a');
  if (stability.status !== 'pass') return { ok: false, reason: `breaks L3a: ${stability.reasons.join('; ')}` };
  // The proof: the same prefix from the same seed, once more on the mutant and once on the original (one replay of
  // the original per prefix length serves every mutant).
  const onMutant = await replayGolden(built, path, { ...replay, steps });
  let onOriginal = source.prefixes.get(steps);
  if (!onOriginal) {
    onOriginal = (await replayGolden(source.built, path, { ...replay, steps })).snapshots;
    source.prefixes.set(steps, onOriginal);
  }
  lap('proof replays');
  if (!faultHolds(fault, onMutant.snapshots))
    return { ok: false, reason: 'the fault did not show again when the reproduction was replayed on the mutant' };
  if (faultHolds(fault, onOriginal))
    return { ok: false, reason: 'the same replay shows the fault on the original game too' };
  return { ok: true, proven: { mutation, fault, prefix: onMutant.snapshots, original: onOriginal } };
}

/** The proven mutant's known bug, in GBQA's fields, with its fault, its golden-path prefix and where it was planted. */
function recordOf(id: string, proven: Proven, seed: number): KnownBug {
  const operator = OPERATORS.find((o) => o.name === proven.mutation.operator)!;
  const { observed, expected } = describeFault(proven.fault, proven.original);
  const steps = proven.prefix.length;
  const { operator: name, file, line, column, original, mutated } = proven.mutation;
  return {
    id,
    type: operator.type,
    difficulty: difficultyOf(operator, steps),
    description:
      `${operator.simulates[0]!.toUpperCase()}${operator.simulates.slice(1)}: after ${steps} step(s) of ` +
      `the golden path (last: ${proven.prefix.at(-1)!.label}), ${observed}; the game as designed: ${expected}.`,
    observed,
    expected,
    reproduction: proven.prefix.map((s) => s.label),
    fault: proven.fault,
    goldenPrefix: { seed, steps },
    injected: { operator: name, file, line, column, original, mutated },
  };
}

function emptyOrAbsent(dir: string): void {
  if (!existsSync(dir)) return;
  if (readdirSync(dir).length) throw new QaInjectError(`--out ${dir}: not empty; give a new folder for the suite`);
}

const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Opens the game to inject: its sources, its golden path, and the original's build and full golden-path replay. */
async function openSource(gameDir: string, work: string, options: InjectOptions): Promise<Source> {
  if (!existsSync(join(gameDir, 'package.json')))
    throw new QaInjectError(
      `${gameDir}: no package.json; qa inject needs a game's source project (a template or a made game)`,
    );
  const parsed = readGoldenPath(join(gameDir, 'golden-path.json'));
  if (!parsed.ok)
    throw new QaInjectError(
      `${parsed.errors.join('; ')} — qa inject proves each bug by replaying the game's golden path, so it needs one`,
    );
  const built = join(work, 'original-build');
  const build = await buildGame(gameDir, { outDir: built, cacheDir: options.cacheDir, timeoutMs: BUILD_TIMEOUT_MS });
  if (!build.ok)
    throw new QaInjectError(
      `${gameDir}: the game itself does not build (${build.diagnostics[0]?.message}); fix it first`,
    );
  const run = await replayGolden(built, parsed.path, { browser: options.browser, viewport: options.viewport });
  return { gameDir, path: parsed.path, built, original: run.snapshots, prefixes: new Map() };
}

/** Plants, proves and writes the mutants of `game` as a QA suite in options.outDir; returns its manifest. */
export async function injectBugs(game: string, options: InjectOptions): Promise<QaSuiteManifest> {
  const started = performance.now();
  const gameDir = resolve(game);
  const outDir = resolve(options.outDir);
  emptyOrAbsent(outDir);
  const chosen = OPERATORS.filter((o) => !options.operators || options.operators.includes(o.name));
  const project = new ProjectFiles(gameDir);
  const sources = gameSources(project);
  const json = jsonReader(project);
  const tries = options.triesPerOperator ?? 3;
  const queues = chosen.map((operator) => ({
    operator,
    sites: ordered(
      sources.flatMap((code) => operator.find(code, { json })),
      options.seed,
    ),
    tried: 0,
    proven: 0,
    skipped: [] as { file: string; line: number; reason: string }[],
  }));
  const work = makeTempDir('playsmith-inject-');
  const games: QaSuiteManifest['games'] = [];
  try {
    const source = await openSource(gameDir, work, options);
    mkdirSync(join(outDir, 'games'), { recursive: true });
    for (let round = 0; round < tries && games.length < options.count; round++) {
      for (const queue of queues) {
        const mutation = queue.sites[round];
        if (!mutation || games.length >= options.count) continue;
        queue.tried++;
        options.onProgress?.(`${queue.operator.name} at ${mutation.file}:${mutation.line}`);
        const result = await attempt(source, mutation, join(work, 'mutant'), options);
        if (!result.ok) {
          queue.skipped.push({ file: mutation.file, line: mutation.line, reason: result.reason });
          options.onProgress?.(`  skipped: ${result.reason}`);
          continue;
        }
        queue.proven++;
        const id = `m${String(games.length + 1).padStart(2, '0')}`;
        const folder = `games/${id}`;
        const bugs = `hidden/${id}/bugs.json`;
        cpSync(join(work, 'mutant', 'game'), join(outDir, folder), { recursive: true });
        mkdirSync(join(outDir, 'hidden', id), { recursive: true });
        const file: KnownBugsFile = {
          schema: KNOWN_BUGS_SCHEMA,
          game: folder,
          bugs: [recordOf(`${id.toUpperCase()}-1`, result.proven, source.path.seed)],
        };
        writeJson(join(outDir, bugs), file);
        games.push({ id, folder, bugs });
        options.onProgress?.(`  proven as ${id}: ${file.bugs[0]!.observed}`);
      }
    }
  } finally {
    removeTempDir(work);
  }
  const wallMs = Math.round(performance.now() - started);
  const manifest: QaSuiteManifest = {
    schema: QA_SUITE_SCHEMA,
    source: { game: gameDir, contentHash: folderContentHash(gameDir) },
    seed: options.seed,
    count: options.count,
    triesPerOperator: tries,
    operators: queues.map((q) => ({
      name: q.operator.name,
      sites: q.sites.length,
      tried: q.tried,
      proven: q.proven,
      skipped: q.skipped,
    })),
    games,
    skippedFiles: mergeSkipped(walkProject(gameDir, { never: NOT_COPIED }).skipped, project.skipped),
    wallMs,
    wallMsPerProven: games.length ? Math.round(wallMs / games.length) : null,
    versions: toolVersions(),
  };
  writeJson(join(outDir, 'manifest.json'), manifest);
  return manifest;
}
