// The platformer family generator: a side-view game designed from the prompt (hero, enemies, collectible, boss,
// setting), with levels generated per the template's design rules, checked for reachability of the flag and every
// pickup under the configured jump physics, and a golden path planned in a model of the hero and proven by play.
// A prompt that names an endless runner or an auto-scrolling game gets the runner mode instead (runnerMode.ts).
// See templates/platformer/docs/design_rules.md.
import { createRandom, hashString } from '../../../../assets/index.ts';
import { defineMode, type DesignInput, type FamilyDesign } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { checkReachable } from '../../../../../templates/platformer/src/family/asciiLevel.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import { designWithRetries } from '../../shared/design.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { collectibleFacts, designFact, eventFact, livesOfHero } from '../../shared/requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import { singularWord as singular } from '../../../singular.ts';
import { PLATFORMER_KEYS, platformerRegistry } from './assets.ts';
import { clampToLeaf, configValue, DASH_PATHS, physicsOf, TIMER_PATH } from '../config.ts';
import { generateLevel, jumpPhysicsOf, levelProblems, type Difficulty, type GeneratedLevel } from './levels.ts';
import { BODY, CELL } from '../sim.ts';
import { bossNameOf, plural, readPlatformerWords, type PlatformerWords } from '../words.ts';
import { planGdd, platformerGoldenPath, writePlatformerGame, type PlatformerText } from './write.ts';

/** Levels when the prompt names no number (the template's example has two). */
const DEFAULT_LEVELS = 2;
/** A time limit leaves the golden path this share of it at most, so a person has room too. */
const TIMER_SLACK = 0.6;
/** Boss fight allowance (game time) when sizing levels for a time limit. */
const BOSS_FIGHT_MS = 12_000;

/** The dash when the prompt asks for one: a burst over twice the run speed, short enough to stay in control. */
const DASH = { speed: 520, durationMs: 160, cooldownMs: 700 };

const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

const DIFFICULTY_CONFIG: Record<Difficulty, ConfigValues> = {
  easy: {
    'player.maxHp': 4,
    'game.lives': 5,
    'enemy.patrolSpeed': 60,
    'enemy.chaseSpeed': 110,
    'boss.hp': 4,
    'boss.shootEveryMs': 2800,
  },
  normal: {},
  hard: {
    'enemy.patrolSpeed': 85,
    'enemy.chaseSpeed': 160,
    'enemy.chaseRange': 280,
    'boss.hp': 8,
    'boss.shootEveryMs': 1900,
  },
};

function meleeName(hero: string): string {
  if (/^(fox|cat|kitten|wolf|dog|puppy|dragon|dino|monkey|mouse|rat|lion|tiger)$/.test(hero)) return 'tail swipe';
  if (/^(knight|prince|princess|king|queen|warrior|pirate|ninja|samurai|guard|thief|rogue)$/.test(hero))
    return 'sword slash';
  if (/^(robot|android|cyborg|bear|panda|penguin|frog|bunny|rabbit)$/.test(hero)) return 'punch';
  if (/^(wizard|witch|mage|sorcerer)$/.test(hero)) return 'staff swing';
  return 'swipe';
}

function levelNames(words: PlatformerWords, count: number, boss: boolean): { key: string; title: string }[] {
  const places = words.setting.places;
  return Array.from({ length: count }, (_, i) => {
    const lair = words.bossFromPrompt ? `${words.boss.replace(/[^a-z0-9]+/g, '_')}_lair` : words.setting.bossPlace;
    const key =
      boss && i === count - 1
        ? lair
        : places[i % places.length]! + (i >= places.length ? `_${Math.floor(i / places.length) + 1}` : '');
    return { key, title: capital(key.replace(/_/g, ' ')) };
  });
}

function titleFor(words: PlatformerWords, input: DesignInput, boss: boolean): string {
  const hero = capital(words.hero);
  const thing = capital(words.collectible);
  const things = capital(plural(words.collectible));
  const place = capital(words.setting.places[0]!.replace(/_/g, ' '));
  const options = [
    `${hero} and the ${thing} ${place}`,
    `${hero}'s ${things}`,
    `The ${hero} of the ${place}`,
    `${hero} Jump`,
  ];
  if (boss) options.push(`${hero} versus the ${capital(words.boss)}`);
  const fitting = options.filter((t) => t.length <= 32);
  return fitting.length ? input.random.pick(fitting) : `${hero} Jump`.slice(0, 32);
}

/**
 * The pickups of each level when the prompt counts the collectible it names ("collects 20 fish" over 2 levels: 10
 * and 10), within what a level's route holds; undefined when it does not count them.
 */
function coinsPerLevel(phrases: readonly PromptPhrase[], words: PlatformerWords, levels: number): number[] | undefined {
  if (!words.collectibleFromPrompt) return undefined;
  const asked = phrases.find(
    (p) => p.kind === 'number' && p.value !== undefined && singular(p.head).endsWith(words.collectible),
  )?.value;
  if (asked === undefined || asked < levels || asked > levels * 30) return undefined;
  return Array.from({ length: levels }, (_, i) => Math.floor(asked / levels) + (i < asked % levels ? 1 : 0));
}

interface Cast {
  words: PlatformerWords;
  difficulty: Difficulty;
  boss: boolean;
  doubleJumpAsked: boolean;
  levelCount: number;
}

function castOf(input: DesignInput, phrases: readonly PromptPhrase[]): Cast {
  const { intent } = input;
  return {
    words: readPlatformerWords(intent, phrases),
    difficulty: intent.difficulty ?? 'normal',
    boss: intent.mechanics.boss,
    doubleJumpAsked: intent.mechanics.doubleJump,
    levelCount: intent.levels ?? DEFAULT_LEVELS,
  };
}

function configFor(
  cast: Cast,
  input: DesignInput,
  title: string,
): { config: ConfigValues; timerRaised: number | null } {
  const { intent } = input;
  const config: ConfigValues = { 'game.title': title, ...DIFFICULTY_CONFIG[cast.difficulty] };
  // The design rules' harder game drops the double jump; a prompt that asks for it keeps it.
  config['player.doubleJump'] = cast.doubleJumpAsked || cast.difficulty !== 'hard';
  config['melee.enabled'] = true;
  config['ranged.enabled'] = true;
  if (cast.boss) config['boss.guardsGoal'] = true;
  if (intent.mechanics.dash)
    Object.assign(config, {
      [DASH_PATHS.speed]: DASH.speed,
      [DASH_PATHS.durationMs]: DASH.durationMs,
      [DASH_PATHS.cooldownMs]: DASH.cooldownMs,
    });
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  let timerRaised: number | null = null;
  if (intent.mechanics.timerSeconds !== null) {
    const asked = Math.round(intent.mechanics.timerSeconds);
    // The shortest level the rules allow (40 columns of running, the boss fight) must fit with room to spare.
    const least = Math.ceil(
      ((40 * CELL) / Number(configValue(config, 'player.walkSpeed')) + (cast.boss ? BOSS_FIGHT_MS / 1000 : 0)) /
        TIMER_SLACK,
    );
    const seconds = clampToLeaf(TIMER_PATH, Math.max(asked, least));
    if (seconds !== asked) timerRaised = seconds;
    config[TIMER_PATH] = seconds;
  }
  return { config, timerRaised };
}

function designOnce(input: DesignInput, phrases: readonly PromptPhrase[]): FamilyDesign {
  const { intent } = input;
  const cast = castOf(input, phrases);
  const { words, difficulty, boss, levelCount } = cast;
  const title = titleFor(words, input, boss);
  const { config, timerRaised } = configFor(cast, input, title);
  const physics = physicsOf(config);
  const timeLimit = config[TIMER_PATH] as number | undefined;
  const names = levelNames(words, levelCount, boss);
  // Layouts draw from their own stream, seeded from the design stream and the prompt, so two prompts made with the
  // same --seed do not share their levels.
  const layouts = createRandom((input.random.int(0, 0x7fffffff) ^ hashString(intent.read)) >>> 0, 'platformer:levels');
  const coins = coinsPerLevel(phrases, words, levelCount);
  const generated: GeneratedLevel[] = names.map((name, index) => {
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

  const collectibles = plural(words.collectible);
  const text = platformerText(
    words,
    generated.map((l) => ({ key: l.key, title: l.title, boss: l.facts.boss })),
    physics.doubleJump,
    physics.dash !== undefined,
  );
  const legend: Record<string, string> = {
    '.': 'air',
    '#': `ground (${words.setting.ground})`,
    '=': `one-way platform (${words.setting.platform})`,
    '^': 'spikes',
    P: `start of the ${words.hero}`,
    E: `${words.patrol} (patrols)`,
    C: `${words.chase} (chases)`,
    o: words.collectible,
    h: 'heart (heals)',
    F: words.setting.goal,
    ...(boss ? { B: `the ${words.boss} (boss)` } : {}),
  };
  const levels: FamilyDesign['sections']['levels'] = generated.map((level) => ({
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
  }));

  const heroChoice = words.heroFromPrompt
    ? `the prompt's ${words.hero}`
    : `a ${words.hero} (the prompt named none; the usual hero of a ${words.setting.themeWord} setting)`;
  const doubleJumpNote = cast.doubleJumpAsked
    ? ' (asked): every level has a gap only the double jump crosses'
    : ' (the family default); the main path never needs it, bonus platforms may';
  const decisions: string[] = [
    `The hero is ${heroChoice}; ` +
      `it collects ${collectibles}${words.collectibleFromPrompt ? '' : ' (not named in the prompt)'} and meets ` +
      `${plural(words.patrol)} that patrol and ${plural(words.chase)} that ` +
      `chase${words.enemiesFromPrompt ? '' : " (the setting's usual enemies)"}.`,
    `Setting: ${words.setting.themeWord} (${words.setting.backdrop}); it themes the ground, platforms, ` +
      'backdrop and music.',
    `${levelCount} level(s)${intent.levels !== null ? ' as asked' : ' (the family default)'}, difficulty ` +
      `${difficulty}${intent.difficulty ? '' : ' (the prompt named none)'}: ${difficultySummary(difficulty)}.`,
    physics.doubleJump
      ? `Double jump on${doubleJumpNote}.`
      : "Double jump off (the design rules' harder game); every jump is a single one.",
    ...(intent.mechanics.dash
      ? [
          `The dash: ${DASH.speed} px/s for ${DASH.durationMs} ms, at most every ${DASH.cooldownMs} ms; the ` +
            'golden path dashes once as each level starts.',
        ]
      : []),
    `The ${words.hero} both throws ${plural(words.shot)} (X or K) and makes a ${meleeName(words.hero)} (Z or ` +
      'J): the family keeps both attacks so enemies can be cleared at a distance.',
    ...(boss
      ? [
          `The last level ends in a boss arena: flat ground, two platforms the ${words.boss} cannot jump ` +
            'onto, the flag locked behind it until it falls.',
        ]
      : []),
    "Levels are generated per the template's design rules and checked: the flag and every pickup reachable " +
      'with the configured jump; the golden path is planned on the rows in a model of the hero, with take-off ' +
      'points safe under every timing of the runner.',
  ];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  if (words.extraCollectibles.length)
    ignored.push({
      what: `collecting ${words.extraCollectibles.map(plural).join(' and ')}`,
      why: `the platformer family has one kind of collectible; ${collectibles} stand for all of them`,
    });
  if (intent.mechanics.undo)
    ignored.push({ what: 'undo', why: 'a platformer plays in real time; a failed attempt restarts the level instead' });
  if (cast.doubleJumpAsked && !physics.doubleJump)
    ignored.push({ what: 'double jump', why: 'the configuration turned it off' });
  if (timerRaised !== null)
    ignored.push({
      what: `"${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} seconds`}" as the time limit`,
      why: `a level with room to play needs more; each level gets ${timerRaised} s`,
    });

  const entities: FamilyDesign['sections']['entities'] = [
    {
      name: words.hero,
      role: 'player',
      description:
        `runs, jumps${physics.doubleJump ? ' (and once more in the air)' : ''}` +
        `${physics.dash ? ', dashes' : ''}, throws ${plural(words.shot)}, makes a ${meleeName(words.hero)} and stomps`,
      assets: [PLATFORMER_KEYS.player, PLATFORMER_KEYS.playerShot],
      config: [
        'player.walkSpeed',
        'player.jumpVelocity',
        'player.doubleJump',
        'player.maxHp',
        'melee.damage',
        'ranged.damage',
        ...(physics.dash ? [DASH_PATHS.speed] : []),
      ],
    },
    {
      name: words.patrol,
      role: 'enemy',
      description: 'walks its stretch of ground and turns at walls and ledges; hurts on touch',
      assets: [PLATFORMER_KEYS.patrolEnemy],
      config: ['enemy.patrolSpeed', 'enemy.patrolHp', 'enemy.contactDamage'],
    },
    {
      name: words.chase,
      role: 'enemy',
      description: 'patrols, and runs at the hero when it comes near',
      assets: [PLATFORMER_KEYS.chaseEnemy],
      config: ['enemy.chaseSpeed', 'enemy.chaseRange', 'enemy.chaseHp'],
    },
    ...(boss
      ? [
          {
            name: words.boss,
            role: 'boss' as const,
            description:
              `wakes when the hero comes near, walks at it, jumps and throws ${plural(words.setting.bossShot)}; ` +
              `guards the last ${words.setting.goal}`,
            assets: [PLATFORMER_KEYS.boss, PLATFORMER_KEYS.bossShot],
            config: ['boss.hp', 'boss.speed', 'boss.shootEveryMs', 'boss.guardsGoal'],
          },
        ]
      : []),
    {
      name: words.collectible,
      role: 'pickup',
      description: 'points when touched; the HUD counts them',
      assets: [PLATFORMER_KEYS.coin],
      config: ['pickups.coinScore'],
    },
    {
      name: 'heart',
      role: 'pickup',
      description: 'heals one hit point',
      assets: [PLATFORMER_KEYS.heart],
      config: ['pickups.heartHeal'],
    },
    {
      name: words.setting.goal,
      role: 'goal',
      description: 'touching it finishes the level',
      assets: [PLATFORMER_KEYS.goal],
      config: ['pickups.goalScore'],
    },
    {
      name: 'spikes',
      role: 'hazard',
      description: 'hurt on touch',
      assets: [PLATFORMER_KEYS.spikes],
      config: ['hazards.spikeDamage'],
    },
    {
      name: 'platform',
      role: 'prop',
      description: 'one-way: stand on it, jump up through it',
      assets: [PLATFORMER_KEYS.platform],
      config: [],
    },
  ];

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
      roadmap: [
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
      ],
    },
    decisions,
    ignored,
  };
}

function difficultySummary(d: Difficulty): string {
  return {
    easy: 'narrower pits, lower steps, fewer enemies, 4 hit points, 5 lives, a 4-hit boss',
    normal: "the template's defaults: pits up to 4 cells, steps up to 3, 3 hit points, 3 lives, a 6-hit boss",
    hard: 'wider pits and more enemies, faster chasers that see further, an 8-hit boss that throws more often',
  }[d];
}

function goalFor(words: PlatformerWords, levels: number, boss: boolean): string {
  const place = levels === 1 ? 'the level' : `each of the ${levels} levels`;
  return (
    `Run and jump to the ${words.setting.goal} at the end of ${place}, collecting ${plural(words.collectible)} ` +
    `and stomping or striking ${plural(words.patrol)}` +
    `${boss ? `; defeat the ${words.boss} guarding the last ${words.setting.goal}` : ''}.`
  );
}

function howToPlay(words: PlatformerWords, doubleJump: boolean, boss: boolean, config: ConfigValues): string[] {
  const notes = [
    'Left/Right arrows or A/D run.',
    `Space, Up or W jumps${doubleJump ? '; press it again in the air to double jump' : ''}; let go early for ` +
      'a short hop.',
    `X or K throws ${words.shot === 'arrow' ? 'an arrow' : `a ${words.shot}`}; Z or J makes a ` +
      `${meleeName(words.hero)}; landing on an enemy's head stomps it.`,
    `Collect ${plural(words.collectible)} for points; hearts heal; spikes and enemies hurt; falling into a ` +
      'pit costs a life.',
    'Enter starts; P or Escape pauses.',
  ];
  if (config[DASH_PATHS.speed] !== undefined)
    notes.push('C or Left Shift dashes forward (a short burst of speed, then a moment to recover).');
  if (boss)
    notes.push(
      `The ${words.boss} at the end wakes when you come near; the last ${words.setting.goal} opens when it falls.`,
    );
  if (config[TIMER_PATH] !== undefined) notes.push(`Each level must be finished within ${config[TIMER_PATH]} seconds.`);
  if (config['game.lives'] !== undefined) notes.push(`${config['game.lives']} lives.`);
  return notes;
}

function levelNotes(level: GeneratedLevel, words: PlatformerWords): string[] {
  const f = level.facts;
  const notes = [
    `${level.rows[0]!.length} columns: ${f.pits} pit(s), ${f.spikeRuns} spike run(s), ${f.steps} step(s) ` +
      `up${f.doubleJumps ? `, ${f.doubleJumps} gap(s) only the double jump crosses` : ''}.`,
    `${f.patrols} ${plural(words.patrol)} and ${f.chasers} ${plural(words.chase)}; ${f.coins} ` +
      `${plural(words.collectible)} (${f.coinsOnPath} on the golden path's line); ${f.hearts} heart(s); ` +
      `${f.platforms} platform(s).`,
    `Golden path: ${level.plan.jumps.length} jump(s), about ${Math.round(level.plan.runMs / 1000)} s of ` +
      `running${f.boss ? ', then the boss fight' : ''}.`,
  ];
  if (f.boss) notes.push(`Boss arena at the end: the ${words.boss} guards the ${words.setting.goal}.`);
  return notes;
}

/** The words the game shows: banners, the HUD's name for the collectible, the actions' descriptions. */
function platformerText(
  words: PlatformerWords,
  levels: readonly { key: string; title: string; boss: boolean }[],
  doubleJump: boolean,
  dash: boolean,
  bossName: string | null = null,
): PlatformerText {
  const things = plural(words.collectible);
  const banners: Record<string, string> = {};
  levels.forEach((level, i) => {
    banners[level.key] = level.boss
      ? `${level.title}: beware the ${words.boss}!`
      : i === 0
        ? `Collect the ${things} and reach the ${words.setting.goal}!`
        : `${level.title}: reach the ${words.setting.goal}!`;
  });
  return {
    collectibleLabel: capital(things),
    banners,
    bossName: bossName ?? capital(words.boss),
    actions: [
      { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'run left' },
      { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'run right' },
      {
        name: 'jump',
        keys: ['Space', 'ArrowUp', 'KeyW'],
        description: doubleJump ? 'jump (again in the air)' : 'jump',
      },
      { name: 'attack', keys: ['KeyZ', 'KeyJ'], description: meleeName(words.hero) },
      {
        name: 'shoot',
        keys: ['KeyX', 'KeyK'],
        description: `throw ${words.shot === 'arrow' ? 'an arrow' : `a ${words.shot}`}`,
      },
      ...(dash ? [{ name: 'dash', keys: ['KeyC', 'ShiftLeft'], description: 'dash forward' }] : []),
    ],
  };
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

/** Whether the flag of `rows` is out of reach without the air jump (the level needs the double jump). */
function needsDoubleJump(rows: readonly string[], gdd: Gdd): boolean {
  const physics = physicsOf(gdd.sections.config);
  return (
    !checkReachable(rows, jumpPhysicsOf(physics, false), CELL, BODY.width).reachable &&
    checkReachable(rows, jumpPhysicsOf(physics, true), CELL, BODY.width).reachable
  );
}

function requirements(gdd: Gdd, { phrases }: PlatformsAsk): Requirement[] {
  const f = platformsFacts(gdd, phrases);
  return [
    ...familyRequirements(f),
    ...collectibleRequirements(f),
    ...enemyRequirements(f),
    ...shootingRequirements(f),
    ...meleeRequirements(f),
    ...doubleJumpRequirements(f),
    ...dashRequirements(f),
    ...bossRequirements(f),
    ...timerRequirements(f),
    ...livesRequirements(f),
    ...difficultyRequirements(f),
  ];
}

/** What the requirements read of a platforms design: the prompt's words, the config, the levels and their plans. */
type PlatformsFacts = ReturnType<typeof platformsFacts>;

function platformsFacts(gdd: Gdd, phrases: PlatformsAsk['phrases']) {
  const { intent } = gdd;
  const words = readPlatformerWords(intent, phrases);
  const config = gdd.sections.config;
  const levels = gdd.sections.levels;
  const plans = planGdd(gdd);
  const asset = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key);
  return { gdd, intent, words, config, levels, plans, asset };
}

/** Every platforms game: the goal of every level reached. */
function familyRequirements({ words, levels }: PlatformsFacts): Requirement[] {
  return [
    {
      id: 'reach-every-flag',
      text: `the ${words.setting.goal} of every level is reached`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'goal_reached', minCount: levels.length },
    },
  ];
}

/** The things to collect the prompt names, drawn and collected on the way. */
function collectibleRequirements(f: PlatformsFacts): Requirement[] {
  const { gdd, intent, words, levels } = f;
  const out: Requirement[] = [];
  const coinsOnPath = levels.reduce(
    (s, l) => s + Number((l.data.facts as { coinsOnPath?: number } | undefined)?.coinsOnPath ?? 0),
    0,
  );
  if (words.collectibleFromPrompt) {
    out.push(
      ...collectibleFacts(gdd, {
        hero: words.hero,
        collectible: words.collectible,
        plural: plural(words.collectible),
        source: intent.phrases.collectibles ?? words.collectible,
        event: 'coin_collected',
        minCount: Math.max(1, Math.min(coinsOnPath, 10)),
        key: PLATFORMER_KEYS.coin,
      }),
    );
  }
  return out;
}
/** The enemies the prompt names: drawn as them, and defeated. */
function enemyRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, asset } = f;
  const out: Requirement[] = [];
  if (words.enemiesFromPrompt) {
    const source = intent.phrases.enemies ?? words.namedEnemies.join(', ');
    const art = [asset(PLATFORMER_KEYS.patrolEnemy), asset(PLATFORMER_KEYS.chaseEnemy)];
    const drawn = words.namedEnemies.filter((e) => art.some((a) => a?.description.includes(e)) && drawsNoun(e));
    out.push(
      designFact({
        id: 'enemy-theme',
        text: `the enemies are ${words.namedEnemies.map(plural).join(' and ')}`,
        source,
        ok: drawn.length === Math.min(2, words.namedEnemies.length),
        evidence:
          `enemy art: ${art.map((a) => `"${a?.key}": ${a?.description}`).join('; ')}; ` +
          words.namedEnemies.map((e) => `${e}: ${drawing(e)}`).join('; '),
      }),
    );
    out.push(
      eventFact({
        id: 'defeat-enemies',
        text: `the ${words.hero} defeats ${plural(words.patrol)}`,
        source,
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** Shooting: the throw is on, and used in play. */
function shootingRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.shooting) {
    out.push(
      designFact({
        id: 'shoot',
        text: `the ${words.hero} throws ${plural(words.shot)}`,
        source: intent.phrases.shooting ?? 'shooting',
        ok: configValue(config, 'ranged.enabled') === true,
        evidence:
          `ranged.enabled = ${configValue(config, 'ranged.enabled')}; the shoot action (X or K) throws ` +
          `${words.shot}`,
      }),
    );
    out.push(
      eventFact({
        id: 'shots-fired',
        text: 'shots are fired in play',
        source: intent.phrases.shooting ?? 'shooting',
        event: 'player_attacked',
      }),
    );
  }
  return out;
}
/** A melee attack: on, and defeating enemies in play. */
function meleeRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.melee) {
    out.push(
      designFact({
        id: 'melee',
        text: `the ${words.hero} makes a ${meleeName(words.hero)}`,
        source: intent.phrases.melee ?? 'melee',
        ok: configValue(config, 'melee.enabled') === true,
        evidence: `melee.enabled = ${configValue(config, 'melee.enabled')}; the attack action (Z or J)`,
      }),
    );
    out.push(
      eventFact({
        id: 'enemy-defeated',
        text: 'enemies are defeated in play',
        source: intent.phrases.melee ?? 'melee',
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** The double jump: on, needed by some level, and used in play. */
function doubleJumpRequirements(f: PlatformsFacts): Requirement[] {
  const { gdd, intent, config, levels } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.doubleJump) {
    const source = intent.phrases.doubleJump ?? 'double jump';
    const needing = levels.filter((l) => needsDoubleJump(l.ascii, gdd)).map((l) => l.key);
    out.push(
      designFact({
        id: 'double-jump-config',
        text: 'the hero can double jump',
        source,
        ok: configValue(config, 'player.doubleJump') === true,
        evidence: `player.doubleJump = ${configValue(config, 'player.doubleJump')}`,
      }),
    );
    out.push(
      designFact({
        id: 'double-jump-needed',
        text: 'levels need the double jump',
        source,
        ok: needing.length > 0,
        evidence: needing.length
          ? `without the air jump the flag is out of reach on: ${needing.join(', ')}`
          : 'every flag is reachable with a single jump',
      }),
    );
    out.push(
      eventFact({
        id: 'double-jump-played',
        text: 'the double jump is used in play',
        source,
        weight: 2,
        event: 'double_jump',
      }),
    );
  }
  return out;
}
/** The dash: faster than a run, and used in play. */
function dashRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.dash) {
    const source = intent.phrases.dash ?? 'dash';
    const speed = config[DASH_PATHS.speed];
    out.push(
      designFact({
        id: 'dash-config',
        text: `the ${words.hero} can dash`,
        source,
        ok: typeof speed === 'number' && speed > Number(configValue(config, 'player.walkSpeed')),
        evidence:
          `${DASH_PATHS.speed} = ${speed} px/s against a run of ${configValue(config, 'player.walkSpeed')} ` +
          'px/s; the dash action (C or Left Shift)',
      }),
    );
    out.push(eventFact({ id: 'dash-played', text: 'the dash is used in play', source, event: 'player_dashed' }));
  }
  return out;
}
/** A boss: guarding the last level, defeated, and called by the name the prompt gives. */
function bossRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config, levels } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.boss) {
    const last = levels[levels.length - 1]!;
    const hasBoss = last.ascii.some((r) => r.includes('B'));
    out.push(
      designFact({
        id: 'boss-at-end',
        text: `a boss (${words.boss}) guards the last level`,
        source: intent.phrases.boss ?? 'boss',
        ok: hasBoss && configValue(config, 'boss.guardsGoal') === true,
        evidence: hasBoss
          ? `level "${last.key}" has the boss "B"; boss.guardsGoal = ${configValue(config, 'boss.guardsGoal')}`
          : `level "${last.key}" has no boss`,
      }),
    );
    out.push(
      eventFact({
        id: 'boss-defeated',
        text: `the ${words.boss} is defeated`,
        source: intent.phrases.boss ?? 'boss',
        weight: 2,
        event: 'boss_defeated',
      }),
    );
    const name = bossNameOf(intent);
    // A boss the prompt names: the game calls it so (the HUD and its health bar read the same bossName()).
    if (name)
      out.push({
        id: 'boss-named',
        text: `the boss is called the ${name} in play`,
        source: name,
        weight: 1,
        check: { kind: 'state', path: 'flags.bossName', equals: name },
      });
  }
  return out;
}
/** A time limit per level, long enough for the golden path. */
function timerRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config, plans } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.timerSeconds !== null) {
    const seconds = config[TIMER_PATH];
    const longest = Math.max(...plans.map((p) => p.runMs)) / 1000;
    out.push(
      designFact({
        id: 'time-limit',
        text: `each level has a time limit of ${intent.mechanics.timerSeconds} s`,
        source: intent.phrases.timer ?? 'timer',
        ok: seconds === intent.mechanics.timerSeconds,
        evidence: `${TIMER_PATH} = ${seconds} s; the golden path's longest run takes ${Math.round(longest)} s`,
      }),
    );
  }
  return out;
}
/** The lives the prompt asks for. */
function livesRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.lives !== null)
    out.push(livesOfHero(intent, intent.mechanics.lives, configValue(config, 'game.lives')));
  return out;
}
/** An easy or hard game: its widest pit and its boss to match. */
function difficultyRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config, plans } = f;
  const out: Requirement[] = [];
  if (intent.difficulty) {
    const widest = Math.max(
      ...plans.flatMap((p) =>
        p.jumps
          .filter((j) => j.kind === 'jump' && j.obstacle.kind === 'pit')
          .map((j) => j.obstacle.to - j.obstacle.from + 1),
      ),
      0,
    );
    const ok =
      intent.difficulty === 'hard'
        ? widest >= 4 || Number(configValue(config, 'boss.hp')) > 6
        : intent.difficulty === 'easy'
          ? widest <= 3
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `the game is ${intent.difficulty}`,
        source: intent.phrases.difficulty ?? intent.difficulty,
        ok,
        evidence:
          `widest single-jump pit ${widest} cells; player.maxHp ${configValue(config, 'player.maxHp')}; boss.hp ` +
          `${configValue(config, 'boss.hp')}; enemy.chaseSpeed ${configValue(config, 'enemy.chaseSpeed')}`,
      }),
    );
  }
  return out;
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
  requirements,
});
