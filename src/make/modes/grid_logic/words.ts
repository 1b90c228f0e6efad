// What a grid-logic prompt says beyond the shared intent: which board modes it wants (push-box puzzles, a merge
// board, both, match-3 boards with their score target and move limit, sudoku grids with their
// hints), what the player pushes and where it goes, what the merge tiles are and the goal tile named, and
// the setting the art is themed with. Rules only; a prompt always reads the same way.
import type { Intent } from '../../intent.ts';
import { SCENE_WORDS } from '../../../assets/index.ts';
import { difficultyWordOf, singular } from '../shared/words.ts';
import { GENERIC } from './generic.ts';

/** The word helpers every family shares, offered with this family's own. */
export { singular, withArticle } from '../shared/words.ts';

export type GridModes = 'push' | 'merge' | 'push+merge' | 'match3' | 'blocks' | 'sudoku';

export interface GridWords {
  modes: GridModes;
  /** The phrase that asked for pushing, when one did. */
  pushPhrase: string | null;
  /** The phrase that asked for merging, when one did. */
  mergePhrase: string | null;
  /** The phrase that asked for match-3, when one did. */
  match3Phrase: string | null;
  /** Match-3: the points a board asks for ("reach 500 points"), when the prompt gives them. */
  scoreTarget: number | null;
  /** Match-3: the swaps allowed per board ("in 20 moves"), when the prompt gives them. */
  moveLimit: number | null;
  /** Match-3: the board's columns and rows ("an 8x8 board"), when the prompt gives them. */
  boardSize: { cols: number; rows: number } | null;
  /** The phrase that asked for a falling-blocks game, when one did. */
  blocksPhrase: string | null;
  /** Falling blocks: the lines to clear ("10 lines"), when the prompt gives them. */
  linesTarget: number | null;
  /** Merge: the tile the prompt names as the goal ("merge into 2048"), a power of two, when it names one. */
  mergeTarget: number | null;
  /** The words that gave mergeTarget. */
  mergeTargetPhrase: string | null;
  /** Merge: "numbered tiles", when the prompt says its tiles show numbers. */
  numberedPhrase: string | null;
  /** The phrase that asked for a sudoku, when one did. */
  sudokuPhrase: string | null;
  /** The phrase that asked for hints ("hints", "3 hints"), when one did. */
  hintPhrase: string | null;
  /** Sudoku: the hints allowed per puzzle ("3 hints"), when the prompt gives them. */
  hintLimit: number | null;
  /** The player character (the prompt's hero, or the setting's usual one). */
  hero: string;
  heroFromPrompt: boolean;
  /** What is pushed (singular, may be two words: "ice block"). */
  box: string;
  boxFromPrompt: boolean;
  /** Where a pushed thing belongs. */
  target: string;
  targetFromPrompt: boolean;
  /** What a merge tile shows. */
  tile: string;
  /** Words of the place, for the backdrop, floor and walls. */
  setting: string[];
  /** The phrase that asked for a restart button, when one did. */
  restartPhrase: string | null;
  /** The difficulty word as written. */
  difficultyWord: string | null;
}

const PUSH_RE = /\b(sokoban|push(?:es|ing|ed)?|shov(?:e|es|ing)|nudg(?:e|es|ing)|crates?|boxes)\b/;
const MATCH3_RE =
  /\bmatch[- ]?(?:3|three)\b|\bbejeweled\b|\bcandy crush\b|\bswap(?:s|ping)? (?:\w+ )?(?:tiles|gems|jewels|candies)\b/;
/** What a match-3 board's tiles are, when the prompt names them. */
const MATCH3_TILE_RE =
  /\b(?:gems?|jewels?|candy|candies|fruits?|cookies?|sweets?|shells?|runes?|crystals?|bubbles?|flowers?|donuts?)\b/;
/** "reach 500 points", "a 1,000-point target", "score 800". */
const SCORE_TARGET_RE = /\b(\d[\d,]*)[- ](?:points?|pts)\b|\bscore (?:of )?(\d[\d,]*)\b/;
/** "in 20 moves", "a 15-move limit", "a limit of 12 moves", "25 swaps". */
const MOVE_LIMIT_RE = /\b(\d+)[- ](?:moves?|swaps?|turns?)\b|\bmove limit of (\d+)\b/;
export const SUDOKU_RE = /\bsudokus?\b/;
/** "merge into 2048", "reach the 512 tile", "the 2048 tile": a goal tile ("like 2048" names the game, no goal). */
const MERGE_TARGET_RE =
  /\b(?:into|reach(?:es|ing)?|mak(?:e|es|ing)|get(?:s|ting)?|to) (?:a |an |the )?(\d+)\b|\b(?:a|an|the) (\d+) tile\b/;
/** "hints", "3 hints", "a hint button": hints a puzzle gives. */
const HINT_RE = /\b(?:(\d+) )?hints?\b/;
/** A sudoku for beginners (or children) is an easy one. */
const BEGINNER_RE = /\bbeginners?\b|\bnovices?\b|\bkids?\b|\bchildren\b/;
/** A falling-blocks game by name or by its pieces. */
export const BLOCKS_RE = /\btetris\b|\bfalling[- ]blocks?\b|\btetromino(?:es|s)?\b/;
/** "10 lines", "clear 20 rows": how many lines a well asks for. */
const LINES_RE = /\b(\d+) (?:lines|rows)\b/;
const MERGE_RE = /\b(merg(?:e|es|ing)|2048|combin(?:e|es|ing)|match(?:es|ing)?|threes)\b/;
const PUSH_VERB =
  '(?:push(?:es|ing)?|shov(?:e|es|ing)|nudg(?:e|es|ing)|roll(?:s|ing)?|slid(?:e|es|ing)|sort(?:s|ing)?|' +
  'mov(?:e|es|ing)|stack(?:s|ing)?)';
const LINK_WORDS = new Set([
  'onto',
  'into',
  'to',
  'on',
  'in',
  'over',
  'around',
  'and',
  'or',
  'with',
  'across',
  'through',
  'until',
  'while',
  'so',
  'for',
  'at',
  'from',
  'back',
  'up',
  'down',
  'like',
  'as',
  'the',
  'a',
  'an',
  'their',
  'its',
  'his',
  'her',
  'every',
  'all',
  'some',
]);

/** Generic words that still name a thing to push. */
const PUSHABLE = new Set(['crate', 'crates', 'box', 'boxes', 'block', 'blocks']);
/** Generic words that still name what a merge tile is. */
const PLAIN_TILES = new Set([
  'tile',
  'tiles',
  'number',
  'numbers',
  'block',
  'blocks',
  'square',
  'squares',
  'cell',
  'cells',
  'piece',
  'pieces',
]);
/** Words that say where a game is set; they theme the backdrop, floor and walls. */
const PLACE_WORDS = new Set(
  (
    'pond lake river swamp marsh forest woods jungle desert tomb pyramid space station moon planet castle ' +
    'dungeon farm garden barn cave mine ' +
    'kitchen bakery library harbour harbor dock island beach manor graveyard warehouse factory city street ' +
    'igloo arctic glacier snowy rainy icy frozen haunted spooky ' +
    'dark sunny misty night winter autumn spring summer underwater ocean sea temple ruins attic cellar museum ' +
    'office school lab laboratory ship train'
  ).split(' '),
);

/** Things a hero is likely to push in a setting, and where they go; the first whose words appear wins. */
const SETTINGS: readonly { words: RegExp; hero: string; box: string; target: string; tile: string; place: string[] }[] =
  [
    {
      words: /\b(ice|icy|snow\w*|penguins?|arctic|polar|winter|frozen|glacier|igloo)\b/,
      hero: 'penguin',
      box: 'ice block',
      target: 'snow mark',
      tile: 'snowball',
      place: ['snowy', 'ice', 'field'],
    },
    {
      words: /\b(ponds?|lakes?|rivers?|swamps?|marsh|rain\w*|frogs?|toads?|lily|lilies)\b/,
      hero: 'frog',
      box: 'mossy stone',
      target: 'lily pad',
      tile: 'pebble',
      place: ['rainy', 'pond'],
    },
    {
      words: /\b(forests?|woods?|jungle|trees?|foxes|fox|bears?|squirrels?|owls?)\b/,
      hero: 'fox',
      box: 'log',
      target: 'moss patch',
      tile: 'acorn',
      place: ['forest', 'clearing'],
    },
    {
      words: /\b(desert|sand\w*|pyramids?|egypt\w*|tombs?|pharaoh|camels?)\b/,
      hero: 'explorer',
      box: 'sandstone block',
      target: 'glyph tile',
      tile: 'scarab',
      place: ['desert', 'tomb'],
    },
    {
      words: /\b(space|moon|planets?|galax\w*|robots?|aliens?|rockets?|astronauts?|station|cargo)\b/,
      hero: 'robot',
      box: 'cargo pod',
      target: 'dock pad',
      tile: 'crystal',
      place: ['space', 'station'],
    },
    {
      words: /\b(castle|dungeon|knights?|kingdom|medieval|wizards?|witch\w*|magic)\b/,
      hero: 'knight',
      box: 'barrel',
      target: 'rune',
      tile: 'gem',
      place: ['castle', 'dungeon'],
    },
    {
      words: /\b(farm|garden|meadow|barn|hay|sheep|cows?|chickens?|pigs?)\b/,
      hero: 'farmer',
      box: 'hay bale',
      target: 'barn mark',
      tile: 'carrot',
      place: ['farm', 'yard'],
    },
    {
      words: /\b(caves?|mines?|miners?|dwarfs?|dwarves|tunnels?|crystals?)\b/,
      hero: 'miner',
      box: 'boulder',
      target: 'socket',
      tile: 'crystal',
      place: ['cave', 'mine'],
    },
    {
      words: /\b(candy|cake|sweets?|dessert|chocolate|bakery|cookies?)\b/,
      hero: 'baker',
      box: 'candy box',
      target: 'plate',
      tile: 'cookie',
      place: ['candy', 'kitchen'],
    },
    {
      words: /\b(librar\w*|books?|school|study)\b/,
      hero: 'librarian',
      box: 'book pile',
      target: 'shelf mark',
      tile: 'book',
      place: ['library'],
    },
    {
      words: /\b(ocean|sea|beach|island|pirates?|ships?|harbou?r|docks?)\b/,
      hero: 'pirate',
      box: 'treasure chest',
      target: 'x mark',
      tile: 'shell',
      place: ['harbour', 'dock'],
    },
    {
      words: /\b(haunted|ghosts?|spooky|halloween|graveyard|pumpkins?)\b/,
      hero: 'ghost',
      box: 'pumpkin',
      target: 'candle mark',
      tile: 'pumpkin',
      place: ['haunted', 'manor'],
    },
  ];
const DEFAULT_SETTING = { hero: 'keeper', box: 'crate', target: 'marked spot', tile: 'crate', place: ['warehouse'] };

export function plural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * The noun phrase at the start of `text`, up to the first linking word ("crates onto pads" → "crate"), at most two
 * words (of the first three), singular; with how many characters of `text` it spans. Null when it is only generic
 * words.
 */
function nounPhrase(text: string, allowed: ReadonlySet<string> = PUSHABLE): { noun: string; length: number } | null {
  const words: string[] = [];
  let length = 0;
  for (const m of text.matchAll(/[a-z]+/g)) {
    const w = m[0];
    // The x of "4x4" is no word.
    if (w.length === 1 && w !== 'a') continue;
    // A comma, a digit or a semicolon between words ends the phrase.
    if (words.length && /[^a-z\s]/.test(text.slice(length, m.index))) break;
    if (LINK_WORDS.has(w)) {
      if (words.length) break;
      length = m.index + w.length;
      continue;
    }
    words.push(w);
    length = m.index + w.length;
    if (words.length === 3) break;
  }
  // Three words keep their last two ("glowing dock pads" → "dock pad").
  const phrase = words
    .slice(-2)
    .filter((w) => !/^(heavy|big|large|small|little|tiny|many|few|several|one|two|three|four|five)$/.test(w))
    .join(' ');
  if (!phrase || (GENERIC.has(phrase) && !allowed.has(phrase))) return null;
  return { noun: singular(phrase), length };
}

/** Reads the family's own words from the prompt (lower-cased text from the shared intent). */
export function readGridWords(intent: Intent): GridWords {
  const text = intent.read.toLowerCase();
  const push = PUSH_RE.exec(text);
  const merge = MERGE_RE.exec(text);
  const match3 = MATCH3_RE.exec(text);
  const sudoku = SUDOKU_RE.exec(text);
  const blocks = BLOCKS_RE.exec(text);
  const modes: GridModes = sudoku
    ? 'sudoku'
    : blocks
      ? 'blocks'
      : match3
        ? 'match3'
        : merge && !push
          ? 'merge'
          : merge && push
            ? 'push+merge'
            : 'push';
  const score = SCORE_TARGET_RE.exec(text);
  const limit = MOVE_LIMIT_RE.exec(text);
  const board = /\b(\d+)\s*(?:x|by)\s*(\d+)\b/.exec(text);
  const setting = SETTINGS.find((s) => s.words.test(text)) ?? DEFAULT_SETTING;

  // The character: the shared intent's hero when it is a plausible noun, else the subject of a pushing verb, else the
  // character a prompt opens with ("a frog in a rainy pond").
  const hero = heroOf(intent, text);

  const { box, pushPhrase, target } = pushedOf(text, hero);
  const tileMatch =
    // "a merge puzzle where a wizard combines potions": the tiles are what is combined, never the kind of game.
    /\b(?:merg|combin)(?:e|es|ing)\s+(?!(?:puzzles?|games?)\b)(?:numbered\s+|matching\s+)*/.exec(text) ??
    /\b2048\s+(?:with|of)\s+/.exec(text);
  const tileStart = tileMatch ? tileMatch.index + tileMatch[0].length : -1;
  // "numbered tiles merge into 2048": the tiles are named before the verb when nothing that is one follows it.
  const before = /\b([a-z]+)\s+merg(?:e|es|ing)\b/.exec(text)?.[1];
  const tileWord = tileMatch
    ? (nounPhrase(text.slice(tileStart, tileStart + 60), PLAIN_TILES)?.noun ??
      (before && PLAIN_TILES.has(before) ? singular(before) : null))
    : null;
  const matchTile = match3 ? MATCH3_TILE_RE.exec(text)?.[0] : undefined;
  const tile = matchTile
    ? singular(matchTile)
    : tileWord === null
      ? setting.tile
      : PLAIN_TILES.has(tileWord)
        ? 'tile'
        : tileWord;

  const place = placeOf(intent, text, setting, [hero, box, target], { match3, sudoku, blocks });
  const difficultyWord = difficultyWordOf(text) ?? (sudoku ? (BEGINNER_RE.exec(text)?.[0] ?? null) : null);
  const hinted = sudoku ? HINT_RE.exec(text) : null;
  const mergeTarget = modes === 'merge' || modes === 'push+merge' ? MERGE_TARGET_RE.exec(text) : null;
  const asTile = mergeTarget ? Number(mergeTarget[1] ?? mergeTarget[2]) : 0;
  // A goal tile is a power of two the boards can hold (8 up to 2048).
  const goalTile = asTile >= 8 && asTile <= 2048 && (asTile & (asTile - 1)) === 0 ? asTile : null;
  return {
    modes,
    pushPhrase: pushPhrase ?? push?.[0] ?? null,
    mergePhrase: merge && !match3 ? merge[0] : null,
    match3Phrase: match3 ? match3[0] : null,
    scoreTarget: score ? Number((score[1] ?? score[2])!.replace(/,/g, '')) : null,
    moveLimit: limit ? Number(limit[1] ?? limit[2]) : null,
    boardSize: board ? { cols: Number(board[1]), rows: Number(board[2]) } : null,
    blocksPhrase: blocks ? blocks[0] : null,
    linesTarget: blocks && LINES_RE.test(text) ? Number(LINES_RE.exec(text)![1]) : null,
    mergeTarget: goalTile,
    numberedPhrase:
      mergeTarget || modes === 'merge' ? (/\bnumbered (?:tiles|blocks|squares)\b/.exec(text)?.[0] ?? null) : null,
    mergeTargetPhrase: goalTile === null ? null : mergeTarget![0],
    sudokuPhrase: sudoku ? sudoku[0] : null,
    hintPhrase: hinted ? hinted[0] : null,
    hintLimit: hinted?.[1] ? Number(hinted[1]) : null,
    hero: hero ?? setting.hero,
    heroFromPrompt: hero !== null,
    box: box ?? setting.box,
    boxFromPrompt: box !== null,
    target: target ?? setting.target,
    targetFromPrompt: target !== null,
    tile,
    setting: place.length ? place : setting.place,
    restartPhrase: /\brestart(s|ing)?\b/.exec(text)?.[0] ?? null,
    difficultyWord,
  };
}

/**
 * The character: the shared intent's hero when it is a plausible noun, else the subject of a pushing verb, else the
 * character a prompt opens with ("a frog in a rainy pond").
 */
function heroOf(intent: Intent, text: string): string | null {
  let hero: string | null =
    intent.hero && !GENERIC.has(intent.hero) && !/^(push|shov|nudg|slid|sort|stack|merg|mov|roll)/.test(intent.hero)
      ? intent.hero
      : null;
  const subject = new RegExp(`\\b(?:a|an|the)\\s+(?:[a-z]+\\s+)?([a-z]+)\\s+(?:who\\s+|that\\s+)?${PUSH_VERB}\\b`).exec(
    text,
  );
  const lead = new RegExp(
    String.raw`^(?:a|an|the)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:who\s+|that\s+)?(?:in|on|at|with|inside|under|` +
      String.raw`solving|solves|lost|stuck|trapped)\b`,
  ).exec(text);
  for (const m of [lead, subject]) {
    const candidate = m ? singular(m[1]!) : null;
    if (!hero && candidate && !GENERIC.has(candidate) && !PLACE_WORDS.has(candidate)) hero = candidate;
  }
  return hero;
}

/** What is pushed: the object of a pushing verb, else a pushable noun the prompt names; and where it goes. */
function pushedOf(
  text: string,
  hero: string | null,
): { box: string | null; pushPhrase: string | null; target: string | null } {
  let box: string | null = null;
  let boxEnd = -1;
  let pushPhrase: string | null = null;
  // The first pushing verb with a thing after it ("a block pushing puzzle where a yeti pushes snowballs": snowballs).
  for (const pushed of text.matchAll(new RegExp(`\\b${PUSH_VERB}\\s+`, 'g'))) {
    const start = pushed.index + pushed[0].length;
    const object = nounPhrase(text.slice(start, start + 60));
    if (object && object.noun !== hero) {
      box = object.noun;
      boxEnd = start + object.length;
      pushPhrase = text.slice(pushed.index, boxEnd);
      break;
    }
  }
  if (!box) {
    const named = new RegExp(
      String.raw`\b((?:ice|wooden|stone|metal|hay|cargo|snow|toy|magic|treasure|candy)\s+)?(crates?|boxes|` +
        'box|boulders?|barrels?|blocks?|rocks?|stones?|logs?|presents?|gifts?|books?|eggs?|' +
        String.raw`pumpkins?|snowballs?|chests?|bales?|pods?)\b`,
    ).exec(text);
    if (named && !(named[2] === 'blocks' && /\bblocks? (?:the|your|a)\b/.test(text))) {
      box = singular(`${named[1] ?? ''}${named[2]}`);
      boxEnd = named.index + named[0].length;
    }
  }
  let target: string | null = null;
  if (box && boxEnd >= 0) {
    const dest = /^\s*(?:[a-z]+\s+){0,2}?(?:onto|into|on to|in to|on|to)\s+/.exec(text.slice(boxEnd));
    if (dest) target = nounPhrase(text.slice(boxEnd + dest[0].length, boxEnd + dest[0].length + 60))?.noun ?? null;
  }
  return { box, pushPhrase, target };
}

/** The place that themes the board: the prompt's place words, else the setting's, as each mode reads them. */
function placeOf(
  intent: Intent,
  text: string,
  setting: Omit<(typeof SETTINGS)[number], 'words'>,
  cast: readonly [string | null, string | null, string | null],
  found: Record<'match3' | 'sudoku' | 'blocks', RegExpExecArray | null>,
): string[] {
  const { match3, sudoku, blocks } = found;
  const used = new Set(
    [...cast, ...(cast[1] ?? '').split(' '), ...(cast[2] ?? '').split(' ')].filter((w): w is string => w !== null),
  );
  const named = intent.theme.filter((w) => PLACE_WORDS.has(w) && !used.has(w));
  const place = [
    ...new Set(
      setting !== DEFAULT_SETTING
        ? [...named, ...setting.place]
        : named.length
          ? named
          : intent.theme.filter(
              (w) =>
                !GENERIC.has(w) &&
                !used.has(w) &&
                !/^(push|merg|shov|nudg|slid|sort|stack|mov|roll)/.test(w) &&
                !(match3 && /^(match|three)\b/.test(w)) &&
                !/\d/.test(w),
            ),
    ),
  ].slice(0, 3);
  // A place the art paints by a two-word name ("ice palace") leads the setting, its words together.
  const scene = Object.keys(SCENE_WORDS).find((name) => name.includes(' ') && new RegExp(`\\b${name}\\b`).test(text));
  if (scene && !sudoku && !blocks)
    place.splice(0, place.length, ...[...new Set([...scene.split(' '), ...place])].slice(0, 3));
  // A well's words (falling, blocks, lines) are no place either: the prompt's other words theme it, neon by default.
  const wellWords = intent.theme.filter(
    (w) => !GENERIC.has(w) && !/^(fall|tetris|tetromino|lines?$|rows?$|clear|drop|piece)/.test(w) && !/\d/.test(w),
  );
  if (blocks) place.splice(0, place.length, ...(wellWords.length ? wellWords.slice(0, 3) : ['neon', 'arcade']));
  // A sudoku's words (digits, hints, beginners) are no place: a quiet library unless the prompt names one.
  if (sudoku) place.splice(0, place.length, ...(named.length ? named.slice(0, 3) : ['library']));
  return place;
}
