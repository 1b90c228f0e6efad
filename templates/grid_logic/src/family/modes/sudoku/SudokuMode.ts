// Sudoku mode on screen: the grid with its boxes over the pure rules of sudokuRules.ts. Arrows (or a click) choose a
// cell, a digit key or a digit button fills it; a wrong digit stays red until it is changed. `hint` fills one cell
// with its digit (counted, limited when the level says). Every cell holding its digit wins.
import type Phaser from 'phaser';
import { playSfx, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import { DEPTH, type BoardView } from '../../board.ts';
import { stepCell, type Cell, type Direction, type GridShape } from '../../grid.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from '../../mode.ts';
import {
  cellsRight,
  hintsLeft,
  placeDigit,
  POINTS_PER_DIGIT,
  sudokuSolved,
  useHint,
  wrongCells,
  type SudokuLevel,
  type SudokuState,
} from './sudokuRules.ts';

const WRONG = '#e02828';
const GIVEN = '#1a1a2e';
/** The player's digits: blue reads well on the pale cells (the yellow accent would not). */
const ENTERED = '#1f5fd6';

interface CellView {
  fill: Phaser.GameObjects.Rectangle;
  label: Phaser.GameObjects.Text;
}

export class SudokuMode implements GridMode<SudokuState> {
  readonly kind = 'sudoku';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: SudokuLevel;
  private readonly onClick: (cell: Cell) => void;
  private state: SudokuState;
  private cursor: Cell;
  private readonly cells: CellView[] = [];
  private cursorBox!: Phaser.GameObjects.Rectangle;

  /** `onClick` receives every clicked cell (clickMoves puts the cursor there). */
  constructor(view: BoardView, level: SudokuLevel, onClick: (cell: Cell) => void) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
    this.onClick = onClick;
    const first = level.given.findIndex((g) => !g);
    this.cursor = level.shape.cell(Math.max(0, first));
  }

  /** The largest digit a cell takes (the side of the grid). */
  get size(): number {
    return this.level.size;
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
        .text(x, y, '', { ...textStyle(Math.round(size * 0.6)), fontStyle: 'bold' })
        .setOrigin(0.5)
        .setDepth(DEPTH.player);
      this.cells.push({ fill, label });
    }
    // Thick lines around every box, so the player sees which cells share one.
    const lines = scene.add.graphics().setDepth(DEPTH.player);
    lines.lineStyle(3, 0x1a1a2e, 1);
    const topLeft = this.view.centre({ col: 0, row: 0 });
    const left = topLeft.x - size / 2;
    const top = topLeft.y - size / 2;
    const side = size * this.level.size;
    for (let c = 0; c <= this.level.size; c += this.level.box.cols)
      lines.lineBetween(left + c * size, top, left + c * size, top + side);
    for (let r = 0; r <= this.level.size; r += this.level.box.rows)
      lines.lineBetween(left, top + r * size, left + side, top + r * size);
    this.cursorBox = scene.add.rectangle(0, 0, size - 4, size - 4).setDepth(DEPTH.effect);
    this.sync();
  }

  /** Arrows only move the cursor; digits fill the cell under it. */
  move(direction: Direction): MoveOutcome {
    const next = stepCell(this.cursor, direction);
    if (this.shape.inside(next)) this.cursor = next;
    this.drawCursor();
    return { accepted: false, events: [] };
  }

  digit(digit: number): MoveOutcome {
    const index = this.shape.index(this.cursor);
    const result = placeDigit(this.level, this.state, index, digit);
    if (!result.accepted) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      return { accepted: false, events: [] };
    }
    this.state = result.state;
    this.sync();
    playSfx(this.view.scene, result.correct ? this.view.assets.sounds.placed : this.view.assets.sounds.blocked);
    const at = { ...this.cursor };
    const right = cellsRight(this.level, this.state);
    const event: GridEvent = {
      type: 'digit_placed',
      at,
      digit,
      correct: result.correct,
      right,
      total: this.shape.size,
      mistakes: this.state.mistakes,
    };
    // A wrong digit is an event of its own too, so a tester sees mistakes without reading every placement.
    const wrong: GridEvent[] = result.correct
      ? []
      : [{ type: 'digit_wrong', at, digit, mistakes: this.state.mistakes }];
    return { accepted: true, events: [event, ...wrong] };
  }

  hint(): MoveOutcome {
    const result = useHint(this.level, this.state, this.shape.index(this.cursor));
    if (!result.accepted) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      return { accepted: false, events: [] };
    }
    this.state = result.state;
    this.cursor = this.shape.cell(result.index);
    this.sync();
    playSfx(this.view.scene, this.view.assets.sounds.placed);
    const { x, y } = this.view.centre(this.cursor);
    this.view.sparkle(x, y, 5);
    const right = cellsRight(this.level, this.state);
    return {
      accepted: true,
      events: [
        {
          type: 'hint_used',
          at: { ...this.cursor },
          digit: result.digit,
          hints: this.state.hints,
          right,
          total: this.shape.size,
        },
      ],
    };
  }

  advance(): GridEvent[] {
    return [];
  }

  /** Right digits the player placed (a hint's cell earns nothing). */
  points(): number {
    const givens = this.level.given.filter(Boolean).length;
    return Math.max(0, cellsRight(this.level, this.state) - givens - this.state.hints) * POINTS_PER_DIGIT;
  }

  snapshot(): SudokuState {
    return { ...this.state, values: this.state.values.slice() };
  }

  restore(snapshot: SudokuState): void {
    this.state = { ...snapshot, values: snapshot.values.slice() };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return sudokuSolved(this.level, this.state);
  }

  stuck(): string | null {
    return null;
  }

  /** A click chooses the cell; a digit then fills it. */
  clickMoves(cell: Cell): GridAction[] {
    if (this.shape.inside(cell)) this.cursor = cell;
    this.drawCursor();
    return [];
  }

  status(): string {
    const left = this.shape.size - cellsRight(this.level, this.state);
    return `${left} ${left === 1 ? 'cell' : 'cells'} to fill`;
  }

  hud(): string[] {
    const left = hintsLeft(this.level, this.state);
    return [
      `Hints ${this.state.hints}${left === null ? '' : `/${this.level.hintLimit}`}`,
      `Mistakes ${this.state.mistakes}`,
    ];
  }

  player(): PlayerSnapshot | null {
    return null;
  }

  /** What a player sees: the digits in the grid (0 empty) and the cursor. */
  entities(): Record<string, unknown> {
    return {
      grid: this.state.values.slice(),
      wrong: wrongCells(this.level, this.state).map((i) => this.shape.cell(i)),
      cursor: { ...this.cursor },
    };
  }

  flags(): Record<string, unknown> {
    const givens = this.level.given.filter(Boolean).length;
    return {
      mode: 'sudoku',
      size: `${this.level.size}x${this.level.size}`,
      givens,
      cellsFilled: this.state.values.filter((v) => v !== 0).length,
      cellsRight: cellsRight(this.level, this.state),
      cellsTotal: this.shape.size,
      hintsUsed: this.state.hints,
      hintLimit: this.level.hintLimit,
      mistakes: this.state.mistakes,
      wrongShown: wrongCells(this.level, this.state).length,
    };
  }

  /** Draws every cell as the state says: givens dark on grey, the player's digits blue, wrong ones red. */
  private sync(): void {
    const wrong = new Set(wrongCells(this.level, this.state));
    this.cells.forEach((view, i) => {
      const value = this.state.values[i] ?? 0;
      const given = this.level.given[i] === true;
      const bad = wrong.has(i);
      view.fill.setFillStyle(bad ? 0xffd6d6 : given ? 0xd8d2c4 : 0xf6f2ea, 0.95).setStrokeStyle(1, 0x6a6458, 0.8);
      view.label.setText(value ? String(value) : '').setColor(bad ? WRONG : given ? GIVEN : ENTERED);
    });
    this.drawCursor();
  }

  private drawCursor(): void {
    const { x, y } = this.view.centre(this.cursor);
    // Orange, not the yellow accent: it must stand out on the pale cells.
    this.cursorBox.setPosition(x, y).setStrokeStyle(4, 0xf08a00);
  }
}
