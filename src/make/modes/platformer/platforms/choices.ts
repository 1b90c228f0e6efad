// The platforms mode's choices read from the prompt: the cast (its words, difficulty, boss, double jump, level count),
// the config (the difficulty's numbers, the dash, lives, a time limit long enough to play) and the pickups each level
// holds when the prompt counts them. The words a player reads of them are in prose.ts.
import type { DesignInput } from '../../../mode.ts';
import type { ConfigValues, PromptPhrase } from '../../../../shared/index.ts';
import { singularWord as singular } from '../../../singular.ts';
import { clampToLeaf, configValue, DASH_PATHS, TIMER_PATH } from '../config.ts';
import type { Difficulty } from './levels.ts';
import { CELL } from '../sim.ts';
import { readPlatformerWords, type PlatformerWords } from '../words.ts';

/** Levels when the prompt names no number (the template's example has two). */
const DEFAULT_LEVELS = 2;
/** A time limit leaves the golden path this share of it at most, so a person has room too. */
export const TIMER_SLACK = 0.6;
/** Boss fight allowance (game time) when sizing levels for a time limit. */
export const BOSS_FIGHT_MS = 12_000;

/** The dash when the prompt asks for one: a burst over twice the run speed, short enough to stay in control. */
export const DASH = { speed: 520, durationMs: 160, cooldownMs: 700 };

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

/**
 * The pickups of each level when the prompt counts the collectible it names ("collects 20 fish" over 2 levels: 10
 * and 10), within what a level's route holds; undefined when it does not count them.
 */
export function coinsPerLevel(
  phrases: readonly PromptPhrase[],
  words: PlatformerWords,
  levels: number,
): number[] | undefined {
  if (!words.collectibleFromPrompt) return undefined;
  const asked = phrases.find(
    (p) => p.kind === 'number' && p.value !== undefined && singular(p.head).endsWith(words.collectible),
  )?.value;
  if (asked === undefined || asked < levels || asked > levels * 30) return undefined;
  return Array.from({ length: levels }, (_, i) => Math.floor(asked / levels) + (i < asked % levels ? 1 : 0));
}

/** What the prompt asks of the game: its words, the difficulty, a boss, the double jump and the level count. */
export interface Cast {
  words: PlatformerWords;
  difficulty: Difficulty;
  boss: boolean;
  doubleJumpAsked: boolean;
  levelCount: number;
}

export function castOf(input: DesignInput, phrases: readonly PromptPhrase[]): Cast {
  const { intent } = input;
  return {
    words: readPlatformerWords(intent, phrases),
    difficulty: intent.difficulty ?? 'normal',
    boss: intent.mechanics.boss,
    doubleJumpAsked: intent.mechanics.doubleJump,
    levelCount: intent.levels ?? DEFAULT_LEVELS,
  };
}

/** The config: the title, the difficulty's numbers, the attacks, the dash, lives and a time limit that fits. */
export function configFor(
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
