// The shooter mode's choices read from the prompt, before and after its levels are made: the cast (its words, the
// difficulty, a boss, arena or dungeon for each level, an objective), the config, the start ammo the arenas need and
// a time limit long enough for the golden path. The words a player reads of them are in prose.ts.
import type { DesignInput } from '../../../mode.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import {
  clampToLeaf,
  DIFFICULTY_CONFIG,
  enemyHp,
  healthAsked,
  healthConfig,
  longFightConfig,
  num,
  TIMER_PATH,
  TIMER_WINS_PATH,
} from '../config.ts';
import type { GeneratedLevel } from './levels.ts';
import type { EscapeAsk, RescueAsk } from './objectiveLevels.ts';
import { geometryOf, walkingMs } from './plan.ts';
import { plural, readTopDownWords, type Difficulty, type TopDownWords } from '../words.ts';

/** Levels when the prompt names no number (the template's example has two: an arena, then a dungeon). */
const DEFAULT_LEVELS = 2;
/** The boss's hit points: the last level's brute, tougher the harder the game. */
export const BOSS_HP: Record<Difficulty, number> = { easy: 16, normal: 24, hard: 32 };
/** A time limit must leave the golden path at least this factor of its estimated time. */
const TIMER_SLACK = 2;

/** A level's kind: an arena of waves, or a dungeon (a tilemap of rooms) won at its exit. */
export type Mode = 'arena' | 'tilemap';

/** What the prompt asks of the game: its words, difficulty, boss, the kind of each level and an objective. */
export interface Cast {
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

export function castOf(input: DesignInput, phrases: readonly PromptPhrase[]): Cast {
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

export function configFor(cast: Cast, input: DesignInput, title: string): ConfigValues {
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
export function arenaAmmoConfig(config: ConfigValues, levels: readonly GeneratedLevel[]): ConfigValues {
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

/**
 * The time limit the levels need when the asked one (not survival) leaves the golden path too little room: the
 * slowest level's estimate and the limit raised to fit it; null when the asked limit fits or there is none.
 */
export function timeLimitNeeded(
  config: ConfigValues,
  levels: readonly GeneratedLevel[],
): { slowestMs: number; seconds: number } | null {
  if (config[TIMER_PATH] === undefined) return null;
  const slowest = Math.max(
    ...levels
      .filter((l) => !(config[TIMER_WINS_PATH] === true && l.data.mode === 'arena'))
      .map((l) => levelTimeEstimateMs(l, config)),
    0,
  );
  const least = Math.ceil((slowest * TIMER_SLACK) / 1000 / 10) * 10;
  if (Number(config[TIMER_PATH]) >= least) return null;
  return { slowestMs: slowest, seconds: clampToLeaf(TIMER_PATH, least) };
}

/** The longest countdown the escape rooms give their threat, when it is longer than the prompt's; else null. */
export function countdownLengthened(ask: Cast['ask'], levels: readonly GeneratedLevel[]): number | null {
  if (ask?.kind !== 'escape' || ask.threatMs === null) return null;
  const given = Math.max(...levels.map((l) => (l.data.objective?.kind === 'escape' ? l.data.objective.threatMs : 0)));
  return given > ask.threatMs ? given : null;
}
