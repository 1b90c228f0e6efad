// The tower_defense family generator: games where enemies walk one path from a spawn to a base and the player builds
// towers beside it. The prompt names the attackers, the defended place and the towers; maps, waves and a winning
// golden path are generated and checked (the family's own map and wave rules, then a model of its Level scene).
// A prompt that asks for a city builder or a farm gets the build-and-grow mode instead (growMode.ts): no waves.
// See templates/tower_defense/docs/design_rules.md for the rules the levels keep.
import { defineMode } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { checkMap, parseMap } from '../../../../../templates/tower_defense/src/family/map.ts';
import { levelDataOf, mapRules, rosterOf, templateValue, worldOf } from './config.ts';
import { designOnce, levelProblems } from './design.ts';
import { scriptOf } from './plan.ts';
import { simulate } from './sim.ts';
import { AVERAGE_HP, HP_SCALE } from './roster.ts';
import { plural, readTdWords } from './words.ts';
import { tdGoldenPath, writeTdGame } from './write.ts';
import { designWithRetries } from '../../shared/design.ts';
import { designFact, eventFact, livesAsked, waveCountAsked } from '../../shared/requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';

/** Whole designs tried (each drawing on from the same seeded stream) before design gives up. */
const DESIGN_ATTEMPTS = 3;
/** Fewest turns of a route the prompt calls winding (design.ts asks the map generator for these). */
const WINDING_MIN_TURNS = 6;

/**
 * The family's checks: each map keeps the map rules (one unbranched route from spawn to base, plots beside it), waves
 * keep the wave rules, an idle player loses, towers reach the path, and the stored plan wins on the model.
 */
function validate(gdd: Gdd): string[] {
  const problems: string[] = [];
  const config = gdd.sections.config;
  const rules = mapRules(config);
  const order = gdd.sections.architecture.levelOrder;
  for (const key of order)
    if (!gdd.sections.levels.some((l) => l.key === key))
      problems.push(`the level order names "${key}", which is not among the levels`);
  for (const level of gdd.sections.levels) {
    for (const p of checkMap(level.ascii, rules).problems) problems.push(`level "${level.key}": ${p}`);
    try {
      levelDataOf(level);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length) return problems;
  let roster: ReturnType<typeof rosterOf>;
  try {
    roster = rosterOf(gdd);
  } catch (e) {
    return [(e as Error).message];
  }
  const tile = Number(config['defense.tileSize'] ?? templateValue('defense.tileSize'));
  if (roster.towers.length < 1) problems.push('the game has no tower types');
  for (const t of roster.towers)
    if (!(t.range >= 1.5 * tile))
      problems.push(`tower "${t.id}" has range ${t.range}; it must be at least 1.5 tiles (${1.5 * tile} px)`);
  const lives = Number(config['game.lives'] ?? templateValue('game.lives'));
  const ordered = order.map((key) => gdd.sections.levels.find((l) => l.key === key)!);
  problems.push(...levelProblems(ordered, Object.fromEntries(roster.enemies.map((e) => [e.id, e.damage])), lives));
  if (problems.length) return problems;
  const world = worldOf(gdd);
  const run = simulate(
    world,
    scriptOf(
      world,
      ordered.map((l) => levelDataOf(l).plan),
    ),
  );
  if (!run.won) problems.push(`the golden-path plan does not win on the model of the game: ${run.failure}`);
  return problems;
}

function requirements(gdd: Gdd): Requirement[] {
  const f = tdFacts(gdd);
  return [
    ...familyRequirements(f),
    ...enemyRequirements(f),
    ...baseShown(f),
    ...laneRequirements(f),
    ...currencyRequirements(f),
    ...baseRequirements(f),
    ...towerRequirements(f),
    ...bossRequirements(f),
    ...askedCounts(f),
    ...difficultyRequirement(f),
  ];
}

/** What the requirements read of a defense design: the prompt's words, the roster, the levels in order. */
type TdFacts = ReturnType<typeof tdFacts>;

function tdFacts(gdd: Gdd) {
  const intent = gdd.intent;
  const ordered = gdd.sections.architecture.levelOrder.map((key) => gdd.sections.levels.find((l) => l.key === key)!);
  const data = ordered.map(levelDataOf);
  const enemyCount = data.reduce(
    (s, d) => s + d.waves.reduce((t, w) => t + w.groups.reduce((u, g) => u + g.count, 0), 0),
    0,
  );
  const assets = new Map(gdd.sections.assets.assets.map((a) => [a.key, a]));
  const levelCount = ordered.length;
  return {
    gdd,
    intent,
    words: readTdWords(intent),
    roster: rosterOf(gdd),
    ordered,
    data,
    enemyCount,
    assets,
    levelCount,
  };
}

/** Every defense game: its waves stopped and towers built. */
function familyRequirements({ data }: TdFacts): Requirement[] {
  const waveCount = data.reduce((s, d) => s + d.waves.length, 0);
  return [
    {
      id: 'waves-cleared',
      text: `all ${waveCount} waves are stopped`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'wave_cleared', minCount: waveCount },
    },
    {
      id: 'towers-built',
      text: 'towers are built on the plots beside the path',
      source: 'family rules',
      weight: 1,
      check: { kind: 'event', event: 'tower_placed', minCount: 3 },
    },
  ];
}

/** The attackers the prompt names: stopped, and drawn as what it says. */
function enemyRequirements(f: TdFacts): Requirement[] {
  const { words, roster, assets, enemyCount } = f;
  const out: Requirement[] = [];
  const enemyWords = words.enemies;
  if (enemyWords.length) {
    const source = words.enemyPhrase ?? enemyWords[0]!;
    // Nine in ten enemies killed: the plan lets almost none through.
    out.push({
      id: 'stop-enemies',
      text:
        `the ${plural(enemyWords[0]!)} are stopped: at least ${Math.ceil(enemyCount * 0.9)} of ` +
        `${enemyCount} killed`,
      source,
      weight: 2,
      check: { kind: 'event', event: 'enemy_killed', minCount: Math.ceil(enemyCount * 0.9) },
    });
    const arts = roster.enemies.map((e) => assets.get(e.texture)?.description ?? '');
    const missing = enemyWords.filter((w) => !arts.some((a) => a.includes(w)) || !drawsNoun(w));
    out.push(
      designFact({
        id: 'enemy-theme',
        text: `the attackers are ${enemyWords.map((w) => plural(w)).join(' and ')}`,
        source,
        ok: missing.length === 0,
        evidence: `enemy art: ${arts.join('; ')}; ${enemyWords.map((w) => `${w}: ${drawing(w)}`).join('; ')}`,
      }),
    );
  }
  return out;
}
/** The base the prompt names, shown at the end of the lane. */
function baseShown(f: TdFacts): Requirement[] {
  const { words, levelCount } = f;
  const out: Requirement[] = [];
  if (words.basePhrase)
    out.push({
      id: 'base-shown',
      text: `the ${words.base} stands at the end of the lane with its name on it, the lives its health`,
      source: words.basePhrase,
      weight: 1,
      check: { kind: 'event', event: 'base_shown', minCount: levelCount },
    });
  return out;
}
/** The lane the prompt names: shown, and winding when it asks. */
function laneRequirements(f: TdFacts): Requirement[] {
  const { gdd, words, levelCount } = f;
  const out: Requirement[] = [];
  if (words.lane) {
    out.push({
      id: 'lane-shown',
      text: `enemies follow the ${words.lane.name}, drawn with its name, to the ${words.base}`,
      source: words.lane.phrase,
      weight: 1,
      check: { kind: 'event', event: 'lane_shown', minCount: levelCount },
    });
    if (words.lane.winding) {
      const turns = gdd.sections.levels.map(
        (l) => parseMap(l.ascii, mapRules(gdd.sections.config)).waypoints.length - 2,
      );
      out.push(
        designFact({
          id: 'lane-winding',
          text: `the ${words.lane.name} winds: at least ${WINDING_MIN_TURNS} turns on every map`,
          source: words.lane.phrase,
          ok: turns.every((t) => t >= WINDING_MIN_TURNS),
          evidence: `turns per level: ${turns.join(', ')}`,
        }),
      );
    }
  }
  return out;
}
/** A currency dropped on the map, collected and spent. */
function currencyRequirements(f: TdFacts): Requirement[] {
  const { words, roster } = f;
  const out: Requirement[] = [];
  if (words.currency && roster.currency) {
    const buyer = roster.towers.find((t) => (t.currencyCost ?? 0) > 0);
    const { plural: pieces } = roster.currency;
    out.push(
      eventFact({
        id: 'currency-spent',
        text: `${pieces} dropped on the map are collected and spent on ${buyer ? `${buyer.name} towers` : 'towers'}`,
        source: words.currency.phrase,
        weight: 2,
        event: 'currency_spent',
      }),
      eventFact({
        id: 'currency-collected',
        text: `${pieces} dropped on the map are picked up with a click`,
        source: words.currency.phrase,
        event: 'currency_collected',
      }),
    );
  }
  return out;
}
/** The base the prompt names: drawn as it, and still standing at the end. */
function baseRequirements(f: TdFacts): Requirement[] {
  const { words, roster, assets } = f;
  const out: Requirement[] = [];
  if (words.basePhrase) {
    const art = assets.get(roster.base)?.description ?? '';
    out.push(
      designFact({
        id: 'base-theme',
        text: `the player defends the ${words.base}`,
        source: words.basePhrase,
        ok: art.includes(words.base) && drawsNoun(words.base),
        evidence: `base art "${roster.base}": ${art}; ${drawing(words.base)}`,
      }),
    );
    out.push({
      id: 'base-holds',
      text: `the ${words.base} still stands at the end`,
      source: words.basePhrase,
      weight: 1,
      check: { kind: 'state', path: 'flags.lives', gte: 1 },
    });
  }
  return out;
}
/** The towers and defenders the prompt names: drawn as them, and built on the golden path. */
function towerRequirements(f: TdFacts): Requirement[] {
  const { words, roster, data, assets } = f;
  const out: Requirement[] = [];
  const plans = data.map((d) => d.plan);
  for (const named of words.towers) {
    const index = roster.towers.findIndex((t) => {
      const art = assets.get(t.texture)?.description ?? '';
      return art.includes(named.head) && (!named.modifier || art.includes(named.modifier));
    });
    const built = index >= 0 && plans.some((p) => p.purchases.some((q) => q.tower === index));
    out.push(
      designFact({
        id: `tower-${named.modifier ?? named.head}`,
        text: `${named.phrase} defend the path`,
        source: named.phrase,
        ok: built,
        evidence:
          index >= 0
            ? `tower type ${index + 1} "${roster.towers[index]!.name}" ` +
              `(${assets.get(roster.towers[index]!.texture)?.description}); the golden path ` +
              `${built ? 'builds it' : 'never builds it'}`
            : `no tower type is drawn as ${named.phrase}`,
      }),
    );
  }
  if (words.defender && words.defenderPhrase) {
    const arts = roster.towers.map((t) => assets.get(t.texture)?.description ?? '');
    const ok = arts.some((a) => a.includes(words.defender!)) && drawsNoun(words.defender);
    out.push({
      id: 'defenders',
      text: `the defenders are ${plural(words.defender)}`,
      source: words.defenderPhrase,
      weight: 1,
      check: { kind: 'design', ok, evidence: `tower art: ${arts.join('; ')}` },
    });
  }
  return out;
}
/** A boss: shown in the wave asked for, there, and defeated. */
function bossRequirements(f: TdFacts): Requirement[] {
  const { intent, words, roster, data, ordered } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.boss) {
    const boss = roster.enemies.find((e) => e.boss);
    const last = data[data.length - 1]!;
    const asked = words.boss?.wave && words.boss.wave <= last.waves.length ? words.boss.wave : null;
    const at = asked ?? last.waves.length;
    const inLast = boss !== undefined && last.waves[at - 1]!.groups.some((g) => g.enemy === boss.id);
    if (boss && words.boss?.name)
      out.push({
        id: 'boss-shown',
        text: `the ${boss.name} comes in wave ${at} of the last level, named, with a health bar`,
        source: words.boss.wavePhrase ? `${words.boss.phrase} ${words.boss.wavePhrase}` : words.boss.phrase,
        weight: 1,
        check: { kind: 'event', event: 'boss_spawned', minCount: 1 },
      });
    out.push(
      designFact({
        id: 'boss-at-end',
        text: asked ? `a boss comes in wave ${asked}` : 'a boss comes in the last wave',
        source: intent.phrases.boss ?? 'boss',
        ok: inLast,
        evidence: boss
          ? `${asked ? `wave ${at}` : 'the last wave'} of "${ordered[ordered.length - 1]!.key}" ` +
            `${inLast ? 'brings' : 'lacks'} the boss ` +
            `"${boss.id}" (${boss.hp} hp)`
          : 'no boss type',
      }),
    );
    out.push(
      eventFact({
        id: 'boss-defeated',
        text: 'the boss is defeated',
        source: intent.phrases.boss ?? 'boss',
        weight: 2,
        event: 'boss_defeated',
      }),
    );
  }
  return out;
}
/** Lives, waves per level and upgrades, when the prompt asks. */
function askedCounts(f: TdFacts): Requirement[] {
  const { gdd, intent, words, data } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.lives !== null)
    out.push(livesAsked(intent, intent.mechanics.lives, gdd.sections.config['game.lives']));
  if (words.waves !== null) {
    const counts = data.map((d) => d.waves.length);
    out.push(waveCountAsked(words.waves, words.wavesPhrase, counts, 'level'));
  }
  if (words.upgradePhrase) {
    out.push(
      eventFact({
        id: 'upgrades',
        text: 'towers can be upgraded',
        source: words.upgradePhrase,
        event: 'tower_upgraded',
      }),
    );
  }
  return out;
}
/** An easy or hard game: the enemies' health and the lives to match. */
function difficultyRequirement(f: TdFacts): Requirement[] {
  const { gdd, intent, words, roster, data } = f;
  const out: Requirement[] = [];
  if (intent.difficulty) {
    const lives = Number(gdd.sections.config['game.lives'] ?? templateValue('game.lives'));
    const average = roster.enemies[0]!;
    const scale = average.hp / AVERAGE_HP;
    // Hit points are whole numbers: compare with the rounded scaled value.
    const ok =
      intent.difficulty === 'hard'
        ? average.hp >= Math.round(AVERAGE_HP * HP_SCALE.hard) && lives <= 15
        : intent.difficulty === 'easy'
          ? average.hp <= Math.round(AVERAGE_HP * HP_SCALE.easy) && lives >= 20
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `a${intent.difficulty === 'easy' ? 'n' : ''} ${intent.difficulty} game`,
        source: words.difficultyWord ?? intent.difficulty,
        ok,
        evidence:
          `${lives} lives; "${average.id}" has ${average.hp} hp, ${Math.round(scale * 100)} % of the family's ` +
          `usual ${AVERAGE_HP}; waves per level: ${data.map((d) => d.waves.length).join(', ')}`,
      }),
    );
  }
  return out;
}

/** The family's own mode, last in its precedence: waves walk a path to the base and towers beside it stop them. */
export const defenseMode = defineMode<true>({
  id: 'defense',
  family: 'tower_defense',
  cues: [],
  names: [
    {
      head: 'tower defense',
      kind: 'genre',
      pattern: /\btower[- ]defen[cs]e\b/,
      proofs: ['waves-cleared', 'base-holds'],
    },
  ],
  proves: {
    'boss fight': ['boss-defeated'],
    survival: ['waves-cleared'],
    'build towers': ['towers-built'],
    upgrades: ['upgrades'],
  },
  proofs: [
    'base-holds',
    'base-shown',
    'base-theme',
    'boss-at-end',
    'boss-defeated',
    'boss-shown',
    'currency-collected',
    'currency-spent',
    'defenders',
    'difficulty',
    'enemy-theme',
    'lane-shown',
    'lane-winding',
    'lives',
    'stop-enemies',
    'towers-built',
    'upgrades',
    'wave-count',
    'waves-cleared',
    // A tower the prompt names is a tower type of its own ("tower-frost").
    'tower-*',
  ],
  examples: [
    'Build towers to stop waves of slimes from reaching the castle: archer towers, cannons and frost towers that ' +
      'slow them down, upgrades for every tower, two levels, and a slime king boss at the end of the last one.',
    'play as a wizard defending the tower',
    'a hard tower defense where wizard towers stop a skeleton army on a maze path, 15 waves and 10 lives',
    'a tower defense where you collect gems dropped on the map to buy laser towers and hold off 5 waves of robots',
    'a tower defense in a mushroom forest where gnomes place crystal turrets against beetles that follow a winding ' +
      'lane to the gnome village',
    'a garden defense where sunflowers and pea shooters stop snails, 4 waves',
    'a game where you steer one hero around the path to stop monsters by hand while towers you build slowly help you',
    'an easy tower defense for beginners: place up to 6 water towers along a path to stop fire sprites, 5 waves, ' +
      'starting with 100 coins',
  ],
  read: () => true,
  design: (input) =>
    designWithRetries(
      input,
      {
        family: 'tower_defense',
        attempts: DESIGN_ATTEMPTS,
        wanted: 'valid, winnable level set',
        advice: 'Try another --seed, fewer levels or an easier game.',
      },
      () => designOnce(input),
    ),
  validate,
  write: writeTdGame,
  plan: tdGoldenPath,
  requirements,
});
