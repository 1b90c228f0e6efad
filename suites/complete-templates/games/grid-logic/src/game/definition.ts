// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';
import { GRID_ACTIONS } from '../family/index.ts';

export const definition: GameDefinition = {
  archetype: 'grid_logic',
  goal: 'Push every crate onto a marked spot in each bay, then stack crates up to 64 in the yard.',
  actions: [...GRID_ACTIONS],
  levelOrder: ['loading-bay', 'narrow-slot', 'packing-line', 'stacking-yard'],
};
