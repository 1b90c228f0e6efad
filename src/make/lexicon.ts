// The words the phrase reader knows besides the names the modes declare (named.ts puts them together): kinds of game
// no mode makes, sub-genres and mechanics several modes make, verbs that name mechanics, vehicles, kinds of card, and
// what a number in a prompt can count. Data only; the reader is phrases.ts.
import { type Archetype, wordEntry } from '../shared/index.ts';

/** A kind of game or a mechanic a prompt can name, and which requirements of a made game prove it was made. */
export interface Named {
  /** The name used in the account ("match-3", "endless runner"). */
  head: string;
  pattern: RegExp;
  kind: 'genre' | 'mechanic';
  /** Requirement ids any one of which proves it (in the family that has the mode); empty when no mode makes it. */
  proofs: readonly string[];
  /** The family it belongs to, when a family mode makes it. */
  family?: Archetype;
}

/** What a kind of card does in a card battle, by the word a prompt puts before "cards" ("fire and shield cards"). */
export type CardRole = 'attack' | 'block' | 'heal';
export const CARD_KINDS: Readonly<Record<string, CardRole>> = Object.fromEntries([
  ...(
    'fire flame ice frost lightning thunder storm poison acid water wind earth stone shadow dark light holy magic ' +
    'spell arcane nature sword blade attack strike damage'
  )
    .split(' ')
    .map((w) => [w, 'attack'] as const),
  ...'shield armor armour block guard defense defence barrier ward'.split(' ').map((w) => [w, 'block'] as const),
  ...'heal healing health potion herb cure life'.split(' ').map((w) => [w, 'heal'] as const),
]);
/** More kinds of card after a first one (", ice", " and shield", ", and heal"). */
const MORE_KINDS = String.raw`(?:(?:,\s*|\s+(?:and|or)\s+|,\s+(?:and|or)\s+)[a-z]+){0,3}`;
/** What follows a kind of card named first: more kinds, then "cards". */
export const CARD_LIST_AFTER = String.raw`${MORE_KINDS}\s+cards\b`;
/** A list of kinds of card: "fire and shield cards", "attack, shield and heal cards" (the kinds in group 1). */
export const CARD_LIST = new RegExp(String.raw`\b([a-z]+${MORE_KINDS})\s+cards\b`, 'g');
/** The kinds of card a list names, in order ("attack, shield and heal" → attack, shield, heal). */
export const cardKindsIn = (list: string): string[] =>
  list.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter((w) => wordEntry(CARD_KINDS, w) !== undefined);

/** No offline family mode makes these: a prompt naming one gets "no offline mode for …" first. */
export const MISSING: readonly [string, RegExp][] = [
  ['a maze chase', /\bpac-?man\b|\bmaze chase\b/],
  // City builders and farms are tower_defense's build-and-grow mode, tycoons ui_heavy's (MADE below).
  ['a sim or management game', /\bsimulat(?:or|ion)\b|\bmanagement game\b/],
  // Anagram and typing games are made (MADE below); these word games are not.
  ['a word game (crossword, hangman, wordle)', /\bword search\b|\bcrossword\b|\bhangman\b|\bwordle\b|\bspelling\b/],
  ['a metroidvania', /\bmetroidvania\b/],
  ['a board game (chess, checkers)', /\bchess\b|\bcheckers\b|\bdraughts\b/],
  // Sudoku is grid_logic's sudoku mode (MADE below); picture-logic grids are not.
  ['a nonogram', /\bnonogram\b|\bpicross\b/],
  ['pinball', /\bpinball\b/],
  // Golf is top_down's mini golf mode (MADE below); the other sports are still made by none.
  ['a sports game', /\bbowling\b|\bbilliards\b|\bsoccer\b|\bfootball\b|\bbasketball\b|\btennis\b/],
  ['an idle or clicker game', /\bidle game\b|\bclicker\b/],
  ['a physics launcher', /\bslingshot\b|\blaunch(?:es|ing)? (?:birds|the \w+) at\b/],
  // Crossing the road is top_down's lane dodger (MADE below); switching between running lanes is made by none.
  ['a lane switcher', /\bswitch(?:es|ing)? lanes\b|\bthree lanes\b/],
];

/** A word game by name: anagram rounds or a typing defence make it (their modes prove it). */
export const WORD_GAME = /\bword (?:game|puzzle)s?\b/;

/**
 * Sub-genres and mechanics several modes make: each mode says which of its requirements prove them (GameMode.proves),
 * and the phrase reader and the account read them with the modes' own names (named.ts). An entry with a family is
 * made by that family's modes only.
 */
export const SHARED: readonly Omit<Named, 'proofs'>[] = [
  { head: 'word game', kind: 'genre', pattern: WORD_GAME, family: 'ui_heavy' },
  { head: 'survival', kind: 'genre', pattern: /\bsurviv(?:al|e|es|ing)\b/ },
  { head: 'boss fight', kind: 'mechanic', pattern: /\bboss(?:es)?\b/ },
  { head: 'double jump', kind: 'mechanic', pattern: /\bdouble[- ]?jump(?:s|ing|ed)?\b/ },
  // Made by the platformer runner's fly and flap kinds, proved by the flyer's time in the air.
  { head: 'flying', kind: 'mechanic', pattern: /\bfl(?:y|ies|ying)\b/ },
  { head: 'dash', kind: 'mechanic', pattern: /\bdash(?:es|ing)?\b/ },
  {
    head: 'shooting',
    kind: 'mechanic',
    // "fire and shield cards" are kinds of card, not firing.
    pattern: new RegExp(
      String.raw`\b(?:shoot(?:s|ing)?|fire(?!${CARD_LIST_AFTER})|fir(?:es|ing)|blast(?:s|ing)?|throw(?:s|ing)?|` +
        String.raw`zap(?:s|ping)?)\b`,
    ),
  },
  {
    head: 'melee attack',
    kind: 'mechanic',
    pattern: new RegExp(
      String.raw`\b(?:swords?(?!${CARD_LIST_AFTER})|slash(?:es|ing)?|melee|punch(?:es|ing)?|kick(?:s|ing)?|` +
        String.raw`whack(?:s|ing)?|swing(?:s|ing)?)\b`,
    ),
  },
  { head: 'stomp', kind: 'mechanic', pattern: /\bstomp(?:s|ing)?\b/ },
  {
    head: 'jump',
    kind: 'mechanic',
    pattern: /\b(?<!double[- ])(?:jump(?:s|ing)?|hop(?:s|ping)?|leap(?:s|ing)?|climb(?:s|ing)?)\b/,
  },
  {
    head: 'build towers',
    kind: 'mechanic',
    pattern: new RegExp(
      String.raw`\b(?:build(?:s|ing)?|plac(?:e|es|ing)|buy(?:s|ing)?|with) (?:\w+ )?` +
        String.raw`(?:towers?|turrets?|defen[cs]es?|cannons?|traps?)\b`,
    ),
  },
  { head: 'upgrades', kind: 'mechanic', pattern: /\bupgrad(?:e|es|ing)\b/ },
  { head: 'answer questions', kind: 'mechanic', pattern: /\banswer(?:s|ing)?\b/ },
  { head: 'choices', kind: 'mechanic', pattern: /\bchoices?\b|\bchoos(?:e|es|ing)\b|\bdecisions?\b/ },
  { head: 'undo', kind: 'mechanic', pattern: /\bundo\b/ },
  { head: 'swap', kind: 'mechanic', pattern: /\bswap(?:s|ping|ped)?\b/ },
];

/** Verbs that name a mechanic no family has (the account says so, in the verb's own words). */
const MISSING_VERBS = new RegExp(
  `\\b(?:${[
    'swim(?:s|ming)?',
    'dig(?:s|ging)?',
    'steer(?:s|ing)?',
    'driv(?:e|es|ing)',
    'hid(?:e|es|ing)',
    'craft(?:s|ing)?',
    'trad(?:e|es|ing)',
    'rotat(?:e|es|ing)',
    'grapple(?:s)?',
    'grappling',
    'glid(?:e|es|ing)',
    // Turning cards over is the memory rulebook's (rulebook/names.ts); any other flip (gravity, a pancake) is made by
    // no family.
    'flip(?:s|ping)?(?! (?:\\w+ )?cards\\b)',
    'stack(?:s|ing)?',
  ].join('|')})\\b`,
  'g',
);

export { MISSING_VERBS };

export const VEHICLES = new Set(
  (
    'car truck bike bicycle motorbike motorcycle skateboard scooter boat ship spaceship starship rocket submarine ' +
    'plane airplane jet helicopter train kart tank bus taxi sled sleigh surfboard snowboard ufo hovercraft balloon ' +
    'glider canoe raft tractor'
  ).split(' '),
);

/** What a number can count, by the word after it (singular), and the one name the account uses for it. */
export const COUNTED: Readonly<Record<string, string>> = {
  life: 'lives',
  live: 'lives',
  heart: 'lives',
  hp: 'health',
  health: 'health',
  'hit point': 'health',
  'health point': 'health',
  move: 'moves',
  turn: 'moves',
  second: 'seconds',
  sec: 'seconds',
  minute: 'seconds',
  min: 'seconds',
  wave: 'waves',
  question: 'questions',
  ending: 'endings',
  // "2 good endings and 1 bad ending": a story's endings of each kind are counts of their own.
  'good ending': 'good endings',
  'happy ending': 'good endings',
  'bad ending': 'bad endings',
  'sad ending': 'bad endings',
  // "8 right answers to win": a quiz's pass mark.
  'right answer': 'right answers',
  'correct answer': 'right answers',
  level: 'levels',
  stage: 'levels',
  world: 'levels',
  round: 'rounds',
  pair: 'pairs',
  card: 'cards',
  room: 'rooms',
  floor: 'rooms',
  chapter: 'chapters',
  lane: 'lanes',
  tower: 'towers',
  point: 'score',
  row: 'rows',
  // "a 120 bpm song": the tempo a rhythm game plays at.
  bpm: 'bpm',
  // "3 puzzles": a puzzle game's levels; "3 hints": the hints a puzzle allows.
  puzzle: 'levels',
  hint: 'hints',
};
