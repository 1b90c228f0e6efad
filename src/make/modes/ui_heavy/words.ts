// What a ui_heavy prompt says beyond the shared intent: which modes it names (a story, a quiz, cards) and in which
// order, the hero, the place, the goal, the foes, the quiz topic, what is collected — and, where the prompt is
// silent, the setting's usual helper, foe, item and currency. Rules only; the same prompt always reads the same way.
import { NUMBER_WORDS, type Intent } from '../../intent.ts';
import { singular } from '../shared/words.ts';
import { countsOf, type UiCounts } from './counts.ts';
import { DEFAULT_SETTING, type Setting, SETTINGS } from './settings.ts';

/** The word helpers every family shares, offered with this family's own. */
export { singular, withArticle } from '../shared/words.ts';

export type ModeName = 'story' | 'quiz' | 'cards';

export interface Goal {
  verb: string;
  object: string;
}

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface UiWords {
  /** Modes the prompt names, in the order it names them (empty when it names none). */
  modes: ModeName[];
  /** The phrase that named each mode. */
  modePhrases: Partial<Record<ModeName, string>>;
  /** Cards levels are solitaires (a points target) rather than duels. */
  solitaire: boolean;
  /** The hero as a phrase ("young witch"), singular. */
  hero: string;
  heroFromPrompt: boolean;
  /** Where the game is set ("haunted school"). */
  place: string;
  placeFromPrompt: boolean;
  /** The setting's parts, one per chapter ("front gate", "old library"). */
  rooms: string[];
  goal: Goal;
  goalFromPrompt: boolean;
  /** Who stands in the way, the first one being the main foe (the last story chapter's, the last duel's). */
  foes: string[];
  foesFromPrompt: boolean;
  /** Who helps in story chapters. */
  helpers: string[];
  /** What a helper hands over (a flag that later helps), per chapter. */
  items: string[];
  /** What the run counts (singular): the prompt's collectible, or the setting's money. */
  currency: string;
  currencyFromPrompt: boolean;
  /** Quiz topic as written ("the solar system"), or null. */
  topic: string | null;
  /** Words that choose question categories and card styles. */
  themeWords: string[];
  /** The phrase that asked for a boss, when one did. */
  bossPhrase: string | null;
  /** Who asks the questions, when the prompt says ("the owl's riddles"). */
  quizHost: string | null;
  /** How many levels, when the prompt counts them in this family's words ("6 chapters", "5 duels"), with its phrase. */
  levelCount: { count: number; phrase: string } | null;
  /** Questions per quiz round, when the prompt says ("5 questions per round"), with its phrase. */
  questions: { count: number; phrase: string } | null;
  /** The prompt's numbers this family makes, as asked (before any bound), each with its phrase. */
  counts: UiCounts;
}

const MODE_CUES: Record<ModeName, RegExp> = {
  story: new RegExp(
    String.raw`\b(visual novel|stor(?:y|ies)|dialogues?|choices?|choose your|interactive fiction|` +
      String.raw`dating sim|narrative|branching|tale|adventure|mystery|text adventure|chapters?)\b`,
  ),
  quiz: /\b(quiz(?:zes)?|trivia|questions?|answers?|riddles?|exam|spelling bee|pub quiz|test your)\b/,
  cards: /\b(cards?|deck|duel(?:s|ing)?|solitaire|patience)\b/,
};
const SOLITAIRE_RE = /\b(solitaire|patience|points? target|score target|high score)\b/;

/** Nouns that name a character (a hero, a helper, a foe). */
const CHARACTERS = new Set(
  (
    'witch wizard knight princess prince king queen pirate ninja robot astronaut detective student girl boy ' +
    'cat dog fox frog rabbit bunny bear owl ' +
    'dragon mouse penguin dinosaur alien ghost vampire zombie explorer adventurer hero heroine farmer chef ' +
    'baker doctor scientist sailor captain courier thief spy monk elf ' +
    'dwarf fairy mermaid unicorn squirrel hedgehog turtle duck bird kid child teacher kitten puppy warrior ' +
    'archer mage sorcerer samurai cowboy goblin troll orc giant ' +
    'skeleton mummy werewolf wolf lion tiger shark snake spider bat witchling apprentice detective reporter ' +
    'nurse miner librarian janitor gardener merchant traveller keeper ' +
    'traveler wanderer ranger hunter bandit knightess lady lord sheriff mayor professor inventor sphinx golem ' +
    'demon imp yeti kraken hydra phoenix griffin cyclops minotaur ' +
    'raccoon otter badger hamster parrot crow raven eagle hawk squid octopus crab beetle ant bee wasp ' +
    'scorpion crocodile alligator gorilla monkey panda koala ' +
    'cadet pilot soldier guard gladiator viking pharaoh chicken hen pig cow sheep goat horse pony deer moose beaver'
  ).split(' '),
);

/** Words that are never the hero, the place or a foe in this family (genres, modes, rules). */
const NOT_NOUNS = new Set(
  (
    'quiz quizzes trivia question questions answer answers riddle riddles card cards deck duel duels duelling ' +
    'dueling solitaire patience game games ' +
    'story stories novel visual dialogue dialogues choice choices chapter chapters round rounds level levels ' +
    'point points score turn turns hand hands player players ' +
    'fun short long big small easy hard normal kids children family simple classic style where which that ' +
    'with about against versus play plays playing round ' +
    'branching narrative interactive fiction text mystery adventure tale sim dating'
  ).split(' '),
);

const ADJECTIVES = new Set(
  (
    'young old brave little tiny small big giant clever sleepy shy curious lonely lost lucky grumpy cheerful ' +
    'tired wise mighty sneaky ' +
    'evil wicked dark shadow fire ice frost red blue green golden silver black white crystal ancient cursed ' +
    'haunted enchanted magic magical rainy snowy misty spooky ' +
    'sunny frozen sunken floating secret hidden forgotten abandoned mysterious creepy cozy cosy busy quiet ' +
    'noisy royal wild stormy deep lunar cosmic robot'
  ).split(' '),
);

/** Foes a setting word brings with it ("haunted" brings ghosts), before the setting's own. */
const FOE_WORDS: readonly [RegExp, string][] = [
  [/\b(haunted|spooky|ghosts?|ghostly)\b/, 'ghost'],
  [/\bdragons?\b/, 'dragon'],
  [/\bzombies?\b/, 'zombie'],
  [/\bvampires?\b/, 'vampire'],
  [/\bpirates?\b/, 'pirate'],
];

export function plural(phrase: string): string {
  if (/(s|x|z|ch|sh)$/.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(gold|money|cash|treasure|honey|fish|sheep)$/.test(phrase)) return phrase;
  return `${phrase}s`;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'at', 'to', 'for', 'vs', 'with']);
/**
 * Title case that leaves short joining words small ("Secret of the Haunted School"); the first word is always capital.
 */
export const capital = (text: string): string =>
  text.replace(/[a-z][a-z']*/gi, (w, at: number) =>
    at > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
  );
export const firstCapital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A noun phrase kept short enough for choice buttons and card names: at most `words` words and `chars` characters. */
function trimPhrase(phrase: string, words = 3, chars = 22): string {
  let parts = phrase.trim().split(/\s+/).slice(-words);
  while (parts.length > 1 && parts.join(' ').length > chars) parts = parts.slice(1);
  return parts.join(' ').slice(0, chars);
}

/**
 * The words after an article: "the young witch" → "young witch"; null when the head is not a noun this family can
 * use.
 */
function nounPhrase(words: string[]): string | null {
  const kept: string[] = [];
  for (const word of words) {
    if (/^(a|an|the|her|his|their|its|my|your|our|some)$/.test(word)) continue;
    kept.push(word);
  }
  const head = kept[kept.length - 1];
  if (!head || NOT_NOUNS.has(head) || head.length < 3) return null;
  return kept.join(' ');
}

/** The first character phrase after `cue` ("play as a brave knight" → "brave knight"). */
function characterAfter(text: string, cue: RegExp): { phrase: string; at: number } | null {
  // A look-ahead match, so cues that overlap ("duel against a dragon") are each tried.
  for (const m of text.matchAll(
    new RegExp(`(?=${cue.source}\\s+(?:a|an|the|her|his|their)?\\s*((?:[a-z']+\\s+){0,2}[a-z']+))`, 'g'),
  )) {
    // "a card battle where a robot ...": a clause between the cue and the character means it is not the cue's object.
    const words = m[1]!.split(/\s+/);
    const clause = words.findIndex((w) => /^(where|who|which|that|and|or|with|in|on|at|a|an|the|while|when)$/.test(w));
    if (clause >= 0) words.splice(clause);
    for (let i = words.length - 1; i >= 0; i--) {
      const word = singular(words[i]!);
      if (CHARACTERS.has(word)) {
        // "a vampire lord": a character before the character names it too.
        const adjectives = words.slice(0, i).filter((w) => ADJECTIVES.has(w) || CHARACTERS.has(w));
        return { phrase: [...adjectives, word].join(' '), at: m.index };
      }
    }
  }
  return null;
}

const HERO_CUES = /\b(?:play as|playing as|you are|you play|as|where|in which|about|follows?|starring|with|when)/;
const FOE_CUES = new RegExp(
  String.raw`\b(?:against|versus|vs\.?|duels?(?: with)?|duelling|dueling|battles?|fights?|fighting|` +
    'defeats?|defeat|beats?|outwits?|escapes?(?: from)?|avoids?|challenges?|faces?|facing|' +
    'hunted by|chased by)',
);
const GOAL_RE = new RegExp(
  String.raw`\b(find|finds|finding|rescue|rescues|save|saves|recover|recovers|reach|reaches|escape|escapes|` +
    'solve|solves|uncover|uncovers|discover|discovers|catch|catches|deliver|delivers|return|' +
    String.raw`returns|stop|stops|break|breaks|lift|lifts|looking for|searching for|looks for|searches for)\s+` +
    '((?:(?:her|his|their|the|a|an|its|my|your|' +
    String.raw`our)\s+)?(?:[a-z']+\s+){0,2}[a-z']+)`,
);
const GOAL_STOP = new RegExp(
  String.raw`\s+\b(in|at|on|before|after|with|and|or|while|from|inside|across|through|by|to|so|who|that|` +
    String.raw`which|for|but|then|using)\b.*$`,
);
const PLACE_RE =
  /\b(?:in|inside|at|on|across|through|around|aboard|beneath|under)\s+(?:a|an|the)\s+((?:[a-z']+\s+){0,2}[a-z']+)/g;
const TOPIC_RE = new RegExp(
  String.raw`\b(?:quiz(?:zes)?|trivia|questions?|riddles?|test)(?:\s+(?:game|show|night|round|` +
    String.raw`battle)s?)?\s+(?:all\s+)?(?:about|on|of)\s+([a-z' ]+?)(?=[,.;:!?]|\s+(?:with|for|where|` +
    String.raw`and then|in which|that|hosted|featuring|against)\b|$)`,
);
const TOPIC_BEFORE_RE = /\b(?:a|an|the)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:quiz|trivia)\b/;

/** Reads the family's words from a prompt's intent. */
export function readUiWords(intent: Intent): UiWords {
  const text = intent.read.toLowerCase();
  const found = (Object.keys(MODE_CUES) as ModeName[])
    .map((mode) => ({ mode, m: MODE_CUES[mode].exec(text) }))
    .filter((x): x is { mode: ModeName; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => a.m.index - b.m.index);
  const modes = found.map((x) => x.mode);
  const modePhrases: UiWords['modePhrases'] = Object.fromEntries(found.map((x) => [x.mode, x.m[0]]));
  const solitaire =
    modes.includes('cards') && SOLITAIRE_RE.test(text) && !/\b(duel|duels|against|versus|opponent|vs)\b/.test(text);

  const setting = SETTINGS.find((s) => s.words.test(text)) ?? DEFAULT_SETTING;

  // Place: "in a haunted school", else the setting's own word with the prompt's adjectives.
  let place = promptPlace(text);
  const placeFromPrompt = place !== null || setting !== DEFAULT_SETTING;
  if (!place) place = settingPlace(text, setting);

  // Hero: a character after "play as", "where a", "about a" that is not a foe or a goal; else the setting's.
  const foeHit = characterAfter(text, FOE_CUES);
  const goalMatch = GOAL_RE.exec(text);
  const boss =
    /\b([a-z]+)\s+boss\b/.exec(text) ?? /\bboss(?:\s+(?:is|called|named))?\s+(?:a|an|the)\s+([a-z]+)/.exec(text);
  const bossWord = boss ? singular(boss[1]!) : null;
  // The foe and the boss are never the hero.
  const notHero = (word: string) => word === bossWord || (foeHit?.phrase.endsWith(word) ?? false);
  let hero: string | null = null;
  for (const m of text.matchAll(
    new RegExp(`${HERO_CUES.source}\\s+(?:a|an|the)\\s+((?:[a-z']+\\s+){0,2}[a-z']+)`, 'g'),
  )) {
    const words = m[1]!.split(/\s+/);
    const i = words.findIndex((w) => CHARACTERS.has(singular(w)));
    if (i < 0) continue;
    // A run of characters is one ("fox detective").
    let j = i;
    while (j + 1 < words.length && CHARACTERS.has(singular(words[j + 1]!))) j++;
    // "a lighthouse keeper": a setting's word just before the character is part of its name.
    const named = (w: string, k: number) =>
      ADJECTIVES.has(w) || (k === i - 1 && SETTINGS.some((st) => st.words.test(w)));
    const phrase = [...words.slice(0, i).filter(named), ...words.slice(i, j + 1).map(singular)].join(' ');
    if ((foeHit && foeHit.phrase === phrase) || notHero(singular(words[j]!))) continue;
    if (goalMatch && goalMatch[2]!.includes(words[i]!)) continue;
    hero = phrase;
    break;
  }
  if (!hero && intent.hero && CHARACTERS.has(intent.hero) && !notHero(intent.hero)) hero = intent.hero;
  if (!hero) {
    // A leading character: "a frog in a rainy pond", "witch academy".
    const lead = /^(?:a|an|the)?\s*((?:[a-z']+\s+){0,2}?[a-z']+)\b/.exec(text);
    const words = lead ? lead[1]!.split(/\s+/) : [];
    const i = words.findIndex((w) => CHARACTERS.has(singular(w)));
    if (i >= 0 && !notHero(singular(words[i]!)))
      hero = [...words.slice(0, i).filter((w) => ADJECTIVES.has(w)), singular(words[i]!)].join(' ');
  }
  const heroFromPrompt = hero !== null;
  hero = trimPhrase(hero ?? setting.hero, 3, 20);

  // Foes: the prompt's (after "against", "duels", intent.enemies), then the setting's.
  const foes: string[] = [];
  if (bossWord && CHARACTERS.has(bossWord)) foes.push(bossWord);
  if (foeHit) foes.push(trimPhrase(foeHit.phrase, 2, 16));
  for (const enemy of intent.enemies) if (CHARACTERS.has(enemy) || !NOT_NOUNS.has(enemy)) foes.push(enemy);
  const foesFromPrompt = foes.length > 0;
  for (const [re, foe] of FOE_WORDS) if (re.test(text)) foes.push(foe);
  foes.push(setting.foe);
  const uniqueFoes = [...new Set(foes.map((f) => trimPhrase(f, 2, 16)))].filter(
    (f) => f !== hero && !hero.endsWith(f) && !f.endsWith(hero),
  );
  if (uniqueFoes.length === 0) uniqueFoes.push(hero.endsWith('shadow') ? 'storm' : 'shadow');

  // Goal: "find her lost cat" → find / lost cat; else uncover the place's secret.
  let goal: Goal = { verb: 'uncover', object: `secret of the ${trimPhrase(place, 2, 16)}` };
  let goalFromPrompt = false;
  if (goalMatch) {
    const object = nounPhrase(goalMatch[2]!.replace(GOAL_STOP, '').split(/\s+/));
    if (object && !NOT_NOUNS.has(object)) {
      goal = { verb: baseVerb(goalMatch[1]!), object: trimPhrase(object, 3, 22) };
      goalFromPrompt = true;
    }
  }

  const topicMatch = TOPIC_RE.exec(text) ?? TOPIC_BEFORE_RE.exec(text);
  const topic = topicMatch ? topicMatch[1]!.trim().replace(/^(a|an)\s+/, '') || null : null;

  const collectible = intent.collectibles.find(
    (c) => !CHARACTERS.has(c) && !NOT_NOUNS.has(c) && c.length >= 3 && c.length <= 12 && !goal.object.endsWith(c),
  );
  const currency = collectible ?? setting.currency;

  const themeWords = [...new Set([...(text.match(/[a-z]+/g) ?? []).map((w) => singular(w)), ...intent.theme])];
  const rooms = [...setting.rooms];
  return {
    modes,
    modePhrases,
    solitaire,
    hero,
    heroFromPrompt,
    place,
    placeFromPrompt,
    rooms,
    goal,
    goalFromPrompt,
    foes: uniqueFoes,
    foesFromPrompt,
    helpers: setting.helpers.filter((h) => h !== hero),
    items: setting.items,
    currency,
    currencyFromPrompt: collectible !== undefined,
    topic: topic && topic.length <= 40 ? topic : topic ? topic.slice(0, 40).replace(/\s+\S*$/, '') : null,
    themeWords,
    bossPhrase: intent.mechanics.boss ? (intent.phrases.boss ?? 'boss') : null,
    quizHost: quizHostOf(text),
    questions: questionCountOf(text),
    levelCount: levelCountOf(text),
    counts: countsOf(text),
  };
}

/** The prompt's place ("in a haunted school"), when it names one that is no character or time word. */
function promptPlace(text: string): string | null {
  for (const m of text.matchAll(PLACE_RE)) {
    // The place ends before a clause or a verb ("a rainy pond collects pearls") and at a setting's own word.
    const words = m[1]!.split(/\s+/);
    const stop = words.findIndex(
      (w, i) =>
        i > 0 &&
        (/^(which|where|that|who|while|when|must|can|will|and|or|to|with|for|from)$/.test(w) ||
          (/[^s]s$/.test(w) && !SETTINGS.some((st) => st.words.test(w)) && !ADJECTIVES.has(w))),
    );
    if (stop > 0) words.splice(stop);
    const lastSetting = words.map((w) => SETTINGS.some((st) => st.words.test(w))).lastIndexOf(true);
    if (lastSetting >= 0) words.splice(lastSetting + 1);
    const phrase = nounPhrase(words);
    if (!phrase) continue;
    const head = phrase.split(' ').pop()!;
    if (
      CHARACTERS.has(singular(head)) ||
      new RegExp(
        '^(quiz|row|turn|time|minute|second|level|round|way|hurry|end|start|beginning|moment|top|' +
          'bottom|middle|same|last|first|once|least|most|deck|cards?|game|story)$',
      ).test(head)
    )
      continue;
    return trimPhrase(phrase, 3, 24);
  }
  return null;
}

/** The setting's own place word with the prompt's first mood adjective ("haunted castle"). */
function settingPlace(text: string, setting: Setting): string {
  const adjectives = (text.match(/[a-z]+/g) ?? []).filter(
    (w) =>
      ADJECTIVES.has(w) &&
      new RegExp(
        '^(haunted|enchanted|rainy|snowy|misty|spooky|sunny|frozen|sunken|floating|secret|hidden|' +
          'forgotten|abandoned|mysterious|creepy|cozy|cosy|ancient|cursed|stormy|royal|wild|deep)$',
      ).test(w),
  );
  return trimPhrase([...new Set(adjectives)].slice(0, 1).concat(setting.place).join(' '), 3, 24);
}

/** "finds" → "find", "rescues" → "rescue", "catches" → "catch", "escaping" → "escape". */
export function baseVerb(word: string): string {
  // "looking for a lost dragon egg" is a goal to find it.
  if (/^(?:look|search)/.test(word)) return 'find';
  const known = [
    'find',
    'rescue',
    'save',
    'recover',
    'reach',
    'escape',
    'solve',
    'uncover',
    'discover',
    'catch',
    'deliver',
    'return',
    'stop',
    'break',
    'lift',
  ];
  return known.find((v) => word === v || word.startsWith(v.replace(/e$/, ''))) ?? word;
}

/** Past tense of a goal verb, for endings ("you found the lost cat"). */
export function pastVerb(verb: string): string {
  const irregular: Record<string, string> = {
    find: 'found',
    catch: 'caught',
    break: 'broke',
    stop: 'stopped',
    save: 'saved',
    rescue: 'rescued',
    escape: 'escaped',
    solve: 'solved',
    reach: 'reached',
    lift: 'lifted',
  };
  return irregular[verb] ?? (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);
}

/** A snake_case id from words ("brass key" → "brass_key"). */
export function snake(text: string): string {
  const id = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z]/.test(id) ? id : `x_${id || 'thing'}`;
}

/** "five questions per round" → 5 (kept within the family's 2..12 questions a round). */
function questionCountOf(text: string): UiWords['questions'] {
  const m = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:questions?|riddles?)\b/.exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
  return { count: Math.min(12, Math.max(2, n)), phrase: m[0] };
}

/** "answer the owl's riddles", "a quiz hosted by a robot" → owl, robot. */
function quizHostOf(text: string): string | null {
  const m =
    /\b([a-z]+)'s\s+(?:[a-z]+\s+)?(?:riddles?|questions?|quiz(?:zes)?|trivia)\b/.exec(text) ??
    /\b(?:hosted|asked|run) by\s+(?:a|an|the)\s+(?:[a-z]+\s+)?([a-z]+)\b/.exec(text) ??
    new RegExp(
      String.raw`\b(?:riddles?|questions?|quiz(?:zes)?|trivia)\s+(?:from|by|hosted by|asked by|of)\s+(?:a|an|` +
        String.raw`the)\s+(?:[a-z]+\s+)?([a-z]+)\b`,
    ).exec(text);
  const who = m ? singular(m[1]!) : null;
  return who && CHARACTERS.has(who) ? who : null;
}

/**
 * "6 chapters", "three duels": the levels this family counts in its own words (the shared intent counts levels, rounds
 * and stages).
 */
function levelCountOf(text: string): UiWords['levelCount'] {
  const m = new RegExp(
    String.raw`\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:short\s+|long\s+|` +
      String.raw`card\s+)?(?:chapters?|duels?|matches|quizzes|acts|episodes|battles|scenes)\b`,
  ).exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
  return { count: n, phrase: m[0] };
}

/** The lives asked: none when the number the intent read as lives is a duel foe's health ("a lord with 30 hp"). */
export function livesOf(intent: Intent, words: UiWords): number | null {
  const foe = words.counts.foeHealth;
  return foe && intent.phrases.lives === foe.phrase ? null : intent.mechanics.lives;
}
