// The top_down family generator: games seen from above with free eight-way movement and shooting. The prompt names
// the hero, the enemies, the collectible, a boss, and whether the game is an arena of waves, a dungeon won at its exit,
// or both; levels are generated per the template's design rules, checked with its validateLevel, a sealed-region
// flood fill and the golden path's route, and the golden path is planned on the maps (fights looping round an anchor
// with auto-aimed fire, walks along corridors) and proven by play. See templates/top_down/docs/design_rules.md.
// Here the design's steps in order and the mode's registration; beside it what the prompt decides (choices.ts), the
// words a player reads (prose.ts), the levels (arena.ts, dungeon.ts, objectiveLevels.ts, checked in levels.ts) and
// the requirements (requirements.ts).
import { defineMode, type DesignInput, type FamilyDesign } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import { designWithRetries } from '../../shared/design.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { topDownRegistry } from './assets.ts';
import { TEMPLATE, TIMER_PATH } from '../config.ts';
import {
  arenaAmmoConfig,
  BOSS_HP,
  castOf,
  configFor,
  countdownLengthened,
  timeLimitNeeded,
  type Cast,
} from './choices.ts';
import type { GeneratedLevel, LevelRequest, TopDownLevelData } from './levels.ts';
import { generateArena } from './arena.ts';
import { generateDungeon } from './dungeon.ts';
import { generateEscape, generateRescue, objectiveLevelProblems, rescueWaveCount } from './objectiveLevels.ts';
import {
  countdownIgnored,
  decisionsOf,
  entitiesOf,
  goalFor,
  howToPlay,
  ignoredAsks,
  levelNames,
  levelSection,
  shooterText,
  timerIgnored,
  titleFor,
} from './prose.ts';
import { shooterRequirements } from './requirements.ts';
import { readTopDownWords } from '../words.ts';
import { goldenPath, levelData, writeTopDownGame } from './write.ts';
import { hashString } from '../../../../assets/index.ts';

/** Attempts at one level before the whole design starts again from the seeded stream. */
const LEVEL_ATTEMPTS = 8;
/** Whole designs tried before design gives up. */
const DESIGN_ATTEMPTS = 3;

/** Every level in order, each tried afresh until it passes its checks (an objective's room, an arena, a dungeon). */
function generateAll(cast: Cast, input: DesignInput, config: ConfigValues): GeneratedLevel[] {
  const names = levelNames(cast);
  return names.map((name, index) => {
    const request: LevelRequest = {
      key: name.key,
      title: name.title,
      mode: cast.modes[index]!,
      index,
      difficulty: cast.difficulty,
      boss: cast.boss && index === names.length - 1,
      bossHp: BOSS_HP[cast.difficulty],
      waves: cast.ask?.kind === 'rescue' ? rescueWaveCount(cast.ask.surviveMs, cast.words.waves) : cast.words.waves,
      gemsOnRoute: cast.words.collectibleFromPrompt && cast.ask === null,
    };
    const ask = cast.ask;
    const failures: string[] = [];
    for (let attempt = 0; attempt < LEVEL_ATTEMPTS; attempt++) {
      try {
        const level =
          ask?.kind === 'escape'
            ? generateEscape(request, ask, config, input.random)
            : ask?.kind === 'rescue'
              ? generateRescue(request, ask, config, input.random)
              : request.mode === 'arena'
                ? generateArena(request, config, input.random)
                : generateDungeon(request, config, input.random);
        const problems = objectiveLevelProblems(level.rows, level.data, config);
        if (problems.length === 0) return level;
        failures.push(problems[0]!);
      } catch (e) {
        failures.push((e as Error).message);
      }
    }
    throw new Error(`level "${name.key}" failed ${LEVEL_ATTEMPTS} generations: ${failures.slice(0, 3).join(' | ')}`);
  });
}

/** The enemy kinds the levels hold beside the boss, in a fixed order: they get entities and art. */
function kindsUsed(levels: readonly GeneratedLevel[]): EnemyKind[] {
  const kinds = new Set<EnemyKind>();
  for (const level of levels) {
    for (const [kind, n] of Object.entries(level.data.facts.enemies) as [EnemyKind, number][]) {
      // On the boss level the brute is the boss, drawn with its own art.
      const plain = kind === 'brute' && level.data.boss ? n - 1 : n;
      if (plain > 0) kinds.add(kind);
    }
  }
  return (['chaser', 'shooter', 'brute', 'turret'] as const).filter((k) => kinds.has(k));
}

/**
 * One design, in order: the cast and the title read from the prompt, the config, the levels made and checked, the
 * start ammo and a time limit fitted to them, then the GDD's sections in the words of prose.ts.
 */
function designOnce(input: DesignInput, phrases: readonly PromptPhrase[]): FamilyDesign {
  const { intent } = input;
  // The prompt's words stir the seeded stream, so two prompts made with the same seed get different maps.
  for (let i = hashString(intent.read) % 61; i > 0; i--) input.random.next();
  const cast = castOf(input, phrases);
  const w = cast.words;
  const title = titleFor(cast, input);
  const config = configFor(cast, input, title);
  const generated = generateAll(cast, input, config);
  Object.assign(config, arenaAmmoConfig(config, generated));

  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  // A time limit (not survival) must leave the golden path room: raise it when the slowest level needs more.
  const raised = timeLimitNeeded(config, generated);
  if (raised !== null) {
    ignored.push(timerIgnored(intent, raised));
    config[TIMER_PATH] = raised.seconds;
  }
  const ask = cast.ask;
  const countdown = countdownLengthened(ask, generated);
  if (countdown !== null && ask?.kind === 'escape') ignored.push(countdownIgnored(intent, ask.names.threat, countdown));
  const levels = generated.map((level) => levelSection(level, w, config));
  const kinds = kindsUsed(generated);
  const entities = entitiesOf(cast, kinds);
  const decisions = decisionsOf(cast, intent, kinds);
  ignored.push(...ignoredAsks(cast, intent));

  return {
    title,
    goal: goalFor(cast),
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: generated.map((l) => l.key),
        notes: howToPlay(cast, config),
      },
      assets: topDownRegistry(w, {
        dungeon: cast.modes.includes('tilemap'),
        boss: cast.boss,
        kinds,
        difficulty: cast.difficulty,
        ...(ask?.kind === 'escape' ? { escape: ask.names } : {}),
        ...(ask?.kind === 'rescue' ? { rescue: ask.vehicle } : {}),
      }),
      config,
      entities,
      levels,
      roadmap: roadmapOf(cast, generated, config),
    },
    decisions,
    ignored,
  };
}

/** The GDD's roadmap: the template copied, then each hook file and what it gets. */
function roadmapOf(
  cast: Cast,
  generated: readonly GeneratedLevel[],
  config: ConfigValues,
): FamilyDesign['sections']['roadmap'] {
  return [
    {
      action: 'COPY',
      target: `templates/${TEMPLATE}`,
      detail:
        'the family template: core scenes, TopDownLevelScene (movement, auto-aim, enemies, waves, ' +
        'pickups), ASCII level rules',
    },
    {
      action: 'UPDATE',
      target: 'src/game/levels.ts',
      detail:
        `${generated.length} generated level(s): ` +
        `${generated
          .map(
            (l) =>
              `${l.key} (${l.data.mode === 'arena' ? 'arena' : 'dungeon'} ${l.data.facts.cols}x` +
              `${l.data.facts.rows})`,
          )
          .join(', ')}`,
    },
    {
      action: 'UPDATE',
      target: 'src/game/definition.ts',
      detail: 'goal, the actions up, down, left, right, fire, and the level order',
    },
    {
      action: 'UPDATE',
      target: 'src/game/Level.ts',
      detail:
        `asset keys, level banners, the gem_collected event${cast.boss ? ', the boss' : ''}` +
        `${config[TIMER_PATH] !== undefined ? ', the timer' : ''}`,
    },
    ...roadmapEnd({
      config: Object.keys(config).join(', '),
      assets: `themed "${cast.words.theme.join(', ')}"`,
      goldenPath:
        'fights looping round each anchor with fire held until the kill count is reached, walks between rooms, ' +
        'the exit',
    }),
  ];
}

/**
 * The family's checks: the level order matches the levels; every level keeps validateLevel's rules, has no sealed
 * region, and its golden-path route is clear.
 */
function validate(gdd: Gdd): string[] {
  const problems: string[] = [];
  const keys = gdd.sections.levels.map((l) => l.key);
  if (keys.join() !== gdd.sections.architecture.levelOrder.join())
    problems.push(
      `the level order (${gdd.sections.architecture.levelOrder.join(', ')}) does not match the levels ` +
        `(${keys.join(', ')})`,
    );
  for (const level of gdd.sections.levels) {
    const data = level.data as unknown as Partial<TopDownLevelData>;
    if (
      (data.mode !== 'arena' && data.mode !== 'tilemap') ||
      !Array.isArray(data.route) ||
      !Array.isArray(data.waves) ||
      (data.win !== 'waves' && data.win !== 'exit' && data.win !== 'rescue')
    ) {
      problems.push(`level "${level.key}": its data needs mode, win, waves and route`);
      continue;
    }
    for (const p of objectiveLevelProblems(level.ascii, data as TopDownLevelData, gdd.sections.config))
      problems.push(`level "${level.key}": ${p}`);
  }
  return problems;
}

function write(projectDir: string, gdd: Gdd, { phrases }: ShooterAsk): void {
  const levels = gdd.sections.architecture.levelOrder.map((key) => {
    const level = gdd.sections.levels.find((l) => l.key === key)!;
    const data = levelData(gdd, key);
    return {
      key,
      title: level.title,
      mode: data.mode,
      boss: data.boss,
      waves: data.waves.length,
      objective: data.objective,
    };
  });
  writeTopDownGame(projectDir, gdd, shooterText(readTopDownWords(gdd.intent, phrases), levels, gdd.sections.config));
}

/** The family's own mode, last in its precedence: arenas of waves, dungeons won at their exit, or both. */
/** The prompt's phrases, which the family's words read the named place from. */
interface ShooterAsk {
  phrases: readonly PromptPhrase[];
}

export const shooterMode = defineMode<ShooterAsk>({
  id: 'shooter',
  family: 'top_down',
  cues: [
    {
      pattern: new RegExp(
        '\\b(collect[- ]and[- ]escape|escap(e|es|ing) (through|via|out of) the [a-z]+|' +
          'before the [a-z]+ (wakes|returns|notices|comes back)|until the rescue [a-z]+ (lands|arrives))\\b',
      ),
      weight: 2.5,
      means: 'gather things in a room seen from above and get out, or hold out there for a rescue',
    },
  ],
  names: [
    {
      head: 'dungeon crawler',
      kind: 'genre',
      pattern: /\bdungeon[- ]crawl(?:er|ing)?\b|\brogue(?:like|lite)\b/,
      proofs: ['dungeon'],
    },
    {
      head: 'twin-stick shooter',
      kind: 'genre',
      pattern: /\btwin[- ]stick\b|\bshoot[- ]?'?em[- ]?up\b|\bshmup\b|\bbullet hell\b/,
      proofs: ['arena-waves'],
    },
    { head: 'collect-and-escape', kind: 'genre', pattern: /\bcollect[- ]and[- ]escape\b/, proofs: ['escaped'] },
    {
      head: 'rescue',
      kind: 'mechanic',
      pattern: /\buntil (?:the |a )?rescue\b|\bwait(?:s|ing)? for (?:the |a )?rescue\b/,
      proofs: ['rescue-reached'],
    },
  ],
  proves: { 'boss fight': ['boss-defeated'], shooting: ['shoot'], survival: ['arena-waves', 'waves-cleared'] },
  proofs: [
    'arena-waves',
    'boss-at-end',
    'boss-defeated',
    'collect',
    'collectible-theme',
    'difficulty',
    'dungeon',
    'enemies-defeated',
    'enemy-theme',
    'escaped',
    'exit-opened',
    'exits-reached',
    'fight-named',
    'free-movement',
    'hero-health',
    'items-collected',
    'lives',
    'rescue-reached',
    'rescue-shown',
    'shoot',
    'threat-countdown',
    'threat-shown',
    'time-limit',
    'wave-count',
    'waves-cleared',
  ],
  examples: [
    'a mouse grabs 10 cheese wedges and escapes before the cat wakes up',
    'a twin-stick shooter where a tank blasts drones in a desert arena, 3 waves, 5 lives',
    'a top-down dungeon crawler where a rogue explores 4 rooms, picks up keys and fights skeletons and a lich boss',
    'a farmer survives 3 minutes until the rescue helicopter lands',
    'a brutal challenging shooter',
    'a top-down shooter where a space marine clears 6 waves of alien bugs on a mining colony with 100 health',
  ],
  read: (_intent, phrases) => ({ phrases }),
  design: (input, { phrases }) =>
    designWithRetries(input, { family: 'top_down', attempts: DESIGN_ATTEMPTS }, () => designOnce(input, phrases)),
  validate,
  write,
  plan: (gdd) => ({ path: goldenPath(gdd) }),
  requirements: (gdd, { phrases }) => shooterRequirements(gdd, phrases),
});
