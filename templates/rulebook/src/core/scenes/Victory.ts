import { EndScreen } from './EndScreen.ts';

export class Victory extends EndScreen {
  constructor() {
    super('Victory');
  }

  protected headline(): string {
    return 'You win!';
  }
}
