// The core's public face for family and game code: import from here, not from the files behind it.
export { animationKey, playAnimation } from './animations.ts';
export { tilesetLayout } from './art.ts';
export { playMusic, playSfx, stopMusic } from './audio.ts';
export { blobFrame, BLOB47_COLUMNS, BLOB47_MASKS, FLOOR_FRAMES, neighbourMask, reduceMask } from './autotile.ts';
export { emit, round, type PlayerSnapshot } from './contract.ts';
export type { ActionBinding, Archetype, GameDefinition } from './definition.ts';
export { Controls } from './input.ts';
export { levelManager } from './levelManager.ts';
export { progress } from './progress.ts';
export { deriveSeed, random, runSeed, SeededRandom } from './random.ts';
export { findAsset, hasAnimation, registry, type AssetEntry, type AssetRole } from './registry.ts';
export { BaseLevelScene, type LevelInfo, type LevelOutcome } from './scenes/BaseLevelScene.ts';
export { tiledLevelRows } from './tiledLevel.ts';
export { addButton, colourNumber, screenCentre, textStyle } from './ui.ts';
