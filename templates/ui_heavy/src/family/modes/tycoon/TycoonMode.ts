// Tycoon mode: a shop run day by day. Each morning the price is set and stock bought with buttons (keys 1-4); the
// day then plays on the game clock with its customers walking up to the stand, buying or passing by; the evening
// reports the day. After the last day the money goal wins; a shop with no stock and no cash for more is bankrupt.
// The rules are tycoon.ts; the flow is a state machine: intro -> morning -> selling -> evening -> ... -> won | short |
// bankrupt.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import { StateMachine } from '../../machine.ts';
import { dollars, TYCOON_FLOW, TycoonRun, type TycoonEvent, type TycoonLevel } from '../../tycoon.ts';
import type { ModeRunner, UiHost } from '../../host.ts';

/** Screen regions of the tycoon mode, from the game size (800x600 by default). */
export function tycoonLayout(width: number, height: number) {
  return {
    groundY: Math.round(height * 0.5),
    standX: Math.round(width / 2),
    box: { x: 40, y: Math.round(height * 0.555), width: width - 80, height: 84, fontSize: 17 },
    buttonsTop: Math.round(height * 0.555) + 112,
  };
}

const SKY_WORD = { sunny: 'Sunny', cloudy: 'Cloudy', rainy: 'Rainy' } as const;

interface Walker {
  sprite: Phaser.GameObjects.Sprite;
  bought: boolean;
}

export class TycoonMode implements ModeRunner {
  readonly machine = new StateMachine('tycoon', TYCOON_FLOW);
  private readonly host: UiHost;
  private readonly level: TycoonLevel;
  private readonly run: TycoonRun;
  private readonly layout: ReturnType<typeof tycoonLayout>;
  private readonly board: Phaser.GameObjects.Text;
  private readonly weather: Phaser.GameObjects.Text;
  private readonly priceTag: Phaser.GameObjects.Text;
  private readonly sky: Phaser.GameObjects.Rectangle;
  private walkers: Walker[] = [];
  private pricesSet = 0;

  constructor(host: UiHost, level: TycoonLevel) {
    this.host = host;
    this.level = level;
    this.run = new TycoonRun(level);
    this.layout = tycoonLayout(host.screenWidth, host.screenHeight);
    const scene = host.scene;
    const { groundY, standX } = this.layout;
    const text = gameConfig.ui.textColor.value;
    // The day's sky over the backdrop: grey under cloud, darker in rain.
    this.sky = scene.add.rectangle(
      host.screenWidth / 2,
      (32 + groundY) / 2,
      host.screenWidth,
      groundY - 32,
      0x44505c,
      0,
    );
    // Just above the backdrop (the scene's first child when there is one), under the level's title.
    scene.children.moveTo(this.sky, scene.children.list[0]?.type === 'Image' ? 1 : 0);
    scene.add.rectangle(host.screenWidth / 2, groundY + 14, host.screenWidth, 28, 0x5d4a3a, 0.9);
    // The stand: a counter, posts and a striped awning, with the business's name on its sign.
    scene.add.rectangle(standX, groundY - 30, 190, 60, 0xc98a4b).setStrokeStyle(3, 0x5d3a1a);
    scene.add.rectangle(standX - 88, groundY - 95, 8, 110, 0x8a5a2b);
    scene.add.rectangle(standX + 88, groundY - 95, 8, 110, 0x8a5a2b);
    for (let i = 0; i < 5; i++)
      scene.add.rectangle(standX - 80 + i * 40, groundY - 150, 40, 30, i % 2 ? 0xfff3b0 : 0xf2c12e);
    scene.add
      .text(standX, groundY - 30, level.business, { ...textStyle(18, '#3a2410'), fontStyle: 'bold' })
      .setOrigin(0.5);
    this.priceTag = scene.add
      .text(standX, groundY - 118, '', { ...textStyle(18, text), stroke: '#000000', strokeThickness: 4 })
      .setOrigin(0.5);
    this.weather = scene.add
      .text(host.screenWidth - 40, 86, '', {
        ...textStyle(17, text),
        align: 'right',
        stroke: '#000000',
        strokeThickness: 3,
      })
      .setOrigin(1, 0);
    this.board = scene.add.text(40, 86, '', { ...textStyle(17, text), stroke: '#000000', strokeThickness: 3 });
    this.draw();
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
  }

  start(): void {
    this.machine.start();
  }

  private enter(state: string): void {
    const run = this.run;
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'), 'Start');
        return;
      case 'morning':
        this.draw();
        this.morning();
        return;
      case 'selling':
        this.host.choices.clear();
        this.pricesSet++;
        emit('price_set', { day: run.day, price: run.price, stock: run.stock });
        this.host.dialogue.say(
          { text: `Day ${run.day}: open at ${dollars(run.price)} a ${this.level.product}.` },
          { instant: true },
        );
        run.open();
        this.draw();
        return;
      case 'evening': {
        const last = run.day >= run.days;
        this.host.dialogue.say(
          {
            text:
              `Day ${run.day} over: ${run.sold} sold for ${dollars(run.sold * run.price)}. ` +
              `You have ${dollars(run.money)}.`,
          },
          { instant: true },
        );
        emit('day_ended', { day: run.day, days: run.days, sold: run.sold, money: run.money, stock: run.stock });
        this.host.presentButtons([{ label: last ? 'Count the money' : 'Next morning' }], () => this.close());
        return;
      }
      case 'won':
        emit('goal_reached', { money: run.money, goal: this.level.goal, days: run.days });
        this.host.dialogue.say(
          { text: `${dollars(run.money)} after ${run.days} days: the ${dollars(this.level.goal)} goal is met!` },
          { instant: true },
        );
        this.host.after(900, () => this.host.finish('won', `Goal ${dollars(this.level.goal)} met`));
        return;
      case 'short':
        this.host.after(600, () =>
          this.host.finish('failed', `${dollars(run.money)} of the ${dollars(this.level.goal)} goal`),
        );
        return;
      case 'bankrupt':
        emit('bankrupt', { day: run.day, money: run.money });
        this.host.after(600, () => this.host.finish('failed', `Bankrupt on day ${run.day}`));
        return;
    }
  }

  private close(): void {
    this.run.nextDay();
    const status = this.run.status;
    this.machine.send(status === 'morning' ? 'next' : status === 'won' ? 'win' : status === 'short' ? 'miss' : 'broke');
  }

  /** The morning's buttons: price down, price up, buy a batch of the goods, open the stand. */
  private morning(): void {
    const run = this.run;
    const level = this.level;
    const goods = level.goods.map((g) => `${level.batch} ${g}`).join(', ');
    this.host.dialogue.say(
      { text: `Day ${run.day} of ${run.days}: set the price and buy stock, then open. A batch is ${goods}.` },
      { instant: true },
    );
    this.host.presentButtons(
      [
        { label: `Price down to ${dollars(Math.max(level.priceStep, run.price - level.priceStep))}` },
        { label: `Price up to ${dollars(Math.min(level.maxPrice, run.price + level.priceStep))}` },
        { label: `Buy a batch for ${dollars(level.batchCost)}`, enabled: run.canBuy() },
        { label: `Open the ${level.business.toLowerCase()}` },
      ],
      (index) => {
        if (index === 0) run.setPrice(run.price - level.priceStep);
        else if (index === 1) run.setPrice(run.price + level.priceStep);
        else if (index === 2 && run.buy()) {
          this.host.sfx('sfx-click');
          this.host.floatText(
            this.layout.standX,
            this.layout.groundY - 70,
            `+${level.batch} each`,
            gameConfig.ui.accentColor.value,
          );
          emit('stock_bought', {
            day: run.day,
            goods: level.goods,
            units: level.batch,
            cost: level.batchCost,
            money: run.money,
          });
        }
        if (index === 3) return this.machine.send('open');
        this.draw();
        this.morning();
      },
    );
  }

  update(delta: number): void {
    this.walk(delta);
    if (this.machine.current !== 'selling') return;
    for (const event of this.run.advance(delta)) this.serve(event);
    this.draw();
    if (this.run.status === 'evening') this.machine.send('close');
  }

  private serve(event: TycoonEvent): void {
    const { standX, groundY } = this.layout;
    // Customers queue at the left of the counter, clear of the stand's sign.
    const x = standX - 150;
    const sprite = this.host.scene.add.sprite(x, groundY - 44, this.level.customer, 0);
    sprite.setScale(Math.min(1, 84 / sprite.height));
    const bought = event.kind === 'sale';
    this.walkers.push({ sprite, bought });
    if (bought) {
      this.host.sfx('sfx-correct');
      this.host.addScore(Math.round(event.price / 10), 'sale');
      this.host.floatText(x, groundY - 110, `+${dollars(event.price)}`, gameConfig.choices.correctColor.value);
      emit('sale', { day: this.run.day, price: event.price, money: this.run.money });
    } else {
      const why = event.reason === 'soldout' ? 'Sold out!' : 'Too pricey';
      this.host.floatText(x, groundY - 110, why, gameConfig.choices.wrongColor.value);
      emit('customer_passed', { day: this.run.day, reason: event.reason });
    }
  }

  /** Customers who have been served walk off to the left, away from the stand (buyers with a lemonade, slower). */
  private walk(delta: number): void {
    for (const w of this.walkers) w.sprite.x -= ((w.bought ? 150 : 190) * delta) / 1000;
    for (const w of this.walkers.filter((x) => x.sprite.x < -60 || x.sprite.x > this.host.screenWidth + 60))
      w.sprite.destroy();
    this.walkers = this.walkers.filter((w) => w.sprite.active);
  }

  private draw(): void {
    const run = this.run;
    const level = this.level;
    const stock = level.goods.map((g) => `${g[0]!.toUpperCase()}${g.slice(1)} ${run.stock}`).join('\n');
    this.board.setText(`Money ${dollars(run.money)}\nGoal ${dollars(level.goal)}\n${stock}`);
    const w = run.weather;
    this.sky.setFillStyle(0x44505c, { sunny: 0, cloudy: 0.22, rainy: 0.4 }[w.sky]);
    this.weather.setText(`Day ${run.day} of ${run.days}\n${SKY_WORD[w.sky]} ${w.temp}°C\nSold today ${run.sold}`);
    this.priceTag.setText(`${dollars(run.price)} each`);
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    return { customers: this.walkers.map((w) => ({ x: Math.round(w.sprite.x), bought: w.bought })) };
  }

  describeFlags(): Record<string, unknown> {
    const run = this.run;
    return {
      day: run.day,
      days: run.days,
      money: run.money,
      goal: this.level.goal,
      price: run.price,
      stock: run.stock,
      sold: run.sold,
      customers: run.arrived,
      pricesSet: this.pricesSet,
      sky: run.weather.sky,
      temp: run.weather.temp,
    };
  }

  hudParts(): string[] {
    return [`Day ${this.run.day}/${this.run.days}`, dollars(this.run.money), `Stock ${this.run.stock}`];
  }
}
