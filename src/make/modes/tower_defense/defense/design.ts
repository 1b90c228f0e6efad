// The tower-defense designer: from the prompt's words to the GDD's six sections. Levels are generated (maps from
// maps.ts, waves from waves.ts), kept only when the family's own rules accept them, and given a golden-path plan that
// wins on the model (plan.ts); a level the planner cannot win gets gentler waves, then a new map.
import { createRandom, type Random } from '../../../../assets/index.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { LevelDesign } from '../../../gdd.ts';
import { MAP_LEGEND } from '../../../../../templates/tower_defense/src/family/map.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { baseArt, baseKey, tdRegistry } from './assets.ts';
import { defenseOf, mapRules, templateValue, TEMPLATE, type TdLevelData } from './config.ts';
import { dropSpots, generateMap, type GeneratedMap, type MapOptions } from './maps.ts';
import { planGame, type GamePlan } from './plan.ts';
import { planEnemies, planTowers, type Difficulty, type EnemyPlan, type TowerPlan } from './roster.ts';
import type { SimWorld } from './sim.ts';
import { generateWaves, totalDamage, waveProblems } from './waves.ts';
import { plural, readTdWords, type TdWords } from './words.ts';
import { defenseDecisions, defenseEntities, ignoredMechanics, LEVEL_NAMES } from './prose.ts';
import { CURRENCY_COST, DROP_EVERY, DROP_SPOTS, WINDING_TURNS } from './config.ts';

export const DEFAULT_LEVELS = 2;
/** Gentler waves tried on a level before it gets a new map, and maps tried before design gives up. */
const WAVE_RETRIES = 4;
const MAP_RETRIES = 3;
const WAVE_SOFTEN = 0.85;
const DIFFICULTY: Record<
  Difficulty,
  {
    lives: number;
    startingGold: number;
    waves: number;
    waveHpGrowth: number;
    waveBreakMs: number;
    map: Pick<MapOptions, 'minTiles' | 'maxTiles' | 'minPlots' | 'maxPlots' | 'doubleShare'>;
  }
> = {
  easy: {
    lives: 25,
    startingGold: 200,
    waves: 4,
    waveHpGrowth: 0.15,
    waveBreakMs: 12000,
    map: { minTiles: 40, maxTiles: 56, minPlots: 14, maxPlots: 20, doubleShare: 0.45 },
  },
  normal: {
    lives: 20,
    startingGold: 160,
    waves: 5,
    waveHpGrowth: 0.2,
    waveBreakMs: 10000,
    map: { minTiles: 36, maxTiles: 54, minPlots: 12, maxPlots: 18, doubleShare: 0.35 },
  },
  hard: {
    lives: 15,
    startingGold: 150,
    waves: 6,
    waveHpGrowth: 0.25,
    waveBreakMs: 9000,
    map: { minTiles: 32, maxTiles: 48, minPlots: 10, maxPlots: 14, doubleShare: 0.2 },
  },
};

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function titleFor(words: TdWords, enemies: readonly EnemyPlan[], random: Random): string {
  const base = capital(words.base);
  const foes = capital(plural(enemies[0]!.noun));
  const options = [
    `${foes} at the ${base}`,
    `Siege of the ${base}`,
    `${base} Defense`,
    `Hold the ${base}`,
    `${base} Under Siege`,
    `${foes} vs the ${base}`,
  ];
  const fitting = options.filter((t) => t.length <= 28);
  return fitting.length ? random.pick(fitting) : `${base} Defense`;
}

function howToPlay(towers: readonly TowerPlan[], words: TdWords, lives: number, maxLevel: number): string[] {
  const roleWords = {
    rapid: 'fast single shots',
    splash: 'hits groups',
    slow: 'slows what it hits',
    sniper: 'long range, heavy hits',
  };
  return [
    `Keys 1-${towers.length} or the toolbar buttons choose a tower: ` +
      `${towers.map((t, i) => `${i + 1} ${t.name} (${t.stats.cost} gold, ${roleWords[t.role]})`).join(', ')}.`,
    'Click a build plot beside the path to build the chosen tower; click a built tower to upgrade it (up to ' +
      `level ${maxLevel}).`,
    'Enter or Space calls the next wave early for bonus gold; F toggles double speed. Waves also come by ' +
      'themselves when their countdown runs out.',
    `Every kill pays gold; an enemy that reaches the ${words.base} costs lives (${lives} for the whole game).`,
    'Enter or Space starts the game from the title; P or Escape pauses.',
  ];
}

function configValues(
  title: string,
  lives: number,
  difficulty: Difficulty,
  words: TdWords,
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
): ConfigValues {
  const d = DIFFICULTY[difficulty];
  const c = words.setting.colours;
  const out: ConfigValues = {
    'game.title': title,
    'game.lives': lives,
    'defense.startingGold': d.startingGold,
    'defense.firstWaveDelayMs': 20000,
    'defense.waveBreakMs': d.waveBreakMs,
    'defense.waveHpGrowth': d.waveHpGrowth,
    'defense.groundColor': c.ground,
    'defense.groundAltColor': c.groundAlt,
    'defense.pathColor': c.path,
    'defense.pathEdgeColor': c.pathEdge,
    'defense.plotColor': c.plot,
    'defense.sceneryColor': c.scenery,
  };
  for (const t of towers) {
    for (const [k, v] of Object.entries(t.stats)) out[`towers.${t.id}.${k}`] = v;
    out[`towers.${t.id}.tint`] = '#ffffff';
  }
  for (const e of enemies) {
    for (const [k, v] of Object.entries(e.stats)) out[`enemies.${e.id}.${k}`] = v;
    out[`enemies.${e.id}.tint`] = '#ffffff';
  }
  return out;
}

interface LevelDraft {
  key: string;
  title: string;
  map: GeneratedMap;
  data: Omit<TdLevelData, 'plan'>;
  budget: number;
}

function worldFor(
  drafts: readonly LevelDraft[],
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
  config: ConfigValues,
): SimWorld {
  return {
    levels: drafts.map((d) => ({
      key: d.key,
      map: d.map.map,
      waves: d.data.waves,
      startingGold: d.data.startingGold,
      drops: d.data.drops,
    })),
    towers: towers.map((t) => ({ id: t.id, ...t.stats, height: 36 })),
    enemies: Object.fromEntries(enemies.map((e) => [e.id, { id: e.id, ...e.stats }])),
    defense: defenseOf(config),
  };
}

/** The GDD's levels from the drafts and the plan: map, waves and the golden path's build order, with notes. */
function levelDesigns(drafts: readonly LevelDraft[], plan: GamePlan): LevelDesign[] {
  return drafts.map((draft, li) => {
    const p = plan.levels[li]!;
    const route = draft.map.map.route.length;
    const turns = draft.map.map.waypoints.length - 2;
    const waves = draft.data.waves;
    return {
      key: draft.key,
      title: draft.title,
      ascii: draft.map.lines,
      legend: LEGEND,
      data: {
        ...draft.data,
        plan: { pattern: p.pattern, opening: p.opening, purchases: p.purchases },
      } satisfies TdLevelData,
      notes: [
        `Route of ${route} tiles with ${turns} turns; ${draft.map.map.plots.length} build plots.`,
        `${waves.length} waves: ` +
          `${waves.map((w) => w.groups.map((g) => `${g.count} ${g.enemy}`).join(' + ')).join('; ')}.`,
        `Golden path: ${p.opening} opening tower(s), then the "${p.pattern}" build order ` +
          `(${p.purchases.length - p.opening} more purchases); on the model it lets ${p.leaks} enemy(ies) ` +
          `through (${p.stressLeaks} with 15 % tougher enemies).`,
      ],
    };
  });
}

/** Levels generated, checked and planned; throws with every attempt's reason when none wins on the model. */
function designLevels(
  input: DesignInput,
  words: TdWords,
  difficulty: Difficulty,
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
  config: ConfigValues,
  count: number,
  wavesPerLevel: number,
): { drafts: LevelDraft[]; plan: GamePlan; notes: string[] } {
  const { intent } = input;
  // Levels draw from their own stream, seeded by the design stream and the prompt, so two prompts made with the same
  // seed still get different maps; the same prompt and seed always get the same ones.
  const random = createRandom(input.random.int(0, 0x7fffffff), `levels:${intent.read}`);
  const d = DIFFICULTY[difficulty];
  const rules = mapRules(config);
  const names = LEVEL_NAMES[words.setting.name] ?? LEVEL_NAMES.kingdom!;
  const mapOptions = (): MapOptions => ({
    cols: rules.maxCols % 2 === 1 ? rules.maxCols : rules.maxCols - 1,
    rows: rules.maxRows % 2 === 1 ? rules.maxRows : rules.maxRows - 1,
    minTurns: 3,
    maxTurns: 8,
    rules,
    ...d.map,
    ...(words.lane?.winding ? WINDING_TURNS : {}),
  });
  const drops = (map: GeneratedMap) =>
    words.currency ? { drops: { every: DROP_EVERY, spots: dropSpots(map.map, DROP_SPOTS) } } : {};
  const newMap = (key: string): GeneratedMap => {
    const map = generateMap(mapOptions(), random);
    if (!map) throw new Error(`no map for level "${key}" kept the family's rules in 30 tries`);
    return map;
  };
  const growth = Number(config['defense.waveHpGrowth']);
  const lives = Number(config['game.lives']);
  // The boss's wave when the prompt names one ("in wave 10"): the last level has at least that many waves.
  const asked = words.boss?.wave ?? null;
  const bossWave = intent.mechanics.boss && asked !== null && asked <= 10 ? asked : null;
  const makeWaves = (li: number, budget: number) =>
    // A hard game's later levels bring one more wave, unless the prompt set the count.
    generateWaves(
      enemies,
      {
        waves: Math.max(
          wavesPerLevel + (difficulty === 'hard' && li > 0 && words.waves === null ? 1 : 0),
          li === count - 1 && bossWave !== null ? bossWave : 0,
        ),
        difficulty,
        levelIndex: li,
        waveHpGrowth: growth,
        budgetScale: budget,
        boss: intent.mechanics.boss && li === count - 1,
        ...(bossWave !== null ? { bossWave: bossWave - 1 } : {}),
      },
      random,
    );
  const drafts: LevelDraft[] = Array.from({ length: count }, (_, li) => {
    const key = names[li % names.length]! + (li >= names.length ? `_${li + 1}` : '');
    const map = newMap(key);
    return {
      key,
      title: capital(key.replace(/_/g, ' ')),
      map,
      data: { waves: makeWaves(li, 1), startingGold: d.startingGold + 20 * li, ...drops(map) },
      budget: 1,
    };
  });
  // An idle player must lose: the first level alone carries at least every life in damage.
  const firstWaves = drafts[0]!.data.waves;
  const average = enemies.find((e) => e.role === 'average')!;
  const damage = Object.fromEntries(enemies.map((e) => [e.id, e.stats.damage]));
  while (totalDamage(firstWaves, damage) < lives) {
    const last = firstWaves[firstWaves.length - 1]!;
    const group = last.groups.find((g) => g.enemy === average.id);
    if (group) group.count++;
    else firstWaves[firstWaves.length - 1] = { groups: [...last.groups, { enemy: average.id, count: 1, gapMs: 600 }] };
  }
  const notes: string[] = [];
  const maxLeaks = lives <= 4 ? 0 : Math.floor(lives / 5);
  let failures = 0;
  const tries: string[] = [];
  for (;;) {
    const result = planGame(
      worldFor(drafts, towers, enemies, config),
      towers.map((t) => t.role),
      maxLeaks,
    );
    if ('plan' in result) return { drafts, plan: result.plan, notes };
    tries.push(result.reason);
    const li = result.failedLevel;
    const draft = drafts[li]!;
    failures++;
    if (failures > (WAVE_RETRIES + 1) * MAP_RETRIES)
      throw new Error(`no winnable level set after ${failures} tries: ${tries.slice(-3).join(' | ')}`);
    if (failures % (WAVE_RETRIES + 1) === 0) {
      draft.map = newMap(draft.key);
      draft.budget = 1;
      Object.assign(draft.data, drops(draft.map));
      notes.push(`level ${li + 1} got a new map: the planner could not win the old one`);
    } else {
      draft.budget *= WAVE_SOFTEN;
      notes.push(
        `level ${li + 1}'s waves were softened to ${Math.round(draft.budget * 100)} % so the planner could win them`,
      );
    }
    draft.data.waves = makeWaves(li, draft.budget);
    if (li === 0) {
      while (totalDamage(draft.data.waves, damage) < lives)
        draft.data.waves[draft.data.waves.length - 1]!.groups[0]!.count++;
    }
  }
}

const LEGEND: Record<string, string> = Object.fromEntries(
  Object.entries(MAP_LEGEND).map(([ch, kind]) => [
    ch,
    {
      ground: 'ground',
      scenery: 'scenery (decoration)',
      path: 'path',
      spawn: 'spawn',
      base: 'base',
      plot: 'build plot',
    }[kind],
  ]),
);

export function designOnce(input: DesignInput): FamilyDesign {
  const { intent, random } = input;
  const words = readTdWords(intent);
  const difficulty: Difficulty = intent.difficulty ?? 'normal';
  const d = DIFFICULTY[difficulty];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const decisions: string[] = [];

  let lives = intent.mechanics.lives ?? d.lives;
  if (lives > 50) {
    ignored.push({
      what: `"${intent.phrases.lives ?? `${lives} lives`}"`,
      why:
        'at most 50 lives: the first level must carry every life in damage so an idle player loses, and more ' +
        'makes it a parade; using 50',
    });
    lives = 50;
  }
  const levels = intent.levels ?? DEFAULT_LEVELS;
  let wavesPerLevel = words.waves ?? d.waves;
  if (wavesPerLevel > 10) {
    ignored.push({
      what: `"${words.wavesPhrase}"`,
      why: 'at most 10 waves per level keep a level under a few minutes; using 10',
    });
    wavesPerLevel = 10;
  }

  const { towers, dropped } = planTowers(words, intent, random);
  // The tower the map currency buys: the one the prompt says it buys, else the splash tower, else the last.
  const bought = words.currency
    ? (towers.find((t) => words.currency!.buys && t.phrase === words.currency!.buys.phrase) ??
      towers.find((t) => t.role === 'splash') ??
      towers[towers.length - 1]!)
    : undefined;
  if (bought) bought.stats = { ...bought.stats, currencyCost: CURRENCY_COST };
  if (words.boss?.wave && words.boss.wave > 10)
    ignored.push({
      what: `"${words.boss.wavePhrase}"`,
      why: 'a level has at most 10 waves; the boss comes in the last one',
    });
  for (const t of dropped)
    ignored.push({
      what: `"${t.phrase}"`,
      why:
        'a game has at most one tower type per role and three types in all; ' +
        `${towers.map((x) => x.name).join(', ')} were made from the earlier words`,
    });
  const enemies = planEnemies(words, difficulty, intent.mechanics.boss);
  const provisionalTitle = titleFor(words, enemies, random);
  const config = configValues(provisionalTitle, lives, difficulty, words, towers, enemies);

  const { drafts, plan, notes } = designLevels(
    input,
    words,
    difficulty,
    towers,
    enemies,
    config,
    levels,
    wavesPerLevel,
  );

  const key = baseKey(
    words.base,
    new Set([...towers.flatMap((t) => [t.texture, t.projectile]), ...enemies.map((e) => e.texture)]),
  );
  const currencyKey = words.currency ? `${words.currency.name.replace(/[^a-z0-9]+/g, '-')}-piece` : null;
  const registry = tdRegistry(
    words,
    towers,
    enemies,
    { key, art: baseArt(words) },
    difficulty,
    intent.mechanics.boss,
    words.currency && currencyKey ? { key: currencyKey, art: `shiny ${words.currency.name}` } : null,
  );
  const maxLevel = Number(templateValue('defense.maxTowerLevel'));

  const levelsOut = levelDesigns(drafts, plan);

  const names = towers.map((t) => t.name);
  decisions.push(
    ...defenseDecisions({ words, intent, difficulty, d, lives, levels, wavesPerLevel, towers, enemies, bought, notes }),
  );
  ignored.push(...ignoredMechanics(intent, words));
  const title = provisionalTitle;
  const entities = defenseEntities(words, towers, enemies, lives, key, currencyKey, bought);

  return {
    title,
    goal:
      `Build ${names.join(', ')} beside the path and stop every wave of ${plural(enemies[0]!.noun)} before it ` +
      `reaches the ${words.base}.`,
    sections: defenseSections(
      towers,
      enemies,
      words,
      lives,
      maxLevel,
      drafts,
      registry,
      config,
      entities,
      levelsOut,
      names,
    ),
    decisions,
    ignored,
  };
}

/** The defense game's design sections: its scenes, assets, config, entities, levels and roadmap. */
function defenseSections(
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
  words: TdWords,
  lives: number,
  maxLevel: number,
  drafts: readonly LevelDraft[],
  registry: ReturnType<typeof tdRegistry>,
  config: ConfigValues,
  entities: FamilyDesign['sections']['entities'],
  levelsOut: LevelDesign[],
  names: readonly string[],
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: TEMPLATE,
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: drafts.map((x) => x.key),
      notes: howToPlay(towers, words, lives, maxLevel),
    },
    assets: registry,
    config,
    entities,
    levels: levelsOut,
    roadmap: [
      {
        action: 'COPY',
        target: `templates/${TEMPLATE}`,
        detail: 'the family template: core scenes, TowerDefenseLevelScene, map and wave rules',
      },
      {
        action: 'UPDATE',
        target: 'src/game/levels.ts',
        detail:
          `${levelsOut.length} generated level(s): ${levelsOut.map((l) => l.key).join(', ')} (maps checked ` +
          'with checkMap, waves with checkWaves)',
      },
      {
        action: 'UPDATE',
        target: 'src/game/Level.ts',
        detail:
          `tower types ${names.join(', ')}; enemy types ` + `${enemies.map((e) => e.id).join(', ')}; sounds and music`,
      },
      {
        action: 'UPDATE',
        target: 'src/game/definition.ts',
        detail: 'goal, the family actions for the tower names, the level order',
      },
      ...roadmapEnd({
        config: "game, defense and colours; the game's own towers.* and enemies.* sections",
        assets: themedRegistry(registry),
        goldenPath: "the planner's build order for each level, clicks on plot centres, waves called as planned",
      }),
    ],
  };
}

/** Wave and idle-player problems of designed levels (maps and the plan are checked on the parsed world). */
export function levelProblems(
  levels: readonly LevelDesign[],
  damage: Readonly<Record<string, number>>,
  lives: number,
): string[] {
  const problems: string[] = [];
  levels.forEach((level, i) => {
    const data = level.data as Partial<TdLevelData>;
    if (!Array.isArray(data.waves)) {
      problems.push(`level "${level.key}": no waves`);
      return;
    }
    for (const p of waveProblems(data.waves, Object.keys(damage))) problems.push(`level "${level.key}": ${p}`);
    if (i === 0) {
      const total = totalDamage(data.waves, damage);
      if (total < lives)
        problems.push(
          `level "${level.key}": its waves carry ${total} lives of damage, fewer than the ${lives} lives, so ` +
            'an idle player would not lose',
        );
    }
  });
  return problems;
}
