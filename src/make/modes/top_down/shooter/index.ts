// The top_down family generator: games seen from above with free eight-way movement and shooting. The prompt names
// the hero, the enemies, the collectible, a boss, and whether the game is an arena of waves, a dungeon won at its exit,
// or both; levels are generated per the template's design rules, checked with its validateLevel, a sealed-region
// flood fill and the golden path's route, and the golden path is planned on the maps (fights looping round an anchor
// with auto-aimed fire, walks along corridors) and proven by play. See templates/top_down/docs/design_rules.md.
import { defineMode, type DesignInput, type FamilyDesign } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import { designWithRetries } from '../../shared/design.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { collectibleFacts, designFact, eventFact, livesOfHero, waveCountAsked } from '../../shared/requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import { TOP_DOWN_KEYS, topDownRegistry } from './assets.ts';
import {
  clampToLeaf,
  configValue,
  DIFFICULTY_CONFIG,
  enemyHp,
  healthAsked,
  healthConfig,
  longFightConfig,
  num,
  TEMPLATE,
  TIMER_PATH,
  TIMER_WINS_PATH,
} from '../config.ts';
import { generateLevel, type GeneratedLevel, type LevelRequest, type TopDownLevelData } from './levels.ts';
import {
  escapeWalkMs,
  generateEscape,
  generateRescue,
  objectiveLevelProblems,
  rescueWaveCount,
  type EscapeAsk,
  type RescueAsk,
} from './objectiveLevels.ts';
import { objectiveRequirements } from './objectiveRequirements.ts';
import { plural, readTopDownWords, withArticle, type Difficulty, type TopDownWords } from '../words.ts';
import { geometryOf, walkingMs } from './plan.ts';
import { goldenPath, levelData, writeTopDownGame, type TopDownText } from './write.ts';
import { hashString } from '../../../../assets/index.ts';

/** Levels when the prompt names no number (the template's example has two: an arena, then a dungeon). */
const DEFAULT_LEVELS = 2;
/** Attempts at one level before the whole design starts again from the seeded stream. */
const LEVEL_ATTEMPTS = 8;
/** Whole designs tried before design gives up. */
const DESIGN_ATTEMPTS = 3;
const BOSS_HP: Record<Difficulty, number> = { easy: 16, normal: 24, hard: 32 };
/** A time limit must leave the golden path at least this factor of its estimated time. */
const TIMER_SLACK = 2;

const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const titleCase = (key: string) => capital(key.replace(/_\d+$/, '').replace(/_/g, ' '));

type Mode = 'arena' | 'tilemap';

interface Cast {
  words: TopDownWords;
  difficulty: Difficulty;
  boss: boolean;
  modes: Mode[];
  /** The levels' objective, when the prompt asks for collect-and-escape or a rescue. */
  ask: EscapeAsk | RescueAsk | null;
}

/** Items an escape asks for when the prompt gives no number. */
const DEFAULT_ITEMS: Record<Difficulty, number> = { easy: 5, normal: 8, hard: 12 };

function askOf(words: TopDownWords, input: DesignInput): EscapeAsk | RescueAsk | null {
  const o = words.objective;
  if (o === null) return null;
  const timer = input.intent.mechanics.timerSeconds;
  if (o.kind === 'rescue') return { kind: 'rescue', surviveMs: Math.round(timer! * 1000), vehicle: o.vehicle };
  return {
    kind: 'escape',
    items: Math.min(30, o.items ?? DEFAULT_ITEMS[words.difficulty]),
    threatMs: timer === null ? null : Math.round(timer * 1000),
    names: {
      items: plural(words.collectible),
      exit: o.exit ?? words.setting.exit,
      threat: o.threat ?? 'guard',
    },
  };
}

function castOf(input: DesignInput, phrases: readonly PromptPhrase[]): Cast {
  const words = readTopDownWords(input.intent, phrases);
  const ask = askOf(words, input);
  if (ask) {
    // Objective games are arenas: escape rooms (two unless the prompt says), or one rescue arena.
    const count = input.intent.levels ?? (ask.kind === 'escape' ? 2 : 1);
    const modes = Array.from({ length: count }, (): Mode => 'arena');
    return { words, difficulty: words.difficulty, boss: false, modes, ask };
  }
  const count = input.intent.levels ?? DEFAULT_LEVELS;
  // Arena words alone make arenas, dungeon words alone make dungeons; both or neither alternate, opening in an arena.
  const only: Mode | null =
    words.wantsArena && !words.wantsDungeon ? 'arena' : words.wantsDungeon && !words.wantsArena ? 'tilemap' : null;
  const modes = Array.from({ length: count }, (_, i): Mode => only ?? (i % 2 === 0 ? 'arena' : 'tilemap'));
  return { words, difficulty: words.difficulty, boss: input.intent.mechanics.boss, modes, ask: null };
}

function levelNames(cast: Cast): { key: string; title: string }[] {
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

function titleFor(cast: Cast, input: DesignInput): string {
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

/** Rough game time of a level for a time limit: the waves' pacing or the walk, plus time to shoot everyone. */
function levelTimeEstimateMs(level: GeneratedLevel, config: ConfigValues): number {
  const data = level.data;
  if (data.mode === 'arena') {
    // Waves arrive at their own pace; the last stragglers take a few seconds more (about 40 s for 30 enemies in play).
    const pacing = data.waves.reduce(
      (s, w) => s + w.enemies.reduce((t, e) => t + e.count, 0) * (w.spawnEveryMs ?? num(config, 'waves.spawnEveryMs')),
      0,
    );
    return num(config, 'waves.firstDelayMs') + pacing + (data.waves.length - 1) * num(config, 'waves.breakMs') + 8000;
  }
  const startRow = level.rows.findIndex((r) => r.includes('P'));
  const start = { col: level.rows[startRow]!.indexOf('P'), row: startRow };
  return walkingMs({ start, route: data.route }, geometryOf(config)) + data.facts.enemyTotal * 2000;
}

function configFor(cast: Cast, input: DesignInput, title: string): ConfigValues {
  const { intent } = input;
  const config: ConfigValues = { 'game.title': title, ...DIFFICULTY_CONFIG[cast.difficulty] };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  Object.assign(config, longFightConfig(config, cast.words.waves));
  const health = healthAsked(intent.read);
  if (health !== null) Object.assign(config, healthConfig(config, health.value));
  // An objective carries its own time (the threat's countdown, the time to survive), not the family's timer.
  if (intent.mechanics.timerSeconds !== null && cast.ask === null) {
    config[TIMER_PATH] = clampToLeaf(TIMER_PATH, Math.round(intent.mechanics.timerSeconds));
    config[TIMER_WINS_PATH] = cast.words.survival;
  }
  return config;
}

/** Shots a hit point of an arena's enemies is given at the start of every attempt: auto-aimed loops miss a lot. */
const ARENA_SHOTS_PER_HIT = 3;

/**
 * Enough start ammo for the biggest arena's every enemy at three shots a hit. A lost life starts the arena again
 * with the start ammo while the floor's ammo is gone, so a golden path that died twice ran dry (fid-act-13).
 */
function arenaAmmoConfig(config: ConfigValues, levels: readonly GeneratedLevel[]): ConfigValues {
  const hits = Math.max(
    0,
    ...levels
      .filter((l) => l.data.mode === 'arena')
      .map((l) =>
        l.data.waves.reduce((s, w) => s + w.enemies.reduce((t, e) => t + e.count * enemyHp(config, e.kind), 0), 0),
      ),
  );
  const want = clampToLeaf('weapon.startAmmo', hits * ARENA_SHOTS_PER_HIT);
  if (want <= num(config, 'weapon.startAmmo')) return {};
  return {
    'weapon.startAmmo': want,
    'weapon.maxAmmo': clampToLeaf('weapon.maxAmmo', Math.max(num(config, 'weapon.maxAmmo'), want + 50)),
  };
}

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
              : generateLevel(request, config, input.random);
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

function text(
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

function howToPlay(cast: Cast, config: ConfigValues): string[] {
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
  if (config[TIMER_PATH] !== undefined) {
    const slowest = Math.max(
      ...generated
        .filter((l) => !(config[TIMER_WINS_PATH] === true && l.data.mode === 'arena'))
        .map((l) => levelTimeEstimateMs(l, config)),
      0,
    );
    const least = Math.ceil((slowest * TIMER_SLACK) / 1000 / 10) * 10;
    if (Number(config[TIMER_PATH]) < least) {
      ignored.push({
        what: `"${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} seconds`}" as the time limit`,
        why:
          `the generated levels need about ${Math.round(slowest / 1000)} s of play; each level gets ` +
          `${clampToLeaf(TIMER_PATH, least)} s`,
      });
      config[TIMER_PATH] = clampToLeaf(TIMER_PATH, least);
    }
  }

  const ask = cast.ask;
  if (ask?.kind === 'escape' && ask.threatMs !== null) {
    const given = Math.max(
      ...generated.map((l) => (l.data.objective?.kind === 'escape' ? l.data.objective.threatMs : 0)),
    );
    if (given > ask.threatMs)
      ignored.push({
        what:
          `"${intent.phrases.timer ?? `${intent.mechanics.timerSeconds} seconds`}" as the ` +
          `${ask.names.threat}'s countdown`,
        why:
          `the rooms need about ${Math.round(given / 2000)} s of walking; the ${ask.names.threat} sleeps ` +
          `${Math.round(given / 1000)} s`,
      });
  }
  const objectiveLegend = (data: TopDownLevelData): Record<string, string> =>
    data.objective?.kind === 'escape'
      ? {
          X: `${data.objective.names?.exit ?? 'exit'} (opens once every ${w.collectible} is collected)`,
          o: `${w.collectible} (to collect)`,
          Z: `the sleeping ${data.objective.names?.threat ?? 'threat'}`,
        }
      : data.objective?.kind === 'rescue'
        ? { H: `where the ${data.objective.vehicle ?? 'rescue'} lands` }
        : {};
  const levels: FamilyDesign['sections']['levels'] = generated.map((level) => ({
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
      ...objectiveLegend(level.data),
    },
    data: level.data as unknown as Record<string, unknown>,
    notes: levelNotes(level, w, config),
  }));

  const kinds = kindsUsed(generated);
  const hasArena = cast.modes.includes('arena');
  const hasDungeon = cast.modes.includes('tilemap');
  const K = TOP_DOWN_KEYS;
  const shots = plural(w.shot);
  const entities: FamilyDesign['sections']['entities'] = [
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
  const decisions: string[] = [
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
  if (w.waves !== null && !hasArena)
    ignored.push({ what: `"${w.wavesPhrase}"`, why: 'waves come in arena levels and this game has none' });

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
        dungeon: hasDungeon,
        boss: cast.boss,
        kinds,
        difficulty: cast.difficulty,
        ...(ask?.kind === 'escape' ? { escape: ask.names } : {}),
        ...(ask?.kind === 'rescue' ? { rescue: ask.vehicle } : {}),
      }),
      config,
      entities,
      levels,
      roadmap: [
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
          assets: `themed "${w.theme.join(', ')}"`,
          goldenPath:
            'fights looping round each anchor with fire held until the kill count is reached, walks between rooms, ' +
            'the exit',
        }),
      ],
    },
    decisions,
    ignored,
  };
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

function goalFor(cast: Cast): string {
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
  writeTopDownGame(projectDir, gdd, text(readTopDownWords(gdd.intent, phrases), levels, gdd.sections.config));
}

function requirements(gdd: Gdd, { phrases }: ShooterAsk): Requirement[] {
  const f = shooterFacts(gdd, phrases);
  return [
    ...familyRequirements(f),
    ...objectiveRequirements(gdd, f.w, f.ordered),
    ...enemyRequirements(f),
    ...movementRequirements(f),
    ...levelKindRequirements(f),
    ...collectibleRequirements(f),
    ...bossRequirements(f),
    ...timerRequirements(f),
    ...heroRequirements(f),
    ...difficultyRequirements(f),
  ];
}

/** What the requirements read of a shooter design: the prompt's words, the config, its arenas and dungeons. */
type ShooterFacts = ReturnType<typeof shooterFacts>;

function shooterFacts(gdd: Gdd, phrases: ShooterAsk['phrases']) {
  const { intent } = gdd;
  const w = readTopDownWords(intent, phrases);
  const config = gdd.sections.config;
  const ordered = gdd.sections.architecture.levelOrder.map((key) => ({ key, data: levelData(gdd, key) }));
  const arenas = ordered.filter((l) => l.data.mode === 'arena');
  const dungeons = ordered.filter((l) => l.data.mode === 'tilemap');
  const escapes = ordered.some((l) => l.data.objective?.kind === 'escape');
  // A rescue is survival: the level ends when the rescue is boarded, whatever waves are left.
  const survival = config[TIMER_WINS_PATH] === true || ordered.some((l) => l.data.objective?.kind === 'rescue');
  const totalEnemies = ordered.reduce((s, l) => s + l.data.facts.enemyTotal, 0);
  const waveCount = arenas.reduce((s, l) => s + l.data.waves.length, 0);
  const asset = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key);
  return { gdd, intent, w, config, ordered, arenas, dungeons, escapes, survival, totalEnemies, waveCount, asset };
}

/** Every shooter game: its arena waves cleared and its dungeon exits reached. */
function familyRequirements(f: ShooterFacts): Requirement[] {
  const { w, arenas, dungeons, escapes, survival, waveCount } = f;
  const out: Requirement[] = [];
  if (arenas.length && !survival && !escapes)
    out.push(
      eventFact({
        id: 'waves-cleared',
        text: `all ${waveCount} arena waves are cleared`,
        source: 'family rules',
        weight: 2,
        event: 'wave_cleared',
        minCount: waveCount,
      }),
    );
  if (dungeons.length)
    out.push(
      eventFact({
        id: 'exits-reached',
        text: `the ${w.setting.exit} of every dungeon is reached`,
        source: 'family rules',
        weight: 2,
        event: 'exit_reached',
        minCount: dungeons.length,
      }),
    );
  return out;
}
/** The enemies defeated, and those the prompt names drawn as them and fought. */
function enemyRequirements(f: ShooterFacts): Requirement[] {
  const { w, escapes, survival, totalEnemies, asset } = f;
  const out: Requirement[] = [];
  // Escape rooms hold no enemies: nothing to defeat.
  if (!escapes)
    out.push({
      id: 'enemies-defeated',
      text: `the ${w.hero} defeats the enemies: at least ${Math.ceil(totalEnemies * 0.9)} of ${totalEnemies}`,
      source: 'family rules',
      weight: 1,
      check: {
        kind: 'event',
        event: 'enemy_killed',
        minCount: Math.max(1, Math.ceil(totalEnemies * (survival ? 0.3 : 0.9))),
      },
    });
  if (w.namedEnemies.length) {
    const source = w.enemyPhrase ?? w.namedEnemies[0]!;
    const art = (['chaser', 'shooter', 'brute'] as const)
      .map((k) => asset(TOP_DOWN_KEYS.enemies[k]))
      .filter((a) => a !== undefined);
    const drawn = w.namedEnemies.filter((e) => art.some((a) => a.description.includes(e)) && drawsNoun(e));
    out.push(
      designFact({
        id: 'enemy-theme',
        text: `the enemies are ${w.namedEnemies.map(plural).join(' and ')}`,
        source,
        ok: drawn.length === w.namedEnemies.length,
        evidence:
          `enemy art: ${art.map((a) => `"${a.key}": ${a.description}`).join('; ')}; ` +
          w.namedEnemies.map((e) => `${e}: ${drawing(e)}`).join('; '),
      }),
    );
    out.push(
      eventFact({
        id: 'fight-named',
        text: `the ${w.hero} fights ${plural(w.namedEnemies[0]!)}`,
        source,
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** Shooting and moving in any direction, when the prompt asks. */
function movementRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, ordered, asset } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.shooting) {
    const source = intent.phrases.shooting ?? 'shooting';
    out.push(
      designFact({
        id: 'shoot',
        text: `the ${w.hero} shoots ${plural(w.shot)}`,
        source,
        ok: asset(TOP_DOWN_KEYS.playerShot) !== undefined,
        evidence:
          `fire action (X or J) and shot art "${TOP_DOWN_KEYS.playerShot}": ` +
          `${asset(TOP_DOWN_KEYS.playerShot)?.description ?? 'missing'}`,
      }),
    );
  }
  if (w.freeMovePhrase) {
    // The golden path walks and loops along both axes; the family combines held directions into diagonals.
    const axes = new Set(
      ordered.flatMap((l) => l.data.route.flatMap((op) => (op.op === 'fight' ? ['x', 'y'] : [op.axis]))),
    );
    out.push(
      designFact({
        id: 'free-movement',
        text: `the ${w.hero} moves in any direction`,
        source: w.freeMovePhrase,
        ok: axes.size === 2,
        evidence:
          'actions up, down, left and right (held together for diagonals); the golden path moves along ' +
          `${[...axes].sort().join(' and ')}`,
      }),
    );
  }
  return out;
}
/** Arena waves, their count and a dungeon of rooms, when the prompt asks. */
function levelKindRequirements(f: ShooterFacts): Requirement[] {
  const { w, arenas, dungeons, escapes } = f;
  const out: Requirement[] = [];
  if (w.wantsArena && w.arenaPhrase) {
    out.push(
      eventFact({
        id: 'arena-waves',
        text: 'waves of enemies in an arena',
        source: w.arenaPhrase,
        event: 'wave_started',
        minCount: Math.max(1, arenas.length * 2),
      }),
    );
  }
  if (w.waves !== null && arenas.length) {
    const counts = arenas.map((l) => l.data.waves.length);
    out.push(waveCountAsked(w.waves, w.wavesPhrase, counts, 'arena'));
  }
  // An escape's "escape" is the objective's, not a wish for dungeons.
  if (w.wantsDungeon && w.dungeonPhrase && !escapes) {
    const rooms = dungeons.map((l) => l.data.facts.rooms);
    out.push(
      designFact({
        id: 'dungeon',
        text: 'a dungeon of rooms to explore',
        source: w.dungeonPhrase,
        ok: rooms.length > 0 && rooms.every((r) => r >= 4),
        evidence: dungeons.length
          ? 'dungeon levels: ' +
            `${dungeons
              .map((l) => `${l.key} (${l.data.facts.rooms} rooms, ` + `${l.data.facts.cols}x${l.data.facts.rows})`)
              .join(', ')}`
          : 'no dungeon level',
      }),
    );
  }
  return out;
}
/** The things to collect the prompt names, drawn and collected on the way. */
function collectibleRequirements(f: ShooterFacts): Requirement[] {
  const { gdd, intent, w, ordered } = f;
  const out: Requirement[] = [];
  if (w.collectibleFromPrompt) {
    const onRoute = ordered.reduce((s, l) => s + l.data.facts.gemsOnRoute, 0);
    out.push(
      ...collectibleFacts(gdd, {
        hero: w.hero,
        collectible: w.collectible,
        plural: plural(w.collectible),
        source: intent.phrases.collectibles ?? w.collectible,
        event: 'gem_collected',
        minCount: Math.max(1, Math.min(onRoute, 6)),
        key: TOP_DOWN_KEYS.pickups.score,
      }),
    );
  }
  return out;
}
/** A boss in the last level, defeated. */
function bossRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, ordered, asset } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.boss) {
    const source = intent.phrases.boss ?? 'boss';
    const last = ordered[ordered.length - 1]!;
    out.push(
      designFact({
        id: 'boss-at-end',
        text: `a boss (${w.boss}) in the last level`,
        source,
        ok: last.data.boss && last.data.facts.enemies.brute >= 1,
        evidence: last.data.boss
          ? `level "${last.key}" holds the boss, drawn as "${TOP_DOWN_KEYS.boss}": ` +
            `${asset(TOP_DOWN_KEYS.boss)?.description ?? 'missing'}`
          : `level "${last.key}" has no boss`,
      }),
    );
    out.push(
      eventFact({
        id: 'boss-defeated',
        text: `the ${w.boss} is defeated`,
        source,
        weight: 2,
        event: 'boss_defeated',
      }),
    );
  }
  return out;
}
/** A time limit, or a time to survive. */
function timerRequirements(f: ShooterFacts): Requirement[] {
  const { intent, config, ordered, survival } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.timerSeconds !== null && !ordered.some((l) => l.data.objective !== undefined)) {
    const seconds = config[TIMER_PATH];
    out.push(
      designFact({
        id: 'time-limit',
        text: `${survival ? 'survive' : 'a time limit of'} ${intent.mechanics.timerSeconds} s`,
        source: intent.phrases.timer ?? 'timer',
        ok: seconds === intent.mechanics.timerSeconds,
        evidence: `${TIMER_PATH} = ${seconds} s; ${TIMER_WINS_PATH} = ${config[TIMER_WINS_PATH]}`,
      }),
    );
  }
  return out;
}
/** The hero's lives and health the prompt asks for. */
function heroRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.lives !== null)
    out.push(livesOfHero(intent, intent.mechanics.lives, configValue(config, 'game.lives')));
  const health = healthAsked(intent.read);
  // The config the game reads its full health from (the HUD shows it as HP n/max; the win screen has no level
  // flags left to read it from at the end of the golden path).
  if (health !== null)
    out.push(
      designFact({
        id: 'hero-health',
        text: `${health.value} health for the ${w.hero}`,
        source: health.phrase,
        ok: configValue(config, 'player.maxHp') === health.value,
        evidence: `player.maxHp = ${configValue(config, 'player.maxHp')}`,
      }),
    );
  return out;
}
/** An easy or hard game: its biggest wave and its most crowded room to match. */
function difficultyRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, config, arenas, dungeons } = f;
  const out: Requirement[] = [];
  if (intent.difficulty) {
    const perWave = arenas.flatMap((l) => l.data.facts.waves);
    const perRoom = dungeons.map((l) => l.data.facts.enemyTotal / Math.max(1, l.data.facts.rooms));
    const biggest = Math.max(0, ...perWave);
    const crowd = Math.max(0, ...perRoom);
    const ok =
      intent.difficulty === 'hard'
        ? biggest >= 9 || crowd >= 3
        : intent.difficulty === 'easy'
          ? (biggest === 0 || biggest <= 8) && (crowd === 0 || crowd <= 2)
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `the game is ${intent.difficulty}`,
        source: w.difficultyWord ?? intent.difficulty,
        ok,
        evidence:
          `largest arena wave ${biggest}; most enemies per dungeon room ${crowd.toFixed(1)}; player.maxHp ` +
          `${configValue(config, 'player.maxHp')}; enemies.chaser.speed ` +
          `${configValue(config, 'enemies.chaser.speed')}`,
      }),
    );
  }
  return out;
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
  requirements,
});
