// The phrase reader: splits a prompt into its content phrases, deterministically and without a model — characters,
// enemies, items, settings and vehicles (nouns with their modifiers), named sub-genres and mechanics, verbs that name
// mechanics, numbers with what they count, and limits and win/lose conditions. accounting.ts says what became of each.
import { countWord, type PromptPhrase, wordEntry } from '../shared/index.ts';
import { MAX_PROMPT_READ } from './intent.ts';
import { CARD_LIST, cardKindsIn, COUNTED, MISSING_VERBS, VEHICLES } from './lexicon.ts';
import { NAMED } from './named.ts';
import { singularWord } from './singular.ts';

const MORE_NUMBERS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
  dozen: 12,
  single: 1,
};
const numberOf = (w: string): number | undefined => countWord(w) ?? countWord(w, MORE_NUMBERS);

const DETERMINERS = new Set(
  (
    'a an the some all every many lots of its his her their your my our few several any each other more no finally ' +
    'easy hard cozy cosy casual relaxing difficult brutal simple'
  ).split(' '),
);
/** Words that end a noun phrase: prepositions, conjunctions, pronouns, auxiliaries and the words of the game itself. */
const BOUNDARY = new Set(
  (
    'in on at to from into onto over under up down out as by for with without while when then than so where who ' +
    'whom which that this these those is are be was were it they them he she we you i me can could should would ' +
    'will must not only also just has have had do does did before after until till through across against along ' +
    'between around near behind beside inside within above below beneath past if but or and game games level ' +
    'levels stage stages puzzle puzzles style like about each every using per one two three four five six seven ' +
    'eight nine ten double during'
  ).split(' '),
);
/** Verb stems (a word is a verb when it is one of these, or one with -s, -es, -ing, -ed). */
const VERBS = new Set(
  (
    'collect gather pick grab find rescue save eat deliver catch avoid dodge fight defeat battle shoot stomp escape ' +
    'blast zap stop survive jump hop leap climb run walk move push pull swap match merge combine slide build place ' +
    'upgrade answer choose explore reach protect defend guard try win lose use throw fire slash attack kill destroy ' +
    'chase hunt fly swim dig steer drive sneak hide craft plant harvest trade rotate grapple glide flip stack drift ' +
    'get make play earn keep open unlock solve clear beat race guide help lead bring carry return travel cross ride ' +
    'wander roam visit meet face take hit break smash kick punch dash sail float bounce roll spin fend outrun ' +
    'stay dodg hopp runn swimm digg swing land grow look drop dropp steal sell water host march wake awaken notice ' +
    'follow duel'
  ).split(' '),
);
/** -ing words that describe the noun after them ("a bouncing ball"), not an action; nouns that look like verbs. */
const ADJECTIVES_ING = new Set(['bouncing']);
const NOT_VERBS = new Set(['runes']);
const isVerb = (w: string): boolean =>
  !ADJECTIVES_ING.has(w) &&
  !NOT_VERBS.has(w) &&
  (VERBS.has(w) ||
    VERBS.has(w.replace(/ies$/, 'y')) ||
    VERBS.has(w.replace(/s$/, '')) ||
    VERBS.has(w.replace(/es$/, '')) ||
    VERBS.has(w.replace(/ing$/, '')) ||
    VERBS.has(w.replace(/ing$/, 'e')) ||
    VERBS.has(w.replace(/ed$/, '')));

/** A noun's singular ("crystals" → "crystal", "berries" → "berry"); words that only look plural stay. */
export function singular(word: string): string {
  return singularWord(word);
}

const tokensOf = (text: string): string[] => text.match(/[a-z0-9]+(?:['’-][a-z0-9]+)*|[,.;:!?()]/g) ?? [];
const isWord = (t: string): boolean => /^[a-z0-9]/.test(t);

/** Words that count or group what follows "of" ("waves of slimes", "3 minutes of zombies"): the phrase is the rest. */
const GROUPS = new Set(
  (
    'wave waves lots hordes horde swarm swarms pack packs army armies herd flock crowd band group groups pile bag ' +
    'minutes seconds rows pairs'
  ).split(' '),
);

interface NounPhrase {
  text: string;
  head: string;
}

/** The noun phrases at `start` ("gold coins, red gems and stars"), each up to three words, the list up to four. */
function nounPhrasesAt(tokens: readonly string[], start: number): NounPhrase[] {
  const out: NounPhrase[] = [];
  let i = start;
  while (out.length < 4 && i < tokens.length) {
    while (i < tokens.length && (DETERMINERS.has(tokens[i]!) || numberOf(tokens[i]!) !== undefined)) i++;
    const words: string[] = [];
    // Right after "past" a verb-like word is a noun ("sneaks past guards").
    const nounAfterPast = (t: string): boolean => words.length === 0 && tokens[i - 1] === 'past' && t.endsWith('s');
    const inPhrase = (t: string): boolean =>
      isWord(t) && !BOUNDARY.has(t) && (!isVerb(t) || nounAfterPast(t)) && numberOf(t) === undefined && !/^\d/.test(t);
    while (i < tokens.length && (inPhrase(tokens[i]!) || (tokens[i] === 'of' && words.length === 1))) {
      if (tokens[i] === 'of' && !GROUPS.has(words[0]!)) break;
      if (tokens[i] === 'of') words.length = 0;
      else if (!DETERMINERS.has(tokens[i]!)) words.push(tokens[i]!);
      i++;
    }
    if (words.length) out.push({ text: words.slice(-3).join(' '), head: singular(words[words.length - 1]!) });
    const joint = tokens[i];
    if (joint !== ',' && joint !== 'and' && joint !== 'or') break;
    const next = tokens[i + 1];
    const numbered = next !== undefined && (numberOf(next) !== undefined || /^\d/.test(next));
    if (!next || !isWord(next) || isVerb(next) || numbered || (BOUNDARY.has(next) && !DETERMINERS.has(next))) break;
    i++;
  }
  return out;
}

/** Where each match of `re` ends, in tokens (the reader works on tokens after a regex finds the cue). */
function tokenIndexAfter(text: string, end: number): number {
  return tokensOf(text.slice(0, end)).length;
}

/** A global regex of `alternatives` between `before` and `after` (so that no line of a long list runs long). */
const anyOf = (before: string, alternatives: readonly string[], after: string): RegExp =>
  new RegExp(`${before}(?:${alternatives.join('|')})${after}`, 'g');

const ENEMY_CUE = anyOf(
  '\\b',
  [
    'avoid(?:s|ing)?',
    'dodg(?:e|es|ing)',
    'fight(?:s|ing)?',
    'duel(?:s|ing|ling)?',
    'defeat(?:s|ing)?',
    'battl(?:e|es|ing)',
    'shoot(?:s|ing)?(?: down)?',
    'stomp(?:s|ing)?(?: on)?',
    'blast(?:s|ing)?',
    'zap(?:s|ping)?',
    'stop(?:s|ping)?',
    'fend(?:s|ing)? off',
    'clear(?:s|ing)?',
    'bounc(?:e|es|ing) on',
    // "sneaks past guards", "swings past snakes": what the hero gets by is in its way.
    '(?:sneak|swing|slip|creep|run|sail)(?:s|ing|ning)? past',
    'hold(?:s|ing)? off',
    '(?:defend|protect|guard)(?:s|ing)? (?:the |your |our |a )?(?:[a-z]+ ){1,2}from',
    'surviv(?:e|es|ing)',
    '(?:throw(?:s|ing)?|fir(?:e|es|ing)|shoot(?:s|ing)?) [a-z ]{1,20}? at',
    'outrun(?:s|ning)?',
    'against',
    'chased by',
    'hunted by',
    'before(?= (?:the |a |an )?[a-z]+(?: [a-z]+)? (?:wakes|awakens|returns|notices|comes back|gets back|spots)\\b)',
    '(?:enemies|foes|monsters) (?:are|like|such as|include)',
  ],
  '\\s',
);
const ITEM_CUE = anyOf(
  '\\b',
  [
    'collect(?:s|ing)?',
    // "unscramble anagrams of fruit names": the words are the things the game is made of.
    'anagrams? of',
    'gather(?:s|ing)?',
    'pick(?:s|ing)? up',
    'grab(?:s|bing)?',
    'find(?:s|ing)?',
    'rescu(?:e|es|ing)',
    'sav(?:e|es|ing)',
    'eat(?:s|ing)?',
    'deliver(?:s|ing)?',
    'catch(?:es|ing)?',
    // "a drummer hits notes": what a rhythm game's player plays.
    'hit(?:s|ting)?(?= (?:the )?(?:notes?|beats?)\\b)',
    'loot(?:s|ing)?',
    'earn(?:s|ing)?',
    'push(?:es|ing)?',
    'steal(?:s|ing)?',
    // "a detective solves a murder": the case a story is about.
    'solv(?:e|es|ing)(?= (?:a|an|the) (?:[a-z]+ )?(?:murder|mystery|crime|case|theft|robbery)\\b)',
    // "combines potions … to brew an elixir": what a merge game combines and makes.
    'combin(?:e|es|ing)',
    'brew(?:s|ing)?',
    // What a town builder places and a farmer plants ("place houses and roads", "plants carrots"); not turrets,
    // which the tower_defense reader already names, nor "plants vs zombies".
    'plac(?:e|es|ing)(?= (?:[a-z]+ )?(?:houses?|homes?|roads?|streets?|shops?|stores?|parks?|buildings?)\\b)',
    'plant(?:s|ing)?\\b(?! vs\\b)',
    'with (?=a |an |the )',
    // "a match-3 game with candies", "with archers and mages": a bare plural after "with" is what the game is made of
    // or fought with (not "with 3 lives", "with undo": numbers and mechanics are read elsewhere).
    'with (?=(?:[a-z]+ )?[a-z]+s\\b)(?!\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\\b)' +
      '(?!(?:rising|increasing|growing|more|fewer|extra|bonus|hints?|undo|levels?)\\b)',
    // "a knight looking for a lost dragon egg".
    '(?:look(?:s|ing)?|search(?:es|ing)?|hunt(?:s|ing)?) for',
    // "a pairs game with ocean creatures": what a memory game's cards show.
    '(?:memory|pairs|matching) game with',
  ],
  '\\s*',
);
const HERO_CUE = anyOf(
  '',
  [
    '\\b(?:play(?:ing)? as|you are|you play|control(?:s|ling)?|starring|where|in which|as)\\s+(?:a|an|the)\\s',
    '[:;]\\s*(?:a|an|the)\\s',
  ],
  '',
);
/**
 * "throws shuriken at crows": what the hero throws is a thing the game must show (read after the settings, so that
 * "throws candy at jelly monsters in a candy land" keeps its setting).
 */
const THROWN_CUE = /\b(?:throw|toss|hurl|fling)(?:s|es|ing)?(?= (?:[a-z]+ ){1,3}at )\s*/g;
/** "a quiz about the solar system": what a quiz or story is about is its setting. */
const TOPIC_CUE = /\b(?:quiz|trivia|questions|story|tale|game|adventure|novel)\s+(?:all\s+)?about\s+(?:a|an|the|)\s*/g;
const SETTING_CUE = anyOf(
  '\\b',
  [
    'in',
    'on',
    'inside',
    'across',
    'through',
    'under',
    'beneath',
    'above',
    'atop',
    'around',
    'within',
    'during',
    'along',
    'follow(?:s|ing)?',
    // "flies through gaps between skyscrapers": the things the gaps are in (a flappy game's gates). Gaps jumped
    // over ("jumps over gaps between cake platforms") are a platformer's pits, not a setting.
    '(?<!over |across )(?:gaps?|openings?) between',
    // "a course full of windmills": what fills a place is part of it.
    'full of',
    // "pushes crates onto loading bays", "slides down icy hills", "climbs a pagoda": where the hero goes.
    'onto',
    '(?<=(?:slid|ski|roll|run|rac|sledg|fall|climb|walk)(?:e|es|s|ing|ning)? )down',
    'climb(?:s|ing)?(?= (?:a|an|the) )',
  ].concat(['at(?! \\w+ \\w+s\\b)', 'into', 'set in']),
  '\\s+(?:a|an|the|)\\s*',
);
const NOT_SETTINGS = new Set(
  (
    'limit timer countdown theme twist full board grid screen map time order row end way turn game style view ' +
    'front place total play second minute move moment order night midnight noon dawn dusk cozy ' +
    'day once least most first last top bottom left right middle start beginning gap opening a'
  ).split(' '),
);

function phrasesAfter(text: string, tokens: readonly string[], cue: RegExp): NounPhrase[] {
  return [...text.matchAll(cue)].flatMap((m) => nounPhrasesAt(tokens, tokenIndexAfter(text, m.index + m[0].length)));
}

/** "where sunflowers and pea shooters stop…": a bare plural after "where" that does something is the game's cast. */
const CREW_CUE =
  /\bwhere\s+(?!(?:a|an|the|you|your|players?|each|every|one|two|three|four)\b)(?=(?:[a-z]+ )?[a-z]+s\b)/g;
/** Words for the people playing, not characters of the game. */
const PEOPLE = new Set(['player', 'people', 'kid', 'user', 'friend']);

/** A place the enemies must not reach ("reaching the harbor", "a lane to the gnome village", "defend the gate"). */
const DEFENDED_CUE = anyOf(
  '\\b',
  [
    'reach(?:es|ing)?',
    'defend(?:s|ing)?',
    'protect(?:s|ing)?',
    'guard(?:s|ing)?',
    'hit(?:s|ting)?',
    '(?:lane|path|road|route|trail) to',
  ],
  '\\s+(?:the|a|an|your|our)\\s+',
);
const PLACES = new Set(
  (
    'harbor harbour village gate castle base core town city kingdom fortress fort keep patch garden station outpost ' +
    'citadel camp bakery farm temple palace tower lighthouse igloo oasis reactor colony bunker'
  ).split(' '),
);
/** Places a prompt can put before the kind of game ("a jungle platformer"); not creatures, people or styles. */
const PLACE_WORDS = new Set(
  (
    'jungle desert forest ocean underwater undersea volcano cave cavern dungeon castle city space sky arctic ' +
    'swamp island beach mountain snow winter haunted graveyard cemetery factory temple'
  ).split(' '),
);
/** Routes a setting can name though a number can count them ("a winding lane", not "3 lanes"). */
const ROUTES = new Set(['lane', 'path', 'road']);

/** "a dragon boss" is about a dragon, "zombie waves" about zombies; "ice crates" about crates. */
function bossHead(np: NounPhrase): NounPhrase {
  const words = np.text.split(' ');
  return ['boss', 'wave', 'horde', 'army', 'swarm'].includes(np.head) && words.length > 1
    ? { ...np, head: singular(words[words.length - 2]!) }
    : np;
}

/** Nouns: the hero, enemies, items, settings and vehicles. */
function nouns(text: string, tokens: readonly string[], named: readonly string[]): PromptPhrase[] {
  const out: PromptPhrase[] = [];
  const add = (np: NounPhrase, kind: PromptPhrase['kind']): void => {
    const container = /\b(?:oxygen|fish|water|gas|fuel) tanks?$/.test(np.text);
    out.push({ text: np.text, kind: VEHICLES.has(np.head) && !container ? 'vehicle' : kind, head: np.head });
  };
  const hero = phrasesAfter(text, tokens, HERO_CUE)[0];
  const opening = /^(?:a|an|the)\s/.test(text) ? nounPhrasesAt(tokens, 1)[0] : undefined;
  const genreWords = /\b(?:game|platformer|shooter|puzzle|quiz|adventure|story|defense|defence|runner|sim)\b/;
  // "a card battle against…" opens with the name of a kind of game, not a character.
  const isGenre = (np: NounPhrase): boolean =>
    genreWords.test(np.text) || named.some((n) => n.startsWith(np.text) || np.text.includes(n));
  const first = hero ?? (opening && !isGenre(opening) ? opening : undefined);
  if (first && !isGenre(first)) add(first, 'character');
  // "a lemonade stand tycoon", "a science quiz": the words before a business or a quiz are where it is run or what it
  // is about; before other kinds they can be anything ("a fox platformer").
  const kindAfter =
    opening && !first
      ? named.find((n) => /tycoon|sim|builder|management|quiz/.test(n) && opening.text.endsWith(` ${n}`))
      : undefined;
  // "a jungle platformer where an explorer…": a place word before the kind of game is where it is set.
  const placeFirst = opening && /^[a-z]+ (?:platformer|shooter|runner|adventure|puzzle)$/.exec(opening.text);
  if (placeFirst && PLACE_WORDS.has(opening.text.split(' ')[0]!)) {
    const place = opening.text.split(' ')[0]!;
    add({ text: place, head: place }, 'setting');
  }
  if (opening && kindAfter) {
    const place = opening.text.slice(0, -kindAfter.length - 1);
    add({ text: place, head: singular(place.split(' ').pop()!) }, 'setting');
  }
  // "a garden defense where sunflowers and pea shooters stop snails", "where gnomes place crystal turrets": who acts
  // when no article names a single hero.
  for (const np of phrasesAfter(text, tokens, CREW_CUE)) if (!PEOPLE.has(np.head)) add(np, 'character');
  // "a space station defense", "a garden defense": a place before the kind of game is where it is set.
  const placeKind = opening && /^(?:([a-z]+) )?([a-z]+) (?:defense|defence)$/.exec(opening.text);
  if (placeKind && !named.includes(opening.text) && (PLACES.has(placeKind[2]!) || PLACE_WORDS.has(placeKind[2]!))) {
    const place = placeKind[1] ? `${placeKind[1]} ${placeKind[2]}` : placeKind[2]!;
    add({ text: place, head: singular(placeKind[2]!) }, 'setting');
  }
  // "with a pirate theme": the theme is the setting.
  for (const m of text.matchAll(/\bwith (?:a|an) ((?:[a-z]+ ){1,2})theme\b/g)) {
    const theme = m[1]!.trim();
    add({ text: theme, head: singular(theme.split(' ').pop()!) }, 'setting');
  }
  // "with fire and shield cards": the kinds of card a card game deals are what it is made of, each by its kind.
  const cards = new Set<string>();
  for (const m of text.matchAll(CARD_LIST))
    for (const kind of cardKindsIn(m[1]!)) {
      cards.add(`${kind} cards`);
      out.push({ text: `${kind} cards`, kind: 'item', head: kind });
    }
  for (const np of phrasesAfter(text, tokens, ENEMY_CUE)) add(bossHead(np), 'enemy');
  // "with ice towers" already read as a mechanic is not a second phrase, nor a kind of card read above.
  for (const np of phrasesAfter(text, tokens, ITEM_CUE))
    if (!NOT_SETTINGS.has(np.head) && !named.includes(`with ${np.text}`) && !cards.has(np.text)) add(np, 'item');
  const settings = [...text.matchAll(SETTING_CUE), ...text.matchAll(TOPIC_CUE)].flatMap((m) =>
    nounPhrasesAt(tokens, tokenIndexAfter(text, m.index + m[0].length)).slice(0, 1),
  );
  for (const np of phrasesAfter(text, tokens, DEFENDED_CUE).filter((x) => PLACES.has(x.head))) settings.push(np);
  for (const np of settings)
    if (!NOT_SETTINGS.has(np.head) && (!wordEntry(COUNTED, np.head) || ROUTES.has(np.head)) && !/^\d/.test(np.head))
      add(np, 'setting');
  for (const np of phrasesAfter(text, tokens, THROWN_CUE)) add(np, 'item');
  // "a necromancer boss": the boss is someone.
  for (const m of text.matchAll(/\b([a-z]+) boss(?:es)?\b/g)) {
    const who = m[1]!;
    if (!DETERMINERS.has(who) && !BOUNDARY.has(who) && !isVerb(who) && !/^(final|big|last|mini|end|epic)$/.test(who))
      add({ text: `${who} boss`, head: singular(who) }, 'enemy');
  }
  for (const [i, t] of tokens.entries()) {
    // "a skateboarding raccoon" rides a skateboard.
    const vehicle = [singular(t), t.replace(/ing$/, ''), singular(t.split('-').pop()!)].find((w) => VEHICLES.has(w));
    const before = tokens[i - 1];
    // "oxygen tanks" and "fish tanks" hold things; they are not driven.
    if (!vehicle || (vehicle === 'tank' && ['oxygen', 'fish', 'water', 'gas', 'fuel'].includes(before ?? ''))) continue;
    const modifier = before && isWord(before) && !DETERMINERS.has(before) && !BOUNDARY.has(before) && !isVerb(before);
    out.push({ text: modifier && t === vehicle ? `${before} ${t}` : t, kind: 'vehicle', head: vehicle });
  }
  return out;
}

/** Numbers with what they count: "5 lives", "a 6x6 board", "90-second", "3 endings", "10 coins". */
function numbers(tokens: readonly string[]): PromptPhrase[] {
  const out: PromptPhrase[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "the troll boss in wave 10": which wave, not how many.
    if (t === 'wave' && i + 1 < tokens.length && numberOf(tokens[i + 1]!) !== undefined) {
      out.push({
        text: `wave ${tokens[i + 1]}`,
        kind: 'number',
        head: 'wave number',
        value: numberOf(tokens[i + 1]!)!,
      });
      i++;
      continue;
    }
    const board = /^(\d+)x(\d+)$/.exec(t) ?? (/^\d+$/.test(t) && tokens[i + 1] === 'by' ? /^(\d+)$/.exec(t) : null);
    if (board) {
      const w = Number(board[1]);
      const h = board[2] ? Number(board[2]) : Number(tokens[i + 2]);
      if (Number.isInteger(h)) out.push({ text: `${w}x${h}`, kind: 'number', head: 'board', value: w * 100 + h });
      continue;
    }
    const dashed = /^(\d+|[a-z]+)-([a-z]+)$/.exec(t);
    const n = numberOf(dashed ? dashed[1]! : t);
    if (n === undefined) continue;
    // "90-second", "5 short levels", "3 hit points": the counted word is within the next two tokens.
    const next = dashed ? [dashed[2]!] : tokens.slice(i + 1, i + 4).filter(isWord);
    for (let k = 0; k < Math.min(next.length, 3); k++) {
      const pair = k > 0 ? `${singular(next[k - 1]!)} ${singular(next[k]!)}` : '';
      const word = singular(next[k]!);
      // "a match three puzzle" names a genre: only "3 puzzles" (plural) counts puzzles.
      const genreName = word === 'puzzle' && next[k] === 'puzzle' && n !== 1;
      const counts = genreName ? undefined : (wordEntry(COUNTED, pair) ?? wordEntry(COUNTED, word));
      if (counts) {
        const seconds = /^min/.test(word) ? n * 60 : n;
        const text = dashed ? t : [t, ...next.slice(0, k + 1)].join(' ');
        // "every 30 seconds" is how often something happens, not a time limit.
        const every = tokens[i - 1] === 'every' && counts === 'seconds';
        out.push({
          text: every ? `every ${text}` : text,
          kind: 'number',
          head: every ? 'interval' : counts,
          value: counts === 'seconds' ? seconds : n,
        });
        break;
      }
      if (BOUNDARY.has(next[k]!) || isVerb(next[k]!) || DETERMINERS.has(next[k]!)) break;
      // "10 coins": a count of a thing no counter names, when it is more than one.
      const after = tokens[i + 2] ?? ',';
      const ends = !isWord(after) || ((BOUNDARY.has(after) || isVerb(after)) && !COUNTED[singular(after)]);
      // "8 right answers": a counted pair is read whole, though its second word is also a verb.
      const counted = COUNTED[`${word} ${singular(after)}`] !== undefined;
      if (n > 1 && k === 0 && !/^\d/.test(word) && ends && !counted) {
        out.push({ text: `${t} ${next[0]}`, kind: 'number', head: word, value: n });
        break;
      }
      // "grabs 10 cheese wedges": after a verb, a count of a two-word thing whose first word is a singular noun
      // ("keys hidden" is no thing, "hidden" no noun).
      const pairEnds = tokens[i + 3] === undefined || !isWord(tokens[i + 3]!) || BOUNDARY.has(tokens[i + 3]!);
      const taken = tokens[i - 1] !== undefined && isVerb(tokens[i - 1]!);
      const compound = singular(next[0]!) === next[0] && !/(?:ed|en|ing)$/.test(next[1]!);
      if (n > 1 && k === 1 && taken && compound && isWord(tokens[i + 2] ?? ',') && pairEnds && !/^\d/.test(word)) {
        out.push({ text: `${t} ${next[0]} ${next[1]}`, kind: 'number', head: word, value: n });
        break;
      }
    }
  }
  return out;
}

const CONDITIONS: readonly [string, RegExp][] = [
  [
    'time limit',
    /\b(?:before (?:the )?(?:time|timer|clock) runs? out|time limit|timer|countdown|against the clock|before sunset)\b/,
  ],
  [
    'reach the goal',
    anyOf(
      '\\breach(?:es|ing)? (?:the )?(?:\\w+ )?',
      [
        'exit',
        'door',
        'portal',
        'flag',
        'goal',
        'top',
        'end',
        'finish(?: line)?',
        'summit',
        'surface',
        'stairs',
        'gate',
      ],
      '\\b',
    ),
  ],
  [
    'protect the base',
    anyOf(
      '',
      [
        '\\bstop\\b[^,.;]*\\bfrom reaching\\b',
        "\\b(?:don'?t|do not|never) let\\b[^,.;]*?\\b(?:reach|get to|enter|touch|destroy)",
        '\\bprotect(?:s|ing)?\\b',
        '\\bdefend(?:s|ing)?\\b',
      ],
      '',
    ),
  ],
  ['escape', /\bescap(?:e|es|ing)\b/],
  // "the ending depends on who you accuse": endings chosen by the player.
  ['ending', /\bendings? (?:depends?|changes?|turns?|hangs?) on\b[^,.;]*/],
  ['high score', /\bhigh[- ]?scores?\b|\bbeat (?:the|your) score\b/],
  ['unseen', /\bwithout being (?:seen|spotted|noticed|caught)\b/],
  ['no damage', /\bwithout (?:getting )?(?:hit|touched|damaged)\b|\bone[- ]hit\b/],
  ['lose condition', /\b(?:you lose|lose|game over|dies?) (?:if|when|once)\b[^,.;]*/],
  ['win condition', /\b(?:to win|you win|wins?) (?:if|when|by|once)\b[^,.;]*/],
];

/** Reads a prompt's content phrases, in the order of their kinds (genres and mechanics first), without repeats. */
export function readPhrases(prompt: string): PromptPhrase[] {
  const text = prompt.trim().replace(/\s+/g, ' ').slice(0, MAX_PROMPT_READ).toLowerCase();
  const tokens = tokensOf(text);
  const out: PromptPhrase[] = [];
  for (const named of NAMED) {
    const m = named.pattern.exec(text);
    if (m) out.push({ text: m[0], kind: named.kind, head: named.head });
  }
  for (const m of text.matchAll(MISSING_VERBS)) out.push({ text: m[0], kind: 'mechanic', head: m[0] });
  for (const [head, re] of CONDITIONS) {
    // Most conditions are global patterns (anyOf): each read starts from the text's start, not after the last match.
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) out.push({ text: m[0].trim(), kind: 'condition', head });
  }
  const namedHeads = new Set(out.filter((p) => p.kind !== 'number').map((p) => p.text));
  out.push(...numbers(tokens), ...nouns(text, tokens, [...namedHeads]));
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.kind}:${p.head}:${p.value ?? ''}`;
    // A noun that is the name of a mechanic already read ("boss", "story") is not a second phrase.
    if (
      seen.has(key) ||
      (['character', 'enemy', 'item', 'setting', 'vehicle'].includes(p.kind) && namedHeads.has(p.text))
    )
      return false;
    // The same noun read twice (as an enemy and an item) is kept once, as what it was read as first.
    const noun = `noun:${p.head}`;
    if (['character', 'enemy', 'item', 'vehicle', 'setting'].includes(p.kind)) {
      if (seen.has(noun)) return false;
      seen.add(noun);
    }
    seen.add(key);
    return true;
  });
}
