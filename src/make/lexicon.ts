// The words the phrase reader knows: named sub-genres and mechanics (with the family mode that makes each, or none),
// verbs that name mechanics, vehicles, and what a number in a prompt can count. Data only; the reader is phrases.ts.
import type { Archetype } from '../shared/index.ts';

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
  list.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter((w) => CARD_KINDS[w] !== undefined);

/** No offline family mode makes these: a prompt naming one gets "no offline mode for …" first. */
const MISSING: readonly [string, RegExp][] = [
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

/** Named sub-genres and mechanics a family mode makes, each proved by the requirements it compiles. */
const MADE: readonly Named[] = [
  {
    head: 'city builder',
    kind: 'genre',
    pattern: /\bcity[- ]builder\b|\btown[- ]builder\b/,
    proofs: ['town-target'],
    family: 'tower_defense',
  },
  {
    head: 'farming sim',
    kind: 'genre',
    pattern: /\bfarm(?:ing)? (?:sim|game)\b|\bfarming\b/,
    proofs: ['farm-season'],
    family: 'tower_defense',
  },
  { head: 'planting', kind: 'mechanic', pattern: /\bplanting\b/, proofs: ['crops-planted'], family: 'tower_defense' },
  {
    head: 'harvest',
    kind: 'mechanic',
    pattern: /\bharvest(?:s|ing)?\b/,
    proofs: ['crops-harvested'],
    family: 'tower_defense',
  },
  { head: 'platformer', kind: 'genre', pattern: /\bplatformer\b/, proofs: ['reach-every-flag'], family: 'platformer' },
  {
    head: 'endless runner',
    kind: 'genre',
    pattern: /\bendless(?: runner)?\b|\bauto[- ]?runner\b|\binfinite runner\b/,
    proofs: ['runner-goal'],
    family: 'platformer',
  },
  {
    head: 'auto-scrolling',
    kind: 'genre',
    pattern: /\bauto[- ]?scroll(?:s|ing|er)?\b/,
    proofs: ['runner-goal'],
    family: 'platformer',
  },
  {
    head: 'a flappy game',
    kind: 'genre',
    pattern: /\bflappy\b|\btap(?:s|ping)? to fly\b/,
    proofs: ['gates-passed'],
    family: 'platformer',
  },
  {
    head: 'sokoban',
    kind: 'genre',
    pattern: /\bsokoban\b|\bpush(?:es|ing)? (?:the )?(?:\w+ )?(?:boxes|crates|blocks|barrels)\b/,
    proofs: ['push-boxes-home'],
    family: 'grid_logic',
  },
  {
    // The goal tile a merge prompt names ("merge into 2048"); "like 2048" only names the game.
    head: '2048',
    kind: 'genre',
    pattern: /\b(?:into|reach(?:es|ing)?|mak(?:e|es|ing)|to|the) 2048\b|\b2048 tile\b/,
    proofs: ['merge-target'],
    family: 'grid_logic',
  },
  {
    // Merge tiles that show their values; proved by the values the board's tiles reach in play.
    head: 'numbered tiles',
    kind: 'mechanic',
    pattern: /\bnumbered (?:tiles|blocks|squares)\b/,
    proofs: ['numbered-tiles'],
    family: 'grid_logic',
  },
  {
    head: 'sliding merge puzzle',
    kind: 'genre',
    pattern:
      /\b2048\b|\bslid(?:e|es|ing) (?:the )?(?:\w+ )?(?:tiles|numbers)\b|\bmerg(?:e|es|ing)\b|\bcombin(?:e|es|ing)\b/,
    proofs: ['merge-tiles'],
    family: 'grid_logic',
  },
  {
    head: 'match-3',
    kind: 'genre',
    pattern: /\bmatch[- ]?(?:3|three)\b/,
    proofs: ['tiles-matched'],
    family: 'grid_logic',
  },
  {
    head: 'memory game',
    kind: 'genre',
    pattern: /\bmemory (?:game|match|puzzle|cards?)\b|\bmatching pairs\b|\bpairs game\b|\bconcentration game\b/,
    proofs: ['pairs-found'],
    family: 'grid_logic',
  },
  {
    head: 'a snake game',
    kind: 'genre',
    pattern: /\bsnake game\b|\bclassic snake\b/,
    proofs: ['food-eaten'],
    family: 'grid_logic',
  },
  {
    head: 'a falling-blocks game',
    kind: 'genre',
    pattern: /\btetris\b|\bfalling blocks\b|\btetromino(?:es|s)?\b/,
    proofs: ['pieces-fall'],
    family: 'grid_logic',
  },
  {
    head: 'minesweeper',
    kind: 'genre',
    pattern: /\bmine ?sweeper\b/,
    proofs: ['field-cleared'],
    family: 'grid_logic',
  },
  {
    head: 'sudoku',
    kind: 'genre',
    pattern: /\bsudokus?\b/,
    proofs: ['sudoku-solved'],
    family: 'grid_logic',
  },
  { head: 'hints', kind: 'mechanic', pattern: /\bhints?\b/, proofs: ['hint-used'], family: 'grid_logic' },
  {
    head: 'word game',
    kind: 'genre',
    pattern: /\bword (?:game|puzzle)s?\b/,
    proofs: ['words-solved', 'words-destroyed'],
    family: 'ui_heavy',
  },
  {
    head: 'anagrams',
    kind: 'genre',
    pattern: /\banagrams?\b|\bunscrambl(?:e|es|ing)\b|\bscrambled words?\b/,
    proofs: ['words-solved'],
    family: 'ui_heavy',
  },
  {
    head: 'typing game',
    kind: 'genre',
    pattern: /\btyping\b/,
    proofs: ['words-destroyed'],
    family: 'ui_heavy',
  },
  { head: 'rhythm game', kind: 'genre', pattern: /\brhythm\b/, proofs: ['notes-hit'], family: 'ui_heavy' },
  { head: 'fishing game', kind: 'genre', pattern: /\bfishing\b/, proofs: ['fish-caught'], family: 'ui_heavy' },
  { head: 'tycoon', kind: 'genre', pattern: /\btycoon\b/, proofs: ['tycoon-goal'], family: 'ui_heavy' },
  { head: 'quiz', kind: 'genre', pattern: /\bquiz(?:zes)?\b|\btrivia\b/, proofs: ['quiz-passed'], family: 'ui_heavy' },
  {
    head: 'branching story',
    kind: 'genre',
    pattern: /\bbranching\b|\bchoose[- ]your[- ]own\b|\binteractive (?:story|fiction)\b|\bvisual novel\b|\bstory\b/,
    proofs: ['story-branches'],
    family: 'ui_heavy',
  },
  {
    head: 'card battle',
    kind: 'genre',
    pattern: /\bcard (?:battle|game|duel)s?\b|\bdeck[- ]?build(?:er|ing)?\b|\bplay(?:s|ing)? cards\b/,
    // A deck-building game proves it by the cards its duels add to the deck.
    proofs: ['cards-added', 'duels-won'],
    family: 'ui_heavy',
  },
  {
    head: 'solitaire',
    kind: 'genre',
    pattern: /\bsolitaire\b|\bpatience\b/,
    proofs: ['solitaire-won'],
    family: 'ui_heavy',
  },
  {
    head: 'tower defense',
    kind: 'genre',
    pattern: /\btower[- ]defen[cs]e\b/,
    proofs: ['waves-cleared', 'base-holds'],
    family: 'tower_defense',
  },
  {
    head: 'survival',
    kind: 'genre',
    pattern: /\bsurviv(?:al|e|es|ing)\b/,
    proofs: ['arena-waves', 'waves-cleared', 'runner-goal'],
  },
  {
    head: 'dungeon crawler',
    kind: 'genre',
    pattern: /\bdungeon[- ]crawl(?:er|ing)?\b|\brogue(?:like|lite)\b/,
    proofs: ['dungeon'],
    family: 'top_down',
  },
  {
    head: 'twin-stick shooter',
    kind: 'genre',
    pattern: /\btwin[- ]stick\b|\bshoot[- ]?'?em[- ]?up\b|\bshmup\b|\bbullet hell\b/,
    proofs: ['arena-waves'],
    family: 'top_down',
  },
  {
    head: 'a brick breaker',
    kind: 'genre',
    pattern: /\bbreakout\b|\bbrick[- ]?breaker\b|\barkanoid\b/,
    proofs: ['bricks-cleared'],
    family: 'top_down',
  },
  // Made by top_down's racing mode (src/make/families/top_down/race.ts), proved by the finish in first place.
  {
    head: 'a racing game',
    kind: 'genre',
    pattern: /\bracing\b|\brace (?:car|track|game)s?\b|\b(?:go-)?karts?\b|\blaps\b/,
    proofs: ['race-won'],
    family: 'top_down',
  },
  // Made by top_down's mini golf mode (src/make/families/top_down/golf.ts), proved by the finished round.
  {
    head: 'a golf game',
    kind: 'genre',
    pattern: /\b(?:mini[- ]?)?golf\b|\bputt-putt\b/,
    proofs: ['course-won'],
    family: 'top_down',
  },
  { head: 'pong', kind: 'genre', pattern: /\bpong\b/, proofs: ['pong-points'], family: 'top_down' },
  {
    head: 'a space invaders game',
    kind: 'genre',
    pattern: /\bspace invaders\b/,
    proofs: ['aliens-cleared'],
    family: 'top_down',
  },
  {
    head: 'a stealth game',
    kind: 'genre',
    pattern: /\bstealth\b|\bwithout being (?:seen|spotted|noticed|caught)\b/,
    proofs: ['unseen'],
    family: 'top_down',
  },
  // Sneaking is what the stealth mode's hero does: proved by getting through unseen.
  { head: 'sneaking', kind: 'mechanic', pattern: /\bsneak(?:s|ing)?\b/, proofs: ['unseen'], family: 'top_down' },
  {
    head: 'a lane dodger',
    kind: 'genre',
    pattern: /\blane dodger\b|\bfrogger\b|\bcrossy road\b/,
    proofs: ['road-crossed'],
    family: 'top_down',
  },
  {
    head: 'crossing the road',
    kind: 'mechanic',
    pattern: /\bcross(?:es|ing)? the (?:road|street|highway|motorway)\b/,
    proofs: ['road-crossed'],
    family: 'top_down',
  },
  {
    head: 'collect-and-escape',
    kind: 'genre',
    pattern: /\bcollect[- ]and[- ]escape\b/,
    proofs: ['escaped'],
    family: 'top_down',
  },
  {
    head: 'rescue',
    kind: 'mechanic',
    pattern: /\buntil (?:the |a )?rescue\b|\bwait(?:s|ing)? for (?:the |a )?rescue\b/,
    proofs: ['rescue-reached'],
    family: 'top_down',
  },
  { head: 'boss fight', kind: 'mechanic', pattern: /\bboss(?:es)?\b/, proofs: ['boss-defeated', 'duel-foe', 'boss'] },
  {
    head: 'double jump',
    kind: 'mechanic',
    pattern: /\bdouble[- ]?jump(?:s|ing|ed)?\b/,
    proofs: ['double-jump-played'],
  },
  // Made by the platformer runner's fly and flap kinds, proved by the flyer's time in the air.
  { head: 'flying', kind: 'mechanic', pattern: /\bfl(?:y|ies|ying)\b/, proofs: ['flies'] },
  { head: 'dash', kind: 'mechanic', pattern: /\bdash(?:es|ing)?\b/, proofs: ['dash-played'] },
  {
    head: 'shooting',
    kind: 'mechanic',
    // "fire and shield cards" are kinds of card, not firing.
    pattern: new RegExp(
      String.raw`\b(?:shoot(?:s|ing)?|fire(?!${CARD_LIST_AFTER})|fir(?:es|ing)|blast(?:s|ing)?|throw(?:s|ing)?|` +
        String.raw`zap(?:s|ping)?)\b`,
    ),
    proofs: ['shots-fired', 'shoot'],
  },
  {
    head: 'melee attack',
    kind: 'mechanic',
    pattern: new RegExp(
      String.raw`\b(?:swords?(?!${CARD_LIST_AFTER})|slash(?:es|ing)?|melee|punch(?:es|ing)?|kick(?:s|ing)?|` +
        String.raw`whack(?:s|ing)?|swing(?:s|ing)?)\b`,
    ),
    proofs: ['melee', 'enemy-defeated'],
  },
  { head: 'stomp', kind: 'mechanic', pattern: /\bstomp(?:s|ing)?\b/, proofs: ['defeat-enemies', 'enemy-defeated'] },
  {
    head: 'jump',
    kind: 'mechanic',
    pattern: /\b(?<!double[- ])(?:jump(?:s|ing)?|hop(?:s|ping)?|leap(?:s|ing)?|climb(?:s|ing)?)\b/,
    proofs: ['reach-every-flag'],
  },
  {
    head: 'build towers',
    kind: 'mechanic',
    pattern: new RegExp(
      String.raw`\b(?:build(?:s|ing)?|plac(?:e|es|ing)|buy(?:s|ing)?|with) (?:\w+ )?` +
        String.raw`(?:towers?|turrets?|defen[cs]es?|cannons?|traps?)\b`,
    ),
    proofs: ['towers-built'],
  },
  { head: 'upgrades', kind: 'mechanic', pattern: /\bupgrad(?:e|es|ing)\b/, proofs: ['upgrades'] },
  { head: 'answer questions', kind: 'mechanic', pattern: /\banswer(?:s|ing)?\b/, proofs: ['questions-answered'] },
  {
    head: 'choices',
    kind: 'mechanic',
    pattern: /\bchoices?\b|\bchoos(?:e|es|ing)\b|\bdecisions?\b/,
    proofs: ['story-choices', 'story-branches'],
  },
  { head: 'undo', kind: 'mechanic', pattern: /\bundo\b/, proofs: ['undo'] },
  { head: 'swap', kind: 'mechanic', pattern: /\bswap(?:s|ping|ped)?\b/, proofs: ['tiles-swapped'] },
  {
    head: 'flip cards',
    kind: 'mechanic',
    pattern: /\bflip(?:s|ping)?(?= (?:\w+ )?cards\b)|\bturn(?:s|ing)? over (?:\w+ )?cards\b/,
    proofs: ['cards-flipped'],
    family: 'grid_logic',
  },
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
    // Turning cards over is the pairs mode's; any other flip (gravity, a pancake) is made by no family.
    'flip(?:s|ping)?(?! (?:\\w+ )?cards\\b)',
    'stack(?:s|ing)?',
  ].join('|')})\\b`,
  'g',
);

/** Every named sub-genre and mechanic the reader looks for, missing ones first. */
export const NAMED: readonly Named[] = [
  ...MISSING.map(([head, pattern]): Named => ({ head, pattern, kind: 'genre', proofs: [] })),
  ...MADE,
];

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
