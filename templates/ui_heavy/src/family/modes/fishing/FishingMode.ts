// Fishing mode: the angler casts into the water (a hole in the ice when it is frozen), the float dips when a fish
// bites, and Space (or a click) hooks it; then a tension marker sweeps a bar and each press inside the green zone
// reels the fish in a pull closer. The sun sinks toward the horizon on the game clock: the catch must be landed
// before it sets. The flow is a state machine: intro -> fishing -> landed | sunset.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import type { FishingLevel } from '../../content.ts';
import { FISHING_FLOW, FishingTrip, type TripEvent } from './fishing.ts';
import { StateMachine } from '../../machine.ts';
import type { ModeRunner, UiHost } from '../../host.ts';

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Screen regions of the fishing mode, from the game size (800x600 by default). */
export function fishingLayout(width: number, height: number) {
  return {
    sky: { top: 80, horizon: Math.round(height * 0.38) },
    angler: { x: Math.round(width * 0.3), y: Math.round(height * 0.5), maxHeight: 150 },
    hole: { x: Math.round(width * 0.58), y: Math.round(height * 0.6) },
    bar: { x: Math.round(width * 0.6), y: Math.round(height * 0.645), width: Math.round(width * 0.35), height: 18 },
    catchRow: { x: 60, y: Math.round(height * 0.65) },
    box: { x: 40, y: Math.round(height * 0.7), width: width - 80, height: 92, fontSize: 18 },
    buttonsTop: Math.round(height * 0.7) + 128,
  };
}

export class FishingMode implements ModeRunner {
  readonly machine = new StateMachine('fishing', FISHING_FLOW);
  private readonly host: UiHost;
  private readonly level: FishingLevel;
  private readonly trip: FishingTrip;
  private readonly layout: ReturnType<typeof fishingLayout>;
  private readonly dusk: Phaser.GameObjects.Rectangle;
  private readonly sun: Phaser.GameObjects.Arc;
  private readonly line: Phaser.GameObjects.Graphics;
  private readonly float: Phaser.GameObjects.Arc;
  private readonly alert: Phaser.GameObjects.Text;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly tip: { x: number; y: number };
  private hooked = 0;
  private sunShown = -1;

  constructor(host: UiHost, level: FishingLevel) {
    this.host = host;
    this.level = level;
    this.trip = new FishingTrip(level);
    const scene = host.scene;
    const layout = fishingLayout(host.screenWidth, host.screenHeight);
    this.layout = layout;
    this.sun = scene.add.circle(0, 0, 26, 0xffcd75).setStrokeStyle(3, 0xef7d57);
    // The evening light: an orange-to-dark veil that thickens as the sun goes down.
    this.dusk = scene.add.rectangle(0, 0, host.screenWidth, layout.sky.horizon, 0x5d275d, 0).setOrigin(0, 0);
    const { hole, angler } = layout;
    if (level.frozen) {
      scene.add.ellipse(hole.x, hole.y, 96, 34, 0xf4f4f4).setStrokeStyle(2, 0x94b0c2);
      scene.add.ellipse(hole.x, hole.y + 2, 76, 24, 0x1a3a5a);
    } else scene.add.ellipse(hole.x, hole.y + 2, 120, 30, 0x3b5dc9, 0.5);
    const sprite = scene.textures.exists(level.angler) ? scene.add.sprite(angler.x, angler.y, level.angler, 0) : null;
    sprite?.setScale(Math.min(2, angler.maxHeight / sprite.height));
    if (sprite && scene.anims.exists(`${level.angler}-idle`)) sprite.play(`${level.angler}-idle`);
    scene.add
      .text(angler.x, angler.y - angler.maxHeight / 2 - 12, level.anglerName, {
        ...textStyle(16, gameConfig.ui.accentColor.value),
        stroke: '#000000',
        strokeThickness: 3,
      })
      .setOrigin(0.5);
    this.tip = { x: angler.x + 110, y: angler.y - 70 };
    const rod = scene.add.graphics();
    rod.lineStyle(4, 0x8b5a2b).lineBetween(angler.x + 24, angler.y, this.tip.x, this.tip.y);
    this.line = scene.add.graphics();
    this.float = scene.add.circle(hole.x, hole.y, 7, 0xb13e53).setStrokeStyle(2, 0xf4f4f4).setVisible(false);
    this.alert = scene.add
      .text(hole.x, hole.y - 46, '!', { ...textStyle(34, '#ffcd75'), stroke: '#000000', strokeThickness: 5 })
      .setOrigin(0.5)
      .setVisible(false);
    this.bar = scene.add.graphics();
    this.drawSky();
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
    const keyboard = scene.input.keyboard;
    keyboard?.on('keydown', this.onKey, this);
    scene.input.on('pointerdown', this.act, this);
    scene.events.once('shutdown', () => {
      keyboard?.off('keydown', this.onKey, this);
      scene.input.off('pointerdown', this.act, this);
    });
  }

  start(): void {
    this.machine.start();
  }

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'), 'Start');
        return;
      case 'fishing':
        this.host.choices.clear();
        this.prompt();
        return;
      case 'landed':
        emit('catch_landed', { caught: this.trip.caught, target: this.level.target, timeLeftMs: this.trip.timeLeftMs });
        this.host.after(900, () => this.host.finish('won', `${this.trip.caught} ${this.level.fishName} before sunset`));
        return;
      case 'sunset':
        this.host.after(900, () =>
          this.host.finish(
            'failed',
            `The sun set with ${this.trip.caught} of ${this.level.target} ${this.level.fishName}`,
          ),
        );
        return;
    }
  }

  update(delta: number): void {
    if (this.machine.current !== 'fishing') return;
    this.report(this.trip.advance(delta));
    this.drawSky();
    this.drawLine();
    if (Math.ceil(this.trip.timeLeftMs / 1000) !== this.sunShown) this.prompt();
    if (this.trip.won) this.machine.send('land');
    else if (this.trip.phase === 'done') this.machine.send('sunset');
  }

  private onKey(event: KeyboardEvent): void {
    if (event.code === 'Space') this.act();
  }

  private act(): void {
    if (this.machine.current !== 'fishing') return;
    this.report(this.trip.press());
    this.drawLine();
  }

  private report(events: readonly TripEvent[]): void {
    const { hole } = this.layout;
    for (const e of events) {
      if (e.kind === 'cast') {
        this.host.sfx('sfx-click');
        emit('line_cast', { cast: e.cast });
      } else if (e.kind === 'bite') {
        this.host.sfx('sfx-correct');
        emit('fish_bite', { cast: e.cast });
      } else if (e.kind === 'hooked') {
        this.hooked++;
        emit('fish_hooked', { cast: e.cast });
      } else if (e.kind === 'pull') {
        this.host.floatText(hole.x + 70, hole.y - 30, `Reel ${e.pull}/${e.of}`, gameConfig.choices.correctColor.value);
      } else if (e.kind === 'slip') {
        this.host.sfx('sfx-wrong');
        this.host.floatText(hole.x + 70, hole.y - 30, 'Too tight!', gameConfig.choices.wrongColor.value);
      } else if (e.kind === 'caught') {
        this.landFish(e.caught);
      } else if (e.kind === 'escaped') {
        this.host.sfx('sfx-wrong');
        this.host.floatText(
          hole.x,
          hole.y - 40,
          `The ${this.level.fishName} got away`,
          gameConfig.choices.wrongColor.value,
        );
        emit('fish_escaped', { why: e.why, escaped: this.trip.escaped });
      }
    }
    if (events.length) this.prompt();
  }

  /** A landed fish leaps out of the water and joins the catch row beside the angler. */
  private landFish(caught: number): void {
    const scene = this.host.scene;
    const { hole, catchRow } = this.layout;
    this.host.addScore(gameConfig.quiz.pointsPerAnswer.value, 'fish');
    this.host.sfx('sfx-correct');
    emit('fish_caught', { fish: this.level.fishName, caught, target: this.level.target });
    if (!scene.textures.exists(this.level.fish)) return;
    const fish = scene.add.image(hole.x, hole.y - 10, this.level.fish).setDisplaySize(56, 56);
    const slot = { x: catchRow.x + ((caught - 1) % 10) * 34, y: catchRow.y - Math.floor((caught - 1) / 10) * 30 };
    scene.tweens.add({
      targets: fish,
      y: hole.y - 90,
      duration: 260,
      ease: 'Quad.easeOut',
      yoyo: false,
      onComplete: () =>
        scene.tweens.add({ targets: fish, x: slot.x, y: slot.y, displayWidth: 32, displayHeight: 32, duration: 360 }),
    });
  }

  /** The sun's arc from high in the sky to the horizon, over the time before sunset; the light fades with it. */
  private drawSky(): void {
    const share = Math.min(1, this.trip.elapsedMs / this.level.sunsetMs);
    const { top, horizon } = this.layout.sky;
    const x = 120 + share * (this.host.screenWidth - 240);
    const y = top + 20 + share * share * (horizon - top - 20);
    this.sun.setPosition(x, y).setFillStyle(share > 0.7 ? 0xef7d57 : 0xffcd75);
    this.dusk.setAlpha(share * 0.45);
  }

  /** The line from the rod's tip to the float, the bite's dip and the tension bar while reeling. */
  private drawLine(): void {
    const { hole, bar } = this.layout;
    const phase = this.trip.phase;
    const out = phase === 'waiting' || phase === 'bite' || phase === 'reeling';
    const dip = phase === 'bite' ? 6 : 0;
    this.float.setVisible(out).setPosition(hole.x, hole.y + dip);
    this.alert.setVisible(phase === 'bite');
    this.line.clear();
    if (out) this.line.lineStyle(1, 0xf4f4f4, 0.9).lineBetween(this.tip.x, this.tip.y, hole.x, hole.y + dip);
    this.bar.clear();
    if (phase !== 'reeling') return;
    const zoneW = (bar.width * this.level.zoneWidth) / 100;
    this.bar.fillStyle(0x1a1c2c, 0.85).fillRect(bar.x - 4, bar.y - 4, bar.width + 8, bar.height + 8);
    this.bar
      .fillStyle(0x38b764, 1)
      .fillRect(bar.x + (bar.width * this.trip.zone) / 100 - zoneW / 2, bar.y, zoneW, bar.height);
    this.bar
      .fillStyle(0xf4f4f4, 1)
      .fillRect(bar.x + (bar.width * this.trip.marker) / 100 - 3, bar.y - 6, 6, bar.height + 12);
  }

  private prompt(): void {
    const what: Record<string, string> = {
      ready: 'Press Space to cast the line.',
      waiting: 'Wait for a bite...',
      bite: 'A bite! Press Space to hook it!',
      reeling: `Reel: press Space while the marker is in the green zone (${this.trip.pull}/${this.level.pulls}).`,
      done: '',
    };
    const sun = Math.ceil(this.trip.timeLeftMs / 1000);
    this.sunShown = sun;
    const parts = [
      what[this.trip.phase],
      `${capitalised(this.level.fishName)}: ${this.trip.caught}/${this.level.target}. Sunset in ${sun} s.`,
    ];
    this.host.dialogue.say({ text: parts.filter(Boolean).join('  ') }, { instant: true });
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    return {
      float: this.float.visible ? { x: this.float.x, y: Math.round(this.float.y) } : null,
      sun: { x: Math.round(this.sun.x), y: Math.round(this.sun.y) },
    };
  }

  describeFlags(): Record<string, unknown> {
    return {
      phase: this.trip.phase,
      cue: this.machine.current === 'fishing' ? this.trip.cue : 'wait',
      caught: this.trip.caught,
      target: this.level.target,
      fish: this.level.fishName,
      casts: this.trip.casts,
      hooked: this.hooked,
      escaped: this.trip.escaped,
      marker: this.trip.marker,
      zone: this.trip.zone,
      timeLeftMs: Math.round(this.trip.timeLeftMs),
      frozen: this.level.frozen,
    };
  }

  hudParts(): string[] {
    return [
      `${capitalised(this.level.fishName.slice(0, 10))} ${this.trip.caught}/${this.level.target}`,
      `Sunset ${Math.ceil(this.trip.timeLeftMs / 1000)}s`,
    ];
  }
}
