// The Level scene of every platforms game playsmith make writes: the same code for every such game, so it lives here
// and the game's src/game/Level.ts only names its levels and registry keys, with its words in src/game/Level.data.ts.
// It reports the air jump as double_jump, shows a banner per level and the collectible's name in the HUD, and turns on
// what the game's config has: the dash when src/gameConfig.json has dash.*, the time limit when it has
// level.timeLimitSeconds (make adds those leaves only when the prompt asks for them).
import gameConfig from '../../../gameConfig.json';
import { emit, tiledLevelRows, type LevelInfo } from '../../../core/index.ts';
import { PlatformerLevelScene } from './PlatformerLevelScene.ts';

/** What a made platforms game says: a banner per level id, the collectible's HUD label, the boss's name. */
export interface MadePlatformsText {
  /** One banner per level id, shown on its first attempt ("Reach the flag!" for a level without one). */
  banners: Record<string, string>;
  /** Label of the collectible in the HUD ("Gems"), in place of the family's "Coins". */
  collectibleLabel: string;
  /** The boss's name on the HUD and over its health bar; null keeps the family's. */
  bossName: string | null;
}

/** A number leaf of the game's config that only some games have (dash.speed), or null when this one has none. */
function optionalLeaf(section: string, key: string): number | null {
  const config = gameConfig as unknown as Record<string, Record<string, { value: number }> | undefined>;
  return config[section]?.[key]?.value ?? null;
}

export abstract class MadePlatformsLevelScene extends PlatformerLevelScene {
  private readonly text: MadePlatformsText;
  private airJumpWasReady = false;
  private dashMs = 0;
  private dashCooldownMs = 0;

  constructor(text: MadePlatformsText) {
    super('Level');
    this.text = text;
  }

  /** The level's Tiled map (public/assets/level-<id>.json) when the asset pack loaded it, else `rows`. */
  protected layoutFromMap(info: LevelInfo, rows: readonly string[] | undefined): readonly string[] {
    const layout = tiledLevelRows(this, `level-${info.id}`) ?? rows;
    if (!layout) throw new Error(`src/game/levels.ts has no level "${info.id}" (the level order lists it)`);
    return layout;
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.airJumpWasReady = false;
    this.dashMs = 0;
    this.dashCooldownMs = 0;
    if (info.attempt === 1) this.showBanner(this.text.banners[info.id] ?? 'Reach the flag!', 1500);
  }

  protected override onUpdate(_time: number, delta: number): void {
    // The family reports every jump as player_jumped; the air jump used up in mid-air is the double jump itself.
    const ready = this.player.canAirJump;
    if (this.airJumpWasReady && !ready && !this.player.onGround)
      emit('double_jump', { level: this.levelInfo().number });
    this.airJumpWasReady = ready;
    const dashSpeed = optionalLeaf('dash', 'speed');
    if (dashSpeed !== null) this.dash(delta, dashSpeed);
    const leftMs = this.timeLeftMs();
    if (leftMs !== null && leftMs <= 0) this.failLevel('Time up');
  }

  /** The dash: a burst at dash.speed the way the hero faces, over the run speed the family set this frame. */
  private dash(delta: number, speed: number): void {
    this.dashCooldownMs = Math.max(0, this.dashCooldownMs - delta);
    if (this.controls.justPressed('dash') && this.dashCooldownMs === 0) {
      this.dashMs = optionalLeaf('dash', 'durationMs') ?? 0;
      this.dashCooldownMs = optionalLeaf('dash', 'cooldownMs') ?? 0;
      this.playCue('jump');
      emit('player_dashed', { facing: this.player.facing > 0 ? 'right' : 'left' });
    }
    if (this.dashMs > 0) {
      this.dashMs = Math.max(0, this.dashMs - delta);
      this.player.arcadeBody.setVelocityX(this.player.facing * speed);
    }
  }

  /** A hurt hero's dash ends. */
  protected override onPlayerHurt(): void {
    this.dashMs = 0;
  }

  protected override bossName(): string {
    return this.text.bossName ?? super.bossName();
  }

  override hudLines(): string[] {
    const lines = super.hudLines().map((line) => line.replace(/^Coins/, this.text.collectibleLabel));
    const leftMs = this.timeLeftMs();
    return leftMs === null ? lines : [...lines, `Time ${Math.max(0, Math.ceil(leftMs / 1000))}`];
  }

  override describeFlags(): Record<string, unknown> {
    const leftMs = this.timeLeftMs();
    if (leftMs === null) return super.describeFlags();
    return { ...super.describeFlags(), timeLeftMs: Math.max(0, Math.round(leftMs)) };
  }

  /** Game time left on this attempt when the game has a time limit (level.timeLimitSeconds), else null. */
  private timeLeftMs(): number | null {
    const seconds = optionalLeaf('level', 'timeLimitSeconds');
    return seconds === null ? null : seconds * 1000 - this.elapsedMs;
  }
}
