// The asset registry of a made tower-defense game: one spritesheet per enemy type, a tower image and a shot image
// per tower type, the base, and the template's sounds and music. Keys are the ones the written Level.ts names;
// descriptions carry the prompt's words (attackers, defenders, the defended place) so the generated art follows them.
// The asset generator draws a thing by the last shape word of its description, so tower art keeps "tower", "turret"
// or "cannon" (or names a plant or a character) and the base ends in a gate, door or portal.
import { AssetRegistrySchema, type AssetRegistry, drawnAs } from '../../../../assets/index.ts';
import type { Difficulty, EnemyPlan, TowerPlan } from './roster.ts';
import type { TdWords } from './words.ts';

/** Sound keys the written Level.ts plays. */
export const SOUND_KEYS = {
  build: 'sfx-build',
  coin: 'sfx-coin',
  leak: 'sfx-leak',
  wave: 'sfx-wave',
  boss: 'sfx-boss',
  music: 'bgm',
} as const;

const TOWER_SIZE = {
  tower: { width: 32, height: 36 },
  npc: { width: 30, height: 36 },
  player: { width: 30, height: 36 },
} as const;
const SHOT_SIZE = { rapid: 8, splash: 12, slow: 10, sniper: 10 } as const;

export function baseKey(base: string, taken: ReadonlySet<string>): string {
  const key =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'base';
  return taken.has(key) ? 'home-base' : key;
}

/** What the base looks like: itself when the art draws it (a house, a castle), else the place's gate or portal. */
export function baseArt(words: TdWords): string {
  const base = words.base;
  if (/\b(gate|door|portal|tower|chest|trophy|flag)\b/.test(base)) return `the ${base}`;
  if (/^an? /.test(drawnAs(base) ?? '')) return `the ${base}`;
  return words.setting.style === 'scifi' ? `the ${base} portal` : `the ${base} gate`;
}

export function tdRegistry(
  words: TdWords,
  towers: readonly TowerPlan[],
  enemies: readonly EnemyPlan[],
  base: { key: string; art: string },
  difficulty: Difficulty,
  boss: boolean,
  currency: { key: string; art: string } | null = null,
): AssetRegistry {
  const place = words.setting.place;
  const theme = [
    ...new Set([
      ...enemies.map((e) => e.noun),
      ...towers.map((t) => t.name.toLowerCase()),
      words.base,
      ...place.split(' '),
    ]),
  ]
    .map((w) => w.slice(0, 40))
    .slice(0, 16);
  return AssetRegistrySchema.parse({
    version: 1,
    theme,
    assets: [
      ...enemies.map((e) => ({
        type: 'spritesheet',
        key: e.texture,
        role: e.role === 'boss' ? 'boss' : 'enemy',
        description: e.art,
        view: 'side',
        frameWidth: e.size,
        frameHeight: e.size,
        animations: [{ name: 'move', frames: 4, frameRate: e.frameRate, repeat: -1 }],
      })),
      ...towers.map((t) => ({
        type: 'image',
        key: t.texture,
        role: t.artRole,
        description: t.art,
        ...TOWER_SIZE[t.artRole],
      })),
      ...towers.map((t) => ({
        type: 'image',
        key: t.projectile,
        role: 'projectile',
        description: t.projectileArt,
        width: SHOT_SIZE[t.role],
        height: SHOT_SIZE[t.role],
      })),
      { type: 'image', key: base.key, role: 'goal', description: base.art, width: 36, height: 40 },
      ...(currency
        ? [{ type: 'image', key: currency.key, role: 'pickup', description: currency.art, width: 16, height: 16 }]
        : []),
      {
        type: 'audio',
        key: SOUND_KEYS.build,
        kind: 'sfx',
        description: 'hammer blows as a new tower goes up',
        sfx: 'click',
      },
      {
        type: 'audio',
        key: SOUND_KEYS.coin,
        kind: 'sfx',
        description: `gold from a defeated ${enemies[0]?.noun ?? 'enemy'}`,
        sfx: 'pickup',
      },
      { type: 'audio', key: SOUND_KEYS.leak, kind: 'sfx', description: `the ${words.base} is hit`, sfx: 'hit' },
      { type: 'audio', key: SOUND_KEYS.wave, kind: 'sfx', description: 'horn announcing a wave', sfx: 'shoot' },
      ...(boss
        ? [{ type: 'audio', key: SOUND_KEYS.boss, kind: 'sfx', description: 'the boss falls', sfx: 'win' }]
        : []),
      {
        type: 'audio',
        key: SOUND_KEYS.music,
        kind: 'music',
        description: `${place} siege march`,
        mood: difficulty === 'easy' ? 'cheerful' : 'tense',
        tempo: { easy: 104, normal: 120, hard: 136 }[difficulty],
      },
    ],
  });
}
