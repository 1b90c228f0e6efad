// HOOK FILE: what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';

export const definition: GameDefinition = {
  archetype: 'platformer',
  goal:
    'Run and jump to the flag on each level; stomp or strike enemies, collect coins, and beat the ogre king ' +
    'guarding the castle flag.',
  actions: [
    { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'run left' },
    { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'run right' },
    { name: 'jump', keys: ['Space', 'ArrowUp', 'KeyW'], description: 'jump (again in the air)' },
    { name: 'attack', keys: ['KeyZ', 'KeyJ'], description: 'tail swipe' },
    { name: 'shoot', keys: ['KeyX', 'KeyK'], description: 'throw a fireball' },
  ],
  levelOrder: ['meadow', 'castle'],
};
