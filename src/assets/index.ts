// Procedural assets: the public face. Everything a game needs is made offline, seeded and
// deterministic from the asset registry (assets.json): sprites and animation strips, backgrounds,
// blob-47 tilesets and Tiled maps, and music and sound from ABC notation; plus a contact sheet.
export {
  AssetRegistrySchema,
  AssetSchema,
  parseAssetRegistry,
  readAssetRegistry,
  AssetRegistryError,
  ASSET_ROLES,
  ASSET_TYPES,
  SFX_KINDS,
  DEFAULT_LEGEND,
  type AssetRegistry,
  type AssetEntry,
  type SpritesheetAsset,
  type ImageAsset,
  type BackgroundAsset,
  type TilesetAsset,
  type TilemapSpec,
  type AudioAsset,
  type MusicAsset,
  type SfxAsset,
  type AssetRole,
  type SfxKind,
  type Animation,
} from './registry.ts';
export {
  generateAssets,
  generateGameAssets,
  abcFor,
  AssetGenerationError,
  type GenerateResult,
  type GeneratedFile,
  type GenerateOptions,
} from './generate.ts';
export {
  buildPack,
  packEntries,
  ASSETS_DIR,
  ASSETS_URL,
  PACK_FILE,
  PACK_URL,
  PACK_SECTION,
  type AssetPack,
  type PackEntry,
} from './pack.ts';
export {
  themePalette,
  backgroundColours,
  biomeFor,
  PALETTE_LIMITS,
  type ThemePalette,
  type Ramp,
  type BiomeName,
} from './palette.ts';
export { hasCharacterTraits, hasRoleTraits } from './characters.ts';
export { drawnAs, drawnColour } from './nouns.ts';
export { backgroundScene } from './backgrounds.ts';
export { tilesDrawnAs } from './placeTiles.ts';
export { placeScene, SCENE_WORDS, type SceneKind } from './scenes.ts';
export { recipeSheet } from './recipes/sheet.ts';
export { createRandom, hashString, shuffled, type Random } from './random.ts';
export { contrastRatio, deltaE2000, parseHex, toHex, type Rgb } from './color.ts';
export { autotile, blobMask, blobTileIndex, reduceBlobMask, describeBlobMask, BLOB47_MASKS } from './autotile.ts';
export { tilesetLayout, TILESET_COLUMNS, FLOOR_FRAMES } from './tileset.ts';
export { buildTiledMap, MAP_LAYERS, type TiledMap } from './tilemap.ts';
export { parseAbc, AbcError, tuneBars, secondsPerWhole, type AbcTune, type AbcNote, type AbcVoice } from './abc.ts';
export { renderTune, encodeWav, instrumentFor, SAMPLE_RATE, type RenderedAudio, type Instrument } from './synth.ts';
export { composeMusic, composeSfx, styleForMood } from './composer.ts';
export { sheetLayout, figureName } from './sprites.ts';
export { buildContactSheet, writeContactSheet, renderMap, AssetPreviewError, type ContactSheet } from './preview.ts';
export { PLATFORMER_REGISTRY, TOPDOWN_REGISTRY } from './examples.ts';
