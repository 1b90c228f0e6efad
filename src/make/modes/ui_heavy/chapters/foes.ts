// A card game's named foes in order ("a druid fights a swamp hag, a bog troll and finally the Marsh Queen"): one duel
// each, in the prompt's order, the last one the boss; and deck-building: between two duels the player picks a card
// of the hero's deck to add, a one-scene reward level whose choice sets the flag that deals that card in every later
// duel (the template's bonusCards). The requirements prove each foe beaten in turn and the cards added.
import type { CardDef, CardsLevel, StoryLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { cardRulesText } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { LevelDesign } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import type { UiLevelData } from '../plan.ts';
import { fit } from '../text.ts';
import type { DesignedCard, DesignedCardsLevel } from './cards.ts';
import { snake, type UiWords } from '../words.ts';

const FIGHT = /\b(?:fights?|fighting|battles?|battling|duels?|duelling|dueling|faces?|facing|against)\s+/;
const ARTICLE = /^(?:a|an|the)\s+/;
const DECK_BUILDING = /\bdeck[- ]?build(?:er|ing)?\b/;
/** The reward levels' keys start so, and the story requirements leave them out (they are no chapter). */
export const REWARD_PREFIX = 'reward_';

export interface NamedFoes {
  /** Foes as the prompt says them (lowercase), in the order they are fought; the last is the boss. */
  foes: string[];
  /** The character the prompt says fights them ("druid"), or null. */
  hero: string | null;
  deckBuilding: string | null;
}

/** The foes a card prompt lists after a fight verb ("fights a, b and finally c"), when it lists two or more. */
export function readNamedFoes(text: string): NamedFoes | null {
  const lower = text.toLowerCase();
  const m = FIGHT.exec(lower);
  if (!m) return null;
  const rest = lower.slice(m.index + m[0].length).split(/[.;:!?]|\b(?:with|who|where|while|to|in|on|for)\b/)[0]!;
  const foes = rest
    .split(/,\s*|\s+and\s+|\s+then\s+/)
    .map((part) =>
      part
        .trim()
        .replace(/^(?:and|then)\s+/, '')
        .replace(/^(?:finally|lastly|at last)\s+/, '')
        .replace(ARTICLE, '')
        .trim(),
    )
    .filter((f) => /^[a-z][a-z' -]*$/.test(f) && f.split(' ').length <= 3);
  if (foes.length < 2) return null;
  // "a druid fights …": the one who fights, when the words before the verb name someone, not the game.
  const before = lower.slice(0, m.index);
  const who = m[0].startsWith('against') ? null : /\b(?:a|an|the)\s+([a-z]+)\s*$/.exec(before);
  const game = who && /^(?:game|games|duel|duels|battle|card|cards|deck|story|quiz|player|you)$/.test(who[1]!);
  const deck = DECK_BUILDING.exec(lower);
  return { foes: foes.slice(0, 6), hero: who && !game ? who[1]! : null, deckBuilding: deck ? deck[0] : null };
}

/** The prompt's words with its named foes: the boss (fought last) first, then the others in their order. */
export function withNamedFoes(words: UiWords, named: NamedFoes): UiWords {
  const foes = named.foes.map((f) => f.slice(0, 16));
  const boss = foes[foes.length - 1]!;
  const hero = named.hero && !foes.includes(named.hero) && !words.heroFromPrompt ? named.hero : null;
  return {
    ...words,
    foes: [boss, ...foes.slice(0, -1)],
    foesFromPrompt: true,
    ...(hero ? { hero, heroFromPrompt: true } : {}),
  };
}

/** A card offered after a duel: its reward level (1-based), the flag its pick sets, the card. */
export interface Offer {
  reward: number;
  flag: string;
  card: DesignedCard;
}

/** Three different cards of the hero's deck to offer: the hardest hit, the best block or heal, and one more. */
function rewardPicks(designed: DesignedCardsLevel): DesignedCard[] {
  const own = designed.level.player.deck.map((id) => designed.cards.find((c) => c.id === id)!).filter(Boolean);
  const ids = [...new Set(own)];
  const by = (score: (c: CardDef) => number) => [...ids].sort((a, b) => score(b) - score(a));
  const picks: DesignedCard[] = [];
  for (const list of [by((c) => c.damage ?? 0), by((c) => (c.block ?? 0) + (c.heal ?? 0)), ids])
    for (const c of list)
      if (!picks.includes(c)) {
        picks.push(c);
        break;
      }
  return picks.slice(0, 3);
}

/** The cards offered after each of `before` (the duels designed so far), in order. */
export function offersAfter(before: readonly DesignedCardsLevel[]): Offer[] {
  return before.flatMap((designed, i) =>
    rewardPicks(designed).map((card) => ({
      reward: i + 1,
      flag: `${REWARD_PREFIX}${i + 1}_${card.id}`.slice(0, 40),
      card,
    })),
  );
}

/**
 * A duel with the earlier rewards on offer: each card offered may have been picked, so each joins its deck when its
 * flag is on. The flags the golden path sets (the first card of each reward) come back for the duel's tuning.
 */
export function withOffers(
  designed: DesignedCardsLevel,
  offers: readonly Offer[],
): {
  designed: DesignedCardsLevel;
  goldenFlags: string[];
} {
  if (offers.length === 0) return { designed, goldenFlags: [] };
  const level: CardsLevel = {
    ...designed.level,
    bonusCards: [...(designed.level.bonusCards ?? []), ...offers.map((o) => ({ flag: o.flag, card: o.card.id }))],
  };
  const cards = [...designed.cards];
  for (const o of offers) if (!cards.some((c) => c.id === o.card.id)) cards.push(o.card);
  const firsts = [...new Set(offers.map((o) => o.reward))].map((r) => offers.find((o) => o.reward === r)!.flag);
  return { designed: { ...designed, level, cards }, goldenFlags: firsts };
}

/** The reward levels, each after its duel: a choice of the offered cards, the one picked setting its flag. */
export function withRewards(
  levels: readonly LevelDesign[],
  duelKeys: readonly string[],
  offers: readonly Offer[],
  heroName: string,
): LevelDesign[] {
  const out: LevelDesign[] = [];
  for (const level of levels) {
    out.push(level);
    const reward = duelKeys.indexOf(level.key) + 1;
    const offered = offers.filter((o) => o.reward === reward);
    if (reward === 0 || offered.length === 0) continue;
    const duel = (level.data as unknown as UiLevelData).content as CardsLevel;
    const foe = duel.opponent?.name ?? 'foe';
    const story: StoryLevel = {
      mode: 'story',
      title: fit(40, [`Reward: A Card for ${heroName}`, 'Reward: A New Card']),
      ...(duel.backdrop ? { backdrop: duel.backdrop } : {}),
      start: 'pick',
      nodes: {
        pick: {
          speaker: heroName,
          portrait: 'hero',
          text: `The ${foe} is beaten! Pick one card to add to my deck for the fights ahead.`,
          choices: offered.map((o) => ({
            text: fit(44, [`${o.card.name}: ${cardRulesText(o.card)}`, o.card.name]),
            next: 'taken',
            effects: { set: { [o.flag]: true } },
          })),
        },
        taken: { speaker: heroName, portrait: 'hero', text: 'Into the deck it goes. On to the next foe!', end: 'won' },
      },
    };
    const data: UiLevelData = { content: story, cards: {}, resources: [] };
    out.push({
      key: `${REWARD_PREFIX}${reward}`,
      title: story.title,
      legend: { R: 'a card offered: its name and rules' },
      ascii: offered.map((o) => `R ${o.card.name}: ${cardRulesText(o.card)}`),
      data: data as unknown as Record<string, unknown>,
      notes: [`After the duel with the ${foe}: one of ${offered.length} cards joins the deck for the later duels.`],
    });
  }
  return out;
}

/** Each named foe beaten in turn (the n-th duel won is the n-th foe's), the boss last and strongest, cards added. */
export function namedFoeRequirements(
  named: NamedFoes,
  duels: readonly { key: string; level: CardsLevel }[],
  rewards: number,
): Requirement[] {
  const out: Requirement[] = [];
  const opponents = duels.map((d) => d.level.opponent?.name.toLowerCase() ?? '');
  for (const foe of named.foes) {
    const at = opponents.indexOf(foe.slice(0, 16));
    if (at < 0) continue;
    out.push(
      eventFact({
        id: `${snake(foe).replace(/_/g, '-')}-shown`,
        text:
          `the ${foe} is fought as ${at === duels.length - 1 ? 'the boss in the last duel' : `duel ${at + 1}`} ` +
          'under its name and portrait, and beaten',
        source: foe,
        event: 'duel_won',
        minCount: at + 1,
      }),
    );
  }
  const inOrder = named.foes.every((f, i) => opponents[i] === f.slice(0, 16));
  const hp = duels.map((d) => d.level.opponent?.hp ?? 0);
  out.push(
    designFact({
      id: 'foes-in-order',
      text: `the duels follow the prompt's foes in order, the ${named.foes.at(-1)} last with the most hp`,
      source: named.foes.join(', '),
      ok: inOrder && hp[hp.length - 1]! >= Math.max(...hp),
      evidence: duels.map((d) => `${d.key}: ${d.level.opponent?.name} ${d.level.opponent?.hp} hp`).join('; '),
    }),
  );
  if (named.hero)
    out.push(
      eventFact({
        id: `${snake(named.hero).replace(/_/g, '-')}-shown`,
        text: `the hero plays every duel under a portrait drawn as a ${named.hero}`,
        source: named.hero,
        event: 'duel_won',
        minCount: duels.length,
      }),
    );
  if (named.deckBuilding && rewards > 0)
    out.push(
      eventFact({
        id: 'cards-added',
        text: `a card picked after each of the first ${rewards} duels joins the deck of the later duels`,
        source: named.deckBuilding,
        weight: 2,
        event: 'cards_added',
        minCount: rewards,
      }),
    );
  return out;
}
