// qa over a whole QA suite: each game opened through its adapter and explored by the same agent (the offline explorer
// or the LLM agent, which sees only the game and its spec), each scored against its hidden known bugs by qa's own
// critic after the exploration, and the suite summed into recall and precision overall, per bug type and per
// difficulty, with the known bugs no report matched listed for the person. Writes suite.json beside each game's qa.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Llm } from '../llm/index.ts';
import {
  type KnownBugsFile,
  type OnProgress,
  QA_BUG_TYPES,
  QA_DIFFICULTIES,
  QA_SUITE_RESULT_SCHEMA,
  type QaResult,
  type QaSuiteRate,
  type QaSuiteResult,
  QaSuiteResultSchema,
  type QaSuiteSlice,
  throwIfStopping,
  toolVersions,
} from '../shared/index.ts';
import { readKnownBugs } from './critic.ts';
import { type OpenQaOptions, openQaTarget, qaGame } from './qa.ts';
import { type QaSuiteGame, readQaSuite } from './suite-manifest.ts';

export interface QaSuiteOptions {
  seed: number;
  /** Actions per game; each game's own budget from the manifest (else qa's default) when absent. */
  steps?: number | undefined;
  outDir: string;
  agent?: 'explore' | 'llm' | undefined;
  mode?: 'qa' | 'player' | undefined;
  llm?: Llm | undefined;
  /** How web games are opened (the browser); text games need none. */
  open?: OpenQaOptions | undefined;
  onProgress?: OnProgress | undefined;
}

/** One game's run, as the suite's score reads it. */
export interface SuiteGameRun {
  game: QaSuiteGame;
  known: KnownBugsFile;
  /** Null when the game could not be explored; `error` says why. */
  result: QaResult | null;
  error: string | null;
}

const rate = (matched: number, of: number): QaSuiteRate => ({ matched, of, rate: of ? matched / of : null });

interface Tally {
  bugs: { game: string; bug: KnownBugsFile['bugs'][number]; found: boolean }[];
  reports: { game: string; report: QaResult['reports'][number]; matched: boolean }[];
}

function slice(
  t: Tally,
  bugIf: (b: Tally['bugs'][number]) => boolean,
  reportIf: (r: Tally['reports'][number]) => boolean,
) {
  const bugs = t.bugs.filter(bugIf);
  const reports = t.reports.filter(reportIf);
  return {
    recall: rate(bugs.filter((b) => b.found).length, bugs.length),
    precision: rate(reports.filter((r) => r.matched).length, reports.length),
  };
}

/** Sums the games' matches into the suite's score: the same matches qa's critic made per game, nothing re-judged. */
export function scoreSuite(
  runs: SuiteGameRun[],
  head: Pick<QaSuiteResult, 'suite' | 'layout' | 'agent' | 'mode' | 'seed' | 'wallMs'>,
  qaFile: (game: QaSuiteGame) => string,
): QaSuiteResult {
  const t: Tally = { bugs: [], reports: [] };
  const unmatchedReports: QaSuiteResult['unmatchedReports'] = [];
  const unobservable = new Set<string>();
  const games = runs.map(({ game, known, result, error }) => {
    const score = result?.score ?? null;
    const found = new Set(score?.credited.map((c) => c.bug) ?? []);
    const matched = new Set(score?.matches.flatMap((m) => m.reports) ?? []);
    for (const id of score?.unobservable ?? []) unobservable.add(`${game.id}/${id}`);
    for (const bug of known.bugs) t.bugs.push({ game: game.id, bug, found: found.has(bug.id) });
    const confirmed = result?.reports.filter((r) => r.status === 'confirmed') ?? [];
    for (const report of confirmed) {
      t.reports.push({ game: game.id, report, matched: matched.has(report.id) });
      if (!matched.has(report.id)) unmatchedReports.push({ game: game.id, id: report.id, title: report.title });
    }
    return {
      id: game.id,
      target: game.target,
      budget: result?.budget ?? 0,
      actions: result?.actions ?? 0,
      confirmed: confirmed.length,
      knownBugs: known.bugs.length,
      recall: rate(found.size, known.bugs.length),
      precision: rate(matched.size, confirmed.length),
      wallMs: result?.wallMs ?? 0,
      qa: result ? qaFile(game) : null,
      error,
    };
  });
  const byDifficulty = Object.fromEntries(
    QA_DIFFICULTIES.map((d) => [
      d,
      slice(
        t,
        (b) => b.bug.difficulty === d,
        (r) => r.report.difficulty === d,
      ),
    ]),
  ) as Record<(typeof QA_DIFFICULTIES)[number], QaSuiteSlice>;
  const types = QA_BUG_TYPES.filter((type) => t.bugs.some((b) => b.bug.type === type));
  const byType = Object.fromEntries(
    types.map((type) => [
      type,
      slice(
        t,
        (b) => b.bug.type === type,
        (r) => r.report.type === type,
      ),
    ]),
  );
  return {
    schema: QA_SUITE_RESULT_SCHEMA,
    ...head,
    games,
    overall: slice(
      t,
      () => true,
      () => true,
    ),
    byDifficulty,
    byType,
    unmatched: t.bugs
      .filter((b) => !b.found)
      .map(({ game, bug }) => ({
        game,
        id: bug.id,
        type: bug.type,
        difficulty: bug.difficulty,
        description: bug.description,
        unobservable: unobservable.has(`${game}/${bug.id}`),
      })),
    unmatchedReports,
    versions: toolVersions(),
  };
}

/** Explores one game of the suite; a game that cannot be opened is an error of the run, not of the suite. */
async function runGame(game: QaSuiteGame, options: QaSuiteOptions, outDir: string): Promise<SuiteGameRun> {
  const known = readKnownBugs(game.bugs);
  const agent = options.agent ?? 'explore';
  const mode = options.mode ?? 'qa';
  let adapter: Awaited<ReturnType<typeof openQaTarget>>;
  try {
    // The build goes beside the game's results, not into a temporary folder nobody removes.
    adapter = await openQaTarget(game.target, { ...options.open, buildDir: join(outDir, 'build') });
  } catch (e) {
    return { game, known, result: null, error: (e as Error).message };
  }
  try {
    const result = await qaGame(adapter, game.target, {
      seed: options.seed,
      steps: options.steps ?? game.steps,
      outDir,
      mode,
      // Read by qa only after the exploration, to score it; the agent never sees it.
      known: game.bugs,
      agent,
      llm: options.llm?.with({ trajectory: join(outDir, 'model-calls.jsonl') }),
      spec: agent === 'llm' && mode === 'qa' && game.spec ? readFileSync(game.spec, 'utf8') : undefined,
      onProgress: options.onProgress,
    });
    return { game, known, result, error: null };
  } finally {
    await adapter.close();
  }
}

/** Runs qa over every game of the suite in `dir` and writes suite.json (and each game's qa files) to outDir. */
export async function runQaSuite(dir: string, options: QaSuiteOptions): Promise<QaSuiteResult> {
  const started = performance.now();
  const suite = readQaSuite(dir);
  // Every known-bugs file is validated before any game is explored, so a bad one fails fast.
  for (const game of suite.games) readKnownBugs(game.bugs);
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  const runs: SuiteGameRun[] = [];
  for (const [i, game] of suite.games.entries()) {
    throwIfStopping();
    options.onProgress?.({ task: 'suite', detail: `game ${i + 1} of ${suite.games.length}: ${game.id}` });
    runs.push(await runGame(game, options, join(outDir, game.id)));
  }
  const result = scoreSuite(
    runs,
    {
      suite: suite.dir,
      layout: suite.layout,
      agent: options.agent ?? 'explore',
      mode: options.mode ?? 'qa',
      seed: options.seed,
      wallMs: Math.round(performance.now() - started),
    },
    (game) => relative(outDir, join(outDir, game.id, 'qa.json')),
  );
  QaSuiteResultSchema.parse(result);
  throwIfStopping();
  writeFileSync(join(outDir, 'suite.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}
