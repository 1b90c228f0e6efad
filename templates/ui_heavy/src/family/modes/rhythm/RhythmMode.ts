// Rhythm mode: notes scroll down 3-4 lanes to a hit line over a beat grid at the song's tempo; each lane has a key
// (a click on the lane works too). A press near a note's time hits it (perfect or good), a note let past is missed
// and breaks the combo. The performer stands beside the lanes and plays on every hit. The song is won when it ends
// at the target accuracy, lost at too many misses. The flow is a state machine: intro -> playing -> cleared | failed.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import type { RhythmLevel } from '../../content.ts';
import { StateMachine } from '../../machine.ts';
import { RHYTHM_FLOW, RhythmSong, type RhythmEvent } from './rhythm.ts';
import type { ModeRunner, UiHost } from '../../host.ts';

const LANE_COLOURS = [0xef7d57, 0xffcd75, 0x73eff7, 0xa7f070];
const LANE_WIDTH = 78;

/** Screen regions of the rhythm mode, from the game size (800x600 by default). */
export function rhythmLayout(width: number, height: number) {
  const lanesRight = width - 60;
  return {
    topY: 92,
    hitY: Math.round(height * 0.6),
    lanesRight,
    performer: { x: Math.round(width * 0.2), y: Math.round(height * 0.4), maxHeight: 190 },
    box: { x: 40, y: Math.round(height * 0.7), width: width - 80, height: 92, fontSize: 18 },
    buttonsTop: Math.round(height * 0.7) + 128,
  };
}

export class RhythmMode implements ModeRunner {
  readonly machine = new StateMachine('rhythm', RHYTHM_FLOW);
  private readonly host: UiHost;
  private readonly level: RhythmLevel;
  private readonly song: RhythmSong;
  private readonly layout: ReturnType<typeof rhythmLayout>;
  private readonly left: number;
  private readonly grid: Phaser.GameObjects.Graphics;
  private readonly notesDrawn: Phaser.GameObjects.Graphics;
  private readonly flashes: Phaser.GameObjects.Rectangle[];
  private readonly performer: Phaser.GameObjects.Sprite | null;
  private readonly beatMs: number;

  constructor(host: UiHost, level: RhythmLevel) {
    this.host = host;
    this.level = level;
    this.song = new RhythmSong(level.notes, { perfectMs: level.perfectMs, goodMs: level.goodMs });
    this.layout = rhythmLayout(host.screenWidth, host.screenHeight);
    this.beatMs = 60000 / level.bpm;
    const scene = host.scene;
    const lanes = level.keys.length;
    this.left = this.layout.lanesRight - lanes * LANE_WIDTH;
    const { topY, hitY } = this.layout;
    scene.add.rectangle(this.left - 4, topY, lanes * LANE_WIDTH + 8, hitY - topY + 40, 0x1a1c2c, 0.94).setOrigin(0, 0);
    this.flashes = level.keys.map((_, i) =>
      scene.add.rectangle(this.laneX(i), (topY + hitY) / 2, LANE_WIDTH - 6, hitY - topY, LANE_COLOURS[i]!, 0.12),
    );
    this.grid = scene.add.graphics();
    this.notesDrawn = scene.add.graphics();
    scene.add.rectangle(this.left + (lanes * LANE_WIDTH) / 2, hitY, lanes * LANE_WIDTH, 4, 0xf4f4f4);
    level.keys.forEach((key, i) => {
      scene.add.circle(this.laneX(i), hitY, 20).setStrokeStyle(3, LANE_COLOURS[i]!);
      scene.add
        .text(this.laneX(i), hitY + 28, key.toUpperCase(), textStyle(20, gameConfig.ui.textColor.value))
        .setOrigin(0.5);
    });
    const spot = this.layout.performer;
    this.performer = scene.textures.exists(level.performer)
      ? scene.add.sprite(spot.x, spot.y, level.performer, 0)
      : null;
    this.performer?.setScale(Math.min(2, spot.maxHeight / this.performer.height));
    scene.add
      .text(
        spot.x,
        spot.y + spot.maxHeight / 2 + 14,
        level.performerName,
        textStyle(18, gameConfig.ui.accentColor.value),
      )
      .setOrigin(0.5);
    scene.add.text(spot.x, topY, `${level.bpm} BPM`, textStyle(22, gameConfig.ui.textColor.value)).setOrigin(0.5, 0);
    this.draw();
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
    const keyboard = scene.input.keyboard;
    keyboard?.on('keydown', this.onKey, this);
    scene.input.on('pointerdown', this.onPointer, this);
    scene.events.once('shutdown', () => {
      keyboard?.off('keydown', this.onKey, this);
      scene.input.off('pointerdown', this.onPointer, this);
    });
  }

  start(): void {
    this.machine.start();
  }

  private laneX(lane: number): number {
    return this.left + lane * LANE_WIDTH + LANE_WIDTH / 2;
  }

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'), 'Start');
        return;
      case 'playing':
        this.host.choices.clear();
        this.prompt();
        return;
      case 'cleared':
        emit('song_cleared', {
          accuracy: this.song.accuracy,
          hits: this.song.hits,
          missed: this.song.missed,
          bestCombo: this.song.bestCombo,
        });
        this.host.after(600, () => this.host.finish('won', `${this.song.accuracy}% accuracy`));
        return;
      case 'failed': {
        const why =
          this.song.missed >= this.level.maxMisses
            ? `${this.song.missed} notes missed`
            : `${this.song.accuracy}% of ${this.level.targetAccuracy}% needed`;
        this.host.after(600, () => this.host.finish('failed', why));
        return;
      }
    }
  }

  update(delta: number): void {
    if (this.machine.current !== 'playing') return;
    for (const event of this.song.advance(delta)) this.report(event);
    this.draw();
    if (this.song.missed >= this.level.maxMisses) this.machine.send('fail');
    else if (this.song.over) this.machine.send(this.song.accuracy >= this.level.targetAccuracy ? 'clear' : 'fail');
  }

  private onKey(event: KeyboardEvent): void {
    const lane = this.level.keys.indexOf(event.key.toLowerCase());
    if (lane >= 0) this.strike(lane);
  }

  private onPointer(pointer: Phaser.Input.Pointer): void {
    const lane = Math.floor((pointer.x - this.left) / LANE_WIDTH);
    if (
      pointer.y >= this.layout.topY &&
      pointer.y <= this.layout.hitY + 40 &&
      lane >= 0 &&
      lane < this.level.keys.length
    )
      this.strike(lane);
  }

  private strike(lane: number): void {
    if (this.machine.current !== 'playing') return;
    const flash = this.flashes[lane]!;
    flash.setAlpha(0.5);
    this.host.scene.tweens.add({ targets: flash, alpha: 0.12, duration: 160 });
    const hit = this.song.press(lane);
    if (hit) this.report(hit);
  }

  private report(event: RhythmEvent): void {
    const x = this.laneX(event.lane);
    if (event.kind === 'hit') {
      this.host.addScore(event.timing === 'perfect' ? 100 : 50, 'note');
      this.host.sfx('sfx-correct');
      this.host.floatText(x, this.layout.hitY - 34, event.timing.toUpperCase(), gameConfig.choices.correctColor.value);
      emit('note_hit', {
        lane: event.lane,
        timing: event.timing,
        offsetMs: event.offsetMs,
        combo: event.combo,
        hits: this.song.hits,
        of: this.level.notes.length,
      });
      this.playPerformer();
    } else {
      this.host.sfx('sfx-wrong');
      this.host.floatText(x, this.layout.hitY - 34, 'MISS', gameConfig.choices.wrongColor.value);
      emit('note_missed', { lane: event.lane, brokeCombo: event.brokeCombo, missed: this.song.missed });
    }
    this.prompt();
  }

  /** The performer plays on a hit: the talk frames and a quick bounce. */
  private playPerformer(): void {
    const sprite = this.performer;
    if (!sprite) return;
    const anim = `${this.level.performer}-talk`;
    if (this.host.scene.anims.exists(anim)) sprite.play(anim, true);
    const scale = Math.min(2, this.layout.performer.maxHeight / sprite.height);
    this.host.scene.tweens.killTweensOf(sprite);
    sprite.setScale(scale * 1.08);
    this.host.scene.tweens.add({ targets: sprite, scale, duration: 140, ease: 'Quad.easeOut' });
  }

  /** The beat grid and the notes where the song clock has them: a note reaches the hit line at its time. */
  private draw(): void {
    const { topY, hitY } = this.layout;
    const now = this.song.songMs;
    const pxPerMs = (hitY - topY) / this.level.scrollMs;
    const width = this.level.keys.length * LANE_WIDTH;
    this.grid.clear();
    for (
      let beat = Math.max(0, Math.floor(now / this.beatMs));
      beat * this.beatMs <= now + this.level.scrollMs;
      beat++
    ) {
      const y = hitY - (beat * this.beatMs - now) * pxPerMs;
      const bar = beat % 4 === 0;
      this.grid.lineStyle(bar ? 2 : 1, 0x94b0c2, bar ? 0.7 : 0.3).lineBetween(this.left, y, this.left + width, y);
    }
    this.notesDrawn.clear();
    this.level.notes.forEach((note, i) => {
      if (!this.song.pending(i)) return;
      const y = hitY - (note.at - now) * pxPerMs;
      if (y < topY || y > hitY + 40) return;
      this.drawNote(this.laneX(note.lane), y, LANE_COLOURS[note.lane]!);
    });
  }

  /** A music note: a round head on the line's place, its stem and flag. */
  private drawNote(x: number, y: number, colour: number): void {
    const g = this.notesDrawn;
    g.fillStyle(colour, 1).fillEllipse(x - 4, y, 26, 20);
    g.lineStyle(2, 0x1a1c2c, 1).strokeEllipse(x - 4, y, 26, 20);
    g.fillStyle(colour, 1).fillRect(x + 6, y - 30, 4, 30);
    g.fillTriangle(x + 10, y - 30, x + 22, y - 20, x + 10, y - 18);
  }

  private prompt(): void {
    const keys = this.level.keys.map((k) => k.toUpperCase()).join(' ');
    this.host.dialogue.say(
      {
        text:
          `Press ${keys} as the notes cross the line. ` +
          `${this.level.targetAccuracy}% accuracy wins; ${this.level.maxMisses} misses end the song.`,
      },
      { instant: true },
    );
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    const { topY, hitY } = this.layout;
    const pxPerMs = (hitY - topY) / this.level.scrollMs;
    const shown = this.level.notes.flatMap((note, i) => {
      const y = Math.round(hitY - (note.at - this.song.songMs) * pxPerMs);
      return this.song.pending(i) && y >= topY && y <= hitY + 40
        ? [{ lane: note.lane, x: this.laneX(note.lane), y }]
        : [];
    });
    return { notes: shown };
  }

  describeFlags(): Record<string, unknown> {
    return {
      bpm: this.level.bpm,
      bars: this.level.bars,
      lanes: this.level.keys.length,
      songMs: Math.round(this.song.songMs),
      notes: this.level.notes.length,
      notesHit: this.song.hits,
      notesMissed: this.song.missed,
      perfect: this.song.perfect,
      good: this.song.good,
      combo: this.song.combo,
      bestCombo: this.song.bestCombo,
      accuracy: this.song.accuracy,
      targetAccuracy: this.level.targetAccuracy,
    };
  }

  hudParts(): string[] {
    return [`Combo ${this.song.combo}`, `${this.song.accuracy}%`];
  }
}
