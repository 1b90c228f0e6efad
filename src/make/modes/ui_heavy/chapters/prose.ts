// What a chapters design says to its reader: the decisions it made and why, what the prompt asked that the family does
// not make, the GDD's entity list and its roadmap. The design (design.ts) chooses; this file says.
import type { Gdd } from '../../../gdd.ts';
import type { FamilyDesign } from '../../../mode.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import type { UiLevelData } from '../plan.ts';
import { plural, withArticle, type UiWords } from '../words.ts';
import type { Cast } from './cast.ts';
import { plays, type LevelSlot } from './reading.ts';

type Sections = FamilyDesign['sections'];

/** The run's currency, for a game with story chapters. */
export function currencyDecision(words: UiWords): string {
  return (
    `The run counts ${plural(words.currency)}` +
    `${words.currencyFromPrompt ? ' (what the prompt collects)' : " (the setting's money)"}: 2 to start, ` +
    'picked up in chapters and spent on items.'
  );
}

export function accusationDecision(phrase: string, accused: { suspects: readonly string[]; culprit: string }): string {
  return (
    `The last chapter ends in an accusation ("${phrase}"): the ${accused.suspects.join(', ')}, ` +
    `each with an ending of its own; the ${accused.culprit} did it.`
  );
}

/** Who the player is, where each mode's levels come from, and where the boss waits. */
export function castDecisions(words: UiWords, slots: readonly LevelSlot[], cast: Cast, boss: boolean): string[] {
  const out: string[] = [];
  const playerNote = words.heroFromPrompt
    ? ''
    : cast.quizOnly
      ? " (the prompt named no character; a contestant for the quiz's topic)"
      : " (the prompt named no character; the setting's usual one)";
  out.push(`The player is ${cast.heroName}, ${withArticle(cast.heroPhrase)}${playerNote}.`);
  if (plays(slots, 'story'))
    out.push(
      `Story chapters are templated from the prompt's words: ` +
        `${words.placeFromPrompt ? `the ${words.place}` : `a ${words.place} (no place named)`}, the goal ` +
        `"${words.goal.verb} the ${words.goal.object}"${words.goalFromPrompt ? '' : ' (no goal named)'}, foes ` +
        `${words.foesFromPrompt ? 'from the prompt' : 'of the setting'}; each chapter has a helper, an item, ` +
        'two pickups and one or two losing endings.',
    );
  if (plays(slots, 'quiz')) {
    out.push(
      "Offline quizzes come from Playsmith's built-in question bank (space, animals, colours, history, " +
        "geography, seeded arithmetic, and questions about the game's own story): there is no language model " +
        'offline.',
    );
    if (words.topic && cast.categories.length === 0)
      out.push(
        `The quiz topic "${words.topic}" matches none of the bank's themes, so the rounds are general knowledge.`,
      );
  }
  if (plays(slots, 'cards'))
    out.push(
      `Decks are themed by the ${words.heroFromPrompt ? 'hero' : 'setting'} and the foes and dealt in a ` +
        `seeded order fixed at design time (cards.shuffleDecks off), so the golden path's card plays are ` +
        `planned exactly; duels are balanced by the design rules' averages and proven winnable and losable by a ` +
        'model of the duel rules.',
    );
  if (boss) out.push(`The boss (${cast.mainFoe}) waits in the last level${BOSS_ROLE[slots[slots.length - 1]!.mode]}.`);
  return out;
}

/** Where the boss stands, by the mode of the last level. */
const BOSS_ROLE = {
  quiz: ' as the quiz host',
  story: " as the last chapter's foe",
  cards: " as the last duel's opponent",
};

export function deckBuildingDecision(phrase: string, heroName: string): string {
  return (
    `Deck-building ("${phrase}"): after each duel but the last, one of three of ${heroName}'s ` +
    'cards is picked and dealt in every later duel.'
  );
}

/** The chapter timer, and why it is longer than asked when the longest chapter needs more. */
export function timerAccount(asked: number, seconds: number, longestMs: number) {
  return {
    ignored: {
      what: `the ${asked} s time limit`,
      why:
        `the longest chapter's winning route takes about ${Math.ceil(longestMs / 1000)} s of game time; each ` +
        `chapter gets ${seconds} s so it can be won`,
    },
    decision: `Each chapter has a ${seconds} s time limit; running out costs a life and restarts the chapter.`,
  };
}

/** What the prompt asked that clicks and choices do not make. */
export function notHonoured(intent: Gdd['intent'], slots: readonly LevelSlot[]): FamilyDesign['ignored'] {
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

/** The GDD's entities: the hero, everyone with a portrait, the run's currency, and the choice buttons. */
export function entitiesOf(cast: Cast, words: UiWords, slots: readonly LevelSlot[]): Sections['entities'] {
  const entities: Sections['entities'] = [];
  entities.push({
    name: `${cast.heroName} the ${cast.heroPhrase}`,
    role: 'player',
    description: plays(slots, 'cards')
      ? 'plays one card a turn from a hand of three'
      : 'makes the choices and answers the questions',
    assets: ['hero'],
    config: ['dialogue.charsPerSecond'],
  });
  for (const p of cast.portraits.filter((x) => x.key !== 'hero'))
    entities.push({
      name: p.description.split(',')[0]!.replace(/^the /, ''),
      role: p.role === 'boss' ? 'boss' : p.role === 'enemy' ? 'enemy' : 'npc',
      description: p.description,
      assets: [p.key],
      config: p.role === 'enemy' || p.role === 'boss' ? ['cards.opponentDelayMs'] : [],
    });
  if (cast.resources.length)
    entities.push({
      name: cast.resources[0]!.label,
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
  return entities;
}

/** The roadmap: the template copied, the generated levels and hooks, then the config, art and golden path. */
export function roadmapOf(
  levels: Sections['levels'],
  config: Sections['config'],
  registry: Sections['assets'],
): Sections['roadmap'] {
  return [
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
  ];
}
