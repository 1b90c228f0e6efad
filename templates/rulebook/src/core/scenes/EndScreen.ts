// What the Victory and GameOver screens share: a headline, the final score, and Play again (button,
// Enter or Space) after a short pause so a key still held from playing does not skip the screen.
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { startNewGame } from '../flow.ts';
import { Controls } from '../input.ts';
import { progress } from '../progress.ts';
import { addButton, screenCentre, textStyle } from '../ui.ts';

const INPUT_DELAY_MS = 400;

export abstract class EndScreen extends Phaser.Scene {
  private controls!: Controls;
  private shownMs = 0;

  protected abstract headline(): string;

  create(): void {
    this.shownMs = 0;
    this.cameras.main.setBackgroundColor(gameConfig.game.backgroundColor.value);
    const { x } = screenCentre(this);
    const h = this.scale.height;
    this.add.text(x, h * 0.3, this.headline(), textStyle(56, gameConfig.ui.accentColor.value)).setOrigin(0.5);
    this.add.text(x, h * 0.45, `Score ${progress.score}`, textStyle(28)).setOrigin(0.5);
    addButton(this, x, h * 0.65, 'Play again', () => this.again());
    this.add.text(x, h * 0.75, 'press Enter or Space', textStyle(14)).setOrigin(0.5);
    this.controls = new Controls(this);
  }

  override update(_time: number, delta: number): void {
    this.shownMs += delta;
    this.controls.update();
    if (this.controls.justPressed('start')) this.again();
  }

  private again(): void {
    if (this.shownMs >= INPUT_DELAY_MS) startNewGame(this);
  }
}
