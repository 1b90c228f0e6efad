// `make --agent llm` for a kind no bespoke mode makes: the model writes the game as a rulebook. It is given the
// language's JSON Schema and two library rulebooks (the nearest to the request, to edit, and one of the other sort of
// world), answers with the rulebook and where in it each phrase of the request is honoured; zod and the rulebook
// checker validate it, the planner must win every level, and what fails goes back to the model, for at most T rounds.
// Each "honoured" claim is checked against the rulebook at its path. When no round gives a valid, winnable rulebook,
// the offline composition stands (or, without one, the family template's hook code), and that is said.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  checkRulebook,
  LIBRARY_DIR,
  planRulebook,
  type Rulebook,
  type RulebookPlan,
  rulebookJsonSchema,
} from '../../rulebook/index.ts';
import type { PromptPhrase } from '../../shared/index.ts';
import type { AskedKind } from '../kinds/read.ts';
import { readPhrases } from '../phrases.ts';
import type { Composition, PhraseEdit } from '../rulebook/compose.ts';
import { chooseBase, thingNouns } from '../rulebook/compose.ts';
import { singularWord } from '../singular.ts';
import { type AgentContext, stopOrFallBack } from './agent.ts';

/** One round of the model's writing: what was wrong with its answer (empty when it was used). */
export interface AuthoringRound {
  round: number;
  problems: string[];
}

export interface Authoring {
  /** The library rulebooks the model was shown, the first the one to edit. */
  examples: string[];
  rounds: AuthoringRound[];
  /** The model's rulebook is the game. */
  used: boolean;
}

const AnswerSchema = z.object({
  rulebook: z.unknown(),
  honours: z
    .array(z.object({ phrase: z.string().min(1), path: z.string().min(1), why: z.string().default('') }))
    .default([]),
  cannot: z.array(z.object({ phrase: z.string().min(1), why: z.string().default('') })).default([]),
});
type Answer = z.infer<typeof AnswerSchema>;

const SYSTEM = [
  'You write small web games as Playsmith rulebooks. A rulebook is one JSON document in a fixed language: one ' +
    'engine runs it in the browser and a planner searches it for a win before any player sees it.',
  'Answer with exactly one JSON object and nothing around it:',
  '{"rulebook": {…}, "honours": [{"phrase": "…", "path": "…", "why": "…"}], "cannot": [{"phrase": "…", "why": "…"}]}',
  '- "rulebook" must be valid under the JSON Schema below, with no field the schema does not have.',
  '- Every level must be winnable by a player with the controls you give; the planner has to find the win.',
  '- "honours" lists the phrases of the request your rulebook honours, each with the JSON path that shows it ' +
    '(kinds.mole.noun, counters.score.win, levels[0].map) and a few words why. Each path is checked: the value there ' +
    'must carry the phrase (its noun, its number).',
  '- "cannot" lists the phrases the language cannot express, with why. Do not pretend: an honest "cannot" is better ' +
    'than a path that does not hold the phrase.',
  "Keep the game short (a few minutes), its nouns and backdrop the request's, its rules the kind of game asked for.",
].join('\n');

function examplePrompt(name: string, book: unknown, role: string): string {
  return `Library rulebook "${name}" (${role}):\n${JSON.stringify(book)}`;
}

/** The request, the kind, the schema and the two examples, as the first message. */
function firstMessage(prompt: string, asked: AskedKind, examples: [string, unknown][], schema: string): string {
  return [
    `Request: ${JSON.stringify(prompt)}`,
    `Kind of game asked for: ${asked.kind?.id ?? asked.name}.`,
    `The rulebook language, as JSON Schema:\n${schema}`,
    examplePrompt(examples[0]![0], examples[0]![1], 'the nearest to the request: edit it rather than start over'),
    examplePrompt(examples[1]![0], examples[1]![1], 'another sort of world, to show more of the language'),
    'Write the rulebook for the request.',
  ].join('\n\n');
}

function retryMessage(problems: readonly string[]): string {
  return [
    'That rulebook cannot be used yet:',
    ...problems.slice(0, 20).map((p) => `- ${p}`),
    'Send the whole corrected JSON object (rulebook, honours, cannot) again.',
  ].join('\n');
}

/** The JSON object in a model's text: the whole text, or the first {...} block inside a code fence or prose. */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1];
  const body = (fenced ?? text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('the answer holds no JSON object');
  return JSON.parse(body.slice(start, end + 1));
}

/** The value at a JSON path ("kinds.mole.noun", "levels[0].map[2]") in `root`, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  let at: unknown = root;
  for (const part of parts) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[/^\d+$/.test(part) && Array.isArray(at) ? Number(part) : part];
  }
  return at;
}

/** The value at `path` carries the phrase: its number for a number, else one of its words (or their singular). */
export function holdsPhrase(value: unknown, phrase: string): boolean {
  if (value === undefined) return false;
  const text = JSON.stringify(value).toLowerCase();
  const numbers = phrase.match(/\d+/g);
  if (numbers) return numbers.every((n) => new RegExp(`(?<!\\d)${n}(?!\\d)`).test(text));
  const words = phrase
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
  return words.some((w) => text.includes(w) || text.includes(singularWord(w)));
}

/** The rulebook's problems, or the levels the planner could not win, in words for the model. */
function verdict(book: unknown, seed: number): { problems: string[]; plan?: RulebookPlan; rulebook?: Rulebook } {
  const checked = checkRulebook(book);
  const errors = checked.problems.filter((p) => p.severity === 'error');
  if (!checked.ok || !checked.rulebook || errors.length)
    return { problems: errors.map((p) => `${p.path}: ${p.message}`) };
  const plan = planRulebook(checked.rulebook, { seed });
  if (plan.won) return { problems: [], plan, rulebook: checked.rulebook };
  return {
    problems: plan.levels
      .filter((l) => !l.won || !l.proven)
      .map((l) => `level ${l.level + 1}: the planner could not ${l.won ? 'prove' : 'find'} a win (${l.reason})`),
  };
}

/** The prompt's phrases as the account reads them, each honoured only where the model's path holds it. */
function editsFrom(answer: Answer, rulebook: Rulebook, phrases: readonly PromptPhrase[]): PhraseEdit[] {
  const out: PhraseEdit[] = [];
  for (const p of phrases) {
    const same = (said: string) => said.toLowerCase().includes(p.text) || p.text.includes(said.toLowerCase());
    const claim = answer.honours.find((h) => same(h.phrase));
    if (claim) {
      const held = holdsPhrase(valueAt(rulebook, claim.path), p.text);
      out.push({
        phrase: p.text,
        kind: p.kind,
        status: held ? 'honoured' : 'not honoured',
        proof: held ? claim.path : undefined,
        why: held
          ? claim.why || `the model's rulebook holds it at ${claim.path}`
          : `the model said ${claim.path} shows it, and it does not`,
      });
      continue;
    }
    const cannot = answer.cannot.find((c) => same(c.phrase));
    if (cannot)
      out.push({
        phrase: p.text,
        kind: p.kind,
        status: 'not honoured',
        proof: undefined,
        why: `the model: the language cannot say it${cannot.why ? ` (${cannot.why})` : ''}`,
      });
  }
  return out;
}

/** The two library rulebooks the model is shown: the nearest to the request, and one of the other sort of world. */
function examplesFor(prompt: string, asked: AskedKind, offline: Composition | undefined): string[] {
  const nearest = offline?.base ?? chooseBase(prompt, asked)?.base ?? 'whack-a-mole';
  const grid = (name: string) =>
    'grid' in (JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8')) as object);
  const other = grid(nearest) ? ['breakout', 'asteroids'] : ['sokoban', 'tic-tac-toe'];
  return [nearest, other.find((o) => o !== nearest)!];
}

/**
 * The model writes the rulebook for `prompt`: at most `rounds` answers, each validated and planned. Returns the
 * composition of the model's rulebook, or undefined (with the rounds) when none could be used.
 */
export async function agentRulebook(
  ctx: AgentContext,
  input: { prompt: string; asked: AskedKind; offline: Composition | undefined; seed: number; rounds: number },
): Promise<{ composition: Composition | undefined; authoring: Authoring }> {
  const llm = ctx.llm.with({ phase: 'rulebook' });
  const names = examplesFor(input.prompt, input.asked, input.offline);
  const examples = names.map((n): [string, unknown] => [
    n,
    JSON.parse(readFileSync(join(LIBRARY_DIR, `${n}.json`), 'utf8')),
  ]);
  // The offline composition is already the nearest rulebook edited by the prompt: the model edits that.
  if (input.offline) examples[0] = [input.offline.base, input.offline.rulebook];
  const authoring: Authoring = { examples: names, rounds: [], used: false };
  const messages: { role: 'user' | 'assistant'; content: string }[] = [
    {
      role: 'user',
      content: firstMessage(input.prompt, input.asked, examples, JSON.stringify(rulebookJsonSchema())),
    },
  ];
  const read = readPhrases(input.prompt);
  const phrases = [...read, ...thingNouns(input.prompt, read)];
  for (let round = 1; round <= Math.max(1, input.rounds); round++) {
    let text: string;
    try {
      text = (await llm.text({ purpose: 'make.rulebook', system: SYSTEM, messages: [...messages], temperature: 0 }))
        .text;
    } catch (e) {
      authoring.rounds.push({
        round,
        problems: [`the model's answer was unusable (${stopOrFallBack(e, 'rulebook')})`],
      });
      break;
    }
    let problems: string[];
    let answer: Answer | undefined;
    try {
      answer = AnswerSchema.parse(jsonIn(text));
      problems = [];
    } catch (e) {
      problems = [
        e instanceof z.ZodError
          ? 'the answer is not {rulebook, honours, cannot}: ' +
            e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
          : `the answer is not JSON: ${(e as Error).message}`,
      ];
    }
    const judged = answer ? verdict(answer.rulebook, input.seed) : undefined;
    if (judged) problems = judged.problems;
    authoring.rounds.push({ round, problems });
    ctx.trajectory.step('rulebook', 'make.rulebook.round', { round, problems });
    if (answer && judged?.plan && judged.rulebook) {
      authoring.used = true;
      const base = examples[0]![0];
      return {
        authoring,
        composition: {
          rulebook: judged.rulebook,
          phrases,
          base,
          asked: input.asked,
          madeAs: input.asked.kind?.id ?? input.asked.name,
          exact: true,
          chosen: `written by the model from the library's ${base}, validated and won by the planner`,
          edits: editsFrom(answer, judged.rulebook, phrases),
          plan: judged.plan,
          relaxed: [],
          author: 'model',
        },
      };
    }
    messages.push({ role: 'assistant', content: text }, { role: 'user', content: retryMessage(problems) });
  }
  return { composition: undefined, authoring };
}
