// The mini golf mode on screen, over the pure rules of golfRules.ts: the scene feeds the rules each frame's held keys
// and game time, draws the hole (the green, its walls, the windmills with blades turning on the rules' clock, the cup),
// the ball, the aim and the power meter, and turns the rules' events into contract events, the HUD and the level's end.
import type Phaser from 'phaser';
import { emit, playSfx, progress, round, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  BALL_R,
  COURSE,
  CUP_R,
  GolfRules,
  golfProblems,
  POWERS,
  unitOfAim,
  type GolfEvent,
  type GolfGame,
} from './golfRules.ts';

/** The course's colours and sounds. */
export interface GolfArt {
  green: number;
  rough: number;
  sounds?: { putt?: string; drop?: string; bounce?: string };
}

const HOLE_SCORE = 100;

export abstract class GolfLevelScene extends BaseLevelScene {
  private rules!: GolfRules;
  private holeLayer!: Phaser.GameObjects.Graphics;
  private blades!: Phaser.GameObjects.Graphics;
  private aimLine!: Phaser.GameObjects.Graphics;
  private ball!: Phaser.GameObjects.Arc;
  private drawnHole = -1;
  private artKeys!: GolfArt;

  /** The level's course (the holes in order, what the obstacles are called). */
  protected abstract golfGame(info: LevelInfo): GolfGame;

  /** The colours to draw with. */
  protected abstract art(): GolfArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.golfGame(info);
    const problems = golfProblems(game);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    this.rules = new GolfRules(game);
    this.drawnHole = -1;
    const width = this.scale.width;
    const height = this.scale.height - HUD_HEIGHT;
    this.add.rectangle(width / 2, HUD_HEIGHT + height / 2, width, height, this.artKeys.rough).setDepth(-6);
    this.holeLayer = this.add.graphics().setDepth(-4);
    this.blades = this.add.graphics().setDepth(3);
    this.aimLine = this.add.graphics().setDepth(4);
    this.ball = this.add.circle(0, 0, BALL_R, 0xffffff).setStrokeStyle(1, 0x000000, 0.5).setDepth(5);
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const held = (action: string) => this.controls.isDown(action);
    const turn = (held('right') ? 1 : 0) - (held('left') ? 1 : 0);
    const events = this.rules.update(delta, { turn, charge: held('fire') });
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    const r = this.rules;
    return { x: round(r.x), y: round(HUD_HEIGHT + r.y), vx: round(r.vx), vy: round(r.vy), hp: progress.lives };
  }

  override describeEntities(): Record<string, unknown> {
    const hole = this.rules.hole;
    return {
      cup: { x: hole.cup.x, y: hole.cup.y + HUD_HEIGHT },
      windmills: hole.windmills.map((m) => ({ x: m.x + m.w / 2, shut: this.rules.shut(m) })),
    };
  }

  override describeFlags(): Record<string, unknown> {
    const r = this.rules;
    return {
      mode: 'golf',
      levelId: this.levelInfo().id,
      obstacle: r.game.obstacle,
      hole: r.holeIndex + 1,
      holes: r.game.holes.length,
      holesDone: r.cards.length,
      strokes: r.strokes,
      par: r.hole.par,
      totalStrokes: r.total,
      coursePar: r.par,
      aim: r.aim,
      power: r.power,
      ready: r.ready,
      windmills: r.hole.windmills.length,
      windmillMs: r.windmillMs,
      windmillsPassed: r.windmillsPassed,
      clockMs: r.clockMs,
    };
  }

  override hudLines(): string[] {
    const r = this.rules;
    return [`Hole ${r.holeIndex + 1}/${r.game.holes.length}`, `Par ${r.hole.par}`, `Strokes ${r.strokes}`];
  }

  /** The hole's green, walls, windmill towers and cup (drawn again when the hole changes). */
  private drawHole(): void {
    const g = this.holeLayer.clear();
    const top = HUD_HEIGHT;
    const hole = this.rules.hole;
    g.fillStyle(0x8b5a2b, 1).fillRect(COURSE.x - 8, top + COURSE.y - 8, COURSE.w + 16, COURSE.h + 16);
    g.fillStyle(this.artKeys.green, 1).fillRect(COURSE.x, top + COURSE.y, COURSE.w, COURSE.h);
    g.fillStyle(0x8b5a2b, 1);
    for (const w of hole.walls) g.fillRect(w.x, top + w.y, w.w, w.h);
    for (const m of hole.windmills) {
      // The wall the windmill stands on, either side of its doorway, and the tower over the doorway.
      g.fillStyle(0xab5236, 1);
      g.fillRect(m.x, top + COURSE.y, m.w, m.doorY - COURSE.y);
      g.fillRect(m.x, top + m.doorY + m.doorH, m.w, COURSE.y + COURSE.h - m.doorY - m.doorH);
      g.fillStyle(0xfff1e8, 1).fillRect(m.x - 6, top + m.doorY - 46, m.w + 12, 46);
      g.fillStyle(0xff004d, 1).fillTriangle(
        m.x - 10,
        top + m.doorY - 46,
        m.x + m.w + 10,
        top + m.doorY - 46,
        m.x + m.w / 2,
        top + m.doorY - 72,
      );
    }
    g.fillStyle(0x1d1d1d, 1).fillCircle(hole.cup.x, top + hole.cup.y, CUP_R);
    g.lineStyle(2, 0xfff1e8, 1).lineBetween(hole.cup.x, top + hole.cup.y, hole.cup.x, top + hole.cup.y - 34);
    g.fillStyle(0xff004d, 1).fillTriangle(
      hole.cup.x,
      top + hole.cup.y - 34,
      hole.cup.x + 18,
      top + hole.cup.y - 28,
      hole.cup.x,
      top + hole.cup.y - 22,
    );
    g.fillStyle(0xfff1e8, 0.5).fillRect(hole.tee.x - 10, top + hole.tee.y - 10, 20, 20);
  }

  private draw(): void {
    const r = this.rules;
    const top = HUD_HEIGHT;
    if (this.drawnHole !== r.holeIndex) {
      this.drawnHole = r.holeIndex;
      this.drawHole();
    }
    // Four blades turn a quarter turn per passage; one points straight down over the doorway while it is shut.
    const b = this.blades.clear();
    for (const m of r.hole.windmills) {
      const hub = { x: m.x + m.w / 2, y: top + m.doorY - 24 };
      const turn = ((r.clockMs % m.periodMs) - m.shutMs / 2) / m.periodMs;
      for (let k = 0; k < 4; k++) {
        const angle = Math.PI / 2 + (turn + k) * (Math.PI / 2);
        const [ex, ey] = [Math.cos(angle), Math.sin(angle)];
        const reach = 24 + m.doorH;
        b.lineStyle(7, 0x5f574f, 1).lineBetween(hub.x, hub.y, hub.x + ex * reach, hub.y + ey * reach);
      }
      b.fillStyle(0x1d1d1d, 1).fillCircle(hub.x, hub.y, 5);
      if (r.shut(m)) b.fillStyle(0x5f574f, 0.9).fillRect(m.x, top + m.doorY, m.w, m.doorH);
    }
    this.ball.setPosition(r.x, top + r.y);
    const a = this.aimLine.clear();
    if (r.ready || r.power > 0) {
      const [ux, uy] = unitOfAim(r.aim);
      const length = 30 + (r.power / POWERS) * 90;
      a.lineStyle(3, 0xffffff, 0.85).lineBetween(r.x, top + r.y, r.x + ux * length, top + r.y + uy * length);
      a.fillStyle(0x000000, 0.5).fillRect(COURSE.x, top + COURSE.y + COURSE.h + 10, 200, 12);
      a.fillStyle(0xffa300, 1).fillRect(COURSE.x, top + COURSE.y + COURSE.h + 10, (200 * r.power) / POWERS, 12);
    }
  }

  private report(event: GolfEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (event.type === 'shot_taken' && sounds.putt) playSfx(this, sounds.putt);
    if ((event.type === 'ball_bounced' || event.type === 'windmill_blocked') && sounds.bounce)
      playSfx(this, sounds.bounce);
    if (event.type === 'hole_completed') {
      if (sounds.drop) playSfx(this, sounds.drop);
      this.addScore(Math.max(10, HOLE_SCORE - 20 * Math.max(0, event.strokes - event.par)), 'hole');
      const word = event.strokes === 1 ? 'Hole in one!' : `${event.strokes} strokes (par ${event.par})`;
      this.showBanner(`Hole ${event.hole}: ${word}`, 800);
    } else if (event.type === 'course_completed') this.completeLevel();
  }
}
