// What the top_down family's one-level modes (paddle games, lanes, stealth, races, golf) write alike: the three hook
// files (the level data and the scene from one pattern each), the config, the registry; and their golden path, which
// starts the game and waits for the mode before its steps.
import { leavesFrom, mergeConfig } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';
import { actionList, definitionFile } from '../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeRegistry } from '../shared/files.ts';
import type { PlannedPath } from '../../mode.ts';
import { EXTRA_LEAVES } from './config.ts';

export interface OneLevelGame {
  /** The text of src/game/levels.ts and src/game/Level.ts. */
  levels: string;
  level: string;
  actions: readonly { name: string; keys: readonly string[]; description: string }[];
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
}

/** How a one-level mode's golden path goes after Start, once the scene reports the mode. */
export interface OneLevelPath {
  /** The value of `flags.mode` the golden path waits for after Start. */
  mode: string;
  /** How the plan was made, for a person reading golden-path.json. */
  description: string;
  steps: readonly object[];
}

/** The golden path of a one-level mode: start the game, wait for the mode, then its planned steps. */
export function oneLevelPath(gdd: Gdd, path: OneLevelPath): PlannedPath {
  return {
    path: {
      version: 1,
      seed: gdd.seed >>> 0,
      description: path.description,
      steps: [
        { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
        { press: 'start' },
        { until: { path: 'flags.mode', equals: path.mode }, timeoutMs: 5000 },
        ...path.steps,
      ],
      expect: { won: true },
    },
  };
}

const ts = (value: unknown) => JSON.stringify(value);

/** The one level's game and plan a one-level mode's GDD holds, or undefined when its mode is none of `modes`. */
export function oneLevelData<G, P>(gdd: Gdd, ...modes: string[]): { game: G; plan: P } | undefined {
  const data = gdd.sections.levels[0]?.data as { mode?: string; game?: G; plan?: P } | undefined;
  return data?.game && data.plan && modes.includes(data.mode ?? '') ? { game: data.game, plan: data.plan } : undefined;
}

/** How a mode's level data is typed and named in src/game/levels.ts. */
export interface OneLevelData {
  /** What the level is, in the file's first line: "the road", "the golf course". */
  what: string;
  /** The game type and the family's Phaser-free module that declares it. */
  type: string;
  module: string;
  key: string;
  game: unknown;
}

/** src/game/levels.ts of a one-level mode: pure data, its type from the family's rules module. */
export function oneLevelDataFile(gdd: Gdd, data: OneLevelData): string {
  return `// HOOK FILE (made by playsmith make): ${data.what} of ${ts(gdd.title)} (seed ${gdd.seed}).
// Pure data: tools import this file without Phaser, so the type comes from the family's Phaser-free rules module.
import type { ${data.type} } from '../family/${data.module}.ts';

export const GAMES: Record<string, ${data.type}> = {
  ${ts(data.key)}: ${ts(data.game)},
};
`;
}

/** How a mode's scene is named in src/game/Level.ts, and the art it is given. */
export interface OneLevelScene {
  /** What the file holds, in its first line after "make): ". */
  about: string;
  /** The family's scene class, its art type, its game type and the hook that hands the scene its game. */
  scene: string;
  art: string;
  type: string;
  hook: string;
  /** The source text of the art value the scene's art() returns. */
  artValue: string;
}

/** src/game/Level.ts of a one-level mode: the family's scene given the level from levels.ts, its art and music. */
export function oneLevelSceneFile(spec: OneLevelScene): string {
  return `// HOOK FILE (made by playsmith make): ${spec.about}
import { playMusic, playSfx, type LevelInfo } from '../core/index.ts';
import { ${spec.scene}, type ${spec.art}, type ${spec.type} } from '../family/index.ts';
import { GAMES } from './levels.ts';

export class Level extends ${spec.scene} {
  constructor() {
    super('Level');
  }

  protected override ${spec.hook}(info: LevelInfo): ${spec.type} {
    const game = GAMES[info.id];
    if (!game) throw new Error(\`src/game/levels.ts has no level "\${info.id}" (the level order lists it)\`);
    return game;
  }

  protected override art(): ${spec.art} {
    return ${spec.artValue};
  }

  protected override onLevelStart(): void {
    playMusic(this, 'music');
  }

  protected override onLevelWon(): void {
    playSfx(this, 'sfx-win');
  }
}
`;
}
