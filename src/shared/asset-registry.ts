// The asset registry format (assets.json): the only source of a game's asset keys, agreed with the templates in
// ASSETS-CONTRACT.md (fields added here beyond it are optional). make designs one into every GDD, the assets part
// makes the files from it, and the game, its Phaser pack file and the files on disk all agree by construction.
import { z } from 'zod';

export const ASSET_ROLES = [
  'player',
  'enemy',
  'boss',
  'pickup',
  'projectile',
  'goal',
  'ui',
  'prop',
  'npc',
  'tower',
  'terrain',
] as const;
export const SFX_KINDS = ['jump', 'hit', 'pickup', 'win', 'lose', 'click', 'shoot'] as const;
export const ASSET_TYPES = ['spritesheet', 'image', 'background', 'tileset', 'audio'] as const;

// Keys become file names (public/assets/<key>.png), so they are kept to a portable alphabet.
const AssetKey = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    'expected a key of letters, digits, "-" and "_" (at most 64, it becomes a file name)',
  );
const Description = z.string().max(500, 'expected at most 500 characters').default('');
const Pixels = (min: number, max: number) =>
  z
    .int('expected a whole number of pixels')
    .min(min, `expected at least ${min} px`)
    .max(max, `expected at most ${max} px`);

export const AnimationSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'expected a name of letters, digits, "-" and "_", such as "run"'),
    frames: z
      .int('expected a whole number of frames')
      .min(1, 'expected at least 1 frame')
      .max(32, 'expected at most 32 frames'),
    frameRate: z
      .number()
      .positive('expected frames per second > 0')
      .max(60, 'expected at most 60 frames per second')
      .default(8),
    repeat: z
      .int('expected -1 (loop forever) or a whole number of repeats')
      .min(-1, 'expected -1 (loop forever) or a whole number of repeats')
      .default(-1),
  })
  .strict();

export const SpritesheetAssetSchema = z
  .object({
    type: z.literal('spritesheet'),
    key: AssetKey,
    role: z.enum(ASSET_ROLES).default('prop'),
    description: Description,
    /** "side": one row, facing right. "top-down": the same animations in three rows, front, back, side. */
    view: z.enum(['side', 'top-down']).default('side'),
    frameWidth: Pixels(8, 256),
    frameHeight: Pixels(8, 256),
    animations: z.array(AnimationSchema).min(1, 'expected at least one animation'),
  })
  .strict();

export const ImageAssetSchema = z
  .object({
    type: z.literal('image'),
    key: AssetKey,
    role: z.enum(ASSET_ROLES).default('prop'),
    description: Description,
    width: Pixels(4, 1024),
    height: Pixels(4, 1024),
  })
  .strict();

export const BackgroundAssetSchema = z
  .object({
    type: z.literal('background'),
    key: AssetKey,
    description: Description,
    width: Pixels(16, 4096),
    height: Pixels(16, 4096),
    /** Left and right edges continue into each other, for scrolling games. */
    tileable: z.boolean().default(false),
    /** Scroll factor: 0 never moves, 1 moves with the camera. */
    parallax: z
      .number()
      .min(0, 'expected a scroll factor from 0 to 1')
      .max(1, 'expected a scroll factor from 0 to 1')
      .optional(),
    /**
     * Added: an opaque layer paints its sky; a see-through one only its silhouettes. Default: see-through only for a
     * tileable layer with a slower tileable layer behind it.
     */
    opaque: z.boolean().optional(),
  })
  .strict();

/** Added: an ASCII level drawn with a tileset, written as a Tiled JSON map under its own key. */
export const TilemapSpecSchema = z
  .object({
    key: AssetKey,
    /** One string per row; every row the same length. */
    layout: z.array(z.string().min(1, 'expected a non-empty row')).min(1, 'expected at least one row'),
    /**
     * Characters that are terrain: "solid" (ground or wall, autotiled) or "empty". Default: "#" solid, "." and " "
     * empty.
     */
    legend: z.record(z.string().length(1, 'expected a single character'), z.enum(['solid', 'empty'])).optional(),
    /** Characters that place an object (at the tile centre) on an empty tile, e.g. { "P": "player", "G": "gem" }. */
    markers: z.record(z.string().length(1, 'expected a single character'), z.string().min(1).max(64)).optional(),
  })
  .strict();

export const TilesetAssetSchema = z
  .object({
    type: z.literal('tileset'),
    key: AssetKey,
    description: Description,
    tileSize: Pixels(8, 128),
    /**
     * "blob47": 47 autotiled terrain tiles. "floor-walls": the 47 wall tiles plus two floor tiles, for top-down maps.
     */
    mode: z.enum(['blob47', 'floor-walls']).default('blob47'),
    maps: z.array(TilemapSpecSchema).optional(),
  })
  .strict();

const AudioBase = {
  type: z.literal('audio'),
  key: AssetKey,
  description: Description,
  /** Added: ABC source to play instead of composing one. */
  abc: z.string().min(1).optional(),
};

export const MusicAssetSchema = z
  .object({
    ...AudioBase,
    kind: z.literal('music'),
    mood: z.string().min(1).max(40).default('cheerful'),
    tempo: z
      .int('expected beats per minute as a whole number')
      .min(40, 'expected at least 40 bpm')
      .max(240, 'expected at most 240 bpm')
      .default(120),
    /** Added: length of the loop in bars. */
    bars: z
      .int('expected a whole number of bars')
      .min(2, 'expected at least 2 bars')
      .max(64, 'expected at most 64 bars')
      .default(8),
  })
  .strict();

export const SfxAssetSchema = z
  .object({
    ...AudioBase,
    kind: z.literal('sfx'),
    sfx: z.enum(SFX_KINDS),
  })
  .strict();

export const AudioAssetSchema = z.discriminatedUnion('kind', [MusicAssetSchema, SfxAssetSchema]);

export const AssetSchema = z.discriminatedUnion('type', [
  SpritesheetAssetSchema,
  ImageAssetSchema,
  BackgroundAssetSchema,
  TilesetAssetSchema,
  AudioAssetSchema,
]);

export const AssetRegistrySchema = z
  .object({
    version: z.literal(1),
    palette: z
      .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb'))
      .max(64)
      .optional(),
    theme: z.array(z.string().min(1).max(40)).max(16).optional(),
    /** Set once files are generated: the Phaser pack file the game loads, relative to the game's public folder. */
    pack: z.string().min(1).optional(),
    assets: z.array(AssetSchema),
  })
  .strict()
  .superRefine((registry, ctx) => {
    const seen = new Map<string, string>();
    const claim = (key: string, path: PropertyKey[], what: string) => {
      // Keys are file names too, and some file systems ignore case.
      const folded = key.toLowerCase();
      const earlier = seen.get(folded);
      if (earlier)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `key "${key}" is already used by ${earlier}; every asset key must be unique (ignoring case)`,
        });
      else seen.set(folded, what);
    };
    registry.assets.forEach((asset, i) => {
      claim(asset.key, ['assets', i, 'key'], `assets[${i}]`);
      if (asset.type === 'spritesheet') {
        const names = new Set<string>();
        asset.animations.forEach((a, j) => {
          if (names.has(a.name))
            ctx.addIssue({
              code: 'custom',
              path: ['assets', i, 'animations', j, 'name'],
              message: `animation "${a.name}" appears twice`,
            });
          names.add(a.name);
        });
      }
      if (asset.type === 'tileset')
        asset.maps?.forEach((map, j) => {
          claim(map.key, ['assets', i, 'maps', j, 'key'], `assets[${i}].maps[${j}]`);
          for (const problem of layoutProblems(map))
            ctx.addIssue({ code: 'custom', path: ['assets', i, 'maps', j, ...problem.path], message: problem.message });
        });
    });
  });

export type AssetRegistry = z.infer<typeof AssetRegistrySchema>;
export type AssetEntry = z.infer<typeof AssetSchema>;
export type SpritesheetAsset = z.infer<typeof SpritesheetAssetSchema>;
export type ImageAsset = z.infer<typeof ImageAssetSchema>;
export type BackgroundAsset = z.infer<typeof BackgroundAssetSchema>;
export type TilesetAsset = z.infer<typeof TilesetAssetSchema>;
export type TilemapSpec = z.infer<typeof TilemapSpecSchema>;
export type MusicAsset = z.infer<typeof MusicAssetSchema>;
export type SfxAsset = z.infer<typeof SfxAssetSchema>;
export type AudioAsset = z.infer<typeof AudioAssetSchema>;
export type AssetRole = (typeof ASSET_ROLES)[number];
export type SfxKind = (typeof SFX_KINDS)[number];
export type Animation = z.infer<typeof AnimationSchema>;

export const DEFAULT_LEGEND: Readonly<Record<string, 'solid' | 'empty'>> = { '#': 'solid', '.': 'empty', ' ': 'empty' };

/** Row-length and unknown-character problems in an ASCII layout, with row and column (1-based). */
function layoutProblems(map: TilemapSpec): { path: PropertyKey[]; message: string }[] {
  const legend = { ...DEFAULT_LEGEND, ...map.legend };
  const markers = map.markers ?? {};
  const problems: { path: PropertyKey[]; message: string }[] = [];
  for (const char of Object.keys(markers)) {
    if (char in (map.legend ?? {}))
      problems.push({
        path: ['markers', char],
        message: `"${char}" is both a legend character and a marker; use one or the other`,
      });
  }
  const width = map.layout[0]?.length ?? 0;
  map.layout.forEach((row, r) => {
    if (row.length !== width) {
      const lengths = `row ${r + 1} is ${row.length} characters long but row 1 is ${width}`;
      problems.push({ path: ['layout', r], message: `${lengths}; every row must be the same length` });
    }
    [...row].forEach((char, c) => {
      if (!(char in legend) && !(char in markers)) {
        problems.push({
          path: ['layout', r],
          message:
            `row ${r + 1}, column ${c + 1}: unknown character "${char}"; add it to "legend" (solid or empty) or ` +
            '"markers"',
        });
      }
    });
  });
  return problems;
}
