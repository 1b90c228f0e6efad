// The choices on screen and every way to pick one: a click (or a card dropped on the table), the number keys
// (choose_1..choose_4), and keyboard focus (focus_next / focus_previous, then confirm). A set of choices is
// answered once: the first activation wins and later ones are ignored until the next set is presented.
// Activations are queued and handled in the scene's update, so mouse and keyboard take the same path.
import type { Controls } from '../core/index.ts';
import { MAX_CHOICES } from './content.ts';
import type { Choosable } from './Pressable.ts';

/** The family's input actions; a ui_heavy game lists them in definition.actions. */
export const UI_ACTIONS = [
  { name: 'choose_1', keys: ['Digit1'], description: 'pick choice 1' },
  { name: 'choose_2', keys: ['Digit2'], description: 'pick choice 2' },
  { name: 'choose_3', keys: ['Digit3'], description: 'pick choice 3' },
  { name: 'choose_4', keys: ['Digit4'], description: 'pick choice 4' },
  { name: 'confirm', keys: ['Enter', 'Space'], description: 'finish the text, then pick the lit choice' },
  { name: 'focus_next', keys: ['ArrowDown', 'ArrowRight', 'Tab'], description: 'light the next choice' },
  { name: 'focus_previous', keys: ['ArrowUp', 'ArrowLeft'], description: 'light the previous choice' },
] as const;

export interface ChoiceSnapshot {
  index: number;
  label: string;
  x: number;
  y: number;
  enabled: boolean;
}

export class ChoiceList {
  private list: Choosable[] = [];
  private handler: ((index: number) => void) | undefined;
  private pending: number | null = null;
  private focus = -1;

  /** The widgets of the current set (still shown after it was answered, until the next set or clear()). */
  get items(): readonly Choosable[] {
    return this.list;
  }

  /** True while the current set waits for an answer. */
  get open(): boolean {
    return this.handler !== undefined;
  }

  /** Replaces the shown choices with `items` (at most 4) and waits for one; `onChoose` gets its index. */
  present(items: Choosable[], onChoose: (index: number) => void): void {
    if (items.length > MAX_CHOICES)
      throw new Error(`at most ${MAX_CHOICES} choices fit the keys 1-${MAX_CHOICES}; got ${items.length}`);
    this.clear();
    this.list = items;
    this.handler = onChoose;
    items.forEach((item, i) => {
      item.onActivate = () => this.queue(i);
      // One lit choice at a time: the pointer takes the focus, and the keys move on from there.
      item.onHover = () => {
        this.focus = i;
        this.paintFocus();
      };
    });
    this.focus = items.findIndex((item) => item.enabled);
    this.paintFocus();
  }

  /** Queues choice `index` when the set is open and the choice is enabled. */
  queue(index: number): void {
    if (!this.open || this.pending !== null) return;
    if (this.list[index]?.enabled) this.pending = index;
  }

  /**
   * Reads the keyboard. `finishText` is asked first when confirm is pressed: while it returns true
   * (text was still being typed and is now complete) confirm does not pick anything.
   */
  readInput(controls: Controls, finishText: () => boolean): void {
    for (let n = 1; n <= MAX_CHOICES; n++) if (controls.justPressed(`choose_${n}`)) this.queue(n - 1);
    if (!this.open) return;
    if (controls.justPressed('focus_next')) this.moveFocus(1);
    if (controls.justPressed('focus_previous')) this.moveFocus(-1);
    if (controls.justPressed('confirm') && !finishText() && this.focus >= 0) this.queue(this.focus);
  }

  /** Handles the queued activation, if any: closes the set and calls its handler. */
  flush(): void {
    if (this.pending === null || !this.handler) return;
    const index = this.pending;
    const handler = this.handler;
    this.pending = null;
    this.handler = undefined;
    this.focus = -1;
    this.paintFocus();
    handler(index);
  }

  /** Stops waiting (the shown choices stay, and no longer answer). */
  close(): void {
    this.handler = undefined;
    this.pending = null;
    for (const item of this.list) item.setEnabled(false);
  }

  /** Removes every shown choice. */
  clear(): void {
    this.handler = undefined;
    this.pending = null;
    this.focus = -1;
    for (const item of this.list) item.destroy();
    this.list = [];
  }

  /** The shown choices for state().entities: label, position, whether they can be picked now. */
  describe(): ChoiceSnapshot[] {
    return this.list.map((item, index) => ({
      index: index + 1,
      label: item.label,
      x: Math.round(item.x),
      y: Math.round(item.y),
      enabled: this.open && item.enabled,
    }));
  }

  private moveFocus(step: number): void {
    const n = this.list.length;
    if (n === 0) return;
    for (let k = 1; k <= n; k++) {
      const i = ((((this.focus < 0 ? (step > 0 ? -1 : 0) : this.focus) + step * k) % n) + n) % n;
      if (this.list[i]!.enabled) {
        this.focus = i;
        break;
      }
    }
    this.paintFocus();
  }

  private paintFocus(): void {
    this.list.forEach((item, i) => {
      item.setFocused(i === this.focus);
    });
  }
}
