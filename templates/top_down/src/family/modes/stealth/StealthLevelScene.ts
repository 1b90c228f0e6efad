// The stealth mode on screen, over the pure rules of stealthRules.ts: the scene draws the map on the family's tileset,
// the guards on their patrols with their view cones, the loot on its plinth and the exit; it feeds the rules the
// hero's steps and game time, and turns the rules' events into contract events, lives, score and the level's end.
import type Phaser from 'phaser';
import { emit, playSfx, progress, type LevelInfo, type PlayerSnapshot } from '../../../core/index.ts';
import { BaseLevelScene } from '../../../core/scenes/BaseLevelScene.ts';
import { HUD_HEIGHT } from '../../levelMap.ts';
import {
  guardAt,
  StealthRules,
  stealthProblems,
  viewCones,
  type StealthEvent,
  type StealthGame,
} from './stealthRules.ts';
import { buildTerrain } from '../../world.ts';

/** Texture keys of the hero, a guard, the loot and the exit, a floor-walls tileset, the loot's name and sounds. */
export interface StealthArt {
  hero: string;
  guard: string;
  loot: string;
  exit: string;
  tileset: string;
  lootName: string;
  sounds?: { step?: string; loot?: string; seen?: string };
}

const CELL = 32;
const LOOT_SCORE = 100;
/** A held direction key repeats its step after this long, then at this interval. */
const REPEAT_FIRST_MS = 260;
const REPEAT_MS = 170;
const DIRECTIONS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const;

export abstract class StealthLevelScene extends BaseLevelScene {
  private rules!: StealthRules;
  private artKeys!: StealthArt;
  private hero!: Phaser.GameObjects.Image;
  private guards: Phaser.GameObjects.Image[] = [];
  private loot!: Phaser.GameObjects.Image;
  private cones!: Phaser.GameObjects.Graphics;
  private repeatAt = 0;

  /** The level's map, loot, exit and guard patrols. */
  protected abstract stealthGame(info: LevelInfo): StealthGame;

  protected abstract art(): StealthArt;

  protected override buildLevel(info: LevelInfo): void {
    const game = this.stealthGame(info);
    const problems = stealthProblems(game);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.artKeys = this.art();
    this.rules = new StealthRules(game);
    const map = this.rules.map;
    // The map has no low obstacles, so no low art is drawn.
    buildTerrain(this, map, 'tilemap', { tileset: this.artKeys.tileset, low: '' }, CELL);
    // The map sits centred below the HUD bar.
    const free = this.scale.height - HUD_HEIGHT;
    this.cameras.main.setScroll(
      -Math.round((this.scale.width - map.cols * CELL) / 2),
      -Math.round(HUD_HEIGHT + (free - map.rows * CELL) / 2),
    );
    const at = (c: { col: number; row: number }) => ({ x: c.col * CELL + CELL / 2, y: c.row * CELL + CELL / 2 });
    this.cones = this.add.graphics().setDepth(2);
    const plinth = at(game.loot);
    this.add
      .rectangle(plinth.x, plinth.y + 6, CELL - 6, 12, 0xc2c3c7)
      .setStrokeStyle(2, 0x5f574f)
      .setDepth(3);
    this.loot = this.add
      .image(plinth.x, plinth.y - 2, this.artKeys.loot)
      .setDisplaySize(22, 22)
      .setDepth(4);
    const exit = at(game.exit);
    this.add.image(exit.x, exit.y, this.artKeys.exit).setDisplaySize(CELL, CELL).setDepth(1);
    this.guards = game.guards.map(() => this.add.image(0, 0, this.artKeys.guard).setDisplaySize(28, 28).setDepth(6));
    this.hero = this.add.image(0, 0, this.artKeys.hero).setDisplaySize(28, 28).setDepth(7);
    this.repeatAt = 0;
    this.draw();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const events: StealthEvent[] = [];
    let pressed = false;
    for (const [action, [dx, dy]] of Object.entries(DIRECTIONS)) {
      if (!this.controls.justPressed(action)) continue;
      events.push(...this.rules.tryMove(dx, dy));
      this.repeatAt = this.rules.clockMs + REPEAT_FIRST_MS;
      pressed = true;
      break;
    }
    if (!pressed && this.rules.clockMs >= this.repeatAt) {
      const held = Object.entries(DIRECTIONS).find(([action]) => this.controls.isDown(action));
      if (held) {
        events.push(...this.rules.tryMove(held[1][0], held[1][1]));
        this.repeatAt = this.rules.clockMs + REPEAT_MS;
      }
    }
    events.push(...this.rules.update(delta));
    this.draw();
    for (const event of events) this.report(event);
  }

  protected override freezeLevel(): void {
    this.draw();
  }

  override describePlayer(): PlayerSnapshot {
    const h = this.rules.hero;
    return { x: h.col * CELL + CELL / 2, y: h.row * CELL + CELL / 2, vx: 0, vy: 0, hp: progress.lives };
  }

  override describeEntities(): Record<string, unknown> {
    return {
      guards: this.rules.game.guards.map((g) => guardAt(g, this.rules.clockMs).cell),
      loot: this.rules.lootTaken ? null : this.rules.game.loot,
    };
  }

  override describeFlags(): Record<string, unknown> {
    const r = this.rules;
    return {
      mode: 'stealth',
      levelId: this.levelInfo().id,
      guards: r.game.guards.length,
      seen: r.seen,
      lootTaken: r.lootTaken,
      loot: this.artKeys.lootName,
      heroCol: r.hero.col,
      heroRow: r.hero.row,
      moves: r.moves,
      clockMs: r.clockMs,
    };
  }

  override hudLines(): string[] {
    const name = this.artKeys.lootName;
    return [this.rules.lootTaken ? `${name} taken: reach the exit` : `Steal the ${name}`, `Seen ${this.rules.seen}`];
  }

  private draw(): void {
    const r = this.rules;
    this.cones.clear();
    const cones = viewCones(r.game, r.map, r.clockMs);
    this.cones.fillStyle(0xffec27, 0.28);
    for (const cone of cones) for (const c of cone) this.cones.fillRect(c.col * CELL, c.row * CELL, CELL, CELL);
    r.game.guards.forEach((guard, i) => {
      const { cell, facing } = guardAt(guard, r.clockMs);
      this.guards[i]?.setPosition(cell.col * CELL + CELL / 2, cell.row * CELL + CELL / 2).setFlipX(facing.col < 0);
    });
    this.loot.setVisible(!r.lootTaken);
    this.hero.setPosition(r.hero.col * CELL + CELL / 2, r.hero.row * CELL + CELL / 2);
  }

  private report(event: StealthEvent): void {
    const { type, ...detail } = event;
    emit(type, detail);
    const sounds = this.artKeys.sounds ?? {};
    if (event.type === 'hero_moved' && sounds.step) playSfx(this, sounds.step);
    else if (event.type === 'loot_taken') {
      if (sounds.loot) playSfx(this, sounds.loot);
      this.addScore(LOOT_SCORE, this.artKeys.lootName);
    } else if (event.type === 'escaped') this.completeLevel();
    else if (event.type === 'seen') {
      if (sounds.seen) playSfx(this, sounds.seen);
      this.cameras.main.flash(160, 255, 236, 39);
      // Being seen costs a life and sends the hero back to the start; the last life ends the game.
      if (progress.lives <= 1) this.failLevel('Seen by a guard!');
      else {
        progress.lives -= 1;
        emit('life_lost', { cause: 'seen', livesLeft: progress.lives });
        this.showBanner(`Seen by a guard! ${progress.lives} ${progress.lives === 1 ? 'life' : 'lives'} left`, 1200);
      }
    }
  }
}
