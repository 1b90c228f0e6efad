// The state of one playthrough that outlives a scene: score, lives, attempts and how it ended.
import gameConfig from '../gameConfig.json';

class Progress {
  score = 0;
  lives = gameConfig.game.lives.value;
  /** How many times the current level was started in this game (1 on its first try). */
  attempt = 0;
  won = false;
  over = false;
  /** True from the moment a game starts until it is won or lost. */
  playing = false;
  /** True from the pause action until resuming (Phaser applies both on the next frame). */
  paused = false;

  reset(): void {
    this.score = 0;
    this.lives = gameConfig.game.lives.value;
    this.attempt = 0;
    this.won = false;
    this.over = false;
    this.playing = false;
    this.paused = false;
  }
}

export const progress = new Progress();
