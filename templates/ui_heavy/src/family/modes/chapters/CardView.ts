// A playing card: name, picture (a registry texture), rules text and its key (1-4). In the hand it is a
// choice that lifts when hovered and can be clicked or dragged up onto the table; on the table (or in the
// opponent's hands) the same face is drawn by cardFace() without any input.
import Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { colourNumber, textStyle } from '../../../core/index.ts';
import { cardRulesText, type CardDef } from '../../content.ts';
import { Pressable } from '../../Pressable.ts';

export const CARD_WIDTH = 116;
export const CARD_HEIGHT = 164;

/** The drawn parts of a card face, centred on (0, 0), for a container to hold. */
export function cardFace(
  scene: Phaser.Scene,
  card: CardDef,
  keyHint?: string,
): { frame: Phaser.GameObjects.Rectangle; parts: Phaser.GameObjects.GameObject[] } {
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const frame = new Phaser.GameObjects.Rectangle(
    scene,
    0,
    0,
    w,
    h,
    colourNumber(gameConfig.cards.cardColor.value),
  ).setRounded(10);
  frame.setStrokeStyle(2, colourNumber(gameConfig.choices.borderColor.value));
  const parts: Phaser.GameObjects.GameObject[] = [frame];
  parts.push(
    new Phaser.GameObjects.Text(
      scene,
      0,
      -h / 2 + 16,
      card.name,
      textStyle(15, gameConfig.ui.accentColor.value),
    ).setOrigin(0.5),
  );
  if (card.art && scene.textures.exists(card.art)) {
    const art = new Phaser.GameObjects.Image(scene, 0, -12, card.art);
    const fit = Math.min((w - 24) / art.width, 64 / art.height);
    art.setScale(fit);
    parts.push(art);
  }
  parts.push(
    new Phaser.GameObjects.Text(scene, 0, h / 2 - 34, cardRulesText(card), {
      ...textStyle(13),
      wordWrap: { width: w - 14 },
    }).setOrigin(0.5),
  );
  if (keyHint)
    parts.push(
      new Phaser.GameObjects.Text(
        scene,
        -w / 2 + 8,
        -h / 2 + 6,
        keyHint,
        textStyle(13, gameConfig.ui.textColor.value),
      ).setOrigin(0, 0),
    );
  return { frame, parts };
}

/** A face-down card (the opponent's hand, the draw pile). */
export function cardBack(scene: Phaser.Scene, x: number, y: number, scale = 1): Phaser.GameObjects.Container {
  const back = new Phaser.GameObjects.Rectangle(
    scene,
    0,
    0,
    CARD_WIDTH,
    CARD_HEIGHT,
    colourNumber(gameConfig.cards.cardBackColor.value),
  ).setRounded(10);
  back.setStrokeStyle(3, colourNumber(gameConfig.ui.accentColor.value));
  const inner = new Phaser.GameObjects.Rectangle(scene, 0, 0, CARD_WIDTH - 26, CARD_HEIGHT - 26).setRounded(6);
  inner.setStrokeStyle(2, colourNumber(gameConfig.choices.borderColor.value));
  return scene.add.container(x, y, [back, inner]).setScale(scale);
}

export interface CardViewOptions {
  keyHint?: string;
  /** A drag released above this y plays the card; below it the card slides back. */
  dropY: number;
}

export class CardView extends Pressable {
  readonly card: CardDef;
  private readonly frame: Phaser.GameObjects.Rectangle;
  private readonly dropY: number;
  private dragged = false;

  constructor(scene: Phaser.Scene, x: number, y: number, card: CardDef, options: CardViewOptions) {
    super(scene, x, y, card.name, CARD_WIDTH, CARD_HEIGHT);
    this.card = card;
    this.dropY = options.dropY;
    const face = cardFace(scene, card, options.keyHint);
    this.frame = face.frame;
    this.add(face.parts);
    scene.input.setDraggable(this);
    this.on(Phaser.Input.Events.GAMEOBJECT_DRAG_START, () => {
      if (!this.isEnabled) return;
      this.dragged = true;
      this.scene.tweens.killTweensOf(this);
      this.setDepth(10);
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_DRAG, (_pointer: Phaser.Input.Pointer, dragX: number, dragY: number) => {
      if (!this.isEnabled) return;
      this.setPosition(dragX, dragY);
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_DRAG_END, () => {
      this.setDepth(0);
      const dropped = this.isEnabled && this.y < this.dropY;
      // The pointer-up that ends a drag comes after this event; it must not count as a click too.
      this.scene.time.delayedCall(0, () => {
        this.dragged = false;
      });
      if (dropped) this.onActivate?.();
      else this.settle(160);
    });
    this.paint();
  }

  protected paint(): void {
    const hot = this.isEnabled && (this.hovered || this.focused);
    let stroke = hot ? gameConfig.ui.accentColor.value : gameConfig.choices.borderColor.value;
    if (this.marked === 'chosen' || this.marked === 'correct') stroke = gameConfig.choices.correctColor.value;
    else if (this.marked === 'wrong') stroke = gameConfig.choices.wrongColor.value;
    this.frame.setStrokeStyle(hot || this.marked ? 4 : 2, colourNumber(stroke));
  }

  protected override restScale(): number {
    return this.pressed ? 0.96 : 1;
  }

  protected override restY(): number {
    return this.homeY - (this.isEnabled && (this.hovered || this.focused) ? 16 : 0);
  }

  protected override dragMoved(): boolean {
    return this.dragged;
  }
}
