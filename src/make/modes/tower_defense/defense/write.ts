// Fills a fresh copy of templates/tower_defense from the GDD: the hook files (levels, definition, Level with the
// game's tower and enemy types), gameConfig.json (the GDD's values, and the game's own towers.* and enemies.*
// sections), assets.json (the registry, without "pack": make generates the files and sets it) and golden-path.json,
// the planner's script turned into presses, clicks on plot centres and waits, with timeouts from the model's timings.
import type { Gdd } from '../../../gdd.ts';
import { definitionFile } from '../../shared/definition.ts';
import { tsValue, writeGameConfig, writeHookFiles, writeRegistry } from '../../shared/files.ts';
import type { PlannedPath } from '../../../mode.ts';
import { SOUND_KEYS } from './assets.ts';
import { levelDataOf, mergeConfig, rosterOf, worldOf } from './config.ts';
import { scriptOf } from './plan.ts';
import { plotPoint, simulate, type PlanAction, type SimResult, type SimWorld } from './sim.ts';

const ts = (value: unknown) => JSON.stringify(value);

function levelsFile(gdd: Gdd): string {
  const specs = gdd.sections.levels.map((level) => {
    const data = levelDataOf(level);
    const rows = level.ascii.map((r) => `      ${ts(r)},`).join('\n');
    const waves = data.waves
      .map(
        (w) =>
          '      { groups: ' +
          `[${w.groups
            .map(
              (g) =>
                `{ enemy: ${ts(g.enemy)}, count: ${g.count}, gapMs: ${g.gapMs}` +
                `${g.delayMs !== undefined ? `, delayMs: ${g.delayMs}` : ''} }`,
            )
            .join(', ')}] },`,
      )
      .join('\n');
    const drops = data.drops
      ? `\n    drops: { every: ${data.drops.every}, spots: ${ts(data.drops.spots).replace(/"/g, '')} },`
      : '';
    return (
      `  ${ts(level.key)}: {\n    map: [\n${rows}\n    ],\n    waves: [\n${waves}\n    ],\n    startingGold: ` +
      `${data.startingGold},${drops}\n  },`
    );
  });
  return `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: ASCII maps and their waves.
// Legend: '.' ground, '^' scenery (nothing is built there), '#' path, 'S' spawn, 'B' the base, '+' build plot.
// Every map was generated from the seed and checked with the family's checkMap; every wave list with checkWaves.
// Level data imports only the family's plain types, so generators and tests can load it without Phaser.
import type { TowerDefenseLevel } from '../family/modes/defense/types.ts';

export const LEVELS: Record<string, TowerDefenseLevel> = {
${specs.join('\n')}
};
`;
}

/** A config chain the static check can follow: gameConfig.towers.archer.cost.value. */
const read = (section: string, id: string, key: string) => `gameConfig.${section}.${id}.${key}.value`;

function levelFile(gdd: Gdd): string {
  const roster = rosterOf(gdd);
  const keys = new Set(gdd.sections.assets.assets.map((a) => a.key));
  const boss = roster.enemies.find((e) => e.boss);
  const towers = roster.towers.map((t) => {
    const r = (k: string) => read('towers', t.id, k);
    return (
      `      { id: ${ts(t.id)}, name: ${ts(t.name)}, texture: ${ts(t.texture)}, projectile: ` +
      `${ts(t.projectile)}, cost: ${r('cost')}, range: ${r('range')}, fireRate: ${r('fireRate')}, damage: ` +
      `${r('damage')}, projectileSpeed: ${r('projectileSpeed')}, splashRadius: ${r('splashRadius')}, ` +
      `slowFactor: ${r('slowFactor')}, slowMs: ${r('slowMs')}, tint: colourNumber(${r('tint')})` +
      `${t.currencyCost ? `, currencyCost: ${r('currencyCost')}` : ''} },`
    );
  });
  const enemies = roster.enemies.map((e) => {
    const r = (k: string) => read('enemies', e.id, k);
    return (
      `      ${ts(e.id)}: { id: ${ts(e.id)}, texture: ${ts(e.texture)}, walkAnimation: 'move', hp: ${r('hp')}, ` +
      `speed: ${r('speed')}, reward: ${r('reward')}, points: ${r('points')}, damage: ${r('damage')}, tint: ` +
      `colourNumber(${r('tint')})${e.boss ? `, boss: ${ts(e.name)}` : ''} },`
    );
  });
  const sounds = {
    music: SOUND_KEYS.music,
    build: SOUND_KEYS.build,
    coin: SOUND_KEYS.coin,
    leak: SOUND_KEYS.leak,
    wave: SOUND_KEYS.wave,
    boss: boss ? { enemy: boss.id, sound: SOUND_KEYS.boss } : null,
  };
  for (const key of [
    SOUND_KEYS.build,
    SOUND_KEYS.coin,
    SOUND_KEYS.leak,
    SOUND_KEYS.wave,
    SOUND_KEYS.music,
    ...(boss ? [SOUND_KEYS.boss] : []),
  ]) {
    if (!keys.has(key)) throw new Error(`the asset registry has no "${key}", which the written Level.ts plays`);
  }
  return (
    `// HOOK FILE (made by playsmith make): ${ts(gdd.title)}. ` +
    `${roster.enemies.map((e) => e.id).join(', ')} walk the path to the base;
// ${roster.towers.map((t) => t.name).join(', ')} stop them. ` +
    `Numbers come from gameConfig.json (towers.*, enemies.*), maps and waves
// from levels.ts; the family's MadeDefenseLevelScene plays the sounds and music named here.
import gameConfig from '../gameConfig.json';
import { colourNumber, type LevelInfo } from '../core/index.ts';
import { MadeDefenseLevelScene, type EnemyType, ` +
    `type MapArt, ${roster.currency ? 'type MapCurrency, ' : ''}type TowerDefenseLevel, type TowerType } from ` +
    `'../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends MadeDefenseLevelScene {
  constructor() {
    super(${tsValue(sounds, '    ')});
  }

  protected override levelSpec(info: LevelInfo): TowerDefenseLevel {
    const level = LEVELS[info.id];
    if (!level) throw new Error(\`src/game/levels.ts has no level "\${info.id}"\`);
    return level;
  }

  protected override towerTypes(): readonly TowerType[] {
    return [
${towers.join('\n')}
    ];
  }

  protected override enemyTypes(): Readonly<Record<string, EnemyType>> {
    return {
${enemies.join('\n')}
    };
  }

  protected override mapArt(): MapArt {
    return { base: ${ts(roster.base)}, baseName: ${ts(roster.baseName)}` +
    `${roster.laneName ? `, laneName: ${ts(roster.laneName)}` : ''} };
  }
${
  roster.currency
    ? `
  protected override mapCurrency(): MapCurrency {
    return { name: ${ts(roster.currency.name)}, plural: ${ts(roster.currency.plural)}, texture: ` +
      `${ts(roster.currency.texture)} };
  }
`
    : ''
}
}
`
  );
}

/** Timeout for a wait the model saw take `waitedMs`: twice that plus half a minute, within the runner's limits. */
const timeoutFor = (waitedMs: number): number =>
  Math.min(600_000, Math.max(30_000, Math.ceil((2 * waitedMs + 30_000) / 1000) * 1000));

type Step = Record<string, unknown>;

/** The golden path: the title, then the planner's script in the runner's steps. */
export function goldenPath(
  gdd: Gdd,
  world: SimWorld,
  actions: readonly PlanAction[],
  run: SimResult,
): Record<string, unknown> {
  const steps: Step[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
    { until: { path: 'scene', equals: 'Level' }, timeoutMs: 3000 },
  ];
  let level = 0;
  actions.forEach((a, i) => {
    const record = run.steps[i];
    const waited = record ? record.endMs - record.startMs : 60_000;
    switch (a.kind) {
      case 'select':
        steps.push({ press: `tower_${a.index + 1}` });
        break;
      case 'next_wave':
      case 'fast_forward':
        steps.push({ press: a.kind });
        break;
      case 'click':
        steps.push({ click: plotPoint(world.defense, world.levels[level]!.map, a.cell) });
        break;
      case 'until_gold':
        steps.push({ until: { path: 'flags.gold', gte: a.gte }, timeoutMs: timeoutFor(waited) });
        break;
      case 'until_dropped':
        steps.push({ until: { path: 'flags.currency.dropped', gte: a.gte }, timeoutMs: timeoutFor(waited) });
        break;
      case 'until_level':
        level = a.number - 1;
        steps.push(
          { until: { path: 'level', equals: a.number }, timeoutMs: timeoutFor(waited) },
          { until: { path: 'flags.levelId', equals: a.key }, timeoutMs: 5000 },
          { until: { path: 'scene', equals: 'Level' }, timeoutMs: 5000 },
        );
        break;
      case 'until_won':
        steps.push({ until: { path: 'won', equals: true }, timeoutMs: timeoutFor(waited) });
        break;
    }
  });
  const plans = gdd.sections.levels.map((l) => ({ key: l.key, plan: levelDataOf(l).plan }));
  const names = rosterOf(gdd).towers.map((t) => t.name);
  const description = plans
    .map(({ key, plan }) => {
      const opening = plan.purchases
        .slice(0, plan.opening)
        .map((p) => `(${p.cell.col},${p.cell.row})`)
        .join(', ');
      const later = plan.purchases
        .slice(plan.opening)
        .map((p) =>
          p.tower === null
            ? `upgrade (${p.cell.col},${p.cell.row})`
            : `${names[p.tower]} at (${p.cell.col},${p.cell.row})`,
        )
        .join(', ');
      return (
        `${key}: ${names[plan.purchases[0]?.tower ?? 0]} towers at ${opening || 'no plot'}, call wave 1, double ` +
        `speed; then, each as soon as the gold is there: ${later || 'nothing more'}.`
      );
    })
    .join(' ');
  return {
    version: 1,
    seed: 1,
    description:
      'Made by playsmith make from the tower_defense planner (the model in ' +
      'src/make/modes/tower_defense/defense/sim.ts wins it with ' +
      `${run.levels.map((l) => `${l.leaks} leak(s) in ${l.key}`).join(', ')}). ${description} Plots are ` +
      '(column, row) from 0; the game uses no randomness during a level, so the same path gives the same game ' +
      'for every seed.',
    steps,
    expect: { won: true, state: [{ path: 'level', equals: world.levels.length }] },
  };
}

/** The golden path: the GDD's plan played on the model of the game first, which must win it. */
export function tdGoldenPath(gdd: Gdd): PlannedPath {
  const world = worldOf(gdd);
  const plans = gdd.sections.architecture.levelOrder.map(
    (key) => levelDataOf(gdd.sections.levels.find((l) => l.key === key)!).plan,
  );
  const actions = scriptOf(world, plans);
  const run = simulate(world, actions);
  if (!run.won) throw new Error(`the GDD's golden-path plan does not win on the model: ${run.failure}`);
  return { path: goldenPath(gdd, world, actions, run) };
}

export function writeTdGame(projectDir: string, gdd: Gdd): void {
  const roster = rosterOf(gdd);
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(gdd, {
      imports: "import { towerDefenseActions } from '../family/modes/defense/actions.ts';",
      expression: `towerDefenseActions([${roster.towers.map((t) => ts(t.name)).join(', ')}])`,
    }),
    'Level.ts': levelFile(gdd),
  });

  const names: Record<string, string> = Object.fromEntries([
    ...roster.towers.map((t) => [`towers.${t.id}`, t.name]),
    ...gdd.sections.entities.filter((e) => e.role === 'enemy' || e.role === 'boss').map((e) => [e.config[0]!, e.name]),
  ]);
  writeGameConfig(projectDir, (config) => mergeConfig(config, gdd.sections.config, names));
  writeRegistry(projectDir, gdd);
}
