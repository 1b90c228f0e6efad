// The asset registry (assets.json at the project root): the only source of asset keys. Read once,
// checked with messages a person can act on, and used by the Preloader (files or placeholder art) and
// for animation keys, which are always `${key}-${name}`.
import assetsJson from '../../assets.json';

export type AssetRole =
  | 'player'
  | 'enemy'
  | 'boss'
  | 'pickup'
  | 'projectile'
  | 'goal'
  | 'ui'
  | 'prop'
  | 'npc'
  | 'tower'
  | 'terrain';

export interface AnimationSpec {
  name: string;
  frames: number;
  frameRate: number;
  repeat: number;
}

export interface SpritesheetAsset {
  type: 'spritesheet';
  key: string;
  role?: AssetRole;
  description?: string;
  view?: 'side' | 'top-down';
  frameWidth: number;
  frameHeight: number;
  animations: AnimationSpec[];
}

export interface ImageAsset {
  type: 'image';
  key: string;
  role?: AssetRole;
  description?: string;
  width: number;
  height: number;
}

export interface BackgroundAsset {
  type: 'background';
  key: string;
  description?: string;
  width: number;
  height: number;
  tileable?: boolean;
  parallax?: number;
}

export interface TilesetAsset {
  type: 'tileset';
  key: string;
  description?: string;
  tileSize: number;
  mode: 'blob47' | 'floor-walls';
}

export interface AudioAsset {
  type: 'audio';
  key: string;
  kind: 'music' | 'sfx';
  description?: string;
  mood?: string;
  tempo?: number;
  sfx?: string;
}

export type AssetEntry = SpritesheetAsset | ImageAsset | BackgroundAsset | TilesetAsset | AudioAsset;

export interface AssetRegistry {
  version: 1;
  palette?: string[];
  theme?: string[];
  /** Phaser pack file (under public/) holding real asset files; absent means placeholder art. */
  pack?: string;
  assets: AssetEntry[];
}

/** Rows of a top-down spritesheet, in order; each row repeats every animation. */
export const TOP_DOWN_ROWS = ['front', 'back', 'side'] as const;

const ROLES = new Set([
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
]);

/** Checks the shape of assets.json; throws one error listing every problem, with where it is. */
export function readRegistry(json: unknown): AssetRegistry {
  const problems: string[] = [];
  const root = json as Partial<AssetRegistry> | null;
  if (!root || typeof root !== 'object')
    throw new Error('assets.json must hold an object with "version": 1 and "assets": [...]');
  if (root.version !== 1) problems.push('"version" must be 1');
  if (!Array.isArray(root.assets)) problems.push('"assets" must be a list');
  const keys = new Set<string>();
  const positive = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;
  (root.assets ?? []).forEach((raw, i) => {
    const a = raw as unknown as Record<string, unknown>;
    const where = `assets[${i}]${typeof a?.key === 'string' ? ` ("${a.key}")` : ''}`;
    if (typeof a?.key !== 'string' || !/^[a-z0-9][a-z0-9_-]*$/i.test(a.key)) {
      problems.push(`${where}: "key" must be a word (letters, digits, - and _)`);
      return;
    }
    if (keys.has(a.key)) problems.push(`${where}: key "${a.key}" is used twice`);
    keys.add(a.key);
    if (a.role !== undefined && !ROLES.has(String(a.role))) problems.push(`${where}: unknown role "${String(a.role)}"`);
    switch (a.type) {
      case 'spritesheet': {
        if (!positive(a.frameWidth) || !positive(a.frameHeight))
          problems.push(`${where}: frameWidth and frameHeight must be positive whole numbers`);
        const animations = a.animations as AnimationSpec[] | undefined;
        if (!Array.isArray(animations) || animations.length === 0)
          problems.push(`${where}: a spritesheet needs at least one animation`);
        else
          animations.forEach((anim, j) => {
            if (
              typeof anim.name !== 'string' ||
              !positive(anim.frames) ||
              !(anim.frameRate > 0) ||
              !Number.isInteger(anim.repeat)
            ) {
              problems.push(
                `${where}.animations[${j}]: needs name, frames >= 1, frameRate > 0 and a whole repeat (-1 loops)`,
              );
            }
          });
        break;
      }
      case 'image':
      case 'background':
        if (!positive(a.width) || !positive(a.height))
          problems.push(`${where}: width and height must be positive whole numbers`);
        break;
      case 'tileset':
        if (!positive(a.tileSize)) problems.push(`${where}: tileSize must be a positive whole number`);
        if (a.mode !== 'blob47' && a.mode !== 'floor-walls')
          problems.push(`${where}: mode must be "blob47" or "floor-walls"`);
        break;
      case 'audio':
        if (a.kind !== 'music' && a.kind !== 'sfx') problems.push(`${where}: kind must be "music" or "sfx"`);
        break;
      default:
        problems.push(`${where}: unknown type "${String(a.type)}" (spritesheet, image, background, tileset, audio)`);
    }
  });
  if (root.pack !== undefined && (typeof root.pack !== 'string' || !root.pack.endsWith('.json')))
    problems.push('"pack" must be the path of a Phaser pack .json file under public/');
  if (problems.length) throw new Error(`assets.json: ${problems.join('; ')}`);
  return root as AssetRegistry;
}

export const registry: AssetRegistry = readRegistry(assetsJson);

export function findAsset(key: string): AssetEntry | undefined {
  return registry.assets.find((a) => a.key === key);
}

/** Frame indices of one animation: animations sit in one row in the listed order (one row per view for top-down). */
export function animationFrames(sheet: SpritesheetAsset, animation: string, row = 0): number[] {
  let start = 0;
  for (const anim of sheet.animations) {
    if (anim.name === animation)
      return Array.from({ length: anim.frames }, (_, i) => row * sheetColumns(sheet) + start + i);
    start += anim.frames;
  }
  throw new Error(
    `spritesheet "${sheet.key}" has no animation "${animation}" ` +
      `(has: ${sheet.animations.map((a) => a.name).join(', ')})`,
  );
}

/** Frames per row of a spritesheet. */
export function sheetColumns(sheet: SpritesheetAsset): number {
  return sheet.animations.reduce((n, a) => n + a.frames, 0);
}

export function sheetRows(sheet: SpritesheetAsset): number {
  return sheet.view === 'top-down' ? TOP_DOWN_ROWS.length : 1;
}

/** Whether `key` has an animation `name` in the registry. */
export function hasAnimation(key: string, name: string): boolean {
  const asset = findAsset(key);
  return asset?.type === 'spritesheet' && asset.animations.some((a) => a.name === name);
}
