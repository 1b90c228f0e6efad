// The defense mode's words a player or a reader of the design sees: level names by setting, the design's decisions,
// what the prompt asked that the family does not make, and the entity list of the GDD. The design (design.ts) chooses;
// this file says.
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import { CURRENCY_COST, DROP_EVERY, DROP_SPOTS, WINDING_TURNS } from './config.ts';
import { describeEnemies, type Difficulty, type EnemyPlan, type TowerPlan } from './roster.ts';
import type { TdWords } from './words.ts';

type Intent = DesignInput['intent'];

/** Level names by setting, in order. */
export const LEVEL_NAMES: Record<string, readonly string[]> = {
  kingdom: ['meadow', 'crossroads', 'hollow', 'ridge', 'riverbank', 'keep'],
  space: ['outpost', 'hangar', 'crater', 'reactor', 'ring', 'dock'],
  haunted: ['graveyard', 'old_mill', 'crypt', 'chapel', 'fogfield', 'manor'],
  garden: ['flowerbed', 'vegetable_patch', 'lawn', 'greenhouse', 'orchard', 'pond'],
  snow: ['snowfield', 'pine_wood', 'frozen_lake', 'glacier', 'summit', 'ice_cave'],
  desert: ['dunes', 'canyon', 'oasis_road', 'ruins', 'salt_flat', 'tomb'],
  sea: ['beach', 'cove', 'harbour', 'reef', 'lagoon', 'cliffs'],
  volcano: ['ash_field', 'lava_river', 'caldera', 'obsidian_pass', 'forge', 'summit'],
};

/** What the design chose and why, in the words the GDD shows: difficulty, levels, attackers, towers, the place. */
export function defenseDecisions(c: {
  words: TdWords;
  intent: Intent;
  difficulty: Difficulty;
  d: { startingGold: number; waveHpGrowth: number };
  lives: number;
  levels: number;
  wavesPerLevel: number;
  towers: readonly TowerPlan[];
  enemies: readonly EnemyPlan[];
  bought: TowerPlan | undefined;
  notes: readonly string[];
}): string[] {
  const { words, intent, difficulty, d, lives, levels, wavesPerLevel, towers, enemies, bought, notes } = c;
  const out: string[] = [];
  const defaultSource = words.defender ? `defender "${words.defender}"` : `${words.setting.name} setting`;
  const unnamedRoles = towers.some((t) => !t.phrase || t.phrase === words.defenderPhrase)
    ? `; the roles the prompt did not name come from the ${defaultSource}`
    : '';
  out.push(
    `Difficulty ${difficulty}` +
      `${words.difficultyWord ? ` ("${words.difficultyWord}")` : ' (the prompt named none)'}: ${lives} ` +
      `lives${intent.mechanics.lives !== null ? ' as asked' : ''}, ${d.startingGold} starting gold, ${wavesPerLevel} ` +
      `waves per level${words.waves !== null ? ' as asked' : ''}, wave hit points growing ` +
      `${Math.round(d.waveHpGrowth * 100)} % per wave.`,
    `${levels} level(s)${intent.levels !== null ? ' as asked' : ' (the family default)'}; every map is ` +
      `generated from the seed, a winding route from a spawn on one border to the ${words.base} on another, and ` +
      `checked with the family's own map rules.`,
    `Attackers: ${describeEnemies(enemies)}` +
      `${words.enemies.length ? '' : ` (the prompt named none; the ${words.setting.name} setting's usual ones)`}.`,
    `Towers: ${towers.map((t) => `${t.name} (${t.role}${t.phrase ? `, from "${t.phrase}"` : ''})`).join(', ')}` +
      `${unnamedRoles}.`,
    `The defended place is the ${words.base}` +
      `${words.basePhrase ? ` ("${words.basePhrase}")` : ' (the prompt named none)'}; the map is coloured as ` +
      `${words.setting.place}.`,
    `The golden path is planned on a model of the family's Level scene and kept only when it also wins ` +
      'against 15 % tougher enemies.',
    ...notes,
  );
  if (intent.mechanics.boss) {
    const bossWave = words.boss?.wave && words.boss.wave <= 10 ? words.boss.wave : null;
    out.push(
      `The boss (${enemies.find((e) => e.role === 'boss')!.noun}) walks in ` +
        `${bossWave ? `wave ${bossWave}` : 'the last wave'} of the last level` +
        `${bossWave ? ` ("${words.boss!.wavePhrase}")` : ''}.`,
    );
  }
  if (words.currency && bought)
    out.push(
      `Every ${DROP_EVERY}rd kill drops a ${words.currency.name} on one of ${DROP_SPOTS} spots beside the route; a ` +
        `click there picks it up, and ${bought.name} towers cost ${CURRENCY_COST} ${words.currency.plural} as well ` +
        `as their gold ("${words.currency.phrase}").`,
    );
  if (words.lane)
    out.push(
      `The route is the ${words.lane.name} ("${words.lane.phrase}"), named by the spawn` +
        `${words.lane.winding ? `, with ${WINDING_TURNS.minTurns} to ${WINDING_TURNS.maxTurns} turns` : ''}.`,
    );

  return out;
}

/** What the prompt asked that a tower defense game does not make, with why. */
export function ignoredMechanics(intent: Intent, words: TdWords): FamilyDesign['ignored'] {
  const out: FamilyDesign['ignored'] = [];
  const why = 'in tower defense the player builds towers and never moves a character';
  if (intent.mechanics.doubleJump) out.push({ what: 'double jump', why });
  if (intent.mechanics.dash) out.push({ what: 'dash', why });
  if (intent.mechanics.melee)
    out.push({
      what: `melee ("${intent.phrases.melee ?? 'melee'}")`,
      why: `${why}; towers shoot from their plots`,
    });
  if (intent.mechanics.timerSeconds !== null)
    out.push({
      what: `the timer ("${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} s`}")`,
      why: 'the family has no level clock: waves pace the game, each with its own countdown',
    });
  if (intent.mechanics.undo) out.push({ what: 'undo', why: 'towers cannot be sold or taken back in this family' });
  const uncollected = intent.collectibles.filter(
    (c) => !words.currency || (c !== words.currency.name && c !== words.currency.plural),
  );
  if (uncollected.length)
    out.push({
      what: `collecting ${uncollected.join(', ')}`,
      why: words.currency
        ? `tower defense has no pickups but its ${words.currency.plural}; every kill pays gold`
        : 'tower defense has no pickups; every kill pays gold',
    });

  return out;
}

/** The GDD's entities: each tower, each attacker, the dropped currency, the named route and the defended place. */
export function defenseEntities(
  words: TdWords,
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
  lives: number,
  key: string,
  currencyKey: string | null,
  bought: TowerPlan | undefined,
): FamilyDesign['sections']['entities'] {
  return [
    ...towers.map((t) => ({
      name: t.name,
      role: 'tower' as const,
      description:
        `${t.role} tower: ${t.art}; costs ${t.stats.cost} gold, range ${t.stats.range} px, ${t.stats.fireRate} ` +
        `shots/s of ${t.stats.damage}${t.stats.splashRadius ? `, blast ${t.stats.splashRadius} px` : ''}` +
        `${t.stats.slowFactor < 1 ? `, slows to ${t.stats.slowFactor * 100} % for ${t.stats.slowMs} ms` : ''}`,
      assets: [t.texture, t.projectile],
      config: [`towers.${t.id}`],
    })),
    ...enemies.map((e) => ({
      name: e.noun,
      role: e.role === 'boss' ? ('boss' as const) : ('enemy' as const),
      description:
        `${e.role} attacker: ${e.stats.hp} hp, ${e.stats.speed} px/s, ${e.stats.reward} gold per kill, costs ` +
        `${e.stats.damage} li${e.stats.damage === 1 ? 'fe' : 'ves'} at the ${words.base}`,
      assets: [e.texture],
      config: [`enemies.${e.id}`],
    })),
    ...(words.currency && currencyKey && bought
      ? [
          {
            name: words.currency.name,
            role: 'pickup' as const,
            description:
              `dropped on the map by every ${DROP_EVERY}rd kill and picked up with a click; ${bought.name} ` +
              `towers cost ${CURRENCY_COST}`,
            assets: [currencyKey],
            config: [`towers.${bought.id}.currencyCost`],
          },
        ]
      : []),
    ...(words.lane
      ? [
          {
            name: words.lane.name,
            role: 'prop' as const,
            description: `the route from the spawn to the ${words.base}, named by the spawn`,
            assets: [],
            config: [],
          },
        ]
      : []),
    {
      name: words.base,
      role: 'goal',
      description:
        'what the player defends: the last tile of the route; enemies reaching it cost lives (game.lives = ' +
        `${lives})`,
      assets: [key],
      config: ['game.lives'],
    },
  ];
}
