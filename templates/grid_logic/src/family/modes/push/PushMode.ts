// Push mode on screen: walls, floor, targets, boxes and the keeper, animated one step per turn over the
// pure rules of pushRules.ts. Clicking a floor cell walks there; clicking a box next to the keeper pushes it.
import type Phaser from 'phaser';
import { playAnimation, playSfx, round, type PlayerSnapshot } from '../../../core/index.ts';
import { DEPTH, type BoardView } from '../../board.ts';
import type { Cell, Direction, GridShape } from '../../grid.ts';
import type { GridEvent, GridMode, MoveOutcome } from '../../mode.ts';
import {
  boxesOnTargets,
  isSolved,
  isTarget,
  movesForClick,
  stuckBoxes,
  tryMove,
  type PushLevel,
  type PushState,
} from './pushRules.ts';

export interface PushSnapshot {
  state: PushState;
  pushes: number;
  facing: Direction;
}

/** Tint of a box standing on a target, so a placed box reads at a glance. */
const PLACED_TINT = 0x7dff9a;

const ROW_OF: Record<Direction, 'front' | 'back' | 'side'> = { down: 'front', up: 'back', left: 'side', right: 'side' };

export class PushMode implements GridMode<PushSnapshot> {
  readonly kind = 'push';
  readonly shape: GridShape;
  private readonly view: BoardView;
  private readonly level: PushLevel;
  private readonly onCellClick: (cell: Cell) => void;
  private state: PushState;
  private pushes = 0;
  private facing: Direction = 'down';
  private keeper!: Phaser.GameObjects.Sprite;
  private boxes: Phaser.GameObjects.Image[] = [];

  constructor(view: BoardView, level: PushLevel, onCellClick: (cell: Cell) => void) {
    this.view = view;
    this.level = level;
    this.shape = level.shape;
    this.onCellClick = onCellClick;
    this.state = level.start;
  }

  build(): void {
    const { scene, assets } = this.view;
    const size = this.view.cell;
    this.view.drawFloor((i) => this.level.floor[i] === true, this.onCellClick);
    this.view.drawWalls((i) => this.level.wall[i] === true);
    for (const t of this.level.targets) {
      const { x, y } = this.view.centre(t);
      scene.add
        .image(x, y, assets.target)
        .setDisplaySize(size * 0.8, size * 0.8)
        .setDepth(DEPTH.target);
    }
    this.boxes = this.state.boxes.map((b) => {
      const { x, y } = this.view.centre(b);
      return scene.add
        .image(x, y, assets.box)
        .setDisplaySize(size * 0.9, size * 0.9)
        .setDepth(DEPTH.box);
    });
    const start = this.view.centre(this.state.player);
    this.keeper = scene.add.sprite(start.x, start.y, assets.player).setDisplaySize(size, size).setDepth(DEPTH.player);
    this.sync();
  }

  move(direction: Direction): MoveOutcome {
    this.sync();
    const move = tryMove(this.level, this.state, direction);
    this.facing = direction;
    const { scene, assets } = this.view;
    if (move.kind === 'blocked') {
      this.face('idle');
      this.bump(direction);
      playSfx(scene, assets.sounds.blocked);
      return { accepted: false, events: [{ type: 'move_blocked', direction, by: move.by }] };
    }
    this.state = move.state;
    const events: GridEvent[] = [{ type: 'player_moved', direction, from: move.from, to: move.to }];
    this.face('walk');
    this.slide(this.keeper, move.to, () => this.face('idle'));
    if (move.kind === 'push') {
      this.pushes++;
      events.push({ type: 'box_pushed', box: move.box, direction, from: move.boxFrom, to: move.boxTo });
      const image = this.boxes[move.box]!;
      const placed = boxesOnTargets(this.level, this.state);
      const total = this.state.boxes.length;
      this.slide(image, move.boxTo, () => {
        this.tintBox(move.box);
        if (move.onTarget && !move.wasOnTarget) this.view.sparkle(image.x, image.y);
      });
      if (move.onTarget && !move.wasOnTarget) {
        events.push({ type: 'box_on_target', box: move.box, at: move.boxTo, placed, total });
        playSfx(scene, assets.sounds.placed);
      } else {
        if (move.wasOnTarget && !move.onTarget)
          events.push({ type: 'box_off_target', box: move.box, at: move.boxFrom, placed, total });
        playSfx(scene, assets.sounds.push);
      }
    } else {
      playSfx(scene, assets.sounds.step);
    }
    return { accepted: true, events };
  }

  advance(): GridEvent[] {
    return [];
  }

  snapshot(): PushSnapshot {
    return {
      state: { player: { ...this.state.player }, boxes: this.state.boxes.map((b) => ({ ...b })) },
      pushes: this.pushes,
      facing: this.facing,
    };
  }

  restore(snapshot: PushSnapshot): void {
    this.state = { player: { ...snapshot.state.player }, boxes: snapshot.state.boxes.map((b) => ({ ...b })) };
    this.pushes = snapshot.pushes;
    this.facing = snapshot.facing;
    this.sync();
  }

  settle(): void {
    this.sync();
  }

  solved(): boolean {
    return isSolved(this.level, this.state);
  }

  stuck(): string | null {
    const stuck = stuckBoxes(this.level, this.state);
    if (stuck.length === 0) return null;
    return stuck.length === 1
      ? 'A box is stuck: it can never reach a target.'
      : `${stuck.length} boxes are stuck: they can never reach a target.`;
  }

  clickMoves(cell: Cell): Direction[] {
    return movesForClick(this.level, this.state, cell);
  }

  status(): string {
    return `Boxes on targets ${boxesOnTargets(this.level, this.state)}/${this.state.boxes.length}`;
  }

  hud(): string[] {
    return [`Pushes ${this.pushes}`];
  }

  player(): PlayerSnapshot {
    const { x, y } = this.view.centre(this.state.player);
    return { x: round(x), y: round(y), vx: 0, vy: 0, hp: 1 };
  }

  entities(): Record<string, unknown> {
    return {
      boxes: this.state.boxes.map((b) => ({ col: b.col, row: b.row, onTarget: isTarget(this.level, b) })),
      targets: this.level.targets.map((t) => ({ col: t.col, row: t.row })),
      boxesOnTargets: boxesOnTargets(this.level, this.state),
    };
  }

  flags(): Record<string, unknown> {
    return { mode: 'push', pushes: this.pushes, playerCol: this.state.player.col, playerRow: this.state.player.row };
  }

  /** Puts every object where the state says, ending any animation on the way. */
  private sync(): void {
    const { scene } = this.view;
    scene.tweens.killTweensOf([this.keeper, ...this.boxes]);
    const p = this.view.centre(this.state.player);
    this.keeper.setPosition(p.x, p.y);
    this.face('idle');
    this.state.boxes.forEach((b, i) => {
      const { x, y } = this.view.centre(b);
      this.boxes[i]!.setPosition(x, y);
      this.tintBox(i);
    });
  }

  private tintBox(i: number): void {
    const image = this.boxes[i]!;
    if (isTarget(this.level, this.state.boxes[i]!)) image.setTint(PLACED_TINT);
    else image.clearTint();
  }

  private face(animation: 'idle' | 'walk'): void {
    this.keeper.setFlipX(this.facing === 'left');
    playAnimation(this.keeper, this.view.assets.player, `${animation}-${ROW_OF[this.facing]}`);
  }

  private slide(object: Phaser.GameObjects.Image | Phaser.GameObjects.Sprite, to: Cell, done: () => void): void {
    const { x, y } = this.view.centre(to);
    this.view.scene.tweens.add({
      targets: object,
      x,
      y,
      duration: this.view.stepMs,
      ease: 'Sine.easeInOut',
      onComplete: done,
    });
  }

  /** A short nudge towards what blocked the move. */
  private bump(direction: Direction): void {
    const { x, y } = this.view.centre(this.state.player);
    const nudge = this.view.cell * 0.12;
    const dx = direction === 'left' ? -nudge : direction === 'right' ? nudge : 0;
    const dy = direction === 'up' ? -nudge : direction === 'down' ? nudge : 0;
    this.view.scene.tweens.add({
      targets: this.keeper,
      x: x + dx,
      y: y + dy,
      duration: this.view.stepMs / 2,
      yoyo: true,
      ease: 'Quad.easeOut',
    });
  }
}
