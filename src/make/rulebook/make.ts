// The rulebook half of make around its mode (src/make/modes/rulebook/): the one line of what kind of game was asked
// for and what kind made, and a model's rulebook as the mode's ask (`make --agent llm`).
import type { Gdd, MadeKind } from '../../shared/index.ts';
import { madeAs, type PhraseCompilation } from '../accounting.ts';
import type { Requirement } from '../requirements.ts';
import type { AgentContext } from '../agent/agent.ts';
import { agentRulebook, type Authoring } from '../agent/rulebook.ts';
import { composeRulebook } from './compose.ts';
import { askedKindOf } from './names.ts';
import { madeLine, modeWhy, type RulebookRoute, rulebookWanted, unmadeKind, type Via, withArticle } from './route.ts';

/** A phase of make, timed and announced. */
export type Phase = <T>(name: string, fn: () => T | Promise<T>) => Promise<T>;

/** What the design phase gives the rest of make: the GDD, the project written, the requirements, the phrases. */
export interface Designed {
  gdd: Gdd;
  familyRequirements: Requirement[];
  phrases: PhraseCompilation;
}

/** The most intent alignment a game of another kind than the one asked for can have, in percent. */
export const INTENT_CAP_NOT_MADE = 33;

/** The one line of what kind was asked and what kind made. */
export function kindAccount(prompt: string, route: RulebookRoute | undefined, gdd: Gdd, via?: Via): MadeKind {
  if (route) {
    const c = route.composition;
    const asked = route.asked.kind ? route.asked.kind.id : route.asked.name;
    const a = withArticle(asked);
    return {
      asked: a,
      made: madeLine(c),
      by: 'rulebook',
      exact: c.exact,
      line: `asked: ${a}; made: ${madeLine(c)}`,
      why: route.why,
    };
  }
  const unmade = unmadeKind(prompt, madeAs(gdd));
  const asked = askedKindOf(prompt)?.kind?.id ?? null;
  const a = asked && withArticle(asked);
  const why = modeWhy(prompt, via);
  return {
    ...(why ? { why } : {}),
    asked: a,
    made: madeAs(gdd),
    by: 'mode',
    exact: !unmade,
    line: `asked: ${a ?? 'no kind by name'}; made: ${madeAs(gdd)}${unmade ? ' (not the kind asked)' : ''}`,
  };
}

/**
 * With a model (`--agent llm`): when make takes the prompt as a rulebook (rulebookWanted), the model writes it, from
 * the offline composition when there is one; when no round of the model's gives a rulebook that can be used, the
 * offline composition stands, or without one the family template's hook code makes the game — each said as a
 * fallback.
 */
export async function agentRoute(
  ctx: AgentContext,
  prompt: string,
  seed: number,
  via: Via | undefined,
): Promise<{ route: RulebookRoute | undefined; authoring: Authoring | undefined }> {
  const wanted = rulebookWanted(prompt, via);
  if (!wanted) return { route: undefined, authoring: undefined };
  const composed = composeRulebook(prompt, { seed });
  const offline = composed?.plan.won ? composed : undefined;
  const { composition, authoring } = await agentRulebook(ctx, {
    prompt,
    asked: wanted.asked,
    offline,
    seed,
    rounds: ctx.maxRepairs,
  });
  if (composition) return { route: { ...wanted, composition, why: `${wanted.why}; the model wrote it` }, authoring };
  const n = authoring.rounds.length;
  const last = authoring.rounds.at(-1)?.problems.slice(0, 2).join('; ') || 'no answer';
  const tried = `the model's rulebook was not used after ${n} round${n === 1 ? '' : 's'} (${last})`;
  ctx.fallbacks.push({
    phase: 'rulebook',
    reason: offline
      ? `${tried}; the offline composition from the library's ${offline.base} stands`
      : `${tried}, and no library rulebook could be composed; a family template's hook code makes the game`,
  });
  return { route: offline && { ...wanted, composition: offline }, authoring };
}
