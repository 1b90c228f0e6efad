// The anagram round's rules, without Phaser: which scrambled letters are still free, what the player has typed,
// and whether a full guess solves the word. The mode (modes/AnagramMode.ts) draws this; tools import it on its own.

/** What one key press or letter click did. */
export type TypeResult = 'added' | 'ignored' | 'solved' | 'wrong';

import { sameLetters } from '../../content.ts';

export { sameLetters };

/** One word being unscrambled: the scramble's letter tiles, which are used, and the letters typed so far. */
export class AnagramRound {
  readonly answer: string;
  readonly scramble: string;
  /** For each letter typed, the index of the scramble tile it took. */
  private readonly taken: number[] = [];

  constructor(answer: string, scramble: string) {
    if (!sameLetters(answer, scramble)) throw new Error(`"${scramble}" is not an anagram of "${answer}"`);
    this.answer = answer;
    this.scramble = scramble;
  }

  get typed(): string {
    return this.taken.map((i) => this.scramble[i]).join('');
  }

  used(tile: number): boolean {
    return this.taken.includes(tile);
  }

  /** Types a letter: it takes the first free tile with that letter; a letter with no free tile is ignored. */
  type(letter: string): TypeResult {
    const ch = letter.toLowerCase();
    const tile = [...this.scramble].findIndex((c, i) => c === ch && !this.used(i));
    return tile < 0 ? 'ignored' : this.take(tile);
  }

  /** Clicks a tile: takes it when free. */
  click(tile: number): TypeResult {
    if (tile < 0 || tile >= this.scramble.length || this.used(tile)) return 'ignored';
    return this.take(tile);
  }

  /** Takes back the last letter typed. */
  backspace(): boolean {
    return this.taken.pop() !== undefined;
  }

  /** Frees every tile (after a wrong guess). */
  clear(): void {
    this.taken.length = 0;
  }

  private take(tile: number): TypeResult {
    this.taken.push(tile);
    if (this.taken.length < this.answer.length) return 'added';
    return this.typed === this.answer ? 'solved' : 'wrong';
  }
}
