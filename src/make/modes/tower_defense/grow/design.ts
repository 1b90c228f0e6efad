// The tower_defense family's build-and-grow mode, generator side: a city builder (roads, houses and what the prompt
// names, grown to a population target) or a farm (a crop planted, watered, harvested and sold over the prompt's days).
// Designs one level from the prompt's words and a seeded map, proves it with the planner (growPlan.ts), and states
// the requirements play checks through the Game Contract's state and events.
import { createRandom, hashString, type AssetRegistry } from '../../../../assets/index.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import type {
  CitySpec,
  FarmSpec,
  GrowSpec,
} from '../../../../../templates/tower_defense/src/family/modes/grow/growRules.ts';
import { planGrow, type GrowPlan } from './growPlan.ts';
import { growSpecFor, type GrowDifficulty } from './growSpec.ts';
import { asksForGrow, type CityWords, type FarmWords, type GrowKind, type GrowWords } from './words.ts';

/** Registry keys a build-and-grow game draws with, as its src/game/Level.ts names them. */
export const GROW_KEYS = {
  hall: 'town-hall',
  market: 'market',
  crop: 'crop',
  farmer: 'farmer',
  scenery: 'scenery-tree',
  music: 'bgm',
  sfx: { build: 'sfx-build', coin: 'sfx-coin', day: 'sfx-day', refused: 'sfx-refused' },
} as const;

const BUILDING_ART: Record<string, string> = {
  house: 'house with a red roof, seen from the front',
  shop: 'shop with a striped awning',
  park: 'park tree, round and leafy',
};

const capital = (text: string): string => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const plural = (noun: string): string => (/(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

export { asksForGrow };

/** The build-and-grow spec of a GDD level, when it is one. */
export const growSpecOf = (level: Gdd['sections']['levels'][number]): GrowSpec | undefined =>
  (level.data as { grow?: GrowSpec }).grow;

export const isGrowGdd = (gdd: Gdd): boolean => gdd.sections.levels.some((l) => growSpecOf(l) !== undefined);

function growRegistry(spec: GrowSpec, words: CityWords | FarmWords, difficulty: GrowDifficulty): AssetRegistry {
  const K = GROW_KEYS;
  const assets: AssetRegistry['assets'] = [];
  if (spec.kind === 'city') {
    for (const b of spec.buildings)
      if (b.role !== 'road')
        assets.push({
          type: 'image',
          key: b.id,
          role: 'prop',
          description: BUILDING_ART[b.role]!,
          width: 36,
          height: 36,
        });
    assets.push({
      type: 'image',
      key: K.hall,
      role: 'goal',
      description: 'town hall castle',
      width: 44,
      height: 44,
    });
  } else {
    const farmer = words.kind === 'farm' ? words.farmer : 'farmer';
    const crop = words.kind === 'farm' ? words.crop : 'carrot';
    assets.push(
      {
        type: 'image',
        key: K.crop,
        role: 'pickup',
        description: `${crop}, ripe and ready to pick`,
        width: 32,
        height: 32,
      },
      { type: 'image', key: K.market, role: 'goal', description: 'market stall shop', width: 44, height: 44 },
      {
        type: 'image',
        key: K.farmer,
        role: 'player',
        description: `${farmer} farmer with a straw hat, front view`,
        width: 32,
        height: 36,
      },
    );
  }
  assets.push(
    { type: 'image', key: K.scenery, role: 'prop', description: 'tree', width: 36, height: 36 },
    {
      type: 'audio',
      key: K.music,
      kind: 'music',
      description: spec.kind === 'city' ? 'busy town building tune' : 'gentle farm morning tune',
      mood: 'cheerful',
      tempo: { easy: 100, normal: 112, hard: 124 }[difficulty],
      bars: 8,
    },
    { type: 'audio', key: K.sfx.build, kind: 'sfx', description: 'hammer blows', sfx: 'click' },
    { type: 'audio', key: K.sfx.coin, kind: 'sfx', description: 'coins paid', sfx: 'pickup' },
    { type: 'audio', key: K.sfx.day, kind: 'sfx', description: 'a new day', sfx: 'shoot' },
    { type: 'audio', key: K.sfx.refused, kind: 'sfx', description: 'not allowed', sfx: 'hit' },
  );
  const theme = spec.kind === 'city' ? ['town', 'houses', 'roads'] : ['farm', words.kind === 'farm' ? words.crop : ''];
  return { version: 1, theme: theme.filter(Boolean), assets };
}

/** The one line under the HUD that says how the place grows. */
export function ruleLine(spec: GrowSpec): string {
  if (spec.kind === 'city') return 'Houses fill with people only when a road links them to the town hall';
  return `Water ${spec.crop.plural.toLowerCase()} each day; ripe in ${spec.crop.growDays} watered days`;
}

function cityText(spec: CitySpec, words: CityWords, plan: GrowPlan) {
  const names = spec.buildings.map((b) => plural(b.name.toLowerCase())).join(', ');
  const park = spec.buildings.some((b) => b.role === 'park');
  const shop = spec.buildings.some((b) => b.role === 'shop');
  const limit = spec.dayLimit === null ? '' : ` within ${spec.dayLimit} days`;
  const goal =
    `Build ${names} with money and grow the ${words.place} to ${spec.target} people${limit}: ` +
    'houses fill only when a road links them to the town hall.';
  const decisions = [
    `A city builder: the ${words.place} grows on an ${spec.map[0]!.length}x${spec.map.length} map from a town hall; ` +
      `the toolbar places ${names}.`,
    words.targetPhrase
      ? `The target: ${spec.target} people, as asked.`
      : `The target: ${spec.target} people (the prompt named no number).`,
    `A house holds ${spec.houseCapacity} people` +
      `${park ? ` (${spec.houseCapacity + spec.parkBonus} near a park)` : ''}, ` +
      `${spec.houseGrowth} more each day once a road links it to the town hall; each person pays ` +
      `${spec.taxPerPerson} a day${shop ? `, each linked shop ${spec.shopIncome}` : ''}.`,
    `A day is ${spec.dayMs / 1000} s of game time; ` +
      `${spec.dayLimit === null ? 'no day limit (the prompt named none)' : `the town has ${spec.dayLimit} days`}.`,
    `The planner plays the same rules and reaches ${plan.reached} people on day ${plan.days}.`,
  ];
  return { title: `${capital(words.place)} of ${spec.target}`, goal, decisions };
}

function farmText(spec: FarmSpec, words: FarmWords, plan: GrowPlan) {
  const crops = spec.crop.plural.toLowerCase();
  const goal =
    `Plant ${crops}, water them each day, harvest them ripe and sell them at the market: hold $${spec.moneyGoal} ` +
    `when day ${spec.days} ends.`;
  const decisions = [
    `A farming sim: the ${words.farmer} works ${Object.keys(plan.built).length ? plan.built.plots : 0} plots; ` +
      `${words.cropPhrase ? `${crops} as asked` : `${crops} (the prompt named no crop)`}.`,
    words.daysPhrase
      ? `The season lasts ${spec.days} days, as asked; a day is ${spec.dayMs / 1000} s of game time.`
      : `The season lasts ${spec.days} days (the prompt named none); a day is ${spec.dayMs / 1000} s of game time.`,
    `A seed costs $${spec.crop.seedCost}; a crop watered on ${spec.crop.growDays} days is ripe and sells for ` +
      `$${spec.crop.price}.`,
    words.moneyGoalPhrase
      ? `The goal: $${spec.moneyGoal}, as asked.`
      : `The goal: $${spec.moneyGoal} by the end of the season (the prompt named none; the planner's season earns ` +
        `$${plan.reached}).`,
  ];
  return { title: `${capital(words.farmer)}'s ${spec.crop.name} Farm`, goal, decisions };
}

/** Designs a build-and-grow game: one level, a seeded map the planner proves. */
export function designGrow(
  input: DesignInput,
  kind: GrowKind,
  difficulty: GrowDifficulty,
  words: GrowWords,
): FamilyDesign {
  const { intent } = input;
  const seed = (input.random.int(0, 0x7fffffff) ^ hashString(intent.read)) >>> 0;
  const spec = growSpecFor(words, difficulty, createRandom(seed, `tower_defense:${kind}`));
  const planned = planGrow(spec);
  if (!planned.ok) throw new Error(`the ${kind} cannot be won: ${planned.problem}`);
  const { plan } = planned;
  const text =
    spec.kind === 'city' ? cityText(spec, words as CityWords, plan) : farmText(spec, words as FarmWords, plan);
  const key = kind === 'city' ? 'town' : 'farm';
  const legend: Record<string, string> =
    kind === 'city'
      ? { '.': 'open ground (build here)', '^': 'trees (nothing is built there)', H: 'the town hall' }
      : { '.': 'grass', '^': 'trees', '+': 'a plot', M: 'the market' };
  const level = {
    key,
    title: capital(key),
    ascii: spec.map,
    legend,
    data: { grow: spec, facts: { days: plan.days, reached: plan.reached, built: plan.built, ...(plan.farm ?? {}) } },
    notes: [
      `${plan.actions.length} planned actions over ${plan.days} days reach ` +
        `${spec.kind === 'city' ? `${plan.reached} people` : `$${plan.reached}`}.`,
    ],
  };
  const config: ConfigValues = { 'game.title': text.title, 'game.lives': 3 };
  const controls =
    kind === 'city' ? 'keys 1-4 or the toolbar choose a building' : 'keys 1-3 choose plant, water or harvest';
  return {
    title: text.title,
    goal: text.goal,
    sections: {
      architecture: {
        template: 'tower_defense',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [key],
        notes: [
          `Click the map to build or work: ${controls}.`,
          kind === 'farm' ? 'Click the market to sell the basket.' : 'Roads link houses to the town hall.',
          'Enter starts; P or Escape pauses.',
        ],
      },
      assets: growRegistry(spec, words, difficulty),
      config,
      entities:
        spec.kind === 'city'
          ? spec.buildings.map((b) => ({
              name: b.name.toLowerCase(),
              role: 'prop' as const,
              description: `${b.role} for $${b.cost}`,
              assets: b.role === 'road' ? [] : [b.id],
              config: [],
            }))
          : [
              {
                name: (words as FarmWords).farmer,
                role: 'player' as const,
                description: 'walks to each plot she works and to the market',
                assets: [GROW_KEYS.farmer],
                config: [],
              },
              {
                name: spec.crop.name.toLowerCase(),
                role: 'pickup' as const,
                description: `grows on a plot, ripe after ${spec.crop.growDays} watered days`,
                assets: [GROW_KEYS.crop],
                config: [],
              },
            ],
      levels: [level],
      roadmap: [
        { action: 'COPY', target: 'templates/tower_defense', detail: 'the family template: GrowLevelScene, growRules' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: `the ${kind} spec` },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, tool actions and level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'a GrowLevelScene with its art and labels' },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: `themed "${kind}"`,
          goldenPath: `the planner's ${plan.actions.length} actions, day by day`,
        }),
      ],
    },
    decisions: text.decisions,
    ignored: [...intent.ignored],
  };
}

export function validateGrow(gdd: Gdd): string[] {
  return gdd.sections.levels.flatMap((level) => {
    const spec = growSpecOf(level);
    if (!spec) return [`level "${level.key}" has no build-and-grow spec (data.grow)`];
    const planned = planGrow(spec);
    return planned.ok ? [] : [`level "${level.key}": ${planned.problem}`];
  });
}

export function planOf(gdd: Gdd): { spec: GrowSpec; plan: GrowPlan } {
  const spec = growSpecOf(gdd.sections.levels[0]!)!;
  const planned = planGrow(spec);
  if (!planned.ok) throw new Error(`level "${gdd.sections.levels[0]!.key}": ${planned.problem}`);
  return { spec, plan: planned.plan };
}

function cityRequirements(spec: CitySpec, words: CityWords, plan: GrowPlan, genre: string): Requirement[] {
  const out: Requirement[] = [
    {
      id: 'town-target',
      text: `the ${words.place} grows to ${spec.target} people`,
      source: words.targetPhrase ?? genre,
      weight: 3,
      check: { kind: 'state', path: 'flags.population', gte: spec.target },
    },
    eventFact({ id: 'target-reached', text: 'the town reaches its target', source: genre, event: 'target_reached' }),
    eventFact({
      id: 'buildings-placed',
      text: `buildings are placed from the toolbar (${plan.actions.length} on the planned path)`,
      source: genre,
      event: 'building_placed',
      minCount: Math.min(plan.actions.length, 10),
    }),
    {
      id: 'houses-linked',
      text: 'houses are linked by road to the town hall',
      source: words.buildings.find((b) => b.role === 'road')?.phrase ?? genre,
      weight: 1,
      check: { kind: 'state', path: 'flags.linkedHouses', gte: 1 },
    },
  ];
  for (const b of spec.buildings) {
    const named = words.buildings.find((w) => w.role === b.role)?.phrase;
    if (!named) continue;
    const count = plan.built[b.id] ?? 0;
    // A building the prompt names stands in the town at the end, as many as the plan built, in its own art.
    out.push({
      id: `${b.id}s-shown`,
      text:
        `${plural(b.name.toLowerCase())} stand in the ${words.place}: ${count} on the planned path` +
        `${b.role === 'road' ? ', drawn as paving' : `, ${drawing(b.id)}`}`,
      source: named,
      weight: 1,
      check: { kind: 'state', path: `flags.buildings.${b.id}`, gte: Math.max(1, count) },
    });
    if (b.role !== 'road')
      out.push(
        designFact({
          id: `${b.id}-art`,
          text: `${plural(b.name.toLowerCase())} are drawn as ${plural(b.id)}`,
          source: named,
          ok: drawsNoun(b.id) || b.role === 'park',
          evidence: `"${b.id}": ${BUILDING_ART[b.role]}; ${drawing(b.role === 'park' ? 'tree' : b.id)}`,
        }),
      );
  }
  if (spec.dayLimit !== null)
    out.push({
      id: 'day-limit',
      text: `the town has ${spec.dayLimit} days`,
      source: words.dayLimitPhrase ?? 'days',
      weight: 1,
      check: { kind: 'state', path: 'flags.dayLimit', equals: spec.dayLimit },
    });
  return out;
}

function farmRequirements(spec: FarmSpec, words: FarmWords, plan: GrowPlan, genre: string): Requirement[] {
  const farm = plan.farm!;
  const crops = spec.crop.plural.toLowerCase();
  // The days first: a count of days in the prompt is proved by the day the game is won on.
  const out: Requirement[] = [
    {
      id: 'season-days',
      text: `the season lasts ${spec.days} days: the game is won on day ${spec.days}`,
      source: words.daysPhrase ?? genre,
      weight: 1,
      check: { kind: 'state', path: 'flags.day', equals: spec.days },
    },
    {
      id: 'farm-season',
      text: `the season of ${spec.days} days ends with $${spec.moneyGoal} or more`,
      source: genre,
      weight: 3,
      check: { kind: 'state', path: 'flags.money', gte: spec.moneyGoal },
    },
  ];
  const verbs: [keyof FarmWords['verbs'], string, string, string, number][] = [
    ['plant', 'crops-planted', 'crop_planted', `${crops} are planted on the plots`, farm.planted],
    ['water', 'crops-watered', 'crop_watered', `${crops} are watered`, farm.watered],
    ['harvest', 'crops-harvested', 'crop_harvested', `ripe ${crops} are harvested`, farm.harvested],
    ['sell', 'crops-sold', 'crop_sold', `${crops} are sold at the market`, 1],
  ];
  for (const [verb, id, event, text, count] of verbs)
    out.push(
      eventFact({
        id,
        text: `${text} (${count} on the planned path)`,
        source: words.verbs[verb] ?? genre,
        weight: 2,
        event,
        minCount: Math.max(1, count),
      }),
    );
  const cropDrawn = drawsNoun(words.crop);
  // The crop shown by name in play only when the art draws it as itself; else the noun's own art check says so.
  if (words.cropPhrase)
    out.push(
      eventFact({
        id: cropDrawn ? 'crop-shown' : 'crop-grown',
        text: `${crops} grow on the plots, ${drawing(words.crop)}, and are harvested`,
        source: words.cropPhrase,
        event: 'crop_harvested',
        minCount: Math.max(1, farm.harvested),
      }),
    );
  if (words.marketPhrase)
    out.push(
      eventFact({
        id: 'market-shown',
        text: 'the market stands on the map with its name, and the harvest is sold there',
        source: words.marketPhrase,
        event: 'crop_sold',
      }),
    );
  // Named in play always; shown as the prompt's farmer only when the art draws that noun (else a generic person).
  if (words.farmerPhrase)
    out.push({
      id: drawsNoun(words.farmer) ? 'farmer-shown' : 'farmer-named',
      text: `the ${words.farmer} is the farmer on the map, named, walking to each job`,
      source: words.farmerPhrase,
      weight: 1,
      check: { kind: 'state', path: 'flags.farmer', equals: words.farmer },
    });
  return out;
}

export function growRequirements(gdd: Gdd, words: GrowWords): Requirement[] {
  const { spec, plan } = planOf(gdd);
  const kind = spec.kind;
  const text = gdd.intent.read.toLowerCase();
  const genre =
    (kind === 'city'
      ? /\bcity[- ]builder|town[- ]builder|\bbuild\w* (?:a |the )?(?:town|city)/
      : /\bfarm\w*(?: sim)?/
    ).exec(text)?.[0] ?? kind;
  return spec.kind === 'city'
    ? cityRequirements(spec, words as CityWords, plan, genre)
    : farmRequirements(spec, words as FarmWords, plan, genre);
}
