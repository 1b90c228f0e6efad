// Named input actions over the keyboard. Actions are declared once (src/game/definition.ts) with key
// names that are KeyboardEvent.code values (ArrowLeft, Space, KeyZ, Digit1, Escape; Playwright uses the
// same names), so one list drives the game, the contract's meta() and test scripts.
//
// Keys are tracked for the whole page rather than per scene: a key held while one level hands over to
// the next keeps counting as held, and a tap shorter than a frame still counts as a press.
import type Phaser from 'phaser';
import { allActions } from './definition.ts';

const KEY_NAME =
  /^(Key[A-Z]|Digit[0-9]|Arrow(Left|Right|Up|Down)|Space|Enter|Escape|Tab|Backspace|(Shift|Control|Alt)(Left|Right))$/;
/** Keys whose browser default (scrolling, focus moves) would get in the way of play. */
const NO_DEFAULT = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Tab', 'Backspace']);

const held = new Set<string>();
const presses = new Map<string, number>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', (e) => {
    if (!held.has(e.code)) presses.set(e.code, (presses.get(e.code) ?? 0) + 1);
    held.add(e.code);
    if (NO_DEFAULT.has(e.code)) e.preventDefault();
  });
  window.addEventListener('keyup', (e) => held.delete(e.code));
  // A key released while the page had no focus never sends keyup.
  window.addEventListener('blur', () => held.clear());
}

export function isKeyName(name: string): boolean {
  return KEY_NAME.test(name);
}

/**
 * A scene's view of the actions. Call update() once at the top of the scene's update(); then
 * isDown(action) is true while any of its keys is held (or was tapped since the last frame) and
 * justPressed(action) is true on the first frame after one of its keys went down.
 */
export class Controls {
  private readonly actionKeys = new Map<string, readonly string[]>();
  private readonly seen = new Map<string, number>();
  private readonly pressedNow = new Set<string>();

  constructor(_scene: Phaser.Scene) {
    listen();
    for (const action of allActions()) {
      for (const key of action.keys) {
        if (!isKeyName(key))
          throw new Error(
            `action "${action.name}" uses the key "${key}", which is not a key name; ` +
              'use names such as ArrowLeft, Space, Enter, KeyZ, Digit1, Escape',
          );
      }
      this.actionKeys.set(action.name, action.keys);
    }
    this.reset();
  }

  update(): void {
    this.pressedNow.clear();
    for (const [key, count] of presses) {
      if (count !== (this.seen.get(key) ?? 0)) this.pressedNow.add(key);
      this.seen.set(key, count);
    }
  }

  isDown(action: string): boolean {
    return this.keysOf(action).some((key) => held.has(key) || this.pressedNow.has(key));
  }

  justPressed(action: string): boolean {
    return this.keysOf(action).some((key) => this.pressedNow.has(key));
  }

  /** Forgets presses made before now, e.g. the key that resumed a paused scene. */
  reset(): void {
    this.pressedNow.clear();
    for (const [key, count] of presses) this.seen.set(key, count);
  }

  private keysOf(action: string): readonly string[] {
    const keys = this.actionKeys.get(action);
    if (!keys) throw new Error(`no action named "${action}"; add it to the actions in src/game/definition.ts`);
    return keys;
  }
}
