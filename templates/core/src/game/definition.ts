// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';

export const definition: GameDefinition = {
  archetype: 'core',
  goal: 'Walk to the beacon on each level before time runs out; sparks give points.',
  actions: [
    { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'walk left' },
    { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'walk right' },
    { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'walk up' },
    { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'walk down' },
  ],
  levelOrder: ['meadow', 'ridge'],
};
