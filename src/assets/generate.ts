// generateAssets: a registry and a seed in, files on disk out. Every key of the registry becomes
// exactly the file the pack names; sounds also get their ABC source beside the WAV.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PlaysmithError, type OnProgress } from '../shared/index.ts';
import { AbcError, parseAbc } from './abc.ts';
import { drawBackground } from './backgrounds.ts';
import { composeMusic, composeSfx } from './composer.ts';
import { ASSETS_DIR, buildPack, fileNameFor, PACK_FILE, PACK_URL } from './pack.ts';
import { themePalette } from './palette.ts';
import { readAssetRegistry, type AssetEntry, type AssetRegistry } from './registry.ts';
import { drawImage, drawSpritesheet } from './sprites.ts';
import { encodeWav, renderTune } from './synth.ts';
import { buildTiledMap } from './tilemap.ts';
import { drawTileset } from './tileset.ts';

export interface GeneratedFile {
  /** Path relative to the game folder, with forward slashes. */
  path: string;
  bytes: number;
  /** The registry key the file belongs to (the pack file has none). */
  key: string | undefined;
  kind: 'image' | 'spritesheet' | 'tileset' | 'tilemap' | 'audio' | 'abc' | 'pack';
}

export interface GenerateResult {
  files: GeneratedFile[];
  totalBytes: number;
  /** Path of the pack file relative to the game folder. */
  packPath: string;
  /** Files already in the assets folder that this registry does not name (left in place). */
  stale: string[];
  seed: number;
}

/** An asset the registry asks for that cannot be made as described (its ABC tune, say). */
export class AssetGenerationError extends PlaysmithError {
  override name = 'AssetGenerationError';
  constructor(message: string) {
    super(message, { code: 'asset-generation', kind: 'usage' });
  }
}

export interface GenerateOptions {
  seed: number;
  /** The game folder; files go to <outDir>/public/assets/. */
  outDir: string;
  onProgress?: OnProgress;
}

/** The ABC source a sound plays: the registry's own when it has one, else the composer's. */
export function abcFor(asset: Extract<AssetEntry, { type: 'audio' }>, seed: number): string {
  if (asset.abc) return asset.abc;
  return asset.kind === 'music'
    ? composeMusic({ title: asset.key, mood: asset.mood, tempo: asset.tempo, bars: asset.bars, seed })
    : composeSfx(asset.sfx, { title: asset.key, seed });
}

/** Writes every asset of `registry` and the pack file; the same registry and seed give byte-identical files. */
export function generateAssets(registry: AssetRegistry, options: GenerateOptions): GenerateResult {
  const { seed, outDir, onProgress } = options;
  const dir = join(outDir, ...ASSETS_DIR.split('/'));
  mkdirSync(dir, { recursive: true });
  const palette = themePalette(registry.theme ?? [], registry.palette ?? []);
  const files: GeneratedFile[] = [];
  const write = (name: string, data: Buffer | string, key: string | undefined, kind: GeneratedFile['kind']) => {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    writeFileSync(join(dir, name), bytes);
    files.push({ path: posix.join(ASSETS_DIR, name), bytes: bytes.length, key, kind });
  };
  const total = registry.assets.length;
  const layers = registry.assets.filter((a) => a.type === 'background');
  registry.assets.forEach((asset, i) => {
    onProgress?.({ task: 'generate assets', done: i, total, detail: `${asset.type} "${asset.key}"` });
    switch (asset.type) {
      case 'spritesheet':
        write(
          fileNameFor('spritesheet', asset.key),
          drawSpritesheet(asset, palette, seed).toPng(),
          asset.key,
          'spritesheet',
        );
        break;
      case 'image':
        write(fileNameFor('image', asset.key), drawImage(asset, palette, seed).toPng(), asset.key, 'image');
        break;
      case 'background':
        write(
          fileNameFor('image', asset.key),
          drawBackground(asset, palette, seed, layers).toPng(),
          asset.key,
          'image',
        );
        break;
      case 'tileset': {
        const image = fileNameFor('spritesheet', asset.key);
        write(image, drawTileset(asset, palette, seed).toPng(), asset.key, 'tileset');
        for (const map of asset.maps ?? [])
          write(
            fileNameFor('tilemapTiledJSON', map.key),
            `${JSON.stringify(buildTiledMap(map, asset, image))}\n`,
            map.key,
            'tilemap',
          );
        break;
      }
      case 'audio': {
        const abc = abcFor(asset, seed);
        let audio: ReturnType<typeof renderTune>;
        try {
          audio = renderTune(parseAbc(abc), { loop: asset.kind === 'music' });
        } catch (e) {
          const where = e instanceof AbcError ? `its ABC source, ${e.message}` : (e as Error).message;
          throw new AssetGenerationError(`audio "${asset.key}": ${where}`);
        }
        write(`${asset.key}.abc`, abc, asset.key, 'abc');
        write(fileNameFor('audio', asset.key), encodeWav(audio), asset.key, 'audio');
        break;
      }
    }
  });
  write(PACK_FILE, `${JSON.stringify(buildPack(registry, seed), null, 2)}\n`, undefined, 'pack');
  onProgress?.({ task: 'generate assets', done: total, total });
  const written = new Set(files.map((f) => posix.basename(f.path)));
  const stale = readdirSync(dir)
    .filter((name) => !written.has(name))
    .sort()
    .map((name) => posix.join(ASSETS_DIR, name));
  return {
    files,
    totalBytes: files.reduce((s, f) => s + f.bytes, 0),
    packPath: posix.join(ASSETS_DIR, PACK_FILE),
    stale,
    seed,
  };
}

/**
 * Generates the assets of the game in `folder` from its assets.json and points the registry at the
 * pack ("pack": "assets/asset-pack.json"), so the game loads the files instead of drawing
 * placeholders. Returns what was written and whether assets.json changed.
 */
export function generateGameAssets(
  folder: string,
  options: { seed: number; onProgress?: OnProgress },
): GenerateResult & { registryFile: string; registryUpdated: boolean } {
  const { registry, file, json } = readAssetRegistry(folder);
  const result = generateAssets(registry, {
    seed: options.seed,
    outDir: folder,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const registryUpdated = json.pack !== PACK_URL;
  if (registryUpdated) writeFileSync(file, `${JSON.stringify({ ...json, pack: PACK_URL }, null, 2)}\n`);
  return { ...result, registryFile: file, registryUpdated };
}
