// The grid family's Level base class: discrete, turn-based play on a grid. The world changes only when the
// player makes a move; every accepted move is a turn, snapshotted first so undo restores it exactly.
// It fills the core's family hooks and calls the game hooks below; the board itself is a GridMode
// (push-box puzzle, merge board, match-3 board, falling-blocks well or sudoku) chosen by the level's spec.
// See docs/template_api.md.
import Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import {
  BaseLevelScene,
  colourNumber,
  emit,
  playSfx,
  random,
  textStyle,
  type ActionBinding,
  type LevelInfo,
  type PlayerSnapshot,
} from '../core/index.ts';
import { BoardView, type Area, type GridAssets } from './board.ts';
import { DIRECTIONS, type Cell, type Direction, type GridShape } from './grid.ts';
import { UndoHistory } from './history.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from './mode.ts';
import type { GridLevelSpec } from './levelSpec.ts';
import { BOARD_KINDS } from './modes/index.ts';
import { RepeatPress } from './repeatPress.ts';

/** The family's actions: a game's definition lists these (it may add its own). */
export const GRID_ACTIONS: readonly ActionBinding[] = [
  { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'step left' },
  { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'step right' },
  { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'step up' },
  { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'step down' },
  { name: 'undo', keys: ['KeyZ', 'Backspace', 'KeyU'], description: 'undo the last move' },
  { name: 'restart', keys: ['KeyR'], description: 'restart the level (undo brings it back)' },
];

/** Match-3 boards add one action: pick up the tile under the cursor (an arrow then swaps it). */
export const MATCH3_ACTIONS: readonly ActionBinding[] = [
  { name: 'select', keys: ['Space', 'KeyX'], description: 'pick up the tile under the cursor; an arrow then swaps it' },
];

/** Falling-blocks wells add one action: drop the piece as far as it goes. */
export const BLOCKS_ACTIONS: readonly ActionBinding[] = [
  { name: 'select', keys: ['Space', 'KeyX'], description: 'drop the falling piece as far as it goes' },
];

/** Sudoku grids add a digit key for each of 1-9 (a 4x4 or 6x6 grid uses the first ones) and the hint action. */
export const SUDOKU_ACTIONS: readonly ActionBinding[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({
    name: `digit${n}`,
    keys: [`Digit${n}`],
    description: `put ${n} in the chosen cell`,
  })),
  { name: 'hint', keys: ['KeyH'], description: 'fill one cell with its digit (counted)' },
];

/** One accepted move and what it (and the world's step after it) did. */
export interface TurnInfo {
  /** 1 for the first move of the attempt; equals the move counter after the move. */
  turn: number;
  /** The direction pressed, or 'select' (match-3's pick, a falling piece's drop), a digit or 'hint'. */
  direction: GridAction;
  events: GridEvent[];
}

export interface SolveSummary {
  level: LevelInfo;
  spec: GridLevelSpec;
  moves: number;
  par: number | null;
  undos: number;
  restarts: number;
}

interface Snapshot {
  mode: unknown;
  moves: number;
}

/** Width of the side panel on the right (level name, progress, buttons, help). */
const PANEL_WIDTH = 200;
/** Height of the core's HUD bar at the top. */
const HUD_HEIGHT = 32;

export abstract class GridLevelScene extends BaseLevelScene {
  private mode!: GridMode<unknown>;
  private spec!: GridLevelSpec;
  private history!: UndoHistory<Snapshot>;
  private initial!: Snapshot;
  private moves = 0;
  private undos = 0;
  private restarts = 0;
  /** Moves still to make from a click (walk to a cell), one per step time. */
  private queue: GridAction[] = [];
  private queueWaitMs = 0;
  private stuckReason: string | null = null;
  private repeats = new Map<string, RepeatPress>();
  private statusText!: Phaser.GameObjects.Text;
  private hintText!: Phaser.GameObjects.Text;
  private stuckText!: Phaser.GameObjects.Text;

  // ---- game hooks (src/game/Level.ts) ----

  /** The level to build for `info` (usually looked up by `info.id` in src/game/levels.ts). */
  protected abstract levelSpec(info: LevelInfo): GridLevelSpec;

  /** Registry keys the board is drawn and sounded with. */
  protected gridAssets(): GridAssets {
    return {
      player: 'keeper',
      box: 'crate',
      target: 'target',
      floor: 'floor',
      walls: 'walls',
      mergeTile: 'merge-tile',
      spark: 'spark-star',
      sounds: {
        step: 'sfx-step',
        push: 'sfx-push',
        placed: 'sfx-placed',
        blocked: 'sfx-blocked',
        undo: 'sfx-undo',
        merge: 'sfx-merge',
        solved: 'sfx-win',
      },
    };
  }

  /** After every accepted move and the world's step that follows it. */
  protected onTurn(_turn: TurnInfo): void {}

  /** For every board event (also sent to the Game Contract as an event of the same type). */
  protected onGridEvent(_event: GridEvent): void {}

  /** After an undo put the previous turn back. */
  protected onUndo(): void {}

  /** After the level was put back to its start (restart). */
  protected onRestart(): void {}

  /** Points for solving the level: grid.solveScore plus grid.parBonusPerMove for each move under par. */
  protected scoreForSolve(summary: SolveSummary): number {
    const underPar = summary.par === null ? 0 : Math.max(0, summary.par - summary.moves);
    return gameConfig.grid.solveScore.value + underPar * gameConfig.grid.parBonusPerMove.value;
  }

  /** Builds the board for a spec by its kind (modes/index.ts lists every kind of board the family has). */
  protected createMode(spec: GridLevelSpec, area: Area): GridMode<unknown> {
    const assets = this.gridAssets();
    const kind = BOARD_KINDS.find((k) => k.kind === spec.kind);
    if (!kind)
      throw new Error(`level "${this.levelInfo().id}" (${spec.name}): no kind of board is called "${spec.kind}"`);
    const textures = kind.textures(spec, assets);
    const missing = textures.filter((key) => !this.textures.exists(key));
    if (missing.length)
      throw new Error(
        `gridAssets() names ${missing.map((k) => `"${k}"`).join(', ')}, which assets.json does not have; ` +
          'add them there or return other keys from gridAssets() in src/game/Level.ts',
      );
    const where = `level "${this.levelInfo().id}" (${spec.name})`;
    const board = kind.create(spec, {
      fit: (shape: GridShape) =>
        new BoardView(this, shape, assets, area, gameConfig.grid.cellSize.value, gameConfig.grid.stepMs.value),
      walkTo: (cell) => this.walkTo(cell),
      seed: () => random.int(1, 0x7fffffff),
    });
    if ('errors' in board) throw new Error(`${where}: ${board.errors.join('; ')}`);
    return board;
  }

  // ---- family hooks of the core, filled ----

  protected override buildLevel(info: LevelInfo): void {
    this.moves = 0;
    this.undos = 0;
    this.restarts = 0;
    this.queue = [];
    this.queueWaitMs = 0;
    this.stuckReason = null;
    this.repeats = new Map();
    this.spec = this.levelSpec(info);
    const { width, height } = this.scale;
    this.mode = this.createMode(this.spec, {
      x: 16,
      y: HUD_HEIGHT + 12,
      width: width - PANEL_WIDTH - 32,
      height: height - HUD_HEIGHT - 28,
    });
    this.mode.build();
    this.buildPanel(info);
    this.history = new UndoHistory(gameConfig.grid.undoLimit.value);
    this.initial = this.capture();
    this.afterChange();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const undoFires = this.fires('undo', delta);
    const moveFires = DIRECTIONS.filter((d) => this.fires(d, delta));
    const typed = this.typedDigit();
    if (undoFires) {
      this.queue = [];
      this.undo();
    } else if (this.mode.select && this.controls.justPressed('select')) {
      this.queue = [];
      this.takeTurn('select');
    } else if (typed !== null) {
      this.queue = [];
      this.takeTurn(`digit${typed}`);
    } else if (this.mode.hint && this.controls.justPressed('hint')) {
      this.queue = [];
      this.takeTurn('hint');
    } else if (this.controls.justPressed('restart')) {
      this.queue = [];
      this.restartPuzzle();
    } else if (moveFires.length) {
      this.queue = [];
      this.takeTurn(moveFires[0]!);
    } else if (this.queue.length) {
      this.queueWaitMs -= delta;
      if (this.queueWaitMs <= 0) {
        this.queueWaitMs = gameConfig.grid.stepMs.value;
        if (!this.takeTurn(this.queue.shift()!)) this.queue = [];
      }
    }
    if (this.mode.tick && !this.ended) this.tickWorld(delta);
  }

  protected override freezeLevel(): void {
    this.queue = [];
  }

  override describePlayer(): PlayerSnapshot | null {
    return this.mode.player();
  }

  override describeEntities(): Record<string, unknown> {
    return this.mode.entities();
  }

  override describeFlags(): Record<string, unknown> {
    return {
      ...this.mode.flags(),
      levelName: this.spec.name,
      moves: this.moves,
      par: this.spec.par ?? null,
      undos: this.undos,
      restarts: this.restarts,
      undoDepth: this.history.size,
      stuck: this.stuckReason !== null,
    };
  }

  override hudLines(): string[] {
    // A board on the game clock counts no moves: its own lines say how it goes.
    // Nor does one that counts its own moves (match-3's moves left): two counts would not fit beside the core's line.
    if (this.mode.tick || this.mode.ownsMoves) return this.mode.hud();
    return [`Moves ${this.moves}`, ...(this.spec.par ? [`Par ${this.spec.par}`] : []), ...this.mode.hud()];
  }

  // ---- the turn loop (protected API: call, do not override) ----

  /** The spec of the level being played. */
  protected get currentSpec(): GridLevelSpec {
    return this.spec;
  }

  /** Moves taken in this attempt (undo takes them back). */
  protected get moveCount(): number {
    return this.moves;
  }

  /** Makes one move as the player (a direction, or `select` where the mode has it); returns whether it was a turn. */
  protected takeTurn(direction: GridAction): boolean {
    if (this.ended) return false;
    const before = this.capture();
    const points = this.mode.points?.() ?? 0;
    const none = { accepted: false, events: [] };
    const outcome = this.outcomeOf(direction) ?? none;
    this.announce(outcome.events);
    if (!outcome.accepted) {
      // A board on the game clock changes without turns (a dropped piece): its win or loss shows at once.
      if (this.mode.tick && outcome.events.length) {
        this.scoreBoardPoints(points);
        this.afterChange();
      }
      return false;
    }
    this.history.push(before);
    this.moves++;
    const world = this.mode.advance();
    this.announce(world);
    this.scoreBoardPoints(points);
    this.onTurn({ turn: this.moves, direction, events: [...outcome.events, ...world] });
    this.afterChange();
    return true;
  }

  /** Puts the state before the last turn back (or before the last restart). */
  protected undo(): void {
    if (this.ended) return;
    const snapshot = this.history.pop();
    if (!snapshot) return;
    this.restore(snapshot);
    this.undos++;
    emit('move_undone', { moves: this.moves, undoDepth: this.history.size });
    playSfx(this, this.gridAssets().sounds.undo);
    this.onUndo();
    this.afterChange();
  }

  /** Puts the level back to its start; the state before is kept, so undo reverses a restart. */
  protected restartPuzzle(): void {
    if (this.ended || this.moves === 0) return;
    this.history.push(this.capture());
    this.restore(this.initial);
    this.restarts++;
    emit('level_restarted', { level: this.levelInfo().number, restarts: this.restarts });
    playSfx(this, this.gridAssets().sounds.undo);
    this.onRestart();
    this.afterChange();
  }

  /** Walks (and pushes) the way a click on `cell` asks for, one move per grid.stepMs. */
  protected walkTo(cell: Cell): void {
    if (this.ended || !gameConfig.grid.clickToMove.value) return;
    this.queue = this.mode.clickMoves(cell);
    this.queueWaitMs = 0;
  }

  // ---- internals ----

  /** What the mode does for an action (undefined when it has no such action). */
  private outcomeOf(action: GridAction): MoveOutcome | undefined {
    if (action === 'select') return this.mode.select?.();
    if (action === 'hint') return this.mode.hint?.();
    if (action.startsWith('digit')) return this.mode.digit?.(Number(action.slice(5)));
    return this.mode.move(action as Direction);
  }

  /** The digit key pressed this frame (1 up to the grid's side), on a board that takes digits; else null. */
  private typedDigit(): number | null {
    if (!this.mode.digit) return null;
    const side = this.mode.shape.cols;
    for (let n = 1; n <= Math.min(9, side); n++) if (this.controls.justPressed(`digit${n}`)) return n;
    return null;
  }

  /**
   * The world's own step on the game clock (a falling piece's steps): its events, points and the win or loss they
   * bring.
   */
  private tickWorld(delta: number): void {
    const points = this.mode.points?.() ?? 0;
    const events = this.mode.tick?.(delta) ?? [];
    if (events.length === 0) return;
    this.announce(events);
    this.scoreBoardPoints(points);
    this.afterChange();
  }

  private fires(action: string, delta: number): boolean {
    let repeat = this.repeats.get(action);
    if (!repeat) this.repeats.set(action, (repeat = new RepeatPress()));
    return (
      repeat.update(
        this.controls.justPressed(action),
        this.controls.isDown(action),
        delta,
        gameConfig.grid.repeatDelayMs.value,
        gameConfig.grid.repeatIntervalMs.value,
      ) > 0
    );
  }

  private capture(): Snapshot {
    return { mode: this.mode.snapshot(), moves: this.moves };
  }

  private restore(snapshot: Snapshot): void {
    const points = this.mode.points?.() ?? 0;
    this.mode.restore(snapshot.mode);
    this.moves = snapshot.moves;
    this.scoreBoardPoints(points);
  }

  /** The board's points since `before` go to the game's score (an undo takes them back). */
  private scoreBoardPoints(before: number): void {
    const change = (this.mode.points?.() ?? 0) - before;
    if (change !== 0) this.addScore(change, change > 0 ? 'tiles matched' : 'move undone');
  }

  private announce(events: GridEvent[]): void {
    for (const event of events) {
      const { type, ...payload } = event;
      emit(type, payload);
      this.onGridEvent(event);
    }
  }

  /** After anything changed the board: the win, the stuck test, the panel. */
  private afterChange(): void {
    if (this.mode.solved()) {
      this.solve();
      return;
    }
    const reason = this.mode.stuck();
    if (reason && reason !== this.stuckReason) {
      emit('puzzle_stuck', { reason, moves: this.moves });
      // A mode on the game clock (falling blocks) cannot be undone out of a loss: its end always costs the attempt.
      if (gameConfig.grid.stuckCostsLife.value || this.mode.tick) {
        this.stuckReason = reason;
        this.failLevel(this.mode.tick ? 'Topped out' : 'Stuck');
        return;
      }
    }
    this.stuckReason = reason;
    this.showStatus();
    this.stuckText.setText(reason ? `${reason} Z: undo, R: restart.` : '');
  }

  private solve(): void {
    // The winning board is shown whole at once (a merge's new tile would otherwise appear after the slide).
    this.mode.settle();
    const par = this.spec.par ?? null;
    const summary: SolveSummary = {
      level: this.levelInfo(),
      spec: this.spec,
      moves: this.moves,
      par,
      undos: this.undos,
      restarts: this.restarts,
    };
    this.showStatus();
    this.stuckText.setText('');
    emit('puzzle_solved', {
      level: summary.level.number,
      moves: this.moves,
      par,
      undos: this.undos,
      restarts: this.restarts,
    });
    playSfx(this, this.gridAssets().sounds.solved);
    const points = this.scoreForSolve(summary);
    if (points > 0) this.addScore(points, 'puzzle solved');
    this.completeLevel();
  }

  /** The status in the panel, with the hint and the stuck line below it (a status of two lines moves them down). */
  private showStatus(): void {
    this.statusText.setText(this.mode.status());
    this.hintText.setY(this.statusText.y + Math.max(30, this.statusText.height + 8));
    this.stuckText.setY(this.hintText.y + this.hintText.height + 14);
  }

  private buildPanel(info: LevelInfo): void {
    const { width, height } = this.scale;
    const left = width - PANEL_WIDTH;
    const cx = left + PANEL_WIDTH / 2;
    const wrap = { wordWrap: { width: PANEL_WIDTH - 24 } };
    this.add
      .rectangle(left, HUD_HEIGHT, PANEL_WIDTH, height - HUD_HEIGHT, colourNumber(gameConfig.ui.panelColor.value), 0.35)
      .setOrigin(0, 0);
    const title = this.add
      .text(cx, HUD_HEIGHT + 14, `${info.number}. ${this.spec.name}`, {
        ...textStyle(20, gameConfig.ui.accentColor.value),
        ...wrap,
      })
      .setOrigin(0.5, 0);
    this.statusText = this.add.text(cx, title.y + title.height + 8, '', textStyle(15)).setOrigin(0.5, 0);
    this.hintText = this.add
      .text(cx, this.statusText.y + 30, this.spec.hint ?? '', { ...textStyle(14), ...wrap })
      .setOrigin(0.5, 0);
    this.stuckText = this.add
      .text(cx, this.hintText.y + this.hintText.height + 14, '', { ...textStyle(14, '#ff77a8'), ...wrap })
      .setOrigin(0.5, 0);
    const pad = { x: cx, y: 372 };
    if (this.mode.digit) {
      // A sudoku's pad is its digits (arrows and clicks choose the cell), with the hint beside undo and restart.
      this.digitPad(cx, 310, this.mode.shape.cols);
      this.textButton(cx, 442, 'Hint', () => this.takeTurn('hint'));
      this.textButton(cx, 478, 'Undo', () => this.undo());
      this.textButton(cx, 514, 'Restart', () => this.restartPuzzle());
    } else {
      const arrows: [Direction, number, number][] = [
        ['up', 0, -50],
        ['left', -50, 0],
        ['right', 50, 0],
        ['down', 0, 50],
      ];
      for (const [direction, dx, dy] of arrows) this.arrowButton(pad.x + dx, pad.y + dy, direction);
    }
    // Undo and restart mean nothing on a board that moves on its own clock.
    if (!this.mode.tick && !this.mode.digit) {
      this.textButton(cx, 460, 'Undo', () => this.undo());
      this.textButton(cx, 500, 'Restart', () => this.restartPuzzle());
    }
    const helps = {
      push: 'Arrows/WASD: step\nZ: undo  R: restart\nClick a floor tile\nto walk there',
      merge: 'Arrows/WASD: slide\nall tiles at once\nZ: undo  R: restart',
      match3: 'Arrows: move cursor\nSpace: pick, arrow: swap\nZ: undo  R: restart',
      blocks: 'Left/Right: move\nUp: turn  Down: fall\nSpace: drop',
      sudoku: 'Arrows or click:\npick a cell\nDigits: fill  H: hint',
    };
    const help = helps[this.spec.kind];
    this.add.text(cx, height - 14, help, textStyle(13)).setOrigin(0.5, 1);
  }

  private arrowButton(x: number, y: number, direction: Direction): void {
    const size = 42;
    const box = this.add
      .rectangle(x, y, size, size, colourNumber(gameConfig.ui.panelColor.value), 0.8)
      .setStrokeStyle(2, colourNumber(gameConfig.ui.accentColor.value));
    box.setName(direction).setInteractive({ useHandCursor: true });
    // Triangle corners inside a square of side 2r; the shape is centred on (x, y).
    const r = size * 0.26;
    const corners: Record<Direction, [number, number, number, number, number, number]> = {
      up: [r, 0, 2 * r, 2 * r, 0, 2 * r],
      down: [r, 2 * r, 2 * r, 0, 0, 0],
      left: [0, r, 2 * r, 0, 2 * r, 2 * r],
      right: [2 * r, r, 0, 0, 0, 2 * r],
    };
    this.add.triangle(x, y, ...corners[direction], colourNumber(gameConfig.ui.accentColor.value));
    box.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
      this.queue = [];
      this.takeTurn(direction);
    });
  }

  /** Buttons 1..side in rows of three, centred at (x, top + ...); a click puts that digit in the chosen cell. */
  private digitPad(x: number, top: number, side: number): void {
    const gap = 46;
    for (let n = 1; n <= side; n++) {
      const bx = x + (((n - 1) % 3) - 1) * gap;
      const by = top + Math.floor((n - 1) / 3) * gap;
      const box = this.add
        .rectangle(bx, by, 40, 40, colourNumber(gameConfig.ui.panelColor.value), 0.8)
        .setStrokeStyle(2, colourNumber(gameConfig.ui.accentColor.value));
      box.setName(`digit ${n}`).setInteractive({ useHandCursor: true });
      this.add.text(bx, by, String(n), textStyle(20, gameConfig.ui.accentColor.value)).setOrigin(0.5);
      box.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
        this.queue = [];
        this.takeTurn(`digit${n}`);
      });
    }
  }

  private textButton(x: number, y: number, label: string, onClick: () => void): void {
    const box = this.add
      .rectangle(x, y, 140, 32, colourNumber(gameConfig.ui.panelColor.value), 0.8)
      .setStrokeStyle(2, colourNumber(gameConfig.ui.accentColor.value));
    box.setName(label).setInteractive({ useHandCursor: true });
    this.add.text(x, y, label, textStyle(16, gameConfig.ui.accentColor.value)).setOrigin(0.5);
    box.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
      this.queue = [];
      onClick();
    });
  }
}
