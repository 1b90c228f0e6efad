// The ui_heavy family generator: quizzes, visual-novel chapters and card games designed from the prompt. The prompt's
// mode words choose the levels (a quiz prompt gets quiz rounds from the offline question bank, a story prompt branching
// chapters templated from its hero, place, goal and foes, a card prompt a themed deck and duels), a search over each
// level's state machine proves every state and the win reachable, and the winning lines it finds are the golden path.
// See templates/ui_heavy/docs/design_rules.md.
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { PromptPhrase } from '../../../../shared/index.ts';
import type { Gdd, LevelDesign } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import type {
  CardDef,
  ResourceDef,
  StoryLevel,
  UiLevel,
} from '../../../../../templates/ui_heavy/src/family/content.ts';
import { placedBackdrop } from '../../shared/place.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact, livesAsked, timerAsked } from '../../shared/requirements.ts';
import { askedDuel, askedEndings, askedRequirements } from './asked.ts';
import { uiRegistry, type Backdrop, type CardArt, type Portrait } from '../assets.ts';
import { categoriesFor, type Category, type StoryFact } from './bank.ts';
import {
  cardsLevel,
  DEFAULT_TUNING,
  itemCard,
  playerStyle,
  searchDuel,
  setupOf,
  wishCard,
  type DesignedCard,
  type DesignedCardsLevel,
  type Difficulty,
  type Tuning,
} from './cards.ts';
import { QuestionPicker, quizRound } from './quiz.ts';
import { storyChapter } from './story.ts';
import { accusationRequirements, readAccusation, withAccusation } from './accuse.ts';
import {
  namedFoeRequirements,
  offersAfter,
  readNamedFoes,
  REWARD_PREFIX,
  withNamedFoes,
  withOffers,
  withRewards,
} from './foes.ts';
import { fit, roman } from '../text.ts';
import {
  capital,
  firstCapital,
  plural,
  livesOf,
  readUiWords,
  snake,
  withArticle,
  type ModeName,
  type UiWords,
} from '../words.ts';
import { collects, configView, exactPass, planFor, TIMER_PATH } from '../write.ts';
import { assembleContent, planGame, type UiLevelData } from '../plan.ts';
import { uiMode } from '../family.ts';
import { CHAPTER_PLANNERS } from './plan.ts';

const DEFAULT_LEVELS = 3;
const CANONICAL: readonly ModeName[] = ['story', 'quiz', 'cards'];
const HERO_NAMES = [
  'Ada',
  'Milo',
  'Juno',
  'Pip',
  'Nell',
  'Otto',
  'Tess',
  'Remy',
  'Ivy',
  'Kit',
  'Wren',
  'Bea',
  'Finn',
  'Luna',
  'Rafi',
  'Suki',
];
const SHORTCUTS = ['rotten bridge', 'crumbling stairs', 'creaky floor', 'loose rocks', 'slippery ledge'];
/** Foes for levels beyond the ones the prompt and the setting name: plain enough for any place. */
const FILLER_FOES = ['shadow', 'bat', 'spider', 'rat', 'crow'];
const CATEGORY_ABOUT: Record<Exclude<Category, 'story'>, string> = {
  space: 'space',
  animals: 'animals',
  dinosaurs: 'dinosaurs',
  colours: 'colours',
  history: 'history',
  geography: 'the world',
  riddles: 'riddles',
  arithmetic: 'numbers',
};
const CATEGORY_TITLE: Record<Exclude<Category, 'story'>, string> = {
  space: 'Space',
  animals: 'Animal',
  dinosaurs: 'Dinosaur',
  colours: 'Colour',
  history: 'History',
  geography: 'Geography',
  riddles: 'Riddle',
  arithmetic: 'Maths',
};
const CATEGORY_HOSTS: Record<
  Exclude<Category, 'story'> | 'general',
  { name: string; description: string; hero: string }
> = {
  space: {
    name: 'Captain Nova',
    description: 'Captain Nova, a cheerful astronaut quiz host in a white spacesuit',
    hero: 'young astronaut',
  },
  animals: {
    name: 'Professor Owl',
    description: 'Professor Owl, a wise owl in a tiny mortarboard',
    hero: 'young zookeeper',
  },
  dinosaurs: {
    name: 'Doctor Fossil',
    description: 'Doctor Fossil, a cheerful palaeontologist quiz host with a brush and a dinosaur bone',
    hero: 'young fossil hunter',
  },
  colours: {
    name: 'Madame Palette',
    description: 'Madame Palette, a painter with a beret and a rainbow palette',
    hero: 'young painter',
  },
  history: {
    name: 'Old Archivist',
    description: 'the Old Archivist, a bearded scholar holding a scroll',
    hero: 'young historian',
  },
  geography: {
    name: 'Globetrotter Gus',
    description: 'Globetrotter Gus, a traveller with a backpack and a globe',
    hero: 'young explorer',
  },
  riddles: {
    name: 'Riddle Keeper',
    description: 'the Riddle Keeper, a hooded figure with a lantern and a sly smile',
    hero: 'puzzle solver',
  },
  arithmetic: {
    name: 'Count Numbra',
    description: 'Count Numbra, a tall wizard whose robe is covered in numbers',
    hero: 'young mathematician',
  },
  general: {
    name: 'The Quizmaster',
    description: 'the Quizmaster, a smiling host with a bow tie and a microphone',
    hero: 'quiz contestant',
  },
};

interface LevelSlot {
  mode: ModeName;
  /** 0-based among the levels of the same mode. */
  nth: number;
}

/** Which modes the levels play, in order: the prompt's modes (the first named takes the spare levels), story first. */
function levelSlots(words: UiWords, count: number, decisions: string[], ignored: FamilyDesign['ignored']): LevelSlot[] {
  let modes: ModeName[];
  if (words.modes.length === 0) {
    modes = (['story', 'cards', 'quiz', 'story', 'cards', 'quiz'] as ModeName[]).slice(0, count);
    decisions.push(
      `Modes: the prompt names no quiz, story or cards, so the game mixes them like the family's example ` +
        `(${modes.join(', ')}).`,
    );
  } else {
    const named = [...words.modes];
    if (words.goalFromPrompt && !named.includes('story') && count > named.length) {
      named.push('story');
      decisions.push(
        `A story chapter opens the game: the prompt names a goal ("${words.goal.verb} the ` +
          `${words.goal.object}") and asks for no story of its own.`,
      );
    }
    const kept = named.slice(0, count);
    for (const dropped of named.slice(count))
      ignored.push({
        what: `the ${dropped} mode ("${words.modePhrases[dropped] ?? dropped}")`,
        why: `${count} level(s) were asked for and each level plays one mode; the modes named first were kept`,
      });
    modes = [...kept];
    while (modes.length < count) modes.push(kept[0]!);
    decisions.push(
      `Modes: ${kept.map((m) => `${m} ("${words.modePhrases[m] ?? 'the named goal'}")`).join(', ')}; ` +
        `${count > kept.length ? `the spare level(s) are ${kept[0]} levels, the mode named first` : 'one level each'}.`,
    );
  }
  modes.sort((a, b) => CANONICAL.indexOf(a) - CANONICAL.indexOf(b));
  const seen: Record<string, number> = {};
  return modes.map((mode) => ({ mode, nth: (seen[mode] = (seen[mode] ?? -1) + 1) }));
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

const STORY_LEGEND = {
  '>': 'a choice (or Continue) leads to',
  '?': 'a locked choice (needs a flag or a resource) leads to',
  '*': 'the winning ending',
  x: 'a losing ending',
};
const QUIZ_LEGEND = { Q: 'a question: its number, the letter of the right answer (A-D), the prompt' };
const CARDS_LEGEND = {
  P: 'the player: hp and deck (in the order dealt)',
  O: 'the opponent: hp and deck',
  T: 'the target (solitaire) or the turn limit',
};

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

interface Built {
  design: FamilyDesign;
}

/** The foes a card-only prompt names in order (two or more), or null. */
function namedFoesOf(intent: DesignInput['intent']): ReturnType<typeof readNamedFoes> {
  const named = readNamedFoes(intent.read);
  return named && readUiWords(intent).modes.join() === 'cards' ? named : null;
}

function designOnce(input: DesignInput, attempt: number, phrases: readonly PromptPhrase[]): Built {
  const { intent, random } = input;
  // A card game naming its foes in order fights each of them, the last as the boss.
  const named = namedFoesOf(intent);
  const words = named ? withNamedFoes(readUiWords(intent), named) : readUiWords(intent);
  const difficulty: Difficulty = intent.difficulty ?? 'normal';
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const asked = intent.levels ?? words.levelCount?.count ?? null;
  // "a quiz with 12 questions" counts the quiz's questions: one round of them, not the family's three.
  const oneQuiz = asked === null && words.counts.questions !== null && words.modes.join() === 'quiz';
  const defaultCount = named ? Math.min(6, named.foes.length) : DEFAULT_LEVELS;
  const count = asked === null ? (oneQuiz ? 1 : defaultCount) : Math.min(6, Math.max(1, asked));
  if (named)
    decisions.push(`One duel per foe the prompt names, in its order (${named.foes.join(', ')}); the last is the boss.`);
  if (oneQuiz) decisions.push(`One quiz round: the prompt counts its questions ("${words.counts.questions!.phrase}").`);
  if (asked !== null && asked !== count)
    ignored.push({
      what: `"${words.levelCount?.phrase ?? asked}"`,
      why: `a made game has 1 to 6 levels; using ${count}`,
    });
  const slots = levelSlots(words, count, decisions, ignored);
  if (asked === null && !oneQuiz && !named) decisions.push(`${count} levels (the family default).`);
  const has = (m: ModeName) => slots.some((s) => s.mode === m);
  const storyCount = slots.filter((s) => s.mode === 'story').length;
  const cardsCount = slots.filter((s) => s.mode === 'cards').length;
  const quizCount = slots.filter((s) => s.mode === 'quiz').length;
  const solitaire = words.solitaire;

  // The cast.
  const categories = categoriesFor(words.topic, words.themeWords);
  const quizOnly = !has('story') && !has('cards');
  const hostFor = (c: Exclude<Category, 'story'> | undefined) => CATEGORY_HOSTS[c ?? 'general'];
  const heroPhrase = quizOnly && !words.heroFromPrompt ? hostFor(categories[0]).hero : words.hero;
  const heroName = random.pick(HERO_NAMES);
  const mainFoe = words.foes[0]!;
  const minions = words.foes.slice(1).concat(FILLER_FOES.filter((f) => !words.foes.includes(f)));
  const lastMode = slots[slots.length - 1]!.mode;
  const boss = intent.mechanics.boss;
  const portraits: Portrait[] = [
    {
      key: 'hero',
      role: 'player',
      description:
        `${heroName}, ${withArticle(heroPhrase)}` +
        `${words.placeFromPrompt && !quizOnly ? ` from the ${words.place}` : ''}`,
    },
  ];
  const portrait = (key: string, role: Portrait['role'], description: string) => {
    if (!portraits.some((p) => p.key === key)) portraits.push({ key, role, description });
    return key;
  };
  const backdrops: Backdrop[] = [];
  const backdropOf = placedBackdrop(phrases);
  const cardArt: CardArt[] = [];
  const currencyId = snake(plural(words.currency)).slice(0, 24);
  const resources: ResourceDef[] = has('story')
    ? [{ id: currencyId, label: fit(12, [capital(plural(words.currency)), 'Coins']), start: 2, min: 0, max: 9 }]
    : [];
  if (has('story'))
    decisions.push(
      `The run counts ${plural(words.currency)}` +
        `${words.currencyFromPrompt ? ' (what the prompt collects)' : " (the setting's money)"}: 2 to start, ` +
        'picked up in chapters and spent on items.',
    );

  const picker = new QuestionPicker(random);
  const facts: StoryFact[] = [];
  const items: { flag: string; item: string; helper: string; chapter: number }[] = [];
  const levels: LevelDesign[] = [];
  const quizCategories: Category[] = [];
  const duels: { key: string; foe: string; designed: DesignedCardsLevel }[] = [];
  const entities: FamilyDesign['sections']['entities'] = [];
  const cardsFor = (designed: DesignedCard[]) =>
    Object.fromEntries(designed.map(({ artDescription: _a, id: _id, ...c }) => [_id, c as CardDef]));

  const slotFoe = (slot: LevelSlot): string => {
    // The main foe waits at the end: the last duel, or the last story chapter when no duel follows.
    if (slot.mode === 'cards') return slot.nth === cardsCount - 1 ? mainFoe : minions[slot.nth % minions.length]!;
    // Story chapters meet the foes the duels before the last one do not (those take the first minions).
    if (slot.mode === 'story')
      return !has('cards') && slot.nth === storyCount - 1
        ? mainFoe
        : minions[(slot.nth + Math.max(0, cardsCount - 1)) % minions.length]!;
    return mainFoe;
  };

  slots.forEach((slot, i) => {
    const n = i + 1;
    const next = slots[i + 1];
    const finale = i === slots.length - 1;
    if (slot.mode === 'story') {
      const room = words.rooms[slot.nth % words.rooms.length]!;
      const key = `chapter_${slot.nth + 1}`;
      const helper = words.helpers[slot.nth % words.helpers.length] ?? 'stranger';
      const helperKey = portrait(
        `npc-${snake(helper).replace(/_/g, '-')}`,
        'npc',
        `the ${helper} of the ${words.place}`,
      );
      const foe = slotFoe(slot);
      const foeIsBoss = finale && boss;
      const foeKey = foeIsBoss ? portrait('boss', 'boss', `the ${foe}, the great foe of the ${words.place}`) : null;
      const item = words.items[slot.nth % words.items.length]!;
      let itemFlag = snake(item).slice(0, 30);
      if (items.some((x) => x.flag === itemFlag)) itemFlag = `${itemFlag}_${slot.nth + 1}`;
      const laterModes = slots.slice(i + 1).map((s) => s.mode);
      const laterDuel = slots.slice(i + 1).find((s) => s.mode === 'cards' && !solitaire);
      const laterUse = laterDuel
        ? `It will help you against the ${slotFoe(laterDuel)}.`
        : laterModes.includes('quiz')
          ? 'It may help you with a hard question later.'
          : laterModes.includes('cards')
            ? 'It may help you with the cards later.'
            : null;
      const nextPlace = !next
        ? null
        : next.mode === 'story'
          ? words.rooms[next.nth % words.rooms.length]!
          : next.mode === 'quiz'
            ? 'quiz hall'
            : solitaire
              ? 'card table'
              : `${slotFoe(next)}'s lair`;
      const backdrop = `bg-${key.replace(/_/g, '-')}`;
      backdrops.push({ key: backdrop, description: backdropOf(`the ${room} of the ${words.place}`) });
      const chapter = storyChapter(
        {
          title: fit(40, [
            `${roman(n)}. The ${capital(room)}`,
            `${roman(n)}. ${capital(room)}`,
            `${roman(n)}. A Chapter`,
          ]),
          backdrop,
          place: words.place,
          room,
          nextPlace,
          goal: words.goal,
          hero: heroName,
          heroKey: 'hero',
          helper,
          helperKey,
          foe,
          foeKey,
          item,
          itemFlag,
          foundFlag: `found_${slot.nth + 1}`,
          searchedFlag: `searched_${slot.nth + 1}`,
          currencyId,
          currency: words.currency,
          cost: difficulty === 'easy' ? 1 : 2,
          itemUse: random.chance(0.5) ? 'key' : 'bonus',
          laterUse,
          shortcut: random.chance(0.5) ? random.pick(SHORTCUTS) : null,
          finale,
          ...(slot.nth === storyCount - 1 ? askedEndings(words) : {}),
        },
        random,
      );
      // "The ending depends on who you accuse": the last chapter ends in an accusation, an ending per suspect.
      const accusation = readAccusation(intent.read);
      if (accusation && slot.nth === storyCount - 1) {
        const accused = withAccusation(
          chapter.level,
          { place: words.place, goal: words.goal, hero: heroName, heroKey: 'hero' },
          random,
        );
        chapter.level = accused.level;
        decisions.push(
          `The last chapter ends in an accusation ("${accusation.phrase}"): the ${accused.suspects.join(', ')}, ` +
            `each with an ending of its own; the ${accused.culprit} did it.`,
        );
      }
      facts.push(...chapter.facts);
      items.push({ flag: itemFlag, item, helper, chapter: i });
      const data: UiLevelData = { content: chapter.level, cards: {}, resources };
      levels.push({
        key,
        title: chapter.level.title,
        ascii: storyAscii(chapter.level),
        legend: STORY_LEGEND,
        data: data as unknown as Record<string, unknown>,
        notes: [
          `The ${helper} sells the ${item} for ${difficulty === 'easy' ? 1 : 2} ${plural(words.currency)}; ` +
            `${withArticle(foe)} guards a pickup, and walking straight at it loses the chapter.`,
        ],
      });
    } else if (slot.mode === 'quiz') {
      const key = `quiz_${slot.nth + 1}`;
      const category = categories[slot.nth % Math.max(1, categories.length)];
      const bossHost = finale && boss;
      // A boss round is the prompt's foe asking, or, when it names none, a grander form of the quiz's host.
      const bossName = words.foesFromPrompt ? mainFoe : `grand ${words.quizHost ?? 'quizmaster'}`;
      const host = bossHost
        ? {
            name: capital(`the ${bossName}`).slice(0, 20),
            description: `the ${bossName}, keeper of the last and hardest questions`,
            hero: heroPhrase,
          }
        : words.quizHost
          ? {
              name: capital(`the ${words.quizHost}`).slice(0, 20),
              description: `the ${words.quizHost} who asks the questions`,
              hero: heroPhrase,
            }
          : hostFor(category);
      const hostKey = portrait(
        bossHost ? 'boss' : `host-${snake(host.name).replace(/_/g, '-')}`,
        bossHost ? 'boss' : 'npc',
        host.description,
      );
      const backdrop = `bg-${key.replace(/_/g, '-')}`;
      const about =
        words.topic ??
        (categories.length
          ? categories
              .slice(0, 2)
              .map((c) => CATEGORY_ABOUT[c])
              .join(' and ')
          : 'general knowledge');
      backdrops.push({
        key: backdrop,
        description: `a bright quiz show stage about ${about}${words.placeFromPrompt ? ` in the ${words.place}` : ''}`,
      });
      const earlier = items.filter((x) => x.chapter < i);
      const hinted = earlier[earlier.length - 1];
      const round = quizRound(
        {
          title: fit(
            40,
            quizCount > 1
              ? [`${roman(n)}. ${capital(about)}: Round ${slot.nth + 1}`, `${roman(n)}. Quiz Round ${slot.nth + 1}`]
              : [
                  `${roman(n)}. The ${capital(about.replace(/^the /, ''))} Quiz`,
                  `${roman(n)}. ${capital(about)}`,
                  `${roman(n)}. The Quiz`,
                ],
          ),
          backdrop,
          hostName: host.name,
          hostKey,
          hero: heroName,
          about,
          count: words.questions?.count ?? { easy: 4, normal: 5, hard: 6 }[difficulty],
          level: difficulty === 'hard' || (difficulty === 'normal' && slot.nth > 0) ? 2 : 1,
          categories,
          tags: words.themeWords,
          storyQuestions: facts.length ? 1 : 0,
          facts: facts.splice(0, facts.length ? 1 : 0),
          hint: hinted ? { flag: hinted.flag, giver: hinted.helper } : null,
          ...(words.counts.passMark ? { passMark: words.counts.passMark.count } : {}),
        },
        picker,
        random,
      );
      quizCategories.push(...round.categories);
      const data: UiLevelData = { content: round.level, cards: {}, resources, categories: round.categories };
      levels.push({
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
    } else {
      const key = `${solitaire ? 'solitaire' : 'duel'}_${slot.nth + 1}`;
      const foe = slotFoe(slot);
      const foeBoss = finale && slot.nth === cardsCount - 1 && (boss || (words.foesFromPrompt && foe === mainFoe));
      const foeKey = solitaire
        ? 'hero'
        : portrait(
            foeBoss ? 'boss' : `foe-${snake(foe).replace(/_/g, '-')}`,
            foeBoss ? 'boss' : 'enemy',
            `the ${foe}, ready for a card duel`,
          );
      const backdrop = `bg-${key.replace(/_/g, '-')}`;
      backdrops.push({
        key: backdrop,
        description: solitaire ? `a card table in the ${words.place}` : `the ${foe}'s lair in the ${words.place}`,
      });
      const earlier = items.filter((x) => x.chapter < i);
      const gift = earlier[earlier.length - 1];
      const style = playerStyle([...heroPhrase.split(' '), ...words.themeWords]);
      const extra = intent.mechanics.shooting
        ? wishCard('ranged', style)
        : intent.mechanics.melee
          ? wishCard('melee', style)
          : null;
      const spec = {
        title: fit(
          40,
          solitaire
            ? [
                `${roman(n)}. ${capital(words.place)} Solitaire${cardsCount > 1 ? ` ${slot.nth + 1}` : ''}`,
                `${roman(n)}. Solitaire ${slot.nth + 1}`,
              ]
            : [`${roman(n)}. Duel: The ${capital(foe)}`, `${roman(n)}. Duel`],
        ),
        backdrop,
        heroName,
        heroKey: 'hero',
        heroWords: [...heroPhrase.split(' '), ...words.themeWords],
        prompt: intent.read,
        foe,
        foeName: capital(foe).slice(0, 20),
        foeKey,
        index: slot.nth,
        count: cardsCount,
        difficulty,
        boss: foeBoss,
        solitaire,
        pointsWord: words.currency,
        bonus: gift ? { flag: gift.flag, card: itemCard(gift.item, gift.flag) } : null,
        extraAttack: solitaire ? null : extra,
        ...askedDuel(words, !solitaire && slot.nth === cardsCount - 1 && foe === mainFoe),
      };
      // Tune until the model can both win and lose the level, with and without the bonus card: weaker when it cannot
      // be won, stronger when it cannot be lost (then the "lost" state would be unreachable).
      let designed: DesignedCardsLevel | undefined;
      const tuning: Tuning = { strength: DEFAULT_TUNING.strength - 0.05 * attempt, turns: 0 };
      // Deck-building: the cards offered after the earlier duels may join this deck (the golden path takes the first).
      const offers = named?.deckBuilding && !solitaire ? offersAfter(duels.map((d) => d.designed)) : [];
      for (let tries = 0; tries < 10 && !designed; tries++) {
        const { designed: candidate, goldenFlags } = withOffers(cardsLevel(spec, random, tuning), offers);
        const flagSets = [new Set<string>(goldenFlags), new Set([...goldenFlags, ...(gift ? [gift.flag] : [])])];
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
      designed ??= withOffers(cardsLevel(spec, random, tuning), offers).designed;
      duels.push({ key, foe, designed });
      for (const c of designed.cards)
        cardArt.push({ key: c.art!, description: c.artDescription, attack: (c.damage ?? 0) > 0 });
      const data: UiLevelData = { content: designed.level, cards: cardsFor(designed.cards), resources };
      levels.push({
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
  });

  // The words the prompt gave (or the defaults chosen).
  const title = titleFor(words, heroPhrase, categories, slots, random);
  const playerNote = words.heroFromPrompt
    ? ''
    : quizOnly
      ? " (the prompt named no character; a contestant for the quiz's topic)"
      : " (the prompt named no character; the setting's usual one)";
  decisions.push(`The player is ${heroName}, ${withArticle(heroPhrase)}${playerNote}.`);
  if (has('story'))
    decisions.push(
      `Story chapters are templated from the prompt's words: ` +
        `${words.placeFromPrompt ? `the ${words.place}` : `a ${words.place} (no place named)`}, the goal ` +
        `"${words.goal.verb} the ${words.goal.object}"${words.goalFromPrompt ? '' : ' (no goal named)'}, foes ` +
        `${words.foesFromPrompt ? 'from the prompt' : 'of the setting'}; each chapter has a helper, an item, ` +
        'two pickups and one or two losing endings.',
    );
  if (has('quiz')) {
    decisions.push(
      "Offline quizzes come from Playsmith's built-in question bank (space, animals, colours, history, " +
        "geography, seeded arithmetic, and questions about the game's own story): there is no language model " +
        'offline.',
    );
    if (words.topic && categories.length === 0)
      decisions.push(
        `The quiz topic "${words.topic}" matches none of the bank's themes, so the rounds are general knowledge.`,
      );
  }
  if (has('cards'))
    decisions.push(
      `Decks are themed by the ${words.heroFromPrompt ? 'hero' : 'setting'} and the foes and dealt in a ` +
        `seeded order fixed at design time (cards.shuffleDecks off), so the golden path's card plays are ` +
        `planned exactly; duels are balanced by the design rules' averages and proven winnable and losable by a ` +
        'model of the duel rules.',
    );
  if (boss) {
    const bossRole =
      lastMode === 'quiz'
        ? ' as the quiz host'
        : lastMode === 'story'
          ? " as the last chapter's foe"
          : " as the last duel's opponent";
    decisions.push(`The boss (${mainFoe}) waits in the last level${bossRole}.`);
  }

  // Config.
  const config: Record<string, number | string | boolean> = {
    'game.title': title,
    'cards.shuffleDecks': false,
    'quiz.shuffleAnswers': false,
    'dialogue.charsPerSecond': { easy: 45, normal: 60, hard: 75 }[difficulty],
    'quiz.feedbackMs': { easy: 1000, normal: 800, hard: 600 }[difficulty],
    'cards.opponentDelayMs': { easy: 600, normal: 450, hard: 350 }[difficulty],
  };
  const lives = livesOf(intent, words);
  if (lives !== null) config['game.lives'] = Math.min(9, Math.max(1, lives));

  const registry = uiRegistry({
    theme: [heroPhrase, words.place, mainFoe, words.goal.object, ...(words.topic ? [words.topic] : [])],
    backdrops,
    portraits,
    cardArt,
    modes: new Set(slots.map((s) => s.mode)),
    difficulty,
    place: words.place,
  });

  // Deck-building: a card picked after each duel but the last joins the later duels' decks.
  if (named?.deckBuilding) {
    const offers = offersAfter(duels.slice(0, -1).map((d) => d.designed));
    levels.splice(
      0,
      levels.length,
      ...withRewards(
        levels,
        duels.map((d) => d.key),
        offers,
        heroName,
      ),
    );
    decisions.push(
      `Deck-building ("${named.deckBuilding}"): after each duel but the last, one of three of ${heroName}'s ` +
        'cards is picked and dealt in every later duel.',
    );
  }

  // Entities.
  entities.push({
    name: `${heroName} the ${heroPhrase}`,
    role: 'player',
    description: has('cards')
      ? 'plays one card a turn from a hand of three'
      : 'makes the choices and answers the questions',
    assets: ['hero'],
    config: ['dialogue.charsPerSecond'],
  });
  for (const p of portraits.filter((x) => x.key !== 'hero'))
    entities.push({
      name: p.description.split(',')[0]!.replace(/^the /, ''),
      role: p.role === 'boss' ? 'boss' : p.role === 'enemy' ? 'enemy' : 'npc',
      description: p.description,
      assets: [p.key],
      config: p.role === 'enemy' || p.role === 'boss' ? ['cards.opponentDelayMs'] : [],
    });
  if (resources.length)
    entities.push({
      name: resources[0]!.label,
      role: 'pickup',
      description: `the run's ${plural(words.currency)}: found in chapters, spent on items`,
      assets: [],
      config: [],
    });
  entities.push({
    name: 'choice buttons',
    role: 'ui',
    description: 'one to four choices, picked by click or keys 1-4',
    assets: [],
    config: ['choices.buttonColor', 'choices.hoverColor'],
  });

  const design: FamilyDesign = {
    title,
    goal: goalFor(words, slots, heroName),
    sections: {
      architecture: {
        template: 'ui_heavy',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: levels.map((l) => l.key),
        notes: howToPlay(slots, solitaire),
      },
      assets: registry,
      config,
      entities,
      levels,
      roadmap: [
        {
          action: 'COPY',
          target: 'templates/ui_heavy',
          detail:
            'the family template: core scenes, UiLevelScene with the story, quiz and cards modes, the content checker',
        },
        {
          action: 'UPDATE',
          target: 'src/game/content.json',
          detail:
            `${levels.length} generated level(s): ` +
            `${levels.map((l) => `${l.key} (${(l.data as unknown as UiLevelData).content.mode})`).join(', ')}`,
        },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the choice actions and the level order' },
        {
          action: 'UPDATE',
          target: 'src/game/Level.ts',
          detail: 'music, a shake on heavy opponent cards, and the chapter timer when asked',
        },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: themedRegistry(registry),
          goldenPath:
            'the winning route of every story, the right answers, and a winning line of card plays, all found by ' +
            'the search that validated the levels',
        }),
      ],
    },
    decisions,
    ignored: [...ignored, ...notHonoured(intent, slots)],
  };
  // The timer needs the golden path's length, so it is set once the levels can be planned.
  if (intent.mechanics.timerSeconds !== null) {
    const { content } = assembleContent(levels);
    const plan = planGame(
      content,
      design.sections.architecture.levelOrder,
      new Set(registry.assets.filter((a) => a.type !== 'audio').map((a) => a.key)),
      configView(config),
      intent.collectibles.length > 0,
      exactPass(intent),
      CHAPTER_PLANNERS,
    );
    const longest = Math.max(0, ...plan.levels.map((l) => l.gameMs));
    const needed = Math.ceil((longest * 2) / 1000) + 10;
    const asked = Math.round(intent.mechanics.timerSeconds);
    const seconds = Math.min(900, Math.max(10, asked, needed));
    config[TIMER_PATH] = seconds;
    if (seconds !== asked)
      ignored.push({
        what: `the ${asked} s time limit`,
        why:
          `the longest chapter's winning route takes about ${Math.ceil(longest / 1000)} s of game time; each ` +
          `chapter gets ${seconds} s so it can be won`,
      });
    design.ignored = [...ignored, ...notHonoured(intent, slots)];
    decisions.push(`Each chapter has a ${seconds} s time limit; running out costs a life and restarts the chapter.`);
  }
  if (quizCategories.length) decisions.push(`Question categories: ${[...new Set(quizCategories)].join(', ')}.`);
  return { design };
}

function titleFor(
  words: UiWords,
  hero: string,
  categories: readonly Category[],
  slots: readonly LevelSlot[],
  random: DesignInput['random'],
): string {
  const place = capital(words.place);
  const main = slots[0]!.mode;
  const options =
    main === 'quiz' && !slots.some((s) => s.mode === 'story')
      ? (() => {
          const subject = words.topic
            ? capital(words.topic.replace(/^the /, ''))
            : categories[0]
              ? CATEGORY_TITLE[categories[0] as Exclude<Category, 'story'>]
              : 'Brain';
          return [`The Great ${subject} Quiz`, `${subject} Challenge`, `${subject} Quest`];
        })()
      : slots.every((s) => s.mode === 'cards')
        ? words.solitaire
          ? [`${place} Solitaire`, `The ${place} Deck`]
          : [
              `${capital(hero)} vs the ${capital(words.foes[0]!)}`,
              `The ${capital(words.foes[0]!)}'s Deck`,
              `Cards of the ${place}`,
            ]
        : [
            `The ${capital(hero)} and the ${capital(words.goal.object)}`,
            `Secrets of the ${place}`,
            `The ${capital(words.goal.object)}`,
            `${capital(hero)}'s Tale`,
          ];
  const fitting = options.filter((t) => t.length >= 3 && t.length <= 32);
  return fitting.length ? random.pick(fitting) : 'A Tale of Choices';
}

function goalFor(words: UiWords, slots: readonly LevelSlot[], heroName: string): string {
  const parts: string[] = [];
  if (slots.some((s) => s.mode === 'story'))
    parts.push(
      `guide ${heroName} through ${slots.filter((s) => s.mode === 'story').length} chapter(s) of the ` +
        `${words.place} to ${words.goal.verb} the ${words.goal.object}`,
    );
  if (slots.some((s) => s.mode === 'quiz'))
    parts.push(
      `pass ${slots.filter((s) => s.mode === 'quiz').length} quiz ` +
        `round(s)${words.topic ? ` about ${words.topic}` : ''}`,
    );
  if (slots.some((s) => s.mode === 'cards'))
    parts.push(
      words.solitaire
        ? `reach the points target in ${slots.filter((s) => s.mode === 'cards').length} solitaire round(s)`
        : `win ${slots.filter((s) => s.mode === 'cards').length} card duel(s), the last against the ${words.foes[0]}`,
    );
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, then ${parts[parts.length - 1]}` : parts[0]!;
  return `${firstCapital(text)}.`;
}

function howToPlay(slots: readonly LevelSlot[], solitaire: boolean): string[] {
  const notes = [
    'Click a choice, or press 1-4; arrow keys light a choice and Enter picks it. Enter or Space starts the ' +
      'game; P or Escape pauses.',
  ];
  if (slots.some((s) => s.mode === 'story'))
    notes.push(
      'Story: each choice leads to a new scene; greyed choices say what they need (an item, some coins). A ' +
        'losing ending costs a life and restarts the chapter.',
    );
  if (slots.some((s) => s.mode === 'quiz'))
    notes.push('Quiz: pick the right answer (1-4); after each answer, Continue. Reach the pass mark to go on.');
  if (slots.some((s) => s.mode === 'cards'))
    notes.push(
      solitaire
        ? 'Cards: play one card a turn (click, 1-4, or drag it up) to collect points before the turns run out.'
        : 'Cards: play one card a turn (click, 1-4, or drag it up); attacks hurt, blocks soak the next hits, ' +
            'heals mend. Bring the opponent to 0 hp first.',
    );
  notes.push('Failing a level costs a life; with no lives left the game is over.');
  return notes;
}

function notHonoured(intent: Gdd['intent'], slots: readonly LevelSlot[]): FamilyDesign['ignored'] {
  const out: FamilyDesign['ignored'] = [];
  const why = 'a ui_heavy game is played with clicks and choices; nothing moves by physics';
  if (intent.mechanics.doubleJump) out.push({ what: 'double jump', why });
  if (intent.mechanics.dash) out.push({ what: 'dash', why });
  const duels = slots.some((s) => s.mode === 'cards');
  if (intent.mechanics.shooting && !duels)
    out.push({
      what: 'shooting',
      why: 'the game has no card duel to turn it into an attack card; choices have no aiming',
    });
  if (intent.mechanics.melee && !intent.mechanics.shooting && !duels)
    out.push({ what: 'melee attacks', why: 'the game has no card duel to turn them into an attack card' });
  if (intent.mechanics.shooting && intent.mechanics.melee && duels)
    out.push({
      what: 'melee attacks',
      why: 'the deck got one extra attack card, named for the ranged attack the prompt also asked for',
    });
  if (intent.mechanics.undo)
    out.push({ what: 'undo', why: 'choices are final in this family; a failed level restarts from its start instead' });
  return out;
}

function requirements(gdd: Gdd): Requirement[] {
  const intent = gdd.intent;
  const named = namedFoesOf(intent);
  const words = named ? withNamedFoes(readUiWords(intent), named) : readUiWords(intent);
  const { content, plan } = planFor(gdd, CHAPTER_PLANNERS);
  const order = gdd.sections.architecture.levelOrder;
  const levels = order.map((k) => content.levels[k]!);
  // Reward levels are one-scene card picks, no chapters of a story.
  const story = order
    .filter((k) => !k.startsWith(REWARD_PREFIX))
    .flatMap((k) => {
      const level = content.levels[k]!;
      return level.mode === 'story' ? [level] : [];
    });
  const quiz = levels.filter((l) => l.mode === 'quiz');
  const cards = levels.filter((l) => l.mode === 'cards');
  const out: Requirement[] = [
    {
      id: 'every-level-won',
      text: `all ${order.length} levels are won`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'level_won', minCount: order.length },
    },
    // The prompt's own numbers first: the phrase account takes the first requirement that states a number.
    ...askedRequirements({ gdd, words, content, plan }),
  ];
  if (named) {
    const duels = order.flatMap((key) => {
      const level = content.levels[key]!;
      return level.mode === 'cards' && level.opponent ? [{ key, level }] : [];
    });
    const rewards = order.filter((k) => k.startsWith(REWARD_PREFIX)).length;
    out.push(...namedFoeRequirements(named, duels, rewards));
  }
  if (intent.levels === null && words.levelCount) {
    out.push(
      designFact({
        id: 'level-count',
        text: words.levelCount.phrase,
        source: words.levelCount.phrase,
        weight: 2,
        ok: order.length === words.levelCount.count,
        evidence: `the level order has ${order.length} level(s): ${order.join(', ')}`,
      }),
    );
  }
  if (quiz.length) {
    const questions = quiz.reduce((s, l) => s + l.questions.length, 0);
    out.push(
      eventFact({
        id: 'quiz-passed',
        text: `${quiz.length} quiz round(s) passed`,
        source: words.modePhrases.quiz ?? 'family rules',
        weight: 2,
        event: 'quiz_passed',
        minCount: quiz.length,
      }),
    );
    out.push(
      eventFact({
        id: 'questions-answered',
        text: `${questions} questions answered`,
        source: words.modePhrases.quiz ?? 'family rules',
        event: 'answer_chosen',
        minCount: questions,
      }),
    );
    const categories = categoriesFor(words.topic, words.themeWords);
    if (words.topic) {
      const share = topicShare(gdd, categories);
      out.push(
        designFact({
          id: 'quiz-topic',
          text: `the questions are about ${words.topic}`,
          source: phraseAround(intent.read, words.topic),
          weight: 2,
          ok: categories.length > 0 && share >= 0.6,
          evidence: categories.length
            ? `${Math.round(share * 100)}% of the bank questions asked are ${categories.join(' or ')} questions`
            : `the bank has no questions on "${words.topic}"; the rounds are general knowledge`,
        }),
      );
    }
  }
  if (story.length) {
    out.push(
      eventFact({
        id: 'story-ended',
        text: `${story.length} story chapter(s) reach an ending`,
        source: words.modePhrases.story ?? 'family rules',
        event: 'story_ended',
        minCount: story.length,
      }),
    );
    const branching = story.every((l) => {
      const nodes = Object.values(l.nodes);
      return nodes.filter((n) => (n.choices?.length ?? 0) >= 2).length >= 3 && nodes.some((n) => n.end === 'failed');
    });
    out.push(
      designFact({
        id: 'story-branches',
        text: 'choices matter: every chapter branches and has a losing ending',
        source: words.modePhrases.story ?? 'family rules',
        weight: 2,
        ok: branching,
        evidence: story
          .map(
            (l) =>
              `${l.title}: ${Object.values(l.nodes).filter((n) => (n.choices?.length ?? 0) >= 2).length} ` +
              `scenes with 2+ choices, ${Object.values(l.nodes).filter((n) => n.end === 'failed').length} ` +
              'losing ending(s)',
          )
          .join('; '),
      }),
    );
    out.push(
      eventFact({
        id: 'story-choices',
        text: 'the player makes story choices',
        source: words.modePhrases.story ?? 'family rules',
        event: 'story_choice',
        minCount: story.length * 2,
      }),
    );
    const text = story
      .flatMap((l) => Object.values(l.nodes).map((n) => n.text))
      .join(' ')
      .toLowerCase();
    const named = [
      ...(words.placeFromPrompt ? [words.place] : []),
      ...(words.goalFromPrompt ? [words.goal.object] : []),
    ];
    if (named.length)
      out.push({
        id: 'story-words',
        text:
          `the story is set in the ${words.place}` +
          `${words.goalFromPrompt ? ` and is about the ${words.goal.object}` : ''}`,
        source: words.goalFromPrompt
          ? phraseAround(intent.read, words.goal.object)
          : phraseAround(intent.read, words.place),
        weight: 1,
        check: {
          kind: 'design',
          ok: named.every((w) => text.includes(w)),
          evidence:
            `the story's scenes mention ` +
            `${named.map((w) => `"${w}" ${text.split(w).length - 1} time(s)`).join(', ')}`,
        },
      });
  }
  const accusation = readAccusation(intent.read);
  const lastStory = [...order].reverse().find((k) => content.levels[k]!.mode === 'story');
  if (accusation && lastStory && story.length) {
    const level = content.levels[lastStory] as StoryLevel;
    const reached = plan.levels.find((l) => l.key === lastStory)?.reached ?? [];
    out.push(...accusationRequirements(accusation, level, reached, words.goal.object, story.length));
    // The place is named in every chapter's first scene, which the golden path shows.
    if (words.placeFromPrompt && story.every((l) => l.nodes[l.start]?.text.includes(words.place)))
      out.push(
        eventFact({
          id: `${words.place.replace(/[^a-z]+/g, '-')}-shown`,
          text: `each chapter opens on the ${words.place}, named in its first scene`,
          source: words.place,
          event: 'story_ended',
          minCount: story.length,
        }),
      );
  }
  if (cards.length) {
    const duels = cards.filter((l) => l.opponent);
    out.push(
      duels.length
        ? {
            id: 'duels-won',
            text: `${duels.length} card duel(s) won`,
            source: words.modePhrases.cards ?? 'family rules',
            weight: 2,
            check: { kind: 'event', event: 'duel_won', minCount: cards.length },
          }
        : {
            id: 'solitaire-won',
            text: `${cards.length} solitaire round(s) won`,
            source: words.modePhrases.cards ?? 'family rules',
            weight: 2,
            check: { kind: 'event', event: 'duel_won', minCount: cards.length },
          },
    );
    out.push({
      id: 'cards-played',
      text: 'cards are played',
      source: words.modePhrases.cards ?? 'family rules',
      weight: 1,
      check: {
        kind: 'event',
        event: 'card_played',
        minCount: plan.levels.filter((l) => l.mode === 'cards').reduce((s, l) => s + l.length, 0),
      },
    });
    const last = duels[duels.length - 1];
    if (last && words.foesFromPrompt) {
      out.push(
        designFact({
          id: 'duel-foe',
          text: `the last duel is against the ${words.foes[0]}`,
          source: phraseAround(intent.read, words.foes[0]!),
          ok: last.opponent!.name.toLowerCase() === words.foes[0]!.toLowerCase(),
          evidence: `the last duel's opponent is "${last.opponent!.name}"`,
        }),
      );
    }
    for (const [kind, asked] of [
      ['ranged', intent.mechanics.shooting],
      ['melee', intent.mechanics.melee && !intent.mechanics.shooting],
    ] as const) {
      if (!asked || !duels.length) continue;
      const has = duels.some((l) => l.player.deck.includes(`wish_${kind}`));
      out.push(
        designFact({
          id: `${kind}-card`,
          text: `a ${kind} attack card`,
          source: (kind === 'ranged' ? intent.phrases.shooting : intent.phrases.melee) ?? kind,
          ok: has,
          evidence: has
            ? `the player's deck holds "${content.cards[`wish_${kind}`]?.name}" ` +
              `(${content.cards[`wish_${kind}`]?.damage} damage)`
            : 'no such card in the deck',
        }),
      );
    }
  }
  if (intent.mechanics.boss) {
    const boss = gdd.sections.assets.assets.find((a) => 'role' in a && a.role === 'boss');
    const lastLevel = levels[levels.length - 1]!;
    const json = JSON.stringify(lastLevel);
    const ok = boss !== undefined && json.includes(`"${boss.key}"`);
    out.push(
      designFact({
        id: 'boss',
        text: 'a boss in the last level',
        source: intent.phrases.boss ?? 'boss',
        weight: 2,
        ok,
        evidence: boss
          ? `boss portrait "${boss.key}" (${boss.description}) ${ok ? 'appears' : 'does not appear'} in the ` +
            `last level "${order[order.length - 1]}"`
          : 'no boss art in the registry',
      }),
    );
  }
  for (const enemy of intent.enemies) {
    const all = JSON.stringify(levels).toLowerCase();
    out.push(
      designFact({
        id: `enemy-${snake(enemy)}`,
        text: `${withArticle(enemy)} stands in the way`,
        source: phraseAround(intent.read, enemy),
        ok: all.includes(enemy),
        evidence: `"${enemy}" appears ${all.split(enemy).length - 1} time(s) in the levels' text`,
      }),
    );
  }
  if (intent.collectibles.length && story.length) {
    const gains = plan.levels.reduce((s, l) => s + l.resourceGains, 0);
    const label = content.resources[0]?.label ?? '';
    out.push(
      eventFact({
        id: 'collect',
        text: `${intent.collectibles.join(', ')} are collected`,
        source: intent.phrases.collectibles ?? intent.collectibles.join(', '),
        weight: 2,
        event: 'resource_changed',
        minCount: Math.max(1, gains),
      }),
    );
    out.push(
      designFact({
        id: 'collect-theme',
        text: `the run counts ${words.currency}`,
        source: intent.phrases.collectibles ?? words.currency,
        ok: words.currencyFromPrompt && label.toLowerCase().includes(words.currency.slice(0, 4)),
        evidence: `the resource is "${label}"`,
      }),
    );
  }
  const config = gdd.sections.config;
  if (intent.mechanics.timerSeconds !== null) {
    out.push(
      timerAsked(intent, intent.mechanics.timerSeconds, {
        text: `a ${intent.mechanics.timerSeconds} s time limit`,
        path: TIMER_PATH,
        seconds: config[TIMER_PATH],
        fails: 'chapter',
      }),
    );
  }
  const lives = livesOf(intent, words);
  if (lives !== null) out.push(livesAsked(intent, lives, config['game.lives']));
  if (intent.difficulty) {
    const facts = [
      ...quiz.map((l) => `${l.questions.length} questions, ${l.passMark} to pass`),
      ...cards.map((l) =>
        l.opponent
          ? `duel: you ${l.player.hp} hp, the ${l.opponent.name} ${l.opponent.hp} hp, ${l.turnLimit} turns`
          : `solitaire: ${l.target!.points} points in ${l.target!.turns} turns`,
      ),
      ...story.map((l) => {
        const choices = Object.values(l.nodes).flatMap((n) => n.choices ?? []);
        const costs = choices.flatMap((c) => Object.values(c.requires?.resources ?? {}));
        return `story: items cost ${JSON.stringify(costs)}`;
      }),
    ];
    out.push(
      designFact({
        id: 'difficulty',
        text: `${intent.difficulty} difficulty`,
        source: intent.difficulty,
        ok: config['dialogue.charsPerSecond'] === { easy: 45, normal: 60, hard: 75 }[intent.difficulty],
        evidence: `tuned for ${intent.difficulty}: ${facts.join('; ')}`,
      }),
    );
  }
  if (collects(gdd) && !story.length) {
    out.push(
      designFact({
        id: 'collect',
        text: `${intent.collectibles.join(', ')} are collected`,
        source: intent.phrases.collectibles ?? intent.collectibles.join(', '),
        ok: false,
        evidence: 'the game has no story chapter, where things are picked up',
      }),
    );
  }
  return out;
}

/** Share of the quiz's bank questions (story questions aside) that come from the topic's categories. */
function topicShare(gdd: Gdd, categories: readonly string[]): number {
  const used = gdd.sections.levels
    .flatMap((l) => (l.data as unknown as UiLevelData).categories ?? [])
    .filter((c) => c !== 'story');
  return used.length ? used.filter((c) => categories.includes(c)).length / used.length : 0;
}

/** The few words of the prompt around `words`, for a requirement's source. */
function phraseAround(text: string, words: string): string {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return words;
  const start = text.lastIndexOf(' ', Math.max(0, at - 12));
  return text.slice(start < 0 ? 0 : start + 1, at + words.length).trim();
}

/** The family's own mode, last in its precedence: chapters of story, quiz rounds and card duels. */
/** The prompt's phrases, which the backdrops read the named place from. */
interface ChaptersAsk {
  phrases: readonly PromptPhrase[];
}

export const chaptersMode = uiMode<ChaptersAsk>({
  id: 'chapters',
  planners: CHAPTER_PLANNERS,
  cues: [],
  names: [
    { head: 'quiz', kind: 'genre', pattern: /\bquiz(?:zes)?\b|\btrivia\b/, proofs: ['quiz-passed'] },
    {
      head: 'branching story',
      kind: 'genre',
      pattern: /\bbranching\b|\bchoose[- ]your[- ]own\b|\binteractive (?:story|fiction)\b|\bvisual novel\b|\bstory\b/,
      proofs: ['story-branches'],
    },
    {
      head: 'card battle',
      kind: 'genre',
      pattern: /\bcard (?:battle|game|duel)s?\b|\bdeck[- ]?build(?:er|ing)?\b|\bplay(?:s|ing)? cards\b/,
      // A deck-building game proves it by the cards its duels add to the deck.
      proofs: ['cards-added', 'duels-won'],
    },
    { head: 'solitaire', kind: 'genre', pattern: /\bsolitaire\b|\bpatience\b/, proofs: ['solitaire-won'] },
  ],
  proves: {
    'boss fight': ['duel-foe', 'boss'],
    'answer questions': ['questions-answered'],
    choices: ['story-choices', 'story-branches'],
  },
  proofs: [
    'bad-endings',
    'boss',
    'cards-added',
    'cards-played',
    'collect',
    'collect-theme',
    'deck-size',
    'difficulty',
    'duel-foe',
    'duels-won',
    'endings',
    'endings-by-choice',
    'every-level-won',
    'foe-health',
    'foes-in-order',
    'good-endings',
    'level-count',
    'lives',
    'pass-mark',
    'questions-answered',
    'questions-asked',
    'questions-loaded',
    'quiz-passed',
    'quiz-topic',
    'solitaire-won',
    'story-branches',
    'story-choices',
    'story-ended',
    'story-words',
    'timer',
    // A named foe, place, crime or cast member shown in play, an enemy standing in the way, a weapon card.
    '*-shown',
    'enemy-*',
    '*-card',
  ],
  examples: [
    'You play as a fox detective who must recover the stolen golden acorn: collect clues in the forest, answer the ' +
      "owl's riddles, then beat the wolf boss in a card duel with a deck of claws and berries.",
    'a knight with a sword fights goblins, then collects cards',
    'a science quiz for kids with 10 questions and 3 lives',
    'a deck-building card game where a druid fights a swamp hag, a bog troll and finally the Marsh Queen',
    'an interactive story where a detective solves a murder on a night train and the ending depends on who you accuse',
    'a card game against a goblin and an ogre',
    'a story with 2 good endings and 1 bad ending',
    'a visual novel with 4 endings',
    'a solitaire card game with a pirate theme and a 5 minute timer',
    'a card duel against a vampire lord with 30 hp where your deck has 20 cards',
    'a story where a young witch must find her lost cat in a haunted school: collect candles, sneak past the ghost, ' +
      'three chapters',
    'a quiz with twelve questions where 8 correct answers win',
    'a card battle against a troll: defeat the troll with fire cards',
    'a hard quiz about space with 3 levels',
  ],
  read: (_intent, phrases) => ({ phrases }),
  design: (input, { phrases }, attempt) => designOnce(input, attempt, phrases).design,
  requirements,
});
