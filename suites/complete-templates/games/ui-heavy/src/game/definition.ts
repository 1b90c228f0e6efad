// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';
import { UI_ACTIONS } from '../family/index.ts';

export const definition: GameDefinition = {
  archetype: 'ui_heavy',
  goal: "Reach the Sphinx's gate, answer four of her five riddles, then beat her shadow in a card duel.",
  // choose_1..choose_4 (keys 1-4), confirm (Enter), focus_next / focus_previous (arrows); clicks work too.
  actions: [...UI_ACTIONS],
  levelOrder: ['crossroads', 'gate', 'shadow'],
};
