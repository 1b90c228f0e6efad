// PROTECTED (tower_defense family): the input actions the family reads. A game's definition lists them with
// `towerDefenseActions(['Bolt', 'Cannon'])`; names are fixed because the family asks the controls for them.
import type { ActionBinding } from '../../../core/index.ts';

export const NEXT_WAVE = 'next_wave';
export const FAST_FORWARD = 'fast_forward';
/** Tower types beyond this many are chosen with their buttons only. */
export const MAX_TOWER_KEYS = 9;

/** `tower_1` ... `tower_9`: choose the tower type at that position. */
export function towerAction(index: number): string {
  return `tower_${index + 1}`;
}

/** The family's actions for a game with these tower names (in toolbar order). */
export function towerDefenseActions(towerNames: readonly string[]): ActionBinding[] {
  return [
    // Enter and Space: the keys a checker presses now and then, so a scripted player starts waves too.
    { name: NEXT_WAVE, keys: ['Enter', 'Space'], description: 'start the next wave' },
    ...towerNames
      .slice(0, MAX_TOWER_KEYS)
      .map((name, i) => ({ name: towerAction(i), keys: [`Digit${i + 1}`], description: `choose ${name}` })),
    { name: FAST_FORWARD, keys: ['KeyF'], description: 'double speed on/off' },
  ];
}
