// A text choice: a rounded bar with its key (1-4) on the left, the label, and an optional note on the right
// (why a locked choice is locked). Hover and keyboard focus light it up; a press shrinks it a little.
import Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { colourNumber, textStyle } from '../core/index.ts';
import { Pressable } from './Pressable.ts';

export interface ChoiceButtonOptions {
  width: number;
  height: number;
  /** Shown at the left: the number key that picks this choice. */
  keyHint?: string;
  /** Shown at the right in a dimmer colour, e.g. "needs 2 gold". */
  note?: string;
  fontSize?: number;
}

export class ChoiceButton extends Pressable {
  private readonly bar: Phaser.GameObjects.Rectangle;
  private readonly caption: Phaser.GameObjects.Text;
  private readonly keyBadge: Phaser.GameObjects.Text | undefined;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, options: ChoiceButtonOptions) {
    super(scene, x, y, label, options.width, options.height);
    const { width, height } = options;
    const size = options.fontSize ?? 20;
    this.bar = new Phaser.GameObjects.Rectangle(
      scene,
      0,
      0,
      width,
      height,
      colourNumber(gameConfig.choices.buttonColor.value),
    );
    this.bar.setRounded(Math.min(10, height / 3));
    this.add(this.bar);
    const left = -width / 2 + 14;
    if (options.keyHint) {
      this.keyBadge = new Phaser.GameObjects.Text(
        scene,
        left,
        0,
        options.keyHint,
        textStyle(size - 2, gameConfig.ui.accentColor.value),
      ).setOrigin(0, 0.5);
      this.add(this.keyBadge);
    }
    const textLeft = options.keyHint ? left + size * 1.6 : left;
    this.caption = new Phaser.GameObjects.Text(scene, textLeft, 0, label, {
      ...textStyle(size),
      align: 'left',
    }).setOrigin(0, 0.5);
    this.add(this.caption);
    if (options.note) {
      const note = new Phaser.GameObjects.Text(scene, width / 2 - 14, 0, options.note, {
        ...textStyle(size - 6, gameConfig.choices.noteColor.value),
        align: 'right',
      }).setOrigin(1, 0.5);
      this.add(note);
      // A long label shrinks rather than run under the note.
      const room = note.x - note.width - 12 - textLeft;
      if (this.caption.width > room) this.caption.setScale(Math.max(0.6, room / this.caption.width));
    }
    this.paint();
  }

  protected paint(): void {
    const hot = this.isEnabled && (this.hovered || this.focused);
    let fill = hot ? gameConfig.choices.hoverColor.value : gameConfig.choices.buttonColor.value;
    if (this.marked === 'correct') fill = gameConfig.choices.correctColor.value;
    else if (this.marked === 'wrong') fill = gameConfig.choices.wrongColor.value;
    else if (this.marked === 'chosen') fill = gameConfig.choices.hoverColor.value;
    this.bar.setFillStyle(colourNumber(fill));
    this.bar.setStrokeStyle(
      hot ? 3 : 2,
      colourNumber(hot ? gameConfig.ui.accentColor.value : gameConfig.choices.borderColor.value),
    );
  }
}
