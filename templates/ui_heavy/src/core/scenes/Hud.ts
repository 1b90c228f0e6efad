// Heads-up display drawn over the Level scene: level, score and lives from the core, then whatever the
// running level adds through its hudLines() hook. It reads them just before each frame is drawn, after every
// scene's update, so the frame that shows a win also shows the move and score that won it.
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { currentLevel } from '../contract.ts';
import { levelManager } from '../levelManager.ts';
import { progress } from '../progress.ts';
import { colourNumber, textStyle } from '../ui.ts';

export class Hud extends Phaser.Scene {
  private line!: Phaser.GameObjects.Text;
  private extra!: Phaser.GameObjects.Text;

  constructor() {
    super('HUD');
  }

  create(): void {
    this.add.rectangle(0, 0, this.scale.width, 32, colourNumber(gameConfig.ui.panelColor.value), 0.55).setOrigin(0, 0);
    this.line = this.add.text(10, 7, '', { ...textStyle(18), align: 'left' });
    this.extra = this.add.text(this.scale.width - 10, 7, '', { ...textStyle(18), align: 'right' }).setOrigin(1, 0);
    this.refresh();
    this.game.events.on(Phaser.Core.Events.PRE_RENDER, this.refresh, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.game.events.off(Phaser.Core.Events.PRE_RENDER, this.refresh, this);
    });
  }

  private refresh(): void {
    const main =
      `Level ${levelManager.currentNumber}/${levelManager.count}   ` +
      `Score ${progress.score}   Lives ${progress.lives}`;
    const extra = (currentLevel()?.hudLines() ?? []).join('   ');
    if (this.line.text !== main) this.line.setText(main);
    if (this.extra.text !== extra) this.extra.setText(extra);
  }
}
