// What a platformer prompt names, read into the family's cast: the hero, the patrolling and chasing enemies, the boss,
// the collectible, the goal, what the hero throws, and the setting that themes ground, platforms, backdrop and music.
// Whatever the prompt leaves out comes from the setting's usual cast, and the design says so in its decisions.
import { hasCharacterTraits, biomeFor, drawnAs, type BiomeName } from '../../../assets/index.ts';
import type { Intent } from '../../intent.ts';
import { namedPlace, placeBackdrop } from '../shared/place.ts';
import { type PromptPhrase, wordEntry } from '../../../shared/index.ts';

/** The word helpers every family shares, offered with this family's own. */
export { withArticle } from '../shared/words.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface Setting {
  /** A word the asset generator reads as this biome; it leads the registry's theme. */
  themeWord: string;
  hero: string;
  patrol: string;
  chase: string;
  boss: string;
  collectible: string;
  shot: string;
  bossShot: string;
  goal: string;
  ground: string;
  platform: string;
  backdrop: string;
  mood: string;
  /** Place names for level keys and titles, in play order. */
  places: readonly string[];
  bossPlace: string;
}

const SETTINGS: Record<BiomeName, Setting> = {
  meadow: {
    themeWord: 'meadow',
    hero: 'fox',
    patrol: 'slime',
    chase: 'boar',
    boss: 'ogre',
    collectible: 'coin',
    shot: 'fireball',
    bossShot: 'boulder',
    goal: 'flag',
    ground: 'grassy meadow ground',
    platform: 'wooden plank platform',
    backdrop: 'rolling green meadow hills under a blue sky',
    mood: 'cheerful',
    places: ['meadow', 'hills', 'fields', 'orchard', 'valley', 'pasture'],
    bossPlace: 'ogre_den',
  },
  forest: {
    themeWord: 'forest',
    hero: 'fox',
    patrol: 'slime',
    chase: 'wolf',
    boss: 'troll',
    collectible: 'gem',
    shot: 'fireball',
    bossShot: 'boulder',
    goal: 'flag',
    ground: 'mossy forest ground',
    platform: 'wooden log platform',
    backdrop: 'deep forest with tall trees',
    mood: 'adventurous',
    places: ['woods', 'grove', 'thicket', 'glade', 'hollow', 'old_oaks'],
    bossPlace: 'troll_bridge',
  },
  desert: {
    themeWord: 'desert',
    hero: 'explorer',
    patrol: 'scorpion',
    chase: 'snake',
    boss: 'golem',
    collectible: 'coin',
    shot: 'fireball',
    bossShot: 'rock',
    goal: 'flag',
    ground: 'sandy desert ground',
    platform: 'sandstone ledge platform',
    backdrop: 'desert dunes under a hot sky',
    mood: 'adventurous',
    places: ['dunes', 'oasis', 'canyon', 'ruins', 'mesa', 'sandsea'],
    bossPlace: 'sun_temple',
  },
  snow: {
    themeWord: 'snow',
    hero: 'penguin',
    patrol: 'ice slime',
    chase: 'wolf',
    boss: 'frost giant',
    collectible: 'crystal',
    shot: 'snowball',
    bossShot: 'ice rock',
    goal: 'flag',
    ground: 'snowy icy ground',
    platform: 'frozen ice platform',
    backdrop: 'snowy mountains in winter',
    mood: 'calm',
    places: ['snowfield', 'glacier', 'pine_ridge', 'frozen_lake', 'ice_cave', 'summit'],
    bossPlace: 'frost_keep',
  },
  cave: {
    themeWord: 'cave',
    hero: 'miner',
    patrol: 'beetle',
    chase: 'spider',
    boss: 'golem',
    collectible: 'crystal',
    shot: 'fireball',
    bossShot: 'boulder',
    goal: 'flag',
    ground: 'rocky cave ground',
    platform: 'wooden mine plank platform',
    backdrop: 'dark cave with stalactites',
    mood: 'mysterious',
    places: ['tunnels', 'cavern', 'crystal_mine', 'deep_shaft', 'grotto', 'underhall'],
    bossPlace: 'golem_pit',
  },
  space: {
    themeWord: 'space',
    hero: 'astronaut',
    patrol: 'alien blob',
    chase: 'robot drone',
    boss: 'alien overlord',
    collectible: 'star',
    shot: 'laser bolt',
    bossShot: 'plasma orb',
    goal: 'portal',
    ground: 'alien planet rock ground',
    platform: 'metal space platform',
    backdrop: 'starry space over an alien planet',
    mood: 'mysterious',
    places: ['crater', 'moonbase', 'asteroid', 'nebula', 'outpost', 'orbit'],
    bossPlace: 'mothership',
  },
  night: {
    themeWord: 'night',
    hero: 'cat',
    patrol: 'bat',
    chase: 'wolf',
    boss: 'vampire',
    collectible: 'star',
    shot: 'magic orb',
    bossShot: 'dark orb',
    goal: 'flag',
    ground: 'dark grassy ground at night',
    platform: 'wooden plank platform',
    backdrop: 'moonlit hills under a starry night',
    mood: 'calm',
    places: ['moonlit_path', 'starry_hill', 'night_woods', 'owl_tower', 'dark_meadow', 'midnight_road'],
    bossPlace: 'moon_tower',
  },
  ocean: {
    themeWord: 'beach',
    hero: 'pirate',
    patrol: 'crab',
    chase: 'snake',
    boss: 'pirate captain',
    collectible: 'coin',
    shot: 'cannonball',
    bossShot: 'cannonball',
    goal: 'flag',
    ground: 'sandy beach ground',
    platform: 'driftwood plank platform',
    backdrop: 'sunny beach and ocean waves',
    mood: 'cheerful',
    places: ['beach', 'lagoon', 'reef', 'harbour', 'cove', 'island'],
    bossPlace: 'pirate_ship',
  },
  lava: {
    themeWord: 'volcano',
    hero: 'knight',
    patrol: 'fire slime',
    chase: 'imp',
    boss: 'dragon',
    collectible: 'gem',
    shot: 'fireball',
    bossShot: 'fireball',
    goal: 'flag',
    ground: 'volcanic basalt rock ground',
    platform: 'charred stone platform',
    backdrop: 'volcano with rivers of lava',
    mood: 'tense',
    places: ['ashlands', 'magma_falls', 'ember_caves', 'lava_lake', 'obsidian_ridge', 'crater'],
    bossPlace: 'dragon_lair',
  },
  castle: {
    themeWord: 'castle',
    hero: 'knight',
    patrol: 'skeleton',
    chase: 'goblin',
    boss: 'ogre king',
    collectible: 'coin',
    shot: 'fireball',
    bossShot: 'boulder',
    goal: 'flag',
    ground: 'grey castle stone brick ground',
    platform: 'wooden plank platform',
    backdrop: 'medieval castle towers on a hill',
    mood: 'heroic',
    places: ['courtyard', 'ramparts', 'armoury', 'great_hall', 'dungeon', 'tower'],
    bossPlace: 'throne_room',
  },
  city: {
    themeWord: 'city',
    hero: 'robot',
    patrol: 'rat',
    chase: 'robot',
    boss: 'android',
    collectible: 'bolt',
    shot: 'laser bolt',
    bossShot: 'plasma orb',
    goal: 'flag',
    ground: 'concrete city street ground',
    platform: 'steel girder platform',
    backdrop: 'neon city skyline',
    mood: 'tense',
    places: ['streets', 'rooftops', 'subway', 'factory', 'docks', 'skyline'],
    bossPlace: 'tower_top',
  },
  candy: {
    themeWord: 'candy',
    hero: 'bunny',
    patrol: 'jelly',
    chase: 'bee',
    boss: 'candy giant',
    collectible: 'candy',
    shot: 'candy orb',
    bossShot: 'rock candy',
    goal: 'flag',
    ground: 'pink candy and cake ground',
    platform: 'biscuit wafer platform',
    backdrop: 'candy land hills with lollipops',
    mood: 'cheerful',
    places: ['gumdrop_hills', 'cake_valley', 'sugar_lane', 'cocoa_river', 'jelly_fields', 'mint_meadow'],
    bossPlace: 'candy_castle',
  },
  spooky: {
    themeWord: 'haunted',
    hero: 'witch',
    patrol: 'ghost',
    chase: 'zombie',
    boss: 'vampire',
    collectible: 'candy',
    shot: 'magic orb',
    bossShot: 'dark orb',
    goal: 'portal',
    ground: 'dark graveyard earth ground',
    platform: 'old wooden plank platform',
    backdrop: 'haunted graveyard under a purple night',
    mood: 'spooky',
    places: ['graveyard', 'haunted_woods', 'crypt', 'manor', 'bog', 'bell_tower'],
    bossPlace: 'vampire_crypt',
  },
  sky: {
    themeWord: 'sky',
    hero: 'owl',
    patrol: 'bee',
    chase: 'bird',
    boss: 'dragon',
    collectible: 'star',
    shot: 'magic orb',
    bossShot: 'fireball',
    goal: 'flag',
    ground: 'fluffy white cloud ground',
    platform: 'small cloud platform',
    backdrop: 'blue sky with white clouds',
    mood: 'calm',
    places: ['cloudtops', 'sky_bridge', 'windy_peaks', 'rainbow_road', 'sunny_heights', 'storm_front'],
    bossPlace: 'sky_fortress',
  },
};

/** Settings narrower than a biome, chosen by their own words before the biome is read. */
const SPECIAL_SETTINGS: readonly { words: RegExp; biome: BiomeName; setting: Setting }[] = [
  {
    words: /\b(ponds?|swamps?|marsh(es)?|bogs?|lily|lilies)\b/,
    // Drawn as a green forest biome: the sea biome's sand and waves read as a beach, not a pond.
    biome: 'forest',
    setting: {
      themeWord: 'forest',
      hero: 'frog',
      patrol: 'beetle',
      chase: 'snake',
      boss: 'giant toad',
      collectible: 'flower',
      shot: 'water orb',
      bossShot: 'mud ball',
      goal: 'flag',
      ground: 'muddy green pond bank ground',
      platform: 'floating lily pad platform',
      backdrop: 'rainy pond with reeds and lily pads',
      mood: 'calm',
      places: ['reeds', 'lily_pond', 'mudflats', 'willow_bank', 'marsh', 'creek'],
      bossPlace: 'toad_hollow',
    },
  },
];

/** Setting words the asset biomes do not know, read as the nearest biome's word. */
const EXTRA_SETTING_WORDS: Record<string, string> = {
  rainforest: 'jungle',
  lagoon: 'lake',
  lake: 'lake',
  mountain: 'snow',
  mountains: 'snow',
  mine: 'cave',
  mines: 'cave',
  temple: 'desert',
  ruins: 'desert',
  graveyard: 'haunted',
  cemetery: 'haunted',
  crypt: 'haunted',
  volcano: 'volcano',
  lava: 'volcano',
  bakery: 'candy',
  factory: 'city',
  lab: 'city',
  neon: 'city',
  rooftop: 'city',
  rooftops: 'city',
  ship: 'beach',
  pirate: 'beach',
};

/**
 * "finds a golden idol at the end of 5 stages": the thing reached at the end is the goal each level ends on, when the
 * art draws it as a thing (not a person, who would be someone met, not a goal).
 */
function goalOf(text: string): string | null {
  const m =
    /\b(?:finds?|finding|reach(?:es|ing)?|grabs?|claims?)\s+(?:a|an|the)\s+((?:[a-z]+\s+)?[a-z]+)\s+at the end\b/.exec(
      text,
    );
  const drawn = m ? drawnAs(m[1]!) : undefined;
  return m && drawn && !/ character$/.test(drawn) ? m[1]! : null;
}

/** Words that can never be the hero, though the intent reader may pick them ("a robot double jumps" → "double"). */
const NOT_A_HERO = new Set(
  (
    'double triple jump jumps jumping run runs running little small tiny big giant brave young old cute hero boss ' +
    'player character game side scrolling side-scrolling ' +
    'runner platformer level levels collect collects dash dashes shoot shoots fight fights hop hops leap ' +
    'leaps climb climbs explore explores'
  ).split(' '),
);
/**
 * Terrain and verbs the intent reader may list as enemies or collectibles ("avoids wolves and spikes", "collects stars,
 * jumps over gaps").
 */
const NOT_CAST = new Set([
  ...NOT_A_HERO,
  ...(
    'spike spikes lava pit pits gap gaps trap traps hazard hazards obstacle obstacles platform platforms ledge ' +
    'ledges wall walls water fire hole holes cliff cliffs over across'
  ).split(' '),
]);
/** Plurals in -ves that the intent reader cuts to -ve. */
const VES: Record<string, string> = {
  wolve: 'wolf',
  elve: 'elf',
  thieve: 'thief',
  dwarve: 'dwarf',
  calve: 'calf',
  loave: 'loaf',
  knive: 'knife',
  scarve: 'scarf',
  leave: 'leaf',
};
const singular = (w: string) => wordEntry(VES, w) ?? w;

const COLOURS = new Set(
  (
    'red orange yellow gold golden green lime teal cyan blue navy purple violet pink white black grey gray ' +
    'silver brown crimson scarlet'
  ).split(' '),
);

export interface PlatformerWords {
  biome: BiomeName;
  setting: Setting;
  hero: string;
  /** A colour the prompt gave the hero ("a red fox"), for its art. */
  heroColour: string | null;
  heroFromPrompt: boolean;
  patrol: string;
  chase: string;
  enemiesFromPrompt: boolean;
  /** The enemies the prompt names, cleaned of terrain and verbs. */
  namedEnemies: string[];
  boss: string;
  bossFromPrompt: boolean;
  collectible: string;
  collectibleFromPrompt: boolean;
  /** Collectibles named after the first: the family has one kind of coin. */
  extraCollectibles: string[];
  shot: string;
  /** Theme words for the asset registry: the setting's word first, so art and music follow it. */
  theme: string[];
}

/** Plurals the rules below get wrong, and nouns that take none. */
const IRREGULAR: Record<string, string> = {
  fish: 'fish',
  sheep: 'sheep',
  deer: 'deer',
  mouse: 'mice',
  goose: 'geese',
  leaf: 'leaves',
  wolf: 'wolves',
  elf: 'elves',
  thief: 'thieves',
  dwarf: 'dwarves',
  knife: 'knives',
  loaf: 'loaves',
  candy: 'candies',
  person: 'people',
  child: 'children',
  gold: 'gold',
  treasure: 'treasure',
  money: 'money',
  loot: 'loot',
  honey: 'honey',
  cheese: 'cheese',
  corn: 'corn',
};

/** Plural for labels and sentences ("gem" → "gems", "candy" → "candies", "gold" → "gold"). */
export function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words[words.length - 1]!;
  const irregular = wordEntry(IRREGULAR, last);
  if (irregular) return [...words.slice(0, -1), irregular].join(' ');
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

function settingOf(intent: Intent): { biome: BiomeName; setting: Setting; words: string[] } {
  const words = intent.theme.map((w) => wordEntry(EXTRA_SETTING_WORDS, w) ?? w);
  const special = SPECIAL_SETTINGS.find((s) => s.words.test(intent.read.toLowerCase()));
  if (special) return { biome: special.biome, setting: special.setting, words };
  // Places say more about the setting than the cast does: "a robot over lava" is volcanic, not a city.
  const cast = new Set([intent.hero, ...intent.enemies, ...intent.collectibles].filter((w): w is string => w !== null));
  const places = words.filter((w) => !cast.has(w) && !hasCharacterTraits([w]));
  const placed = biomeFor(places);
  const biome = placed === 'meadow' ? biomeFor(words) : placed;
  return { biome, setting: SETTINGS[biome], words };
}

function heroOf(intent: Intent, setting: Setting, boss: string | null): { hero: string; fromPrompt: boolean } {
  const said = intent.hero && !NOT_A_HERO.has(intent.hero) ? intent.hero : null;
  if (said) return { hero: said, fromPrompt: true };
  // The intent reader found no hero (or a verb): the first word that names a character the art knows and is not
  // an enemy, a collectible or the boss.
  const named = intent.theme.find(
    (w) =>
      !NOT_A_HERO.has(w) &&
      hasCharacterTraits([w]) &&
      !intent.enemies.includes(w) &&
      !intent.collectibles.includes(w) &&
      w !== boss,
  );
  if (named) return { hero: named, fromPrompt: true };
  return { hero: setting.hero, fromPrompt: false };
}

/**
 * "defeats the Oni King", "a boss fight against Lord Grimbeard": a boss named with capitals after a verb of fighting,
 * in a prompt that asks for a boss. Its words as written (the HUD shows them), or null.
 */
export function bossNameOf(intent: Intent): string | null {
  if (!intent.mechanics.boss) return null;
  const verbs =
    'defeats?|defeating|beats?|beating|fights?|fighting|faces?|facing|battles?|battling|slays?|slaying|' +
    'against|topples?|versus';
  const name = String.raw`[A-Z][a-z'-]+(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][a-z'-]+){0,3}`;
  const m = new RegExp(String.raw`\b(?:${verbs})\s+(?:the\s+)?(${name})`).exec(intent.read);
  return m ? m[1]! : null;
}

/** "a giant boss", "the boss, a dragon", "a dragon boss": the boss's noun, when the prompt names one. */
function bossOf(intent: Intent): string | null {
  const named = bossNameOf(intent);
  if (named) return named.toLowerCase();
  const text = intent.read.toLowerCase();
  const before = new RegExp(
    String.raw`\b(?:a|an|the|final|big|giant|huge|evil)\s+(?:(?:big|giant|huge|evil|final|mighty|` +
      String.raw`scary)\s+)?([a-z]+)\s+boss(?:es)?\b`,
  ).exec(text);
  if (before && !['final', 'big', 'huge', 'evil', 'end', 'level', 'mighty', 'scary'].includes(before[1]!))
    return before[1]!;
  const after = /\bboss(?:es)?\s*(?:,|:|-|is|called|named|like)?\s*(?:a|an|the)\s+([a-z]+)/.exec(text);
  if (after) return after[1]!;
  return null;
}

function heroColourOf(intent: Intent, hero: string): string | null {
  const m = new RegExp(`\\b([a-z]+)\\s+${hero}\\b`).exec(intent.read.toLowerCase());
  return m && COLOURS.has(m[1]!) ? m[1]! : null;
}

function shotFor(hero: string, setting: Setting): string {
  if (/^(robot|android|cyborg|astronaut|spaceman|soldier|gunner)$/.test(hero)) return 'laser bolt';
  if (/^(wizard|witch|mage|sorcerer|fairy)$/.test(hero)) return 'magic orb';
  if (/^(archer|hunter|elf)$/.test(hero)) return 'arrow';
  if (/^(ninja|samurai)$/.test(hero)) return 'shuriken';
  if (/^(knight|prince|princess|king|queen|warrior|guard)$/.test(hero)) return 'throwing axe';
  return setting.shot;
}

/** Reads the cast and setting of a platformer from the prompt's intent. Deterministic. */
export function readPlatformerWords(intent: Intent, phrases: readonly PromptPhrase[]): PlatformerWords {
  const { biome, setting: usual, words } = settingOf(intent);
  // A place the art draws by name ("on the moon") is the backdrop; the biome still themes ground and platforms.
  const place = namedPlace(phrases);
  const goal = goalOf(intent.read.toLowerCase());
  const setting = {
    ...usual,
    ...(place ? { backdrop: placeBackdrop(place) } : {}),
    ...(goal ? { goal } : {}),
  };
  const bossWord = bossOf(intent);
  const { hero, fromPrompt: heroFromPrompt } = heroOf(intent, setting, bossWord);
  // A named boss ("the Oni King") is the boss, not also an enemy that patrols ("oni").
  const bossWords = new Set(bossWord?.split(' ') ?? []);
  const enemies = intent.enemies
    .map(singular)
    .filter((e) => e !== hero && e !== 'boss' && !NOT_CAST.has(e) && !bossWords.has(e));
  const patrol = enemies[0] ?? setting.patrol;
  // One named enemy stands for both kinds; the chaser is its faster cousin.
  const chase = enemies[1] ?? (enemies[0] ? `fast ${enemies[0]}` : setting.chase);
  const boss = bossWord ?? enemies[2] ?? setting.boss;
  const collectibles = intent.collectibles.map(singular).filter((c) => !NOT_CAST.has(c) && c !== hero);
  const collectible = collectibles[0] ?? setting.collectible;
  const theme = [...new Set([setting.themeWord, ...words.filter((w) => !NOT_A_HERO.has(w)), hero])].slice(0, 10);
  return {
    biome,
    setting,
    hero,
    heroColour: heroColourOf(intent, hero),
    heroFromPrompt,
    patrol,
    chase,
    enemiesFromPrompt: enemies.length > 0,
    namedEnemies: enemies,
    boss,
    bossFromPrompt: bossWord !== null || enemies.length > 2,
    collectible,
    collectibleFromPrompt: collectibles.length > 0,
    extraCollectibles: collectibles.slice(1),
    shot: shotFor(hero, setting),
    theme,
  };
}
