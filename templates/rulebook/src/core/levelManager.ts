// The level order and where the player is in it. Level ids come from the game definition; the Level
// scene reads `levelManager.currentId` in create() to know which content to build.
import { definition } from './definition.ts';

class LevelManager {
  private index = 0;

  /** Back to the first level (a new game). */
  reset(): void {
    this.index = 0;
  }

  get order(): readonly string[] {
    return definition().levelOrder;
  }

  get count(): number {
    return this.order.length;
  }

  /** 0-based position in the level order. */
  get currentIndex(): number {
    return this.index;
  }

  /** 1-based level number, as shown to the player and reported in state().level. */
  get currentNumber(): number {
    return this.index + 1;
  }

  get currentId(): string {
    return this.order[this.index]!;
  }

  get isLast(): boolean {
    return this.index >= this.count - 1;
  }

  /** Moves to the next level; false when the current one was the last. */
  advance(): boolean {
    if (this.isLast) return false;
    this.index++;
    return true;
  }

  /** Jumps to a level by id (for debugging and level-select menus). */
  goTo(id: string): void {
    const at = this.order.indexOf(id);
    if (at < 0) throw new Error(`no level "${id}" in the level order (${this.order.join(', ')})`);
    this.index = at;
  }
}

export const levelManager = new LevelManager();
