// The shooter mode's words a player or a reader of the design sees: the title and level names, the banners and
// actions the game shows, how to play, the goal, each level's legend and notes, the GDD's entities, the design's
// decisions and what the prompt asked that the family does not make. The design (index.ts, choices.ts) chooses;
// this file says.
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { ConfigValues } from '../../../../shared/index.ts';
import { TOP_DOWN_KEYS } from './assets.ts';
import { configValue, num, TIMER_PATH, TIMER_WINS_PATH } from '../config.ts';
import { BOSS_HP, type Cast, type Mode } from './choices.ts';
import type { GeneratedLevel, TopDownLevelData } from './levels.ts';
import { escapeWalkMs } from './objectiveLevels.ts';
import { geometryOf } from './plan.ts';
import { plural, withArticle, type Difficulty, type TopDownWords } from '../words.ts';
import type { TopDownText } from './write.ts';

type Intent = DesignInput['intent'];
type Ignored = FamilyDesign['ignored'][number];

export const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const titleCase = (key: string) => capital(key.replace(/_\d+$/, '').replace(/_/g, ' '));

/** Each level's key and title, by the setting's names for arenas and dungeons (the boss's place last). */
export function levelNames(cast: Cast): { key: string; title: string }[] {
  const used = new Map<string, number>();
  const { setting } = cast.words;
  let arenas = 0;
  let dungeons = 0;
  return cast.modes.map((mode, i) => {
    const base =
      cast.boss && i === cast.modes.length - 1
        ? setting.bossPlace
        : mode === 'arena'
          ? setting.arenas[arenas++ % setting.arenas.length]!
          : setting.dungeons[dungeons++ % setting.dungeons.length]!;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const key = n === 1 ? base : `${base}_${n}`;
    return { key, title: n === 1 ? titleCase(base) : `${titleCase(base)} ${n}` };
  });
}

/** The game's title: one of a few patterns on the hero, its foes and its first place, at most 32 characters. */
export function titleFor(cast: Cast, input: DesignInput): string {
  const w = cast.words;
  const hero = capital(w.hero);
  const foes = capital(plural(w.chaser));
  const place = titleCase(cast.modes[0] === 'arena' ? w.setting.arenas[0]! : w.setting.dungeons[0]!);
  const ask = cast.ask;
  if (ask) {
    const items = capital(ask.kind === 'escape' ? ask.names.items : w.collectible);
    const escapeTitles =
      ask.kind === 'escape'
        ? [`${hero} and the ${items}`, `${place} ${items}`, `Escape the ${capital(ask.names.threat)}`]
        : [];
    const rescueTitles =
      ask.kind === 'rescue' ? [`${hero} Holds Out`, `${place} Rescue`, `Wait for the ${capital(ask.vehicle)}`] : [];
    const fitting = [...escapeTitles, ...rescueTitles].filter((t) => t.length <= 32);
    if (fitting.length) return input.random.pick(fitting);
  }
  const options = [
    `${hero} vs the ${foes}`,
    `${hero} of the ${place}`,
    `${place} ${cast.modes.every((m) => m === 'arena') ? 'Siege' : 'Run'}`,
    `The ${hero} and the ${foes}`,
  ];
  if (cast.boss) options.push(`${hero} and the ${capital(w.boss)}`);
  const fitting = options.filter((t) => t.length <= 32);
  return fitting.length ? input.random.pick(fitting) : `${hero} Top-Down`.slice(0, 32);
}

/** The words the game shows: each level's opening banner, the boss's name and numbers, the actions. */
export function shooterText(
  w: TopDownWords,
  levels: readonly {
    key: string;
    title: string;
    mode: Mode;
    boss: boolean;
    waves: number;
    objective: TopDownLevelData['objective'];
  }[],
  config: ConfigValues,
): TopDownText {
  const banners: Record<string, string> = {};
  for (const level of levels) {
    const o = level.objective;
    banners[level.key] = o
      ? o.kind === 'escape'
        ? `Grab ${o.items} ${o.names?.items ?? plural(w.collectible)}!`
        : `Hold out ${Math.round(o.surviveMs / 1000)} s!`
      : level.boss
        ? `${level.title}: beware the ${w.boss}!`
        : level.mode === 'arena'
          ? `${level.title}: ${level.waves} waves of ${plural(w.chaser)}!`
          : `${level.title}: find the ${w.setting.exit}!`;
  }
  const bossLevel = levels.find((l) => l.boss);
  const boss = bossLevel
    ? {
        level: bossLevel.key,
        name: w.boss,
        hp: BOSS_HP[w.difficulty],
        speed: num(config, 'enemies.brute.speed'),
        score: 500,
        touchDamage: 2,
      }
    : null;
  return {
    banners,
    boss,
    actions: [
      { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'move up' },
      { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'move down' },
      { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'move left' },
      { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'move right' },
      {
        name: 'fire',
        keys: ['KeyX', 'KeyJ'],
        description: `fire ${plural(w.shot)} (aims at the nearest foe; or click to aim)`,
      },
    ],
  };
}

/** How to play, as the GDD's architecture notes. */
export function howToPlay(cast: Cast, config: ConfigValues): string[] {
  const w = cast.words;
  const notes = [
    'Arrow keys or WASD move in eight directions.',
    `X or J fires ${plural(w.shot)}: the shot aims itself at the nearest enemy in sight; click to aim with ` +
      'the mouse. Holding fire keeps shooting.',
  ];
  const ask = cast.ask;
  if (ask?.kind === 'escape')
    notes.push(
      `Collect every ${w.collectible}: the ${ask.names.exit} opens with the last one. Reach it before the ` +
        `${ask.names.threat} wakes: the HUD and the meter over the sleeping ${ask.names.threat} count down, and ` +
        'if it wakes first the attempt is lost.',
    );
  if (ask?.kind === 'rescue')
    notes.push(
      `Survive ${Math.round(ask.surviveMs / 1000)} seconds of waves (the HUD counts down); then the ` +
        `${ask.vehicle} lands on the marked spot "H": reach it to win.`,
    );
  if (cast.modes.includes('arena') && ask?.kind !== 'escape')
    notes.push(
      'Arenas: survive every wave; enemies arrive at the glowing spawn points. Keep moving: ' +
        `${plural(w.chaser)} rush you, ${plural(w.shooter)} shoot from afar.`,
    );
  if (cast.modes.includes('tilemap'))
    notes.push(
      `Dungeons: fight room by room and reach the ${w.setting.exit}; sleeping enemies wake when they see you.`,
    );
  if (ask?.kind !== 'escape')
    notes.push(
      `Hearts heal, the ${w.setting.ammo} refills your ${plural(w.shot)} and ${plural(w.collectible)} are worth ` +
        `points; the ${w.setting.low} blocks walking but shots fly over it.`,
    );
  if (cast.boss) notes.push(`The ${w.boss} waits in the last level; it must fall before the level ends.`);
  if (config[TIMER_PATH] !== undefined)
    notes.push(
      config[TIMER_WINS_PATH] === true
        ? `Survive ${config[TIMER_PATH]} seconds in each arena (or clear its waves); dungeons must be ` +
            'left within that time.'
        : `Each level must be finished within ${config[TIMER_PATH]} seconds.`,
    );
  notes.push(`${configValue(config, 'game.lives')} lives; Enter starts, P or Escape pauses.`);
  return notes;
}

/** What a reader of the design learns of one level: its size, its enemies and pickups, its golden path. */
function levelNotes(level: GeneratedLevel, w: TopDownWords, config: ConfigValues): string[] {
  const f = level.data.facts;
  const many = (n: number, noun: string) => `${n} ${n === 1 ? noun : plural(noun)}`;
  const who = (['chaser', 'shooter', 'brute', 'turret'] as const)
    .filter((k) => f.enemies[k] > 0)
    .map((k) =>
      k === 'brute' && f.boss
        ? `the boss (${w.boss})${f.enemies.brute > 1 ? ` and ${many(f.enemies.brute - 1, w.brute)}` : ''}`
        : many(f.enemies[k], w[k]),
    )
    .join(', ');
  const notes =
    level.data.mode === 'arena'
      ? [
          `Arena ${f.cols}x${f.rows}: ${f.waves.length} wave(s) of ${f.waves.join(', ')} from ${f.spawns} ` +
            `spawn points; ${f.cover} cell(s) of cover.`,
        ]
      : [
          `Dungeon ${f.cols}x${f.rows}: ${f.rooms} rooms joined by corridors in a snake; the ` +
            `${w.setting.exit} in the far corner of the last room.`,
        ];
  notes.push(
    `Enemies: ${who}.`,
    `Pickups: ${many(f.health, 'heart')}, ${f.ammo} ammo (${w.setting.ammo}), ${many(f.gems, w.collectible)} ` +
      `(${f.gemsOnRoute} on the golden path's way).`,
  );
  const o = level.data.objective;
  if (o?.kind === 'escape')
    return [
      `Room ${f.cols}x${f.rows}: ${many(f.gems, w.collectible)} on cells with room all round, the ` +
        `${o.names?.exit ?? 'exit'} near the far wall, the ${o.names?.threat ?? 'threat'} asleep off the way; ` +
        `${f.cover} cell(s) of furniture.`,
      `Golden path: the nearest ${w.collectible} not yet taken, again and again, then onto the ` +
        `${o.names?.exit ?? 'exit'}: ${level.data.route.length} straight walks in about ` +
        `${Math.round(escapeWalkMs(startOf(level.rows), level.data.route, geometryOf(config)) / 1000)} s of the ` +
        `${Math.round(o.threatMs / 1000)} s before the ${o.names?.threat ?? 'threat'} wakes.`,
    ];
  if (o?.kind === 'rescue') {
    const spot = startOf(level.rows, 'H');
    notes.push(
      `Rescue: ${f.waves.length} wave(s) paced over ${Math.round(o.surviveMs / 1000)} s; the ` +
        `${o.vehicle ?? 'rescue'} ` +
        `lands at row ${spot.row + 1}, column ${spot.col + 1}, on the golden path's loop.`,
      `Golden path: loop round the start holding fire until the ${o.vehicle ?? 'rescue'} has landed and the loop ` +
        'passes over its spot.',
    );
    return notes;
  }
  const fights = level.data.route.filter((op) => op.op === 'fight').length;
  notes.push(
    level.data.mode === 'arena'
      ? 'Golden path: loop round the start holding fire until every wave is down.'
      : `Golden path: ${fights} fights (one per room, looping round its centre), the corridors between ` +
          'them, then onto the exit.',
  );
  return notes;
}

function difficultySummary(d: Difficulty): string {
  return {
    easy: '2 waves of 5-7 per arena, 1-2 enemies a dungeon room, 8 hit points, 5 lives, slower chasers and shooters',
    normal: "the template's numbers: 3 waves of 6-10 per arena, 2-3 enemies a dungeon room, 6 hit points, 3 lives",
    hard:
      '3 waves of 7-12 per arena arriving faster, 2-4 enemies a dungeon room, faster chasers that take three ' +
      'hits, tougher brutes',
  }[d];
}

/** The cell holding `ch` (the start "P" unless told). */
function startOf(rows: readonly string[], ch = 'P'): { col: number; row: number } {
  const row = rows.findIndex((r) => r.includes(ch));
  return { col: rows[row]!.indexOf(ch), row };
}

/** The game's goal in a sentence: the objective, or the arenas survived and dungeons crossed, and the boss. */
export function goalFor(cast: Cast): string {
  const w = cast.words;
  const ask = cast.ask;
  if (ask?.kind === 'escape')
    return (
      `As the ${w.hero}, grab every ${w.collectible} in each room and escape through the ${ask.names.exit} ` +
      `before the ${ask.names.threat} wakes up.`
    );
  if (ask?.kind === 'rescue')
    return (
      `As the ${w.hero}, survive ${Math.round(ask.surviveMs / 1000)} seconds of ${plural(w.chaser)} until the ` +
      `${ask.vehicle} lands, then reach it.`
    );
  const parts: string[] = [];
  if (cast.modes.includes('arena'))
    parts.push(
      `survive every wave of ${plural(w.chaser)} in the ` +
        `arena${cast.modes.filter((m) => m === 'arena').length > 1 ? 's' : ''}`,
    );
  if (cast.modes.includes('tilemap'))
    parts.push(
      `fight through the dungeon${cast.modes.filter((m) => m === 'tilemap').length > 1 ? 's' : ''} to ` +
        `the ${w.setting.exit}`,
    );
  return `As the ${w.hero}, ${parts.join(', then ')}${cast.boss ? `, and defeat the ${w.boss} at the end` : ''}.`;
}

/** The legend's characters an objective adds: the exit, the items and the threat, or where the rescue lands. */
function objectiveLegend(data: TopDownLevelData, w: TopDownWords): Record<string, string> {
  return data.objective?.kind === 'escape'
    ? {
        X: `${data.objective.names?.exit ?? 'exit'} (opens once every ${w.collectible} is collected)`,
        o: `${w.collectible} (to collect)`,
        Z: `the sleeping ${data.objective.names?.threat ?? 'threat'}`,
      }
    : data.objective?.kind === 'rescue'
      ? { H: `where the ${data.objective.vehicle ?? 'rescue'} lands` }
      : {};
}

/** A level of the GDD: its rows, the legend of its characters in the game's words, its data and notes. */
export function levelSection(
  level: GeneratedLevel,
  w: TopDownWords,
  config: ConfigValues,
): FamilyDesign['sections']['levels'][number] {
  return {
    key: level.key,
    title: level.title,
    ascii: level.rows,
    legend: {
      '.': `floor (${level.data.mode === 'arena' ? w.setting.floor : w.setting.tiles})`,
      '#': `wall (${w.setting.wall})`,
      '~': `${w.setting.low} (blocks walking; shots fly over)`,
      P: `start of the ${w.hero}`,
      S: 'spawn point of the waves',
      X: w.setting.exit,
      C: `${w.chaser} (chases)`,
      R: `${w.shooter} (shoots)`,
      B: level.data.boss ? `the ${w.boss} (boss)` : `${w.brute} (brute)`,
      T: `${w.turret} (turret)`,
      h: 'heart',
      a: w.setting.ammo,
      o: w.collectible,
      ...objectiveLegend(level.data, w),
    },
    data: level.data as unknown as Record<string, unknown>,
    notes: levelNotes(level, w, config),
  };
}

/** The GDD's entities: the hero, the enemy kinds the levels hold, the boss, the pickups, the goals, the cover. */
export function entitiesOf(cast: Cast, kinds: readonly EnemyKind[]): FamilyDesign['sections']['entities'] {
  const w = cast.words;
  const ask = cast.ask;
  const hasDungeon = cast.modes.includes('tilemap');
  const K = TOP_DOWN_KEYS;
  const shots = plural(w.shot);
  return [
    {
      name: w.hero,
      role: 'player',
      description: `moves in eight directions and fires ${shots} that aim themselves at the nearest enemy in sight`,
      assets: [K.player, K.playerShot],
      config: ['player.speed', 'player.maxHp', 'weapon.cooldownMs', 'weapon.startAmmo', 'weapon.autoAim'],
    },
    ...kinds.map((kind) => ({
      name: w[kind],
      role: kind === 'turret' ? ('tower' as const) : ('enemy' as const),
      description: {
        chaser: `runs at the ${w.hero}; hurts on touch`,
        shooter: `keeps its distance, circles and fires ${plural(w.setting.enemyShot)}`,
        brute: 'slow and tough; hits hard',
        turret: `never moves; fires ${plural(w.setting.enemyShot)} when it sees the ${w.hero}`,
      }[kind],
      assets: [K.enemies[kind], ...(kind === 'shooter' || kind === 'turret' ? [K.enemyShot] : [])],
      config: [
        `enemies.${kind}.hp`,
        `enemies.${kind}.speed`,
        `enemies.${kind}.touchDamage`,
        ...(kind === 'shooter' || kind === 'turret' ? [`enemies.${kind}.fireEveryMs`] : []),
      ],
    })),
    ...(cast.boss
      ? [
          {
            name: w.boss,
            role: 'boss' as const,
            description:
              `the last level's brute, with ${BOSS_HP[cast.difficulty]} hit points; the level ` +
              'is not won until it falls',
            assets: [K.boss],
            config: ['enemies.brute.speed', 'enemies.brute.touchDamage'],
          },
        ]
      : []),
    {
      name: w.collectible,
      role: 'pickup',
      description:
        ask?.kind === 'escape' ? `to collect: the last one opens the ${ask.names.exit}` : 'points when picked up',
      assets: [K.pickups.score],
      config: ['pickups.scorePoints'],
    },
    ...(ask?.kind === 'escape'
      ? [
          {
            name: ask.names.exit,
            role: 'goal' as const,
            description: `shut until every ${w.collectible} is collected; reaching it open is the escape`,
            assets: [K.exit],
            config: ['goal.exitBonus'],
          },
          {
            name: ask.names.threat,
            role: 'hazard' as const,
            description:
              'sleeps with a meter over it that empties; when it runs out the threat wakes and the attempt is lost',
            assets: [K.threat],
            config: [],
          },
        ]
      : []),
    ...(ask?.kind === 'rescue'
      ? [
          {
            name: ask.vehicle,
            role: 'goal' as const,
            description: `comes once the ${w.hero} has survived the time and lands on its spot; reaching it wins`,
            assets: [K.rescue],
            config: [],
          },
        ]
      : []),
    ...(ask?.kind === 'escape'
      ? []
      : [
          {
            name: 'heart',
            role: 'pickup' as const,
            description: 'heals (stays on the floor while the hero is unhurt)',
            assets: [K.pickups.health],
            config: ['pickups.healthAmount'],
          },
          {
            name: w.setting.ammo,
            role: 'pickup' as const,
            description: `refills ${plural(w.shot)}`,
            assets: [K.pickups.ammo],
            config: ['pickups.ammoAmount'],
          },
        ]),
    ...(hasDungeon
      ? [
          {
            name: w.setting.exit,
            role: 'goal' as const,
            description: 'reaching it finishes a dungeon level',
            assets: [K.exit],
            config: ['goal.exitBonus'],
          },
        ]
      : []),
    {
      name: w.setting.low,
      role: 'prop',
      description: 'cover: blocks walking, shots fly over it',
      assets: [K.low],
      config: [],
    },
  ];
}

/** The design's decisions as a reader of the GDD sees them: the objective, the cast, the levels, the difficulty. */
export function decisionsOf(cast: Cast, intent: Intent, kinds: readonly EnemyKind[]): string[] {
  const w = cast.words;
  const ask = cast.ask;
  const heroChoice = w.heroFromPrompt
    ? `the prompt's ${w.hero}`
    : `${withArticle(w.hero)} (the prompt named none; the usual hero of a ${w.setting.themeWord} setting)`;
  const modesReason =
    w.wantsArena && !w.wantsDungeon
      ? ` (the prompt's "${w.arenaPhrase}" asks for fights in the open)`
      : w.wantsDungeon && !w.wantsArena
        ? ` (the prompt's "${w.dungeonPhrase}" asks for exploring)`
        : ' (arenas and dungeons alternate, as the prompt names neither or both)';
  const itemsAsked = w.objective?.kind === 'escape' && w.objective.items !== null;
  const objectiveDecisions =
    ask?.kind === 'escape'
      ? [
          `Collect-and-escape ("${w.objective?.phrase}"): ${ask.items} ${ask.names.items} a room` +
            `${itemsAsked ? ' as asked' : ' (the prompt gave no number)'}; the ${ask.names.exit} opens with the ` +
            `last one; the ${ask.names.threat} wakes when its countdown ends and the attempt is lost. The rooms ` +
            'hold no enemies.',
          "A planner walks each room's route over cells with room all round (nearest item first, then the exit) and " +
            `times it: the ${ask.names.threat} sleeps at least twice that long.`,
        ]
      : ask?.kind === 'rescue'
        ? [
            `Survival with a rescue ("${w.objective?.phrase}"): ${Math.round(ask.surviveMs / 1000)} s of waves as ` +
              `asked, then the ${ask.vehicle} lands on its spot "H" and reaching it wins.`,
            "The rescue spot lies on the golden path's loop, so the loop that survives the waves also boards.",
          ]
        : [];
  return [
    ...objectiveDecisions,
    `The hero is ${heroChoice}, ` +
      `shooting ${plural(w.shot)}; enemies: ${plural(w.chaser)} chase, ${plural(w.shooter)} ` +
      `shoot${kinds.includes('brute') ? `, ${plural(w.brute)} are the slow tough ones` : ''}` +
      `${kinds.includes('turret') ? `, ${plural(w.turret)} guard rooms` : ''}` +
      `${w.namedEnemies.length ? '' : " (the setting's usual enemies; the prompt named none)"}.`,
    `Setting: ${w.setting.themeWord}; it themes floors, walls, cover (${w.setting.low}), the exit ` +
      `(${w.setting.exit}) and the music.`,
    `${cast.modes.length} level(s)${intent.levels !== null ? ' as asked' : ' (the family default)'}: ` +
      `${cast.modes.map((m) => (m === 'arena' ? 'arena' : 'dungeon')).join(', ')}${modesReason}.`,
    `Difficulty ${cast.difficulty}${intent.difficulty ? '' : ' (the prompt named none)'}: ` +
      `${difficultySummary(cast.difficulty)}.`,
    'Auto-aim is on: keyboard fire aims at the nearest enemy in sight, so the game plays with arrows and one button.',
    ...(cast.boss
      ? [
          `The boss (${w.boss}) is the last level's brute with ${BOSS_HP[cast.difficulty]} hit points; the ` +
            'level ends only once it falls.',
        ]
      : []),
    "Levels are generated per the template's design rules and checked with its validateLevel, a flood " +
      "fill (no sealed floor), and the golden path's route (no wall or obstacle in its way, every enemy " +
      'woken where the path fights).',
  ];
}

/** What the prompt asked that a top-down shooter does not make, and why. */
export function ignoredAsks(cast: Cast, intent: Intent): FamilyDesign['ignored'] {
  const w = cast.words;
  const ignored: FamilyDesign['ignored'] = [];
  if (intent.mechanics.dash)
    ignored.push({
      what: 'dashing',
      why: 'the top_down template has no dash; the hero moves at one speed (faster than every enemy)',
    });
  if (intent.mechanics.doubleJump)
    ignored.push({
      what: 'double jump',
      why: 'a top-down game has no jumping: the hero moves freely in eight directions instead',
    });
  if (intent.mechanics.melee)
    ignored.push({
      what: `"${intent.phrases.melee ?? 'melee'}" as a close attack`,
      why: `the top_down family fights with shots only; the hero's ${plural(w.shot)} stand for it`,
    });
  if (intent.mechanics.undo)
    ignored.push({
      what: 'undo',
      why: 'a top-down game plays in real time; a failed attempt restarts the level instead',
    });
  if (w.extraCollectibles.length)
    ignored.push({
      what: `collecting ${w.extraCollectibles.map(plural).join(' and ')}`,
      why: `the family has one kind of collectible; ${plural(w.collectible)} stand for all of them`,
    });
  if (w.waves !== null && !cast.modes.includes('arena'))
    ignored.push({ what: `"${w.wavesPhrase}"`, why: 'waves come in arena levels and this game has none' });
  return ignored;
}

/** The asked time limit, raised so the slowest level fits. */
export function timerIgnored(intent: Intent, raised: { slowestMs: number; seconds: number }): Ignored {
  return {
    what: `"${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} seconds`}" as the time limit`,
    why:
      `the generated levels need about ${Math.round(raised.slowestMs / 1000)} s of play; each level gets ` +
      `${raised.seconds} s`,
  };
}

/** The asked countdown of an escape's threat, lengthened so the rooms can be walked. */
export function countdownIgnored(intent: Intent, threat: string, givenMs: number): Ignored {
  return {
    what: `"${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} seconds`}" as the ${threat}'s countdown`,
    why:
      `the rooms need about ${Math.round(givenMs / 2000)} s of walking; the ${threat} sleeps ` +
      `${Math.round(givenMs / 1000)} s`,
  };
}
