import { leavesFrom, mergeConfig, type ConfigValues } from '../../../../shared/index.ts';
import type { Gdd } from '../../../gdd.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import { actionList, definitionFile } from '../../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeRegistry } from '../../shared/files.ts';
import { TOP_DOWN_KEYS } from './assets.ts';
import { EXTRA_LEAVES, num, TIMER_PATH, TIMER_WINS_PATH } from '../config.ts';
import { specOf, type TopDownLevelData } from './levels.ts';
import { geometryOf, levelSteps, recentreSteps, type FightOp } from './plan.ts';

const ts = (value: unknown) => JSON.stringify(value);

export interface TopDownText {
  banners: Record<string, string>;
  actions: { name: string; keys: string[]; description: string }[];
  /** The boss's numbers and the level it guards, or null. */
  boss: { level: string; name: string; hp: number; speed: number; score: number; touchDamage: number } | null;
}

export function levelData(gdd: Gdd, key: string): TopDownLevelData {
  const level = gdd.sections.levels.find((l) => l.key === key);
  if (!level) throw new Error(`the level order names "${key}", which is not among the levels`);
  return level.data as unknown as TopDownLevelData;
}

function orderedLevels(gdd: Gdd): { key: string; rows: string[]; data: TopDownLevelData }[] {
  return gdd.sections.architecture.levelOrder.map((key) => {
    const level = gdd.sections.levels.find((l) => l.key === key)!;
    return { key, rows: level.ascii, data: levelData(gdd, key) };
  });
}

function levelsFile(gdd: Gdd, text: TopDownText): string {
  const levels = orderedLevels(gdd).map(({ key, rows, data }) => {
    const spec = specOf(rows, data);
    const waves = spec.waves ? `\n    waves: ${ts(spec.waves)},` : '';
    const objective = spec.objective ? `\n    objective: ${ts(spec.objective)},` : '';
    return (
      `  ${ts(key)}: {\n    mode: ${ts(spec.mode)},\n    win: ${ts(spec.win)},${waves}${objective}\n    rows: [\n` +
      `${rows.map((r) => `      ${ts(r)},`).join('\n')}\n    ],\n  },`
    );
  });
  const banners = Object.entries(text.banners)
    .map(([id, line]) => `  ${ts(id)}: ${ts(line)},`)
    .join('\n');
  const boss = text.boss
    ? `{ level: ${ts(text.boss.level)}, name: ${ts(text.boss.name)}, hp: ${text.boss.hp}, speed: ` +
      `${text.boss.speed}, score: ${text.boss.score}, touchDamage: ${text.boss.touchDamage} }`
    : 'null';
  return (
    `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)} ` +
    `as ASCII maps (legend: docs/design_rules.md)
// with their sub-mode, waves and win condition, the banner each level opens with, and the boss. Generated from seed
// ${gdd.seed}; every level keeps validateLevel's rules, no floor is sealed off, ` +
    `and golden-path.json was planned on these maps.
// Pure data: tools import this file without Phaser, so the type comes from the family's Phaser-free level module.
import type { TopDownLevelSpec } from '../family/levelMap.ts';

export const LEVELS: Record<string, TopDownLevelSpec> = {
${levels.join('\n')}
};

export const BANNERS: Record<string, string> = {
${banners}
};

/** The level whose brute is the boss, and the boss's numbers; null when the game has none. */
export const BOSS: { level: string; name: string; hp: number; speed: number; score: number; touchDamage: number } ` +
    `| null = ${boss};
`
  );
}

function levelFile(gdd: Gdd): string {
  const keys = new Set(gdd.sections.assets.assets.map((a) => a.key));
  const K = TOP_DOWN_KEYS;
  const kinds = (Object.keys(K.enemies) as EnemyKind[]).filter(
    (k) => keys.has(K.enemies[k]) || (k === 'brute' && keys.has(K.boss)),
  );
  const enemyKey = (kind: EnemyKind) => {
    if (kind !== 'brute') return ts(K.enemies[kind]);
    const plain = keys.has(K.enemies.brute) ? K.enemies.brute : K.boss;
    return keys.has(K.boss) ? `this.isBossLevel() ? ${ts(K.boss)} : ${ts(plain)}` : ts(plain);
  };
  const art = [
    `      player: ${ts(K.player)},`,
    `      enemies: { ${kinds.map((k) => `${k}: ${enemyKey(k)}`).join(', ')} },`,
    `      playerShot: ${ts(K.playerShot)},`,
    `      enemyShot: ${ts(K.enemyShot)},`,
    `      pickups: { health: ${ts(K.pickups.health)}, ammo: ${ts(K.pickups.ammo)}, score: ${ts(K.pickups.score)} },`,
    ...(keys.has(K.exit) ? [`      exit: ${ts(K.exit)},`] : []),
    ...(keys.has(K.threat) ? [`      threat: ${ts(K.threat)},`] : []),
    ...(keys.has(K.rescue) ? [`      rescue: ${ts(K.rescue)},`] : []),
    `      low: ${ts(K.low)},`,
    `      tileset: ${ts(K.tileset)},`,
    `      sounds: { ${Object.entries(K.sounds)
      .map(([cue, key]) => `${cue}: ${ts(key)}`)
      .join(', ')} },`,
  ].join('\n');
  return [
    '// HOOK FILE (made by playsmith make): the top_down family and its MadeShooterLevelScene play the game (the boss,',
    "// gem_collected, a banner per level, the time limit when gameConfig.json has one); this file names the game's",
    '// levels, art and sounds.',
    "import type { LevelInfo } from '../core/index.ts';",
    "import { MadeShooterLevelScene, type TopDownArt, type TopDownLevelSpec } from '../family/index.ts';",
    "import { BANNERS, BOSS, LEVELS } from './levels.ts';",
    '',
    'export class Level extends MadeShooterLevelScene {',
    '  constructor() {',
    `    super({ banners: BANNERS, boss: BOSS, music: ${ts(K.music)}, win: ${ts(K.win)} });`,
    '  }',
    '',
    '  protected override levelSpec(info: LevelInfo): TopDownLevelSpec {',
    '    return this.specFromMap(info, LEVELS[info.id]);',
    '  }',
    '',
    '  protected override art(): TopDownArt {',
    '    return {',
    art,
    '    };',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Game time a fight may take before the golden path gives up: the waves' own pacing plus time to shoot everyone. */
function fightTimeout(op: FightOp, data: TopDownLevelData, config: ConfigValues, previousKills: number): number {
  if (data.mode === 'arena') {
    const spawn = num(config, 'waves.spawnEveryMs');
    const pacing = data.waves.reduce(
      (s, w) => s + w.enemies.reduce((t, e) => t + e.count, 0) * (w.spawnEveryMs ?? spawn),
      0,
    );
    const estimate =
      num(config, 'waves.firstDelayMs') +
      pacing +
      (data.waves.length - 1) * num(config, 'waves.breakMs') +
      op.kills * 2500;
    // Twice the estimate, and once more for every life but the last: a lost life starts the arena again.
    const attempts = 1 + Math.max(1, num(config, 'game.lives'));
    return Math.min(590_000, Math.max(60_000, Math.ceil((estimate * attempts) / 1000) * 1000));
  }
  return Math.min(590_000, 15_000 + (op.kills - previousKills) * 8000);
}

/**
 * The golden path: from the title, every level's route (fights, walks, the exit), re-centring after each level change.
 */
export function goldenPath(gdd: Gdd): Record<string, unknown> {
  const config = gdd.sections.config;
  const g = geometryOf(config);
  const levels = orderedLevels(gdd);
  const survival = config[TIMER_WINS_PATH] === true;
  const steps: Record<string, unknown>[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
  ];
  levels.forEach(({ key, rows, data }, i) => {
    const startRow = rows.findIndex((r) => r.includes('P'));
    const start = { col: rows[startRow]!.indexOf('P'), row: startRow };
    if (i === 0) steps.push({ until: { path: 'flags.mode', equals: data.mode }, timeoutMs: 5000 }, { wait: 200 });
    else
      steps.push(
        { until: { path: 'flags.levelId', equals: key }, timeoutMs: 10_000 },
        { wait: 300 },
        ...recentreSteps(start.col, start.row, g, false),
      );
    let kills = 0;
    const escapeRoom = data.objective?.kind === 'escape';
    const planned = levelSteps(
      { start, route: data.route },
      g,
      (op) => {
        const t = fightTimeout(op, data, config, kills);
        kills = op.kills;
        return t;
      },
      !escapeRoom,
    );
    if (data.mode === 'arena' && !escapeRoom) {
      // An arena's fight ends its level: wait for the next level's number (or the win), which stays true, rather
      // than the kill count, which the next level resets before a long hold of the loop ends (and a survival timer
      // may end the level before every wave is down).
      const fight = planned.find((step) => 'until' in step)!;
      fight.until = i < levels.length - 1 ? { path: 'level', gte: i + 2 } : { path: 'won', equals: true };
      if (survival)
        fight.timeoutMs = Math.min(
          590_000,
          Math.max(Number(fight.timeoutMs), (Number(config[TIMER_PATH]) + 10) * 1000),
        );
      // A rescue ends the level only once the time is survived and the rescue has landed.
      if (data.objective?.kind === 'rescue')
        fight.timeoutMs = Math.min(
          590_000,
          Math.max(Number(fight.timeoutMs), data.objective.surviveMs + data.objective.landMs + 60_000),
        );
    }
    steps.push(...planned);
  });
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 5000 });
  const arenas = levels.filter((l) => l.data.mode === 'arena').length;
  const dungeons = levels.length - arenas;
  const objective = levels[0]?.data.objective?.kind;
  const arenaLegs =
    objective === 'escape'
      ? `in each room, walk over every item (the nearest not yet taken first) and then onto the exit it opens`
      : objective === 'rescue'
        ? 'loop round the start holding fire (auto-aim) through the waves until the rescue has landed and the ' +
          'loop passes over its spot'
        : arenas
          ? `in ${arenas === 1 ? 'the arena' : `each of the ${arenas} arenas`}, loop round the start holding fire ` +
            `(auto-aim) until every wave is down${survival ? ' or the timer runs out' : ''}`
          : '';
  const dungeonLegs = dungeons
    ? `in ${dungeons === 1 ? 'the dungeon' : `each of the ${dungeons} dungeons`}, fight in each room looping ` +
      'round its centre until its enemies are down, then walk the corridors to the next room and finally onto ' +
      'the exit'
    : '';
  return {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      `Planned by playsmith make on the generated levels: ${arenaLegs}${arenas && dungeons ? '; ' : ''}` +
      `${dungeonLegs}. The hero is never pushed by enemies, so every leg ends where its condition says.`,
    steps,
    expect: { won: true },
  };
}

export function writeTopDownGame(projectDir: string, gdd: Gdd, text: TopDownText): void {
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd, text),
    'definition.ts': definitionFile(gdd, { expression: actionList(text.actions) }),
    'Level.ts': levelFile(gdd),
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'top_down', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd, { tileset: TOP_DOWN_KEYS.tileset });
}
