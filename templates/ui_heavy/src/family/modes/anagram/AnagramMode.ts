// Anagram mode: one scrambled word at a time, drawn as letter tiles. The player types the answer (or clicks the
// tiles in order); Backspace takes a letter back; a full wrong guess frees the tiles again. Solving `target` words
// wins. The flow is a state machine: intro -> solving -> solved -> solving ... -> cleared. The time limit, when the
// game has one, is the level's (src/game/Level.ts), which fails the attempt when it runs out.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import { AnagramRound } from './anagram.ts';
import type { AnagramLevel } from '../../content.ts';
import { ANAGRAM_FLOW } from '../../flows.ts';
import { StateMachine } from '../../machine.ts';
import { talkLayout, type ModeRunner, type UiHost } from '../../host.ts';

const TILE = 48;
const GAP = 8;
/** How long a solved word stays green before the next one. */
const SOLVED_MS = 500;

export class AnagramMode implements ModeRunner {
  readonly machine = new StateMachine('anagram', ANAGRAM_FLOW);
  private readonly host: UiHost;
  private readonly level: AnagramLevel;
  private readonly tilesY: number;
  private readonly typedY: number;
  private round: AnagramRound | null = null;
  private index = 0;
  private solved = 0;
  private wrong = 0;
  private tiles: { box: Phaser.GameObjects.Rectangle; label: Phaser.GameObjects.Text }[] = [];
  private slots: Phaser.GameObjects.Text[] = [];

  constructor(host: UiHost, level: AnagramLevel) {
    this.host = host;
    this.level = level;
    const layout = talkLayout(host.screenWidth, host.screenHeight);
    this.tilesY = Math.round((layout.title.y + layout.box.y) / 2) + 20;
    this.typedY = layout.box.y + layout.box.height + 70;
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
    const keyboard = host.scene.input.keyboard;
    keyboard?.on('keydown', this.onKey, this);
    host.scene.events.once('shutdown', () => keyboard?.off('keydown', this.onKey, this));
  }

  start(): void {
    this.machine.start();
  }

  update(): void {}

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'), 'Start');
        return;
      case 'solving':
        this.show();
        return;
      case 'solved':
        this.host.after(SOLVED_MS, () => this.machine.send(this.solved >= this.level.target ? 'clear' : 'next'));
        return;
      case 'cleared':
        emit('anagrams_cleared', { solved: this.solved, target: this.level.target });
        this.host.after(SOLVED_MS, () => this.host.finish('won', `${this.solved} words solved`));
        return;
    }
  }

  /** Lays out the next word's tiles and empty answer slots. */
  private show(): void {
    const word = this.level.words[this.index % this.level.words.length]!;
    this.round = new AnagramRound(word.answer, word.scramble);
    // The intro's Continue button goes: nothing is chosen from a list while a word is typed.
    this.host.choices.clear();
    this.host.dialogue.say(
      {
        text:
          `Word ${this.solved + 1} of ${this.level.target}: unscramble the ${this.level.topic} name. Type it, or ` +
          'click the letters in order; Backspace takes a letter back.',
      },
      { instant: true },
    );
    this.clearTiles();
    const n = word.scramble.length;
    const left = this.host.screenWidth / 2 - ((n - 1) * (TILE + GAP)) / 2;
    const scene = this.host.scene;
    [...word.scramble].forEach((letter, i) => {
      const x = left + i * (TILE + GAP);
      const box = scene.add.rectangle(x, this.tilesY, TILE, TILE + 8, 0x29366f).setStrokeStyle(2, 0x94b0c2);
      box.setInteractive({ useHandCursor: true }).on('pointerdown', () => this.apply(this.round?.click(i)));
      const label = scene.add
        .text(x, this.tilesY, letter.toUpperCase(), textStyle(30, gameConfig.ui.accentColor.value))
        .setOrigin(0.5);
      this.tiles.push({ box, label });
      this.slots.push(scene.add.text(x, this.typedY, '_', textStyle(30, gameConfig.ui.textColor.value)).setOrigin(0.5));
    });
    this.redraw();
  }

  private clearTiles(): void {
    for (const t of this.tiles) {
      t.box.destroy();
      t.label.destroy();
    }
    for (const s of this.slots) s.destroy();
    this.tiles = [];
    this.slots = [];
  }

  private onKey(event: KeyboardEvent): void {
    if (this.machine.current !== 'solving' || !this.round) return;
    if (event.key === 'Backspace') {
      if (this.round.backspace()) this.redraw();
      return;
    }
    if (/^[a-zA-Z]$/.test(event.key)) this.apply(this.round.type(event.key));
  }

  private apply(result: ReturnType<AnagramRound['type']> | undefined): void {
    if (!result || result === 'ignored' || !this.round || this.machine.current !== 'solving') return;
    this.redraw();
    if (result === 'solved') {
      this.solved++;
      const word = this.round.answer;
      this.host.addScore(gameConfig.quiz.pointsPerAnswer.value, 'word');
      this.host.sfx('sfx-correct');
      this.host.floatText(
        this.host.screenWidth / 2,
        this.typedY - 40,
        `${word.toUpperCase()}!`,
        gameConfig.choices.correctColor.value,
      );
      for (const s of this.slots) s.setColor(gameConfig.choices.correctColor.value);
      emit('word_solved', { word, solved: this.solved, target: this.level.target });
      this.index++;
      this.machine.send('solve');
    } else if (result === 'wrong') {
      this.wrong++;
      this.host.sfx('sfx-wrong');
      emit('word_wrong', { typed: this.round.typed, word: this.index + 1 });
      for (const s of this.slots) s.setColor(gameConfig.choices.wrongColor.value);
      const round = this.round;
      this.host.after(350, () => {
        if (this.round !== round) return;
        round.clear();
        for (const s of this.slots) s.setColor(gameConfig.ui.textColor.value);
        this.redraw();
      });
    }
  }

  private redraw(): void {
    const round = this.round;
    if (!round) return;
    this.tiles.forEach((t, i) => {
      const used = round.used(i);
      t.box.setAlpha(used ? 0.35 : 1);
      t.label.setAlpha(used ? 0.35 : 1);
    });
    const typed = round.typed;
    this.slots.forEach((s, i) => {
      s.setText(typed[i]?.toUpperCase() ?? '_');
    });
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    const round = this.round;
    return {
      letters: this.tiles.map((t, i) => ({
        x: Math.round(t.box.x),
        y: Math.round(t.box.y),
        letter: round?.scramble[i] ?? '',
        used: round?.used(i) ?? false,
      })),
    };
  }

  describeFlags(): Record<string, unknown> {
    const solving = this.machine.current === 'solving';
    return {
      solved: this.solved,
      target: this.level.target,
      wrongGuesses: this.wrong,
      // The word now on screen (1-based) while it can be typed, else 0: a golden path waits on it before typing.
      wordReady: solving ? this.index + 1 : 0,
      scramble: solving ? (this.round?.scramble ?? '') : '',
      typed: this.round?.typed ?? '',
    };
  }

  hudParts(): string[] {
    return [`Words ${this.solved}/${this.level.target}`];
  }
}
