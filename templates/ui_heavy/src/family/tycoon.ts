// The tycoon's rules, without Phaser: a shop run for a number of days. Each morning the player sets the price and
// buys stock (one batch holds some of each of the business's goods); the day's customers come from the forecast's
// heat and sky, each paying up to a price of their own, so sales fall with the price and rise with the heat. Money is
// whole cents. The mode (modes/TycoonMode.ts) draws this; the generator's planner imports it on its own.
import type { DialogueLine } from './content.ts';
import type { MachineDefinition } from './machine.ts';

export interface TycoonForecast {
  sky: 'sunny' | 'cloudy' | 'rainy';
  /** Degrees Celsius. */
  temp: number;
}

export interface TycoonLevel {
  mode: 'tycoon';
  title: string;
  backdrop?: string;
  /** Said before the first morning, with a Start. */
  intro?: DialogueLine[];
  /** The business's name, on its sign ("Lemonade Stand"). */
  business: string;
  /** What one sale is ("cup of lemonade"). */
  product: string;
  /** The goods a sale uses one of each ("lemons", "sugar", "cups"). */
  goods: string[];
  /** Units of each good one purchase buys, and what that purchase costs (cents). */
  batch: number;
  batchCost: number;
  startMoney: number;
  /** Money (cents) to have at the end of the last day. */
  goal: number;
  startPrice: number;
  priceStep: number;
  maxPrice: number;
  /** Game time one day of selling lasts, ms. */
  dayMs: number;
  /** One forecast per day, in order: the level lasts this many days. */
  forecast: TycoonForecast[];
  /** Texture key of a customer. */
  customer: string;
}

const SKY_SHARE: Record<TycoonForecast['sky'], number> = { sunny: 1, cloudy: 0.75, rainy: 0.45 };

/** Customers who come by on a day of this weather: more when hot, fewer under cloud and rain. */
export function visitors(day: TycoonForecast): number {
  return Math.max(2, Math.min(24, Math.round((4 + (day.temp - 10) * 0.6) * SKY_SHARE[day.sky])));
}

/** The most a customer pays on this day (cents): heat makes a cold drink worth more. */
export function topPay(day: TycoonForecast): number {
  return 100 + day.temp * 6;
}

/**
 * What each customer of the day pays at most, in the order they arrive: spread evenly below topPay, the keen and the
 * thrifty taken in turn so the queue mixes them.
 */
export function customerPays(day: TycoonForecast): number[] {
  const n = visitors(day);
  const top = topPay(day);
  const sorted = Array.from({ length: n }, (_, i) => Math.round((top * (n - i)) / n));
  const out: number[] = [];
  for (let lo = 0, hi = n - 1; lo <= hi; lo++, hi--) {
    out.push(sorted[lo]!);
    if (hi !== lo) out.push(sorted[hi]!);
  }
  return out;
}

/** How many would buy at `price` with stock enough. */
export function demand(day: TycoonForecast, price: number): number {
  return customerPays(day).filter((pay) => pay >= price).length;
}

export type TycoonEvent =
  | { kind: 'sale'; customer: number; price: number }
  | { kind: 'pass'; customer: number; reason: 'price' | 'soldout' };

export type TycoonStatus = 'morning' | 'selling' | 'evening' | 'won' | 'short' | 'bankrupt';

export interface DayReport {
  day: number;
  sold: number;
  revenue: number;
  spent: number;
  money: number;
}

/** The whole run: day, money, price, stock, and the day being played on the game clock. */
export class TycoonRun {
  private readonly level: TycoonLevel;
  day = 1;
  money: number;
  price: number;
  /** Units of each good in hand (every sale uses one of each, so they stay equal). */
  stock = 0;
  status: TycoonStatus = 'morning';
  sold = 0;
  private revenue = 0;
  private spent = 0;
  private clock = 0;
  private served = 0;
  private pays: number[] = [];
  readonly reports: DayReport[] = [];

  constructor(level: TycoonLevel) {
    this.level = level;
    this.money = level.startMoney;
    this.price = level.startPrice;
  }

  get days(): number {
    return this.level.forecast.length;
  }

  get weather(): TycoonForecast {
    return this.level.forecast[this.day - 1]!;
  }

  /** Customers of today so far, and today's total. */
  get arrived(): number {
    return this.served;
  }

  get expected(): number {
    return this.pays.length;
  }

  setPrice(price: number): boolean {
    if (this.status !== 'morning') return false;
    const next = Math.max(this.level.priceStep, Math.min(this.level.maxPrice, price));
    if (next === this.price) return false;
    this.price = next;
    return true;
  }

  canBuy(): boolean {
    return this.status === 'morning' && this.money >= this.level.batchCost;
  }

  buy(): boolean {
    if (!this.canBuy()) return false;
    this.money -= this.level.batchCost;
    this.spent += this.level.batchCost;
    this.stock += this.level.batch;
    return true;
  }

  /** Opens for the day: the customers' queue is drawn from today's forecast. */
  open(): boolean {
    if (this.status !== 'morning') return false;
    this.status = 'selling';
    this.pays = customerPays(this.weather);
    this.clock = 0;
    this.served = 0;
    this.sold = 0;
    this.revenue = 0;
    return true;
  }

  /** Runs the day's clock: customer i arrives at (i + 0.5) of the day's share; returns what happened. */
  advance(ms: number): TycoonEvent[] {
    if (this.status !== 'selling') return [];
    this.clock += ms;
    const out: TycoonEvent[] = [];
    const step = this.level.dayMs / Math.max(1, this.pays.length);
    while (this.served < this.pays.length && this.clock >= (this.served + 0.5) * step) {
      const i = this.served++;
      if (this.stock <= 0) out.push({ kind: 'pass', customer: i, reason: 'soldout' });
      else if (this.pays[i]! < this.price) out.push({ kind: 'pass', customer: i, reason: 'price' });
      else {
        this.stock--;
        this.sold++;
        this.revenue += this.price;
        this.money += this.price;
        out.push({ kind: 'sale', customer: i, price: this.price });
      }
    }
    if (this.served >= this.pays.length && this.clock >= this.level.dayMs) this.status = 'evening';
    return out;
  }

  /** Closes the evening: the next morning, or the end (the goal met or not, or broke with no stock and no cash). */
  nextDay(): DayReport | null {
    if (this.status !== 'evening') return null;
    const report = { day: this.day, sold: this.sold, revenue: this.revenue, spent: this.spent, money: this.money };
    this.reports.push(report);
    this.spent = 0;
    if (this.day >= this.days) this.status = this.money >= this.level.goal ? 'won' : 'short';
    else if (this.stock === 0 && this.money < this.level.batchCost) this.status = 'bankrupt';
    else {
      this.day++;
      this.status = 'morning';
    }
    return report;
  }
}

/** "$1.25" from cents. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const c = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/** Tycoon: intro -> morning -> selling -> evening -> morning ... -> won | short (goal missed) | bankrupt. */
export const TYCOON_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'morning' } },
    morning: { on: { open: 'selling' } },
    selling: { on: { close: 'evening' } },
    evening: { on: { next: 'morning', win: 'won', miss: 'short', broke: 'bankrupt' } },
    won: { final: true },
    short: { final: true },
    bankrupt: { final: true },
  },
};

type Obj = Record<string, unknown>;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const FIELDS = [
  'mode',
  'title',
  'backdrop',
  'intro',
  'business',
  'product',
  'goods',
  'batch',
  'batchCost',
  'startMoney',
  'goal',
  'startPrice',
  'priceStep',
  'maxPrice',
  'dayMs',
  'forecast',
  'customer',
];

/** The tycoon level's own problems (content.ts checks the title, backdrop and intro lines): "where: what to do". */
export function tycoonProblems(where: string, level: Obj, textureKeys: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const add = (at: string, message: string) => out.push(`${where}${at}: ${message}`);
  for (const key of Object.keys(level))
    if (!FIELDS.includes(key)) add('', `unknown field "${key}" (allowed: ${FIELDS.join(', ')})`);
  const int = (key: string, min: number, max: number) => {
    const v = level[key];
    if (!isInt(v) || v < min || v > max)
      add(`.${key}`, `must be a whole number from ${min} to ${max} (is ${JSON.stringify(v)})`);
  };
  const text = (key: string, max: number) => {
    const v = level[key];
    if (typeof v !== 'string' || !v.trim() || v.length > max)
      add(`.${key}`, `must be a non-empty string of at most ${max} characters`);
  };
  text('business', 20);
  text('product', 24);
  const goods = level.goods;
  if (
    !Array.isArray(goods) ||
    goods.length < 1 ||
    goods.length > 3 ||
    goods.some((g) => typeof g !== 'string' || !g || g.length > 10)
  )
    add('.goods', 'must list 1 to 3 goods, each a name of at most 10 characters');
  int('batch', 1, 100);
  int('batchCost', 1, 100000);
  int('startMoney', 0, 1000000);
  int('goal', 1, 10000000);
  int('priceStep', 1, 1000);
  int('maxPrice', 1, 10000);
  int('startPrice', 1, 10000);
  int('dayMs', 1000, 60000);
  if (isInt(level.startPrice) && isInt(level.maxPrice) && level.startPrice > level.maxPrice)
    add('.startPrice', 'is above maxPrice');
  if (isInt(level.goal) && isInt(level.startMoney) && level.goal <= level.startMoney)
    add('.goal', 'must be more than startMoney, or the game is won before it starts');
  if (typeof level.customer !== 'string' || !textureKeys.has(level.customer))
    add('.customer', `must be a texture key of assets.json (is ${JSON.stringify(level.customer)})`);
  const forecast = level.forecast;
  if (!Array.isArray(forecast) || forecast.length < 1 || forecast.length > 30)
    add('.forecast', 'must list 1 to 30 days, one forecast each');
  else
    forecast.forEach((f: unknown, i) => {
      const d = f as Obj;
      if (
        typeof f !== 'object' ||
        f === null ||
        !['sunny', 'cloudy', 'rainy'].includes(String(d.sky)) ||
        !isInt(d.temp) ||
        d.temp < -10 ||
        d.temp > 45
      )
        add(`.forecast[${i}]`, 'must be { "sky": "sunny" | "cloudy" | "rainy", "temp": whole degrees from -10 to 45 }');
    });
  return out;
}
