// One design attempt of a chapters game, from the prompt to the GDD's six sections, as its phases in order: the
// prompt read and the levels chosen (reading.ts), the cast (cast.ts), each level built by its mode (levels.ts), then
// the game's title, config and art, the deck-building rewards, the design itself with its account (prose.ts), and
// the chapter timer, which needs the levels planned. Every phase draws from the same seeded stream in this order.
import type { PromptPhrase } from '../../../../shared/index.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import { uiRegistry } from '../assets.ts';
import { assembleContent, planGame } from '../plan.ts';
import { livesOf, type UiWords } from '../words.ts';
import { configView, exactPass, TIMER_PATH } from '../write.ts';
import type { Difficulty } from './cards.ts';
import { Cast } from './cast.ts';
import { offersAfter, withRewards } from './foes.ts';
import { buildLevels, type Draft } from './levels.ts';
import { CHAPTER_PLANNERS } from './plan.ts';
import {
  castDecisions,
  currencyDecision,
  deckBuildingDecision,
  entitiesOf,
  notHonoured,
  roadmapOf,
  timerAccount,
} from './prose.ts';
import { chooseLevels, plays } from './reading.ts';
import { goalFor, howToPlay, titleFor } from './words.ts';

type Config = FamilyDesign['sections']['config'];

export function designChapters(input: DesignInput, attempt: number, phrases: readonly PromptPhrase[]): FamilyDesign {
  const { intent, random } = input;
  const chosen = chooseLevels(intent);
  const { words, slots, decisions, named } = chosen;
  const cast = new Cast(chosen, random, phrases);
  if (plays(slots, 'story')) decisions.push(currencyDecision(words));
  const draft = buildLevels(input, attempt, chosen, cast);
  const title = titleFor(words, cast.heroPhrase, cast.categories, slots, random);
  decisions.push(...castDecisions(words, slots, cast, intent.mechanics.boss));
  const config = configFor(intent, words, chosen.difficulty, title);
  // Deck-building: a card picked after each duel but the last joins the later duels' decks.
  if (named?.deckBuilding) {
    const offers = offersAfter(draft.duels.slice(0, -1).map((d) => d.designed));
    draft.levels = withRewards(
      draft.levels,
      draft.duels.map((d) => d.key),
      offers,
      cast.heroName,
    );
    decisions.push(deckBuildingDecision(named.deckBuilding, cast.heroName));
  }
  const design = gameDesign(draft, title, config);
  // The timer needs the golden path's length, so it is set once the levels can be planned.
  if (intent.mechanics.timerSeconds !== null) timeChapters(design, draft, intent.mechanics.timerSeconds);
  if (draft.quizCategories.length)
    decisions.push(`Question categories: ${[...new Set(draft.quizCategories)].join(', ')}.`);
  return design;
}

/** The config: the title, decks and answers in their designed order, the pace of the difficulty, lives when asked. */
function configFor(intent: DesignInput['intent'], words: UiWords, difficulty: Difficulty, title: string): Config {
  const config: Config = {
    'game.title': title,
    'cards.shuffleDecks': false,
    'quiz.shuffleAnswers': false,
    'dialogue.charsPerSecond': { easy: 45, normal: 60, hard: 75 }[difficulty],
    'quiz.feedbackMs': { easy: 1000, normal: 800, hard: 600 }[difficulty],
    'cards.opponentDelayMs': { easy: 600, normal: 450, hard: 350 }[difficulty],
  };
  const lives = livesOf(intent, words);
  if (lives !== null) config['game.lives'] = Math.min(9, Math.max(1, lives));
  return config;
}

/** The GDD's sections from the levels built, with the design's account of what it decided and did not make. */
function gameDesign(draft: Draft, title: string, config: Config): FamilyDesign {
  const { input, chosen, cast, levels } = draft;
  const { words, slots } = chosen;
  const registry = uiRegistry({
    theme: [cast.heroPhrase, words.place, cast.mainFoe, words.goal.object, ...(words.topic ? [words.topic] : [])],
    backdrops: cast.backdrops,
    portraits: cast.portraits,
    cardArt: cast.cardArt,
    modes: new Set(slots.map((s) => s.mode)),
    difficulty: chosen.difficulty,
    place: words.place,
  });
  return {
    title,
    goal: goalFor(words, slots, cast.heroName),
    sections: {
      architecture: {
        template: 'ui_heavy',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: levels.map((l) => l.key),
        notes: howToPlay(slots, words.solitaire),
      },
      assets: registry,
      config,
      entities: entitiesOf(cast, words, slots),
      levels,
      roadmap: roadmapOf(levels, config, registry),
    },
    decisions: chosen.decisions,
    ignored: [...chosen.ignored, ...notHonoured(input.intent, slots)],
  };
}

/** Each chapter's time limit: the time asked, or long enough to win the longest chapter's route twice over. */
function timeChapters(design: FamilyDesign, { input: { intent }, chosen }: Draft, askedSeconds: number): void {
  const { config, levels, assets, architecture } = design.sections;
  const { content } = assembleContent(levels);
  const plan = planGame(
    content,
    architecture.levelOrder,
    new Set(assets.assets.filter((a) => a.type !== 'audio').map((a) => a.key)),
    configView(config),
    intent.collectibles.length > 0,
    exactPass(intent),
    CHAPTER_PLANNERS,
  );
  const longest = Math.max(0, ...plan.levels.map((l) => l.gameMs));
  const needed = Math.ceil((longest * 2) / 1000) + 10;
  const asked = Math.round(askedSeconds);
  const seconds = Math.min(900, Math.max(10, asked, needed));
  config[TIMER_PATH] = seconds;
  const account = timerAccount(asked, seconds, longest);
  if (seconds !== asked) chosen.ignored.push(account.ignored);
  design.ignored = [...chosen.ignored, ...notHonoured(intent, chosen.slots)];
  chosen.decisions.push(account.decision);
}
