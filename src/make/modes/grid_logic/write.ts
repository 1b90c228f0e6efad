// Fills a fresh copy of templates/grid_logic from the GDD, whatever the mode: the hook files (levels, definition,
// Level), config values merged into gameConfig.json's leaves and assets.json from the registry; and the golden path,
// each level's part from its kind (kind.ts): solver lines, proven slide cycles, planned turns, typed digits.
import { leavesFrom, mergeConfig, type ConfigLeafSpec } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';
import type { PlannedPath } from '../../mode.ts';
import { definitionFile } from '../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeRegistry } from '../shared/files.ts';
import { GRID_KEYS } from './assets.ts';
import { GOLDEN_SEED, type GoldenPathOptions, type Step } from './kind.ts';
import { levelData } from './levels.ts';
import { mergeSettingsOf } from './mergeKind.ts';
import type { GridParts } from './parts.ts';
import { readGridWords } from './words.ts';

/** Config leaves this family adds to the template's gameConfig.json when the prompt asks for them. */
export const EXTRA_LEAVES: Record<string, ConfigLeafSpec> = {
  'puzzle.timeLimitSeconds': {
    type: 'integer',
    min: 10,
    max: 900,
    description: 'Game time to solve each level before the attempt fails (costs a life)',
  },
};

const ts = (value: unknown) => JSON.stringify(value);

/** The levels file's comment for push rooms and merge boards (push-box and merge games). */
export const PUSH_AND_MERGE_COMMENT = (title: string): string =>
  `// HOOK FILE (made by playsmith make): the levels of ${title}. ` +
  `Push levels use the push legend (# wall,
// space floor, . target, $ box, * box on target, @ player, + player on target); merge boards the merge legend
// (. empty, # block, 1-9 a starting tile of 2^n). Every push level was proved solvable by the family's solver and its
// par is the solver's move count; every merge board's goal is reached by the golden path's slide cycle.`;

function levelsFile(gdd: Gdd, parts: GridParts): string {
  const specs = gdd.sections.levels.map((level) => {
    const data = levelData(level, parts.kinds);
    if (typeof data === 'string') throw new Error(`level "${level.key}": ${data}`);
    const kind = parts.kinds.find((k) => k.kind === data.kind)!;
    const rows = level.ascii.map((r) => `      ${ts(r)},`).join('\n');
    return (
      `  ${ts(level.key)}: {\n    kind: '${data.kind}',\n    name: ${ts(level.title)},` +
      `${kind.specFields(data)}\n    par: ${data.par},\n    hint: ${ts(data.hint)},\n    rows: [\n${rows}\n    ],\n  },`
    );
  });
  return `${parts.levelsComment(ts(gdd.title))}
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`;
}

/**
 * The game's Level: the family's MadeGridLevelScene (templates/grid_logic/src/family/MadeLevelScene.ts) does the work,
 * the same for every made grid game; this file names the levels it looks up and the art it draws with.
 */
function levelFile(): string {
  return [
    '// HOOK FILE (made by playsmith make): the grid family does the puzzle work and its MadeGridLevelScene the rest',
    '// of every made game (backdrop, music, a name card, the time limit when gameConfig.json has one); this file',
    '// names the levels and the art.',
    "import type { LevelInfo } from '../core/index.ts';",
    "import { MadeGridLevelScene, type GridLevelSpec } from '../family/index.ts';",
    "import { LEVELS } from './levels.ts';",
    '',
    'export class Level extends MadeGridLevelScene {',
    '  constructor() {',
    `    super({ backdrop: ${ts(GRID_KEYS.backdrop)}, music: ${ts(GRID_KEYS.music)} });`,
    '  }',
    '',
    '  protected override levelSpec(info: LevelInfo): GridLevelSpec {',
    '    return this.levelFromMap(info, LEVELS[info.id], LEVELS);',
    '  }',
    '}',
    '',
  ].join('\n');
}

export function writeGridGame(projectDir: string, gdd: Gdd, parts: GridParts): void {
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd, parts),
    'definition.ts': definitionFile(gdd, parts.actions),
    'Level.ts': levelFile(),
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'grid_logic', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd, {
    tileset: GRID_KEYS.floor,
    empty: (level) => (level.data.kind === 'push' ? ' ' : '.'),
  });
}

/**
 * The golden path for the GDD's levels, played from the title to the win: each level's steps from its kind, waiting
 * between levels for the next board. The first level shows an undo and a restart when the prompt asks for them.
 */
export function gridGoldenPath(
  gdd: Gdd,
  parts: GridParts,
  options: GoldenPathOptions = {
    undo: gdd.intent.mechanics.undo,
    restart: readGridWords(gdd.intent).restartPhrase !== null,
  },
): PlannedPath & { path: { description: string; steps: Step[] } } {
  const merge = mergeSettingsOf(gdd.sections.config);
  const steps: Step[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
    { until: { path: 'scene', equals: 'Level' }, timeoutMs: 2000 },
  ];
  const told: string[] = [];
  const levelOrder = gdd.sections.architecture.levelOrder;
  levelOrder.forEach((id, index) => {
    const level = gdd.sections.levels.find((l) => l.key === id)!;
    const data = levelData(level, parts.kinds);
    if (typeof data === 'string') throw new Error(`level "${id}": ${data}`);
    if (index > 0)
      steps.push(
        { until: { path: 'level', equals: index + 1 }, timeoutMs: 4000 },
        { until: { path: 'flags.moves', equals: 0 }, timeoutMs: 2000 },
      );
    const shown = index === 0 ? options : { undo: false, restart: false };
    const kind = parts.kinds.find((k) => k.kind === data.kind)!;
    const played = kind.steps(level, data, { index, options: shown, levelOrder, merge });
    told.push(played.told);
    steps.push(...played.steps);
  });
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 5000 });
  return {
    path: {
      version: 1,
      seed: GOLDEN_SEED,
      description: `Made by playsmith make: start from the title, then ${told.join('; ')}.`,
      steps,
      expect: { won: true },
    },
  };
}
