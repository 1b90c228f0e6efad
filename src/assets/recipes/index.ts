// The noun vocabulary drawn from parts: every recipe by its name, the words (synonyms, two-word names) that ask for
// it, and finding the noun a description is about. Nouns the older generators already draw as themselves (a fox, a
// key, a crate, a star) are left to them, so games that name none of these nouns keep their exact pixels.
import type { Recipe } from '../parts.ts';
import { lookup } from '../words.ts';
import { ANIMALS } from './animals.ts';
import { BUILDINGS } from './buildings.ts';
import { OBJECTS } from './objects.ts';
import { SPACE } from './space.ts';
import { VEHICLES } from './vehicles.ts';

export const RECIPES: Readonly<Record<string, Recipe>> = {
  ...ANIMALS,
  ...VEHICLES,
  ...OBJECTS,
  ...BUILDINGS,
  ...SPACE,
};

/** Which group each recipe belongs to, for the contact sheet and the report. */
export const RECIPE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  animals: Object.keys(ANIMALS),
  vehicles: Object.keys(VEHICLES),
  objects: Object.keys(OBJECTS),
  buildings: Object.keys(BUILDINGS),
  space: Object.keys(SPACE),
};

/** Other words for a recipe; a recipe's own name (with "_" for a space) always names it too. */
const SYNONYMS: Readonly<Record<string, string>> = {
  octopi: 'octopus',
  squid: 'octopus',
  kraken: 'octopus',
  tortoise: 'turtle',
  mammoth: 'elephant',
  orca: 'whale',
  duckling: 'duck',
  goose: 'duck',
  geese: 'duck',
  porcupine: 'hedgehog',
  skate: 'skateboard',
  auto: 'car',
  taxi: 'car',
  automobile: 'car',
  racecar: 'car',
  lorry: 'truck',
  van: 'truck',
  spaceship: 'rocket',
  starship: 'rocket',
  shuttle: 'rocket',
  ship: 'boat',
  sailboat: 'boat',
  yacht: 'boat',
  sub: 'submarine',
  bike: 'bicycle',
  cycle: 'bicycle',
  locomotive: 'train',
  chopper: 'helicopter',
  plane: 'airplane',
  aeroplane: 'airplane',
  jet: 'airplane',
  trashcan: 'trash can',
  bin: 'trash can',
  dustbin: 'trash can',
  trash_bin: 'trash can',
  garbage_can: 'trash can',
  garbage_bin: 'trash can',
  rubbish_bin: 'trash can',
  lampshade: 'lamp',
  parasol: 'umbrella',
  novel: 'book',
  tome: 'book',
  spellbook: 'book',
  mug: 'cup',
  teacup: 'cup',
  stool: 'chair',
  alarm_clock: 'clock',
  cone: 'traffic cone',
  pylon: 'traffic cone',
  hydrant: 'fire hydrant',
  cottage: 'house',
  hut: 'house',
  cabin: 'house',
  store: 'shop',
  market: 'shop',
  mall: 'shop',
  shopping_mall: 'shop',
  supermarket: 'shop',
  bakery: 'shop',
  palace: 'castle',
  fort: 'castle',
  tepee: 'tent',
  mill: 'windmill',
  tower_block: 'skyscraper',
  meteorite: 'asteroid',
  raptor: 'dinosaur',
  trex: 'dinosaur',
  hen: 'chicken',
  rooster: 'chicken',
  sasquatch: 'yeti',
  bigfoot: 'yeti',
  salmon: 'trout',
  martian: 'alien',
  quadcopter: 'drone',
  air_tank: 'oxygen tank',
  stalagmite: 'stalactite',
  cheese_wedge: 'cheese',
  icicle: 'stalactite',
  statuette: 'idol',
  space_rock: 'asteroid',
  saucer: 'ufo',
  flying_saucer: 'ufo',
};

const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(RECIPES).map((name) => [name.replace(/ /g, '_'), name])),
  ...SYNONYMS,
};

/** Two-word names, joined into one token so "trash can" is not read as "can". */
const PAIRS = new Set(Object.keys(WORDS).filter((w) => w.includes('_')));

/** The words with every known two-word name joined by "_" ("a trash can" → ["a", "trash_can"]). */
export function joinPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]}_${words[i + 1] ?? ''}`;
    const pairSingular = pair.replace(/s$/, '');
    if (i + 1 < words.length && (PAIRS.has(pair) || PAIRS.has(pairSingular))) {
      out.push(PAIRS.has(pair) ? pair : pairSingular);
      i++;
    } else out.push(words[i]!);
  }
  return out;
}

/** The recipe name one word (or joined pair, or its plural) asks for, or undefined. */
export function recipeName(word: string): string | undefined {
  return lookup([word], WORDS);
}
