// The rulebook family's public face for src/game/: the definition read from rulebook.json and the scene that plays it.
export { book, engine, rulebookDefinition } from './rulebook.ts';
export { RulebookLevelScene } from './RulebookLevelScene.ts';
