// What every clickable choice shares (text buttons, cards): an interactive container with hover, focus and
// press feedback that reports an activation (a click released over it, or a card dropped on the table) to
// whoever listens. It never acts by itself: a ChoiceList decides what an activation means, once a frame.
import Phaser from 'phaser';

/** A choice on screen, as a ChoiceList sees it. */
export interface Choosable {
  readonly label: string;
  readonly enabled: boolean;
  /** Set by the ChoiceList: called when a person activates this choice. */
  onActivate: (() => void) | undefined;
  /** Set by the ChoiceList: called when the pointer comes over this choice (it takes the keyboard focus). */
  onHover: (() => void) | undefined;
  x: number;
  y: number;
  setFocused(on: boolean): void;
  setEnabled(on: boolean): void;
  /** Colours the choice as right, wrong or picked (feedback after a choice). */
  mark(kind: 'correct' | 'wrong' | 'chosen'): void;
  destroy(): void;
}

export type Mark = 'correct' | 'wrong' | 'chosen' | null;

export abstract class Pressable extends Phaser.GameObjects.Container implements Choosable {
  readonly label: string;
  onActivate: (() => void) | undefined;
  onHover: (() => void) | undefined;
  /** Where the widget rests; hover and press feedback are offsets from here. */
  protected homeX: number;
  protected homeY: number;
  protected isEnabled = true;
  protected focused = false;
  protected hovered = false;
  protected pressed = false;
  protected marked: Mark = null;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, width: number, height: number) {
    super(scene, x, y);
    this.label = label;
    this.homeX = x;
    this.homeY = y;
    this.name = label;
    this.setSize(width, height);
    scene.add.existing(this);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.setHover(true));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
      this.pressed = false;
      this.setHover(false);
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
      if (!this.isEnabled) return;
      this.pressed = true;
      this.settle();
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      const wasPressed = this.pressed;
      this.pressed = false;
      this.settle();
      if (wasPressed && this.isEnabled && !this.dragMoved()) this.onActivate?.();
    });
    this.once(Phaser.GameObjects.Events.DESTROY, () => scene.tweens.killTweensOf(this));
  }

  get enabled(): boolean {
    return this.isEnabled;
  }

  setFocused(on: boolean): void {
    if (this.focused === on) return;
    this.focused = on;
    this.paint();
    this.settle();
  }

  setEnabled(on: boolean): void {
    this.isEnabled = on;
    if (on) this.setInteractive();
    else {
      this.disableInteractive();
      this.pressed = false;
      this.hovered = false;
    }
    this.paint();
    this.settle();
  }

  mark(kind: 'correct' | 'wrong' | 'chosen'): void {
    this.marked = kind;
    this.paint();
  }

  /** Moves the resting place (e.g. a hand closing a gap) with a short slide. */
  moveHome(x: number, y: number, ms = 160): void {
    this.homeX = x;
    this.homeY = y;
    this.settle(ms);
  }

  /** Slides in from `dy` pixels below with a fade, `delayMs` after now. */
  appear(delayMs: number, dy = 14): this {
    this.setAlpha(0);
    this.y = this.homeY + dy;
    this.scene.tweens.add({
      targets: this,
      alpha: this.isEnabled ? 1 : this.disabledAlpha(),
      y: this.restY(),
      delay: delayMs,
      duration: 160,
      ease: 'Quad.easeOut',
    });
    return this;
  }

  /** Redraws colours and strokes from the current state. */
  protected abstract paint(): void;

  /** Scale while resting, hovered, focused or pressed. */
  protected restScale(): number {
    if (this.pressed) return 0.95;
    return this.hovered || this.focused ? 1.04 : 1;
  }

  /** Vertical resting position (cards lift when hovered). */
  protected restY(): number {
    return this.homeY;
  }

  protected disabledAlpha(): number {
    return 0.45;
  }

  /** True right after a drag moved the widget: the release is a drop, not a click. */
  protected dragMoved(): boolean {
    return false;
  }

  /** Tweens to the resting transform for the current state. */
  protected settle(ms = 90): void {
    this.scene.tweens.killTweensOf(this);
    this.scene.tweens.add({
      targets: this,
      x: this.homeX,
      y: this.restY(),
      scale: this.restScale(),
      alpha: this.isEnabled ? 1 : this.disabledAlpha(),
      duration: ms,
      ease: 'Quad.easeOut',
    });
  }

  private setHover(on: boolean): void {
    if (on && !this.isEnabled) return;
    this.hovered = on;
    this.paint();
    this.settle();
    if (on) this.onHover?.();
  }
}
