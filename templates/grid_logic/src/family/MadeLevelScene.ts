// The Level scene of every grid_logic game playsmith make writes: the same code whatever the mode, so it lives here and
// the game's src/game/Level.ts only names its levels and art. It draws a level from its Tiled map when the pack has
// one, adds the backdrop, the music and a name card on a level's first attempt, and, when src/gameConfig.json has
// puzzle.timeLimitSeconds (make adds that leaf only when the prompt asks for a time limit), a clock under the board
// that fails the attempt when it runs out.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { playMusic, textStyle, tiledLevelRows, type LevelInfo } from '../core/index.ts';
import { GridLevelScene } from './GridLevelScene.ts';
import type { GridLevelSpec } from './levelSpec.ts';

/** The registry keys a made grid game's Level draws with besides the family's own (GridAssets). */
export interface MadeGridArt {
  backdrop: string;
  music: string;
}

/** The time limit of one attempt in ms, or null when the game's config has no puzzle.timeLimitSeconds. */
function timeLimitMs(): number | null {
  const config = gameConfig as unknown as { puzzle?: { timeLimitSeconds?: { value: number } } };
  const seconds = config.puzzle?.timeLimitSeconds?.value;
  return seconds === undefined ? null : seconds * 1000;
}

export abstract class MadeGridLevelScene extends GridLevelScene {
  private readonly art: MadeGridArt;
  /** Seconds left on this attempt's clock, shown under the board (timed games only). */
  private clock: Phaser.GameObjects.Text | null = null;

  constructor(art: MadeGridArt) {
    super('Level');
    this.art = art;
  }

  /**
   * The level `spec` (the game's levels file's entry for `info.id`) drawn from its Tiled map
   * (public/assets/level-<id>.json) when the asset pack loaded it; push boards are ragged, so their rows are trimmed.
   */
  protected levelFromMap(
    info: LevelInfo,
    spec: GridLevelSpec | undefined,
    levels: Record<string, unknown>,
  ): GridLevelSpec {
    if (!spec)
      throw new Error(`src/game/levels.ts has no level "${info.id}" (it has ${Object.keys(levels).join(', ')})`);
    const push = spec.kind === 'push';
    const rows = tiledLevelRows(this, `level-${info.id}`, '#', push ? ' ' : '.');
    return rows ? { ...spec, rows: push ? rows.map((row) => row.trimEnd()) : rows } : spec;
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.add.image(0, 0, this.art.backdrop).setOrigin(0, 0).setDepth(-10).setAlpha(0.6);
    playMusic(this, this.art.music);
    if (info.attempt === 1) this.showBanner(`${info.number}. ${this.currentSpec.name}`, 900);
    if (timeLimitMs() !== null)
      this.clock = this.add
        .text(16, this.scale.height - 4, '', { ...textStyle(16), stroke: '#000000', strokeThickness: 3 })
        .setOrigin(0, 1)
        .setDepth(50);
  }

  // The prompt asked for a time limit: each attempt at a level has puzzle.timeLimitSeconds of game time.
  protected override onUpdate(): void {
    const limitMs = timeLimitMs();
    if (limitMs === null) return;
    const leftMs = limitMs - this.elapsedMs;
    this.clock?.setText(`Time ${Math.max(0, Math.ceil(leftMs / 1000))}`);
    if (leftMs <= 0) this.failLevel('Time is up');
  }

  // The clock in the contract's state too, so a tester reads the time left rather than the screen.
  override describeFlags(): Record<string, unknown> {
    const limitMs = timeLimitMs();
    if (limitMs === null) return super.describeFlags();
    const leftMs = Math.max(0, Math.round(limitMs - this.elapsedMs));
    return { ...super.describeFlags(), timeLimitMs: limitMs, timeLeftMs: leftMs };
  }
}
