import { EndScreen } from './EndScreen.ts';

export class GameOver extends EndScreen {
  constructor() {
    super('GameOver');
  }

  protected headline(): string {
    return 'Game over';
  }
}
