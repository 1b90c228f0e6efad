// The template's src/gameConfig.json as the generator sees it: defaults under the GDD's values, the hero's jump
// physics read from the merged values (levels are generated and checked with exactly what the game will use), and
// the leaves the family adds to the copied game's config.
import type { ConfigLeafSpec, ConfigValue, ConfigValues } from '../../../shared/index.ts';
import { clampToLeaf as clamp, templateLeaf } from '../shared/config.ts';
import type { PlayerPhysics } from './sim.ts';

/** Leaves the family adds to the template's config when the prompt asks for them. */
export const EXTRA_LEAVES: Record<string, ConfigLeafSpec> = {
  'level.timeLimitSeconds': {
    type: 'integer',
    min: 10,
    max: 900,
    description: 'Game time to reach the flag on each level; running out fails the attempt (costs a life)',
  },
  'dash.speed': {
    type: 'number',
    min: 100,
    max: 1500,
    description: 'Speed of a dash in px/s, in the direction the hero faces',
  },
  'dash.durationMs': { type: 'integer', min: 50, max: 1000, description: 'How long a dash lasts' },
  'dash.cooldownMs': { type: 'integer', min: 100, max: 5000, description: 'Time from one dash to the next' },
};
export const TIMER_PATH = 'level.timeLimitSeconds';
export const DASH_PATHS = {
  speed: 'dash.speed',
  durationMs: 'dash.durationMs',
  cooldownMs: 'dash.cooldownMs',
} as const;

/** A value by dotted path: the GDD's, else the template's default. */
export function configValue(values: ConfigValues, path: string): ConfigValue {
  if (path in values) return values[path]!;
  if (path in EXTRA_LEAVES)
    throw new Error(`"${path}" is not in the design's config and the template has no default for it`);
  const leaf = templateLeaf('platformer', path);
  if (!leaf) throw new Error(`templates/platformer/src/gameConfig.json has no "${path}"`);
  return leaf.value;
}

/** The value a leaf allows closest to `value` (its min and max). */
export function clampToLeaf(path: string, value: number): number {
  return clamp(templateLeaf('platformer', path) ?? EXTRA_LEAVES[path], value);
}

export function physicsOf(values: ConfigValues): PlayerPhysics {
  const n = (path: string) => Number(configValue(values, path));
  return {
    gravity: n('physics.gravityY'),
    walkSpeed: n('player.walkSpeed'),
    jumpVelocity: n('player.jumpVelocity'),
    jumpCutFactor: n('player.jumpCutFactor'),
    doubleJump: configValue(values, 'player.doubleJump') === true,
    doubleJumpVelocity: n('player.doubleJumpVelocity'),
    coyoteTimeMs: n('player.coyoteTimeMs'),
    jumpBufferMs: n('player.jumpBufferMs'),
    ...(DASH_PATHS.speed in values
      ? {
          dash: {
            speed: n(DASH_PATHS.speed),
            durationMs: n(DASH_PATHS.durationMs),
            cooldownMs: n(DASH_PATHS.cooldownMs),
          },
        }
      : {}),
  };
}
