// The lane-crossing mode on screen, over the pure rules of laneRules.ts: the scene draws the kerbs, the road's lanes
// and their traffic, and the hero on its grid; it feeds the rules the hero's steps and game time, and turns the rules'
// events into contract events, lives, score and the level's end.
import type Phaser from 'phaser';
import { emit, playSfx, progress, round, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  COL_WIDTH,
  LaneRules,
  laneProblems,
  ROW_HEIGHT,
  vehicleX,
  type LaneEvent,
  type LaneGame,
} from './laneRules.ts';

/** Texture keys of the hero and of each vehicle kind (by name), and the sounds. */
export interface LaneArt {
  hero: string;
  vehicles: Record<string, string>;
  sounds?: { hop?: string; hit?: string; crossed?: string };
}

const CROSSING_SCORE = 50;
const DIRECTIONS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const;
const VEHICLE_HEIGHT = 36;

export abstract class LanesLevelScene extends BaseLevelScene {
  private rules!: LaneRules;
  private artKeys!: LaneArt;
  private hero!: Phaser.GameObjects.Image;
  private traffic: Phaser.GameObjects.Image[][] = [];

  /** The level's lanes, traffic and crossings. */
  protected abstract laneGame(info: LevelInfo): LaneGame;

  protected abstract art(): LaneArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.laneGame(info);
    const field = { width: this.scale.width, height: this.scale.height - HUD_HEIGHT };
    const problems = laneProblems(game, field);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    this.rules = new LaneRules(game, field);
    const { rows, top } = this.rules.layout;
    const y = (row: number) => HUD_HEIGHT + top + row * ROW_HEIGHT;
    // The kerbs are pavement; the road is dark with dashed lines between its lanes.
    this.add.rectangle(0, y(0), field.width, ROW_HEIGHT, 0x00875a).setOrigin(0, 0).setDepth(-2);
    this.add
      .rectangle(0, y(rows - 1), field.width, ROW_HEIGHT, 0x8a8f98)
      .setOrigin(0, 0)
      .setDepth(-2);
    this.add
      .rectangle(0, y(1), field.width, game.lanes.length * ROW_HEIGHT, 0x303039)
      .setOrigin(0, 0)
      .setDepth(-2);
    const dashes = this.add.graphics().setDepth(-1);
    dashes.fillStyle(0xfff1e8, 0.7);
    for (let lane = 1; lane < game.lanes.length; lane++)
      for (let x = 10; x < field.width; x += 60) dashes.fillRect(x, y(1 + lane) - 2, 30, 4);
    this.traffic = game.lanes.map((lane) => {
      const kind = game.vehicles[lane.kind]!;
      const key = this.artKeys.vehicles[kind.name] ?? Object.values(this.artKeys.vehicles)[0]!;
      return lane.at.map(() =>
        this.add
          .image(0, 0, key)
          .setDisplaySize(kind.length, VEHICLE_HEIGHT)
          .setFlipX(lane.direction < 0)
          .setDepth(3),
      );
    });
    this.hero = this.add.image(0, 0, this.artKeys.hero).setDisplaySize(34, 34).setDepth(5);
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const events: LaneEvent[] = [];
    for (const [action, [dx, dy]] of Object.entries(DIRECTIONS))
      if (this.controls.justPressed(action)) {
        events.push(...this.rules.tryMove(dx, dy));
        break;
      }
    events.push(...this.rules.update(delta));
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    const r = this.rules;
    const y = HUD_HEIGHT + r.layout.top + r.hero.row * ROW_HEIGHT + ROW_HEIGHT / 2;
    return { x: round(r.heroX()), y, vx: 0, vy: 0, hp: progress.lives };
  }

  override describeEntities(): Record<string, unknown> {
    return { vehicles: this.traffic.reduce((n, lane) => n + lane.length, 0) };
  }

  override describeFlags(): Record<string, unknown> {
    const r = this.rules;
    const shown: Record<string, number> = {};
    for (const lane of r.game.lanes) {
      const name = r.game.vehicles[lane.kind]!.name;
      shown[name] = (shown[name] ?? 0) + lane.at.length;
    }
    return {
      mode: 'lanes',
      levelId: this.levelInfo().id,
      lanes: r.game.lanes.length,
      lane: r.lane,
      heroCol: r.hero.col,
      crossings: r.crossings,
      crossingsNeeded: r.game.crossings,
      hits: r.hits,
      vehicles: shown,
      clockMs: r.clockMs,
    };
  }

  override hudLines(): string[] {
    return [`Crossed ${this.rules.crossings}/${this.rules.game.crossings}`];
  }

  private draw(): void {
    const r = this.rules;
    const y = (row: number) => HUD_HEIGHT + r.layout.top + row * ROW_HEIGHT + ROW_HEIGHT / 2;
    r.game.lanes.forEach((lane, index) => {
      const at = y(index + 1);
      this.traffic[index]?.forEach((image, i) => {
        image.setPosition(vehicleX(lane, i, r.clockMs, r.layout.loop), at);
      });
    });
    this.hero.setPosition(r.layout.left + r.hero.col * COL_WIDTH + COL_WIDTH / 2, y(r.hero.row));
  }

  private report(event: LaneEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (event.type === 'hopped' && sounds.hop) playSfx(this, sounds.hop);
    else if (event.type === 'crossed') {
      if (sounds.crossed) playSfx(this, sounds.crossed);
      this.addScore(CROSSING_SCORE, 'crossing');
    } else if (event.type === 'all_crossed') this.completeLevel();
    else if (event.type === 'hit') {
      if (sounds.hit) playSfx(this, sounds.hit);
      this.cameras.main.shake(160, 0.01);
      // A hit costs a life and sends the hero back to the start kerb; the last life ends the game.
      if (progress.lives <= 1) this.failLevel(`Hit by a ${event.by}!`);
      else {
        progress.lives -= 1;
        emit('life_lost', { cause: event.by, livesLeft: progress.lives });
        const left = `${progress.lives} ${progress.lives === 1 ? 'life' : 'lives'} left`;
        this.showBanner(`Hit by a ${event.by}! ${left}`, 1200);
      }
    }
  }
}
