// The Phaser pack file (asset-pack.json) for a registry: one section, one entry per asset key, in
// registry order. Phaser's Loader.addPack reads every section that has "files"; "meta" is skipped.
import { PLAYSMITH_VERSION } from '../shared/index.ts';
import type { AssetRegistry } from './registry.ts';

/** Where generated files live inside a game folder, and the URL the game loads them from. */
export const ASSETS_DIR = 'public/assets';
export const ASSETS_URL = 'assets';
export const PACK_FILE = 'asset-pack.json';
export const PACK_URL = `${ASSETS_URL}/${PACK_FILE}`;
export const PACK_SECTION = 'assets';

export type PackEntry =
  | { type: 'image'; key: string; url: string }
  | { type: 'spritesheet'; key: string; url: string; frameConfig: { frameWidth: number; frameHeight: number } }
  | { type: 'audio'; key: string; url: string }
  | { type: 'tilemapTiledJSON'; key: string; url: string };

export interface AssetPack {
  [section: string]: { files: PackEntry[] } | { app: string; version: string; seed: number };
}

/** File name (inside the assets folder) of each key's main file. */
export function fileNameFor(type: PackEntry['type'], key: string): string {
  return `${key}.${type === 'audio' ? 'wav' : type === 'tilemapTiledJSON' ? 'json' : 'png'}`;
}

/** The pack entries for a registry: every key it defines, tilemaps after their tileset. */
export function packEntries(registry: AssetRegistry): PackEntry[] {
  const url = (type: PackEntry['type'], key: string) => `${ASSETS_URL}/${fileNameFor(type, key)}`;
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every asset type (TypeScript checks it)
  return registry.assets.flatMap((asset): PackEntry[] => {
    switch (asset.type) {
      case 'spritesheet':
        return [
          {
            type: 'spritesheet',
            key: asset.key,
            url: url('spritesheet', asset.key),
            frameConfig: { frameWidth: asset.frameWidth, frameHeight: asset.frameHeight },
          },
        ];
      case 'image':
      case 'background':
        return [{ type: 'image', key: asset.key, url: url('image', asset.key) }];
      case 'tileset':
        // A spritesheet, so that single tiles can be used as frames as well as through a tilemap.
        return [
          {
            type: 'spritesheet',
            key: asset.key,
            url: url('spritesheet', asset.key),
            frameConfig: { frameWidth: asset.tileSize, frameHeight: asset.tileSize },
          },
          ...(asset.maps ?? []).map(
            (m): PackEntry => ({ type: 'tilemapTiledJSON', key: m.key, url: url('tilemapTiledJSON', m.key) }),
          ),
        ];
      case 'audio':
        return [{ type: 'audio', key: asset.key, url: url('audio', asset.key) }];
    }
  });
}

export function buildPack(registry: AssetRegistry, seed: number): AssetPack {
  return {
    [PACK_SECTION]: { files: packEntries(registry) },
    meta: { app: 'playsmith', version: PLAYSMITH_VERSION, seed },
  };
}
