// Pause overlay: holds the Level scene until P, Escape or the Resume button.
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { emit } from '../contract.ts';
import { Controls } from '../input.ts';
import { progress } from '../progress.ts';
import { addButton, colourNumber, screenCentre, textStyle } from '../ui.ts';

export class Pause extends Phaser.Scene {
  private controls!: Controls;

  constructor() {
    super('Pause');
  }

  create(): void {
    const { x, y } = screenCentre(this);
    this.add
      .rectangle(0, 0, this.scale.width, this.scale.height, colourNumber(gameConfig.ui.panelColor.value), 0.6)
      .setOrigin(0, 0);
    this.add.text(x, y - 60, 'Paused', textStyle(48, gameConfig.ui.accentColor.value)).setOrigin(0.5);
    addButton(this, x, y + 30, 'Resume', () => this.resumeLevel());
    this.add.text(x, y + 90, 'P or Esc to resume', textStyle(16)).setOrigin(0.5);
    this.controls = new Controls(this);
  }

  override update(): void {
    this.controls.update();
    if (this.controls.justPressed('pause')) this.resumeLevel();
  }

  private resumeLevel(): void {
    progress.paused = false;
    emit('game_resumed', {});
    this.scene.resume('Level');
    this.scene.stop();
  }
}
