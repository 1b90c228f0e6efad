// HOOK FILE: the game is its rulebook (rulebook.json): title, goal, controls and levels all come from there.
import type { GameDefinition } from '../core/index.ts';
import { rulebookDefinition } from '../family/index.ts';

export const definition: GameDefinition = rulebookDefinition;
