// The board on screen: where each cell is drawn (fitted into the play area), the floor and autotiled
// walls, clickable cells, and the small effects every grid mode shares.
import Phaser from 'phaser';
import { blobFrame, findAsset, FLOOR_FRAMES, neighbourMask } from '../core/index.ts';
import type { Cell, GridShape } from './grid.ts';

/** Registry keys the grid modes draw and play (see docs/template_api.md, hook `gridAssets`). */
export interface GridAssets {
  /** Top-down spritesheet with `idle` and `walk` animations (rows front, back, side). */
  player: string;
  /** Image of a box (push mode). */
  box: string;
  /** Image of a target square (push mode). */
  target: string;
  /** Floor: a `floor-walls` tileset (its two floor frames alternate) or a plain image. */
  floor: string;
  /** Walls: a `blob47` tileset, a `floor-walls` tileset (its wall frames; may be the floor's key), or a plain image. */
  walls: string;
  /** Image of one merge tile; tinted by value, the value written over it. */
  mergeTile: string;
  /** Small image for sparkles when something lands or merges. */
  spark: string;
  /** Sound keys; a key with no loaded file plays nothing. */
  sounds: { step: string; push: string; placed: string; blocked: string; undo: string; merge: string; solved: string };
}

/** Draw order of board objects. */
export const DEPTH = { floor: 0, target: 1, wall: 2, box: 3, player: 4, effect: 5 } as const;

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The frame to draw from `key`: `floorWalls` in a floor-walls tileset, `blob47` in a blob47 one, the whole image
 * otherwise.
 */
function tilesetFrame(key: string, floorWalls: number, blob47: number): number | undefined {
  const asset = findAsset(key);
  if (asset?.type !== 'tileset') return undefined;
  return asset.mode === 'floor-walls' ? floorWalls : blob47;
}

export class BoardView {
  readonly scene: Phaser.Scene;
  readonly shape: GridShape;
  readonly assets: GridAssets;
  /** Side of one cell in pixels. */
  readonly cell: number;
  /** Game time one step's animation takes. */
  readonly stepMs: number;
  private readonly left: number;
  private readonly top: number;

  /** Fits `shape` into `area` with cells of at most `maxCell` pixels (at least 16), centred. */
  constructor(scene: Phaser.Scene, shape: GridShape, assets: GridAssets, area: Area, maxCell: number, stepMs: number) {
    this.scene = scene;
    this.shape = shape;
    this.assets = assets;
    this.stepMs = stepMs;
    this.cell = Math.max(16, Math.floor(Math.min(maxCell, area.width / shape.cols, area.height / shape.rows)));
    this.left = Math.round(area.x + (area.width - this.cell * shape.cols) / 2);
    this.top = Math.round(area.y + (area.height - this.cell * shape.rows) / 2);
  }

  /** Pixel centre of a cell. */
  centre(cell: Cell): { x: number; y: number } {
    return { x: this.left + (cell.col + 0.5) * this.cell, y: this.top + (cell.row + 0.5) * this.cell };
  }

  /** The cell under a point, or undefined outside the board. */
  cellAt(x: number, y: number): Cell | undefined {
    const cell = { col: Math.floor((x - this.left) / this.cell), row: Math.floor((y - this.top) / this.cell) };
    return this.shape.inside(cell) ? cell : undefined;
  }

  /** Floor tiles (two frames in a checker pattern); with `onClick` each one is clickable (tap to walk). */
  drawFloor(isFloor: (index: number) => boolean, onClick?: (cell: Cell) => void): void {
    for (let i = 0; i < this.shape.size; i++) {
      if (!isFloor(i)) continue;
      const cell = this.shape.cell(i);
      const { x, y } = this.centre(cell);
      const tile = this.scene.add
        .image(x, y, this.assets.floor, tilesetFrame(this.assets.floor, (cell.col + cell.row) % FLOOR_FRAMES, 0))
        .setDisplaySize(this.cell, this.cell)
        .setDepth(DEPTH.floor);
      if (onClick) {
        tile.setName('floor').setInteractive({ useHandCursor: true });
        tile.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => onClick(cell));
      }
    }
  }

  /** Wall tiles for every solid cell, each shaped by its solid neighbours (blob-47 autotiling). */
  drawWalls(isSolid: (index: number) => boolean): void {
    const solid = (col: number, row: number) =>
      this.shape.inside({ col, row }) && isSolid(this.shape.index({ col, row }));
    for (let i = 0; i < this.shape.size; i++) {
      if (!isSolid(i)) continue;
      const cell = this.shape.cell(i);
      const { x, y } = this.centre(cell);
      const blob = blobFrame(neighbourMask(solid, cell.col, cell.row));
      this.scene.add
        .image(x, y, this.assets.walls, tilesetFrame(this.assets.walls, FLOOR_FRAMES + blob, blob))
        .setDisplaySize(this.cell, this.cell)
        .setDepth(DEPTH.wall);
    }
  }

  /** A burst of sparks at a point that fade out and are removed. */
  sparkle(x: number, y: number, count = 6): void {
    const size = Math.max(8, Math.round(this.cell * 0.3));
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 2;
      const spark = this.scene.add.image(x, y, this.assets.spark).setDisplaySize(size, size).setDepth(DEPTH.effect);
      this.scene.tweens.add({
        targets: spark,
        x: x + Math.cos(angle) * this.cell * 0.7,
        y: y + Math.sin(angle) * this.cell * 0.7,
        alpha: 0,
        duration: 420,
        ease: 'Quad.easeOut',
        onComplete: () => spark.destroy(),
      });
    }
  }
}
