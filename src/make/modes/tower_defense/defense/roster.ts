// The towers and enemies of a made tower-defense game: their ids, button names, art and numbers. Towers come from the
// prompt where it names them ("laser turrets", "cannons", "with cats") and from the setting's usual set otherwise;
// each has a role (rapid single target, splash, slow, sniper) whose numbers follow the family's design rules. Enemies
// are the prompt's attackers in three roles (average, fast, tank) and a boss when asked.
import type { Intent } from '../../../intent.ts';
import { plural, type NamedTower, type TdWords } from './words.ts';

export type Difficulty = 'easy' | 'normal' | 'hard';
export type TowerRole = 'rapid' | 'splash' | 'slow' | 'sniper';
export type EnemyRole = 'average' | 'fast' | 'tank' | 'boss';

export interface TowerStats {
  cost: number;
  range: number;
  fireRate: number;
  damage: number;
  projectileSpeed: number;
  splashRadius: number;
  slowFactor: number;
  slowMs: number;
  /** Pieces of the map currency it also costs (only the tower the currency buys has it). */
  currencyCost?: number;
}

export interface TowerPlan {
  id: string;
  /** Button label (short: the toolbar gives each button about 150 px). */
  name: string;
  role: TowerRole;
  texture: string;
  projectile: string;
  /** Asset role of the tower image: a building ("tower") or a living defender ("npc", "player" for the hero). */
  artRole: 'tower' | 'npc' | 'player';
  art: string;
  projectileArt: string;
  /** The prompt phrase that named it, when one did. */
  phrase: string | null;
  stats: TowerStats;
}

export interface EnemyStats {
  hp: number;
  speed: number;
  reward: number;
  points: number;
  damage: number;
}

export interface EnemyPlan {
  id: string;
  noun: string;
  role: EnemyRole;
  texture: string;
  art: string;
  size: number;
  frameRate: number;
  stats: EnemyStats;
}

export interface Roster {
  towers: TowerPlan[];
  enemies: EnemyPlan[];
}

/**
 * The family's guideline numbers (docs/design_rules.md), the example's values; difficulty scales enemies, not towers.
 */
const TOWER_BASE: Record<TowerRole, TowerStats> = {
  rapid: {
    cost: 50,
    range: 100,
    fireRate: 2.5,
    damage: 7,
    projectileSpeed: 420,
    splashRadius: 0,
    slowFactor: 1,
    slowMs: 0,
  },
  splash: {
    cost: 90,
    range: 95,
    fireRate: 0.7,
    damage: 22,
    projectileSpeed: 260,
    splashRadius: 44,
    slowFactor: 1,
    slowMs: 0,
  },
  slow: {
    cost: 70,
    range: 90,
    fireRate: 1.2,
    damage: 3,
    projectileSpeed: 320,
    splashRadius: 0,
    slowFactor: 0.5,
    slowMs: 1500,
  },
  sniper: {
    cost: 80,
    range: 150,
    fireRate: 0.6,
    damage: 30,
    projectileSpeed: 600,
    splashRadius: 0,
    slowFactor: 1,
    slowMs: 0,
  },
};

const ENEMY_BASE: Record<EnemyRole, EnemyStats & { size: number; frameRate: number }> = {
  average: { hp: 32, speed: 60, reward: 6, points: 10, damage: 1, size: 28, frameRate: 8 },
  fast: { hp: 16, speed: 110, reward: 5, points: 10, damage: 1, size: 22, frameRate: 14 },
  tank: { hp: 160, speed: 38, reward: 20, points: 40, damage: 3, size: 36, frameRate: 5 },
  boss: { hp: 520, speed: 30, reward: 60, points: 200, damage: 10, size: 40, frameRate: 4 },
};

/** Wave-1 hit points of the average enemy at normal difficulty. */
export const AVERAGE_HP = ENEMY_BASE.average.hp;

/** Enemy hit points by difficulty. */
export const HP_SCALE: Record<Difficulty, number> = { easy: 0.85, normal: 1, hard: 1.2 };

const SPLASH = new RegExp(
  String.raw`\b(cannons?|bombs?|mortars?|catapults?|rockets?|missiles?|artillery|grenades?|explosive|` +
    String.raw`boulders?|melons?|pumpkins?|fireballs?|launchers?|volcano)\b`,
);
const SLOW = new RegExp(
  String.raw`\b(ice|icy|frost|frosty|freez\w*|snow|cold|cryo|glue|sticky|sap|tar|honey|slow\w*|water|webs?|` +
    String.raw`stasis|frozen|chill\w*|slime)\b`,
);
const SNIPER = /\b(snipers?|railguns?|ballistas?|ballistae|longbows?|rail)\b/;

function roleOf(words: string): TowerRole {
  if (SNIPER.test(words)) return 'sniper';
  if (SPLASH.test(words)) return 'splash';
  if (SLOW.test(words)) return 'slow';
  return 'rapid';
}

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());
/** A snake_case id that starts with a letter (ids are config keys and event values). */
export const slug = (w: string): string => {
  const s =
    w
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'thing';
  return /^[a-z]/.test(s) ? s : `t_${s}`;
};

/** The shot a tower fires, from its words, else its role. */
function projectileFor(words: string, role: TowerRole): string {
  if (/\blasers?\b/.test(words)) return 'red laser beam';
  if (/\b(tesla|lightning|zap\w*|electric|spark)\b/.test(words)) return 'lightning bolt';
  if (/\bplasma\b/.test(words)) return 'green plasma orb';
  if (/\b(fire|flame\w*|dragon|lava)\b/.test(words)) return 'fireball';
  if (/\b(pea|seeds?|plants?|flowers?|sunflowers?)\b/.test(words))
    return role === 'splash' ? 'green melon ball' : 'green pea pellet';
  if (/\b(archers?|arrows?|crossbows?|bows?|ballistas?|longbows?)\b/.test(words))
    return role === 'sniper' ? 'long spear' : 'crossbow bolt';
  if (/\b(magic|wizards?|mages?|witch\w*)\b/.test(words)) return 'purple magic orb';
  if (/\b(bombs?|mortars?|rockets?|missiles?)\b/.test(words)) return 'black bomb';
  if (/\b(water|bubbles?)\b/.test(words)) return 'blue water bubble';
  if (/\b(sap|honey|sticky|glue|tar)\b/.test(words)) return 'amber sap pellet';
  return { rapid: 'crossbow bolt', splash: 'iron cannonball', slow: 'ice shard', sniper: 'long spear' }[role];
}

/** The setting's usual towers by role: button name, art, shot. */
const STYLE_TOWERS: Record<TdWords['setting']['style'], Record<TowerRole, [string, string, string]>> = {
  fantasy: {
    rapid: ['Archer', 'wooden crossbow archer tower', 'crossbow bolt'],
    splash: ['Cannon', 'squat stone cannon tower', 'iron cannonball'],
    slow: ['Frost', 'crystal frost spire tower', 'ice shard'],
    sniper: ['Ballista', 'tall wooden ballista tower', 'long spear'],
  },
  scifi: {
    rapid: ['Laser', 'laser turret', 'red laser beam'],
    splash: ['Plasma', 'plasma cannon turret', 'green plasma orb'],
    slow: ['Cryo', 'blue cryo crystal turret', 'ice shard'],
    sniper: ['Railgun', 'long railgun turret', 'blue laser beam'],
  },
  garden: {
    rapid: ['Thorn', 'green thorn crossbow tower', 'thorn dart'],
    splash: ['Pumpkin', 'pumpkin cannon tower', 'orange pumpkin bomb'],
    slow: ['Sap', 'amber crystal sap tower', 'amber sap pellet'],
    sniper: ['Spike', 'tall bamboo ballista tower', 'bamboo spear'],
  },
  plants: {
    rapid: ['Pea', 'green pea shooter plant', 'green pea pellet'],
    splash: ['Melon', 'melon catapult plant', 'green melon ball'],
    slow: ['Frost', 'icy blue frost flower plant', 'ice shard'],
    sniper: ['Cactus', 'tall spiky cactus plant', 'cactus spine dart'],
  },
};

/** Short labels for a living defender's roles ("Cat", "Bomb Cat", "Ice Cat"), falling back to role words when long. */
function defenderTower(
  noun: string,
  role: TowerRole,
  hero: boolean,
): Pick<TowerPlan, 'name' | 'art' | 'projectileArt' | 'artRole'> {
  const name = capital(noun);
  const label = { rapid: name, splash: `Bomb ${name}`, slow: `Ice ${name}`, sniper: `Ace ${name}` }[role];
  const fallback = { rapid: 'Archer', splash: 'Bomber', slow: 'Frost', sniper: 'Sniper' }[role];
  const art = {
    rapid: `${noun} archer with a bow`,
    splash: `${noun} bomber with a black bomb`,
    slow: `${noun} ice mage with a frost staff`,
    sniper: `${noun} sniper with a long bow`,
  }[role];
  return {
    name: label.length <= 9 ? label : fallback,
    art,
    projectileArt: { rapid: 'crossbow bolt', splash: 'black bomb', slow: 'ice shard', sniper: 'long spear' }[role],
    artRole: hero && role === 'rapid' ? 'player' : 'npc',
  };
}

/** Art for a tower the prompt named: its own words, ending in a word the asset generator draws as a tower. */
function namedTower(t: NamedTower, role: TowerRole): Pick<TowerPlan, 'name' | 'art' | 'projectileArt' | 'artRole'> {
  const words = `${t.modifier ?? ''} ${t.head}`.trim();
  const name = capital(t.modifier && t.modifier.length <= 9 ? t.modifier : t.head);
  const isPlant = /\b(plant|flower|sunflower|pea|cactus)\b/.test(words);
  const art = isPlant
    ? `${words} plant`
    : /\b(tower|turret|cannon)\b/.test(words)
      ? t.head === 'cannon' && !t.modifier
        ? 'stone cannon tower'
        : words
      : `${words} tower`;
  return {
    name: name.length <= 9 ? name : capital(role),
    art,
    projectileArt: projectileFor(words, role),
    artRole: 'tower',
  };
}

/** Tower types: the ones named (in order, at most one per role), then the setting's for the roles still missing. */
export function planTowers(
  words: TdWords,
  intent: Intent,
  random: { int(a: number, b: number): number },
): { towers: TowerPlan[]; dropped: NamedTower[] } {
  const chosen = new Map<TowerRole, Omit<TowerPlan, 'id' | 'texture' | 'projectile' | 'stats' | 'role'>>();
  const dropped: NamedTower[] = [];
  for (const t of words.towers) {
    let role = roleOf(`${t.modifier ?? ''} ${t.head}`);
    // A second single-target kind becomes the long-range one rather than being lost.
    if (role === 'rapid' && chosen.has('rapid')) role = 'sniper';
    if (chosen.has(role) || chosen.size >= 3) {
      dropped.push(t);
      continue;
    }
    chosen.set(role, { ...namedTower(t, role), phrase: t.phrase });
  }
  const style =
    words.defender && /\b(plant|flower|sunflower|pea|cactus|vegetable|tree)s?\b/.test(words.defender)
      ? 'plants'
      : words.setting.style;
  // The player's own character ("play as a wizard") is the first defender, drawn with the player role.
  const hero =
    words.defender !== null &&
    (intent.hero === words.defender || /\b(play as|you are)\b/.test(words.defenderPhrase ?? ''));
  const wanted: TowerRole[] = ['rapid', 'splash', 'slow'];
  for (const role of wanted) {
    if (chosen.size >= 3 && !chosen.has(role)) continue;
    if (chosen.has(role)) continue;
    if (words.defender && style !== 'plants')
      chosen.set(role, { ...defenderTower(words.defender, role, hero), phrase: words.defenderPhrase });
    else {
      const [name, art, projectileArt] = STYLE_TOWERS[style][role];
      chosen.set(role, {
        name,
        art: words.defender && style === 'plants' && role === 'rapid' ? `${words.defender} ${art}` : art,
        projectileArt,
        artRole: 'tower',
        phrase: style === 'plants' ? words.defenderPhrase : null,
      });
    }
  }
  // Toolbar order (keys 1..): the cheap single-target tower first, then splash, slow, sniper.
  const order: TowerRole[] = ['rapid', 'splash', 'slow', 'sniper'];
  const roles = order.filter((r) => chosen.has(r));
  const used = new Set<string>();
  const towers = roles.map((role) => {
    const c = chosen.get(role)!;
    let id = slug(c.name);
    while (used.has(id)) id = `${id}_${role}`;
    used.add(id);
    const base = TOWER_BASE[role];
    // Small seeded differences keep made games apart; every value stays inside the design rules' ranges.
    const stats: TowerStats = {
      ...base,
      cost: base.cost + 5 * random.int(-1, 1),
      range: base.range + 5 * random.int(-1, 1),
    };
    return {
      id,
      role,
      texture: `${id.replace(/_/g, '-')}-tower`,
      projectile: `${id.replace(/_/g, '-')}-shot`,
      ...c,
      stats,
    };
  });
  return { towers, dropped };
}

/** Enemies: named attackers fill the average, fast and tank roles in order; missing roles are variants of the first. */
export function planEnemies(words: TdWords, difficulty: Difficulty, boss: boolean): EnemyPlan[] {
  const named = words.enemies;
  const roles: EnemyRole[] = ['average', 'fast', 'tank'];
  const scale = HP_SCALE[difficulty];
  const first = named[0] ?? words.setting.enemies[0];
  const nounFor = (role: EnemyRole, i: number): { noun: string; art: string } => {
    const given = named[i];
    if (given)
      return {
        noun: given,
        art: { average: given, fast: `small fast ${given}`, tank: `big armoured ${given}`, boss: given }[role],
      };
    if (named.length === 0) {
      const d = words.setting.enemies[i]!;
      return { noun: d, art: { average: d, fast: `small fast ${d}`, tank: `big armoured ${d}`, boss: d }[role] };
    }
    // Not "giant": the asset generator reads the key too, and a giant is a person.
    return role === 'fast'
      ? { noun: `swift ${first}`, art: `small fast ${first}` }
      : { noun: `big ${first}`, art: `big armoured ${first}` };
  };
  const out: EnemyPlan[] = roles.map((role, i) => {
    const { noun, art } = nounFor(role, i);
    const base = ENEMY_BASE[role];
    const id = slug(noun);
    return {
      id,
      noun,
      role,
      texture: id.replace(/_/g, '-'),
      art: `${art}${role === 'average' ? ' walking' : role === 'fast' ? ' dashing' : ' lumbering'}`,
      size: base.size,
      frameRate: base.frameRate,
      stats: {
        hp: Math.round(base.hp * scale),
        speed: base.speed,
        reward: base.reward,
        points: base.points,
        damage: base.damage,
      },
    };
  });
  // Two attackers with the same id (a prompt that names "robots" twice) get their role appended.
  const seen = new Set<string>();
  for (const e of out) {
    while (seen.has(e.id)) {
      e.id = `${e.id}_${e.role}`;
      e.texture = e.id.replace(/_/g, '-');
    }
    seen.add(e.id);
  }
  if (boss) {
    const base = ENEMY_BASE.boss;
    // A boss the prompt names is itself ("the troll boss"); one named after the attackers ("a slime king boss") or not
    // named at all is the biggest of them.
    const named = words.boss?.name;
    const who = named && !named.split(' ').some((w) => out.some((e) => e.noun.split(' ').includes(w))) ? named : first;
    const id = `${slug(who)}_boss`;
    out.push({
      id,
      noun: `${who} boss`,
      role: 'boss',
      texture: id.replace(/_/g, '-'),
      art: `huge ${who} boss with a crown`,
      size: base.size,
      frameRate: base.frameRate,
      stats: {
        hp: Math.round(base.hp * scale),
        speed: base.speed,
        reward: base.reward,
        points: base.points,
        damage: base.damage,
      },
    });
  }
  return out;
}

export const describeEnemies = (enemies: readonly EnemyPlan[]): string => enemies.map((e) => plural(e.noun)).join(', ');
