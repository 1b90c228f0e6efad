// The racing mode on screen, over the pure rules of raceRules.ts: the scene feeds the rules each frame's held keys
// and game time, draws the loop of road in its setting, the start/finish line, the checkpoints and the karts where
// the rules put them, and turns the rules' events into contract events, the HUD's lap and place, and the level's end.
import type Phaser from 'phaser';
import { emit, playSfx, progress, round, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  COUNTDOWN_MS,
  FACINGS,
  RaceRules,
  raceProblems,
  type RaceArt,
  type RaceEvent,
  type RaceGame,
} from './raceRules.ts';

const LAP_SCORE = 100;
const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

export abstract class RaceLevelScene extends BaseLevelScene {
  private rules!: RaceRules;
  private kart!: Phaser.GameObjects.Container;
  private rivalKarts: Phaser.GameObjects.Container[] = [];
  private startLights!: Phaser.GameObjects.Text;
  private kartMoves = 0;
  private artKeys!: RaceArt;

  /** The level's race (laps, the rivals' speeds, the kart's and the setting's names). */
  protected abstract raceGame(info: LevelInfo): RaceGame;

  /** The colours to draw with. */
  protected abstract art(): RaceArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.raceGame(info);
    const problems = raceProblems(game);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    const width = this.scale.width;
    const height = this.scale.height - HUD_HEIGHT;
    this.rules = new RaceRules(game, { width, height });
    this.kartMoves = 0;
    this.drawTrack(width, height);
    const colours = this.artKeys.rivalColours;
    this.rivalKarts = this.rules.rivals.map((_, i) => this.kartFigure(colours[i % colours.length]!, false));
    this.kart = this.kartFigure(this.artKeys.kartColour, true);
    const style = { fontSize: '56px', color: '#fff1e8', fontStyle: 'bold', stroke: '#000000', strokeThickness: 6 };
    this.startLights = this.add
      .text(width / 2, HUD_HEIGHT + height / 2, '3', style)
      .setOrigin(0.5)
      .setDepth(8);
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const held = (action: string) => this.controls.isDown(action);
    const turn = (held('right') ? 1 : 0) - (held('left') ? 1 : 0);
    if (this.rules.racing && (held('up') || turn !== 0)) this.kartMoves++;
    const events = this.rules.update(delta, { throttle: held('up'), brake: held('down'), turn });
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    const r = this.rules;
    return { x: round(r.x), y: round(HUD_HEIGHT + r.y), vx: 0, vy: 0, hp: progress.lives };
  }

  override describeEntities(): Record<string, unknown> {
    return {
      rivals: this.rules.rivals.map((r) => ({
        x: round(r.x),
        y: round(HUD_HEIGHT + r.y),
        lap: Math.min(this.rules.game.laps, Math.floor(this.rules.rivalProgress(r) / this.loop()) + 1),
        finished: r.finished,
      })),
    };
  }

  override describeFlags(): Record<string, unknown> {
    const r = this.rules;
    return {
      mode: 'race',
      levelId: this.levelInfo().id,
      vehicle: r.game.vehicle,
      setting: r.game.setting,
      laps: r.game.laps,
      lap: r.lap,
      lapsDone: r.lapsDone,
      rivals: r.rivals.length,
      position: r.position,
      checkpoint: r.checkpoints,
      racing: r.racing,
      finished: r.finished,
      kartX: round(r.x),
      kartY: round(r.y),
      facing: r.facing,
      speed: round(r.speed),
      terrain: r.terrainAt(r.x, r.y),
      kartMoves: this.kartMoves,
      clockMs: r.clockMs,
    };
  }

  override hudLines(): string[] {
    const r = this.rules;
    return [`Lap ${r.lap}/${r.game.laps}`, `Position ${r.position}/${r.rivals.length + 1}`];
  }

  private loop(): number {
    const t = this.rules.track;
    return 2 * (t.right - t.left + (t.bottom - t.top));
  }

  /** Ground, sea, the loop of road (a rounded band round the centreline), the line, checkpoints and scenery. */
  private drawTrack(width: number, height: number): void {
    const top = HUD_HEIGHT;
    const t = this.rules.track;
    const art = this.artKeys;
    const g = this.add.graphics().setDepth(-4);
    g.fillStyle(art.ground, 1).fillRect(0, top, width, height);
    if (art.sea !== undefined && Number.isFinite(t.waterY)) {
      g.fillStyle(art.sea, 1).fillRect(0, top + t.waterY, width, height - t.waterY);
      g.lineStyle(3, 0xfff1e8, 0.7);
      for (let x = 10; x < width; x += 60) g.lineBetween(x, top + t.waterY + 14, x + 30, top + t.waterY + 14);
      for (let x = 40; x < width; x += 60) g.lineBetween(x, top + t.waterY + 34, x + 26, top + t.waterY + 34);
      g.fillStyle(0xfff1e8, 0.8).fillRect(0, top + t.waterY - 2, width, 4);
    }
    // The road: every point within `half` of the centreline rectangle (rounded outside, square inside).
    const h = t.half;
    g.fillStyle(art.road, 1);
    g.fillRoundedRect(t.left - h, top + t.top - h, t.right - t.left + 2 * h, t.bottom - t.top + 2 * h, h);
    g.fillStyle(art.ground, 1);
    g.fillRect(t.left + h, top + t.top + h, t.right - t.left - 2 * h, t.bottom - t.top - 2 * h);
    // Kerbs along the inner edge.
    g.lineStyle(4, 0xfff1e8, 0.9);
    g.strokeRect(t.left + h, top + t.top + h, t.right - t.left - 2 * h, t.bottom - t.top - 2 * h);
    // The start/finish line: a chequered strip across the top straight.
    const cell = 10;
    for (let i = 0; i < (2 * h) / cell; i++)
      for (let j = 0; j < 2; j++) {
        g.fillStyle((i + j) % 2 === 0 ? 0xffffff : 0x000000, 1);
        g.fillRect(t.startX + j * cell - cell, top + t.top - h + i * cell, cell, cell);
      }
    // Checkpoints: faint dashes across the road at a quarter, half and three quarters of the lap.
    g.lineStyle(3, 0xffec27, 0.55);
    g.lineBetween(t.right - h, top + (t.top + t.bottom) / 2, t.right + h, top + (t.top + t.bottom) / 2);
    g.lineBetween(t.startX, top + t.bottom - h, t.startX, top + t.bottom + h);
    g.lineBetween(t.left - h, top + (t.top + t.bottom) / 2, t.left + h, top + (t.top + t.bottom) / 2);
    this.drawScenery(g, top, t.left + h + 30, t.top + h + 30, t.right - h - 30, t.bottom - h - 30);
  }

  private drawScenery(g: Phaser.GameObjects.Graphics, top: number, x0: number, y0: number, x1: number, y1: number) {
    const spots = [0.1, 0.5, 0.9].flatMap((fx) => [0.15, 0.85].map((fy) => [fx, fy] as const));
    for (const [fx, fy] of spots) {
      const x = x0 + (x1 - x0) * fx;
      const y = top + y0 + (y1 - y0) * fy;
      const kind = this.artKeys.scenery;
      if (kind === 'palms') {
        g.fillStyle(0x8b5a2b, 1).fillRect(x - 3, y - 4, 6, 22);
        g.fillStyle(0x00a651, 1);
        for (const [dx, dy] of [
          [-12, -6],
          [12, -6],
          [0, -12],
          [-8, 2],
          [8, 2],
        ] as const)
          g.fillEllipse(x + dx, y + dy, 20, 9);
      } else if (kind === 'cacti') {
        g.fillStyle(0x2e8b57, 1).fillRect(x - 4, y - 16, 8, 32);
        g.fillRect(x - 14, y - 6, 6, 14).fillRect(x + 8, y - 10, 6, 12);
      } else if (kind === 'snowmen') {
        g.fillStyle(0xffffff, 1)
          .fillCircle(x, y + 6, 11)
          .fillCircle(x, y - 10, 8);
      } else if (kind === 'buildings') {
        g.fillStyle(0x5f574f, 1).fillRect(x - 16, y - 20, 32, 40);
        g.fillStyle(0xffec27, 0.8)
          .fillRect(x - 10, y - 14, 6, 6)
          .fillRect(x + 4, y - 14, 6, 6);
      } else {
        g.fillStyle(0x8b5a2b, 1).fillRect(x - 3, y, 6, 14);
        g.fillStyle(0x1e7a32, 1).fillCircle(x, y - 4, 14);
      }
    }
  }

  /** A go-kart seen from above, facing east: a low body, four fat wheels, a bumper and the driver's helmet. */
  private kartFigure(colour: number, player: boolean): Phaser.GameObjects.Container {
    const parts = [
      ...[
        [-8, -9],
        [8, -9],
        [-8, 9],
        [8, 9],
      ].map(([x, y]) => this.add.rectangle(x!, y!, 9, 5, 0x1d1d1d)),
      this.add.rectangle(0, 0, 24, 13, colour).setStrokeStyle(player ? 2 : 1, 0xffffff, player ? 0.95 : 0.5),
      this.add.rectangle(13, 0, 3, 15, 0x333333),
      this.add.circle(-2, 0, 5, player ? 0xfff1e8 : 0xc2c3c7).setStrokeStyle(1, 0x000000, 0.6),
    ];
    return this.add.container(0, 0, parts).setDepth(player ? 5 : 4);
  }

  private draw(): void {
    const top = HUD_HEIGHT;
    const r = this.rules;
    const angle = (f: number) => (f * 360) / FACINGS;
    this.kart.setPosition(r.x, top + r.y).setAngle(angle(r.facing));
    r.rivals.forEach((rival, i) => {
      this.rivalKarts[i]?.setPosition(rival.x, top + rival.y).setAngle(angle(rival.facing));
    });
    const left = COUNTDOWN_MS - r.clockMs;
    this.startLights.setVisible(left > -600);
    this.startLights.setText(left > 0 ? String(Math.ceil(left / (COUNTDOWN_MS / 3))) : 'GO!');
  }

  private report(event: RaceEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (event.type === 'lap_completed') {
      if (sounds.lap) playSfx(this, sounds.lap);
      this.addScore(LAP_SCORE, 'lap');
      if (event.lap < event.laps) this.showBanner(`Lap ${event.lap + 1}/${event.laps}`, 900);
    } else if (event.type === 'race_finished') {
      if (event.won) this.completeLevel();
      else this.failLevel(`Finished ${ordinal(event.position)}`);
    }
  }
}
