// Title screen: the game's name and goal, the controls, and a Play button (Enter or Space also start).
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { allActions, definition } from '../definition.ts';
import { startNewGame } from '../flow.ts';
import { Controls } from '../input.ts';
import { addButton, screenCentre, textStyle } from '../ui.ts';

/** "ArrowLeft" -> "Left", "KeyZ" -> "Z", "Space" -> "Space". */
export function keyLabel(key: string): string {
  if (key.startsWith('Arrow')) return key.slice(5);
  if (/^Key[A-Z]$/.test(key)) return key.slice(3);
  if (/^Digit[0-9]$/.test(key)) return key.slice(5);
  if (key === 'Escape') return 'Esc';
  return key;
}

export class Title extends Phaser.Scene {
  private controls!: Controls;

  constructor() {
    super('Title');
  }

  create(): void {
    this.cameras.main.setBackgroundColor(gameConfig.game.backgroundColor.value);
    const { x } = screenCentre(this);
    const h = this.scale.height;
    this.add
      .text(x, h * 0.22, gameConfig.game.title.value, textStyle(52, gameConfig.ui.accentColor.value))
      .setOrigin(0.5);
    this.add
      .text(x, h * 0.34, definition().goal, { ...textStyle(20), wordWrap: { width: this.scale.width * 0.8 } })
      .setOrigin(0.5);
    const help = allActions()
      .filter((a) => a.name !== 'start')
      .map((a) => `${a.keys.map(keyLabel).join('/')}: ${a.description ?? a.name.replace(/_/g, ' ')}`);
    this.add.text(x, h * 0.5, help.join('\n'), textStyle(16)).setOrigin(0.5, 0);
    addButton(this, x, h * 0.82, 'Play', () => startNewGame(this));
    this.add.text(x, h * 0.92, 'press Enter or Space to play', textStyle(14)).setOrigin(0.5);
    this.controls = new Controls(this);
  }

  override update(): void {
    this.controls.update();
    if (this.controls.justPressed('start')) startNewGame(this);
  }
}
