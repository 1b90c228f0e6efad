// What a tower-defense prompt says beyond the shared intent: who attacks ("waves of slimes", "from bugs", "vs
// zombies"), what is defended ("reaching the castle", "defend the garden"), what defends it ("laser turrets and
// cannons", "with cats", "plants vs ..."), the setting the map and art are coloured with, and a wave count. Rules only:
// the same prompt always reads the same way, and every field says whether the prompt chose it.
import { NUMBER_WORDS, type Intent } from '../../../intent.ts';
import { difficultyWordOf } from '../../shared/words.ts';
import { GENERIC } from './generic.ts';
import { wordEntry } from '../../../../shared/index.ts';

export type TowerStyle = 'fantasy' | 'scifi' | 'garden' | 'plants';

export interface SettingWords {
  name: string;
  /** Default attackers: average, fast, tank. */
  enemies: readonly [string, string, string];
  base: string;
  style: TowerStyle;
  /** Map colours: ground, ground (checkered), path, path edge, plot, scenery. */
  colours: { ground: string; groundAlt: string; path: string; pathEdge: string; plot: string; scenery: string };
  /** Words for the art's theme and the music's description. */
  place: string;
}

/** A tower type the prompt named ("laser turrets" → modifier "laser", head "turret"). */
export interface NamedTower {
  phrase: string;
  modifier: string | null;
  head: string;
}

export interface TdWords {
  setting: SettingWords;
  /** Attackers the prompt named (singular noun phrases, at most three), with the phrase that named them. */
  enemies: string[];
  enemyPhrase: string | null;
  /** What is defended, and the phrase that said so. */
  base: string;
  basePhrase: string | null;
  /** Tower types the prompt named, in order. */
  towers: NamedTower[];
  /** A living defender ("with cats", "plants vs ...", the hero), when the prompt gave one. */
  defender: string | null;
  defenderPhrase: string | null;
  /** "5 waves" per level, when asked. */
  waves: number | null;
  wavesPhrase: string | null;
  /** "upgrade" was asked for. */
  upgradePhrase: string | null;
  difficultyWord: string | null;
  /** The route when the prompt names it ("a winding lane", "the docking corridor"): drawn with its name. */
  lane: LaneWords | null;
  /** A second currency the player picks up on the map ("collect gems dropped on the map to buy laser towers"). */
  currency: CurrencyWords | null;
  /** A boss the prompt names ("the troll boss"), and the wave it comes in ("in wave 10"). */
  boss: BossWords | null;
}

export interface LaneWords {
  /** The lane's name as drawn ("winding lane", "docking corridor"). */
  name: string;
  phrase: string;
  /** "winding", "twisting", "zigzag": the route turns more. */
  winding: boolean;
}

export interface CurrencyWords {
  /** Singular ("gem") and plural ("gems") as the prompt says them. */
  name: string;
  plural: string;
  phrase: string;
  /** What it buys, when the prompt says ("to buy laser towers"): a tower phrase of `towers`. */
  buys: NamedTower | null;
}

export interface BossWords {
  /** Who the boss is ("troll", "necromancer"), or null for a plain "a boss". */
  name: string | null;
  phrase: string;
  /** 1-based wave of the last level it comes in, when the prompt says ("in wave 10"). */
  wave: number | null;
  wavePhrase: string | null;
}

const FANTASY_COLOURS = {
  ground: '#2f6b3a',
  groundAlt: '#347540',
  path: '#c9a36b',
  pathEdge: '#7a5a3a',
  plot: '#5f574f',
  scenery: '#1e4a28',
};

// The first setting whose words appear wins; the last one is the default.
const SETTINGS: readonly (SettingWords & { words: RegExp })[] = [
  {
    name: 'space',
    words: new RegExp(
      String.raw`\b(space|aliens?|robots?|lasers?|sci-?fi|galax\w*|planets?|moon|mars|station|cyber\w*|` +
        String.raw`mechs?|drones?|ufos?|starships?|asteroids?)\b`,
    ),
    enemies: ['robot', 'alien bug', 'heavy robot'],
    base: 'reactor core',
    style: 'scifi',
    place: 'space station',
    colours: {
      ground: '#23263a',
      groundAlt: '#282c42',
      path: '#6c7a96',
      pathEdge: '#3b4460',
      plot: '#4b5270',
      scenery: '#161827',
    },
  },
  {
    name: 'haunted',
    words: /\b(zomb\w*|undead|graveyard|haunted|ghosts?|skeletons?|halloween|vampires?|spooky|crypt)\b/,
    enemies: ['zombie', 'ghost', 'skeleton'],
    base: 'house',
    style: 'fantasy',
    place: 'haunted graveyard',
    colours: {
      ground: '#2c3a2e',
      groundAlt: '#314133',
      path: '#7a6b5a',
      pathEdge: '#3d342b',
      plot: '#4f4a44',
      scenery: '#18221a',
    },
  },
  {
    name: 'garden',
    words: new RegExp(
      String.raw`\b(gardens?|plants?|flowers?|bugs?|insects?|pests?|lawn|backyard|vegetables?|greenhouse|` +
        String.raw`ants?|aphids?|caterpillars?|snails?)\b`,
    ),
    enemies: ['bug', 'wasp', 'beetle'],
    base: 'garden',
    style: 'garden',
    place: 'sunny garden',
    colours: {
      ground: '#3f8a3c',
      groundAlt: '#479645',
      path: '#8a6a45',
      pathEdge: '#5b4430',
      plot: '#6b5a45',
      scenery: '#2a5e2a',
    },
  },
  {
    name: 'snow',
    words: /\b(snow\w*|ice|icy|winter|arctic|frozen|penguins?|yetis?|polar|glaciers?)\b/,
    enemies: ['penguin', 'ice bat', 'ice slime'],
    base: 'igloo',
    style: 'fantasy',
    place: 'snowy valley',
    colours: {
      ground: '#dfe8f1',
      groundAlt: '#e7eef6',
      path: '#9aaec2',
      pathEdge: '#60768c',
      plot: '#8193a8',
      scenery: '#3e6b5a',
    },
  },
  {
    name: 'desert',
    words: /\b(deserts?|sand\w*|pyramids?|egypt\w*|mumm(?:y|ies)|scorpions?|cact\w*|dunes?|oasis)\b/,
    enemies: ['scorpion', 'snake', 'mummy'],
    base: 'oasis',
    style: 'fantasy',
    place: 'desert dunes',
    colours: {
      ground: '#c9a45f',
      groundAlt: '#d1ac68',
      path: '#ecd9a6',
      pathEdge: '#9a7a45',
      plot: '#a88f63',
      scenery: '#5f7d3b',
    },
  },
  {
    name: 'sea',
    words: /\b(pirates?|seas?|ocean|beach\w*|islands?|crabs?|harbou?r|shore|coast)\b/,
    enemies: ['crab', 'flying fish', 'pirate'],
    base: 'lighthouse',
    style: 'fantasy',
    place: 'sandy island',
    colours: {
      ground: '#d9c58e',
      groundAlt: '#e0cd97',
      path: '#b59462',
      pathEdge: '#7a5f3a',
      plot: '#8c7a5c',
      scenery: '#3f7f5a',
    },
  },
  {
    name: 'volcano',
    words: /\b(lava|volcan\w*|fire|demons?|hell|inferno|dragons?|imps?|magma)\b/,
    enemies: ['imp', 'fire bat', 'demon'],
    base: 'fortress',
    style: 'fantasy',
    place: 'volcanic ash fields',
    colours: {
      ground: '#3a2622',
      groundAlt: '#422b26',
      path: '#9c4a2c',
      pathEdge: '#5e2a1a',
      plot: '#5a4038',
      scenery: '#20130f',
    },
  },
  {
    name: 'kingdom',
    words: /$^/,
    enemies: ['slime', 'wasp', 'beetle'],
    base: 'gate',
    style: 'fantasy',
    place: 'green meadow',
    colours: FANTASY_COLOURS,
  },
];

/** Words that name a tower type on their own or as the head of a phrase. */
const TOWER_HEADS = new RegExp(
  '^(towers?|turrets?|cannons?|catapults?|ballistas?|ballistae|mortars?|coils?|launchers?|' +
    'blasters?|guns?|shooters?|sprayers?|spires?|archers?)$',
);

export function singular(word: string): string {
  if (/(ss|us|is)$/.test(word)) return word;
  if (/[^o]uses$/.test(word)) return word.slice(0, -2);
  if (word === 'zombies') return 'zombie';
  if (word === 'mummies') return 'mummy';
  if (word === 'ballistae') return 'ballista';
  if (word === 'knives') return 'knife';
  if (word === 'wolves') return 'wolf';
  if (word === 'mice') return 'mouse';
  if (word === 'geese') return 'goose';
  if (word === 'men') return 'man';
  if (word === 'elves') return 'elf';
  if (word === 'dwarves') return 'dwarf';
  if (word === 'cacti') return 'cactus';
  if (word === 'children') return 'child';
  if (word === 'people') return 'person';
  return word
    .replace(/ies$/, 'y')
    .replace(/(xes|ches|shes|sses|zes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');
}

const IRREGULAR: Record<string, string> = {
  mouse: 'mice',
  goose: 'geese',
  wolf: 'wolves',
  knife: 'knives',
  elf: 'elves',
  dwarf: 'dwarves',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  octopus: 'octopuses',
  cactus: 'cacti',
  child: 'children',
  person: 'people',
};

/** English plural of a noun phrase (its last word changes). */
export function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words[words.length - 1]!;
  const irregular = wordEntry(IRREGULAR, last);
  if (irregular) return [...words.slice(0, -1), irregular].join(' ');
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (noun.endsWith('man')) return `${noun.slice(0, -3)}men`;
  return `${noun}s`;
}

/**
 * The singular noun phrase of up to two content words at the start of `text` (leading articles and "waves of"
 * skipped), and the text it was read from; null when there is none.
 */
function nounPhraseAt(text: string, allow: ReadonlySet<string> = new Set()): { noun: string; read: string } | null {
  const words: string[] = [];
  const raws = text.split(/[^a-z'-]+/).filter(Boolean);
  let used = 0;
  for (const raw of raws) {
    if (
      words.length === 0 &&
      new RegExp(
        '^(the|a|an|your|our|my|their|some|many|evil|angry|hungry|giant|little|tiny|endless|wave|' +
          'waves|of|lots|hordes?|swarms?|armies|army)$',
      ).test(raw)
    ) {
      used++;
      continue;
    }
    if ((GENERIC.has(raw) && !allow.has(raw)) || /ing$/.test(raw) || raw.length < 3) break;
    words.push(raw);
    used++;
    if (words.length === 2) break;
  }
  if (words.length === 0) return null;
  words[words.length - 1] = singular(words[words.length - 1]!);
  return { noun: words.join(' '), read: raws.slice(0, used).join(' ') };
}

const ENEMY_CUES: readonly RegExp[] = [
  /\b(?:waves?|hordes?|swarms?|armies|army|packs?|streams?) of ([a-z' -]+)/g,
  new RegExp(
    String.raw`\b(?:stop|stops|stopping|against|fights?|fighting|repels?|repelling|kills?|killing|` +
      String.raw`defeats?|defeating|vs\.?|versus|blasts?|shoots?|zaps?|destroys?) (?:the |all the |` +
      "all |every )?([a-z' -]+)",
    'g',
  ),
  new RegExp(
    String.raw`\b(?:defend|defends|defending|protect|protects|protecting|guard|guards|guarding|save|saves|` +
      String.raw`saving|shield|shields)\b[a-z ]*? from (?:the )?([a-z' -]+)`,
    'g',
  ),
  /\bkeep (?:the )?([a-z' -]+?) (?:out|away)\b/g,
];
const ENEMY_SUBJECT =
  /\b([a-z]+(?: [a-z]+)?) (?:attack|attacks|invade|invades|march|marches|swarm|swarms|come|comes|raid|raids)\b/g;
const BASE_CUE = new RegExp(
  String.raw`\b(?:defend|defends|defending|protect|protects|protecting|guard|guards|guarding|save|saves|` +
    'saving|reaching|reach|reaches|get into|getting into|invade|invading|destroy|destroying|attack|' +
    'attacking|eat|eats|eating|(?:lane|path|road|trail|route|corridor) to) ' +
    '(?:the |your |our |my |a |their )?([a-z]+(?: [a-z]+)?)',
  'g',
);
const BASE_WORDS = new RegExp(
  '^(castle|base|core|village|town|city|kingdom|garden|house|home|farm|fortress|fort|gate|tower|' +
    'hive|nest|tree|camp|station|ship|planet|temple|palace|cottage|barn|lighthouse|igloo|oasis|' +
    'wall|walls|bridge|reactor|shrine|library|school|bakery|cake|treasure|vault|crystal|throne|' +
    'city hall|mushroom|pond|field|orchard|meadow|colony|bunker|lab|laboratory|hq|headquarters|den|' +
    'burrow|cheese|kitchen|carrot patch|vegetable patch|harbou?r|port|docks?|outpost|citadel|keep|stronghold|' +
    'hamlet|settlement|sanctuary)$',
);

const TOWER_PHRASE = new RegExp(
  String.raw`\b(?:([a-z]+)\s+)?(towers?|turrets?|cannons?|catapults?|ballistas?|ballistae|mortars?|coils?|` +
    String.raw`launchers?|blasters?|guns?|shooters?|sprayers?|spires?)\b`,
  'g',
);
const NOT_TOWER_MODIFIER = new RegExp(
  '^(the|a|an|of|and|or|with|build|builds|building|place|places|placing|your|our|my|some|many|' +
    String.raw`more|different|three|two|four|defense|defence|upgrad\w*|using|use|uses|own|by|to|in|on|from|` +
    'cute|big|small|tiny|little|new|great|strong|powerful|magic-less|plant|placed|buy|buys|buying)$',
);

/**
 * A living defender after "with" ("plants vs zombies with cats"): a single noun that is not a tower, a feature or a
 * number.
 */
const WITH_DEFENDER = /\bwith (?:an? |the |some |many |cute |brave |little )?([a-z]+)\b/g;
const NOT_DEFENDER = new RegExp(
  '^(towers?|turrets?|cannons?|waves?|levels?|stages?|bosses|boss|upgrades?|gold|coins?|money|' +
    'lives|life|hearts?|lasers?|traps?|magic|music|sound|graphics|maps?|paths?|lots|many|more|hard|' +
    'easy|difficult|different|no|only|just|one|two|three|four|five|six|seven|eight|nine|ten|timer|' +
    'time|limit|fast|slow|speed|score|points|friends|style|pixel|pixels|art|retro|physics|gravity|' +
    String.raw`mouse|keyboard|clicks?|cards?|\d+)$`,
);

/** Noun phrases captured by `res` (group 1), in the order they appear, each with the prompt phrase up to its noun. */
function firstMatches(
  text: string,
  res: readonly RegExp[],
  allow?: ReadonlySet<string>,
): { phrase: string; noun: string }[] {
  const out: { at: number; phrase: string; noun: string }[] = [];
  for (const re of res) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const found = nounPhraseAt(m[1]!, allow);
      const lead = m[0].slice(0, m[0].length - m[1]!.length);
      if (found) out.push({ at: m.index, phrase: `${lead}${found.read}`.trim(), noun: found.noun });
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ phrase, noun }) => ({ phrase, noun }));
}

function isTowerPhrase(noun: string): boolean {
  return noun.split(' ').some((w) => TOWER_HEADS.test(w));
}

/** A singular lane word with the word before it ("winding lane", "docking corridor"); plural routes are not named. */
const LANE = /\b(?:([a-z-]+) )?(lane|road|trail|route|corridor|path)\b(?!s)/g;
const NOT_LANE_MODIFIER = new RegExp(
  '^(the|a|an|one|single|same|its|their|your|our|my|this|that|along|down|on|follow|follows|following|walk|walks|' +
    'up|through|of|to|and|with|enemy|enemies)$',
);
const WINDING = /^(winding|twisting|twisty|zig-?zag\w*|serpentine|meandering|curvy|snaking)$/;

function laneOf(text: string): LaneWords | null {
  for (const m of text.matchAll(LANE)) {
    const modifier = m[1] && !NOT_LANE_MODIFIER.test(m[1]) && !GENERIC.has(m[1]) ? m[1] : null;
    // "the path" alone is the genre's own route, not a name.
    if (!modifier) continue;
    return { name: `${modifier} ${m[2]}`, phrase: m[0], winding: WINDING.test(modifier) };
  }
  return null;
}

const CURRENCY = new RegExp(
  String.raw`\b(?:collect|collects|collecting|gather|gathers|gathering|pick up|picks up|picking up|grab|grabs|` +
    String.raw`grabbing) (?:the |some |shiny )?([a-z]+)\b([^,.;]*)`,
);
/** Gold is the family's own currency already. */
const NOT_CURRENCY = /^(gold|coins?|money|cash|towers?|turrets?|points?|lives|hearts?|power-?ups?|upgrades?)$/;

function currencyOf(text: string, towers: readonly NamedTower[]): CurrencyWords | null {
  const m = CURRENCY.exec(text);
  if (!m || NOT_CURRENCY.test(m[1]!)) return null;
  const rest = m[2]!;
  const buy = /\bto (?:buy|build|afford|pay for|unlock|get) (?:more )?([a-z -]+)/.exec(rest);
  // A pickup is the family's currency only when it lies on the map or pays for something.
  if (!buy && !/\b(?:dropped|drop|drops|fall|falls|lying|left|scattered)\b/.test(rest)) return null;
  const buys = buy ? (towers.find((t) => buy[1]!.startsWith(t.phrase) || buy[1]!.includes(t.phrase)) ?? null) : null;
  const plural = m[1]!;
  return { name: singular(plural), plural, phrase: `${m[0].slice(0, m[0].length - rest.length)}`.trim(), buys };
}

const BOSS = /\b(?:an? |the )?((?:[a-z]+ )?[a-z]+) boss\b/;
const NOT_BOSS_NAME = new RegExp(
  '^(a|an|the|final|big|last|huge|giant|epic|mega|mini|tough|strong|scary|evil|end|level|one|and|with|of|' +
    'survive|defeat|beat|fight|against)$',
);
const BOSS_WAVE = /\b(?:in|on|at|during|by|until) (?:the )?wave (\d+|three|four|five|six|seven|eight|nine|ten)\b/;

function bossOf(text: string, intent: Intent): BossWords | null {
  if (!intent.mechanics.boss) return null;
  const m = BOSS.exec(text);
  const words = m ? m[1]!.split(' ').filter((w) => !NOT_BOSS_NAME.test(w) && !GENERIC.has(w)) : [];
  const wave = BOSS_WAVE.exec(text);
  const n = wave ? (/^\d+$/.test(wave[1]!) ? Number(wave[1]) : NUMBER_WORDS[wave[1]!]!) : null;
  return {
    name: words.length ? words.join(' ') : null,
    phrase: m ? m[0].trim() : (intent.phrases.boss ?? 'boss'),
    wave: n,
    wavePhrase: wave ? wave[0] : null,
  };
}

/** Reads a prompt for the tower-defense family. */
export function readTdWords(intent: Intent): TdWords {
  const text = intent.read.toLowerCase();
  const setting = SETTINGS.find((s) => s.words.test(text)) ?? SETTINGS[SETTINGS.length - 1]!;

  // Towers first, so their words are not read as enemies or defenders.
  const towers: NamedTower[] = [];
  for (const m of text.matchAll(TOWER_PHRASE)) {
    const modifier = m[1] && !NOT_TOWER_MODIFIER.test(m[1]) && !GENERIC.has(m[1]) ? m[1] : null;
    const head = singular(m[2]!);
    // "towers" alone only says the genre; "cannons" alone names a kind.
    if (!modifier && (head === 'tower' || head === 'turret' || head === 'gun' || head === 'shooter')) continue;
    if (/^tower defen[cs]e/.test(text.slice(m.index + (m[1] ? m[1].length + 1 : 0)))) continue;
    const phrase = modifier ? m[0] : m[2]!;
    if (!towers.some((t) => t.modifier === modifier && t.head === head)) towers.push({ phrase, modifier, head });
  }

  // "plants vs zombies": the side before "vs" defends, the side after attacks.
  const versus = /\b([a-z]+)\s+(?:vs\.?|versus)\s+([a-z]+)\b/.exec(text);
  let defender: string | null = null;
  let defenderPhrase: string | null = null;
  if (versus && !GENERIC.has(versus[1]!) && !TOWER_HEADS.test(versus[1]!)) {
    defender = singular(versus[1]!);
    defenderPhrase = versus[0];
  }
  for (const m of text.matchAll(WITH_DEFENDER)) {
    const word = m[1]!;
    if (NOT_DEFENDER.test(word) || GENERIC.has(word) || TOWER_HEADS.test(word)) continue;
    // "with laser turrets" names a tower, read above.
    if (towers.some((t) => m[0].includes(t.phrase) || t.modifier === word)) continue;
    defender = singular(word);
    defenderPhrase = m[0];
    break;
  }
  // "cats protect the bakery": the subject of protecting defends.
  const subject = /\b([a-z]+) (?:protect|protects|defend|defends|guard|guards)\b/.exec(text);
  if (
    !defender &&
    subject &&
    !GENERIC.has(subject[1]!) &&
    !TOWER_HEADS.test(subject[1]!) &&
    !/^(you|we|i|who|that|which|player|players|must|to|will|can|and)$/.test(subject[1]!) &&
    /s$/.test(subject[1]!)
  ) {
    defender = singular(subject[1]!);
    defenderPhrase = subject[0];
  }
  // The intent's hero reader can take a verb for the noun ("play as a wizard defending" → "defending").
  const hero = /\b(?:play as|you are|you play as|as) (?:a|an|the) ([a-z]+)\b/.exec(text);
  if (!defender && hero && !GENERIC.has(hero[1]!) && !TOWER_HEADS.test(hero[1]!) && !/ing$/.test(hero[1]!)) {
    defender = singular(hero[1]!);
    defenderPhrase = hero[0];
  }

  const base = firstMatches(text, [BASE_CUE], new Set(['tower'])).find(
    (b) => BASE_WORDS.test(b.noun) || BASE_WORDS.test(b.noun.split(' ').pop() ?? ''),
  );

  const found = firstMatches(text, ENEMY_CUES);
  for (const m of text.matchAll(ENEMY_SUBJECT)) {
    const noun = nounPhraseAt(m[1]!)?.noun;
    if (noun) found.push({ phrase: m[0], noun });
  }
  const enemies: string[] = [];
  let enemyPhrase: string | null = null;
  // A named boss is not one of the ordinary attackers ("survive the troll boss").
  const boss = bossOf(text, intent);
  const skip = new Set(
    [defender, base?.noun, boss?.name, ...towers.map((t) => singular(t.head))].filter((w): w is string => !!w),
  );
  for (const { phrase, noun } of found) {
    if (skip.has(noun) || isTowerPhrase(noun) || BASE_WORDS.test(noun) || enemies.includes(noun)) continue;
    enemies.push(noun);
    enemyPhrase ??= phrase;
  }
  for (const noun of intent.enemies) {
    if (
      !skip.has(noun) &&
      !enemies.some((e) => e.split(' ').includes(noun)) &&
      !BASE_WORDS.test(noun) &&
      !GENERIC.has(noun) &&
      !isTowerPhrase(noun)
    ) {
      enemies.push(noun);
      enemyPhrase ??= intent.phrases.enemies ?? noun;
    }
  }

  const wavesMatch = /\b(\d+|three|four|five|six|seven|eight|nine|ten)\s+waves?\b/.exec(text);
  const waves = wavesMatch
    ? /^\d+$/.test(wavesMatch[1]!)
      ? Number(wavesMatch[1])
      : NUMBER_WORDS[wavesMatch[1]!]!
    : null;
  const upgrade = /\bupgrad\w*/.exec(text);
  const difficultyWord = difficultyWordOf(text);

  return {
    setting,
    enemies: enemies.slice(0, 3),
    enemyPhrase,
    base: base?.noun ?? setting.base,
    basePhrase: base?.phrase ?? null,
    towers: towers.slice(0, 4),
    defender,
    defenderPhrase,
    waves,
    wavesPhrase: wavesMatch?.[0] ?? null,
    upgradePhrase: upgrade?.[0] ?? null,
    difficultyWord,
    lane: laneOf(text),
    currency: currencyOf(text, towers),
    boss,
  };
}
