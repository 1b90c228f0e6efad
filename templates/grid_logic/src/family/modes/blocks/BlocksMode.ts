// Falling-blocks mode on screen: the pure rules of blocksRules.ts with gravity on the game clock. Left and right move
// the piece, up turns it, down lets it fall a row, `select` drops it; full lines clear. Gravity restarts for every new
// piece and comes from the scene's frame delta, never wall time, so a replay on the harness's clock plays the same.
import type Phaser from 'phaser';
import { colourNumber, playSfx, type PlayerSnapshot } from '../../../core/index.ts';
import gameConfig from '../../../gameConfig.json';
import { DEPTH, type BoardView } from '../../board.ts';
import {
  blocksStuck,
  blocksWon,
  dropPiece,
  FALL_MS,
  fallPiece,
  LINE_POINTS,
  movePiece,
  PIECE_NAMES,
  pieceCells,
  turnPiece,
  type BlocksLevel,
  type BlocksState,
  type LockResult,
} from './blocksRules.ts';
import type { Cell, Direction, GridShape } from '../../grid.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from '../../mode.ts';

/** One bright colour per piece (I O T S Z J L), and grey for cells filled at the start. */
const COLOURS = [0x29e0ff, 0xffe14d, 0xc45cff, 0x4dff88, 0xff4d6a, 0x4d7bff, 0xffa04d, 0x8a8a9a];

export class BlocksMode implements GridMode<BlocksState> {
  readonly kind = 'blocks';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: BlocksLevel;
  private state: BlocksState;
  private fallMs = 0;
  private score = 0;
  private tiles: Phaser.GameObjects.Rectangle[] = [];

  constructor(view: BoardView, level: BlocksLevel) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
  }

  build(): void {
    const { scene } = this.view;
    const size = this.view.cell;
    for (let i = 0; i < this.shape.size; i++) {
      const { x, y } = this.view.centre(this.shape.cell(i));
      scene.add.rectangle(x, y, size, size, 0x0b0b1e, 0.9).setStrokeStyle(1, 0x24244a).setDepth(DEPTH.floor);
      this.tiles.push(
        scene.add
          .rectangle(x, y, size - 3, size - 3)
          .setDepth(DEPTH.box)
          .setName('block'),
      );
    }
    this.sync();
  }

  /** Left and right move the piece, up turns it, down lets it fall one row; none is a turn of the scene's own. */
  move(direction: Direction): MoveOutcome {
    if (direction === 'down') return { accepted: false, events: this.fall() };
    const next =
      direction === 'up'
        ? turnPiece(this.level, this.state)
        : movePiece(this.level, this.state, direction === 'left' ? -1 : 1);
    if (!next) return { accepted: false, events: [] };
    this.state = next;
    this.sync();
    return { accepted: false, events: [{ type: 'piece_moved', action: direction === 'up' ? 'turn' : direction }] };
  }

  /** `select` drops the piece as far as it goes. */
  select(): MoveOutcome {
    const dropped = dropPiece(this.level, this.state);
    if (!dropped) return { accepted: false, events: [] };
    return { accepted: false, events: this.locked(dropped) };
  }

  tick(deltaMs: number): GridEvent[] {
    if (!this.state.piece || blocksWon(this.level, this.state)) return [];
    this.fallMs += deltaMs;
    if (this.fallMs < FALL_MS) return [];
    return this.fall();
  }

  advance(): GridEvent[] {
    return [];
  }

  points(): number {
    return this.score;
  }

  snapshot(): BlocksState {
    return { ...this.state, cells: this.state.cells.slice(), bag: this.state.bag.slice() };
  }

  restore(snapshot: BlocksState): void {
    this.state = { ...snapshot, cells: snapshot.cells.slice(), bag: snapshot.bag.slice() };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return blocksWon(this.level, this.state);
  }

  stuck(): string | null {
    return blocksStuck(this.state);
  }

  clickMoves(_cell: Cell): GridAction[] {
    return [];
  }

  status(): string {
    return `Lines ${this.state.lines} of ${this.level.target}`;
  }

  hud(): string[] {
    return [`Lines ${this.state.lines}/${this.level.target}`, `Pieces ${this.state.pieces}`];
  }

  player(): PlayerSnapshot | null {
    const piece = this.state.piece;
    if (!piece) return null;
    const { x, y } = this.view.centre(pieceCells(piece)[0]!);
    return { x: Math.round(x), y: Math.round(y), vx: 0, vy: Math.round((this.view.cell * 1000) / FALL_MS), hp: 1 };
  }

  entities(): Record<string, unknown> {
    const piece = this.state.piece;
    return {
      piece: piece ? { name: PIECE_NAMES[piece.type], turn: piece.turn % 4, col: piece.col, row: piece.row } : null,
      filledCells: this.state.cells.filter((v) => v !== 0).length,
    };
  }

  flags(): Record<string, unknown> {
    const { cols, rows } = this.shape;
    return {
      mode: 'blocks',
      wellCols: cols,
      wellRows: rows,
      wellSize: `${cols}x${rows}`,
      lines: this.state.lines,
      linesTarget: this.level.target,
      pieces: this.state.pieces,
      toppedOut: this.state.toppedOut,
    };
  }

  /** A row of gravity; a piece that rests locks. */
  private fall(): GridEvent[] {
    this.fallMs = 0;
    const result = fallPiece(this.level, this.state);
    if (result.cleared === null) {
      this.state = result.state;
      this.sync();
      return [];
    }
    return this.locked(result);
  }

  /** A piece locked: its events, the points of its lines, the sound and the next piece. */
  private locked(result: LockResult): GridEvent[] {
    this.state = result.state;
    this.fallMs = 0;
    const events: GridEvent[] = [{ type: 'piece_locked', cells: result.locked.length, pieces: this.state.pieces }];
    if (result.cleared > 0) {
      this.score += LINE_POINTS[Math.min(4, result.cleared)]!;
      events.push({ type: 'lines_cleared', count: result.cleared, lines: this.state.lines, target: this.level.target });
      playSfx(this.view.scene, this.view.assets.sounds.merge);
      const { x, y } = this.view.centre(result.locked[0]!);
      this.view.sparkle(x, y, 8);
    } else playSfx(this.view.scene, this.view.assets.sounds.placed);
    if (this.state.toppedOut) events.push({ type: 'blocks_topped_out', pieces: this.state.pieces });
    this.sync();
    return events;
  }

  /** Every cell exactly as the state says: locked cells in their piece's colour, the falling piece outlined. */
  private sync(): void {
    const falling = new Set((this.state.piece ? pieceCells(this.state.piece) : []).map((c) => this.shape.index(c)));
    const accent = colourNumber(gameConfig.ui.accentColor.value);
    this.tiles.forEach((tile, i) => {
      const value = falling.has(i) ? this.state.piece!.type + 1 : this.state.cells[i]!;
      tile.setVisible(value !== 0);
      if (value !== 0) tile.setFillStyle(COLOURS[value - 1]!).setStrokeStyle(2, falling.has(i) ? accent : 0x000000);
    });
  }
}
