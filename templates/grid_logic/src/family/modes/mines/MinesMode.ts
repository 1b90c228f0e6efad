// Minesweeper mode on screen: a field of closed cells over the pure rules of minesRules.ts. Arrows move a cursor,
// `select` (or a click) reveals the cell under it and `flag` marks it. An open cell shows how many mines touch it;
// one with none opens its neighbours. A revealed mine ends the attempt; opening every safe cell wins.
import type Phaser from 'phaser';
import { colourNumber, playSfx, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import gameConfig from '../../../gameConfig.json';
import { DEPTH, type BoardView } from '../../board.ts';
import { stepCell, type Cell, type Direction, type GridShape } from '../../grid.ts';
import {
  minesAround,
  minesCleared,
  minesStuck,
  POINTS_PER_CELL,
  revealCell,
  safeLeft,
  toggleFlag,
  type MinesLevel,
  type MinesState,
} from './minesRules.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from '../../mode.ts';

/** Colours of the counts 1..8, the usual ones (blue, green, red, navy, maroon, teal, black, grey). */
const COUNT_COLOURS = ['#1f5fd6', '#2e8b3a', '#d62f2f', '#1b2a80', '#7d1f1f', '#1f8080', '#111111', '#666666'];

interface CellView {
  fill: Phaser.GameObjects.Rectangle;
  label: Phaser.GameObjects.Text;
  flag: Phaser.GameObjects.Triangle;
  mine: Phaser.GameObjects.Arc;
}

export class MinesMode implements GridMode<MinesState> {
  readonly kind = 'mines';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: MinesLevel;
  private readonly onClick: (cell: Cell) => void;
  private state: MinesState;
  private cursor: Cell;
  private readonly cells: CellView[] = [];
  private cursorBox!: Phaser.GameObjects.Rectangle;

  /** `onClick` receives every clicked cell (the scene turns it into a reveal through clickMoves). */
  constructor(view: BoardView, level: MinesLevel, onClick: (cell: Cell) => void) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
    this.onClick = onClick;
    this.cursor = { col: Math.floor(level.shape.cols / 2), row: Math.floor(level.shape.rows / 2) };
  }

  build(): void {
    this.view.drawFloor(
      () => true,
      (cell) => this.onClick(cell),
    );
    const { scene } = this.view;
    const size = this.view.cell;
    for (let i = 0; i < this.shape.size; i++) {
      const { x, y } = this.view.centre(this.shape.cell(i));
      const fill = scene.add.rectangle(x, y, size - 2, size - 2).setDepth(DEPTH.box);
      const label = scene.add
        .text(x, y, '', { ...textStyle(Math.round(size * 0.55)), fontStyle: 'bold' })
        .setOrigin(0.5)
        .setDepth(DEPTH.player);
      const r = size * 0.22;
      const flag = scene.add.triangle(x, y, 0, 0, 2 * r, r, 0, 2 * r, 0xe03030).setDepth(DEPTH.player);
      const mine = scene.add
        .circle(x, y, size * 0.25, 0x111111)
        .setStrokeStyle(2, 0xffffff)
        .setDepth(DEPTH.player);
      this.cells.push({ fill, label, flag, mine });
    }
    this.cursorBox = scene.add.rectangle(0, 0, size - 2, size - 2).setDepth(DEPTH.effect);
    this.sync();
  }

  /** Arrows only move the cursor; revealing is `select` (or a click), marking is `flag`. */
  move(direction: Direction): MoveOutcome {
    const next = stepCell(this.cursor, direction);
    if (this.shape.inside(next)) this.cursor = next;
    this.drawCursor();
    return { accepted: false, events: [] };
  }

  select(): MoveOutcome {
    const result = revealCell(this.level, this.state, this.cursor);
    if (!result.accepted) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      return { accepted: false, events: [] };
    }
    this.state = result.state;
    this.sync();
    const at = { ...this.cursor };
    if (result.exploded) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      this.view.scene.cameras.main.shake(250, 0.01);
      return { accepted: true, events: [{ type: 'mine_hit', at }] };
    }
    playSfx(this.view.scene, this.view.assets.sounds.step);
    if (result.opened.length > 1) {
      const { x, y } = this.view.centre(at);
      this.view.sparkle(x, y, 4);
    }
    const left = safeLeft(this.state);
    return {
      accepted: true,
      events: [{ type: 'cells_revealed', at, opened: result.opened.length, safeLeft: left, firstMoved: result.moved }],
    };
  }

  mark(): MoveOutcome {
    const next = toggleFlag(this.level, this.state, this.cursor);
    if (!next) return { accepted: false, events: [] };
    this.state = next;
    this.sync();
    playSfx(this.view.scene, this.view.assets.sounds.placed);
    const index = this.shape.index(this.cursor);
    const flags = this.state.flagged.filter(Boolean).length;
    return {
      accepted: true,
      events: [{ type: 'cell_flagged', at: { ...this.cursor }, on: this.state.flagged[index] === true, flags }],
    };
  }

  advance(): GridEvent[] {
    return [];
  }

  points(): number {
    return this.state.revealed.filter((r, i) => r && !this.state.mines[i]).length * POINTS_PER_CELL;
  }

  snapshot(): MinesState {
    const { mines, revealed, flagged } = this.state;
    return { ...this.state, mines: mines.slice(), revealed: revealed.slice(), flagged: flagged.slice() };
  }

  restore(snapshot: MinesState): void {
    const { mines, revealed, flagged } = snapshot;
    this.state = { ...snapshot, mines: mines.slice(), revealed: revealed.slice(), flagged: flagged.slice() };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return minesCleared(this.level, this.state);
  }

  stuck(): string | null {
    return minesStuck(this.level, this.state);
  }

  /** A click puts the cursor on the cell and reveals it. */
  clickMoves(cell: Cell): GridAction[] {
    if (!this.shape.inside(cell)) return [];
    this.cursor = cell;
    this.drawCursor();
    return ['select'];
  }

  /** One line: the side panel's hint sits right under it. */
  status(): string {
    return `${safeLeft(this.state)} safe cells left`;
  }

  hud(): string[] {
    return [`Mines ${this.level.mineCount}`, `Flags ${this.state.flagged.filter(Boolean).length}`];
  }

  player(): PlayerSnapshot | null {
    return null;
  }

  /** What a player sees: open cells with their counts and the flags (never where the closed mines are). */
  entities(): Record<string, unknown> {
    const open = this.state.revealed.filter(Boolean).length;
    const flags = this.state.flagged.flatMap((f, i) => (f ? [this.shape.cell(i)] : []));
    return { openCells: open, flags, cursor: { ...this.cursor } };
  }

  flags(): Record<string, unknown> {
    return {
      mode: 'mines',
      cols: this.shape.cols,
      rows: this.shape.rows,
      mines: this.level.mineCount,
      flagsPlaced: this.state.flagged.filter(Boolean).length,
      safeLeft: safeLeft(this.state),
      reveals: this.state.reveals,
      exploded: this.state.exploded !== null,
    };
  }

  /** Draws every cell as the state says. */
  private sync(): void {
    const closed = colourNumber(gameConfig.ui.panelColor.value);
    const accent = colourNumber(gameConfig.ui.accentColor.value);
    this.cells.forEach((view, i) => {
      const cell = this.shape.cell(i);
      const open = this.state.revealed[i] === true;
      const mine = this.state.mines[i] === true;
      const count = open && !mine ? minesAround(this.level, this.state, cell) : 0;
      view.fill
        .setFillStyle(open ? (mine ? 0xe03030 : 0xe8e0d0) : closed, open ? 1 : 0.75)
        .setStrokeStyle(1, open ? 0x9a9080 : accent, 0.6);
      view.label.setText(count ? String(count) : '').setColor(COUNT_COLOURS[count - 1] ?? '#111111');
      view.flag.setVisible(!open && this.state.flagged[i] === true);
      view.mine.setVisible(open && mine);
    });
    this.drawCursor();
  }

  private drawCursor(): void {
    const { x, y } = this.view.centre(this.cursor);
    this.cursorBox.setPosition(x, y).setStrokeStyle(3, colourNumber(gameConfig.ui.accentColor.value));
  }
}
