// The LLM agent (GBQA's): ReAct with a reflection on every step ("did that do what it should? is it a bug?"), local
// verification before a report (the path is replayed from a fresh game and the fault must show again, with the
// model's own quote in it), and a hierarchical memory: the short-term trajectory since the last restart plus a
// long-term store of places, items, events, open suspicions and confirmed bugs, carried across restarts within one
// budget. Modes: `player` plays towards the goal and reports what stops it; `qa` hunts bugs and may read the spec.
// The oracles that need no model judge every step it takes as well, so the model only ever adds to what they see.
import { z } from 'zod';
import { LlmError, type Llm } from '../llm/index.ts';
import { QA_BUG_TYPES, type QaBugType } from '../shared/index.ts';
import type { GameAdapter, QaObservation } from './adapter.ts';
import { type ReplayCounter, replay } from './confirm.ts';
import type { Candidate, ExploreResult, TrajectoryEntry } from './explorer.ts';
import { factsOf, quoted, stateHash, thingsOf } from './facts.ts';
import { type Fault, judgeTransition } from './oracles.ts';

const ReportSchema = z.object({
  title: z.string().min(1).max(200),
  type: z.enum(QA_BUG_TYPES).default('other'),
  observed: z.string().min(1).max(1000),
  expected: z.string().min(1).max(1000),
  /** Words copied exactly from the game's text or state that show the fault: a replay must show them again. */
  quote: z.string().max(300).default(''),
});

const AnswerSchema = z.object({
  /** The reflection on the last step: what it was meant to do, and whether the game did it. */
  reflection: z.string().max(2000).default(''),
  suspicion: z.string().max(500).nullable().default(null),
  thought: z.string().max(2000).default(''),
  /** The next action, one line in the game's own command language; empty with restart or stop. */
  action: z.string().max(300).default(''),
  report: ReportSchema.nullable().default(null),
  remember: z
    .object({
      places: z.array(z.string().max(120)).max(10).default([]),
      items: z.array(z.string().max(120)).max(10).default([]),
      events: z.array(z.string().max(200)).max(10).default([]),
    })
    .default({ places: [], items: [], events: [] }),
  restart: z.boolean().default(false),
  stop: z.boolean().default(false),
});
type Answer = z.infer<typeof AnswerSchema>;

/** The long-term store, carried across restarts within one run. */
export interface AgentMemory {
  places: string[];
  items: string[];
  events: string[];
  suspicions: string[];
  bugs: string[];
}

export interface AgentOptions {
  llm: Llm;
  seed: number;
  budget: number;
  mode: 'qa' | 'player';
  /** What the game promises, shown in qa mode only (player mode plays without it, as in the paper). */
  spec?: string | undefined;
}

export interface AgentRun extends ExploreResult {
  memory: AgentMemory;
  /** Reports the agent made and its own replay did not bear out (not counted). */
  withdrawn: string[];
  unusableReplies: number;
}

/** How many recent steps the short-term memory shows the model. */
const SHORT_TERM = 12;
const LONG_TERM_MAX = 30;
const MAX_FAILED_CALLS = 3;

const SYSTEM: Record<'qa' | 'player', string> = {
  qa: [
    "You test a game for bugs. Each turn you get the game's latest answer, its state, your memory and your recent",
    'steps. First reflect on your last step: what should it have done, and did the game do that? Note anything',
    "suspicious. Then choose the next action: one line in the game's own command language, from the commands it",
    "offers. When you are sure something breaks the game's own rules or its spec, report it with a quote copied",
    'exactly from what the game said or showed. Ask for a restart to try another route; your memory stays.',
    'Answer with one JSON object: {"reflection": "...", "suspicion": "..." or null, "thought": "...",',
    '"action": "...", "report": {"title", "type", "observed", "expected", "quote"} or null,',
    '"remember": {"places": [], "items": [], "events": []}, "restart": false, "stop": false}.',
  ].join('\n'),
  player: [
    "You play a game to reach its goal. Each turn you get the game's latest answer, its state, your memory and your",
    'recent steps. Reflect on your last step (did it do what you meant?), then choose the next action: one line in',
    "the game's own command language. If something stops you from playing on in a way the game should not, report",
    'it with a quote copied exactly from what the game said. Answer with one JSON object: {"reflection": "...",',
    '"suspicion": null, "thought": "...", "action": "...", "report": null or {"title", "type", "observed",',
    '"expected", "quote"}, "remember": {"places": [], "items": [], "events": []}, "restart": false, "stop": false}.',
  ].join('\n'),
};

const addAll = (into: string[], items: string[]) => {
  for (const item of items) if (item && !into.includes(item)) into.push(item);
  if (into.length > LONG_TERM_MAX) into.splice(0, into.length - LONG_TERM_MAX);
};

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 8)
    .join('-');

/** A fault the model reported: confirmed only if a replay reaches the same state and shows its quote again. */
function modelFault(report: z.infer<typeof ReportSchema>): Fault {
  return {
    oracle: 'model-report',
    signature: `model-report:${slug(report.title)}`,
    type: report.type as QaBugType,
    severity: 'major',
    title: report.title,
    observed: report.observed,
    expected: report.expected,
  };
}

function describe(
  observation: QaObservation,
  memory: AgentMemory,
  recent: { action: string; text: string }[],
  commands: string[],
  remaining: number,
): string {
  const list = (name: string, items: string[]) => (items.length ? `${name}: ${items.join('; ')}` : `${name}: (none)`);
  return [
    `The game says: ${observation.text || '(nothing)'}`,
    ...(observation.error ? [`The game failed: ${observation.error}`] : []),
    `State: ${JSON.stringify(observation.state ?? null)}`,
    `Commands it offers: ${commands.join(' | ') || '(none listed)'}`,
    'Memory:',
    `  ${list('places', memory.places)}`,
    `  ${list('items', memory.items)}`,
    `  ${list('events', memory.events)}`,
    `  ${list('open suspicions', memory.suspicions)}`,
    `  ${list('bugs reported', memory.bugs)}`,
    `Recent steps: ${recent.map((r) => `> ${r.action} → ${r.text.slice(0, 160)}`).join(' || ') || '(none)'}`,
    `Actions left: ${remaining}`,
  ].join('\n');
}

/** Plays the game with a model for at most `budget` actions; every transition also goes through the oracles. */
export async function runAgent(adapter: GameAdapter, options: AgentOptions, counter: ReplayCounter): Promise<AgentRun> {
  const fields = adapter.rules.fields;
  const memory: AgentMemory = { places: [], items: [], events: [], suspicions: [], bugs: [] };
  const candidates: Candidate[] = [];
  const trajectory: TrajectoryEntry[] = [];
  const vocabulary = new Set<string>();
  const states = new Set<string>();
  const withdrawn: string[] = [];
  let actions = 0;
  let ended = `the budget of ${options.budget} actions was spent`;
  const templates = await adapter.actions();
  let current = await adapter.reset(options.seed);
  actions++;
  const initial = factsOf(current, fields).counters;
  let path: string[] = [];
  let recent: { action: string; text: string }[] = [];
  const seen = (o: QaObservation) => {
    const hash = stateHash(o, fields);
    states.add(hash);
    for (const thing of thingsOf(factsOf(o, fields))) vocabulary.add(thing);
    return hash;
  };
  let hash = seen(current);

  const tally = { unusable: 0, failedInRow: 0 };
  const ask = (step: number) =>
    askForStep(options, describe(current, memory, recent.slice(-SHORT_TERM), templates, options.budget - actions), {
      step,
      tally,
    });

  try {
    for (let step = 1; actions < options.budget; step++) {
      const answer = await ask(step);
      // An unusable answer costs an action: the game's own first command (or a look), so the run still moves.
      const chosen = answer ?? { ...AnswerSchema.parse({}), action: templates[0] ?? adapter.rules.look };
      remember(memory, chosen);
      if (chosen.report && path.length > 0) {
        const replayed = await verify(adapter, options.seed, path, counter, hash, chosen.report.quote);
        // The replay left the game where the path ends: the agent plays on from there.
        current = replayed.end;
        if (replayed.ok) {
          candidates.push(reportedCandidate(chosen.report, path, current, hash));
          addAll(memory.bugs, [chosen.report.title]);
        } else withdrawn.push(chosen.report.title);
      }
      if (chosen.stop) {
        ended = 'the model stopped';
        break;
      }
      if (chosen.restart || !chosen.action.trim()) {
        current = await adapter.reset(options.seed);
        actions++;
        path = [];
        recent = [];
        hash = seen(current);
        continue;
      }
      const before = current;
      const beforeHash = hash;
      const after = await adapter.act(chosen.action);
      actions++;
      path.push(chosen.action);
      hash = seen(after);
      const faults = judgeTransition({
        before,
        beforeFacts: factsOf(before, fields),
        action: chosen.action,
        after,
        afterFacts: factsOf(after, fields),
        vocabulary,
        initial,
        rules: adapter.rules,
        beforeHash,
        afterHash: hash,
      });
      for (const fault of faults)
        candidates.push({
          fault,
          steps: [...path],
          before: before.state,
          after: after.state,
          text: after.text || null,
        });
      trajectory.push({
        step: actions,
        action: chosen.action,
        travel: false,
        state: hash,
        text: after.text,
        error: after.error,
        faults: faults.map((f) => f.signature),
      });
      recent.push({ action: chosen.action, text: after.error ? `ERROR ${after.error}` : after.text });
      current = after;
    }
  } catch (error) {
    if (!(error instanceof AgentStop)) throw error;
    ended = error.message;
  }
  return {
    candidates,
    actions,
    states: states.size,
    ended,
    trajectory,
    vocabulary,
    templates,
    initial,
    memory,
    withdrawn,
    unusableReplies: tally.unusable,
  };
}

/** The model's next move for the observation in `prompt`, or null when its answer was unusable or the call
 * failed in a way worth going on after; a call that keeps failing, or fails for good, stops the run. */
async function askForStep(
  options: AgentOptions,
  prompt: string,
  at: { step: number; tally: { unusable: number; failedInRow: number } },
): Promise<Answer | null> {
  const { tally } = at;
  try {
    const answer = await options.llm.object({
      purpose: `qa.${options.mode}`,
      system: SYSTEM[options.mode],
      prompt: (options.mode === 'qa' && options.spec ? `Spec of the game:\n${options.spec}\n\n` : '') + prompt,
      schema: AnswerSchema,
      schemaName: 'qa_step',
      reasks: 1,
      temperature: 0,
      step: at.step,
    });
    tally.failedInRow = 0;
    return answer.object;
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    if (error.code === 'schema-mismatch' || error.code === 'invalid-json') {
      tally.unusable++;
      return null;
    }
    if (++tally.failedInRow >= MAX_FAILED_CALLS || !['timeout', 'rate-limited', 'server-error'].includes(error.code))
      throw new AgentStop(`the model could not be used (${error.code}): ${error.message}`);
    return null;
  }
}

/** What the model asked to keep in mind. */
function remember(memory: AgentMemory, chosen: Answer): void {
  if (chosen.suspicion) addAll(memory.suspicions, [chosen.suspicion]);
  addAll(memory.places, chosen.remember.places);
  addAll(memory.items, chosen.remember.items);
  addAll(memory.events, chosen.remember.events);
}

/** Local verification: the path replayed from a fresh game must reach the same state and show the quote. */
async function verify(
  adapter: GameAdapter,
  seed: number,
  path: string[],
  counter: ReplayCounter,
  hash: string,
  quote: string,
): Promise<{ ok: boolean; end: QaObservation }> {
  const run = await replay(adapter, seed, path, counter);
  const end = run.observations.at(-1)!;
  return { ok: run.hashes.at(-1) === hash && quoted(end, quote), end };
}

/** A bug the model reported and the replay confirmed, as a candidate that expects the state and the quote. */
function reportedCandidate(
  report: z.infer<typeof ReportSchema>,
  path: string[],
  current: QaObservation,
  hash: string,
): Candidate {
  return {
    fault: modelFault(report),
    steps: [...path],
    before: null,
    after: current.state,
    text: current.text || null,
    expect: hash,
    quote: report.quote,
  };
}

/** The model could not be used: the run ends with what it has, said in the result. */
class AgentStop extends Error {
  override name = 'AgentStop';
}
