// The platforms mode's words a player or a reader of the design sees: the title and level names, the banners, HUD label
// and actions the game shows, how to play, the goal, the legend and notes of each level, the GDD's entities, the
// design's decisions and what the prompt asked that the family does not make. The design (index.ts, choices.ts)
// chooses; this file says.
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { PLATFORMER_KEYS } from './assets.ts';
import { DASH_PATHS, TIMER_PATH } from '../config.ts';
import { DASH, type Cast } from './choices.ts';
import type { Difficulty, GeneratedLevel } from './levels.ts';
import type { PlayerPhysics } from '../sim.ts';
import { plural, type PlatformerWords } from '../words.ts';
import type { PlatformerText } from './write.ts';

type Intent = DesignInput['intent'];

const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The hero's close attack, by what kind of creature or person it is. */
export function meleeName(hero: string): string {
  if (/^(fox|cat|kitten|wolf|dog|puppy|dragon|dino|monkey|mouse|rat|lion|tiger)$/.test(hero)) return 'tail swipe';
  if (/^(knight|prince|princess|king|queen|warrior|pirate|ninja|samurai|guard|thief|rogue)$/.test(hero))
    return 'sword slash';
  if (/^(robot|android|cyborg|bear|panda|penguin|frog|bunny|rabbit)$/.test(hero)) return 'punch';
  if (/^(wizard|witch|mage|sorcerer)$/.test(hero)) return 'staff swing';
  return 'swipe';
}

/** Each level's key and title: the setting's places in turn, the boss's lair last. */
export function levelNames(words: PlatformerWords, count: number, boss: boolean): { key: string; title: string }[] {
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

/** The game's title: one of a few patterns on the hero, its collectible and place, at most 32 characters. */
export function titleFor(words: PlatformerWords, input: DesignInput, boss: boolean): string {
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

function difficultySummary(d: Difficulty): string {
  return {
    easy: 'narrower pits, lower steps, fewer enemies, 4 hit points, 5 lives, a 4-hit boss',
    normal: "the template's defaults: pits up to 4 cells, steps up to 3, 3 hit points, 3 lives, a 6-hit boss",
    hard: 'wider pits and more enemies, faster chasers that see further, an 8-hit boss that throws more often',
  }[d];
}

/** The game's goal in a sentence. */
export function goalFor(words: PlatformerWords, levels: number, boss: boolean): string {
  const place = levels === 1 ? 'the level' : `each of the ${levels} levels`;
  return (
    `Run and jump to the ${words.setting.goal} at the end of ${place}, collecting ${plural(words.collectible)} ` +
    `and stomping or striking ${plural(words.patrol)}` +
    `${boss ? `; defeat the ${words.boss} guarding the last ${words.setting.goal}` : ''}.`
  );
}

/** How to play, as the GDD's architecture notes. */
export function howToPlay(words: PlatformerWords, doubleJump: boolean, boss: boolean, config: ConfigValues): string[] {
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

/** What a reader of the design learns of one level: its obstacles, enemies and pickups, its golden path. */
export function levelNotes(level: GeneratedLevel, words: PlatformerWords): string[] {
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
export function platformerText(
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

/** The legend of a level's characters in the game's words (one for every level of the game). */
export function legendOf(words: PlatformerWords, boss: boolean): Record<string, string> {
  return {
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
}

/** The design's decisions as a reader of the GDD sees them: the cast, the setting, the levels, the jumps, attacks. */
export function decisionsOf(cast: Cast, intent: Intent, physics: PlayerPhysics): string[] {
  const { words, difficulty, boss, levelCount } = cast;
  const collectibles = plural(words.collectible);
  const heroChoice = words.heroFromPrompt
    ? `the prompt's ${words.hero}`
    : `a ${words.hero} (the prompt named none; the usual hero of a ${words.setting.themeWord} setting)`;
  const doubleJumpNote = cast.doubleJumpAsked
    ? ' (asked): every level has a gap only the double jump crosses'
    : ' (the family default); the main path never needs it, bonus platforms may';
  return [
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
}

/** What the prompt asked that the platforms game does not make, and why; `timerRaised` the limit each level got. */
export function ignoredAsks(
  cast: Cast,
  intent: Intent,
  physics: PlayerPhysics,
  timerRaised: number | null,
): FamilyDesign['ignored'] {
  const { words } = cast;
  const collectibles = plural(words.collectible);
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
  return ignored;
}

/** The GDD's entities: the hero, the two enemies, the boss, the pickups, the goal, the spikes and platforms. */
export function entitiesOf(
  words: PlatformerWords,
  boss: boolean,
  physics: PlayerPhysics,
): FamilyDesign['sections']['entities'] {
  return [
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
}
