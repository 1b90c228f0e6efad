// HOOK FILE: the level scene. The rulebook family draws and runs any rulebook; a game may add touches of its own here.
import { RulebookLevelScene } from '../family/index.ts';

export class Level extends RulebookLevelScene {
  constructor() {
    super('Level');
  }
}
