// The narration box: a panel with the speaker's name tag, text typed out at dialogue.charsPerSecond of game
// time, and the speaker's portrait beside it (its `${key}-talk` animation while typing, `${key}-idle` after,
// when the registry has them). finish() shows the whole line at once (the confirm key does that).
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { colourNumber, emit, textStyle } from '../core/index.ts';
import type { DialogueLine } from './content.ts';

export interface DialogueLayout {
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize?: number;
  /** Centre of the speaker's portrait; no portrait is drawn without it. */
  portrait?: { x: number; y: number; maxHeight: number };
}

export class DialogueBox {
  private readonly scene: Phaser.Scene;
  private readonly panel: Phaser.GameObjects.Rectangle;
  private readonly nameTag: Phaser.GameObjects.Text;
  private readonly body: Phaser.GameObjects.Text;
  private readonly layout: DialogueLayout;
  private portrait: Phaser.GameObjects.Sprite | undefined;
  private portraitKey: string | undefined;
  private full = '';
  private original = '';
  private shownChars = 0;
  private lines = 0;

  constructor(scene: Phaser.Scene, layout: DialogueLayout) {
    this.scene = scene;
    this.layout = layout;
    const { x, y, width, height } = layout;
    this.panel = scene.add
      .rectangle(
        x,
        y,
        width,
        height,
        colourNumber(gameConfig.dialogue.boxColor.value),
        gameConfig.dialogue.boxAlpha.value,
      )
      .setOrigin(0, 0);
    this.panel.setRounded(12).setStrokeStyle(2, colourNumber(gameConfig.choices.borderColor.value));
    this.nameTag = scene.add.text(x + 16, y - 14, '', {
      ...textStyle(16, gameConfig.dialogue.speakerColor.value),
      backgroundColor: gameConfig.dialogue.boxColor.value,
      padding: { x: 8, y: 3 },
    });
    this.body = scene.add.text(x + 18, y + Math.min(16, Math.round(height * 0.18)), '', {
      ...textStyle(layout.fontSize ?? 20),
      align: 'left',
      wordWrap: { width: width - 36 },
      lineSpacing: 4,
    });
  }

  /** True while the current line is still being typed out. */
  get typing(): boolean {
    return this.shownChars < this.full.length;
  }

  /** The whole current line (for the Game Contract and tests). */
  get text(): string {
    return this.original;
  }

  /** Starts typing `line`; `instant` shows it at once. */
  say(line: DialogueLine, options: { instant?: boolean } = {}): void {
    // Wrap first and type the wrapped text, so words do not jump to the next line halfway through.
    this.original = line.text;
    this.full = this.body
      .getWrappedText(line.text)
      .map((l) => l.trimEnd())
      .join('\n');
    this.shownChars = options.instant ? this.full.length : 0;
    this.body.setText(this.full.slice(0, this.shownChars));
    this.nameTag.setText(line.speaker ?? '').setVisible(Boolean(line.speaker));
    this.showPortrait(line.portrait);
    this.lines++;
    emit('dialogue_shown', { speaker: line.speaker ?? null, line: this.lines });
  }

  /** Shows the rest of the current line at once. */
  finish(): void {
    if (!this.typing) return;
    this.shownChars = this.full.length;
    this.body.setText(this.full);
    this.animatePortrait();
  }

  /** Advances the typing by `delta` ms of game time. */
  update(delta: number): void {
    if (!this.typing) return;
    const before = Math.floor(this.shownChars);
    this.shownChars = Math.min(
      this.full.length,
      this.shownChars + (gameConfig.dialogue.charsPerSecond.value * delta) / 1000,
    );
    const now = Math.floor(this.shownChars);
    if (now !== before) this.body.setText(this.full.slice(0, now));
    if (!this.typing) this.animatePortrait();
  }

  setVisible(on: boolean): void {
    this.panel.setVisible(on);
    this.body.setVisible(on);
    this.nameTag.setVisible(on && this.nameTag.text !== '');
    this.portrait?.setVisible(on);
  }

  private showPortrait(key: string | undefined): void {
    const spot = this.layout.portrait;
    if (!spot) return;
    if (!key || !this.scene.textures.exists(key)) {
      this.portrait?.setVisible(false);
      this.portraitKey = undefined;
      return;
    }
    if (!this.portrait) this.portrait = this.scene.add.sprite(spot.x, spot.y, key);
    if (key !== this.portraitKey) {
      this.portrait.setTexture(key, 0).setVisible(true);
      this.portrait.setScale(Math.min(2, spot.maxHeight / this.portrait.height));
      // A new speaker slides in from the side.
      this.scene.tweens.killTweensOf(this.portrait);
      this.portrait.setPosition(spot.x - 40, spot.y).setAlpha(0);
      this.scene.tweens.add({ targets: this.portrait, x: spot.x, alpha: 1, duration: 220, ease: 'Quad.easeOut' });
      this.portraitKey = key;
    }
    this.animatePortrait();
  }

  private animatePortrait(): void {
    const sprite = this.portrait;
    const key = this.portraitKey;
    if (!sprite || !key) return;
    const name = this.typing && this.scene.anims.exists(`${key}-talk`) ? 'talk' : 'idle';
    const full = `${key}-${name}`;
    if (!this.scene.anims.exists(full)) return;
    if (sprite.anims.currentAnim?.key !== full || !sprite.anims.isPlaying) sprite.play(full);
  }
}
