// Merge mode on screen: numbered tiles that slide together and merge (2048-like) over the pure rules of
// mergeRules.ts. After every slide that moved something the world takes its turn: one new tile appears.
// Its place and value are drawn from (level seed, spawn count), so undo and replays see the same tiles.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { deriveSeed, playSfx, SeededRandom, textStyle, type PlayerSnapshot } from '../core/index.ts';
import { DEPTH, type BoardView } from './board.ts';
import type { Cell, Direction, GridShape } from './grid.ts';
import { hasMoves, maxTile, reachedGoal, slide, spawnTile, type MergeLevel, type MergeState } from './mergeRules.ts';
import type { GridEvent, GridMode, MoveOutcome } from './mode.ts';

/** Tile colours by value (2, 4, 8, ...), cool to hot; values beyond the list reuse its last colour. */
const TILE_COLOURS = [
  0x5b6ee1, 0x3f9fd6, 0x37b39a, 0x5dbb4a, 0xa8b832, 0xe0a526, 0xe57a25, 0xe04d2b, 0xc8304f, 0xa0307a, 0x7b2fa0,
];

interface TileView {
  box: Phaser.GameObjects.Container;
  fill: Phaser.GameObjects.Rectangle;
  label: Phaser.GameObjects.Text;
  value: number;
}

export class MergeMode implements GridMode<MergeState> {
  readonly kind = 'merge';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: MergeLevel;
  private readonly seed: number;
  private state: MergeState;
  private readonly tiles = new Map<number, TileView>();
  /** Timers of the running animation (merges and new tiles show up when the slide ends). */
  private readonly pending: Phaser.Time.TimerEvent[] = [];

  /** `seed` fixes where new tiles appear: the same seed and moves give the same board. */
  constructor(view: BoardView, level: MergeLevel, seed: number) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.seed = seed;
    this.state = level.start;
    for (let i = 0; i < gameConfig.merge.startTiles.value; i++) this.spawn();
  }

  build(): void {
    this.view.drawFloor((i) => this.level.block[i] !== true);
    this.view.drawWalls((i) => this.level.block[i] === true);
    this.sync();
  }

  move(direction: Direction): MoveOutcome {
    this.sync();
    const result = slide(this.level, this.state, direction);
    if (!result.moved) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      return { accepted: false, events: [{ type: 'move_blocked', direction, by: 'edge' }] };
    }
    this.state = result.state;
    const events: GridEvent[] = [
      { type: 'board_slid', direction, moved: result.moves.length, merges: result.merges.length },
    ];
    for (const m of result.moves) {
      const tile = this.tiles.get(m.id);
      if (!tile) continue;
      const { x, y } = this.view.centre(m.to);
      this.view.scene.tweens.add({ targets: tile.box, x, y, duration: this.view.stepMs, ease: 'Sine.easeOut' });
    }
    for (const merge of result.merges) {
      events.push({ type: 'tiles_merged', value: merge.value, at: merge.at });
      const absorbed = this.tiles.get(merge.absorbed);
      const kept = this.tiles.get(merge.id);
      this.afterStep(() => {
        // The pair may already be gone if a newer move snapped the board first.
        if (absorbed && this.tiles.get(merge.absorbed) === absorbed) {
          absorbed.box.destroy();
          this.tiles.delete(merge.absorbed);
        }
        if (kept && this.tiles.get(merge.id) === kept) {
          this.paint(kept, merge.value);
          this.view.scene.tweens.add({ targets: kept.box, scale: 1.15, duration: this.view.stepMs / 2, yoyo: true });
          this.view.sparkle(kept.box.x, kept.box.y, 4);
        }
      });
    }
    playSfx(this.view.scene, result.merges.length ? this.view.assets.sounds.merge : this.view.assets.sounds.push);
    return { accepted: true, events };
  }

  advance(): GridEvent[] {
    const spawned = this.spawn();
    if (!spawned) return [];
    this.afterStep(() => {
      if (this.tiles.has(spawned.id)) return;
      const created = this.createTile(spawned.id, spawned.value, spawned.at);
      created.box.setScale(0.2);
      this.view.scene.tweens.add({ targets: created.box, scale: 1, duration: this.view.stepMs, ease: 'Back.easeOut' });
    });
    return [{ type: 'tile_spawned', value: spawned.value, at: spawned.at }];
  }

  snapshot(): MergeState {
    return { ...this.state, cells: this.state.cells.map((t) => (t ? { ...t } : null)) };
  }

  restore(snapshot: MergeState): void {
    this.state = { ...snapshot, cells: snapshot.cells.map((t) => (t ? { ...t } : null)) };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return reachedGoal(this.level, this.state);
  }

  stuck(): string | null {
    return hasMoves(this.level, this.state) ? null : 'Stuck: no slide moves a tile.';
  }

  clickMoves(): Direction[] {
    return [];
  }

  status(): string {
    return `Best tile ${maxTile(this.state)} of ${this.level.goal}`;
  }

  hud(): string[] {
    return [`Best ${maxTile(this.state)}/${this.level.goal}`];
  }

  player(): PlayerSnapshot | null {
    return null;
  }

  entities(): Record<string, unknown> {
    const tiles: { col: number; row: number; value: number }[] = [];
    this.state.cells.forEach((t, i) => {
      if (t) tiles.push({ ...this.shape.cell(i), value: t.value });
    });
    return {
      tiles,
      maxTile: maxTile(this.state),
      goal: this.level.goal,
      freeCells: this.state.cells.filter((t, i) => !t && !this.level.block[i]).length,
    };
  }

  flags(): Record<string, unknown> {
    return { mode: 'merge', mergePoints: this.state.points, spawns: this.state.spawns };
  }

  /** Adds one tile to the state (drawn from the level seed and the spawn count); null when the board is full. */
  private spawn(): { id: number; value: number; at: Cell } | null {
    const draws = new SeededRandom(deriveSeed(this.seed, this.state.spawns));
    const spawned = spawnTile(this.level, this.state, () => draws.next(), gameConfig.merge.fourChance.value);
    if (!spawned) return null;
    this.state = spawned.state;
    return { id: spawned.tile.id, value: spawned.tile.value, at: spawned.at };
  }

  /** Makes the tiles on screen exactly the state's tiles, ending any animation. */
  private sync(): void {
    const { scene } = this.view;
    for (const timer of this.pending.splice(0)) timer.remove(false);
    const wanted = new Map<number, { value: number; at: Cell }>();
    this.state.cells.forEach((t, i) => {
      if (t) wanted.set(t.id, { value: t.value, at: this.shape.cell(i) });
    });
    for (const [id, tile] of this.tiles) {
      if (wanted.has(id)) continue;
      scene.tweens.killTweensOf(tile.box);
      tile.box.destroy();
      this.tiles.delete(id);
    }
    for (const [id, want] of wanted) {
      const tile = this.tiles.get(id) ?? this.createTile(id, want.value, want.at);
      scene.tweens.killTweensOf(tile.box);
      const { x, y } = this.view.centre(want.at);
      tile.box.setPosition(x, y).setScale(1);
      this.paint(tile, want.value);
    }
  }

  private afterStep(fn: () => void): void {
    this.pending.push(this.view.scene.time.delayedCall(this.view.stepMs, fn));
  }

  private createTile(id: number, value: number, at: Cell): TileView {
    const { scene, assets } = this.view;
    const size = this.view.cell * 0.9;
    const { x, y } = this.view.centre(at);
    // The value's colour under the tile art (half transparent), so values read apart with any art.
    const fill = scene.add.rectangle(0, 0, size, size, 0xffffff);
    const image = scene.add.image(0, 0, assets.mergeTile).setDisplaySize(size, size).setAlpha(0.45);
    const label = scene.add
      .text(0, 0, '', {
        ...textStyle(Math.round(this.view.cell * 0.36), '#ffffff'),
        stroke: '#000000',
        strokeThickness: 4,
      })
      .setOrigin(0.5);
    const box = scene.add.container(x, y, [fill, image, label]).setDepth(DEPTH.box);
    const tile: TileView = { box, fill, label, value: 0 };
    this.paint(tile, value);
    this.tiles.set(id, tile);
    return tile;
  }

  private paint(tile: TileView, value: number): void {
    if (tile.value === value) return;
    tile.value = value;
    const step = Math.max(0, Math.round(Math.log2(value)) - 1);
    tile.fill.setFillStyle(TILE_COLOURS[Math.min(step, TILE_COLOURS.length - 1)]!);
    tile.label.setText(String(value));
    tile.label.setFontSize(Math.round(this.view.cell * (value >= 1024 ? 0.26 : value >= 128 ? 0.3 : 0.36)));
  }
}
