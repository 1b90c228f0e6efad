// Who plays in a chapters game and where: the hero (named from the seed), the foe each level meets, the quiz's
// categories and hosts, the run's currency, and the portraits, backdrops and card art the levels ask the art for —
// each portrait once, however many levels show it.
import type { Random } from '../../../../assets/index.ts';
import type { PromptPhrase } from '../../../../shared/index.ts';
import type { ResourceDef } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { placedBackdrop } from '../../shared/place.ts';
import type { Backdrop, CardArt, Portrait } from '../assets.ts';
import { fit } from '../text.ts';
import { capital, plural, snake, withArticle } from '../words.ts';
import { categoriesFor, type Category } from './bank.ts';
import { countOf, plays, type ChosenLevels, type LevelSlot } from './reading.ts';
import { CATEGORY_HOSTS, FILLER_FOES, HERO_NAMES, type QuizHost } from './words.ts';

export class Cast {
  /** The bank's categories the prompt's topic or theme points at. */
  readonly categories: Exclude<Category, 'story'>[];
  /** No story and no cards: unless the prompt names a character, the player is a contestant for the quiz's topic. */
  readonly quizOnly: boolean;
  readonly heroPhrase: string;
  readonly heroName: string;
  /** The foe of the last level; the minions (the prompt's other foes, then plain ones) are met before it. */
  readonly mainFoe: string;
  readonly minions: readonly string[];
  readonly currencyId: string;
  /** The run's currency, counted when the game has story chapters to find and spend it in. */
  readonly resources: ResourceDef[];
  readonly portraits: Portrait[];
  readonly backdrops: Backdrop[] = [];
  readonly cardArt: CardArt[] = [];
  /** A backdrop's description, set in the place the prompt names. */
  readonly backdropOf: (room: string) => string;
  private readonly slots: readonly LevelSlot[];

  constructor({ words, slots }: ChosenLevels, random: Random, phrases: readonly PromptPhrase[]) {
    this.slots = slots;
    this.categories = categoriesFor(words.topic, words.themeWords);
    this.quizOnly = !plays(slots, 'story') && !plays(slots, 'cards');
    this.heroPhrase = this.quizOnly && !words.heroFromPrompt ? this.hostOf(this.categories[0]).hero : words.hero;
    this.heroName = random.pick(HERO_NAMES);
    this.mainFoe = words.foes[0]!;
    this.minions = words.foes.slice(1).concat(FILLER_FOES.filter((f) => !words.foes.includes(f)));
    this.portraits = [
      {
        key: 'hero',
        role: 'player',
        description:
          `${this.heroName}, ${withArticle(this.heroPhrase)}` +
          `${words.placeFromPrompt && !this.quizOnly ? ` from the ${words.place}` : ''}`,
      },
    ];
    this.backdropOf = placedBackdrop(phrases);
    this.currencyId = snake(plural(words.currency)).slice(0, 24);
    this.resources = plays(slots, 'story')
      ? [{ id: this.currencyId, label: fit(12, [capital(plural(words.currency)), 'Coins']), start: 2, min: 0, max: 9 }]
      : [];
  }

  /** The quiz host of a category, or the Quizmaster for general knowledge. */
  hostOf(category: Exclude<Category, 'story'> | undefined): QuizHost {
    return CATEGORY_HOSTS[category ?? 'general'];
  }

  /** A portrait for the art to draw, the first time its key is asked for; its key. */
  portrait(key: string, role: Portrait['role'], description: string): string {
    if (!this.portraits.some((p) => p.key === key)) this.portraits.push({ key, role, description });
    return key;
  }

  /** The foe a level meets. */
  foeOf(slot: LevelSlot): string {
    const cards = countOf(this.slots, 'cards');
    // The main foe waits at the end: the last duel, or the last story chapter when no duel follows.
    if (slot.mode === 'cards')
      return slot.nth === cards - 1 ? this.mainFoe : this.minions[slot.nth % this.minions.length]!;
    // Story chapters meet the foes the duels before the last one do not (those take the first minions).
    if (slot.mode === 'story')
      return cards === 0 && slot.nth === countOf(this.slots, 'story') - 1
        ? this.mainFoe
        : this.minions[(slot.nth + Math.max(0, cards - 1)) % this.minions.length]!;
    return this.mainFoe;
  }
}
