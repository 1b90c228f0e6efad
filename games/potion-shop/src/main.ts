// Potion Shop: a small Phaser UI puzzle made by hand for QA suites. Buy herbs, brew a potion and then an elixir from
// what lies on the shelf, and sell the elixir before the shop closes, all with buttons. It publishes the Game
// Contract (window.__playsmith) so that checks and testers read its state instead of its pixels. See spec.md.
import Phaser from 'phaser';

const WIDTH = 800;
const HEIGHT = 600;
const HERB_PRICE = 2;
const LAST_DAY = 7;

type Listener = (payload: unknown) => void;

const listeners = new Map<string, Listener[]>();
const events = {
  emit(type: string, payload: unknown = {}): void {
    for (const fn of listeners.get(type) ?? []) fn(payload);
  },
  on(type: string, fn: Listener): void {
    listeners.set(type, [...(listeners.get(type) ?? []), fn]);
  },
  off(type: string, fn: Listener): void {
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  },
};

/** The shop's whole state: what the contract publishes and the buttons change. */
const shop = {
  gold: 5,
  reputation: 0,
  day: 1,
  inventory: [] as string[],
  shelf: ['flask', 'moonflower'],
  message: 'Welcome to the shop. Brew an elixir and sell it before the shop closes.',
  over: false,
  won: false,
};

const has = (item: string): boolean => shop.inventory.includes(item);
const without = (item: string): string[] => {
  const i = shop.inventory.indexOf(item);
  return i < 0 ? shop.inventory : [...shop.inventory.slice(0, i), ...shop.inventory.slice(i + 1)];
};

/** What each button does; each returns the line the shop says. */
const ACTIONS: Record<string, () => string> = {
  'Buy herb': () => {
    shop.gold -= HERB_PRICE;
    shop.inventory.push('herb');
    events.emit('herb_bought', { gold: shop.gold });
    return `You buy a herb for ${HERB_PRICE} gold.`;
  },
  'Take flask': () => take('flask'),
  'Take moonflower': () => take('moonflower'),
  'Brew potion': () => {
    if (!has('herb') || !has('flask')) return 'A potion needs a herb and a flask.';
    shop.inventory = without('herb');
    shop.inventory = without('flask');
    shop.inventory.push('potion');
    events.emit('brewed', { item: 'potion' });
    return 'The flask fills with a green potion.';
  },
  'Brew elixir': () => {
    if (!has('potion')) return 'An elixir needs a potion and a moonflower.';
    shop.inventory = without('potion');
    if (has('moonflower')) shop.inventory = without('moonflower');
    shop.inventory.push('elixir');
    events.emit('brewed', { item: 'elixir' });
    return 'The potion turns silver: an elixir.';
  },
  'Sell potion': () => {
    if (!has('potion')) return 'You have no potion to sell.';
    shop.inventory = without('potion');
    shop.gold += 8;
    shop.reputation -= 5;
    events.emit('potion_sold', { gold: shop.gold });
    return 'A sailor buys the potion for 8 gold.';
  },
  'Sell elixir': () => {
    if (!has('elixir')) return 'You have no elixir to sell.';
    shop.inventory = without('elixir');
    shop.gold += 30;
    shop.reputation += 20;
    shop.over = true;
    shop.won = true;
    events.emit('elixir_sold', { gold: shop.gold });
    return 'The queen buys your elixir. You win!';
  },
  Look: () => {
    const shelf = shop.shelf.filter((i) => i !== 'moonflower');
    return shelf.length ? `On the shelf: ${shelf.join(', ')}.` : 'The shelf is empty.';
  },
  'Next day': () => {
    shop.day += 1;
    events.emit('new_day', { day: shop.day });
    return `Day ${shop.day} begins.`;
  },
};

function take(item: string): string {
  if (!shop.shelf.includes(item)) return `There is no ${item} on the shelf.`;
  shop.shelf = shop.shelf.filter((i) => i !== item);
  shop.inventory.push(item);
  return `You take the ${item}.`;
}

function press(label: string): void {
  if (shop.over && label !== 'Buy herb') {
    shop.message = 'The shop is closed.';
    return;
  }
  shop.message = ACTIONS[label]!();
}

class Shop extends Phaser.Scene {
  private status!: Phaser.GameObjects.Text;
  private line!: Phaser.GameObjects.Text;

  constructor() {
    super('Shop');
  }

  create(): void {
    this.add.rectangle(WIDTH / 2, 70, WIDTH - 40, 110, 0x3b2a4a);
    this.status = this.add.text(36, 28, '', { fontSize: '22px', color: '#ffffff' });
    this.line = this.add.text(36, 66, '', { fontSize: '18px', color: '#ffe9a8', wordWrap: { width: WIDTH - 80 } });
    const buttons = Object.keys(ACTIONS).map((label, i) => {
      const x = 160 + (i % 3) * 240;
      const y = 220 + Math.floor(i / 3) * 110;
      const style = { fontSize: '24px', color: '#1b1b1b', backgroundColor: '#9ee6a0', padding: { x: 14, y: 10 } };
      return { label, text: this.add.text(x, y, label, style).setOrigin(0.5).setInteractive({ useHandCursor: true }) };
    });
    // One scene-wide handler that hit-tests where the pointer went down: the page's very first click counts too.
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      const hit = buttons.find((b) => b.text.getBounds().contains(pointer.x, pointer.y));
      if (hit) press(hit.label);
    });
  }

  override update(): void {
    this.status.setText(
      `Day ${shop.day}   Gold ${shop.gold}   Reputation ${shop.reputation}   ` +
        `Carrying: ${shop.inventory.join(', ') || 'nothing'}`,
    );
    this.line.setText(shop.message);
  }
}

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#1d1626',
  scene: [Shop],
});

Object.assign(window, {
  __playsmith: {
    version: 1,
    game,
    meta: () => ({
      title: 'Potion Shop',
      archetype: 'ui_heavy',
      goal: `brew an elixir and sell it by day ${LAST_DAY}`,
      actions: [],
    }),
    state: () => ({
      scene: 'Shop',
      over: shop.over,
      won: shop.won,
      score: shop.reputation,
      gold: shop.gold,
      day: shop.day,
      inventory: [...shop.inventory],
      items_here: [...shop.shelf],
    }),
    text: () => shop.message,
    events,
  },
});
