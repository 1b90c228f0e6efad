// Each kind of level of a chapters game built in its turn, one function per mode (LEVEL_BUILDERS): a story chapter
// (story.ts) with its room, helper, item and foe; a quiz round (quiz.ts) with its host, a question about the story
// before it and a hint from its item; a card duel or solitaire (cards.ts) tuned until the duel model can both win and
// lose it. What one level leaves for the next — the facts a quiz asks, the items that become hints and bonus cards,
// the duels whose cards later decks are offered — is kept in the draft they share.
import type { Random } from '../../../../assets/index.ts';
import type { LevelDesign } from '../../../gdd.ts';
import type { DesignInput } from '../../../mode.ts';
import type { CardDef, UiLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { UiLevelData } from '../plan.ts';
import { roman } from '../text.ts';
import { capital, plural, snake, withArticle, type ModeName } from '../words.ts';
import { readAccusation, withAccusation } from './accuse.ts';
import { askedDuel, askedEndings } from './asked.ts';
import type { Category, StoryFact } from './bank.ts';
import {
  cardsLevel,
  DEFAULT_TUNING,
  itemCard,
  playerStyle,
  searchDuel,
  setupOf,
  wishCard,
  type CardsLevelSpec,
  type DesignedCard,
  type DesignedCardsLevel,
  type Tuning,
} from './cards.ts';
import type { Cast } from './cast.ts';
import { offersAfter, withOffers, type Offer } from './foes.ts';
import { accusationDecision } from './prose.ts';
import { QuestionPicker, quizRound } from './quiz.ts';
import { countOf, type ChosenLevels, type LevelSlot } from './reading.ts';
import { storyChapter, type StoryChapter } from './story.ts';
import {
  bossHost,
  CARDS_LEGEND,
  cardsTitle,
  LATER_USE,
  namedHost,
  NEXT_PLACE,
  QUIZ_LEGEND,
  quizAbout,
  quizTitle,
  SHORTCUTS,
  STORY_LEGEND,
  storyTitle,
  type QuizHost,
} from './words.ts';

/** An item a story chapter's helper offers, for a later quiz's hint or a later duel's bonus card. */
interface ChapterItem {
  flag: string;
  item: string;
  helper: string;
  /** The index of its chapter among all the levels. */
  chapter: number;
}

/** One design in the making: what was chosen and who plays, and what the levels built so far leave for the next. */
export interface Draft {
  input: DesignInput;
  attempt: number;
  chosen: ChosenLevels;
  cast: Cast;
  picker: QuestionPicker;
  /** Questions about the story told so far, for the next quiz round to ask one of. */
  facts: StoryFact[];
  items: ChapterItem[];
  levels: LevelDesign[];
  quizCategories: Category[];
  duels: { key: string; foe: string; designed: DesignedCardsLevel }[];
}

/** Each mode's level, built into the draft in its turn. */
const LEVEL_BUILDERS: Record<ModeName, (draft: Draft, slot: LevelSlot, index: number) => void> = {
  story: storyLevel,
  quiz: quizLevel,
  cards: cardsRound,
};

/** Each level in order, built by its mode. */
export function buildLevels(input: DesignInput, attempt: number, chosen: ChosenLevels, cast: Cast): Draft {
  const draft: Draft = {
    input,
    attempt,
    chosen,
    cast,
    picker: new QuestionPicker(input.random),
    facts: [],
    items: [],
    levels: [],
    quizCategories: [],
    duels: [],
  };
  for (const [i, slot] of chosen.slots.entries()) LEVEL_BUILDERS[slot.mode](draft, slot, i);
  return draft;
}

/** The item of the latest story chapter before level `index`, if any. */
function itemBefore(draft: Draft, index: number): ChapterItem | undefined {
  const earlier = draft.items.filter((x) => x.chapter < index);
  return earlier[earlier.length - 1];
}

/** A story chapter: the room, helper and item in turn, the foe this chapter meets, an accusation when asked. */
function storyLevel(draft: Draft, slot: LevelSlot, i: number): void {
  const { intent, random } = draft.input;
  const { words, slots, difficulty } = draft.chosen;
  const { cast } = draft;
  const finale = i === slots.length - 1;
  const lastChapter = slot.nth === countOf(slots, 'story') - 1;
  const room = words.rooms[slot.nth % words.rooms.length]!;
  const key = `chapter_${slot.nth + 1}`;
  const helper = words.helpers[slot.nth % words.helpers.length] ?? 'stranger';
  const helperKey = cast.portrait(
    `npc-${snake(helper).replace(/_/g, '-')}`,
    'npc',
    `the ${helper} of the ${words.place}`,
  );
  const foe = cast.foeOf(slot);
  const foeIsBoss = finale && intent.mechanics.boss;
  const foeKey = foeIsBoss ? cast.portrait('boss', 'boss', `the ${foe}, the great foe of the ${words.place}`) : null;
  const item = words.items[slot.nth % words.items.length]!;
  let itemFlag = snake(item).slice(0, 30);
  if (draft.items.some((x) => x.flag === itemFlag)) itemFlag = `${itemFlag}_${slot.nth + 1}`;
  const cost = difficulty === 'easy' ? 1 : 2;
  const backdrop = `bg-${key.replace(/_/g, '-')}`;
  cast.backdrops.push({ key: backdrop, description: cast.backdropOf(`the ${room} of the ${words.place}`) });
  const chapter = storyChapter(
    {
      title: storyTitle(i + 1, room),
      backdrop,
      place: words.place,
      room,
      nextPlace: nextPlaceOf(draft, i),
      goal: words.goal,
      hero: cast.heroName,
      heroKey: 'hero',
      helper,
      helperKey,
      foe,
      foeKey,
      item,
      itemFlag,
      foundFlag: `found_${slot.nth + 1}`,
      searchedFlag: `searched_${slot.nth + 1}`,
      currencyId: cast.currencyId,
      currency: words.currency,
      cost,
      // Drawn from the seed in this order (the item's use, then the shortcut): another order makes other stories.
      itemUse: random.chance(0.5) ? 'key' : 'bonus',
      laterUse: laterUseOf(draft, i),
      shortcut: random.chance(0.5) ? random.pick(SHORTCUTS) : null,
      finale,
      ...(lastChapter ? askedEndings(words) : {}),
    },
    random,
  );
  if (lastChapter) accuse(draft, chapter);
  draft.facts.push(...chapter.facts);
  draft.items.push({ flag: itemFlag, item, helper, chapter: i });
  const data: UiLevelData = { content: chapter.level, cards: {}, resources: cast.resources };
  draft.levels.push({
    key,
    title: chapter.level.title,
    ascii: storyAscii(chapter.level),
    legend: STORY_LEGEND,
    data: data as unknown as Record<string, unknown>,
    notes: [
      `The ${helper} sells the ${item} for ${cost} ${plural(words.currency)}; ` +
        `${withArticle(foe)} guards a pickup, and walking straight at it loses the chapter.`,
    ],
  });
}

/** Where a chapter's way on leads: the next chapter's room, the quiz hall, the card table or the next foe's lair. */
function nextPlaceOf({ chosen: { slots, words }, cast }: Draft, index: number): string | null {
  const next = slots[index + 1];
  if (!next) return null;
  if (next.mode === 'story') return words.rooms[next.nth % words.rooms.length]!;
  if (next.mode === 'quiz') return NEXT_PLACE.quiz;
  return words.solitaire ? NEXT_PLACE.solitaire : NEXT_PLACE.duel(cast.foeOf(next));
}

/** How a chapter's item helps later, when the way on does not need it: in the next duel, a quiz, or the cards. */
function laterUseOf({ chosen: { slots, words }, cast }: Draft, index: number): string | null {
  const later = slots.slice(index + 1);
  const laterDuel = later.find((s) => s.mode === 'cards' && !words.solitaire);
  if (laterDuel) return LATER_USE.duel(cast.foeOf(laterDuel));
  if (later.some((s) => s.mode === 'quiz')) return LATER_USE.quiz;
  if (later.some((s) => s.mode === 'cards')) return LATER_USE.cards;
  return null;
}

/** "The ending depends on who you accuse": the last chapter ends in an accusation, an ending per suspect. */
function accuse(draft: Draft, chapter: StoryChapter): void {
  const accusation = readAccusation(draft.input.intent.read);
  if (!accusation) return;
  const { words } = draft.chosen;
  const accused = withAccusation(
    chapter.level,
    { place: words.place, goal: words.goal, hero: draft.cast.heroName, heroKey: 'hero' },
    draft.input.random,
  );
  chapter.level = accused.level;
  draft.chosen.decisions.push(accusationDecision(accusation.phrase, accused));
}

function storyAscii(level: Extract<UiLevel, { mode: 'story' }>): string[] {
  const width = Math.max(...Object.keys(level.nodes).map((id) => id.length));
  return Object.entries(level.nodes).map(([id, node]) => {
    const ways = node.end
      ? node.end === 'won'
        ? '* won'
        : `x failed: ${node.reason ?? ''}`
      : node.next
        ? `> ${node.next}`
        : (node.choices ?? []).map((c, i) => `${i + 1}${c.requires ? '?' : '>'}${c.next}`).join('  ');
    return `${id.padEnd(width)}  ${ways}`;
  });
}

/** A quiz round: its host and subject, one question about the story before it, a hint for the item bought. */
function quizLevel(draft: Draft, slot: LevelSlot, i: number): void {
  const { intent, random } = draft.input;
  const { words, slots, difficulty } = draft.chosen;
  const { cast } = draft;
  const key = `quiz_${slot.nth + 1}`;
  const category = cast.categories[slot.nth % Math.max(1, cast.categories.length)];
  const bossRound = i === slots.length - 1 && intent.mechanics.boss;
  const host = quizHostOf(draft, category, bossRound);
  const hostKey = cast.portrait(
    bossRound ? 'boss' : `host-${snake(host.name).replace(/_/g, '-')}`,
    bossRound ? 'boss' : 'npc',
    host.description,
  );
  const backdrop = `bg-${key.replace(/_/g, '-')}`;
  const about = quizAbout(words.topic, cast.categories);
  cast.backdrops.push({
    key: backdrop,
    description: `a bright quiz show stage about ${about}${words.placeFromPrompt ? ` in the ${words.place}` : ''}`,
  });
  const hinted = itemBefore(draft, i);
  const round = quizRound(
    {
      title: quizTitle(i + 1, about, slot.nth + 1, countOf(slots, 'quiz')),
      backdrop,
      hostName: host.name,
      hostKey,
      hero: cast.heroName,
      about,
      count: words.questions?.count ?? { easy: 4, normal: 5, hard: 6 }[difficulty],
      level: difficulty === 'hard' || (difficulty === 'normal' && slot.nth > 0) ? 2 : 1,
      categories: cast.categories,
      tags: words.themeWords,
      storyQuestions: draft.facts.length ? 1 : 0,
      facts: draft.facts.splice(0, draft.facts.length ? 1 : 0),
      hint: hinted ? { flag: hinted.flag, giver: hinted.helper } : null,
      ...(words.counts.passMark ? { passMark: words.counts.passMark.count } : {}),
    },
    draft.picker,
    random,
  );
  draft.quizCategories.push(...round.categories);
  const data: UiLevelData = {
    content: round.level,
    cards: {},
    resources: cast.resources,
    categories: round.categories,
  };
  draft.levels.push({
    key,
    title: round.level.title,
    legend: QUIZ_LEGEND,
    data: data as unknown as Record<string, unknown>,
    ascii: round.level.questions.map((q, j) => `Q${j + 1} ${'ABCD'[q.correct]} ${q.prompt}`),
    notes: [
      `${round.level.questions.length} questions (${[...new Set(round.categories)].join(', ')}), ` +
        `${round.level.passMark} to pass; hosted by ${host.name}.`,
    ],
  });
}

/** A quiz round's host: the boss asking the last questions, the host the prompt names, or the category's own. */
function quizHostOf(draft: Draft, category: Cast['categories'][number] | undefined, bossRound: boolean): QuizHost {
  const { words } = draft.chosen;
  const { cast } = draft;
  // A boss round is the prompt's foe asking, or, when it names none, a grander form of the quiz's host.
  if (bossRound)
    return bossHost(words.foesFromPrompt ? cast.mainFoe : `grand ${words.quizHost ?? 'quizmaster'}`, cast.heroPhrase);
  return words.quizHost ? namedHost(words.quizHost, cast.heroPhrase) : cast.hostOf(category);
}

/** A card duel (or a solitaire round): its foe, the last as the boss, and the item bought as a bonus card. */
function cardsRound(draft: Draft, slot: LevelSlot, i: number): void {
  const { intent, random } = draft.input;
  const { words, slots, difficulty, named } = draft.chosen;
  const { cast } = draft;
  const solitaire = words.solitaire;
  const rounds = countOf(slots, 'cards');
  const lastRound = slot.nth === rounds - 1;
  const key = `${solitaire ? 'solitaire' : 'duel'}_${slot.nth + 1}`;
  const foe = cast.foeOf(slot);
  const foeBoss =
    i === slots.length - 1 && lastRound && (intent.mechanics.boss || (words.foesFromPrompt && foe === cast.mainFoe));
  const foeKey = solitaire
    ? 'hero'
    : cast.portrait(
        foeBoss ? 'boss' : `foe-${snake(foe).replace(/_/g, '-')}`,
        foeBoss ? 'boss' : 'enemy',
        `the ${foe}, ready for a card duel`,
      );
  const backdrop = `bg-${key.replace(/_/g, '-')}`;
  cast.backdrops.push({
    key: backdrop,
    description: solitaire ? `a card table in the ${words.place}` : `the ${foe}'s lair in the ${words.place}`,
  });
  const gift = itemBefore(draft, i);
  const heroWords = [...cast.heroPhrase.split(' '), ...words.themeWords];
  const style = playerStyle(heroWords);
  const extra = intent.mechanics.shooting
    ? wishCard('ranged', style)
    : intent.mechanics.melee
      ? wishCard('melee', style)
      : null;
  const spec: CardsLevelSpec = {
    title: cardsTitle({ n: i + 1, solitaire, place: words.place, foe, round: slot.nth + 1, rounds }),
    backdrop,
    heroName: cast.heroName,
    heroKey: 'hero',
    heroWords,
    prompt: intent.read,
    foe,
    foeName: capital(foe).slice(0, 20),
    foeKey,
    index: slot.nth,
    count: rounds,
    difficulty,
    boss: foeBoss,
    solitaire,
    pointsWord: words.currency,
    bonus: gift ? { flag: gift.flag, card: itemCard(gift.item, gift.flag) } : null,
    extraAttack: solitaire ? null : extra,
    ...askedDuel(words, !solitaire && lastRound && foe === cast.mainFoe),
  };
  // Deck-building: the cards offered after the earlier duels may join this deck (the golden path takes the first).
  const offers = named?.deckBuilding && !solitaire ? offersAfter(draft.duels.map((d) => d.designed)) : [];
  const designed = tunedCards(spec, offers, gift?.flag, random, draft.attempt);
  draft.duels.push({ key, foe, designed });
  for (const c of designed.cards)
    cast.cardArt.push({ key: c.art!, description: c.artDescription, attack: (c.damage ?? 0) > 0 });
  const data: UiLevelData = { content: designed.level, cards: cardsFor(designed.cards), resources: cast.resources };
  draft.levels.push({
    key,
    title: designed.level.title,
    legend: CARDS_LEGEND,
    data: data as unknown as Record<string, unknown>,
    ascii: cardsAscii(designed.level, data.cards),
    notes: [
      solitaire
        ? `A solitaire: ${designed.level.target!.points} points in ${designed.level.target!.turns} turns.`
        : `A duel against the ${foe} (${designed.level.opponent!.hp} hp) with a ` +
          `${designed.level.player.deck.length}-card deck; ${designed.level.turnLimit} turns at most.`,
      ...(gift ? [`The ${gift.item} from chapter ${roman(gift.chapter + 1)} joins the deck as a card.`] : []),
    ],
  });
}

/**
 * A cards level tuned until the model can both win and lose it, with and without the bonus card: weaker when it
 * cannot be won, stronger when it cannot be lost (then the "lost" state would be unreachable). Each later design
 * attempt starts a little weaker.
 */
function tunedCards(
  spec: CardsLevelSpec,
  offers: readonly Offer[],
  bonusFlag: string | undefined,
  random: Random,
  attempt: number,
): DesignedCardsLevel {
  let designed: DesignedCardsLevel | undefined;
  const tuning: Tuning = { strength: DEFAULT_TUNING.strength - 0.05 * attempt, turns: 0 };
  for (let tries = 0; tries < 10 && !designed; tries++) {
    const { designed: candidate, goldenFlags } = withOffers(cardsLevel(spec, random, tuning), offers);
    const flagSets = [new Set<string>(goldenFlags), new Set([...goldenFlags, ...(bonusFlag ? [bonusFlag] : [])])];
    const winnable = flagSets.every((flags) =>
      searchDuel(setupOf(candidate.level, candidate.cards, flags), 'won', 20_000),
    );
    const losable = flagSets.every((flags) =>
      searchDuel(setupOf(candidate.level, candidate.cards, flags), 'lost', 20_000),
    );
    if (winnable && losable) designed = candidate;
    else if (!winnable) {
      tuning.strength -= 0.1;
      if (tuning.strength < 0.3) [tuning.strength, tuning.turns] = [0.6, tuning.turns - 1];
    } else tuning.strength += 0.15;
  }
  return designed ?? withOffers(cardsLevel(spec, random, tuning), offers).designed;
}

/** A level's cards as the game's content holds them: by id, without the description their art is drawn from. */
function cardsFor(designed: DesignedCard[]): Record<string, CardDef> {
  return Object.fromEntries(designed.map(({ artDescription: _a, id: _id, ...c }) => [_id, c as CardDef]));
}

function cardsAscii(level: Extract<UiLevel, { mode: 'cards' }>, cards: Record<string, CardDef>): string[] {
  const deck = (ids: readonly string[]) => ids.map((id) => cards[id]?.name ?? id).join(', ');
  return [
    `P ${level.player.hp} hp: ${deck(level.player.deck)}`,
    ...(level.opponent ? [`O ${level.opponent.name} ${level.opponent.hp} hp: ${deck(level.opponent.deck)}`] : []),
    level.target
      ? `T ${level.target.points} points in ${level.target.turns} turns`
      : `T ${level.turnLimit ?? 20} turns at most`,
  ];
}
