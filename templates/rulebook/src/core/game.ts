// The one call that wires a game to the core: the definition before the Phaser game exists, the Game
// Contract right after.
import type Phaser from 'phaser';
import { installContract } from './contract.ts';
import { setDefinition, type GameDefinition } from './definition.ts';

/** Call before `new Phaser.Game`: checks and stores the game definition. */
export function defineGame(definition: GameDefinition): void {
  setDefinition(definition);
}

/** Call right after `new Phaser.Game`: publishes the Game Contract on window.__playsmith. */
export function publishContract(game: Phaser.Game): void {
  installContract(game);
}
