// The template's src/gameConfig.json as the generator sees it: defaults under the GDD's values (dotted paths of any
// depth, "enemies.chaser.speed"), the level rules validateLevel applies at run time, the values difficulty words
// choose, and the leaves the family adds to the copied game's config.
import { FAMILIES } from '../../../families/index.ts';
import type { ConfigLeafSpec, ConfigValue, ConfigValues } from '../../../shared/index.ts';
import { clampToLeaf as clamp, templateLeaf } from '../shared/config.ts';
import { HUD_HEIGHT, type EnemyKind, type LevelRules } from '../../../../templates/top_down/src/family/levelMap.ts';
import type { Difficulty } from './words.ts';

export const TEMPLATE = FAMILIES.top_down.template;

/** A value by dotted path: the GDD's, else the template's default. */
export function configValue(values: ConfigValues, path: string): ConfigValue {
  if (path in values) return values[path]!;
  const leaf = templateLeaf(TEMPLATE, path);
  if (!leaf) throw new Error(`templates/${TEMPLATE}/src/gameConfig.json has no "${path}"`);
  return leaf.value;
}

export const num = (values: ConfigValues, path: string): number => Number(configValue(values, path));

/** The value a leaf allows closest to `value` (its min and max). */
export function clampToLeaf(path: string, value: number): number {
  return clamp(templateLeaf(TEMPLATE, path) ?? EXTRA_LEAVES[path], value);
}

/** The rules validateLevel applies when the game starts a level (the screen minus the family's HUD bar). */
export function levelRulesOf(values: ConfigValues): LevelRules {
  return {
    cellSize: num(values, 'world.cellSize'),
    viewWidth: num(values, 'game.width'),
    viewHeight: num(values, 'game.height') - HUD_HEIGHT,
    minSpawnDistanceCells: num(values, 'waves.minSpawnDistanceCells'),
    maxWaveSize: num(values, 'waves.maxWaveSize'),
  };
}

export function enemyHp(values: ConfigValues, kind: EnemyKind): number {
  return num(values, `enemies.${kind}.hp`);
}

/**
 * Difficulty within the design rules' relations: the player stays faster than every enemy, enemy shots slower than
 * 1.5x the player and than the player's shots, ranges within auto-aim, 4-10 hit points, at most 10 alive at once.
 * Hard games get more, faster and tougher melee enemies and quicker waves; shooters keep the template's aim and pace,
 * since dodging their shots while looping is what a hard game already asks most of.
 */
export const DIFFICULTY_CONFIG: Record<Difficulty, ConfigValues> = {
  easy: {
    'player.maxHp': 8,
    'game.lives': 5,
    'enemies.chaser.speed': 95,
    'enemies.shooter.fireEveryMs': 2200,
    'enemies.shooter.shotSpeed': 190,
    'enemies.turret.fireEveryMs': 1800,
    'enemies.brute.hp': 9,
    'waves.maxAlive': 6,
    'pickups.dropChance': 0.45,
  },
  normal: {},
  hard: {
    'enemies.chaser.speed': 128,
    'enemies.chaser.hp': 3,
    'enemies.brute.hp': 14,
    'waves.breakMs': 2000,
    'waves.spawnEveryMs': 550,
    'pickups.dropChance': 0.3,
  },
};

export const TIMER_PATH = 'goal.timeLimitSeconds';
export const TIMER_WINS_PATH = 'goal.timerWins';

/** Leaves the family adds to the template's config when the prompt asks for a timer (src/game/Level.ts reads them). */
export const EXTRA_LEAVES: Record<string, ConfigLeafSpec> = {
  [TIMER_PATH]: {
    type: 'integer',
    min: 10,
    max: 900,
    description: 'Game time each level allows, in seconds (see goal.timerWins)',
  },
  [TIMER_WINS_PATH]: {
    type: 'boolean',
    description:
      'true: an arena level is won when its time runs out with the hero alive (survival); ' +
      'false: running out of time fails any level',
  },
};

/** "with 100 health", "300 hit points", "health of 50": the hero's health the prompt asks for, and its words. */
export function healthAsked(text: string): { value: number; phrase: string } | null {
  const m = /\b(\d+)\s+(?:health|hit points)\b|\bhealth (?:of|at) (\d+)\b/.exec(text.toLowerCase());
  if (!m) return null;
  const value = Number(m[1] ?? m[2]);
  return value > 0 ? { value, phrase: m[0] } : null;
}

/** What the game hurts and heals, scaled with the hero's health: the same hits kill whatever the scale. */
const HEALTH_SCALED = [
  'enemies.chaser.touchDamage',
  'enemies.chaser.shotDamage',
  'enemies.shooter.touchDamage',
  'enemies.shooter.shotDamage',
  'enemies.brute.touchDamage',
  'enemies.brute.shotDamage',
  'enemies.turret.touchDamage',
  'enemies.turret.shotDamage',
  'pickups.healthAmount',
] as const;

/**
 * The hero's health as asked, with every damage and heal scaled by the same factor (rounded down, so the game is
 * never harder than the template's numbers): 100 health takes about as many hits as the template's 6.
 */
export function healthConfig(values: ConfigValues, health: number): ConfigValues {
  const maxHp = clampToLeaf('player.maxHp', health);
  const scale = maxHp / num(values, 'player.maxHp');
  const out: ConfigValues = { 'player.maxHp': maxHp };
  for (const path of HEALTH_SCALED) {
    const base = num(values, path);
    if (base > 0) out[path] = clampToLeaf(path, Math.max(1, Math.floor(base * scale)));
  }
  return out;
}

/** Waves per arena the template's numbers are made for. */
const TEMPLATE_WAVES = 3;

/**
 * An arena of more waves than the template's three is a longer fight: a hit point more per extra wave (up to the
 * design rules' 10), more shots at the start and room to carry them, and more drops. A golden path that fought six
 * waves on the three-wave numbers ran dry and lost every life (fid-act-9).
 */
export function longFightConfig(values: ConfigValues, waves: number | null): ConfigValues {
  if (waves === null || waves <= TEMPLATE_WAVES) return {};
  const extra = waves - TEMPLATE_WAVES;
  const startAmmo = clampToLeaf('weapon.startAmmo', Math.round((num(values, 'weapon.startAmmo') * waves) / 3));
  return {
    'player.maxHp': clampToLeaf('player.maxHp', Math.min(10, num(values, 'player.maxHp') + extra)),
    'weapon.startAmmo': startAmmo,
    'weapon.maxAmmo': clampToLeaf('weapon.maxAmmo', Math.max(num(values, 'weapon.maxAmmo'), startAmmo + 50)),
    'pickups.dropChance': Math.min(0.6, num(values, 'pickups.dropChance') + 0.05 * extra),
  };
}
