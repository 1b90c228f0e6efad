// Requirements every family states the same way: a fact of the design with its evidence, an event of play, the art of
// a registry key showing what the prompt named, the collectibles, the lives, the timer and the waves the prompt asked.
import { drawing, drawsNoun } from '../../drawn.ts';
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

/** A requirement an event of play proves: `event` fired at least `minCount` times (weight 1 and once unless given). */
export function eventFact(fact: {
  id: string;
  text: string;
  source: string;
  weight?: number;
  event: string;
  minCount?: number;
}): Requirement {
  const { id, text, source, weight = 1, event, minCount = 1 } = fact;
  return { id, text, source, weight, check: { kind: 'event', event, minCount } };
}

/**
 * Whether the art of `key` shows `what`: its description names it and the procedural art draws that noun as itself
 * (a description alone proves nothing a player sees). The description and the drawing are the evidence.
 */
export function artShows(gdd: Gdd, key: string, what: string, label: string): { ok: boolean; evidence: string } {
  const art = gdd.sections.assets.assets.find((a) => a.key === key);
  const named = art?.description.includes(what) === true;
  return {
    ok: named && drawsNoun(what),
    evidence: `${label} "${key}": ${art?.description ?? 'missing'}; ${drawing(what)}`,
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

/** The lives of the prompt as the action families (platformer, top_down) state them: the count when the prompt has
 * no phrase for it, and the config value as evidence. */
export function livesOfHero(intent: Intent, asked: number, lives: unknown): Requirement {
  return designFact({
    id: 'lives',
    text: `${asked} lives`,
    source: intent.phrases.lives ?? `${asked} lives`,
    ok: lives === asked,
    evidence: `game.lives = ${lives}`,
  });
}

/** The hero collects the prompt's collectibles in play (`event` at least `minCount` times) and the pickup art of `key`
 * shows them; `plural` is the family's plural of `collectible`. */
export function collectibleFacts(
  gdd: Gdd,
  c: {
    hero: string;
    collectible: string;
    plural: string;
    source: string;
    event: string;
    minCount: number;
    key: string;
  },
): Requirement[] {
  return [
    eventFact({
      id: 'collect',
      text: `the ${c.hero} collects ${c.plural}`,
      source: c.source,
      weight: 2,
      event: c.event,
      minCount: c.minCount,
    }),
    designFact({
      id: 'collectible-theme',
      text: `the collectibles are ${c.plural}`,
      source: c.source,
      ...artShows(gdd, c.key, c.collectible, 'pickup art'),
    }),
  ];
}

/** The timer of config `t.path` (now `t.seconds`) is the prompt's `asked` seconds, give or take one; running out fails
 * the `t.fails` (attempt, chapter) in src/game/Level.ts. */
export function timerAsked(
  intent: Intent,
  asked: number,
  t: { text: string; path: string; seconds: unknown; fails: string },
): Requirement {
  return designFact({
    id: 'timer',
    text: t.text,
    source: intent.phrases.timer ?? 'timer',
    ok: typeof t.seconds === 'number' && Math.abs(t.seconds - asked) <= 1,
    evidence:
      `config ${t.path} = ${JSON.stringify(t.seconds)}; ` + `src/game/Level.ts fails the ${t.fails} when it runs out`,
  });
}

/** Every one of the `per` (arena, level) has the `asked` waves of the prompt; `counts` are the waves each has. */
export function waveCountAsked(
  asked: number,
  phrase: string | null | undefined,
  counts: number[],
  per: string,
): Requirement {
  return designFact({
    id: 'wave-count',
    text: `${asked} waves per ${per}`,
    source: phrase ?? `${asked} waves`,
    ok: counts.every((c) => c === asked),
    evidence: `waves per ${per}: ${counts.join(', ')}`,
  });
}
