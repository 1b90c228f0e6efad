// Pairs (memory) mode on screen: a grid of face-down cards over the pure rules of pairsRules.ts. Arrows move a
// cursor and `select` turns the card under it over, or a click turns the clicked card over. Two equal faces stay up;
// a miss shows for a moment, then both cards turn back. A move is one try of two cards.
import type Phaser from 'phaser';
import { colourNumber, emit, playSfx, type PlayerSnapshot } from '../../../core/index.ts';
import gameConfig from '../../../gameConfig.json';
import { DEPTH, type BoardView } from '../../board.ts';
import { stepCell, type Cell, type Direction, type GridShape } from '../../grid.ts';
import type { GridAction, GridEvent, GridMode, MoveOutcome } from '../../mode.ts';
import {
  faceKey,
  faceUp,
  flipCard,
  hideMiss,
  MISS_SHOW_MS,
  pairsMovesLeft,
  pairsSolved,
  pairsStuck,
  POINTS_PER_PAIR,
  type PairsLevel,
  type PairsState,
} from './pairsRules.ts';

interface CardView {
  box: Phaser.GameObjects.Container;
  back: Phaser.GameObjects.Container;
  front: Phaser.GameObjects.Container;
  /** What the card shows now. */
  up: boolean;
}

export class PairsMode implements GridMode<PairsState> {
  readonly kind = 'pairs';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: PairsLevel;
  private readonly onClick: (cell: Cell) => void;
  private state: PairsState;
  private cursor: Cell;
  private readonly cards = new Map<number, CardView>();
  private hideTimer: Phaser.Time.TimerEvent | null = null;
  private cursorBox!: Phaser.GameObjects.Rectangle;

  /** `onClick` receives every clicked cell (the scene turns it into a turn through clickMoves). */
  constructor(view: BoardView, level: PairsLevel, onClick: (cell: Cell) => void) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.state = level.start;
    this.onClick = onClick;
    this.cursor = level.shape.cell(
      Math.max(
        0,
        level.cards.findIndex((c) => c !== null),
      ),
    );
  }

  build(): void {
    this.view.drawFloor(
      () => true,
      (cell) => this.onClick(cell),
    );
    const size = this.view.cell;
    this.level.cards.forEach((face, index) => {
      if (face !== null) this.cards.set(index, this.createCard(index, face));
    });
    this.cursorBox = this.view.scene.add.rectangle(0, 0, size - 2, size - 2).setDepth(DEPTH.effect);
    this.sync();
  }

  /** Arrows only move the cursor; turning a card over is `select` (or a click). */
  move(direction: Direction): MoveOutcome {
    const next = stepCell(this.cursor, direction);
    if (this.shape.inside(next)) this.cursor = next;
    this.drawCursor();
    return { accepted: false, events: [] };
  }

  select(): MoveOutcome {
    const result = flipCard(this.level, this.state, this.cursor);
    if (!result.accepted) {
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      return { accepted: false, events: [] };
    }
    this.cancelHide();
    for (const index of result.hidden) this.turn(index, false);
    this.state = result.state;
    const index = this.shape.index(this.cursor);
    this.turn(index, true);
    const name = this.level.faces[result.face]!;
    const hidden: GridEvent[] = result.hidden.length
      ? [{ type: 'cards_turned_back', cells: result.hidden.map((i) => this.shape.cell(i)) }]
      : [];
    const events: GridEvent[] = [...hidden, { type: 'card_flipped', at: { ...this.cursor }, face: name }];
    if (result.kind === 'first') {
      playSfx(this.view.scene, this.view.assets.sounds.step);
      return { accepted: false, events };
    }
    if (result.kind === 'pair') {
      events.push({ type: 'pair_found', face: name, found: this.state.found, total: this.level.pairs });
      playSfx(this.view.scene, this.view.assets.sounds.placed);
      const { x, y } = this.view.centre(this.cursor);
      this.view.sparkle(x, y, 6);
    } else {
      const first = this.level.faces[this.level.cards[this.state.open[0]!]!]!;
      events.push({ type: 'pair_missed', faces: [first, name], misses: this.state.misses });
      playSfx(this.view.scene, this.view.assets.sounds.blocked);
      this.scheduleHide();
    }
    return { accepted: true, events };
  }

  advance(): GridEvent[] {
    return [];
  }

  points(): number {
    return this.state.found * POINTS_PER_PAIR;
  }

  snapshot(): PairsState {
    return { ...this.state, matched: this.state.matched.slice(), open: this.state.open.slice() };
  }

  restore(snapshot: PairsState): void {
    this.state = { ...snapshot, matched: snapshot.matched.slice(), open: snapshot.open.slice() };
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return pairsSolved(this.level, this.state);
  }

  stuck(): string | null {
    return pairsStuck(this.level, this.state);
  }

  /** A click puts the cursor on the card and turns it over. */
  clickMoves(cell: Cell): GridAction[] {
    if (!this.shape.inside(cell)) return [];
    this.cursor = cell;
    this.drawCursor();
    return ['select'];
  }

  /** One line: the side panel's hint sits right under it (moves left are on the HUD). */
  status(): string {
    return `${this.state.found} of ${this.level.pairs} pairs`;
  }

  hud(): string[] {
    const left = pairsMovesLeft(this.level, this.state);
    return [`Pairs ${this.state.found}/${this.level.pairs}`, ...(Number.isFinite(left) ? [`Moves left ${left}`] : [])];
  }

  player(): PlayerSnapshot | null {
    return null;
  }

  /** Cards as a player sees them: a face only while it is up. */
  entities(): Record<string, unknown> {
    const cards = this.level.cards.flatMap((face, index) => {
      if (face === null) return [];
      const { col, row } = this.shape.cell(index);
      const up = faceUp(this.state, index);
      return [{ col, row, up, matched: this.state.matched[index] === true, face: up ? this.level.faces[face]! : null }];
    });
    return { cards, cursor: { ...this.cursor }, faceUp: this.state.open.length };
  }

  flags(): Record<string, unknown> {
    const { found, misses, moves } = this.state;
    const left = pairsMovesLeft(this.level, this.state);
    return {
      mode: 'pairs',
      pairsFound: found,
      pairsTotal: this.level.pairs,
      cardsTotal: this.level.pairs * 2,
      tries: moves,
      misses,
      moveLimit: this.level.moveLimit,
      movesLeft: Number.isFinite(left) ? left : null,
      faces: this.level.faces.join(', '),
    };
  }

  private scheduleHide(): void {
    this.hideTimer = this.view.scene.time.delayedCall(MISS_SHOW_MS, () => {
      this.hideTimer = null;
      const cells = this.state.open.map((i) => this.shape.cell(i));
      for (const index of this.state.open) this.turn(index, false);
      this.state = hideMiss(this.state);
      // Not a turn, so the event goes to the contract from here rather than through a move's outcome.
      emit('cards_turned_back', { cells });
    });
  }

  private cancelHide(): void {
    this.hideTimer?.remove(false);
    this.hideTimer = null;
  }

  /** Shows every card exactly as the state says, at once; a missed pair still showing gets its turn-back again. */
  private sync(): void {
    this.cancelHide();
    for (const [index, card] of this.cards) {
      this.view.scene.tweens.killTweensOf(card.box);
      card.box.setScale(1);
      card.up = faceUp(this.state, index);
      card.front.setVisible(card.up);
      card.back.setVisible(!card.up);
    }
    if (this.state.open.length === 2) this.scheduleHide();
    this.drawCursor();
  }

  /** Turns a card to show its face (or its back): it narrows to an edge, changes side and widens again. */
  private turn(index: number, up: boolean): void {
    const card = this.cards.get(index);
    if (!card || card.up === up) return;
    card.up = up;
    const half = Math.max(1, this.view.stepMs / 2);
    const { tweens } = this.view.scene;
    tweens.killTweensOf(card.box);
    card.box.setScale(1);
    tweens.add({
      targets: card.box,
      scaleX: 0,
      duration: half,
      ease: 'Sine.easeIn',
      onComplete: () => {
        card.front.setVisible(card.up);
        card.back.setVisible(!card.up);
        tweens.add({ targets: card.box, scaleX: 1, duration: half, ease: 'Sine.easeOut' });
      },
    });
  }

  private drawCursor(): void {
    const { x, y } = this.view.centre(this.cursor);
    this.cursorBox.setPosition(x, y).setStrokeStyle(3, colourNumber(gameConfig.ui.accentColor.value));
  }

  private createCard(index: number, face: number): CardView {
    const { scene } = this.view;
    const size = this.view.cell * 0.86;
    const { x, y } = this.view.centre(this.shape.cell(index));
    const accent = colourNumber(gameConfig.ui.accentColor.value);
    const backFill = scene.add
      .rectangle(0, 0, size, size, colourNumber(gameConfig.ui.panelColor.value), 0.85)
      .setStrokeStyle(3, accent);
    // A picture rather than a text mark: a text under the level's name card would read as unreadable text.
    const mark = scene.add
      .image(0, 0, this.view.assets.spark)
      .setDisplaySize(size * 0.4, size * 0.4)
      .setTint(accent);
    const back = scene.add.container(0, 0, [backFill, mark]);
    const frontFill = scene.add.rectangle(0, 0, size, size, 0xfff1e8).setStrokeStyle(3, accent);
    const picture = scene.add.image(0, 0, faceKey(this.level.faces[face]!)).setDisplaySize(size * 0.82, size * 0.82);
    const front = scene.add.container(0, 0, [frontFill, picture]).setVisible(false);
    const box = scene.add.container(x, y, [back, front]).setDepth(DEPTH.box);
    box.setName(`card-${index}`);
    return { box, back, front, up: false };
  }
}
