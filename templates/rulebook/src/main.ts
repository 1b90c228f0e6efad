// Entry point: the game definition, the Phaser game with every scene, and the Game Contract.
// Every scene class is listed in `scene` below; scene keys are the strings in their constructors.
import Phaser from 'phaser';
import gameConfig from './gameConfig.json';
import { defineGame, publishContract } from './core/game.ts';
import { runSeed } from './core/random.ts';
import { Boot } from './core/scenes/Boot.ts';
import { GameOver } from './core/scenes/GameOver.ts';
import { Hud } from './core/scenes/Hud.ts';
import { Pause } from './core/scenes/Pause.ts';
import { Preloader } from './core/scenes/Preloader.ts';
import { Title } from './core/scenes/Title.ts';
import { Victory } from './core/scenes/Victory.ts';
import { definition } from './game/definition.ts';
import { Level } from './game/Level.ts';

defineGame(definition);

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  width: gameConfig.game.width.value,
  height: gameConfig.game.height.value,
  backgroundColor: gameConfig.game.backgroundColor.value,
  pixelArt: true,
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  // Arcade physics is there for every scene; gravity stays off unless a family's level turns it on.
  physics: { default: 'arcade', arcade: { gravity: { x: 0, y: 0 }, debug: false } },
  seed: [String(runSeed())],
  scene: [Boot, Preloader, Title, Level, Hud, Pause, Victory, GameOver],
});

publishContract(game);
