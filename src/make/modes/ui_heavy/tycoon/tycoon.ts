// The ui_heavy tycoon: a shop from the prompt ("a lemonade stand tycoon") run for the prompt's days. Each morning
// the player sets the price and buys its goods (lemons, sugar, cups); a seeded forecast and the template's demand
// rules (tycoon.ts) play the day. A planner picks each day's price and stock on those same rules and replays the run
// to prove the money goal is met; the goal is set below what it makes, and its presses are the golden path.
import { dollars, type TycoonForecast, type TycoonLevel } from '../../../../../templates/ui_heavy/src/family/tycoon.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { LevelDesign } from '../../../gdd.ts';
import { NUMBER_WORDS } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { uiRegistry } from '../assets.ts';
import type { UiLevelData } from '../plan.ts';
import { planTycoonDays, replayTycoon } from './tycoonPlan.ts';
import { capital } from '../words.ts';

const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (w: string): number => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]!);

export const DEFAULT_DAYS = 7;
const MAX_DAYS = 14;
const DAY_MS = 4000;

/** A business's goods (one of each per sale) and what a sale is, by the word the prompt sells. */
const TRADES: readonly { pattern: RegExp; product: string; goods: string[]; unit: string }[] = [
  { pattern: /\blemonade\b/, product: 'cup of lemonade', goods: ['lemons', 'sugar', 'cups'], unit: 'cup' },
  { pattern: /\bcoffee\b|\bcafe\b|\bcafé\b/, product: 'cup of coffee', goods: ['beans', 'milk', 'cups'], unit: 'cup' },
  { pattern: /\bice[- ]cream\b/, product: 'ice cream cone', goods: ['cream', 'sugar', 'cones'], unit: 'cone' },
  { pattern: /\bpizza\b/, product: 'slice of pizza', goods: ['dough', 'cheese', 'sauce'], unit: 'slice' },
  {
    pattern: /\bbak(?:ery|er)\b|\bbread\b/,
    product: 'loaf of bread',
    goods: ['flour', 'yeast', 'butter'],
    unit: 'loaf',
  },
  { pattern: /\bhot ?dogs?\b/, product: 'hot dog', goods: ['sausages', 'buns', 'mustard'], unit: 'hot dog' },
];

export interface TycoonWords {
  /** "tycoon", as the prompt says it. */
  phrase: string;
  /** The business the prompt names ("lemonade stand"), or null. */
  business: string | null;
  product: string;
  goods: string[];
  days: { count: number; phrase: string } | null;
  /** "set prices each day", when the prompt asks it. */
  pricing: string | null;
}

/** A tycoon by name. */
export const TYCOON_RE = /\btycoon\b/;

/** The prompt's tycoon words, or null when it is not a tycoon. */
export function readTycoonWords(text: string): TycoonWords | null {
  const lower = text.toLowerCase();
  const m = TYCOON_RE.exec(lower);
  if (!m) return null;
  const named = /\b((?:[a-z]+[- ])?[a-z]+ (?:stand|shop|stall|truck|cafe|café|bakery|parlou?r|diner|store))\b/.exec(
    lower,
  );
  const business = named ? named[1]!.replace(/^(?:a|an|the|your|my)\s+/, '') : null;
  const trade = TRADES.find((t) => t.pattern.test(lower));
  const days = new RegExp(String.raw`\b${NUMBER}\s+days\b`).exec(lower);
  const pricing = /\bset(?:s|ting)? (?:the |your )?prices?(?: each day| every day| daily)?\b/.exec(lower);
  return {
    phrase: m[0],
    business,
    product: trade?.product ?? 'item',
    goods: trade?.goods ?? ['stock'],
    days: days ? { count: num(days[1]!), phrase: days[0] } : null,
    pricing: pricing ? pricing[0] : null,
  };
}

/** A seeded forecast: a warm spell with cooler, cloudier and rainy days between. */
function forecast(days: number, random: DesignInput['random']): TycoonForecast[] {
  return Array.from({ length: days }, () => {
    const temp = random.int(15, 34);
    const sky: TycoonForecast['sky'] = temp >= 27 ? 'sunny' : random.pick(['sunny', 'cloudy', 'cloudy', 'rainy']);
    return { sky, temp };
  });
}

export function designTycoon(input: DesignInput, asked: TycoonWords): FamilyDesign {
  const { intent, random } = input;
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const difficulty = intent.difficulty ?? 'normal';
  const wanted = asked.days?.count ?? DEFAULT_DAYS;
  const days = Math.min(MAX_DAYS, Math.max(1, wanted));
  if (days !== wanted)
    ignored.push({ what: `"${asked.days!.phrase}"`, why: `a tycoon runs 1 to ${MAX_DAYS} days; using ${days}` });
  const businessWords = asked.business ?? 'market stall';
  const business = businessWords.replace(/\b[a-z]/g, (c) => c.toUpperCase()).slice(0, 20);
  const level: TycoonLevel = {
    mode: 'tycoon',
    title: `${business}: ${days} Days`.slice(0, 40),
    backdrop: 'bg-tycoon',
    intro: [
      {
        speaker: 'Grandpa',
        text:
          `Here is your ${businessWords}! Each morning set the price and buy ${asked.goods.join(', ')}. ` +
          'Hot days bring more customers; high prices send them away.',
      },
    ],
    business,
    product: asked.product,
    goods: asked.goods,
    batch: 10,
    batchCost: 400,
    startMoney: 1000,
    // Set below from what the planner makes.
    goal: 0,
    startPrice: 100,
    priceStep: 25,
    maxPrice: 400,
    dayMs: DAY_MS,
    forecast: forecast(days, random),
    customer: 'customer',
  };
  const plan = planTycoonDays(level);
  const made = replayTycoon(level, plan).run.money;
  // The goal asks for most of what good pricing makes (rounded to $5), never less than a profit.
  const share = { easy: 0.7, normal: 0.85, hard: 0.95 }[difficulty];
  level.goal = Math.max(level.startMoney + 500, Math.floor((made * share) / 500) * 500);
  decisions.push(
    `${days} days${asked.days ? ` ("${asked.days.phrase}")` : " (the mode's default)"}, each ${DAY_MS / 1000} s of ` +
      `selling; a seeded forecast: ${level.forecast.map((f) => `${f.sky} ${f.temp}°C`).join(', ')}.`,
  );
  decisions.push(
    `Start with ${dollars(level.startMoney)}; a batch of ${level.batch} ${asked.goods.join(', ')} costs ` +
      `${dollars(level.batchCost)}. The planner's prices (${plan.map((p) => dollars(p.price)).join(', ')}) make ` +
      `${dollars(made)}; the goal is ${dollars(level.goal)}.`,
  );
  const key = 'business_1';
  const data: UiLevelData = { content: level, cards: {}, resources: [] };
  const levels: LevelDesign[] = [
    {
      key,
      title: level.title,
      legend: { D: 'a day: its number, sky, temperature, the planned price and batches bought' },
      ascii: level.forecast.map(
        (f, i) => `D${i + 1} ${f.sky} ${f.temp}C ${dollars(plan[i]!.price)} x${plan[i]!.batches}`,
      ),
      data: data as unknown as Record<string, unknown>,
      notes: [`${days} days, goal ${dollars(level.goal)}.`],
    },
  ];
  const registry = uiRegistry({
    theme: [businessWords, asked.product, 'tycoon'],
    backdrops: [{ key: 'bg-tycoon', description: `a sunny street behind the ${businessWords}` }],
    portraits: [{ key: 'customer', role: 'npc', description: `a thirsty customer, a girl` }],
    cardArt: [],
    modes: new Set(['tycoon']),
    difficulty,
    place: businessWords,
  });
  const title = random.pick([`${business} Tycoon`, `${capital(asked.product)} Empire`, `The ${business}`]);
  return {
    title: title.slice(0, 40),
    goal: `Run the ${businessWords} for ${days} days and finish with ${dollars(level.goal)}.`,
    sections: tycoonSections(key, businessWords, registry, title, levels, business),
    decisions,
    ignored,
  };
}

/** The tycoon game's design sections: its scenes, assets, entities, levels and roadmap. */
function tycoonSections(
  key: string,
  businessWords: string,
  registry: ReturnType<typeof uiRegistry>,
  title: string,
  levels: LevelDesign[],
  business: string,
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: 'ui_heavy',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: [key],
      notes: [
        'Each morning: keys 1-2 lower or raise the price, 3 buys a batch of goods, 4 opens for the day.',
        'Customers come by on the game clock; each buys when the price is within what they pay and stock is left.',
        'After the last day the money goal wins; no stock and no cash for a batch is bankruptcy.',
      ],
    },
    assets: registry,
    config: { 'game.title': title.slice(0, 40) },
    entities: [
      {
        name: business,
        role: 'ui',
        description: `the ${businessWords} with its sign, price, stock and money`,
        assets: [],
        config: [],
      },
      {
        name: 'customers',
        role: 'npc',
        description: 'walk up each day; buy or pass by the price',
        assets: ['customer'],
        config: [],
      },
    ],
    levels,
    roadmap: [
      { action: 'COPY', target: 'templates/ui_heavy', detail: 'the family template with its tycoon mode' },
      { action: 'UPDATE', target: 'src/game/content.json', detail: 'the business, its goods, forecast and goal' },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, actions, levels' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'music' },
      ...roadmapEnd({
        config: 'game.title',
        assets: themedRegistry(registry),
        goldenPath: "each day's price and stock from the planner, replayed on the rules to the goal",
      }),
    ],
  };
}

/** The tycoon's requirements: every day played and priced, the business shown by name, the goal met. */
export function tycoonRequirements(asked: TycoonWords, level: TycoonLevel): Requirement[] {
  const days = level.forecast.length;
  const out: Requirement[] = [
    eventFact({
      id: 'tycoon-goal',
      text: `the ${level.business} ends with at least ${dollars(level.goal)}`,
      source: asked.phrase,
      weight: 2,
      event: 'goal_reached',
    }),
    eventFact({
      id: 'days-played',
      text: `${days} days played, each ending with its sales`,
      source: asked.days?.phrase ?? asked.phrase,
      weight: 2,
      event: 'day_ended',
      minCount: days,
    }),
    eventFact({
      id: 'prices-set',
      text: `a price set on each of the ${days} mornings`,
      source: asked.pricing ?? asked.phrase,
      event: 'price_set',
      minCount: days,
    }),
    eventFact({ id: 'sales-made', text: 'customers buy at the stand', source: asked.phrase, event: 'sale' }),
    eventFact({
      id: 'stock-bought',
      text: `${level.goods.join(', ')} bought as stock`,
      source: asked.phrase,
      event: 'stock_bought',
    }),
  ];
  if (asked.business)
    out.push(
      eventFact({
        id: `${asked.business.replace(/[^a-z]+/g, '-')}-shown`,
        text: `the ${asked.business} is drawn with its name on the sign and sells for ${days} days`,
        source: asked.business,
        event: 'day_ended',
        minCount: days,
      }),
    );
  const plan = planTycoonDays(level);
  const end = replayTycoon(level, plan).run;
  out.push(
    designFact({
      id: 'tycoon-fair',
      text: 'the money goal can be met',
      source: asked.phrase,
      ok: end.status === 'won',
      evidence: `the planner ends with ${dollars(end.money)} against the ${dollars(level.goal)} goal`,
    }),
  );
  return out;
}
