// Typing defence mode: words fall on meteors toward the city at the bottom; typing a word in full destroys its
// meteor, a meteor reaching the ground hits the city. The round is won when every word has fallen with the city
// still standing, lost when its health runs out. The flow is a state machine: intro -> defending -> held | fallen.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import type { TypingLevel } from '../../content.ts';
import { TYPING_FLOW } from '../../flows.ts';
import { StateMachine } from '../../machine.ts';
import { TypingDefence, type TypingEvent } from './typing.ts';
import type { ModeRunner, UiHost } from '../../host.ts';

/** Screen regions of the typing mode, from the game size (800x600 by default). */
export function typingLayout(width: number, height: number) {
  return {
    skyTop: 96,
    groundY: Math.round(height * 0.62),
    box: { x: 40, y: Math.round(height * 0.7), width: width - 80, height: 92, fontSize: 18 },
    buttonsTop: Math.round(height * 0.7) + 128,
    width,
  };
}

interface Shown {
  index: number;
  sprite: Phaser.GameObjects.Image;
  label: Phaser.GameObjects.Text;
}

export class TypingMode implements ModeRunner {
  readonly machine = new StateMachine('typing', TYPING_FLOW);
  private readonly host: UiHost;
  private readonly level: TypingLevel;
  private readonly defence: TypingDefence;
  private readonly layout: ReturnType<typeof typingLayout>;
  private readonly city: Phaser.GameObjects.Text;
  private shown: Shown[] = [];

  constructor(host: UiHost, level: TypingLevel) {
    this.host = host;
    this.level = level;
    this.defence = new TypingDefence(level.words, level.fallMs, level.cityHealth);
    this.layout = typingLayout(host.screenWidth, host.screenHeight);
    const scene = host.scene;
    const ground = this.layout.groundY;
    scene.add
      .rectangle(host.screenWidth / 2, ground + 16, host.screenWidth, 32, 0x29366f, 0.85)
      .setStrokeStyle(2, 0x94b0c2);
    this.city = scene.add
      .text(host.screenWidth / 2, ground + 16, '', textStyle(18, gameConfig.ui.textColor.value))
      .setOrigin(0.5);
    this.drawCity();
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
    const keyboard = scene.input.keyboard;
    keyboard?.on('keydown', this.onKey, this);
    scene.events.once('shutdown', () => keyboard?.off('keydown', this.onKey, this));
  }

  start(): void {
    this.machine.start();
  }

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'), 'Start');
        return;
      case 'defending':
        this.host.choices.clear();
        this.prompt();
        return;
      case 'held':
        emit('city_held', { destroyed: this.defence.destroyed, hits: this.defence.hits, health: this.defence.health });
        this.host.after(600, () => this.host.finish('won', `${this.level.city} held`));
        return;
      case 'fallen':
        this.host.after(600, () => this.host.finish('failed', `${this.level.city} fell`));
        return;
    }
  }

  update(delta: number): void {
    if (this.machine.current !== 'defending') return;
    for (const event of this.defence.advance(delta)) this.report(event);
    this.sync();
    if (this.defence.health <= 0) this.machine.send('fall');
    else if (this.defence.over) this.machine.send('hold');
  }

  private onKey(event: KeyboardEvent): void {
    if (this.machine.current !== 'defending') return;
    if (event.key === 'Backspace') this.defence.backspace();
    else if (/^[a-zA-Z]$/.test(event.key)) {
      const done = this.defence.type(event.key);
      if (done) this.report(done);
    } else return;
    this.sync();
    this.prompt();
  }

  private report(event: TypingEvent): void {
    const shown = this.shown.find((s) => s.index === event.index);
    const at = shown
      ? { x: shown.sprite.x, y: shown.sprite.y }
      : { x: this.host.screenWidth / 2, y: this.layout.groundY };
    if (event.kind === 'destroyed') {
      this.host.addScore(gameConfig.quiz.pointsPerAnswer.value, 'word');
      this.host.sfx('sfx-correct');
      this.host.floatText(at.x, at.y, event.word.toUpperCase(), gameConfig.choices.correctColor.value);
      emit('word_destroyed', { word: event.word, destroyed: this.defence.destroyed, of: this.level.words.length });
    } else {
      this.host.sfx('sfx-wrong');
      this.host.scene.cameras.main.shake(160, 0.006);
      this.host.floatText(at.x, this.layout.groundY - 20, `-1 ${this.level.city}`, gameConfig.choices.wrongColor.value);
      emit('city_hit', { word: event.word, health: this.defence.health });
      this.drawCity();
    }
    this.prompt();
  }

  /** Shows the falling words as the rules have them: a meteor each, its word under it, the aimed-at one lit. */
  private sync(): void {
    const scene = this.host.scene;
    const falling = this.defence.falling;
    for (const s of this.shown.filter((x) => !falling.some((f) => f.index === x.index))) {
      s.sprite.destroy();
      s.label.destroy();
    }
    this.shown = this.shown.filter((x) => falling.some((f) => f.index === x.index));
    const aim = this.defence.target();
    const span = this.layout.groundY - this.layout.skyTop;
    for (const f of falling) {
      let s = this.shown.find((x) => x.index === f.index);
      if (!s) {
        const sprite = scene.add.image(f.x, this.layout.skyTop, this.level.meteor).setDisplaySize(48, 48);
        const label = scene.add
          .text(f.x, this.layout.skyTop + 34, f.word, {
            ...textStyle(20, gameConfig.ui.textColor.value),
            stroke: '#000000',
            strokeThickness: 4,
          })
          .setOrigin(0.5);
        s = { index: f.index, sprite, label };
        this.shown.push(s);
      }
      const y = this.layout.skyTop + Math.min(1, f.progress) * span;
      s.sprite.setPosition(f.x, y - 20);
      s.label.setPosition(f.x, y + 14);
      const typed = aim === f ? this.defence.typed.length : 0;
      s.label.setText(typed ? `${f.word.slice(0, typed).toUpperCase()}${f.word.slice(typed)}` : f.word);
      s.label.setColor(aim === f ? gameConfig.ui.accentColor.value : gameConfig.ui.textColor.value);
    }
  }

  private prompt(): void {
    const typed = this.defence.typed;
    this.host.dialogue.say(
      { text: `Type the words on the meteors before they reach ${this.level.city}:  > ${typed}_` },
      { instant: true },
    );
  }

  private drawCity(): void {
    this.city.setText(
      `${this.level.city}  ${'#'.repeat(this.defence.health)}` +
        `${'.'.repeat(Math.max(0, this.level.cityHealth - this.defence.health))}  ` +
        `${this.defence.health}/${this.level.cityHealth}`,
    );
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    return {
      meteors: this.shown.map((s) => ({
        x: Math.round(s.sprite.x),
        y: Math.round(s.sprite.y),
        word: s.label.text.toLowerCase(),
      })),
    };
  }

  describeFlags(): Record<string, unknown> {
    return {
      spawned: this.defence.spawnedCount,
      words: this.level.words.length,
      destroyed: this.defence.destroyed,
      cityHits: this.defence.hits,
      cityHealth: this.defence.health,
      typed: this.defence.typed,
      falling: this.defence.falling.length,
    };
  }

  hudParts(): string[] {
    return [
      `Words ${this.defence.destroyed}/${this.level.words.length}`,
      `${this.level.city.slice(0, 12)} ${this.defence.health}`,
    ];
  }
}
