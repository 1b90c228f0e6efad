// Cards mode: the player plays one card a turn from a hand drawn from a deck. With an opponent it is a duel
// (bring the opponent's hp to 0 before yours is gone or the turn limit passes); without one it is a solitaire
// (collect target.points within target.turns). The flow is a state machine:
//   intro -> player_turn -> player_play -> opponent_turn -> player_turn ... -> won | lost
// (a solitaire skips opponent_turn). Block soaks damage until its owner's next turn; decks reshuffle their
// discard pile when they run out.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { colourNumber, emit, random, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardBack, cardFace, CardView } from './CardView.ts';
import { MAX_CHOICES, type CardDef, type CardsLevel, type DialogueLine, type Duelist } from '../../content.ts';
import { DUEL_FLOW } from '../../flows.ts';
import { StateMachine } from '../../machine.ts';
import type { DuelView, ModeRunner, Side, UiHost } from '../../host.ts';

/** Screen regions of a cards level (800x600 by default). */
export function cardsLayout(width: number, height: number) {
  const handY = height - CARD_HEIGHT / 2 - 8;
  return {
    box: { x: 40, y: Math.round(height * 0.565), width: width - 80, height: 72, fontSize: 16 },
    buttonsTop: Math.round(height * 0.565) + 112,
    handY,
    /** A card dragged above this line is played. */
    dropY: handY - CARD_HEIGHT / 2 - 30,
    tableY: Math.round(height * 0.44),
    playerSlot: { x: width / 2 - 70 },
    opponentSlot: { x: width / 2 + 70 },
    opponent: { x: width / 2 - 120, y: 118 },
    player: { x: 78, y: handY - 52 },
    pile: { x: width - 70, y: handY },
  };
}

interface Fighter {
  side: Side;
  name: string;
  hp: number;
  maxHp: number;
  block: number;
  handSize: number;
  drawPile: CardDef[];
  hand: CardDef[];
  discard: CardDef[];
}

/** Portrait, name, hp bar and block of one side. */
class FighterPanel {
  private readonly scene: Phaser.Scene;
  private readonly portrait: Phaser.GameObjects.Sprite | undefined;
  private readonly bar: Phaser.GameObjects.Rectangle;
  private readonly barWidth: number;
  private readonly hpText: Phaser.GameObjects.Text;
  private readonly blockText: Phaser.GameObjects.Text;
  private share = 1;
  readonly x: number;
  readonly y: number;

  constructor(scene: Phaser.Scene, who: Duelist, x: number, y: number, infoBelow: boolean) {
    this.scene = scene;
    this.x = x;
    this.y = y;
    if (who.portrait && scene.textures.exists(who.portrait)) {
      this.portrait = scene.add.sprite(x, y, who.portrait);
      this.portrait.setScale(Math.min(1, 96 / this.portrait.height));
      if (scene.anims.exists(`${who.portrait}-idle`)) this.portrait.play(`${who.portrait}-idle`);
    }
    this.barWidth = infoBelow ? 120 : 170;
    // The player's panel stacks name, bar and numbers under the portrait; the opponent's sits to its right.
    const ix = infoBelow ? x - this.barWidth / 2 : x + 62;
    const iy = infoBelow ? y + 50 : y - 34;
    scene.add.text(ix, iy, who.name, { ...textStyle(16, gameConfig.ui.accentColor.value), align: 'left' });
    scene.add
      .rectangle(ix, iy + 28, this.barWidth, 14, colourNumber(gameConfig.cards.hpBackColor.value))
      .setOrigin(0, 0.5);
    this.bar = scene.add
      .rectangle(ix, iy + 28, this.barWidth, 14, colourNumber(gameConfig.cards.hpColor.value))
      .setOrigin(0, 0.5);
    const numbersX = infoBelow ? ix : ix + this.barWidth + 8;
    const numbersY = infoBelow ? iy + 48 : iy + 28;
    this.hpText = scene.add.text(numbersX, numbersY, '', { ...textStyle(14), align: 'left' }).setOrigin(0, 0.5);
    this.blockText = scene.add
      .text(infoBelow ? ix + 64 : ix, infoBelow ? numbersY : iy + 50, '', {
        ...textStyle(14, gameConfig.cards.blockColor.value),
        align: 'left',
      })
      .setOrigin(0, 0.5);
  }

  show(f: Fighter): void {
    const share = Math.max(0, f.hp) / f.maxHp;
    if (share !== this.share) this.scene.tweens.add({ targets: this.bar, scaleX: share, duration: 200 });
    this.share = share;
    this.hpText.setText(`${Math.max(0, f.hp)}/${f.maxHp}`);
    this.blockText.setText(f.block > 0 ? `Block ${f.block}` : '');
  }

  /** A shake when hit. */
  hit(): void {
    if (!this.portrait) return;
    this.scene.tweens.add({
      targets: this.portrait,
      x: this.x + 8,
      duration: 50,
      yoyo: true,
      repeat: 2,
      onComplete: () => this.portrait?.setX(this.x),
    });
  }
}

export class CardDuelMode implements ModeRunner {
  readonly machine = new StateMachine('cards', DUEL_FLOW);
  private readonly host: UiHost;
  private readonly level: CardsLevel;
  private readonly layout: ReturnType<typeof cardsLayout>;
  private readonly player: Fighter;
  private readonly opponent: Fighter | undefined;
  private readonly playerPanel: FighterPanel;
  private readonly opponentPanel: FighterPanel | undefined;
  private readonly goalText: Phaser.GameObjects.Text | undefined;
  private readonly pileText: Phaser.GameObjects.Text;
  private opponentBacks: Phaser.GameObjects.Container[] = [];
  private readonly tableCards: Partial<Record<Side, Phaser.GameObjects.Container>> = {};
  private turn = 0;
  private points = 0;
  private cardsPlayed = 0;

  constructor(host: UiHost, level: CardsLevel) {
    this.host = host;
    this.level = level;
    this.layout = cardsLayout(host.screenWidth, host.screenHeight);
    const scene = host.scene;
    const bonus = (level.bonusCards ?? []).filter((b) => host.tracker.has(b.flag)).map((b) => b.card);
    this.player = this.fighter('player', level.player, [...level.player.deck, ...bonus], level.player.handSize ?? 3);
    if (bonus.length) emit('cards_added', { cards: bonus, deck: level.player.deck.length + bonus.length });
    this.playerPanel = new FighterPanel(scene, level.player, this.layout.player.x, this.layout.player.y, true);
    if (level.opponent) {
      this.opponent = this.fighter('opponent', level.opponent, level.opponent.deck, 3);
      this.opponentPanel = new FighterPanel(
        scene,
        level.opponent,
        this.layout.opponent.x,
        this.layout.opponent.y,
        false,
      );
    } else {
      this.goalText = scene.add
        .text(host.screenWidth / 2, 110, '', textStyle(22, gameConfig.ui.accentColor.value))
        .setOrigin(0.5);
    }
    cardBack(scene, this.layout.pile.x, this.layout.pile.y, 0.55);
    this.pileText = scene.add.text(this.layout.pile.x, this.layout.pile.y + 56, '', textStyle(14)).setOrigin(0.5);
    this.refresh();
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
  }

  start(): void {
    this.machine.start();
  }

  update(): void {}

  private fighter(side: Side, who: Duelist, deck: readonly string[], handSize: number): Fighter {
    const cards = deck.map((id) => {
      const card = this.host.content.cards[id];
      if (!card) throw new Error(`src/game/content.json: card "${id}" is not defined in "cards"`);
      return card;
    });
    return {
      side,
      name: who.name,
      hp: who.hp,
      maxHp: who.hp,
      block: 0,
      handSize,
      drawPile: gameConfig.cards.shuffleDecks.value ? random.shuffle(cards) : cards,
      hand: [],
      discard: [],
    };
  }

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('deal'), 'Deal');
        return;
      case 'player_turn':
        this.playerTurn();
        return;
      case 'opponent_turn':
        this.opponentTurn();
        return;
      case 'won':
        emit('duel_won', { turn: this.turn, hpLeft: this.player.hp });
        this.host.addScore(gameConfig.cards.winPoints.value, 'duel won');
        this.closing(this.level.winLine, 'won', 'Victory');
        return;
      case 'lost':
        emit('duel_lost', { turn: this.turn });
        this.closing(this.level.loseLine, 'failed', this.lossReason());
        return;
    }
  }

  private lossReason(): string {
    if (this.player.hp <= 0) return 'Defeated';
    return 'Out of turns';
  }

  private closing(line: DialogueLine | undefined, outcome: 'won' | 'failed', reason: string): void {
    this.host.choices.clear();
    this.host.sfx(outcome === 'won' ? 'sfx-win' : 'sfx-lose');
    if (!line) {
      this.host.after(gameConfig.cards.playDelayMs.value, () => this.host.finish(outcome, reason));
      return;
    }
    this.host.sayLines([line], () => this.host.finish(outcome, reason));
  }

  private turnLimit(): number {
    return this.level.target?.turns ?? this.level.turnLimit ?? gameConfig.cards.turnLimit.value;
  }

  private playerTurn(): void {
    this.turn++;
    if (this.turn > this.turnLimit()) {
      this.machine.send('out_of_turns');
      return;
    }
    this.player.block = 0;
    this.drawUpTo(this.player, this.player.handSize);
    // Both hands are dealt before the first move, so the opponent's cards show from the start.
    if (this.turn === 1 && this.opponent) this.drawUpTo(this.opponent, this.opponent.handSize);
    this.refresh();
    this.say(
      this.turn === 1
        ? 'Your turn: click a card, press 1-4, or drag it onto the table.'
        : `Turn ${this.turn}: your move.`,
    );
    this.showHand(true);
  }

  /** Lays the hand out along the bottom; when `playable`, its cards are the choices. */
  private showHand(playable: boolean): void {
    const hand = this.player.hand;
    const step = CARD_WIDTH + 12;
    const x0 = this.host.screenWidth / 2 - ((hand.length - 1) * step) / 2;
    const views = hand.map((card, i) =>
      new CardView(this.host.scene, x0 + i * step, this.layout.handY, card, {
        keyHint: String(i + 1),
        dropY: this.layout.dropY,
      }).appear(i * 50),
    );
    this.host.presentChoices(views, (i) => this.playerPlays(i));
    if (!playable) this.host.choices.close();
  }

  private playerPlays(index: number): void {
    const card = this.player.hand[index]!;
    const from = this.host.choices.items[index]!;
    const start = { x: from.x, y: from.y };
    this.player.hand.splice(index, 1);
    this.host.choices.clear();
    this.host.sfx('sfx-card');
    this.machine.send('play');
    this.placeOnTable('player', card, start);
    this.showHand(false);
    this.host.after(gameConfig.cards.playDelayMs.value, () => {
      this.resolve(this.player, this.opponent, card);
      if (this.opponent && this.opponent.hp <= 0) return this.machine.send('won');
      if (!this.opponent && this.level.target && this.points >= this.level.target.points)
        return this.machine.send('won');
      return this.machine.send(this.opponent ? 'opponent' : 'next_turn');
    });
  }

  private opponentTurn(): void {
    const foe = this.opponent!;
    foe.block = 0;
    this.drawUpTo(foe, foe.handSize);
    this.refresh();
    this.say(`${foe.name} is thinking...`);
    this.host.after(gameConfig.cards.opponentDelayMs.value, () => {
      const picked = this.host.hooks.chooseOpponentCard(foe.hand, this.view());
      const index = Math.max(0, Math.min(foe.hand.length - 1, Math.floor(picked)));
      const card = foe.hand.splice(index, 1)[0]!;
      const back = this.opponentBacks[index];
      const start = back ? { x: back.x, y: back.y } : { x: this.layout.opponent.x, y: this.layout.opponent.y };
      this.host.sfx('sfx-card');
      this.placeOnTable('opponent', card, start);
      this.refresh();
      this.host.after(gameConfig.cards.playDelayMs.value, () => {
        this.resolve(foe, this.player, card);
        this.machine.send(this.player.hp <= 0 ? 'lost' : 'resolved');
      });
    });
  }

  /** Applies `card` played by `by` against `target` (absent in a solitaire). */
  private resolve(by: Fighter, target: Fighter | undefined, card: CardDef): void {
    const notes: string[] = [];
    let dealt = 0;
    if (card.damage && target) {
      const soaked = Math.min(target.block, card.damage);
      target.block -= soaked;
      dealt = card.damage - soaked;
      target.hp -= dealt;
      notes.push(soaked ? `${dealt} damage (${soaked} blocked)` : `${dealt} damage`);
      const panel = target.side === 'player' ? this.playerPanel : this.opponentPanel;
      if (panel && dealt > 0) {
        panel.hit();
        this.host.floatText(panel.x, panel.y - 30, `-${dealt}`, gameConfig.choices.wrongColor.value);
        this.host.sfx('sfx-hit');
      }
    }
    if (card.block) {
      by.block += card.block;
      notes.push(`block ${card.block}`);
    }
    if (card.heal) {
      const healed = Math.min(card.heal, by.maxHp - by.hp);
      by.hp += healed;
      notes.push(`heals ${healed}`);
      const panel = by.side === 'player' ? this.playerPanel : this.opponentPanel;
      if (panel && healed > 0)
        this.host.floatText(panel.x, panel.y - 30, `+${healed}`, gameConfig.choices.correctColor.value);
    }
    if (card.draw) {
      const before = by.hand.length;
      this.drawUpTo(by, Math.min(MAX_CHOICES, by.hand.length + card.draw));
      notes.push(`draws ${by.hand.length - before}`);
      if (by.side === 'player') this.showHand(false);
    }
    if (by.side === 'player') {
      const points = (card.points ?? 0) + dealt * gameConfig.cards.pointsPerDamage.value;
      if (card.points) {
        this.points += card.points;
        notes.push(`+${card.points} points`);
      }
      if (points) this.host.addScore(points, 'card');
    }
    by.discard.push(card);
    this.cardsPlayed++;
    this.say(
      `${by.side === 'player' ? 'You play' : `${by.name} plays`} ${card.name}: ` +
        `${notes.join(', ') || 'nothing happens'}.`,
    );
    emit('card_played', {
      card: card.name,
      by: by.side,
      damage: dealt,
      block: card.block ?? 0,
      heal: card.heal ?? 0,
      turn: this.turn,
    });
    this.host.hooks.onCardPlayed(card, by.side, this.view());
    this.refresh();
  }

  private drawUpTo(f: Fighter, size: number): void {
    while (f.hand.length < size) {
      if (f.drawPile.length === 0) {
        if (f.discard.length === 0) return;
        f.drawPile = gameConfig.cards.shuffleDecks.value ? random.shuffle(f.discard) : [...f.discard];
        f.discard = [];
        emit('deck_reshuffled', { by: f.side, cards: f.drawPile.length });
      }
      const card = f.drawPile.shift()!;
      f.hand.push(card);
      emit('card_drawn', { by: f.side, card: f.side === 'player' ? card.name : null, hand: f.hand.length });
    }
  }

  /** Shows `card` flying from `from` to its side's slot on the table, replacing the one there. */
  private placeOnTable(side: Side, card: CardDef, from: { x: number; y: number }): void {
    const scene = this.host.scene;
    this.tableCards[side]?.destroy();
    const container = scene.add.container(from.x, from.y, cardFace(scene, card).parts);
    const slot = side === 'player' ? this.layout.playerSlot : this.layout.opponentSlot;
    scene.tweens.add({
      targets: container,
      x: slot.x,
      y: this.layout.tableY,
      scale: 0.8,
      duration: 240,
      ease: 'Quad.easeOut',
    });
    this.tableCards[side] = container;
  }

  private refresh(): void {
    this.playerPanel.show(this.player);
    if (this.opponent && this.opponentPanel) {
      this.opponentPanel.show(this.opponent);
      this.showOpponentHand(this.opponent.hand.length);
    }
    if (this.goalText && this.level.target) {
      this.goalText.setText(
        `Points ${this.points}/${this.level.target.points}   Turn ${Math.max(1, this.turn)}/${this.level.target.turns}`,
      );
    }
    this.pileText.setText(`Deck ${this.player.drawPile.length}`);
  }

  private showOpponentHand(count: number): void {
    if (this.opponentBacks.length === count) return;
    for (const back of this.opponentBacks) back.destroy();
    const x0 = this.host.screenWidth - 70 - (count - 1) * 30;
    this.opponentBacks = Array.from({ length: count }, (_, i) => cardBack(this.host.scene, x0 + i * 30, 92, 0.32));
  }

  private say(text: string): void {
    this.host.dialogue.say({ text }, { instant: true });
  }

  private view(): DuelView {
    const side = (f: Fighter | undefined) => ({ hp: f?.hp ?? 0, maxHp: f?.maxHp ?? 0, block: f?.block ?? 0 });
    return { turn: this.turn, player: side(this.player), opponent: side(this.opponent) };
  }

  describePlayer(): PlayerSnapshot {
    return { x: this.layout.player.x, y: this.layout.player.y, vx: 0, vy: 0, hp: Math.max(0, this.player.hp) };
  }

  describeEntities(): Record<string, unknown> {
    return {
      hand: this.player.hand.map((c) => c.name),
      opponent: this.opponent
        ? {
            x: this.layout.opponent.x,
            y: this.layout.opponent.y,
            hp: Math.max(0, this.opponent.hp),
            block: this.opponent.block,
            hand: this.opponent.hand.length,
          }
        : null,
      deck: this.player.drawPile.length,
    };
  }

  describeFlags(): Record<string, unknown> {
    return {
      turn: this.turn,
      playerHp: Math.max(0, this.player.hp),
      playerBlock: this.player.block,
      opponentHp: this.opponent ? Math.max(0, this.opponent.hp) : null,
      points: this.points,
      cardsPlayed: this.cardsPlayed,
      turnLimit: this.turnLimit(),
    };
  }

  hudParts(): string[] {
    return [`Turn ${Math.max(1, this.turn)}/${this.turnLimit()}`];
  }
}
