// The tower_defense family's build-and-grow mode, the prompt's side: whether a prompt asks for a city builder or a
// farm, and the words and numbers it gives (the buildings named, the population target, the crop, the farmer, the
// days of the season, a day limit or a money goal).
import { NUMBER_WORDS } from '../../../intent.ts';
import { singularWord as singular } from '../../../singular.ts';
import type { PromptPhrase } from '../../../../shared/index.ts';

export type GrowKind = 'city' | 'farm';

/** A city builder asked for by name, or a town the player builds and grows. */
export const CITY_CUE = new RegExp(
  String.raw`\bcity[- ]builder\b|\btown[- ]builder\b|\bsimcity\b` +
    String.raw`|\b(?:build|grow)(?:s|ing)? (?:a |the |your |up )?(?:town|city)\b`,
);
/** A farming game asked for by name, or crops planted and harvested. */
export const FARM_CUE =
  /\bfarm(?:ing)? (?:sim|game)\b|\bfarming\b|\bharvest moon\b|\bstardew\b|\bplants? (?:\w+ )?(?:crops|seeds)\b/;

/** Which build-and-grow game a prompt asks for, if any (a farm first: "farming sim" is the plainer cue). */
export function asksForGrow(prompt: string): GrowKind | null {
  const text = prompt.toLowerCase();
  if (FARM_CUE.test(text)) return 'farm';
  if (CITY_CUE.test(text)) return 'city';
  return null;
}

export interface NamedBuilding {
  role: 'road' | 'house' | 'shop' | 'park';
  /** The prompt's word for it ("houses"), or null when the mode adds it unasked. */
  phrase: string | null;
}

export interface CityWords {
  kind: 'city';
  buildings: NamedBuilding[];
  target: number;
  targetPhrase: string | null;
  dayLimit: number | null;
  dayLimitPhrase: string | null;
  /** "town" or "city", as the prompt says. */
  place: string;
}

export interface FarmWords {
  kind: 'farm';
  /** The crop, singular ("carrot"), and the prompt's word for it. */
  crop: string;
  cropPhrase: string | null;
  /** Who farms ("girl"), and the prompt's word for it. */
  farmer: string;
  farmerPhrase: string | null;
  days: number;
  daysPhrase: string | null;
  marketPhrase: string | null;
  /** The verbs the prompt names, each a thing the golden path does. */
  verbs: { plant: string | null; water: string | null; harvest: string | null; sell: string | null };
  moneyGoal: number | null;
  moneyGoalPhrase: string | null;
}

export type GrowWords = CityWords | FarmWords;

/** The population target when the prompt names none; the summary says so. */
export const DEFAULT_TARGET = 300;
/** The season when the prompt names no number of days. */
export const DEFAULT_DAYS = 7;

const numberOf = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]);

function daysOf(text: string): { days: number; phrase: string } | null {
  const m = /\b(?:over|in|within|for|across|after|during)\s+(?:a\s+)?(\d+|[a-z]+)\s+days?\b/.exec(text);
  const n = m && numberOf(m[1]!);
  return m && n ? { days: n, phrase: m[0] } : null;
}

export function readCityWords(prompt: string): CityWords {
  const text = prompt.toLowerCase();
  const people = /\b(\d+)\s+(?:people|citizens|residents|inhabitants|villagers|townsfolk)\b/.exec(text);
  const population = /\bpopulation (?:of )?(\d+)\b/.exec(text);
  const target = people ? Number(people[1]) : population ? Number(population[1]) : null;
  const said = (re: RegExp): string | null => re.exec(text)?.[0] ?? null;
  const limit = daysOf(text);
  return {
    kind: 'city',
    buildings: [
      { role: 'road', phrase: said(/\broads?\b|\bstreets?\b/) },
      { role: 'house', phrase: said(/\bhouses?\b|\bhomes?\b|\bcottages?\b/) },
      { role: 'shop', phrase: said(/\bshops?\b|\bstores?\b|\bmarkets?\b/) },
      { role: 'park', phrase: said(/\bparks?\b|\bgardens?\b/) },
    ],
    target: target && target > 0 ? target : DEFAULT_TARGET,
    targetPhrase: people?.[0] ?? population?.[0] ?? null,
    dayLimit: limit?.days ?? null,
    dayLimitPhrase: limit?.phrase ?? null,
    place: /\bcity\b/.test(text.replace(/\bcity[- ]builder\b/, '')) ? 'city' : 'town',
  };
}

const PEOPLE = /\b(girl|boy|farmer|woman|man|kid|child|lady|granny|grandpa|grandma|villager)\b/;

export function readFarmWords(prompt: string, phrases: readonly PromptPhrase[]): FarmWords {
  const text = prompt.toLowerCase();
  const planted = /\bplant(?:s|ing)?\s+(?:some\s+|the\s+|rows of\s+)?([a-z]+)/.exec(text);
  const cropWord = planted && !/^(crops?|seeds?|them|it)$/.test(planted[1]!) ? planted[1]! : null;
  const grown = cropWord ?? /\bgrow(?:s|ing)?\s+([a-z]+)/.exec(text)?.[1] ?? null;
  const hero = phrases.find((p) => p.kind === 'character');
  const person = PEOPLE.exec(text);
  const days = daysOf(text);
  const goal = /\b(\d+)\s+(?:gold|coins|dollars|money)\b/.exec(text);
  const verb = (re: RegExp): string | null => re.exec(text)?.[0] ?? null;
  return {
    kind: 'farm',
    crop: grown ? singular(grown) : 'carrot',
    cropPhrase: grown,
    farmer: hero?.head ?? person?.[1] ?? 'farmer',
    farmerPhrase: hero?.text ?? person?.[0] ?? null,
    days: days?.days ?? DEFAULT_DAYS,
    daysPhrase: days?.phrase ?? null,
    marketPhrase: verb(/\bmarket\b/),
    verbs: {
      plant: verb(/\bplant(?:s|ing)?\b/),
      water: verb(/\bwater(?:s|ing)?\b/),
      harvest: verb(/\bharvest(?:s|ing)?\b/),
      sell: verb(/\bsell(?:s|ing)?\b/),
    },
    moneyGoal: goal ? Number(goal[1]) : null,
    moneyGoalPhrase: goal?.[0] ?? null,
  };
}

export function readGrowWords(prompt: string, kind: GrowKind, phrases: readonly PromptPhrase[]): GrowWords {
  return kind === 'city' ? readCityWords(prompt) : readFarmWords(prompt, phrases);
}
