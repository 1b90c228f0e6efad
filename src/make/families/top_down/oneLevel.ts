// What the top_down family's one-level modes (paddle games, lanes, stealth, races, golf) write alike: the three hook
// files, the config, the registry, and a golden path that starts the game and waits for the mode before its steps.
import { join } from 'node:path';
import { leavesFrom, mergeConfig } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';
import { actionList, definitionFile } from '../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeJson, writeRegistry } from '../shared/files.ts';
import { EXTRA_LEAVES } from './config.ts';

export interface OneLevelGame {
  /** The text of src/game/levels.ts and src/game/Level.ts. */
  levels: string;
  level: string;
  actions: readonly { name: string; keys: readonly string[]; description: string }[];
  /** The value of `flags.mode` the golden path waits for after Start. */
  mode: string;
  /** How the plan was made, for a person reading golden-path.json. */
  description: string;
  steps: readonly object[];
}

export function writeOneLevelGame(projectDir: string, gdd: Gdd, game: OneLevelGame): void {
  writeHookFiles(projectDir, {
    'levels.ts': game.levels,
    'definition.ts': definitionFile(gdd, { expression: actionList(game.actions) }),
    'Level.ts': game.level,
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'top_down', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd);
  writeJson(join(projectDir, 'golden-path.json'), {
    version: 1,
    seed: gdd.seed >>> 0,
    description: game.description,
    steps: [
      { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
      { press: 'start' },
      { until: { path: 'flags.mode', equals: game.mode }, timeoutMs: 5000 },
      ...game.steps,
    ],
    expect: { won: true },
  });
}
