// Fills a fresh copy of templates/platformer from the GDD: the hook files (levels, definition, Level), the GDD's
// values merged into gameConfig.json's leaves, assets.json from the registry, and golden-path.json planned again
// from the levels' rows (so the path always matches the map): hold right while throwing (and swiping), jump at the
// planner's take-off points, stop to fight a boss, then run to the flag.
import { leavesFrom, mergeConfig, type GameConfigTree } from '../../../../shared/index.ts';
import type { Gdd } from '../../../gdd.ts';
import { actionList, definitionFile } from '../../shared/definition.ts';
import {
  dataModule,
  stepPerLine,
  tsValue,
  writeGameConfig,
  writeHookFiles,
  writeRegistry,
} from '../../shared/files.ts';
import type { PlannedPath } from '../../../mode.ts';
import { PLATFORMER_KEYS } from './assets.ts';
import { configValue, DASH_PATHS, EXTRA_LEAVES, physicsOf } from '../config.ts';
import { AIR_JUMP_GAP_MS, JUMP_HOLD_MS, planLevel, type LevelPlan } from './plan.ts';

const ts = (value: unknown) => JSON.stringify(value);

export interface PlatformerText {
  /** Label of the collectible in the HUD ("Gems"). */
  collectibleLabel: string;
  /** One banner per level id, shown on its first attempt. */
  banners: Record<string, string>;
  actions: { name: string; keys: string[]; description: string }[];
  /** The boss's name on the HUD and over its health bar, when the game has a boss. */
  bossName?: string;
}

function levelsFile(gdd: Gdd): string {
  const levels = gdd.sections.levels.map(
    (level) => `  ${ts(level.key)}: [\n${level.ascii.map((r) => `    ${ts(r)},`).join('\n')}\n  ],`,
  );
  return (
    `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}, ` +
    `as ASCII rows of 32-pixel cells (legend:
// src/family/asciiLevel.ts and docs/design_rules.md). Generated from seed ${gdd.seed}; ` +
    `every flag and pickup is reachable
// with the configured jump, and golden-path.json was planned on exactly these rows.

export const LEVELS: Record<string, readonly string[]> = {
${levels.join('\n')}
};
`
  );
}

/**
 * The game's Level: the family's MadePlatformsLevelScene (templates/platformer/src/family/modes/platforms/
 * MadeLevelScene.ts) does what every made platforms game does; this file names the levels and the registry keys (the
 * debug validators read both here), and Level.data.ts holds the game's words.
 */
function levelFile(gdd: Gdd): string {
  const hasBoss = gdd.sections.assets.assets.some((a) => a.key === PLATFORMER_KEYS.boss);
  const bossKeys = new Set(hasBoss ? [] : ['boss', 'bossShot']);
  const assetKeys = Object.fromEntries(Object.entries(PLATFORMER_KEYS).filter(([key]) => !bossKeys.has(key)));
  return [
    '// HOOK FILE (made by playsmith make): the platformer family and its MadePlatformsLevelScene play the game; this',
    "// file names the game's levels and registry keys, and Level.data.ts its words.",
    "import type { LevelInfo } from '../core/index.ts';",
    "import { MadePlatformsLevelScene, type PlatformerAssetKeys } from '../family/index.ts';",
    "import { TEXT } from './Level.data.ts';",
    "import { LEVELS } from './levels.ts';",
    '',
    'export class Level extends MadePlatformsLevelScene {',
    '  constructor() {',
    '    super(TEXT);',
    '  }',
    '',
    '  protected override levelLayout(info: LevelInfo): readonly string[] {',
    '    return this.layoutFromMap(info, LEVELS[info.id]);',
    '  }',
    '',
    '  protected override assetKeys(): PlatformerAssetKeys {',
    `    return ${tsValue(assetKeys, '    ').replace(/"(\w+)": /g, '$1: ')};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Level.data.ts: what the game's Level says (banners, the collectible's name, the boss's name), as one typed const. */
function levelDataFile(gdd: Gdd, text: PlatformerText): string {
  const hasBoss = gdd.sections.assets.assets.some((a) => a.key === PLATFORMER_KEYS.boss);
  const data = {
    banners: text.banners,
    collectibleLabel: text.collectibleLabel,
    bossName: hasBoss && text.bossName ? text.bossName : null,
  };
  return dataModule('the words of the Level (src/game/Level.ts)', 'TEXT', 'MadePlatformsText', data);
}

/** The golden path: every level's planned jumps, the boss fight, the run to the flag. */
export function goldenPath(gdd: Gdd, plans: readonly LevelPlan[]): Record<string, unknown> {
  const melee = configValue(gdd.sections.config, 'melee.enabled') === true;
  const dashes = gdd.sections.config[DASH_PATHS.speed] !== undefined;
  const fire = [{ press: 'shoot' }, { wait: 50 }, ...(melee ? [{ press: 'attack' }, { wait: 50 }] : [])];
  const steps: Record<string, unknown>[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
  ];
  const speed = Number(configValue(gdd.sections.config, 'player.walkSpeed'));
  const timeout = (fromX: number, toX: number) =>
    Math.round(Math.max(4000, ((toX - fromX) / speed) * 2000 + 3000) / 100) * 100;
  plans.forEach((plan, i) => {
    // The level number changes a frame before the next level is built: wait for its hero at the start, or the first
    // trigger would read the last level's position.
    if (i > 0 || dashes) steps.push({ until: { path: 'player.x', lte: plan.startX + 8 }, timeoutMs: 5000 });
    if (dashes) steps.push({ press: 'dash' });
    let x = 0;
    for (const jump of plan.jumps) {
      steps.push({
        until: { path: 'player.x', gte: jump.triggerX },
        hold: ['right'],
        repeat: fire,
        timeoutMs: timeout(x, jump.triggerX),
      });
      steps.push({ hold: ['right', 'jump'], ms: JUMP_HOLD_MS });
      if (jump.kind === 'double')
        steps.push({ hold: ['right'], ms: AIR_JUMP_GAP_MS }, { hold: ['right', 'jump'], ms: JUMP_HOLD_MS });
      x = jump.triggerX;
    }
    if (plan.bossStopX !== null) {
      steps.push({
        until: { path: 'player.x', gte: plan.bossStopX },
        hold: ['right'],
        repeat: fire,
        timeoutMs: timeout(x, plan.bossStopX),
      });
      steps.push({
        until: { path: 'flags.bossDefeated', equals: true },
        repeat: [{ press: 'shoot' }, { wait: 100 }, ...(melee ? [{ press: 'attack' }, { wait: 100 }] : [])],
        timeoutMs: 40000,
      });
    }
    const end = i < plans.length - 1 ? { path: 'level', equals: i + 2 } : { path: 'won', equals: true };
    steps.push({ until: end, hold: ['right'], repeat: fire, timeoutMs: 20000 });
  });
  const bosses = plans.filter((p) => p.bossStopX !== null).length;
  const jumps = plans.reduce((s, p) => s + p.jumps.length, 0);
  const doubles = plans.reduce((s, p) => s + p.jumps.filter((j) => j.kind === 'double').length, 0);
  return {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      'Planned by playsmith make on the generated levels: from the title, ' +
      `${dashes ? 'dash at the start of each level, ' : ''}run right through ${plans.length} level(s) ` +
      `throwing${melee ? ' and swiping' : ''} ahead, with ${jumps} ` +
      `jump(s)${doubles ? ` (${doubles} of them double jumps)` : ''} at take-off points that land safely under every ` +
      `timing of the runner${bosses ? ', stop to shoot the boss until it falls' : ''}, and run to the flag.`,
    steps,
    expect: { won: true },
  };
}

/** gameConfig.json with one leaf per line, as the template writes it. */
function configJson(config: GameConfigTree): string {
  const sections = Object.entries(config).map(
    ([name, leaves]) =>
      `  ${ts(name)}: {\n${Object.entries(leaves as GameConfigTree)
        .map(([key, leaf]) => `    ${ts(key)}: ${ts(leaf)}`)
        .join(',\n')}\n  }`,
  );
  return `{\n${sections.join(',\n')}\n}\n`;
}

/**
 * Plans every level of the GDD again from its rows; throws when one cannot be planned (validate() reports it first).
 */
export function planGdd(gdd: Gdd): LevelPlan[] {
  const physics = physicsOf(gdd.sections.config);
  return gdd.sections.levels.map((level) => {
    const planned = planLevel(level.ascii, physics);
    if (!planned.ok) throw new Error(`level "${level.key}": ${planned.problem}`);
    return planned.plan;
  });
}

export function writePlatformerGame(projectDir: string, gdd: Gdd, text: PlatformerText): void {
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(gdd, { expression: actionList(text.actions) }),
    'Level.ts': levelFile(gdd),
    'Level.data.ts': levelDataFile(gdd, text),
  });
  writeGameConfig(
    projectDir,
    (config) => mergeConfig(config, gdd.sections.config, 'platformer', leavesFrom(EXTRA_LEAVES)),
    configJson,
  );
  writeRegistry(projectDir, gdd, { tileset: PLATFORMER_KEYS.tileset });
}

export function platformerGoldenPath(gdd: Gdd): PlannedPath {
  const path = goldenPath(gdd, planGdd(gdd));
  return { path, text: stepPerLine(path) };
}
