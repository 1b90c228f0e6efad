// `qa` over one game: open it through its adapter, explore it (offline, seeded), confirm every candidate by replay
// from a fresh game, merge duplicates, score against known bugs when given (read only after exploring), and write
// qa.json, trajectory.jsonl, bugs.md and report.html. A game that misbehaves is a finding or a verdict, never a crash.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderBugsMarkdown, renderQaPage } from '../report/index.ts';
import {
  type OnProgress,
  PlaysmithError,
  QA_RESULT_SCHEMA,
  type QaResult,
  QaResultSchema,
  toolVersions,
} from '../shared/index.ts';
import type { GameAdapter } from './adapter.ts';
import { confirmCandidates, type ReplayCounter, recurs, replay } from './confirm.ts';
import { readKnownBugs, scoreOffline } from './critic.ts';
import { explore, fillTemplates } from './explorer.ts';
import { factsOf, thingsOf } from './facts.ts';
import { openHttpTextGame } from './http-text.ts';
import { type Fault, unmeasuredOracles } from './oracles.ts';

/** The paper's step budgets (GBQA evaluates 50, 100, 200 and 500); the explorer's default is the largest. */
export const QA_STEP_BUDGETS = [50, 100, 200, 500] as const;
export const DEFAULT_QA_STEPS = 500;
/** Replays confirm, minimise and score; they may send up to this many times the exploration budget. */
const CONFIRM_FACTOR = 6;

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
  /** The command line that replays a report by id, for bugs.md (default: a `playsmith qa --replay` line). */
  replayCommand?: ((id: string) => string) | undefined;
  onProgress?: OnProgress | undefined;
}

/** Opens the adapter a target names: for now, a text game's adapter file (qa.adapter.json). */
export async function openQaTarget(target: string, options: { allowRemote?: boolean | undefined }) {
  if (!target.endsWith('.json'))
    throw new QaInputError(
      `${target}: qa explores a text game through its adapter file (qa.adapter.json); web games (a folder or URL) ` +
        'are explored by `playsmith play --policy explore` until qa has its browser adapter',
    );
  return openHttpTextGame(target, { allowRemote: options.allowRemote });
}

/** Runs qa on an opened game; the caller closes the adapter. */
export async function qaGame(adapter: GameAdapter, target: string, options: QaOptions): Promise<QaResult> {
  const started = performance.now();
  // Read (and so validated) before any work, kept from the explorer, used only to score after it.
  const known = options.known ? readKnownBugs(options.known) : null;
  const budget = options.steps ?? DEFAULT_QA_STEPS;
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  const progress = options.onProgress;
  progress?.({ task: 'explore', detail: `exploring ${adapter.name} (seed ${options.seed}, ${budget} actions)` });
  const run = await explore(adapter, { seed: options.seed, budget });
  const counter: ReplayCounter = { actions: 0 };
  progress?.({ task: 'confirm', detail: `replaying ${run.candidates.length} candidate(s) from a fresh game` });
  const reports = await confirmCandidates(
    adapter,
    run.candidates,
    { seed: options.seed, vocabulary: run.vocabulary, actionBudget: budget * CONFIRM_FACTOR },
    counter,
  );
  let score: QaResult['score'] = null;
  if (known) {
    progress?.({ task: 'score', detail: `scoring against ${options.known}` });
    score = await scoreOffline(adapter, options.seed, reports, known, run, counter);
  }
  const first = await adapter.reset(options.seed);
  const unmeasured = unmeasuredOracles(factsOf(first, adapter.rules.fields), first.state !== null, adapter.rules);
  if (run.templates.length === 0)
    unmeasured.push(`the game's "${adapter.rules.help}" lists no commands: only the look command was tried`);
  const notes: string[] = [];
  const unconfirmed = reports.filter((r) => r.status !== 'confirmed').length;
  if (unconfirmed) notes.push(`${unconfirmed} candidate(s) did not recur on replay and are not counted`);
  if (options.mode === 'player') notes.push('player mode: the offline explorer reads no design documents either way');
  const result: QaResult = {
    schema: QA_RESULT_SCHEMA,
    target,
    adapter: adapter.kind,
    agent: 'explore',
    mode: options.mode ?? 'qa',
    seed: options.seed,
    budget,
    actions: run.actions,
    confirmActions: counter.actions,
    states: run.states,
    vocabulary: [...run.vocabulary].sort(),
    wallMs: Math.round(performance.now() - started),
    ended: run.ended,
    reports,
    score,
    unmeasured,
    notes,
    files: { trajectory: 'trajectory.jsonl', bugs: 'bugs.md', report: 'report.html' },
    versions: toolVersions(),
  };
  QaResultSchema.parse(result);
  const replayLine =
    options.replayCommand ?? ((id: string) => `playsmith qa ${target} --replay ${join(outDir, 'qa.json')}#${id}`);
  writeFileSync(join(outDir, 'trajectory.jsonl'), run.trajectory.map((t) => `${JSON.stringify(t)}\n`).join(''));
  writeFileSync(join(outDir, 'bugs.md'), renderBugsMarkdown(result, replayLine));
  writeFileSync(join(outDir, 'report.html'), renderQaPage(result));
  writeFileSync(join(outDir, 'qa.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
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
  const again = await recurs(adapter, result.seed, { fault, steps: report.steps, tried }, vocabulary, counter);
  return { report, lines, recurs: again };
}
