// Text and button helpers shared by the menus and the HUD, styled from gameConfig.ui.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';

export function textStyle(
  size: number,
  colour: string = gameConfig.ui.textColor.value,
): Phaser.Types.GameObjects.Text.TextStyle {
  return { fontFamily: gameConfig.ui.fontFamily.value, fontSize: `${size}px`, color: colour, align: 'center' };
}

/** A clickable text button (the checker and people find it by its label). */
export function addButton(
  scene: Phaser.Scene,
  x: number,
  y: number,
  label: string,
  onClick: () => void,
): Phaser.GameObjects.Text {
  const button = scene.add
    .text(x, y, label, {
      ...textStyle(32, gameConfig.ui.accentColor.value),
      backgroundColor: gameConfig.ui.panelColor.value,
      padding: { x: 18, y: 8 },
    })
    .setOrigin(0.5)
    .setScrollFactor(0)
    .setInteractive({ useHandCursor: true });
  button.on('pointerover', () => button.setScale(1.08));
  button.on('pointerout', () => button.setScale(1));
  button.on('pointerdown', onClick);
  return button;
}

export function colourNumber(hex: string): number {
  return Number.parseInt(hex.replace('#', ''), 16);
}

export function screenCentre(scene: Phaser.Scene): { x: number; y: number } {
  return { x: scene.scale.width / 2, y: scene.scale.height / 2 };
}
