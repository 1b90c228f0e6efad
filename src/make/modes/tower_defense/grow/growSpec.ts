// The build-and-grow mode's numbers: a city or farm spec from the prompt's words, a seeded map and the difficulty,
// proved by the planner (the farm's money goal is set from what the planner's own season earns).
import type { Random } from '../../../../assets/index.ts';
import type {
  CityBuilding,
  CitySpec,
  FarmSpec,
  GrowSpec,
} from '../../../../../templates/tower_defense/src/family/modes/grow/growRules.ts';
import { cityMap, farmMap, planGrow, type Planned } from './growPlan.ts';
import type { CityWords, FarmWords, GrowWords } from './words.ts';

export type GrowDifficulty = 'easy' | 'normal' | 'hard';

const capital = (text: string): string => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const plural = (noun: string): string => (/(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

const CITY_BUILDINGS: Record<CityBuilding['role'], Omit<CityBuilding, 'role'>> = {
  road: { id: 'road', name: 'Road', cost: 10 },
  house: { id: 'house', name: 'House', cost: 40 },
  shop: { id: 'shop', name: 'Shop', cost: 60 },
  park: { id: 'park', name: 'Park', cost: 50 },
};

/** Houses the planner's layout fills before the target: it sizes a house so about this many hold the town. */
const HOUSES_FOR_TARGET = 24;

export function citySpecFor(words: CityWords, difficulty: GrowDifficulty, random: Random): CitySpec {
  const roles = words.buildings.filter((b) => b.phrase !== null || b.role === 'road' || b.role === 'house');
  const houseCapacity = Math.max(10, Math.ceil(words.target / HOUSES_FOR_TARGET / 5) * 5);
  return {
    kind: 'city',
    map: cityMap(random),
    buildings: roles.map((b) => ({ role: b.role, ...CITY_BUILDINGS[b.role] })),
    startMoney: { easy: 300, normal: 240, hard: 200 }[difficulty],
    dayMs: 2000,
    target: words.target,
    dayLimit: words.dayLimit,
    houseCapacity,
    houseGrowth: Math.max(2, Math.round(houseCapacity / 4)),
    parkBonus: Math.round(houseCapacity / 2),
    // A town of a few hundred pays for a house a day or two; larger targets pay less per head.
    taxPerPerson: Math.max(0.1, Math.min(1, 250 / words.target)),
    shopIncome: 15,
  };
}

/** A farm of 8 plots; the money goal is four fifths of what the planner's season ends with, in tens. */
export function farmSpecFor(words: FarmWords, difficulty: GrowDifficulty, random: Random): FarmSpec {
  const crop = {
    id: words.crop.replace(/[^a-z]+/g, '-'),
    name: capital(words.crop),
    plural: capital(plural(words.crop)),
    seedCost: 2,
    price: 10,
    growDays: words.days >= 4 ? 2 : 1,
  };
  const spec: FarmSpec = {
    kind: 'farm',
    map: farmMap(random, { easy: 10, normal: 8, hard: 6 }[difficulty]),
    crop,
    startMoney: 20,
    dayMs: 3000,
    days: words.days,
    moneyGoal: 0,
  };
  const trial = planGrow(spec);
  const earned = trial.ok ? trial.plan.reached : spec.startMoney;
  spec.moneyGoal = words.moneyGoal ?? Math.max(spec.startMoney + 10, Math.floor((earned * 0.8) / 10) * 10);
  return spec;
}

export function growSpecFor(words: GrowWords, difficulty: GrowDifficulty, random: Random): GrowSpec {
  return words.kind === 'city' ? citySpecFor(words, difficulty, random) : farmSpecFor(words, difficulty, random);
}

export type { Planned };
