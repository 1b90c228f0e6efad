// The gameConfig.json side of a made tower-defense game: the template's defaults (read from its file, so a change
// there reaches every made game), the leaves a made game's own `towers` and `enemies` sections have, merging the GDD's
// values into them, and the model world (sim.ts) a GDD describes, for validation and the golden path.
import { FAMILIES } from '../../../../families/index.ts';
import {
  mergeConfig as mergeLeaves,
  type ConfigLeafSpec,
  type ConfigValue,
  type ConfigValues,
  type GameConfigTree,
  type NewConfigLeaf,
} from '../../../../shared/index.ts';
import type { Gdd } from '../../../gdd.ts';
import { templateLeaf } from '../../shared/config.ts';
import {
  HUD_HEIGHT,
  parseMap,
  TOOLBAR_HEIGHT,
  type MapRules,
} from '../../../../../templates/tower_defense/src/family/map.ts';
import type { WaveSpec } from '../../../../../templates/tower_defense/src/family/modes/defense/waves.ts';
import type { CurrencyDrops } from '../../../../../templates/tower_defense/src/family/modes/defense/currency.ts';
import { plural } from './words.ts';
import type { SimDefense, SimEnemyType, SimTowerType, SimWorld } from './sim.ts';

export const TEMPLATE = FAMILIES.tower_defense.template;

/** The template's value at a dotted path (without `.value`). */
export function templateValue(path: string): ConfigValue {
  const leaf = templateLeaf(TEMPLATE, path);
  if (!leaf) throw new Error(`templates/${TEMPLATE}/src/gameConfig.json has no leaf "${path}"`);
  return leaf.value;
}

/** A leaf every tower or enemy gets; its description is the GDD's name for the thing and `what`. */
type RosterLeaf = Omit<ConfigLeafSpec, 'description'> & { what: string };

/** Leaves of the made game's `towers.<id>` sections: every tower gets all of them (0 splash and 1 slow mean none). */
export const TOWER_LEAVES: Record<string, RosterLeaf> = {
  cost: { type: 'integer', min: 1, what: 'gold to build' },
  range: { type: 'number', min: 40, max: 400, what: 'range in pixels' },
  fireRate: { type: 'number', min: 0.1, max: 20, what: 'shots per second' },
  damage: { type: 'number', min: 0, what: 'damage per hit (to everything in the blast when it has one)' },
  projectileSpeed: { type: 'number', min: 50, max: 2000, what: 'projectile speed in pixels per second' },
  splashRadius: { type: 'number', min: 0, max: 200, what: 'blast radius in pixels (0 hits only the target)' },
  slowFactor: { type: 'number', min: 0.05, max: 1, what: 'speed multiplier on a hit enemy (1 does not slow)' },
  slowMs: { type: 'integer', min: 0, max: 10000, what: 'how long the slow lasts' },
  tint: { type: 'color', what: 'tower and projectile tint (white keeps the art)' },
  currencyCost: { type: 'integer', min: 0, max: 20, what: 'pieces of the map currency it costs as well as its gold' },
};

export const ENEMY_LEAVES: Record<string, RosterLeaf> = {
  hp: { type: 'number', min: 1, what: 'hit points in wave 1' },
  speed: { type: 'number', min: 5, max: 400, what: 'pixels per second' },
  reward: { type: 'integer', min: 0, what: 'gold per kill' },
  points: { type: 'integer', min: 0, what: 'score per kill' },
  damage: { type: 'integer', min: 0, what: 'lives lost when it reaches the base' },
  tint: { type: 'color', what: 'tint (white keeps the art)' },
};

const num = (config: ConfigValues, path: string): number => {
  const v = config[path] ?? templateValue(path);
  if (typeof v !== 'number') throw new Error(`config "${path}" should be a number, got ${JSON.stringify(v)}`);
  return v;
};

/** The leaf of a tower or enemy of the made game (`towers.<id>.<key>`), described with the GDD's name for it. */
function rosterLeaf(names: Readonly<Record<string, string>>): NewConfigLeaf {
  return (path, value) => {
    const parts = path.split('.');
    const section = parts[0]!;
    if ((section !== 'towers' && section !== 'enemies') || parts.length !== 3) return undefined;
    const [, id, key] = parts as [string, string, string];
    const leaves = section === 'towers' ? TOWER_LEAVES : ENEMY_LEAVES;
    const meta = leaves[key];
    if (!meta)
      throw new Error(
        `config "${path}": a ${section === 'towers' ? 'tower' : 'enemy'} has no "${key}" ` +
          `(known: ${Object.keys(leaves).join(', ')})`,
      );
    const { what, ...rest } = meta;
    return { value, ...rest, description: `${names[`${section}.${id}`] ?? id}: ${what}` };
  };
}

/**
 * Writes the GDD's values into a copy of the template's config: `towers` and `enemies` are replaced by the game's
 * own sections (named by the GDD's tower and enemy ids), every other path must already be a leaf of the template.
 */
export function mergeConfig(
  template: GameConfigTree,
  values: ConfigValues,
  names: Readonly<Record<string, string>>,
): GameConfigTree {
  const config = structuredClone(template);
  config.towers = {};
  config.enemies = {};
  return mergeLeaves(config, values, 'tower_defense', rosterLeaf(names));
}

/** The map rules a level of this game must keep (screen size from the config). */
export function mapRules(config: ConfigValues): MapRules {
  const tile = num(config, 'defense.tileSize');
  return {
    minRouteLength: num(config, 'defense.minRouteLength'),
    minPlots: num(config, 'defense.minPlots'),
    maxCols: Math.floor(num(config, 'game.width') / tile),
    maxRows: Math.floor((num(config, 'game.height') - HUD_HEIGHT - TOOLBAR_HEIGHT) / tile),
  };
}

export function defenseOf(config: ConfigValues): SimDefense {
  return {
    tileSize: num(config, 'defense.tileSize'),
    width: num(config, 'game.width'),
    height: num(config, 'game.height'),
    startingGold: num(config, 'defense.startingGold'),
    firstWaveDelayMs: num(config, 'defense.firstWaveDelayMs'),
    waveBreakMs: num(config, 'defense.waveBreakMs'),
    earlyCallGoldPerSecond: num(config, 'defense.earlyCallGoldPerSecond'),
    waveClearBonus: num(config, 'defense.waveClearBonus'),
    waveHpGrowth: num(config, 'defense.waveHpGrowth'),
    upgradeCostFactor: num(config, 'defense.upgradeCostFactor'),
    upgradeDamageFactor: num(config, 'defense.upgradeDamageFactor'),
    upgradeRangeFactor: num(config, 'defense.upgradeRangeFactor'),
    maxTowerLevel: num(config, 'defense.maxTowerLevel'),
    fastForwardFactor: num(config, 'defense.fastForwardFactor'),
    lives: num(config, 'game.lives'),
    levelClearDelayMs: num(config, 'flow.levelClearDelayMs'),
  };
}

/** A level's data in the GDD (levels[].data). */
export interface TdLevelData {
  waves: WaveSpec[];
  startingGold: number;
  /** Where kills drop the map currency, in a game that has one. */
  drops?: CurrencyDrops;
  plan: {
    pattern: string;
    opening: number;
    purchases: { cell: { col: number; row: number }; tower: number | null; cost: number }[];
  };
}

export function levelDataOf(level: Gdd['sections']['levels'][number]): TdLevelData {
  const data = level.data as Partial<TdLevelData>;
  if (
    !Array.isArray(data.waves) ||
    typeof data.startingGold !== 'number' ||
    !data.plan ||
    !Array.isArray(data.plan.purchases)
  ) {
    throw new Error(
      `level "${level.key}" has no tower-defense data (waves, startingGold, plan); ` +
        'was it designed by the tower_defense generator?',
    );
  }
  return data as TdLevelData;
}

/** Tower and enemy types in toolbar / GDD order, from section 3 (entities) and the config values. */
export function rosterOf(gdd: Gdd): {
  towers: (SimTowerType & { name: string; texture: string; projectile: string })[];
  enemies: (SimEnemyType & { texture: string; boss: boolean; name: string })[];
  base: string;
  /** What the base is called (the goal entity's name). */
  baseName: string;
  /** The route's name, when the prompt gave one (a "prop" entity). */
  laneName: string | null;
  /** The map currency (a "pickup" entity), when the game has one. */
  currency: { name: string; plural: string; texture: string } | null;
} {
  const config = gdd.sections.config;
  const assets = new Map(gdd.sections.assets.assets.map((a) => [a.key, a]));
  const idOf = (paths: readonly string[], section: string): string => {
    const path = paths.find((p) => p.startsWith(`${section}.`));
    if (!path) throw new Error(`an entity has no "${section}.<id>" config path`);
    return path.slice(section.length + 1);
  };
  const towers = gdd.sections.entities
    .filter((e) => e.role === 'tower')
    .map((e) => {
      const id = idOf(e.config, 'towers');
      const [texture, projectile] = e.assets;
      const image = texture ? assets.get(texture) : undefined;
      if (!texture || !projectile || !image || image.type !== 'image')
        throw new Error(`tower "${e.name}" needs its tower image and shot as assets`);
      const t = (k: string) => num(config, `towers.${id}.${k}`);
      return {
        id,
        name: e.name,
        texture,
        projectile,
        cost: t('cost'),
        range: t('range'),
        fireRate: t('fireRate'),
        damage: t('damage'),
        projectileSpeed: t('projectileSpeed'),
        splashRadius: t('splashRadius'),
        slowFactor: t('slowFactor'),
        slowMs: t('slowMs'),
        currencyCost: Number(config[`towers.${id}.currencyCost`] ?? 0),
        height: image.height,
      };
    });
  const enemies = gdd.sections.entities
    .filter((e) => e.role === 'enemy' || e.role === 'boss')
    .map((e) => {
      const id = idOf(e.config, 'enemies');
      const t = (k: string) => num(config, `enemies.${id}.${k}`);
      return {
        id,
        texture: e.assets[0] ?? id,
        hp: t('hp'),
        speed: t('speed'),
        reward: t('reward'),
        damage: t('damage'),
        boss: e.role === 'boss',
        name: e.name,
      };
    });
  const goal = gdd.sections.entities.find((e) => e.role === 'goal');
  const base = goal?.assets[0];
  if (!goal || !base) throw new Error('the GDD has no goal entity (the base) with an image');
  const lane = gdd.sections.entities.find((e) => e.role === 'prop');
  const pickup = gdd.sections.entities.find((e) => e.role === 'pickup');
  const currency = pickup?.assets[0]
    ? { name: pickup.name, plural: plural(pickup.name), texture: pickup.assets[0] }
    : null;
  return { towers, enemies, base, baseName: goal.name, laneName: lane?.name ?? null, currency };
}

/** The model world of a GDD: its levels (maps parsed with the family's rules), towers, enemies and numbers. */
export function worldOf(gdd: Gdd): SimWorld {
  const config = gdd.sections.config;
  const rules = mapRules(config);
  const roster = rosterOf(gdd);
  const byKey = new Map(gdd.sections.levels.map((l) => [l.key, l]));
  return {
    levels: gdd.sections.architecture.levelOrder.map((key) => {
      const level = byKey.get(key);
      if (!level) throw new Error(`the level order names "${key}", which is not among the levels`);
      const data = levelDataOf(level);
      return {
        key,
        map: parseMap(level.ascii, rules),
        waves: data.waves,
        startingGold: data.startingGold,
        ...(data.drops ? { drops: data.drops } : {}),
      };
    }),
    towers: roster.towers,
    enemies: Object.fromEntries(roster.enemies.map((e) => [e.id, e])),
    defense: defenseOf(config),
  };
}

/** The map currency: one piece per this many kills, landing on this many spots in turn; a tower costs this many. */
export const DROP_EVERY = 3;
export const DROP_SPOTS = 6;
export const CURRENCY_COST = 2;
/** Turns of a route the prompt calls winding (a plain route has 3 to 8). */
export const WINDING_TURNS = { minTurns: 6, maxTurns: 10 };
