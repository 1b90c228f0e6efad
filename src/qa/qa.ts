// `qa` over one game: open it through its adapter, explore it (offline, seeded), confirm every candidate by replay
// from a fresh game, merge duplicates, score against known bugs when given (read only after exploring), and write
// qa.json, trajectory.jsonl, bugs.md and report.html. A game that misbehaves is a finding or a verdict, never a crash.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type GameBrowser, isUrlTarget, remoteRefusal } from '../harness/index.ts';
import type { Llm } from '../llm/index.ts';
import { renderBugsMarkdown, renderQaPage } from '../report/index.ts';
import {
  type OnProgress,
  PlaysmithError,
  QA_RESULT_SCHEMA,
  type QaResult,
  QaResultSchema,
  toolVersions,
  throwIfStopping,
} from '../shared/index.ts';
import type { GameAdapter, QaObservation } from './adapter.ts';
import { confirmCandidates, type ReplayCounter, recurs, replay, replayed } from './confirm.ts';
import { readKnownBugs, scoreOffline } from './critic.ts';
import { type AgentRun, runAgent } from './agent.ts';
import { type ExploreResult, fillTemplates } from './explorer.ts';
import { explore } from './tester.ts';
import { scoreWithModel } from './model-critic.ts';
import { factsOf, thingsOf } from './facts.ts';
import { browserConfigOptions, openBrowserGame } from './browser.ts';
import { openGbqaUrl, openHttpTextGame, probeGbqaUrl, readAdapterJson } from './http-text.ts';
import { type Fault, oracleCoverage } from './oracles.ts';

/** The paper's step budgets (GBQA evaluates 50, 100, 200 and 500); the explorer's default is the largest. */
export const QA_STEP_BUDGETS = [50, 100, 200, 500] as const;
export const DEFAULT_QA_STEPS = 500;
/**
 * Replays confirm, minimise and score; they may send up to this many times the exploration budget (a text game's
 * actions are cheap and its deep faults have long ways to them, so it is given more).
 */
const CONFIRM_FACTOR = 6;
const TEXT_CONFIRM_FACTOR = 24;

export class QaInputError extends PlaysmithError {
  override name = 'QaInputError';
  constructor(message: string) {
    super(message, { code: 'bad-qa-input', kind: 'usage' });
  }
}

export interface QaOptions {
  seed: number;
  steps?: number | undefined;
  outDir: string;
  mode?: 'qa' | 'player' | undefined;
  /** GBQA-format known bugs; read only after the exploration. */
  known?: string | undefined;
  allowRemote?: boolean | undefined;
  /** Who explores: the offline explorer (default) or the LLM agent (needs `llm`). */
  agent?: 'explore' | 'llm' | undefined;
  /** The model for the llm agent, and for the critic when `critic` is model. */
  llm?: Llm | undefined;
  /** Who matches reports to known bugs: replay of their reproductions (offline, default) or a model. */
  critic?: 'offline' | 'model' | undefined;
  /** The game's spec, shown to the llm agent in qa mode. */
  spec?: string | undefined;
  /** The command line that replays a report by id, for bugs.md (default: a `playsmith qa --replay` line). */
  replayCommand?: ((id: string) => string) | undefined;
  /** The adapter keeps the game's white-box state (opened with whiteBox): said in the result; qa mode only. */
  whiteBox?: boolean | undefined;
  onProgress?: OnProgress | undefined;
}

export interface OpenQaOptions {
  allowRemote?: boolean | undefined;
  /** Where web games are opened (a folder, a URL or a browser adapter file); text games need none. */
  browser?: GameBrowser | undefined;
  viewport?: { width: number; height: number } | undefined;
  cacheDir?: string | undefined;
  /** Where a web source project's build goes (default: a temporary folder the caller does not see). */
  buildDir?: string | undefined;
  /** Keep a text game's white-box state (GBQA's full_state): qa mode with the user's say-so only. */
  whiteBox?: boolean | undefined;
}

function loopbackOnly(url: string, allowRemote: boolean | undefined): void {
  const refused = remoteRefusal(url, allowRemote);
  if (refused) throw new QaInputError(refused);
}

/**
 * Opens the adapter a target names: an adapter file (a text game's HTTP API, or a web game), a folder or a URL. A
 * URL that answers GBQA's /api/health and /api/agent/new is a text game and is spoken to in GBQA's protocol; any
 * other URL is a web game.
 */
export async function openQaTarget(target: string, options: OpenQaOptions = {}): Promise<GameAdapter> {
  const web = (t: string, extra: { name?: string | undefined; game?: unknown; viewport?: unknown } = {}) => {
    if (!options.browser) throw new QaInputError(`${target} is a web game, and no browser was given to open it`);
    loopbackOnly(t, options.allowRemote);
    return openBrowserGame(t, {
      browser: options.browser,
      viewport: (extra.viewport as OpenQaOptions['viewport']) ?? options.viewport,
      game: extra.game,
      name: extra.name,
      cacheDir: options.cacheDir,
      buildDir: options.buildDir,
    });
  };
  if (isUrlTarget(target)) {
    loopbackOnly(target, options.allowRemote);
    const gbqa = await probeGbqaUrl(target);
    if (gbqa) return openGbqaUrl(gbqa, { allowRemote: options.allowRemote, whiteBox: options.whiteBox });
  }
  if (!target.endsWith('.json')) return web(target);
  const raw = readAdapterJson(target);
  if (typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'browser') {
    const { target: game, ...extra } = browserConfigOptions(target, raw);
    return web(game, extra);
  }
  return openHttpTextGame(target, { allowRemote: options.allowRemote, whiteBox: options.whiteBox });
}

/** Runs qa on an opened game; the caller closes the adapter. */
export async function qaGame(adapter: GameAdapter, target: string, options: QaOptions): Promise<QaResult> {
  const started = performance.now();
  // Read (and so validated) before any work, kept from the explorer, used only to score after it.
  const known = options.known ? readKnownBugs(options.known) : null;
  const budget = options.steps ?? DEFAULT_QA_STEPS;
  // Made only when there is something to write: a game that cannot even be opened leaves no empty folder behind.
  const outDir = resolve(options.outDir);
  const progress = options.onProgress;
  const agent = options.agent ?? 'explore';
  if ((agent === 'llm' || options.critic === 'model') && !options.llm)
    throw new QaInputError(`${agent === 'llm' ? '--agent llm' : '--critic model'} needs a configured model`);
  progress?.({ task: agent, detail: `exploring ${adapter.name} (seed ${options.seed}, ${budget} actions)` });
  const counter: ReplayCounter = { actions: 0, kept: new Map() };
  const mode = options.mode ?? 'qa';
  if (options.whiteBox && mode !== 'qa')
    throw new QaInputError('the white-box state is for qa mode only: a player never sees it (drop --white-box)');
  const run: ExploreResult & Partial<AgentRun> =
    agent === 'llm'
      ? await runAgent(adapter, { llm: options.llm!, seed: options.seed, budget, mode, spec: options.spec }, counter)
      : await explore(adapter, { seed: options.seed, budget });
  progress?.({ task: 'confirm', detail: `replaying ${run.candidates.length} candidate(s) from a fresh game` });
  const reports = await confirmCandidates(
    adapter,
    run.candidates,
    {
      seed: options.seed,
      vocabulary: run.vocabulary,
      portable: run.portable,
      actionBudget: budget * (adapter.kind === 'http-text' ? TEXT_CONFIRM_FACTOR : CONFIRM_FACTOR),
    },
    counter,
  );
  if (adapter.screenshot) {
    progress?.({ task: 'screenshots', detail: 'replaying each confirmed report for a picture of its last step' });
    await screenshotReports(adapter, options.seed, reports, outDir, counter);
  }
  let score: QaResult['score'] = null;
  const notes: string[] = [];
  if (known) {
    progress?.({ task: 'score', detail: `scoring against ${options.known}` });
    score =
      options.critic === 'model'
        ? await scoreWithModel(options.llm!, reports, known)
        : await scoreOffline(adapter, options.seed, reports, known, run, counter);
    if (known.format === 'gbqa')
      notes.push(
        `${options.known} is a GBQA bug file: its prose reproductions were matched by what they describe ` +
          `(${options.critic === 'model' ? "the model critic, as GBQA's" : 'the offline critic'})`,
      );
  }
  // The fresh game as the first replay saw it (or a new reset, when nothing was replayed).
  const first = (await replayed(adapter, options.seed, [], counter)).observations[0]!;
  const { oracles, unmeasured } = coverageOf(adapter, first, agent, run.templates.length > 0);
  const unconfirmed = reports.filter((r) => r.status !== 'confirmed').length;
  if (unconfirmed) notes.push(`${unconfirmed} candidate(s) did not recur on replay and are not counted`);
  if (mode === 'player' && agent === 'explore')
    notes.push('player mode: the offline explorer reads no design documents either way');
  if (run.withdrawn?.length)
    notes.push(`the agent withdrew ${run.withdrawn.length} report(s) its own replay did not bear out`);
  for (const line of run.learned ?? []) notes.push(`read from the game: ${line}`);
  if (options.whiteBox) notes.push("the game's white-box state (full_state) was read, as --white-box allowed");
  if (run.unusableReplies)
    notes.push(
      `${run.unusableReplies} model answer(s) were unusable after one re-ask; the agent sent a default action`,
    );
  const result: QaResult = {
    schema: QA_RESULT_SCHEMA,
    target,
    adapter: adapter.kind,
    agent,
    mode,
    seed: options.seed,
    budget,
    actions: run.actions,
    confirmActions: counter.actions,
    states: run.states,
    vocabulary: [...run.vocabulary].sort(),
    ...(run.portable ? { portable: [...run.portable].sort() } : {}),
    depth: run.depth ?? null,
    ...(options.whiteBox ? { whiteBox: true } : {}),
    ...(run.learned?.length
      ? {
          learnedRules: {
            counts: adapter.rules.counts,
            ...(adapter.rules.carry !== undefined ? { carry: adapter.rules.carry } : {}),
          },
        }
      : {}),
    wallMs: Math.round(performance.now() - started),
    ended: run.ended,
    reports,
    score,
    ...(options.known ? { known: options.known } : {}),
    oracles,
    unmeasured,
    notes,
    sandbox: adapter.sandbox?.() ?? { blocked: [], dialogs: [] },
    files: { trajectory: 'trajectory.jsonl', bugs: 'bugs.md', report: 'report.html' },
    model:
      options.llm && (agent === 'llm' || options.critic === 'model')
        ? {
            label: options.llm.settings.label,
            unusableReplies: run.unusableReplies ?? 0,
            usage: options.llm.usage.toJSON(),
            memory: run.memory ?? null,
          }
        : null,
    versions: toolVersions(),
  };
  QaResultSchema.parse(result);
  const replayLine =
    options.replayCommand ?? ((id: string) => `playsmith qa ${target} --replay ${join(outDir, 'qa.json')}#${id}`);
  throwIfStopping();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'trajectory.jsonl'), run.trajectory.map((t) => `${JSON.stringify(t)}\n`).join(''));
  writeFileSync(join(outDir, 'bugs.md'), renderBugsMarkdown(result, replayLine));
  writeFileSync(join(outDir, 'report.html'), renderQaPage(result));
  writeFileSync(join(outDir, 'qa.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** Replays each confirmed report and keeps the game's screen after its last step as shots/<id>.png. */
/** The oracles that judged the game and what could not be judged, from the fresh game's first observation. */
function coverageOf(adapter: GameAdapter, first: QaObservation, agent: QaResult['agent'], listsCommands: boolean) {
  const coverage = oracleCoverage(
    factsOf(first, adapter.rules.fields),
    first.state !== null,
    adapter.rules,
    adapter.kind === 'browser',
  );
  const unmeasured = coverage.unmeasured;
  if (!listsCommands)
    unmeasured.push(`the game's "${adapter.rules.help}" lists no commands: only the look command was tried`);
  return { oracles: agent === 'llm' ? [...coverage.ran, 'model-report' as const] : coverage.ran, unmeasured };
}

async function screenshotReports(
  adapter: GameAdapter,
  seed: number,
  reports: QaResult['reports'],
  outDir: string,
  counter: ReplayCounter,
): Promise<void> {
  for (const report of reports.filter((r) => r.status === 'confirmed')) {
    await replay(adapter, seed, report.steps, counter);
    const png = await adapter.screenshot!();
    if (!png) continue;
    mkdirSync(join(outDir, 'shots'), { recursive: true });
    writeFileSync(join(outDir, 'shots', `${report.id}.png`), png);
    report.evidence.screenshot = `shots/${report.id}.png`;
  }
}

export interface ReplayedReport {
  report: QaResult['reports'][number];
  lines: { action: string; text: string; error: string | null }[];
  recurs: boolean;
}

/** Replays one report of a qa.json from a fresh game and says whether its fault shows again. */
export async function replayReport(adapter: GameAdapter, result: QaResult, id: string): Promise<ReplayedReport> {
  const report = result.reports.find((r) => r.id === id);
  if (!report)
    throw new QaInputError(`no report ${id} in this qa.json (it has ${result.reports.map((r) => r.id).join(', ')})`);
  const counter: ReplayCounter = { actions: 0 };
  // What the first run read from the game's text is part of the rules its reports were judged by.
  for (const c of result.learnedRules?.counts ?? [])
    if (!adapter.rules.counts.some((r) => r.of === c.of)) adapter.rules.counts.push(c);
  if (result.learnedRules?.carry !== undefined) adapter.rules.carry ??= result.learnedRules.carry;
  const run = await replay(adapter, result.seed, report.steps, counter);
  const lines = report.steps.map((action, i) => ({
    action,
    text: run.observations[i + 1]!.text,
    error: run.observations[i + 1]!.error,
  }));
  const vocabulary = new Set<string>(result.vocabulary);
  for (const o of run.observations) {
    const f = factsOf(o, adapter.rules.fields);
    for (const item of thingsOf(f)) vocabulary.add(item);
  }
  const fault = { oracle: report.oracle, signature: report.signature } as Fault;
  // A stuck state is re-judged with every command the game offers there.
  const tried =
    report.oracle === 'stuck'
      ? fillTemplates(await adapter.actions(), factsOf(run.observations.at(-1)!, adapter.rules.fields), new Set())
      : undefined;
  const portable = result.portable ? new Set(result.portable) : undefined;
  const again = await recurs(
    adapter,
    result.seed,
    { fault, steps: report.steps, tried },
    vocabulary,
    counter,
    portable,
  );
  return { report, lines, recurs: again };
}
