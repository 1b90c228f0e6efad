// Loads the asset pack when the registry names one, draws placeholder art for every visual key that is
// still missing (all of them in a project without asset files), creates the registry's animations, and
// opens the title screen.
import Phaser from 'phaser';
import gameConfig from '../../gameConfig.json';
import { createAnimations } from '../animations.ts';
import { createPlaceholderTextures } from '../art.ts';
import { registry } from '../registry.ts';
import { colourNumber, screenCentre } from '../ui.ts';

export class Preloader extends Phaser.Scene {
  constructor() {
    super('Preloader');
  }

  preload(): void {
    if (!registry.pack) return;
    const { x, y } = screenCentre(this);
    const width = this.scale.width * 0.5;
    this.add.rectangle(x, y, width + 8, 28).setStrokeStyle(2, colourNumber(gameConfig.ui.textColor.value));
    const bar = this.add
      .rectangle(x - width / 2, y, 1, 20, colourNumber(gameConfig.ui.accentColor.value))
      .setOrigin(0, 0.5);
    this.load.on(Phaser.Loader.Events.PROGRESS, (value: number) => bar.setSize(Math.max(1, width * value), 20));
    this.load.pack('asset-pack', registry.pack);
  }

  create(): void {
    createPlaceholderTextures(this);
    createAnimations(this);
    this.scene.start('Title');
  }
}
