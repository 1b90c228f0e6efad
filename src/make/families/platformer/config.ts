// The template's src/gameConfig.json as the generator sees it: defaults under the GDD's values, the hero's jump
// physics read from the merged values (levels are generated and checked with exactly what the game will use), and
// the merge that writes GDD values into the copied game's leaves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../shared/index.ts';
import type { PlayerPhysics } from './sim.ts';

export type ConfigValues = Record<string, number | string | boolean>;

interface Leaf {
  value: number | string | boolean;
  type: string;
  description: string;
  min?: number;
  max?: number;
}

/** Leaves the family adds to the template's config when the prompt asks for them. */
export const EXTRA_LEAVES: Record<string, Omit<Leaf, 'value'>> = {
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

let defaults: Record<string, Record<string, Leaf>> | undefined;

export function templateConfig(): Record<string, Record<string, Leaf>> {
  defaults ??= JSON.parse(
    readFileSync(join(PROJECT_ROOT, 'templates', 'platformer', 'src', 'gameConfig.json'), 'utf8'),
  ) as Record<string, Record<string, Leaf>>;
  return defaults;
}

/** A value by dotted path: the GDD's, else the template's default. */
export function configValue(values: ConfigValues, path: string): number | string | boolean {
  if (path in values) return values[path]!;
  if (path in EXTRA_LEAVES)
    throw new Error(`"${path}" is not in the design's config and the template has no default for it`);
  const [section, key] = path.split('.');
  const leaf = templateConfig()[section!]?.[key!];
  if (!leaf) throw new Error(`templates/platformer/src/gameConfig.json has no "${path}"`);
  return leaf.value;
}

/** The value a leaf allows closest to `value` (its min and max). */
export function clampToLeaf(path: string, value: number): number {
  const [section, key] = path.split('.');
  const leaf = templateConfig()[section!]?.[key!] ?? EXTRA_LEAVES[path];
  return Math.min(leaf?.max ?? Number.POSITIVE_INFINITY, Math.max(leaf?.min ?? Number.NEGATIVE_INFINITY, value));
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

/** Writes `values` into a copy of gameConfig.json's leaves; a path the template lacks must be one of EXTRA_LEAVES. */
export function mergeConfig(
  config: Record<string, Record<string, unknown>>,
  values: ConfigValues,
): Record<string, Record<string, unknown>> {
  for (const [path, value] of Object.entries(values)) {
    const [section, key, ...rest] = path.split('.');
    if (!section || !key || rest.length) throw new Error(`config path "${path}" must be section.key`);
    const leaf = config[section]?.[key] as Leaf | undefined;
    if (leaf) leaf.value = value;
    else if (EXTRA_LEAVES[path]) (config[section] ??= {})[key] = { value, ...EXTRA_LEAVES[path] };
    else throw new Error(`gameConfig.json has no leaf "${path}" and the platformer family adds none by that name`);
  }
  return config;
}
