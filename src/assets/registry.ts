// The asset registry (assets.json): the only source of asset keys. The game, the Phaser pack file
// and the files on disk all come from it, so they agree by construction. The JSON shape is agreed
// with the templates in ASSETS-CONTRACT.md; fields added here beyond it are optional.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    /** Added: an opaque layer paints its sky; a see-through one only its silhouettes. Default: see-through only for a tileable layer with a slower tileable layer behind it. */
    opaque: z.boolean().optional(),
  })
  .strict();

/** Added: an ASCII level drawn with a tileset, written as a Tiled JSON map under its own key. */
export const TilemapSpecSchema = z
  .object({
    key: AssetKey,
    /** One string per row; every row the same length. */
    layout: z.array(z.string().min(1, 'expected a non-empty row')).min(1, 'expected at least one row'),
    /** Characters that are terrain: "solid" (ground or wall, autotiled) or "empty". Default: "#" solid, "." and " " empty. */
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
    /** "blob47": 47 autotiled terrain tiles. "floor-walls": the 47 wall tiles plus two floor tiles, for top-down maps. */
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
    if (row.length !== width)
      problems.push({
        path: ['layout', r],
        message: `row ${r + 1} is ${row.length} characters long but row 1 is ${width}; every row must be the same length`,
      });
    [...row].forEach((char, c) => {
      if (!(char in legend) && !(char in markers)) {
        problems.push({
          path: ['layout', r],
          message: `row ${r + 1}, column ${c + 1}: unknown character "${char}"; add it to "legend" (solid or empty) or "markers"`,
        });
      }
    });
  });
  return problems;
}

export class AssetRegistryError extends Error {
  override name = 'AssetRegistryError';
}

/** Validates parsed JSON as a registry; the error names each bad entry by index and key, and the field. */
export function parseAssetRegistry(json: unknown, source = 'assets.json'): AssetRegistry {
  const result = AssetRegistrySchema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `${source}: ${describePath(json, issue.path)}: ${issueMessage(issue, json)}`,
  );
  throw new AssetRegistryError(lines.join('\n'));
}

/** Reads and validates `<folder>/assets.json`. */
export function readAssetRegistry(folder: string): {
  registry: AssetRegistry;
  file: string;
  json: Record<string, unknown>;
} {
  const file = join(folder, 'assets.json');
  if (!existsSync(file))
    throw new AssetRegistryError(
      `${file}: no asset registry here; a game folder needs an assets.json (see ASSETS-CONTRACT.md)`,
    );
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new AssetRegistryError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new AssetRegistryError(`${file}: expected a JSON object at the top level`);
  return { registry: parseAssetRegistry(json, file), file, json: json as Record<string, unknown> };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** assets[3] ("gem").width rather than assets.3.width, so a person can find the entry. */
function describePath(root: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  path.forEach((key, i) => {
    if (typeof key === 'number') {
      text += `[${key}]`;
      const entry = valueAt(root, path.slice(0, i + 1));
      const name =
        typeof entry === 'object' && entry !== null
          ? ((entry as Record<string, unknown>).key ?? (entry as Record<string, unknown>).name)
          : undefined;
      if (typeof name === 'string') text += ` ("${name}")`;
    } else {
      text += `${text ? '.' : ''}${String(key)}`;
    }
  });
  return text || '(top level)';
}

function shortJson(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function issueMessage(issue: z.core.$ZodIssue, root: unknown): string {
  if (issue.code === 'unrecognized_keys')
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'invalid_union' && last === 'type') {
    if (valueAt(root, issue.path) === undefined) return `missing "type"; one of: ${ASSET_TYPES.join(', ')}`;
    return `unknown asset type ${shortJson(valueAt(root, issue.path))}; known types: ${ASSET_TYPES.join(', ')}`;
  }
  if (issue.code === 'invalid_union' && last === 'kind')
    return `audio needs "kind": "music" or "sfx", got ${shortJson(valueAt(root, issue.path))}`;
  if (issue.code === 'custom') return issue.message;
  return `${issue.message}, got ${shortJson(valueAt(root, issue.path))}`;
}
