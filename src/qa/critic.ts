// The offline critic and the score. GBQA's critic is a model deciding whether a report names the same fault as a
// known bug; offline, the known bug's own reproduction is replayed under the same oracles, and a report matches it
// when the report's fault signature is one that reproduction shows — same fault, not just the same area. Known bugs
// are read only here, after the agent has finished. Recall counts matched known bugs (GBQA eq. 1); precision counts
// confirmed reports that match a known bug.
import { readFileSync } from 'node:fs';
import {
  type KnownBug,
  KnownBugsFileSchema,
  type KnownBugsFile,
  PlaysmithError,
  QA_DIFFICULTIES,
  type QaDifficulty,
  type QaReport,
  type QaScore,
} from '../shared/index.ts';
import type { GameAdapter } from './adapter.ts';
import { judgeReplay, nonDeterminismRuns, type ReplayCounter, replay, stuckAt } from './confirm.ts';
import { fillTemplates } from './explorer.ts';
import { factsOf, thingsOf } from './facts.ts';

/** A known-bugs file qa cannot read. */
export class KnownBugsError extends PlaysmithError {
  override name = 'KnownBugsError';
  constructor(message: string) {
    super(message, { code: 'qa-known-bugs', kind: 'usage' });
  }
}

export function readKnownBugs(file: string): KnownBugsFile {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new KnownBugsError(`${file}: cannot be read as JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = KnownBugsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnownBugsError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message} ` +
        '(a known-bugs file has "schema": "playsmith.known-bugs/1", "game" and "bugs": [{id, type, difficulty, ' +
        'description, reproduction: [actions]}])',
    );
  }
  const ids = parsed.data.bugs.map((b) => b.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new KnownBugsError(`${file}: bug id ${twice} is used twice`);
  return parsed.data;
}

/** The fault signatures a known bug's reproduction shows when replayed from reset(seed). */
export async function signaturesOf(
  adapter: GameAdapter,
  seed: number,
  bug: KnownBug,
  context: { vocabulary: ReadonlySet<string>; templates: string[] },
  counter: ReplayCounter,
): Promise<Set<string>> {
  const steps = bug.reproduction;
  const runs = [await replay(adapter, seed, steps, counter), await replay(adapter, seed, steps, counter)];
  const signatures = new Set<string>();
  const vocabulary = new Set(context.vocabulary);
  const fields = adapter.rules.fields;
  for (const o of runs[0]!.observations) {
    const f = factsOf(o, fields);
    for (const item of thingsOf(f)) vocabulary.add(item);
  }
  // More runs while they all agree, so a fault that shows half the time is still likely seen.
  while (runs.length < nonDeterminismRuns(adapter) && runs.every((r) => r.hashes.join() === runs[0]!.hashes.join()))
    runs.push(await replay(adapter, seed, steps, counter));
  // What any of the runs shows: a game that decides at random shows a bug's faults in some runs only.
  for (const run of runs)
    for (const faults of judgeReplay(adapter, steps, run, vocabulary))
      for (const f of faults) signatures.add(f.signature);
  const diverged = runs[0]!.hashes.findIndex((h, i) => runs.some((r) => r.hashes[i] !== h));
  if (diverged > 0) signatures.add(`non-determinism:${steps[diverged - 1]!.trim().toLowerCase().split(/\s+/)[0]}`);
  const end = factsOf(runs[0]!.observations.at(-1)!, fields);
  const commands = fillTemplates(context.templates, end, new Set(end.exits ?? []));
  // The last run left the game at the end of the reproduction: the commands are tried from there.
  if (!end.over && (await stuckAt(adapter, seed, steps, commands, counter, runs.at(-1))))
    signatures.add(`stuck:${end.room ?? runs[0]!.hashes.at(-1)}`);
  return signatures;
}

const rate = (matched: number, of: number) => ({ matched, of, rate: of ? matched / of : null });

/**
 * A largest one-to-one pairing of bugs with the reports that match them (augmenting paths, bugs in the file's order,
 * so the pairing is the same on every run): one report is evidence for one bug, however many bugs it matches.
 */
export function creditReports(matches: { bug: string; reports: string[] }[]): { bug: string; report: string }[] {
  const holder = new Map<string, string>();
  const candidates = new Map(matches.map((m) => [m.bug, m.reports]));
  const place = (bug: string, seen: Set<string>): boolean => {
    for (const report of candidates.get(bug) ?? []) {
      if (seen.has(report)) continue;
      seen.add(report);
      const other = holder.get(report);
      if (other === undefined || place(other, seen)) {
        holder.set(report, bug);
        return true;
      }
    }
    return false;
  };
  for (const m of matches) place(m.bug, new Set());
  const creditOf = new Map([...holder].map(([report, bug]) => [bug, report]));
  return matches.flatMap((m) => (creditOf.has(m.bug) ? [{ bug: m.bug, report: creditOf.get(m.bug)! }] : []));
}

/**
 * Recall and precision from which confirmed reports matched which known bug (the same sums for both critics): recall
 * counts the bugs of a one-to-one pairing with reports; precision counts the reports that match any known bug.
 */
export function scoreMatches(
  critic: QaScore['critic'],
  known: KnownBugsFile,
  confirmed: QaReport[],
  matches: { bug: string; reports: string[] }[],
  unobservable: string[],
): QaScore {
  const credited = creditReports(matches);
  const found = new Set(credited.map((c) => c.bug));
  const matchedReports = new Set(matches.flatMap((m) => m.reports));
  const byDifficulty = Object.fromEntries(
    QA_DIFFICULTIES.map((d: QaDifficulty) => {
      const bugs = known.bugs.filter((b) => b.difficulty === d);
      return [d, rate(bugs.filter((b) => found.has(b.id)).length, bugs.length)];
    }),
  ) as QaScore['byDifficulty'];
  return {
    critic,
    recall: rate(found.size, known.bugs.length),
    precision: rate(matchedReports.size, confirmed.length),
    byDifficulty,
    matches,
    credited,
    unobservable,
    unmatchedReports: confirmed.filter((r) => !matchedReports.has(r.id)).map((r) => r.id),
  };
}

/** Matches confirmed reports to known bugs by fault signature and scores recall and precision. */
export async function scoreOffline(
  adapter: GameAdapter,
  seed: number,
  reports: QaReport[],
  known: KnownBugsFile,
  context: { vocabulary: ReadonlySet<string>; templates: string[] },
  counter: ReplayCounter,
): Promise<QaScore> {
  const confirmed = reports.filter((r) => r.status === 'confirmed');
  const matches: { bug: string; reports: string[] }[] = [];
  const unobservable: string[] = [];
  for (const bug of known.bugs) {
    const signatures = await signaturesOf(adapter, seed, bug, context, counter);
    if (signatures.size === 0) unobservable.push(bug.id);
    matches.push({ bug: bug.id, reports: confirmed.filter((r) => signatures.has(r.signature)).map((r) => r.id) });
  }
  return scoreMatches('offline', known, confirmed, matches, unobservable);
}
