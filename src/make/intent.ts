// What a prompt asks for, read by rules: theme words, the hero, enemies, collectibles, mechanics (double jump, dash,
// shooting, melee), the number of levels, difficulty, a timer, a boss. Also what was ignored and why: very long,
// non-English and contradictory prompts still make a game, and the design says what it could not honour.
import { drawnAs } from '../assets/index.ts';
import { countWord, NUMBER_WORDS, type Intent } from '../shared/index.ts';
import { CARD_LIST_AFTER } from './lexicon.ts';
import { singularWord } from './singular.ts';

/** The intent's schema is shared (a make result holds it); make's own files take it from here. */
export { IntentSchema, type Intent } from '../shared/index.ts';

export const MAX_PROMPT_READ = 1200;

/** Numbers written as words (shared with qa's reading of a game's words). */
export { NUMBER_WORDS };
/** "a single level", "an hour": the words that count one besides the numbers. */
const ONE_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, single: 1 };
const STOP = new Set(
  (
    'a an the and or but with without where who whom which that this these those of to in on at by for from ' +
    'into onto over under up down out as is are be was were it its his her their your you they them he she we ' +
    'our my me i game games make build create play player players level levels platformer puzzle shooter top ' +
    'down top-down side view scrolling style like about while when then than so very more most some any all ' +
    'each every can could should would will must not no only also just get gets got has have had do does did ' +
    'one two three four five six seven eight nine ten using use lets let want wants need needs has try tries ' +
    'trying around through across against along between collect collects collecting avoid avoids avoiding ' +
    'defeat defeats reach reaches reaching'
  ).split(' '),
);

function numberFrom(word: string): number | undefined {
  return countWord(word) ?? countWord(word, ONE_WORDS);
}

/** Singular-ish noun for a phrase's head word ("gems" → "gem", "crystals of ice" → "crystal"). */
function headNoun(phrase: string): string {
  const words = phrase.split(/\s+/).filter((w) => w && !STOP.has(w));
  return singularWord(words[words.length - 1] ?? phrase);
}

/** A count before the things counted ("collects 20 fish", "three keys"): passed over to reach the noun. */
const COUNT = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;

/** "where a cat burglar sneaks": a two-word hero, but "a ninja double jumps" qualifies the verb, not the hero. */
const TWO_WORD_HERO = new RegExp(
  String.raw`\b(?:where|in which|when)\s+(?:a|an|the)\s+` +
    String.raw`([a-z]+\s+(?!(?:double|triple|wall|also|then|always|never)\b)[a-z]+)\s+[a-z]+s\b`,
);

/** Verbs that start the prompt's next clause ("… swings past snakes and finds a golden idol"), not another thing. */
const NEXT_VERBS =
  'finds?|collects?|grabs?|gathers?|picks?|reach(?:es)?|has|have|must|opens?|escapes?|saves?|rescues?|eats?|' +
  'climbs?|runs?|jumps?|wins?|builds?|defeats?|avoids?|dodges?|stomps?|throws?|shoots?|swings?|fights?';

/** Words for how long or how much, never a thing collected or fought ("survives 3 minutes", "find 8 pairs"). */
const MEASURES = new Set(
  'minute second hour day night week year winter summer round turn beat move pair point wave time level'.split(' '),
);

/** A plural noun right after a thing read ("oxygen| tanks", "space| slugs"): the thing may be named by both words. */
const SECOND_NOUN = new RegExp(String.raw`^\s+(?!(?:${NEXT_VERBS})\b)([a-z]+s)\b`);

/**
 * One thing named by a modifier and a noun: the pair when the art draws exactly it ("oxygen tank"), else the noun when
 * the art draws it and not the modifier ("space slugs": a slug), else the first word as it was read ("cheese").
 */
function namedThing(part: string, next: string | undefined): string {
  const words = part.split(/\s+/).filter((w) => w && !STOP.has(w));
  const before = words[words.length - 1];
  if (!next || !before || words.length !== 1 || STOP.has(next)) return headNoun(part);
  const noun = singularWord(next);
  if (drawnAs(`${before} ${noun}`) === `a ${before} ${noun}`) return `${before} ${noun}`;
  if (drawnAs(noun) && !drawnAs(before)) return noun;
  return headNoun(part);
}

/** Nouns after a verb: "collects gems and stars" → ["gem", "star"]. */
function objectsAfter(text: string, verbs: string): { nouns: string[]; phrase: string | undefined } {
  const re = new RegExp(
    `\\b(?:${verbs})\\s+((?:(?:the|all|some|every|many|lots of|shiny|golden|magic|[a-z]+y|${COUNT})\\s+)*[a-z]+` +
      `(?:\\s*(?:,|and|or)\\s*(?!(?:${verbs}|${NEXT_VERBS})\\b)(?:the\\s+)?[a-z]+)*)`,
    'g',
  );
  const nouns: string[] = [];
  let phrase: string | undefined;
  for (const m of text.matchAll(re)) {
    phrase ??= m[0];
    const parts = m[1]!.split(/\s*(?:,|\band\b|\bor\b)\s*/);
    // Only the last thing of a list can run on into a second noun: the list ends where it does.
    const next = SECOND_NOUN.exec(text.slice(m.index + m[0].length))?.[1];
    for (const [i, part] of parts.entries()) {
      // "… and has 4 lives": a part of nothing but small words names nothing.
      if (part.split(/\s+/).every((w) => !w || STOP.has(w))) continue;
      const noun = namedThing(part.trim(), i === parts.length - 1 ? next : undefined);
      if (noun && !STOP.has(noun) && !MEASURES.has(noun) && !nouns.includes(noun)) nouns.push(noun);
    }
  }
  return { nouns: nouns.slice(0, 4), phrase };
}

/** Reads a prompt. Deterministic; never fails on text (empty prompts are the caller's usage error). */
export function readIntent(prompt: string): Intent {
  const ignored: Intent['ignored'] = [];
  const phrases: Record<string, string> = {};
  let read = prompt.trim().replace(/\s+/g, ' ');
  if (read.length > MAX_PROMPT_READ) {
    ignored.push({
      what: `everything after the first ${MAX_PROMPT_READ} characters (${read.length - MAX_PROMPT_READ} more)`,
      why: 'a very long prompt is read only as far as its first paragraph-sized part; put the essentials first',
    });
    read = read.slice(0, MAX_PROMPT_READ);
  }
  const letters = read.match(/\p{L}/gu) ?? [];
  const latin = read.match(/[a-zA-Z]/g) ?? [];
  if (letters.length > 0 && latin.length / letters.length < 0.5) {
    ignored.push({
      what: "most of the prompt's words",
      why:
        "the rules read English only; the game uses the family's defaults and the words it could read " +
        '(configure a language model for other languages)',
    });
  }
  const text = read.toLowerCase();
  const heroNoun = heroOf(text, phrases);
  const collect = objectsAfter(
    text,
    'collects?|collecting|gathers?|gathering|picks? up|picking up|' +
      'grabs?|grabbing|finds?|finding|saves?|rescues?|eats?|eating',
  );
  if (collect.phrase) phrases.collectibles = collect.phrase;
  const fight = objectsAfter(
    text,
    // "throws shuriken at crows": the things hit, not the things thrown; so before the bare verbs.
    '(?:throws?|throwing|shoots?|shooting|fires?|firing|hurls?|hurling)\\s+[a-z]+\\s+at|' +
      'avoids?|avoiding|dodges?|dodging|fights?|fighting|defeats?|defeating|battles?|shoots?|shooting|' +
      'escapes?(?: from)?|against|stomps?(?: on)?|blasts?|stops?|stopping|survives?|surviving|' +
      '(?:bounces?|bouncing) on|(?:sneaks?|sneaking|swings?|swinging|slips?) past',
  );
  const enemyWords = fight.nouns.filter(
    (n) => n !== heroNoun && !collect.nouns.includes(n) && !['wave', 'time', 'enemy', 'level'].includes(n),
  );
  const namedEnemies = [...text.matchAll(/\b(?:enemies|monsters|foes)\s+(?:are|like|such as)\s+([a-z]+)/g)].map((m) =>
    headNoun(m[1]!),
  );
  const enemies = [...new Set([...namedEnemies, ...enemyWords])].slice(0, 3);
  if (fight.phrase && enemies.length) phrases.enemies = fight.phrase;
  const levels = levelsOf(text, phrases, ignored);
  const timerSeconds = timerOf(text, phrases);
  const lives = livesOf(text, phrases);

  const has = (re: RegExp, key: string): boolean => {
    const m = re.exec(text);
    if (m) phrases[key] = m[0];
    return m !== null;
  };
  const mechanics: Intent['mechanics'] = {
    doubleJump: has(/\bdouble[- ]?jump/, 'doubleJump'),
    dash: has(/\bdash(es|ing)?\b/, 'dash'),
    // "fire and shield cards", "attack cards" name kinds of card, not a way to fight.
    shooting: has(
      new RegExp(
        String.raw`\b(shoot(s|ing)?|fire(?!${CARD_LIST_AFTER})|fires|firing|blasts?|lasers?|bullets?|arrows?|` +
          String.raw`fireballs?|throws?)\b`,
      ),
      'shooting',
    ),
    melee: has(
      new RegExp(
        String.raw`\b(swords?(?!${CARD_LIST_AFTER})|slash(es)?|melee|punch(es)?|kicks?|stomps?|` +
          String.raw`attacks?(?!${CARD_LIST_AFTER})|whacks?|hammer)\b`,
      ),
      'melee',
    ),
    boss: has(/\bboss(es)?\b/, 'boss'),
    timerSeconds,
    lives,
    undo: has(/\bundo\b/, 'undo'),
  };
  const noJump = /\b(no|without|can'?t|cannot|never) (jump|jumping)\b/.exec(text);
  if (noJump && (mechanics.doubleJump || /\bjumps?\b(?!ing)/.test(text.replace(noJump[0], '')))) {
    ignored.push({
      what: `"${noJump[0]}"`,
      why: 'the prompt also asks for jumping; jumping was kept because the rest of the prompt needs it',
    });
  }
  const difficulty = /\b(hard|difficult|challenging|brutal|tough)\b/.test(text)
    ? 'hard'
    : /\b(easy|relaxing|cozy|cosy|gentle|casual|for kids|children|beginner)\b/.test(text)
      ? 'easy'
      : null;
  if (/\b(easy|relaxing|cozy)\b/.test(text) && /\b(hard|brutal|difficult)\b/.test(text)) {
    ignored.push({
      what: 'the wish for an easy game',
      why: 'the prompt asks for both easy and hard; the harder reading was used',
    });
  }

  const theme = [
    ...new Set(
      (text.match(/[a-z][a-z'-]+/g) ?? [])
        // A "word" longer than an asset theme may be (40 characters) is no theme word, only a very long string.
        .filter((w) => w.length > 2 && w.length <= 40 && !STOP.has(w))
        .map((w) => headNoun(w)),
    ),
  ].slice(0, 8);
  return {
    prompt,
    read,
    theme,
    hero: heroNoun,
    enemies,
    collectibles: collect.nouns,
    mechanics,
    levels,
    difficulty,
    ignored,
    phrases,
  };
}

/** The lives the prompt gives the player ("3 lives", "five hearts"). */
function livesOf(text: string, phrases: Record<string, string>): number | null {
  const livesMatch = /\b(\d+|one|two|three|four|five)\s+(lives|hearts|hp|health points)\b/.exec(text);
  const lives = livesMatch ? (numberFrom(livesMatch[1]!) ?? null) : null;
  if (livesMatch) phrases.lives = livesMatch[0];
  return lives;
}

/** The hero's noun ("play as a wizard", "where a frog hops"), with the words it was read from in `phrases.hero`. */
function heroOf(text: string, phrases: Record<string, string>): string | null {
  // "about the solar system" names a topic, not a hero; "about a frog" does.
  const hero =
    /\b(?:play as|you are|you play|as)\s+(?:a|an|the)\s+([a-z]+(?:\s+[a-z]+)?)/.exec(text) ??
    /\b(?:where|in which|when)\s+(?:a|an|the)\s+([a-z]+)\s+[a-z]+s\b/.exec(text) ??
    // "a ninja double jumps": a word that qualifies the verb is not the hero's second name.
    TWO_WORD_HERO.exec(text) ??
    // "where a go-kart races": the first half of a hyphened word is no hero.
    new RegExp(
      String.raw`^(?:a|an)\s+(?:[a-z-]+\s+)?(?:game|platformer|shooter|puzzle|quiz)?\s*(?:about\s+(?:a|an)|` +
        String.raw`(?:with|where)\s+(?:a|an|the))\s+([a-z]+)(?![a-z-])`,
    ).exec(text);
  // "play as a wizard defending…": a following -ing word is what the hero does, not part of its name.
  const heroNoun = hero
    ? headNoun(
        hero[1]!
          .split(/\s+/)
          .filter((w, i) => i === 0 || !/ing$/.test(w))
          .join(' '),
      )
    : null;
  if (hero) phrases.hero = hero[0];
  return heroNoun;
}

/** The level count the prompt asks for ("3 levels"), held to 1 to 6 with what was not used in `ignored`. */
function levelsOf(text: string, phrases: Record<string, string>, ignored: Intent['ignored']): number | null {
  const levelsMatch = new RegExp(
    String.raw`\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a single)\s+(?:short\s+|small\s+|` +
      String.raw`big\s+)?(?:levels?|stages?|worlds?|rounds?|puzzles?)\b`,
  ).exec(text);
  let levels = levelsMatch ? (numberFrom(levelsMatch[1]!.replace('a single', 'single')) ?? null) : null;
  if (levelsMatch) phrases.levels = levelsMatch[0];
  if (levels !== null && (levels < 1 || levels > 6)) {
    ignored.push({
      what: `"${levelsMatch![0]}"`,
      why: `a made game has 1 to 6 levels; using ${Math.min(6, Math.max(1, levels))}`,
    });
    levels = Math.min(6, Math.max(1, levels));
  }
  return levels;
}

/** The time limit in seconds ("a 90 second timer"; 90 s when a timer is asked without a length). */
function timerOf(text: string, phrases: Record<string, string>): number | null {
  const timer = /\b(\d+|one|two|three|five|ten)\s*(?:-\s*)?(seconds?|secs?|minutes?|mins?)\b/.exec(text);
  let timerSeconds: number | null = null;
  if (timer && /\b(time limit|timer|before time|within|in under|countdown|clock|seconds?|minutes?)\b/.test(text)) {
    timerSeconds = (numberFrom(timer[1]!) ?? 60) * (/^min/.test(timer[2]!) ? 60 : 1);
    phrases.timer = timer[0];
  } else if (/\b(time limit|timer|countdown|before time runs out|race against (the )?clock)\b/.test(text)) {
    timerSeconds = 90;
    phrases.timer = /\b(time limit|timer|countdown|before time runs out|race against (the )?clock)\b/.exec(text)![0];
  }
  return timerSeconds;
}
