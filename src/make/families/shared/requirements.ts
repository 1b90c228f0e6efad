// Requirements every family states the same way: a fact of the design with its evidence, the art of a registry key
// showing what the prompt named, and the lives the prompt asked for.
import type { Gdd } from '../../gdd.ts';
import type { Intent } from '../../intent.ts';
import type { Requirement } from '../../requirements.ts';

/** A requirement a fact of the design proves (weight 1 unless given). */
export function designFact(fact: {
  id: string;
  text: string;
  source: string;
  weight?: number;
  ok: boolean;
  evidence: string;
}): Requirement {
  const { id, text, source, weight = 1, ok, evidence } = fact;
  return { id, text, source, weight, check: { kind: 'design', ok, evidence } };
}

/** Whether the art of `key` shows `what` (its description names it), with the description as evidence. */
export function artShows(gdd: Gdd, key: string, what: string, label: string): { ok: boolean; evidence: string } {
  const art = gdd.sections.assets.assets.find((a) => a.key === key);
  return {
    ok: art?.description.includes(what) === true,
    evidence: `${label} "${key}": ${art?.description ?? 'missing'}`,
  };
}

/** The game has the `asked` lives of the prompt (intent.mechanics.lives), as its config's game.lives says. */
export function livesAsked(intent: Intent, asked: number, lives: unknown): Requirement {
  return designFact({
    id: 'lives',
    text: `${asked} lives`,
    source: intent.phrases.lives ?? 'lives',
    ok: lives === asked,
    evidence: `config game.lives = ${JSON.stringify(lives)}`,
  });
}
