// The platformer family generator: a side-view game designed from the prompt (hero, enemies, collectible, boss,
// setting), with levels generated per the template's design rules, checked for reachability of the flag and every
// pickup under the configured jump physics, and a golden path planned in a model of the hero and proven by play.
// A prompt that names an endless runner or an auto-scrolling game gets the runner mode instead (../runner/).
// Here the design's steps in order and the mode's registration; beside it what the prompt decides (choices.ts), the
// words a player reads (prose.ts), the levels (levels.ts) and the requirements (requirements.ts).
// See templates/platformer/docs/design_rules.md.
import { createRandom, hashString } from '../../../../assets/index.ts';
import { defineMode, type DesignInput, type FamilyDesign } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import { designWithRetries } from '../../shared/design.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { platformerRegistry } from './assets.ts';
import { physicsOf, TIMER_PATH } from '../config.ts';
import { BOSS_FIGHT_MS, castOf, coinsPerLevel, configFor, TIMER_SLACK, type Cast } from './choices.ts';
import { generateLevel, levelProblems, type GeneratedLevel } from './levels.ts';
import {
  decisionsOf,
  entitiesOf,
  goalFor,
  howToPlay,
  ignoredAsks,
  legendOf,
  levelNames,
  levelNotes,
  platformerText,
  titleFor,
} from './prose.ts';
import { platformsRequirements } from './requirements.ts';
import { CELL, type PlayerPhysics } from '../sim.ts';
import { bossNameOf, readPlatformerWords, type PlatformerWords } from '../words.ts';
import { platformerGoldenPath, writePlatformerGame, type PlatformerText } from './write.ts';

/**
 * One design, in order: the cast and the title read from the prompt, the config, the levels generated and planned,
 * then the GDD's sections in the words of prose.ts.
 */
function designOnce(input: DesignInput, phrases: readonly PromptPhrase[]): FamilyDesign {
  const { intent } = input;
  const cast = castOf(input, phrases);
  const { words, difficulty, boss, levelCount } = cast;
  const title = titleFor(words, input, boss);
  const { config, timerRaised } = configFor(cast, input, title);
  const physics = physicsOf(config);
  const generated = generateLevels(cast, input, phrases, config, physics);
  const text = platformerText(
    words,
    generated.map((l) => ({ key: l.key, title: l.title, boss: l.facts.boss })),
    physics.doubleJump,
    physics.dash !== undefined,
  );
  const legend = legendOf(words, boss);
  const levels = generated.map((level) => levelSection(level, legend, words));
  const decisions = decisionsOf(cast, intent, physics);
  const ignored = ignoredAsks(cast, intent, physics, timerRaised);
  const entities = entitiesOf(words, boss, physics);

  return {
    title,
    goal: goalFor(words, levelCount, boss),
    sections: {
      architecture: {
        template: 'platformer',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: generated.map((l) => l.key),
        notes: howToPlay(words, physics.doubleJump, boss, config),
      },
      assets: platformerRegistry(words, { boss, difficulty, doubleJumpAsked: cast.doubleJumpAsked }),
      config,
      entities,
      levels,
      roadmap: roadmapOf(words, generated, config, text),
    },
    decisions,
    ignored,
  };
}

/** The levels, each generated to the cast and sized to fit a time limit, from a stream of their own. */
function generateLevels(
  cast: Cast,
  input: DesignInput,
  phrases: readonly PromptPhrase[],
  config: ConfigValues,
  physics: PlayerPhysics,
): GeneratedLevel[] {
  const { words, difficulty, boss, levelCount } = cast;
  const timeLimit = config[TIMER_PATH] as number | undefined;
  const names = levelNames(words, levelCount, boss);
  // Layouts draw from their own stream, seeded from the design stream and the prompt, so two prompts made with the
  // same --seed do not share their levels.
  const layouts = createRandom(
    (input.random.int(0, 0x7fffffff) ^ hashString(input.intent.read)) >>> 0,
    'platformer:levels',
  );
  const coins = coinsPerLevel(phrases, words, levelCount);
  return names.map((name, index) => {
    const isBoss = boss && index === levelCount - 1;
    // A time limit caps the width: the golden path runs 6.9 cells a second and must use at most 60 % of the limit.
    const maxColumns =
      timeLimit === undefined
        ? 100
        : Math.max(
            40,
            Math.floor(((timeLimit * TIMER_SLACK - (isBoss ? BOSS_FIGHT_MS / 1000 : 0)) * physics.walkSpeed) / CELL) -
              4,
          );
    return generateLevel(
      {
        key: name.key,
        title: name.title,
        index,
        count: levelCount,
        difficulty,
        doubleJumpGap: cast.doubleJumpAsked && physics.doubleJump,
        boss: isBoss,
        maxColumns: Math.min(100, maxColumns),
        ...(coins ? { coins: coins[index]! } : {}),
      },
      physics,
      layouts,
    );
  });
}

/** A level of the GDD: its rows, the legend, its facts and golden path, and its notes. */
function levelSection(
  level: GeneratedLevel,
  legend: Record<string, string>,
  words: PlatformerWords,
): FamilyDesign['sections']['levels'][number] {
  return {
    key: level.key,
    title: level.title,
    ascii: level.rows,
    legend,
    data: {
      facts: level.facts,
      goldenPath: {
        jumps: level.plan.jumps.map((j) => ({
          kind: j.kind,
          triggerX: j.triggerX,
          windowPx: j.windowPx,
          over: j.obstacle.kind,
        })),
        bossStopX: level.plan.bossStopX,
        runMs: level.plan.runMs,
      },
    },
    notes: levelNotes(level, words),
  };
}

/** The GDD's roadmap: the template copied, then each hook file and what it gets. */
function roadmapOf(
  words: PlatformerWords,
  generated: readonly GeneratedLevel[],
  config: ConfigValues,
  text: PlatformerText,
): FamilyDesign['sections']['roadmap'] {
  const timeLimit = config[TIMER_PATH] as number | undefined;
  return [
    {
      action: 'COPY',
      target: 'templates/platformer',
      detail: 'the family template: core scenes, PlatformerLevelScene, player, enemies, boss, ASCII levels',
    },
    {
      action: 'UPDATE',
      target: 'src/game/levels.ts',
      detail:
        `${generated.length} generated level(s): ` +
        `${generated.map((l) => `${l.key} (${l.rows[0]!.length} columns)`).join(', ')}`,
    },
    {
      action: 'UPDATE',
      target: 'src/game/definition.ts',
      detail: 'goal, the actions left, right, jump, attack, shoot, and the level order',
    },
    {
      action: 'UPDATE',
      target: 'src/game/Level.ts',
      detail:
        `asset keys, level banners, "${text.collectibleLabel}" in the HUD, the double_jump ` +
        `event${timeLimit !== undefined ? ', the time limit' : ''}`,
    },
    ...roadmapEnd({
      config: Object.keys(config).join(', '),
      assets: `themed "${words.theme.join(', ')}"`,
      goldenPath: "jumps at the planner's take-off points, throwing ahead; the boss fight; the run to each flag",
    }),
  ];
}

/** Fresh designs tried before design gives up; each draws on from the same seeded stream. */
const DESIGN_ATTEMPTS = 3;

function validate(gdd: Gdd): string[] {
  const physics = physicsOf(gdd.sections.config);
  const problems: string[] = [];
  const keys = gdd.sections.levels.map((l) => l.key);
  if (keys.join() !== gdd.sections.architecture.levelOrder.join())
    problems.push(
      `the level order (${gdd.sections.architecture.levelOrder.join(', ')}) does not match the levels ` +
        `(${keys.join(', ')})`,
    );
  for (const level of gdd.sections.levels) {
    for (const p of levelProblems(level.ascii, physics)) problems.push(`level "${level.key}": ${p}`);
  }
  return problems;
}

function write(projectDir: string, gdd: Gdd, { phrases }: PlatformsAsk): void {
  const levels = gdd.sections.levels.map((l) => ({
    key: l.key,
    title: l.title,
    boss: l.ascii.some((r) => r.includes('B')),
  }));
  const physics = physicsOf(gdd.sections.config);
  writePlatformerGame(
    projectDir,
    gdd,
    platformerText(
      readPlatformerWords(gdd.intent, phrases),
      levels,
      physics.doubleJump,
      physics.dash !== undefined,
      bossNameOf(gdd.intent),
    ),
  );
}

/** The family's own mode, last in its precedence: levels of platforms run and jumped to their flag. */
/** The prompt's phrases: the family's words read the named place from them, and the pickups the prompt counts. */
interface PlatformsAsk {
  phrases: readonly PromptPhrase[];
}

export const platformsMode = defineMode<PlatformsAsk>({
  id: 'platforms',
  family: 'platformer',
  cues: [],
  names: [{ head: 'platformer', kind: 'genre', pattern: /\bplatformer\b/, proofs: ['reach-every-flag'] }],
  proves: {
    'boss fight': ['boss-defeated'],
    'double jump': ['double-jump-played'],
    dash: ['dash-played'],
    shooting: ['shots-fired', 'shoot'],
    'melee attack': ['melee', 'enemy-defeated'],
    stomp: ['defeat-enemies', 'enemy-defeated'],
    jump: ['reach-every-flag'],
  },
  proofs: [
    'boss-at-end',
    'boss-defeated',
    'boss-named',
    'collect',
    'collectible-theme',
    'dash-config',
    'dash-played',
    'defeat-enemies',
    'difficulty',
    'double-jump-config',
    'double-jump-needed',
    'double-jump-played',
    'enemy-defeated',
    'enemy-theme',
    'lives',
    'melee',
    'reach-every-flag',
    'shoot',
    'shots-fired',
    'time-limit',
  ],
  examples: [
    'a platformer where a knight collects gold coins, stomps goblins, double jumps over lava pits and defeats a ' +
      'dragon boss in the castle, 3 levels',
    'a hard platformer where a ninja double jumps across bamboo rooftops, throws shuriken at crows and must finish ' +
      'each level within 60 seconds',
    'a platformer where a ninja dashes past spikes',
    'a platformer where a fox collects gems, 3 levels, 4 lives and a 60 second timer',
    'a platformer with a boss fight: a samurai climbs a pagoda over 3 levels and defeats the Oni King at the top',
  ],
  read: (_intent, phrases) => ({ phrases }),
  design: (input, { phrases }) =>
    designWithRetries(input, { family: 'platformer', attempts: DESIGN_ATTEMPTS }, () => designOnce(input, phrases)),
  validate,
  write,
  plan: platformerGoldenPath,
  requirements: (gdd, { phrases }) => platformsRequirements(gdd, phrases),
});
