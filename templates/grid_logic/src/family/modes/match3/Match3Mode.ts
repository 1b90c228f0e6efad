// Match-3 mode on screen: a board of coloured tiles over the pure rules of match3Rules.ts. A cursor picks a tile
// (arrows move it, `select` picks it up), and an arrow then swaps it with its neighbour; or click a tile and then
// one next to it. Runs of three or more clear, tiles fall, new ones drop in, and cascades score more.
import type Phaser from 'phaser';
import { playSfx, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import { DEPTH, type BoardView } from '../../board.ts';
import { directionBetween, sameCell, stepCell, type Cell, type Direction, type GridShape } from '../../grid.ts';
import {
  match3Stuck,
  movesLeft,
  reachedTarget,
  swapTiles,
  type CascadeStep,
  type Match3Level,
  type Match3State,
} from './match3Rules.ts';
import type { GridEvent, GridMode, MoveOutcome } from '../../mode.ts';

/** One colour and one symbol per tile colour, so colours also read apart without colour vision. */
const TILE_COLOURS = [0xe04d2b, 0x3f9fd6, 0x5dbb4a, 0xe0a526, 0xa0307a, 0xf2f2f2];
const TILE_SYMBOLS = ['●', '▲', '■', '◆', '★', '✚'];

interface TileView {
  box: Phaser.GameObjects.Container;
  colour: number;
}

export class Match3Mode implements GridMode<Match3State> {
  readonly kind = 'match3';
  readonly ownsMoves = true;
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: Match3Level;
  private readonly onClick: (cell: Cell) => void;
  private state: Match3State;
  private cursor: Cell = { col: 0, row: 0 };
  /** True while the tile under the cursor is picked up: the next arrow swaps it. */
  private selected = false;
  private readonly tiles = new Map<number, TileView>();
  private readonly pending: Phaser.Time.TimerEvent[] = [];
  private cursorBox!: Phaser.GameObjects.Rectangle;

  /** `onClick` receives every clicked cell (the scene turns it into moves through clickMoves). */
  constructor(view: BoardView, level: Match3Level, onClick: (cell: Cell) => void) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
    this.onClick = onClick;
  }

  build(): void {
    this.view.drawFloor(
      () => true,
      (cell) => this.onClick(cell),
    );
    const size = this.view.cell;
    this.cursorBox = this.view.scene.add.rectangle(0, 0, size - 4, size - 4).setDepth(DEPTH.effect);
    this.sync();
  }

  move(direction: Direction): MoveOutcome {
    this.sync();
    if (!this.selected) {
      const next = stepCell(this.cursor, direction);
      if (this.shape.inside(next)) this.cursor = next;
      this.drawCursor();
      return { accepted: false, events: [] };
    }
    this.selected = false;
    const from = this.cursor;
    const result = swapTiles(this.level, this.state, from, direction);
    if (!result.accepted) {
      this.drawCursor();
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      const by = this.shape.inside(stepCell(from, direction))
        ? movesLeft(this.level, this.state)
          ? 'no match'
          : 'no moves left'
        : 'edge';
      return { accepted: false, events: [{ type: 'move_blocked', direction, by }] };
    }
    this.state = result.state;
    const to = stepCell(from, direction);
    const events: GridEvent[] = [
      { type: 'tiles_swapped', direction, from, to, movesLeft: movesLeft(this.level, this.state) },
    ];
    for (const step of result.steps) {
      events.push({
        type: 'tiles_matched',
        count: step.cleared.length,
        chain: step.chain,
        points: step.points,
        score: this.state.score,
      });
      if (step.chain > 1) events.push({ type: 'cascade', chain: step.chain, points: step.points });
    }
    this.animate(from, to, result.steps);
    this.drawCursor();
    playSfx(this.view.scene, this.view.assets.sounds.merge);
    return { accepted: true, events };
  }

  advance(): GridEvent[] {
    return [];
  }

  /** Picks up (or puts down) the tile under the cursor; never a turn by itself. */
  select(): MoveOutcome {
    this.selected = !this.selected;
    this.drawCursor();
    playSfx(this.view.scene, this.view.assets.sounds.step);
    return { accepted: false, events: [] };
  }

  points(): number {
    return this.state.score;
  }

  snapshot(): Match3State {
    return { ...this.state, cells: this.state.cells.map((t) => ({ ...t })) };
  }

  restore(snapshot: Match3State): void {
    this.state = { ...snapshot, cells: snapshot.cells.map((t) => ({ ...t })) };
    this.selected = false;
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return reachedTarget(this.level, this.state);
  }

  stuck(): string | null {
    return match3Stuck(this.level, this.state);
  }

  /** A click picks a tile up; a click on a neighbour of the picked tile swaps the two; any other click picks anew. */
  clickMoves(cell: Cell): Direction[] {
    const direction = this.selected ? directionBetween(this.cursor, cell) : undefined;
    if (direction) return [direction];
    this.selected = !(this.selected && sameCell(this.cursor, cell));
    this.cursor = cell;
    this.drawCursor();
    return [];
  }

  status(): string {
    return `Score ${this.state.score} of ${this.level.target}\n${movesLeft(this.level, this.state)} moves left`;
  }

  hud(): string[] {
    return [`Points ${this.state.score}/${this.level.target}`, `Moves left ${movesLeft(this.level, this.state)}`];
  }

  player(): PlayerSnapshot | null {
    return null;
  }

  entities(): Record<string, unknown> {
    return {
      tiles: this.state.cells.length,
      cursor: { ...this.cursor },
      selected: this.selected,
      target: this.level.target,
    };
  }

  flags(): Record<string, unknown> {
    const { score, swaps, refills } = this.state;
    const left = movesLeft(this.level, this.state);
    return {
      mode: 'match3',
      boardScore: score,
      target: this.level.target,
      moveLimit: this.level.moveLimit,
      movesLeft: left,
      swaps,
      refills,
    };
  }

  /** The swap, then each clear of the cascade in turn: matched tiles burst, the rest fall, new ones drop in. */
  private animate(from: Cell, to: Cell, steps: CascadeStep[]): void {
    const { scene, stepMs } = this.view;
    const swapped = [from, to].map((cell) => this.tileAt(cell));
    swapped.forEach((tile, i) => {
      if (!tile) return;
      const { x, y } = this.view.centre(i === 0 ? to : from);
      scene.tweens.add({ targets: tile.box, x, y, duration: stepMs, ease: 'Sine.easeOut' });
    });
    steps.forEach((step, i) => {
      this.later(stepMs * (1 + 2 * i), () => {
        for (const gone of step.cleared) {
          const tile = this.tiles.get(gone.id);
          if (!tile) continue;
          this.view.sparkle(tile.box.x, tile.box.y, 3);
          tile.box.destroy();
          this.tiles.delete(gone.id);
        }
        for (const fall of step.falls) {
          const tile = this.tiles.get(fall.id);
          const { x, y } = this.view.centre(fall.to);
          if (tile) scene.tweens.add({ targets: tile.box, x, y, duration: stepMs, ease: 'Quad.easeIn' });
        }
        for (const drop of step.drops) {
          const tile = this.createTile(drop.id, drop.colour, { col: drop.at.col, row: drop.at.row - drop.above });
          const { x, y } = this.view.centre(drop.at);
          scene.tweens.add({ targets: tile.box, x, y, duration: stepMs, ease: 'Quad.easeIn' });
        }
      });
    });
    // The board is exact once the last drop has landed.
    this.later(stepMs * (2 + 2 * steps.length), () => this.sync());
  }

  private tileAt(cell: Cell): TileView | undefined {
    const before = this.tiles.values();
    const { x, y } = this.view.centre(cell);
    for (const tile of before) if (Math.abs(tile.box.x - x) < 1 && Math.abs(tile.box.y - y) < 1) return tile;
    return undefined;
  }

  private later(delayMs: number, fn: () => void): void {
    this.pending.push(this.view.scene.time.delayedCall(delayMs, fn));
  }

  /** Makes the tiles on screen exactly the state's tiles, ending any animation. */
  private sync(): void {
    const { scene } = this.view;
    for (const timer of this.pending.splice(0)) timer.remove(false);
    const wanted = new Map(
      this.state.cells.map((t, i) => [t.id, { colour: t.colour, at: this.shape.cell(i) }] as const),
    );
    for (const [id, tile] of this.tiles) {
      if (wanted.has(id)) continue;
      scene.tweens.killTweensOf(tile.box);
      tile.box.destroy();
      this.tiles.delete(id);
    }
    for (const [id, want] of wanted) {
      const tile = this.tiles.get(id) ?? this.createTile(id, want.colour, want.at);
      scene.tweens.killTweensOf(tile.box);
      const { x, y } = this.view.centre(want.at);
      tile.box.setPosition(x, y);
    }
    this.drawCursor();
  }

  private drawCursor(): void {
    const { x, y } = this.view.centre(this.cursor);
    this.cursorBox.setPosition(x, y).setStrokeStyle(this.selected ? 5 : 3, this.selected ? 0xffffff : 0xffec27);
    this.cursorBox.setFillStyle(0xffffff, this.selected ? 0.25 : 0);
  }

  private createTile(id: number, colour: number, at: Cell): TileView {
    const { scene, assets } = this.view;
    const size = this.view.cell * 0.84;
    const { x, y } = this.view.centre(at);
    const fill = scene.add.rectangle(0, 0, size, size, TILE_COLOURS[colour % TILE_COLOURS.length]!);
    const image = scene.add.image(0, 0, assets.mergeTile).setDisplaySize(size, size).setAlpha(0.35);
    const style = { ...textStyle(Math.round(this.view.cell * 0.4), '#ffffff'), stroke: '#000000', strokeThickness: 4 };
    const label = scene.add.text(0, 0, TILE_SYMBOLS[colour % TILE_SYMBOLS.length]!, style).setOrigin(0.5);
    const box = scene.add.container(x, y, [fill, image, label]).setDepth(DEPTH.box);
    const tile: TileView = { box, colour };
    this.tiles.set(id, tile);
    return tile;
  }
}
