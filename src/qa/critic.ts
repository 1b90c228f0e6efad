// The offline critic and the score. GBQA's critic is a model deciding whether a report names the same fault as a
// known bug; offline, the known bug's own reproduction is replayed under the same oracles, and a report matches it
// when the report's fault signature is one that reproduction shows — same fault, not just the same area. A bug whose
// reproduction is prose (GBQA's own bug files) cannot be replayed: it is matched by what it describes
// (prose-critic.ts). Known bugs are read only here, after the agent has finished. Recall counts matched known bugs
// (GBQA eq. 1); precision counts confirmed reports that match a known bug.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  KNOWN_BUGS_SCHEMA,
  type KnownBug,
  KnownBugsFileSchema,
  type KnownBugsFile,
  PlaysmithError,
  QA_BUG_TYPES,
  QA_DIFFICULTIES,
  type QaBugType,
  type QaDifficulty,
  type QaReport,
  type QaScore,
} from '../shared/index.ts';
import { matchesByDescription } from './prose-critic.ts';
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

/** GBQA's own bug file, as its benchmark's games ship it (bugs/<game>.json). */
const GbqaBugsFileSchema = z.looseObject({
  game_name: z.string().optional(),
  game_title: z.string().optional(),
  bugs: z
    .array(
      z.looseObject({
        id: z.union([z.string().min(1), z.int()]),
        bug_type: z.string().min(1),
        difficulty: z.string().min(1),
        minimal_reproduction: z.union([z.array(z.string().min(1)).min(1), z.string().min(1)]),
        observed_fault: z.string().min(1),
        expected_behavior: z.string().optional(),
      }),
    )
    .min(1),
});

/** Other names GBQA's annotators and other hands give our bug types. */
const TYPE_WORDS: Record<string, QaBugType> = {
  softlock: 'stuck',
  'soft-lock': 'stuck',
  'progression-blocker': 'stuck',
  'dead-end': 'stuck',
  'out-of-bounds': 'out-of-range',
  overflow: 'out-of-range',
  'state-inconsistency': 'data-inconsistency',
  inconsistency: 'data-inconsistency',
  'display-error': 'description-flaw',
  'text-error': 'description-flaw',
  'ui-error': 'description-flaw',
  exception: 'crash',
  'server-error': 'crash',
  error: 'crash',
  nondeterminism: 'non-determinism',
  randomness: 'non-determinism',
  'non-deterministic': 'non-determinism',
  exploit: 'wrong-acceptance',
  'sequence-break': 'wrong-acceptance',
};

/** GBQA's "logic error" as our kebab-case type; a type we do not know is "other", its words kept. */
function bugType(written: string): QaBugType {
  const t = written
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if ((QA_BUG_TYPES as readonly string[]).includes(t)) return t as QaBugType;
  return TYPE_WORDS[t] ?? 'other';
}

/** A GBQA bug file as known bugs: prose reproductions, types in our words, the original type kept. */
function fromGbqa(file: string, value: unknown): KnownBugsFile | null {
  const looksLike =
    typeof value === 'object' &&
    value !== null &&
    !('schema' in value) &&
    Array.isArray((value as { bugs?: unknown }).bugs) &&
    ((value as { bugs: unknown[] }).bugs.some(
      (b) => typeof b === 'object' && b !== null && ('bug_type' in b || 'minimal_reproduction' in b),
    ) ||
      'game_name' in value);
  if (!looksLike) return null;
  const parsed = GbqaBugsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnownBugsError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message} (a GBQA bug file has ` +
        '"game_name" and "bugs": [{id, bug_type, difficulty, minimal_reproduction: [steps], observed_fault}])',
    );
  }
  const bugs = parsed.data.bugs.map((b, i): KnownBug => {
    const difficulty = b.difficulty.trim().toLowerCase();
    if (!(QA_DIFFICULTIES as readonly string[]).includes(difficulty))
      throw new KnownBugsError(
        `${file}: bugs.${i}.difficulty: "${b.difficulty}" is not one of GBQA's easy, medium, hard`,
      );
    const steps = Array.isArray(b.minimal_reproduction) ? b.minimal_reproduction : [b.minimal_reproduction];
    return {
      id: String(b.id),
      type: bugType(b.bug_type),
      writtenType: b.bug_type,
      difficulty: difficulty as QaDifficulty,
      description: b.observed_fault,
      ...(b.expected_behavior ? { expected: b.expected_behavior } : {}),
      reproduction: steps.map((s) => s.slice(0, 500)),
      prose: true,
    };
  });
  return {
    schema: KNOWN_BUGS_SCHEMA,
    game: parsed.data.game_title ?? parsed.data.game_name ?? file,
    bugs,
    format: 'gbqa',
  };
}

/**
 * Reads known bugs: Playsmith's own file (playsmith.known-bugs/1, command reproductions a replay sends) or GBQA's bug
 * file as its games ship it (prose reproductions, matched by description).
 */
export function readKnownBugs(file: string): KnownBugsFile {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new KnownBugsError(`${file}: cannot be read as JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const gbqa = fromGbqa(file, value);
  if (gbqa) return checkedIds(file, gbqa);
  const parsed = KnownBugsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnownBugsError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message} ` +
        '(a known-bugs file has "schema": "playsmith.known-bugs/1", "game" and "bugs": [{id, type, difficulty, ' +
        "description, reproduction: [actions]}]; GBQA's own bug files, {game_name, bugs: [{id, bug_type, " +
        'difficulty, minimal_reproduction, observed_fault}]}, are read as they are)',
    );
  }
  return checkedIds(file, parsed.data);
}

function checkedIds(file: string, known: KnownBugsFile): KnownBugsFile {
  const ids = known.bugs.map((b) => b.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new KnownBugsError(`${file}: bug id ${twice} is used twice`);
  return known;
}

/** The fault signatures a known bug's reproduction shows when replayed from reset(seed). */
export async function signaturesOf(
  adapter: GameAdapter,
  seed: number,
  bug: KnownBug,
  context: { vocabulary: ReadonlySet<string>; templates: string[]; portable?: ReadonlySet<string> | undefined },
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
    for (const faults of judgeReplay(adapter, steps, run, vocabulary, context.portable))
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
  byDescription: string[] = [],
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
    ...(byDescription.length ? { byDescription } : {}),
  };
}

/** Matches confirmed reports to known bugs by fault signature and scores recall and precision. */
export async function scoreOffline(
  adapter: GameAdapter,
  seed: number,
  reports: QaReport[],
  known: KnownBugsFile,
  context: {
    vocabulary: ReadonlySet<string>;
    templates: string[];
    portable?: ReadonlySet<string> | undefined;
    rooms?: ReadonlySet<string> | undefined;
  },
  counter: ReplayCounter,
): Promise<QaScore> {
  const confirmed = reports.filter((r) => r.status === 'confirmed');
  const matches: { bug: string; reports: string[] }[] = [];
  const unobservable: string[] = [];
  const byDescription: string[] = [];
  for (const bug of known.bugs) {
    if (bug.prose) {
      // Prose steps cannot be replayed: the bug's description is compared with each report's fault.
      byDescription.push(bug.id);
      const prose = { vocabulary: context.vocabulary, rooms: context.rooms ?? new Set<string>() };
      matches.push({
        bug: bug.id,
        reports: confirmed.filter((r) => matchesByDescription(bug, r, prose)).map((r) => r.id),
      });
      continue;
    }
    const signatures = await signaturesOf(adapter, seed, bug, context, counter);
    if (signatures.size === 0) unobservable.push(bug.id);
    matches.push({ bug: bug.id, reports: confirmed.filter((r) => signatures.has(r.signature)).map((r) => r.id) });
  }
  return scoreMatches('offline', known, confirmed, matches, unobservable, byDescription);
}
