// Replay confirmation, what the GBQA paper lacks: every candidate is replayed from a fresh reset(seed) before anyone
// sees it, and only a fault that recurs becomes a confirmed report; the rest are kept as unconfirmed and never
// counted. Confirmed faults are minimised (delta debugging over the steps before the one that shows the fault) and
// duplicates — the same signature by other steps — merge into the shortest reproduction.
import type { QaDifficulty, QaReport } from '../shared/index.ts';
import type { GameAdapter, QaObservation } from './adapter.ts';
import { type Candidate, nonDeterminism } from './explorer.ts';
import { factsOf, quoted, stateHash } from './facts.ts';
import { type Fault, judgeTransition } from './oracles.ts';

/** Counts the actions replays send, apart from the explorer's budget, and keeps the replays one qa run made. */
export interface ReplayCounter {
  actions: number;
  /** Each step list replayed so far (and every prefix of one), by seed and steps: what `replayed` reads back. */
  kept?: Map<string, Replay>;
}

export interface Replay {
  observations: QaObservation[];
  hashes: string[];
}

/** Plays `steps` from a fresh reset(seed); observations[0] is the fresh game. */
export async function replay(
  adapter: GameAdapter,
  seed: number,
  steps: string[],
  counter: ReplayCounter,
): Promise<Replay> {
  const fields = adapter.rules.fields;
  const first = await adapter.reset(seed);
  counter.actions++;
  const observations = [first];
  for (const action of steps) {
    observations.push(await adapter.act(action));
    counter.actions++;
  }
  const run = { observations, hashes: observations.map((o) => stateHash(o, fields)) };
  if (counter.kept)
    for (let n = 0; n <= steps.length; n++) {
      const key = replayKey(seed, steps.slice(0, n));
      if (!counter.kept.has(key))
        counter.kept.set(key, { observations: observations.slice(0, n + 1), hashes: run.hashes.slice(0, n + 1) });
    }
  return run;
}

const replayKey = (seed: number, steps: string[]): string => JSON.stringify([seed, steps]);

/**
 * A replay that is only read, not played on from: a step list this qa run has replayed already, alone or as the start
 * of a longer one, is read back from `counter.kept` instead of being played again. That first replay came from a
 * fresh reset(seed) too, and a game that plays the same steps differently is looked for by the fresh replays of
 * `recurs` and `divergence`, never by this. The game is left wherever it was.
 */
export async function replayed(
  adapter: GameAdapter,
  seed: number,
  steps: string[],
  counter: ReplayCounter,
): Promise<Replay> {
  return counter.kept?.get(replayKey(seed, steps)) ?? replay(adapter, seed, steps, counter);
}

/** The faults the transition oracles see at each step of a replay (index i: the transition made by steps[i]). */
export function judgeReplay(
  adapter: GameAdapter,
  steps: string[],
  run: Replay,
  vocabulary: ReadonlySet<string>,
  portable?: ReadonlySet<string>,
): Fault[][] {
  const fields = adapter.rules.fields;
  const facts = run.observations.map((o) => factsOf(o, fields));
  const initial = facts[0]!.counters;
  // What was carried before each step, from the fresh game on.
  const had: Set<string>[] = [];
  const sofar = new Set<string>(facts[0]!.inventory ?? []);
  for (let i = 0; i < steps.length; i++) {
    had.push(new Set(sofar));
    for (const thing of facts[i + 1]?.inventory ?? []) sofar.add(thing);
  }
  return steps.map((action, i) =>
    judgeTransition({
      before: run.observations[i]!,
      beforeFacts: facts[i]!,
      action,
      after: run.observations[i + 1]!,
      afterFacts: facts[i + 1]!,
      vocabulary,
      portable,
      had: had[i],
      initial,
      rules: adapter.rules,
      beforeHash: run.hashes[i]!,
      afterHash: run.hashes[i + 1]!,
    }),
  );
}

/** Replays of a suspected non-determinism: a fault that shows half the time is missed once in 2^7 tries. */
export const NON_DETERMINISM_RUNS = 8;

/**
 * How many replays look for non-determinism on this game: eight, or three where a reset is slow (a web page, which
 * the harness runs seeded under virtual time): a fault that shows half the time is then missed once in four tries.
 */
export function nonDeterminismRuns(adapter: GameAdapter): number {
  return (adapter.resetCost ?? 1) > 1 ? 3 : NON_DETERMINISM_RUNS;
}

/** Whether the candidate's fault shows again when its steps are replayed from a fresh reset(seed). */
export async function recurs(
  adapter: GameAdapter,
  seed: number,
  candidate: Pick<Candidate, 'fault' | 'steps' | 'tried' | 'expect' | 'quote'>,
  vocabulary: ReadonlySet<string>,
  counter: ReplayCounter,
  portable?: ReadonlySet<string>,
): Promise<boolean> {
  const { fault, steps } = candidate;
  if (fault.oracle === 'non-determinism') {
    const ends = new Set<string>();
    for (let i = 0; i < nonDeterminismRuns(adapter) && ends.size < 2; i++)
      ends.add((await replay(adapter, seed, steps, counter)).hashes.at(-1)!);
    return ends.size > 1;
  }
  if (fault.oracle === 'stuck') return stuckAt(adapter, seed, steps, candidate.tried ?? [], counter);
  if (steps.length === 0) return false;
  const run = await replayed(adapter, seed, steps, counter);
  if (fault.oracle === 'model-report')
    return run.hashes.at(-1) === candidate.expect && quoted(run.observations.at(-1)!, candidate.quote ?? '');
  return judgeReplay(adapter, steps, run, vocabulary, portable)
    .at(-1)!
    .some((f) => f.signature === fault.signature);
}

/**
 * A state is stuck when none of `commands` changes it, and the game is not over. A command that changes nothing
 * leaves the game where it was, so the commands are tried one after another from one replay: `live`, when the game
 * was left at the end of that replay by the caller's last call, or a new one.
 */
export async function stuckAt(
  adapter: GameAdapter,
  seed: number,
  steps: string[],
  commands: string[],
  counter: ReplayCounter,
  live?: Replay,
): Promise<boolean> {
  if (commands.length < 3) return false;
  const base = live ?? (await replay(adapter, seed, steps, counter));
  const end = base.observations.at(-1)!;
  if (factsOf(end, adapter.rules.fields).over || end.error) return false;
  for (const command of commands) {
    const after = await adapter.act(command);
    counter.actions++;
    if (stateHash(after, adapter.rules.fields) !== base.hashes.at(-1) || after.error) return false;
  }
  return true;
}

const MINIMISE_REPLAYS = 80;
/** Fewest replays a minimisation may take, however slow a reset (a web page's load). */
const MIN_MINIMISE_REPLAYS = 12;

/**
 * Delta debugging (ddmin) over the steps before the last: drops chunks while the same fault still shows at the
 * last step, within a replay budget. The last step, the one that shows the fault, is always kept.
 */
export async function minimise(
  adapter: GameAdapter,
  seed: number,
  candidate: Candidate,
  vocabulary: ReadonlySet<string>,
  counter: ReplayCounter,
  portable?: ReadonlySet<string>,
  limit?: { until: number },
): Promise<string[]> {
  const oracle = candidate.fault.oracle;
  if (['non-determinism', 'stuck', 'model-report'].includes(oracle) || candidate.steps.length < 2)
    return candidate.steps;
  const last = candidate.steps.at(-1)!;
  let prefix = candidate.steps.slice(0, -1);
  let replays = 0;
  const allowed = Math.max(MIN_MINIMISE_REPLAYS, Math.round(MINIMISE_REPLAYS / (adapter.resetCost ?? 1)));
  const still = async (p: string[]): Promise<boolean> => {
    replays++;
    return recurs(adapter, seed, { fault: candidate.fault, steps: [...p, last] }, vocabulary, counter, portable);
  };
  let chunks = 2;
  const more = () => replays < allowed && (limit === undefined || counter.actions < limit.until);
  while (prefix.length > 0 && more()) {
    const size = Math.ceil(prefix.length / chunks);
    let reduced = false;
    for (let start = 0; start < prefix.length && more(); start += size) {
      const without = [...prefix.slice(0, start), ...prefix.slice(start + size)];
      if (await still(without)) {
        prefix = without;
        chunks = Math.max(chunks - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced && size === 1) {
      // 1-minimal, yet a detour of a few steps may only go as a whole (down, light the lantern, up again).
      outer: for (const width of [2, 3, 4])
        for (let start = 0; start + width <= prefix.length && more(); start++) {
          const without = [...prefix.slice(0, start), ...prefix.slice(start + width)];
          if (await still(without)) {
            prefix = without;
            chunks = 2;
            reduced = true;
            break outer;
          }
        }
      if (!reduced) break;
    } else if (!reduced) chunks = Math.min(chunks * 2, prefix.length);
  }
  return [...prefix, last];
}

/** GBQA's discovery difficulty, estimated from what finding the fault took: one look, a short chain, or a long one. */
export function difficultyOf(oracle: Fault['oracle'], steps: number): QaDifficulty {
  if (oracle === 'non-determinism') return 'hard';
  if (steps <= 3) return 'easy';
  return steps <= 8 ? 'medium' : 'hard';
}

export interface ConfirmOptions {
  seed: number;
  vocabulary: ReadonlySet<string>;
  /** Things seen carried (see Transition.portable). */
  portable?: ReadonlySet<string> | undefined;
  /** Stop confirming once replays have sent this many actions; the rest stay unconfirmed, and that is said. */
  actionBudget: number;
}

/**
 * Confirms every candidate by replay, minimises the confirmed ones, and merges duplicates by signature into the
 * shortest reproduction. Returns the reports, confirmed first, each group in signature order.
 */
export async function confirmCandidates(
  adapter: GameAdapter,
  candidates: Candidate[],
  options: ConfirmOptions,
  counter: ReplayCounter,
): Promise<QaReport[]> {
  const groups = (list: Candidate[]): [string, Candidate[]][] => {
    const bySignature = new Map<string, Candidate[]>();
    for (const c of list) bySignature.set(c.fault.signature, [...(bySignature.get(c.fault.signature) ?? []), c]);
    return [...bySignature].sort(([a], [b]) => a.localeCompare(b));
  };
  // First every candidate is confirmed or not (one replay or a few each), then the confirmed ones are minimised with
  // what the budget has left: a long minimisation never costs another fault its confirmation.
  const found = new Map<string, { group: Candidate[]; confirmed: Candidate | null }>();
  const derived: Candidate[] = [];
  for (const [signature, group] of groups(candidates)) {
    const confirmed = await firstRecurring(adapter, group, options, counter);
    found.set(signature, { group, confirmed });
    // A fault that would not recur may be the game deciding differently from the same seed: that is its own bug.
    if (!confirmed && counter.actions < options.actionBudget) {
      const split = await divergence(adapter, options.seed, shortest(group).steps, counter);
      if (split) derived.push(split);
    }
  }
  for (const [signature, group] of groups(derived)) {
    const known = found.get(signature);
    if (known?.confirmed) known.group.push(...group);
    else found.set(signature, { group, confirmed: await firstRecurring(adapter, group, options, counter) });
  }
  const reports: QaReport[] = [];
  for (const [signature, { group, confirmed }] of found)
    reports.push(await toReport(adapter, signature, group, confirmed, options, counter));
  const sorted = [
    ...reports.filter((r) => r.status === 'confirmed'),
    ...reports.filter((r) => r.status !== 'confirmed'),
  ];
  return sorted.map((r, i) => ({ ...r, id: `QA-${i + 1}` }));
}

const shortest = (group: Candidate[]): Candidate => [...group].sort((a, b) => a.steps.length - b.steps.length)[0]!;

/** Replays `steps` until two runs part; returns the non-determinism candidate at the first step where they do. */
async function divergence(
  adapter: GameAdapter,
  seed: number,
  steps: string[],
  counter: ReplayCounter,
): Promise<Candidate | null> {
  const first = await replay(adapter, seed, steps, counter);
  for (let i = 1; i < nonDeterminismRuns(adapter); i++) {
    const run = await replay(adapter, seed, steps, counter);
    const at = first.hashes.findIndex((h, k) => run.hashes[k] !== h);
    if (at > 0)
      return {
        fault: nonDeterminism(steps[at - 1]!, first.hashes[at]!, run.hashes[at]!),
        steps: steps.slice(0, at),
        before: first.observations[at - 1]!.state,
        after: first.observations[at]!.state,
        text: first.observations[at]!.text || null,
      };
  }
  return null;
}

/** The first of a group's shortest few candidates whose fault shows again from a fresh game, if any does. */
async function firstRecurring(
  adapter: GameAdapter,
  group: Candidate[],
  options: ConfirmOptions,
  counter: ReplayCounter,
): Promise<Candidate | null> {
  const ordered = [...group].sort((a, b) => a.steps.length - b.steps.length);
  for (const c of ordered.slice(0, 3)) {
    if (counter.actions >= options.actionBudget) break;
    if (await recurs(adapter, options.seed, c, options.vocabulary, counter, options.portable)) return c;
  }
  return null;
}

async function toReport(
  adapter: GameAdapter,
  signature: string,
  group: Candidate[],
  confirmed: Candidate | null,
  options: ConfirmOptions,
  counter: ReplayCounter,
): Promise<QaReport> {
  const chosen = confirmed ?? shortest(group);
  const steps =
    confirmed && counter.actions < options.actionBudget
      ? await minimise(adapter, options.seed, confirmed, options.vocabulary, counter, options.portable, {
          until: options.actionBudget,
        })
      : chosen.steps;
  const f = chosen.fault;
  let evidence = { before: chosen.before ?? null, after: chosen.after ?? null, text: chosen.text };
  if (confirmed && steps !== confirmed.steps) {
    // The evidence is what the minimised steps show, not what the longer path did.
    const run = await replayed(adapter, options.seed, steps, counter);
    const [before, after] = [run.observations.at(-2)!, run.observations.at(-1)!];
    evidence = { before: before.state, after: after.state, text: after.text || null };
  }
  return {
    id: '',
    title: f.title,
    type: f.type,
    severity: f.severity,
    difficulty: difficultyOf(f.oracle, steps.length),
    oracle: f.oracle,
    signature,
    steps,
    observed: f.observed,
    expected: f.expected,
    evidence,
    status: confirmed ? 'confirmed' : 'unconfirmed',
    duplicates: group.length - 1,
  };
}
