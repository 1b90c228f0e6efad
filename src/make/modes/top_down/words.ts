// What a top-down prompt names, read into the family's cast: the hero, who the four enemy kinds are (chaser,
// shooter, brute, turret), the boss, the collectible, what the hero shoots, the setting that themes floors, walls,
// obstacles and music, and which sub-modes the prompt asks for (arenas with waves, dungeons won at an exit).
// Whatever the prompt leaves out comes from the setting's usual cast; the design says so in its decisions.
import { hasCharacterTraits, biomeFor, tilesDrawnAs } from '../../../assets/index.ts';
import { NUMBER_WORDS, type Intent } from '../../intent.ts';
import { namedPlace, placeTiles } from '../shared/place.ts';
import { type PromptPhrase, wordEntry } from '../../../shared/index.ts';
import { difficultyWordOf } from '../shared/words.ts';
import { type Setting, SETTINGS, SPECIAL_SETTINGS } from './settings.ts';

export type { Setting } from './settings.ts';

/** The word helpers every family shares, offered with this family's own. */
export { withArticle } from '../shared/words.ts';

/**
 * Words that can never be the hero, though the intent reader may pick them ("where a robot survives" → "survive").
 */
const NOT_A_HERO = new Set(
  (
    'top down top-down arena shooter game level levels wave waves survive survives surviving explore explores ' +
    'exploring blast blasts shoot shoots fight fights ' +
    'move moves moving run runs any direction directions little small tiny big giant brave young old cute ' +
    'hero player character dungeon maze room rooms escape escapes find finds ' +
    'collect collects defeat defeats roam roams drive drives fly flies rainy dark haunted space'
  ).split(' '),
);
/** Terrain and verbs the intent reader may list as enemies or collectibles. */
const NOT_CAST = new Set([
  ...NOT_A_HERO,
  ...(
    'wall walls rock obstacle obstacles trap traps hazard hazards water fire pit pits time enemy enemies ' +
    'monster monsters foe foes wave boss bosses way exit door level stair stairs gate portal ladder path key ' +
    'them it everything everyone'
  ).split(' '),
]);
/**
 * Vehicles and characters that are heroes of top-down games even though the art's character table does not know them.
 */
const TOP_DOWN_HEROES = new Set(
  (
    'spaceship ship starship rocket tank car truck jeep submarine boat plane jet drone robot mech ' +
    'astronaut pilot soldier commando cowboy sheriff explorer ranger hunter archer miner survivor ' +
    'wizard witch mage knight ninja samurai pirate viking warrior hero cat dog fox frog penguin bunny ' +
    'rabbit mouse owl bee dragon ghost'
  ).split(' '),
);
/** Words that end a list of foes after a verb: prepositions, modal verbs, conjunctions that start a clause. */
const CLAUSE_WORDS = new Set(
  (
    'with in on at to for from through across by until before after who that which of into around inside under ' +
    'over so but then while can must will should may as when where room rooms'
  ).split(' '),
);
/** Words in front of a foe that do not name it. */
const ADJECTIVES = new Set(
  'a an the some all many lots of endless angry evil killer giant little tiny deadly hungry enemy space big huge'.split(
    ' ',
  ),
);
/**
 * Creatures that are usually the enemies of a top-down game: never the hero unless the sentence makes them its subject.
 */
const ENEMY_LIKE = new Set(
  (
    'zombie skeleton ghost slime drone asteroid alien goblin orc bat spider rat demon vampire mummy monster ' +
    'invader ghoul troll bug insect robot'
  ).split(' '),
);
/** Plurals the simple rule gets wrong. */
const IRREGULAR: Record<string, string> = {
  wolves: 'wolf',
  elves: 'elf',
  thieves: 'thief',
  dwarves: 'dwarf',
  zombies: 'zombie',
  cookies: 'cookie',
  pixies: 'pixie',
  mice: 'mouse',
  geese: 'goose',
  lice: 'louse',
  ladies: 'lady',
  women: 'woman',
  men: 'man',
  children: 'child',
  goblins: 'goblin',
  ogres: 'ogre',
};
const IE_WORDS = new Set(['zombie', 'cookie', 'pixie', 'goalie', 'rookie', 'brownie', 'genie']);

export function singular(word: string): string {
  const irregular = wordEntry(IRREGULAR, word);
  if (irregular) return irregular;
  if (/ies$/.test(word)) return IE_WORDS.has(word.slice(0, -1)) ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(x|ch|sh|ss|[^o]us)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Plural for labels and sentences ("drone" → "drones", "candy" → "candies"). */
export function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop()!;
  const many = /[^aeiou]y$/.test(last)
    ? `${last.slice(0, -1)}ies`
    : /(s|x|z|ch|sh)$/.test(last)
      ? `${last}es`
      : /^(wolf|elf|thief|dwarf)$/.test(last)
        ? `${last.slice(0, -1)}ves`
        : `${last}s`;
  return [...words, many].join(' ');
}

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface TopDownWords {
  setting: Setting;
  hero: string;
  heroFromPrompt: boolean;
  chaser: string;
  shooter: string;
  brute: string;
  turret: string;
  /** The enemies the prompt names (singular), cleaned of terrain and verbs. */
  namedEnemies: string[];
  enemyPhrase: string | null;
  boss: string;
  collectible: string;
  collectibleFromPrompt: boolean;
  extraCollectibles: string[];
  shot: string;
  /** Which sub-modes the prompt's words ask for. */
  wantsArena: boolean;
  wantsDungeon: boolean;
  arenaPhrase: string | null;
  dungeonPhrase: string | null;
  /** "three waves": waves per arena level, when the prompt says how many. */
  waves: number | null;
  wavesPhrase: string | null;
  /** "any direction", "eight directions", "roams freely". */
  freeMovePhrase: string | null;
  /** "survive for 60 seconds": a timer that ends a level as won rather than lost. */
  survival: boolean;
  difficulty: Difficulty;
  /** The prompt's word for the difficulty ("hard", "relaxing"), when it has one. */
  difficultyWord: string | null;
  /** Theme words for the asset registry: the setting's word first, so art and music follow it. */
  theme: string[];
  /** Collect-and-escape or a timed rescue, when the prompt asks for one (see readObjective). */
  objective: ObjectiveWords | null;
}

/** What a prompt says of a level objective: collect N things and escape before a threat acts, or survive a time
 * until a rescue comes. */
export type ObjectiveWords =
  | {
      kind: 'escape';
      /** The phrase that asked for the escape ("escapes through the mouse hole"). */
      phrase: string;
      /** How many items ("grabs 10 cheese wedges"), when the prompt says. */
      items: number | null;
      /** The items' noun, singular ("cheese wedge"). */
      item: string;
      /** The phrase that named the items and their count. */
      itemsPhrase: string | null;
      /** The exit's noun ("mouse hole"), when the prompt names it. */
      exit: string | null;
      /** The threat's noun ("cat") and the phrase that names it ("before the cat wakes up"). */
      threat: string | null;
      threatPhrase: string | null;
    }
  | {
      kind: 'rescue';
      /** The phrase that asked for the rescue ("until the rescue helicopter lands"). */
      phrase: string;
      /** What comes to the rescue ("rescue helicopter"). */
      vehicle: string;
    };

function settingOf(_intent: Intent, text: string, cast: readonly string[]): Setting {
  const special = SPECIAL_SETTINGS.find((s) => s.words.test(text));
  if (special) return special.setting;
  const words = (text.match(/[a-z]+/g) ?? []).map(singular);
  // Places say more about the setting than the cast: "a robot in a haunted crypt" is spooky, not a city.
  const places = words.filter((w) => !cast.includes(w) && !hasCharacterTraits([w]) && !TOP_DOWN_HEROES.has(w));
  const placed = biomeFor(places);
  if (placed !== 'meadow' || /\b(meadow|field|farm|garden|park|grass)/.test(text)) return SETTINGS[placed];
  const byCast = biomeFor(cast);
  // A top-down game with no place words is most often a dungeon or keep.
  return SETTINGS[byCast === 'meadow' ? 'castle' : byCast];
}

/** A named place the art has a floor for ("in a cornfield") tiles the maps, unless the setting already shows it. */
function withPlaceTiles(setting: Setting, phrases: readonly PromptPhrase[]): Setting {
  const place = namedPlace(phrases);
  const tiles = place && placeTiles(place);
  if (!place || !tiles || tilesDrawnAs(setting.tiles) === tilesDrawnAs(place.name)) return setting;
  return { ...setting, tiles };
}

function heroOf(intent: Intent, text: string, enemies: readonly string[]): string | null {
  const candidate = (w: string) => !NOT_A_HERO.has(w) && !enemies.includes(w) && !intent.collectibles.includes(w);
  // The subject of the sentence: "a robot survives", "you are a wizard", "play as a tank".
  const subject = new RegExp(
    String.raw`\b(?:play as|you are|you play|as|where|in which|when|^)\s*(?:a|an|the)\s+(?:(?:little|small|` +
      String.raw`tiny|brave|young|lone|giant|big|red|blue|green|tiny)\s+)?([a-z]+)\b`,
  ).exec(text);
  if (
    subject &&
    candidate(singular(subject[1]!)) &&
    (TOP_DOWN_HEROES.has(singular(subject[1]!)) || hasCharacterTraits([singular(subject[1]!)]))
  )
    return singular(subject[1]!);
  const words = (text.match(/[a-z]+/g) ?? []).map(singular);
  const known = words.find(
    (w) => candidate(w) && !(ENEMY_LIKE.has(w) && w !== 'robot') && (TOP_DOWN_HEROES.has(w) || hasCharacterTraits([w])),
  );
  if (known) return known;
  if (intent.hero && candidate(intent.hero) && !/(e?s|ing|ed)$/.test(intent.hero)) return intent.hero;
  return null;
}

/** Enemies named as groups ("waves of drones", "hordes of zombies") or as attackers, besides the intent reader's. */
function enemiesOf(intent: Intent, text: string): { names: string[]; phrase: string | null } {
  const names: string[] = [];
  let phrase: string | null = intent.phrases.enemies ?? null;
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(?:waves?|hordes?|swarms?|armies|army|packs?|fleets?|hundreds|dozens|lots|streams?|` +
        'groups?|gangs?|flocks?|crowds?) of (?:(?:angry|evil|alien|killer|giant|little|tiny|deadly|' +
        String.raw`hungry|enemy|space|robot)\s+)?([a-z]+)`,
      'g',
    ),
  )) {
    names.push(singular(m[1]!));
    phrase ??= m[0];
  }
  for (const e of intent.enemies) names.push(singular(e));
  // After a fighting verb, a list of foes ("blasting scorpions and sand golems"): each item up to two words, up to the
  // first word that starts another clause; the last word is the noun ("goblin archers" are goblin archers).
  const verbs = new RegExp(
    String.raw`\b(?:destroy(?:s|ing)?|kill(?:s|ing)?|zap(?:s|ping)?|smash(?:es|ing)?|hunt(?:s|ing)?|` +
      String.raw`battl(?:es?|ing)|fights?|fighting|shoots?|shooting|blasts?|blasting|vs\.?|versus|against|` +
      'fend(?:s|ing)? off|defeats?|defeating|dodg(?:es?|ing)|avoids?|avoiding|' +
      String.raw`escapes? from)\s+([a-z ,]+)`,
    'g',
  );
  for (const m of text.matchAll(verbs)) {
    const items: string[][] = [[]];
    let taken = 0;
    for (const raw of m[1]!.trim().split(/\s+/)) {
      const word = raw.replace(/,$/, '');
      if (CLAUSE_WORDS.has(word)) break;
      taken++;
      if (word === 'and' || word === 'or') items.push([]);
      else if (word && !ADJECTIVES.has(word)) items[items.length - 1]!.push(word);
      if (raw.endsWith(',')) items.push([]);
    }
    let found = false;
    for (const item of items) {
      const kept = item.slice(0, 2);
      if (kept.length === 0) continue;
      const head = singular(kept[kept.length - 1]!);
      if (NOT_CAST.has(head) || NOT_CAST.has(kept[0]!)) continue;
      names.push([...kept.slice(0, -1), head].join(' '));
      found = true;
    }
    if (found)
      phrase ??= m[0]
        .split(/\s+/)
        .slice(0, 1 + taken)
        .join(' ')
        .replace(/[ ,]+(and|or)?$/, '');
  }
  for (const m of text.matchAll(/\b([a-z]+)\s+(?:attack|chase|hunt|swarm)\b/g)) {
    if (!NOT_CAST.has(m[1]!) && !/^(that|who|which|and|the|a|an|to)$/.test(m[1]!)) {
      names.push(singular(m[1]!));
      phrase ??= m[0];
    }
  }
  const unique = [...new Set(names)].filter((n) => n.length > 2 && !NOT_CAST.has(n));
  // "goblin" is already in "goblin archer".
  const clean = unique.filter((n) => !unique.some((o) => o !== n && o.split(' ').includes(n)));
  return { names: clean.slice(0, 3), phrase: clean.length ? phrase : null };
}

/** "a giant boss", "the boss, a dragon", "a dragon boss": the boss's noun, when the prompt names one. */
function bossOf(text: string): string | null {
  const before = new RegExp(
    String.raw`\b(?:a|an|the|final|big|giant|huge|evil)\s+(?:(?:big|giant|huge|evil|final|mighty|` +
      String.raw`scary)\s+)?([a-z]+)\s+boss(?:es)?\b`,
  ).exec(text);
  if (before && !['final', 'big', 'huge', 'evil', 'end', 'level', 'mighty', 'scary', 'a', 'the'].includes(before[1]!))
    return singular(before[1]!);
  const after = new RegExp(
    String.raw`\bboss(?:es)?\s*(?:,|:|-|is|called|named|like)?\s*(?:a|an|the)\s+(?:(?:big|giant|huge|evil|` +
      String.raw`mighty)\s+)?([a-z]+)`,
  ).exec(text);
  if (after) return singular(after[1]!);
  return null;
}

function shotFor(hero: string, setting: Setting, text: string): string {
  if (/\bfireballs?\b/.test(text)) return 'fireball';
  if (/\blasers?\b/.test(text)) return 'laser';
  if (/\barrows?\b/.test(text)) return 'arrow';
  if (/^(robot|android|cyborg|astronaut|spaceship|ship|starship|rocket|drone|mech|jet|plane)$/.test(hero))
    return 'laser';
  if (/^(tank|submarine|boat)$/.test(hero)) return 'shell';
  if (/^(wizard|witch|mage|sorcerer|fairy)$/.test(hero)) return 'magic bolt';
  if (/^(archer|hunter|elf|ranger)$/.test(hero)) return 'arrow';
  if (/^(ninja|samurai)$/.test(hero)) return 'shuriken';
  if (/^(knight|guard|prince|princess|king|queen|warrior|viking)$/.test(hero)) return 'crossbow bolt';
  if (/^(soldier|commando|cowboy|sheriff|pirate|survivor)$/.test(hero)) return 'bullet';
  return setting.shot;
}

const ARENA_WORDS = new RegExp(
  String.raw`\b(arenas?|waves?|survive[sd]?|surviving|survival|hordes?|swarms?|asteroids?|shoot(?:er|` +
    String.raw`'?em up)|bullet hell|twin[- ]stick|hold out|last stand|onslaught|endless)\b`,
);
const DUNGEON_WORDS = new RegExp(
  String.raw`\b(dungeons?|explores?|exploring|exploration|mazes?|labyrinths?|rooms?|crypts?|tombs?|` +
    'catacombs?|exits?|escapes?|stairs|corridors?|halls?|castles?|temples?|ruins|caves?|caverns?|' +
    String.raw`mines?|stations?|ships? interior|find (?:the|a) way)\b`,
);

const COUNT_WORD = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
const COLLECT_VERB =
  '(?:grab(?:s|bing)?|collect(?:s|ing)?|gather(?:s|ing)?|steal(?:s|ing)?|pick(?:s|ing)? up|' +
  'find(?:s|ing)?|snatch(?:es|ing)?|nab(?:s|bing)?|loot(?:s|ing)?)';
/** Words that end a noun phrase in these patterns ("10 cheese wedges in a kitchen"). */
const PHRASE_END = new Set(
  'in on at to from and or then before after while until through with of into by for the a an'.split(' '),
);
/** What a threat does when its countdown runs out ("before the cat wakes up"). */
const THREAT_VERB =
  '(?:wakes?|awakens?|returns?|comes? (?:back|home)|notices?|arrives?|catches?|gets? back|' +
  'spots?|finds?|sees?|hears?|is back)';
/** What comes to a rescue; "the rescue helicopter lands", "until the boat arrives". */
const RESCUE_VEHICLES =
  'helicopter|chopper|boat|ship|plane|truck|shuttle|airship|spaceship|rocket|train|jeep|van|bus|submarine|balloon';

/** The last two of up to three words of a noun phrase at the start of `text` ("golden fish statues" → "fish statues"),
 * stopping at a word that starts another clause. */
function leadingNoun(text: string): string | null {
  const words = leadingWords(text);
  return words.length ? words.slice(-2).join(' ') : null;
}

/** Up to three words at the start of `text`, stopping at a word that starts another clause. */
function leadingWords(text: string): string[] {
  const words: string[] = [];
  for (const w of text.trim().split(/\s+/)) {
    if (PHRASE_END.has(w) || !/^[a-z]+$/.test(w)) break;
    words.push(w);
    if (words.length === 3) break;
  }
  return words;
}

/**
 * The objective a prompt asks for: an escape (an escape verb with things to collect first, or "collect-and-escape"),
 * or a rescue (a time to survive "until the rescue helicopter lands"). Null for every other prompt, so prompts without
 * these words read as before.
 */
export function readObjective(text: string, timerSeconds: number | null): ObjectiveWords | null {
  const rescue =
    new RegExp(
      String.raw`\buntil (?:the |a |an )?((?:rescue |evac(?:uation)? |extraction )?(?:${RESCUE_VEHICLES}))` +
        String.raw`\b[a-z ]{0,12}?\b(?:lands?|arrives?|comes?|gets? there|shows? up)\b`,
    ).exec(text) ?? new RegExp(String.raw`\b(?:rescue|evac(?:uation)?|extraction) (${RESCUE_VEHICLES})\b`).exec(text);
  if (rescue && timerSeconds !== null) {
    const vehicle = /^(?:rescue|evac|extraction)/.test(rescue[1]!) ? rescue[1]! : `rescue ${rescue[1]!}`;
    return { kind: 'rescue', phrase: rescue[0], vehicle: vehicle.replace(/^evac(?:uation)? |^extraction /, 'rescue ') };
  }
  const escaping = /\bescap(?:e|es|ing)\b/.exec(text);
  if (!escaping) return null;
  const items = new RegExp(
    String.raw`\b${COLLECT_VERB}\s+(?:all\s+|the\s+)?${COUNT_WORD}\s+([a-z]+(?: [a-z]+){0,2})`,
  ).exec(text);
  const threat = new RegExp(String.raw`\bbefore (?:the |a |an )?([a-z]+(?: [a-z]+)?) ${THREAT_VERB}\b[a-z ]*`).exec(
    text,
  );
  const named = /\bcollect[- ]and[- ]escape\b/.test(text);
  if (!named && !items && !threat) return null;
  const exitAt = /\bescap(?:e|es|ing) (?:through|via|out of|out through|by|into|to|down|under) (?:the |a |an )?/.exec(
    text,
  );
  const itemNoun = items ? leadingNoun(items[2]!) : null;
  const count = items ? Number(items[1]) || NUMBER_WORDS[items[1]!] || null : null;
  return {
    kind: 'escape',
    phrase: exitAt
      ? `${exitAt[0]}${leadingNoun(text.slice(exitAt.index + exitAt[0].length)) ?? ''}`.trim()
      : escaping[0],
    items: count,
    item: itemNoun ? itemNoun.split(' ').map(singular).join(' ') : '',
    itemsPhrase:
      items && itemNoun
        ? `${items[0].slice(0, items[0].indexOf(items[1]!))}${items[1]} ${leadingWords(items[2]!).join(' ')}`
        : null,
    exit: exitAt ? leadingNoun(text.slice(exitAt.index + exitAt[0].length)) : null,
    threat: threat ? threat[1]!.split(' ').map(singular).join(' ') : null,
    threatPhrase: threat ? threat[0].trim() : null,
  };
}

/** Reads the cast, setting and sub-modes of a top-down game from the prompt's intent. Deterministic. */
export function readTopDownWords(intent: Intent, phrases: readonly PromptPhrase[]): TopDownWords {
  const text = intent.read.toLowerCase();
  const read = enemiesOf(intent, text);
  let enemyPhrase = read.phrase;
  const saidHero = heroOf(intent, text, read.names);
  const enemies = read.names.filter((e) => e !== saidHero);
  // "top-down zombie survival": a creature word with no verb in front of it still names the enemies.
  if (enemies.length === 0) {
    const creature = (text.match(/[a-z]+/g) ?? [])
      .map(singular)
      .find((w) => ENEMY_LIKE.has(w) && w !== saidHero && w !== 'robot');
    if (creature) {
      enemies.push(creature);
      enemyPhrase = (new RegExp(`\\b${creature}\\w*`).exec(text) ?? [creature])[0];
    }
  }
  const setting = withPlaceTiles(settingOf(intent, text, saidHero ? [saidHero, ...enemies] : enemies), phrases);
  const hero = saidHero ?? setting.hero;
  const bossWord = bossOf(text);
  const named = enemies.filter((e) => e !== bossWord);
  const objective = readObjective(text, intent.mechanics.timerSeconds);
  // A rescue vehicle is what comes for the hero, not something it collects.
  const rescueWords = objective?.kind === 'rescue' ? objective.vehicle.split(' ') : [];
  const collectibles = [
    ...(objective?.kind === 'escape' && objective.item ? [objective.item] : []),
    ...intent.collectibles.map(singular),
  ].filter(
    (c, i, all) =>
      !NOT_CAST.has(c) &&
      c !== hero &&
      !named.includes(c) &&
      !rescueWords.includes(c) &&
      !c.split(' ').some((w) => rescueWords.includes(w)) &&
      all.indexOf(c) === i,
  );
  const arena = ARENA_WORDS.exec(text);
  const dungeon = DUNGEON_WORDS.exec(text);
  const wavesMatch = /\b(\d+|one|two|three|four|five|six)\s+(?:big\s+|small\s+)?waves?\b/.exec(text);
  const waves = wavesMatch ? Number(wavesMatch[1]) || NUMBER_WORDS[wavesMatch[1]!] || null : null;
  const freeMove = new RegExp(
    String.raw`\b(any direction|all directions|every direction|eight directions|8[- ]directions?(?:al)?|` +
      String.raw`freely|free(?:ly)? (?:move|roam)|roams?|twin[- ]stick)\b`,
  ).exec(text);
  const survival =
    intent.mechanics.timerSeconds !== null &&
    /\b(survive[sd]?|surviving|survival|hold out|last|stay alive)\b/.test(text);
  const places = (text.match(/[a-z]+/g) ?? [])
    .map(singular)
    .filter((w) => !NOT_A_HERO.has(w) && biomeFor([w]) !== 'meadow');
  const theme = [
    ...new Set([setting.themeWord, hero, ...named, ...(collectibles.length ? [collectibles[0]!] : []), ...places]),
  ].slice(0, 10);
  return {
    setting,
    hero,
    heroFromPrompt: saidHero !== null,
    chaser: named[0] ?? setting.chaser,
    shooter: named[1] ?? setting.shooter,
    brute: named[2] ?? (named[0] && !bossWord ? `giant ${named[0]}` : setting.brute),
    turret: setting.turret,
    namedEnemies: named,
    enemyPhrase: named.length ? enemyPhrase : null,
    boss: bossWord ?? `${named[0] ?? setting.brute} king`,
    collectible: collectibles[0] ?? setting.gem,
    collectibleFromPrompt: collectibles.length > 0,
    extraCollectibles: collectibles.slice(1),
    shot: shotFor(hero, setting, text),
    wantsArena: arena !== null,
    wantsDungeon: dungeon !== null,
    arenaPhrase: arena?.[0] ?? null,
    dungeonPhrase: dungeon?.[0] ?? null,
    waves: waves === null ? null : Math.min(6, Math.max(1, waves)),
    wavesPhrase: wavesMatch?.[0] ?? null,
    freeMovePhrase: freeMove?.[0] ?? null,
    survival,
    difficulty: intent.difficulty ?? 'normal',
    difficultyWord: difficultyWordOf(text),
    theme,
    objective,
  };
}
