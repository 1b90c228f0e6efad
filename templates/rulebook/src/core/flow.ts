// Moves between the core scenes: a new game from a menu, and the ends of a game.
import type Phaser from 'phaser';
import { stopMusic } from './audio.ts';
import { emit } from './contract.ts';
import { levelManager } from './levelManager.ts';
import { progress } from './progress.ts';

/** Resets score, lives and level order and opens the first level. */
export function startNewGame(scene: Phaser.Scene): void {
  progress.reset();
  levelManager.reset();
  progress.playing = true;
  emit('game_started', { levels: levelManager.count });
  scene.scene.start('Level');
}

/** The last level was finished: the game is won. */
export function finishGameWon(scene: Phaser.Scene): void {
  stopMusic();
  scene.scene.stop('HUD');
  scene.scene.start('Victory');
}

/** No lives left: the game is lost. */
export function finishGameLost(scene: Phaser.Scene): void {
  stopMusic();
  scene.scene.stop('HUD');
  scene.scene.start('GameOver');
}
