// Phaser animations derived from the registry at boot: `${key}-${name}` for every spritesheet
// animation, plus `${key}-${name}-front|back|side` for top-down sheets (the plain key is the front row).
import type Phaser from 'phaser';
import { animationFrames, registry, TOP_DOWN_ROWS, type SpritesheetAsset } from './registry.ts';

export function animationKey(key: string, name: string): string {
  return `${key}-${name}`;
}

function createOne(
  scene: Phaser.Scene,
  sheet: SpritesheetAsset,
  name: string,
  frameRate: number,
  repeat: number,
  key: string,
  row: number,
): void {
  if (scene.anims.exists(key)) return;
  scene.anims.create({
    key,
    frames: animationFrames(sheet, name, row).map((frame) => ({ key: sheet.key, frame })),
    frameRate,
    repeat,
  });
}

export function createAnimations(scene: Phaser.Scene): void {
  for (const asset of registry.assets) {
    if (asset.type !== 'spritesheet') continue;
    for (const anim of asset.animations) {
      createOne(scene, asset, anim.name, anim.frameRate, anim.repeat, animationKey(asset.key, anim.name), 0);
      if (asset.view === 'top-down') {
        TOP_DOWN_ROWS.forEach((row, i) => {
          createOne(
            scene,
            asset,
            anim.name,
            anim.frameRate,
            anim.repeat,
            `${animationKey(asset.key, anim.name)}-${row}`,
            i,
          );
        });
      }
    }
  }
}

/** Plays `${key}-${name}` on a sprite when that animation exists and is not already playing. */
export function playAnimation(sprite: Phaser.GameObjects.Sprite, key: string, name: string): void {
  const full = animationKey(key, name);
  if (sprite.anims.currentAnim?.key === full && sprite.anims.isPlaying) return;
  if (sprite.scene.anims.exists(full)) sprite.play(full, true);
}
