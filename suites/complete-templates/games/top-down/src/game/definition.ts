// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';

export const definition: GameDefinition = {
  archetype: 'top_down',
  goal: 'Hold the courtyard through three waves, then fight down through the undercroft to the stairs out.',
  actions: [
    { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'move up' },
    { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'move down' },
    { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'move left' },
    { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'move right' },
    { name: 'fire', keys: ['KeyX', 'KeyJ'], description: 'fire (aims at the nearest foe; or click to aim)' },
  ],
  levelOrder: ['courtyard', 'undercroft'],
};
