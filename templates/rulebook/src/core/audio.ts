// Sound through registry keys. Audio files exist only when an asset pack brought them; without them
// every call here does nothing, so game code never needs to ask.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';

let music: Phaser.Sound.BaseSound | undefined;

export function playSfx(scene: Phaser.Scene, key: string): void {
  if (!scene.cache.audio.exists(key)) return;
  scene.sound.play(key, { volume: gameConfig.audio.sfxVolume.value });
}

/** Starts looping music, replacing what plays; the same key again keeps it going. */
export function playMusic(scene: Phaser.Scene, key: string): void {
  if (!scene.cache.audio.exists(key)) return;
  if (music?.key === key && music.isPlaying) return;
  music?.stop();
  music = scene.sound.add(key, { loop: true, volume: gameConfig.audio.musicVolume.value });
  music.play();
}

export function stopMusic(): void {
  music?.stop();
  music = undefined;
}
