// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';
import { towerDefenseActions } from '../family/modes/defense/actions.ts';

export const definition: GameDefinition = {
  archetype: 'tower_defense',
  goal: 'Build towers beside the path and stop every wave of creatures before they reach the gate.',
  actions: towerDefenseActions(['Bolt', 'Cannon', 'Frost']),
  levelOrder: ['meadow', 'canyon'],
};
