// PROTECTED (tower_defense family): the bar under the map: one button per tower type (choose what to
// build), the next-wave button and the speed button. Buttons are interactive texts, so people and checkers
// find them by their labels.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { colourNumber, textStyle } from '../../../core/index.ts';
import { TOOLBAR_HEIGHT } from '../../map.ts';
import type { MapCurrency, TowerType } from './types.ts';

const DIM_TEXT = '#83769c';
const DARK_TEXT = '#1d2b53';

export interface ToolbarView {
  gold: number;
  /** Pieces of the map currency held (0 in a game without one). */
  currency: number;
  selected: number;
  waveLabel: string;
  waveReady: boolean;
  speed: number;
}

export interface ToolbarActions {
  select(index: number): void;
  nextWave(): void;
  toggleSpeed(): void;
}

export class Toolbar {
  private readonly towerButtons: Phaser.GameObjects.Text[] = [];
  private readonly waveButton: Phaser.GameObjects.Text;
  private readonly speedButton: Phaser.GameObjects.Text;
  private readonly types: readonly TowerType[];
  private shown = '';

  constructor(scene: Phaser.Scene, types: readonly TowerType[], currency: MapCurrency | null, actions: ToolbarActions) {
    this.types = types;
    const { width, height } = scene.scale;
    const y = height - TOOLBAR_HEIGHT / 2;
    scene.add
      .rectangle(0, height - TOOLBAR_HEIGHT, width, TOOLBAR_HEIGHT, colourNumber(gameConfig.ui.panelColor.value), 0.8)
      .setOrigin(0, 0)
      .setDepth(900);
    const button = (x: number, w: number, label: string, onClick: () => void): Phaser.GameObjects.Text => {
      const text = scene.add
        .text(x, y, label, {
          ...textStyle(15),
          backgroundColor: gameConfig.ui.panelColor.value,
          padding: { x: 6, y: 9 },
          fixedWidth: w,
        })
        .setOrigin(0, 0.5)
        .setDepth(901)
        .setInteractive({ useHandCursor: true });
      text.on('pointerdown', onClick);
      return text;
    };
    const waveWidth = 200;
    const speedWidth = 44;
    const gap = 6;
    const room = width - waveWidth - speedWidth - gap * (types.length + 3);
    // A price in two currencies needs a wider button ("1 Laser 55g+2 gems").
    const widest = currency && types.some((t) => (t.currencyCost ?? 0) > 0) ? 175 : 150;
    const towerWidth = Math.min(widest, Math.floor(room / Math.max(1, types.length)));
    types.forEach((type, i) => {
      const key = i < 9 ? `${i + 1} ` : '';
      const pieces =
        currency && (type.currencyCost ?? 0) > 0
          ? `+${type.currencyCost} ${type.currencyCost === 1 ? currency.name : currency.plural}`
          : '';
      this.towerButtons.push(
        button(gap + i * (towerWidth + gap), towerWidth, `${key}${type.name} ${type.cost}g${pieces}`, () =>
          actions.select(i),
        ),
      );
    });
    this.speedButton = button(width - waveWidth - speedWidth - gap * 2, speedWidth, 'x1', () => actions.toggleSpeed());
    this.waveButton = button(width - waveWidth - gap, waveWidth, '', () => actions.nextWave());
  }

  /** Redraws what changed: affordability, the chosen tower, the wave button and the speed. */
  refresh(view: ToolbarView): void {
    const key = JSON.stringify(view);
    if (key === this.shown) return;
    this.shown = key;
    const accent = gameConfig.ui.accentColor.value;
    const panel = gameConfig.ui.panelColor.value;
    this.towerButtons.forEach((button, i) => {
      const chosen = i === view.selected;
      const affordable = view.gold >= this.types[i]!.cost && view.currency >= (this.types[i]!.currencyCost ?? 0);
      button.setBackgroundColor(chosen ? accent : panel);
      button.setColor(chosen ? DARK_TEXT : affordable ? gameConfig.ui.textColor.value : DIM_TEXT);
    });
    this.waveButton.setText(view.waveLabel);
    this.waveButton.setBackgroundColor(view.waveReady ? accent : panel);
    this.waveButton.setColor(view.waveReady ? DARK_TEXT : DIM_TEXT);
    this.speedButton.setText(`x${view.speed}`);
  }
}
